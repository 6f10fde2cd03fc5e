"""A drop-down list whose open menu names its key in the player's language."""

from __future__ import annotations

from typing import Any

from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from ..i18n import N_
from ..keys import localize_bindings

N_("Dismiss menu")  # Textual's own words for the open menu's escape key, translated here


class Choice(Select[Any]):
    """Textual's ``Select``, whose open menu put "esc Dismiss menu" in the Footer in English,
    the one English key on a Russian or Ukrainian screen."""

    def on_mount(self) -> None:
        localize_bindings(self.query_one(SelectOverlay))
