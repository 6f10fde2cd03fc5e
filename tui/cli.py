"""The ``sixtysix`` command line: subcommands over the engine (and later the app)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine import PRESETS, RecordError, ReplayOutcome, replay
from engine.replay import MatchOutcome

from . import arena


def discovery_enabled(args: argparse.Namespace) -> bool:
    """LAN discovery runs only if neither --no-discovery nor SIXTYSIX_DISCOVERY=off says no."""
    return not args.no_discovery and os.environ.get("SIXTYSIX_DISCOVERY", "on").lower() != "off"


def _read_json(path: str) -> Any:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a UTF-8 text file") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise RecordError(f"{path} is nested too deeply to be a record") from None
    except json.JSONDecodeError as e:
        raise RecordError(f"{path} is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None


def _describe(outcome: ReplayOutcome) -> str:
    data = outcome.to_json()
    points = "-".join(str(p) for p in data["points"])
    if data["reason"] == "unfinished":
        return f"unfinished after {data['actions']} actions; points {points}"
    if data["winner"] is None:
        return f"draw ({data['reason']}); points {points}; {data['actions']} actions"
    return (
        f"seat {data['winner']} wins {data['game_points']} game point"
        f"{'s' if data['game_points'] != 1 else ''} ({data['reason']}); points {points}; "
        f"{data['actions']} actions"
    )


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        outcome = replay(_read_json(args.file))
    except RecordError as e:
        if args.json:
            print(json.dumps({"error": str(e), "index": e.index}))
        else:
            print(f"sixtysix replay: {e}", file=sys.stderr)
        return 2
    if isinstance(outcome, MatchOutcome):
        if args.json:
            print(json.dumps(outcome.to_json()))
        else:
            for i, o in enumerate(outcome.hands):
                print(f"hand {i}: {_describe(o)}")
            won = "" if outcome.winner is None else f"; seat {outcome.winner} won the match"
            print(f"score {'-'.join(map(str, outcome.score))}{won}")
        return 0
    print(json.dumps(outcome.to_json()) if args.json else _describe(outcome))
    return 0


def cmd_presets(args: argparse.Namespace) -> int:
    for name, rules in PRESETS.items():
        print(f"{name:13} {rules.players} players")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from engine.bots import BotSpecError, make_bot

    from .textplay import play_text

    try:
        make_bot(args.bot)
    except BotSpecError as e:
        print(f"sixtysix play: {e}", file=sys.stderr)
        return 2
    return play_text(args.preset, args.seed, args.bot)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sixtysix", description="Sixty-Six (Шестьдесят шесть) in the terminal.")
    parser.add_argument(
        "--no-discovery",
        action="store_true",
        help="never look for or announce LAN tables (same as SIXTYSIX_DISCOVERY=off)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("play", help="play a game in the terminal")
    p.add_argument("--preset", default="classic", choices=list(PRESETS))
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--bot", default="medium", help="the computer players' level: random, easy, medium, hard, expert")
    p.set_defaults(func=cmd_play)
    r = sub.add_parser("replay", help="replay a hand or match record and print the outcome")
    r.add_argument("file")
    r.add_argument("--json", action="store_true", help="print one JSON object")
    r.set_defaults(func=cmd_replay)
    s = sub.add_parser("presets", help="list the rule presets")
    s.set_defaults(func=cmd_presets)
    arena.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args([*(argv or sys.argv[1:]), "play"])
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
