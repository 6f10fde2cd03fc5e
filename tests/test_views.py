"""Hidden information by construction: what ``state.view(seat)`` shows and what it must not.

A view may show the seat's own hand and public facts; of another seat's hand only
the *known* cards: a marriage partner shown by an announcement, the old trump card
taken by an exchange, the face-up trump card drawn by the loser of trick 6, and the
dealer's turned card in the forms without a stock.  Worlds sampled from a view
respect what play has revealed, including voids shown in strict play.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import reduce
from operator import or_

import pytest

from engine import PRESETS, HandState, IllegalAction, PlayerView, parse_card, preset
from engine.cards import CARD_STR, SUIT_MASK, bits, pack_mask
from engine.rules import Rules

C, D, H, S = range(4)


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def mask(text: str) -> int:
    m = 0
    for c in cards(text):
        m |= 1 << c
    return m


def names(m: int) -> str:
    return " ".join(CARD_STR[c] for c in bits(m))


def deal(rules: Rules, dealer: int, hands: list[str], trump: str, stock: str = "") -> HandState:
    return HandState.from_deal(rules, dealer, [cards(h) for h in hands], parse_card(trump), cards(stock))


def play(state: HandState, *actions: str) -> HandState:
    for text in actions:
        seat, action = text.split(" ", 1)
        assert state.to_move == int(seat), (text, state.to_move)
        state.apply(action)
    return state


def close(state: HandState, seat: int) -> HandState:
    """``seat`` closes; the opponent then passes on the on-close exchange if it is offered."""
    play(state, f"{seat} close")
    if state.to_move != seat:
        play(state, f"{state.to_move} pass")
    return state


def marriage(suit: int) -> int:
    return (1 << (suit * 8 + 2)) | (1 << (suit * 8 + 3))


# ------------------------------------------------------ an independent oracle


class KnownOracle:
    """Tracks the cards every seat knows to be in each hand, from the rules alone."""

    def __init__(self, state: HandState) -> None:
        self.known = [0] * state.n
        if not state.rules.has_stock:
            self.known[state.dealer] |= 1 << state.bottom

    def apply(self, state: HandState, action: str) -> None:
        actor = state.to_move
        bottom, bottom_in_stock = state.bottom, state.bottom_in_stock
        state.apply(action)
        if action.startswith("play "):
            self.known[actor] &= ~(1 << parse_card(action[5:]))
        elif action.startswith("announce "):
            self.known[actor] |= marriage("CDHS".index(action[-1]))
        elif action == "exchange":
            self.known[actor] |= 1 << bottom
        if bottom_in_stock and not state.bottom_in_stock:
            holders = [p for p in range(state.n) if state.hands[p] >> bottom & 1]
            assert len(holders) == 1
            self.known[holders[0]] |= 1 << bottom


def check_view(state: HandState, seat: int, oracle: KnownOracle) -> PlayerView:
    view = state.view(seat)
    assert view.seat == seat
    assert view.hand == state.hands[seat]
    assert view.hand_sizes == tuple(h.bit_count() for h in state.hands)
    assert view.stock_size == state.stock_size
    assert list(view.known) == oracle.known, (seat, [names(k) for k in view.known], [names(k) for k in oracle.known])
    for p in range(state.n):
        assert view.known[p] & ~state.hands[p] == 0
        assert view.excluded[p] & state.hands[p] == 0
    if seat == state.to_move:
        assert list(view.legal_actions) == state.legal_actions()
    else:
        assert view.legal_actions == ()
    return view


def check_strict_exclusions(before: HandState, after: HandState, action: str) -> None:
    """Rule 35: a follower in strict play who does not follow is void in the led suit, and
    one who neither follows nor trumps has no trump; one who must head but plays low
    holds nothing higher."""
    if not (before.table and before.strict and action.startswith("play ")):
        return
    p = before.to_move
    c = parse_card(action[5:])
    led = before.table[0] >> 3
    trump = before.trump
    excluded = after.excluded[p]
    if c >> 3 != led:
        assert excluded & SUIT_MASK[led] == SUIT_MASK[led] & ~before.hands[p]
        if c >> 3 != trump:
            best = before._winning_card()
            if not (best >> 3 == trump and not before.rules.must_undertrump):
                assert excluded & SUIT_MASK[trump] == SUIT_MASK[trump] & ~before.hands[p]


GAMES = [(name, auto) for name in PRESETS for auto in (False, True)]


@pytest.mark.parametrize(("name", "automatic"), GAMES, ids=[f"{n}-{'auto' if a else 'preset'}" for n, a in GAMES])
def test_views_show_only_what_the_seat_may_know(name: str, automatic: bool) -> None:
    rules = preset(name, declaration_mode="automatic") if automatic else preset(name)
    for seed in range(6):
        rng = random.Random(seed)
        state = HandState.shuffled(rules, seed % rules.players, rng)
        oracle = KnownOracle(state)
        while True:
            for seat in range(rules.players):
                view = check_view(state, seat, oracle)
                world = view.sample_world(random.Random(seed))
                assert world.view(seat) == view
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            before = state.clone()
            oracle.apply(state, action)
            check_strict_exclusions(before, state, action)


def _swap_hidden(state: HandState, seat: int, rng: random.Random) -> tuple[HandState, set[int]] | None:
    """The same deal with two cards that ``seat`` cannot see swapped between two hidden places."""
    others = [p for p in range(state.n) if p != seat and state.hands[p]]
    places: list[tuple[str, int, int]] = []
    for p in others:
        for c in bits(state.hands[p] & ~state.shown[p]):
            places.append(("hand", p, c))
    for i, c in enumerate(state.stock):
        places.append(("stock", i, c))
    rng.shuffle(places)
    for a in places:
        for b in places:
            if a[:2] != b[:2]:
                hands = [list(bits(h)) for h in state.hands]
                stock = list(reversed(state.stock))  # top first
                for (kind, where, old), new in ((a, b[2]), (b, a[2])):
                    if kind == "hand":
                        hands[where][hands[where].index(old)] = new
                    else:
                        stock[len(stock) - 1 - where] = new
                return HandState.from_deal(state.rules, state.dealer, hands, state.bottom, stock), {a[2], b[2]}
    return None


@pytest.mark.parametrize("name", list(PRESETS))
def test_states_differing_only_in_hidden_cards_give_equal_views(name: str) -> None:
    """Swap two unseen cards in the deal, play the same actions, and compare the seat's view
    until one of the swapped cards becomes visible to it."""
    rules = preset(name)
    for seed in range(20):
        rng = random.Random(seed)
        state = HandState.shuffled(rules, seed % rules.players, rng)
        seat = rng.randrange(rules.players)
        got = _swap_hidden(state, seat, rng)
        assert got is not None
        other, swapped = got
        assert len(swapped) == 2
        assert (other.hands, other.stock) != (state.hands, state.stock)
        while not state.is_over:
            view = state.view(seat)
            seen = view.hand | view.played | sum(1 << c for _, c in view.table)
            for k in view.known:
                seen |= k
            if any(seen >> c & 1 for c in swapped):
                break
            assert other.view(seat) == view
            action = rng.choice(state.legal_actions())
            state.apply(action)
            try:
                other.apply(action)
            except IllegalAction:
                break


# ----------------------------------------------------------- specific views

S1_DECK = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"
S3_DECK = "AH JD 9S 9H AD TC KS QS AC 9D JH QC KD 9C JC TD TH JS AS KC QD KH QH TS"
S8_DECK = "AD TH JC QD 9D 9C KS AH TD QH KC KH AS JH 9H QS TS TC AC QC 9S JS JD KD"


def from_deck(deck: str, dealer: int, name: str = "classic") -> HandState:
    return HandState.deal(preset(name), dealer, cards(deck))


def test_marriage_partner_is_known_after_announce() -> None:
    state = play(from_deck(S1_DECK, 0), "1 play TS", "0 play 9C", "1 draw")
    assert state.view(0).known[1] == 0
    play(state, "1 announce C")
    assert state.view(0).known[1] == mask("KC QC")
    play(state, "1 play KC")
    view = state.view(0)
    assert view.known[1] == mask("QC")
    assert view.marriages == ((1, C),)
    # The remaining partner stays in every sampled world of the opponent.
    for k in range(50):
        world = view.sample_world(random.Random(k))
        assert world.hands[1] >> parse_card("QC") & 1
        assert world.view(0) == view
    play(state, "0 play AC", "0 draw", "0 play TH", "1 play AH", "1 draw", "1 play AS", "0 play JD")
    play(state, "1 draw", "1 play QC")
    assert state.view(0).known[1] == 0


def test_exchanged_trump_card_is_known() -> None:
    state = play(from_deck(S3_DECK, 1), "0 play AH", "1 play 9H", "0 draw", "0 play JD", "1 play AD", "1 draw")
    play(state, "1 play TC", "0 play AC", "0 draw")
    assert state.view(1).known[0] == 0
    play(state, "0 exchange")
    view = state.view(1)
    assert view.known[0] == mask("KS")
    assert CARD_STR[view.bottom] == "9S"
    assert view.bottom_in_stock
    for k in range(50):
        world = view.sample_world(random.Random(k))
        assert world.hands[0] >> parse_card("KS") & 1
        assert not world.hands[0] >> parse_card("9S") & 1
        assert parse_card("9S") not in world.stock  # it lies face up under the stock
    play(state, "0 announce S")
    assert state.view(1).known[0] == mask("KS QS")


def test_face_up_trump_drawn_by_the_loser_of_trick_6_is_known() -> None:
    state = from_deck(S8_DECK, 0)
    actions = [
        "1 play QH", "0 play 9C", "1 draw", "1 play JC", "0 play KC", "0 draw", "0 play 9D",
        "1 play TD", "1 draw", "1 play TC", "0 play AC", "0 draw", "0 play QC", "1 play JH",
        "0 draw", "0 play QD", "1 play JD",
    ]  # fmt: skip
    play(state, *actions)
    assert state.view(0).known[1] == 0
    assert state.pending_draw
    play(state, "0 draw")
    assert not state.bottom_in_stock
    view = state.view(0)
    assert view.known[1] == mask("KS")
    assert view.stock_size == 0
    play(state, "0 play QS", "1 play KS")
    assert state.view(0).known[1] == 0


@pytest.mark.parametrize("name", ["three", "four", "four24"])
def test_dealers_turned_card_is_known_in_forms_without_stock(name: str) -> None:
    rules = preset(name)
    for dealer in range(rules.players):
        state = HandState.shuffled(rules, dealer, random.Random(dealer))
        assert state.hands[dealer] >> state.bottom & 1
        for seat in range(rules.players):
            view = state.view(seat)
            assert view.known[dealer] == 1 << state.bottom
            assert all(view.known[p] == 0 for p in range(rules.players) if p != dealer)
            assert view.stock_size == 0


def test_nothing_is_known_of_the_opponent_after_a_plain_deal() -> None:
    state = from_deck(S1_DECK, 0)
    for seat in (0, 1):
        view = state.view(seat)
        assert view.known == (0, 0)
        assert view.excluded == (0, 0)
        assert CARD_STR[view.bottom] == "JH"


def test_legal_actions_only_for_the_seat_to_move() -> None:
    state = from_deck(S1_DECK, 0)
    assert state.view(1).legal_actions == tuple(state.legal_actions())
    assert state.view(0).legal_actions == ()
    play(state, "1 play TS")
    assert state.view(0).legal_actions == tuple(state.legal_actions())
    assert state.view(1).legal_actions == ()


def test_view_does_not_change_when_the_state_moves_on() -> None:
    state = from_deck(S1_DECK, 0)
    view = state.view(1)
    snapshot = repr(view)
    play(state, "1 play TS", "0 play 9C", "1 draw", "1 announce C")
    assert repr(view) == snapshot
    assert view.history == ()
    assert view.hand == mask("TS KC QC AH AS KD")


# --------------------------------------------------------- on-close exchange


def test_closing_does_not_reveal_whether_the_opponent_holds_the_trump_nine() -> None:
    """Two deals that differ only in where the trump nine lies (the opponent's hand or the
    face-down stock) must look the same to the closer after it closes."""
    rules = preset("classic")
    with_nine = deal(rules, 0, ["9H AC TC KC QD JD", "AS TS KS QS JS 9S"], "JH", "QC JC 9C AD TD KD AH TH KH QH 9D")
    without = deal(rules, 0, ["9D AC TC KC QD JD", "AS TS KS QS JS 9S"], "JH", "QC JC 9C AD TD KD AH TH KH QH 9H")
    assert with_nine.view(1) == without.view(1)
    play(with_nine, "1 close")
    play(without, "1 close")
    assert with_nine.view(1) == without.view(1)


def test_sampled_world_during_the_close_offer_is_consistent() -> None:
    """A world sampled while the closer's opponent decides on the on-close exchange must be a
    real position: exchanging there swaps the opponent's own nine for the trump card."""
    rules = preset("classic")
    state = deal(rules, 0, ["9H AC TC KC QD JD", "AS TS KS QS JS 9S"], "JH", "QC JC 9C AD TD KD AH TH KH QH 9D")
    play(state, "1 close")
    view = state.view(1)
    pack = pack_mask(rules.pack)
    for k in range(100):
        world = view.sample_world(random.Random(k))
        assert world.view(1) == view
        for action in world.legal_actions():
            w = world.clone()
            w.apply(action)
            located = sum(w.hands) + sum(1 << c for c in w.stock) + (1 << w.bottom) + w.played
            assert located == pack, (k, action)


# ------------------------------------------------------------ void knowledge


def _void_position(rules: Rules) -> HandState:
    """Seat 1 closes and leads AS; seat 0 holds neither spades nor hearts (trump) and discards."""
    state = deal(rules, 0, ["AC TC KC QC JD 9D", "AS KS AD TD KD QD"], "JH", "JC 9C TS QS JS 9S AH TH KH QH 9H")
    return play(close(state, 1), "1 play AS", "0 play 9D")


def test_failing_to_follow_in_strict_play_excludes_the_suit_and_trumps() -> None:
    state = _void_position(preset("classic"))
    view = state.view(1)
    assert view.excluded[0] & SUIT_MASK[S] == SUIT_MASK[S]
    assert view.excluded[0] & SUIT_MASK[H] == SUIT_MASK[H]
    assert view.excluded[0] & (SUIT_MASK[C] | SUIT_MASK[D]) == 0
    assert view.excluded[1] == 0
    assert state.view(0).excluded == view.excluded


def test_trumping_a_lead_excludes_the_led_suit_only() -> None:
    rules = preset("classic")
    state = deal(rules, 0, ["AC TC KC QC JD 9H", "AS KS AD TD KD QD"], "JH", "JC 9C TS QS JS 9S AH TH KH QH 9D")
    play(close(state, 1), "1 play AS")
    assert state.legal_actions() == ["play 9H"]
    play(state, "0 play 9H")
    excluded = state.view(1).excluded[0]
    assert excluded & SUIT_MASK[S] == SUIT_MASK[S]
    assert excluded & SUIT_MASK[H] == 0


@pytest.mark.parametrize("must_head", [True, False])
def test_playing_low_when_bound_to_head_excludes_the_higher_cards(must_head: bool) -> None:
    higher_excluded = must_head
    rules = preset("classic", phase2_must_head=must_head)
    state = deal(rules, 0, ["9S QS TC KC QC JD", "KS JS AD TD KD QD"], "JH", "AC JC 9C TS AS 9D AH TH KH QH 9H")
    play(close(state, 1), "1 play KS")
    assert state.legal_actions() == ["play QS", "play 9S"]
    play(state, "0 play 9S")
    excluded = state.view(1).excluded[0]
    assert (excluded & mask("AS TS") == mask("AS TS")) is higher_excluded
    assert excluded & ~mask("AS TS") == 0


def test_sample_world_respects_void_knowledge_two_players() -> None:
    state = _void_position(preset("classic"))
    view = state.view(1)
    excluded = view.excluded[0]
    allowed_unseen = view.unseen() & ~excluded
    assert allowed_unseen == mask("AC TC KC QC JC 9C JD")
    counts: Counter[int] = Counter()
    for k in range(200):
        world = view.sample_world(random.Random(k))
        assert world.hands[0] & excluded == 0, names(world.hands[0])
        assert world.hands[0].bit_count() == 5
        assert world.hands[1] == state.hands[1]
        assert world.view(1) == view
        for c in bits(world.hands[0]):
            counts[c] += 1
        for c in bits(view.unseen() & excluded):
            assert c in world.stock
    # Every card seat 0 may hold turns up in some world, none is pinned down.
    assert set(counts) == set(bits(allowed_unseen))
    for c in bits(allowed_unseen):
        assert 0.5 < counts[c] / 200 < 0.9, (CARD_STR[c], counts[c])


def test_sample_world_respects_void_knowledge_four_players() -> None:
    """Seat 2 shows it holds neither spades nor hearts; its five cards must come from six."""
    rules = preset("four24")
    state = deal(rules, 0, ["JH QC JC 9C QD 9D", "AS KS QS AH TH KH", "AC TC KC AD TD KD", "TS JS 9S QH 9H JD"], "JH")
    play(state, "1 play AS", "2 play KD", "3 play 9S", "0 play JH")
    for seat in range(4):
        view = state.view(seat)
        assert view.excluded[2] & (SUIT_MASK[S] | SUIT_MASK[H]) == (SUIT_MASK[S] | SUIT_MASK[H]) & ~state.hands[2]
        seen_in_2: Counter[int] = Counter()
        for k in range(200):
            world = view.sample_world(random.Random(k))
            assert world.view(seat) == view
            for p in range(4):
                assert world.hands[p] & view.excluded[p] == 0
                assert world.hands[p] & view.known[p] == view.known[p]
                assert world.hands[p].bit_count() == state.hands[p].bit_count()
            assert reduce(or_, world.hands) == reduce(or_, state.hands)  # the same cards, no card twice
            assert world.stock == []
            for c in bits(world.hands[2]):
                seen_in_2[c] += 1
        if seat != 2:
            assert set(seen_in_2) == set(bits(view.unseen() & ~view.excluded[2]))
    assert set(bits(state.view(0).unseen() & ~state.view(0).excluded[2])) == set(cards("AC TC KC AD TD JD"))


def test_sample_world_gives_every_unseen_card_a_chance_everywhere() -> None:
    """No hidden card is pinned to a place the view does not know: after the deal each unseen
    card shows up both in the opponent's hand and in the stock."""
    state = from_deck(S1_DECK, 0)
    view = state.view(0)
    in_hand: Counter[int] = Counter()
    in_stock: Counter[int] = Counter()
    for k in range(200):
        world = view.sample_world(random.Random(k))
        assert world.view(0) == view
        for c in bits(world.hands[1]):
            in_hand[c] += 1
        for c in world.stock:
            in_stock[c] += 1
    unseen = set(bits(view.unseen()))
    assert len(unseen) == 17
    assert set(in_hand) == unseen
    assert set(in_stock) == unseen
