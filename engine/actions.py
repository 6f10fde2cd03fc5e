"""Action strings of notation.md, parsed once into (kind, argument) pairs."""

from __future__ import annotations

from .cards import CARD_STR, SUITS, CardError, parse_card, parse_suit

PLAY, ANNOUNCE, EXCHANGE, CLOSE, DRAW, PASS, DECLARE = range(7)

PLAY_STR: tuple[str, ...] = tuple("play " + c for c in CARD_STR)
ANNOUNCE_STR: tuple[str, ...] = tuple("announce " + s for s in SUITS)

CANONICAL: dict[str, tuple[int, int]] = {
    "exchange": (EXCHANGE, -1),
    "close": (CLOSE, -1),
    "draw": (DRAW, -1),
    "pass": (PASS, -1),
    "declare": (DECLARE, -1),
}
for _i, _s in enumerate(PLAY_STR):
    CANONICAL[_s] = (PLAY, _i)
for _i, _s in enumerate(ANNOUNCE_STR):
    CANONICAL[_s] = (ANNOUNCE, _i)


class ActionError(ValueError):
    """Text that is not an action of the notation."""


def parse_action(text: str) -> tuple[int, int]:
    """``"play KH"`` -> (PLAY, card); accepts any case, ``10H`` and suit symbols."""
    hit = CANONICAL.get(text)
    if hit is not None:
        return hit
    words = text.split()
    if not words:
        raise ActionError("an empty action")
    verb = words[0].lower()
    try:
        if verb == "play" and len(words) == 2:
            return PLAY, parse_card(words[1])
        if verb == "announce" and len(words) == 2:
            return ANNOUNCE, parse_suit(words[1])
    except CardError as e:
        raise ActionError(str(e)) from None
    if len(words) == 1 and verb in CANONICAL:
        return CANONICAL[verb]
    raise ActionError(f"{text!r} is not an action (play, announce, exchange, close, draw, pass, declare)")


def action_str(kind: int, arg: int) -> str:
    if kind == PLAY:
        return PLAY_STR[arg]
    if kind == ANNOUNCE:
        return ANNOUNCE_STR[arg]
    return ("", "", "exchange", "close", "draw", "pass", "declare")[kind]
