"""How long a player waits for the table's hint (a benchmark script, not a test).

    python tests/bench/hint_wait.py [--deals 30] [--seed 71] [--presets classic,three,four]

Medium plays every seat; at each turn of seat 0 (the player at the table) the hint is
asked as the app asks it (``hints.table_hint``: ``SEARCH_WORLDS`` worlds within
``SEARCH_MS``) and timed, then medium's own move is played, so the games and the
positions asked about depend only on the seed.  One process: run it on an otherwise idle
machine, since the hint is what a person waits for on theirs.  Prints one JSON object per
preset: how many hints, their median, 90th and 99th percentile and slowest time in ms,
the opening lead's median (every world played out from a full stock, so the slowest
position there is), and how many hints stopped at the ``SEARCH_MS`` cap.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import preset  # noqa: E402
from engine.arena import deal_for, derive_seed  # noqa: E402
from engine.bots import make_bot  # noqa: E402
from engine.bots.hints import SEARCH_MS, table_hint  # noqa: E402
from engine.stats import percentile  # noqa: E402
from engine.view import build_view  # noqa: E402

SEAT = 0


def hint_times(preset_name: str, seed: int, deals: int) -> tuple[list[float], list[float]]:
    """Seconds each hint took, and those of the opening leads among them."""
    rules = preset(preset_name)
    times: list[float] = []
    openings: list[float] = []
    for index in range(deals):
        state = deal_for(rules, seed, index)
        bots = [make_bot("medium") for _ in range(rules.players)]
        rngs = [random.Random(derive_seed(seed, "deal", index, "seat", s)) for s in range(rules.players)]
        while not state.is_over:
            seat = state.to_move
            view = build_view(state, seat)
            if seat == SEAT:
                start = time.perf_counter()
                table_hint(view)
                elapsed = time.perf_counter() - start
                times.append(elapsed)
                if not state.history:
                    openings.append(elapsed)
            state.apply(bots[seat].choose(view, rngs[seat]))
    return times, openings


def figures(preset_name: str, times: list[float], openings: list[float]) -> dict[str, object]:
    ordered = sorted(times)
    ms = [1000 * t for t in ordered]
    return {
        "preset": preset_name,
        "hints": len(ms),
        "median_ms": round(percentile(ms, 50), 1),
        "p90_ms": round(percentile(ms, 90), 1),
        "p99_ms": round(percentile(ms, 99), 1),
        "max_ms": round(ms[-1], 1),
        "opening_leads": len(openings),
        "opening_median_ms": round(1000 * percentile(sorted(openings), 50), 1) if openings else None,
        "at_cap": sum(t >= SEARCH_MS / 1000 for t in ordered),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=30)
    p.add_argument("--seed", type=int, default=71)
    p.add_argument("--presets", default="classic,three,four", help="comma-separated preset names")
    args = p.parse_args()
    for name in args.presets.split(","):
        times, openings = hint_times(name, args.seed, args.deals)
        print(json.dumps(figures(name, times, openings)), flush=True)


if __name__ == "__main__":
    main()
