"""Reference speed benchmark: RandBot vs RandBot in the VU Amsterdam Schnapsen engine.

What is measured
    Complete deals (one ``SchnapsenGamePlayEngine.play_game`` call = one deal,
    played until someone reaches 66 or the last trick is taken) between two
    ``RandBot`` players, played back to back until ``--seconds`` have elapsed.
    The clock is checked between deals, so the last deal always finishes.

    A *decision* is one ``get_move`` call on a bot, counted by a ``RandBot``
    subclass that increments an integer before delegating to ``RandBot``.
    In the VU engine that includes forced moves (a single legal card), and a
    trump exchange is its own ``get_move`` call (the leader is then asked
    again for its lead); a marriage is not: it is one move that also leads
    the king.

    Reported: deals/s, decisions/s, decisions/deal and the elapsed seconds.

How to run
    pip install schnapsen   # reference engine, not a project dependency
    python tests/bench/vu_schnapsen_speed.py                  # human-readable
    python tests/bench/vu_schnapsen_speed.py --json --seconds 10 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from importlib import metadata
from typing import Any


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Play RandBot vs RandBot deals in the VU Schnapsen engine and report the speed."
    )
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--seconds", type=float, default=10.0, help="how long to play, in seconds (default 10)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    return args


def run(seconds: float, seed: int) -> dict[str, Any]:
    """Play deals for ``seconds`` and return the measured figures."""
    from schnapsen.bots import RandBot
    from schnapsen.game import Move, PlayerPerspective, SchnapsenGamePlayEngine

    class CountingRandBot(RandBot):  # type: ignore[misc]
        """RandBot that counts its ``get_move`` calls."""

        def __init__(self, rand: random.Random) -> None:
            super().__init__(rand)
            self.calls = 0

        def get_move(self, perspective: PlayerPerspective, leader_move: Move | None) -> Move:
            self.calls += 1
            return super().get_move(perspective, leader_move)

    engine = SchnapsenGamePlayEngine()
    deal_rng = random.Random(seed)
    bot_a = CountingRandBot(random.Random(seed * 3 + 1))
    bot_b = CountingRandBot(random.Random(seed * 3 + 2))
    play_game = engine.play_game

    deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    now = start
    while now < deadline:
        # Alternate who leads the first trick, as in a real match.
        if deals & 1:
            play_game(bot_b, bot_a, deal_rng)
        else:
            play_game(bot_a, bot_b, deal_rng)
        deals += 1
        now = time.perf_counter()
    elapsed = now - start

    decisions = bot_a.calls + bot_b.calls
    return {
        "engine": "vu-schnapsen",
        "version": metadata.version("schnapsen"),
        "deals_per_s": round(deals / elapsed, 1),
        "decisions_per_s": round(decisions / elapsed, 1),
        "decisions_per_deal": round(decisions / deals, 3),
        "seconds": round(elapsed, 3),
    }


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    try:
        result = run(args.seconds, args.seed)
    except ImportError as exc:
        if (exc.name or "").partition(".")[0] == "schnapsen":
            print(
                "The reference engine is not installed: run `pip install schnapsen` (in this Python) and try again.",
                file=sys.stderr,
            )
        else:
            print(f"The schnapsen package is installed but failed to import: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"VU schnapsen {result['version']}: {result['deals_per_s']:,.0f} deals/s, "
            f"{result['decisions_per_s']:,.0f} decisions/s, "
            f"{result['decisions_per_deal']:.2f} decisions/deal over {result['seconds']:.1f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
