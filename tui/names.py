"""Player names: what people type is cleaned; empty seats get a name in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import LANGUAGES, _

MAX_NAME = 24


def clean_name(text: str, fallback: str = "") -> str:
    """``text`` without control characters (no escape sequence reaches the screen), capped."""
    return printable(text)[:MAX_NAME] or fallback


def printable(text: str) -> str:
    """``text`` without control characters and the blanks around it: a name as shown."""
    return "".join(ch for ch in text if ch.isprintable()).strip()


def default_name(seat: int, human: bool, lang: str | None = None) -> str:
    """An empty seat's name, in the player's language (or ``lang``)."""
    if human:
        return _("Player {n}", lang=lang, n=seat + 1)
    return _("Computer {n}", lang=lang, n=seat + 1)


def abbreviated(name: str) -> str | None:
    """A computer seat's own name as a reader shortens it («Комп. 3»), in the language it is
    in; None for any other name.  Cut to fit, it had read «Компьют… 3»."""
    number = name.rpartition(" ")[2]
    if not number.isdecimal():  # not isdigit: «²» is a digit that int() refuses
        return None
    for lang in LANGUAGES:
        if name == _("Computer {n}", lang=lang, n=int(number)):
            return _("Comp. {n}", lang=lang, n=int(number))
    return None


def is_default_name(name: str, seat: int, human: bool) -> bool:
    """``name`` is what an empty seat is called, in any of the app's languages."""
    return any(name == default_name(seat, human, lang) for lang in LANGUAGES)


def as_read(name: str, seat: int, human: bool) -> str:
    """``name`` as this player reads it: the name an empty seat was given, in whatever
    language the match began ("Игрок 1"), is read in the player's own ("Player 1");
    a typed name is left as it is."""
    return default_name(seat, human) if is_default_name(name, seat, human) else name


def repeated_name(names: Sequence[str]) -> str | None:
    """A name two seats share (letter case aside), or None: at a table of two Bobs
    nobody knows whose turn "Pass the terminal to Bob" means."""
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            return name
        seen.add(name.casefold())
    return None


def sides(names: Sequence[str], partnerships: bool) -> list[str]:
    """The scoring sides' names: the seats', or the partnerships' ("Anna & Clara")."""
    if partnerships:
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
    return list(names)


def partners_line(partnerships: bool) -> str:
    """Who plays with whom, under the seats of a four-player table (nothing otherwise):
    the seats are listed one by one, and nothing else said that 1 and 3 are a side."""
    return _("Partners: seats 1 and 3 against seats 2 and 4.") if partnerships else ""
