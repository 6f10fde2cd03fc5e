"""Sixty-Six rules engine: pure, deterministic, no I/O."""

from .cards import CARD_STR, parse_card
from .match import Match
from .records import RecordError, hand_record, load_record, match_record
from .replay import ReplayOutcome, replay
from .result import HandResult
from .rules import PRESETS, Rules, RulesError, preset
from .state import HandState, IllegalAction
from .view import PlayerView

__all__ = [
    "CARD_STR",
    "HandResult",
    "HandState",
    "IllegalAction",
    "Match",
    "PRESETS",
    "PlayerView",
    "RecordError",
    "ReplayOutcome",
    "Rules",
    "RulesError",
    "hand_record",
    "load_record",
    "match_record",
    "parse_card",
    "preset",
    "replay",
]
