"""After a hand: its result and why, and the match's score sheet."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Static
from textual.worker import Worker, WorkerState, get_current_worker

from engine.result import HandResult
from engine.view import PlayerView

from ..i18n import _
from ..i18n.terms import automatic_66, hand_ending, match_won_text
from ..keys import N_, relabel_binding
from ..session import row_gains
from ..widgets.footer import KeysFooter
from ..widgets.panels import fit_name, last_trick_line
from .base import AppScreen
from .wording import (
    card_points_line,
    carried_sentence,
    check_sentences,
    marriage_ending,
    review_sentences,
    side_values,
)

if TYPE_CHECKING:
    from ..table_session import TableSession


class ScoringScreen(AppScreen[str]):
    """Dismissed with "next" (deal the next hand) or "lobby"."""

    BINDINGS = [
        Binding("enter,n", "next", N_("Next hand")),
        Binding("escape,l", "lobby", N_("Lobby")),
        Binding("u", "undo", N_("Undo")),
    ]

    def __init__(self, session: TableSession) -> None:
        super().__init__()
        self.session = session
        # Whether its hand was still the one on the table when the score went up: a LAN
        # table may have dealt the next one already, or deal it while the score is read.
        self.over_when_shown = session.hand_over
        # The Footer says what the buttons say: at a LAN table Escape leaves it, and once a
        # match on this machine is over Enter plays another.
        ends = session.match_over and session.drives_bots
        relabel_binding(self, "next", _("Play again") if ends else self._next_label())
        relabel_binding(self, "lobby", _("Back to the lobby") if ends else self._leave_label())

    def compose(self) -> ComposeResult:
        s = self.session
        result = s.last_result
        assert result is not None
        with Vertical(id="scoring"):
            ended = self._ended_view()
            yield Static(self._headline(result, ended), id="result-headline")
            yield Static(self._points_line(result, ended), id="result-points")
            lines = self._review_lines()
            review = Static(lines, id="result-review")
            review.display = bool(lines.plain)
            yield review
            yield Static(
                Text(_("Play check: looking at your moves while cards were hidden…"), style="dim"), id="result-check"
            )
            yield DataTable(id="score-sheet", cursor_type="none", zebra_stripes=True)
            with Horizontal(id="scoring-buttons"):
                if s.match_over and s.drives_bots:  # the same seats and rules, newly dealt
                    yield Button(_("Play again"), id="again", variant="primary")
                    yield Button(_("Back to the lobby"), id="lobby")
                else:
                    yield Button(self._next_label(), id="next", variant="primary")
                    yield Button(self._leave_label(), id="lobby")
        yield KeysFooter()

    def _next_label(self) -> str:
        """At a LAN table a finished match may be followed by another: the host starts it."""
        s = self.session
        if not s.match_over:
            return _("Next hand")
        return _("Another match") if s.hosting else _("Stay at the table")

    def _leave_label(self) -> str:
        s = self.session
        if s.drives_bots:
            return _("Lobby (the match is saved)")
        return _("Close the table") if s.hosting else _("Leave the table")

    def _ended_view(self) -> PlayerView | None:
        """The finished hand as the viewer saw it; None over the LAN, where the view may
        already be of the next hand."""
        view = self.session.view(self.session.viewer())
        return view if view.result is not None else None

    def _headline(self, result: HandResult, ended: PlayerView | None) -> Text:
        s = self.session
        closer, history = (ended.closer, ended.history) if ended is not None else (None, ())
        text = Text(hand_ending(result, s.names, s.rules, closer, history), style="bold")
        ending = marriage_ending(ended, self.sixtysix.card_style) if ended is not None else None
        if ending is not None:
            text.append(" " + ending, style="bold")
        carried = carried_sentence(s.rules, result, row_gains(s.score_sheet)[-1]) if s.score_sheet else ""
        if carried:
            text.append(" " + carried, style="bold")
        if s.match_over and s.winner is not None:
            text.append("\n")
            text.append(match_won_text(s.names, s.winner, s.rules.partnerships), style="bold green")
        return text

    def _points_line(self, result: HandResult, ended: PlayerView | None) -> Text:
        s = self.session
        text = Text()  # a style given to Text() itself would dim the points too
        text.append(_("Card points") + ": ", style="dim")
        resting = s.score_sheet[-1].dealer if s.rules.dealer_sits_out and s.score_sheet else None
        text.append(card_points_line(s.names, s.rules, result.points, resting))
        at_close = _points_at_close(result, ended)
        if at_close is not None:
            text.append("\n" + _("At the close") + ": ", style="dim")
            text.append(card_points_line(s.names, s.rules, at_close, resting))
        trick = last_trick_line(ended, s.names, self.sixtysix.card_style) if ended is not None else None
        if trick is not None:
            text.append("\n")
            text.append_text(trick)
        return text

    def _review_lines(self) -> Text:
        """The solver's check of each person's play once the stock was gone (two hands)."""
        style = self.sixtysix.card_style

        def said(seat: int) -> tuple[list[str], bool] | None:
            checked = self.session.review(seat)
            return None if checked is None else (review_sentences(checked, style), bool(checked.slips))

        return self._each_persons(said)

    @work(thread=True, group="check", exit_on_error=False)  # a failure only hides the lines
    def _check_play(self) -> Text:
        """The search's look back at each person's play while cards were hidden, off the
        UI thread (seconds); left unfinished when the screen goes."""
        style = self.sixtysix.card_style
        worker = get_current_worker()

        def said(seat: int) -> tuple[list[str], bool] | None:
            checked = self.session.play_check(seat, stop=lambda: worker.is_cancelled)
            if checked is None or worker.is_cancelled:
                return None
            return check_sentences(checked, style), checked.faulted

        return self._each_persons(said)

    def _each_persons(self, said: Callable[[int], tuple[list[str], bool] | None]) -> Text:
        """Each person's sentences from ``said`` (and whether something fell short), named
        where several people play at this table."""
        s = self.session
        text = Text()
        for seat in s.humans:
            got = said(seat)
            if got is None:
                continue
            lines, short = got
            for line in lines:
                if len(s.humans) > 1:
                    # A tag, not «Anna: Play check, trick 1: you played…», whose second colon
                    # and capital read badly; under it, "you" is the person named.
                    text.append(f"[{s.names[seat]}] ", style="bold")
                text.append(line + "\n", style="yellow" if short else "green")
        text.rstrip()
        return text

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "check":
            return
        check = self.query_one("#result-check", Static)
        if event.state == WorkerState.SUCCESS:
            lines = event.worker.result
            check.update(lines)
            check.display = bool(lines.plain)
            # The sentences take room from the sheet: keep its newest hands in sight.
            sheet = self.query_one("#score-sheet", DataTable)
            self.call_after_refresh(sheet.scroll_end, animate=False)
        elif event.state == WorkerState.ERROR:  # a bug of ours: the hand's result stands
            check.display = False

    def on_mount(self) -> None:
        s = self.session
        self._check_play()
        table = self.query_one(DataTable)
        table.add_column(_("Hand"), key="hand")
        table.add_column(_("Dealer"), key="dealer")
        for label in _column_labels(s):
            widest = max(cell_len(line) for line in label.plain.split("\n"))
            table.add_column(label, width=max(7, min(widest, 14)))  # 7: "10 (+3)"
        if s.rules.partnerships:
            table.header_height = 2  # a partnership's two names, one above the other
        table.add_column(_("Why"), key="why")
        for row, gains in zip(s.score_sheet, row_gains(s.score_sheet), strict=True):
            gained = side_values(s.rules, gains)  # with a drawn hand's point carried, as the score has it
            totals = side_values(s.rules, row.score)
            cells: list[object] = [str(row.hand + 1), Text(s.names[row.dealer])]
            for g, t in zip(gained, totals, strict=True):
                cells.append(Text(f"{t}" + (f" (+{g})" if g else ""), style="bold" if g else ""))
            cells.append(_short_reason(row.result, automatic_66(s.rules)))
            table.add_row(*cells)
        # The newest hands in sight: at 80x24 the sheet shows four rows under a play check.
        self.call_after_refresh(table.scroll_end, animate=False)
        self.query_one("#next" if self.query("#next") else "#again", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id if event.button.id in ("next", "again") else "lobby")

    def action_next(self) -> None:
        self.dismiss("next" if self.query("#next") else "again")

    def action_lobby(self) -> None:
        self.dismiss("lobby")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action == "undo":  # against the computer, where the hand's last move was the player's
            return self.session.can_undo and not self.session.match_over
        return True

    def action_undo(self) -> None:
        """Back to the table, the move that ended the hand taken back (the table undoes it)."""
        self.dismiss("undo")


def _column_labels(session: TableSession) -> list[Text]:
    """A score column's heading: the seat's name, or a partnership's two names on two
    lines ("Anna &" above "Clara"), each cut to the column."""
    names = session.names
    if session.rules.partnerships:
        return [Text.assemble(fit_name(names[a], 12), " &\n", fit_name(names[a + 2], 14)) for a in (0, 1)]
    return [Text(name) for name in names]


def _points_at_close(result: HandResult, ended: PlayerView | None) -> list[int] | None:
    """Each side's points when the stock was closed (by owner, as ``card_points_line``
    reads a partnership's under its lower seat), where these rules scored the closed
    hand by them: Schnapsen's closer won 2 with the other side at 33 in the points shown,
    the 19 it had at the close unsaid; a failed close is worth 3 by what the other side had
    then (``closed_fail=2or3_at_close``, the default)."""
    if ended is None or ended.snap_points is None:
        return None
    rules = ended.rules
    at_close_fail = rules.closed_fail == "2or3_at_close"
    judged = {
        "closed_success": rules.closed_success_basis == "at_close",
        "closed_failure": at_close_fail,
        "beaten_closer": at_close_fail and rules.beaten_closer == "as_failed_close",
    }
    if not judged.get(result.reason, False):
        return None
    return list(ended.snap_points)


def _side(session: TableSession, seat: int) -> int:
    return seat % 2 if session.rules.partnerships else seat


_SHORT = {
    "declared": N_("declared 66"),  # in lower case like the rest; "66 declared" begins a sentence
    "wrong_declaration": N_("wrong claim"),
    "played_out": N_("played out"),
    "closed_success": N_("closed, made it"),
    "closed_failure": N_("closed, failed"),
    "beaten_closer": N_("closer beaten"),
    "draw": N_("drawn"),
    "unfinished": N_("unfinished"),
    "renege": N_("renege"),
}


def _short_reason(result: HandResult, automatic: bool) -> str:
    """The sheet's "Why"; ``automatic`` as for ``reason_text``."""
    if automatic and result.reason == "declared":
        return _("reached 66")
    return _(_SHORT.get(result.reason, result.reason))
