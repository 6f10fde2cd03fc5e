"""Setting up a new match: mode, preset (with its source) and own overrides, seats and names."""

from __future__ import annotations

from functools import partial

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Input, Label, RadioSet, Select, Static

from engine.rules import PRESETS, Rules, RulesError, make_rules, switches_from

from ..i18n import _, _n
from ..i18n.terms import level_name, preset_source, preset_title
from ..keys import N_
from ..names import MAX_NAME, clean_name, default_name, is_default_name, partners_line, repeated_name
from ..paths import has_hosted
from ..rules_problems import rules_problem
from ..session import SeatSpec
from ..settings import BOT_LEVEL_NAMES
from ..slot import replacing_question
from ..widgets.choice import Choice
from ..widgets.cycle import CycleButton
from ..widgets.footer import KeysFooter
from ..widgets.radio import MarkedRadioButton
from .base import AppScreen
from .dialogs import ask_first

MODES = ("computer", "hotseat", "host", "join")


def parse_overrides(text: str) -> dict[str, str]:
    """``"match_target=11 close_stock_limits=2,4"`` -> switches; RulesError if malformed."""
    return switches_from(text.replace(";", " ").split())


def form_rules(preset_name: str, overrides: str) -> Rules:
    """The rules a preset and typed overrides make, for the form's seat rows, which are
    the preset's: ``RulesError`` also for overrides that change the number of players."""
    preset = PRESETS[preset_name]
    rules = make_rules(preset, parse_overrides(overrides))
    if rules.players != preset.players:
        raise RulesError(f"players: the preset seats {preset.players}", "players_from_preset", players=preset.players)
    return rules


class NewGameScreen(AppScreen[None]):
    """Setting up a new match: rules (a preset and own overrides) and who sits where."""

    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start")),
        Binding("f1", "rules", N_("Rules")),
        Binding("f2", "own_rules", N_("Own rules")),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, mode: str = "computer") -> None:
        super().__init__()
        self.mode = mode
        self._seats_for: tuple[int, str] | None = None

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static(Text(_("New game"), style="bold"), id="lobby-title")
        with VerticalScroll(id="lobby-form") as form:
            form.can_focus = False  # a Tab stop on the form itself showed no focus at all
            with Horizontal(classes="lobby-row"):
                yield Label(_("Game"), classes="lobby-label")
                with RadioSet(id="mode", compact=True):
                    for mode, label in (
                        ("computer", _("Against the computer")),
                        ("hotseat", _("Hot-seat (one terminal)")),
                        ("host", _("Host a LAN table")),
                    ):
                        yield MarkedRadioButton(label, value=self.mode == mode, id=f"mode-{mode}")
            with Horizontal(classes="lobby-row select-row"):
                yield Label(_("Rules"), classes="lobby-label")
                yield Choice(
                    [(_preset_label(name), name) for name in PRESETS],
                    value=self.sixtysix.offered_preset(),
                    allow_blank=False,
                    id="preset",
                )
            yield Static(id="preset-source")
            with Horizontal(classes="lobby-row"):
                yield Label(_("Own rules"), classes="lobby-label")
                # The engine's switch names are for those who type them: the placeholder first
                # points at the chooser, which names each rule in the player's language.
                yield Input(placeholder=_("Choose… (F2) or match_target=11"), id="overrides", compact=True)
                yield Button(_("Choose…"), id="choose-rules", compact=True)
            yield Static(id="overrides-error")
            yield Vertical(id="seat-rows")
            yield Static(id="seat-pairs")
            yield Static(id="lobby-message")
            with Horizontal(id="lobby-buttons"):
                yield Button(_("Start"), id="start", variant="primary", compact=True)
                yield Button(_("Rules"), id="rules", compact=True)
                yield Button(_("Back"), id="back", compact=True)
        yield KeysFooter()

    async def on_mount(self) -> None:
        await self._preset_changed()
        self.query_one("#start", Button).focus()

    # ------------------------------------------------------------ events
    @on(Select.Changed, "#preset")
    async def _preset_changed(self) -> None:
        name = self._preset_name()
        self.query_one("#preset-source", Static).update(Text(preset_source(name), style="dim italic"))
        await self._rebuild_seats()
        self._overrides_changed()  # own rules right for one preset may be wrong for another, or the reverse

    @on(RadioSet.Changed, "#mode")
    async def _mode_changed(self, event: RadioSet.Changed) -> None:
        self.mode = (event.pressed.id or "mode-computer").removeprefix("mode-")
        await self._rebuild_seats()

    @on(CycleButton.Changed, ".seat-row CycleButton")
    def _kind_changed(self, event: CycleButton.Changed) -> None:
        seat = int((event.cycle.id or "kind-0").removeprefix("kind-"))
        human = event.value in ("human", "remote")
        self.query_one(f"#name-{seat}", Input).placeholder = default_name(seat, human)

    @on(Input.Changed, "#overrides")
    def _overrides_changed(self) -> None:
        error = self.query_one("#overrides-error", Static)
        try:
            self.rules()
        except RulesError as e:
            error.update(Text(rules_problem(e), style="bold #ff8c66"))
        else:
            error.update("")

    def _preset_name(self) -> str:
        value = self.query_one("#preset", Select).value
        return str(value) if value in PRESETS else "classic"

    def rules(self) -> Rules:
        return form_rules(self._preset_name(), self.query_one("#overrides", Input).value)

    def _rules_or_preset(self) -> Rules:
        """The form's rules, or the preset's own where what is typed cannot be taken."""
        try:
            return self.rules()
        except RulesError:
            return PRESETS[self._preset_name()]

    async def _rebuild_seats(self) -> None:
        preset = PRESETS[self._preset_name()]
        pairs = self.query_one("#seat-pairs", Static)
        pairs.update(Text(partners_line(preset.partnerships), style="dim"))
        pairs.display = preset.partnerships
        players = preset.players
        key = (players, self.mode)
        if key == self._seats_for:
            return
        self._seats_for = key
        box = self.query_one("#seat-rows", Vertical)
        await box.remove_children()
        rows = []
        for seat in range(players):
            human = seat == 0 or self.mode != "computer"  # hosting, the others are open to people
            default = self._offered_name(seat)
            name = Input(
                value=default,
                placeholder=default_name(seat, human),
                id=f"name-{seat}",
                classes="seat-name",
                compact=True,
                max_length=MAX_NAME,
            )
            bots = [(_("Computer: {level}", level=level_name(b).lower()), b) for b in BOT_LEVEL_NAMES]
            if self.mode == "host":
                # You sit at seat 1; the others are open to LAN players, or computer players.
                options = [(_("You"), "human")] if seat == 0 else [(_("Open: a LAN player"), "remote"), *bots]
                value = "human" if seat == 0 else "remote"
            else:
                options = [(_("Human"), "human"), *bots]
                value = "human" if human else self._offered_level(seat)
            kind = CycleButton(options, value, id=f"kind-{seat}")
            rows.append(
                Horizontal(
                    Label(_("Seat {n}", n=seat + 1), classes="lobby-label"), name, kind, classes="lobby-row seat-row"
                )
            )
        await box.mount(*rows)

    def _offered_level(self, seat: int) -> str:
        """The level this seat's computer played at in the last match, else medium."""
        levels = self.sixtysix.settings.last_levels
        level = levels[seat] if seat < len(levels) else ""
        return level if level in BOT_LEVEL_NAMES else "medium"

    def _offered_name(self, seat: int) -> str:
        """The name the last match gave this seat, unless it was an empty seat's ("Computer
        2" would be a person's name in a hot-seat game); the player's own for seat 1.
        Against the computer only seat 1's: the others are the computer's, and the names
        of the last hot-seat game's people would be put on it."""
        if seat and self.mode == "computer":
            return ""
        last = self.sixtysix.start_names or []
        name = last[seat] if seat < len(last) else ""
        if is_default_name(name, seat, True) or is_default_name(name, seat, False):
            name = ""
        return name or (self.sixtysix.settings.player_name if seat == 0 else "")

    def seats(self) -> list[SeatSpec]:
        out = []
        players = PRESETS[self._preset_name()].players
        for seat in range(players):
            kind = self.query_one(f"#kind-{seat}", CycleButton).value
            human = kind in ("human", "remote")
            typed = self.query_one(f"#name-{seat}", Input).value
            name = clean_name(typed, default_name(seat, human))
            out.append(SeatSpec(name, kind if human else "bot", "" if human else kind))
        return out

    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {
            "start": self.action_start,
            "rules": self.action_rules,
            "choose-rules": self.action_own_rules,
            "back": self.action_back,
        }
        if isinstance(event.button, CycleButton):
            return
        handler = actions.get(event.button.id or "")
        if handler is not None:
            handler()

    def say(self, message: str) -> None:
        self.query_one("#lobby-message", Static).update(Text(message, style="bold #ff8c66"))

    @on(Input.Submitted)
    def _entered(self) -> None:
        """Enter in a text field starts, as in any form: every field here may stay as it
        is (an empty name is the one shown greyed)."""
        self.action_start()

    # ----------------------------------------------------------- actions
    def action_start(self) -> None:
        try:
            rules = self.rules()
        except RulesError as e:
            self.say(rules_problem(e))
            return
        seats = self.seats()
        if not any(s.kind == "human" for s in seats):
            self.say(_("At least one seat must be a human player."))
            return
        twice = repeated_name([s.name for s in seats])
        if twice is not None:
            self.say(_("Two seats are called {name}: give each a name of its own.", name=twice))
            return
        self.sixtysix.remember_name(clean_name(self.query_one("#name-0", Input).value))
        if self.mode == "host":
            self._host(rules, seats)
            return
        question = replacing_question()
        start = partial(self.sixtysix.start_match, rules, seats, self._preset_name())
        if question is None:
            start()
        else:
            ask_first(self.app, question, _("Start the new match"), _("Back"), start)

    def _host(self, rules: Rules, seats: list[SeatSpec]) -> None:
        """Host the table; first ask, where a table hosted before was left open (the app
        stopped while hosting), since the new one deletes its save and its players could
        no longer come back to it."""
        host = partial(self.sixtysix.host_table, rules, seats, self._preset_name())
        if not has_hosted() or self.sixtysix.hosted is not None:
            host()
            return
        from ..lan import hosted_elsewhere

        busy = hosted_elsewhere()
        if busy is not None:
            self.app.notify(busy, severity="error", timeout=15)
            return
        question = _(
            "The LAN table hosted here before was not closed: it can still be resumed (Resume "
            "your LAN table, in the lobby), and its players come back. A new table takes its "
            "place, and that one cannot be resumed after."
        )
        ask_first(self.app, question, _("Host the new table"), _("Back"), host)

    def action_rules(self) -> None:
        from .help import HelpScreen

        self.app.push_screen(HelpScreen(self._rules_or_preset()))

    def action_own_rules(self) -> None:
        """The rules, switch by switch in the player's language; they come back as the text
        field's switches.  From the preset's own if what is typed cannot be taken (Escape
        there leaves the text as it was)."""
        from .own_rules import OwnRulesScreen

        def chosen(text: str | None) -> None:
            if text is not None:
                self.query_one("#overrides", Input).value = text

        self.app.push_screen(OwnRulesScreen(self._rules_or_preset()), chosen)

    def action_back(self) -> None:
        self.dismiss(None)


def _preset_label(name: str) -> str:
    return f"{preset_title(name)} · " + _n("{n} player", "{n} players", PRESETS[name].players)
