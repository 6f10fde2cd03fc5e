"""The expert level: its information-set tree keeps honest counts, finds the move that
wins in every world, is deterministic for a seed without a time cap, plays legally in
every preset and never reads a hidden card."""

from __future__ import annotations

import random

import pytest

from engine import PRESETS, HandState, preset
from engine.bots import BotSpecError, make_bot
from engine.bots.expert import ExpertBot
from engine.bots.ismcts import Node, search
from engine.bots.pimc import PimcBot
from engine.bots.solver import action_values

VARIANTS = ("expert:iterations=15,samples=1", "expert:iterations=25,samples=2,opponent=search")


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


def _check_counts(node: Node, root: bool = False) -> int:
    """Every node was passed at least as often as its children together, and each
    child was available at least as often as it was tried; returns the nodes seen."""
    assert node.visits >= sum(c.visits for c in node.children.values())
    if root:
        assert node.visits == sum(c.visits for c in node.children.values())
    seen = 1
    for child in node.children.values():
        assert child.avail >= child.visits >= 1
        seen += _check_counts(child)
    return seen


def test_the_tree_counts_every_world_once_and_stays_consistent() -> None:
    rules = preset("classic")
    hard = PimcBot()
    states = _positions(rules, 3, 40, lambda s: s.stock_open and len(s.legal_actions()) > 1)[::6][:5]
    assert len(states) >= 4
    for state in states:
        view = state.view(state.to_move)
        for opponent in (None, make_bot("medium")):
            root = search(view, 60, hard.evaluate, random.Random(1), opponent=opponent)
            assert root.visits == 60
            assert set(root.children) <= set(view.legal_actions)
            assert _check_counts(root, root=True) > len(root.children)


def test_expert_finds_a_move_that_is_best_in_every_world() -> None:
    """Positions after a close (cards still hidden) where some moves are among the
    solver's best in each of 24 sampled worlds and others are not: the tree search, the
    opponent's moves included, must pick one of the former.  (With medium playing the
    opponent's moves it may rightly prefer a move that only medium answers badly.)"""
    rules = preset("classic")
    states = _positions(rules, 30, 3, lambda s: s.closed and s.stock_size > 0 and len(s.legal_actions()) > 2)
    checked = 0
    for state in states[::2]:
        view = state.view(state.to_move)
        always = set(view.legal_actions)
        for w in range(24):
            values = action_values(view.sample_world(random.Random(w)), list(view.legal_actions))
            always &= {a for a, v in values.items() if v == max(values.values())}
        if not always or len(always) == len(view.legal_actions):
            continue
        assert ExpertBot(iterations=200, ms=0, opponent="search").choose(view, random.Random(5)) in always
        checked += 1
    assert checked >= 5


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
    assert bot.iterations == 1000 and bot.ms == 1200 and bot.c == 1.5 and bot.opponent == "rollout"
    assert bot.samples > make_bot("hard").samples
    # Its model of the opponent counts sure points as medium did before 2026-12-02; hard's, as medium now does.
    assert (bot._rollout_bot.count, bot._rollout_bot.close_worlds) == ("plain", 0)
    assert make_bot("hard")._rollout_bot.count == "lead"
    tuned = make_bot("expert:iterations=300,c=0.8,samples=7,opponent=search")
    assert (tuned.iterations, tuned.c, tuned.samples, tuned.opponent) == (300, 0.8, 7, "search")
    with pytest.raises(BotSpecError, match="opponent must be rollout or search"):
        make_bot("expert:opponent=psychic")
    assert bot.exchange == bot.announce == "first"
    assert make_bot("hard").exchange == make_bot("hard").announce == "search"
    assert make_bot("expert:exchange=search,announce=search").announce == "search"
    for what in ("exchange", "announce"):
        with pytest.raises(BotSpecError, match=f"{what} must be search or first"):
            make_bot(f"expert:{what}=later")


def test_expert_exchanges_the_trump_the_moment_it_may() -> None:
    for name in ("classic", "schnapsen"):
        states = _positions(preset(name), 12, 5, lambda s: "exchange" in s.legal_actions())
        assert states, name
        for state in states:
            view = state.view(state.to_move)
            assert ExpertBot(iterations=30, samples=2, ms=0).choose(view, random.Random(2)) == "exchange"


def test_expert_announces_a_marriage_the_moment_it_may_the_trump_one_first() -> None:
    for name in ("classic", "schnapsen"):
        rules = preset(name)
        states = _positions(rules, 40, 9, lambda s: any(a.startswith("announce") for a in s.legal_actions()))
        states = [s for s in states if s.stock_open and not {"exchange", "declare"} & set(s.legal_actions())]
        assert states, name
        for state in states:
            view = state.view(state.to_move)
            announces = [a for a in view.legal_actions if a.startswith("announce")]
            trump = "announce " + "CDHS"[view.trump]
            want = trump if trump in announces else announces[0]
            assert ExpertBot(iterations=30, samples=2, ms=0).choose(view, random.Random(2)) == want


def test_in_three_and_four_hand_games_expert_is_hards_search_over_its_worlds() -> None:
    for name in ("three", "four"):
        states = _positions(preset(name), 2, 17, lambda s: not s.is_over and len(s.legal_actions()) > 1)[::5][:6]
        assert states
        for state in states:
            view = state.view(state.to_move)
            expert = ExpertBot(samples=6, ms=0).choose(view, random.Random(8))
            assert expert == PimcBot(samples=6, ms=0).choose(view, random.Random(8))
