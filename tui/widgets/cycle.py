"""A one-line choice: a compact button that steps through its options when pressed."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Button


class CycleButton(Button):
    """Shows ``prefix`` and the current option's label; Enter, space, a click or the right
    arrow moves on, the left arrow back (the label's ‹ › promise both)."""

    BINDINGS = [
        Binding("right", "step(1)", show=False),
        Binding("left", "step(-1)", show=False),
    ]

    class Changed(Message):
        def __init__(self, cycle: CycleButton, value: str) -> None:
            super().__init__()
            self.cycle = cycle
            self.value = value

        @property
        def control(self) -> CycleButton:
            return self.cycle

    def __init__(self, options: Sequence[tuple[str, str]], value: str, prefix: str = "", **kwargs: object) -> None:
        self.options = list(options)
        self.prefix = prefix
        values = [v for _label, v in self.options]
        self.index = values.index(value) if value in values else 0
        super().__init__(self._label(), compact=True, **kwargs)  # type: ignore[arg-type]

    @property
    def value(self) -> str:
        return self.options[self.index][1]

    def _label(self) -> Text:
        return Text(f"{self.prefix}‹ {self.options[self.index][0]} ›")

    def press(self) -> CycleButton:
        self.action_step(1)
        return self

    def action_step(self, delta: int) -> None:
        if self.disabled:
            return
        self.index = (self.index + delta) % len(self.options)
        self.label = self._label()
        self.post_message(self.Changed(self, self.value))
