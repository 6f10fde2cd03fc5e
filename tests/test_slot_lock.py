"""One program at a time plays a match in the save slot: a second (the app in another
terminal, or the plain-text game) is refused in one sentence and the saved match is left
as it was, where the two would have saved by turns over each other's match."""

from __future__ import annotations

import io
import random
import subprocess
import sys

import pytest
from app_helpers import SIZE, mounted, settings, settle, table, table_app, until
from session_helpers import advance, new_session

from tui import saves
from tui.app import SixtySixApp
from tui.archive import past_matches
from tui.cli import main
from tui.screens.dialogs import ConfirmScreen
from tui.screens.lobby import LobbyScreen
from tui.slot import SlotLock

REFUSED = "Another sixtysix window is playing the saved match"

# The finished matches' play check is not what these tests are about; at its full 150
# deals a hand it made the slowest test of the suite (74 s on a loaded machine).
pytestmark = pytest.mark.usefixtures("quick_play_check")


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))  # no settings file of the machine's


def _saved_match() -> bytes:
    session = new_session("classic", "hb", seed=9, level="random")
    advance(session, random.Random(2), 5)
    assert saves.write_save(session) is None
    return saves.save_path().read_bytes()


def test_a_second_holder_is_refused_until_the_first_lets_go() -> None:
    first, second = SlotLock(), SlotLock()
    assert first.take() is None and first.take() is None  # holding it again is no problem
    refused = second.take()
    assert refused is not None and refused.startswith(REFUSED)
    first.release()
    assert second.take() is None
    second.release()


@pytest.mark.parametrize(
    ("lang", "words"),
    [("ru", "Сохранённую партию сейчас играют в другом окне sixtysix"), ("uk", "Збережену партію зараз грають")],
)
def test_the_refusal_is_said_in_the_players_language(lang: str, words: str) -> None:
    from tui.i18n import set_language

    with SlotLock():
        set_language(lang)
        refused = SlotLock().take()
    assert refused is not None and refused.startswith(words)


_HOLDER = """
from tui.slot import SlotLock
lock = SlotLock()
assert lock.take() is None
print("held", flush=True)
input()
"""


def test_a_program_that_dies_holding_the_slot_leaves_it_free() -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        assert SlotLock().take() is not None
    finally:
        holder.kill()
        holder.wait(timeout=30)
    with SlotLock() as refused:
        assert refused is None


def test_the_text_game_leaves_a_match_played_elsewhere_alone(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # type: ignore[no-untyped-def]
    before = _saved_match()
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 20))
    with SlotLock():  # the app, at that match's table
        assert main(["play", "--text", "--seed", "3", "--lang", "en"]) == 1
        assert main(["play", "--text", "--resume", "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert out.count(REFUSED) == 2 and out.count("\n") == 2  # a sentence each, nothing played
    assert saves.save_path().read_bytes() == before and not past_matches()  # not kept away, not overwritten
    assert main(["play", "--text", "--resume", "--lang", "en"]) == 0  # once it is left there


async def test_the_app_leaves_a_match_played_elsewhere_alone() -> None:
    before = _saved_match()
    app = table_app("classic", "hb", seed=3)  # `sixtysix play --vs ...`: a new match
    with SlotLock():
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app._notifications, "the refusal")
            (said,) = app._notifications
            assert said.message.startswith(REFUSED) and said.severity == "error"
            assert isinstance(app.screen, LobbyScreen)  # no table
            app.resume_match()  # the lobby's Resume
            await until(pilot, lambda: len(app._notifications) == 2, "the second refusal")
            assert isinstance(app.screen, LobbyScreen)
    assert saves.save_path().read_bytes() == before and not past_matches()


async def test_the_app_holds_the_slot_while_its_match_is_at_the_table() -> None:
    _saved_match()
    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE) as pilot:
        app.resume_match()
        await settle(pilot)
        assert table(app).session.hand.history
        assert SlotLock().take() is not None  # the plain-text game would be refused now
        await pilot.press("q")
        await mounted(pilot, ConfirmScreen, "the question")
        await pilot.press("y")
        await mounted(pilot, LobbyScreen, "the lobby")
        with SlotLock() as refused:  # left, and saved: free for another program
            assert refused is None


async def test_a_finished_match_lets_the_slot_go_while_its_score_is_read() -> None:
    """The plain-text game was refused while the app showed a finished match's score; and
    Play again asks, as a new game does, before a match saved meanwhile makes room.  The
    first match starts from the New game form's button, as a player's does: a review found
    the second Play again, and the question's Back, unheard when the form had gone."""
    from app_helpers import play_match_to_scoring
    from textual.widgets import Input

    from tui.screens.new_game import NewGameScreen
    from tui.screens.scoring import ScoringScreen
    from tui.screens.table import TableScreen

    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        app.screen.query_one("#overrides", Input).value = "match_target=1"
        await pilot.click("#start")
        await mounted(pilot, TableScreen, "the table")
        first = table(app).session
        assert SlotLock().take() is not None
        await play_match_to_scoring(pilot, random.Random(2), by_keys=False)
        assert first.match_over and isinstance(app.screen, ScoringScreen)
        await pilot.press("enter")  # Play again, the slot free: the next match at once
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.session is not first, "again")
        second = table(app).session
        await play_match_to_scoring(pilot, random.Random(3), by_keys=False)
        assert second.match_over and isinstance(app.screen, ScoringScreen)
        with SlotLock() as refused:  # the plain-text game may start one now
            assert refused is None
            elsewhere = _saved_match()
        assert not any(m.resumable for m in past_matches())  # both kept finished, neither written over
        await pilot.press("enter")  # Play again
        await mounted(pilot, ConfirmScreen, "the question")
        assert "is not finished" in str(app.screen.query_one("#question").render())
        await pilot.press("escape")  # Back: the match saved meanwhile stays where it is
        await mounted(pilot, LobbyScreen, "the lobby")
        assert saves.save_path().read_bytes() == elsewhere and len(past_matches()) == 2
        assert [type(s).__name__ for s in app.screen_stack[1:]] == ["LobbyScreen"]
        with SlotLock() as refused:  # let go again: the other window may go on with its match
            assert refused is None
