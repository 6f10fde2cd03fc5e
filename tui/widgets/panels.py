"""The table's panels: other seats, the stock and trump, the trick, the last trick, the
cards played."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from engine.cards import bits, pack_mask
from engine.view import PlayerView

from ..i18n import _
from ..i18n.terms import tricks_label, trump_holder
from ..names import abbreviated
from .card import CardBack, CardView, EmptySlot
from .cardface import CardStyle
from .hand import played_suits, ranks_text
from .settext import set_text


def safe_name(name: str) -> Text:
    """Names are shown as plain text, never parsed as markup."""
    return Text(name)


def fit_name(name: str, width: int) -> Text:
    """``name`` in at most ``width`` cells: a computer seat's own name abbreviated («Комп. 3»),
    else cut.  A short last word is kept (a number), so that two cut names do not come out
    the same."""
    if cell_len(name) <= width:
        return safe_name(name)
    short = abbreviated(name)
    if short is not None and cell_len(short) <= width:
        return safe_name(short)
    head, space, tail = name.rpartition(" ")
    keep_tail = bool(space and head) and cell_len(tail) <= 3 and width >= cell_len(tail) + 4
    suffix = "… " + tail if keep_tail else "…"
    cut = Text(head if keep_tail else name)
    cut.truncate(width - cell_len(suffix))
    cut.append(suffix)
    return cut


class SeatPanel(Static):
    """Another seat: cards in hand (backs), tricks, marriages shown; whose turn."""

    DEFAULT_CSS = """
    SeatPanel {
        height: 4;
        width: 1fr;
        border: round $primary-background-lighten-2;
        padding: 0 1;
    }
    SeatPanel.to-move {
        border: heavy $accent;
    }
    SeatPanel.partner {
        border: round $success;
    }
    """

    def show(self, view: PlayerView, seat: int, name: str, style: CardStyle, points: bool, role: str) -> None:
        self.border_title = safe_name(name)
        self.border_subtitle = role
        self.set_class(view.to_move == seat and view.result is None, "to-move")
        owner = view.owner_of(seat)
        n = view.hand_sizes[seat]
        line1 = Text("▮" * n + f" {n}", style="#8fb0e0") if n else Text("—")
        line2 = Text(tricks_label(view.tricks[owner], view.rules.partnerships))
        marriages = [m for m in view.marriages if m[0] == seat]
        if marriages:
            line2.append("  ")
            for _seat, suit in marriages:
                line2.append_text(style.suit_text(suit))
                line2.append("40" if suit == view.trump else "20", style="dim")
                line2.append(" ")
        if points:
            line2.append("  " + _("points: {n}", n=view.points(owner)), style="bold")
        set_text(self, Text("\n").join([line1, line2]))


class StockPanel(Vertical):
    """Stock size and the trump card under it (or just the trump suit once it is gone)."""

    DEFAULT_CSS = """
    StockPanel {
        width: 18;
        height: 5;
    }
    StockPanel.roomy {
        width: 20;  /* ROOMY_HELD_WIDTH: "held by" and the dealer's name under its trump card */
    }
    StockPanel Horizontal {
        height: 3;
    }
    StockPanel #stock-label {
        height: 2;
    }
    """

    def compose(self) -> ComposeResult:
        with Horizontal(id="stock-cards"):
            yield CardBack("░░", id="stock-back")
            yield CardView(0, CardStyle(), id="stock-trump")
        yield Static(id="stock-label")

    def show(self, view: PlayerView, style: CardStyle, names: Sequence[str], width: int) -> None:
        """``width``: the screen's, which decides whether four places leave room."""
        back = self.query_one("#stock-back", CardBack)
        trump = self.query_one("#stock-trump", CardView)
        back.display = view.rules.has_stock and view.stock_size > 0
        set_text(back, "▓▓" if view.closed else "░░")
        holder = trump_holder(view, names)
        held = holder is not None
        roomy = held and (len(view.hand_sizes) <= 3 or width >= ROOMY_FOUR_MIN)
        self.set_class(roomy, "roomy")
        trump.display = (back.display and view.bottom_in_stock and not view.closed) or held
        trump.set_card(view.bottom, style)
        label = Text(_("trump "))
        label.append_text(style.suit_text(view.trump))
        if holder is not None:
            room = ROOMY_HELD_WIDTH if roomy else HELD_WIDTH
            if cell_len(holder) > room:  # «держит: Комп. 3», not «держит: Компьют… 3»
                holder = trump_holder(view, [abbreviated(n) or n for n in names]) or holder
            label.append("\n")
            label.append_text(fit_name(holder, room))
        elif view.rules.has_stock:
            label.append("\n")
            if view.closed:
                label.append(_("closed"), style="bold yellow")
            else:
                label.append(_("stock: {n}", n=view.stock_size))
        set_text(self.query_one("#stock-label", Static), label)


HELD_WIDTH = 18  # the panel's own width
ROOMY_HELD_WIDTH = 20  # «держит: Компьютер 2» whole, where the table has room for it


WHO_WIDTH = 10  # a name under a card on the table, in a place one wider
WIDE_WHO_WIDTH = 12  # with two or three places there is room for "Компьютер 2" whole
# Screen widths from which four places on the table are wide too, and the trump's
# holder is named whole beside them: the stock (18, 20 roomy), two paddings of 2, four
# places of 13 and the last trick's four cards (12 and its padding).
WIDE_FOUR_MIN = 18 + 2 + 2 + 4 * 13 + 14
ROOMY_FOUR_MIN = WIDE_FOUR_MIN + 2


class TrickPanel(Horizontal):
    """The cards on the table, each under its player's name, in seat order of play."""

    DEFAULT_CSS = """
    TrickPanel {
        height: 5;
        width: auto;
    }
    TrickPanel > Vertical {
        width: 11;
        height: 5;
        align-horizontal: center;
    }
    TrickPanel .who {
        height: 1;
        width: 11;  /* WHO_WIDTH and a gap, so that two names never run together */
        content-align: center middle;
        text-overflow: ellipsis;
    }
    TrickPanel.wide > Vertical, TrickPanel.wide .who {
        width: 13;  /* WIDE_WHO_WIDTH and a gap */
    }
    """

    def compose(self) -> ComposeResult:
        for _i in range(4):
            with Vertical(classes="place"):
                yield CardView(0, CardStyle())
                yield EmptySlot("")
                yield Static(classes="who")

    def show(self, view: PlayerView, order: Sequence[int], names: Sequence[str], style: CardStyle, width: int) -> None:
        """``width``: the screen's, which decides whether four places may be wide."""
        on_table = dict(view.table)
        wide = len(order) <= 3 or width >= WIDE_FOUR_MIN
        self.set_class(wide, "wide")
        for i, place in enumerate(self.query(".place")):
            place.display = i < len(order)
            if i >= len(order):
                continue
            seat = order[i]
            c = on_table.get(seat)
            face = place.query_one(CardView)
            face.display = c is not None
            place.query_one(EmptySlot).display = c is None
            if c is not None:
                face.set_card(c, style)
            who = place.query_one(".who", Static)
            set_text(who, fit_name(names[seat], WIDE_WHO_WIDTH if wide else WHO_WIDTH))
            who.set_class(view.to_move == seat and view.result is None, "to-move")


class LastTrickPanel(Static):
    """The last completed trick and who took it."""

    DEFAULT_CSS = """
    LastTrickPanel {
        width: 1fr;
        height: 5;
        padding: 0 1;
        color: $text-muted;
    }
    """

    def show(self, view: PlayerView, names: Sequence[str], style: CardStyle) -> None:
        text = Text(_("Last trick") + "\n", style="underline")
        if view.completed:
            text.append_text(trick_cards(view, style))
            winner = _trick_winner(view, len(view.completed) - 1)
            if winner is not None:
                text.append("\n→ ")
                room = self.content_size.width - 2  # a narrow column (four players) cuts the name, not wraps it
                text.append_text(fit_name(names[winner], room) if room >= 6 else safe_name(names[winner]))
        else:
            text.append("—")
        set_text(self, text)


def trick_cards(view: PlayerView, style: CardStyle) -> Text:
    """The last completed trick's cards, in the order played (each followed by a space)."""
    text = Text()
    for _seat, c in view.completed[-1]:
        text.append_text(style.text(c, on_light=False))
        text.append(" ")
    return text


def last_trick_line(view: PlayerView, names: Sequence[str], style: CardStyle) -> Text | None:
    """ "Last trick: K♠ 10♠ → Boris", for the score screen, which covers the table: a hand
    the computer declared right after a trick had ended with that trick unseen."""
    if not view.completed:
        return None
    text = Text(_("Last trick") + ": ", style="dim")
    text.append_text(trick_cards(view, style))
    winner = _trick_winner(view, len(view.completed) - 1)
    if winner is not None:
        text.append("→ ")
        text.append_text(safe_name(names[winner]))
        bonus = view.bonus[view.owner_of(winner)]
        if bonus:  # in the points above, and nothing had said where those 10 came from
            text.append(" " + _("(+{n} points)", n=bonus), style="dim")
    return text


def _trick_winner(view: PlayerView, index: int) -> int | None:
    """Who took completed trick ``index``: the leader of the next trick, or the last winner."""
    if index + 1 < len(view.completed):
        return view.completed[index + 1][0][0]
    if view.table:
        return view.table[0][0]
    return view.last_winner if view.last_winner >= 0 else None


class PlayedPanel(Static):
    """The cards of the completed tricks, by suit: the setting "Cards played", for a
    player learning to count (the rules have players remember them)."""

    DEFAULT_CSS = """
    PlayedPanel {
        height: 2;
        padding: 0 1;
        color: $text-muted;
    }
    """

    def show(self, view: PlayerView, style: CardStyle) -> None:
        label = _("Cards played") + "  "
        whole_suit = [c for c in bits(pack_mask(view.rules.pack)) if c >> 3 == 0]
        width = cell_len(style.suit(0) + " " + ranks_text(whole_suit, style)) + 3
        groups = [_suit_group(suit, cards, style, width) for suit, cards in played_suits(view)]
        text = Text(label)
        text.append_text(groups[0] + groups[1])
        text.append("\n" + " " * cell_len(label))
        text.append_text(groups[2] + groups[3])
        set_text(self, text)


def _suit_group(suit: int, cards: list[int], style: CardStyle, width: int) -> Text:
    """``♣ A 10 K`` (or ``♣ —``) in the suit's colour, padded to ``width`` cells."""
    group = style.suit_text(suit)
    colour = group.style
    group.append(" " + ranks_text(cards, style), style=colour if cards else "")
    group.pad_right(max(0, width - group.cell_len))
    return group
