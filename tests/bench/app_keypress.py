"""Keypress latency on the table: a key pressed to the screen updated, over whole hands.

Drives the real app with Pilot (headless, 80x24) against a ``random`` bot with no
pause.  For each of the human's moves it times from the moment the key is sent to the
first frame the app writes to its (headless) terminal after the move was applied: the
key handled, the table redrawn, the frame composed.  Pilot's own waiting after that
frame is not counted (an unbound key alone costs about 70 ms of Pilot bookkeeping).
Prints one JSON object; the target is a median < 50 ms.

    python tests/bench/app_keypress.py [--hands 4]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ["SIXTYSIX_DISCOVERY"] = "off"
os.environ["SIXTYSIX_DATA_DIR"] = os.environ["SIXTYSIX_CONFIG_DIR"] = tempfile.mkdtemp(prefix="sixtysix-bench-")

from app_helpers import key_for, settle, table, table_app  # noqa: E402

from tui.screens.scoring import ScoringScreen  # noqa: E402
from tui.session import GameSession  # noqa: E402


class TimedApply:
    """Wraps a session's ``apply`` to note when each move was applied."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.original = session.apply
        self.times: list[float] = []
        session.apply = self  # type: ignore[method-assign]

    def __call__(self, action: str) -> None:
        self.original(action)
        self.times.append(time.perf_counter())

    def restore(self) -> None:
        self.session.apply = self.original  # type: ignore[method-assign]


async def run(hands: int) -> list[float]:
    times: list[float] = []
    rng = random.Random(1)
    app = table_app("classic", "hb", seed=21, match_target=99)
    frames: list[float] = []
    display = app._display

    def timed_display(screen, renderable):  # type: ignore[no-untyped-def]
        display(screen, renderable)
        frames.append(time.perf_counter())

    app._display = timed_display  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        played = 0
        while played < hands:
            await settle(pilot)
            if isinstance(app.screen, ScoringScreen):
                played += 1
                await pilot.press("enter")
                continue
            t = table(app)
            if t.session.hand_over:
                await pilot.pause(0.02)
                continue
            legal = [a for a in t.session.hand.legal_actions() if a not in ("declare", "close")]
            key = key_for(t, rng.choice(legal))
            applied = TimedApply(t.session)
            frames.clear()
            start = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            applied.restore()
            after = [f for f in frames if applied.times and f >= applied.times[0]]
            if not after:
                raise AssertionError(f"key {key!r} did not make a move")
            times.append((after[0] - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=4)
    args = parser.parse_args()
    times = asyncio.run(run(args.hands))
    times.sort()
    print(
        json.dumps(
            {
                "hands": args.hands,
                "keypresses": len(times),
                "median_ms": round(statistics.median(times), 2),
                "p90_ms": round(times[int(len(times) * 0.9)], 2),
                "max_ms": round(times[-1], 2),
                "target_median_ms": 50,
            }
        )
    )


if __name__ == "__main__":
    main()
