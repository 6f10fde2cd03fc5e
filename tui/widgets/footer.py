"""The Footer of every screen: Textual's, rebuilt only when the keys it shows change."""

from __future__ import annotations

from typing import NamedTuple

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey  # textual is pinned: its Footer's own key widget


class KeyLook(NamedTuple):
    """One key as the Footer draws it."""

    key: str
    display: str
    description: str
    action: str
    enabled: bool
    tooltip: str
    group: Binding.Group | None


class KeysFooter(Footer):
    """Textual's Footer rebuilds all its keys (new widgets, each styled anew) whenever the
    screen says its bindings may have changed: on every focus change, every screen pushed
    or popped over it, every ``refresh_bindings``.  At the table that was several times a
    move, a large part of the time spent drawing a move on a slow machine, for a Footer
    that came out the same.  This one rebuilds only when what it would show differs."""

    _shown: tuple[bool, tuple[KeyLook, ...]] | None = None

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                # A key is made compact by default and then bound to the Footer's (not
                # compact): restyled twice as it mounts, a few ms each on a slow machine.
                # Given the Footer's look before it mounts, it is styled once.  (The
                # command palette's key is not bound: it stays compact, as Textual has it.)
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def bindings_changed(self, screen: Screen[object]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._rebuild_if_changed)

    async def _rebuild_if_changed(self) -> None:
        if not self.is_attached:
            return
        looks = self._looks()
        if looks == self._shown:
            return
        before, self._shown = self._shown, looks
        if before is not None and _but_enabled(before) == _but_enabled(looks):
            # Only keys turned on or off (the hint between moves): marked in place, as a
            # rebuild would draw them, rather than every key made and styled anew.
            self._mark_enabled(looks[1])
            return
        await self.recompose()

    def _mark_enabled(self, looks: tuple[KeyLook, ...]) -> None:
        enabled = {(look.key, look.action): look.enabled for look in looks}
        for key in self.query(FooterKey):
            on = enabled[key.key, key.action]  # the same keys as drawn: only their states differ
            key._disabled = not on  # what FooterKey's own mouse handler reads
            key.set_class(not on, "-disabled")

    def _looks(self) -> tuple[bool, tuple[KeyLook, ...]]:
        """What ``Footer.compose`` draws from: whether the command palette's key is shown,
        and each key as it would be drawn."""
        looks = tuple(
            _look(self, binding, enabled, tooltip)
            for (_node, binding, enabled, tooltip) in self.screen.active_bindings.values()
            if binding.show or binding.key == self.app.COMMAND_PALETTE_BINDING
        )
        return (self.show_command_palette, looks)


def _look(footer: Footer, binding: Binding, enabled: bool, tooltip: str) -> KeyLook:
    display = footer.app.get_key_display(binding)
    return KeyLook(binding.key, display, binding.description, binding.action, enabled, tooltip, binding.group)


def _but_enabled(looks: tuple[bool, tuple[KeyLook, ...]]) -> tuple[object, ...]:
    """The Footer's look with each key's enabled state left out."""
    palette, keys = looks
    return (palette, tuple(look._replace(enabled=True) for look in keys))
