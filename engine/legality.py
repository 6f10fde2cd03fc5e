"""Follow duties of strict play, what a played card reveals, and why an action is refused."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import actions as A
from .cards import CARD_STR, HIGHER_MASK, SUIT_MASK

if TYPE_CHECKING:
    from .state import HandState

SUIT_NAMES = ("club", "diamond", "heart", "spade")


def follow_mask(hand: int, led: int, best: int, trump: int, head: bool, undertrump: bool) -> int:
    """Cards a follower may play in strict play (rules §2.8 rule 35, §4.1 rule 6, §5 rule 6).

    ``best`` is the card currently winning the trick; ``head`` is the duty to beat
    it (by a higher card of the suit, or by over-trumping).
    """
    same = hand & SUIT_MASK[led]
    if same:
        if head and best >> 3 == led:
            higher = same & HIGHER_MASK[best]
            if higher:
                return higher
        return same
    trumps = hand & SUIT_MASK[trump]
    if trumps:
        if head and best >> 3 == trump:
            higher = trumps & HIGHER_MASK[best]
            if higher:
                return higher
            if not undertrump:
                return hand
        return trumps
    return hand


def follow_exclusions(c: int, led: int, best: int, trump: int, head: bool, undertrump: bool) -> int:
    """Cards the follower cannot hold, given that playing ``c`` was legal for them."""
    if c >> 3 == led:
        if head and best >> 3 == led and not c < best:
            return HIGHER_MASK[best]
        return 0
    out = SUIT_MASK[led]
    if c >> 3 == trump:
        if head and best >> 3 == trump and not c < best:
            out |= HIGHER_MASK[best]
        return out
    if head and best >> 3 == trump and not undertrump:
        return out | HIGHER_MASK[best]
    return out | SUIT_MASK[trump]


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused: a stable ``code`` (front ends word it in their own
    language), the suit or card it concerns (-1 when none), and an English sentence."""

    code: str
    text: str
    suit: int = -1
    card: int = -1

    def __str__(self) -> str:
        return self.text


def _follow_reason(state: HandState, c: int) -> Refusal:
    led = state.table[0] >> 3
    best = state._winning_card()
    allowed = state._follow_mask(state.hands[state.to_move])
    trump = state.trump
    if allowed & SUIT_MASK[led]:
        if allowed & HIGHER_MASK[best] and best >> 3 == led:
            return Refusal("must_head", f"must follow suit with a higher {SUIT_NAMES[led]}", suit=led)
        return Refusal("must_follow", f"must follow suit ({SUIT_NAMES[led]}s)", suit=led)
    if allowed & SUIT_MASK[trump]:
        if best >> 3 == trump and allowed & HIGHER_MASK[best]:
            return Refusal("must_overtrump", "must over-trump", suit=trump)
        return Refusal("must_trump", "must play a trump", suit=trump)
    return Refusal("may_not_play", "that card may not be played now", card=c)


def why_illegal(state: HandState, kind: int, arg: int) -> Refusal:
    """Why an action not in ``legal_actions()`` is refused, in one sentence a player understands."""
    if state.result is not None:
        return Refusal("hand_over", "the hand is over")
    p = state.to_move
    if state.offer >= 0:
        if "exchange" not in state.legal_actions():  # offered without the card, so the closer learns nothing
            return Refusal("offer_pass_only", "the opponent has closed and there is no card to exchange: pass")
        return Refusal("offer_pending", "the opponent has closed: exchange or pass")
    if kind in (A.CLOSE, A.EXCHANGE) and not state.rules.has_stock:  # whatever else is going on
        return Refusal("no_stock", "these rules have no stock (no closing, no trump exchange)")
    if state.pending_draw and kind not in (A.CLOSE, A.DRAW, A.DECLARE):
        return Refusal("must_draw", "the trick winner must first draw (or close, or declare)")
    if kind == A.PLAY:
        if not state.hands[p] >> arg & 1:
            return Refusal("not_in_hand", f"{CARD_STR[arg]} is not in seat {p}'s hand", card=arg)
        if state.table:
            return _follow_reason(state, arg)
        if state.announced >= 0:
            suit = state.announced
            return Refusal(
                "marriage_lead", f"after announcing must lead the king or queen of {SUIT_NAMES[suit]}s", suit=suit
            )
        return Refusal("may_not_lead", "that card may not be led now", card=arg)
    if state.table and kind == A.ANNOUNCE:
        why = "only a card may be played while a trick is on the table: a marriage is announced when leading"
        return Refusal("marriage_on_lead", why)
    if state.table:
        return Refusal("card_only", "only a card may be played while a trick is on the table")
    if kind == A.ANNOUNCE:
        rules = state.rules
        if state.announced >= 0:
            return Refusal("one_marriage", "only one marriage may be announced per lead")
        if not rules.marriages_allowed:
            return Refusal("no_marriages", "marriages are not played in these rules")
        if not (rules.marriage_in_phase2 or state.stock_open):
            return Refusal("marriage_stock_open", "marriages may be announced only while the stock is open")
        if not rules.marriage_on_opening_lead and not state.tricks[state.owner[p]]:
            return Refusal("marriage_after_trick", "a marriage may be announced only after winning a trick")
        return Refusal("marriage_cards", f"must hold the king and queen of {SUIT_NAMES[arg]}s", suit=arg)
    if kind == A.EXCHANGE:
        if not state.stock_open:
            return Refusal("exchange_stock_open", "the trump card can be exchanged only while the stock is open")
        card = state.exchange_card
        if state.bottom == card:  # turned up, or put there by an exchange: nobody holds it
            return Refusal(
                "exchange_turned", f"the trump card is the {CARD_STR[card]} itself: nothing to exchange", card=card
            )
        if not state.hands[p] >> card & 1:
            return Refusal("exchange_card", f"must hold the {CARD_STR[card]} to exchange", card=card)
        if state.stock_size < state.rules.exchange_min_stock:
            return Refusal("exchange_stock_small", "too few cards in the stock to exchange")
        return Refusal("exchange_after_trick", "the trump card can be exchanged only after winning a trick")
    if kind == A.CLOSE:
        if not state.stock_open:
            return Refusal("close_stock_gone", "the stock is already closed or empty")
        lo, hi = state.rules.close_stock_limits
        if state.stock_size > hi:
            return Refusal("close_stock_full", f"the stock may be closed only with {hi} cards or fewer in it")
        if state.stock_size < lo:
            return Refusal("close_stock_low", f"the stock may be closed only with {lo} cards or more in it")
        return Refusal("close_opening", "the stock may not be closed before the first trick")
    if kind == A.DRAW:
        return Refusal("nothing_to_draw", "there is nothing to draw now")
    if kind == A.PASS:
        return Refusal("no_offer", "there is no offer to pass on")
    if state.rules.declaration_mode != "explicit":
        return Refusal("no_declaring", "66 is not declared by hand in these rules")
    return Refusal("declare_not_now", "may declare only just after winning a trick or announcing a marriage")
