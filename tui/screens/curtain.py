"""The hot-seat curtain: nothing private on screen until the next player is ready."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Button, Static

from ..i18n import _
from ..keys import N_
from ..widgets.footer import KeysFooter
from .base import AppScreen


class CurtainScreen(AppScreen[bool]):
    """An opaque screen (not a modal: nothing of the table shows through).  Dismissed
    with True when the player is ready, False to leave the table (which asks first)."""

    BINDINGS = [
        Binding("enter,space", "ready", N_("Ready"), key_display="Enter"),
        Binding("q,escape", "leave", N_("Leave")),
    ]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                text = Text(_("Pass the terminal to") + " ", style="bold")
                text.append(self.player, style="bold reverse")
                yield Static(text, id="curtain-title")
            with Center():
                yield Static(Text(_("Press Enter when {name} is ready.", name=self.player)))
            with Center():
                yield Button(_("I am ready"), id="ready", variant="primary")
        yield KeysFooter()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)
