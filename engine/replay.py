"""Apply a record's actions through the engine: the core of ``sixtysix replay``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .records import HandRecord, MatchRecord, RecordError, load_record, split_action
from .result import HandResult
from .state import HandState, IllegalAction


@dataclass(frozen=True)
class ReplayOutcome:
    state: HandState
    actions: int

    @property
    def result(self) -> HandResult | None:
        return self.state.result

    def to_json(self) -> dict[str, Any]:
        if self.state.result is not None:
            return self.state.result.to_json(self.actions)
        points = [self.state.total(self.state.owner[p]) for p in range(self.state.n)]
        return {
            "winner": None,
            "game_points": 0,
            "points": points,
            "reason": "unfinished",
            "actions": self.actions,
        }


def play_record(record: HandRecord, index_base: int = 0) -> ReplayOutcome:
    """Every action of ``record`` applied in order; ``RecordError`` names the first bad one."""
    state = record.initial_state()
    for i, text in enumerate(record.actions):
        index = index_base + i
        seat, action = split_action(text, index)
        if state.is_over:
            raise RecordError(f"action {index} ({json.dumps(text)}): the hand is already over", index)
        if seat != state.to_move and seat == state.closer and state.legal_actions() == ["pass"]:
            # rules.md §2.13 writes no pass for an opponent without the trump nine; the
            # engine always asks (so the closer learns nothing), and the pass is forced.
            state.apply("pass")
        if seat != state.to_move:
            raise RecordError(
                f"action {index} ({json.dumps(text)}): it is seat {state.to_move}'s turn, not seat {seat}'s",
                index,
            )
        try:
            state.apply(action)
        except IllegalAction as e:
            raise RecordError(f"action {index} ({json.dumps(text)}): {e}", index) from None
    return ReplayOutcome(state, len(record.actions))


@dataclass(frozen=True)
class MatchOutcome:
    hands: list[ReplayOutcome]
    score: list[int]
    winner: int | None

    def to_json(self) -> dict[str, Any]:
        return {"hands": [h.to_json() for h in self.hands], "score": self.score, "winner": self.winner}


def replay(obj: Any) -> ReplayOutcome | MatchOutcome:
    """Replay a parsed JSON record: a hand, or a match whose saved score must agree."""
    from .match import Match

    record = load_record(obj)
    if isinstance(record, MatchRecord):
        match = Match.from_record(record, seed=0)
        return MatchOutcome(match.replayed, list(match.score), match.winner)
    return play_record(record)
