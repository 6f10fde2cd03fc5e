"""The LAN host: an asyncio TCP server over ``Table``s, on loopback unless told otherwise.

Each connection first sends ``hello`` (within ``handshake_timeout``) with a table's
join code, and a token to come back to its seat.  After that every frame is
rate-limited, checked and handed to the table; whatever the table puts in its
outbox goes to the connection (or the in-process ``LocalPlayer``) of that seat.
A bad frame costs its sender the connection, never the host or another seat.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import Rules
from engine.bots import make_bot

from .feed import ActionRefused, SeatFeed
from .frames import FrameError, encode, read_frame
from .messages import (
    CLIENT_TYPES,
    GIVE_UP,
    HOST_TYPES,
    PROTOCOL_VERSION,
    Ack,
    Action,
    Bye,
    Contribute,
    Error,
    Hello,
    Ping,
    Pong,
    ProtocolError,
    State,
    Welcome,
    parse,
)
from .table import Refused, SeatConfig, Table

MAX_WRITE_BUFFER = 1 << 20  # a peer that does not read is cut off past this


@dataclass
class HostConfig:
    host: str = "127.0.0.1"
    port: int = 0  # 0: any free port (see ``Host.port``)
    save_dir: Path | None = None  # autosave every table here after every change
    max_connections: int = 256
    handshake_timeout: float = 5.0
    idle_timeout: float = 90.0  # clients ping every 15 s
    deal_timeout: float = 10.0  # how long a match's first deal waits for the clients' contributions
    ready_timeout: float = 120.0  # how long the next hand waits for players still reading the score
    rate: float = 500.0  # messages per second per connection, on average (bots play fast)
    burst: float = 1000.0
    max_strikes: int = 10  # bad messages tolerated on one connection
    replace_after: float | None = None  # a bot takes over a seat whose player is away this long
    substitute: str = "medium"  # the level of that bot
    bot_delay: float = 0.0  # pause before a bot moves (for people watching)


class LocalPlayer:
    """The host's own player at a seat, in the same process: the same updates a remote
    client gets (``updates`` queue, ``on_update``, ``view``) and ``act``."""

    def __init__(self, host: Host, table: Table, seat: int) -> None:
        self._host = host
        self.table = table
        self.seat = seat
        self.feed = SeatFeed()

    @property
    def updates(self):  # asyncio.Queue[Update]
        return self.feed.updates

    @property
    def view(self):
        return self.feed.view

    def deliver(self, msg: dict[str, Any]) -> None:
        m = parse(msg, HOST_TYPES)
        if isinstance(m, Welcome):
            self.feed.welcome(m)
        elif isinstance(m, State):
            self.feed.state(m)

    def ready(self) -> None:
        """This player has read the last hand's score: the next hand may be dealt."""
        self.table.ready(self.seat)
        self._host.flush(self.table)

    async def act(self, action: str) -> None:
        """Play ``action`` for this seat now; ``ActionRefused`` if the table refuses it."""
        try:
            self.table.act(self.seat, action, at=None)
        except Refused as e:
            raise ActionRefused(e.code, str(e)) from None
        finally:
            self._host.flush(self.table)


class _Conn:
    def __init__(self, host: Host, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.host = host
        self.reader = reader
        self.writer = writer
        self.table: Table | None = None
        self.seat = -1
        self.tokens = host.config.burst
        self.stamp = time.monotonic()
        self.strikes = 0
        self.closed = False
        self.gave_up = False  # the player's bye gave the seat up (``GIVE_UP``)

    def send(self, msg: dict[str, Any]) -> None:
        if self.closed:
            return
        hook = self.host.on_frame
        if hook is not None and self.table is not None:
            hook(self.table.id, self.seat, msg)
        try:
            self.writer.write(encode(msg))
        except (FrameError, RuntimeError, ConnectionError):
            self.abort()
            return
        if self.writer.transport.get_write_buffer_size() > MAX_WRITE_BUFFER:
            self.abort()

    def error(self, code: str, message: str, *, seq: int | None = None, fatal: bool = False) -> None:
        self.send(Error(code=code, message=message[:200], seq=seq, fatal=fatal).to_wire())

    def abort(self) -> None:
        self.closed = True
        self.writer.transport.abort()

    def allow(self) -> bool:
        now = time.monotonic()
        cfg = self.host.config
        self.tokens = min(cfg.burst, self.tokens + (now - self.stamp) * cfg.rate)
        self.stamp = now
        self.tokens -= 1
        return self.tokens >= 0


class Host:
    def __init__(self, config: HostConfig | None = None) -> None:
        self.config = config or HostConfig()
        self.tables: dict[int, Table] = {}
        self.on_frame: Callable[[int, int, dict[str, Any]], object] | None = None  # (table, seat, msg) sent
        self.on_match_over: Callable[[Table, dict[str, Any]], object] | None = None
        # (table, how many seats a player joining with the code may take) when that changes:
        # for the table's advert.  A seat given up mid-match opens again (``Table.vacate``).
        self.on_open_seats: Callable[[Table, int], object] | None = None
        self._open: dict[int, int] = {}
        self._server: asyncio.base_events.Server | None = None
        self._conns: set[_Conn] = set()
        self._seated: dict[tuple[int, int], _Conn] = {}
        self._locals: dict[tuple[int, int], LocalPlayer] = {}
        self._handlers: set[asyncio.Task[None]] = set()
        self._bots: dict[int, asyncio.Task[None]] = {}
        self._timers: dict[tuple[str, int, int], asyncio.TimerHandle] = {}
        self._auto_replaced: set[tuple[int, int]] = set()
        self._reported: dict[int, int] = {}
        self._closing = False

    # ------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        self._server = await asyncio.start_server(self._handle, self.config.host, self.config.port)

    @property
    def port(self) -> int:
        assert self._server is not None
        return self._server.sockets[0].getsockname()[1]

    async def close(self, reason: str = "shutdown") -> None:
        """Stop: every client is told ``bye`` (``reason`` "restart" asks them to come back)."""
        self._closing = True
        if self._server is not None:
            self._server.close()
        for task in self._bots.values():
            task.cancel()
        for handle in self._timers.values():
            handle.cancel()
        for conn in list(self._conns):
            conn.send(Bye(reason=reason).to_wire())
            with contextlib.suppress(Exception):
                conn.writer.close()
        if self._handlers:
            await asyncio.wait(self._handlers, timeout=2.0)
        for task in self._handlers:
            task.cancel()
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2.0)

    # --------------------------------------------------------------- tables
    def add_table(
        self,
        rules: Rules,
        seats: list[SeatConfig],
        *,
        title: str = "",
        code: str | None = None,
        seed: int | None = None,
    ) -> Table:
        table_id = max(self.tables, default=0) + 1
        for cfg in seats:
            if cfg.kind == "bot":
                make_bot(cfg.level)  # a bad level fails now
        table = Table(rules, seats, title=title, code=code, table_id=table_id, seed=seed)
        return self._adopt(table)

    def _adopt(self, table: Table) -> Table:
        if any(t.code == table.code for t in self.tables.values()):
            raise ValueError(f"join code {table.code} is taken by another table")
        self.tables[table.id] = table
        after = self.config.replace_after
        table.replace_after = None if after is None else max(0, round(after))
        self._reported[table.id] = len(table.results)
        if self.config.save_dir is not None:
            table.on_save = self._autosave
            self._autosave(table)
        table.maybe_start()
        self.flush(table)
        return table

    def resume(self) -> list[Table]:
        """Load every table saved in ``save_dir``; their players come back with their tokens."""
        assert self.config.save_dir is not None
        out = []
        for path in sorted(Path(self.config.save_dir).glob("table-*.json")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, ValueError, RecursionError):  # ValueError: bad JSON, or a huge number
                raise ValueError(f"the saved table {path} is not valid JSON (it may have been cut short)") from None
            table = Table.from_save(data)
            # Every player is away at a resume: one a bot stood in for gets the seat back.
            self._auto_replaced.update((table.id, i) for i, seat in enumerate(table.seats) if seat.replaced)
            out.append(self._adopt(table))
        return out

    def _autosave(self, table: Table) -> None:
        save_dir = self.config.save_dir
        assert save_dir is not None
        save_dir.mkdir(parents=True, exist_ok=True)
        path = save_dir / f"table-{table.id}.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(table.to_save()), encoding="utf-8")
        os.replace(tmp, path)

    def local_player(self, table: Table, seat: int, *, confirms: bool = False) -> LocalPlayer:
        """The in-process handle of a ``local`` seat (the host's own player).  ``confirms``:
        the next hand of a match waits (up to ``ready_timeout``) for ``LocalPlayer.ready``."""
        if table.seats[seat].kind != "local":
            raise ValueError(f"seat {seat} is not a local seat")
        table.seats[seat].confirms = confirms
        player = LocalPlayer(self, table, seat)
        self._locals[(table.id, seat)] = player
        table.welcome(seat)
        self.flush(table)
        return player

    def replace_by_bot(self, table: Table, seat: int, level: str | None = None) -> None:
        table.replace_by_bot(seat, level or self.config.substitute)
        self.flush(table)

    def replace_absent(self, table: Table, seat: int) -> None:
        """A bot plays now for the player of ``seat``, who dropped, and gives the seat back
        when they come back: the end of the away countdown brought forward (the app's b)."""
        timer = self._timers.pop(("away", table.id, seat), None)
        if timer is not None:
            timer.cancel()
        self._auto_replace(table, seat)

    def give_back(self, table: Table, seat: int) -> None:
        self._auto_replaced.discard((table.id, seat))
        table.give_back(seat)
        self.flush(table)

    def new_match(self, table: Table) -> None:
        """Another match at ``table`` with the same seats, once the last one is over."""
        table.new_match()
        self.flush(table)

    # -------------------------------------------------------------- routing
    def flush(self, table: Table, ack: tuple[int, int] | None = None) -> None:
        """Send what the table has to say, then let its bots and timers follow.  ``ack``
        (seat, seq): the first state to that seat acknowledges its action ``seq``."""
        for seat, msg in table.drain():
            conn = self._seated.get((table.id, seat))
            if ack is not None and ack[0] == seat and msg["type"] == "state":
                msg = {**msg, "ack": ack[1]}
                ack = None
            if conn is not None:
                conn.send(msg)
            local = self._locals.get((table.id, seat))
            if local is not None:
                local.deliver(msg)
        if self._closing:
            return
        open_now = len(table.open_seats())
        if self._open.get(table.id) != open_now:
            self._open[table.id] = open_now
            if self.on_open_seats is not None:
                self.on_open_seats(table, open_now)
        if table.phase == "dealing" and table.fair is not None:
            key = ("deal", table.id, table.fair.deal)
            if key not in self._timers:
                for old in [k for k in self._timers if k[:2] == ("deal", table.id)]:
                    self._timers.pop(old).cancel()
                wait = self.config.ready_timeout if table.fair.between_hands else self.config.deal_timeout
                self._timers[key] = asyncio.get_running_loop().call_later(
                    wait, self._deal_timeout, table, table.fair.deal
                )
        if len(table.results) > self._reported[table.id]:
            self._reported[table.id] = len(table.results)
            if self.on_match_over is not None:
                self.on_match_over(table, table.results[-1])
        if table.bot_turn() is not None and table.id not in self._bots:
            self._bots[table.id] = asyncio.create_task(self._run_bots(table))

    def _deal_timeout(self, table: Table, deal: int) -> None:
        self._timers.pop(("deal", table.id, deal), None)
        table.deal_timeout(deal)
        self.flush(table)

    async def _run_bots(self, table: Table) -> None:
        try:
            for _ in range(10_000):  # bounded: a match has far fewer bot moves in a row
                turn = table.bot_turn()
                if turn is None:
                    return
                seat, level, view, rng, at = turn
                if self.config.bot_delay:
                    await asyncio.sleep(self.config.bot_delay)
                bot = make_bot(level)
                if level == "random":
                    action = bot.choose(view, rng)
                else:
                    action = await asyncio.to_thread(bot.choose, view, rng)
                with contextlib.suppress(Refused):  # the game moved on meanwhile
                    if table.controller(seat) == "bot":
                        table.act(seat, action, at=at)
                self.flush(table)
        finally:
            self._bots.pop(table.id, None)
            if not self._closing and table.bot_turn() is not None:
                self._bots[table.id] = asyncio.create_task(self._run_bots(table))

    # ---------------------------------------------------------- connections
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._handlers.add(task)
        conn = _Conn(self, reader, writer)
        try:
            if len(self._conns) >= self.config.max_connections or self._closing:
                conn.error("busy", "the host has too many connections; try again later", fatal=True)
                return
            self._conns.add(conn)
            await self._serve(conn)
        except FrameError as e:
            conn.error(e.code, str(e), fatal=True)
        except TimeoutError:
            conn.error("timeout", "nothing was heard from this connection in time", fatal=True)
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self._conns.discard(conn)
            self._detach(conn)
            with contextlib.suppress(Exception):
                writer.close()
                await asyncio.wait_for(writer.wait_closed(), 1.0)
            self._handlers.discard(task)

    async def _serve(self, conn: _Conn) -> None:
        cfg = self.config
        try:
            raw = await asyncio.wait_for(read_frame(conn.reader), cfg.handshake_timeout)
        except TimeoutError:
            conn.error("handshake_timeout", f"no hello within {cfg.handshake_timeout:g} s", fatal=True)
            return
        try:
            hello = parse(raw, frozenset({"hello"}))
        except ProtocolError as e:
            conn.error(e.code, f"the first message must be a valid hello: {e}", fatal=True)
            return
        assert isinstance(hello, Hello)
        if not 1 <= hello.version <= PROTOCOL_VERSION:
            conn.error("version", f"this host speaks protocol versions 1 to {PROTOCOL_VERSION}", fatal=True)
            return
        try:
            self._seat(conn, hello)
        except Refused as e:
            conn.error(e.code, str(e), fatal=True)
            return
        for _ in range(10**9):  # bounded by the idle timeout and the connection's life
            raw = await asyncio.wait_for(read_frame(conn.reader), cfg.idle_timeout)
            if not conn.allow():
                conn.error("flood", "too many messages; the connection is closed", fatal=True)
                return
            try:
                msg = parse(raw, CLIENT_TYPES)
            except ProtocolError as e:
                conn.strikes += 1
                fatal = conn.strikes > cfg.max_strikes
                conn.error(e.code, str(e), fatal=fatal)
                if fatal:
                    return
                continue
            if isinstance(msg, Bye):
                conn.gave_up = msg.reason == GIVE_UP
                return
            self._dispatch(conn, msg)

    def _seat(self, conn: _Conn, hello: Hello) -> None:
        table = next((t for t in self.tables.values() if t.check_code(hello.code)), None)
        if table is None:
            raise Refused("bad_code", "no table here has this join code", fatal=True)
        seat = table.seat_of_token(hello.token) if hello.token else table.join(hello.name, hello.seat)
        key = (table.id, seat)
        old = self._seated.get(key)
        if old is not None:  # the same player from a new connection: the old one is dead
            old.error("replaced", "this seat was taken over by a newer connection", fatal=True)
            old.table = None
            old.abort()
        conn.table, conn.seat = table, seat
        self._seated[key] = conn
        timer = self._timers.pop(("away", table.id, seat), None)
        if timer is not None:
            timer.cancel()
        table.arrive(seat, hello.version)
        if key in self._auto_replaced:
            self._auto_replaced.discard(key)
            table.give_back(seat)
        self.flush(table)

    def _detach(self, conn: _Conn) -> None:
        table = conn.table
        if table is None or self._seated.get((table.id, conn.seat)) is not conn:
            return
        del self._seated[(table.id, conn.seat)]
        table.set_connected(conn.seat, False)
        if conn.gave_up and table.phase == "waiting" and table.match is None:
            table.release(conn.seat)  # somebody else may take it
        elif conn.gave_up and not self._closing:
            # Nobody to wait for, even where nobody is replaced for being away
            # (replace_after None): the others would wait without end.  The seat is open:
            # whoever joins with the code (the same player, thinking better of it) takes it.
            self._auto_replaced.add((table.id, conn.seat))
            table.vacate(conn.seat, self.config.substitute)
        elif self.config.replace_after is not None and not self._closing:
            key = ("away", table.id, conn.seat)
            self._timers[key] = asyncio.get_running_loop().call_later(
                self.config.replace_after, self._auto_replace, table, conn.seat
            )
        self.flush(table)

    def _auto_replace(self, table: Table, seat: int) -> None:
        self._timers.pop(("away", table.id, seat), None)
        if not table.seats[seat].connected and table.seats[seat].replaced is None:
            self._auto_replaced.add((table.id, seat))
            self.replace_by_bot(table, seat)

    def _dispatch(self, conn: _Conn, msg: Any) -> None:
        table = conn.table
        assert table is not None
        if isinstance(msg, Ping):
            conn.send(Pong(id=msg.id).to_wire())
        elif isinstance(msg, Action):
            try:
                if table.controller(conn.seat) != "remote":
                    raise Refused("seat_replaced", "a bot plays this seat now")
                applied = table.act(conn.seat, msg.action, seq=msg.seq, at=msg.at)
            except Refused as e:
                conn.error(e.code, str(e), seq=msg.seq)
            else:
                if applied:  # the actor's new state carries the acknowledgement
                    self.flush(table, ack=(conn.seat, msg.seq))
                else:
                    conn.send(Ack(seq=msg.seq, dup=True).to_wire())
            self.flush(table)
        elif isinstance(msg, Contribute):
            try:
                table.contribute(conn.seat, msg.deal, bytes.fromhex(msg.nonce))
            except Refused as e:
                conn.error(e.code, str(e))
            self.flush(table)
