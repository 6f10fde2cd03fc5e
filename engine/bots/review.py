"""Looking back at a finished hand: the moves a seat made, once every card's place was
known to it, that the exact solver rates below its best.

Only positions where the seat's own view fixes the world are judged (two hands, the stock
exhausted: every unseen card is in the other hand), so the review holds a player to what
they could have worked out at the table, and says nothing about cards they could not
see (each judged position is rebuilt from the seat's view).  A closed stock keeps cards
hidden, so play after a close is not judged.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..state import HandState
from ..view import PlayerView
from .pimc import view_fixes_world
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
    state = dealt.clone()
    decisions: list[PlayerView] = []
    for entry in history:
        who, _sp, action = entry.partition(" ")
        if int(who) == seat and state.result is None:
            decisions.append(state.view(seat))  # review_views passes over those it cannot judge
        state.apply(action)
    return review_views(decisions, history)


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
