"""Player names: what people type is cleaned; empty seats get a name in the player's language."""

from __future__ import annotations

from .i18n import _

MAX_NAME = 24


def clean_name(text: str, fallback: str = "") -> str:
    """``text`` without control characters (no escape sequence reaches the screen), capped."""
    name = "".join(ch for ch in text if ch.isprintable()).strip()[:MAX_NAME]
    return name or fallback


def default_name(seat: int, human: bool) -> str:
    return _("Player {n}", n=seat + 1) if human else _("Computer {n}", n=seat + 1)
