"""Playing for the match: a hand's outcome valued by what it does to the chance of
winning the match, as a backgammon player reads a match-equity table.

At 0:0 two game points are worth about twice one, and the search's game points are
the right currency.  Near the end they are not: at 6:0 in a match to 7 any hand won
wins the match, and a 3 lost costs far more than a 1 lost; at 6:6 a hand won by 1 is
as good as one won by 3.  So where a hand is one of a match between two sides, the
search values its outcomes on this table, rescaled to read as game points where the
table is straight (see ``outcome_values``).

The table assumes two equal sides, each winning half the hands, their won hands worth
1, 2 or 3 game points as often as between two medium bots under the preset
(``HAND_POINTS``); who deals next is left out.  Three players (three sides, or an idle
dealer who scores) keep plain game points.

Measured on 2026-12-03 (classic, against medium).  By the match chance each hand adds
(``match_chance`` after the hand less before it), on seed 61's first 140 duplicate deals,
each dealt at a match score drawn evenly from 0-6 for each side (uncapped, the same deals
for both): hard playing for the match gained +0.0407 a hand, hard counting game points
+0.0308, a difference of +0.0099 (SE 0.0082, paired per deal; the two played alike in 109
of the 140 deals).  It won 59.46% of the 280 hands against 58.39%.  In whole matches to 7
(the arena, hard at its defaults, its 900 ms cap reached at times with two jobs on two
cores): 73.0% of seed 41's 100 and 67.0% of seed 42's 100, 70.0% of the 200, where hard
counting game points had won 76.0% and 68.0% of the same (uncapped, at an earlier stop, before
its ties were broken by the rollout policy's move): no gain shows at that size, nor a
loss beyond the noise (a match figure of 100 has a standard error of about 4.5 points).
Nor does playing for the match cost hands: on seed 44's first 40 duplicate matches (80
matches, hard capped at 850 ms, two jobs on an idle 2-core machine, 2026-12-05, each
hand logged by a throwaway script), hard playing for the match won 72.5% of the matches
and 60.1% of the 499 hands in them, hard counting game points 70.0% and 58.0% of 464.  (A
run of the first of those in an earlier session, on another machine, had given 67.5% and
55.4% of 496: with the cap reached, the same seeds play out differently from run to
run.)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..rules import Rules
from ..standing import Standing

HAND_POINTS: dict[str, tuple[float, float, float]] = {
    "classic": (0.46, 0.49, 0.05),
    "zone": (0.46, 0.49, 0.05),
    "russian": (0.493, 0.487, 0.02),
    "ukrainian": (0.197, 0.177, 0.627),
    "four": (0.704, 0.286, 0.01),
    "four24": (0.725, 0.241, 0.034),
    "schnapsen": (0.45, 0.41, 0.14),
    "santase": (0.52, 0.417, 0.063),
}
"""Of the hands won, the share worth 1, 2 and 3 game points: medium against medium, 600
hands a preset (seed 5's first 300 duplicate deals; drawn hands left out).  A preset not
listed (the three-player ones, never asked) reads as classic."""

SPAN = 3
"""``outcome_values`` rescales so that winning and losing this many game points lie as
far apart as on the game-point scale."""


@lru_cache(maxsize=16)
def _table(target: int, shares: tuple[float, float, float]) -> tuple[tuple[float, ...], ...]:
    """``t[a][b]``: the chance that the side at ``a`` game points wins the match against
    the side at ``b``, both below ``target``."""
    t = [[0.0] * target for _ in range(target)]
    for a in range(target - 1, -1, -1):
        for b in range(target - 1, -1, -1):
            e = 0.0
            for k, share in enumerate(shares, 1):
                won = 1.0 if a + k >= target else t[a + k][b]
                lost = 0.0 if b + k >= target else t[a][b + k]
                e += share * (won + lost) / 2
            t[a][b] = e
    return tuple(tuple(row) for row in t)


def match_chance(mine: int, theirs: int, target: int, shares: tuple[float, float, float]) -> float:
    """The chance to win the match from ``mine`` against ``theirs`` game points."""
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    return _table(target, shares)[mine][theirs]


def plays_for_match(rules: Rules) -> bool:
    """Whether a match under these rules is between two sides (two players, or two
    partnerships), which the table is for."""
    return rules.players == 2 or rules.partnerships


@dataclass(frozen=True)
class MatchStakes:
    """What a hand of a match can do to the chance of winning it, from one side: the
    chance after a hand ending ``v`` net game points, ``after(v)``, for ``v`` from
    ``-most`` to ``most`` (a drawn hand changes nothing, so ``after(0)`` is ``now``)."""

    chances: tuple[float, ...]
    most: int

    def after(self, v: int) -> float:
        return self.chances[v + self.most]

    @property
    def now(self) -> float:
        """The chance as the hand is dealt."""
        return self.after(0)

    @property
    def scale(self) -> float:
        """Chance per game point where the match is young: ``±SPAN`` game points span as
        much chance as they do here."""
        return (self.after(SPAN) - self.after(-SPAN)) / (2 * SPAN)


@lru_cache(maxsize=64)
def match_stakes(standing: Standing, rules: Rules, seat: int, most: int) -> MatchStakes | None:
    """The stakes of this hand for ``seat``'s side, for outcomes from ``-most`` to ``most``
    net game points, or None where the table does not apply (three sides) or the match is
    already decided.  A drawn hand (0) changes nothing; a hand won carries the game points
    drawn hands passed on."""
    if not plays_for_match(rules):
        return None
    n = rules.players
    mine, theirs = standing.score[seat], standing.score[(seat + 1) % n]
    shares = HAND_POINTS.get(rules.preset, HAND_POINTS["classic"])
    target = standing.target

    def chance(v: int) -> float:
        if v > 0:
            return match_chance(mine + v + standing.carry, theirs, target, shares)
        if v < 0:
            return match_chance(mine, theirs - v + standing.carry, target, shares)
        return match_chance(mine, theirs, target, shares)

    stakes = MatchStakes(tuple(chance(v) for v in range(-most, most + 1)), most)
    return stakes if stakes.scale > 0 else None


@lru_cache(maxsize=64)
def outcome_values(standing: Standing, rules: Rules, seat: int, most: int) -> tuple[float, ...] | None:
    """What a hand ending ``v`` net game points for ``seat``'s side is worth to it, for
    ``v`` from ``-most`` to ``most`` (index ``v + most``), or None where plain game points
    stand (three sides, or a match already decided).  The chances (``match_stakes``) are
    scaled so that ``±SPAN`` span what they span in game points: where the match is young
    the values are the game points."""
    stakes = match_stakes(standing, rules, seat, most)
    if stakes is None:
        return None
    return tuple((c - stakes.now) / stakes.scale for c in stakes.chances)


def hand_decides_match(standing: Standing | None, rules: Rules) -> bool:
    """Whether, in a match between two sides, this hand may decide it: a win of ``SPAN``
    game points (with what drawn hands passed on) takes either side to the target.  Short
    of that the hint speaks of game points, which a player counts, though the table bends
    their worth somewhat (in a match to 7 at 3:0, a 3 lost is worth 3.39 of them, a 3 won
    2.61; at most 0.39 away from the game points in classic, 0.89 in ukrainian, where
    3-point hands are the most common)."""
    if standing is None or not plays_for_match(rules):
        return False
    return max(standing.score) + standing.carry + SPAN >= standing.target
