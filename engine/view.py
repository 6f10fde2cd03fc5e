"""What one seat may know, copied out of the full state, and worlds sampled from it.

A ``PlayerView`` holds no reference to the ``HandState`` it was built from:
every field is an immutable copy of public facts plus the seat's own hand.
``sample_world`` deals the cards the seat cannot see uniformly among the
places it cannot see into, respecting what play has revealed (cards shown by
marriages, exchanges and the face-up trump card; suits a player was seen
to lack in strict play).  Viewed from the same seat, the sampled state
equals the view.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields

from .cards import CARD_STR, bits, pack_mask
from .result import HandResult
from .rules import Rules
from .standing import Standing


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules
    dealer: int
    to_move: int
    hand: int  # bitmask of the seat's own cards
    hand_sizes: tuple[int, ...]
    trump: int  # suit index
    bottom: int  # the card under the stock (or the dealer's turned card)
    bottom_in_stock: bool
    stock_size: int
    closed: bool
    closer: int
    snap_tricks: tuple[int, ...] | None
    snap_points: tuple[int, ...] | None
    snap_marr: tuple[int, ...] | None
    tricks: tuple[int, ...]  # per owner
    trick_pts: tuple[int, ...]
    marr_counted: tuple[int, ...]
    marr_pending: tuple[int, ...]
    bonus: tuple[int, ...]
    leader: int
    table: tuple[tuple[int, int], ...]  # (seat, card) in play order
    strict: bool
    pending_draw: bool
    claimant: int
    announced: int
    offer: int
    last_winner: int
    result: HandResult | None
    history: tuple[str, ...]
    played: int
    completed: tuple[tuple[tuple[int, int], ...], ...]
    marriages: tuple[tuple[int, int], ...]
    known: tuple[int, ...]  # per seat: cards every seat knows are in that hand
    excluded: tuple[int, ...]  # per seat: cards known not to be in that hand
    legal_actions: tuple[str, ...] = field(default=())
    standing: Standing | None = None  # the match score as the hand was dealt; None: a lone hand

    # ---------------------------------------------------------- accessors
    @property
    def hand_cards(self) -> list[str]:
        return [CARD_STR[c] for c in bits(self.hand)]

    @property
    def trump_card(self) -> str:
        return CARD_STR[self.bottom]

    @property
    def owner(self) -> int:
        return self.owner_of(self.seat)

    def owner_of(self, seat: int) -> int:
        """Whose points and tricks ``seat``'s are: its partnership's, or its own."""
        return seat % 2 if self.rules.partnerships else seat

    @property
    def dealer_holds_trump_card(self) -> bool:
        """Without a stock the turned trump card is dealt to the dealer, shown to all
        (rules §4.1, §4.3): True while it is still in the dealer's hand."""
        if self.rules.has_stock:
            return False
        card = 1 << self.bottom
        return bool((self.hand if self.dealer == self.seat else self.known[self.dealer]) & card)

    def points(self, owner: int | None = None) -> int:
        o = self.owner if owner is None else owner
        return self.trick_pts[o] + self.marr_counted[o] + self.bonus[o]

    def unseen(self) -> int:
        """Cards whose place this seat does not know."""
        located = self.hand | self.played
        for _, c in self.table:
            located |= 1 << c
        for p, m in enumerate(self.known):
            if p != self.seat:
                located |= m
        if self.bottom_in_stock:
            located |= 1 << self.bottom
        return pack_mask(self.rules.pack) & ~located

    # ------------------------------------------------------- determinize
    def sample_world(self, rng: random.Random):  # -> HandState
        """A full state consistent with this view, unseen cards dealt uniformly."""
        from .state import HandState

        hidden = [p for p in range(len(self.hand_sizes)) if p != self.seat]
        need = {p: self.hand_sizes[p] - self.known[p].bit_count() for p in hidden}
        stock_hidden = self.stock_size - (1 if self.bottom_in_stock else 0)
        extra = _deal_unseen(list(bits(self.unseen())), need, stock_hidden, self.excluded, rng)
        s = HandState.__new__(HandState)
        _fill_state(s, self)
        for p in hidden:
            s.hands[p] = self.known[p] | extra[p]
        s.stock = extra["stock"]
        return s


def _deal_unseen(
    cards: list[int],
    need: dict[int, int],
    stock_count: int,
    excluded: tuple[int, ...],
    rng: random.Random,
) -> dict:
    """Uniform assignment of ``cards`` to hands (sizes ``need``, avoiding ``excluded``)
    and the stock, by rejection with a constraint-aware fallback."""
    for _ in range(200):
        rng.shuffle(cards)
        out: dict = {}
        pos = 0
        ok = True
        for p, k in need.items():
            m = 0
            for c in cards[pos : pos + k]:
                m |= 1 << c
            if m & excluded[p]:
                ok = False
                break
            out[p] = m
            pos += k
        if ok:
            out["stock"] = cards[pos : pos + stock_count]
            return out
    return _deal_constrained(cards, need, stock_count, excluded, rng)


def _deal_constrained(
    cards: list[int],
    need: dict[int, int],
    stock_count: int,
    excluded: tuple[int, ...],
    rng: random.Random,
) -> dict:
    """Fallback when constraints are tight: place the most constrained cards first, each
    in a random place that may hold it, backtracking on a dead end."""
    places = [*need, "stock"]
    room = {**need, "stock": stock_count}

    def fits(c: int, place: object) -> bool:
        return place == "stock" or not excluded[place] >> c & 1  # type: ignore[index]

    order = sorted(cards, key=lambda c: (sum(fits(c, pl) for pl in places), rng.random()))
    chosen: dict[object, list[int]] = {pl: [] for pl in places}

    def place(i: int) -> bool:
        if i == len(order):
            return True
        c = order[i]
        options = [pl for pl in places if room[pl] and fits(c, pl)]
        rng.shuffle(options)
        for pl in options:
            room[pl] -= 1
            chosen[pl].append(c)
            if place(i + 1):
                return True
            chosen[pl].pop()
            room[pl] += 1
        return False

    if not place(0):
        raise ValueError("no world fits this view")
    out: dict = {p: sum(1 << c for c in chosen[p]) for p in need}
    stock = chosen["stock"]
    rng.shuffle(stock)
    out["stock"] = stock
    return out


VIEW_FIELDS = tuple(f.name for f in fields(PlayerView))
"""Every field of a ``PlayerView``, by name."""


_COPIED = (
    "dealer", "to_move", "trump", "bottom", "bottom_in_stock", "closed", "closer",
    "snap_tricks", "snap_points", "snap_marr", "leader", "strict", "pending_draw", "claimant",
    "announced", "offer", "last_winner", "result", "played", "standing",
)  # fmt: skip


def build_view(state, seat: int) -> PlayerView:
    """Copy out of ``state`` exactly what ``seat`` may know."""
    values = {name: getattr(state, name) for name in _COPIED}
    values.update(
        seat=seat,
        rules=state.rules,
        hand=state.hands[seat],
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        stock_size=state.stock_size,
        tricks=tuple(state.tricks),
        trick_pts=tuple(state.trick_pts),
        marr_counted=tuple(state.marr_counted),
        marr_pending=tuple(state.marr_pending),
        bonus=tuple(state.bonus),
        table=tuple(zip(state.table_seats, state.table, strict=True)),
        history=tuple(state.history),
        completed=tuple(state.completed),
        marriages=tuple(state.marriages),
        known=tuple(state.shown),
        excluded=tuple(state.excluded),
        legal_actions=tuple(state.legal_actions()) if state.to_move == seat else (),
    )
    # Not ``PlayerView(**values)``: a frozen dataclass's ``__init__`` sets each of its 37
    # fields through ``object.__setattr__``, 19 of the 40 microseconds a view took, and
    # hard's search builds one at every move of every play-out (7% of its time).  Every
    # field is set here (tests/test_properties.py holds the two ways equal).
    view = object.__new__(PlayerView)
    view.__dict__.update(values)
    return view


def _fill_state(s, v: PlayerView) -> None:
    """Set every public field of a fresh ``HandState`` from a view."""
    from .cards import JACK, NINE, card

    rules = v.rules
    n = rules.players
    base = s.__class__.from_deal(rules, v.dealer, [[] for _ in range(n)], v.bottom, [])
    for name in s.__slots__:
        setattr(s, name, getattr(base, name))
    for name in _COPIED:
        setattr(s, name, getattr(v, name))
    s.trump = v.trump
    s.exchange_card = card(JACK if rules.exchange_card == "J" else NINE, v.trump)
    s.hands = [0] * n
    s.hands[v.seat] = v.hand
    s.tricks = list(v.tricks)
    s.trick_pts = list(v.trick_pts)
    s.marr_counted = list(v.marr_counted)
    s.marr_pending = list(v.marr_pending)
    s.bonus = list(v.bonus)
    s.table = [c for _, c in v.table]
    s.table_seats = [p for p, _ in v.table]
    s.history = list(v.history)
    s.completed = list(v.completed)
    s.marriages = list(v.marriages)
    s.shown = list(v.known)
    s.excluded = list(v.excluded)
    s._legal = None
