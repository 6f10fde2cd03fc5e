"""One card on screen: a face (clickable in the hand) or a back."""

from __future__ import annotations

from textual.events import Click
from textual.message import Message
from textual.widgets import Static

from .cardface import CardStyle


class CardView(Static):
    """A card face; a click posts ``CardView.Chosen``."""

    DEFAULT_CSS = """
    CardView {
        width: 6;
        height: 3;
        border: round #808080;
        background: #f4f1e8;
        content-align: center middle;
    }
    CardView.legal {
        border: round #2f7d32;
    }
    CardView.dimmed {
        background: #9c9a93;
        border: round #5a5a5a;
        tint: #000000 20%;
    }
    CardView.selected {
        border: heavy #e0a000;
    }
    """

    class Chosen(Message):
        """A card in the hand was clicked."""

        def __init__(self, card: int) -> None:
            super().__init__()
            self.card = card

    def __init__(self, card: int, style: CardStyle, **kwargs: object) -> None:
        super().__init__(style.text(card), **kwargs)  # type: ignore[arg-type]
        self.card = card

    def set_card(self, card: int, style: CardStyle) -> None:
        self.card = card
        self.update(style.text(card))

    def on_click(self, event: Click) -> None:
        event.stop()
        self.post_message(self.Chosen(self.card))


class CardBack(Static):
    """The back of a card: the stock, or a card whose face this seat may not see."""

    DEFAULT_CSS = """
    CardBack {
        width: 6;
        height: 3;
        border: round #30507a;
        background: #284a78;
        color: #8fb0e0;
        content-align: center middle;
    }
    """

    def __init__(self, label: str = "░░", **kwargs: object) -> None:
        super().__init__(label, **kwargs)  # type: ignore[arg-type]


class EmptySlot(Static):
    """Where a card will go (the trick, before a seat has played)."""

    DEFAULT_CSS = """
    EmptySlot {
        width: 6;
        height: 3;
        border: round #3a3a3a;
        content-align: center middle;
        color: #5a5a5a;
    }
    """
