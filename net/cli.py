"""``sixtysix serve`` and ``sixtysix bot``: headless LAN commands.  ``tui/cli.py`` adds them to
its parser with ``add_parsers``; nothing here imports the app.  ``serve`` advertises its
tables and ``bot --join auto`` looks for one, unless ``--no-discovery`` or
``SIXTYSIX_DISCOVERY=off`` says no."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import secrets
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.bots import BotSpecError, make_bot
from engine.rules import PRESETS, preset

from .args import add_no_discovery, positive_int
from .client import JoinRefused
from .discovery import Advertiser, LiveAdvert, TableAd, discovery_enabled, find_table, local_address
from .host import Host, HostConfig
from .table import SeatConfig, Table

DEFAULT_PORT = 46666
FIND_TIMEOUT = 10.0  # seconds ``bot --join auto`` looks for a table


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"must be a port from 0 to 65535, not {text!r}")
    return value


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` or ``[V6]:PORT``; ``ValueError`` with one sentence otherwise."""
    host, sep, port = text.rpartition(":")
    if not sep or not host:
        raise ValueError(f"{text!r} is not HOST:PORT")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    try:
        number = int(port)
    except ValueError:
        number = -1
    if not 1 <= number <= 65535:
        raise ValueError(f"{port!r} is not a port number")
    return host, number


def add_parsers(
    sub: Any, words: Callable[[str], str] = str, bot_name: Callable[[str], str] = lambda level: f"bot ({level})"
) -> None:
    """``serve`` and ``bot``; ``words`` puts their help in the reader's language (``net``
    has no catalogs of its own: the app passes its translation), and ``bot_name`` names a
    ``bot`` not given ``--name``, from its level (the app: in its user's language)."""
    s = sub.add_parser("serve", help=words("host LAN tables without the app (bots and remote players)"))
    s.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        help=words("TCP port (default {port}; 0: any)").replace("{port}", str(DEFAULT_PORT)),
    )
    s.add_argument("--bind", default="127.0.0.1", help=words("address to listen on (default 127.0.0.1)"))
    s.add_argument("--preset", default="classic", choices=list(PRESETS))
    s.add_argument(
        "--seats", type=positive_int, default=None, help=words("seats open to network players (default: all)")
    )
    s.add_argument(
        "--bots", default="medium", help=words("level of the host's bots in the other seats (default medium)")
    )
    s.add_argument("--matches", type=positive_int, default=None, help=words("exit after N matches in all"))
    s.add_argument("--tables", type=positive_int, default=1, help=words("how many tables to host (default 1)"))
    s.add_argument("--code", default=None, help=words("the join code (one table; default: random)"))
    s.add_argument("--save-dir", type=Path, default=None, help=words("autosave the tables here after every action"))
    s.add_argument("--resume", action="store_true", help=words("resume the tables saved in --save-dir"))
    s.add_argument(
        "--replace-after", type=float, default=None, help=words("a bot plays for a player away this long (s)")
    )
    s.add_argument("--json", action="store_true", help=words("print each match result as one JSON line"))
    add_no_discovery(s, words)
    s.set_defaults(func=cmd_serve)
    b = sub.add_parser("bot", help=words("a computer player that joins a LAN table"))
    b.add_argument(
        "--join", required=True, metavar="HOST:PORT|auto", help=words("the host's address, or auto: find one")
    )
    b.add_argument("--code", required=True, help=words("the table's join code"))
    b.add_argument("--level", default="medium", help=words("random easy medium hard expert (default medium)"))
    b.add_argument("--name", default="", help=words("the name shown at the table"))
    b.add_argument("--matches", type=positive_int, default=None, help=words("leave after N matches"))
    b.add_argument("--json", action="store_true", help=words("print what it did as one JSON line at the end"))
    add_no_discovery(b, words)
    b.set_defaults(func=cmd_bot, default_name=bot_name)


def _fail(prog: str, message: str) -> int:
    print(f"sixtysix {prog}: {message}", file=sys.stderr)
    return 2


# ---------------------------------------------------------------------- serve
def cmd_serve(args: argparse.Namespace) -> int:
    rules = preset(args.preset)
    n = rules.players
    network = n if args.seats is None else args.seats
    if network > n:
        return _fail("serve", f"preset {args.preset} has {n} seats, not {network}")
    try:
        make_bot(args.bots)
    except BotSpecError as e:
        return _fail("serve", str(e))
    if args.resume and args.save_dir is None:
        return _fail("serve", "--resume needs --save-dir")
    if args.code is not None and args.tables > 1:
        return _fail("serve", "--code names one table's code: use it with --tables 1")
    seats = [SeatConfig("remote") for _ in range(network)]
    seats += [SeatConfig("bot", level=args.bots) for _ in range(n - network)]
    config = HostConfig(
        host=args.bind, port=args.port, save_dir=args.save_dir, replace_after=args.replace_after, substitute=args.bots
    )
    try:
        return asyncio.run(_serve(args, config, seats))
    except OSError as e:
        return _fail("serve", f"cannot listen on {args.bind}:{args.port}: {e.strerror or e}")
    except ValueError as e:
        return _fail("serve", str(e))


async def _serve(args: argparse.Namespace, config: HostConfig, seats: list[SeatConfig]) -> int:
    host = Host(config)
    adverts: dict[int, LiveAdvert] = {}  # by table id
    done = asyncio.Event()
    finished = 0
    started = args.tables  # every table's first match; more only while N matches are not all begun

    def on_match_over(table: Any, result: dict[str, Any]) -> None:
        nonlocal finished, started
        finished += 1
        if args.json:
            print(json.dumps(result), flush=True)
        else:
            score = "-".join(map(str, result["score"]))
            print(
                f"table {result['table']} match {result['match']}: {score}, winner seat {result['winner']}", flush=True
            )
        if args.matches is not None and finished >= args.matches:
            done.set()
        elif args.matches is None or started < args.matches:
            # With --matches N every table plays its first match before any table plays a
            # second, so a table whose players are still arriving is not left out.
            started += 1
            host.new_match(table)

    host.on_match_over = on_match_over
    await host.start()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, done.set)
    try:
        try:
            tables = host.resume() if args.resume else []
        except OSError as e:  # not the listening socket's: the saves' folder or a file in it
            return _fail("serve", f"cannot read the saved tables in {config.save_dir}: {e.strerror or e}")
        if not tables:
            rules = preset(args.preset)
            tables = [host.add_table(rules, seats, code=args.code) for _ in range(args.tables)]
        if discovery_enabled(getattr(args, "no_discovery", False)):
            await _advertise(host, adverts, tables, args.preset, config.host, host.port)
        for t in tables:
            where = f"{config.host}:{host.port}"
            print(f"sixtysix serve: table {t.id} on {where}, join code {t.code}", file=sys.stderr, flush=True)
            if t.phase == "over":  # resumed after its match ended: play another
                host.new_match(t)
        await done.wait()
    finally:
        for advert in adverts.values():
            await advert.close()
        await host.close()
    return 0


async def _advertise(
    host: Host, adverts: dict[int, LiveAdvert], tables: list[Table], preset_name: str, bind: str, port: int
) -> None:
    """One advert per table, its open seats kept up to date (a table that cannot be
    advertised still works by address)."""
    address = local_address(bind)
    for t in tables:
        adv = Advertiser()
        ad = TableAd(t.title, secrets.token_hex(4), preset_name, len(t.open_seats()), port)
        try:
            await adv.start(ad, address)
        except OSError as e:
            print(f"sixtysix serve: table {t.id} is not advertised: {e}", file=sys.stderr, flush=True)
            continue
        adverts[t.id] = LiveAdvert(adv, ad)

    def follow(table: Table, free: int) -> None:
        if table.id in adverts:
            adverts[table.id].follow(free)

    host.on_open_seats = follow


# ------------------------------------------------------------------------ bot
def cmd_bot(args: argparse.Namespace) -> int:
    try:
        make_bot(args.level)
        if args.join == "auto":
            if not discovery_enabled(getattr(args, "no_discovery", False)):
                return _fail(
                    "bot", "finding tables is switched off (--no-discovery or SIXTYSIX_DISCOVERY=off): give HOST:PORT"
                )
            ad = asyncio.run(find_table(FIND_TIMEOUT))
            if ad is None:
                return _fail("bot", f"no table with a free seat answered within {FIND_TIMEOUT:.0f} s")
            address = (ad.address, ad.port)
        else:
            address = parse_address(args.join)
    except (ValueError, BotSpecError) as e:
        return _fail("bot", str(e))
    try:
        return asyncio.run(_bot(args, *address))
    except JoinRefused as e:
        return _fail("bot", f"the host refused to seat this bot: {e}")
    except (OSError, TimeoutError) as e:
        return _fail("bot", f"cannot reach {args.join}: {getattr(e, 'strerror', None) or e or 'timed out'}")


async def _bot(args: argparse.Namespace, host: str, port: int) -> int:
    from .botclient import play_bot
    from .client import Client

    client = Client(host, port, args.code, args.name or args.default_name(args.level))
    await client.connect()
    try:
        stats = await play_bot(client, args.level, matches=args.matches)
    finally:
        await client.close()
    if args.json:
        print(json.dumps({"actions": stats.actions, "matches": stats.matches, "fair_bad": stats.fair_bad}))
    for bad in stats.fair_bad:
        print(f"sixtysix bot: a deal failed its fairness check: {bad}", file=sys.stderr)
    return 1 if stats.fair_bad else 0
