"""The ``sixtysix`` command line: subcommands over the engine (and later the app)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import PRESETS, RecordError, ReplayOutcome
from engine.replay import MatchOutcome, replay
from net import cli as net_cli
from net.args import add_no_discovery

from . import arena

if TYPE_CHECKING:
    from .settings import Settings


def _read_json(path: str) -> Any:
    from .saves import MAX_SAVE_BYTES, TooLarge, read_bounded

    try:
        text = read_bounded(Path(path)).decode("utf-8")
    except TooLarge:
        raise RecordError(f"{path} is too large to be a record (more than {MAX_SAVE_BYTES // 2**20} MB)") from None
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
    except ValueError:  # a number of thousands of digits: Python refuses to read it
        raise RecordError(f"{path} holds a number far too long to be part of a record") from None


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
    """The presets by the names the options take, each with its players and title in the
    player's language."""
    from .i18n import _n
    from .i18n.terms import preset_title

    for name, rules in PRESETS.items():
        players = _n("{n} player", "{n} players", rules.players)
        print(f"{name:13} {players:11} {preset_title(name)}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """``sixtysix play``, in the language ``_speak`` set (the default names too)."""
    from .settings import load_settings

    settings = load_settings()
    if args.resume:
        return _resume(args, settings)
    if args.text and args.hotseat is not None:
        from .i18n import _

        print("sixtysix play: " + _("--text is a game against the computer, not --hotseat."), file=sys.stderr)
        return 2
    try:
        start = table_start(args)
    except ValueError as e:
        print(f"sixtysix play: {e}", file=sys.stderr)
        return 2
    if args.text:
        from .textplay import new_text_game

        return new_text_game(start, settings)
    return run_app(args, start)


_NEW_MATCH_OPTIONS = ("hotseat", "vs", "preset", "set", "seed", "names")


def _resume(args: argparse.Namespace, settings: Settings) -> int:
    """``play --resume [--text]``: the saved match, in the app or in plain text."""
    given = [f"--{name}" for name in _NEW_MATCH_OPTIONS if getattr(args, name) is not None]
    if given:
        from .i18n import _

        without = ", ".join(given)
        print(
            "sixtysix play: "
            + _("--resume goes on with the saved match as it is, without {options}.", options=without),
            file=sys.stderr,
        )
        return 2
    if args.text:
        from .textplay import resume_text_game

        return resume_text_game(settings)
    from .i18n import _
    from .saves import has_save

    if not has_save():
        print(_("There is no saved match to resume."))
        return 1
    return run_app(args, resume=True)


def _preset_for(args: argparse.Namespace) -> str:
    """Without ``--preset``, the rules for as many players as asked: ``--hotseat 3`` or
    ``--vs easy,medium`` is a three-player game (it had been refused as classic's two)."""
    count = args.hotseat if args.hotseat is not None else 1 + len(_levels(args))
    return {3: "three", 4: "four"}.get(count, "classic")


def _levels(args: argparse.Namespace) -> list[str]:
    """The computer levels ``--vs`` (or the hidden ``--bot``) names, in seat order."""
    return [v.strip() for v in (args.vs or args.bot).split(",") if v.strip()]


def table_start(args: argparse.Namespace) -> Any:
    """The ``StartSpec`` for ``play --hotseat N | --vs LEVELS``; ValueError with one sentence."""
    from engine.rules import RulesError, make_rules, switches_from

    from .app import StartSpec
    from .i18n import _, _n
    from .rules_problems import rules_problem
    from .session import SeatSpec

    preset = args.preset or _preset_for(args)
    try:
        rules = make_rules(PRESETS[preset], switches_from(args.set or ()))
    except RulesError as e:  # in the player's words, as the new-game form says it
        raise ValueError(f"--set: {rules_problem(e)}") from None
    n = rules.players
    if args.hotseat is not None:
        if args.hotseat != n:
            wrong = _n(
                "The {preset} rules are for {n} player, not --hotseat {given}.",
                "The {preset} rules are for {n} players, not --hotseat {given}.",
                n,
                preset=preset,
                given=args.hotseat,
            )
            if args.hotseat < n:  # fewer people than seats: the others could be the computer
                wrong += " " + _(
                    "To seat people and the computer at one table, choose each seat in the app's New game form."
                )
            raise ValueError(wrong)
        kinds = ["human"] * n
    else:
        levels = _levels(args)
        if len(levels) == 1:
            levels *= n - 1
        if len(levels) != n - 1:
            if n == 2:
                wrong = _("The {preset} rules have one other seat: --vs takes one level.", preset=preset)
            else:  # two or three others: one plural form in every language here
                wrong = _(
                    "--vs takes one level, or {n} levels, one a seat, for the {preset} rules.", n=n - 1, preset=preset
                )
            raise ValueError(wrong)
        for level in levels:
            _check_level(level)
        kinds = ["human", *levels]
    from .names import MAX_NAME, default_name, printable, repeated_name

    names = [printable(x) for x in args.names.split(",")] if args.names else []
    long = next((x for x in names if len(x) > MAX_NAME), None)
    if long is not None:  # cut, it had read «Володимир Петренко-Шевчу» at the table
        raise ValueError(_("A name may be {n} characters long at most: {name}", n=MAX_NAME, name=long))
    if len(names) > n:
        raise ValueError(
            _n(
                "The {preset} rules are for {n} player, and --names gives {given}.",
                "The {preset} rules are for {n} players, and --names gives {given}.",
                n,
                preset=preset,
                given=len(names),
            )
        )
    seats = []
    for i, kind in enumerate(kinds):
        name = names[i] if i < len(names) and names[i] else default_name(i, kind == "human")
        seats.append(SeatSpec(name, "human" if kind == "human" else "bot", "" if kind == "human" else kind))
    twice = repeated_name([s.name for s in seats])
    if twice is not None:
        raise ValueError(_("Two seats are called {name}: give each a name of its own.", name=twice))
    return StartSpec(rules, tuple(seats), preset, args.seed)


def _check_level(spec: str) -> None:
    """ValueError for a computer level ``make_bot`` refuses; an unknown level in the
    player's words (its parameters are for people who read the code, and stay English)."""
    from engine.bots import make_bot
    from engine.bots.base import BOT_LEVELS, BotSpecError

    from .i18n import _

    try:
        make_bot(spec)
    except BotSpecError:  # a ValueError, which the caller says as it is
        level = spec.partition(":")[0]
        if level in BOT_LEVELS:
            raise
        levels = ", ".join(BOT_LEVELS)
        raise ValueError(
            _("There is no computer level {level}; the levels are: {levels}.", level=level, levels=levels)
        ) from None


def run_app(args: argparse.Namespace, start: Any = None, lan: str | None = None, resume: bool = False) -> int:
    from dataclasses import replace

    from .app import SixtySixApp
    from .settings import read_settings

    settings, notice = read_settings()
    if getattr(args, "lang", None):
        settings = replace(settings, language=args.lang)
    app = SixtySixApp(
        settings=settings, start=start, no_discovery=args.no_discovery, lan=lan, notice=notice, resume=resume
    )
    app.run()
    return 0


def cmd_app(args: argparse.Namespace) -> int:
    return run_app(args)


def cmd_host(args: argparse.Namespace) -> int:
    """``sixtysix host [--resume]``: the app, straight to hosting a LAN table (or to the one
    it hosted before a crash or restart, on the same port, so its players come back)."""
    if args.bind:
        # The app's tables listen where SIXTYSIX_LAN_BIND says (tui/lan.py); the option is
        # that variable for this run, so a resumed table listens there too.
        os.environ["SIXTYSIX_LAN_BIND"] = args.bind
    return run_app(args, lan="resume" if args.resume else "host")


def build_parser() -> argparse.ArgumentParser:
    """The command line, its help in the current language (``_speak``): the commands a
    player uses in full, the tools' one line each."""
    from .i18n import _

    parser = argparse.ArgumentParser(prog="sixtysix", description=_("Sixty-Six (Шестьдесят шесть) in the terminal."))
    parser.add_argument(
        "--no-discovery",
        action="store_true",
        help=_("never look for or announce LAN tables (same as SIXTYSIX_DISCOVERY=off)"),
    )
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))
    languages = ("ru", "uk", "en")
    lang_help = _("language (default: the one chosen in Settings, at first the system's)")
    parser.add_argument("--lang", choices=languages, default=None, help=lang_help)
    parser.set_defaults(func=cmd_app)
    p = sub.add_parser("play", help=_("start a game straight at the table (the lobby is `sixtysix` alone)"))
    who = p.add_mutually_exclusive_group()
    who.add_argument("--hotseat", type=_whole_number, metavar="N", help=_("N people at this terminal, taking turns"))
    who.add_argument(
        "--vs", metavar="LEVEL[,LEVEL..]", help=_("you against the computer (random easy medium hard expert)")
    )
    p.add_argument("--preset", default=None, choices=list(PRESETS), help=_("the rules (default: classic)"))
    p.add_argument("--set", action="append", metavar="SWITCH=VALUE", help=_("override a rule switch (repeatable)"))
    p.add_argument(
        "--seed", type=_whole_number, default=None, help=_("deal from this seed (the same seed, the same deals)")
    )
    p.add_argument("--names", metavar="A,B,..", help=_("player names, seat by seat"))
    p.add_argument("--lang", choices=languages, default=argparse.SUPPRESS, help=lang_help)
    p.add_argument("--bot", default="medium", help=argparse.SUPPRESS)
    p.add_argument("--text", action="store_true", help=_("a plain-text game against the computer, without the app"))
    p.add_argument(
        "--resume", action="store_true", help=_("continue the saved match (the app's or the plain-text game's)")
    )
    add_no_discovery(p, _)
    p.set_defaults(func=cmd_play)
    h = sub.add_parser("host", help=_("host a LAN table in the app (--resume: the one hosted before)"))
    h.add_argument("--resume", action="store_true", help=_("resume the table this machine hosted before"))
    h.add_argument("--lang", choices=languages, default=argparse.SUPPRESS, help=lang_help)
    h.add_argument(
        "--bind", metavar="ADDR", default=None, help=_("listen on this address only (default: every interface)")
    )
    add_no_discovery(h, _)
    h.set_defaults(func=cmd_host)
    r = sub.add_parser("replay", help=_("replay a hand or match record and print the outcome"))
    r.add_argument("file", help=_("a hand or match record (.json)"))
    r.add_argument("--json", action="store_true", help=_("print one JSON object"))
    r.add_argument("--lang", choices=languages, default=argparse.SUPPRESS, help=lang_help)  # its help and errors
    add_no_discovery(r, _)
    r.set_defaults(func=cmd_replay)
    s = sub.add_parser("presets", help=_("list the rule presets"))
    s.add_argument("--lang", choices=languages, default=argparse.SUPPRESS, help=lang_help)
    add_no_discovery(s, _)
    s.set_defaults(func=cmd_presets)
    arena.add_parser(sub, _)
    net_cli.add_parsers(sub, _, bot_name=_bot_name)
    return parser


def _bot_name(level: str) -> str:
    """``sixtysix bot`` without ``--name``: «Компьютер (средний)», in the language of whoever
    starts it (the table shows the name as sent: it had read «bot (medium)» in a Russian game)."""
    from .i18n import _
    from .i18n.terms import level_name

    return _("Computer ({level})", level=level_name(level).lower())


def _whole_number(text: str) -> int:
    """An argparse type: a whole number, refused in the player's words (argparse's own
    would name Python's type: "invalid int value")."""
    from .i18n import _

    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("not a whole number: {text}", text=text)) from None


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each command's parser, by its name."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _speak(argv: Sequence[str]) -> None:
    """Set the language of the command's words before its options are read: ``--lang``
    if given, else the settings' (the locale's by default).  Usage lines and errors that
    argparse writes itself follow it too."""
    from .i18n import known, set_language
    from .settings import load_settings

    given = [a.partition("=")[2] for a in argv if a.startswith("--lang=")]
    given += [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--lang"]
    chosen = next((lang for lang in reversed(given) if lang in ("ru", "uk", "en")), None)
    set_language(chosen or load_settings().language)
    # argparse asks gettext for its words at each use, from no catalog of ours; putting
    # ours in its place is the one way to have them in Russian or Ukrainian.
    argparse._ = known  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    _speak(argv)
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        from .i18n import known

        # Said with the command's own usage: argparse gives the whole program's, as if the
        # command were what was wrong.
        commands = _subparsers(parser)
        (commands.get(getattr(args, "command", None)) or parser).error(
            known("unrecognized arguments: %s") % " ".join(extra)
        )
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
