"""Typed modal dialogs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ..keys import N_
from .base import AppModal


class ConfirmScreen(AppModal[bool]):
    """A yes/no question; y says yes, Escape or n says no, and Enter the button in focus
    (yes, unless ``default_yes`` is False for a question whose yes would lose)."""

    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes"), show=False),
        Binding("n,escape", "answer(False)", N_("No"), show=False),
        # The arrows move between the two buttons, as in other programs' dialogs (Tab too).
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(self, question: str, yes: str, no: str, default_yes: bool = True) -> None:
        super().__init__()
        self.question, self.yes, self.no = question, yes, no
        self.default_yes = default_yes

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.question, id="question", markup=False)
            with Horizontal(id="dialog-buttons"):
                # The button Enter answers is the one drawn as the default: a blue "Declare!"
                # over a focused "Keep playing" had read as the default, and Enter played on.
                yield Button(self.yes, id="yes", variant="primary" if self.default_yes else "default")
                yield Button(self.no, id="no", variant="default" if self.default_yes else "primary")

    def on_mount(self) -> None:
        self.query_one("#yes" if self.default_yes else "#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


def ask_first(app: App[Any], question: str, yes: str, no: str, then: Callable[[], object]) -> None:
    """``question``, whose yes would lose something, with ``no`` in focus; ``then`` once it
    is answered yes (no, or Escape, leaves things as they are)."""
    app.push_screen(ConfirmScreen(question, yes, no, default_yes=False), lambda answer: then() if answer else None)


class MessageScreen(AppModal[None]):
    """A notice with one button (a corrupt save, a finished match)."""

    BINDINGS = [Binding("enter,escape", "close", N_("OK"), show=False)]

    def __init__(self, message: str, ok: str = "OK") -> None:
        super().__init__()
        self.message, self.ok = message, ok

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.message, id="question", markup=False)
            with Horizontal(id="dialog-buttons"):
                yield Button(self.ok, id="ok", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
