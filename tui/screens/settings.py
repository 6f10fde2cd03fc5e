"""Settings: language, card style, assists, theme, the computer's pace."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Label, Select, Static, Switch

from ..i18n import LANGUAGES, _
from ..keys import N_
from ..widgets.choice import Choice
from ..widgets.footer import KeysFooter
from .base import AppScreen


class SettingsScreen(AppScreen[bool]):
    """Every change is applied and saved at once; dismissed with True."""

    BINDINGS = [Binding("escape", "close", N_("Back"))]

    def compose(self) -> ComposeResult:
        st = self.sixtysix.settings
        yield Static(_("Settings"), id="settings-title")
        with VerticalScroll(id="settings-form") as form:
            form.can_focus = False  # a Tab stop on the form itself showed no focus at all
            yield from _row(
                _("Language"),
                Choice(
                    [(v, k) for k, v in LANGUAGES.items()],
                    value=st.language,
                    allow_blank=False,
                    compact=True,
                    id="language",
                ),
            )
            yield from _row(
                _("Cards"),
                Choice(
                    [(_("suit symbols ♣♦♥♠"), "symbols"), (_("letters"), "letters")],
                    value=st.card_style,
                    allow_blank=False,
                    compact=True,
                    id="card_style",
                ),
            )
            yield from _switch_row(_("Four-colour deck"), st.four_colour, "four_colour")
            yield from _row(
                _("Running points"),
                Choice(
                    [(_("as the rules say"), "preset"), (_("always show"), "always"), (_("never show"), "never")],
                    value=st.show_points,
                    allow_blank=False,
                    compact=True,
                    id="show_points",
                ),
            )
            yield from _switch_row(_("Hints"), st.hints, "hints")
            yield from _switch_row(_("Cards played"), st.played_cards, "played_cards")
            yield from _row(
                _("Computer's pace"),
                Choice(
                    [(_("instant"), 0), (_("quick"), 300), (_("normal"), 600), (_("slow"), 1200)],
                    value=st.pause_ms if st.pause_ms in (0, 300, 600, 1200) else 600,
                    allow_blank=False,
                    compact=True,
                    id="pause_ms",
                ),
            )
            themes = sorted(self.app.available_themes)
            yield from _row(
                _("Theme"),
                Choice(
                    [(_theme_label(t), t) for t in themes],
                    value=st.theme if st.theme in themes else themes[0],
                    allow_blank=False,
                    compact=True,
                    id="theme",
                ),
            )
        yield KeysFooter()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.value is not Select.BLANK and event.select.id:
            self._set(event.select.id, event.value)

    def on_switch_changed(self, event: Switch.Changed) -> None:
        if event.switch.id:
            self.query_one(f"#{event.switch.id}-state", Label).update(_on_off(event.value))
            self._set(event.switch.id, event.value)

    def _set(self, name: str, value: Any) -> None:
        app = self.sixtysix
        if getattr(app.settings, name) == value:
            return
        app.apply_settings(replace(app.settings, **{name: value}))
        if name == "language":
            self.dismiss(True)  # every label is rebuilt in the new language
            self.app.push_screen(SettingsScreen())

    def action_close(self) -> None:
        self.dismiss(True)


def _row(label: str, widget: Any, *more: Any) -> ComposeResult:
    with Horizontal(classes="setting"):
        yield Label(label, classes="setting-label")
        yield widget
        yield from more


def _switch_row(label: str, value: bool, key: str) -> ComposeResult:
    """A switch, and its state in a word beside it: the switch shows it by colour alone
    (a QA player could not tell on from off)."""
    yield from _row(
        label, Switch(value=value, id=key), Label(_on_off(value), id=f"{key}-state", classes="switch-state")
    )


def _on_off(value: bool) -> str:
    return _("on") if value else _("off")


# Textual's own themes by their words; the others keep their names (Nord, Dracula…).
_THEME_WORDS = {
    "textual-dark": N_("dark"),
    "textual-light": N_("light"),
    "ansi-dark": N_("the terminal's colours, dark"),
    "ansi-light": N_("the terminal's colours, light"),
}


def _theme_label(theme: str) -> str:
    words = _THEME_WORDS.get(theme)
    return _(words) if words else theme
