"""The Footer is rebuilt only when the keys it shows change (tui/widgets/footer.py)."""

from __future__ import annotations

from dataclasses import replace

from app_helpers import SIZE, footer_text, settle, table, table_app, until
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets._footer import FooterKey

from tui.widgets.footer import KeysFooter


def _states(footer: KeysFooter) -> list[tuple[str, str, bool, bool]]:
    """Each key as drawn: key, action, greyed out (its class), and what a click reads."""
    return [(k.key, k.action, k.has_class("-disabled"), k._disabled) for k in footer.query(FooterKey)]


async def test_the_footer_keeps_its_keys_until_one_changes() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await settle(pilot)
        footer = t.query_one(KeysFooter)
        await until(pilot, lambda: "h Hint" in footer_text(app), "the keys")
        keys = list(footer.query(FooterKey))
        # Asked to look again with nothing changed (as focus moving, a screen pushed over
        # it and popped, or the table's own redraw ask it): the same key widgets stay.
        t.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert list(footer.query(FooterKey)) == keys
        # Hints switched off: the hint key is greyed out in place, the same widgets kept...
        app.settings = replace(app.settings, hints=False)
        t.refresh_bindings()
        hint = next(key for key in keys if key.action == "hint")
        await until(pilot, lambda: hint.has_class("-disabled"), "the hint greyed out")
        assert hint._disabled and list(footer.query(FooterKey)) == keys
        # ...and drawn as a rebuilt Footer would draw it.
        marked = _states(footer)
        footer._shown = None  # forgets what it shows: the next look rebuilds it
        t.refresh_bindings()
        await until(pilot, lambda: list(footer.query(FooterKey)) != keys, "the keys rebuilt")
        assert _states(footer) == marked


class _Keys(Screen[None]):
    """A screen whose "g" key is on, greyed out or hidden, as ``state`` says."""

    BINDINGS = [Binding("g", "go", "Go"), Binding("s", "stop", "Stop")]
    state: bool | None = True  # check_action's answer: True on, None greyed out, False hidden

    def compose(self) -> ComposeResult:
        yield KeysFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.state if action == "go" else True


async def test_a_key_hidden_or_shown_again_rebuilds_the_footer() -> None:
    screen = _Keys()
    app: App[None] = App()
    async with app.run_test(size=SIZE) as pilot:
        await app.push_screen(screen)
        footer = screen.query_one(KeysFooter)
        await until(pilot, lambda: [k.action for k in footer.query(FooterKey)][:2] == ["go", "stop"], "the keys")
        keys = list(footer.query(FooterKey))
        screen.state = None
        screen.refresh_bindings()
        await until(pilot, lambda: keys[0].has_class("-disabled"), "g greyed out")
        assert list(footer.query(FooterKey)) == keys
        screen.state = False
        screen.refresh_bindings()
        await until(pilot, lambda: "go" not in [k.action for k in footer.query(FooterKey)], "g hidden")
        screen.state = True
        screen.refresh_bindings()
        await until(pilot, lambda: "go" in [k.action for k in footer.query(FooterKey)], "g shown again")
        go = next(k for k in footer.query(FooterKey) if k.action == "go")
        assert not go.has_class("-disabled") and not go._disabled
