"""Sixty-Six rules engine: pure, deterministic, no I/O.

The names below load their modules on first use (PEP 562), so a program that needs
only ``engine.cards`` (the app's first screen) does not pay for the whole engine.
The replay function is ``engine.replay.replay``: a lazy name cannot share its
module's name (importing the submodule would put the module in its place).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_WHERE = {
    "CARD_STR": "cards",
    "parse_card": "cards",
    "Match": "match",
    "RecordError": "records",
    "hand_record": "records",
    "load_record": "records",
    "match_record": "records",
    "ReplayOutcome": "replay",
    "HandResult": "result",
    "PRESETS": "rules",
    "Rules": "rules",
    "RulesError": "rules",
    "preset": "rules",
    "HandState": "state",
    "IllegalAction": "state",
    "PlayerView": "view",
}

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
]
assert sorted(__all__) == sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # later lookups skip this function
    return value


if TYPE_CHECKING:
    from .cards import CARD_STR, parse_card
    from .match import Match
    from .records import RecordError, hand_record, load_record, match_record
    from .replay import ReplayOutcome
    from .result import HandResult
    from .rules import PRESETS, Rules, RulesError, preset
    from .state import HandState, IllegalAction
    from .view import PlayerView
