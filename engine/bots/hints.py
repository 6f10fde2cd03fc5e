"""Hints for a person: the move the medium bot would make, and why, in one line.

The hint is computed from the player's own ``PlayerView`` only, so asking for a
hint can never reveal a hidden card.  Reasons are short sentences such as
"Take the ten with your ace: 21 points" or "Declare: you have 68"; a front end
that speaks another language words the hint from its ``code`` and parameters
(``heuristic.HINT_CODES`` lists the codes; ``Decision`` says what each field is).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..view import PlayerView
from .heuristic import HINT_CODES, MediumBot

_ADVISER = MediumBot()


@dataclass(frozen=True)
class Hint:
    """A suggested action (one of ``view.legal_actions``) and the reason for it: an
    English sentence, and a stable ``code`` with what the sentence mentions (-1 when
    it does not): ``card``, ``other`` (a second card), ``suit``, ``points`` (card
    points won) and ``total`` (a count reached), as in ``heuristic.Decision``."""

    action: str
    reason: str
    code: str = ""
    card: int = -1
    other: int = -1
    suit: int = -1
    points: int = -1
    total: int = -1


def suggest(view: PlayerView) -> Hint:
    """The suggested move for the seat whose view this is; ``ValueError`` when that
    seat has nothing to do (it is not its turn, or the hand is over)."""
    d = _ADVISER.decide(view)
    return Hint(d.action, d.reason, d.code, d.card, d.other, d.suit, d.points, d.total)


__all__ = ["HINT_CODES", "Hint", "suggest"]
