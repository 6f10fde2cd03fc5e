"""The numbered rules of rules.md §2 (default two-player game, preset ``classic``).

Seats: with ``dealer=0`` seat 1 is the non-dealer (ND) and leads the first trick.
Every deal below is written out in full; the running points in the comments are
worked out by hand from §1 (A 11, T 10, K 4, Q 3, J 2, 9 0).
"""

from __future__ import annotations

import random

import pytest
from helpers import cards, expect_illegal, legal, make_hand, random_playout, result_tuple, snapshot
from helpers import play as strict_play
from helpers import play_passing as play

from engine import IllegalAction, Match, parse_card, preset
from engine.cards import CARD_STR
from engine.records import parse_hand, parse_match
from engine.replay import replay

# S1 of rules.md §8 (dealer P1 = seat 0, P2 = seat 1 leads; trump card JH).
S1_DECK = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"
S1_TRICKS = [
    ["1 play TS", "0 play 9C"],
    ["1 draw", "1 announce C", "1 play KC", "0 play AC"],
    ["0 draw", "0 play TH", "1 play AH"],
    ["1 draw", "1 play AS", "0 play JD"],
    ["1 draw", "1 play QC", "0 play TC"],
    ["0 draw", "0 play 9D", "1 play KD"],
]


def s1(tricks: int = 0, **overrides):
    state = make_hand("classic", 0, deck=S1_DECK, **overrides)
    for actions in S1_TRICKS[:tricks]:
        play(state, *actions)
    return state


# S3 of rules.md §8 (dealer P2 = seat 1, P1 = seat 0 leads; trump card KS).
S3_DECK = "AH JD 9S 9H AD TC KS QS AC 9D JH QC KD 9C JC TD TH JS AS KC QD KH QH TS"
S3_TO_T4 = ["0 play AH", "1 play 9H", "0 draw", "0 play JD", "1 play AD", "1 draw", "1 play TC", "0 play AC", "0 draw"]


def s3(upto: int = len(S3_TO_T4)):
    state = make_hand("classic", 1, deck=S3_DECK)
    return play(state, *S3_TO_T4[:upto])


# Marriages: ND (seat 1) holds the club and the trump (heart) marriages, D holds K+Q of diamonds.
MARR = dict(
    hands="KD QD AS AC 9C JD | KC QC KH QH 9S TS",
    trump="JH",
    stock="TC JC AD TD 9D AH TH 9H KS QS JS",
)

# ND keeps winning with its own aces and tens and keeps KC QC and the trump nine to trick 6.
LONG = dict(
    hands="9S JS 9D JD 9C JC | KC QC 9H AS AD AC",
    trump="AH",
    stock="TS KD TD QD TC KS QS TH KH QH JH",
)
LONG_TO_T6 = [
    "1 play AS, 0 play 9S, 1 draw",
    "1 play AD, 0 play 9D, 1 draw",
    "1 play AC, 0 play 9C, 1 draw",
    "1 play TS, 0 play JS, 1 draw",
    "1 play TD, 0 play JD, 1 draw",
]

# ND closes at the opening lead with a strong hand; D (holding the trump nine, no trick)
# wins trick 1 by trumping: rules 27, 44 and the closed rows of §2.11.
CLOSE_WIN = dict(
    hands="KC QC KD QD JH 9H | AC TC AD TD AS AH",
    trump="TH",
    stock="9C JC 9D JD KH QH KS QS JS 9S TS",
)
CLOSE_WIN_PLAY = [
    "1 close",
    "0 pass",
    "1 play AS, 0 play 9H",  # D void in spades must trump: D 11
    "0 play KC, 1 play AC",  # ND 15
    "1 play TC, 0 play QC",  # 28
    "1 play AD, 0 play KD",  # 43
    "1 play TD, 0 play QD",  # 56
    "1 play AH, 0 play JH",  # 69, last trick, no +10 (closed)
]

# ND closes at the opening lead with a hand of kings and queens and loses every trick.
CLOSE_FAIL = dict(
    hands="AC TC AD TD AS TS | KC QC KD QD KS QS",
    trump="JH",
    stock="AH TH KH QH 9H 9C JC 9D JD 9S JS",
)
CLOSE_FAIL_TO_T5 = [
    "1 close",
    "1 play KC, 0 play AC",  # D 15
    "0 play TC, 1 play QC",  # 28
    "0 play AD, 1 play KD",  # 43
    "0 play TD, 1 play QD",  # 56
    "0 play AS, 1 play KS",  # 71
]

# Claims at 33 / 32 for the loser: D wins trick 1 (13 or 12) and counts 20 for diamonds.
CLAIM33 = dict(
    hands="TC KD QD 9S JS 9C | QC JC AD AS KS QS",
    trump="JH",
    stock="9D AH AC KC TD JD TH KH QH 9H TS",
)


def claim33_actions(first: str) -> list[str]:
    return [
        f"1 play {first}, 0 play TC, 0 draw",  # D 13 (QC) or 12 (JC)
        "0 announce D, 0 play KD, 1 play AD, 1 draw",  # D 33 / 32; ND 15
        "1 announce S, 1 play KS, 0 play 9S, 1 draw",  # ND 35 + 4 = 39
        "1 play AS, 0 play JS, 1 draw",  # 52
        "1 play AH, 0 play 9C, 1 draw",  # 63
        "1 play QS, 0 play QD",  # 69
    ]


# ND wins six tricks in a row; D never takes one.
SCHWARZ = dict(
    hands="KC QC 9D 9S JC JD | AC AD AS TC TD TS",
    trump="JH",
    stock="9C KD QD AH TH KH QH 9H KS QS JS",
)
SCHWARZ_PLAY = [
    "1 play AC, 0 play KC, 1 draw",  # 15
    "1 play AD, 0 play 9D, 1 draw",  # 26
    "1 play AS, 0 play 9S, 1 draw",  # 37
    "1 play TC, 0 play QC, 1 draw",  # 50
    "1 play TD, 0 play JD, 1 draw",  # 62
    "1 play TS, 0 play JC",  # 74
]

# Both reach 66: ND has exactly 66 after trick 3 and does not claim; D later counts 40
# and claims first.
BOTH66 = dict(
    hands="TC TD TS KH QH 9S | AC AD AS KC QC 9D",
    trump="JH",
    stock="JC AH 9C KD QD JD TH 9H KS QS JS",
)
BOTH66_TO_T3 = [
    "1 play AC, 0 play TC, 1 draw",  # ND 21
    "1 announce C, 1 play KC, 0 play 9S, 1 draw",  # 41 + 4 = 45
    "1 play AD, 0 play TD",  # 66
]
BOTH66_TO_T5 = BOTH66_TO_T3 + [
    "1 draw, 1 play QC, 0 play AH, 0 draw",  # D 14
    "0 announce H, 0 play KH, 1 play AS",  # D 54 + 15 = 69
]

# Played-out hands without marriages or closing (dealer 0), found by search and checked
# by hand: the +10 goes to the winner of trick 12.
DRAW_DECK = "9H JD KC TC QH 9D QC AS KH JC 9S TH QD QS KD AH TS AD AC TD JH JS 9C KS"
DRAW_PLAY = [
    "1 play KH, 0 play TC, 0 draw, 0 play QH, 1 play KD, 0 draw, 0 play QS, 1 play AS, 1 draw",
    "1 play JC, 0 play TH, 1 draw, 1 play JD, 0 play AH, 1 draw, 1 play TD, 0 play 9D, 1 draw",
    "1 play 9H, 0 play JH, 0 play 9S, 1 play JS, 1 play TS, 0 play QC, 0 play QD, 1 play AD",
    "1 play KC, 0 play AC, 0 play 9C, 1 play KS",
]
LAST_LOSES_DECK = "9S KD QS 9H AS JH TH KH TS KC AH TC AD AC 9C KS JC QH TD QD QC JS JD 9D"
LAST_LOSES_PLAY = [
    "1 play QS, 0 play TC, 1 draw, 1 play KD, 0 play AH, 0 draw, 0 play JH, 1 play TS, 0 draw",
    "0 play AS, 1 play AC, 0 draw, 0 play QH, 1 play JC, 0 draw, 0 play 9C, 1 play KC, 1 draw",
    "1 play JD, 0 play AD, 0 play JS, 1 play 9S, 0 play QD, 1 play TD, 1 play QC, 0 play TH",
    "0 play 9H, 1 play KH, 1 play 9D, 0 play KS",
]
BONUS33_DECK = "KD AD QH 9D QD 9C TS AH TC AS 9S TD JH TH KC QS JC KS 9H AC JD KH JS QC"
BONUS33_PLAY = [
    "1 play TC, 0 play TD, 1 draw, 1 play QH, 0 play QD, 1 draw, 1 play AD, 0 play JC, 1 draw",
    "1 play QS, 0 play 9H, 1 draw, 1 play AC, 0 play 9D, 1 draw, 1 play KD, 0 play JD, 1 draw",
    "1 play AH, 0 play JH, 1 play TH, 0 play 9S, 0 play TS, 1 play AS, 1 play QC, 0 play KC",
    "0 play 9C, 1 play KS, 1 play KH, 0 play JS",
]
LT33_DECK = "QH JS AS QS KC 9H 9D 9S KS QD AD AC JD KD QC TS TD TH JH KH 9C TC JC AH"
LT33_PLAY = [
    "1 play AS, 0 play AC, 1 draw, 1 play KD, 0 play AD, 0 draw, 0 play JD, 1 play 9S, 0 draw",
    "0 play QC, 1 play JH, 0 draw, 0 play TS, 1 play QD, 1 draw, 1 play 9C, 0 play KC, 0 draw",
    "0 play 9H, 1 play QH, 1 play JS, 0 play QS, 0 play KH, 1 play TD, 1 play KS, 0 play TH",
    "1 play TC, 0 play JC, 1 play 9D, 0 play AH",
]
ALL130_DECK = "KS 9D 9S 9H QS TH 9C JD QD AD AC TD TC TS JH AH JS KH QH QC KD KC AS JC"
ALL130_PLAY = [
    "1 play JD, 0 play AC, 0 draw, 0 play TC, 1 play AD, 0 draw, 0 play QS, 1 play JS, 0 draw",
    "0 play TD, 1 play JH, 0 draw, 0 play TS, 1 play QD, 0 draw, 0 play TH, 1 play 9S, 0 draw",
    "0 play KC, 1 play 9C, 0 play KH, 1 play QH, 0 play JC, 1 play AS, 0 play QC, 1 play KS",
    "0 play AH, 1 play 9D, 0 play 9H, 1 play KD",
]
S1_CLOSE_T2 = [*S1_TRICKS[0], *S1_TRICKS[1], "0 draw", "0 close"]  # P1 closes; P2 has a trick
S1_CLOSE_FAIL = [
    "0 play JC, 1 play QC",
    "1 play AH, 0 play TH",
    "1 play AS, 0 play TC",
    "1 play 9S, 0 play AD",
    "1 play TD, 0 play JD",
    "1 play KD, 0 play 9D",
]


# ---------------------------------------------------------------- §2.1 match


def _play_hand(m: Match, rng: random.Random) -> None:
    while not m.hand.is_over:
        m.apply(rng.choice(m.hand.legal_actions()))


def test_rule1_match_target_is_7_and_rule45_first_to_reach_it_wins():
    rules = preset("classic")
    assert rules.match_target == 7
    for seed in range(3):
        rng = random.Random(seed)
        m = Match(rules, seed=seed, first_dealer=0)
        before = list(m.score)
        while True:
            _play_hand(m, rng)
            if m.is_over:
                break
            assert max(m.score) < 7 and m.winner is None
            before = list(m.score)
            m.next_hand()
        w = m.winner
        assert m.score[w] >= 7 and m.score[1 - w] < 7
        assert max(before) < 7  # the match ended in the hand that crossed 7
        with pytest.raises(ValueError):
            m.next_hand()


def test_rule2_first_dealer_is_random():
    dealers = {Match(preset("classic"), seed=seed).hand.dealer for seed in range(40)}
    assert dealers == {0, 1}


@pytest.mark.parametrize("seed", range(6))
def test_rule3_winner_deals_next_hand_and_loser_leads(seed):
    rng = random.Random(seed)
    m = Match(preset("classic"), seed=seed, first_dealer=seed % 2)
    _play_hand(m, rng)
    while m.hand.result.is_draw:  # a drawn hand is redealt by the same dealer (tested below)
        m.next_hand()
        _play_hand(m, rng)
    winner = m.hand.result.winner
    nxt = m.next_hand()
    assert nxt.dealer == winner
    assert nxt.to_move == 1 - winner


def test_rule3_drawn_hand_is_redealt_by_the_same_dealer():
    hand = {
        "format": "sixtysix-hand/1",
        "rules": "classic",
        "dealer": 1,
        "deck": DRAW_DECK.split(),
        # the same deal with the seats swapped: seat 0 is now ND
        "actions": [_swap(a) for line in DRAW_PLAY for a in line.split(", ")],
    }
    record = {"format": "sixtysix-match/1", "rules": "classic", "hands": [hand], "score": [0, 0]}
    m = Match.from_record(parse_match(record))
    assert m.results[0].is_draw
    assert m.score == [0, 0]
    assert m.hand.dealer == 1 and len(m.finished) == 1


def _swap(action: str) -> str:
    seat, rest = action.split(" ", 1)
    return f"{1 - int(seat)} {rest}"


# ---------------------------------------------------------------- §2.2 deal


@pytest.mark.parametrize("dealer", [0, 1])
def test_rule5_6_deal_3_trump_3_from_a_deck(dealer):
    deck = S1_DECK.split()
    state = make_hand("classic", dealer, deck=S1_DECK)
    nd = 1 - dealer
    assert sorted(state.hand_cards(nd)) == sorted(deck[0:3] + deck[7:10])
    assert sorted(state.hand_cards(dealer)) == sorted(deck[3:6] + deck[10:13])
    assert state.view(nd).trump_card == deck[6] == "JH"
    assert state.stock_size == 12
    # rule 6: card 14 is the top of the stock; rule 11: the trick winner draws it
    play(state, f"{nd} play TS", f"{dealer} play 9C", f"{nd} draw")
    assert "TD" in state.hand_cards(nd) and "JC" in state.hand_cards(dealer)


def test_rule5_deal_pattern_switch_3_3_trump():
    deck = S1_DECK.split()
    state = make_hand("classic", 0, deck=S1_DECK, deal_pattern="3_3_trump")
    assert sorted(state.hand_cards(1)) == sorted(deck[0:3] + deck[6:9])
    assert sorted(state.hand_cards(0)) == sorted(deck[3:6] + deck[9:12])
    assert state.view(0).trump_card == deck[12]


# ---------------------------------------------------------------- §2.3 phase 1


@pytest.mark.parametrize("dealer", [0, 1])
def test_rule8_non_dealer_leads_first(dealer):
    state = make_hand("classic", dealer, deck=S1_DECK)
    assert state.to_move == 1 - dealer


def test_rule8_10_opening_lead_legal_actions():
    # ND: any card, the club marriage, close; no exchange (no 9H), no claim (no trick).
    assert legal(s1()) == [
        "play KC",
        "play QC",
        "play KD",
        "play AH",
        "play AS",
        "play TS",
        "announce C",
        "close",
    ]


def test_rule8_after_a_trick_the_winner_leads():
    state = s1(2)  # P1 won trick 2
    assert state.to_move == 0
    play(state, "0 draw")
    assert state.to_move == 0


def test_rule9_phase1_follower_may_play_any_card():
    state = play(s1(), "1 play KC")
    # holds clubs (AC TC 9C) and a trump (TH), yet every card is allowed
    assert legal(state) == ["play AC", "play TC", "play 9C", "play JD", "play 9D", "play TH"]
    play(state, "0 play 9D")  # neither follows, heads nor trumps
    assert state.to_move == 1 and state.total(1) == 4


# ---------------------------------------------------------------- §2.4 drawing


def test_rule11_12_winner_draws_first_then_loser_hands_back_to_six():
    state = s1(1)
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [5, 5]
    play(state, "1 draw")
    assert "TD" in state.hand_cards(1)  # the winner takes the top card
    assert "JC" in state.hand_cards(0)  # the loser the next one
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [6, 6]
    assert state.stock_size == 10
    play(state, *S1_TRICKS[1][1:], "0 draw")  # P1 (seat 0) won trick 2
    assert "AD" in state.hand_cards(0) and "9S" in state.hand_cards(1)
    assert state.stock_size == 8


def test_rule13_14_trump_card_drawn_last_by_loser_of_trick_6():
    state = s1(6)  # P2 (seat 1) won trick 6; the stock is 9H + the trump card JH
    assert state.stock_size == 2
    play(state, "1 draw")
    assert "9H" in state.hand_cards(1)  # winner: the last face-down card
    assert "JH" in state.hand_cards(0)  # loser: the face-up trump card
    assert state.stock_size == 0
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [6, 6]
    assert sorted(state.hand_cards(0)) == sorted(["JC", "AD", "KH", "QS", "QD", "JH"])
    # phase 2 from trick 7: no draw, close, exchange or marriage any more
    assert legal(state) == ["play TD", "play QH", "play 9H", "play KS", "play JS", "play 9S", "declare"]


def test_rule13_exchanged_nine_goes_to_the_loser_of_trick_6():
    state = play(make_hand(**LONG), *LONG_TO_T6)
    assert state.stock_size == 2
    play(state, "1 exchange", "1 play TC", "0 play JC", "1 draw")
    assert "JH" in state.hand_cards(1)  # the winner: the last face-down card
    assert "9H" in state.hand_cards(0)  # the loser: the nine lying under the stock
    assert "AH" in state.hand_cards(1)
    assert state.stock_size == 0


def test_rule14_phase2_starts_with_trick_7():
    state = play(make_hand(**LONG), *LONG_TO_T6, "1 exchange, 1 play TC, 0 play JC, 1 draw")
    play(state, "1 play KC")
    # D has no club: must trump (phase 2); in phase 1 any card would do
    assert legal(state) == ["play TH", "play QH", "play 9H"]


def test_rule15_pending_draw_state():
    state = s1(1)
    assert state.to_move == 1
    assert legal(state) == ["close", "draw", "declare"]
    assert state.stock_size == 12
    expect_illegal(state, "play AH", "draw")
    expect_illegal(state, "announce C", "draw")


# ---------------------------------------------------------------- §2.5 marriages


def test_rule16_follower_cannot_announce():
    state = play(make_hand(**MARR), "1 play TS")
    assert legal(state) == ["play AC", "play 9C", "play KD", "play QD", "play JD", "play AS"]
    expect_illegal(state, "announce D", "only a card may be played")


def test_rule16_after_announcing_must_lead_king_or_queen_and_only_one_marriage():
    state = play(make_hand(**MARR), "1 announce C")
    assert legal(state) == ["play KC", "play QC", "close", "declare"]
    expect_illegal(state, "play TS", "king or queen of clubs")
    expect_illegal(state, "play KH", "king or queen of clubs")
    expect_illegal(state, "announce H", "only one marriage")


def test_rule16_must_hold_both_cards():
    state = s1()
    expect_illegal(state, "announce D", "king and queen of diamonds")


@pytest.mark.parametrize(("suit", "total"), [("C", 10 + 20), ("H", 10 + 40)])
def test_rule17_marriage_worth_20_or_40_in_trumps(suit, total):
    state = play(make_hand(**MARR), "1 play TS", "0 play 9C", "1 draw")
    assert state.total(1) == 10
    play(state, f"1 announce {suit}")
    assert state.total(1) == total  # counted at once: ND has a trick


def test_rule18_no_marriage_after_the_stock_is_closed():
    state = play(make_hand(**MARR), "1 close")
    assert legal(state) == ["play KC", "play QC", "play KH", "play QH", "play TS", "play 9S"]
    expect_illegal(state, "announce C", "only while the stock is open")


def test_rule18_no_marriage_after_the_stock_is_exhausted():
    state = play(make_hand(**LONG), *LONG_TO_T6)
    assert "announce C" in legal(state)  # lead to trick 6, stock_size 2: still phase 1
    play(state, "1 exchange, 1 play TC, 0 play JC, 1 draw")
    assert state.stock_size == 0
    assert {"play KC", "play QC"} <= set(legal(state))
    assert "announce C" not in legal(state)
    expect_illegal(state, "announce C", "only while the stock is open")


def test_rule19_20_opening_lead_marriage_is_pending_until_first_trick():
    state = play(make_hand(**MARR), "1 announce C")
    assert state.total(1) == 0
    assert state.view(1).marr_pending == (0, 20)
    play(state, "1 play QC", "0 play AC")  # D wins 14
    assert (state.total(0), state.total(1)) == (14, 0)
    assert state.view(0).marr_pending == (0, 20)
    play(state, "0 draw", "0 play 9C", "1 play KC")  # ND's first trick: 4 + the 20
    assert (state.total(0), state.total(1)) == (14, 24)
    assert state.view(0).marr_pending == (0, 0)
    assert "declare" in legal(state)  # the claim window of that trick


def test_rule20_pending_marriage_is_lost_without_a_trick():
    state = make_hand(
        hands="AC TC AD TD AS TS | KC QC 9D 9S JD JS",
        trump="JH",
        stock="JC 9C KD QD AH TH KH QH 9H KS QS",
    )
    play(
        state,
        "1 announce C, 1 play QC, 0 play AC, 0 draw",  # D 14
        "0 play TC, 1 play KC, 0 draw",  # 28
        "0 play AD, 1 play 9D, 0 draw",  # 39
        "0 play TD, 1 play JD, 0 draw",  # 51
        "0 play AS, 1 play 9S, 0 draw",  # 62
        "0 play TS, 1 play JS",  # 74
        "0 declare",
    )
    assert result_tuple(state) == (0, 3, "declared", (74, 0))  # ND: no trick, pending 20 lost


def test_rule21_marriage_counts_even_if_the_led_card_loses():
    state = s1(1)
    play(state, "1 draw", "1 announce C")
    assert state.total(1) == 30
    play(state, "1 play KC", "0 play AC")  # the king loses to the ace
    assert (state.total(0), state.total(1)) == (15, 30)


def test_rule22_claim_right_after_announcing_without_leading():
    state = s3()
    play(state, "0 exchange", "0 announce S")
    assert state.total(0) == 72
    assert "declare" in legal(state)
    play(state, "0 declare")
    assert result_tuple(state) == (0, 2, "declared", (72, 13))


def test_rule23_the_unled_marriage_card_becomes_known():
    state = play(make_hand(**MARR), "1 announce C", "1 play KC")
    qc = parse_card("QC")
    assert state.view(0).known[1] >> qc & 1
    assert not state.view(0).known[1] >> parse_card("KH") & 1  # unannounced cards stay hidden


def test_rule24_leading_king_without_announcing_loses_the_marriage():
    state = play(make_hand(**MARR), "1 play KC", "0 play AC", "0 draw", "0 play 9C", "1 play JC", "1 draw")
    assert state.to_move == 1 and "QC" in state.hand_cards(1)
    assert "announce C" not in legal(state)
    assert "announce H" in legal(state)
    expect_illegal(state, "announce C", "king and queen of clubs")


# ---------------------------------------------------------------- §2.6 exchange


def test_rule25b_no_exchange_before_winning_a_trick():
    state = s3(0)  # P1 (seat 0) holds 9S at the opening lead
    assert legal(state) == ["play AC", "play JD", "play 9D", "play AH", "play QS", "play 9S", "close"]
    expect_illegal(state, "exchange", "after winning a trick")


def test_no_exchange_when_the_turned_card_is_the_exchange_card_itself():
    # «Чтобы обменять козырь, нужна карта 9♠» had asked for the card lying face up.
    state = make_hand("classic", 0, "AC TC KC QC JC AH | TH KH QH JH 9H AD", "9S")
    expect_illegal(state, "exchange", "the trump card is the 9S itself")


def test_rule25a_no_exchange_before_the_draw():
    state = s3(2)  # P1 won trick 1, draw pending
    assert legal(state) == ["close", "draw", "declare"]
    expect_illegal(state, "exchange", "draw")


def test_rule25_exchange_on_lead_after_a_trick():
    state = s3(3)
    assert state.stock_size == 10
    assert legal(state) == [
        "play AC",
        "play 9C",
        "play JD",
        "play 9D",
        "play QS",
        "play 9S",
        "exchange",
        "close",
        "declare",
    ]
    play(state, "0 exchange")
    assert "KS" in state.hand_cards(0) and "9S" not in state.hand_cards(0)
    assert state.view(0).trump_card == "9S"
    assert state.stock_size == 10
    assert "exchange" not in legal(state)


def test_rule25a_follower_cannot_exchange():
    state = s3(7)  # P2 led TC to trick 3; P1 (has a trick, holds 9S) follows
    assert state.to_move == 0
    assert legal(state) == ["play AC", "play 9C", "play 9D", "play TH", "play QS", "play 9S"]
    expect_illegal(state, "exchange", "only a card may be played")


def test_rule25a_not_on_lead_after_losing_the_trick():
    state = s3(5)  # P2 won trick 2; P1 holds 9S and a trick, but P2 is on lead
    play(state, "1 draw")
    assert state.to_move == 1 and "exchange" not in legal(state)
    expect_illegal(state, "exchange", "must hold the 9S")


def test_rule25c_no_exchange_once_closed():
    state = play(s3(), "0 close")
    assert legal(state) == ["play 9C", "play 9D", "play TH", "play QS", "play JS", "play 9S", "declare"]
    expect_illegal(state, "exchange", "only while the stock is open")


def test_rule25c_exchange_allowed_at_stock_size_2():
    state = play(make_hand(**LONG), *LONG_TO_T6)
    assert state.stock_size == 2
    assert legal(state) == [
        "play TC",
        "play KC",
        "play QC",
        "play KH",
        "play 9H",
        "play QS",
        "announce C",
        "exchange",
        "close",
        "declare",
    ]


def test_rule26_exchange_then_announce_trump_marriage():
    state = play(s3(), "0 exchange")
    assert legal(state) == [
        "play 9C",
        "play 9D",
        "play TH",
        "play KS",
        "play QS",
        "play JS",
        "announce S",
        "close",
        "declare",
    ]
    play(state, "0 announce S")
    assert state.total(0) == 32 + 40


@pytest.mark.parametrize("choice", ["exchange", "pass"])
def test_rule27_on_close_exchange_by_the_opponent_without_a_trick(choice):
    state = play(make_hand(**CLOSE_WIN), "1 close")
    assert state.to_move == 0
    assert legal(state) == ["exchange", "pass"]
    expect_illegal(state, "play KC", "exchange or pass")
    play(state, f"0 {choice}")
    assert state.to_move == 1
    assert legal(state) == ["play AC", "play TC", "play AD", "play TD", "play AH", "play AS"]
    if choice == "exchange":
        assert "TH" in state.hand_cards(0) and "9H" not in state.hand_cards(0)
        assert state.view(1).trump_card == "9H"
    else:
        assert "9H" in state.hand_cards(0) and "TH" not in state.hand_cards(0)
        assert state.view(1).trump_card == "TH"


def test_rule27_offer_is_made_even_when_the_opponent_lacks_the_nine():
    # rules.md §2.13 offers the exchange only to an opponent holding the 9T, but then the
    # closer would learn where the nine is from whether the turn passes.  The engine always
    # offers; without the nine the only choice is "pass".
    state = strict_play(s1(), "1 close")  # P1 (seat 0) does not hold the 9H
    assert state.to_move == 0
    assert legal(state) == ["pass"]
    expect_illegal(state, "exchange", "no card to exchange: pass")
    strict_play(state, "0 pass")
    assert state.to_move == 1
    assert legal(state) == ["play KC", "play QC", "play KD", "play AH", "play AS", "play TS"]


def test_rule27_record_without_the_forced_pass_still_replays():
    # A record written to rules.md §2.13 has the closer's lead right after the close.
    record = {
        "format": "sixtysix-hand/1",
        "rules": "classic",
        "deck": S1_DECK.split(),
        "dealer": 0,
        "actions": ["1 play TS", "0 play 9C", "1 close", "1 play KC"],
    }
    outcome = replay(record)
    assert outcome.state.history[-2:] == ["0 pass", "1 play KC"]
    assert outcome.state.legal_actions() == ["play AC", "play TC"]


# ---------------------------------------------------------------- §2.7 closing


def test_rule28_close_before_drawing():
    state = play(s1(1), "1 close")
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [5, 5]
    assert state.stock_size == 12  # nobody drew
    assert legal(state) == ["play KC", "play QC", "play KD", "play AH", "play AS", "declare"]
    play(state, "1 play KC")
    assert legal(state) == ["play AC", "play TC"]  # phase 2 from the closer's next lead
    play(state, "0 play AC")
    assert state.stock_size == 12 and [len(state.hand_cards(p)) for p in (0, 1)] == [4, 4]
    assert legal(state) == ["play TC", "play JD", "play 9D", "play TH", "declare"]  # no draw/close


def test_rule28_close_after_drawing():
    state = play(s1(1), "1 draw", "1 close")
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [6, 6]
    assert state.stock_size == 10
    assert "close" not in legal(state)


def test_rule28_close_at_opening_lead():
    state = s1()
    assert "close" in legal(state)
    play(state, "1 close")
    assert legal(state) == ["play KC", "play QC", "play KD", "play AH", "play AS", "play TS"]
    assert state.view(0).snap_tricks == (0, 0)


def test_rule29_close_allowed_at_every_open_stock_size():
    state = s1()
    sizes = []
    for actions in S1_TRICKS:
        play(state, *[a for a in actions if not a.endswith("draw")])
        assert legal(state)[:2] == ["close", "draw"]
        sizes.append(state.stock_size)
        play(state, f"{state.to_move} draw")
        if state.stock_size:
            assert "close" in legal(state)
    assert sizes == [12, 10, 8, 6, 4, 2]
    assert state.stock_size == 0 and "close" not in legal(state)
    expect_illegal(state, "close", "closed or empty")


def test_rule30_closing_effects_no_draws_phase2_no_bonus():
    state = play(make_hand(**CLOSE_WIN), *CLOSE_WIN_PLAY[:3])
    assert state.stock_size == 12  # no draws after the trick
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [5, 5]
    play(state, *CLOSE_WIN_PLAY[3:])
    # 69 + 11 = 80 card points of the 12 cards played; no +10 for the last trick
    assert result_tuple(state) == (1, 2, "closed_success", (11, 69))


def test_rule30_no_exchange_and_no_marriage_after_closing():
    state = play(s3(), "0 exchange", "0 close")
    assert legal(state) == ["play 9C", "play 9D", "play TH", "play KS", "play QS", "play JS", "declare"]
    expect_illegal(state, "announce S", "only while the stock is open")


@pytest.mark.parametrize(
    ("actions", "expected"),
    [
        (["0 exchange", "0 close"], ["play 9C", "play 9D", "play TH", "play KS", "play QS", "play JS", "declare"]),
        (["0 exchange", "0 announce S", "0 close"], ["play KS", "play QS", "declare"]),
        (["0 announce S"], "king and queen of spades"),  # needs the KS from the exchange first
        (["0 close", "0 exchange"], "only while the stock is open"),  # close-then-exchange by the closer
        (["0 exchange", "0 close", "0 announce S"], "only while the stock is open"),  # close-then-announce
    ],
)
def test_rule31_order_of_actions_within_a_lead(actions, expected):
    state = s3()
    if isinstance(expected, list):
        play(state, *actions)
        assert legal(state) == expected
    else:
        play(state, *actions[:-1])
        expect_illegal(state, actions[-1].split(" ", 1)[1], expected)


def test_rule31_announce_then_close_keeps_the_lead_duty():
    state = play(make_hand(**MARR), "1 announce C", "1 close")
    assert legal(state) == ["play KC", "play QC", "declare"]


def test_rule32_snapshot_at_closing():
    state = play(s1(1), "1 close")
    view = state.view(0)
    assert view.snap_tricks == (0, 1)
    assert view.snap_points == (0, 10)
    play(state, "1 play KC", "0 play AC")
    assert state.view(1).snap_tricks == (0, 1)  # unchanged by later tricks


# ---------------------------------------------------------------- §2.8 phase 2


def test_rule35_holding_the_suit_forbids_trumping():
    state = play(s1(1), "1 close", "1 play KC")
    expect_illegal(state, "play TH", "must follow suit")


def test_rule35_must_trump_when_void():
    state = play(make_hand(**CLOSE_WIN), "1 close", "0 pass", "1 play AS")
    assert legal(state) == ["play JH", "play 9H"]
    expect_illegal(state, "play KC", "trump")


def test_rule35_trump_lead_answered_by_a_trump():
    state = play(make_hand(**CLOSE_WIN), *CLOSE_WIN_PLAY[:-1], "1 play AH")
    assert legal(state) == ["play JH"]  # cannot beat the AH, any trump


def test_rule35_follow_suit_without_a_higher_card():
    state = play(make_hand(**CLOSE_FAIL), "1 close", "1 play KC", "0 play AC", "0 play TS")
    assert legal(state) == ["play KS", "play QS"]  # cannot head the TS: any spade


def test_rule35_any_card_when_void_of_suit_and_trumps():
    state = play(s1(), *S1_CLOSE_T2, *S1_CLOSE_FAIL[:2], "1 play AS")
    assert state.hand_cards(0) == ["TC", "AD", "JD", "9D"]
    assert legal(state) == ["play TC", "play AD", "play JD", "play 9D"]


# ---------------------------------------------------------------- §2.9 claims


def test_rule37_reaching_66_does_not_end_the_hand():
    state = s1(6)
    assert state.total(1) == 68
    assert state.result is None
    assert legal(state) == ["close", "draw", "declare"]


@pytest.mark.parametrize(
    ("upto", "extra", "can_claim"),
    [
        (1, [], True),  # just won a trick, before drawing
        (1, ["1 draw"], True),  # after drawing
        (1, ["1 close"], True),  # after closing
        (1, ["1 draw", "1 announce C"], True),  # after announcing
        (0, [], False),  # the opening lead: no trick yet
        (1, ["1 draw", "1 announce C", "1 play KC"], False),  # the follower before playing
        (2, ["0 draw", "0 play TH"], False),  # P2 lost trick 2 and now follows
    ],
)
def test_rule38_claim_window(upto, extra, can_claim):
    state = play(s1(upto), *extra)
    assert ("declare" in legal(state)) is can_claim
    if not can_claim:
        expect_illegal(state, "declare", "declare only just after" if not state.view(0).table else "only a card")


def test_rule38_claim_after_exchange():
    state = play(s3(), "0 exchange")
    assert legal(state)[-1] == "declare"


def test_rule38_window_moves_to_the_winner_of_the_next_trick():
    state = play(s1(1), "1 draw", "1 play KD", "0 play TH")  # P2 led and lost to a trump
    assert state.to_move == 0
    assert legal(state) == ["close", "draw", "declare"]  # P1's window; P2 has none
    play(state, "0 draw", "0 play 9D")
    assert "declare" not in legal(state)  # P2 follows


def test_rule38_points_of_the_trick_just_won_count():
    state = s1(5)
    play(state, "0 draw", "0 play 9D")
    assert state.total(1) == 64
    assert "declare" not in legal(state)  # follower
    play(state, "1 play KD")
    assert state.total(1) == 68
    play(state, "1 declare")
    assert result_tuple(state) == (1, 2, "declared", (28, 68))


def test_rule39_first_valid_claim_wins():
    state = play(make_hand(**BOTH66), *BOTH66_TO_T5)
    assert (state.total(0), state.total(1)) == (69, 66)  # ND reached 66 first
    play(state, "0 declare")
    assert result_tuple(state) == (0, 1, "declared", (69, 66))


def test_rule40_a_claim_ends_the_hand_at_once():
    state = play(s1(6), "1 declare")
    assert state.is_over and legal(state) == []
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [5, 5]  # unplayed cards do not count
    expect_illegal(state, "play KC", "over")
    expect_illegal(state, "draw", "over")


def test_rule41_wrong_claim_gives_the_opponent_2_flat():
    # P2 claims with 10 right after trick 1; P1 has no trick, yet it is 2, not 3
    state = play(s1(1), "1 declare")
    assert result_tuple(state) == (0, 2, "wrong_declaration", (0, 10))


def test_rule41_wrong_claim_after_drawing():
    state = play(make_hand(**CLAIM33), *claim33_actions("QC")[:5], "1 declare")  # ND has 63
    assert result_tuple(state) == (0, 2, "wrong_declaration", (33, 63))


def test_rule41_wrong_claim_by_the_closer_scores_as_failed_close():
    # closed at the opening lead, so the opponent had no trick: a failed close is 3 > 2
    state = play(make_hand(**CLOSE_WIN), *CLOSE_WIN_PLAY[:3], "0 play KC, 1 play AC", "1 declare")
    assert result_tuple(state) == (0, 3, "wrong_declaration", (11, 15))


def test_rule41_wrong_claim_by_the_closer_opponent_had_a_trick():
    state = play(s1(), *S1_CLOSE_T2, "0 declare")  # P1 closes with 15 and claims
    assert result_tuple(state) == (1, 2, "wrong_declaration", (15, 30))


def test_rule42_pending_marriage_does_not_count_towards_a_claim():
    state = play(make_hand(**MARR), "1 announce H")
    assert "declare" in legal(state)  # claim window after announcing
    play(state, "1 declare")  # 40 pending, 0 counted
    assert result_tuple(state) == (0, 2, "wrong_declaration", (0, 0))


# ---------------------------------------------------------------- §2.10 end without a claim


@pytest.mark.parametrize(
    ("deck", "actions", "expected"),
    [
        # 43(c): 55 + 10 = 65 against 65: a draw
        pytest.param(DRAW_DECK, DRAW_PLAY, (None, 0, "draw", (65, 65)), id="65-65-draw"),
        # 43(b): seat 1 took the last trick (38 + 10 = 48) but seat 0 has 82
        pytest.param(LAST_LOSES_DECK, LAST_LOSES_PLAY, (0, 1, "played_out", (82, 48)), id="other-has-66"),
        # the loser took the last trick: 23 + 10 = 33 gives 1, not 2
        pytest.param(BONUS33_DECK, BONUS33_PLAY, (1, 1, "played_out", (33, 97)), id="loser-33-after-bonus"),
        pytest.param(LT33_DECK, LT33_PLAY, (1, 2, "played_out", (31, 99)), id="loser-below-33"),
        pytest.param(ALL130_DECK, ALL130_PLAY, (0, 3, "played_out", (130, 0)), id="loser-no-trick"),
    ],
)
def test_rule43_unclosed_hand_played_out(deck, actions, expected):
    state = play(make_hand("classic", 0, deck=deck), *actions)
    assert result_tuple(state) == expected
    assert sum(state.result.points) == 130  # 120 card points + the last-trick 10


def test_rule43_without_the_bonus_switch():
    state = play(make_hand("classic", 0, deck=BONUS33_DECK, last_trick_bonus="none"), *BONUS33_PLAY)
    assert result_tuple(state) == (1, 2, "played_out", (23, 97))


def test_rule43_last_trick_wins_switch():
    state = make_hand("classic", 0, deck=LAST_LOSES_DECK, played_out_resolution="last_trick_wins")
    play(state, *LAST_LOSES_PLAY)
    assert result_tuple(state) == (1, 1, "played_out", (82, 48))


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("success", (1, 2, "closed_success", (11, 69))),
        ("fail-no-trick-at-close", (0, 3, "closed_failure", (84, 0))),
        ("fail-trick-at-close", (1, 2, "closed_failure", (15, 104))),
    ],
)
def test_rule44_closed_hand_played_out(name, expected):
    if name == "success":
        state = play(make_hand(**CLOSE_WIN), *CLOSE_WIN_PLAY)
    elif name == "fail-no-trick-at-close":
        state = play(make_hand(**CLOSE_FAIL), *CLOSE_FAIL_TO_T5, "0 play TS, 1 play QS")
    else:
        state = play(s1(), *S1_CLOSE_T2, *S1_CLOSE_FAIL)
    assert result_tuple(state) == expected
    assert sum(state.result.points) < 130  # no +10 in a closed hand


# ---------------------------------------------------------------- §2.11 scoring table


def _claim33(first):
    state = make_hand(**CLAIM33)
    return play(state, *claim33_actions(first), "1 declare")


SCORING_ROWS = {
    # correct claim, unclosed: value(opponent now)
    "claim-opp-no-trick-3": (
        lambda: play(make_hand(**SCHWARZ), *SCHWARZ_PLAY, "1 declare"),
        (1, 3, "declared", (0, 74)),
    ),
    "claim-opp-32-gives-2": (lambda: _claim33("JC"), (1, 2, "declared", (32, 69))),
    "claim-opp-exactly-33-gives-1": (lambda: _claim33("QC"), (1, 1, "declared", (33, 69))),
    "claim-opp-66-gives-1": (
        lambda: play(make_hand(**BOTH66), *BOTH66_TO_T5, "0 declare"),
        (0, 1, "declared", (69, 66)),
    ),
    # correct claim by the closer: opponent's state at the end (1 trick after closing, 11)
    "closer-claims": (
        lambda: play(
            make_hand(
                hands="TC TD KC KD JH 9H | AC AD AS AH TH 9C", trump="QH", stock="JC QC 9D JD QD KH KS QS JS 9S TS"
            ),
            "1 close, 0 pass, 1 play AS, 0 play 9H, 0 play TC, 1 play AC, 1 play AD, 0 play TD",
            "1 play AH, 0 play JH, 1 play TH, 0 play KC, 1 declare",
        ),
        (1, 2, "closed_success", (11, 69)),
    ),
    "closed-played-out-closer-66": (
        lambda: play(make_hand(**CLOSE_WIN), *CLOSE_WIN_PLAY),
        (1, 2, "closed_success", (11, 69)),
    ),
    # closer's opponent claims first: 2 flat (the closer has no trick: value() would be 3)
    "beaten-closer-2-flat": (
        lambda: play(make_hand(**CLOSE_FAIL), *CLOSE_FAIL_TO_T5, "0 declare"),
        (0, 2, "beaten_closer", (71, 0)),
    ),
    "closed-fail-3": (
        lambda: play(make_hand(**CLOSE_FAIL), *CLOSE_FAIL_TO_T5, "0 play TS, 1 play QS"),
        (0, 3, "closed_failure", (84, 0)),
    ),
    "closed-fail-2": (lambda: play(s1(), *S1_CLOSE_T2, *S1_CLOSE_FAIL), (1, 2, "closed_failure", (15, 104))),
    "wrong-claim-2": (lambda: play(s1(1), "1 declare"), (0, 2, "wrong_declaration", (0, 10))),
    "unclosed-played-out-1": (
        lambda: play(make_hand("classic", 0, deck=LAST_LOSES_DECK), *LAST_LOSES_PLAY),
        (0, 1, "played_out", (82, 48)),
    ),
    "draw-0": (lambda: play(make_hand("classic", 0, deck=DRAW_DECK), *DRAW_PLAY), (None, 0, "draw", (65, 65))),
}


@pytest.mark.parametrize("row", list(SCORING_ROWS))
def test_scoring_table(row):
    build, expected = SCORING_ROWS[row]
    state = build()
    assert result_tuple(state) == expected
    winner, points = expected[0], expected[1]
    scores = tuple(points if seat == winner else 0 for seat in (0, 1))
    assert state.result.scores == scores


# ---------------------------------------------------------------- illegal actions


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("play TH", "must follow suit with a higher club"),
        ("play JD", "must follow suit with a higher club"),
        ("play 9C", "not in seat 0's hand"),
        ("play AS", "not in seat 0's hand"),
        ("announce D", "only a card may be played"),
        ("declare", "only a card may be played"),
        ("draw", "only a card may be played"),
        ("jump", "not an action"),
        ("play ZZ", "not a card"),
    ],
)
def test_illegal_action_is_refused_with_a_reason_and_changes_nothing(action, reason):
    state = play(s1(1), "1 close", "1 play KC")  # phase 2: P1 must head the KC with AC or TC
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert reason in str(info.value)
    assert snapshot(state) == before
    assert state.legal_actions() == ["play AC", "play TC"]
    play(state, "0 play TC")  # and the state still works
    assert state.to_move == 0


def test_record_parser_builds_the_same_deal():
    record = parse_hand(
        {
            "format": "sixtysix-hand/1",
            "rules": "classic",
            "dealer": 0,
            "deck": S1_DECK.split(),
        }
    )
    state = record.initial_state()
    assert [sorted(state.hand_cards(p)) for p in (0, 1)] == [sorted(s1().hand_cards(p)) for p in (0, 1)]
    assert cards("TS KC") == [parse_card("TS"), parse_card("KC")]


# ---------------------------------------------------------------- invariants over random hands


SUIT_ORDER = "AT KQJ9".replace(" ", "")


def _expected_follow(hand: list[str], led: str, trump: str) -> list[str]:
    """Rule 35, written independently of the engine."""
    same = [c for c in hand if c[1] == led[1]]
    if same:
        higher = [c for c in same if SUIT_ORDER.index(c[0]) < SUIT_ORDER.index(led[0])]
        return higher or same
    trumps = [c for c in hand if c[1] == trump]
    return trumps or hand


@pytest.mark.parametrize("seed", range(40))
def test_random_hands_follow_rules(seed):
    """Random play (closes, marriages and exchanges included; claims only with 66): phase-2
    follow duties (rule 35), free play in phase 1 (rule 9), equal hand sizes at a lead,
    an even stock (rule 12), and the trick winner of §1 leading next (rule 8)."""
    rng = random.Random(seed)
    state = make_hand("classic", seed % 2, deck=" ".join(_shuffled(rng)))
    trump = state.view(0).trump_card[1]
    tricks = 0
    while state.result is None:
        p = state.to_move
        view = state.view(p)
        if view.table and view.offer < 0:
            hand = state.hand_cards(p)
            led = CARD_STR[view.table[0][1]]
            got = sorted(a.split()[1] for a in state.legal_actions())
            if view.strict:
                assert got == sorted(_expected_follow(hand, led, trump)), (state.history, hand, led)
            else:
                assert got == sorted(hand)
        elif view.offer < 0:
            assert len(state.hand_cards(0)) == len(state.hand_cards(1))
            assert state.stock_size % 2 == 0 and 0 <= state.stock_size <= 12
        if len(view.completed) > tricks:
            tricks = len(view.completed)
            (ls, lc), (fs, fc) = view.completed[-1]
            assert p == _winner(ls, CARD_STR[lc], fs, CARD_STR[fc], trump)
        options = [a for a in state.legal_actions() if a != "declare" or state.total(p) >= 66]
        state.apply(rng.choice(options))
    assert sum(state.result.scores) == state.result.game_points
    assert state.result.game_points in (0, 1, 2, 3)


def _winner(leader: int, lead: str, follower: int, follow: str, trump: str) -> int:
    """§1 trick winner, written independently of the engine."""
    if lead[1] == follow[1]:
        return follower if SUIT_ORDER.index(follow[0]) < SUIT_ORDER.index(lead[0]) else leader
    return follower if follow[1] == trump else leader


def _shuffled(rng: random.Random) -> list[str]:
    deck = [r + s for s in "CDHS" for r in "AT" + "KQJ9"]
    rng.shuffle(deck)
    return deck


def test_random_playout_helper_ends_hands():
    state = s1()
    actions = random_playout(state, random.Random(5))
    assert state.is_over and len(actions) == len(state.history)
