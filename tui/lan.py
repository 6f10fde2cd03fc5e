"""The app's side of LAN play: hosting a table in the app's own event loop (with its
advert, when discovery is on) and joining one.  Screens call these; nothing here
draws anything."""

from __future__ import annotations

import json
import os
from collections.abc import Awaitable
from dataclasses import dataclass
from pathlib import Path

from engine.rules import Rules
from net.cli import DEFAULT_PORT
from net.client import UNREACHABLE, Client, JoinRefused
from net.discovery import Advertiser, LiveAdvert, TableAd, local_address
from net.host import Host, HostConfig, LocalPlayer
from net.table import SeatConfig, Table

from .archive import Player
from .file_lock import FileLock
from .i18n import _
from .kept_seats import forget_seat, keep_seat, kept_token
from .names import is_default_name
from .paths import lan_save_dir, set_aside
from .saves import os_reason
from .session import SeatSpec

REPLACE_AFTER = 60.0  # seconds before a computer player takes a dropped player's seat


def bind_address() -> str:
    """Where a hosted table listens: every interface, unless SIXTYSIX_LAN_BIND says otherwise
    (the tests bind 127.0.0.1)."""
    return os.environ.get("SIXTYSIX_LAN_BIND", "0.0.0.0")


def lan_address() -> str:
    return local_address(bind_address())


class TableBusy(Exception):
    """Another sixtysix window hosts this machine's LAN table; the message says so."""


def host_lock() -> FileLock:
    """Held while this app hosts the machine's LAN table.  A second window that resumed the
    table while the first still played it would have listened on another port with the same
    code, and closing it would have deleted the save of the table still in play.  Beside the
    save's folder, not in it: a damaged save's folder is moved aside whole."""
    return FileLock(lambda: lan_save_dir().with_name("lan.lock"), _busy)


def _busy() -> str:
    return _(
        "Another sixtysix window is hosting this machine's LAN table: "
        "play it there, or close it there first, then try again."
    )


def hosted_elsewhere() -> str | None:
    """The refusal where another window hosts this machine's table, None otherwise: said
    before the question whether to replace that table, which could not be answered yes."""
    lock = host_lock()
    refused = lock.take()
    lock.release()
    return refused


def _locked() -> FileLock:
    """The host lock, taken; ``TableBusy`` if another window holds it."""
    lock = host_lock()
    refused = lock.take()
    if refused is not None:
        raise TableBusy(refused)
    return lock


@dataclass
class HostedTable:
    """A table this app hosts: the server, the table, the host's own seat, the advert."""

    host: Host
    table: Table
    player: LocalPlayer
    address: str
    advert: LiveAdvert | None = None  # None: not listed on the LAN (off, or it failed)
    lock: FileLock | None = None

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def code(self) -> str:
        return self.table.code

    def open_seats(self) -> list[int]:
        """The seats a LAN player joining with the code takes (one given up mid-match too)."""
        return self.table.open_seats()

    def seat_bot(self, seat: int, level: str = "medium") -> None:
        self.table.seat_bot(seat, level)  # unnamed: each app names it in its own language
        self.host.flush(self.table)

    async def close(self, forget: bool = True) -> None:
        """Close the table; ``forget`` also drops its save (a table ended on purpose is
        not resumed; after a crash the save stays for ``sixtysix host --resume``)."""
        if self.advert is not None:
            await self.advert.close()
            self.advert = None
        await self.host.close()
        if forget:
            forget_hosted()
        if self.lock is not None:
            self.lock.release()


def forget_hosted() -> None:
    for path in lan_save_dir().glob("*.json"):
        path.unlink(missing_ok=True)


async def _listen(port: int, replace_after: float) -> Host:
    """A started server on ``port`` (or, if that one is taken, any free port)."""
    for try_port in dict.fromkeys((port, 0)):
        host = Host(
            HostConfig(host=bind_address(), port=try_port, replace_after=replace_after, save_dir=lan_save_dir())
        )
        try:
            await host.start()
            return host
        except OSError:
            if try_port == 0:
                raise
    raise AssertionError("unreachable")


async def _advertised(hosted: HostedTable, preset_name: str, advertise: bool) -> HostedTable:
    if advertise:
        ad = TableAd(hosted.table.title, os.urandom(4).hex(), preset_name, len(hosted.open_seats()), hosted.port)
        advertiser = Advertiser()
        try:
            await advertiser.start(ad, hosted.address)
        except OSError:
            return hosted  # the table still works by address and code
        advert = hosted.advert = LiveAdvert(advertiser, ad)
        hosted.host.on_open_seats = lambda _table, free: advert.follow(free)
    return hosted


class ResumeProblem(Exception):
    """Why the hosted table cannot be resumed.  ``problem``: ``none`` (no table is saved),
    ``damaged`` (the save is not a table this program can resume; ``kept`` is the folder it
    was moved to, so the lobby stops offering it and nothing is lost), ``unreadable`` (the
    system would not read it), ``listen`` (no port to listen on) or ``busy`` (another window
    hosts it).  ``error`` is the detail, in the save check's or the system's words (``busy``:
    the whole sentence for the player)."""

    def __init__(self, problem: str, error: str = "", kept: Path | None = None) -> None:
        super().__init__(f"{problem}: {error}" if error else problem)
        self.problem, self.error, self.kept = problem, error, kept


_DAMAGED = (ValueError, KeyError, TypeError, RecursionError)  # what a bad save raises when read


async def resume_hosted(advertise: bool) -> HostedTable:
    """The table this app hosted before it stopped, on the same port, so its players
    come back by themselves.  ``ResumeProblem`` if it cannot be resumed (``busy``: another
    window hosts it)."""
    try:
        lock = _locked()
    except TableBusy as e:
        raise ResumeProblem("busy", str(e)) from None
    return await _holding(lock, _resumed(advertise))


async def _holding(lock: FileLock, making: Awaitable[HostedTable]) -> HostedTable:
    """The table ``making`` opens, holding ``lock``; the lock let go if it does not open."""
    try:
        hosted = await making
    except BaseException:
        lock.release()
        raise
    hosted.lock = lock
    return hosted


async def _resumed(advertise: bool) -> HostedTable:
    try:
        meta = json.loads((lan_save_dir() / "host.json").read_text(encoding="utf-8"))
        port, preset_name = int(meta["port"]), str(meta["preset"])
    except FileNotFoundError:
        raise ResumeProblem("none") from None
    except OSError as e:
        raise ResumeProblem("unreadable", os_reason(e)) from None
    except _DAMAGED as e:
        raise _damaged(e) from None
    try:
        host = await _listen(port, REPLACE_AFTER)
    except OSError as e:
        raise ResumeProblem("listen", os_reason(e)) from None
    try:
        tables = host.resume()
    except OSError as e:
        await host.close()
        raise ResumeProblem("unreadable", os_reason(e)) from None
    except _DAMAGED as e:
        await host.close()
        raise _damaged(e) from None
    if not tables:  # it stopped before the table was first saved: nothing to come back to
        await host.close()
        forget_hosted()
        raise ResumeProblem("none")
    table = tables[0]
    player = host.local_player(table, 0, confirms=True)
    if table.phase == "over":  # it stopped after a match: the next one, as "Another match" would
        host.new_match(table)
    return await _advertised(HostedTable(host, table, player, lan_address()), preset_name, advertise)


def _damaged(e: BaseException) -> ResumeProblem:
    """The save's folder moved aside whole (``lan.unreadable-<time>``), so that it is kept
    for whoever wants to look, and a new table does not delete it."""
    try:
        kept: Path | None = set_aside(lan_save_dir(), "unreadable")
    except OSError:
        kept = None
    return ResumeProblem("damaged", str(e) or type(e).__name__, kept)


async def host_table(
    rules: Rules, seats: list[SeatSpec], preset_name: str, title: str, advertise: bool, port: int | None = None
) -> HostedTable:
    """Start a server and a table where seat 0 is this app's player, on ``port`` (None:
    ``DEFAULT_PORT``, read now).  ``port`` 0 (or a taken port) falls back to any free one.
    Raises OSError when it cannot listen, ``TableBusy`` when another window hosts a table
    (the new one would delete its save)."""
    return await _holding(_locked(), _new_table(rules, seats, preset_name, title, advertise, port))


async def _new_table(
    rules: Rules, seats: list[SeatSpec], preset_name: str, title: str, advertise: bool, port: int | None
) -> HostedTable:
    port = DEFAULT_PORT if port is None else port
    kinds = ["local" if i == 0 else ("remote" if s.kind == "remote" else "bot") for i, s in enumerate(seats)]
    # A seat left with a default name (in any of our languages: a form may keep one from an
    # earlier game) goes out unnamed ("Player 1", "hard 3"), so that each app at the table, this
    # one too, calls it in its own player's language (``shown_name``).
    configs = [
        SeatConfig(kind, "" if is_default_name(s.name, i, kind != "bot") else s.name, s.level or "medium")
        for i, (kind, s) in enumerate(zip(kinds, seats, strict=True))
    ]
    forget_hosted()  # a new table replaces the one hosted before
    host = await _listen(port, REPLACE_AFTER)
    table = host.add_table(rules, configs, title=title)
    player = host.local_player(table, 0, confirms=True)
    meta = {"port": host.port, "preset": preset_name}
    (lan_save_dir() / "host.json").write_text(json.dumps(meta), encoding="utf-8")
    return await _advertised(HostedTable(host, table, player, lan_address()), preset_name, advertise)


def kept_players(names: list[str], kinds: list[str], me: int, levels: list[str | None]) -> list[Player]:
    """Who sat at a LAN table, as a kept match says it (``archive.py``), seen from seat
    ``me``: its player is the person here, the others LAN players or computers, with
    their levels (a joined seat learns them from the seat maps of protocol version 2;
    a host of version 1 does not say, None)."""
    return [
        Player(
            name,
            "human" if i == me else "bot" if kind == "bot" else "remote",
            (levels[i] or "") if kind == "bot" else "",
        )
        for i, (name, kind) in enumerate(zip(names, kinds, strict=True))
    ]


async def join_table(address: str, port: int, code: str, name: str) -> Client:
    """Connect and take a seat, the one this machine held at that table if it still does
    (see ``kept_seats``); raises JoinRefused (wrong code, full) or OSError."""
    token = kept_token(address, port, code)
    try:
        client = await _joined(address, port, code, name, token)
    except JoinRefused as e:
        if token is None or e.code != "bad_token":
            raise
        forget_seat(address, port, code)  # the table no longer knows that seat: a new one
        client = await _joined(address, port, code, name, None)
    if client.token:
        keep_seat(address, port, code, client.token)
    return client


async def _joined(address: str, port: int, code: str, name: str, token: str | None) -> Client:
    client = Client(address, port, code=code, name=name, token=token, reconnect_for=REPLACE_AFTER, confirms=True)
    await client.connect()
    return client


async def leave_table(client: Client) -> None:
    """Leave the table: the seat is given up, unless the host went away without closing
    the table (a crash): resumed, it takes the player back by the kept token."""
    give_up = client.feed.closed != UNREACHABLE
    if give_up:
        forget_seat(client.host, client.port, client.code)
    await client.close(give_up=give_up)
