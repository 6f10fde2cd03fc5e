"""The review of a finished hand: only positions the player could read whole are judged,
and a slip is a move the solver rates below the best, by exactly the difference."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import HandState, preset
from engine.bots.pimc import view_fixes_world
from engine.bots.review import review
from engine.bots.solver import action_values, solvable


def _play(seed: int, chooser) -> tuple[HandState, HandState]:  # type: ignore[no-untyped-def]
    """A classic hand from ``seed``: seat 0's moves by ``chooser(state, rng)`` once it can
    read the whole position, every other move at random (no closing, no wrong claims)."""
    rng = random.Random(seed)
    dealt = HandState.shuffled(preset("classic"), seed & 1, rng)
    state = dealt.clone()
    while state.result is None:
        if state.to_move == 0 and solvable(state) and view_fixes_world(state.view(0)):
            action = chooser(state, rng)
        else:
            action = _random_move(state, rng)
        state.apply(action)
    return dealt, state


def _random_move(state: HandState, rng: random.Random) -> str:
    """A random legal move, but no close and no claim short of 66 (either ends most hands
    before the stock runs out, where there is nothing to judge)."""
    legal = state.legal_actions()
    made = state.total(state.owner[state.to_move]) >= 66
    sensible = [a for a in legal if a != "close" and (a != "declare" or made)]
    return rng.choice(sensible or legal)


def _best(state: HandState, rng: random.Random) -> str:
    values = action_values(state)
    return max(values, key=lambda a: values[a])


def _worst(state: HandState, rng: random.Random) -> str:
    values = action_values(state)
    return min(values, key=lambda a: values[a])


def test_the_solvers_own_moves_are_never_slips() -> None:
    judged = 0
    for seed in range(12):
        dealt, end = _play(seed, _best)
        r = review(dealt, end.history, 0)
        assert r.slips == ()
        judged += r.judged
    assert judged > 12  # most hands reach the end of the stock with choices left


def test_the_worst_move_is_a_slip_by_the_solvers_difference() -> None:
    found = 0
    for seed in range(12):
        dealt, end = _play(seed, _worst)
        r = review(dealt, end.history, 0)
        state = dealt.clone()
        for i, entry in enumerate(end.history):
            slip = next((s for s in r.slips if s.move == i), None)
            if slip is not None:
                values = action_values(state)
                assert entry == f"0 {slip.played}"
                assert slip.lost == max(values.values()) - values[slip.played] > 0
                assert values[slip.best] == max(values.values())
                assert slip.trick == len(state.completed) + 1
                found += 1
            state.apply(entry.partition(" ")[2])
    assert found >= 6


def test_play_after_a_close_is_not_judged() -> None:
    rng = random.Random(3)
    dealt = HandState.shuffled(preset("classic"), 0, rng)
    state = dealt.clone()
    state.apply("close")  # the non-dealer closes at once: the stock's cards stay hidden
    while state.result is None:
        state.apply(rng.choice(state.legal_actions()))
    assert review(dealt, state.history, 0).judged == 0
    assert review(dealt, state.history, 1).judged == 0


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_only_whole_positions_are_judged_and_slips_add_up(seed: int) -> None:
    dealt, end = _play(seed, lambda state, rng: rng.choice(state.legal_actions()))
    r = review(dealt, end.history, 0)
    assert 0 <= len(r.slips) <= r.judged
    state = dealt.clone()
    judgeable = set()
    for i, entry in enumerate(end.history):
        if entry.startswith("0 ") and solvable(state) and view_fixes_world(state.view(0)):
            judgeable.add(i)
        state.apply(entry.partition(" ")[2])
    assert {s.move for s in r.slips} <= judgeable
    assert all(s.lost > 0 for s in r.slips)


def test_a_hint_taken_is_never_called_a_slip() -> None:
    """The table's hint and the endgame check must not contradict each other: once the
    seat's view fixes the world, the hint is a move the solver rates best (every preset
    with a stock; 5668 positions checked in the session that added the review)."""
    from engine.bots.hints import suggest

    checked = 0
    for name in ("classic", "russian", "ukrainian", "schnapsen", "santase", "zone"):
        for seed in range(15):
            rng = random.Random(seed)
            state = HandState.shuffled(preset(name), seed & 1, rng)
            while state.result is None:
                view = state.view(state.to_move)
                if solvable(state) and view_fixes_world(view) and len(state.legal_actions()) > 1:
                    values = action_values(state)
                    assert values[suggest(view).action] == max(values.values()), (name, seed, state.history)
                    checked += 1
                state.apply(_random_move(state, rng))
    assert checked > 200
