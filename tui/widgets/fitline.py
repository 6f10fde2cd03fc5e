"""One line that shows the fullest of several wordings that fits its width."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static


class FitLine(Static):
    """Given wordings from the fullest to the shortest, shows the first that fits, so a
    narrow terminal loses the least useful words rather than the end of the line."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._variants: list[Text] = [Text()]

    def show(self, variants: Sequence[Text]) -> None:
        self._variants = list(variants) or [Text()]
        self.refresh()

    @property
    def shown(self) -> Text:
        """The wording that fits the current width (the shortest when none does)."""
        width = self.content_size.width
        return next((v for v in self._variants if v.cell_len <= width), self._variants[-1])

    def render(self) -> Text:
        return self.shown
