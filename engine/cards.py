"""Cards as small ints, their notation, values and trick winners.

A card is ``suit * 8 + rank`` with ranks ordered high to low
(A T K Q J 9 8 7), so inside one suit a *lower* index is a *higher* card.
Hands and sets of cards are bitmasks over these 32 indices: the engine's
hot paths are bit operations, the outside world sees ``"TH"`` strings.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

SUITS = "CDHS"
RANKS = "ATKQJ987"
SUIT_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
RANK_VALUES = (11, 10, 4, 3, 2, 0, 0, 0)

NUM_CARDS = 32
CARD_STR: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
CARD_INDEX: dict[str, int] = {s: i for i, s in enumerate(CARD_STR)}
VALUE: tuple[int, ...] = tuple(RANK_VALUES[i % 8] for i in range(NUM_CARDS))
SUIT_OF: tuple[int, ...] = tuple(i >> 3 for i in range(NUM_CARDS))
SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))
# Cards of the same suit that beat card i (lower index in the same suit).
HIGHER_MASK: tuple[int, ...] = tuple(((1 << i) - 1) & SUIT_MASK[i >> 3] for i in range(NUM_CARDS))

ACE, TEN, KING, QUEEN, JACK, NINE = 0, 1, 2, 3, 4, 5


def card(rank: int, suit: int) -> int:
    return suit * 8 + rank


def rank_of(c: int) -> int:
    return c & 7


class CardError(ValueError):
    """A card written in a way the notation does not allow."""


def parse_card(text: str) -> int:
    """Parse ``TH``, ``th``, ``10H`` or ``T♥`` into a card index."""
    t = text.strip().upper()
    for sym, letter in SUIT_SYMBOLS.items():
        t = t.replace(sym, letter)
    if t.startswith("10"):
        t = "T" + t[2:]
    idx = CARD_INDEX.get(t)
    if idx is None:
        raise CardError(f"{text!r} is not a card (write rank then suit, like TH)")
    return idx


def parse_suit(text: str) -> int:
    t = text.strip().upper()
    t = SUIT_SYMBOLS.get(t, t)
    if len(t) != 1 or t not in SUITS:
        raise CardError(f"{text!r} is not a suit (one of C D H S)")
    return SUITS.index(t)


def bits(mask: int) -> Iterator[int]:
    """Card indices in a mask, lowest index first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_str(mask: int) -> list[str]:
    return [CARD_STR[c] for c in bits(mask)]


def mask_points(mask: int) -> int:
    return sum(VALUE[c] for c in bits(mask))


def beats(challenger: int, best: int, trump: int) -> bool:
    """Does ``challenger``, played after ``best``, take the trick from it?"""
    cs, bs = challenger >> 3, best >> 3
    if cs == bs:
        return challenger < best
    return cs == trump


def trick_winner_index(cards: list[int], trump: int) -> int:
    """Position in ``cards`` (play order) of the card that wins the trick."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def pack_mask(pack_size: int) -> int:
    """The cards of a 20-, 24- or 32-card pack."""
    lowest = {20: JACK, 24: NINE, 32: 7}[pack_size]
    per_suit = (1 << (lowest + 1)) - 1
    m = 0
    for s in range(4):
        m |= per_suit << (8 * s)
    return m
