"""Looking back at a finished hand, in two ways.

* The endgame check (``review``): the moves a seat made, once every card's place was
  known to it, that the exact solver rates below its best.  Only positions where the
  seat's own view fixes the world are judged (two hands, the stock exhausted: every
  unseen card is in the other hand), so the review holds a player to what they could
  have worked out at the table, and says nothing about cards they could not see (each
  judged position is rebuilt from the seat's view).  A closed stock keeps cards hidden,
  so play after a close is not judged.
* The play check (``play_check``): the moves made while cards were hidden that the hint's
  search, over deals sampled from the seat's view, values clearly below another.  Not
  a proof, as the endgame check is: a search's estimate, given with its figures.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..state import HandState
from ..view import PlayerView
from .base import worth_searching
from .hints import SEARCH_WORLDS, chance_after, hint_search, hint_stakes
from .pimc import always_kept, best_over, view_fixes_world
from .solver import action_values, solvable


@dataclass(frozen=True)
class Slip:
    """``played`` at decision ``move`` (an index into the hand's history), in trick
    ``trick`` (1-based), where ``best`` was worth ``lost`` more net game points."""

    move: int
    trick: int
    played: str
    best: str
    lost: int


@dataclass(frozen=True)
class Review:
    """``judged``: how many of the seat's decisions could be judged; ``slips``: those
    that fell short, in the order they were made."""

    judged: int
    slips: tuple[Slip, ...]


def review(dealt: HandState, history: Sequence[str], seat: int) -> Review:
    """Replay ``history`` (``HandState.history`` of the finished hand: ``"<seat>
    <action>"`` entries) from ``dealt`` and judge ``seat``'s decisions."""
    return review_views(decisions_of(dealt, history, seat), history)


def decisions_of(dealt: HandState, history: Sequence[str], seat: int) -> list[PlayerView]:
    """``seat``'s views at each of its turns, ``history`` replayed from ``dealt``."""
    state = dealt.clone()
    decisions: list[PlayerView] = []
    for entry in history:
        who, _sp, action = entry.partition(" ")
        if int(who) == seat and state.result is None:
            decisions.append(state.view(seat))  # each check passes over those it cannot judge
        state.apply(action)
    return decisions


def review_views(decisions: Iterable[PlayerView], history: Sequence[str]) -> Review:
    """Judge a seat's decisions from its own views alone: ``decisions`` are its views
    when it was to move (those that do not fix the world are passed over), ``history``
    the finished hand's, which says what it did at each.  A LAN seat, which never sees
    the deal, reviews its play this way."""
    rng = random.Random(0)  # the view fixes the world: there is nothing left to draw at random
    judged = 0
    slips: list[Slip] = []
    for view in decisions:
        move = len(view.history)
        if not (_judgeable(view) and move < len(history)):
            continue
        action = history[move].partition(" ")[2]
        # Valued from the seat's own view: the world it fixes, rebuilt from the view
        # alone, so the review cannot use what the seat did not know.
        world = view.sample_world(rng)
        if not solvable(world):
            continue
        values = action_values(world)
        if len(values) < 2:
            continue
        judged += 1
        best_value = max(values.values())
        mine = values.get(action)
        if mine is not None and mine < best_value:
            best = next(a for a, v in values.items() if v == best_value)
            slips.append(Slip(move, len(view.completed) + 1, action, best, best_value - mine))
    return Review(judged, tuple(slips))


def _judgeable(view: PlayerView) -> bool:
    return view.result is None and view.to_move == view.seat and view_fixes_world(view)


# ------------------------------------------------------------------ the play check
DOUBT_MARGIN = 0.25
"""Game points a hand by which the search must value another move above the one made
for the play check to name it: more than the hint's ``MARGIN``, since a person is told
a move of theirs was worse, not offered one that may be a little better."""


@dataclass(frozen=True)
class Doubt:
    """``played`` at decision ``move`` (an index into the hand's history), in trick
    ``trick``, where the search over ``worlds`` deals sampled from the seat's view valued
    ``best`` ``gain`` game points a hand higher; ``wins`` and ``played_wins`` are the
    shares of those deals in which each won the hand (or its side came out ahead).  Where
    the hand may decide the match (``hints.hint_stakes``), the search valued the match:
    ``gain`` is in match values and ``chance`` and ``played_chance`` are the chances of
    winning it after each (else -1)."""

    move: int
    trick: int
    played: str
    best: str
    worlds: int
    gain: float
    wins: float
    played_wins: float
    chance: float = -1.0
    played_chance: float = -1.0


@dataclass(frozen=True)
class PlayCheck:
    """``judged``: how many of the seat's decisions were searched; ``doubts``: those the
    search found clearly worse than another, in the order they were made;
    ``wrong_claim``: the seat's counted points where it claimed 66 without them (a move
    no search needs to judge), else None."""

    judged: int
    doubts: tuple[Doubt, ...]
    wrong_claim: int | None = None

    @property
    def faulted(self) -> bool:
        return bool(self.doubts) or self.wrong_claim is not None


def play_check(
    decisions: Iterable[PlayerView],
    history: Sequence[str],
    worlds: int = SEARCH_WORLDS,
    stop: Callable[[], bool] | None = None,
) -> PlayCheck:
    """The play check of a seat's decisions (its views at its turns, as ``review_views``
    takes them) while cards were hidden; a second or so a decision, so ``stop`` (asked
    before each) may end it early.  The same hand always gets the same check: each
    search draws its deals from the same seed."""
    judged = 0
    found: list[Doubt] = []
    wrong_claim = None
    for view in decisions:
        if stop is not None and stop():
            break
        move = len(view.history)
        if view.result is not None or view.to_move != view.seat or move >= len(history):
            continue  # not this seat's to make
        played = history[move].partition(" ")[2]
        if played == "declare" and view.points() < 66:
            wrong_claim = view.points()
        if view_fixes_world(view):
            continue  # the endgame check's
        # The hint's own search, on the same moves and the same deals, so that a hint
        # taken is never doubted.  Closing is neither judged nor named instead: the
        # search plays on from a close seeing every card of its deal, which flatters
        # it.  The exchange, a marriage and a right claim stand, as the hint never
        # overrules them (pimc.always_kept).
        candidates = worth_searching(view.legal_actions, view.points())
        if played == "close" or always_kept(played) or played not in candidates or len(candidates) < 2:
            continue
        judged += 1
        wins: dict[str, int] = {}
        totals, done = hint_search(view, candidates, worlds, None, wins)
        best, gain = best_over([a for a in candidates if a != "close"], totals, played, done)
        if best != played and gain >= DOUBT_MARGIN:
            share = {a: round(wins.get(a, 0) / done, 3) for a in (best, played)}
            trick = len(view.completed) + 1
            stakes = hint_stakes(view)
            chance = {a: chance_after(stakes, totals[a], done) for a in (best, played)}
            found.append(
                Doubt(
                    move,
                    trick,
                    played,
                    best,
                    done,
                    round(gain, 2),
                    share[best],
                    share[played],
                    chance[best],
                    chance[played],
                )
            )
    return PlayCheck(judged, tuple(found), wrong_claim)
