"""Card tracking for the heuristic bots: where the cards a seat cannot see may be.

Everything here is derived from a ``PlayerView`` alone, so a bot built on it can
only know what a careful human at the table knows: its own hand, the cards
played, the cards shown (marriages, exchanges, the face-up trump card) and the
suits a player was seen to lack in strict play (``view.excluded``).

Probabilities are the cheap kind a counting player uses: each seat's unknown
cards are treated as a random draw from the cards that seat may hold
(hypergeometric), ignoring the weak coupling between seats.  That is exact in
the common two-hand case (one hidden hand plus the stock) and close enough
elsewhere for choosing between a handful of cards.
"""

from __future__ import annotations

from ..cards import HIGHER_MASK, SUIT_MASK, VALUE, bits
from ..view import PlayerView


def active_seats(view: PlayerView) -> tuple[int, ...]:
    """Seats that play this hand, in play order from the dealer's left (the dealer
    sits out in ``three_sitout``; everyone plays in the no-stock forms)."""
    n = view.rules.players
    return tuple((view.dealer + 1 + i) % n for i in range(view.rules.active_players))


def none_prob(pool: int, slots: int, wanted: int) -> float:
    """Chance that ``slots`` cards drawn from ``pool`` contain none of ``wanted`` given
    cards (hypergeometric): the heart of every "could they hold it?" question."""
    if wanted <= 0 or slots <= 0:
        return 1.0
    if pool - slots < wanted:
        return 0.0
    p = 1.0
    for i in range(wanted):
        p *= (pool - slots - i) / (pool - i)
    return p


class Tracker:
    """Derived facts about one view: the cards still out, who may hold them, masters.

    ``out`` is every card not in my hand, not played and not on the table: in another
    hand or in the stock (the face-up trump card included).  ``possible[p]`` is what
    seat ``p`` may hold; it is exact (``exact[p]``) once the stock is gone in a
    two-hand game, because then every unseen card is in the opponent's hand.
    """

    __slots__ = (
        "view", "seat", "trump", "hand", "active", "owner", "partner", "opponents",
        "unseen", "out", "possible", "need", "pool", "exact", "stock_open", "strict_next",
    )  # fmt: skip

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.seat = me = view.seat
        self.trump = view.trump
        self.hand = view.hand
        self.active = active_seats(view)
        self.owner = view.owner
        partnered = view.rules.partnerships
        self.partner = (me + 2) % 4 if partnered else -1
        self.opponents = tuple(p for p in self.active if p != me and p != self.partner)
        self.unseen = unseen = view.unseen()
        table = 0
        for _, c in view.table:
            table |= 1 << c
        out = unseen
        for p, m in enumerate(view.known):
            if p != me:
                out |= m
        if view.bottom_in_stock:
            out |= 1 << view.bottom
        self.out = out & ~table & ~view.hand
        n = len(view.hand_sizes)
        self.possible = [0] * n
        self.need = [0] * n
        self.pool = [0] * n
        self.exact = [False] * n
        for p in range(n):
            if p == me or not view.hand_sizes[p]:
                continue
            cand = unseen & ~view.excluded[p]
            self.possible[p] = view.known[p] | cand
            self.need[p] = max(0, view.hand_sizes[p] - view.known[p].bit_count())
            self.pool[p] = cand.bit_count()
            self.exact[p] = self.possible[p].bit_count() == view.hand_sizes[p]
        self.stock_open = not view.closed and view.bottom_in_stock
        # The next trick is played under follow duties (phase 2, or no stock at all).
        self.strict_next = view.strict if view.table else (view.closed or not view.bottom_in_stock)

    # ------------------------------------------------------------ masters
    def is_master(self, c: int, also_gone: int = 0) -> bool:
        """No card still out beats ``c`` in its suit (cards in ``also_gone`` are treated
        as played, e.g. the ones in my own hand I will cash first)."""
        return not (self.out & ~also_gone & HIGHER_MASK[c])

    def top_run(self, suit: int, hand: int | None = None) -> list[int]:
        """My cards of ``suit`` that win in turn from the top: the ace, then the ten once
        the ace is mine or gone, and so on (``hand`` defaults to my hand)."""
        run: list[int] = []
        mine = (self.hand if hand is None else hand) & SUIT_MASK[suit]
        for c in bits(SUIT_MASK[suit] & (mine | self.out)):
            if not mine >> c & 1:
                break
            run.append(c)
        return run

    # ------------------------------------------------------- probabilities
    def p_any(self, p: int, mask: int) -> float:
        """Chance that seat ``p`` holds at least one card of ``mask``."""
        if self.view.known[p] & mask:
            return 1.0
        cand = mask & self.possible[p]
        if not cand:
            return 0.0
        if self.exact[p]:
            return 1.0
        return 1.0 - none_prob(self.pool[p], self.need[p], cand.bit_count())

    def p_void(self, p: int, suit: int) -> float:
        """Chance that seat ``p`` holds no card of ``suit``."""
        return 1.0 - self.p_any(p, SUIT_MASK[suit])

    def p_beats(self, p: int, card: int, led: int, strict: bool) -> float:
        """Chance that seat ``p``, playing after ``card`` is the best card of a trick led in
        suit ``led``, can take the trick from it (under follow duties if ``strict``)."""
        s = card >> 3
        trump = self.trump
        higher = HIGHER_MASK[card] & self.possible[p]
        if not strict:
            if s != trump:
                higher |= SUIT_MASK[trump] & self.possible[p]
            return self.p_any(p, higher)
        if s == led:
            p_up = self.p_any(p, higher)
            if s == trump:
                return p_up
            return p_up + (1.0 - p_up) * self.p_void(p, led) * self.p_any(p, SUIT_MASK[trump])
        # A trump is winning a plain-suit trick: only a void player with a higher trump beats it.
        return self.p_void(p, led) * self.p_any(p, higher)

    def low_value(self, p: int, suit: int) -> int:
        """The cheapest card of ``suit`` seat ``p`` might throw (0 if it might hold a nine)."""
        cards = self.possible[p] & SUIT_MASK[suit]
        return min((VALUE[c] for c in bits(cards)), default=0)
