"""The rules of the chosen preset, written for players, in the chosen language."""

from __future__ import annotations

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from engine.rules import PRESETS, Rules

from ..i18n import get_language
from ..i18n.rules_help import rules_help
from ..keys import N_
from ..settings import show_running_points
from ..widgets.footer import KeysFooter
from .base import AppScreen


class HelpScreen(AppScreen[None]):
    """The rules of one game; opened from the lobby (``browse``), the arrow keys turn to
    the other presets' rules, which the lobby has no other way to show."""

    BINDINGS = [
        Binding("escape,q,question_mark,f1", "close", N_("Back")),
        Binding("left", "turn(-1)", N_("Other rules"), priority=True, key_display="← →"),
        Binding("right", "turn(1)", N_("Other rules"), priority=True, show=False),
    ]

    def __init__(self, rules: Rules, browse: bool = False) -> None:
        super().__init__()
        self.rules = rules
        self.browse = browse

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "turn" and not self.browse:
            return False
        return super().check_action(action, parameters)

    def action_turn(self, step: int) -> None:
        names = list(PRESETS)
        at = names.index(self.rules.preset) if self.rules.preset in names else 0
        self.rules = PRESETS[names[(at + step) % len(names)]]
        self.query_one("#help-text", Static).update(self._rendered())
        self.query_one("#help-scroll", VerticalScroll).scroll_home(animate=False)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll"):
            yield Static(self._rendered(), id="help-text")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def _rendered(self) -> Markdown:
        """The rules as one Rich renderable: Textual's Markdown widget, a widget a block,
        took over a second to turn to another preset's rules on a 2-core machine."""
        shown = show_running_points(self.sixtysix.settings, self.rules)
        return Markdown(rules_help(self.rules, get_language(), shown))
