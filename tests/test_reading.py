"""Reading the other hand (``engine.bots.reading``): a world's past rebuilt, and worlds
kept by how well that past explains the other side's moves."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import PRESETS, HandState, preset
from engine.bots.base import BotSpecError, bot_of
from engine.bots.pimc import rollout_policy
from engine.bots.reading import ages, chance_kept, read_world, rebuild, steps_of

STOCK_PRESETS = [name for name, rules in PRESETS.items() if rules.has_stock]


def random_hand(name: str, seed: int, moves: int) -> HandState:
    """A hand of ``name`` after up to ``moves`` random legal actions, not yet over."""
    rules = preset(name)
    rng = random.Random(seed)
    state = HandState.shuffled(rules, seed % rules.players, rng)
    for _ in range(moves):
        legal = [a for a in state.legal_actions() if a != "declare"] or state.legal_actions()
        after = state.clone()
        after.apply(rng.choice(legal))
        if after.is_over:
            break
        state = after
    return state


def rebuilt(world: HandState, tries: int = 60) -> HandState:
    for k in range(tries):
        start = rebuild(world, random.Random(k))
        if start is not None:
            return start
    raise AssertionError(f"no past rebuilt in {tries} tries for {world.history}")


def replayed(start: HandState, history: list[str]) -> HandState:
    state = start.clone()
    for entry in history:
        state.apply(entry.partition(" ")[2])
    return state


@given(st.sampled_from(STOCK_PRESETS), st.integers(0, 2**32 - 1), st.integers(0, 40))
def test_a_rebuilt_past_is_a_deal_whose_history_leads_to_the_world(name: str, seed: int, moves: int) -> None:
    world = random_hand(name, seed, moves)
    start = rebuilt(world)
    assert not start.history
    assert [h.bit_count() for h in start.hands if h] == [world.rules.hand_size] * 2
    now = replayed(start, world.history)
    assert now.hands == world.hands
    assert now.stock == world.stock
    assert (now.bottom, now.bottom_in_stock) == (world.bottom, world.bottom_in_stock)
    assert now.history == world.history


@given(st.sampled_from(STOCK_PRESETS), st.integers(0, 2**32 - 1), st.integers(1, 30))
def test_worlds_sampled_from_a_view_have_a_past_too(name: str, seed: int, moves: int) -> None:
    """The search rebuilds worlds dealt from a view, not the true one: their pasts must
    replay as well (an unseen card dealt to the other hand was drawn by it at some time)."""
    world = random_hand(name, seed, moves)
    view = world.view(world.to_move)
    sampled = view.sample_world(random.Random(seed))
    now = replayed(rebuilt(sampled), sampled.history)
    assert now.hands == sampled.hands
    assert now.stock == sampled.stock


def model_game(seed: int) -> tuple[HandState, HandState]:
    """The deal and a classic hand in which seat 1 played as the rollout model does, seat
    0 to answer its lead, with at least six moves made and the stock still open (the
    first such hand from ``seed`` on)."""
    model, other = rollout_policy("medium"), bot_of("easy", {})
    for tried in range(seed, seed + 50):
        rng = random.Random(tried)
        start = HandState.shuffled(preset("classic"), 1, rng)
        state = start.clone()
        while state.result is None and state.stock_open:
            if len(state.history) >= 12 and state.to_move == 0 and state.table:
                return start, state
            state.apply((model if state.to_move == 1 else other).choose(state.view(state.to_move), rng))
    raise AssertionError("no such hand in 50 seeds")


def test_the_model_explains_its_own_moves_from_the_true_past() -> None:
    start, world = model_game(3)
    age = ages(steps_of(world), len(world.history))
    kept = chance_kept(world, 0, rollout_policy("medium"), 0.0, start.clone(), age, random.Random(0))
    assert kept == 1.0
    # Random moves are not the model's: the recent ones cost the world its chance.
    assert chance_kept(world, 0, bot_of("random", {}), 0.5, start.clone(), age, random.Random(0)) < 0.5


def mean_chance(world: HandState, seat: int, tries: int = 8) -> float:
    """The chance of keeping ``world`` (``read`` 0.1), averaged over several rebuilt pasts."""
    model = rollout_policy("medium")
    steps = steps_of(world)
    age = ages(steps, len(world.history))
    chances = []
    for k in range(tries):
        start = rebuild(world, random.Random(k), steps)
        chance = chance_kept(world, seat, model, 0.1, start, age, random.Random(k)) if start is not None else None
        if chance is not None:
            chances.append(chance)
    return sum(chances) / len(chances)


def test_read_worlds_explain_the_other_sides_play_better_than_uniform_ones() -> None:
    model = rollout_policy("medium")
    read_total = uniform_total = 0.0
    for seed in range(0, 1200, 100):
        _start, world = model_game(seed)
        view = world.view(0)
        rng = random.Random(seed)
        for _ in range(6):
            read = read_world(view, model, 0.1, rng)
            assert read.view(0) == view
            read_total += mean_chance(read, 0)
            uniform_total += mean_chance(view.sample_world(rng), 0)
    assert read_total > 1.2 * uniform_total  # 53.7 against 40.1 when written


@pytest.mark.parametrize("read", [-0.1, 1.0, 2.0])
def test_read_must_be_a_chance_under_one(read: float) -> None:
    with pytest.raises(BotSpecError, match="read"):
        bot_of("hard", {"read": read})


def test_reading_sees_only_the_view() -> None:
    """Two hands that differ only in cards seat 0 cannot see give the same read worlds,
    and hard reading them the same moves, for the same seed."""
    model = rollout_policy("medium")
    compared = 0
    for seed in range(0, 600, 100):
        _start, world = model_game(seed)
        view = world.view(0)
        other = view.sample_world(random.Random(seed))
        if other.hands == world.hands and other.stock == world.stock:
            continue
        assert other.view(0) == view
        compared += 1
        read = [read_world(view, model, 0.1, random.Random(k)) for k in range(3)]
        read_other = [read_world(other.view(0), model, 0.1, random.Random(k)) for k in range(3)]
        assert [w.hands for w in read] == [w.hands for w in read_other]
        hard = bot_of("hard", {"samples": 4, "read": 0.1, "ms": 0})
        assert hard.choose(view, random.Random(seed)) == hard.choose(other.view(0), random.Random(seed))
    assert compared >= 4
