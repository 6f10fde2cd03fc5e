"""Textual's command palette with its own words in the player's language."""

from __future__ import annotations

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from ..i18n import _


class Palette(CommandPalette):
    """The search field's prompt and "No matches found" said in the player's language (Textual
    writes both in English).  The second is Textual's own countdown, its words changed: it
    reaches into the palette's internals, which the pinned Textual version keeps stable and
    ``test_the_command_palette_speaks_the_players_language`` checks."""

    def __init__(self) -> None:
        super().__init__(id="--command-palette", placeholder=_("Search for commands…"))

    def _watch__list_visible(self) -> None:
        # The search runs in a worker, which can end after the app, quitting, has taken the
        # palette's widgets away: Textual's watcher then failed to find them (a traceback).
        if self.is_attached:
            super()._watch__list_visible()

    def _start_no_matches_countdown(self, search_value: str) -> None:
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:  # in discovery (nothing typed) an empty list says enough
                words = Align.center(Text(_("No matches found"), style="not bold"))
                self.query_one(CommandList).add_option(Option(words, disabled=True, id=self._NO_MATCHES))
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
