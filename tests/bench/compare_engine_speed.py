"""Compare our engine's speed with the VU Schnapsen reference engine.

What is measured
    Runs, one after the other (never in parallel, so the two do not compete
    for the CPU), in subprocesses of this same Python:

    1. ``engine_speed.py --json --seconds N``        (our engine)
    2. ``vu_schnapsen_speed.py --json --seconds N``  (reference, needs ``pip install schnapsen``)

    Each prints one JSON line with ``deals_per_s``, ``decisions_per_s`` and
    ``decisions_per_deal`` for random-vs-random play. This script prints one
    JSON line with both results, ``ratio_decisions_per_s`` = ours / reference,
    the goal ratio (3.0) and whether it is met.

How to run
    python tests/bench/compare_engine_speed.py             # 10 s each
    python tests/bench/compare_engine_speed.py --seconds 5

Exit status: 0 when both benchmarks ran (whether or not the goal is met),
1 when one of them failed, with a one-line error on stderr.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

GOAL_RATIO = 3.0
REQUIRED_KEYS = ("deals_per_s", "decisions_per_s", "decisions_per_deal")
BENCH_DIR = Path(__file__).resolve().parent


class BenchError(Exception):
    """A benchmark subprocess could not be run or gave unusable output."""


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Compare our engine's decisions/s with the VU Schnapsen engine's.")
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds per benchmark (default 10)")
    parser.add_argument(
        "--ours",
        type=Path,
        default=BENCH_DIR / "engine_speed.py",
        help="our benchmark script (default: engine_speed.py beside this file)",
    )
    parser.add_argument(
        "--reference",
        type=Path,
        default=BENCH_DIR / "vu_schnapsen_speed.py",
        help="reference benchmark script (default: vu_schnapsen_speed.py beside this file)",
    )
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    return args


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def run_bench(label: str, script: Path, seconds: float) -> dict[str, Any]:
    """Run one benchmark script and return its parsed JSON result."""
    if not script.is_file():
        raise BenchError(f"{label} benchmark not found: {script}")
    cmd = [sys.executable, str(script), "--json", "--seconds", f"{seconds:g}"]
    # Generous limit: the run itself, plus imports and the last deal.
    timeout = seconds * 3 + 120
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise BenchError(f"{label} benchmark {script.name} timed out after {timeout:g} s") from None
    except OSError as exc:
        raise BenchError(f"{label} benchmark {script.name} could not start: {exc}") from None
    if proc.returncode != 0:
        detail = _last_line(proc.stderr) or _last_line(proc.stdout) or "no output"
        raise BenchError(f"{label} benchmark {script.name} exited with status {proc.returncode}: {detail}")
    line = _last_line(proc.stdout)
    try:
        result = json.loads(line)
    except json.JSONDecodeError:
        raise BenchError(f"{label} benchmark {script.name} did not print a JSON line (last line: {line!r})") from None
    if not isinstance(result, dict):
        raise BenchError(f"{label} benchmark {script.name} printed JSON that is not an object")
    missing = [key for key in REQUIRED_KEYS if key not in result]
    if missing:
        raise BenchError(f"{label} benchmark {script.name} output lacks {', '.join(missing)}")
    try:
        for key in REQUIRED_KEYS:
            result[key] = float(result[key])
    except (TypeError, ValueError):
        raise BenchError(f"{label} benchmark {script.name} gave a non-numeric {key}") from None
    return result


def compare(ours: dict[str, Any], reference: dict[str, Any]) -> dict[str, Any]:
    """Build the comparison record from the two results."""
    ref_rate = reference["decisions_per_s"]
    if ref_rate <= 0:
        raise BenchError("reference benchmark reported 0 decisions/s")
    ratio = ours["decisions_per_s"] / ref_rate
    return {
        "ours": ours,
        "reference": reference,
        "ratio_decisions_per_s": round(ratio, 3),
        "goal_ratio": GOAL_RATIO,
        "meets_goal": ratio >= GOAL_RATIO,
    }


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    try:
        # Sequential on purpose: the machines have two cores.
        ours = run_bench("our", args.ours, args.seconds)
        reference = run_bench("reference", args.reference, args.seconds)
        record = compare(ours, reference)
    except BenchError as exc:
        print(f"compare_engine_speed: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(record))
    return 0


if __name__ == "__main__":
    sys.exit(main())
