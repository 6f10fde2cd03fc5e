"""How long the score screen's play check takes, and how often it names a move (a
benchmark script, not a test).

    python tests/bench/play_check.py --hands 20 --seed 1 [--preset classic]

Seat 0 is played by each of ``--players`` (medium: a fair player; random: a careless
one) against medium, a hand at a time from the same deals; after each hand the check
runs on seat 0's decisions as the score screen runs it, in the background.  Prints one
JSON object per player: hands, decisions searched a hand, doubts named a hand (of
those at least ``DOUBT_MARGIN`` game points a hand below another), and seconds a hand
(median, max), which is how long after a hand ends the check's lines appear.

Measured (2026-12-02, this 2-core machine, seed 1, nothing else running; the counts
are the same in every run, the times were 10-40% longer with the test suite beside):

    classic, 20 hands   medium: 9.2 decisions searched a hand, 1.3 doubts a hand,
                        3.55 s a hand at the median, 5.05 s at most;
                        random: 6.9 searched, 2.1 doubts, 3.17 s, 4.69 s at most
    four, 10 hands      medium: 5.4 searched, 0.8 doubts, 1.63 s, 3.03 s at most
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
from engine.bots import make_bot  # noqa: E402
from engine.bots.review import decisions_of, play_check  # noqa: E402


def run(player: str, rules_name: str, hands: int, seed: int) -> dict[str, object]:
    rules = preset(rules_name)
    mine, theirs = make_bot(player), make_bot("medium")
    seconds: list[float] = []
    judged = doubted = 0
    for i in range(hands):
        rng = random.Random(seed * 1000 + i)
        dealt = HandState.shuffled(rules, i % rules.players, rng)
        state = dealt.clone()
        while state.result is None:
            bot = mine if state.to_move == 0 else theirs
            state.apply(bot.choose(state.view(state.to_move), rng))
        start = time.perf_counter()
        checked = play_check(decisions_of(dealt, state.history, 0), state.history)
        seconds.append(time.perf_counter() - start)
        judged += checked.judged
        doubted += len(checked.doubts)
    return {
        "player": player,
        "preset": rules_name,
        "hands": hands,
        "searched_a_hand": round(judged / hands, 2),
        "doubts_a_hand": round(doubted / hands, 2),
        "seconds_a_hand": {"median": round(statistics.median(seconds), 2), "max": round(max(seconds), 2)},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", default="medium,random")
    args = parser.parse_args()
    for player in args.players.split(","):
        print(json.dumps(run(player, args.preset, args.hands, args.seed)))


if __name__ == "__main__":
    main()
