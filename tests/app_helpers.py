"""Helpers for the Textual app tests (import as ``from app_helpers import ...``).

``table_app("classic", "hb", seed=5)`` builds the app started at the table, one letter a
seat (h human, b bot); bots are ``random`` unless said, the computer's pause is 0 and
settings are fixed (English, symbols, hints on), so runs are deterministic.
``human_move(pilot)`` presses the key for a legal move of the human to move.
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from textual.screen import Screen

from engine import CARD_STR, preset
from engine.bots.hints import Hint
from tui import i18n, saves
from tui.app import SixtySixApp, StartSpec
from tui.screens.curtain import CurtainScreen
from tui.screens.dialogs import ConfirmScreen
from tui.screens.scoring import ScoringScreen
from tui.screens.table import TableScreen
from tui.screens.wording import word_hint
from tui.session import GameSession, SeatSpec
from tui.settings import Settings
from tui.widgets.cardface import CardStyle
from tui.widgets.hand import HandView

NAMES = ("Anna", "Boris", "Clara", "Denis")
SIZE = (80, 24)


def hint_words(hint: Hint, lang: str) -> str:
    """Why the hint suggests its move, as a table in ``lang`` words it (English again after)."""
    i18n.set_language(lang)
    try:
        return word_hint(hint, CardStyle(lang))
    finally:
        i18n.set_language("en")


def settings(language: str = "en", **kw: object) -> Settings:
    return Settings(language=language, card_style="symbols", four_colour=False, hints=True, pause_ms=0, **kw)  # type: ignore[arg-type]


def table_app(
    name: str = "classic",
    kinds: str = "hb",
    seed: int = 5,
    level: str = "random",
    language: str = "en",
    autosave: bool = True,
    fresh: bool = False,
    **overrides: object,
) -> SixtySixApp:
    """``sixtysix play``'s app.  ``fresh``: the match an earlier table of the same test
    left saved is deleted first, as if the player had said yes to replacing it (else
    a saved match makes the app ask first, as a test of that question wants)."""
    if fresh and autosave:
        assert saves.delete_save() is None
    seats = tuple(
        SeatSpec(NAMES[i]) if k == "h" else SeatSpec(f"{NAMES[i]}", "bot", level) for i, k in enumerate(kinds)
    )
    start = StartSpec(preset(name, **overrides), seats, name, seed)
    return SixtySixApp(settings=settings(language), start=start, autosave=autosave)


def screen_text(app: SixtySixApp) -> str:
    """What the terminal shows now, as plain text (every screen visible, modals included)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True, force_terminal=True)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


def footer_text(app: SixtySixApp) -> str:
    """The Footer's line: the keys this screen offers, as they are labelled ("" while
    a screen change leaves nothing drawn, so that a wait for a key goes on waiting)."""
    lines = screen_text(app).rstrip("\n").splitlines()
    return lines[-1] if lines else ""


def title_text(app: SixtySixApp) -> str:
    """The screen's top line, stripped ("" while nothing is drawn)."""
    lines = screen_text(app).splitlines()
    return lines[0].strip() if lines else ""


def table(app: SixtySixApp) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


async def settle(pilot: Pilot[None]) -> None:
    """Wait until the bots have moved and it is a person's turn (or the hand is over)."""
    app = pilot.app
    for _ in range(500):
        await app.workers.wait_for_complete()
        await pilot.pause()
        t = next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)
        if t is None or app.screen is not t or t.session.hand_over or not t.session.bot_to_move:
            return
    raise AssertionError("the bots never finished")


def key_for(t: TableScreen, action: str) -> str:
    """The key that makes ``action`` on the table."""
    if action.startswith("play "):
        cards = t.query_one(HandView).cards
        i = cards.index(CARD_STR.index(action[5:]))
        return str((i + 1) % 10)
    if action.startswith("announce "):
        return "m"
    return {"draw": "enter", "exchange": "x", "close": "c", "declare": "d", "pass": "p"}[action]


def human_choice(session: GameSession, rng: random.Random, claims: bool = False) -> str:
    """A random legal move of the person to move: plays and draws, no close, exchange or
    marriage; with ``claims``, a declaration as soon as it is right."""
    legal = list(session.hand.legal_actions())
    choices = [a for a in legal if a not in ("close", "declare", "exchange") and not a.startswith("announce")] or legal
    if claims and "declare" in legal and session.view(session.to_move).points() >= 66:  # type: ignore[arg-type]
        choices = ["declare"]
    return rng.choice(choices)


async def human_move(pilot: Pilot[None], rng: random.Random, claims: bool = False) -> str:
    """A random legal move of the human on screen (``human_choice``), by key; returns it."""
    t = table(pilot.app)  # type: ignore[arg-type]
    action = human_choice(t.session, rng, claims)
    await pilot.press(key_for(t, action))
    if action == "close" or (action == "declare" and isinstance(pilot.app.screen, ConfirmScreen)):
        await pilot.press("y")
    return action


async def play_to_scoring(pilot: Pilot[None], rng: random.Random, limit: int = 200) -> None:
    """Play the hand on screen to its end; curtains are lifted as they come."""
    for _ in range(limit):
        await settle(pilot)
        screen = pilot.app.screen
        if isinstance(screen, ScoringScreen):
            return
        if isinstance(screen, CurtainScreen):
            await pilot.press("enter")
            continue
        t = table(pilot.app)  # type: ignore[arg-type]
        if t.session.hand_over:
            await pilot.pause(0.05)
            continue
        await human_move(pilot, rng, claims=True)
    raise AssertionError("the hand did not end")


async def play_out(pilot: Pilot[None], rng: random.Random) -> None:
    """The hand played to its end as ``play_to_scoring`` plays it (the same moves from the
    same ``rng``), but on the table's session rather than key by key, then the table told,
    as after a move, and its score screen waited for.  For tests of what a hand's end
    shows: making and drawing each move is other tests' business, and drawing them was
    most of these tests' time."""
    await end_hand(pilot, rng)
    await mounted(pilot, ScoringScreen, "the score screen")
    await pilot.pause()  # drawn, as play_to_scoring's last settle lets it be


async def end_hand(pilot: Pilot[None], rng: random.Random) -> None:
    """``play_out`` up to the table told that the hand is over: its score screen pushed."""
    await settle(pilot)
    while isinstance(pilot.app.screen, CurtainScreen):  # a hot-seat table: a person's hand
        await pilot.press("enter")
        await settle(pilot)
    t = table(pilot.app)  # type: ignore[arg-type]
    s = t.session
    while not s.hand_over:
        if s.bot_to_move:
            s.apply(s.bot_action())
        elif s.pass_is_forced:  # made by the table for the person, as TableScreen.advance does
            s.apply("pass")
        else:
            s.apply(human_choice(s, rng, claims=True))
    t.events = t._recent_moves()
    t.advance()


async def play_match_to_scoring(pilot: Pilot[None], rng: random.Random, hands: int = 20, by_keys: bool = True) -> None:
    """Play the match on screen to its end, its score shown; each hand by keys
    (``play_to_scoring``), or else on the session (``play_out``).  A match to 1 dealt from
    a random seed (the New game form's) is one hand but for a drawn one (65:65, about one
    hand in 700 between random moves and medium), after which the next is dealt."""
    for _ in range(hands):
        await (play_to_scoring if by_keys else play_out)(pilot, rng)
        if table(pilot.app).session.match_over:  # type: ignore[arg-type]
            return
        await pilot.press("n")
        await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen), "the next hand")
    raise AssertionError("the match did not end")


async def until(pilot: Pilot[None], check: Callable[[], object], what: str, rounds: int = 400) -> None:
    """Let the app (and the network) run until ``check()`` holds, a bounded number of rounds."""
    for _ in range(rounds):
        if check():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never happened: {what}")


async def resized(pilot: Pilot[None], size: tuple[int, int], check: Callable[[], object], what: str) -> None:
    """Resize the terminal, then ``until`` ``check()`` holds.  Twice in loaded runs of the
    suite (2026-12-06) a table never showed a resize's effect; a failure here says what
    the app had then, to find out where the resize stopped."""
    await pilot.resize_terminal(*size)
    try:
        await until(pilot, check, what)
    except AssertionError as lost:
        app, screen = pilot.app, pilot.app.screen
        had = (
            f"app {app.size}, {screen!r} {screen.size}, resize timer {app._resize_timer}, "
            f"resize pending {app._resize_event}, screens {app.screen_stack}"
        )
        raise AssertionError(f"{lost}; {had}") from None


async def mounted(pilot: Pilot[None], screen: type[Screen[Any]], what: str) -> None:
    """Wait until the app shows a ``screen`` that has run its ``on_mount``: a screen is
    the app's screen as soon as it is pushed, but is filled in (and its children mounted)
    later, which under load can be after the next look."""
    await until(pilot, lambda: isinstance(pilot.app.screen, screen) and pilot.app.screen.is_mounted, what)
