"""The searched hint: medium's move, replaced by the search's where the search finds a
move at least ``MARGIN`` game points a hand better; its sentence in every language; and
the table asking for it off the UI thread."""

from __future__ import annotations

import random
import threading

from app_helpers import SIZE, hint_words, key_for, settle, table, table_app

from engine import HandState, preset
from engine.bots import make_bot
from engine.bots.base import worth_searching
from engine.bots.heuristic import MediumBot
from engine.bots.hints import MARGIN, SEARCH_CLOSES, Hint, SearchedHint, suggest, wins_say_why
from engine.bots.pimc import PimcBot, view_fixes_world
from engine.cards import CARD_INDEX
from engine.view import PlayerView
from tui.screens import table as table_module

WORLDS = 40
MEDIUM = MediumBot()


def _positions(name: str, deals: int) -> list[PlayerView]:
    """Every view to move in ``deals`` hands played by medium and random in turn."""
    rules = preset(name)
    rand = make_bot("random")
    out = []
    for d in range(deals):
        state = HandState.shuffled(rules, d % rules.players, random.Random(d))
        rng = random.Random(d)
        while not state.is_over:
            view = state.view(state.to_move)
            out.append(view)
            bot = MEDIUM if len(state.history) % 2 else rand
            state.apply(bot.choose(view, rng))
    return out


def _first_searched(name: str = "classic") -> tuple[PlayerView, SearchedHint]:
    for view in _positions(name, 3):
        hint = suggest(view, WORLDS, ms=0)
        if isinstance(hint, SearchedHint):
            return view, hint
    raise AssertionError("the search never overruled the rule of thumb")


def test_the_search_overrules_the_rule_of_thumb_by_its_margin() -> None:
    view, hint = _first_searched()
    advice = MEDIUM.decide(view)
    assert hint.instead == advice.action != hint.action
    assert hint.action in view.legal_actions and hint.worlds == WORLDS
    totals, done = hint_searcher().value_moves(view, tuple(totals_keys(view)), WORLDS, random.Random(0), None)
    assert done == WORLDS
    assert totals[hint.action] == max(totals.values())
    gain = (totals[hint.action] - totals[advice.action]) / WORLDS
    assert gain >= MARGIN and hint.gain == round(gain, 2)
    assert hint.card == CARD_INDEX[hint.action[5:]] if hint.action.startswith("play ") else hint.card == -1
    assert suggest(view, WORLDS, ms=0) == hint  # the same position, the same hint


def hint_searcher() -> PimcBot:
    """The hint's search over ``WORLDS`` worlds, closing its worlds as the hint's does."""
    return PimcBot(samples=WORLDS, closes=SEARCH_CLOSES)


def totals_keys(view: PlayerView) -> list[str]:
    return [a for a in view.legal_actions if a != "declare"]


def test_a_hint_without_search_is_the_rule_of_thumb() -> None:
    view, _hint = _first_searched()
    assert suggest(view) == MEDIUM.decide(view)


def test_claims_exchanges_marriages_and_counted_endings_are_not_searched() -> None:
    """Medium's claim, exchange and marriage stand (expert takes them at once for the
    reasons in expert.py), and once the view fixes the world its move is the solver's."""
    kept = counted = 0
    for name in ("russian", "schnapsen"):
        for view in _positions(name, 8):
            advice = MEDIUM.decide(view)
            if advice.action in ("exchange", "declare") or advice.action.startswith("announce "):
                kept += 1
            elif view_fixes_world(view):
                counted += 1
            else:
                continue
            assert suggest(view, WORLDS, ms=0) == advice
    assert kept > 15 and counted > 15


def test_every_searched_hint_is_legal_and_beats_medium_by_the_margin() -> None:
    for name in ("three", "four"):
        for view in _positions(name, 1):
            hint = suggest(view, 20, ms=0)
            assert hint.action in view.legal_actions
            if isinstance(hint, SearchedHint):
                assert hint.gain >= MARGIN and hint.instead == MEDIUM.decide(view).action


def test_the_searched_sentence_in_every_language() -> None:
    nine = SearchedHint(
        "play AC",
        "",
        "searched",
        card=CARD_INDEX["AC"],
        other=CARD_INDEX["9H"],
        worlds=150,
        gain=0.43,
        instead="play 9H",
    )
    assert hint_words(nine, "en") == (
        "Over 150 possible deals it scores 0.4 game points a hand more than the nine of hearts"
    )
    assert hint_words(nine, "ru") == (
        "Перебрано 150 возможных раскладов: этот ход в среднем на 0,4 партийного очка за раздачу"
        " выгоднее, чем девятка червей"
    )
    assert hint_words(nine, "uk") == (
        "Перебрано 150 можливих розкладів: цей хід у середньому на 0,4 партійного очка за роздачу"
        " вигідніший, ніж дев’ятка чирв"
    )
    draw = SearchedHint("close", "", "searched", worlds=121, gain=1.25, instead="draw")  # 1.3, as a person rounds it
    assert hint_words(draw, "en") == "Over 121 possible deals it scores 1.3 game points a hand more than drawing"
    assert hint_words(draw, "ru") == (
        "Перебрано 121 возможный расклад: этот ход в среднем на 1,3 партийного очка за раздачу"
        " выгоднее, чем добрать карту"
    )


def test_the_sentence_says_how_often_each_move_wins_where_that_is_the_difference() -> None:
    ten = SearchedHint(
        "play AC",
        "",
        "searched_wins",
        card=CARD_INDEX["AC"],
        other=CARD_INDEX["TS"],
        worlds=150,
        gain=0.43,
        instead="play TS",
        wins=0.62,
        instead_wins=0.48,
    )
    assert hint_words(ten, "en") == "It wins the hand in 62% of 150 possible deals; the ten of spades wins it in 48%"
    assert hint_words(ten, "ru") == (
        "Перебрано 150 возможных раскладов: этот ход выигрывает раздачу в 62% из них, а десятка пик — в 48%"
    )
    assert hint_words(ten, "uk") == (
        "Перебрано 150 можливих розкладів: цей хід виграє роздачу в 62% з них, а десятка пік — у 48%"
    )
    close = SearchedHint("draw", "", "searched_wins", worlds=121, gain=0.3, instead="close", wins=0.7, instead_wins=0.5)
    assert hint_words(close, "en") == "It wins the hand in 70% of 121 possible deals; closing wins it in 50%"
    assert hint_words(close, "ru") == (
        "Перебрано 121 возможный расклад: этот ход выигрывает раздачу в 70% из них, а если закрыть колоду — в 50%"
    )


def test_the_search_says_how_often_it_wins_when_that_differs_enough() -> None:
    """Over hands of random play, some searched hints differ in how often they win by the
    margin and are worded so, the rest by game points; both shares are counted over the
    same worlds as the gain."""
    kinds: dict[str, list[SearchedHint]] = {"searched": [], "searched_wins": []}
    for view in _positions("classic", 6):
        if all(kinds.values()):
            break
        hint = suggest(view, WORLDS, ms=0)
        if isinstance(hint, SearchedHint):
            kinds[hint.code].append(hint)
            wins: dict[str, int] = {}
            candidates = worth_searching(view.legal_actions, view.points())
            hint_searcher().value_moves(view, candidates, WORLDS, random.Random(0), None, wins)
            assert (hint.wins, hint.instead_wins) == (
                round(wins.get(hint.action, 0) / WORLDS, 3),
                round(wins.get(hint.instead, 0) / WORLDS, 3),
            )
    assert kinds["searched"] and kinds["searched_wins"], {k: len(v) for k, v in kinds.items()}
    for hint in kinds["searched_wins"]:
        assert wins_say_why(hint.wins, hint.instead_wins) and f"{hint.wins:.0%}" in hint.reason
    for hint in kinds["searched"]:
        assert not wins_say_why(hint.wins, hint.instead_wins) and "game points" in hint.reason


def test_the_engine_reason_is_the_english_sentence() -> None:
    _view, hint = _first_searched()
    assert hint_words(hint, "en") == hint.reason


async def test_the_table_finds_the_hint_off_the_ui_thread_and_drops_a_stale_one(monkeypatch) -> None:
    """The hint is searched in a worker; a move made before it comes drops it."""
    release = threading.Event()
    asked: list[PlayerView] = []

    def slow_hint(view: PlayerView) -> Hint:
        asked.append(view)
        assert release.wait(10)
        return suggest(view)

    monkeypatch.setattr(table_module, "table_hint", slow_hint)
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await settle(pilot)
        try:
            await pilot.press("h")
            assert t.message == "Looking for a hint…"
            play = next(a for a in t.session.hand.legal_actions() if a.startswith("play "))
            await pilot.press(key_for(t, play))  # the UI answers while the search runs
            assert f"0 {play}" in t.session.hand.history
        finally:
            release.set()
        await settle(pilot)
        assert asked and not t.message.startswith("Hint:")


def test_hard_with_trust_plays_the_hint() -> None:
    """``hard:trust`` (closing in its worlds as the hint's search does) is the hint's rule
    as a player: the same move from the same worlds; with a trust no search can reach,
    it is medium itself."""
    from engine.bots.hard import HardBot

    trusting = HardBot(samples=WORLDS, ms=0, trust=MARGIN, closes=SEARCH_CLOSES)
    stubborn = HardBot(samples=2, ms=0, trust=100.0, closes=SEARCH_CLOSES)  # no count of worlds reaches it
    searched = 0
    for view in _positions("classic", 3):
        if len(view.legal_actions) < 2:
            continue
        hint = suggest(view, WORLDS, ms=0)
        assert trusting.choose(view, random.Random(0)) == hint.action
        assert stubborn.choose(view, random.Random(0)) == MEDIUM.decide(view).action
        searched += isinstance(hint, SearchedHint)
    assert searched >= 1  # the overruling path is met, not only medium's
