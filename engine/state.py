"""One hand of Sixty-Six: the full, authoritative state and its transitions.

Push model: the caller reads ``to_move`` and ``legal_actions()`` and calls
``apply(action)``.  The state is mutable for speed (search bots apply
millions of actions); ``clone()`` gives an independent copy.  Hands and
card sets are bitmasks (see ``cards``).  Seats 0..n-1 play clockwise; an
*owner* is who collects points: the seat itself, or the partnership
(seat % 2) in the four-player game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import actions as A
from . import scoring
from .cards import (
    CARD_STR,
    JACK,
    KING,
    NINE,
    QUEEN,
    VALUE,
    bits,
    card,
    pack_mask,
)
from .legality import Refusal, follow_exclusions, follow_mask, why_illegal
from .result import HandResult
from .rules import Rules
from .standing import Standing
from .view import PlayerView, build_view


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is unchanged.  ``refusal`` says why
    (a code a front end can word in any language, and an English sentence)."""

    def __init__(self, refusal: Refusal | str) -> None:
        if isinstance(refusal, str):
            refusal = Refusal("other", refusal)
        super().__init__(refusal.text)
        self.refusal = refusal


_PLAY_CACHE: dict[int, tuple[str, ...]] = {}


def _plays(mask: int) -> tuple[str, ...]:
    got = _PLAY_CACHE.get(mask)
    if got is None:
        if len(_PLAY_CACHE) > 500_000:
            _PLAY_CACHE.clear()
        got = tuple(A.PLAY_STR[c] for c in bits(mask))
        _PLAY_CACHE[mask] = got
    return got


_SEAT_PREFIX = ("0 ", "1 ", "2 ", "3 ")
# The queen's bit sits just above the king's: hand & (hand >> 1) & KINGS finds marriages.
KINGS = sum(1 << card(KING, s) for s in range(4))
MARRIAGE_MASK: tuple[int, ...] = tuple((1 << card(KING, s)) | (1 << card(QUEEN, s)) for s in range(4))


class HandState:
    __slots__ = (
        "rules", "n", "dealer", "active", "next_seat", "owner", "n_owners",
        "hands", "stock", "bottom", "bottom_in_stock", "trump", "exchange_card",
        "closed", "closer", "snap_tricks", "snap_points", "snap_marr",
        "tricks", "trick_pts", "marr_counted", "marr_pending", "bonus",
        "leader", "to_move", "table", "table_seats", "strict",
        "pending_draw", "claimant", "announced", "offer", "last_winner",
        "result", "history", "played", "completed", "marriages", "shown", "excluded",
        "standing", "_legal",
    )  # fmt: skip

    rules: Rules
    hands: list[int]
    stock: list[int]
    result: HandResult | None
    standing: Standing | None  # the match around this hand, if it is one of a match

    # ------------------------------------------------------------------ deal
    @classmethod
    def deal(cls, rules: Rules, dealer: int, deck: Sequence[int]) -> HandState:
        """Deal ``deck`` (top first) by the rules' deal pattern (rules §2.2 rule 6)."""
        hands, trump, stock = deal_deck(rules, dealer, list(deck))
        return cls.from_deal(rules, dealer, hands, trump, stock)

    @classmethod
    def shuffled(cls, rules: Rules, dealer: int, rng: random.Random) -> HandState:
        deck = list(bits(pack_mask(rules.pack)))
        rng.shuffle(deck)
        return cls.deal(rules, dealer, deck)

    @classmethod
    def from_deal(
        cls,
        rules: Rules,
        dealer: int,
        hands: Sequence[Sequence[int]],
        trump: int,
        stock: Sequence[int],
    ) -> HandState:
        """A hand as dealt: ``hands[i]`` seat i's cards, ``stock`` top first, ``trump`` the
        turned card (under the stock, or the dealer's own in the no-stock forms)."""
        s = cls.__new__(cls)
        n = rules.players
        s.rules = rules
        s.n = n
        s.dealer = dealer
        if rules.has_stock:
            s.active = tuple((dealer + 1 + i) % n for i in range(2))
        else:
            s.active = tuple((dealer + 1 + i) % n for i in range(n))
        nxt = [-1] * n
        for i, seat in enumerate(s.active):
            nxt[seat] = s.active[(i + 1) % len(s.active)]
        s.next_seat = tuple(nxt)
        s.owner = tuple(p % 2 for p in range(n)) if rules.partnerships else tuple(range(n))
        s.n_owners = 2 if rules.partnerships else n
        s.hands = [0] * n
        for p, h in enumerate(hands):
            for c in h:
                s.hands[p] |= 1 << c
        s.stock = list(reversed(stock))  # top at the end: pop() draws
        s.bottom = trump
        s.bottom_in_stock = rules.has_stock
        s.trump = trump >> 3
        s.exchange_card = card(JACK if rules.exchange_card == "J" else NINE, s.trump)
        s.closed = False
        s.closer = -1
        s.snap_tricks = None
        s.snap_points = None
        s.snap_marr = None
        k = s.n_owners
        s.tricks = [0] * k
        s.trick_pts = [0] * k
        s.marr_counted = [0] * k
        s.marr_pending = [0] * k
        s.bonus = [0] * k
        s.leader = s.active[0]
        s.to_move = s.leader
        s.table = []
        s.table_seats = []
        s.strict = False
        s.pending_draw = False
        s.claimant = -1
        s.announced = -1
        s.offer = -1
        s.last_winner = -1
        s.result = None
        s.history = []
        s.played = 0
        s.completed = []
        s.marriages = []
        s.shown = [0] * n
        s.excluded = [0] * n
        if not rules.has_stock:
            s.shown[dealer] |= 1 << trump  # everybody saw the dealer's turned card
        s.standing = None  # a hand of a match: the match sets it (``Match``)
        s._legal = None
        return s

    def clone(self) -> HandState:
        c = HandState.__new__(HandState)
        for name in HandState.__slots__:
            setattr(c, name, getattr(self, name))
        for name in (
            "hands",
            "stock",
            "tricks",
            "trick_pts",
            "marr_counted",
            "marr_pending",
            "bonus",
            "table",
            "table_seats",
            "history",
            "completed",
            "marriages",
            "shown",
            "excluded",
        ):
            setattr(c, name, list(getattr(self, name)))
        return c

    # ------------------------------------------------------------ derived
    @property
    def stock_size(self) -> int:
        """Face-down cards plus the face-up card under them (rules §0)."""
        return len(self.stock) + self.bottom_in_stock

    @property
    def stock_open(self) -> bool:
        return not self.closed and self.bottom_in_stock

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def total(self, owner: int) -> int:
        """Counted points: tricks, counted marriages, last-trick bonus."""
        return self.trick_pts[owner] + self.marr_counted[owner] + self.bonus[owner]

    def hand_cards(self, seat: int) -> list[str]:
        return [CARD_STR[c] for c in bits(self.hands[seat])]

    def _close_allowed(self) -> bool:
        lo, hi = self.rules.close_stock_limits
        return lo <= self.stock_size <= hi and (self.rules.close_on_opening_lead or bool(self.completed))

    # ------------------------------------------------------- legal actions
    def legal_actions(self) -> list[str]:
        """Exactly the notation's action strings, plays first in card order."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> tuple[str, ...]:
        if self.result is not None:
            return ()
        if self.offer >= 0:
            return ("exchange", "pass") if self.hands[self.offer] >> self.exchange_card & 1 else ("pass",)
        p = self.to_move
        hand = self.hands[p]
        if self.table:
            if self.strict:
                return _plays(self._follow_mask(hand))
            return _plays(hand)
        rules = self.rules
        can_claim = self.claimant == p and rules.declaration_mode == "explicit"
        if self.pending_draw:
            return ("close", "draw", "declare") if can_claim else ("close", "draw")
        out: list[str] = []
        if self.announced >= 0:
            out.extend(_plays(hand & MARRIAGE_MASK[self.announced]))
        else:
            out.extend(_plays(hand))
            if hand & (hand >> 1) & KINGS and self._may_announce(p):
                for s in range(4):
                    if hand & MARRIAGE_MASK[s] == MARRIAGE_MASK[s]:
                        out.append(A.ANNOUNCE_STR[s])
        if not self.closed and self.bottom_in_stock:
            if (
                hand >> self.exchange_card & 1
                and len(self.stock) + 1 >= rules.exchange_min_stock
                and (self.tricks[self.owner[p]] or not rules.exchange_requires_trick)
            ):
                out.append("exchange")
            if self._close_allowed():
                out.append("close")
        if can_claim:
            out.append("declare")
        return tuple(out)

    def _may_announce(self, p: int) -> bool:
        rules = self.rules
        if not rules.marriages_allowed:
            return False
        if not (rules.marriage_in_phase2 or (not self.closed and self.bottom_in_stock)):
            return False
        return rules.marriage_on_opening_lead or self.tricks[self.owner[p]] > 0

    def _follow_mask(self, hand: int) -> int:
        best = self._winning_card()
        head = self.rules.phase2_must_head
        return follow_mask(hand, self.table[0] >> 3, best, self.trump, head, self.rules.must_undertrump)

    def _winning_card(self) -> int:
        table = self.table
        best = table[0]
        trump = self.trump
        for c in table[1:]:
            if (c >> 3 == best >> 3 and c < best) or (c >> 3 == trump and best >> 3 != trump):
                best = c
        return best

    # ---------------------------------------------------------------- apply
    def apply(self, action: str) -> None:
        """Apply one action for ``to_move``; raise ``IllegalAction`` (state unchanged) if it
        is not legal now."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action not in legal:
            try:
                kind, arg = A.parse_action(action)
            except A.ActionError as e:
                raise IllegalAction(Refusal("not_an_action", str(e))) from None
            action = A.action_str(kind, arg)
            if action not in legal:
                if self._renege(kind, arg):
                    return
                raise IllegalAction(why_illegal(self, kind, arg))
        else:
            kind, arg = A.CANONICAL.get(action) or A.parse_action(action)
        self._legal = None
        self.history.append(_SEAT_PREFIX[self.to_move] + action)
        if kind == A.PLAY:
            self._play(arg)
        elif kind == A.DRAW:
            self.pending_draw = False
            self._draw()
        elif kind == A.ANNOUNCE:
            self._announce(arg)
        elif kind == A.EXCHANGE:
            self._exchange()
        elif kind == A.CLOSE:
            self._close()
        elif kind == A.PASS:
            self.offer = -1
            self.to_move = self.closer
        else:
            self._end(scoring.claim(self, self.to_move))

    def _renege(self, kind: int, arg: int) -> bool:
        """``illegal_move_policy=lose_hand_2``: a card held but not allowed in strict play
        loses the hand instead of being refused (rules §3 #28)."""
        if (
            self.rules.illegal_move_policy != "lose_hand_2"
            or kind != A.PLAY
            or not self.table
            or not self.strict
            or not self.hands[self.to_move] >> arg & 1
        ):
            return False
        self._legal = None
        self.history.append(f"{self.to_move} {A.PLAY_STR[arg]}")
        self._end(scoring.renege(self, self.to_move))
        return True

    def _play(self, c: int) -> None:
        p = self.to_move
        table = self.table
        if table:
            if self.strict:
                rules = self.rules
                self.excluded[p] |= (
                    follow_exclusions(
                        c, table[0] >> 3, self._winning_card(), self.trump, rules.phase2_must_head,
                        rules.must_undertrump,
                    )
                    & ~self.hands[p]
                )  # fmt: skip
        else:
            self.strict = self.closed or not self.bottom_in_stock
            self.claimant = -1
        bit = 1 << c
        self.hands[p] ^= bit
        if self.shown[p] & bit:
            self.shown[p] ^= bit
        table.append(c)
        self.table_seats.append(p)
        if len(table) < len(self.active):
            self.to_move = self.next_seat[p]
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        table = self.table
        seats = self.table_seats
        if len(table) == 2:  # the common two-hand trick, without the general loop
            a, b = table
            bs, trump = b >> 3, self.trump
            w = seats[1] if (bs == a >> 3 and b < a) or (bs == trump and a >> 3 != trump) else seats[0]
            points = VALUE[a] + VALUE[b]
            self.played |= (1 << a) | (1 << b)
            self.completed.append(((seats[0], a), (seats[1], b)))
        else:
            w = seats[table.index(self._winning_card())]
            points = 0
            for c in table:
                points += VALUE[c]
                self.played |= 1 << c
            self.completed.append(tuple(zip(seats, table, strict=True)))
        o = self.owner[w]
        self.trick_pts[o] += points
        self.tricks[o] += 1
        if self.marr_pending[o]:
            self.marr_counted[o] += self.marr_pending[o]
            self.marr_pending[o] = 0
        self.table = []
        self.table_seats = []
        self.last_winner = self.leader = self.to_move = self.claimant = w
        self.announced = -1
        rules = self.rules
        automatic = rules.declaration_mode == "automatic" and self.total(o) >= 66
        # The closer's opponent reaching 66 ends the hand at once as a beaten closer, on
        # the last trick too (rules E31), not as the closer's failure found at the end.
        beaten_closer = automatic and self.closed and o != self.owner[self.closer]
        if not self.hands[w] and not beaten_closer:
            self._end(scoring.played_out(self))
            return
        if automatic:
            self._end(scoring.claim(self, w))
            return
        if not self.closed and self.bottom_in_stock:
            if rules.close_before_draw and self._close_allowed():
                self.pending_draw = True
            else:
                self._draw()

    def _draw(self) -> None:
        w = self.to_move
        loser = self.next_seat[w]
        for p in (w, loser):
            if self.stock:
                self.hands[p] |= 1 << self.stock.pop()
            else:
                self.hands[p] |= 1 << self.bottom
                self.shown[p] |= 1 << self.bottom  # it lay face up
                self.bottom_in_stock = False

    def _announce(self, suit: int) -> None:
        p = self.to_move
        o = self.owner[p]
        self.announced = suit
        self.marriages.append((p, suit))
        self.shown[p] |= MARRIAGE_MASK[suit]
        value = 40 if suit == self.trump else 20
        if self.tricks[o] or not self.rules.marriage_requires_trick:
            self.marr_counted[o] += value
        else:
            self.marr_pending[o] += value
        # Without claim_after_marriage the announcer must lead before any claim (rules §3 #8).
        self.claimant = p if self.rules.claim_after_marriage else -1
        if self.rules.declaration_mode == "automatic" and self.claimant == p and self.total(o) >= 66:
            self._end(scoring.claim(self, p))

    def _exchange(self) -> None:
        p = self.offer if self.offer >= 0 else self.to_move
        old = self.bottom
        self.hands[p] ^= (1 << self.exchange_card) | (1 << old)
        self.shown[p] |= 1 << old
        self.bottom = self.exchange_card
        if self.offer >= 0:
            self.offer = -1
            self.to_move = self.closer

    def _close(self) -> None:
        p = self.to_move
        self.closed = True
        self.closer = p
        self.pending_draw = False
        self.snap_tricks = tuple(self.tricks)
        self.snap_points = tuple(self.total(o) for o in range(self.n_owners))
        self.snap_marr = tuple(self.marr_counted)
        opp = self.next_seat[p]
        # Offered whether or not the opponent holds the card: a closer must not learn
        # where it is from whether the offer happens.  Not once the card has been played,
        # which everybody has seen: then nobody can exchange, and the question was idle.
        if (
            self.rules.exchange_on_opponent_close
            and self.bottom_in_stock
            and self.bottom != self.exchange_card
            and not self.played >> self.exchange_card & 1
        ):
            self.offer = opp
            self.to_move = opp

    def _end(self, result: HandResult) -> None:
        self.result = result
        self.to_move = -1
        self._legal = ()

    # --------------------------------------------------------------- views
    def view(self, seat: int) -> PlayerView:
        return build_view(self, seat)

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(self.hand_cards(p)) for p in range(self.n))
        return f"<HandState {self.rules.preset} to_move={self.to_move} hands={hands}>"


def deal_deck(rules: Rules, dealer: int, deck: list[int]) -> tuple[list[list[int]], int, list[int]]:
    """Split a deck (top first) into hands, the trump card and the stock."""
    n = rules.players
    hands: list[list[int]] = [[] for _ in range(n)]
    pattern = rules.deal_pattern
    if rules.has_stock:
        nd, d = (dealer + 1) % n, (dealer + 2) % n if rules.dealer_sits_out else dealer
        if pattern == "one_by_one_then_trump":
            for i in range(12):
                hands[nd if i % 2 == 0 else d].append(deck[i])
            return hands, deck[12], deck[13:]
        second = 2 if pattern == "3_trump_2" else 3
        hands[nd] += deck[0:3]
        hands[d] += deck[3:6]
        pos = 6
        trump = -1
        if pattern != "3_3_trump":
            trump = deck[pos]
            pos += 1
        hands[nd] += deck[pos : pos + second]
        hands[d] += deck[pos + second : pos + 2 * second]
        pos += 2 * second
        if trump < 0:
            trump = deck[pos]
            pos += 1
        return hands, trump, deck[pos:]
    packets = (3, 2, 3) if pattern == "3_2_3" else (3, 3)
    order = [(dealer + 1 + i) % n for i in range(n)]
    pos = 0
    for size in packets:
        for p in order:
            hands[p] += deck[pos : pos + size]
            pos += size
    return hands, deck[-1], []


__all__ = ["HandState", "IllegalAction", "deal_deck"]
