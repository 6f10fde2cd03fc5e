"""The rules of the chosen preset, written for players, in the chosen language."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Markdown

from engine.rules import Rules

from ..i18n import get_language
from ..i18n.rules_help import rules_help
from ..keys import N_
from .base import AppScreen


class HelpScreen(AppScreen[None]):
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", N_("Back"))]

    def __init__(self, rules: Rules) -> None:
        super().__init__()
        self.rules = rules

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll"):
            yield Markdown(rules_help(self.rules, get_language()), id="help-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)
