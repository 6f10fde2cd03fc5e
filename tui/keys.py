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

_LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
_RUSSIAN_KEYS = "йцукенгшщзхъфывапролджэячсмитьбю"
_UKRAINIAN_KEYS = "йцукенгшщзхїфівапролджєячсмитьбю"
_TO_LATIN = {
    **dict(zip(_RUSSIAN_KEYS + _RUSSIAN_KEYS.upper(), _LATIN_KEYS + _LATIN_KEYS.upper(), strict=True)),
    **dict(zip(_UKRAINIAN_KEYS + _UKRAINIAN_KEYS.upper(), _LATIN_KEYS + _LATIN_KEYS.upper(), strict=True)),
}


def latin_key(character: str) -> str | None:
    """The Latin character on the key that types ``character`` in the Russian or
    Ukrainian keyboard layout ("h" for "р"), or None: most of our players keep a
    Cyrillic layout switched on, and a key binding is a Latin letter."""
    return _TO_LATIN.get(character)


def cyrillic_keys(latin: str) -> set[str]:
    """The characters the key of ``latin`` types in the Russian and Ukrainian layouts."""
    return {c for c, key in _TO_LATIN.items() if key == latin}


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


__all__ = ["Binding", "N_", "cyrillic_keys", "latin_key", "localize_bindings", "relabel_binding"]
