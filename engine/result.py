"""The outcome of one hand."""

from __future__ import annotations

from dataclasses import dataclass

REASONS = (
    "declared",
    "wrong_declaration",
    "played_out",
    "closed_success",
    "closed_failure",
    "beaten_closer",
    "draw",
    "unfinished",
    "renege",
)


@dataclass(frozen=True)
class HandResult:
    """``winner`` is the winning seat (the lowest seat of a winning partnership; for a
    three-player wrong claim, where both opponents score, the lowest of them), or
    None for a draw.  ``scores`` are the game points each seat gains; ``points``
    each seat's counted card points (a partnership's total for both partners)."""

    winner: int | None
    game_points: int
    reason: str
    scores: tuple[int, ...]
    points: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def to_json(self, actions: int) -> dict[str, object]:
        return {
            "winner": self.winner,
            "game_points": self.game_points,
            "points": list(self.points),
            "reason": self.reason,
            "actions": actions,
        }
