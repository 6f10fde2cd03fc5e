"""Duplicate-deal win rates between bot levels (a benchmark script, not a test).

    python tests/bench/heuristic_winrate.py medium random --deals 2000 [--preset classic]

Each deal is played twice from the same shuffled deck, with the bots' seats
swapped, so luck of the cards cancels (three players: the first bot takes each
seat in turn against two of the second; four players: the first bot is one
partnership).  A game is won when the hand's ``result.winner`` is the first
bot's seat (or partnership); a drawn hand counts half.  Game points are summed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import HandState, preset  # noqa: E402
from engine.bots import make_bot  # noqa: E402


def play(rules, deck_seed: int, dealer: int, bots: dict[int, object], bot_seed: int, times: list[float] | None):
    state = HandState.shuffled(rules, dealer, random.Random(deck_seed))
    rngs = {p: random.Random(bot_seed * 10 + p) for p in range(rules.players)}
    while not state.is_over:
        p = state.to_move
        view = state.view(p)
        t0 = time.perf_counter()
        action = bots[p].choose(view, rngs[p])
        if times is not None and getattr(bots[p], "_timed", False):
            times.append(time.perf_counter() - t0)
        state.apply(action)
    return state.result


def load(spec: str):
    """A level for ``make_bot``, or ``path/to/file.py:Class[:k=v,...]`` for a trial copy of a bot."""
    if ".py:" not in spec:
        return make_bot(spec)
    import importlib.util

    path, _, rest = spec.partition(".py:")
    cls, _, params = rest.partition(":")
    modname = "engine.bots._trial_" + Path(path).stem
    mod_spec = importlib.util.spec_from_file_location(modname, path + ".py")
    mod = importlib.util.module_from_spec(mod_spec)
    sys.modules[modname] = mod
    mod_spec.loader.exec_module(mod)
    kwargs = {}
    for item in filter(None, params.split(",")):
        k, _, v = item.partition("=")
        kwargs[k] = float(v)
    return getattr(mod, cls)(**kwargs)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--preset", default="classic")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rules = preset(args.preset)
    a, b = load(args.a), load(args.b)
    a._timed = True  # type: ignore[attr-defined]
    wins = 0.0
    games = 0
    gp_a = gp_b = 0
    reasons: dict[str, int] = {}
    times: list[float] = []
    t0 = time.perf_counter()
    n = rules.players
    for d in range(args.deals):
        deck_seed = args.seed * 1_000_003 + d
        dealer = d % n
        for a_seat in range(3 if n == 3 else 2):
            if rules.dealer_sits_out and a_seat == dealer:
                continue  # the first bot would sit this hand out
            mine = {a_seat, a_seat + 2} if n == 4 else {a_seat}
            bots = {p: a if p in mine else b for p in range(n)}
            r = play(rules, deck_seed, dealer, bots, deck_seed * 3 + a_seat, times)
            games += 1
            if r.winner is None:
                wins += 0.5
            elif r.winner in mine or (n == 4 and r.winner % 2 == a_seat):
                wins += 1
                gp_a += r.game_points
                reasons["win " + r.reason] = reasons.get("win " + r.reason, 0) + 1
            else:
                gp_b += r.game_points
                reasons["loss " + r.reason] = reasons.get("loss " + r.reason, 0) + 1
    el = time.perf_counter() - t0
    times.sort()
    print(f"{args.a} vs {args.b} [{args.preset}]: {args.deals} deals, {games} games")
    print(f"  win rate {wins / games:.2%} (draws half); game points {gp_a} : {gp_b}")
    print("  " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
    if times:
        print(
            f"  {args.a} decisions {len(times)}: median {statistics.median(times) * 1e3:.3f} ms, "
            f"p99 {times[int(len(times) * 0.99)] * 1e3:.3f} ms, max {times[-1] * 1e3:.2f} ms; total {el:.1f}s"
        )


if __name__ == "__main__":
    main()
