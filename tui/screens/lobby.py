"""The lobby: resume the saved match, start a new one, rules, settings, language.

It is the first screen, so it is kept light (buttons only): the heavier form that
sets up a match is the next screen, ``NewGameScreen``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.widgets import Button, Static

from ..i18n import LANGUAGES, _
from ..i18n.terms import preset_title
from ..keys import N_
from ..widgets.cycle import CycleButton
from ..widgets.footer import KeysFooter
from .base import AppScreen

MENU = (
    ("resume", N_("Resume the saved match")),
    ("resume-lan", N_("Resume your LAN table")),
    ("computer", N_("Play against the computer")),
    ("hotseat", N_("Hot-seat: friends at this terminal")),
    ("host", N_("Host a LAN table")),
    ("join", N_("Join a LAN table")),
    ("past", N_("Past matches")),
    ("rules", N_("Rules")),
    ("settings", N_("Settings")),
    ("quit", N_("Quit")),
)


LOOK_AGAIN_S = 2.0
"""How often the lobby looks whether the saved match, the hosted table or the past
matches changed (a few file lookups)."""


@dataclass(frozen=True)
class _Offers:
    """What the lobby's entries depend on: the saved match (when it was last written), a
    table hosted here left open, past matches."""

    saved: int | None
    hosted: bool
    past: bool

    @classmethod
    def now(cls, hosting_none: bool) -> _Offers:
        """``hosting_none``: this run hosts no table (its own, once closed, may still be on
        its way out, so it is not one left open)."""
        from ..paths import has_hosted, has_past_matches, save_path

        try:
            saved: int | None = save_path().stat().st_mtime_ns
        except OSError:
            saved = None
        return cls(saved, has_hosted() and hosting_none, has_past_matches())


class LobbyScreen(AppScreen[None]):
    BINDINGS = [
        Binding("r", "pick('resume')", N_("Resume"), show=False),
        Binding("n", "pick('computer')", N_("New game")),
        Binding("f1,question_mark", "pick('rules')", N_("Rules")),
        Binding("f2", "pick('settings')", N_("Settings")),
        Binding("q", "pick('quit')", N_("Quit")),
        # A menu: the arrows move between its entries, as Tab does.
        Binding("down", "app.focus_next", show=False),
        Binding("up", "app.focus_previous", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._shown: _Offers | None = None

    def compose(self) -> ComposeResult:
        yield Static(Text("Шестьдесят шесть · Шістдесят шість · Sixty-Six", style="bold"), id="lobby-title")
        with Center(), Vertical(id="menu"):
            for key, label in MENU:
                yield Button(_(label), id=f"menu-{key}", classes="menu-item", compact=True)
            yield CycleButton(
                [(v, k) for k, v in LANGUAGES.items()],
                self.sixtysix.settings.language,
                prefix=_("Language") + ": ",
                id="language",
                classes="menu-item",
            )
            yield Static(id="resume-info")
            yield Static(id="lobby-message")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.refresh_resume(_Offers.now(self.sixtysix.hosted is None))
        # Another window (the app, or ``play --text``) may save a match, or finish one,
        # while this lobby waits: what it offers follows the files, not the moment it opened.
        self.set_interval(LOOK_AGAIN_S, self._look_again)

    def on_screen_resume(self) -> None:
        self._look_again()

    def _look_again(self) -> None:
        if not self.is_current:
            return
        offers = _Offers.now(self.sixtysix.hosted is None)
        if offers == self._shown:
            return
        # The entry the player is on stays theirs, unless it went: another window's text
        # game saves every move, and the focus had jumped back to the top each time.
        self.refresh_resume(offers, keep_focus=True)

    def refresh_resume(self, offers: _Offers, keep_focus: bool = False) -> None:
        """The entries that depend on files (``offers``, as they are now), and the focus on
        the first of them (``keep_focus``: only if the entry focused is gone)."""
        self._shown = offers
        summary = None
        if offers.saved is not None:  # no save: the engine need not be loaded for the first screen
            from ..saves import save_summary

            summary = save_summary()
        self.query_one("#menu-resume").display = summary is not None
        self.query_one("#menu-resume-lan").display = offers.hosted
        self.query_one("#menu-past").display = offers.past
        # In 24 rows, with gaps between them, fit eight entries and the saved match's line.
        entries = len(MENU) - 3 + (summary is not None) + offers.hosted + offers.past
        self.query_one("#menu").set_class(entries > 8, "crowded")
        info = Text()
        if summary is not None:
            score = ":".join(str(s) for s in summary.score)
            info.append(" – ".join(summary.names) + f"  {score}", style="bold")
            # On a line of its own: with Russian default names one line is wider than the menu.
            info.append(f"\n{preset_title(summary.preset)}, " + _("hand {n}", n=summary.hand_number + 1), style="dim")
        self.query_one("#resume-info", Static).update(info)
        if keep_focus and self.focused is not None and self.focused.display:
            return
        first = "#menu-resume" if summary is not None else "#menu-resume-lan" if offers.hosted else "#menu-computer"
        self.query_one(first, Button).focus()

    def say(self, message: str) -> None:
        self.query_one("#lobby-message", Static).update(Text(message, style="bold #ff8c66"))

    @on(Button.Pressed, ".menu-item")
    def _pressed(self, event: Button.Pressed) -> None:
        if not isinstance(event.button, CycleButton):
            self.action_pick((event.button.id or "").removeprefix("menu-"))

    @on(CycleButton.Changed, "#language")
    def _language_changed(self, event: CycleButton.Changed) -> None:
        app = self.sixtysix
        if event.value != app.settings.language:
            app.apply_settings(replace(app.settings, language=event.value))
            app.reopen_lobby()

    def action_pick(self, choice: str) -> None:
        app = self.sixtysix
        if choice == "resume":
            app.resume_match()
        elif choice == "resume-lan":
            app.resume_hosted()
        elif choice in ("computer", "hotseat"):
            from .new_game import NewGameScreen

            app.push_screen(NewGameScreen(choice))
        elif choice == "host":
            from .new_game import NewGameScreen

            app.push_screen(NewGameScreen("host"))
        elif choice == "join":
            from .lan_screens import JoinScreen

            app.push_screen(JoinScreen())
        elif choice == "past":
            from .past_matches import PastMatchesScreen

            app.push_screen(PastMatchesScreen())
        elif choice == "rules":
            from engine.rules import PRESETS

            from .help import HelpScreen

            app.push_screen(HelpScreen(PRESETS[app.offered_preset()], browse=True))
        elif choice == "settings":
            from .settings import SettingsScreen

            app.push_screen(SettingsScreen(), lambda _changed: app.reopen_lobby())
        elif choice == "quit":
            app.exit()
