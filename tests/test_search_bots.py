"""The search levels (hard, expert): legal play in every preset, exact play where the
solver applies, never a wrong claim, and the budget parameters."""

from __future__ import annotations

import random
import time

import pytest
from helpers import make_hand, play

from engine import PRESETS, HandState, preset
from engine.bots import BotSpecError, ismcts, make_bot
from engine.bots.expert import ExpertBot
from engine.bots.hard import HardBot
from engine.bots.solver import solve

SEARCH = (
    "hard:samples=1",
    "hard:samples=1,trust=0.1",
    "hard:samples=1,iterations=12",
    "expert:samples=1,iterations=12",
)


@pytest.mark.parametrize("spec", SEARCH)
@pytest.mark.parametrize("name", list(PRESETS))
def test_search_bots_play_only_legal_moves_and_never_claim_wrongly(spec: str, name: str) -> None:
    for mode in sorted({"explicit", "automatic", PRESETS[name].declaration_mode}):
        rules = preset(name, declaration_mode=mode)
        bot = make_bot(spec)
        for d in range(2):
            state = HandState.shuffled(rules, d % rules.players, random.Random(d))
            rng = random.Random(d)
            while not state.is_over:
                view = state.view(state.to_move)
                action = bot.choose(view, rng)
                assert action in view.legal_actions
                if action == "declare":
                    assert view.points() >= 66
                state.apply(action)
            assert state.result.reason != "wrong_declaration"


def test_hard_plays_a_solvable_position_as_the_solver_does() -> None:
    # Once the stock is exhausted every unseen card is in the opponent's hand: the view
    # fixes the world, and the bot must keep the solver's value.
    rules = preset("classic")
    checked = 0
    for d in range(60):
        state = HandState.shuffled(rules, 0, random.Random(d))
        rng = random.Random(d)
        medium = make_bot("medium:close_worlds=0")  # it closes less often: more deals reach the end of the stock
        while not state.is_over:
            view = state.view(state.to_move)
            if view.stock_size == 0 and len(view.legal_actions) > 1 and "declare" not in view.legal_actions:
                world = view.sample_world(random.Random(1))
                best = solve(world)
                got = HardBot(samples=3).choose(view, random.Random(2))
                after = world.clone()
                after.apply(got)
                # The bot's move keeps the solver's value (it may pick an equal move).
                value = best.value
                if after.is_over:
                    continue
                again = solve(after).value
                mine = again if after.to_move == view.seat else -again
                assert mine == value, (d, got, best)
                checked += 1
                break
            state.apply(medium.choose(view, rng))
    assert checked >= 20


def test_hard_declares_with_66() -> None:
    s = make_hand(
        "classic", 0, "9C AC TH JD TC 9D | TS KC QC AH AS KD", trump="JH", stock="TD JC AD 9S KS KH JS QS QD QH 9H"
    )
    play(
        s,
        "1 play TS",
        "0 play 9C",
        "1 draw",
        "1 announce C",
        "1 play KC",
        "0 play AC",
        "0 draw",
        "0 play TH",
        "1 play AH",
        "1 draw",
        "1 play AS",
        "0 play JD",
        "1 draw",
        "1 play QC",
        "0 play TC",
        "0 draw",
        "0 play 9D",
        "1 play KD",
    )
    view = s.view(1)
    assert view.points() == 68
    assert HardBot(samples=2).choose(view, random.Random(0)) == "declare"


def test_budgets_are_parameters() -> None:
    assert make_bot("hard:samples=7").samples == 7
    assert make_bot("hard:iterations=40").iterations == 40
    assert make_bot("hard").iterations == 0 and make_bot("expert").iterations == 1000
    assert make_bot("expert:ms=300").ms == 300
    assert isinstance(make_bot("expert"), ExpertBot)
    assert make_bot("expert").samples > make_bot("hard").samples
    with pytest.raises(BotSpecError, match="iterations must be 0 or more"):
        make_bot("hard:iterations=-1")
    with pytest.raises(BotSpecError):
        make_bot("hard:bogus=1")
    with pytest.raises(BotSpecError):
        make_bot("grandmaster")


def test_a_passed_deadline_stops_the_searches_at_once() -> None:
    """The tree after two worlds; world by world, the second world is dropped before
    any of its play-outs (the first is always valued whole)."""
    state = HandState.shuffled(preset("classic"), 0, random.Random(3))
    view = state.view(state.to_move)
    bot = HardBot(iterations=10_000, samples=10_000)
    root = ismcts.search(view, 10_000, bot.evaluate, random.Random(0), deadline=time.perf_counter())
    assert root.visits == 2
    totals = dict.fromkeys(view.legal_actions, 0.0)
    assert bot._add_worlds(view, view.legal_actions, 10_000, random.Random(0), totals, time.perf_counter()) == 1


class _Clock:
    """``time`` for the search, a second later at each look."""

    def __init__(self) -> None:
        self.now = -1.0

    def perf_counter(self) -> float:
        self.now += 1
        return self.now


def test_a_deadline_passing_in_mid_world_drops_that_world_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cap is looked at before each play-out, not only after each world (a world of
    a dozen play-outs and solves took up to a tenth of a second, past the cap); a world
    cut short is not counted, so that every move is still valued on the same worlds."""
    from engine.bots import pimc

    state = HandState.shuffled(preset("classic"), 0, random.Random(3))
    view = state.view(state.to_move)
    moves = view.legal_actions
    assert len(moves) >= 3
    bot = HardBot(samples=10, ms=0)
    whole = dict.fromkeys(moves, 0.0)
    assert bot._add_worlds(view, moves, 1, random.Random(0), whole, None) == 1
    monkeypatch.setattr(pimc, "time", _Clock())
    played = []
    points = HardBot._points
    monkeypatch.setattr(HardBot, "_points", lambda self, *a: played.append(1) or points(self, *a))
    cut = dict.fromkeys(moves, 0.0)
    # The second world looks at the clock at 0 and 1 (two play-outs), then at 2: past 1.5.
    assert bot._add_worlds(view, moves, 10, random.Random(0), cut, 1.5) == 1
    assert cut == whole and len(played) == len(moves) + 2
    monkeypatch.setattr(pimc, "time", _Clock())
    valued = bot._race(view, moves, 10, random.Random(0), 1.5)
    assert valued == whole  # the race too: its one whole world


def test_the_trees_opponent_closes_where_it_is_told_closing_wins() -> None:
    """``closes`` is asked only at the other side's moves, and where it holds, that side
    closes instead of playing the opponent bot's move (which, counting, never would here)."""
    state = HandState.shuffled(preset("classic"), 0, random.Random(3))
    view = state.view(state.to_move)
    bot = HardBot(closes="policy")
    other = 1 - view.seat

    def closers(closes: ismcts.Closer | None) -> list[int]:
        """The seats that had closed in the worlds the tree valued."""
        seen: list[int] = []

        def evaluate(world: HandState, seat: int, rng: random.Random) -> float:
            seen.append(world.closer)
            return bot.evaluate(world, seat, rng)

        ismcts.search(view, 60, evaluate, random.Random(0), opponent=bot._rollout_bot, closes=closes)
        return seen

    asked: list[int] = []

    def always(world: HandState, mover: int) -> bool:
        asked.append(mover)
        return "close" in world.legal_actions()

    assert other not in closers(None)
    assert other in closers(always)
    assert asked and set(asked) == {other}


def test_hard_hands_the_tree_its_close_test_when_it_closes_by_solving(monkeypatch: pytest.MonkeyPatch) -> None:
    given: list[object] = []

    def search(*args: object) -> ismcts.Node:
        given.append(args[-1])  # the close test, last
        return ismcts.Node()

    monkeypatch.setattr(ismcts, "search", search)
    view = HandState.shuffled(preset("classic"), 0, random.Random(3)).view(1)
    for closes in ("solve", "policy", "model"):
        HardBot(iterations=5, closes=closes, exchange="search", announce="search").choose(view, random.Random(0))
    solver_test, none, model_test = given
    assert none is None and getattr(solver_test, "__func__", None) is HardBot.closing_wins
    assert getattr(model_test, "__func__", None) is HardBot.model_closes


def test_a_searchs_medium_closes_on_its_count_unless_the_spec_says_otherwise() -> None:
    """Medium's own close search inside every world of a search would make the worlds
    about ten times fewer; a spec that names ``close_worlds`` is taken as written."""
    from engine.bots.pimc import rollout_policy

    assert HardBot()._rollout_bot.close_worlds == 0  # type: ignore[attr-defined]
    assert rollout_policy("medium:close_worlds=8").close_worlds == 8  # type: ignore[attr-defined]
    assert rollout_policy("medium:team_lead=0.5").close_worlds == 0  # type: ignore[attr-defined]
    assert make_bot("medium").close_worlds > 0  # type: ignore[attr-defined]


def test_hard_breaks_a_tie_by_the_rollout_policy_then_the_cheapest_card() -> None:
    # A QA player saw hard trump with its king while holding the jack: the worlds valued
    # both alike, and the first in legal order won the tie.
    bot = HardBot(samples=4, ms=0)
    policy = bot._rollout_bot  # the policy that plays the worlds out: medium, closing on its count
    for seed in range(40):
        state = HandState.shuffled(PRESETS["classic"], 0, random.Random(seed))
        view = state.view(state.to_move)
        plays = [a for a in view.legal_actions if a.startswith("play ")]
        usual = policy.choose(view, random.Random(0))
        others = [a for a in plays if a != usual]
        if usual in plays and len(others) >= 2:
            break
    else:
        pytest.fail("no opening lead with three plays in 40 deals")
    candidates = tuple(plays)
    rng = random.Random(1)
    tied = {a: 1.0 for a in candidates}
    assert bot._best(view, candidates, tied, rng) == usual
    # Without the policy's move among the best: the cheapest card (ties: legal order).
    from engine.cards import CARD_INDEX, VALUE

    best_two = {a: (1.0 if a in others[:2] else 0.0) for a in candidates}
    cheapest = min(others[:2], key=lambda a: VALUE[CARD_INDEX[a.split()[1]]])
    assert bot._best(view, candidates, best_two, rng) == cheapest
    one = {a: (2.0 if a == others[-1] else 1.0) for a in candidates}
    assert bot._best(view, candidates, one, rng) == others[-1]  # no tie: the best, whatever the policy says


def test_hard_in_a_known_endgame_plays_a_best_move_and_the_policys_where_it_is_one() -> None:
    """Once the stock is gone the view fixes the world, the solver values every move
    exactly, and ties are common: hard plays a best move, and the rollout policy's where
    that is one of the best (through ``choose``, on real positions)."""
    from engine.bots.base import worth_searching
    from engine.bots.solver import action_values

    bot = HardBot(samples=4, ms=0)
    policy = bot._rollout_bot
    seen = 0
    for seed in range(200):
        rng = random.Random(seed)
        state = HandState.shuffled(PRESETS["classic"], seed % 2, rng)
        while state.result is None and (state.bottom_in_stock and not state.closed):
            state.apply(rng.choice([a for a in state.legal_actions() if a not in ("close", "declare")] or ["declare"]))
        if state.result is not None:
            continue
        view = state.view(state.to_move)
        candidates = worth_searching(view.legal_actions, view.points())
        if len(candidates) < 2:
            continue
        values = action_values(state, list(candidates))
        best = {a for a, v in values.items() if v == max(values.values())}
        chosen = bot.choose(view, random.Random(seed))
        assert chosen in best
        usual = policy.choose(view, random.Random(seed))
        if len(best) > 1 and usual in best:
            assert chosen == usual
            seen += 1
    assert seen >= 5


def test_a_race_drops_a_move_worse_in_the_worlds_and_keeps_the_close_ones() -> None:
    from engine.bots.pimc import _still_racing

    values = {
        "best": [1.0, 2.0, 1.0, 3.0, 1.0, 2.0],
        "same": [1.0, 2.0, 1.0, 3.0, 1.0, 2.0],  # no worse in any world
        "close": [1.0, 1.0, 1.0, 2.0, 1.0, 1.0],  # 0.5 behind a world, 2.2 standard errors
        "worse": [0.0, 1.0, 0.0, 2.0, 0.0, 1.0],  # 1 behind in every world
    }
    assert _still_racing(tuple(values), values, 3.0) == ("best", "same", "close")
    assert _still_racing(tuple(values), values, 2.0) == ("best", "same")


def test_a_race_values_fewer_moves_and_plays_one_it_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """An opening lead: racing, hard stops valuing the cards that fall well behind (and
    all of them once one is left), and plays one it kept."""
    state = HandState.shuffled(preset("classic"), 0, random.Random(3))
    view = state.view(state.to_move)
    bot = HardBot(samples=150, ms=0, race=3)
    candidates = bot._candidates(view)
    assert len(candidates) >= 5
    valued: list[int] = []  # the moves valued in each world
    world_values = HardBot._world_values

    def counted(self: HardBot, view, moves, rng, worth, deadline=None):  # type: ignore[no-untyped-def]
        valued.append(len(moves))
        return world_values(self, view, moves, rng, worth, deadline)

    monkeypatch.setattr(HardBot, "_world_values", counted)
    kept = bot._race(view, candidates, 150, random.Random(0), None)
    assert 1 <= len(kept) < len(candidates)
    assert valued[:30] == [len(candidates)] * 30  # every move for the first 30 worlds
    assert len(valued) <= 150 and sum(valued) < 150 * len(candidates)
    # A fresh bot with the same seed runs the same race (its solver table changes no
    # value), so it plays a move that race kept.
    assert HardBot(samples=150, ms=0, race=3).choose(view, random.Random(0)) in kept
    valued.clear()
    bot._race(view, candidates, 150, random.Random(0), time.perf_counter())
    assert len(valued) == 2  # a passed deadline: the first world, and the second dropped


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_race_plays_legal_moves_in_every_preset(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.bots import pimc

    monkeypatch.setattr(pimc, "RACE_FROM", 2)  # races from the second world, every world
    monkeypatch.setattr(pimc, "RACE_EVERY", 1)
    dropped = 0
    racing = pimc._still_racing

    def counted(alive, values, z):  # type: ignore[no-untyped-def]
        nonlocal dropped
        kept = racing(alive, values, z)
        dropped += len(alive) - len(kept)
        return kept

    monkeypatch.setattr(pimc, "_still_racing", counted)
    rules = preset(name)
    bot = HardBot(samples=4, ms=0, race=0.5)
    state = HandState.shuffled(rules, 0, random.Random(5))
    rng = random.Random(5)
    while not state.is_over:
        view = state.view(state.to_move)
        action = bot.choose(view, rng)
        assert action in view.legal_actions
        state.apply(action)
    assert state.result.reason != "wrong_declaration"
    assert dropped > 0  # the race did drop moves


def test_race_is_a_parameter() -> None:
    assert make_bot("hard").race == 3  # type: ignore[attr-defined]
    assert make_bot("expert").race == 0  # type: ignore[attr-defined]
    assert make_bot("expert").closes == "solve"  # type: ignore[attr-defined]
    assert make_bot("hard").closes == "model"  # type: ignore[attr-defined]
    assert make_bot("hard:race=2.5").race == 2.5  # type: ignore[attr-defined]
    assert make_bot("expert:race=3").race == 3  # type: ignore[attr-defined]
    with pytest.raises(BotSpecError, match="race must be 0"):
        make_bot("hard:race=-1")
