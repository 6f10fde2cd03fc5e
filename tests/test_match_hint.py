"""The hint and the play check where the hand may decide the match: the search values
the match, as hard does, and says so in chances of winning it; elsewhere game points."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable

import pytest
from app_helpers import hint_words

from engine import HandState, preset
from engine.bots import make_bot
from engine.bots.base import worth_searching
from engine.bots.hints import SearchedHint, hint_search, hint_stakes, suggest, wins_say_why
from engine.bots.review import Doubt, PlayCheck, decisions_of, play_check
from engine.cards import CARD_INDEX
from engine.standing import Standing
from engine.view import PlayerView
from tui import i18n
from tui.screens.wording import check_sentences
from tui.widgets.cardface import CardStyle

WORLDS = 40
SIX_ALL = Standing((6, 6), 7)


def _at(view: PlayerView, standing: Standing | None) -> PlayerView:
    return dataclasses.replace(view, standing=standing)


DEALS = (3, 8, 9)
"""Deals whose hands at 6:6 hold hints the match changes (a third of the time a deal is
searched this way: more deals, more time)."""


def _positions(deals: Iterable[int] = DEALS) -> list[PlayerView]:
    """Seat 0's views while cards are hidden, in classic hands of medium against random."""
    rules = preset("classic")
    medium, rand = make_bot("medium"), make_bot("random")
    out = []
    for d in deals:
        state = HandState.shuffled(rules, d % 2, random.Random(d))
        rng = random.Random(d)
        while not state.is_over:
            view = state.view(state.to_move)
            if state.to_move == 0 and state.stock_size > 0:
                out.append(view)
            state.apply((medium if state.to_move == 0 else rand).choose(view, rng))
    return out


@pytest.mark.parametrize(
    ("name", "score", "carry", "decides"),
    [
        ("classic", (0, 0), 0, False),
        ("classic", (3, 3), 0, False),  # a 3 takes neither to 7
        ("classic", (3, 3), 1, True),  # a drawn hand's point makes it 7
        ("classic", (4, 0), 0, True),
        ("classic", (6, 6), 0, True),
        ("four", (6, 6, 6, 6), 0, True),  # two partnerships
        ("three", (6, 6, 6), 0, False),  # three sides: the table is for two
    ],
)
def test_the_hint_plays_for_the_match_only_where_the_hand_may_decide_it(
    name: str, score: tuple[int, ...], carry: int, decides: bool
) -> None:
    rules = preset(name)
    view = HandState.shuffled(rules, 0, random.Random(1)).view(0)
    assert hint_stakes(view) is None  # a lone hand
    stakes = hint_stakes(_at(view, Standing(score, 7, carry)))
    assert (stakes is not None) == decides
    if stakes is not None:
        assert 0 < stakes.now < 1 and stakes.after(-3) < stakes.now < stakes.after(3)


def test_at_six_all_the_hint_wins_the_hand_as_often_as_it_can_and_says_so_in_chances() -> None:
    """At 6:6 every hand won wins the match: the hint's move is one that wins the hand in
    the most worlds, and it never speaks of game points.  Some of its moves differ from the
    game points' hint: the match is what changes them."""
    differed = searched = 0
    for view in _positions():
        late = _at(view, SIX_ALL)
        hint = suggest(late, WORLDS, ms=0)
        assert hint.action in view.legal_actions
        if not isinstance(hint, SearchedHint):
            continue
        searched += 1
        lone = suggest(view, WORLDS, ms=0)
        assert hint.code in ("searched_wins", "searched_match")
        assert 0 <= hint.instead_chance < hint.chance <= 1
        wins: dict[str, int] = {}
        candidates = worth_searching(view.legal_actions, view.points())
        totals, done = hint_search(late, candidates, WORLDS, None, wins)
        # Won and lost hands are worth ±3 and a drawn one (65:65) 0: each total is three
        # times the worlds won less those lost, the draws making up the difference.
        for a in candidates:
            draws, rest = divmod(totals[a] - 3 * (2 * wins.get(a, 0) - done), 3)
            assert rest == 0 and 0 <= draws <= done - wins.get(a, 0)
        assert wins.get(hint.action, 0) == max(wins.get(a, 0) for a in candidates)
        differed += lone.action != hint.action
    assert searched >= 3 and differed >= 1, (searched, differed)


def _checked_at_six_all(seed: int, choose: Callable[[PlayerView, random.Random], str]) -> PlayCheck:
    """The play check of a classic hand at 6:6: seat 0's moves by ``choose``, seat 1's at
    random."""
    rng = random.Random(seed)
    dealt = HandState.shuffled(preset("classic"), 1, rng)
    dealt.standing = SIX_ALL
    state = dealt.clone()
    while state.result is None:
        view = state.view(state.to_move)
        state.apply(choose(view, rng) if state.to_move == 0 else rng.choice(state.legal_actions()))
    return play_check(decisions_of(dealt, state.history, 0), state.history, worlds=WORLDS)


def test_a_hint_taken_at_six_all_is_never_doubted() -> None:
    """The play check searches the match as the hint does, so they still agree."""
    checked = _checked_at_six_all(7, lambda view, _rng: suggest(view, WORLDS, ms=0).action)
    assert checked.judged > 0 and not checked.doubts, checked


def test_careless_play_at_six_all_is_doubted_in_chances_of_the_match() -> None:
    def careless(view: PlayerView, rng: random.Random) -> str:
        return rng.choice([a for a in view.legal_actions if a != "declare"] or view.legal_actions)

    checked = _checked_at_six_all(9, careless)
    assert checked.doubts
    for doubt in checked.doubts:
        assert 0 <= doubt.played_chance < doubt.chance <= 1


def test_the_match_sentence_in_every_language() -> None:
    ten = SearchedHint(
        "play AC",
        "",
        "searched_match",
        card=CARD_INDEX["AC"],
        other=CARD_INDEX["TS"],
        worlds=150,
        gain=0.2,
        instead="play TS",
        wins=0.61,
        instead_wins=0.6,
        chance=0.643,
        instead_chance=0.581,
    )
    assert hint_words(ten, "en") == (
        "Over 150 possible deals your chance of winning the match is 64% with it, 58% with the ten of spades"
    )
    assert hint_words(ten, "en") == ten.reason or ten.reason == ""
    assert hint_words(ten, "ru") == (
        "Перебрано 150 возможных раскладов: с этим ходом шанс выиграть партию 64%, с ходом десятка пик — 58%"
    )
    assert hint_words(ten, "uk") == (
        "Перебрано 150 можливих розкладів: з цим ходом шанс виграти партію 64%, з ходом десятка пік — 58%"
    )
    draw = dataclasses.replace(ten, action="close", card=-1, other=-1, instead="draw")
    assert (
        hint_words(draw, "en")
        == "Over 150 possible deals your chance of winning the match is 64% with it, 58% if you draw"
    )
    assert hint_words(draw, "ru") == (
        "Перебрано 150 возможных раскладов: с этим ходом шанс выиграть партию 64%, а если добрать карту — 58%"
    )


def test_the_engine_reason_of_a_match_hint_is_the_english_sentence() -> None:
    for view in _positions():
        hint = suggest(_at(view, SIX_ALL), WORLDS, ms=0)
        if isinstance(hint, SearchedHint) and hint.code == "searched_match":
            assert hint_words(hint, "en") == hint.reason
            return
    raise AssertionError("no hint at 6:6 was worded in chances of the match")


def test_the_play_check_sentence_in_chances_of_the_match() -> None:
    doubt = Doubt(2, 2, "play KH", "play TD", 150, 0.3, 0.5, 0.5, 0.55, 0.5)
    (en,) = check_sentences(PlayCheck(1, (doubt,)), CardStyle("en"))
    assert en == (
        "Play check, trick 2: you played K♥; over 150 possible deals, "
        "your chance of winning the match was 55% with 10♦, 50% with your move."
    )
    i18n.set_language("uk")
    try:
        (uk,) = check_sentences(PlayCheck(1, (doubt,)), CardStyle("uk"))
    finally:
        i18n.set_language("en")
    assert uk == (
        "Розбір гри, взятка 2: ви зіграли К♥; перебрано 150 можливих розкладів: "
        "з ходом 10♦ шанс виграти партію був 55%, з вашим — 50%."
    )


def test_a_margin_of_hands_won_is_met_at_its_rounding() -> None:
    assert wins_say_why(39 / 40, 37 / 40)  # 0.05 apart, though not in floating point
    assert not wins_say_why(0.97, 0.925)


def test_chances_that_would_read_alike_are_given_to_a_tenth() -> None:
    close = SearchedHint(
        "play AC", "", "searched_match", other=CARD_INDEX["TS"], worlds=150, chance=0.643, instead_chance=0.638
    )
    assert hint_words(close, "en").endswith("is 64.3% with it, 63.8% with the ten of spades")
    assert hint_words(close, "ru").endswith("шанс выиграть партию 64,3%, с ходом десятка пик — 63,8%")
    doubt = Doubt(2, 2, "play KH", "play TD", 150, 0.1, 0.5, 0.5, 0.501, 0.497)
    (en,) = check_sentences(PlayCheck(1, (doubt,)), CardStyle("en"))
    assert en.endswith("your chance of winning the match was 50.1% with 10♦, 49.7% with your move.")
