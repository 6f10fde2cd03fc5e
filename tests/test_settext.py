"""set_text: a Static's text replaced only when it differs, laid out only where its size
follows its text (tui/widgets/settext.py)."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from tui.widgets.settext import set_text


class _Two(App[None]):
    CSS = "#fixed { width: 20; height: 2; } #auto { width: auto; height: 1; }"

    def compose(self) -> ComposeResult:
        yield Static("", id="fixed")
        yield Static("", id="auto")


async def test_text_is_replaced_only_when_it_differs_and_laid_out_only_where_it_sizes_the_widget() -> None:
    app = _Two()
    async with app.run_test() as pilot:
        fixed, auto = app.query_one("#fixed", Static), app.query_one("#auto", Static)
        set_text(fixed, Text("Wait for your turn.", style="bold green"))
        shown = fixed.content
        set_text(fixed, Text("Wait for your turn.", style="bold green"))
        assert fixed.content is shown  # the same text: left as it was
        # The same words in another colour (a refusal after a plain message) are new.
        set_text(fixed, Text("Wait for your turn.", style="bold red"))
        assert fixed.content is not shown and str(fixed.content.style) == "bold red"
        await pilot.pause()
        assert not fixed._layout_required and not app.screen._layout_required
        set_text(fixed, "other words")
        assert not fixed._layout_required  # a fixed size: repainted, not laid out
        set_text(auto, "a longer text that widens it")
        assert auto._layout_required  # an auto width follows its text
        await pilot.pause()
        assert auto.size.width == len("a longer text that widens it")
