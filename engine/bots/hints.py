"""Hints for a person: the move the medium bot would make, and why, in one line.

The hint is computed from the player's own ``PlayerView`` only, so asking for a
hint can never reveal a hidden card.  Reasons are short sentences such as
"Take the ten with your ace: 21 points" or "Declare: you have 68".
"""

from __future__ import annotations

from dataclasses import dataclass

from ..view import PlayerView
from .heuristic import MediumBot

_ADVISER = MediumBot()


@dataclass(frozen=True)
class Hint:
    """A suggested action (one of ``view.legal_actions``) and the reason for it."""

    action: str
    reason: str


def suggest(view: PlayerView) -> Hint:
    """The suggested move for the seat whose view this is; ``ValueError`` when that
    seat has nothing to do (it is not its turn, or the hand is over)."""
    decision = _ADVISER.decide(view)
    return Hint(decision.action, decision.reason)


__all__ = ["Hint", "suggest"]
