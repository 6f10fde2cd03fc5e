"""One card on screen: a face (clickable in the hand) or a back."""

from __future__ import annotations

from rich.text import Text
from textual.app import RenderResult
from textual.events import Click
from textual.message import Message
from textual.visual import VisualType
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
        self._card_style = style

    def set_card(self, card: int, style: CardStyle) -> None:
        if (card, style) == (self.card, self._card_style):
            return  # the table shows every card again on each move: most are the same
        self.card, self._card_style = card, style
        self.update(style.text(card), layout=False)  # a card's size is the stylesheet's, not its text's

    def render(self) -> RenderResult:
        """A big card (the table on a big screen) is drawn as a real one: the rank in two
        corners, the suit in the middle; a small one is its rank and suit."""
        width, height = self.content_size
        if height < 3:
            return super().render()
        return big_face(
            self._card_style.text(self.card), self._card_style.suit_text(self.card >> 3, on_light=True), width
        )

    def on_click(self, event: Click) -> None:
        event.stop()
        self.post_message(self.Chosen(self.card))


def big_face(plain: Text, suit: Text, width: int) -> Text:
    """Three lines ``width`` wide: ``plain``'s rank left, ``suit`` centred, the rank right."""
    rank = plain[: len(plain) - len(suit)]
    face = rank.copy()
    face.pad_right(width - rank.cell_len)
    middle = suit.copy()
    left = (width - suit.cell_len) // 2
    middle.pad_left(left)
    middle.pad_right(width - left - suit.cell_len)
    face.append("\n")
    face.append_text(middle)
    face.append("\n" + " " * (width - rank.cell_len))
    face.append_text(rank)
    return face


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
        self._label = label

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        self._label = str(content)
        super().update(content, layout=layout)

    def render(self) -> RenderResult:
        """A big back is patterned all over, as a small one is."""
        width, height = self.content_size
        if height < 3 or not self._label:
            return super().render()
        return Text("\n".join(self._label[0] * width for _ in range(height)))


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
