"""What a front end gets from its seat, the same for the host's own player and a remote
one: the latest view and seats, and a queue of typed updates.  It also keeps what the
seat needs to check each fair deal once the host reveals its seed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from engine import PlayerView, Rules
from engine.state import HandState

from . import fairness
from .codec import (
    Event,
    SeatInfo,
    SheetRow,
    event_from_wire,
    rules_from_wire,
    seat_from_wire,
    sheet_from_wire,
    view_from_wire,
)
from .messages import PROTOCOL_VERSION, Commit, ProtocolError, Reveal, State, Welcome, clean_text


@dataclass(frozen=True)
class StateUpdate:
    """The table changed: the seat's fresh view (None before the first deal), the seats,
    the match score, and the public events that made the change."""

    at: int
    match: int
    deal: int
    view: PlayerView | None
    seats: tuple[SeatInfo, ...]
    score: tuple[int, ...]
    events: tuple[Event, ...]


@dataclass(frozen=True)
class FairnessReport:
    """A deal checked after the host revealed its seed; ``ok`` False is a cheating host
    (or a broken one): show ``detail`` to the player."""

    deal: int
    ok: bool
    detail: str
    # The checked deal played to its end, as dealt and as it ended (``fairness.Verdict``).
    dealt: HandState | None = None
    end: HandState | None = None
    # What did not match (``fairness.PROBLEMS``, or "no_commit"), for a front end's own words.
    problem: str = ""


@dataclass(frozen=True)
class ErrorReport:
    code: str
    message: str
    fatal: bool = False


@dataclass(frozen=True)
class ConnectionReport:
    """The link to the host was lost (``connected`` False, reconnecting) or is back."""

    connected: bool
    detail: str


@dataclass(frozen=True)
class Closed:
    """No more updates: the host closed the table, or the client gave up or was closed."""

    reason: str


class ActionRefused(Exception):
    """The host did not apply an action; ``code`` says why (see PROTOCOL.md)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


Update = StateUpdate | FairnessReport | ErrorReport | ConnectionReport | Closed
KEEP_DEALS = 3  # deals whose fairness data is kept
# Unread updates kept in ``updates``.  The app never reads that queue (it listens through
# ``on_update``), so without a bound it held every update of a LAN evening.
KEEP_UPDATES = 256


class SeatFeed:
    def __init__(self) -> None:
        self.seat = -1
        self.replace_after: int | None = None  # seconds before a bot takes a dropped player's seat
        self.rules: Rules | None = None
        self.table = ""
        self.version = PROTOCOL_VERSION  # the protocol version the host speaks with this seat
        self.latest: StateUpdate | None = None
        self.closed: str | None = None  # why the table went away, once it did (``Closed``)
        # The match's finished hands as the last welcome listed them (None: a host of a
        # version before 3), and how many welcomes came: each (re)join brings its own.
        self.sheet: tuple[SheetRow, ...] | None = None
        self.welcomes = 0
        self.took_over = False  # the last welcome found a computer playing this seat
        self.updates: asyncio.Queue[Update] = asyncio.Queue()
        self.on_update: Callable[[Update], object] | None = None
        self._commits: dict[int, str] = {}
        self._nonces: dict[int, bytes] = {}
        self._first: dict[int, PlayerView] = {}
        self._last: dict[int, PlayerView] = {}
        self._checked: set[int] = set()  # deals already reported
        # The deal in play when this feed got its first state, if no commitment for it
        # came: the seat was taken mid-match, or its token is in a new program, and the
        # commitment went out before.  Only the very first state: a seat that had any
        # state before the deal was there for its commitment, which a host must not skip.
        self._came_into: int | None = None

    def push(self, update: Update) -> None:
        if isinstance(update, Closed):
            self.closed = update.reason  # for a listener that comes later
        if self.updates.qsize() >= KEEP_UPDATES:
            self.updates.get_nowait()  # a reader this far behind acts on the latest anyway
        self.updates.put_nowait(update)
        if self.on_update is not None:
            self.on_update(update)

    @property
    def view(self) -> PlayerView | None:
        return None if self.latest is None else self.latest.view

    @property
    def at(self) -> int:
        return 0 if self.latest is None else self.latest.at

    def welcome(self, msg: Welcome) -> None:
        self.rules = rules_from_wire(msg.rules)
        self.seat = msg.seat
        self.replace_after = msg.replace_after
        self.table = clean_text(msg.table)
        if not 1 <= msg.version <= PROTOCOL_VERSION:
            raise ProtocolError(
                "version", f"the host speaks protocol version {msg.version}, not one of 1 to {PROTOCOL_VERSION}"
            )
        self.version = msg.version
        seats = [seat_from_wire(raw, self.version) for raw in msg.seats]
        if len(msg.seats) != self.rules.players or msg.seat >= self.rules.players:
            raise ProtocolError("bad_message", "welcome: the seats do not fit the rules")
        # A computer played the seat until this player sat down in it (a seat given up
        # and taken, or a player replaced while away): the host gives it back next.
        self.took_over = seats[msg.seat].bot
        self.sheet = None if msg.sheet is None else sheet_from_wire(msg.sheet, self.rules.players)
        self.welcomes += 1

    def state(self, msg: State) -> StateUpdate:
        assert self.rules is not None
        n = self.rules.players
        view = None if msg.view is None else view_from_wire(msg.view, self.rules)
        if view is not None and view.seat != self.seat:
            raise ProtocolError("bad_view", "the view is not this seat's")
        if len(msg.seats) != n or len(msg.score) != n:
            raise ProtocolError("bad_message", "state: seats and score must list every seat")
        update = StateUpdate(
            msg.at,
            msg.match,
            msg.deal,
            view,
            tuple(seat_from_wire(s, self.version) for s in msg.seats),
            tuple(msg.score),
            tuple(event_from_wire(e, n) for e in msg.events),
        )
        if self.latest is None and view is not None and msg.deal not in self._commits:
            self._came_into = msg.deal
        if view is not None:
            if not view.history and msg.deal not in self._first:
                self._first[msg.deal] = view
            self._last[msg.deal] = view
            self._forget(msg.deal)
        self.latest = update
        self.push(update)
        return update

    def commit(self, msg: Commit) -> bytes:
        """Remember the host's commitment; returns this seat's contribution to send."""
        nonce = self._nonces.get(msg.deal) if self._commits.get(msg.deal) == msg.hash else None
        nonce = nonce or fairness.new_nonce()  # the same commitment again (a reconnect): the same answer
        self._commits[msg.deal] = msg.hash
        self._nonces[msg.deal] = nonce
        self._first.pop(msg.deal, None)
        self._forget(msg.deal)
        return nonce

    def reveal(self, msg: Reveal) -> FairnessReport | None:
        """Check a revealed deal and report it once.  None (nothing reported) for a deal
        already checked, one this seat saw nothing of (a host sends the last reveal again
        to a player who comes back, who may be a new program with the seat's token), or
        the one it came into after its start, without its commitment."""
        assert self.rules is not None
        if msg.deal in self._checked:
            return None
        commit = self._commits.get(msg.deal)
        if commit is None and msg.deal not in self._first and msg.deal not in self._last:
            return None
        if commit is None and msg.deal == self._came_into:
            return None  # came in after the commitment: there was none for this seat to see
        if commit is None:
            report = FairnessReport(
                msg.deal, False, "no commitment was seen for this deal: it cannot be checked", problem="no_commit"
            )
        else:
            contributions = [None if c is None else bytes.fromhex(c) for c in msg.contributions]
            verdict = fairness.verify(
                self.rules,
                commit,
                bytes.fromhex(msg.seed),
                contributions,
                msg.dealer,
                self.seat,
                self._nonces.get(msg.deal),
                self._first.get(msg.deal),
                self._last.get(msg.deal),
            )
            report = FairnessReport(msg.deal, verdict.ok, verdict.detail, verdict.dealt, verdict.end, verdict.problem)
        self._checked.add(msg.deal)
        self.push(report)
        return report

    def _forget(self, deal: int) -> None:
        for store in (self._commits, self._nonces, self._first, self._last):
            for old in [d for d in store if d <= deal - KEEP_DEALS]:
                del store[old]
        self._checked = {d for d in self._checked if d > deal - KEEP_DEALS}
