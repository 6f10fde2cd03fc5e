"""Every bot level plays only legal moves, in many random deals of every preset.

    python tests/bench/bot_legal_play.py --deals 10000 --levels random,easy,medium
    python tests/bench/bot_legal_play.py --deals 500 --levels hard:samples=1,expert:iterations=12,samples=1

Each bot sits in every seat; one JSON line per level and preset with the deals
played, decisions made and the number of illegal moves (which must be 0), plus
per-decision time (median, p99, max ms).  The search levels are slow at full
budget; legality does not depend on the budget, so a small one serves here.

Measured (10,000 deals per preset, seed 1): random, easy and medium on every preset;
hard's world-by-world search (``hard:samples=1,ms=0``) on all ten presets, 0 illegal
moves in 2,152,582 decisions; expert's tree (``expert:iterations=4,samples=1,ms=0``) on
the six two-hand presets, 0 illegal moves in 1,206,200 decisions (with three or four
hands expert is hard's search, counted above); again with the exchange and marriages
taken at once (expert's default since), 0 illegal moves in 1,048,586 decisions.  The
search that trusts medium, which is the table's hint (``hard:samples=1,trust=0.1,ms=0``;
run through a draft expert that played exactly this search), on the six two-hand
presets: 0 illegal moves in 1,151,857 decisions.  Since both close by solving their
worlds (``closes=solve``, 2026-12-04), 1,000 deals per preset: hard on all ten presets,
0 illegal moves in 218,075 decisions; expert's tree on the six two-hand presets, 0 in
103,062.  Random, easy and medium again on 2026-12-04 (medium closing by solving its
worlds since 2026-12-02), 10,000 deals on every preset, seed 1: 0 illegal moves in
1,922,953, 2,424,116 and 2,242,935 decisions; medium's median 0.02-0.12 ms a preset (run
beside the test suite: p99 up to 121 ms, where it solves whether to close).  Medium again
on 2026-12-06 (its rules for three and four hands: trumps kept, a marriage's ace first,
trumps pulled), 10,000 deals on every preset, seed 1: 0 illegal moves in 2,238,867
decisions; its median 0.007-0.037 ms a preset, p99 at most 3.6 ms.  Hard and expert
as they play since (hard's other side closing only where medium would, medium's rules for
three and four hands in their play-outs), 10,000 deals on every preset, seed 1, on
2026-12-06: hard (``hard:samples=1,ms=0``) on all ten presets, 0 illegal moves in
2,173,948 decisions; expert's tree (``expert:iterations=4,samples=1,ms=0``) on the six
two-hand presets, 0 in 1,029,361.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import PRESETS, HandState, preset  # noqa: E402
from engine.bots import BOT_LEVELS, make_bot  # noqa: E402


def run(spec: str, name: str, deals: int, seed: int) -> dict[str, object]:
    rules = preset(name)
    bot = make_bot(spec)
    illegal = decisions = 0
    times: list[float] = []
    for d in range(deals):
        state = HandState.shuffled(rules, d % rules.players, random.Random(seed * 1_000_003 + d))
        rng = random.Random(d)
        while not state.is_over:
            view = state.view(state.to_move)
            start = time.perf_counter()
            action = bot.choose(view, rng)
            times.append((time.perf_counter() - start) * 1000)
            decisions += 1
            if action not in view.legal_actions:
                illegal += 1
                action = view.legal_actions[0]
            state.apply(action)
    times.sort()
    return {
        "bot": spec,
        "preset": name,
        "deals": deals,
        "decisions": decisions,
        "illegal": illegal,
        "decision_ms": {
            "median": round(statistics.median(times), 4),
            "p99": round(times[int(0.99 * (len(times) - 1))], 4),
            "max": round(times[-1], 4),
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--levels", default="random,easy,medium")
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # "hard:samples=1,ms=0,medium": a comma starts a new level only before a level's name.
    levels = re.split(rf",(?=(?:{'|'.join(BOT_LEVELS)})(?::|,|$))", args.levels)
    for spec in levels:
        for name in args.presets.split(","):
            print(json.dumps(run(spec, name, args.deals, args.seed)), flush=True)


if __name__ == "__main__":
    main()
