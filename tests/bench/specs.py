"""Bot specs as the benchmark scripts run them (imported by the scripts beside it)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tui.arena import SEARCHING  # noqa: E402


def uncapped(spec: str) -> str:
    """A searching bot's spec with its time cap off (``ms=0``), so that its moves depend on
    the seed alone; a spec that sets its own cap, or a level that takes none, stays as it is."""
    level, _colon, params = spec.partition(":")
    if level not in SEARCHING or "ms=" in params:
        return spec
    return f"{level}:{params},ms=0" if params else f"{level}:ms=0"
