"""Putting new text in a Static cheaply: only when it differs, and without laying the
screen out again unless the widget's size follows its text.

``Static.update`` repaints the widget and lays the whole screen out again, whatever
changed.  The table updates a dozen Statics on every move, most of them with the text
they already show, and each layout of the table's screen costs tens of milliseconds on a
slow machine: several layouts a move that changed nothing on screen."""

from __future__ import annotations

from rich.text import Text
from textual.visual import VisualType
from textual.widgets import Static


def set_text(widget: Static, content: VisualType) -> None:
    """``widget.update(content)``, skipped when it shows that already; a layout only if
    the widget's width or height is ``auto`` (its text can change its size)."""
    if _same(widget.content, content):
        return
    styles = widget.styles
    follows_text = any(size is not None and size.is_auto for size in (styles.width, styles.height))
    widget.update(content, layout=follows_text)


def _same(old: object, new: object) -> bool:
    if isinstance(old, Text) and isinstance(new, Text):
        # Text's == compares the characters and spans only, not the style of the whole.
        looks = ("plain", "spans", "style", "justify", "overflow", "no_wrap", "end")
        return all(getattr(old, name) == getattr(new, name) for name in looks)
    return type(old) is type(new) and isinstance(new, str) and old == new
