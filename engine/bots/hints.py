"""Hints for a person: a move and why, in one line.

The hint is computed from the player's own ``PlayerView`` only, so asking for a hint can
never reveal a hidden card.  It starts from the medium bot's move and reason ("Take the
ten with your ace: 21 points", "Declare: you have 68").  With ``worlds`` the rule of
thumb is checked by a search over that many worlds sampled from the view, every move
valued in all of them, the worlds closing where the closed hand, solved, is won there,
as hard's did from 2026-12-04 to 2026-12-05 (``SEARCH_CLOSES``, which has the figures of
closing as hard now does; the score screen's check of a player's moves shares the
search, so that a hint taken is never doubted there).  Until 2026-12-05 they closed as
medium counts, hard's search until 2026-12-04.  The hint taken at every move against
medium (``tests/bench/hint_strength.py``, seed 51's 200 deals, uncapped, both ways on
the same deals): 61.25% of the 400 hands (CI 56.4-65.9), +0.875 game points a deal,
where closing as medium counts won 60.75% (CI 55.9-65.4), +0.745; +0.065 game points a
hand (SE 0.065, paired per deal), the two apart in 96 of the 200 deals: about the gain
hard measured for this closing (``hard.py``: +0.083 and +0.159 game points a hand, SE
0.052 and 0.065), too small to show in 400 hands on its own.  A hint took 1.18 times as
long at the median (421 ms against 358 ms, two jobs, other runs beside them at times)
and 1.22 times at the 99th percentile (9.1 s against 7.4 s uncapped; a front end caps it
at ``SEARCH_MS``).

It never checks a claim, the exchange or a marriage (``pimc.always_kept``); where the
search finds a move clearly better, the hint is that move, and its reason is the
search's figure: how often each wins the hand where that differs by ``WIN_MARGIN`` or
more ("It wins the hand in 62% of 150 possible deals; the ten of spades wins it in
48%"), else the game points ("Over 150 possible deals it scores 0.4 game points a hand
more than the ten of spades").  Where the hand may decide a match between two sides
(``equity.hand_decides_match``) the search values each outcome by the chance of winning
the match, as hard does, and says so where it is not the hand won ("Over 150 possible
deals your chance of winning the match is 64% with it, 58% with the ten of spades"): at
6:6 in a match to 7 a 1 won is as good as a 3.  Once the view fixes the world medium's
move is already the solver's, so there is nothing to check.

A front end that speaks another language words the hint from its ``code`` and
fields (``HINT_CODES`` lists the codes; ``Decision`` and ``SearchedHint`` say what
each field is).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ..cards import CARD_INDEX
from ..view import PlayerView
from .base import worth_searching
from .equity import MatchStakes, hand_decides_match, match_stakes
from .heuristic import HINT_CODES as RULE_CODES
from .heuristic import Decision, MediumBot, card_name
from .pimc import MOST_POINTS, PimcBot, always_kept, best_over, view_fixes_world

Hint = Decision
"""A suggested action (one of ``view.legal_actions``) and the reason for it: the medium
bot's ``Decision``, or a ``SearchedHint`` where the search overruled it."""

SEARCH_WORLDS = 150
"""Worlds a front end's hint searches: hard's budget until 2026-12-04, without its 0.9 s cap."""

SEARCH_MS = 5000
"""A front end's cap on that search, for slow machines only, so that the same position
always gets the same hint (asked again, or after an undo).  Asked at every turn of one
seat in medium's games (``tests/bench/hint_wait.py``, seed 71's first 30 deals a preset,
one process on an idle 2-core machine, 2026-12-05; the search closing by solving):
classic median 0.12 s, 90th percentile 0.93 s, most 1.16 s; three players 0.04 / 0.32 /
0.84 s; four 0.04 / 0.49 / 1.14 s; the cap was never reached.  The slowest is the
opening lead, 0.65-1.08 s at the median, where every world is played out from a full
stock; the table says it is looking meanwhile.  Machines differ: on another 2-core
machine, on 2026-12-01 and before closing by solving, the classic figures were 0.38 /
1.9 / 2.9 s, and with two other processes on its cores the opening lead reached the cap
(an earlier session)."""

MARGIN = 0.1
"""Game points a hand by which the search's move must beat the rule of thumb's to
replace it (match values where the hand may decide the match, scaled as
``equity.outcome_values`` scales them).  Below that the difference is mostly sampling
noise, and the rule of thumb's reason is the one a person can check for themselves."""


WIN_MARGIN = 0.05
"""How much more often the search's move must win the hand than the rule of thumb's for
the hint to say so, rather than give the game points it gains (which may come from
winning higher, or losing lower, as often)."""


@dataclass(frozen=True)
class SearchedHint(Decision):
    """A move the search found better than the rule of thumb's ``instead`` (whose card,
    if it is one, is ``other``): over ``worlds`` sampled deals it scored ``gain`` game
    points a hand more, and won the hand in a share ``wins`` of them where ``instead``
    won in ``instead_wins``.  Where the hand may decide the match, ``gain`` is in the
    search's match values (``equity.outcome_values``) and ``chance`` and
    ``instead_chance`` are the chances of winning the match after each (else -1).  The
    code is ``searched_wins`` when the hands won say why (see ``WIN_MARGIN``), else
    ``searched_match`` where there are chances, else ``searched``."""

    worlds: int = 0
    gain: float = 0.0
    instead: str = ""
    wins: float = 0.0
    instead_wins: float = 0.0
    chance: float = -1.0
    instead_chance: float = -1.0


HINT_CODES = (*RULE_CODES, "searched", "searched_wins", "searched_match")
"""Every ``code`` a hint may have."""

_ADVISER = MediumBot()
SEARCH_CLOSES = "solve"
"""How the hint's worlds close as they are played out (``pimc.ROLLOUT_CLOSES``): both
sides where the closed hand, solved, is won in that world.  Closing as hard now does
(``closes=model``: the other side only where medium would close as well), measured on
2026-12-06 with the hint taken at every move against medium (uncapped, a throwaway
change, paired per deal with the hint as it is): on seed 81's 200 duplicate deals 63.0%
of the 400 hands (CI 58.2-67.6) against 61.25% (CI 56.4-65.9), +0.040 game points a hand
(SE 0.043); on seed 82's first 125 deals 58.8% of the 250 hands against 60.0%, -0.024
(SE 0.046); over the 325 deals +0.015 game points a hand (SE 0.032), 4 hands more of 650
(SE 6.9), the two apart in 91 deals.  No gain that shows, and slower: run side by side on
seed 82, one core each, the hint as it is played 7.5 deals a minute and ``closes=model``
4.6 (medium's close searches: ``PimcBot.model_closes``).  So the hint keeps solving."""

_SEARCHER = PimcBot(samples=SEARCH_WORLDS, closes=SEARCH_CLOSES)
_MATCH_SEARCHER = PimcBot(samples=SEARCH_WORLDS, match="play", closes=SEARCH_CLOSES)


def hint_stakes(view: PlayerView) -> MatchStakes | None:
    """What the hand may do to the match, where it may decide it; else None, and the
    hint's search counts game points."""
    if not hand_decides_match(view.standing, view.rules):
        return None
    assert view.standing is not None
    return match_stakes(view.standing, view.rules, view.seat, MOST_POINTS)


def hint_search(
    view: PlayerView, candidates: tuple[str, ...], worlds: int, deadline: float | None, wins: dict[str, int]
) -> tuple[dict[str, float], int]:
    """The hint's search (``PimcBot.value_moves``), by the match where the hand may decide
    it (``hint_stakes``): the same view is always searched over the same deals, so the
    play check (``review.play_check``), which searches as the hint does, never doubts a
    hint taken."""
    searcher = _SEARCHER if hint_stakes(view) is None else _MATCH_SEARCHER
    return searcher.value_moves(view, candidates, worlds, random.Random(0), deadline, wins)


def chance_after(stakes: MatchStakes | None, total: float, done: int) -> float:
    """The chance of winning the match after a move whose match values over ``done``
    worlds sum to ``total`` (rounded as the fields say it), or -1 without ``stakes``."""
    if stakes is None:
        return -1.0
    return round(stakes.now + total / done * stakes.scale, 3)


def suggest(view: PlayerView, worlds: int = 0, ms: float = SEARCH_MS) -> Hint:
    """The suggested move for the seat whose view this is; ``ValueError`` when that
    seat has nothing to do (it is not its turn, or the hand is over).  ``worlds`` > 0
    checks it by a search over that many worlds (within ``ms`` milliseconds, 0: no
    cap); the same view always gets the same hint as long as the cap is not reached."""
    advice = _ADVISER.decide(view)
    if worlds <= 0 or view_fixes_world(view) or always_kept(advice.action):
        return advice
    candidates = worth_searching(view.legal_actions, view.points())
    if len(candidates) < 2:
        return advice
    deadline = time.perf_counter() + ms / 1000 if ms else None
    wins: dict[str, int] = {}
    totals, done = hint_search(view, candidates, worlds, deadline, wins)
    best, gain = best_over(candidates, totals, advice.action, done)
    if gain < MARGIN:
        return advice
    stakes = hint_stakes(view)
    return _searched(
        best,
        advice.action,
        done,
        gain,
        (wins.get(best, 0) / done, wins.get(advice.action, 0) / done),
        (chance_after(stakes, totals[best], done), chance_after(stakes, totals[advice.action], done)),
    )


def table_hint(view: PlayerView) -> Hint:
    """The hint a front end shows: checked by the search over ``SEARCH_WORLDS`` worlds,
    within ``SEARCH_MS``."""
    return suggest(view, SEARCH_WORLDS, SEARCH_MS)


def wins_say_why(wins: float, instead_wins: float) -> bool:
    """Whether the shares of hands won differ by ``WIN_MARGIN`` (to the rounding of the
    fields, so that 39 of 40 against 37 of 40 does, which 0.975 - 0.925 in floating point
    does not)."""
    return round(wins - instead_wins, 3) >= WIN_MARGIN


def percents(a: float, b: float) -> tuple[str, str]:
    """Two chances as a person reads them: whole percents, or to a tenth where whole ones
    would read alike ("64.3%, 63.8%", never "64%, 64%" for moves the search told apart)."""
    whole = f"{a:.0%}", f"{b:.0%}"
    return whole if whole[0] != whole[1] else (f"{a:.1%}", f"{b:.1%}")


_INSTEAD_WORDS = {"draw": "drawing", "close": "closing", "pass": "passing"}
_IF_INSTEAD = {"draw": "if you draw", "close": "if you close", "pass": "if you pass"}


def _searched(
    action: str,
    instead: str,
    worlds: int,
    gain: float,
    hands_won: tuple[float, float],
    chances: tuple[float, float],
) -> SearchedHint:
    """The hint for ``action`` over the rule of thumb's ``instead``: the shares of the
    worlds in which each won the hand, and the chances of the match after each (-1: none)."""
    played = CARD_INDEX[action[5:]] if action.startswith("play ") else -1
    other = CARD_INDEX[instead[5:]] if instead.startswith("play ") else -1
    than = f"the {card_name(other)}" if other >= 0 else _INSTEAD_WORDS.get(instead, instead)
    wins, instead_wins = (round(share, 3) for share in hands_won)  # as the fields say them
    chance, instead_chance = chances
    if wins_say_why(wins, instead_wins):
        code = "searched_wins"
        reason = f"It wins the hand in {wins:.0%} of {worlds} possible deals; {than} wins it in {instead_wins:.0%}"
    elif chance >= 0:
        code = "searched_match"
        with_other = f"with the {card_name(other)}" if other >= 0 else _IF_INSTEAD.get(instead, instead)
        mine, theirs = percents(chance, instead_chance)
        reason = f"Over {worlds} possible deals your chance of winning the match is {mine} with it, "
        reason += f"{theirs} {with_other}"
    else:
        code = "searched"
        reason = f"Over {worlds} possible deals it scores {gain:.1f} game points a hand more than {than}"
    return SearchedHint(
        action,
        reason,
        code,
        card=played,
        other=other,
        worlds=worlds,
        gain=round(gain, 2),
        instead=instead,
        wins=wins,
        instead_wins=instead_wins,
        chance=chance,
        instead_chance=instead_chance,
    )


__all__ = [
    "HINT_CODES",
    "MARGIN",
    "WIN_MARGIN",
    "percents",
    "wins_say_why",
    "SEARCH_CLOSES",
    "SEARCH_MS",
    "SEARCH_WORLDS",
    "Hint",
    "SearchedHint",
    "suggest",
    "table_hint",
]
