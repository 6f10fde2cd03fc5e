"""A hosted table that cannot be resumed (nothing saved, a damaged save, no port to
listen on) is said in one sentence in the player's language, and a damaged save is moved
aside whole, never deleted, so that the lobby stops offering it."""

from __future__ import annotations

import pytest
from app_helpers import SIZE, settings

from engine import preset
from tui import lan
from tui.app import SixtySixApp
from tui.i18n import set_language
from tui.paths import data_dir, has_hosted, lan_save_dir
from tui.screens.lan_screens import resume_problem_sentence
from tui.screens.lobby import LobbyScreen
from tui.session import SeatSpec


def _saved(files: dict[str, str]) -> None:
    lan_save_dir().mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (lan_save_dir() / name).write_text(text, encoding="utf-8")


async def _problem() -> lan.ResumeProblem:
    with pytest.raises(lan.ResumeProblem) as caught:
        await lan.resume_hosted(advertise=False)
    return caught.value


async def test_nothing_saved_is_said_and_a_table_never_saved_is_forgotten() -> None:
    assert (await _problem()).problem == "none"
    _saved({"host.json": '{"port": 0, "preset": "classic"}'})  # it stopped before the table was saved
    assert has_hosted()
    assert (await _problem()).problem == "none"
    assert not has_hosted()  # the lobby no longer offers it


@pytest.mark.parametrize(
    "files",
    [
        {"host.json": '{"port": 46'},  # cut short
        {"host.json": '{"preset": "classic"}'},
        {"host.json": '{"port": 0, "preset": "classic"}', "table-1.json": '{"format": "sixtysix-table"'},
        {"host.json": '{"port": 0, "preset": "classic"}', "table-1.json": '{"format": "something else"}'},
    ],
)
async def test_a_damaged_save_is_moved_aside_whole_and_kept(files: dict[str, str]) -> None:
    _saved(files)
    problem = await _problem()
    assert problem.problem == "damaged" and problem.error
    assert problem.kept is not None and problem.kept.parent == data_dir()
    assert problem.kept.name.startswith("lan.unreadable-")
    assert {p.name: p.read_text(encoding="utf-8") for p in problem.kept.iterdir()} == files
    assert not has_hosted()


async def test_a_truncated_save_of_a_real_table_is_kept_to_the_byte() -> None:
    hosted = await lan.host_table(preset("classic"), [SeatSpec("Anna"), SeatSpec("", "remote")], "classic", "T", False)
    await hosted.close(forget=False)  # as after a crash: the save stays
    table_file = next(lan_save_dir().glob("table-*.json"))
    whole = table_file.read_bytes()
    table_file.write_bytes(whole[: len(whole) // 2])
    problem = await _problem()
    assert problem.problem == "damaged" and problem.kept is not None
    assert (problem.kept / table_file.name).read_bytes() == whole[: len(whole) // 2]


async def test_no_port_to_listen_on_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    _saved({"host.json": '{"port": 0, "preset": "classic"}'})
    monkeypatch.setenv("SIXTYSIX_LAN_BIND", "192.0.2.1")  # not this machine's: the bind fails here
    problem = await _problem()
    assert problem.problem == "listen" and problem.error
    assert has_hosted()  # a save that may well resume elsewhere is left where it is


def test_each_problem_is_one_sentence_in_the_players_language(tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("kept")
    problems = [
        lan.ResumeProblem("none"),
        lan.ResumeProblem("damaged", "Expecting value", folder),
        lan.ResumeProblem("damaged", "Expecting value"),
        lan.ResumeProblem("unreadable", "permission denied"),
        lan.ResumeProblem("listen", "cannot assign requested address"),
    ]
    english = [resume_problem_sentence(p) for p in problems]
    # Not "cannot": a table closed on purpose (or never hosted) is nothing gone wrong.
    assert english[0] == "There is no LAN table to resume: none was left open when this app last hosted one."
    assert (
        english[1] == f"Cannot resume the LAN table: its save is damaged (Expecting value); it was moved to {folder}."
    )
    set_language("ru")
    russian = [resume_problem_sentence(p) for p in problems]
    assert russian[1] == (
        f"Не удалось продолжить стол в сети: его сохранение повреждено (Expecting value); оно перенесено в {folder}."
    )
    set_language("uk")
    ukrainian = [resume_problem_sentence(p) for p in problems]
    for said in (*english, *russian, *ukrainian):
        assert "\n" not in said and said.endswith(".")
    assert len(set(english) | set(russian) | set(ukrainian)) == 3 * len(problems)


async def test_the_lobby_says_why_in_russian_and_stops_offering_a_damaged_table() -> None:
    _saved({"host.json": '{"port": 0, "preset": "classic"}', "table-1.json": "{"})
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LobbyScreen) and app.focused is not None
        assert app.focused.id == "menu-resume-lan"
        await pilot.press("enter")
        for _ in range(400):  # bounded: the resume runs in a worker
            if app._notifications:
                break
            await pilot.pause(0.01)
        told = [n.message for n in app._notifications]
        assert len(told) == 1 and told[0].startswith("Не удалось продолжить стол в сети: его сохранение повреждено (")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        assert not app.screen.query_one("#menu-resume-lan").display
        kept = list(data_dir().glob("lan.unreadable-*"))
        assert len(kept) == 1 and (kept[0] / "table-1.json").read_text(encoding="utf-8") == "{"
