"""How a card is written on screen: rank and suit in the chosen style and language.

Pure helpers (Rich ``Text`` out), so widgets, messages and tests share one
spelling of every card.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from engine.cards import CARD_STR, RANKS, SUITS

SUIT_SYMBOL = "♣♦♥♠"
# Russian and Ukrainian players write the ace as Т (туз), the queen as Д (дама),
# the jack as В (валет): the card faces follow the language.
RANK_LETTERS = {
    "en": ("A", "10", "K", "Q", "J", "9", "8", "7"),
    "ru": ("Т", "10", "К", "Д", "В", "9", "8", "7"),
    "uk": ("Т", "10", "К", "Д", "В", "9", "8", "7"),
}
SUIT_LETTERS = {"en": "CDHS", "ru": "ТБЧП", "uk": "ХБЧВ"}
# Two colours: red hearts and diamonds.  Four colours (for colour blindness and
# fast reading): clubs green, diamonds blue, hearts red, spades black.
TWO_COLOURS = ("#202020", "#c01818", "#c01818", "#202020")
FOUR_COLOURS = ("#11803a", "#1552c0", "#c01818", "#202020")


@dataclass(frozen=True)
class CardStyle:
    language: str = "en"
    symbols: bool = True
    four_colour: bool = False

    def suit(self, suit: int) -> str:
        if self.symbols:
            return SUIT_SYMBOL[suit]
        return SUIT_LETTERS.get(self.language, SUITS)[suit]

    def rank(self, rank: int) -> str:
        return RANK_LETTERS.get(self.language, RANK_LETTERS["en"])[rank]

    def colour(self, suit: int) -> str:
        return (FOUR_COLOURS if self.four_colour else TWO_COLOURS)[suit]

    def plain(self, c: int) -> str:
        """``"10♥"``: for messages and lists."""
        return self.rank(c & 7) + self.suit(c >> 3)

    def text(self, c: int, on_light: bool = True) -> Text:
        """The card in its suit colour; on a dark background black suits are drawn light."""
        colour = self.colour(c >> 3)
        if not on_light and colour == "#202020":
            colour = "#e0e0e0"
        return Text(self.plain(c), style=f"bold {colour}")

    def suit_text(self, suit: int, on_light: bool = False) -> Text:
        colour = self.colour(suit)
        if not on_light and colour == "#202020":
            colour = "#e0e0e0"
        return Text(self.suit(suit), style=f"bold {colour}")


def card_index(text: str) -> int:
    """``"KH"`` -> card int (the engine's notation)."""
    return CARD_STR.index(text)


__all__ = ["CardStyle", "RANKS", "SUITS", "card_index"]
