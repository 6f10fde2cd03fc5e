"""Playing for the match: every hand of a match carries the score into its views, and
hard and expert value a hand's outcomes by the chance of winning the match."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import HandState, Match, preset
from engine.bots import BotSpecError, make_bot
from engine.bots.equity import HAND_POINTS, match_chance, outcome_values
from engine.bots.hard import HardBot
from engine.bots.pimc import PimcBot
from engine.records import parse_match
from engine.standing import Standing

CLASSIC = HAND_POINTS["classic"]


def _play_hand(m: Match, rng: random.Random) -> None:
    while not m.hand.is_over:
        m.apply(rng.choice([a for a in m.hand.legal_actions() if a != "declare"]))


@pytest.mark.parametrize("name", ["classic", "russian", "three", "four"])
def test_every_hand_of_a_match_is_dealt_with_the_score_so_far(name: str) -> None:
    rules = preset(name)
    m = Match(rules, seed=3)
    rng = random.Random(3)
    seen = 0
    while True:
        expected = Standing(tuple(m.score), rules.match_target, m.carry)
        assert m.hand.standing == expected
        view = m.hand.view(m.hand.to_move)
        assert view.standing == expected
        assert view.sample_world(rng).standing == expected  # the worlds a search plays in
        seen += 1
        _play_hand(m, rng)
        if m.is_over:
            break
        m.next_hand()
    assert seen > 1 and m.hand.standing.score != (0,) * rules.players


def test_a_lone_hand_has_no_standing_and_a_resumed_match_has_its_own() -> None:
    rules = preset("classic")
    assert HandState.shuffled(rules, 0, random.Random(1)).view(1).standing is None
    m = Match(rules, seed=8)
    rng = random.Random(8)
    _play_hand(m, rng)
    m.next_hand()
    m.apply(m.hand.legal_actions()[0])
    loaded = Match.from_record(parse_match(m.to_record()), seed=1)
    assert loaded.hand.standing == Standing(tuple(m.score), 7, 0) == m.hand.standing
    assert m.score != [0, 0]


@given(st.integers(0, 6), st.integers(0, 6))
def test_the_match_table_is_fair_and_more_points_are_better(mine: int, theirs: int) -> None:
    e = match_chance(mine, theirs, 7, CLASSIC)
    assert 0 < e < 1
    assert e + match_chance(theirs, mine, 7, CLASSIC) == pytest.approx(1)
    assert match_chance(mine + 1, theirs, 7, CLASSIC) > e > match_chance(mine, theirs + 1, 7, CLASSIC)


def test_at_six_all_any_hand_won_wins_the_match_and_at_the_start_points_are_points() -> None:
    rules = preset("classic")
    last = outcome_values(Standing((6, 6), 7), rules, 0, 3)
    assert last == pytest.approx((-3, -3, -3, 0, 3, 3, 3))
    start = outcome_values(Standing((0, 0), 7), rules, 1, 3)
    assert start == pytest.approx((-3, -2, -1, 0, 1, 2, 3), abs=0.05)
    # Six up: a 3 lost costs more than three 1s lost; a 1 won is worth a 3 won.
    ahead = outcome_values(Standing((6, 0), 7), rules, 0, 3)
    assert ahead[0] < 3 * ahead[2] and ahead[4] == ahead[6]
    # Seat 1 reads its own score: the same position from the other side.
    assert outcome_values(Standing((0, 6), 7), rules, 1, 3) == pytest.approx(ahead)


def test_partners_read_their_side_and_three_sides_keep_game_points() -> None:
    four = preset("four")
    assert outcome_values(Standing((6, 0, 6, 0), 7), four, 2, 3) == outcome_values(
        Standing((6, 0, 6, 0), 7), four, 0, 3
    )
    six_up = outcome_values(Standing((6, 0, 6, 0), 7), four, 2, 3)
    assert six_up[4] == six_up[6]  # any hand won wins the match
    assert outcome_values(Standing((0, 0, 0), 7), preset("three"), 0, 3) is None


def test_game_points_a_drawn_hand_passed_on_count_for_the_winner() -> None:
    rules = preset("classic")
    carried = outcome_values(Standing((4, 0), 7, carry=2), rules, 0, 3)
    plain = outcome_values(Standing((4, 0), 7), rules, 0, 3)
    assert carried[4] == carried[6]  # 4 + 1 + 2: the match, as with 3
    assert plain[4] < plain[6]


def _finished_hand(rules, seed: int) -> HandState:
    state = HandState.shuffled(rules, 0, random.Random(seed))
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice([a for a in state.legal_actions() if a != "declare"]))
    return state


def test_the_search_values_a_finished_hand_by_the_match_only_when_it_plays_for_it() -> None:
    rules = preset("classic")
    state = next(s for s in (_finished_hand(rules, d) for d in range(50)) if s.result.game_points < 3)
    winner, points = state.result.winner, state.result.game_points
    state.standing = Standing((6, 6), 7)
    rng = random.Random(0)
    assert HardBot().evaluate(state, winner, rng) == pytest.approx(3)  # the match is won: all there is
    assert HardBot(match="hand").evaluate(state, winner, rng) == points
    assert PimcBot().evaluate(state, winner, rng) == points  # the hint's search counts game points
    state.standing = None
    assert HardBot().evaluate(state, winner, rng) == points  # a lone hand


def test_at_six_all_every_world_is_worth_a_whole_match_won_or_lost() -> None:
    rules = preset("classic")
    state = HandState.shuffled(rules, 0, random.Random(2))
    view = state.view(state.to_move)
    candidates = tuple(view.legal_actions)
    plain, _ = HardBot(match="hand").value_moves(view, candidates, 12, random.Random(1), None)
    state.standing = Standing((6, 6), 7)
    view = state.view(state.to_move)
    match, _ = HardBot().value_moves(view, candidates, 12, random.Random(1), None)
    assert all(total % 3 == 0 for total in match.values())
    assert any(total % 3 for total in plain.values())  # game points of 1 and 2 among them


def test_a_bad_match_mode_is_refused_in_one_sentence() -> None:
    with pytest.raises(BotSpecError, match="match must be one of hand, play"):
        make_bot("hard:match=bummerl")
