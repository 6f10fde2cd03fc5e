"""The exact solver (engine/bots/solver.py) against plain exhaustive search.

The solver's fast path scores through the engine but mirrors the engine's phase-2
transitions itself, so the main evidence here is agreement on many random positions:
with a brute-force minimax over ``HandState`` (no pruning, no table) on small
endgames of every two-player preset and both declaration modes, and with the
solver's own generic path (alpha-beta over real states) on whole closed hands,
on-close exchanges included.  Hand-made positions check moves a greedy player
would get wrong.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import cards, e31_last_trick_hand, make_hand, play, play_passing

from engine import HandResult, HandState, preset
from engine.bots.solver import (
    SolverError,
    SolveResult,
    _Fast,
    _Generic,
    solvable,
    solve,
    solve_generic,
    solved_value,
)
from engine.cards import bits, pack_mask

TWO_PLAYER_PRESETS = ["classic", "russian", "ukrainian", "schnapsen", "santase", "zone", "three_sitout"]

# Switch values the random-rules test draws from: everything that changes phase-2 play
# or the scoring of a hand (rules.md §3).
SWITCHES: dict[str, list[Any]] = {
    "closed_success_basis": ["end", "at_close", "always_3"],
    "closed_fail": ["2or3_at_close", "2or3_at_end", "flat_2", "always_3"],
    "closer_no_trick_penalty": ["off", 6],
    "beaten_closer": ["flat_2", "as_failed_close"],
    "last_trick_bonus": ["unclosed", "always", "none"],
    "played_out_resolution": ["counts", "last_trick_wins"],
    "played_out_points": ["value", "1"],
    "both_66_at_end": ["last_trick_winner", "higher_total", "replay"],
    "declaration_mode": ["explicit", "automatic", "none"],
    "wrong_declaration": ["flat_2", "2or3_opp_no_trick", "2or3_declarer_no_trick"],
    "schwarz_basis": ["tricks", "points"],
    "schneider_threshold": [33, 30],
    "count_marriages_for_schneider": [True, False],
    "phase2_must_head": [True, False],
    "marriage_requires_trick": [True, False],
    "marriage_in_phase2": [True, False],
    "marriage_on_opening_lead": [True, False],
    "claim_after_marriage": [True, False],
}


# ------------------------------------------------------------------ helpers
def result_value(result: HandResult, seat: int) -> int:
    if result.winner is None:
        return 0
    return result.game_points if result.winner == seat else -result.game_points


def brute_force(state: HandState, seat: int) -> int:
    """Plain minimax over every legal action, for ``seat``: the reference."""
    if state.result is not None:
        return result_value(state.result, seat)
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(brute_force(child, seat))
    return max(values) if state.to_move == seat else min(values)


def random_position(rng: random.Random, rules: Any, max_cards: int) -> HandState:
    """A solvable position reached by random legal play: sometimes closed early, often
    with marriages announced when they may be, with the mover holding at most
    ``max_cards``; on lead, mid-trick, after an announcement, or right after a close."""
    while True:
        state = HandState.shuffled(rules, rng.randrange(rules.players), rng)
        close_chance = rng.choice([0.0, 0.2, 0.5])
        if rng.random() < 0.3:
            # The opening leader closes at once, announcing before or after where the rules
            # allow: a marriage that stays pending into phase 2 (rules §7 E33).
            for first in rng.sample(["announce", "close"], 2):
                legal = state.legal_actions()
                picks = [a for a in legal if a.startswith(first)]
                if picks and state.offer < 0:
                    state.apply(rng.choice(picks))
        while state.result is None:
            if solvable(state) and state.hands[state.to_move].bit_count() <= max_cards and rng.random() < 0.6:
                return state
            legal = state.legal_actions()
            if "close" in legal and rng.random() < close_chance:
                state.apply("close")
                continue
            choices = [a for a in legal if a not in ("declare", "close")]
            if "declare" in legal and rng.random() < 0.1:
                choices = ["declare"]
            announces = [a for a in legal if a.startswith("announce")]
            if announces and rng.random() < 0.5:
                choices = announces
            state.apply(rng.choice(choices or legal))


def action_value(state: HandState, action: str) -> int:
    """The value of ``action`` for the mover, re-solving the position it leads to."""
    child = state.clone()
    child.apply(action)
    if child.result is not None:
        return result_value(child.result, state.to_move)
    got = solve(child)
    return got.value if child.to_move == state.to_move else -got.value


def check_result(state: HandState, got: SolveResult, expected: int) -> None:
    assert got.value == expected, (got, expected, state.history)
    assert got.action in state.legal_actions()
    assert action_value(state, got.action) == got.value, (got, state.history)
    assert got.nodes > 0


def endgame(
    rules: Any,
    hands: str,
    trump: str,
    to_move: int,
    points: tuple[int, int],
    tricks: tuple[int, int],
    closer: int = -1,
    snap: tuple[tuple[int, int], tuple[int, int]] | None = None,
) -> HandState:
    """A two-player endgame set up field by field (the state of rules.md §2.13), as if
    ``to_move`` had just won the last trick: quicker to read than the nine tricks that
    would lead to it.  Open: the stock is exhausted and the other cards were played.
    Closed by ``closer``: the other cards lie in the stock; ``snap`` is (tricks, points)
    at the moment of closing."""
    r = preset(rules) if isinstance(rules, str) else rules
    held = [cards(h) for h in hands.split("|")]
    trump_card = cards(trump)[0]
    rest = [c for c in bits(pack_mask(r.pack)) if c not in held[0] + held[1] and c != trump_card]
    state = HandState.from_deal(r, 1, held, trump_card, rest if closer >= 0 else [])
    if closer >= 0:
        assert snap is not None
        state.closed, state.closer = True, closer
        state.snap_tricks, state.snap_points, state.snap_marr = snap[0], snap[1], (0, 0)
    else:
        state.bottom_in_stock = False
        state.played = pack_mask(r.pack) & ~state.hands[0] & ~state.hands[1]
    state.trick_pts = list(points)
    state.tricks = list(tricks)
    state.leader = state.to_move = state.claimant = state.last_winner = to_move
    state._legal = None
    return state


# ------------------------------------------------------------- agreement
@pytest.mark.parametrize("mode", ["explicit", "automatic"])
@pytest.mark.parametrize("name", TWO_PLAYER_PRESETS)
def test_value_equals_brute_force(name: str, mode: str) -> None:
    rng = random.Random(f"{name}/{mode}")
    rules = preset(name, declaration_mode=mode)
    for _ in range(40):
        state = random_position(rng, rules, rng.choice([2, 3, 4]))
        check_result(state, solve(state), brute_force(state, state.to_move))


def test_random_switches_equal_brute_force() -> None:
    """Scoring and play switches drawn at random, several at a time."""
    rng = random.Random(66)
    for _ in range(300):
        overrides = {k: rng.choice(v) for k, v in SWITCHES.items() if rng.random() < 0.3}
        rules = preset(rng.choice(TWO_PLAYER_PRESETS), **overrides)
        state = random_position(rng, rules, rng.choice([2, 3, 4]))
        check_result(state, solve(state), brute_force(state, state.to_move))
        assert solved_value(state) == solve(state).value


@pytest.mark.parametrize("name", TWO_PLAYER_PRESETS)
def test_fast_path_equals_generic_path_on_larger_positions(name: str) -> None:
    """Up to whole closed hands (5-6 cards each), many right after the close (the on-close
    exchange), half of them with random switches: too big for brute force."""
    rng = random.Random(f"whole/{name}")
    for i in range(40):
        overrides = {k: rng.choice(v) for k, v in SWITCHES.items() if rng.random() < 0.3} if i % 2 else {}
        rules = preset(name, **overrides)
        state = random_position(rng, rules, rng.choice([5, 6]))
        fast, generic = solve(state), solve_generic(state)
        assert fast.value == generic.value == solved_value(state), (fast, generic, state.history)
        assert action_value(state, fast.action) == fast.value
        assert action_value(state, generic.action) == generic.value


def test_search_windows_keep_their_fail_soft_contract() -> None:
    """One fast search object asked random windows on a position and its children, in
    random order, so table entries made under one window answer another: a value at or
    below alpha must bound the true value from above, one at or above beta from below,
    anything between must be exact.  An entry stored with the wrong kind of bound breaks
    this on some later window."""
    rng = random.Random(7)
    for i in range(400):
        state = random_position(rng, preset(TWO_PLAYER_PRESETS[i % 7]), rng.choice([4, 5, 6]))
        reference, search = _Generic(state), _Fast(state)
        vmax = search.vmax
        windows = [(a, b) for a in range(-vmax - 1, vmax + 1) for b in range(a + 1, vmax + 2)]
        nodes = [state]
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            if child.result is None:
                nodes.append(child)
        for _ in range(3):
            rng.shuffle(nodes)
            for node in nodes:
                truth = reference.value(node, -vmax - 1, vmax + 1)
                for alpha, beta in rng.sample(windows, 6):
                    v = search.value(node, alpha, beta)
                    if v <= alpha:
                        assert truth <= v, (alpha, beta, v, truth, node.history)
                    elif v >= beta:
                        assert truth >= v, (alpha, beta, v, truth, node.history)
                    else:
                        assert v == truth, (alpha, beta, v, truth, node.history)


def test_on_close_exchange_is_searched() -> None:
    """Right after a close the opponent holding the trump nine chooses exchange or pass."""
    state = make_hand("classic", 0, hands="AC TC KD QS JS AS | 9H TS KS QC JC 9C", trump="TH")
    play(state, "1 play 9C", "0 play AC", "0 close")  # closed before drawing: 5 v 5
    assert state.to_move == 1 and state.legal_actions() == ["exchange", "pass"]
    assert solvable(state)
    got = solve(state)
    assert got.value == solve_generic(state).value == brute_force(state, 1) == solved_value(state)
    assert action_value(state, got.action) == got.value


# ----------------------------------------------------------------- solvable
def test_solvable_only_without_hidden_or_random_elements() -> None:
    state = make_hand("classic", 0, deck="TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H")
    assert not solvable(state)  # the stock is open: draws are still to come
    with pytest.raises(SolverError):
        solve(state)
    play(state, "1 play TS", "0 play 9C")
    assert state.pending_draw and not solvable(state)
    play_passing(state, "1 close")
    assert solvable(state)
    state.apply("declare")  # a wrong claim ends the hand
    assert not solvable(state)
    for name in ("three", "four", "four24"):
        rules = preset(name)
        dealt = HandState.shuffled(rules, 0, random.Random(1))
        assert not solvable(dealt)


def test_solvable_once_the_stock_is_exhausted() -> None:
    rng = random.Random(3)
    state = HandState.shuffled(preset("classic"), 0, rng)
    while state.bottom_in_stock:
        assert not solvable(state)
        state.apply(rng.choice([a for a in state.legal_actions() if a not in ("close", "declare")]))
    assert state.result is None and not state.closed and solvable(state)


# --------------------------------------------------------------- hand-made
def test_must_draw_the_last_trump_before_cashing_the_ace() -> None:
    """Open hand, trump diamonds, 39 v 35.  Leading AH is natural but loses: the
    opponent ruffs with JD and wins the rest (-1).  Leading TD first pulls JD; then AH
    cannot be ruffed and 39 + 12 + 11 + 10 passes 66 (+1, the opponent has 35)."""
    state = endgame("classic", "TD AH JS | TC JD AS", trump="9D", to_move=0, points=(39, 35), tricks=(4, 5))
    got = solve(state)
    assert (got.value, got.action) == (1, "play TD")
    assert action_value(state, "play AH") == -1
    assert action_value(state, "declare") == -2  # 39 < 66: a wrong claim
    assert brute_force(state, 0) == 1


def test_lead_into_the_ace_to_keep_the_trump_for_later() -> None:
    """Closed by seat 1 (46 points, needs 66); seat 0 had no trick when it closed, so a
    failed close pays it 3.  Trump clubs.  Leading KD gives away only 15: seat 1 must win
    with AD (61), and then 9C ruffs KH or TD heads QD; seat 1 stays below 66.  Leading the
    trump 9C first lets seat 1 keep KH as an exit and reach 66; TD hands over 21 at once."""
    state = endgame(
        "classic",
        "9C TD KD | AD QD KH",
        trump="AC",
        to_move=0,
        points=(21, 46),
        tricks=(1, 3),
        closer=1,
        snap=((0, 1), (0, 4)),
    )
    got = solve(state)
    assert (got.value, got.action) == (3, "play KD")
    assert action_value(state, "play 9C") == -2
    assert action_value(state, "play TD") == -2
    assert brute_force(state, 0) == 3 == solve_generic(state).value


def _e31_hand(**overrides: Any) -> HandState:
    """Rules §7 E31: seat 1 closes at the opening lead and seat 0, trickless at that
    moment, takes every trick, reaching 69 with one trick to play."""
    state = make_hand("classic", 0, hands="AC TC AD TD AH TH | KC QC KD QD 9S JS", trump="QH", **overrides)
    play_passing(state, "1 close")
    play(state, "1 play KC", "0 play TC", "0 play AC", "1 play QC", "0 play AH", "1 play JS")
    return state


def test_play_on_instead_of_claiming_against_a_doomed_closer() -> None:
    """Claiming now is a beaten closer: 2 flat.  Playing on lets the closer fail, which
    pays 3 because seat 0 had no trick when seat 1 closed."""
    state = _e31_hand()
    assert solve(state).value == 3  # 41 points, two tricks still to win
    play(state, "0 play AD", "1 play KD", "0 play TD", "1 play QD")
    assert state.total(0) == 69 and "declare" in state.legal_actions()
    got = solve(state)
    assert (got.value, got.action) == (3, "play TH")
    assert action_value(state, "declare") == 2


def test_automatic_66_on_a_closed_hands_last_trick_is_a_beaten_closer() -> None:
    """Seat 1, trickless when seat 0 closed, reaches 66 only with the last trick: with
    automatic 66 that is a beaten closer (2), not the closer's failure (3), as the
    engine scores it (tests/test_edge_cases.py)."""
    state = e31_last_trick_hand()
    assert state.total(1) < 66 and state.to_move == 1
    assert solve(state).value == solve_generic(state).value == 2


def test_values_up_to_six_with_the_closer_no_trick_penalty() -> None:
    state = _e31_hand(closer_no_trick_penalty=6)
    assert solve(state).value == 6 == solve_generic(state).value == brute_force(state, 0)
    play(state, "0 play AD")
    assert solve(state).value == -6  # seat 1, the closer, to follow


def test_duck_when_the_rules_do_not_force_heading() -> None:
    """Russian rules (no duty to head in phase 2, rules §3 #27), trump clubs, 45 v 39.
    Over JS, AS wins 13 at once but leaves TS safe (-1); ducking with 9S keeps AS to catch
    TS, so seat 1 cannot avoid giving seat 0 its 66 (+1).  Seat 1 to lead therefore loses
    whatever it leads; were seat 0 made to head, JS or 9H would win for seat 1."""
    state = endgame("russian", "AD JH AS 9S | 9C 9H TS JS", trump="QC", to_move=1, points=(45, 39), tricks=(5, 3))
    assert solve(state).value == -1 == brute_force(state, 1)
    heading = endgame(preset("russian", phase2_must_head=True), "AD JH AS 9S | 9C 9H TS JS", "QC", 1, (45, 39), (5, 3))
    assert solve(heading).value == 1 == brute_force(heading, 1)
    play(state, "1 play JS")
    got = solve(state)
    assert (got.value, got.action) == (1, "play 9S")
    assert action_value(state, "play AS") == -1


@pytest.mark.parametrize(("claim_after", "value"), [(True, 2), (False, -1)])
def test_claim_right_after_a_phase_two_marriage(claim_after: bool, value: int) -> None:
    """Santase (marriages after the stock is gone), trump clubs, seat 1 at 61.  Announcing
    20 in diamonds makes 81 and, with ``claim_after_marriage``, wins 2 at once.  Without
    it seat 1 must lead KD or QD first, seat 0 ruffs with 9C, and every line loses (-1)."""
    rules = preset("santase", claim_after_marriage=claim_after)
    state = endgame(rules, "9C AH QH QS | TD KD QD TH", trump="KC", to_move=1, points=(15, 61), tricks=(1, 7))
    got = solve(state)
    assert got.value == value == brute_force(state, 1)
    if claim_after:
        assert got.action == "announce D"
        state.apply("announce D")
        assert solve(state) == SolveResult(2, "declare", solve(state).nodes)


@pytest.mark.parametrize(("claim_after", "value"), [(True, -1), (False, 1)])
def test_claim_after_a_phase_two_marriage_deeper_in_the_search(claim_after: bool, value: int) -> None:
    """The same switch where it matters a few plies down: santase, trump clubs, 19 v 38,
    seat 1 holding KS QS.  Seat 0 wins (+1) unless seat 1 may claim as soon as it has
    announced them (-1)."""
    rules = preset("santase", claim_after_marriage=claim_after)
    state = endgame(rules, "TC JC AD AH KH | AC KD QH KS QS", trump="JC", to_move=0, points=(19, 38), tricks=(4, 3))
    assert "announce S" not in state.legal_actions()
    assert solve(state).value == value == brute_force(state, 0)


@pytest.mark.parametrize(("on_opening", "value"), [(False, 3), (True, -3)])
def test_phase_two_marriage_of_a_closer_without_a_trick(on_opening: bool, value: int) -> None:
    """Schnapsen with the on-close exchange offered: the non-dealer closes at the opening
    lead holding KD QD (trumps) and KS QS, and seat 0 passes.  Marriages may be announced
    in phase 2, but with ``marriage_on_opening_lead=false`` only after a trick: without the
    pending 40 the closer fails (seat 0 +3); with it, the closer wins 3."""
    deck = "QS KD KS QC KC JC TD QD JH QH JS KH TC AH AD AS TH AC TS JD"
    rules = preset("schnapsen", marriage_on_opening_lead=on_opening, exchange_on_opponent_close=True)
    state = make_hand(rules, 0, deck=deck)
    play(state, "1 close")
    assert state.legal_actions() == ["pass"]
    got = solve(state)
    assert (got.value, got.action) == (value, "pass")
    assert value == brute_force(state, 0)
    state.apply("pass")
    assert ("announce D" in state.legal_actions()) is on_opening


def test_action_values_give_every_move_its_exact_value() -> None:
    from engine.bots.solver import action_values

    rules = preset("classic")
    checked = 0
    for d in range(40):
        s = HandState.shuffled(rules, d % 2, random.Random(d))
        rng = random.Random(d)
        while not s.is_over:
            if solvable(s) and len(s.legal_actions()) > 1:
                values = action_values(s)
                assert set(values) == set(s.legal_actions())
                assert max(values.values()) == solve(s).value
                for action, value in values.items():
                    child = s.clone()
                    child.apply(action)
                    if child.is_over:
                        continue
                    again = solve(child).value
                    assert value == (again if child.to_move == s.to_move else -again)
                checked += 1
            s.apply(rng.choice(s.legal_actions()))
    assert checked > 20


def test_solves_that_share_tables_give_the_values_of_solves_that_do_not() -> None:
    """A searcher's solves share transposition tables (``Tables``) across positions,
    hands, presets and switches; each entry must hold for every root of its context."""
    from engine.bots.solver import Tables, action_values

    tables = Tables()
    rng = random.Random("shared")
    for i in range(160):
        name = TWO_PLAYER_PRESETS[i % len(TWO_PLAYER_PRESETS)]
        overrides = {k: rng.choice(v) for k, v in SWITCHES.items() if rng.random() < 0.3} if i % 3 == 0 else {}
        state = random_position(rng, preset(name, **overrides), rng.choice([3, 4, 5, 6]))
        assert solved_value(state, tables) == solved_value(state), (name, overrides, state.history)
        legal = state.legal_actions()
        assert action_values(state, legal, tables) == action_values(state, legal), (name, state.history)
    assert tables.entries


def test_a_shared_table_saves_the_search_a_position_met_before() -> None:
    from engine.bots.solver import Tables

    state = random_position(random.Random(5), preset("classic"), 6)
    tables = Tables()
    first = _Fast(state, tables)
    value = first.value(state, -first.vmax, first.vmax)
    again = _Fast(state, tables)
    assert again.value(state, -again.vmax, again.vmax) == value
    assert again.nodes < first.nodes


def close_positions(rng: random.Random, count: int) -> list[HandState]:
    """Positions of random two-player hands, presets and switches where the mover may
    close (some of them with the on-close exchange to follow)."""
    found: list[HandState] = []
    while len(found) < count:
        name = rng.choice(TWO_PLAYER_PRESETS)
        overrides = {k: rng.choice(v) for k, v in SWITCHES.items() if rng.random() < 0.3}
        state = HandState.shuffled(preset(name, **overrides), rng.randrange(2), rng)
        while state.result is None and len(found) < count:
            legal = state.legal_actions()
            if "close" in legal and rng.random() < 0.4:
                found.append(state.clone())
            state.apply(rng.choice([a for a in legal if a != "close"] or legal))
    return found


def test_closing_wins_is_the_sign_of_the_closed_hands_exact_value() -> None:
    """``closing_wins`` proves only a bound (a null window); it must say what the full
    solve of the closed hand says, for either seat, with tables shared or not."""
    from engine.bots.solver import Tables, closing_wins

    tables = Tables()
    outcomes = set()
    for state in close_positions(random.Random("close"), 150):
        closed = state.clone()
        closed.apply("close")
        value = solved_value(closed)
        for seat in state.active:
            mine = value if closed.to_move == seat else -value
            assert closing_wins(state, seat) is closing_wins(state, seat, tables) is (mine > 0), state.history
            outcomes.add(mine > 0)
    assert outcomes == {True, False}


def test_shared_tables_are_emptied_past_their_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.bots import solver

    monkeypatch.setattr(solver, "TABLES_LIMIT", 10)
    tables = solver.Tables()
    rng = random.Random(9)
    classic, schnapsen = (random_position(rng, preset(name), 6) for name in ("classic", "schnapsen"))
    prefixes = tuple(tables.prefix_for(solver._context(s), s.trump) for s in (classic, schnapsen))
    assert prefixes[0] != prefixes[1] and min(prefixes) >> 120 and not min(prefixes) & ((1 << 120) - 1)
    tables.entries.update({key: (0, 0, 0) for key in range(11)})
    again = tables.prefix_for(solver._context(classic), classic.trump)
    assert again == prefixes[0] and not tables.entries  # emptied; the same key bits


def test_terminal_score_caches_drop_the_least_recently_used_context(monkeypatch: pytest.MonkeyPatch) -> None:
    """The position's own context, met in every world of a search, must outlive the
    many one-off contexts of the closes in its play-outs."""
    from engine.bots import solver

    monkeypatch.setattr(solver, "_TERM_CACHES", {})
    monkeypatch.setattr(solver, "TERM_CONTEXTS", 3)
    kept = solver._term_cache_for(("kept",))
    kept[1] = 2
    for i in range(10):
        solver._term_cache_for(("once", i))
        assert solver._term_cache_for(("kept",)) is kept  # used again: the latest
        assert len(solver._TERM_CACHES) <= 3
    assert ("once", 0) not in solver._TERM_CACHES and kept == {1: 2}
    monkeypatch.setattr(solver, "TERM_ENTRIES", 0)
    solver._term_cache_for(("new",))
    assert list(solver._TERM_CACHES) == [("new",)]  # past the entries' bound: all older ones go


def test_no_wrong_claim_costs_less_than_the_solver_assumes() -> None:
    """The solver skips a wrong claim where its side has a line losing less than
    ``WRONG_CLAIM_LEAST``: that must be the least any wrong claim costs, under any switch."""
    from engine import scoring

    rng = random.Random("wrong claims")
    costs = set()
    for i in range(300):
        name = TWO_PLAYER_PRESETS[i % len(TWO_PLAYER_PRESETS)]
        overrides = {k: rng.choice(v) for k, v in SWITCHES.items() if rng.random() < 0.5}
        state = random_position(rng, preset(name, **overrides), rng.choice([1, 3, 6]))
        for seat in state.active:
            result = scoring.wrong_claim(state.clone(), seat)
            assert result.winner != seat and result.game_points >= scoring.WRONG_CLAIM_LEAST, (name, overrides)
            costs.add(result.game_points)
    assert min(costs) == scoring.WRONG_CLAIM_LEAST and max(costs) > scoring.WRONG_CLAIM_LEAST
