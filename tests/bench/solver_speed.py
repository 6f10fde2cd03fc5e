"""Exact-solver speed: ``engine.bots.solver.solve`` on random closed two-player positions.

Positions (classic preset, random deals, random legal play before the close):

* 6 v 6 closed at the opening lead: the non-dealer closes at once, the dealer
  takes or passes the on-close exchange at random, the closer is on lead;
* 6 v 6 closed after 1-4 random tricks (after drawing, at the winner's lead);
* 5 v 5 closed before drawing after 1-4 random tricks (every fifth position).

Prints one JSON line with ``--json``: positions, cards_each, median_ms, p90_ms,
max_ms, mean_nodes (over all positions), and the same figures for the 6 v 6
and the 5 v 5 positions alone under ``six_each`` and ``five_each``.

    python tests/bench/solver_speed.py --json --positions 300 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import HandState, preset  # noqa: E402
from engine.bots.solver import solvable, solve  # noqa: E402


def _random_trick_play(state: HandState, rng: random.Random) -> None:
    """One random non-closing, non-claiming action."""
    legal = [a for a in state.legal_actions() if a not in ("close", "declare")]
    state.apply(rng.choice(legal))


def position(rng: random.Random, kind: str) -> HandState:
    """One closed position of ``kind``: "open6", "later6" or "later5"."""
    rules = preset("classic")
    while True:
        state = HandState.shuffled(rules, rng.randrange(2), rng)
        if kind == "open6":
            state.apply("close")
        else:
            tricks = rng.randint(1, 4)
            while len(state.completed) < tricks or state.table:
                _random_trick_play(state, rng)
            if kind == "later6":
                state.apply("draw")
            state.apply("close")
        if state.offer >= 0:
            legal = state.legal_actions()
            state.apply(rng.choice(legal))
        if solvable(state) and state.result is None:
            return state


def _figures(times: list[float], nodes: list[int]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "positions": len(times),
        "median_ms": round(statistics.median(ordered) * 1000, 3),
        "p90_ms": round(ordered[int(0.9 * (len(ordered) - 1))] * 1000, 3),
        "max_ms": round(ordered[-1] * 1000, 3),
        "mean_nodes": round(statistics.mean(nodes), 1),
    }


def run(n: int, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    kinds = ["later5" if i % 5 == 4 else ("open6" if i % 2 == 0 else "later6") for i in range(n)]
    positions = [(k, position(rng, k)) for k in kinds]
    times: dict[str, list[float]] = {"all": [], "6": [], "5": []}
    nodes: dict[str, list[int]] = {"all": [], "6": [], "5": []}
    for kind, state in positions:
        start = time.perf_counter()
        result = solve(state)
        elapsed = time.perf_counter() - start
        size = "5" if kind == "later5" else "6"
        for key in ("all", size):
            times[key].append(elapsed)
            nodes[key].append(result.nodes)
    out: dict[str, object] = {"positions": n, "cards_each": 6}
    overall = _figures(times["all"], nodes["all"])
    del overall["positions"]
    out.update(overall)
    out["six_each"] = _figures(times["6"], nodes["6"]) if times["6"] else {}
    out["five_each"] = _figures(times["5"], nodes["5"]) if times["5"] else {}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    figures = run(args.positions, args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>12}: {value}")


if __name__ == "__main__":
    main()
