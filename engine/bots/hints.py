"""Hints for a person: the move the medium bot would make, and why, in one line.

The hint is computed from the player's own ``PlayerView`` only, so asking for a
hint can never reveal a hidden card.  Reasons are short sentences such as
"Take the ten with your ace: 21 points" or "Declare: you have 68"; a front end
that speaks another language words the hint from its ``code`` and parameters
(``heuristic.HINT_CODES`` lists the codes; ``Decision`` says what each field is).
"""

from __future__ import annotations

from ..view import PlayerView
from .heuristic import HINT_CODES, Decision, MediumBot

_ADVISER = MediumBot()


Hint = Decision
"""A suggested action (one of ``view.legal_actions``) and the reason for it: the medium
bot's ``Decision``, whose fields say what a front end needs to word it."""


def suggest(view: PlayerView) -> Hint:
    """The suggested move for the seat whose view this is; ``ValueError`` when that
    seat has nothing to do (it is not its turn, or the hand is over)."""
    return _ADVISER.decide(view)


__all__ = ["HINT_CODES", "Hint", "suggest"]
