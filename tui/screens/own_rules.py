"""Own rules, switch by switch: every rule of the chosen preset in the player's language,
each changed with Enter or the arrow keys, where the new-game form's text field asks for
the engine's switch names."""

from __future__ import annotations

import re

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from engine.rules import PRESETS, Rules

from ..i18n import _, get_language
from ..i18n.switches import SWITCH_TITLES, applies, describe_choice
from ..i18n.terms import preset_title
from ..keys import N_, localize_bindings
from ..rule_steps import EDITABLE, differs, overrides_text, reset, step
from ..widgets.footer import KeysFooter
from .base import AppScreen


def _strong(sentence: str, style: str) -> Text:
    """A rules sentence, whose ``**3**`` is Markdown for the rules help, with that in bold."""
    text = Text(style=style)
    for i, part in enumerate(re.split(r"\*\*(.+?)\*\*", sentence)):
        text.append(part, style="bold" if i % 2 else "")
    return text


class SwitchRow(Static, can_focus=True):
    """One rule: its title, and the sentence that says what it does at its value."""

    BINDINGS = [
        Binding("enter,space,right", "step(1)", N_("Change"), key_display="⏎ ← →"),
        Binding("left", "step(-1)", show=False),
        # Here, not on the screen: the scrolling list around the rows would take them first.
        Binding("up", "app.focus_previous", show=False),
        Binding("down", "app.focus_next", show=False),
        Binding("backspace,delete", "reset", N_("Reset"), key_display="⌫"),
    ]

    def __init__(self, name: str) -> None:
        super().__init__(id=f"rule-{name}", classes="rule-row")
        localize_bindings(self)
        self.switch = name

    def show(self, rules: Rules) -> None:
        changed = differs(rules, self.switch)
        text = Text(_(SWITCH_TITLES[self.switch]), style="bold")
        text.append("\n")
        text.append_text(_strong(describe_choice(rules, self.switch, get_language()), style="" if changed else "dim"))
        self.update(text)
        self.set_class(changed, "changed")

    # The screen's rules change at once, not through a message: keys that come in a burst
    # (Right Right Ctrl+S) had dismissed the screen before the steps' messages reached it.
    def action_step(self, delta: int) -> None:
        self._screen().step_rule(self.switch, delta)

    def action_reset(self) -> None:
        self._screen().step_rule(self.switch, 0)

    def _screen(self) -> OwnRulesScreen:
        screen = self.screen
        assert isinstance(screen, OwnRulesScreen)
        return screen


class OwnRulesScreen(AppScreen[str | None]):
    """Changes ``rules``, a preset with own changes, rule by rule; dismissed with the
    changes as the form's ``switch=value`` text, or None (Escape: nothing changes)."""

    BINDINGS = [
        Binding("ctrl+s", "done", N_("Done")),
        Binding("escape", "cancel", N_("Cancel")),
    ]

    def __init__(self, rules: Rules) -> None:
        super().__init__()
        self.rules = rules
        self._changed: SwitchRow | None = None  # the row last changed, kept in sight

    def compose(self) -> ComposeResult:
        title = _("Own rules: {preset}", preset=preset_title(self.rules.preset))
        yield Static(Text(title, style="bold"), id="lobby-title")
        yield Static(
            Text(
                _(
                    "Enter or the arrow keys change the rule in focus; a bar on the left marks a change from {preset}.",
                    preset=preset_title(self.rules.preset),
                ),
                style="dim italic",
            ),
            id="own-rules-hint",
        )
        with VerticalScroll(id="own-rules") as rows:
            rows.can_focus = False
            for name in EDITABLE:
                yield SwitchRow(name)
        with Horizontal(id="own-rules-buttons"):
            yield Button(_("Done"), id="done", variant="primary", compact=True)
            yield Button(_("Reset all"), id="reset-all", compact=True)
            yield Button(_("Cancel"), id="cancel", compact=True)
        yield KeysFooter()

    def on_mount(self) -> None:
        self._show()
        first = next(row for row in self.query(SwitchRow) if row.display)
        first.focus()
        self.watch(self.query_one("#own-rules"), "virtual_size", self._rows_laid_out, init=False)

    def _show(self) -> None:
        for row in self.query(SwitchRow):
            row.display = applies(self.rules, row.switch)
            row.show(self.rules)

    def step_rule(self, name: str, delta: int) -> None:
        """Move rule ``name`` ``delta`` values on (1 or -1), or back to the preset's (0)."""
        before = self.rules
        self.rules = reset(before, name) if delta == 0 else step(before, name, delta)
        if delta and self.rules == before:
            # A key that changes nothing would look broken: say why (three players' pack).
            self.notify(_("No other choice of this rule fits the other rules."), severity="warning", timeout=4)
        self._show()
        # Rows a change brings (marriages on: their rules) had pushed the row just changed
        # out of sight.  It is scrolled back once the rows' new height is laid out
        # (``_rows_laid_out``): a scroll after the next refresh could, under load, come
        # before that layout.  Without such rows it is in sight already: it has the focus.
        self._changed = self.query_one(f"#rule-{name}", SwitchRow)

    def _rows_laid_out(self) -> None:
        if self._changed is not None:
            self._changed.scroll_visible(animate=False)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "done":
            self.action_done()
        elif event.button.id == "reset-all":
            self.rules = PRESETS[self.rules.preset]
            self._show()
        else:
            self.action_cancel()

    def action_done(self) -> None:
        self.dismiss(overrides_text(self.rules))

    def action_cancel(self) -> None:
        self.dismiss(None)
