"""The "enlarge the window" notice that covers a screen while the terminal is too small."""

from __future__ import annotations

from textual.widgets import Static

from ..i18n import _

MIN_SIZE = (80, 24)


class TooSmallNotice(Static):
    """Shown on a layer above everything else while the app has the ``-too-small`` class
    (the rule is in app.tcss: a widget's own CSS cannot look at the App's classes)."""

    DEFAULT_CSS = """
    TooSmallNotice {
        layer: notice;
        dock: top;
        width: 100%;
        height: 100%;
        display: none;
        background: $background;
        content-align: center middle;
        text-style: bold;
    }
    """

    def render(self) -> str:
        width, height = self.app.size
        return _(
            "Please enlarge the window to at least {w}×{h} (now {cw}×{ch}).",
            w=MIN_SIZE[0],
            h=MIN_SIZE[1],
            cw=width,
            ch=height,
        )
