"""Key bindings whose Footer descriptions follow the chosen language.

Textual reads ``BINDINGS`` once per class, before any language is chosen, so
descriptions are written as ``N_("...")`` (the i18n marker: kept in English) and
translated when a screen is created.
"""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode

from .i18n import N_, _


def localize_bindings(node: DOMNode) -> None:
    """Give ``node`` its class bindings with descriptions in the current language (again
    after the language changed)."""
    source = node._merged_bindings  # the class's bindings, still in English
    if source is None:
        return
    bindings = [b for _key, group in source.key_to_bindings.items() for b in group]
    node._bindings = BindingsMap(
        [
            replace(b, description=_(b.description), tooltip=_(b.tooltip) if b.tooltip else "") if b.description else b
            for b in bindings
        ]
    )


def relabel_binding(node: DOMNode, action: str, description: str, show: bool = True) -> None:
    """Say in the Footer what ``action``'s key does on this screen, where that depends on
    the screen's state (a button whose label changes); ``show=False`` leaves it out."""
    bindings = [b for _key, group in node._bindings.key_to_bindings.items() for b in group]
    node._bindings = BindingsMap(
        [replace(b, description=description, show=show) if b.action == action else b for b in bindings]
    )


__all__ = ["Binding", "N_", "localize_bindings", "relabel_binding"]
