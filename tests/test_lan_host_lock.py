"""One window at a time hosts this machine's LAN table: a second one may neither resume
the table in play (it had listened on another port with the same code, and closing it
deleted the save of the table still played) nor start a new one over it; and a new
table asks first where the one hosted before was left open, since its players could no
longer come back to it."""

from __future__ import annotations

import pytest
from app_helpers import SIZE, mounted, settings, until

from engine import preset
from tui import lan
from tui.app import SixtySixApp
from tui.paths import has_hosted, lan_save_dir
from tui.screens.dialogs import ConfirmScreen
from tui.screens.lan_screens import WaitingRoomScreen, resume_problem_sentence
from tui.screens.new_game import NewGameScreen
from tui.session import SeatSpec

BUSY = "Another sixtysix window is hosting this machine's LAN table"
SEATS = [SeatSpec("Anna"), SeatSpec("", "remote")]


pytestmark = pytest.mark.usefixtures("any_lan_port")


def _saved() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in lan_save_dir().glob("*.json")}


async def test_a_second_window_neither_resumes_nor_replaces_the_table_in_play() -> None:
    hosted = await lan.host_table(preset("classic"), SEATS, "classic", "T", False)
    saved = _saved()
    assert "host.json" in saved
    with pytest.raises(lan.ResumeProblem) as resumed:
        await lan.resume_hosted(advertise=False)
    assert resumed.value.problem == "busy" and resume_problem_sentence(resumed.value).startswith(BUSY)
    with pytest.raises(lan.TableBusy) as replaced:
        await lan.host_table(preset("classic"), SEATS, "classic", "T2", False)
    assert str(replaced.value).startswith(BUSY)
    assert _saved() == saved  # the table in play keeps its save
    await hosted.close(forget=False)  # the first window stops: now the table may be resumed
    again = await lan.resume_hosted(advertise=False)
    assert again.code == hosted.code
    await again.close()


async def test_a_table_that_cannot_open_lets_the_lock_go(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SIXTYSIX_LAN_BIND", "192.0.2.1")  # not this machine's: the bind fails
    with pytest.raises(OSError):
        await lan.host_table(preset("classic"), SEATS, "classic", "T", False)
    assert lan.host_lock().take() is None


async def test_the_refusal_is_said_in_russian() -> None:
    from tui.i18n import set_language

    hosted = await lan.host_table(preset("classic"), SEATS, "classic", "T", False)
    set_language("ru")
    with pytest.raises(lan.TableBusy) as refused:
        await lan.host_table(preset("classic"), SEATS, "classic", "T2", False)
    assert str(refused.value).startswith("Стол в сети этого компьютера сейчас открыт в другом окне sixtysix")
    await hosted.close()


async def test_a_table_another_window_hosts_is_refused_before_any_question() -> None:
    hosted = await lan.host_table(preset("classic"), SEATS, "classic", "T", False)
    app = SixtySixApp(settings=settings(), autosave=False, lan="host")
    async with app.run_test(size=SIZE) as pilot:
        await mounted(pilot, NewGameScreen, "the host form")
        app.screen.action_start()
        await until(pilot, lambda: bool(app._notifications), "the refusal")
        assert [n.message for n in app._notifications][0].startswith(BUSY)
        assert isinstance(app.screen, NewGameScreen) and app.hosted is None
    await hosted.close()


@pytest.mark.parametrize("answer", ["no", "yes"])
async def test_a_new_table_asks_before_it_takes_the_place_of_one_left_open(answer: str) -> None:
    left_open = await lan.host_table(preset("classic"), SEATS, "classic", "T", False)
    await left_open.close(forget=False)  # as after a crash: the save stays, to be resumed
    saved = _saved()
    app = SixtySixApp(settings=settings(), autosave=False, lan="host")
    async with app.run_test(size=SIZE) as pilot:
        await mounted(pilot, NewGameScreen, "the host form")
        app.screen.action_start()
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen) and app.screen.query("#no"), "the question")
        assert "it can still be resumed" in app.screen.question
        await pilot.click(f"#{answer}")
        if answer == "no":
            await mounted(pilot, NewGameScreen, "back at the form")
            assert app.hosted is None and _saved() == saved and has_hosted()
        else:
            await mounted(pilot, WaitingRoomScreen, "the new table")
            assert app.hosted.code != left_open.code and _saved() != saved
            await app.hosted.close()
