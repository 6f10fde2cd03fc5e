"""LAN screens: the host's waiting room, and joining a table (found on the LAN or typed).

Both end by handing the app the seat's ``NetSession``, started the moment its first
deal arrived; the table screen then plays it.  Names and table titles from the network
are shown as plain text only.
"""

from __future__ import annotations

import errno
import socket
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from net.cli import DEFAULT_PORT
from net.client import JoinRefused
from net.codec import SeatInfo
from net.discovery import Browser, TableAd, answers, discovery_enabled

from ..i18n import _
from ..i18n.terms import level_name, preset_title
from ..kept_seats import last_free
from ..keys import N_, latin_key
from ..names import MAX_NAME, clean_name, is_default_name, partners_line
from ..net_session import shown_name
from ..widgets.footer import KeysFooter
from ..widgets.panels import safe_name
from .base import AppScreen
from .dialogs import ask_first
from .table_text import table_gone

if TYPE_CHECKING:
    from ..lan import HostedTable, ResumeProblem
    from ..net_session import NetSession


class _SeatFeedScreen(AppScreen["NetSession | None"]):
    """A screen that follows a seat's feed until it leaves for the table (or back), once.

    The screen is gone only once its dismissal has run, and the host may send more in
    between (a computer's move right after the first deal).  So the table's session is
    started the moment the deal is seen, and listens from then on: nothing said in
    between is lost (a drop, the table closing).  A second dismissal would raise
    inside whatever pushed the news, the client's network task or the host's, and end
    it; the screen has left once its listener is gone."""

    _feed: Any = None
    _listener: Callable[[Any], object] | None = None

    def __init__(self, start: Callable[[], NetSession]) -> None:
        super().__init__()
        self._start = start

    def listen(self, feed: Any, refresh: Callable[[], object]) -> None:
        """Follow ``feed``: to the table the moment it is dealt, else ``refresh``.  The feed
        calls from the network task, so the drawing is done in the screen's own message
        loop, where an error is the app's to report, not a silent end of the connection."""

        def heard(_update: object) -> None:
            if feed.view is not None:
                self.to_table()
            elif feed.closed is not None:  # the host went away before the first deal
                self.call_later(self._gone, feed.closed)
            else:
                self.call_later(refresh)

        self._feed = feed
        feed.on_update = self._listener = heard
        if feed.closed is not None:  # gone before the screen listened
            self.call_later(self._gone, feed.closed)

    def _gone(self, reason: str) -> None:
        self.app.notify(table_gone(reason), severity="warning", timeout=10)
        self.back()

    def to_table(self) -> None:
        self._leave(self._start)

    def back(self) -> None:
        self._leave(lambda: None)

    def _leave(self, result: Callable[[], NetSession | None]) -> None:
        if self._feed is None or self._feed.on_update is not self._listener:
            return  # already left: the listener is gone (the table's session may have the feed)
        self._feed.on_update = None
        self.dismiss(result())


def seat_row(i: int, name: str, kind: str, level: str | None, mine: bool) -> Text:
    """ "Seat 2: Boris  (computer, Hard)": a seat of a LAN table, as its waiting screens
    list it; ``level`` is the computer's playing it (None: a person)."""
    row = Text()
    row.append(_("Seat {n}", n=i + 1) + ": ", style="bold")
    row.append_text(safe_name(name))
    if mine:
        who = _("you")
    elif level is not None:
        who = _("computer") + ", " + level_name(level).lower()
    else:
        who = {"local": _("host"), "remote": _("LAN player"), "bot": _("computer")}[kind]
    row.append(f"  ({who})", style="dim")
    return row


def _never_taken(i: int, seat: SeatInfo) -> bool:
    """A seat the table waits for that still has the name it was opened with: nobody took
    it yet.  Listed under that name, «Игрок 3 (игрок из сети) ещё не за столом» had read as
    a player called so, where the host's list says the seat is open.  A player who joined
    without a name is given that same name, and if they drop before the deal their seat
    reads as open too: the seats sent (protocol version 2) cannot tell the two apart."""
    return seat.kind == "remote" and seat.waited and not seat.connected and is_default_name(seat.name, i, True)


def open_seat_row(i: int) -> Text:
    """ "Seat 3: open, waiting for a LAN player": a seat nobody has taken yet."""
    row = Text()
    row.append(_("Seat {n}", n=i + 1) + ": ", style="bold")
    row.append(_("open, waiting for a LAN player"), style="italic yellow")
    return row


class WaitingRoomScreen(_SeatFeedScreen):
    """The host waits for LAN players: the join code and address, who has joined, computer
    players for open seats.  The match starts by itself when every seat is taken."""

    BINDINGS = [
        Binding("ctrl+b", "fill", N_("Computers in the open seats")),
        Binding("escape", "cancel", N_("Close the table")),
    ]

    def __init__(self, hosted: HostedTable, start: Callable[[], NetSession]) -> None:
        super().__init__(start)
        self.hosted = hosted

    def compose(self) -> ComposeResult:
        yield Static(Text(_("Your LAN table"), style="bold"), id="lobby-title")
        with VerticalScroll(id="lobby-form") as form:
            form.can_focus = False  # a Tab stop on the form itself showed no focus at all
            yield Static(id="join-info")
            yield Static(id="seat-list")
            with Horizontal(id="lobby-buttons"):
                yield Button(_("Computers in the open seats"), id="fill", variant="primary", compact=True)
                yield Button(_("Close the table"), id="cancel", compact=True)
            yield Static(id="lobby-message")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.listen(self.hosted.player.feed, self.refresh_room)
        self.refresh_room()

    def refresh_room(self) -> None:
        h = self.hosted
        info = Text()
        info.append(_("Join code") + ": ", style="bold")
        info.append(h.code, style="bold reverse")
        info.append("   " + _("address") + f": {host_port(h.address, h.port)}")
        info.append("\n" + (_("Listed on the LAN.") if h.advert else _("Not listed on the LAN: give the address.")))
        self.query_one("#join-info", Static).update(info)
        lines = Text()
        for i, seat in enumerate(h.table.seats):
            if seat.kind == "remote" and not seat.claimed:
                lines.append_text(open_seat_row(i))
            else:
                lines.append_text(
                    seat_row(i, shown_name(i, seat.info()), seat.kind, seat.bot_level, i == h.player.seat)
                )
                if seat.kind == "remote" and not seat.connected:
                    lines.append("  " + _("disconnected"), style="bold red")
            lines.append("\n")
        lines.append(partners_line(h.table.rules.partnerships), style="dim")
        self.query_one("#seat-list", Static).update(lines)
        self.query_one("#fill", Button).display = bool(h.open_seats())
        if h.player.feed.view is not None:  # every seat was taken: the first deal is here
            self.to_table()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "fill":
            self.action_fill()
        elif event.button.id == "cancel":
            self.action_cancel()

    def action_fill(self) -> None:
        for seat in self.hosted.open_seats():
            self.hosted.seat_bot(seat)
        self.refresh_room()

    def action_cancel(self) -> None:
        """Close the table; first ask, where LAN players have already sat down at it: Escape
        had sent them away without a word to the host."""
        table = self.hosted.table
        seated = [safe_name(s.name).plain for s in table.seats if s.kind == "remote" and s.claimed]
        if not seated:
            self.back()
            return
        question = _(
            "LAN players have already sat down at this table: {names}. Close it? They are told the host closed it.",
            names=", ".join(seated),
        )
        ask_first(self.app, question, _("Close the table"), _("Back"), self.back)


class JoinScreen(AppScreen[None]):
    """Tables found on the LAN (each checked to answer), or an address typed by hand."""

    BINDINGS = [Binding("escape", "back", N_("Back")), Binding("ctrl+j", "join", N_("Join"))]

    def __init__(self) -> None:
        super().__init__()
        self.browser: Browser | None = None
        self.found: dict[str, TableAd] = {}
        self._kept_table: tuple[str, str] | None = None  # the address and code of a kept seat

    def compose(self) -> ComposeResult:
        yield Static(Text(_("Join a LAN table"), style="bold"), id="lobby-title")
        with VerticalScroll(id="lobby-form") as form:
            form.can_focus = False  # a Tab stop on the form itself showed no focus at all
            yield Static(id="found-title")
            yield OptionList(id="found")
            with Vertical(id="join-form"):
                for ident, label, placeholder in (
                    ("address", _("Address"), _("host or host:port, e.g. 192.168.1.20")),
                    ("code", _("Join code"), _("the code on the host's screen")),
                    ("name", _("Your name"), _("if left empty: “Player” and your seat's number")),
                ):
                    with Horizontal(classes="lobby-row"):
                        yield Label(label, classes="lobby-label")
                        yield Input(placeholder=placeholder, id=ident, compact=True, max_length=MAX_NAME + 40)
            with Horizontal(id="lobby-buttons"):
                yield Button(_("Join"), id="join", variant="primary", compact=True)
                yield Button(_("Back"), id="back", compact=True)
            yield Static(id="lobby-message")
        yield KeysFooter()

    async def on_mount(self) -> None:
        title = self.query_one("#found-title", Static)
        if discovery_enabled(self.sixtysix.no_discovery):
            title.update(Text(_("Tables on this network (looking…)"), style="bold"))
            self.browser = Browser(self._tables_changed)
            try:
                await self.browser.start()
            except OSError as e:
                self.browser = None
                title.update(Text(_("Looking for tables failed: {error}", error=str(e)), style="yellow"))
        else:
            title.update(Text(_("Looking for tables is switched off: type the host's address."), style="dim"))
            self.query_one("#found", OptionList).display = False
        self.query_one("#name", Input).value = self.sixtysix.settings.player_name
        self.query_one("#address", Input).value = self.sixtysix.settings.last_host  # a kept seat's goes over it
        self.query_one("#address", Input).focus()
        self._offer_kept_seat()

    def _offer_kept_seat(self) -> None:
        """After the app stopped mid-match: that table, to take the seat back."""
        seat = last_free()
        if seat is None:
            return
        self.query_one("#address", Input).value = host_port(seat.address, seat.port)
        self.query_one("#code", Input).value = seat.code
        message = _("Your seat at this table is kept: join to take it back.")
        self.query_one("#lobby-message", Static).update(Text(message, style="bold #9ccc65"))
        self._kept_table = (self.query_one("#address", Input).value, seat.code)

    @on(Input.Changed, "#address, #code")
    def _other_table(self) -> None:
        """The kept seat's line goes once the address or the code is another table's."""
        typed = (self.query_one("#address", Input).value, self.query_one("#code", Input).value)
        if self._kept_table is not None and typed != self._kept_table:
            self._kept_table = None
            self.query_one("#lobby-message", Static).update("")

    async def on_unmount(self) -> None:
        if self.browser is not None:
            await self.browser.close()

    def _tables_changed(self, tables: dict[str, TableAd]) -> None:
        self.check_tables(tables)

    @work(exclusive=True, group="check")
    async def check_tables(self, tables: dict[str, TableAd]) -> None:
        """Offer only tables that answer."""
        alive = {name: ad for name, ad in tables.items() if await answers(ad.address, ad.port)}
        self.found = alive
        options = self.query_one("#found", OptionList)
        options.clear_options()
        for name, ad in alive.items():
            label = Text()
            label.append(ad.name, style="bold")
            label.append(f"  {preset_title(ad.preset)} · " + _("{n} open", n=ad.free_seats), style="dim")
            label.append(f"  {host_port(ad.address, ad.port)}", style="dim")
            options.add_option(Option(label, id=name))
        self.query_one("#found-title", Static).update(
            Text(_("Tables on this network: {n}", n=len(alive)), style="bold")
        )

    @on(OptionList.OptionSelected, "#found")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        ad = self.found.get(event.option.id or "")
        if ad is not None:
            self.query_one("#address", Input).value = host_port(ad.address, ad.port)
            self.query_one("#code", Input).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "join":
            self.action_join()
        elif event.button.id == "back":
            self.action_back()

    def say(self, message: str) -> None:
        self.query_one("#lobby-message", Static).update(Text(message, style="bold #ff8c66"))

    def action_back(self) -> None:
        self.dismiss(None)

    @on(Input.Submitted)
    def _entered(self) -> None:
        """Enter: on to the address or the code while one is empty, else join (the name
        may stay as it is)."""
        for ident in ("address", "code"):
            field = self.query_one(f"#{ident}", Input)
            if not field.value.strip():
                field.focus()
                return
        self.action_join()

    def action_join(self) -> None:
        address = by_keys(self.query_one("#address", Input).value.strip())
        if address and ":" not in address:  # a host alone: the port every table tries first
            address = f"{address}:{DEFAULT_PORT}"
        host, sep, port_text = address.rpartition(":")
        if not sep or not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
            self.say(_("Type the address as host or host:port, e.g. 192.168.1.20 or 192.168.1.20:46666."))
            return
        code = typed_code(self.query_one("#code", Input).value)
        if not code:
            self.say(_("Type the join code shown on the host's screen."))
            return
        # Left empty, the host names the player by the seat they get: "Player 1" here
        # would be the name of the host's own seat as well.
        name = clean_name(self.query_one("#name", Input).value)
        self.sixtysix.remember_name(name)
        self.say(_("Joining…"))
        self.join(host.strip("[]"), int(port_text), code, name)

    @work(exclusive=True, group="join")
    async def join(self, host: str, port: int, code: str, name: str) -> None:
        from ..lan import join_table

        try:
            client = await join_table(host, port, code, name)
        except JoinRefused as e:
            self.say(_("The table refused: {reason}", reason=refusal_reason(e)))
            return
        except (OSError, TimeoutError) as e:
            self.say(_("Cannot reach {address}: {error}", address=host_port(host, port), error=unreachable_reason(e)))
            return
        self.query_one("#lobby-message", Static).update("")  # "Joining…" is past, here on return
        self.sixtysix.remember_host(host_port(host, port))
        self.sixtysix.await_first_deal(client)


# Why a host refused to seat this player, by the protocol's error code (net/PROTOCOL.md
# §8), in the player's language; any other code is given in the host's own words.
_REFUSALS = {
    "bad_code": N_("no table there has this join code; check it on the host's screen"),
    "table_full": N_("every seat is taken"),
    "seat_taken": N_("that seat is taken"),
    "version": N_("the host's sixtysix speaks another version of the LAN protocol; use the same version on both"),
    "busy": N_("the host has too many connections; try again in a moment"),
    "handshake_timeout": N_("the host did not hear from this player in time; try again"),
    "timeout": N_("the host did not hear from this player in time; try again"),
}


def unreachable_reason(error: OSError | TimeoutError) -> str:
    """Why the address did not answer: the two a player meets most in their words, any
    other in the system's."""
    if isinstance(error, TimeoutError):
        return _("no answer in time (is the address right, and the host on this network?)")
    if isinstance(error, ConnectionRefusedError):
        return _("nothing answers at that port (is the table open there?)")
    if isinstance(error, socket.gaierror):
        return _("no machine of that name is known (check the address on the host's screen)")
    if error.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH):
        return _("that address cannot be reached from this machine (is it on the same network?)")
    from ..saves import os_reason

    return os_reason(error)


def refusal_reason(refused: JoinRefused) -> str:
    """Why the host would not seat this player, in words the player reads."""
    text = _REFUSALS.get(refused.code)
    return _(text) if text is not None else str(refused)


def host_port(address: str, port: int) -> str:
    """``host:port`` as a player reads and types it: an IPv6 address in brackets
    (``[::1]:46666``; ``::1:46666`` cannot be told from an address ending in a port)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def by_keys(text: str) -> str:
    """``text`` with each Cyrillic letter read as the key that typed it in the Russian or
    Ukrainian layout: an address or a join code is all Latin, and «127ю0ю0ю1» had been
    looked up as a machine's name."""
    return "".join(latin_key(c) or c for c in text)


def typed_code(text: str) -> str:
    """A join code as typed: capitals, read by its keys (``by_keys``: «47яц9и» is 47ZW9B,
    where the host had answered that there is no table with that code), without the
    spaces or hyphens a person puts in to read it («Ч43 ГАВ»)."""
    return "".join(c for c in by_keys(text) if not c.isspace() and c != "-").upper()


def resume_problem_sentence(problem: ResumeProblem) -> str:
    """Why the table this app hosted cannot be resumed, in one sentence."""
    if problem.problem == "none":  # never hosted, or the last table was closed on purpose
        return _("There is no LAN table to resume: none was left open when this app last hosted one.")
    if problem.problem == "busy":  # the sentence of lan.TableBusy
        return problem.error
    if problem.problem == "damaged" and problem.kept is not None:
        reason = _("its save is damaged ({error}); it was moved to {folder}", error=problem.error, folder=problem.kept)
    elif problem.problem == "damaged":
        reason = _("its save is damaged ({error})", error=problem.error)
    elif problem.problem == "unreadable":
        reason = _("its save could not be read ({error})", error=problem.error)
    else:
        reason = _("no port could be opened to listen on ({error})", error=problem.error)
    return _("Cannot resume the LAN table: {error}", error=reason) + "."


class WaitingForDealScreen(_SeatFeedScreen):
    """Joined: waiting until the host's table is full and the first deal arrives."""

    BINDINGS = [Binding("escape", "leave", N_("Leave"))]

    def __init__(self, feed: Any, start: Callable[[], NetSession]) -> None:
        super().__init__(start)
        self.feed = feed

    def compose(self) -> ComposeResult:
        yield Static(Text(_("Join a LAN table"), style="bold"), id="lobby-title")
        yield Static(id="waiting-text")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.listen(self.feed, self.refresh_wait)
        self.refresh_wait()

    def refresh_wait(self) -> None:
        latest = self.feed.latest
        text = Text()
        text.append(_("You have a seat. Waiting for the host to fill the table and deal…"), style="bold")
        if latest is not None:
            for i, seat in enumerate(latest.seats):
                text.append("\n")
                if _never_taken(i, seat):
                    text.append_text(open_seat_row(i))
                    continue
                text.append_text(seat_row(i, shown_name(i, seat), seat.kind, seat.level, i == self.feed.seat))
                if seat.waited:  # a player away (protocol version 2 says so)
                    text.append("  " + _("not here yet"), style="italic yellow")
        if self.feed.rules is not None and self.feed.rules.partnerships:
            text.append("\n" + partners_line(True), style="dim")
        self.query_one("#waiting-text", Static).update(text)
        if self.feed.view is not None:
            self.to_table()

    def action_leave(self) -> None:
        self.back()
