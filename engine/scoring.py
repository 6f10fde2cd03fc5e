"""Game points for every way a hand can end (rules §2.9-§2.11, §3, §4.1, §5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .result import HandResult

if TYPE_CHECKING:
    from .state import HandState


def _schwarz(state: HandState, tricks: int, points: int) -> bool:
    if state.rules.schwarz_basis == "points":
        return points == 0
    return tricks == 0


def value_of_loser(state: HandState, loser: int, winner: int, at_close: bool = False) -> int:
    """3 (no trick), 2 (below the schneider line) or 1; from the snapshot if ``at_close``."""
    rules = state.rules
    if at_close:
        tricks, points = state.snap_tricks[loser], state.snap_points[loser]
        counted = points if rules.count_marriages_for_schneider else points - state.snap_marr[loser]
    else:
        tricks, points = state.tricks[loser], state.total(loser)
        counted = points if rules.count_marriages_for_schneider else points - state.marr_counted[loser]
    if _schwarz(state, tricks, points):
        return 3
    if rules.partnerships and rules.four_hand_schneider == "winners_gt_100":
        return 2 if state.total(winner) > 100 else 1
    return 2 if counted < rules.schneider_threshold else 1


def _value_against_all(state: HandState, winner: int) -> int:
    owners = {state.owner[p] for p in state.active}  # not the dealer sitting out
    values = [value_of_loser(state, o, winner) for o in sorted(owners) if o != winner]
    if len(values) == 1:
        return values[0]
    how = state.rules.three_player_points
    return min(values) if how == "min" else max(values) if how == "max" else sum(values)


def _points(state: HandState) -> tuple[int, ...]:
    return tuple(state.total(state.owner[p]) for p in range(state.n))


def _win(state: HandState, owner: int, game_points: int, reason: str) -> HandResult:
    scores = tuple(game_points if state.owner[p] == owner and p in state.active else 0 for p in range(state.n))
    if state.rules.partnerships:
        scores = tuple(game_points if state.owner[p] == owner else 0 for p in range(state.n))
    seat = min(p for p in range(state.n) if state.owner[p] == owner)
    return HandResult(seat, game_points, reason, scores, _points(state))


def _all_but(state: HandState, loser: int, game_points: int, reason: str) -> HandResult:
    """Every other owner scores: a wrong claim or renege with three players."""
    others = [o for o in range(state.n_owners) if o != loser and o in state.active]
    if len(others) == 1:
        return _win(state, others[0], game_points, reason)
    scores = tuple(0 if p == loser else game_points for p in range(state.n))
    return HandResult(min(others), game_points, reason, scores, _points(state))


def draw(state: HandState) -> HandResult:
    return HandResult(None, 0, "draw", (0,) * state.n, _points(state))


def _opponent(state: HandState, owner: int) -> int:
    return next(o for o in (state.owner[p] for p in state.active) if o != owner)


def failed_close_value(state: HandState) -> int:
    """What the closer's opponent scores when the closer fails (rules §3 #16, #17)."""
    rules = state.rules
    closer = state.owner[state.closer]
    opp = _opponent(state, closer)
    if rules.closer_no_trick_penalty == 6 and not state.tricks[closer]:
        return 6
    how = rules.closed_fail
    if how == "flat_2":
        return 2
    if how == "always_3":
        return 3
    if how == "2or3_at_close":
        return 3 if _schwarz(state, state.snap_tricks[opp], state.snap_points[opp]) else 2
    return 3 if _schwarz(state, state.tricks[opp], state.total(opp)) else 2


def _closed_success(state: HandState, reason: str) -> HandResult:
    closer = state.owner[state.closer]
    opp = _opponent(state, closer)
    basis = state.rules.closed_success_basis
    if basis == "always_3":
        value = 3
    else:
        value = value_of_loser(state, opp, closer, at_close=basis == "at_close")
    return _win(state, closer, value, reason)


def _closed_failure(state: HandState, reason: str) -> HandResult:
    closer = state.owner[state.closer]
    return _win(state, _opponent(state, closer), failed_close_value(state), reason)


WRONG_CLAIM_LEAST = 2
"""The fewest game points a wrong claim costs (rules §2.9 #41, §3 #24); the solver skips
one wherever its side already has a line losing less."""


def wrong_claim(state: HandState, seat: int) -> HandResult:
    """What a claim by ``seat`` gives if it is wrong, whatever its points: the claim's
    question tells the stake before the player makes it (rules §2.9 #41, §3 #24)."""
    o = state.owner[seat]
    if state.n_owners > 2 and not state.rules.has_stock:
        return _all_but(state, o, WRONG_CLAIM_LEAST, "wrong_declaration")
    opp = _opponent(state, o)
    how = state.rules.wrong_declaration
    value = WRONG_CLAIM_LEAST
    if how == "2or3_opp_no_trick" and not state.tricks[opp] or how == "2or3_declarer_no_trick" and not state.tricks[o]:
        value = 3
    if state.closed and state.closer == seat:  # the larger, so closing first never makes it cheaper (#41)
        value = max(value, failed_close_value(state))
    return _win(state, opp, value, "wrong_declaration")


def claim(state: HandState, seat: int) -> HandResult:
    """A claim of 66 by ``seat`` (explicit, or automatic when it is reached)."""
    rules = state.rules
    o = state.owner[seat]
    if state.total(o) < 66:
        return wrong_claim(state, seat)
    if state.closed:
        if state.owner[state.closer] == o:
            return _closed_success(state, "closed_success")
        if rules.closer_no_trick_penalty == 6 and not state.tricks[state.owner[state.closer]]:
            return _win(state, o, 6, "beaten_closer")
        value = 2 if rules.beaten_closer == "flat_2" else failed_close_value(state)
        return _win(state, o, value, "beaten_closer")
    return _win(state, o, _value_against_all(state, o), "declared")


def renege(state: HandState, seat: int) -> HandResult:
    """``illegal_move_policy=lose_hand_2``: the reneging side loses, the others score 2."""
    return _all_but(state, state.owner[seat], 2, "renege")


def played_out(state: HandState) -> HandResult:
    """Every card has been played and nobody claimed (rules §2.10)."""
    rules = state.rules
    last = state.owner[state.last_winner]
    bonus = rules.last_trick_bonus == "always" or (rules.last_trick_bonus == "unclosed" and not state.closed)
    if bonus:
        state.bonus[last] += 10
    if state.closed:
        if state.total(state.owner[state.closer]) >= 66:
            return _closed_success(state, "closed_success")
        return _closed_failure(state, "closed_failure")
    if rules.played_out_resolution == "last_trick_wins":
        value = 1 if rules.played_out_points == "1" else _value_against_all(state, last)
        return _win(state, last, value, "played_out")
    owners = sorted({state.owner[p] for p in state.active})
    over = [o for o in owners if state.total(o) >= 66]
    if not over:
        return draw(state)
    if len(over) == 1:
        winner = over[0]
    else:
        how = rules.both_66_at_end
        if how == "replay":
            return draw(state)
        if how == "last_trick_winner" and last in over:
            winner = last
        else:
            winner = max(over, key=lambda o: (state.total(o), o == last))
    return _win(state, winner, _value_against_all(state, winner), "played_out")
