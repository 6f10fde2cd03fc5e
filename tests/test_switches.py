"""Every rule switch of rules.md §3 (rows 1-30) and every option value of each.

Each test builds a concrete position in which the option value makes a difference and
asserts exactly what rules.md prescribes for it: the legal actions, the counted points,
the game points, the reason.  The extension switches listed in engine/rules.py's
docstring (exchange_card, must_undertrump, three_player_points, idle_dealer_scores,
four_hand_marriages, four_hand_schneider, played_out_points, declaration_mode=none) and
the parsing of overrides are covered at the end.

Positions are given as hands per seat, the trump card and the stock (top first).  A
position may be a fragment of a deal (short hands, a short stock): the rules apply to
whatever is on the table, which lets a test start deep in a hand without scripting the
tricks before it.  Seat 0 deals unless said otherwise, so seat 1 leads the first trick.
"""

from __future__ import annotations

import json
import random

import pytest
from helpers import hand_rec

from engine import HandState, IllegalAction, Match, Rules, RulesError, hand_record, preset
from engine.cards import bits, pack_mask, parse_card
from engine.records import parse_match
from engine.rules import PRESETS

# --------------------------------------------------------------------------- helpers


def _words(text: str) -> list[str]:
    return text.split()


def _cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def _hand(rules: Rules, hands: list[str], trump: str, stock: str = "", dealer: int = 0, full: bool = False):
    """A hand as dealt; ``full`` puts the rest of the pack under ``stock`` (in pack order)."""
    seats = [_cards(h) for h in hands]
    turned = parse_card(trump)
    rest = _cards(stock)
    if full:
        used = {c for h in seats for c in h} | {turned} | set(rest)
        rest += [c for c in bits(pack_mask(rules.pack)) if c not in used]
    return HandState.from_deal(rules, dealer, seats, turned, rest)


def _deal(rules: Rules, dealer: int, deck: str) -> HandState:
    return HandState.deal(rules, dealer, _cards(deck))


def _do(state: HandState, actions: str) -> HandState:
    """Apply comma-separated "SEAT ACTION" strings, checking the seat is the one to move.

    After a close, an on-close exchange offer to an opponent without the trump nine (where
    "pass" is the only choice) is passed at once: scripts name only real decisions."""
    for text in actions.split(","):
        seat, _, action = text.strip().partition(" ")
        assert int(seat) == state.to_move, f"{text.strip()!r}: seat {state.to_move} is to move"
        state.apply(action)
        if action == "close" and state.to_move != int(seat) and state.legal_actions() == ["pass"]:
            state.apply("pass")
    return state


def _plays(state: HandState) -> set[str]:
    return {a.split()[1] for a in state.legal_actions() if a.startswith("play ")}


def _outcome(state: HandState) -> tuple:
    r = state.result
    assert r is not None, "the hand should be over"
    return (r.winner, r.game_points, r.reason)


def _match_from(rules: str, overrides: dict, hands: list[dict], score=None) -> Match:
    obj = {"format": "sixtysix-match/1", "rules": rules, "overrides": overrides, "hands": hands}
    if score is not None:
        obj["score"] = score
    return Match.from_record(parse_match(json.loads(json.dumps(obj))), seed=0)


def _classic(**overrides) -> Rules:
    return preset("classic", **overrides)


# Worked scenarios of rules.md §8 (P1 = seat 0, P2 = seat 1).
S1_DECK = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"  # dealer P1
S1_TO_T6 = (
    "1 play TS, 0 play 9C, 1 draw, 1 announce C, 1 play KC, 0 play AC, 0 draw, 0 play TH, 1 play AH, 1 draw, "
    "1 play AS, 0 play JD, 1 draw, 1 play QC, 0 play TC, 0 draw, 0 play 9D, 1 play KD"
)
S1_ACTIONS = S1_TO_T6 + ", 1 declare"
S3_DECK = "AH JD 9S 9H AD TC KS QS AC 9D JH QC KD 9C JC TD TH JS AS KC QD KH QH TS"  # dealer P2
S3_TO_EXCHANGE = "0 play AH, 1 play 9H, 0 draw, 0 play JD, 1 play AD, 1 draw, 1 play TC, 0 play AC, 0 draw, 0 exchange"
S8_DECK = "AD TH JC QD 9D 9C KS AH TD QH KC KH AS JH 9H QS TS TC AC QC 9S JS JD KD"  # dealer P1
S8_ACTIONS = (
    "1 play QH, 0 play 9C, 1 draw, 1 play JC, 0 play KC, 0 draw, 0 play 9D, 1 play TD, 1 draw, 1 play TC, "
    "0 play AC, 0 draw, 0 play QC, 1 play JH, 0 draw, 0 play QD, 1 play JD, 0 draw, 0 play QS, 1 play KS, "
    "1 play AH, 0 play 9H, 1 play AD, 0 play KD, 1 play TH, 0 play KH, 1 play TS, 0 play AS, 0 play JS, 1 play 9S"
)

# A full deal used for opening-lead questions (trump H by the turned JH; the 9H lies in the stock).
OPEN_HANDS = ["AS TS AC TC AD TD", "KS QS 9C JC 9D JD"]


def _opening(**overrides) -> HandState:
    return _hand(_classic(**overrides), OPEN_HANDS, "JH", full=True)


# ------------------------------------------------------------- 1 match_target


@pytest.mark.parametrize("target", [7, 8, 5, 11])
def test_match_target_match_ends_on_reaching_it(target):
    rules = _classic(match_target=target)
    m = Match(rules, seed=100 + target)
    rng = random.Random(target)
    hands = 0
    while True:
        assert not m.is_over and m.winner is None
        assert max(m.score) < target
        while not m.hand.is_over:
            m.apply(rng.choice(m.hand.legal_actions()))
        hands += 1
        if m.is_over:
            break
        m.next_hand()
    assert m.score[m.winner] >= target
    assert m.score[1 - m.winner] < target
    assert hands >= (target + 2) // 3  # at most 3 game points per hand


@pytest.mark.parametrize(("target", "over"), [(2, True), (3, False)])
def test_match_target_boundary(target, over):
    # S1 gives seat 1 two game points: exactly the target ends the match, one short does not.
    ov = {"match_target": target}
    m = _match_from("classic", ov, [hand_rec("classic", ov, 0, S1_DECK, S1_ACTIONS)])
    assert m.score == [0, 2]
    assert m.is_over is over
    assert m.winner == (1 if over else None)


# ------------------------------------------------------------- 2 next_dealer


@pytest.mark.parametrize(
    ("value", "deck", "actions", "dealer_after"),
    [
        ("winner", S8_DECK, S8_ACTIONS, 0),  # dealer (seat 0) won: deals again
        ("alternate", S8_DECK, S8_ACTIONS, 1),
        ("winner", S1_DECK, S1_ACTIONS, 1),  # non-dealer won: deals next
        ("alternate", S1_DECK, S1_ACTIONS, 1),
    ],
)
def test_next_dealer(value, deck, actions, dealer_after):
    ov = {"next_dealer": value}
    m = _match_from("classic", ov, [hand_rec("classic", ov, 0, deck, actions)])
    assert m.hand.dealer == dealer_after
    assert m.hand.to_move == 1 - dealer_after  # the other player (the loser, in winner mode) leads


# ------------------------------------------------------------- 3 first_dealer


def test_first_dealer_low_card_and_random_are_seeded():
    low = [Match(_classic(first_dealer="low_card"), seed=s).hand.dealer for s in range(40)]
    rnd = [Match(_classic(first_dealer="random"), seed=s).hand.dealer for s in range(40)]
    assert low == [Match(_classic(first_dealer="low_card"), seed=s).hand.dealer for s in range(40)]
    assert rnd == [Match(_classic(first_dealer="random"), seed=s).hand.dealer for s in range(40)]
    assert set(low) == {0, 1} and set(rnd) == {0, 1}
    assert low != rnd  # the switch is read: the card draw is not the plain random pick


@pytest.mark.parametrize("value", ["random", "low_card"])
def test_first_dealer_explicit_seat_wins(value):
    for seat in (0, 1):
        assert Match(_classic(first_dealer=value), seed=3, first_dealer=seat).hand.dealer == seat


# ------------------------------------------------------------- 4 deal_pattern

PACK24 = _words("AC TC KC QC JC 9C AD TD KD QD JD 9D AH TH KH QH JH 9H AS TS KS QS JS 9S")


def _split(pattern: str) -> tuple[list[str], list[str], str, list[str]]:
    """(non-dealer, dealer, trump, stock) of PACK24 by rules.md §3 row 4 / §2.2 rule 6."""
    d = PACK24
    if pattern == "3_trump_3":
        return d[0:3] + d[7:10], d[3:6] + d[10:13], d[6], d[13:]
    if pattern == "3_3_trump":
        return d[0:3] + d[6:9], d[3:6] + d[9:12], d[12], d[13:]
    return d[0:12:2], d[1:12:2], d[12], d[13:]  # one_by_one_then_trump


@pytest.mark.parametrize("pattern", ["3_trump_3", "3_3_trump", "one_by_one_then_trump"])
@pytest.mark.parametrize("dealer", [0, 1])
def test_deal_pattern(pattern, dealer):
    nd, d, trump, stock = _split(pattern)
    s = HandState.deal(_classic(deal_pattern=pattern), dealer, [parse_card(c) for c in PACK24])
    rec = hand_record(s, s)
    assert sorted(rec["hands"][1 - dealer]) == sorted(nd)
    assert sorted(rec["hands"][dealer]) == sorted(d)
    assert rec["trump"] == trump
    assert rec["stock"] == stock
    assert s.stock_size == 12 and s.to_move == 1 - dealer
    # The top of the stock goes to the trick winner, the next card to the loser.
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    w = s.to_move
    s.apply("draw")
    assert stock[0] in s.hand_cards(w) and stock[1] in s.hand_cards(1 - w)


def test_deal_pattern_canonical_s1_deal():
    s = _deal(_classic(), 0, S1_DECK)
    rec = hand_record(s, s)
    assert sorted(rec["hands"][1]) == sorted(_words("TS KC QC AH AS KD"))
    assert sorted(rec["hands"][0]) == sorted(_words("9C AC TH JD TC 9D"))
    assert rec["trump"] == "JH"
    assert rec["stock"] == _words("TD JC AD 9S KS KH JS QS QD QH 9H")


# ------------------------------------------------------------- 5 marriage_requires_trick


@pytest.mark.parametrize(("value", "before", "pending"), [(True, 0, 20), (False, 20, 0)])
def test_marriage_requires_trick(value, before, pending):
    s = _hand(_classic(marriage_requires_trick=value), ["AS TS AC TC AD TD", "KS QS 9C JC 9D AH"], "JH", full=True)
    _do(s, "1 announce S, 1 play KS, 0 play AS")  # the announcer loses the marriage trick
    assert s.total(1) == before
    assert s.marr_pending[1] == pending
    _do(s, "0 draw, 0 play TC, 1 play AH")  # first trick won: the pending 20 is credited
    assert s.total(1) == 20 + 21
    assert s.marr_pending[1] == 0


@pytest.mark.parametrize(("value", "loser_points"), [(True, 0), (False, 20)])
def test_marriage_requires_trick_pending_marriage_is_lost_at_hand_end(value, loser_points):
    # E24: a pending marriage is worth nothing when the hand ends (here: a wrong claim).
    s = _hand(_classic(marriage_requires_trick=value), ["AS TS AC TC AD TD", "KS QS 9C JC 9D AH"], "JH", full=True)
    _do(s, "1 announce S, 1 play KS, 0 play AS, 0 declare")
    assert _outcome(s) == (1, 2, "wrong_declaration")
    assert s.result.points == (15, loser_points)


# ------------------------------------------------------------- 6 marriage_on_opening_lead


@pytest.mark.parametrize("value", [True, False])
def test_marriage_on_opening_lead(value):
    s = _opening(marriage_on_opening_lead=value)
    assert ("announce S" in s.legal_actions()) is value
    # After winning a trick the leader may announce either way.
    _do(s, "1 play 9C, 0 play TD, 1 draw")
    assert s.to_move == 1
    assert "announce S" in s.legal_actions()


# ------------------------------------------------------------- 7 marriage_in_phase2


@pytest.mark.parametrize("value", [True, False])
def test_marriage_in_phase2_after_closing(value):
    s = _opening(marriage_in_phase2=value)
    assert "announce S" in s.legal_actions()  # before closing: the stock is open
    _do(s, "1 close")
    assert s.to_move == 1
    assert ("announce S" in s.legal_actions()) is value  # close-then-announce (E7)
    if value:
        _do(s, "1 announce S")
        assert _plays(s) == {"KS", "QS"}
        assert s.marr_pending[1] == 20  # no trick yet


@pytest.mark.parametrize("value", [True, False])
def test_marriage_in_phase2_after_stock_exhausted(value):
    rules = _classic(marriage_in_phase2=value)
    s = _hand(rules, ["9S TC JC", "AS KD QD"], "JH", "9C")
    assert s.stock_size == 2
    assert "announce D" in s.legal_actions()  # E25: stock_size 2 is still phase 1
    _do(s, "1 play AS, 0 play 9S, 1 draw")
    assert s.stock_size == 0 and "JH" in s.hand_cards(0)
    assert ("announce D" in s.legal_actions()) is value
    if value:
        _do(s, "1 announce D")
        assert s.total(1) == 11 + 20
        assert _plays(s) == {"KD", "QD"}


# ------------------------------------------------------------- 8 claim_after_marriage


@pytest.mark.parametrize("value", [True, False])
def test_claim_after_marriage_s3(value):
    s = _deal(_classic(claim_after_marriage=value), 1, S3_DECK)
    _do(s, S3_TO_EXCHANGE)
    assert "declare" in s.legal_actions()  # just won trick 3: the trick window is open
    _do(s, "0 announce S")
    assert s.total(0) == 72
    if value:
        assert s.legal_actions() == ["play KS", "play QS", "close", "declare"]
        _do(s, "0 declare")
        assert _outcome(s) == (0, 2, "declared")
        assert s.result.points == (72, 13)
    else:
        # rule 22 switched off: no claim without leading the marriage card
        assert s.legal_actions() == ["play KS", "play QS", "close"]
        with pytest.raises(IllegalAction):
            s.apply("declare")


@pytest.mark.parametrize("value", [True, False])
def test_claim_after_marriage_on_opening_lead(value):
    s = _opening(claim_after_marriage=value)
    _do(s, "1 announce S")
    assert ("declare" in s.legal_actions()) is value
    if value:  # E2: a pending marriage never makes 66, so this is a wrong claim
        _do(s, "1 declare")
        assert _outcome(s) == (0, 2, "wrong_declaration")


# ------------------------------------------------------------- 9 exchange_requires_trick

EXCH_HANDS = ["9S TC JD QD KD AD", "9H KS QS 9C JC 9D"]


@pytest.mark.parametrize("value", [True, False])
def test_exchange_requires_trick(value):
    s = _hand(_classic(exchange_requires_trick=value), EXCH_HANDS, "JH", full=True)
    assert ("exchange" in s.legal_actions()) is (not value)
    _do(s, "1 play KS, 0 play 9S, 1 draw")  # now seat 1 has a trick
    assert "exchange" in s.legal_actions()
    _do(s, "1 exchange")
    assert "JH" in s.hand_cards(1) and "9H" not in s.hand_cards(1)
    assert s.view(0).trump_card == "9H"
    assert "exchange" not in s.legal_actions()


# ------------------------------------------------------------- 10 exchange_min_stock


@pytest.mark.parametrize(
    ("value", "stock", "size", "allowed"),
    [
        (2, "9C JC QC", 2, True),
        (4, "9C JC QC", 2, False),
        (2, "9C JC QC KC AC", 4, True),
        (4, "9C JC QC KC AC", 4, True),
    ],
)
def test_exchange_min_stock(value, stock, size, allowed):
    s = _hand(_classic(exchange_min_stock=value), ["9S TD JD", "AS 9H KD"], "JH", stock)
    _do(s, "1 play AS, 0 play 9S, 1 draw")
    assert s.stock_size == size
    assert ("exchange" in s.legal_actions()) is allowed


def test_exchange_at_stock_size_2_gives_the_nine_to_the_loser_of_the_next_trick():
    # E4 / rule 13: after the exchange the nine lies under the stock and is drawn last.
    s = _hand(_classic(), ["9S TD JD", "AS 9H KD"], "JH", "9C JC QC")
    _do(s, "1 play AS, 0 play 9S, 1 draw, 1 exchange, 1 play KD, 0 play TD, 0 draw")
    assert s.stock_size == 0
    assert "QC" in s.hand_cards(0)
    assert "9H" in s.hand_cards(1)


# ------------------------------------------------------------- 11 exchange_on_opponent_close


@pytest.mark.parametrize("value", [True, False])
def test_exchange_on_opponent_close(value):
    s = _hand(_classic(exchange_on_opponent_close=value), ["9H 9S TC JD QD KD", "KS QS AS 9C JC 9D"], "AH", full=True)
    _do(s, "1 close")
    if value:
        # E21: the dealer has no trick, yet may swap the nine at the close
        assert s.to_move == 0
        assert sorted(s.legal_actions()) == ["exchange", "pass"]
        _do(s, "0 exchange")
        assert "AH" in s.hand_cards(0) and "9H" not in s.hand_cards(0)
        assert s.to_move == 1
    else:
        assert s.to_move == 1
        assert "9H" in s.hand_cards(0)
    assert all(a.startswith("play ") for a in s.legal_actions())  # the closer leads; no exchange after closing


@pytest.mark.parametrize("value", [True, False])
def test_exchange_on_opponent_close_before_drawing(value):
    # E8: after a close before drawing the trump card still lies under the stock.
    s = _hand(_classic(exchange_on_opponent_close=value), ["AS TS AC TC AD TD", "KS QS 9C JC 9D 9H"], "JH", full=True)
    _do(s, "1 play 9C, 0 play AC, 0 close")
    assert [len(s.hand_cards(p)) for p in (0, 1)] == [5, 5]
    if value:
        assert s.to_move == 1 and sorted(s.legal_actions()) == ["exchange", "pass"]
        _do(s, "1 exchange")
        assert "JH" in s.hand_cards(1) and s.view(0).trump_card == "9H"
    else:
        assert "exchange" not in s.legal_actions()
    assert s.to_move == 0


def test_exchange_on_opponent_close_pass_keeps_the_nine():
    s = _hand(_classic(), ["9H 9S TC JD QD KD", "KS QS AS 9C JC 9D"], "AH", full=True)
    _do(s, "1 close, 0 pass")
    assert s.to_move == 1 and "9H" in s.hand_cards(0)
    assert s.view(1).trump_card == "AH"


def test_exchange_then_close_is_legal_close_then_exchange_is_not():
    # Rule 31 / E6: the exchange must come before the close; afterwards the closer cannot exchange.
    s = _hand(_classic(), EXCH_HANDS, "JH", full=True)
    _do(s, "1 play KS, 0 play 9S, 1 draw, 1 close")
    assert "exchange" not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply("exchange")
    s = _hand(_classic(), EXCH_HANDS, "JH", full=True)
    _do(s, "1 play KS, 0 play 9S, 1 draw, 1 exchange, 1 close")
    assert s.closed and "JH" in s.hand_cards(1)


# ------------------------------------------------------------- 12 close_before_draw


@pytest.mark.parametrize("value", [True, False])
def test_close_before_draw(value):
    s = _opening(close_before_draw=value)
    _do(s, "1 play 9C, 0 play AC")  # seat 0 wins trick 1
    assert s.to_move == 0
    if value:
        assert sorted(s.legal_actions()) == ["close", "declare", "draw"]
        assert [len(s.hand_cards(p)) for p in (0, 1)] == [5, 5]
        _do(s, "0 close")
        assert [len(s.hand_cards(p)) for p in (0, 1)] == [5, 5]  # E8: nobody draws
        assert s.closed
    else:
        # both drew at once; closing is possible only with full hands
        assert [len(s.hand_cards(p)) for p in (0, 1)] == [6, 6]
        assert "draw" not in s.legal_actions()
        assert "close" in s.legal_actions()
    assert s.stock_size == (12 if value else 10)


# ------------------------------------------------------------- 13 close_on_opening_lead


@pytest.mark.parametrize("value", [True, False])
def test_close_on_opening_lead(value):
    s = _opening(close_on_opening_lead=value)
    assert ("close" in s.legal_actions()) is value
    _do(s, "1 play 9C, 0 play AC")
    assert "close" in s.legal_actions()  # after the first trick it is allowed either way


# ------------------------------------------------------------- 14 close_stock_limits

LIMITS = [(2, 12), (2, 4), (6, 12), (4, 12)]


@pytest.mark.parametrize("limits", LIMITS)
@pytest.mark.parametrize("size", [12, 10, 8, 6, 4, 2])
def test_close_stock_limits(limits, size):
    stock = "KH QH TH AH 9H KS QS JS 9S TS AS"[: 3 * (size - 1)].strip()
    s = _hand(_classic(close_stock_limits=limits), ["AC TC KC QC JC 9C", "AD TD KD QD JD 9D"], "JH", stock)
    assert s.stock_size == size
    lo, hi = limits
    assert ("close" in s.legal_actions()) is (lo <= size <= hi)


@pytest.mark.parametrize("value", [(2, 4), "[2, 4]"])
def test_close_stock_limits_apply_to_closing_before_drawing(value):
    s = _opening(close_stock_limits=value)
    assert "close" not in s.legal_actions()
    _do(s, "1 play 9C, 0 play AC")  # stock_size 12 when the trick ends: no close, so both draw
    assert "draw" not in s.legal_actions()
    assert s.stock_size == 10 and "close" not in s.legal_actions()


# ------------------------------------------------------------- 15 closed_success_basis

# A: the closer (seat 1) closes on the opening lead; seat 0 has no trick then, takes one later (21 < 33).
CLOSE_A = (
    ["KS QS KC 9D KD AH", "AS TS AC TC AD TD"],
    "9C",
    "1 close, 1 play AS, 0 play QS, 1 play TS, 0 play KS, 1 play AC, 0 play KC, 1 play TC, 0 play AH, "
    "0 play 9D, 1 play AD, 1 play TD, 0 play KD",
)
# B: seat 1 wins trick 1 (two nines, 0 points), the closer (seat 0) wins trick 2, draws, announces 40 and
# closes; the opponent had 1 trick and 0 points at the close and ends with 40 points.
CLOSE_B = (
    ["9D AS KH QH JD TS", "9C JS AH AD TD 9S"],
    "KC QD AC JC TH",
    "1 play 9C, 0 play 9D, 1 draw, 1 play JS, 0 play AS, 0 draw, 0 announce H, 0 close, 0 play QH, 1 play AH, "
    "1 play AD, 0 play JD, 1 play TD, 0 play QD, 1 play 9S, 0 play TS, 0 play KH, 1 play KC, 0 play AC, 1 play JC",
)


@pytest.mark.parametrize(("value", "game_points"), [("end", 2), ("at_close", 3), ("always_3", 3)])
def test_closed_success_basis_opponent_trickless_at_close(value, game_points):
    hands, stock, actions = CLOSE_A
    s = _do(_hand(_classic(closed_success_basis=value), hands, "JH", stock), actions)
    assert _outcome(s) == (1, game_points, "closed_success")
    assert s.result.points == (21, 68)


@pytest.mark.parametrize(("value", "game_points"), [("end", 1), ("at_close", 2), ("always_3", 3)])
def test_closed_success_basis_opponent_had_a_trick_at_close(value, game_points):
    hands, stock, actions = CLOSE_B
    s = _do(_hand(_classic(closed_success_basis=value), hands, "JH", stock), actions)
    assert _outcome(s) == (0, game_points, "closed_success")
    assert s.result.points == (84, 40)


@pytest.mark.parametrize(("value", "game_points"), [("end", 1), ("at_close", 2), ("always_3", 3)])
def test_closed_success_basis_by_claim(value, game_points):
    # B again, but the closer claims with 71 before the last trick: scored on the opponent's state now.
    hands, stock, actions = CLOSE_B
    s = _hand(_classic(closed_success_basis=value), hands, "JH", stock)
    _do(s, actions.rsplit(", ", 2)[0])
    assert s.total(0) == 71 and s.result is None
    _do(s, "0 declare")
    assert _outcome(s) == (0, game_points, "closed_success")
    assert s.result.points == (71, 40)


# ------------------------------------------------------------- 16 closed_fail

# F1: opponent (seat 0) trickless at the close, wins a trick afterwards; the closer ends with 56.
FAIL_1 = (
    ["KS QS KC JD KD AH", "AS TS AC TC AD 9D"],
    "QC",
    "1 close, 1 play AS, 0 play QS, 1 play TS, 0 play KS, 1 play AC, 0 play KC, 1 play TC, 0 play AH, "
    "0 play JD, 1 play AD, 1 play 9D, 0 play KD",
    (25, 56),
)
# F2: opponent (seat 1) took trick 1 before the close; the closer (seat 0) ends with 60.
FAIL_2 = (
    ["9D AS TS AC TC AD", "9C KS QS KC KD AH"],
    "JS QD 9S",
    "1 play 9C, 0 play 9D, 1 draw, 1 play JS, 0 play AS, 0 close, 0 play TS, 1 play KS, 0 play AC, 1 play KC, "
    "0 play TC, 1 play AH, 1 play KD, 0 play AD, 0 play QD, 1 play QS",
    (63, 21),
)
# F3: the opponent (seat 0) never wins a trick; the closer takes all six and has only 41.
FAIL_3 = (
    ["9C JC QC KC 9D JD", "AS KS QS JS 9S TS"],
    "QH",
    "1 close, 1 play AS, 0 play 9C, 1 play KS, 0 play JC, 1 play QS, 0 play QC, 1 play JS, 0 play KC, "
    "1 play 9S, 0 play 9D, 1 play TS, 0 play JD",
    (0, 41),
)


@pytest.mark.parametrize(
    ("scenario", "winner", "expected"),
    [
        (FAIL_1, 0, {"2or3_at_close": 3, "2or3_at_end": 2, "flat_2": 2, "always_3": 3}),
        (FAIL_2, 1, {"2or3_at_close": 2, "2or3_at_end": 2, "flat_2": 2, "always_3": 3}),
        (FAIL_3, 0, {"2or3_at_close": 3, "2or3_at_end": 3, "flat_2": 2, "always_3": 3}),
    ],
    ids=["opp-trick-after-close", "opp-trick-before-close", "opp-no-trick"],
)
@pytest.mark.parametrize("value", ["2or3_at_close", "2or3_at_end", "flat_2", "always_3"])
def test_closed_fail(scenario, winner, expected, value):
    hands, stock, actions, points = scenario
    s = _do(_hand(_classic(closed_fail=value), hands, "JH", stock), actions)
    assert _outcome(s) == (winner, expected[value], "closed_failure")
    assert s.result.points == points


# ------------------------------------------------------------- 17 closer_no_trick_penalty / 18 beaten_closer

# The closer (seat 1) takes no trick at all and nobody reaches 66.
PENALTY = (
    ["QC KC QD KD QS KS", "9C JC 9D JD 9S JS"],
    "TH",
    "1 close, 1 play 9C, 0 play QC, 0 play KC, 1 play JC, 0 play QD, 1 play 9D, 0 play KD, 1 play JD, "
    "0 play QS, 1 play 9S, 0 play KS, 1 play JS",
)
# The closer (seat 1) takes no trick; seat 0 (trickless at the close) reaches 71 after trick 5 and claims.
BEATEN = (
    ["AC TC AD TD AS TS", "KC QC KD QD KS QS"],
    "TH",
    "1 close, 1 play KC, 0 play AC, 0 play TC, 1 play QC, 0 play AD, 1 play KD, 0 play TD, 1 play QD, "
    "0 play AS, 1 play KS, 0 declare",
)


@pytest.mark.parametrize(("value", "game_points"), [("off", 3), (6, 6), ("6", 6)])
def test_closer_no_trick_penalty_closed_failure(value, game_points):
    hands, stock, actions = PENALTY
    s = _do(_hand(_classic(closer_no_trick_penalty=value), hands, "JH", stock), actions)
    assert _outcome(s) == (0, game_points, "closed_failure")
    assert s.result.points == (27, 0)


def test_closer_no_trick_penalty_needs_a_trickless_closer():
    # The closer in F1 took tricks: the penalty does not apply.
    hands, stock, actions, _ = FAIL_1
    s = _do(_hand(_classic(closer_no_trick_penalty=6), hands, "JH", stock), actions)
    assert _outcome(s) == (0, 3, "closed_failure")


@pytest.mark.parametrize(
    ("beaten", "penalty", "game_points"),
    [("flat_2", "off", 2), ("as_failed_close", "off", 3), ("flat_2", 6, 6), ("as_failed_close", 6, 6)],
)
def test_beaten_closer(beaten, penalty, game_points):
    hands, stock, actions = BEATEN
    s = _do(_hand(_classic(beaten_closer=beaten, closer_no_trick_penalty=penalty), hands, "JH", stock), actions)
    assert _outcome(s) == (0, game_points, "beaten_closer")
    assert s.result.points == (71, 0)


# ------------------------------------------------------------- 19 last_trick_bonus


@pytest.mark.parametrize(
    ("value", "outcome", "points"),
    [
        ("unclosed", (0, 1, "played_out"), (70, 60)),
        ("always", (0, 1, "played_out"), (70, 60)),
        ("none", (None, 0, "draw"), (60, 60)),
    ],
)
def test_last_trick_bonus_unclosed_hand_s8(value, outcome, points):
    s = _do(_deal(_classic(last_trick_bonus=value), 0, S8_DECK), S8_ACTIONS)
    assert _outcome(s) == outcome
    assert s.result.points == points


# The closer (seat 1) ends with 59 and wins the last trick (E16).
CLOSE_BONUS = (
    ["KS QS KC 9D JD AH", "AS TS AC TC TD KD"],
    "9C",
    "1 close, 1 play AS, 0 play QS, 1 play TS, 0 play KS, 1 play AC, 0 play KC, 1 play TC, 0 play AH, "
    "0 play 9D, 1 play KD, 1 play TD, 0 play JD",
)


@pytest.mark.parametrize(
    ("value", "outcome", "points"),
    [
        ("unclosed", (0, 3, "closed_failure"), (21, 59)),
        ("always", (1, 2, "closed_success"), (21, 69)),
        ("none", (0, 3, "closed_failure"), (21, 59)),
    ],
)
def test_last_trick_bonus_closed_hand(value, outcome, points):
    hands, stock, actions = CLOSE_BONUS
    s = _do(_hand(_classic(last_trick_bonus=value), hands, "JH", stock), actions)
    assert _outcome(s) == outcome
    assert s.result.points == points


# ------------------------------------------------------------- 20 played_out_resolution (+ played_out_points)


@pytest.mark.parametrize(
    ("value", "outcome"), [("counts", (None, 0, "draw")), ("last_trick_wins", (0, 1, "played_out"))]
)
def test_played_out_resolution_s8_without_bonus(value, outcome):
    s = _do(_deal(_classic(last_trick_bonus="none", played_out_resolution=value), 0, S8_DECK), S8_ACTIONS)
    assert _outcome(s) == outcome
    assert s.result.points == (60, 60)


# Played out without marriages; seat 0 takes the last trick (+10) but has 34 against 96.
LAST_LOSES_DECK = "KH AC 9H TD AD 9D JS QS JD JC KC KS QC TS 9C AS QD 9S QH JH KD TC TH AH"
LAST_LOSES = (
    "1 play QS, 0 play KC, 1 draw, 1 play TS, 0 play AD, 1 draw, 1 play KH, 0 play 9D, 1 draw, 1 play AC, "
    "0 play TD, 1 draw, 1 play 9H, 0 play KD, 1 draw, 1 play AS, 0 play KS, 1 draw, 1 play JC, 0 play QC, "
    "0 play QH, 1 play AH, 1 play TC, 0 play 9C, 1 play JD, 0 play QD, 0 play TH, 1 play JH, 0 play JS, 1 play 9S"
)


@pytest.mark.parametrize(
    ("value", "outcome"), [("counts", (1, 1, "played_out")), ("last_trick_wins", (0, 1, "played_out"))]
)
def test_played_out_resolution_last_trick_winner_has_fewer_points(value, outcome):
    s = _do(_deal(_classic(played_out_resolution=value), 0, LAST_LOSES_DECK), LAST_LOSES)
    assert _outcome(s) == outcome
    assert s.result.points == (34, 96)


@pytest.mark.parametrize(
    ("resolution", "points_value", "outcome"),
    [
        ("counts", "value", (None, 0, "draw")),
        ("counts", "1", (None, 0, "draw")),
        ("last_trick_wins", "value", (0, 2, "played_out")),
        ("last_trick_wins", "1", (0, 1, "played_out")),
        ("last_trick_wins", 1, (0, 1, "played_out")),
    ],
)
def test_played_out_points(resolution, points_value, outcome):
    # Three tricks: seat 1 takes 11, seat 0 the last two (6 + 3, + 10); nobody has 66.
    rules = _classic(played_out_resolution=resolution, played_out_points=points_value)
    s = _hand(rules, ["9C QC", "AS KD"], "JH", "9D")
    _do(s, "1 play AS, 0 play 9C, 1 draw, 1 play KD, 0 play JH, 0 play QC, 1 play 9D")
    assert _outcome(s) == outcome
    assert s.result.points == (19, 11)


# ------------------------------------------------------------- 21 both_66_at_end

# Played out unclosed with marriages: seat 0 ends with 79, seat 1 takes the last trick and ends with 71.
BOTH_66_DECK = "9S JD KS KH 9D TC JH 9C JS TH QS TS AS KD AD AC 9H KC JC QH AH QC QD TD"
BOTH_66 = (
    "1 play 9S, 0 play KH, 0 draw, 0 play 9D, 1 play AD, 1 draw, 1 play 9C, 0 play 9H, 0 draw, 0 play KD, "
    "1 play JS, 0 draw, 0 play QS, 1 play JD, 0 draw, 0 announce C, 0 play KC, 1 play TH, 1 draw, 1 play TD, "
    "0 play JH, 0 play TS, 1 play KS, 0 play QC, 1 play AC, 1 play QD, 0 play QH, 0 play TC, 1 play JC, "
    "0 play AS, 1 play AH"
)


@pytest.mark.parametrize(
    ("value", "outcome"),
    [
        ("last_trick_winner", (1, 1, "played_out")),
        ("higher_total", (0, 1, "played_out")),
        ("replay", (None, 0, "draw")),
    ],
)
def test_both_66_at_end(value, outcome):
    s = _do(_deal(_classic(both_66_at_end=value), 0, BOTH_66_DECK), BOTH_66)
    assert _outcome(s) == outcome
    assert s.result.points == (79, 71)


# ------------------------------------------------------------- 22 drawn_hand_carry


@pytest.mark.parametrize(("value", "carry", "score"), [("none", 0, [0, 2]), ("+1_to_next_winner", 1, [0, 3])])
def test_drawn_hand_carry(value, carry, score):
    ov = {"last_trick_bonus": "none", "drawn_hand_carry": value}
    drawn = hand_rec("classic", ov, 0, S8_DECK, S8_ACTIONS)  # 60-60: a draw
    m = _match_from("classic", ov, [drawn])
    assert m.score == [0, 0] and m.carry == carry
    assert m.hand.dealer == 0  # E27: the same dealer deals again
    m = _match_from("classic", ov, [drawn, hand_rec("classic", ov, 0, S1_DECK, S1_ACTIONS)])
    assert m.score == score and m.carry == 0


# ------------------------------------------------------------- 23 declaration_mode


@pytest.mark.parametrize("value", ["explicit", "automatic", "none"])
def test_declaration_mode_s1(value):
    s = _deal(_classic(declaration_mode=value), 0, S1_DECK)
    _do(s, "1 play TS, 0 play 9C")
    assert sorted(s.legal_actions()) == (["close", "declare", "draw"] if value == "explicit" else ["close", "draw"])
    _do(s, S1_TO_T6.split(", ", 2)[2])
    assert s.total(1) == 68
    if value == "automatic":
        # the hand ends as a correct claim the moment the trick is won
        assert _outcome(s) == (1, 2, "declared")
        assert s.result.points == (28, 68)
    elif value == "explicit":
        assert s.result is None and "declare" in s.legal_actions()
        _do(s, "1 declare")
        assert _outcome(s) == (1, 2, "declared")
    else:
        # no claims at all: every trick is played
        while s.result is None:
            legal = s.legal_actions()
            assert "declare" not in legal
            s.apply("draw" if "draw" in legal else legal[0])
        assert s.result.reason in ("played_out", "draw")
        assert not s.hand_cards(0) and not s.hand_cards(1)


@pytest.mark.parametrize("value", ["explicit", "automatic"])
def test_declaration_mode_automatic_after_marriage(value):
    s = _deal(_classic(declaration_mode=value), 1, S3_DECK)
    _do(s, S3_TO_EXCHANGE + ", 0 announce S")
    if value == "automatic":
        assert _outcome(s) == (0, 2, "declared")
        assert s.result.points == (72, 13)
    else:
        assert s.result is None


# ------------------------------------------------------------- 24 wrong_declaration


@pytest.mark.parametrize(
    ("actions", "winner", "expected"),
    [
        # declarer and opponent both trickless (a claim right after an opening-lead marriage)
        ("1 announce S, 1 declare", 0, {"flat_2": 2, "2or3_opp_no_trick": 3, "2or3_declarer_no_trick": 3}),
        # declarer has a trick, the opponent none
        ("1 play KS, 0 play AD, 1 declare", 0, {"flat_2": 2, "2or3_opp_no_trick": 3, "2or3_declarer_no_trick": 2}),
        # both have a trick
        (
            "1 play KS, 0 play AD, 1 draw, 1 play 9C, 0 play AC, 0 declare",
            1,
            {"flat_2": 2, "2or3_opp_no_trick": 2, "2or3_declarer_no_trick": 2},
        ),
    ],
    ids=["both-trickless", "opp-trickless", "both-have-tricks"],
)
@pytest.mark.parametrize("value", ["flat_2", "2or3_opp_no_trick", "2or3_declarer_no_trick"])
def test_wrong_declaration(actions, winner, expected, value):
    s = _do(_opening(wrong_declaration=value), actions)
    assert _outcome(s) == (winner, expected[value], "wrong_declaration")


@pytest.mark.parametrize(("closed_fail", "game_points"), [("2or3_at_close", 3), ("flat_2", 2), ("always_3", 3)])
def test_wrong_declaration_by_the_closer_is_a_failed_close(closed_fail, game_points):
    # Rule 41 / E20: max(2, failed-close value); the opponent had no trick at the close.
    s = _hand(_classic(closed_fail=closed_fail), ["QS TS AC TC AD TD", "AS KS 9C JC 9D JD"], "JH", full=True)
    _do(s, "1 close, 1 play AS, 0 play QS, 1 declare")
    assert _outcome(s) == (0, game_points, "wrong_declaration")


# ------------------------------------------------------------- 25 schwarz_basis / 26 schneider_threshold

# The loser (seat 1) wins only trick 1, two nines worth 0; seat 0 claims with 71 (E23).
SCHWARZ = (
    ["9D AS TS AC TC AD", "9C KS QS KC QC KD"],
    "JS",
    "1 play 9C, 0 play 9D, 1 draw, 1 play KS, 0 play AS, 0 play TS, 1 play QS, 0 play AC, 1 play KC, "
    "0 play TC, 1 play QC, 0 play AD, 1 play KD, 0 declare",
)


@pytest.mark.parametrize(("value", "game_points"), [("tricks", 2), ("points", 3)])
def test_schwarz_basis(value, game_points):
    hands, stock, actions = SCHWARZ
    s = _do(_hand(_classic(schwarz_basis=value), hands, "JH", stock), actions)
    assert _outcome(s) == (0, game_points, "declared")
    assert s.result.points == (71, 0)


# Claims by seat 1 where the loser (seat 0, no marriages) ends on exactly 33, 32 and 31.
LOSER_33 = (
    "KS TH QD JS KH JH JD TS AD QC TD 9H 9S AH 9C 9D QS JC AC TC KD QH KC AS",
    "1 play TH, 0 play JH, 1 draw, 1 play QC, 0 play KH, 1 draw, 1 exchange, 1 play AH, 0 play 9H, 1 draw, "
    "1 play JD, 0 play 9S, 1 draw, 1 play TC, 0 play 9C, 1 draw, 1 play KS, 0 play JS, 1 draw, 1 play QD, "
    "0 play TD, 0 play AC, 1 play JC, 0 play 9D, 1 play AD, 1 play QH, 0 play KD, 0 play QS, 1 play AS, 1 declare",
    (33, 73),
)
LOSER_32 = (
    "QS KH JD TS 9H 9S QC AS QD AC TD KS KC AD AH 9C JC JS TH 9D QH JH TC KD",
    "1 play KH, 0 play TD, 1 draw, 1 play QS, 0 play 9H, 1 draw, 1 play QD, 0 play TS, 1 draw, 1 play JD, "
    "0 play KC, 0 draw, 0 play JC, 1 play AS, 0 draw, 0 play JH, 1 play AC, 1 draw, 1 play QH, 0 play TH, "
    "0 play AH, 1 play TC, 1 play AD, 0 play 9D, 1 declare",
    (32, 75),
)
LOSER_31 = (
    "KD KC TC TD KS JD QC AS 9D JH 9H AD QH 9S QD 9C JS TH AC KH QS AH JC TS",
    "1 play TC, 0 play AD, 1 draw, 1 play KD, 0 play TD, 0 draw, 0 play QH, 1 play JS, 0 draw, 0 play TH, "
    "1 play 9D, 0 draw, 0 play KS, 1 play AS, 1 draw, 1 play QS, 0 play QD, 1 draw, 1 play KC, 0 play 9C, "
    "1 play AH, 0 play KH, 1 play 9S, 0 play JC, 0 play QC, 1 play AC, 1 declare",
    (31, 75),
)


@pytest.mark.parametrize(
    ("game", "threshold", "game_points"),
    [
        (LOSER_33, 33, 1),  # E22: exactly 33 is enough for the loser
        (LOSER_32, 33, 2),
        (LOSER_31, 33, 2),
        (LOSER_31, 30, 1),
        (LOSER_32, "32", 1),
        (LOSER_33, 34, 2),
    ],
)
def test_schneider_threshold(game, threshold, game_points):
    deck, actions, points = game
    s = _do(_deal(_classic(schneider_threshold=threshold), 0, deck), actions)
    assert _outcome(s) == (1, game_points, "declared")
    assert s.result.points == points


# ------------------------------------------------------------- 27 phase2_must_head (S11 table)

_FILL = _words("9C JC QC 9D JD QD KD")


def _phase2(led: str, follower: str, **overrides) -> HandState:
    """Seat 1 closes on the opening lead and leads ``led``; seat 0 holds ``follower``."""
    used = set(follower.split()) | {led}
    trump = next(c for c in ("QH", "JH", "KH", "TH", "AH") if c not in used)
    extra = [c for c in _FILL if c not in used]
    leader = [led] + extra[: len(follower.split()) - 1]
    stock = extra[len(leader) - 1]
    s = _hand(_classic(**overrides), [follower, " ".join(leader)], trump, stock)
    _do(s, "1 close")
    if s.to_move == 0:  # the follower holds the trump nine: decline the on-close exchange
        _do(s, "0 pass")
    _do(s, f"1 play {led}")
    return s


@pytest.mark.parametrize(
    ("led", "follower", "with_head", "without_head"),
    [
        ("KS", "AS 9S AH", {"AS"}, {"AS", "9S"}),
        ("KS", "QS 9S AH", {"QS", "9S"}, {"QS", "9S"}),
        ("KS", "AD 9H TH", {"9H", "TH"}, {"9H", "TH"}),
        ("KS", "AD TC", {"AD", "TC"}, {"AD", "TC"}),
        ("9H", "JH AC", {"JH"}, {"JH"}),
        ("AH", "9H KH AS", {"9H", "KH"}, {"9H", "KH"}),
        ("TS", "KS AS 9H", {"AS"}, {"KS", "AS"}),
        ("JH", "9H QH AS", {"QH"}, {"9H", "QH"}),
    ],
)
@pytest.mark.parametrize("head", [True, False])
def test_phase2_must_head(led, follower, with_head, without_head, head):
    s = _phase2(led, follower, phase2_must_head=head)
    assert s.to_move == 0
    assert _plays(s) == (with_head if head else without_head)
    assert all(a.startswith("play ") for a in s.legal_actions())


@pytest.mark.parametrize("head", [True, False])
def test_phase2_must_head_does_not_apply_in_phase1(head):
    s = _hand(_classic(phase2_must_head=head), ["AS 9S AH QD JD 9D", "KS 9C JC QC KC TD"], "JH", full=True)
    _do(s, "1 play KS")
    assert _plays(s) == {"AS", "9S", "AH", "QD", "JD", "9D"}


# ------------------------------------------------------------- 28 illegal_move_policy


def test_illegal_move_policy_reject_leaves_state_unchanged():
    s = _phase2("KS", "AS 9S AH", illegal_move_policy="reject")
    legal, hands, history = s.legal_actions(), [s.hand_cards(p) for p in (0, 1)], list(s.history)
    for bad in ("play AH", "play 9S", "play KD", "declare", "close"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    assert s.legal_actions() == legal and [s.hand_cards(p) for p in (0, 1)] == hands
    assert s.history == history and s.result is None


def test_illegal_move_policy_lose_hand_2():
    s = _phase2("KS", "AS 9S AH", illegal_move_policy="lose_hand_2")
    with pytest.raises(IllegalAction):
        s.apply("play KD")  # not in the hand: still refused
    assert s.result is None
    s.apply("play AH")  # held, but a renege in phase 2 (S002 §7): the reneger loses 2
    assert s.result is not None
    assert (s.result.winner, s.result.game_points, s.result.scores) == (1, 2, (0, 2))


def test_illegal_move_policy_lose_hand_2_legal_play_goes_on():
    s = _phase2("KS", "AS 9S AH", illegal_move_policy="lose_hand_2")
    s.apply("play AS")
    assert s.result is None and s.to_move == 0


# ------------------------------------------------------------- 29 count_marriages_for_schneider

# Seat 1 claims 69; seat 0 has 46 of which 20 is a counted marriage (26 without it).
MARRIED_LOSER = (
    "TD KC JH JS QC QS AH AD 9H TH KS AS TC QD QH 9S JD AC 9C JC KD 9D TS KH",
    "1 play AD, 0 play TC, 1 draw, 1 play KC, 0 play QH, 0 draw, 0 announce S, 0 play KS, 1 play 9H, 1 draw, "
    "1 play JD, 0 play 9S, 1 draw, 1 play AC, 0 play KD, 1 draw, 1 play TD, 0 play JS, 1 draw, 1 play QD, "
    "0 play AH, 0 play QC, 1 play JC, 0 play AS, 1 play KH, 1 declare",
)


@pytest.mark.parametrize(("value", "game_points"), [(True, 1), (False, 2)])
def test_count_marriages_for_schneider(value, game_points):
    deck, actions = MARRIED_LOSER
    s = _do(_deal(_classic(count_marriages_for_schneider=value), 0, deck), actions)
    assert _outcome(s) == (1, game_points, "declared")
    assert s.result.points == (46, 69)


# The opponent (seat 1) won trick 1 (21) and announced 20 before the closer (seat 0) closed: at the
# close it had 41 points, 21 of them in cards; the closer claims with exactly 66.
MARRIED_AT_CLOSE = (
    ["TC AD AC TD AH TH", "AS KD QD KC 9S JS"],
    "9D QC JD QS KS",
    "1 play AS, 0 play TC, 1 draw, 1 announce D, 1 play QD, 0 play AD, 0 close, 0 play AH, 1 play 9S, "
    "0 play TH, 1 play JS, 0 play AC, 1 play KC, 0 play TD, 1 play KD, 0 declare",
)


@pytest.mark.parametrize(
    ("basis", "value", "game_points"),
    [
        ("end", True, 1),
        ("end", False, 2),
        ("at_close", True, 1),
        ("at_close", False, 2),  # the snapshot's 41 includes the marriage: 21 < 33 without it
        ("always_3", False, 3),
    ],
)
def test_count_marriages_for_schneider_with_closed_success_basis(basis, value, game_points):
    hands, stock, actions = MARRIED_AT_CLOSE
    rules = _classic(closed_success_basis=basis, count_marriages_for_schneider=value)
    s = _do(_hand(rules, hands, "JH", stock), actions)
    assert _outcome(s) == (0, game_points, "closed_success")
    assert s.result.points == (66, 41)


# ------------------------------------------------------------- 30 show_running_points (UI only)


@pytest.mark.parametrize("value", ["hidden", "shown"])
def test_show_running_points_does_not_change_play(value):
    base = _deal(_classic(), 0, S1_DECK)
    s = _deal(_classic(show_running_points=value), 0, S1_DECK)
    assert s.rules.show_running_points == value
    for text in S1_ACTIONS.split(", "):
        assert s.legal_actions() == base.legal_actions()
        _do(s, text)
        _do(base, text)
    assert s.result == base.result
    rec = hand_record(s, _deal(s.rules, 0, S1_DECK))
    assert rec.get("overrides", {}) == ({"show_running_points": "shown"} if value == "shown" else {})


# ------------------------------------------------------------- extension switches


@pytest.mark.parametrize(
    ("exchange_card", "holding", "allowed"),
    [("9", "9H", True), ("9", "JH", False), ("J", "JH", True), ("J", "9H", False)],
)
def test_exchange_card(exchange_card, holding, allowed):
    rules = _classic(exchange_card=exchange_card, exchange_requires_trick=False)
    s = _hand(rules, ["9S TC JD QD KD AD", f"{holding} KS QS 9C JC 9D"], "AH", full=True)
    assert ("exchange" in s.legal_actions()) is allowed
    if allowed:
        _do(s, "1 exchange")
        assert "AH" in s.hand_cards(1) and holding not in s.hand_cards(1)
        assert s.view(1).trump_card == holding


def test_exchange_card_schnapsen_trump_jack():
    rules = preset("schnapsen")
    s = _hand(rules, ["AS TS KS QS AC", "JD TC KC QC AD"], "TD", full=True)
    assert s.stock_size == 10
    assert "exchange" in s.legal_actions()  # no trick needed in Schnapsen
    _do(s, "1 exchange")
    assert "TD" in s.hand_cards(1) and s.view(0).trump_card == "JD"


def _three(hands: list[str], trump: str, **overrides) -> HandState:
    return HandState.from_deal(preset("three", **overrides), 0, [_cards(h) for h in hands], parse_card(trump), [])


@pytest.mark.parametrize(("value", "legal"), [(True, {"9H"}), (False, {"9H", "AD"})])
def test_must_undertrump(value, legal):
    # §4.1 table: KS led, AH trumped it, the player to move holds 9H AD.
    s = _three(["9H AD", "KS 9C", "AH 9D"], "9H", must_undertrump=value)
    _do(s, "1 play KS, 2 play AH")
    assert _plays(s) == legal


# A three-player hand: seat 2 claims 68; seat 0 has a trick and 23 (value 2), seat 1 no trick (value 3).
THREE_CLAIM_DECK = "JS TH QD QS AS JD JC AH AD QC 9S 9C QH KC 9H TC TD KH AC JH KS 9D KD TS"
THREE_CLAIM = (
    "1 play TD, 2 play JD, 0 play AD, 0 play TS, 1 play JS, 2 play AS, 2 announce S, 2 play QS, 0 play JC, "
    "1 play 9S, 2 declare"
)


@pytest.mark.parametrize(("value", "game_points"), [("min", 2), ("sum", 5), ("max", 3)])
def test_three_player_points(value, game_points):
    s = _do(_deal(preset("three", three_player_points=value), 0, THREE_CLAIM_DECK), THREE_CLAIM)
    assert _outcome(s) == (2, game_points, "declared")
    assert s.result.scores == (0, 0, game_points)
    assert s.result.points == (23, 0, 68)


@pytest.mark.parametrize(
    ("value", "target", "score", "winner"),
    [
        ("none", 7, [0, 2, 0], None),
        ("same_as_winner", 7, [2, 2, 0], None),
        ("same_as_winner", 2, [1, 2, 0], 1),  # §4.2 rule 4: the idle dealer stops at target - 1
    ],
)
def test_idle_dealer_scores(value, target, score, winner):
    # S1 in three_sitout: seat 0 deals and sits out, seat 1 is P2, seat 2 is P1.
    ov = {"idle_dealer_scores": value, "match_target": target}
    actions = S1_ACTIONS.replace("0 ", "2 ")
    m = _match_from("three_sitout", ov, [hand_rec("three_sitout", ov, 0, S1_DECK, actions)])
    assert m.results[0].scores == (0, 2, 0)
    assert m.score == score
    assert m.winner == winner


@pytest.mark.parametrize(("rules", "value"), [("four", False), ("four", True), ("four24", True), ("four24", False)])
def test_four_hand_marriages(rules, value):
    # E (seat 1) leads holding KS QS; its partner W (seat 3) wins the trick with AS.
    r = preset(rules, four_hand_marriages=value)
    seven = "7H 8S" if r.pack == 32 else "9H JS"
    s = HandState.from_deal(r, 0, [_cards(h) for h in (seven, "KS QS", "9S 9C", "AS JD")], _cards(seven)[0], [])
    assert ("announce S" in s.legal_actions()) is value
    if value:
        _do(s, "1 announce S")
        assert s.total(1) == 0  # pending: the partnership has no trick yet
        _do(s, f"1 play KS, 2 play 9S, 3 play AS, 0 play {seven.split()[1]}")
        assert s.total(1) == 20 + 4 + 11 + (2 if r.pack == 24 else 0)


# Four-hand games played out (declaration_mode none): winners' totals 98, 116 and 130.
FOUR_98 = (
    "QH JS TC JD TH 8H AH 8S 8D 7H QD AS 8C 7C 7S 7D TS JC KS KC 9S 9D AC 9C KH KD QC QS JH 9H AD TD",
    "7C 9C QC KC AD 9D KD 8D KS 9S 7S TS AH 9H QH KH JH 7H TC TH JD 8S QD 8C TD JS 7D JC AS AC 8H QS",
    (98, 32, 98, 32),
)
FOUR_116 = (
    "QC 7C 9S JH QH 9C AC KD 8D KS TH 9H QS 7H KC 8H JC TS 8C KH QD 8S TD JD 7D AH AD TC 9D JS 7S AS",
    "QS JH TS AS KS 8S 7D 8D JS 9S KC KD 8C QC 9C AC 9D 7S TD JD 9H 7H AH AD QH TC TH QD KH 7C 8H JC",
    (116, 14, 116, 14),
)


def _play_cards(state: HandState, cards: str) -> HandState:
    for c in cards.split():
        state.apply(f"play {c}")
    return state


@pytest.mark.parametrize(
    ("game", "value", "game_points"),
    [
        (FOUR_98, "opp_lt_33", 2),
        (FOUR_98, "winners_gt_100", 1),
        (FOUR_116, "opp_lt_33", 2),
        (FOUR_116, "winners_gt_100", 2),
    ],
)
def test_four_hand_schneider(game, value, game_points):
    deck, plays, points = game
    s = _play_cards(_deal(preset("four", four_hand_schneider=value), 0, deck), plays)
    assert _outcome(s) == (0, game_points, "played_out")
    assert s.result.points == points
    assert s.result.scores == (game_points, 0, game_points, 0)


def test_declaration_mode_none_never_offers_a_claim_four_hand():
    deck, plays, _ = FOUR_116
    s = _deal(preset("four"), 0, deck)
    for c in plays.split():
        assert "declare" not in s.legal_actions()
        s.apply(f"play {c}")
    assert s.result.reason == "played_out"


# ------------------------------------------------------------- parsing overrides

SWITCH_VALUES = {
    "match_target": [7, 8, 5, 11],
    "next_dealer": ["winner", "alternate"],
    "first_dealer": ["random", "low_card"],
    "deal_pattern": ["3_trump_3", "3_3_trump", "one_by_one_then_trump"],
    "marriage_requires_trick": [True, False],
    "marriage_on_opening_lead": [True, False],
    "marriage_in_phase2": [False, True],
    "claim_after_marriage": [True, False],
    "exchange_requires_trick": [True, False],
    "exchange_min_stock": [2, 4],
    "exchange_on_opponent_close": [True, False],
    "close_before_draw": [True, False],
    "close_on_opening_lead": [True, False],
    "close_stock_limits": [(2, 12), (2, 4), (6, 12), (4, 12)],
    "closed_success_basis": ["end", "at_close", "always_3"],
    "closed_fail": ["2or3_at_close", "2or3_at_end", "flat_2", "always_3"],
    "closer_no_trick_penalty": ["off", 6],
    "beaten_closer": ["flat_2", "as_failed_close"],
    "last_trick_bonus": ["unclosed", "always", "none"],
    "played_out_resolution": ["counts", "last_trick_wins"],
    "both_66_at_end": ["last_trick_winner", "higher_total", "replay"],
    "drawn_hand_carry": ["none", "+1_to_next_winner"],
    "declaration_mode": ["explicit", "automatic"],
    "wrong_declaration": ["flat_2", "2or3_opp_no_trick", "2or3_declarer_no_trick"],
    "schwarz_basis": ["tricks", "points"],
    "schneider_threshold": [33],
    "phase2_must_head": [True, False],
    "illegal_move_policy": ["reject", "lose_hand_2"],
    "count_marriages_for_schneider": [True, False],
    "show_running_points": ["hidden", "shown"],
}
CLASSIC_DEFAULTS = {name: values[0] for name, values in SWITCH_VALUES.items()}


def test_every_switch_of_section_3_has_its_default_in_classic():
    r = preset("classic")
    assert len(SWITCH_VALUES) == 30
    for name, default in CLASSIC_DEFAULTS.items():
        assert getattr(r, name) == default, name


@pytest.mark.parametrize(("name", "value"), [(n, v) for n, vs in SWITCH_VALUES.items() for v in vs])
def test_every_option_value_is_accepted_and_round_trips(name, value):
    r = preset("classic", **{name: value})
    assert getattr(r, name) == value
    ov = r.overrides()
    if value == CLASSIC_DEFAULTS[name]:
        assert ov == {}
    else:
        assert ov == {name: list(value) if isinstance(value, tuple) else value}
    again = preset("classic", **json.loads(json.dumps(ov)))
    assert again == r


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("marriage_in_phase2", "true", True),
        ("marriage_in_phase2", "TRUE", True),
        ("marriage_requires_trick", "false", False),
        ("close_stock_limits", "[2, 4]", (2, 4)),
        ("close_stock_limits", "(6,12)", (6, 12)),
        ("close_stock_limits", [4, 12], (4, 12)),
        ("match_target", "8", 8),
        ("match_target", "11", 11),
        ("schneider_threshold", "30", 30),
        ("exchange_min_stock", "4", 4),
        ("closer_no_trick_penalty", "6", 6),
        ("exchange_card", 9, "9"),
        ("played_out_points", 1, "1"),
        ("closed_fail", "Always_3", "always_3"),  # as typed, letter case aside
        ("declaration_mode", " AUTOMATIC ", "automatic"),
    ],
)
def test_override_string_forms(name, text, value):
    assert getattr(preset("classic", **{name: text}), name) == value


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("match_target", 0),
        ("match_target", 100),
        ("match_target", "seven"),
        ("match_target", True),
        ("match_target", 7.5),
        ("next_dealer", "loser"),
        ("first_dealer", "high_card"),
        ("deal_pattern", "2_trump_4"),
        ("marriage_in_phase2", "maybe"),
        ("marriage_in_phase2", 1),
        ("exchange_min_stock", 3),
        ("exchange_min_stock", True),
        ("close_stock_limits", (3, 5)),
        ("close_stock_limits", "[2, 5]"),
        ("close_stock_limits", "two to four"),
        ("closed_success_basis", "start"),
        ("closed_fail", "flat_3"),
        ("closer_no_trick_penalty", 5),
        ("beaten_closer", "flat_3"),
        ("last_trick_bonus", "never"),
        ("played_out_resolution", "higher"),
        ("both_66_at_end", "dealer"),
        ("drawn_hand_carry", "+2_to_next_winner"),
        ("declaration_mode", "manual"),
        ("wrong_declaration", "flat_3"),
        ("schwarz_basis", "cards"),
        ("schneider_threshold", 0),
        ("phase2_must_head", None),
        ("illegal_move_policy", "ignore"),
        ("count_marriages_for_schneider", "perhaps"),
        ("show_running_points", "always"),
        ("exchange_card", "Q"),
        ("three_player_points", "avg"),
        ("idle_dealer_scores", "half"),
        ("four_hand_schneider", "opp_lt_30"),
        ("played_out_points", "2"),
    ],
)
def test_bad_override_value_is_refused(name, value):
    with pytest.raises(RulesError):
        preset("classic", **{name: value})


@pytest.mark.parametrize("name", ["match_targte", "trump", "preset", "seats", ""])
def test_unknown_switch_is_refused(name):
    with pytest.raises(RulesError):
        preset("classic", **{name: 7})


def test_unknown_preset_is_refused():
    with pytest.raises(RulesError):
        preset("sixtysix")


@pytest.mark.parametrize(
    ("name", "overrides"),
    [
        ("classic", {"pack": 32}),
        ("classic", {"deal_pattern": "3_2_3"}),
        ("classic", {"dealer_sits_out": True}),
        ("three", {"deal_pattern": "3_trump_3"}),
        ("four", {"deal_pattern": "3_3"}),
        ("schnapsen", {"pack": 24}),
        ("schnapsen", {"deal_pattern": "3_trump_3"}),
    ],
)
def test_override_that_breaks_the_form_is_refused(name, overrides):
    with pytest.raises(RulesError):
        preset(name, **overrides)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_overrides_round_trip_for_every_preset(name):
    assert preset(name).overrides() == {}
    changes = {"match_target": 5, "schneider_threshold": 30, "show_running_points": "shown"}
    r = preset(name, **changes)
    assert r.overrides() == changes
    assert preset(name, **json.loads(json.dumps(r.overrides()))) == r
    assert r.preset == name


def test_a_refused_pair_lists_the_pairs_as_they_are_typed():
    with pytest.raises(RulesError) as caught:
        preset("classic", close_stock_limits="3,5")
    assert caught.value.details["shown"] == "2,12; 2,4; 6,12; 4,12"
