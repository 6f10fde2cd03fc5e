"""A radio button whose mark itself says whether it is chosen."""

from __future__ import annotations

from textual.widgets import RadioButton


class MarkedRadioButton(RadioButton):
    """``RadioButton`` shows the same ● on every button of a set and tells the chosen one by
    colour alone, which a colour-blind player, or a terminal of few colours, does not see:
    here the chosen one is ● and the others ○."""

    @property  # type: ignore[override]
    def BUTTON_INNER(self) -> str:  # noqa: N802 (Textual's name for the mark)
        return "●" if self.value else "○"
