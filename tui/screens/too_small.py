"""Shown instead of a broken layout while the terminal is smaller than the table needs."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.widgets import Static

from ..i18n import _
from .base import AppScreen


class TooSmallScreen(AppScreen[None]):
    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.need = (width, height)

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="too-small-text")

    def on_mount(self) -> None:
        self.update_size(self.app.size.width, self.app.size.height)

    def update_size(self, width: int, height: int) -> None:
        text = _(
            "Please enlarge the window to at least {w}×{h} (now {cw}×{ch}).",
            w=self.need[0],
            h=self.need[1],
            cw=width,
            ch=height,
        )
        if self.is_mounted:
            self.query_one("#too-small-text", Static).update(text)
