"""The viewing seat's hand: card faces with their number keys, legal ones marked."""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Static

from engine.cards import bits
from engine.view import PlayerView

from .card import CardView
from .cardface import CardStyle

# Alternating colours read faster; trumps go to the right end.
_SUIT_ORDER = (0, 2, 3, 1)  # clubs, hearts, spades, diamonds


def display_order(hand: int, trump: int) -> list[int]:
    """The cards of ``hand`` (a bitmask) left to right as the player sees them."""

    def key(c: int) -> tuple[int, int, int]:
        suit = c >> 3
        return (suit == trump, _SUIT_ORDER.index(suit), c & 7)

    return sorted(bits(hand), key=key)


def played_suits(view: PlayerView) -> list[tuple[int, list[int]]]:
    """The cards of the completed tricks by suit, in the hand's order of suits (trumps
    last), each suit's from the highest: what every seat at the table has seen go."""
    order = [suit for suit in _SUIT_ORDER if suit != view.trump] + [view.trump]
    played = sorted(bits(view.played))  # within a suit: A 10 K Q J 9 8 7
    return [(suit, [c for c in played if c >> 3 == suit]) for suit in order]


def ranks_text(cards: Iterable[int], style: CardStyle) -> str:
    """``A 10 K``: the ranks of one suit's ``cards`` as "Cards played" writes them; "—"
    for none."""
    return " ".join(style.rank(c & 7) for c in cards) or "—"


MAX_CARDS = 10  # the most a hand holds (8 in the 32-card four-hand game); keys 1..9, 0


class HandView(Horizontal):
    """Shows cards; keys 1..9, 0 pick them.  Cards not in ``legal`` are dimmed.

    The card slots are made once and updated in place: mounting widgets on every
    keypress would cost more than the rest of the redraw together."""

    DEFAULT_CSS = """
    HandView {
        height: 4;
        width: auto;
    }
    HandView > Vertical {
        width: 7;
        height: 4;
    }
    HandView .key {
        width: 6;
        height: 1;
        content-align: center middle;
        color: $text-muted;
    }
    HandView .key.legal {
        color: $text;
        text-style: bold;
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.cards: list[int] = []
        self._shown: tuple[object, ...] = ()

    def compose(self) -> ComposeResult:
        for i in range(MAX_CARDS):
            with Vertical(classes="slot"):
                yield CardView(0, CardStyle())
                yield Static(str((i + 1) % 10), classes="key")

    def show(self, cards: list[int], legal: Iterable[int], style: CardStyle, active: bool) -> None:
        """Redraw (only if something changed: a keypress must stay cheap)."""
        legal_set = set(legal)
        key = (tuple(cards), tuple(sorted(legal_set)), style, active)
        if key == self._shown:
            return
        self._shown = key
        self.cards = list(cards)
        restyle: list[Widget] = []
        for i, slot in enumerate(self.query(".slot")):
            slot.display = i < len(cards)
            if i >= len(cards):
                continue
            face = slot.query_one(CardView)
            label = slot.query_one(".key")
            face.set_card(cards[i], style)
            mark = ("legal" if cards[i] in legal_set else "dimmed") if active else ""
            for w in (face, label):
                before = w.classes
                w.set_class(mark == "legal", "legal", update=False)
                w.set_class(mark == "dimmed", "dimmed", update=False)
                if w.classes != before:
                    restyle.append(w)
        if restyle:
            # Styled together, not one by one as each class changes: cards marked alike
            # share one look-up of the stylesheet (a turn marks up to twenty widgets).
            self.app.stylesheet.update_nodes(restyle, animate=True)
