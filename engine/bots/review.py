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
from collections.abc import Sequence
from dataclasses import dataclass

from ..state import HandState
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
    rng = random.Random(0)  # the view fixes the world: there is nothing left to draw at random
    judged = 0
    slips: list[Slip] = []
    for i, entry in enumerate(history):
        who, _sp, action = entry.partition(" ")
        if int(who) == seat and _judgeable(state, seat):
            # Valued from the seat's own view: the world it fixes, rebuilt from the view
            # alone, so the review cannot use what the seat did not know.
            values = action_values(state.view(seat).sample_world(rng))
            best_value = max(values.values())
            if len(values) > 1:
                judged += 1
                mine = values.get(action)
                if mine is not None and mine < best_value:
                    best = next(a for a, v in values.items() if v == best_value)
                    slips.append(Slip(i, len(state.completed) + 1, action, best, best_value - mine))
        state.apply(action)
    return Review(judged, tuple(slips))


def _judgeable(state: HandState, seat: int) -> bool:
    return state.result is None and state.to_move == seat and solvable(state) and view_fixes_world(state.view(seat))
