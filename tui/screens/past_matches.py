"""Finished matches, newest first, and how the player has fared against each computer level.

Each match is kept as a record file (``archive.py``); the line under the list names
the chosen match's file and the command that replays it, to keep or to share.
"""

from __future__ import annotations

import json
import os
from functools import partial
from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import DataTable, Static
from textual.worker import Worker, WorkerState, get_current_worker

from engine.bots.review import PlayCheck
from engine.records import MatchRecord, RecordError, parse_match

from ..archive import PastMatch, Tally, past_matches, results_against_computer
from ..i18n import _, get_language
from ..i18n.rules_help import own_changes
from ..i18n.terms import level_name, preset_title
from ..keys import N_
from ..saves import os_reason
from ..widgets.footer import KeysFooter
from ..widgets.panels import fit_name
from .base import AppScreen
from .dialogs import ask_first
from .match_story import match_story, play_checks

# In 80 columns: a side of two players, or a long preset title, is cut.
_COLUMNS = ((N_("Date"), 14), (N_("Rules"), 13), (N_("Score"), 7), (N_("Players"), 21), (N_("Winner"), 11))


class PastMatchesScreen(AppScreen[None]):
    BINDINGS = [
        Binding("enter", "open", N_("Hand by hand"), priority=True),
        Binding("r", "resume", N_("Resume")),
        Binding("delete,d", "delete", N_("Delete")),
        Binding("escape,q", "close", N_("Back")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.matches = past_matches()

    def _chosen(self) -> PastMatch | None:
        row = self.query_one(DataTable).cursor_row
        return self.matches[row] if 0 <= row < len(self.matches) else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action == "resume":  # an unfinished match played here, kept with its save
            chosen = self._chosen() if self.is_mounted else None
            return chosen is not None and chosen.resumable
        return True

    def action_resume(self) -> None:
        chosen = self._chosen()
        if chosen is not None and chosen.resumable:
            self.sixtysix.resume_kept(chosen)

    def compose(self) -> ComposeResult:
        with Vertical(id="past"):
            yield Static(Text(_("Past matches"), style="bold"), id="past-title")
            yield Static(results_line(results_against_computer(self.matches)), id="past-results")
            yield DataTable(id="past-table", cursor_type="row", zebra_stripes=True)
            yield Static(id="past-file")
        yield KeysFooter()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        for label, width in _COLUMNS:
            table.add_column(_(label), width=width)
        for m in self.matches:
            table.add_row(*self._cells(m), key=str(m.path))
        if not self.matches:
            self.query_one("#past-file", Static).update(_("No match has been finished yet."))
        table.focus()

    @staticmethod
    def _cells(m: PastMatch) -> tuple[object, ...]:
        return (
            _when(m),
            fit_name(preset_title(m.preset) + ("*" if _changes(m) else ""), 13),
            _score(m),
            _cut(_players(m), 21),
            _winner_cell(m),
        )

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if 0 <= event.cursor_row < len(self.matches):
            self.query_one("#past-file", Static).update(file_line(self.matches[event.cursor_row]))
        self.refresh_bindings()  # r, for an unfinished match only

    def action_open(self) -> None:
        row = self.query_one(DataTable).cursor_row
        if 0 <= row < len(self.matches):
            self.app.push_screen(MatchStoryScreen(self.matches[row]))

    def action_delete(self) -> None:
        row = self.query_one(DataTable).cursor_row
        if not 0 <= row < len(self.matches):
            return
        match = self.matches[row]
        question = _(
            "Delete the record of {match} of {when}? It cannot be brought back.",
            match=_players(match),
            when=_when(match),
        )
        ask_first(self.app, question, _("Delete"), _("Keep it"), partial(self._delete, match))

    def _delete(self, match: PastMatch) -> None:
        try:
            match.path.unlink(missing_ok=True)
        except OSError as e:
            self.notify(_("The record could not be deleted: {reason}.", reason=os_reason(e)), severity="error")
            return
        self.matches.remove(match)
        self.query_one(DataTable).remove_row(str(match.path))
        self.query_one("#past-results", Static).update(results_line(results_against_computer(self.matches)))
        if not self.matches:
            self.query_one("#past-file", Static).update(_("No match has been finished yet."))

    def action_close(self) -> None:
        self.dismiss(None)


def _winner_cell(m: PastMatch) -> Text:
    if not m.over:
        return Text(_("unfinished"), style="dim")
    return _cut(m.sides[m.winner], 11) if m.winner is not None else Text("—")


def _cut(names: str, width: int) -> Text:
    """Cut at the end: a partnership's last word is the partner's, which ``fit_name``
    would keep after the ellipsis as if it were the first player's number."""
    text = Text(names)
    text.truncate(width, overflow="ellipsis")
    return text


def results_line(tallies: list[Tally]) -> Text:
    """ "Against the computer, matches won — medium: 3 of 5 · expert: 0 of 2": a dash, as
    a second colon in the line read as a list inside a list."""
    if not tallies:
        return Text(_("No match of one person against the computer finished yet."), style="dim")
    text = Text()
    text.append(_("Against the computer, matches won") + " — ", style="dim")
    parts = []
    for t in tallies:
        level = level_name(t.level).lower()
        if not t.played:  # every match at this level had moves taken back
            parts.append(_("{level}: {n} not counted, moves taken back", level=level, n=t.taken_back))
            continue
        part = _("{level}: {won} of {played}", level=level, won=t.won, played=t.played)
        if t.taken_back:
            part += " " + _("(+{n} not counted, moves taken back)", n=t.taken_back)
        parts.append(part)
    text.append(" · ".join(parts))
    return text


def _changes(match: PastMatch) -> list[str]:
    return own_changes(match.rules, get_language())


def _own_rules(match: PastMatch) -> str:
    return _("Own rules") + ": " + " ".join(_changes(match))


def _players(match: PastMatch) -> str:
    return " – ".join(match.sides)


def _score(match: PastMatch) -> str:
    return ":".join(str(s) for s in match.score)


def _when(match: PastMatch) -> str:
    """When it ended, or was left unfinished, in the player's own time zone."""
    return match.finished.astimezone().strftime("%d.%m.%y %H:%M")


def file_line(match: PastMatch) -> Text:
    """The chosen match in full, the command that replays its record (its file: to keep,
    or to share), and under rules of the player's own (a * in the list) what they changed."""
    text = Text(_whole(match) + "\n")  # the list cuts long names and titles to 80 columns
    if _changes(match):
        text.append("* " + _own_rules(match) + "\n", style="dim")
    text.append(_("Replay this match's record with") + ":\n", style="dim")
    text.append(f"sixtysix replay {shown_path(match.path)}")
    return text


def _whole(match: PastMatch) -> str:
    """The chosen match's row in full: rules, sides, score, winner and moves taken back."""
    parts = [preset_title(match.preset), _players(match), _score(match)]
    if match.over and match.winner is not None:
        parts.append(_("Winner") + ": " + match.sides[match.winner])
    elif not match.over:
        parts.append(_("unfinished"))
    if match.takebacks:
        parts.append(_("moves taken back: {n}", n=match.takebacks))
    return " · ".join(parts)


def shown_path(path: Path) -> str:
    """``~/.local/share/...``: shorter, and still what a shell takes."""
    home = Path(os.path.expanduser("~"))
    if home != Path("~") and path.is_relative_to(home):
        return f"~/{path.relative_to(home)}"
    return str(path)


class MatchStoryScreen(AppScreen[None]):
    """One kept match, hand by hand (``match_story.py``); ``c`` adds the play check of
    each person's moves, hand by hand as the search gets through them."""

    BINDINGS = [
        Binding("c", "check", N_("Check the play")),
        Binding("escape,q", "close", N_("Back")),
    ]

    def __init__(self, match: PastMatch) -> None:
        super().__init__()
        self.match = match
        self.checks: dict[int, dict[int, PlayCheck]] = {}
        self.checking = False

    def compose(self) -> ComposeResult:
        m = self.match
        head = Text()
        head.append(f"{_players(m)}  {_score(m)}", style="bold")
        head.append(f"  {preset_title(m.preset)} · {_when(m)}", style="dim")
        if _changes(m):
            head.append("\n" + _own_rules(m), style="dim")
        yield Static(head, id="story-title")
        with VerticalScroll(id="story-scroll"):
            yield Static(self._story(), id="story")
        yield KeysFooter()

    def _record(self) -> MatchRecord:
        """The kept record; ``OSError``, ``UnicodeDecodeError``, ``ValueError`` or
        ``RecordError`` if it cannot be read."""
        return parse_match(json.loads(self.match.path.read_text(encoding="utf-8")))

    def _story(self) -> Text:
        try:
            return match_story(self._record(), self.sixtysix.card_style, self.match.people, self.checks)
        except (OSError, UnicodeDecodeError, ValueError, RecordError) as e:
            return Text(_("This match's record cannot be read: {error}", error=str(e)), style="bold red")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "check":  # a match of computers alone has nobody's play to check
            return bool(self.match.people) and not self.checking
        return super().check_action(action, parameters)

    def action_check(self) -> None:
        self.checking = True
        self.notify(_("Checking the play hand by hand; each hand's check appears under it."), timeout=6)
        self._check_hands()
        self.refresh_bindings()

    @work(thread=True, group="check", exclusive=True, exit_on_error=False)
    def _check_hands(self) -> None:
        """Each hand's play check, added to the story as it is found (seconds a hand)."""
        worker = get_current_worker()
        try:
            for i, found in play_checks(self._record(), self.match.people, lambda: worker.is_cancelled):
                self.app.call_from_thread(self._checked, i, found)
        except (OSError, UnicodeDecodeError, ValueError, RecordError):
            return  # the story already says the record cannot be read
        if not worker.is_cancelled:
            self.app.call_from_thread(self.notify, _("The play check is done."), timeout=6)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "check" and event.state == WorkerState.ERROR:  # a bug of ours
            self.notify(_("The play check failed: {error}", error=str(event.worker.error)), severity="error")

    def _checked(self, hand: int, found: dict[int, PlayCheck]) -> None:
        self.checks[hand] = found
        self.query_one("#story", Static).update(self._story())

    def on_mount(self) -> None:
        self.query_one("#story-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)
