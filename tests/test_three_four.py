"""Three- and four-player forms: rules.md §4.1 (`three`), §4.2 (`three_sitout`) and §5
(`four`, `four24`).

Positions are built with ``HandState.from_deal`` from chosen hands (short hands stand for
a late stage of the hand; the dealer always holds the turned trump card) and the trick so
far is played onto the table through ``apply``.  Whole hands come from a deck order and
the cards played, listed in playing order.
"""

from __future__ import annotations

import json
import random

import pytest

from engine import HandState, IllegalAction, Match, hand_record, parse_card, preset
from engine.cards import CARD_STR, VALUE, bits, pack_mask
from engine.records import parse_match

# --------------------------------------------------------------------------- helpers


def _cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def _words(text: str) -> list[str]:
    return text.split()


def _position(name: str, hands: list[str], trump: str, dealer: int = 0, **overrides) -> HandState:
    """A no-stock hand as dealt: ``hands[i]`` is seat i's hand; ``trump`` is the dealer's card."""
    assert trump in hands[dealer].split(), "the turned card belongs to the dealer"
    return HandState.from_deal(preset(name, **overrides), dealer, [_cards(h) for h in hands], parse_card(trump), [])


def _play(state: HandState, cards: str) -> HandState:
    """Play the cards in order, each by whoever is to move."""
    for c in cards.split():
        state.apply(f"play {c}")
    return state


def _do(state: HandState, actions: str) -> HandState:
    for text in actions.split(","):
        seat, _, action = text.strip().partition(" ")
        assert int(seat) == state.to_move, f"{text.strip()!r}: seat {state.to_move} is to move"
        state.apply(action)
    return state


def _plays(state: HandState) -> set[str]:
    return {a.split()[1] for a in state.legal_actions() if a.startswith("play ")}


def _deal(name: str, dealer: int, deck: str, **overrides) -> HandState:
    return HandState.deal(preset(name, **overrides), dealer, _cards(deck))


def _outcome(state: HandState) -> tuple:
    r = state.result
    assert r is not None, "the hand should be over"
    return (r.winner, r.game_points, r.reason)


def _winner_of(trick: list[tuple[int, str]], trump: str) -> int:
    """Rules §4.1 rule 5: the highest trump, otherwise the highest card of the led suit."""
    order = "AT KQJ987".replace(" ", "")
    led = trick[0][1][1]

    def strength(card: str) -> tuple:
        return (card[1] == trump, card[1] == led, -order.index(card[0]))

    return max(trick, key=lambda t: strength(t[1]))[0]


def _referee_points(state: HandState, initial: HandState) -> list[int]:
    """Card points per seat recomputed from the record of plays (no marriages), +10 last trick."""
    trump = initial.view(initial.dealer).trump_card[1]
    plays = [(int(a.split()[0]), a.split()[2]) for a in hand_record(state, initial)["actions"] if " play " in a]
    n = state.n
    owner = (lambda p: p % 2) if state.rules.partnerships else (lambda p: p)
    pts = [0] * n
    last = None
    for i in range(0, len(plays), n):
        trick = plays[i : i + n]
        last = _winner_of(trick, trump)
        pts[owner(last)] += sum(VALUE[parse_card(c)] for _, c in trick)
    pts[owner(last)] += 10
    return [pts[owner(p)] for p in range(n)]


def _random_hand(state: HandState, rng: random.Random, declare: bool = False) -> HandState:
    while state.result is None:
        legal = state.legal_actions()
        if not declare and len(legal) > 1 and "declare" in legal:
            legal = [a for a in legal if a != "declare"]
        state.apply(rng.choice(legal))
    return state


# --------------------------------------------------------------------------- §4.1 legality table (trump H)

# (trick so far, hand of the player to move, legal with must_undertrump=true, legal with false,
#  the hands of seats 0 (dealer) / 1 (leads) / 2, the dealer's turned card, earlier plays)
TABLE_4_1 = [
    ("KS", "AS 9S AH", "AS", "AS", ["QH 9D JD", "KS 9C JC", "AS 9S AH"], "QH", ""),
    ("KS AS", "TS QS 9H", "TS QS", "TS QS", ["TS QS 9H", "KS 9C JC", "AS 9D JD"], "9H", ""),
    ("KS JH", "QS AH", "QS", "QS", ["QS AH", "KS 9C", "JH 9D"], "AH", ""),
    ("KS JH", "AD 9H AH", "AH", "AH", ["AD 9H AH", "KS 9C JC", "JH 9D JD"], "AH", ""),
    ("KS AH", "9H AD", "9H", "9H AD", ["9H AD", "KS 9C", "AH 9D"], "9H", ""),
    # the dealer played its turned 9H to an earlier heart trick, which seat 1 won with the AH
    ("KS JH", "AD TC", "AD TC", "AD TC", ["9H AD TC", "AH KS 9C", "TH JH 9D"], "9H", "AH TH 9H"),
    ("9H", "JH AS", "JH", "JH", ["KH 9D", "9H 9C", "JH AS"], "KH", ""),
]


@pytest.mark.parametrize(
    ("trick", "holding", "legal_true", "legal_false", "hands", "turned", "before"),
    TABLE_4_1,
    ids=[f"{r[0]}|{r[1]}" for r in TABLE_4_1],
)
@pytest.mark.parametrize("undertrump", [True, False])
def test_section_4_1_legality(trick, holding, legal_true, legal_false, hands, turned, before, undertrump):
    s = _position("three", hands, turned, must_undertrump=undertrump)
    if before:
        _play(s, before)
        assert s.to_move == 1  # seat 1 won the earlier trick and leads
    _play(s, trick)
    assert sorted(s.hand_cards(s.to_move)) == sorted(_words(holding))
    assert _plays(s) == set(_words(legal_true if undertrump else legal_false))
    assert all(a.startswith("play ") for a in s.legal_actions())
    illegal = set(_words(holding)) - _plays(s)
    for c in illegal:
        with pytest.raises(IllegalAction):
            s.apply(f"play {c}")


def test_section_4_1_must_follow_and_beat_from_the_first_trick():
    # No phase 1 in the three-hand game: the second player must head the lead at once.
    s = _position("three", ["QH 9D JD", "KS 9C JC", "AS 9S AH"], "QH")
    _play(s, "KS")
    assert s.legal_actions() == ["play AS"]


# --------------------------------------------------------------------------- §4.1 deal, lead, no stock

PACK24 = _words("AC TC KC QC JC 9C AD TD KD QD JD 9D AH TH KH QH JH 9H AS TS KS QS JS 9S")
PACK32 = _words("AC TC KC QC JC 9C 8C 7C AD TD KD QD JD 9D 8D 7D AH TH KH QH JH 9H 8H 7H AS TS KS QS JS 9S 8S 7S")


def _expected_deal(deck: list[str], players: int, dealer: int, packets: tuple[int, ...]) -> list[list[str]]:
    hands: list[list[str]] = [[] for _ in range(players)]
    pos = 0
    for size in packets:
        for i in range(players):
            seat = (dealer + 1 + i) % players
            hands[seat] += deck[pos : pos + size]
            pos += size
    return hands


@pytest.mark.parametrize(
    ("name", "pack", "packets"),
    [("three", PACK24, (3, 2, 3)), ("four", PACK32, (3, 2, 3)), ("four24", PACK24, (3, 3))],
)
@pytest.mark.parametrize("shuffle_seed", [None, 5])
def test_no_stock_deal_pattern(name, pack, packets, shuffle_seed):
    deck = list(pack)
    if shuffle_seed is not None:
        random.Random(shuffle_seed).shuffle(deck)
    r = preset(name)
    for dealer in range(r.players):
        s = HandState.deal(r, dealer, _cards(" ".join(deck)))
        rec = hand_record(s, s)
        want = _expected_deal(deck, r.players, dealer, packets)
        for seat in range(r.players):
            assert sorted(rec["hands"][seat]) == sorted(want[seat])
        assert rec["trump"] == deck[-1]  # the last card dealt, the dealer's own
        assert deck[-1] in rec["hands"][dealer]
        assert rec["stock"] == [] and s.stock_size == 0
        assert s.to_move == (dealer + 1) % r.players  # the dealer's left leads


def test_three_has_no_stock_actions_and_marriages_on_any_lead():
    announced_after_a_trick = 0
    for seed in range(8):
        rng = random.Random(seed)
        s = HandState.shuffled(preset("three"), seed % 3, rng)
        while s.result is None:
            legal = s.legal_actions()
            assert not {"draw", "close", "exchange", "pass"} & set(legal)
            ann = [a for a in legal if a.startswith("announce")]
            if ann:
                announced_after_a_trick += bool(s.history)
                s.apply(ann[0])
                suit = ann[0][-1]
                assert _plays(s) == {c for c in ("K" + suit, "Q" + suit)}
                continue
            s.apply(rng.choice([a for a in legal if a != "declare"]))
        assert s.result.reason in ("played_out", "draw")
    assert announced_after_a_trick > 0  # rule 7: any lead, not only while a stock is open


def test_three_marriage_on_the_opening_lead_is_pending_until_a_trick():
    # trump D (the dealer's AD); spades are a plain marriage
    s = _position("three", ["AS 9C AD", "KS QS AC", "JS TC JC"], "AD")
    assert "announce S" in s.legal_actions()
    _do(s, "1 announce S")
    assert s.total(1) == 0
    _play(s, "QS JS AS")  # seat 0 must head the QS and wins 16
    assert s.total(1) == 0 and s.total(0) == 16
    _play(s, "9C AC TC")  # seat 1 heads the club and takes its first trick: the 20 counts
    assert s.to_move == 1
    assert s.total(1) == 20 + 21


# --------------------------------------------------------------------------- §4.1 scoring

# Seat 2 claims with 68: seat 0 has one trick and 23 (value 2), seat 1 no trick (value 3); trump spades.
THREE_CLAIM_DECK = "JS TH QD QS AS JD JC AH AD QC 9S 9C QH KC 9H TC TD KH AC JH KS 9D KD TS"
THREE_CLAIM = (
    "1 play TD, 2 play JD, 0 play AD, 0 play TS, 1 play JS, 2 play AS, 2 announce S, 2 play QS, 0 play JC, "
    "1 play 9S, 2 declare"
)


def test_three_claim_scores_the_minimum_of_the_opponents_values():
    s = _do(_deal("three", 0, THREE_CLAIM_DECK), THREE_CLAIM)
    assert _outcome(s) == (2, 2, "declared")  # min(value 2, value 3)
    assert s.result.scores == (0, 0, 2)
    assert s.result.points == (23, 0, 68)


def test_three_claim_window():
    s = _deal("three", 0, THREE_CLAIM_DECK)
    _do(s, "1 play TD, 2 play JD")
    assert "declare" not in s.legal_actions()  # the follower cannot claim before playing
    _do(s, "0 play AD")
    assert "declare" in s.legal_actions()  # the trick winner may
    _do(s, "0 play TS")
    assert "declare" not in s.legal_actions()


def test_three_wrong_claim_each_opponent_scores_2():
    s = _do(_deal("three", 0, THREE_CLAIM_DECK), "1 play TD, 2 play JD, 0 play AD, 0 declare")
    r = s.result
    assert (r.game_points, r.reason) == (2, "wrong_declaration")
    assert r.scores == (0, 2, 2)
    assert r.winner in (1, 2)


def test_three_wrong_claim_in_a_match_credits_both_opponents():
    ov: dict = {}
    rec = _record("three", ov, [(0, THREE_CLAIM_DECK, "1 play TD, 2 play JD, 0 play AD, 0 declare")])
    m = Match.from_record(parse_match(rec), seed=1)
    assert m.score == [0, 2, 2]
    assert m.hand.dealer == 1  # the deal passes to the left


# Played out, nobody reaches 66: 52 (with the last trick's 10), 58, 20.
THREE_DRAW_DECK = "KS 9D 9S 9H QS TH 9C JD QD AD AC TD TC TS JH AH JS KH QH QC KD KC AS JC"
THREE_DRAW = "KS QS AS KC AC QC 9S TC TS TD QD AD JS TH 9C JC KH KD JH AH QH 9D 9H JD"


def test_three_played_out_with_nobody_at_66_is_a_draw():
    s = _play(_deal("three", 0, THREE_DRAW_DECK), THREE_DRAW)
    assert _outcome(s) == (None, 0, "draw")
    assert s.result.scores == (0, 0, 0)
    assert s.result.points == (52, 58, 20)
    initial = _deal("three", 0, THREE_DRAW_DECK)
    assert list(s.result.points) == _referee_points(s, initial)


def test_three_draw_redealt_by_the_next_dealer():
    rec = _record("three", {}, [(0, THREE_DRAW_DECK, _play_actions("three", 0, THREE_DRAW_DECK, THREE_DRAW))])
    m = Match.from_record(parse_match(rec), seed=1)
    assert m.score == [0, 0, 0]
    assert m.hand.dealer == 1 and not m.hand.is_over


# Two players at 66 or more, nobody claimed.
# A: seat 0 has 69, seat 2 has 68 and took the last trick: the last-trick winner wins.
BOTH_A_DECK = "QS TC TH AC QC AS JH AH 9H JS KD TD JD QH KH 9D TS KS 9C 9S QD JC AD KC"
BOTH_A = (
    "1 announce S, 1 play KS, 2 play AS, 0 play KC, 0 announce H, 0 play QH, 1 play TH, 2 play AC, 2 play QD, "
    "0 play AD, 1 play KD, 0 play 9H, 1 play TC, 2 play QC, 1 play TS, 2 play 9S, 0 play JC, 0 play AH, "
    "1 play QS, 2 play 9C, 2 play TD, 0 play KH, 1 play 9D, 2 play JD, 0 play JH, 1 play JS"
)
# B: seats 1 (68) and 2 (73) have 66; seat 0 took the last trick: the higher total wins.
BOTH_B_DECK = "JC JS KD JD 9H 9D AH 9C TD TS AC TH KC AD KS QD JH 9S KH QS QC QH AS TC"
BOTH_B = (
    "1 announce D, 1 play KD, 2 play 9D, 0 play AD, 0 play QH, 1 play JH, 2 play KH, 2 announce C, 2 play KC, "
    "0 play TC, 1 play AC, 1 play JS, 2 play QS, 0 play KS, 0 play AH, 1 play JC, 2 play TH, 1 play TS, "
    "2 play QC, 0 play AS, 2 play JD, 0 play TD, 1 play QD, 0 play 9C, 1 play 9S, 2 play 9H"
)


@pytest.mark.parametrize(
    ("deck", "actions", "outcome", "points"),
    [
        (BOTH_A_DECK, BOTH_A, (2, 1, "played_out"), (69, 33, 68)),
        (BOTH_B_DECK, BOTH_B, (2, 1, "played_out"), (49, 68, 73)),
    ],
    ids=["last-trick-winner-among-them", "last-trick-winner-not-among-them"],
)
def test_three_two_players_over_66(deck, actions, outcome, points):
    s = _do(_deal("three", 0, deck), actions)
    assert _outcome(s) == outcome
    assert s.result.points == points
    assert s.result.scores == (0, 0, 1)


# --------------------------------------------------------------------------- §4.2 three_sitout


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_three_sitout_dealer_sits_out(dealer):
    r = preset("three_sitout")
    for seed in range(8):
        rng = random.Random(seed * 3 + dealer)
        s = HandState.shuffled(r, dealer, rng)
        assert s.hand_cards(dealer) == []
        players = [(dealer + 1) % 3, (dealer + 2) % 3]
        assert [len(s.hand_cards(p)) for p in players] == [6, 6]
        assert s.stock_size == 12
        assert s.to_move == players[0]  # the dealer's left leads
        while s.result is None:
            assert s.to_move in players
            assert s.hand_cards(dealer) == []
            s.apply(rng.choice(s.legal_actions()))
        assert s.result.scores[dealer] == 0
        assert s.result.winner in (None, *players)


S1_DECK = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"
S1_ACTIONS = (
    "{L} play TS, {D} play 9C, {L} draw, {L} announce C, {L} play KC, {D} play AC, {D} draw, {D} play TH, "
    "{L} play AH, {L} draw, {L} play AS, {D} play JD, {L} draw, {L} play QC, {D} play TC, {D} draw, {D} play 9D, "
    "{L} play KD, {L} declare"
)


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_three_sitout_plays_the_two_hand_game(dealer):
    # rules.md S1 between the two players after the dealer: same deal, same result.
    leader, other = (dealer + 1) % 3, (dealer + 2) % 3
    s = _deal("three_sitout", dealer, S1_DECK)
    rec = hand_record(s, s)
    assert sorted(rec["hands"][leader]) == sorted(_words("TS KC QC AH AS KD"))
    assert sorted(rec["hands"][other]) == sorted(_words("9C AC TH JD TC 9D"))
    assert rec["trump"] == "JH"
    _do(s, S1_ACTIONS.format(L=leader, D=other))
    assert _outcome(s) == (leader, 2, "declared")
    assert s.result.points[leader] == 68 and s.result.points[other] == 28
    assert s.result.scores[dealer] == 0


# --------------------------------------------------------------------------- §5 four


def test_four_uses_the_32_card_pack():
    r = preset("four")
    s = HandState.shuffled(r, 0, random.Random(3))
    dealt = sorted(c for p in range(4) for c in s.hand_cards(p))
    assert dealt == sorted(CARD_STR[c] for c in bits(pack_mask(32)))
    assert {c[0] for c in dealt} == set("ATKQJ987")
    assert [len(s.hand_cards(p)) for p in range(4)] == [8, 8, 8, 8]


def test_four_partner_test():
    # §5: E leads KS, S plays 9S, W (E's partner) holds AS QS -> only AS (trump H).
    s = _position("four", ["7H JD TC", "KS 8C 8D", "9S 9C 9D", "AS QS JC"], "7H")
    _play(s, "KS 9S")
    assert s.to_move == 3
    assert s.legal_actions() == ["play AS"]
    with pytest.raises(IllegalAction):
        s.apply("play QS")


@pytest.mark.parametrize(
    ("west", "undertrump", "legal"),
    [
        ("TH 8H AC", True, {"TH"}),  # over-trump the 9H
        ("TH 8H AC", False, {"TH"}),
        ("8H 7C AC", True, {"8H"}),  # cannot over-trump: under-trump
        ("8H 7C AC", False, {"8H", "7C", "AC"}),
        ("QS TH AC", True, {"QS"}),  # holds the led suit: follow, may not trump
        ("7C AC JC", True, {"7C", "AC", "JC"}),  # void in both
    ],
)
def test_four_over_and_under_trump(west, undertrump, legal):
    s = _position("four", ["7H JD TD", "KS 8C 8D", "9H 9C 9D", west], "7H", must_undertrump=undertrump)
    _play(s, "KS 9H")  # S is void in spades and must trump
    assert _plays(s) == legal


def test_four_second_hand_void_must_trump():
    s = _position("four", ["7H JD TD", "KS 8C 8D", "9H 9C 9D", "QS TH AC"], "7H")
    _play(s, "KS")
    assert s.legal_actions() == ["play 9H"]


def test_four_dealer_must_overtrump_its_own_partner():
    s = _position("four", ["7H TH TD", "KS 8C 8D", "9H 9C 9D", "8H 7C AC"], "7H")
    _play(s, "KS 9H 8H")
    assert s.to_move == 0 and s.legal_actions() == ["play TH"]


# Played-out four-hand games (no claims): decks top first, dealer seat 0, cards in playing order.
FOUR_ONE = (
    "KS TH QD KD JS TC 9C JC 7C AH TD QH 8S 9D 8H AC 9H 9S 8C JD JH 7H 8D 7D QC 7S KC AS TS QS KH AD",
    "QD KD KC TD QH TH 8H 9H KS JS TS QS 9S AD 8S 7S JD 8D 7D JC AH JH AC AS KH 7H QC 7C 8C 9D TC 9C",
    (78, 52, 78, 52),
    {"opp_lt_33": 1, "winners_gt_100": 1},
)
FOUR_98 = (
    "QH JS TC JD TH 8H AH 8S 8D 7H QD AS 8C 7C 7S 7D TS JC KS KC 9S 9D AC 9C KH KD QC QS JH 9H AD TD",
    "7C 9C QC KC AD 9D KD 8D KS 9S 7S TS AH 9H QH KH JH 7H TC TH JD 8S QD 8C TD JS 7D JC AS AC 8H QS",
    (98, 32, 98, 32),
    {"opp_lt_33": 2, "winners_gt_100": 1},
)
FOUR_116 = (
    "QC 7C 9S JH QH 9C AC KD 8D KS TH 9H QS 7H KC 8H JC TS 8C KH QD 8S TD JD 7D AH AD TC 9D JS 7S AS",
    "QS JH TS AS KS 8S 7D 8D JS 9S KC KD 8C QC 9C AC 9D 7S TD JD 9H 7H AH AD QH TC TH QD KH 7C 8H JC",
    (116, 14, 116, 14),
    {"opp_lt_33": 2, "winners_gt_100": 2},
)
# N-S hold every trump and the top spades and clubs: they take all eight tricks.
FOUR_ALL_HANDS = [
    "AH TH KH 7H AS TS AC TC",
    "JS 9S JC 9C AD TD KD QD",
    "QH JH 9H 8H KS QS KC QC",
    "8S 7S 8C 7C JD 9D 8D 7D",
]
FOUR_ALL_PLAYS = "JS QS 8S TS KH TD 8H 7S AH KD JH 8D TC JC QC 8C AC 9C KC 7C TH 9S QH 7D AS QD KS 9D 7H AD 9H JD"


@pytest.mark.parametrize("game", [FOUR_ONE, FOUR_98, FOUR_116], ids=["one", "98", "116"])
@pytest.mark.parametrize("schneider", ["opp_lt_33", "winners_gt_100"])
def test_four_scoring(game, schneider):
    deck, plays, points, expected = game
    initial = _deal("four", 0, deck, four_hand_schneider=schneider)
    s = _play(_deal("four", 0, deck, four_hand_schneider=schneider), plays)
    gp = expected[schneider]
    assert _outcome(s) == (0, gp, "played_out")
    assert s.result.scores == (gp, 0, gp, 0)  # partners 0 & 2 both score
    assert s.result.points == points
    assert list(points) == _referee_points(s, initial)  # pooled tricks of both partners, +10 last


@pytest.mark.parametrize("schneider", ["opp_lt_33", "winners_gt_100"])
def test_four_opponents_without_a_trick_give_3(schneider):
    s = _position("four", FOUR_ALL_HANDS, "7H", four_hand_schneider=schneider)
    _play(s, FOUR_ALL_PLAYS)
    assert _outcome(s) == (0, 3, "played_out")
    assert s.result.points == (130, 0, 130, 0)
    assert s.result.scores == (3, 0, 3, 0)


# Both sides end on 65 (E-W 65 in tricks; N-S 55 + the last trick's 10).
FOUR_DRAW_DECK = "8H QD AS TC QH 8C 7S JC JD 7C 9C TD KS KC 9D TH QC AD 8S KH 7D TS JH 7H KD 9H JS 8D AC AH 9S QS"
FOUR_DRAW = "KC TC AC 9C QC 7C AS 8C KS 9H 7S 9S TS TH JS 8S 8H QH AD KH AH JH 7H JD TD 7D KD 8D QS QD 9D JC"


def test_four_65_65_is_a_draw():
    s = _play(_deal("four", 0, FOUR_DRAW_DECK), FOUR_DRAW)
    assert _outcome(s) == (None, 0, "draw")
    assert s.result.points == (65, 65, 65, 65)
    assert s.result.scores == (0, 0, 0, 0)


def test_four_draw_carries_one_game_point_to_the_next_winners():
    rec = _record("four", {}, [(0, FOUR_DRAW_DECK, _play_actions("four", 0, FOUR_DRAW_DECK, FOUR_DRAW))])
    m = Match.from_record(parse_match(rec), seed=4)
    assert m.score == [0, 0, 0, 0] and m.carry == 1
    rng = random.Random(0)
    carry = 1
    while True:
        while not m.hand.is_over:
            m.apply(rng.choice(m.hand.legal_actions()))
        res = m.results[-1]
        if not res.is_draw:
            break
        carry += 1
        assert m.carry == carry and m.score == [0, 0, 0, 0]
        m.next_hand()
    side = res.winner % 2
    assert m.score == [res.game_points + carry if p % 2 == side else 0 for p in range(4)]
    assert m.carry == 0


def test_four_pooled_points_in_random_games():
    r = preset("four")
    for seed in range(10):
        rng = random.Random(seed)
        s = HandState.shuffled(r, seed % 4, rng)
        initial = s.clone()
        _random_hand(s, rng)
        assert s.result.points[0] == s.result.points[2] and s.result.points[1] == s.result.points[3]
        assert list(s.result.points) == _referee_points(s, initial)
        assert s.result.points[0] + s.result.points[1] == 130


def test_four_has_no_marriages_and_no_claims():
    s = _position("four", ["7H JD TC", "KS QS 8D", "9S 9C 9D", "AS JS JC"], "7H")
    assert set(s.legal_actions()) == {"play KS", "play QS", "play 8D"}
    with pytest.raises(IllegalAction):
        s.apply("announce S")
    _play(s, "KS 9S AS 7H")  # N trumps
    assert "declare" not in s.legal_actions()


def test_four24_marriages_count_for_the_partnership():
    # E (seat 1) announces 40 in trumps (H) on the opening lead; its partner W wins a later trick.
    s = _position("four24", ["9H JD TC", "KH QH 9C", "AH 9S 9D", "AC JS JC"], "9H")
    assert "announce H" in s.legal_actions()
    _do(s, "1 announce H")
    assert s.total(1) == 0  # pending: E-W have no trick yet
    _play(s, "QH AH JS 9H")  # S must head the QH with the AH; N-S take 16
    assert s.total(0) == 16 and s.total(1) == 0
    _play(s, "9D JC JD KH")  # E, void in diamonds, must trump and wins: the 40 now counts
    assert s.to_move == 1
    assert s.total(1) == 40 + 8 and s.view(3).points() == 48


def test_four24_marriage_credited_when_the_partner_wins():
    s = _position("four24", ["9H JS", "KS QS", "9S 9C", "AS JD"], "9H")
    _do(s, "1 announce S, 1 play KS, 2 play 9S, 3 play AS, 0 play JS")
    assert s.total(1) == 20 + 4 + 0 + 11 + 2
    assert s.view(3).points() == s.total(1)  # W sees its side's pooled points


# --------------------------------------------------------------------------- record helpers


def _play_actions(name: str, dealer: int, deck: str, cards: str) -> str:
    s = _play(_deal(name, dealer, deck), cards)
    return ", ".join(s.history)


def _record(name: str, overrides: dict, hands: list[tuple[int, str, str]]) -> dict:
    out = {"format": "sixtysix-match/1", "rules": name, "overrides": overrides, "hands": []}
    for dealer, deck, actions in hands:
        out["hands"].append(
            {
                "format": "sixtysix-hand/1",
                "rules": name,
                "overrides": overrides,
                "dealer": dealer,
                "deck": deck.split(),
                "actions": [a.strip() for a in actions.split(",")],
            }
        )
    return json.loads(json.dumps(out))
