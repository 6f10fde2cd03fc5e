"""Properties of the engine over random hands of every preset (hypothesis).

A game is drawn as a preset (all ten, each also with ``declaration_mode=automatic``),
a seed for the deal, a dealer, and a list of choice indices: at each step the
engine's legal actions are indexed by the next choice (modulo their number); when
the list runs out a seeded rng takes over, so every game is played to its end.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import reduce
from operator import or_
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine import (
    PRESETS,
    HandState,
    IllegalAction,
    Match,
    PlayerView,
    RecordError,
    Rules,
    hand_record,
    load_record,
    parse_card,
    preset,
)
from engine.cards import CARD_STR, VALUE, bits, pack_mask
from engine.replay import replay
from engine.scoring import wrong_claim
from engine.view import VIEW_FIELDS

HAND = "sixtysix-hand/1"
MATCH = "sixtysix-match/1"
UNIVERSE = (
    [f"play {c}" for c in CARD_STR]
    + [f"announce {s}" for s in "CDHS"]
    + ["exchange", "close", "draw", "pass", "declare"]
)


def points_of(mask: int) -> int:
    return sum(VALUE[c] for c in bits(mask))


# ------------------------------------------------------------------- games


@dataclass
class Game:
    rules: Rules
    seed: int
    dealer: int
    choices: list[int]
    no_declare: bool

    def deal(self) -> HandState:
        return HandState.shuffled(self.rules, self.dealer, random.Random(self.seed))

    def pick(self, state: HandState, step: int, rng: random.Random) -> str:
        legal = state.legal_actions()
        if self.no_declare and len(legal) > 1:
            legal = [a for a in legal if a != "declare"]
        if step < len(self.choices):
            return legal[self.choices[step] % len(legal)]
        return rng.choice(legal)

    def states(self, state: HandState | None = None) -> Iterator[tuple[HandState, int]]:
        """Yields the state before each action and once more at the end; the caller may
        look but must not apply actions to it."""
        state = self.deal() if state is None else state
        rng = random.Random(self.seed ^ 0x5EED)
        step = 0
        while True:
            yield state, step
            if state.is_over:
                return
            state.apply(self.pick(state, step, rng))
            step += 1
            assert step < 200, "a hand never ends"


@st.composite
def games(draw: st.DrawFn) -> Game:
    name = draw(st.sampled_from(list(PRESETS)))
    rules = preset(name, declaration_mode="automatic") if draw(st.booleans()) else preset(name)
    return Game(
        rules=rules,
        seed=draw(st.integers(0, 2**32 - 1)),
        dealer=draw(st.integers(0, rules.players - 1)),
        choices=draw(st.lists(st.integers(0, 2**16), max_size=60)),
        no_declare=draw(st.booleans()),
    )


def every_preset(*extra: Any) -> Any:
    """Explicit examples: one game of every preset, plain and automatic, besides the drawn ones."""

    def decorate(test: Any) -> Any:
        for i, name in enumerate(PRESETS):
            for auto in (False, True):
                rules = preset(name, declaration_mode="automatic") if auto else preset(name)
                game = Game(rules, seed=1000 + i, dealer=i % rules.players, choices=[], no_declare=not auto)
                test = example(game, *extra)(test)
        return test

    return decorate


def located(state: HandState) -> list[int]:
    """Every place a card can be: hands, face-down stock, the card under it, table, tricks."""
    parts = list(state.hands)
    parts.append(reduce(or_, (1 << c for c in state.stock), 0))
    if state.bottom_in_stock:
        parts.append(1 << state.bottom)
    parts.append(reduce(or_, (1 << c for c in state.table), 0))
    parts.append(state.played)
    return parts


def assert_cards_conserved(state: HandState) -> None:
    parts = located(state)
    pack = pack_mask(state.rules.pack)
    union = reduce(or_, parts)
    assert union == pack, "cards missing or foreign"
    assert sum(p.bit_count() for p in parts) == pack.bit_count(), "a card is in two places"
    assert len(set(state.stock)) == len(state.stock)


def snapshot(state: HandState) -> tuple[Any, ...]:
    return (
        list(state.hands),
        list(state.stock),
        list(state.history),
        state.legal_actions(),
        state.to_move,
        list(state.table),
        list(state.tricks),
        list(state.trick_pts),
        list(state.marr_counted),
        list(state.marr_pending),
        state.closed,
        state.bottom,
        state.bottom_in_stock,
        state.result,
        list(state.shown),
        list(state.excluded),
    )


# --------------------------------------------------------- cards and points


@settings(max_examples=150)
@given(games())
@every_preset()
def test_cards_are_conserved_and_points_add_up(game: Game) -> None:
    rules = game.rules
    for state, _ in game.states():
        assert_cards_conserved(state)
        assert sum(state.trick_pts) == points_of(state.played)
        trick_cards = [c for trick in state.completed for _, c in trick]
        assert len(trick_cards) == len(set(trick_cards))
        assert reduce(or_, (1 << c for c in trick_cards), 0) == state.played
        assert sum(state.tricks) == len(state.completed)
        if not state.is_over and not state.table:
            sizes = {state.hands[p].bit_count() for p in state.active}
            assert len(sizes) == 1, "hands of unequal size at a lead"
            if rules.has_stock:
                assert state.stock_size % 2 == 0
        if state.is_over:
            result = state.result
            assert result.points == tuple(state.total(state.owner[p]) for p in range(state.n))
            if not any(state.hands) and result.reason == "beaten_closer":
                # Automatic 66 reached with a closed hand's last trick (rules E31): a
                # claim, so no end-of-hand bonus.
                assert rules.declaration_mode == "automatic" and state.closed
                assert sum(state.bonus) == 0
            elif not any(state.hands):
                assert result.reason in ("played_out", "draw", "closed_success", "closed_failure")
                bonus = rules.last_trick_bonus == "always" or (
                    rules.last_trick_bonus == "unclosed" and not state.closed
                )
                assert sum(state.bonus) == (10 if bonus else 0)
                if not state.closed:
                    assert state.played == pack_mask(rules.pack)
                    assert sum(state.trick_pts) == 120
                    totals = sum(state.total(o) for o in range(state.n_owners))
                    assert totals == 120 + sum(state.marr_counted) + (10 if bonus else 0)
            else:
                assert sum(state.bonus) == 0, "a last-trick bonus although cards are left"


# ------------------------------------------------------------ legal actions


@settings(max_examples=80)
@given(games())
@every_preset()
def test_legal_actions_exist_until_the_end_and_all_apply(game: Game) -> None:
    for state, _ in game.states():
        legal = state.legal_actions()
        assert len(legal) == len(set(legal))
        assert set(legal) <= set(UNIVERSE)
        if state.is_over:
            assert legal == []
            assert state.to_move not in range(state.n)
            for action in UNIVERSE:
                before = snapshot(state)
                try:
                    state.apply(action)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"{action!r} applied after the end")
                assert snapshot(state) == before
        else:
            assert legal, "no legal action before the end"
            assert state.to_move in range(state.n)
            for action in legal:
                child = state.clone()
                child.apply(action)
                assert child.history[-1] == f"{state.to_move} {action}"
                assert state.legal_actions() == legal  # the clone is independent


@settings(max_examples=80)
@given(games(), st.lists(st.integers(0, 2**16), min_size=1, max_size=60), st.lists(st.text(max_size=12), max_size=20))
@every_preset([3, 1, 4, 1, 5, 9, 2, 6], ["PLAY as", "announce", "10H", "Close", "draw", "", "play 8c"])
def test_illegal_actions_are_refused_and_change_nothing(game: Game, picks: list[int], junk: list[str]) -> None:
    for state, step in game.states():
        legal = state.legal_actions()
        illegal = [a for a in UNIVERSE if a not in legal]
        for action in (illegal[picks[step % len(picks)] % len(illegal)], illegal[step % len(illegal)]):
            before = snapshot(state)
            try:
                state.apply(action)
            except IllegalAction as e:
                assert str(e), "an empty reason"
            else:
                raise AssertionError(f"illegal {action!r} was applied")
            assert snapshot(state) == before
        if step < len(junk):
            child = state.clone()
            before = snapshot(child)
            try:
                child.apply(junk[step])
            except IllegalAction:
                assert snapshot(child) == before
            else:
                assert child.history[-1].split(" ", 1)[1] in legal


# ------------------------------------------------------------------- views


def assert_immutable(value: Any, path: str) -> None:
    if value is None or isinstance(value, bool | int | str):
        return
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            assert_immutable(item, f"{path}[{i}]")
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        assert value.__dataclass_params__.frozen, f"{path} is a mutable dataclass"  # type: ignore[attr-defined]
        for f in dataclasses.fields(value):
            assert_immutable(getattr(value, f.name), f"{path}.{f.name}")
        return
    raise AssertionError(f"{path} holds a {type(value).__name__}, which could be shared with the state")


def drew(before: HandState, after: HandState) -> bool:
    return any(after.hands[p].bit_count() > before.hands[p].bit_count() for p in range(before.n))


@settings(max_examples=80)
@given(games())
@every_preset()
def test_views_hold_only_what_the_seat_may_know(game: Game) -> None:
    for state, step in game.states():
        for seat in range(state.n):
            view = state.view(seat)
            assert isinstance(view, PlayerView)
            assert_immutable(view, "view")
            # Built without the dataclass's __init__: every field set, none more.
            assert view.__dict__.keys() == set(VIEW_FIELDS)
            assert view == PlayerView(**{name: getattr(view, name) for name in VIEW_FIELDS})
            assert view.hand == state.hands[seat]
            for p in range(state.n):
                assert view.known[p] & ~state.hands[p] == 0, "a known card is not in that hand"
                assert view.excluded[p] & state.hands[p] == 0, "an excluded card is in that hand"
            if seat == state.to_move:
                assert list(view.legal_actions) == state.legal_actions()
            else:
                assert view.legal_actions == ()
        if state.is_over:
            continue
        # A world that differs only in hidden cards looks the same to the seat to move,
        # now and after each of its own actions (unless the action draws new cards).
        seat = state.to_move
        view = state.view(seat)
        world = view.sample_world(random.Random(game.seed + step))
        assert world.view(seat) == view
        for action in state.legal_actions():
            real, other = state.clone(), world.clone()
            real.apply(action)
            other.apply(action)
            if not drew(state, real):
                assert other.view(seat) == real.view(seat), f"{action!r} shows a hidden card"


@settings(max_examples=80)
@given(games())
@every_preset()
def test_sampled_worlds_are_consistent_with_the_view(game: Game) -> None:
    for state, step in game.states():
        for seat in range(state.n):
            view = state.view(seat)
            world = view.sample_world(random.Random(game.seed * 31 + step * 7 + seat))
            assert isinstance(world, HandState)
            assert world.view(seat) == view
            assert_cards_conserved(world)
            assert len(world.stock) == len(state.stock)
            for p in range(state.n):
                assert world.hands[p].bit_count() == state.hands[p].bit_count()
                assert world.hands[p] & view.known[p] == view.known[p], "a known card left its hand"
                assert world.hands[p] & view.excluded[p] == 0, "void knowledge ignored"
            assert world.hands[seat] == state.hands[seat]
            # The world is a real position: every legal action keeps it one.
            if seat == state.to_move:
                assert world.legal_actions() == state.legal_actions()
            for action in world.legal_actions():
                child = world.clone()
                child.apply(action)
                assert_cards_conserved(child)


@settings(max_examples=80)
@given(games())
@every_preset()
def test_a_wrong_claims_stake_is_the_same_in_every_world_of_the_view(game: Game) -> None:
    """The claim's question says what a wrong claim costs from a world sampled from the
    view, so it must not depend on a hidden card, and must be what a claim scores when
    the points are short."""
    for state, step in game.states():
        if state.is_over or "declare" not in state.legal_actions():
            continue
        seat = state.to_move
        stake = wrong_claim(state, seat)
        world = state.view(seat).sample_world(random.Random(game.seed + step))
        assert wrong_claim(world, seat) == stake
        if state.total(state.owner[seat]) < 66:
            claimed = state.clone()
            claimed.apply("declare")
            assert claimed.result == stake


# ------------------------------------------------------------------ records


def assert_same_state(a: HandState, b: HandState) -> None:
    assert a.history == b.history
    assert a.result == b.result
    assert a.hands == b.hands
    assert a.stock == b.stock
    for seat in range(a.n):
        assert a.view(seat) == b.view(seat)


@settings(max_examples=80)
@given(games(), st.integers(0, 2**16))
@every_preset(7)
def test_replaying_the_record_reproduces_the_state(game: Game, cut: int) -> None:
    initial = game.deal()
    states = [s.clone() for s, _ in game.states(initial.clone())]
    final = states[-1]
    for state in (final, states[cut % len(states)]):
        record = json.loads(json.dumps(hand_record(state, initial)))
        outcome = replay(record)
        assert_same_state(outcome.state, state)
        assert outcome.actions == len(record["actions"]) <= len(state.history)  # less a forced pass
        if state.is_over:
            assert outcome.to_json() == state.result.to_json(len(record["actions"]))
        else:
            assert outcome.to_json()["reason"] == "unfinished"


@settings(max_examples=30)
@given(games())
@every_preset()
def test_equal_seeds_give_equal_deals_and_equal_games(game: Game) -> None:
    a, b = game.deal(), game.deal()
    assert (a.hands, a.stock, a.bottom, a.to_move) == (b.hands, b.stock, b.bottom, b.to_move)
    ends = [[s.clone() for s, _ in game.states()][-1] for _ in range(2)]
    assert ends[0].history == ends[1].history
    assert ends[0].result == ends[1].result
    m1, m2 = Match(game.rules, seed=game.seed), Match(game.rules, seed=game.seed)
    assert (m1.hand.dealer, m1.hand.hands, m1.hand.stock) == (m2.hand.dealer, m2.hand.hands, m2.hand.stock)


# ----------------------------------------------------------------- decoder

KEYS = [
    "format", "rules", "overrides", "dealer", "hands", "trump", "stock", "deck", "actions", "seats", "score", "_c",
]  # fmt: skip
SWITCHES = [f.name for f in dataclasses.fields(Rules)] + ["preset", "nope"]
TRICKY = [
    HAND, MATCH, "classic", "four", "three_sitout", "schnapsen", "", " ", "\u00b2", "\u00b9", "\u0663", "10H", "T♥",
    "XY", "8H", "7C", "0 play 9C", "1 play TS", "\u00b2 play TS", "0  play TS", "1 draw", "1 declare", "true",
    "2or3_at_close", "[2, 4]", "2,4", "-1", "99", "1e3", "winner",
]  # fmt: skip

leaves = (
    st.none()
    | st.booleans()
    | st.integers(-3, 40)
    | st.integers()
    | st.floats()
    | st.text(max_size=6)
    | st.sampled_from(TRICKY)
    | st.sampled_from(CARD_STR)
)
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=4), inner),
    max_leaves=25,
)
record_like = st.fixed_dictionaries(
    {"format": st.sampled_from([HAND, MATCH])},
    optional={
        "rules": st.sampled_from(list(PRESETS)) | leaves,
        "overrides": st.dictionaries(st.sampled_from(SWITCHES), json_values, max_size=3) | json_values,
        "dealer": st.integers(-1, 4) | leaves,
        "hands": st.lists(st.lists(st.sampled_from(CARD_STR) | leaves, max_size=9), max_size=5) | json_values,
        "trump": st.sampled_from(CARD_STR) | leaves,
        "stock": st.lists(st.sampled_from(CARD_STR), max_size=12) | json_values,
        "deck": st.lists(st.sampled_from(CARD_STR), min_size=18, max_size=33) | json_values,
        "actions": st.lists(st.sampled_from(TRICKY) | st.text(max_size=10), max_size=5) | json_values,
        "seats": json_values,
        "score": json_values,
    },
)

S1 = {
    "format": HAND,
    "rules": "classic",
    "dealer": 0,
    "hands": [["9C", "AC", "TH", "JD", "TC", "9D"], ["TS", "KC", "QC", "AH", "AS", "KD"]],
    "trump": "JH",
    "stock": ["TD", "JC", "AD", "9S", "KS", "KH", "JS", "QS", "QD", "QH", "9H"],
    "actions": ["1 play TS", "0 play 9C", "1 draw"],
}


def decode(obj: Any) -> None:
    """Parse and replay ``obj``; anything but ``RecordError`` escapes and fails the test."""
    try:
        load_record(obj)
    except RecordError as e:
        assert str(e)
    try:
        replay(obj)
    except RecordError as e:
        assert str(e)
        assert e.index is None or isinstance(e.index, int)


@settings(max_examples=300)
@given(json_values | record_like)
@example({"format": HAND, "rules": "classic", "overrides": {"match_target": "\u00b2"}})
@example({"format": HAND, "rules": "classic", "overrides": {"pack": "\u00b2"}})
@example(dict(S1, actions=["\u00b2 play TS"]))
@example({"format": MATCH, "rules": "classic", "hands": [dict(S1, actions=["\u00b9 play TS"])]})
def test_decoder_raises_only_record_error_on_any_json(obj: Any) -> None:
    decode(obj)


MUTATIONS = ["delete", "duplicate", "garbage", "bogus_action", "junk_action", "replace_value", "deck"]
NOT_CARDS = ["XY", "1H", "", "H", "TT", "♥", "10", "AAH", "T H", "9Z"]
BOGUS_ACTIONS = ["0 fly", "play TS", "", " ", "9 play AS", "0 play XY", "1 announce Z", "\u00b2 play TS", "x draw"]


@settings(max_examples=150)
@given(
    games(),
    st.sampled_from(MUTATIONS),
    st.integers(0, 2**16),
    st.integers(0, 2**16),
    st.text(max_size=10) | st.sampled_from(TRICKY),
    json_values,
)
@every_preset("duplicate", 5, 3, "XY", None)
def test_decoder_on_mutated_valid_records(game: Game, mutation: str, i: int, j: int, text: str, value: Any) -> None:
    initial = game.deal()
    final = [s.clone() for s, _ in game.states(initial.clone())][-1]
    record = json.loads(json.dumps(hand_record(final, initial)))
    replay(json.loads(json.dumps(record)))  # the unmutated record is valid
    must_fail = True
    if mutation == "delete":
        del record[sorted(record)[i % len(record)]]
        must_fail = False
    elif mutation in ("duplicate", "garbage"):
        holders = [h for h in record["hands"] if h] + ([record["stock"]] if record["stock"] else [])
        target = holders[i % len(holders)]
        k = j % len(target)
        if mutation == "duplicate":
            # The trump card may sit in a hand too (four24 deals it): never "duplicate" a card onto itself.
            others = [c for c in [*(c for h in holders for c in h), record["trump"]] if c != target[k]]
            target[k] = others[j % len(others)]
        else:
            bad = text
            try:
                parse_card(bad)
            except ValueError:
                pass
            else:
                bad = NOT_CARDS[j % len(NOT_CARDS)]
            target[k] = bad
    elif mutation == "bogus_action":
        actions = record["actions"]
        actions.insert(i % (len(actions) + 1), BOGUS_ACTIONS[j % len(BOGUS_ACTIONS)])
    elif mutation == "junk_action":
        actions = record["actions"]
        actions.insert(i % (len(actions) + 1), text)
        must_fail = False
    elif mutation == "replace_value":
        record[sorted(record)[i % len(record)]] = value
        must_fail = False
    else:
        deck = [c for h in record.pop("hands") for c in h] + record.pop("stock") + [record.pop("trump")]
        deck[i % len(deck)] = deck[j % len(deck)] if i % len(deck) != j % len(deck) else "XY"
        record["deck"] = deck
    if must_fail:
        try:
            replay(record)
        except RecordError as e:
            assert str(e)
        else:
            raise AssertionError(f"{mutation} was accepted")
    else:
        decode(record)
