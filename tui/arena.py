"""``sixtysix arena``: bot against bot on duplicate deals, over worker processes.

The play and the statistics are pure and live in ``engine.arena`` and
``engine.stats`` (the duplicate scheme is described there); this module adds
what the engine must not have: argument parsing, the clock, the process pool,
the progress bar and printing.

Deals (and duplicate matches) are cut into chunks of consecutive indexes and
handed to ``--jobs`` processes.  Every deal's cards and every bot's rng come
from the master seed and the deal's index alone, and chunk totals are exact
sums, so the numbers are the same for any ``--jobs``; only the decision
times, which measure this machine, vary between runs.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import multiprocessing
import os
import random
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn, TextIO

from engine.arena import ArenaTotals, BotError, play_deals, play_matches
from engine.bots import make_bot
from engine.rules import PRESETS, preset
from net.args import add_no_discovery, count_int, positive_int

PROG = "sixtysix arena"

# (kind, start, stop, preset, spec_a, spec_b, seed, cheat)
Task = tuple[str, int, int, str, str, str, int, str | None]


# ----------------------------------------------------------------- arguments
def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None


def _preset_name(text: str) -> str:
    if text not in PRESETS:
        raise argparse.ArgumentTypeError(f"unknown preset {text!r} (one of: {', '.join(PRESETS)})")
    return text


class _OneLineParser(argparse.ArgumentParser):
    """A usage mistake is one line on stderr and exit status 2, not a usage dump.

    Stray arguments are refused here too: left to the main parser, they would
    get its usage text."""

    def error(self, message: str) -> NoReturn:
        print(f"{PROG}: {message}", file=sys.stderr)
        sys.exit(2)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras


def add_parser(sub: Any, words: Callable[[str], str] = str) -> argparse.ArgumentParser:
    """Register the ``arena`` subcommand on the main parser's subparsers (``words``: its
    help in the reader's language; the report it prints stays English, like its JSON)."""
    p = sub.add_parser(
        "arena",
        help=words("pit two bots against each other on duplicate deals"),
        description=words(
            "Bot A against bot B. Every deal is played once per seating (A and B swap seats on the "
            "same cards), so the luck of the deal cancels. Bots are levels like random, medium or hard:ms=200."
        ),
    )
    p.add_argument("bot_a", metavar="BOT_A", help=words("bot A, e.g. medium or hard:ms=200"))
    p.add_argument("bot_b", metavar="BOT_B", help=words("bot B"))
    p.add_argument("--preset", default="classic", type=_preset_name, help=words("rule preset (default classic)"))
    p.add_argument(
        "--deals", type=count_int, default=1000, help=words("duplicate deals to play (default 1000; 0 with --matches)")
    )
    p.add_argument("--matches", type=positive_int, default=None, help=words("also play this many duplicate matches"))
    p.add_argument("--seed", type=_seed, default=None, help=words("master seed (default: a random one, reported)"))
    p.add_argument(
        "--jobs", type=positive_int, default=os.cpu_count() or 1, help=words("worker processes (default: all cores)")
    )
    p.add_argument("--json", action="store_true", help=words("print one JSON object"))
    p.add_argument(
        "--cheat", choices=("a", "b"), default=None, help=words("give this bot the full state (a yardstick)")
    )
    # The subparsers action builds every subcommand's parser from one class; this one alone
    # answers mistakes in one line.
    add_no_discovery(p, words)
    p.__class__ = _OneLineParser
    p.set_defaults(func=cmd_arena)
    return p


SEARCHING = ("hard", "expert")
"""The levels that search sampled deals: the only ones the full state (--cheat) changes."""
MOST = 10_000_000
"""Deals or matches in one run: a hard bot plays about one a second, so more is a mistake
(and the task list alone would not fit in memory)."""


# -------------------------------------------------------------------- workers
def _run_task(task: Task) -> ArenaTotals:
    """One chunk, in a worker (or in this process with --jobs 1)."""
    kind, start, stop, preset_name, spec_a, spec_b, seed, cheat = task
    rules = preset(preset_name)
    make_a = functools.partial(make_bot, spec_a)
    make_b = functools.partial(make_bot, spec_b)
    play = play_deals if kind == "deals" else play_matches
    return play(rules, make_a, make_b, seed, start, stop, cheat, time.perf_counter)


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which stops them: no traceback per worker."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _chunks(kind: str, total: int, jobs: int, cap: int) -> list[tuple[str, int, int]]:
    """About eight chunks per worker, so the bar moves and the cores stay busy at the end."""
    size = max(1, min(cap, math.ceil(total / (jobs * 8))))
    return [(kind, i, min(i + size, total)) for i in range(0, total, size)]


def _results(tasks: list[Task], jobs: int) -> Iterator[tuple[int, ArenaTotals]]:
    """(task index, totals) as chunks finish, in whatever order they finish."""
    if jobs == 1 or len(tasks) == 1:
        for i, task in enumerate(tasks):
            yield i, _run_task(task)
        return
    # spawn, not fork: forking a process that has threads (a test runner, a UI) can hang.
    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(min(jobs, len(tasks)), initializer=_ignore_sigint)
    try:
        indexed = pool.imap_unordered(_indexed_task, list(enumerate(tasks)))
        yield from indexed
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()


def _indexed_task(item: tuple[int, Task]) -> tuple[int, ArenaTotals]:
    return item[0], _run_task(item[1])


class _Progress:
    """A one-line text bar on stderr, redrawn with \\r as chunks finish."""

    def __init__(self, stream: TextIO, deals: int, matches: int) -> None:
        self.stream = stream
        self.total = {"deals": deals, "matches": matches}
        self.done = {"deals": 0, "matches": 0}
        self.start = time.monotonic()

    def update(self, kind: str, count: int) -> None:
        self.done[kind] += count
        # A match is roughly ten hands; weigh it so, to keep the bar roughly even in time.
        weight = {"deals": 1, "matches": 10}
        total = sum(self.total[k] * weight[k] for k in weight)
        frac = sum(self.done[k] * weight[k] for k in weight) / total if total else 1.0
        filled = int(frac * 30)
        text = f"\r[{'#' * filled}{'.' * (30 - filled)}] {frac:4.0%}"
        for k in ("deals", "matches"):
            if self.total[k]:
                text += f"  {k} {self.done[k]}/{self.total[k]}"
        text += f"  {time.monotonic() - self.start:.0f}s"
        self.stream.write(text)
        self.stream.flush()

    def finish(self) -> None:
        self.stream.write("\r\033[K")
        self.stream.flush()


# ------------------------------------------------------------------ reporting
def report(args: argparse.Namespace, totals: ArenaTotals) -> dict[str, Any]:
    """The run as one JSON-ready object; only ``decision_ms`` depends on the machine."""
    hands, matches = totals.hands, totals.matches
    times = totals.times.summary()
    played_matches = args.matches is not None
    return {
        "preset": args.preset,
        "bots": {"a": args.bot_a, "b": args.bot_b},
        "seed": args.seed,
        "cheat": args.cheat,
        "deals": totals.deals,
        "hands": hands.count,
        "a_wins": hands.wins,
        "draws": hands.draws,
        "a_losses": hands.losses,
        # null after a run of matches alone (--deals 0): no hand was played to rate
        "a_deal_win_rate": round(hands.rate, 6) if hands.count else None,
        "ci95": [round(x, 6) for x in hands.ci95] if hands.count else None,
        "a_points_per_deal": round(hands.net_per, 6) if hands.count else None,
        "matches": args.matches,
        "matches_played": matches.count if played_matches else 0,
        "a_match_wins": matches.wins if played_matches else None,
        "a_match_win_rate": round(matches.rate, 6) if played_matches else None,
        "match_ci95": [round(x, 6) for x in matches.ci95] if played_matches else None,
        "decisions": {k: t.count for k, t in times.items()},
        "decision_ms": {k: t.to_json() for k, t in times.items()},
        "cap_reached": {k: _cap_reached(spec, times[k].max) for k, spec in (("a", args.bot_a), ("b", args.bot_b))},
    }


def _cap_reached(spec: str, slowest_ms: float) -> bool:
    """Whether the bot's time cap (``ms``) cut some decision short: then how far it
    searched depended on the machine's speed and load, and a seed's results may differ
    from run to run (``ms=0`` makes them repeatable)."""
    cap = getattr(make_bot(spec), "ms", None)
    return bool(cap) and slowest_ms >= 0.9 * cap


def _print_hands(data: dict[str, Any]) -> None:
    lo, hi = data["ci95"]
    print(f"{data['deals']} duplicate deals, {data['hands']} hands (every deal played from each side)")
    print(
        f"A hand win rate {data['a_deal_win_rate']:.1%} (95% CI {lo:.1%} to {hi:.1%}; "
        f"won {data['a_wins']}, drawn {data['draws']}, lost {data['a_losses']}; a draw counts half)"
    )
    if preset(data["preset"]).active_players == 3:
        print(
            "  (A plays against two copies of B, and a hand either B wins is lost for A: "
            "two equal bots leave A well under 50%, but even on net game points)"
        )
    print(f"A net game points per hand {data['a_points_per_deal']:+.3f}")


def _print_text(data: dict[str, Any], elapsed: float) -> None:
    a, b = data["bots"]["a"], data["bots"]["b"]
    cheat = f", bot {data['cheat'].upper()} sees all cards" if data["cheat"] else ""
    print(f"arena: A = {a} vs B = {b}, preset {data['preset']}, seed {data['seed']}{cheat}")
    if data["hands"]:
        _print_hands(data)
    if data["matches"] is not None:
        mlo, mhi = data["match_ci95"]
        print(
            f"A match win rate {data['a_match_win_rate']:.1%} (95% CI {mlo:.1%} to {mhi:.1%}; "
            f"won {data['a_match_wins']} of {data['matches_played']} matches, "
            f"{data['matches']} played from each side)"
        )
    print("decision time (ms)      mean     median        p99        max  decisions")
    for key, spec in (("a", a), ("b", b)):
        t = data["decision_ms"][key]
        times = f"{t['mean']:8.3f} {t['median']:10.3f} {t['p99']:10.3f} {t['max']:10.3f}"
        print(f"  {f'{key.upper()} {spec}':20} {times}  {data['decisions'][key]:9}")  # a long spec whole
    for key in ("a", "b"):
        if data["cap_reached"][key]:
            print(
                f"note: {key.upper()}'s time cap cut some decisions short, so its results depend on this "
                f"machine's speed and load; ms=0 in its spec makes a seed's results repeatable"
            )
    print(f"elapsed {elapsed:.1f} s")


# ------------------------------------------------------------------- command
def cmd_arena(args: argparse.Namespace) -> int:
    for spec in (args.bot_a, args.bot_b):
        try:
            make_bot(spec)
        except (ValueError, ImportError) as e:  # BotSpecError is a ValueError; a level not built yet
            print(f"{PROG}: cannot use bot {spec!r}: {e}", file=sys.stderr)
            return 2
    if args.cheat is not None:
        spec = args.bot_a if args.cheat == "a" else args.bot_b
        if spec.partition(":")[0] not in SEARCHING:
            print(
                f"{PROG}: --cheat {args.cheat}: bot {spec!r} would play the same (only "
                f"{' and '.join(SEARCHING)} search the deals, which the full state fixes)",
                file=sys.stderr,
            )
            return 2
    if args.deals == 0 and not args.matches:
        print(f"{PROG}: --deals 0 plays nothing without --matches", file=sys.stderr)
        return 2
    for what, count in (("--deals", args.deals), ("--matches", args.matches or 0)):
        if count > MOST:
            print(f"{PROG}: {what} {count} is more than this arena plays in one run ({MOST:,})", file=sys.stderr)
            return 2
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(1 << 32)
    jobs = args.jobs
    # A searching bot takes seconds a deal: small chunks, so that the bar moves.
    searching = any(spec.partition(":")[0] in SEARCHING for spec in (args.bot_a, args.bot_b))
    chunks = _chunks("deals", args.deals, jobs, cap=2 if searching else 64)
    if args.matches:
        chunks += _chunks("matches", args.matches, jobs, cap=1 if searching else 4)
    tasks: list[Task] = [
        (kind, lo, hi, args.preset, args.bot_a, args.bot_b, args.seed, args.cheat) for kind, lo, hi in chunks
    ]
    progress = _Progress(sys.stderr, args.deals, args.matches or 0) if sys.stderr.isatty() and not args.json else None
    if progress:
        progress.update("deals", 0)  # drawn at once, not when the first chunk is done
    started = time.perf_counter()
    parts: dict[int, ArenaTotals] = {}
    try:
        for i, part in _results(tasks, jobs):
            parts[i] = part
            if progress:
                kind, lo, hi = chunks[i]
                progress.update(kind, hi - lo)
    except BotError as e:
        if progress:
            progress.finish()
            progress = None
        print(f"{PROG}: {e}", file=sys.stderr)
        return 1
    finally:
        if progress:
            progress.finish()
    totals = ArenaTotals()
    for i in sorted(parts):
        totals.merge(parts[i])
    data = report(args, totals)
    if args.json:
        print(json.dumps(data))
    else:
        _print_text(data, time.perf_counter() - started)
    return 0
