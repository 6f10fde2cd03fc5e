"""The table's lines of text: title, status, who sits where and in which order.

Pure functions of the session, one seat's view and the display settings, so the
screen (``table.py``) keeps only layout, flow and keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from engine.view import PlayerView
from net.client import UNREACHABLE

from ..i18n import _
from ..i18n.rules_help import is_own
from ..i18n.terms import level_name, preset_title, tricks_label
from ..widgets.cardface import CardStyle
from ..widgets.panels import fit_name, safe_name
from .move_log import LogEntry, log_line

if TYPE_CHECKING:
    from ..table_session import TableSession


def seat_role(view: PlayerView, me: int, p: int, level: str | None = None, away: bool = False) -> str:
    """What seat ``p`` is to ``me`` beyond an opponent (a partner, or the dealer who sits
    out), the level of the computer that plays it (``level``, None for a person), and
    whether its player lost the connection (``away``: over the LAN, until a computer takes
    the seat; only the status line had said so)."""
    parts = [_("no connection")] if away else []
    if view.rules.partnerships and p % 2 == me % 2:
        parts.append(_("partner"))
    elif sits_out(view, p):
        parts.append(_("deals, sits out"))
    if level is not None and parts:  # the level alone beside a role: a partner's panel is narrow
        parts.append(level_name(level).lower())
    elif level is not None:
        parts.append(_("computer: {level}", level=level_name(level).lower()))
    return " · ".join(parts)


def sits_out(view: PlayerView, seat: int) -> bool:
    """The dealer's rest in the three-player form where the dealer sits out."""
    return view.rules.has_stock and view.rules.players > 2 and seat == view.dealer


def play_order(view: PlayerView) -> list[int]:
    """The seats in this trick, the one who leads (or is to lead) first."""
    if view.table:
        first = view.table[0][0]
    else:
        first = view.to_move if view.result is None else view.leader
    active = [p for p in range(view.rules.players) if view.hand_sizes[p] or any(s == p for s, _c in view.table)]
    if view.rules.has_stock and view.rules.players > 2:
        active = [p for p in range(view.rules.players) if not sits_out(view, p)]
    if first not in active:
        return active
    i = active.index(first)
    return active[i:] + active[:i]


def score_items(session: TableSession) -> list[tuple[tuple[str, ...], int]]:
    """(names, match score) per scoring side: partners share one score."""
    names, score = session.names, session.score
    if session.rules.partnerships:
        return [((names[0], names[2]), score[0]), ((names[1], names[3]), score[1])]
    return [((name,), points) for name, points in zip(names, score, strict=True)]


def title_variants(session: TableSession) -> list[Text]:
    """The title line, fullest first: the game's name, then "to win", then (at a local
    table) the length of the names and the hand's number, and last the preset's name
    go, so that the score is never cut off.  Over the LAN the preset goes first."""
    connected = getattr(session, "connected", None)
    if connected is None:
        head = Text(_("Sixty-Six"), style="bold")
    elif session.closed is not None:
        gone = _("table closed") if session.closed == "shutdown" else _("no connection")
        head = Text("✖ " + gone, style="bold red")
    elif connected:  # over the LAN the connection comes first, and always stays
        head = Text("● " + _("online"), style="bold green")
    else:
        head = Text("○ " + _("reconnecting…"), style="bold yellow")
    hand = Text(_("hand {n}", n=session.hand_number + 1))
    changed = is_own(session.rules)  # as Past matches and the rules screen mark it
    preset = Text(preset_title(session.preset_name) + ("*" if changed else ""))
    target = session.rules.match_target
    full_target = Text(" / " + _("{n} to win", n=target), style="dim")
    short_target = Text(f" / {target}", style="dim")
    wide, narrow = _scores(session, None), _scores(session, 8)
    lan = connected is not None
    full = [head, preset, hand, wide + full_target]
    # Then "to win", and then whole names (cut, a name keeps its number: «Компьют… 3»).
    scores = [[hand, wide + full_target], [hand, wide + short_target], [hand, narrow + short_target]]
    if lan:  # the connection always stays
        parts = [full, *([head, *s] for s in scores), [head, narrow + short_target]]
    else:  # the rules played are said nowhere else at the table: the hand's number goes before them
        parts = [
            full,
            *([preset, *s] for s in scores),
            [preset, wide + short_target],
            [preset, narrow + short_target],
            *scores,
        ]
    return [Text(" · ").join(p) for p in parts]


def _scores(session: TableSession, name_width: int | None) -> Text:
    out = Text()
    for i, (names, points) in enumerate(score_items(session)):
        if i:
            out.append("  ")
        shown = [safe_name(n) if name_width is None else fit_name(n, name_width) for n in names]
        out.append_text(Text(" & ").join(shown))
        out.append(f" {points}", style="bold")
    return out


def connection_notice(session: TableSession) -> Text | None:
    """Over the LAN: that this seat lost the host (a move made meanwhile waits), or who
    else lost the connection and how long until a bot takes over."""
    if getattr(session, "connected", True) is False and session.closed is None:
        return Text(
            "○ " + _("The host does not answer: reconnecting. A move you make now is sent once it is back."),
            style="bold yellow",
        )
    away = _away(session)
    if not away:
        return None
    seat, seconds = away[0]
    line = Text("⚠ ", style="bold yellow")
    line.append_text(safe_name(session.names[seat]))
    line.append(" " + _("lost the connection."), style="bold yellow")
    if seconds is not None:
        line.append(" " + _("A computer player takes over in {n} s.", n=max(0, int(seconds))))
    if getattr(session, "can_replace", False):
        line.append("  " + _("b: continue with a computer player now"), style="dim")
    return line


def away_seats(session: TableSession) -> set[int]:
    """The seats whose player lost the connection (over the LAN; none at a local table)."""
    return {seat for seat, _seconds in _away(session)}


def _away(session: TableSession) -> list[tuple[int, float | None]]:
    """Over the LAN, the seats whose player lost the connection, with the seconds until a
    computer takes over (``NetSession.away``); none at a local table."""
    away = getattr(session, "away", None)
    return away() if away else []


def _waited_line(session: TableSession) -> Text:
    """After "The hand is over.": whom the next hand waits for over the LAN ("Waiting for:
    Bob, Ann…"), or that it comes when everybody is ready (a host that does not say)."""
    line = Text(" ")
    waited = getattr(session, "waited_for", [])
    if not waited:
        line.append(_("The next hand comes when everybody is ready…"))
        return line
    line.append(_("Waiting for:") + " ")
    for k, seat in enumerate(waited):
        if k:
            line.append(", ")
        line.append_text(safe_name(session.names[seat]))
    line.append("…")
    return line


def table_gone(reason: str) -> str:
    """Why a LAN table went away (``net.feed.Closed.reason``), in a sentence."""
    if reason == "shutdown":
        return _("The host closed the table.")
    if reason == UNREACHABLE:  # the seat is kept (``tui.lan.leave_table``)
        return _("The host cannot be reached. Your seat is kept: join again once it is back.")
    return _("The connection to the host is gone.")


def status_text(
    session: TableSession,
    view: PlayerView,
    seat: int,
    shown: int | None,
    events: list[LogEntry],
    style: CardStyle,
    show_points: bool,
) -> Text:
    """The lines under the trick: the last events, a lost connection, and whose turn it
    is with the running tally of the seat on screen (``shown``, None under a curtain)."""
    status = Text()
    notice = connection_notice(session)
    if events and notice is None:  # the three lines are the notice's (two at 80 columns) and the turn's
        status.append_text(log_line(events))
        status.append("\n")
    closed = session.closed
    if closed is not None:  # over the LAN: nothing more will come
        status.append(table_gone(closed) + " ", style="bold red")
        status.append(_("q: back to the lobby"), style="bold")
        return status
    if notice is not None:
        status.append_text(notice)
        status.append("\n")
    if view.result is not None and session.match_over and not session.drives_bots:
        status.append(_("The match is over."), style="bold")
        if not session.hosting:  # a joined player: the host decides
            status.append(" " + _("Another one begins if the host starts it."))
    elif view.result is not None:
        status.append(_("The hand is over."), style="bold")
        if getattr(session, "waiting_for_others", False):
            status.append_text(_waited_line(session))
    elif session.bot_to_move and getattr(session, "connected", True) is False:
        pass  # the host is gone: nobody is thinking, and the notice above says so
    elif session.bot_to_move:
        # Not thinking but gone, as the notice above says.
        if any(seat == view.to_move for seat, _seconds in _away(session)):
            status.append(_("Waiting for:") + " ")
            status.append_text(safe_name(session.names[view.to_move]))
            status.append("…")
        else:
            status.append_text(safe_name(session.names[view.to_move]))
            status.append(" " + _("is thinking…"))
        if shown is not None and sits_out(view, shown):
            status.append(" · " + _("You deal and sit out this hand."), style="dim")
    elif shown is None:
        status.append(_("Waiting for the next player…"))
    else:
        status.append(_("Your turn") + ", ", style="bold")
        status.append_text(safe_name(session.names[seat]))
        status.append("  " + tricks_label(view.tricks[view.owner], view.rules.partnerships))
        if show_points:
            status.append("  " + _("points: {n}", n=view.points()), style="bold")
        mine = [suit for who, suit in view.marriages if who == seat]
        if mine:
            status.append("  " + _("marriages:") + " ")
            for suit in mine:
                status.append_text(style.suit_text(suit))
                status.append("40 " if suit == view.trump else "20 ", style="dim")
            if view.marr_pending[view.owner]:  # announced, not yet counted: it looked the same
                status.append(_("(after a trick)"), style="dim")
        if view.offer == seat and "exchange" in view.legal_actions:
            status.append("\n")
            status.append(_("The stock was closed: exchange the trump card or pass."), style="bold yellow")
        elif view.offer == seat:  # offered all the same, so that the closer learns nothing from it
            status.append("\n")
            status.append(
                _("The stock was closed. You have no card to exchange for the trump: pass (p)."), style="bold yellow"
            )
        elif "draw" in view.legal_actions:
            status.append("  " + _("Enter: draw"), style="dim")
    return status
