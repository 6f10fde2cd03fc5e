"""Snapshot tests of every screen, in English and Russian (pytest-textual-snapshot).

The scenes are shared with screenshots/make_screenshots.py.  After a deliberate UI
change: ``pytest tests/test_app_snapshots.py --snapshot-update``, then look at the
new SVGs (and regenerate screenshots/).
"""

from __future__ import annotations

import pytest
from app_scenes import SCENES, Scene

# The score screens' play check over the tests' few deals: what is drawn is the point
# here, and the full search took most of these scenes' time (screenshots/ keeps it).
pytestmark = pytest.mark.usefixtures("quick_play_check")


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("scene", [s for s in SCENES if s.snapshot], ids=lambda s: s.name)
def test_screen(snap_compare, scene: Scene, language: str) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(scene.make(language), terminal_size=scene.size, run_before=scene.drive)
