"""Engine speed: uniform random legal play in `classic` with automatic declaration.

Plays whole hands through the public API until ``--seconds`` elapse.  A
decision is one ``legal_actions()`` plus one ``apply()``.  Prints one JSON
line with ``--json``:  deals_per_s, decisions_per_s, decisions_per_deal.

    python tests/bench/engine_speed.py --json --seconds 10

Compare with the VU Amsterdam reference in the same run:
``python tests/bench/compare_engine_speed.py``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import HandState, preset  # noqa: E402


def run(seconds: float, seed: int) -> dict[str, float]:
    rules = preset("classic", declaration_mode="automatic")
    rng = random.Random(seed)
    choice = rng.choice
    deals = decisions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            state = HandState.shuffled(rules, deals & 1, rng)
            while state.result is None:
                state.apply(choice(state.legal_actions()))
                decisions += 1
            deals += 1
    elapsed = time.perf_counter() - start
    return {
        "engine": "sixtysix",
        "deals_per_s": round(deals / elapsed, 1),
        "decisions_per_s": round(decisions / elapsed, 1),
        "decisions_per_deal": round(decisions / deals, 3),
        "seconds": round(elapsed, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    figures = run(args.seconds, args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"{figures['decisions_per_s']:.0f} decisions/s, {figures['deals_per_s']:.0f} deals/s, "
            f"{figures['decisions_per_deal']:.1f} decisions/deal"
        )


if __name__ == "__main__":
    main()
