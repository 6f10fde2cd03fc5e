"""The edge cases E1-E33 of rules.md §7, each with its decision (preset ``classic``).

With ``dealer=0`` (every deal here) seat 1 is the non-dealer (ND) and leads first.
Running points in the comments are worked out by hand (A 11, T 10, K 4, Q 3, J 2, 9 0).
"""

from __future__ import annotations

import random

import pytest
from helpers import e31_last_trick_hand, expect_illegal, legal, make_hand, result_tuple
from helpers import play_passing as play

from engine import HandState, Match, preset
from engine.records import parse_match

S1_DECK = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"
S1_ACTIONS = [
    "1 play TS, 0 play 9C, 1 draw",
    "1 announce C, 1 play KC, 0 play AC, 0 draw",
    "0 play TH, 1 play AH, 1 draw",
    "1 play AS, 0 play JD, 1 draw",
    "1 play QC, 0 play TC, 0 draw",
    "0 play 9D, 1 play KD",  # P2 (seat 1) 68, P1 28
]

S3_DECK = "AH JD 9S 9H AD TC KS QS AC 9D JH QC KD 9C JC TD TH JS AS KC QD KH QH TS"
S3_TO_T4 = ["0 play AH, 1 play 9H, 0 draw", "0 play JD, 1 play AD, 1 draw", "1 play TC, 0 play AC, 0 draw"]

MARR = dict(hands="KD QD AS AC 9C JD | KC QC KH QH 9S TS", trump="JH", stock="TC JC AD TD 9D AH TH 9H KS QS JS")

LONG = dict(hands="9S JS 9D JD 9C JC | KC QC 9H AS AD AC", trump="AH", stock="TS KD TD QD TC KS QS TH KH QH JH")
LONG_TO_T6 = [
    "1 play AS, 0 play 9S, 1 draw",
    "1 play AD, 0 play 9D, 1 draw",
    "1 play AC, 0 play 9C, 1 draw",
    "1 play TS, 0 play JS, 1 draw",
    "1 play TD, 0 play JD, 1 draw",  # ND 57
]

CLOSE_WIN = dict(hands="KC QC KD QD JH 9H | AC TC AD TD AS AH", trump="TH", stock="9C JC 9D JD KH QH KS QS JS 9S TS")
CLOSE_WIN_PLAY = [
    "1 close, 0 pass",
    "1 play AS, 0 play 9H",  # D 11
    "0 play KC, 1 play AC",  # ND 15
    "1 play TC, 0 play QC",  # 28
    "1 play AD, 0 play KD",  # 43
    "1 play TD, 0 play QD",  # 56
    "1 play AH, 0 play JH",  # 69
]

CLOSE_FAIL = dict(hands="AC TC AD TD AS TS | KC QC KD QD KS QS", trump="JH", stock="AH TH KH QH 9H 9C JC 9D JD 9S JS")
CLOSE_FAIL_TO_T5 = [
    "1 close",
    "1 play KC, 0 play AC",  # D 15
    "0 play TC, 1 play QC",  # 28
    "0 play AD, 1 play KD",  # 43
    "0 play TD, 1 play QD",  # 56
    "0 play AS, 1 play KS",  # 71
]

BOTH66 = dict(hands="TC TD TS KH QH 9S | AC AD AS KC QC 9D", trump="JH", stock="JC AH 9C KD QD JD TH 9H KS QS JS")
BOTH66_TO_T3 = [
    "1 play AC, 0 play TC, 1 draw",  # ND 21
    "1 announce C, 1 play KC, 0 play 9S, 1 draw",  # 45
    "1 play AD, 0 play TD",  # 66
]

DRAW_DECK = "9H JD KC TC QH 9D QC AS KH JC 9S TH QD QS KD AH TS AD AC TD JH JS 9C KS"
DRAW_ACTIONS = [
    "1 play KH, 0 play TC, 0 draw, 0 play QH, 1 play KD, 0 draw, 0 play QS, 1 play AS, 1 draw",
    "1 play JC, 0 play TH, 1 draw, 1 play JD, 0 play AH, 1 draw, 1 play TD, 0 play 9D, 1 draw",
    "1 play 9H, 0 play JH, 0 play 9S, 1 play JS, 1 play TS, 0 play QC, 0 play QD, 1 play AD",
    "1 play KC, 0 play AC, 0 play 9C, 1 play KS",
]


def split(actions):
    return [a.strip() for line in actions for a in line.split(",")]


# ------------------------------------------------------------------ E1-E4


def test_e1_opening_marriage_pending_then_credited_with_the_first_trick():
    state = play(make_hand(**MARR), "1 announce H")
    assert state.total(1) == 0 and state.view(0).marr_pending == (0, 40)
    play(state, "1 play QH", "0 play AS")  # ND's first trick is trick 1 itself: 3 + 11 + 40
    assert (state.total(0), state.total(1)) == (0, 54)
    assert state.view(0).marr_pending == (0, 0)


@pytest.mark.parametrize(("overrides", "points"), [({}, (0, 0)), ({"marriage_requires_trick": False}, (0, 40))])
def test_e2_claim_on_opening_marriage_is_a_wrong_claim(overrides, points):
    state = play(make_hand(**MARR, **overrides), "1 announce H")
    assert "declare" in legal(state)
    play(state, "1 declare")
    assert result_tuple(state) == (0, 2, "wrong_declaration", points)


E3 = dict(hands="9D JD 9S JS JH TH | KC QC AD TD AS TS", trump="9H", stock="AC TC JC 9C KD QD AH KH QH KS QS")
E3_PLAY = ["1 close", "1 play AD, 0 play 9D", "1 play TD, 0 play JD", "1 play AS, 0 play 9S", "1 play TS, 0 play JS"]


@pytest.mark.parametrize("phase2_marriages", [False, True])
def test_e3_marriage_with_king_and_queen_as_the_last_two_cards(phase2_marriages):
    overrides = {"marriage_in_phase2": True} if phase2_marriages else {}
    state = play(make_hand(**E3, **overrides), *E3_PLAY)
    assert state.hand_cards(1) == ["KC", "QC"] and state.total(1) == 46
    if not phase2_marriages:
        assert legal(state) == ["play KC", "play QC", "declare"]  # closed: no marriage by default
        expect_illegal(state, "announce C", "only while the stock is open")
        return
    assert legal(state) == ["play KC", "play QC", "announce C", "declare"]
    play(state, "1 announce C")
    assert legal(state) == ["play KC", "play QC", "declare"]
    assert state.total(1) == 66
    play(state, "1 play KC")
    assert legal(state) == ["play TH", "play JH"]  # D is void in clubs: must trump
    play(state, "0 play TH")
    assert state.hand_cards(1) == ["QC"]


@pytest.mark.parametrize(("min_stock", "at_4", "at_2"), [(2, True, True), (4, True, False)])
def test_e4_exchange_with_stock_size_2(min_stock, at_4, at_2):
    state = play(make_hand(**LONG, exchange_min_stock=min_stock), *LONG_TO_T6[:4])
    assert state.stock_size == 4
    assert ("exchange" in legal(state)) is at_4
    play(state, LONG_TO_T6[4])
    assert state.stock_size == 2
    assert ("exchange" in legal(state)) is at_2
    if not at_2:
        expect_illegal(state, "exchange", "too few cards")
        return
    play(state, "1 exchange", "1 play TC, 0 play JC, 1 draw")  # ND wins trick 6
    assert "JH" in state.hand_cards(1) and "AH" in state.hand_cards(1)
    assert "9H" in state.hand_cards(0)  # the loser of trick 6 gets the nine


# ------------------------------------------------------------------ E5, E10, E26, E29: invariants


def _deck(rng: random.Random, trump_nine: bool = False) -> str:
    deck = [r + s for s in "CDHS" for r in "ATKQJ9"]
    rng.shuffle(deck)
    if trump_nine:
        i = next(i for i, c in enumerate(deck) if c[0] == "9")
        deck[6], deck[i] = deck[i], deck[6]
    return " ".join(deck)


def _random_hand(seed: int, trump_nine: bool = False):
    rng = random.Random(seed)
    state = make_hand("classic", seed % 2, deck=_deck(rng, trump_nine))
    seen = []
    while state.result is None:
        seen.append((state.view(state.to_move), state.legal_actions(), [len(state.hand_cards(p)) for p in (0, 1)]))
        p = state.to_move
        options = [a for a in state.legal_actions() if a != "declare" or state.total(p) >= 66]
        state.apply(rng.choice(options))
    return state, seen


@pytest.mark.parametrize("seed", range(30))
def test_e5_e10_e26_e29_invariants_over_random_hands(seed):
    state, seen = _random_hand(seed)
    nd = 1 - state.dealer
    sizes = set()
    for view, actions, hand_sizes in seen:
        sizes.add(view.stock_size)
        # E5: the stock is even at every decision, so exchange never meets stock_size 1
        assert view.stock_size % 2 == 0
        if not view.table and view.offer < 0:
            # E10: equal hands at every lead (6/6, 5/5, ...), never an empty hand
            assert hand_sizes[0] == hand_sizes[1] > 0
        if "draw" in actions:
            # E26: only the trick winner decides in the pending-draw state
            assert view.to_move == view.last_winner
            assert actions[:2] == ["close", "draw"]
        # rule 20: only ND can ever have a pending marriage
        assert view.marr_pending[1 - nd] == 0
    assert sizes <= {12, 10, 8, 6, 4, 2, 0}
    # E29: at most one seat scores in a hand
    scores = state.result.scores
    assert sum(1 for s in scores if s) == (0 if state.result.is_draw else 1)


def test_e29_match_never_has_two_players_at_the_target():
    rng = random.Random(3)
    for seed in range(3):
        m = Match(preset("classic"), seed=seed, first_dealer=0)
        while True:
            while not m.hand.is_over:
                m.apply(rng.choice(m.hand.legal_actions()))
            assert min(m.score) < 7
            if m.is_over:
                break
            m.next_hand()


# ------------------------------------------------------------------ E6-E9


def test_e6_exchange_then_close_but_not_close_then_exchange():
    state = play(make_hand("classic", 1, deck=S3_DECK), *S3_TO_T4)
    play(state, "0 exchange", "0 close")
    assert state.closed and "KS" in state.hand_cards(0)
    state = play(make_hand("classic", 1, deck=S3_DECK), *S3_TO_T4, "0 close")
    expect_illegal(state, "exchange", "only while the stock is open")


def test_e6_the_non_closers_on_close_exchange_is_separate():
    state = play(make_hand(**CLOSE_WIN), "1 close")
    assert state.to_move == 0 and legal(state) == ["exchange", "pass"]
    play(state, "0 exchange")
    assert "TH" in state.hand_cards(0) and state.to_move == 1


def test_e7_announce_then_close_but_not_close_then_announce():
    state = play(make_hand(**MARR), "1 announce C", "1 close")
    assert legal(state) == ["play KC", "play QC", "declare"]
    state = play(make_hand(**MARR), "1 close")
    expect_illegal(state, "announce C", "only while the stock is open")


def test_e8_close_before_drawing_and_on_close_exchange():
    state = play(make_hand(**CLOSE_WIN), "1 play AS", "0 play KC")  # ND wins 15, draw pending
    assert legal(state) == ["close", "draw", "declare"]
    play(state, "1 close")
    assert [len(state.hand_cards(p)) for p in (0, 1)] == [5, 5]
    assert state.stock_size == 12
    assert state.to_move == 0 and legal(state) == ["exchange", "pass"]  # the trump card is still there
    play(state, "0 exchange")
    assert "TH" in state.hand_cards(0) and "9H" not in state.hand_cards(0)
    assert state.to_move == 1
    assert legal(state) == ["play AC", "play TC", "play AD", "play TD", "play AH", "declare"]


@pytest.mark.parametrize("exchanged", [False, True])
def test_e9_loser_of_trick_6_takes_the_trump_card_or_the_nine(exchanged):
    if exchanged:
        state = play(make_hand(**LONG), *LONG_TO_T6, "1 exchange", "1 play TC, 0 play JC, 1 draw")
        loser, card = 0, "9H"
    else:
        state = play(make_hand("classic", 0, deck=S1_DECK), *S1_ACTIONS, "1 draw")
        loser, card = 0, "JH"
    assert card in state.hand_cards(loser)
    assert state.stock_size == 0
    assert len(state.view(0).completed) == 6  # phase 2 starts with trick 7
    assert "close" not in legal(state) and "draw" not in legal(state)


# ------------------------------------------------------------------ E11-E15


def test_e11_follower_cannot_claim_before_playing_winner_may_after():
    state = play(make_hand("classic", 0, deck=S1_DECK), *S1_ACTIONS[:5], "0 play 9D")
    assert state.to_move == 1 and state.total(1) == 64
    assert "declare" not in legal(state)
    expect_illegal(state, "declare", "only a card may be played")
    play(state, "1 play KD")  # completes the trick, which P2 wins: its points count at once
    assert state.total(1) == 68 and "declare" in legal(state)
    play(state, "1 declare")
    assert result_tuple(state) == (1, 2, "declared", (28, 68))


def test_e12_player_with_66_who_loses_a_trick_must_wait_and_may_be_beaten():
    state = play(make_hand(**BOTH66), *BOTH66_TO_T3)
    assert state.total(1) == 66 and "declare" in legal(state)  # may claim, does not
    play(state, "1 draw", "1 play QC", "0 play AH")  # loses trick 4
    assert state.to_move == 0  # no window for ND
    play(state, "0 draw", "0 announce H", "0 play KH")
    assert state.to_move == 1 and "declare" not in legal(state)
    expect_illegal(state, "declare", "only a card may be played")
    play(state, "1 play AS")
    assert (state.total(0), state.total(1)) == (69, 66)
    play(state, "0 declare")  # the first valid claim
    assert result_tuple(state) == (0, 1, "declared", (69, 66))


@pytest.mark.parametrize("extra", [[], ["1 draw"]])
def test_e13_claim_before_or_after_drawing(extra):
    state = play(make_hand("classic", 0, deck=S1_DECK), *S1_ACTIONS, *extra, "1 declare")
    assert result_tuple(state) == (1, 2, "declared", (28, 68))


E14_DECK = "9H KS JH KC JD TC 9D KH TS QD 9C AC TD KD JC AH 9S QH JS QS TH AS AD QC"
E14_ACTIONS = [
    "1 play JH, 0 play 9C, 1 draw",  # trump: diamonds
    "1 announce D, 1 play KD, 0 play KC, 1 draw",
    "1 play KS, 0 play AC, 1 draw",
    "1 announce H, 1 play QH, 0 play JS, 1 draw",
    "1 play KH, 0 play 9S, 1 draw",  # seat 1: 94
    "1 play TS, 0 play TD, 0 draw",  # seat 0 trumps: 20
    "0 play JD, 1 play QD",  # seat 1: 99
    "1 play 9D, 0 play AD",  # seat 0: 31
    "0 play TC, 1 play 9H, 0 play QC, 1 play AH, 0 play JC, 1 play QS",  # 60
    "0 play TH, 1 play AS",  # seat 0 wins trick 12: 81 + 10
]


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        ("last_trick_winner", (0, 1, "played_out", (91, 99))),
        ("higher_total", (1, 1, "played_out", (91, 99))),
        ("replay", (None, 0, "draw", (91, 99))),
    ],
)
def test_e14_both_have_66_at_the_end(rule, expected):
    state = make_hand("classic", 0, deck=E14_DECK, both_66_at_end=rule)
    play(state, *E14_ACTIONS)
    assert result_tuple(state) == expected


def test_e14_first_valid_claim_when_both_have_66():
    state = play(make_hand(**BOTH66), *BOTH66_TO_T3, "1 draw, 1 play QC, 0 play AH, 0 draw")
    play(state, "0 announce H, 0 play KH, 1 play AS, 0 declare")
    assert result_tuple(state) == (0, 1, "declared", (69, 66))


def _hand_record(deck: str, actions: list[str], overrides: dict) -> dict:
    return {
        "format": "sixtysix-hand/1",
        "rules": "classic",
        "overrides": overrides,
        "dealer": 0,
        "deck": deck.split(),
        "actions": split(actions),
    }


def test_e15_65_65_is_a_draw_and_the_same_dealer_deals_again():
    state = play(make_hand("classic", 0, deck=DRAW_DECK), *DRAW_ACTIONS)
    assert result_tuple(state) == (None, 0, "draw", (65, 65))
    assert state.result.scores == (0, 0)
    record = {"format": "sixtysix-match/1", "rules": "classic", "hands": [_hand_record(DRAW_DECK, DRAW_ACTIONS, {})]}
    m = Match.from_record(parse_match(record))
    assert m.score == [0, 0] and m.hand.dealer == 0 and m.hand.to_move == 1


# ------------------------------------------------------------------ E16-E21

E16 = dict(hands="JC 9C JD 9D JH 9H | AC TC AD TD AS AH", trump="TH", stock="KC QC KD QD KH QH KS QS JS 9S TS")
E16_PLAY = [
    "1 close, 0 pass",
    "1 play AS, 0 play 9H",  # D 11
    "0 play JC, 1 play TC",  # ND 12
    "1 play AC, 0 play 9C",  # 23
    "1 play AD, 0 play JD",  # 36
    "1 play TD, 0 play 9D",  # 46
    "1 play AH, 0 play JH",  # 59, last trick
]


@pytest.mark.parametrize(
    ("bonus", "expected"),
    [
        ("unclosed", (0, 3, "closed_failure", (11, 59))),  # 59 + 10 would be 69: no bonus when closed
        ("always", (1, 2, "closed_success", (11, 69))),
    ],
)
def test_e16_closer_reaching_66_only_with_the_last_trick_bonus_fails(bonus, expected):
    state = play(make_hand(**E16, last_trick_bonus=bonus), *E16_PLAY)
    assert result_tuple(state) == expected


@pytest.mark.parametrize(("closed_fail", "value"), [("2or3_at_close", 3), ("2or3_at_end", 2)])
def test_e17_failed_close_measured_at_closing(closed_fail, value):
    state = play(make_hand(**CLOSE_FAIL, closed_fail=closed_fail), *CLOSE_FAIL_TO_T5, "0 play TS, 1 play QS")
    # D had no trick when ND closed, and took all six afterwards
    assert result_tuple(state) == (0, value, "closed_failure", (84, 0))


@pytest.mark.parametrize(("basis", "value"), [("end", 2), ("at_close", 3)])
def test_e18_successful_close_scored_on_the_end_state(basis, value):
    state = play(make_hand(**CLOSE_WIN, closed_success_basis=basis), *CLOSE_WIN_PLAY)
    # D had no trick at closing, then won trick 1 (11 points)
    assert result_tuple(state) == (1, value, "closed_success", (11, 69))


@pytest.mark.parametrize(("beaten", "value"), [("flat_2", 2), ("as_failed_close", 3)])
def test_e19_non_closer_claims_first(beaten, value):
    state = play(make_hand(**CLOSE_FAIL, beaten_closer=beaten), *CLOSE_FAIL_TO_T5)
    assert state.total(0) == 71 and "declare" in legal(state)
    play(state, "0 declare")
    assert result_tuple(state) == (0, value, "beaten_closer", (71, 0))


def test_e20_wrong_claim_by_the_closer_costs_as_much_as_a_failed_close():
    state = play(make_hand(**CLOSE_WIN), *CLOSE_WIN_PLAY[:3], "1 declare")  # ND closer with 15
    assert result_tuple(state) == (0, 3, "wrong_declaration", (11, 15))


def test_e20_wrong_claim_by_the_non_closer_is_2():
    state = play(make_hand(**CLOSE_WIN), *CLOSE_WIN_PLAY[:2], "0 declare")  # D with 11
    assert result_tuple(state) == (1, 2, "wrong_declaration", (11, 0))


@pytest.mark.parametrize("close", [False, True])
def test_a_closers_wrong_claim_costs_no_less_than_the_same_claim_unclosed(close):
    """Rule 41: the larger of the wrong-claim value and the failed close's, whatever the
    switches; with a failed close worth 2 and a wrong claim 3 (the opponent has no
    trick), closing first must not make the wrong claim cheaper."""
    state = make_hand(
        "classic",
        1,
        "KC JC KD JD AS JS | QC AD QD AH TH 9H",
        "TS",
        closed_fail="flat_2",
        wrong_declaration="2or3_opp_no_trick",
    )
    play(state, "0 play JS, 1 play AD", "0 close, 1 pass" if close else "0 draw", "0 declare")
    assert result_tuple(state) == (1, 3, "wrong_declaration", (13, 0))


def test_e21_closing_at_the_opening_lead():
    state = make_hand(**CLOSE_WIN)
    assert "close" in legal(state)
    play(state, "1 close")
    view = state.view(1)
    assert view.snap_tricks == (0, 0) and view.snap_points == (0, 0)
    assert legal(state) == ["exchange", "pass"]  # the dealer may make the on-close exchange
    play(state, "0 exchange", "1 play AS")
    assert legal(state) == ["play TH", "play JH"]  # D trumps with the exchanged TH or the JH
    failing = play(make_hand(**CLOSE_FAIL), *CLOSE_FAIL_TO_T5, "0 play TS, 1 play QS")
    assert failing.result.game_points == 3


# ------------------------------------------------------------------ E22-E25

CLAIM33 = dict(hands="TC KD QD 9S JS 9C | QC JC AD AS KS QS", trump="JH", stock="9D AH AC KC TD JD TH KH QH 9H TS")


def _claim33(first: str) -> list[str]:
    return [
        f"1 play {first}, 0 play TC, 0 draw",  # D 13 (QC) or 12 (JC)
        "0 announce D, 0 play KD, 1 play AD, 1 draw",  # D 33 / 32
        "1 announce S, 1 play KS, 0 play 9S, 1 draw",
        "1 play AS, 0 play JS, 1 draw",
        "1 play AH, 0 play 9C, 1 draw",
        "1 play QS, 0 play QD, 1 declare",  # ND 69
    ]


def test_e22_exactly_66_is_enough():
    state = play(make_hand(**BOTH66), *BOTH66_TO_T3, "1 declare")
    assert result_tuple(state) == (1, 3, "declared", (0, 66))


@pytest.mark.parametrize(("first", "loser_points", "value"), [("QC", 33, 1), ("JC", 32, 2)])
def test_e22_exactly_33_gives_1(first, loser_points, value):
    state = play(make_hand(**CLAIM33), *_claim33(first))
    assert result_tuple(state) == (1, value, "declared", (loser_points, 69))


E23 = dict(hands="9H JC JD JS 9D 9S | 9C AD AS KS QS AC", trump="JH", stock="TC AH KC QC TD KD QD TH KH QH TS")
E23_PLAY = [
    "1 play 9C, 0 play 9H, 0 draw",  # D's only trick: two nines, 0 points
    "0 play 9D, 1 play AD, 1 draw",  # ND 11
    "1 announce S, 1 play KS, 0 play JD, 1 draw",  # 37
    "1 play AS, 0 play 9S, 1 draw",  # 48
    "1 play AC, 0 play JC, 1 draw",  # 61
    "1 play AH, 0 play JS, 1 declare",  # 74
]


@pytest.mark.parametrize(("basis", "value"), [("tricks", 2), ("points", 3)])
def test_e23_loser_whose_tricks_are_worth_0(basis, value):
    state = play(make_hand(**E23, schwarz_basis=basis), *E23_PLAY)
    assert result_tuple(state) == (1, value, "declared", (0, 74))


def test_e24_pending_marriage_of_the_loser_does_not_count():
    state = make_hand(
        hands="AC TC AD TD AS TS | KC QC 9D 9S JD JS", trump="JH", stock="JC 9C KD QD AH TH KH QH 9H KS QS"
    )
    play(
        state,
        "1 announce C, 1 play QC, 0 play AC, 0 draw",
        "0 play TC, 1 play KC, 0 draw",
        "0 play AD, 1 play 9D, 0 draw",
        "0 play TD, 1 play JD, 0 draw",
        "0 play AS, 1 play 9S, 0 draw",
        "0 play TS, 1 play JS, 0 declare",
    )
    assert state.view(0).marr_pending == (0, 20)
    assert result_tuple(state) == (0, 3, "declared", (74, 0))


def test_e25_marriage_on_the_lead_to_trick_6():
    state = play(make_hand(**LONG), *LONG_TO_T6)
    assert state.stock_size == 2 and state.total(1) == 57
    assert "announce C" in legal(state)
    play(state, "1 announce C")
    assert state.total(1) == 77
    assert legal(state) == ["play KC", "play QC", "exchange", "close", "declare"]


# ------------------------------------------------------------------ E26-E30


def test_e26_pending_draw_belongs_to_the_trick_winner():
    state = play(make_hand("classic", 0, deck=S1_DECK), *S1_ACTIONS[:1], "1 announce C, 1 play KC, 0 play AC")
    assert state.to_move == 0  # P1 won trick 2 although P2 led it
    assert legal(state) == ["close", "draw", "declare"]


@pytest.mark.parametrize(("carry", "score"), [("none", [0, 2]), ("+1_to_next_winner", [0, 3])])
def test_e27_drawn_hand_then_next_winner(carry, score):
    overrides = {} if carry == "none" else {"drawn_hand_carry": carry}
    hands = [
        _hand_record(DRAW_DECK, DRAW_ACTIONS, overrides),
        _hand_record(S1_DECK, [*S1_ACTIONS, "1 declare"], overrides),
    ]
    record = {"format": "sixtysix-match/1", "rules": "classic", "overrides": overrides, "hands": hands}
    m = Match.from_record(parse_match(record))
    assert [r.reason for r in m.results] == ["draw", "declared"]
    assert m.score == score
    assert m.hand.dealer == 1  # the winner of hand 2 deals hand 3


@pytest.mark.parametrize(
    ("before", "action", "reason"),
    [
        ([], "play AC", "not in seat 1's hand"),
        (["1 play TS"], "play AH", "not in seat 0's hand"),
        (["1 play TS", "0 play 9C", "1 close", "1 play KC"], "play TH", "must follow suit with a higher club"),
        (["1 play TS", "0 play 9C", "1 close", "1 play KC"], "play 9D", "must follow suit with a higher club"),
    ],
)
def test_e28_illegal_card_is_rejected_and_the_state_unchanged(before, action, reason):
    state = play(make_hand("classic", 0, deck=S1_DECK), *before)
    expect_illegal(state, action, reason)


def test_e28_lose_hand_policy_for_table_emulation():
    state = make_hand("classic", 0, deck=S1_DECK, illegal_move_policy="lose_hand_2")
    play(state, "1 play TS, 0 play 9C, 1 close, 1 play KC")
    state.apply("play TH")  # a renege: the hand is lost instead of refused
    assert result_tuple(state) == (1, 2, "renege", (0, 10))


@pytest.mark.parametrize("seed", range(10))
def test_e30_no_exchange_when_the_trump_card_is_the_nine(seed):
    state, seen = _random_hand(seed, trump_nine=True)
    assert state.view(0).trump_card[0] == "9"
    assert all("exchange" not in actions for _, actions, _ in seen)
    assert len(seen) > 5


def test_e30_explicit_deal():
    state = make_hand(hands="KC QC KD QD JH TH | AC TC AD TD AS AH", trump="9H")
    play(state, "1 play AS, 0 play JH, 0 draw")  # D has a trick and is on lead
    assert "exchange" not in legal(state)
    expect_illegal(state, "exchange", "the trump card is the 9H itself")  # not "must hold" a card face up


# ------------------------------------------------------------------ E31-E33


@pytest.mark.parametrize(
    ("mode", "extra", "expected"),
    [
        ("explicit", ["0 play TS, 1 play QS"], (0, 3, "closed_failure", (84, 0))),
        ("automatic", [], (0, 2, "beaten_closer", (71, 0))),
    ],
)
def test_e31_non_closer_reaches_66_in_a_closed_hand(mode, extra, expected):
    state = play(make_hand(**CLOSE_FAIL, declaration_mode=mode), *CLOSE_FAIL_TO_T5, *extra)
    assert result_tuple(state) == expected


def test_e31_automatic_mode_on_the_last_trick_is_a_beaten_closer_too():
    """The opponent, trickless at the close, reaches 66 only on the closed hand's last
    trick: automatic 66 ends the hand as a beaten closer (2), as one trick earlier would,
    not as the closer's failure (3) found when the cards are out."""
    state = play(e31_last_trick_hand(), "1 play KD, 0 play AS")
    assert result_tuple(state) == (1, 2, "beaten_closer", (7, 69))


E32_DECK = "QS 9H KC QD TD 9S AC AH QC AS KD AD TC 9C JS KH QH KS 9D JH JD TS JC TH"
E32_TO_CLOSER_66 = [
    "1 announce C, 1 play KC, 0 play TC, 0 draw",  # trump clubs: ND's 40 pending; D 14
    "0 announce D, 0 play KD, 1 play 9H, 0 draw",  # D 34 + 4
    "0 play QD, 1 play AS, 0 draw",  # D 52
    "0 close",
    "0 play 9S, 1 play QS",  # ND's first trick: 3 + the pending 40
    "1 play AH, 0 play KH",  # ND 58
    "1 play JS, 0 play KS",  # D 58
    "0 play TD, 1 play 9D",  # D, the closer, 68; ND 58
]


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (["0 declare"], (0, 1, "closed_success", (68, 58))),
        (["0 play AD, 1 play QC", "1 declare"], (1, 2, "beaten_closer", (68, 72))),
    ],
)
def test_e32_closer_does_not_claim_and_the_opponent_claims_first(extra, expected):
    state = play(make_hand("classic", 0, deck=E32_DECK), *E32_TO_CLOSER_66)
    assert (state.total(0), state.total(1)) == (68, 58) and "declare" in legal(state)
    play(state, *extra)
    assert result_tuple(state) == expected


def test_e33_pending_marriage_credited_after_closing():
    state = make_hand(
        hands="AC TC JC JD JS QH | KC QC AD AS 9D 9S", trump="9H", stock="9C KD QD TD AH TH KH JH KS QS TS"
    )
    play(state, "1 announce C", "1 close")
    assert state.view(0).marr_pending == (0, 20)
    play(state, "1 play QC")
    assert legal(state) == ["play AC", "play TC"]
    play(state, "0 play AC", "0 play JD")
    assert legal(state) == ["play AD"]
    play(state, "1 play AD")  # ND's first trick, in phase 2: 13 + 20
    assert (state.total(0), state.total(1)) == (14, 33)
    assert state.view(0).marr_pending == (0, 0)


def test_no_exchange_is_offered_after_a_close_once_the_trump_nine_was_played() -> None:
    # A tester was asked «Колоду закрыли. Обменять козырь вам нечем: откажитесь (p).» after
    # the nine of trumps had fallen in a trick in front of both players.
    for seed in range(300):
        state = HandState.shuffled(preset("classic"), seed % 2, random.Random(seed))
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            if "close" in legal and state.played >> state.exchange_card & 1:
                closer = state.to_move
                state.apply("close")
                assert state.to_move == closer and "pass" not in state.legal_actions()
                return
            state.apply(rng.choice([a for a in legal if a not in ("close", "declare")] or legal))
    raise AssertionError("no close after the trump nine was played in 300 deals")
