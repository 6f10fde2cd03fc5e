"""News on the table's message line (``TableScreen._tell``): seen, or else a toast, never lost."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from app_helpers import SIZE, mounted, settle, table, table_app
from textual.widgets import Static

from tui.screens.dialogs import ConfirmScreen
from tui.screens.table import TableScreen


def _line(t: TableScreen) -> str:
    return str(t.query_one("#message", Static).content)


def _toasts(app: Any) -> list[str]:
    return [n.message for n in app._notifications]


@asynccontextmanager
async def _at_table() -> AsyncIterator[tuple[Any, Any, TableScreen]]:
    """A two-hand table against the computer: its app, pilot and screen."""
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        yield app, pilot, table(app)


async def test_news_goes_on_the_line_and_a_third_piece_pushes_the_oldest_to_a_toast() -> None:
    async with _at_table() as (app, pilot, t):
        t._tell("One.")
        t._tell("Two.")
        assert _line(t) == "One. Two." and _toasts(app) == []
        t._tell("Three.")  # two seats given up at once, each with its join code
        await pilot.pause()
        assert _line(t) == "Two. Three." and _toasts(app) == ["One."]


async def test_a_message_over_the_news_sends_the_news_to_a_toast() -> None:
    # The message took the line for the news's whole time, and the news went unseen.
    async with _at_table() as (app, pilot, t):
        t._tell("Boris is back at the table.")
        t.say("Wait for your turn.", error=True)
        await pilot.pause()
        assert _line(t) == "Wait for your turn."
        assert _toasts(app) == ["Boris is back at the table."] and t.news == []


async def test_news_under_another_screen_is_a_toast() -> None:
    # Textual's is_current is true for the screen under the one on top: the news had gone
    # on a line nobody saw.
    async with _at_table() as (app, pilot, t):
        app.push_screen(ConfirmScreen("Leave?", "Yes", "No"))
        await mounted(pilot, ConfirmScreen, "the question on top")
        t._tell("Boris has taken seat 2.")
        await pilot.pause()
        assert _toasts(app) == ["Boris has taken seat 2."] and _line(t) == ""


async def test_news_told_over_a_message_is_a_toast() -> None:
    # "Wait for your turn" stays until a move: the news had hidden behind it all its time.
    async with _at_table() as (app, pilot, t):
        t.say("Wait for your turn.", error=True)
        t._tell("Boris is back at the table.")
        await pilot.pause()
        assert _line(t) == "Wait for your turn." and _toasts(app) == ["Boris is back at the table."]


async def test_news_ended_early_stops_its_timer() -> None:
    # Left running, it fired later and wiped the next news before its time.
    async with _at_table() as (app, pilot, t):
        t._tell("One.")
        timer = t._news_timer
        assert timer is not None
        stopped: list[bool] = []
        stop = timer.stop
        timer.stop = lambda: (stopped.append(True), stop())[1]  # type: ignore[method-assign]
        t.say("Wait for your turn.", error=True)
        assert stopped == [True] and t._news_timer is None


async def test_news_on_the_line_goes_to_a_toast_when_a_screen_covers_the_table() -> None:
    async with _at_table() as (app, pilot, t):
        t._tell("Boris is back at the table.")
        app.push_screen(ConfirmScreen("Leave?", "Yes", "No"))
        await mounted(pilot, ConfirmScreen, "the question on top")
        await pilot.pause()
        assert _toasts(app) == ["Boris is back at the table."] and t.news == []
