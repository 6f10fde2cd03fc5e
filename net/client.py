"""The LAN client: joins a table with its code, keeps the seat's token, and comes back by
itself when the connection drops, resending an unanswered action with the same number.

    client = Client("127.0.0.1", port, code="K7F3QX", name="Ann")
    await client.connect()              # JoinRefused if the code (or token) is wrong
    update = await client.updates.get() # StateUpdate, FairnessReport, ConnectionReport, ...
    await client.act("play KH")         # ActionRefused if the host refuses it
    await client.close()
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from .feed import ActionRefused, Closed, ConnectionReport, ErrorReport, SeatFeed, Update
from .frames import FrameError, encode, read_frame
from .messages import (
    GIVE_UP,
    HOST_TYPES,
    PROTOCOL_VERSION,
    Ack,
    Action,
    Bye,
    Commit,
    Contribute,
    Error,
    Hello,
    Ping,
    Pong,
    ProtocolError,
    Reveal,
    State,
    Welcome,
    clean_text,
    parse,
)

# Why a client stopped when its host went away without closing the table: a crash, say,
# after which the host may resume the table and the seat's token holds again.
UNREACHABLE = "the host could not be reached again"


class JoinRefused(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class Client:
    def __init__(
        self,
        host: str,
        port: int,
        code: str,
        name: str = "",
        *,
        token: str | None = None,
        seat: int | None = None,
        timeout: float = 5.0,
        reconnect_for: float = 30.0,
        ping_every: float = 15.0,
        confirms: bool = False,
    ) -> None:
        self.host = host
        self.port = port
        self.code = code
        self.name = name
        self.token = token
        self.want_seat = seat
        self.timeout = timeout
        self.reconnect_for = reconnect_for
        self.ping_every = ping_every
        self.feed = SeatFeed()
        # ``confirms``: the contribution to the next hand of a match waits for ``ready``
        # (the player reading the score), which holds the host's deal up to its deadline.
        self.confirms = confirms
        self._revealed = 0  # the last deal revealed, so the last hand that ended
        self._read_to = 0  # the last of those whose score the player has read
        self._held: Contribute | None = None
        self.next_seq = 1
        self.version = PROTOCOL_VERSION  # lowered, one at a time, for an older host
        self.connected = False
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._task: asyncio.Task[None] | None = None
        self._pending: tuple[Action, asyncio.Future[bool]] | None = None
        self._lock = asyncio.Lock()
        self._closing = False
        self._pings = 0

    # ------------------------------------------------------------ what it shows
    @property
    def updates(self) -> asyncio.Queue[Update]:
        return self.feed.updates

    @property
    def seat(self) -> int:
        return self.feed.seat

    @property
    def view(self):
        return self.feed.view

    @property
    def latest(self):
        return self.feed.latest

    # --------------------------------------------------------------- connecting
    async def connect(self) -> None:
        """Join (or rejoin with the token) and start following the table."""
        while True:
            try:
                await self._open()
                break
            except JoinRefused as e:
                if e.code != "version" or self.version == 1:
                    raise
                self.version -= 1  # an older host: the next older version, down to the first
        self._task = asyncio.create_task(self._run())

    async def _open(self) -> None:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(self.host, self.port), self.timeout)
        try:
            hello = Hello(self.version, self.code, self.name, self.token, self.want_seat)
            writer.write(encode(hello.to_wire()))
            msg = parse(await asyncio.wait_for(read_frame(reader), self.timeout), HOST_TYPES)
            if isinstance(msg, Error):
                raise JoinRefused(msg.code, clean_text(msg.message, 200))
            if not isinstance(msg, Welcome):
                raise JoinRefused("bad_message", f"the host answered hello with {msg.TYPE}")
            self.feed.welcome(msg)
        except BaseException:
            writer.transport.abort()
            raise
        self.token = msg.token
        self.want_seat = msg.seat
        self._reader, self._writer = reader, writer
        self.connected = True
        pending = self._pending
        if pending is not None:
            action, fut = pending
            if action.seq < msg.next_seq:  # it was applied before the line dropped
                self._settle(action.seq, True)
            else:
                self._send(action.to_wire())
        self.next_seq = max(self.next_seq, msg.next_seq)

    def _send(self, msg: dict[str, Any]) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(encode(msg))

    async def _run(self) -> None:
        reason = "closed"
        try:
            for _ in range(10**6):  # one round per connection; bounded by reconnect_for
                reason = await self._follow()
                self.connected = False
                if self._closing or reason in ("shutdown", "fatal"):
                    break
                self.feed.push(ConnectionReport(False, reason))
                if not await self._reconnect():
                    reason = UNREACHABLE
                    break
                self.feed.push(ConnectionReport(True, "reconnected"))
        finally:
            self.connected = False
            if self._pending is not None and not self._pending[1].done():
                self._pending[1].set_exception(ActionRefused("disconnected", "the connection to the host is gone"))
            self.feed.push(Closed(reason))

    async def _follow(self) -> str:
        """Read frames until the connection ends; returns why it ended."""
        reader = self._reader
        assert reader is not None
        ping = asyncio.create_task(self._pinger())
        try:
            while True:
                try:
                    raw = await read_frame(reader)
                    msg = parse(raw, HOST_TYPES)
                except (asyncio.IncompleteReadError, ConnectionError, OSError):
                    return "the connection was lost"
                except (FrameError, ProtocolError) as e:
                    self.feed.push(ErrorReport("bad_host", f"the host sent a bad message: {e}", True))
                    return "fatal"
                outcome = self._handle(msg)
                if outcome is not None:
                    return outcome
        finally:
            ping.cancel()
            if self._writer is not None:
                self._writer.transport.abort()

    def _handle(self, msg: Any) -> str | None:
        if isinstance(msg, State):
            update = self.feed.state(msg)
            if any(e.kind == "match_over" for e in update.events):
                self._read_to = update.deal  # the next deal starts another match: nothing to wait for
            dealt = update.view is not None and update.view.result is None
            if self._held is not None and dealt and update.deal >= self._held.deal:
                self._held = None  # dealt without it (the host's deadline passed)
            if msg.ack is not None:
                self._settle(msg.ack, True)
        elif isinstance(msg, Ack):
            self._settle(msg.seq, not msg.dup)
        elif isinstance(msg, Error):
            text = clean_text(msg.message, 200)  # shown to the player: the host is a peer too
            if msg.seq is not None and self._pending is not None and self._pending[0].seq == msg.seq:
                self._settle(msg.seq, ActionRefused(msg.code, text))
            else:
                self.feed.push(ErrorReport(msg.code, text, msg.fatal))
            if msg.fatal:
                return "fatal"
        elif isinstance(msg, Commit):
            # The commitment is kept at once, so the deal can be checked even if the host
            # deals it without this player's contribution.
            nonce = self.feed.commit(msg)
            self._held = Contribute(deal=msg.deal, nonce=nonce.hex())
            if not self._reading():
                self._contribute()
        elif isinstance(msg, Reveal):
            self._revealed = max(self._revealed, msg.deal)
            self.feed.reveal(msg)
        elif isinstance(msg, Bye):
            return "restart" if msg.reason == "restart" else "shutdown"
        elif isinstance(msg, Welcome | Pong):
            pass
        return None

    @property
    def held_deal(self) -> int | None:
        """The deal whose contribution waits for ``ready``, if one does."""
        return None if self._held is None else self._held.deal

    def _reading(self) -> bool:
        """The player is still reading the score of the hand that ended last (its reveal
        comes right after the hand's last state, before the next commitment)."""
        return self.confirms and self._revealed > self._read_to

    def ready(self) -> None:
        """The player has read the last hand's score: contribute to the next deal now."""
        self._read_to = max(self._read_to, self._revealed)
        if self._held is not None:
            self._contribute()

    def _contribute(self) -> None:
        msg, self._held = self._held, None
        if msg is not None:
            self._send(msg.to_wire())

    async def _pinger(self) -> None:
        while True:
            await asyncio.sleep(self.ping_every)
            self._pings += 1
            self._send(Ping(id=self._pings).to_wire())

    async def _reconnect(self) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.reconnect_for
        delay = 0.02
        while not self._closing and loop.time() < deadline:
            try:
                await self._open()
                return True
            except JoinRefused as e:
                self.feed.push(ErrorReport(e.code, str(e), True))
                return False
            except (OSError, TimeoutError, asyncio.IncompleteReadError, FrameError, ProtocolError):
                await asyncio.sleep(min(delay, max(0.0, deadline - loop.time())))
                delay = min(delay * 2, 1.0)
        return False

    # ------------------------------------------------------------------ acting
    async def act(self, action: str, timeout: float = 30.0) -> bool:
        """Play ``action`` on the state last seen.  True when applied (False: it had been
        applied already); ``ActionRefused`` when refused or the host is gone for good."""
        async with self._lock:
            msg = Action(seq=self.next_seq, at=self.feed.at, action=action)
            fut: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
            self._pending = (msg, fut)
            if self._task is None or self._task.done():
                raise ActionRefused("disconnected", "the client is not connected")
            self._send(msg.to_wire())
            try:
                async with asyncio.timeout(timeout):
                    return await fut
            finally:
                self._pending = None

    def _settle(self, seq: int, outcome: bool | Exception) -> None:
        if self._pending is None or self._pending[0].seq != seq:
            return
        _, fut = self._pending
        if isinstance(outcome, Exception):
            if not fut.done():
                fut.set_exception(outcome)
            return
        self.next_seq = max(self.next_seq, seq + 1)
        if not fut.done():
            fut.set_result(outcome)

    # --------------------------------------------------------------- closing
    def drop_connection(self) -> None:
        """Cut the connection without goodbye, as a network failure would (for tests)."""
        if self._writer is not None:
            self._writer.transport.abort()

    async def close(self, give_up: bool = False) -> None:
        """Leave the table; ``give_up``: for good, so a computer player takes the seat at
        once (or, before the first deal, it is open again)."""
        self._closing = True
        if self._writer is not None and not self._writer.is_closing():
            with contextlib.suppress(Exception):
                self._writer.write(encode((Bye(reason=GIVE_UP) if give_up else Bye()).to_wire()))
            self._writer.close()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._task, 2.0)
