"""The expert level: its reply search is the minimax over hard's valuations, its exact
phase-1 ending agrees with a plain search, it is deterministic for a seed without a
time cap, plays legally in every preset and never reads a hidden card."""

from __future__ import annotations

import random

import pytest

from engine import PRESETS, HandState, preset
from engine.bots import make_bot
from engine.bots.expert import ExpertBot, exact_value
from engine.bots.pimc import HardBot, _net_points
from engine.bots.solver import solvable, solve

VARIANTS = (
    "expert:samples=1",
    "expert:samples=1,reply=1",
    "expert:samples=1,reply=2",
    "expert:samples=1,endgame=2,endgame_samples=1",
)


def _positions(rules, deals: int, seed: int, want) -> list[HandState]:
    """States met in medium-vs-medium hands that satisfy ``want``."""
    medium = make_bot("medium")
    out = []
    for d in range(deals):
        state = HandState.shuffled(rules, d % rules.players, random.Random(seed + d))
        rng = random.Random(d)
        while not state.is_over:
            if want(state):
                out.append(state.clone())
            state.apply(medium.choose(state.view(state.to_move), rng))
    return out


def _plain_minimax(state: HandState, seat: int) -> float:
    if state.result is not None:
        return _net_points(state, seat)
    if solvable(state):
        v = solve(state).value
        return v if state.owner[state.to_move] == state.owner[seat] else -v
    values = []
    for a in state.legal_actions():
        if a == "declare" and state.total(state.owner[state.to_move]) < 66:
            continue
        child = state.clone()
        child.apply(a)
        values.append(_plain_minimax(child, seat))
    return max(values) if state.owner[state.to_move] == state.owner[seat] else min(values)


def test_exact_value_agrees_with_a_plain_minimax_before_the_last_draw() -> None:
    rules = preset("classic")
    states = _positions(rules, 12, 5, lambda s: s.stock_size == 2 and not s.closed)[:12]
    assert len(states) >= 8
    for state in states:
        for seat in (0, 1):
            assert exact_value(state.clone(), seat) == _plain_minimax(state.clone(), seat)


def test_exact_value_is_the_solver_value_once_solvable() -> None:
    rules = preset("classic")
    states = _positions(rules, 6, 9, lambda s: solvable(s))[:10]
    assert states
    for state in states:
        v = solve(state).value
        assert exact_value(state, state.to_move) == v
        assert exact_value(state, 1 - state.to_move) == -v


def test_one_reply_ply_is_the_opponents_best_answer_to_hards_valuation() -> None:
    """After our lead in phase 1, the value is the minimum over the opponent's answers of
    what hard's rollout gives each; with no reply search it is that rollout itself."""
    rules = preset("classic")
    leads = _positions(
        rules, 6, 3, lambda s: s.table and s.stock_open and s.table_seats[0] != s.to_move and len(s.table) == 1
    )[:6]
    assert leads
    bot, hard = ExpertBot(reply=1), HardBot()
    for state in leads:
        seat = state.table_seats[0]
        answers = []
        for a in state.legal_actions():
            child = state.clone()
            child.apply(a)
            answers.append(hard.evaluate(child, seat, random.Random(0)))
        assert bot._search(state.clone(), seat, 1, random.Random(0)) == min(answers)
        plain = hard.evaluate(state.clone(), seat, random.Random(0))
        assert ExpertBot(reply=0)._search(state.clone(), seat, 0, random.Random(0)) == plain


@pytest.mark.parametrize("spec", VARIANTS)
@pytest.mark.parametrize("name", list(PRESETS))
def test_expert_plays_only_legal_moves_in_every_preset(spec: str, name: str) -> None:
    rules = preset(name)
    state = HandState.shuffled(rules, 0, random.Random(7))
    bot, rng = make_bot(spec), random.Random(7)
    while not state.is_over:
        view = state.view(state.to_move)
        action = bot.choose(view, rng)
        assert action in view.legal_actions
        if action == "declare":
            assert view.points() >= 66
        state.apply(action)
    assert state.result.reason != "wrong_declaration"


@pytest.mark.parametrize("spec", VARIANTS)
def test_expert_is_deterministic_for_a_seed_without_a_time_cap(spec: str) -> None:
    def hand() -> list[str]:
        state = HandState.shuffled(preset("classic"), 1, random.Random(4))
        bots = [make_bot(spec + ",ms=0"), make_bot(spec + ",ms=0")]
        rngs = [random.Random(1), random.Random(2)]
        while not state.is_over:
            p = state.to_move
            state.apply(bots[p].choose(state.view(p), rngs[p]))
        return state.history

    assert hand() == hand()


@pytest.mark.parametrize("spec", VARIANTS)
def test_expert_cannot_reach_hidden_cards(spec: str) -> None:
    """A world that looks the same to the seat gets the same answer for the same seed."""
    differing = 0
    for name in ("classic", "three", "four", "santase"):
        states = _positions(preset(name), 2, 31, lambda s: not s.is_over)[::5]
        for state in states:
            seat = state.to_move
            view = state.view(seat)
            other = view.sample_world(random.Random(len(state.history)))
            differing += other.hands != state.hands or other.stock != state.stock
            assert other.view(seat) == view
            assert make_bot(spec).choose(view, random.Random(3)) == make_bot(spec).choose(
                other.view(seat), random.Random(3)
            )
    assert differing > 10


def test_expert_parameters() -> None:
    bot = make_bot("expert")
    assert isinstance(bot, ExpertBot)
    assert bot.reply == 0 and bot.ms == 1200 and bot.endgame == 0
    assert bot.samples > make_bot("hard").samples
    assert make_bot("expert:reply=0,samples=7").samples == 7


def test_default_expert_is_hards_search_over_more_worlds() -> None:
    """With the options off, expert chooses exactly what hard does with as many worlds."""
    rules = preset("classic")
    states = _positions(rules, 3, 17, lambda s: not s.is_over and s.stock_open)[::4]
    assert len(states) >= 5
    for state in states:
        view = state.view(state.to_move)
        expert = ExpertBot(samples=6, ms=0).choose(view, random.Random(8))
        assert expert == HardBot(samples=6, ms=0).choose(view, random.Random(8))
