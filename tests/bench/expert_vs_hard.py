"""Expert variants against hard on duplicate deals (a benchmark script, not a test).

    python tests/bench/expert_vs_hard.py --deals 100 --seed 11 \\
        "expert:iterations=500" --hard "hard:samples=20"

Both bots run with ``ms=0`` (no time cap) unless a spec sets ``ms``, so a result
depends only on the seed, not on the machine's load; one worker by default (the
machine is shared).  Prints one JSON object per variant: the arena's figures
(deal win rate of the variant, Wilson 95% interval, net game points per deal,
decision times).  ``--cheat`` gives each variant the full state instead: the yardstick
of what knowing the hidden cards is worth.  Figures measured so far (classic, ms=0,
against hard over 50 worlds, its default until then, unless said):

    expert (tree search, 1000 worlds)    seed 11, 100 deals: 57.0% (50.1-63.7), +0.22 gp
    expert (tree search, 1000 worlds)    seed 12, 100 deals: 55.75% (48.8-62.5), +0.16 gp
    expert (tree search, 1000 worlds)    seed 13, 100 deals: 52.5% (45.6-59.3), +0.08 gp
    expert (tree search, 1000 worlds)    seed 14, 100 deals: 57.5% (50.6-64.1), +0.31 gp
    expert (tree search, 1000 worlds)    seed 15, 100 deals: 54.0% (47.1-60.8), +0.18 gp
      (pooled over seeds 11-15: 55.35% of 1000 hands, CI 52.3-58.4)
    expert:opponent=search               seed 11, 100 deals: 56.0% (49.1-62.7), +0.16 gp
    expert:opponent=search               seed 12, 150 deals: 56.5% (50.8-62.0), +0.15 gp
    earlier expert (hard over 120 worlds) seeds 11+12, 300 deals: 51.7% (47.7-55.6)
    expert vs --hard hard:iterations=300 seed 11, 100 deals: 55.0% (48.1-61.7), +0.20 gp
    expert vs --hard hard:iterations=300 seed 12, 100 deals: 48.0% (41.2-54.9), +0.00 gp
    expert:c=0.8 vs the same             seed 12, 100 deals: 43.75% (37.1-50.7), -0.14 gp
    four trees of 250 worlds, visits summed (not kept), the same: 50.5% (43.6-57.4)
    --cheat hard:samples=1               seed 12, 200 deals: 48.0% (43.1-52.9)
    --cheat hard:samples=20              vs hard:samples=20, 100 deals: 53.25% (46.3-60.0)
    expert vs hard at 150 worlds (its default now) seed 11, 100 deals: 53.0% (46.1-59.8), +0.01 gp
    expert vs hard at 150 worlds                   seed 12, 100 deals: 52.5% (45.6-59.3), +0.03 gp
    expert vs hard at 150 worlds                   seed 13, 100 deals: 56.25% (49.3-62.9), +0.17 gp
    expert vs hard at 150 worlds                   seed 14, 100 deals: 56.0% (49.1-62.7), +0.21 gp
    expert vs hard at 150 worlds                   seed 15, 100 deals: 55.0% (48.1-61.7), +0.12 gp
    expert vs hard at 150 worlds                   seed 16, 100 deals: 53.5% (46.6-60.3), +0.09 gp
      (pooled over seeds 11-16: 54.4% of 1200 hands, CI 51.5-57.2, +0.10 gp)
    hard:samples=1000,race=40 (not kept) vs hard seed 11, 100 deals: 47.75% (40.9-54.6), -0.11 gp
    against hard at 150 worlds, seed 11, 100 deals (the default expert: 53.0%):
      expert:paired=1 (root moves on the same worlds; not kept)       51.5% (44.6-58.3), +0.02 gp
      expert:c=2.5                                                    49.5% (42.6-56.4), -0.07 gp
      expert:split=1 (own moves keyed by own hand; not kept)          51.75% (44.9-58.6), +0.03 gp
      expert:iterations=2000 (twice the budget, 1.3 s a move median)  51.0% (44.1-57.8), +0.01 gp
      expert:rollout=noisy20 (medium, a random card 1 time in 5; not kept)  52.5% (45.6-59.3)
    the exchange taken at once (expert's default now; measured with the tree's choice
    overruled, a variant not kept, so that only the forced exchanges differ):
      seed 11, 100 deals: 54.0% (47.1-60.8), +0.035 gp;  seed 12: 52.5% (45.6-59.3), +0.03 gp
      and marriages announced at once too (expert's default now):
      seed 11: 55.0% (48.1-61.7), +0.07 gp;  seed 12: 54.0% (47.1-60.8), +0.065 gp
    expert as it now is (both rules, the tree skipped where they fire), against hard at 150 worlds:
      seed 13: 56.0% (49.1-62.7), +0.15 gp;  seed 14: 55.5% (48.6-62.2), +0.155 gp
      seed 15: 53.0% (46.1-59.8), +0.035 gp; seed 16: 54.0% (47.1-60.8), +0.16 gp
      seed 17: 53.0% (46.1-59.8), +0.08 gp;  seed 18: 54.5% (47.6-61.3), +0.12 gp
      seed 19: 48.5% (41.7-55.4), -0.115 gp; seed 20: 53.75% (46.8-60.5), +0.085 gp
      seed 21: 53.5% (46.6-60.3), +0.13 gp;  seed 22: 49.0% (42.2-55.9), -0.12 gp
      seed 23: 52.25% (45.4-59.1), +0.045 gp
      (with seeds 11 and 12 above: 54.6% of 1200 hands over seeds 11-16, CI 51.8-57.4;
      54.4% of 1600 hands over seeds 11-18, CI 51.9-56.8; 53.7% of 2000 hands over
      seeds 11-20, CI 51.5-55.9; 53.2% of 2600 hands over seeds 11-23, CI 51.3-55.1)
    expert:late_follows=worlds (a lead answered world by world once fewer than 8 cards
    are left in the stock; not kept): seed 13: 51.5% (44.6-58.3), +0.025 gp;
      seed 14: 54.0% (47.1-60.8), +0.10 gp
    expert:blend=150 (the tree's root means pooled with 150 more worlds valued as hard
    values them; not kept): seed 21: 50.25% (43.4-57.1), -0.075 gp;
      seed 22: 54.5% (47.6-61.3), +0.155 gp; seed 23: 49.0% (42.2-55.9), -0.05 gp

    expert as it is, seed 24: 52.5% (45.6-59.3), +0.065 gp (seeds 11-24: 53.2% of 2800
      hands, CI 51.3-55.0)
    expert:trust=0.1 (on the tree; not kept): seed 21: 54.5% (47.6-61.3), +0.135 gp;
      seed 22: 49.5% (42.6-56.4), -0.04 gp
    hard:trust=0.1 (world by world: the hint played; not adopted, no better than expert):
      seed 11: 53.0% (46.1-59.8), +0.10 gp;   seed 12: 54.5% (47.6-61.3), +0.205 gp;
      seed 13: 48.0% (41.2-54.9), -0.025 gp;  seed 14: 52.25% (45.4-59.1), +0.08 gp;
      seed 15: 55.0% (48.1-61.7), +0.17 gp;   seed 16: 54.5% (47.6-61.3), +0.105 gp;
      seed 17: 53.75% (46.8-60.5), +0.09 gp;  seed 18: 53.75% (46.8-60.5), +0.145 gp;
      seed 21: 54.25% (47.3-61.0), +0.115 gp; seed 22: 52.5% (45.6-59.3), +0.125 gp;
      seed 23: 60.5% (53.6-67.0), +0.345 gp; seed 24: 55.25% (48.3-62.0), +0.16 gp
      (53.9% of 2400 hands, CI 51.9-55.9, +0.135 gp; expert 53.5% of the same hands)
    against hard as of 2026-12-04 (closes=solve, 175 worlds, racing; two runs side by side):
      expert:closes=policy (the default until then)  seed 25, 86 deals: 46.2% (38.9-53.7), -0.45 gp
      expert:closes=solve (the default since)        seed 25, 200 deals: 50.25% (45.4-55.1), -0.05 gp
        (on the same 86 deals 48.3%, +2.0 points, SE 3.4, paired per deal)
      hard:samples=400 (not expert; for comparison) seed 25, 185 deals: 51.6% (46.5-56.7), +0.15 gp

Against medium (``arena X medium --deals 400 --seed 21``): hard over 50 worlds (its
default until then) 58.4% (54.9-61.7), over 100 worlds 60.3% (56.9-63.6), over 150
worlds (its default now) 64.1% (60.7-67.3), hard:iterations=300 60.1% (56.7-63.5).
Seed 31, 200 deals: hard over 50 worlds 61.75% (56.9-66.4), over 150 worlds 61.5%
(56.6-66.1); hard over 150 worlds pooled over both seeds: 63.2% of 1200 hands.
Matches to 7 (``arena hard medium --matches 100 --seed 41``): hard over 150 worlds won
86.0% of 200 (CI 80.5-90.1).

More variants that were tried and not kept are listed in ``engine/bots/expert.py``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

from specs import uncapped  # noqa: E402


def run(a: str, b: str, deals: int, seed: int, jobs: int, preset: str, cheat: bool = False) -> dict:
    cmd = [sys.executable, "-m", "tui.cli", "arena", uncapped(a), uncapped(b)]
    cmd += ["--deals", str(deals), "--seed", str(seed), "--jobs", str(jobs), "--preset", preset, "--json"]
    if cheat:
        cmd += ["--cheat", "a"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}  # this checkout's code, not an installed copy
    out = subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("variants", nargs="*", default=["expert"], help="expert specs to try")
    p.add_argument("--hard", default="hard", help="the reference (default: hard at its defaults)")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--preset", default="classic")
    p.add_argument("--cheat", action="store_true", help="give each variant the full state (the yardstick)")
    args = p.parse_args()
    for spec in args.variants:
        data = run(spec, args.hard, args.deals, args.seed, args.jobs, args.preset, args.cheat)
        print(json.dumps(data), flush=True)


if __name__ == "__main__":
    main()
