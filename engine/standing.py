"""The match around a hand: what every seat knows of it, carried by the hand's views."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """The match score as a hand is dealt (game points per seat; partners share theirs),
    the target that wins the match, and the game points a drawn hand passed on to the
    next hand's winner.  Public: every seat sees the score sheet."""

    score: tuple[int, ...]
    target: int
    carry: int = 0
