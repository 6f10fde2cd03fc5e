"""Player names: what people type is cleaned; empty seats get a name in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import _

MAX_NAME = 24


def clean_name(text: str, fallback: str = "") -> str:
    """``text`` without control characters (no escape sequence reaches the screen), capped."""
    name = "".join(ch for ch in text if ch.isprintable()).strip()[:MAX_NAME]
    return name or fallback


def default_name(seat: int, human: bool) -> str:
    return _("Player {n}", n=seat + 1) if human else _("Computer {n}", n=seat + 1)


def sides(names: Sequence[str], partnerships: bool) -> list[str]:
    """The scoring sides' names: the seats', or the partnerships' ("Anna & Clara")."""
    if partnerships:
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
    return list(names)
