"""Matches (rules.md §2.1, §2.12, §3 rows 1-3 and 22, §4.1 rule 13, §5 rule 9) and match
records (notation.md): target, dealer rotation, drawn hands, carry, first dealer,
saving and resuming, tampering, determinism."""

from __future__ import annotations

import copy
import json
import random

import pytest
from helpers import hand_rec

from engine import Match, RecordError, preset
from engine.records import parse_match

# --------------------------------------------------------------------------- helpers


def _finish_randomly(m: Match, rng: random.Random) -> None:
    while not m.hand.is_over:
        m.apply(rng.choice(m.hand.legal_actions()))


def _play_match(m: Match, rng: random.Random, max_hands: int = 60) -> list[list[int]]:
    """Play random hands to the end of the match; the score before every hand."""
    before = []
    for _ in range(max_hands):
        before.append(list(m.score))
        _finish_randomly(m, rng)
        if m.is_over:
            return before
        m.next_hand()
    raise AssertionError("the match did not end")


def _lose_by_wrong_claim(m: Match, seat: int) -> None:
    """Play the current hand on until ``seat`` has just won a trick, then let it claim 66 with
    fewer points: a wrong claim ends the hand at once (rules §2.9 rule 41, §4.1 rule 11)."""
    assert m.hand.rules.declaration_mode == "explicit"
    for attempt in range(500):
        rng = random.Random(attempt)
        state = m.hand.clone()
        done: list[str] = []
        while state.result is None:
            legal = state.legal_actions()
            if state.to_move == seat and "declare" in legal and state.total(state.owner[seat]) < 66:
                break
            action = rng.choice([a for a in legal if a not in ("declare", "close")] or legal)
            state.apply(action)
            done.append(action)
        if state.result is None:
            break
    else:
        raise AssertionError(f"seat {seat} never got a chance to claim")
    for action in done:
        m.apply(action)
    m.apply("declare")
    assert m.hand.result.reason == "wrong_declaration"


def _match_rec(rules: str, overrides: dict, hands: list[dict], score=None) -> dict:
    out = {"format": "sixtysix-match/1", "rules": rules, "overrides": overrides, "hands": hands}
    if score is not None:
        out["score"] = score
    return json.loads(json.dumps(out))


def _snapshot(m: Match) -> dict:
    h = m.hand
    return {
        "score": list(m.score),
        "score_after": list(m.score_after),
        "carry": m.carry,
        "dealer": h.dealer,
        "to_move": h.to_move,
        "hands": [h.hand_cards(p) for p in range(h.n)],
        "history": list(h.history),
        "legal": h.legal_actions(),
        "stock_size": h.stock_size,
        "trump": h.view(h.dealer).trump_card,
        "totals": [h.total(o) for o in range(h.n_owners)],
        "is_over": m.is_over,
        "winner": m.winner,
    }


# rules.md §8 scenarios, P1 = seat 0 deals.
S1_DECK = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"
S1_ACTIONS = (
    "1 play TS, 0 play 9C, 1 draw, 1 announce C, 1 play KC, 0 play AC, 0 draw, 0 play TH, 1 play AH, 1 draw, "
    "1 play AS, 0 play JD, 1 draw, 1 play QC, 0 play TC, 0 draw, 0 play 9D, 1 play KD, 1 declare"
)
S8_DECK = "AD TH JC QD 9D 9C KS AH TD QH KC KH AS JH 9H QS TS TC AC QC 9S JS JD KD"
S8_ACTIONS = (
    "1 play QH, 0 play 9C, 1 draw, 1 play JC, 0 play KC, 0 draw, 0 play 9D, 1 play TD, 1 draw, 1 play TC, "
    "0 play AC, 0 draw, 0 play QC, 1 play JH, 0 draw, 0 play QD, 1 play JD, 0 draw, 0 play QS, 1 play KS, "
    "1 play AH, 0 play 9H, 1 play AD, 0 play KD, 1 play TH, 0 play KH, 1 play TS, 0 play AS, 0 play JS, 1 play 9S"
)

# --------------------------------------------------------------------------- match target


@pytest.mark.parametrize(
    ("name", "overrides", "target"),
    [("classic", {}, 7), ("russian", {}, 8), ("santase", {}, 11), ("classic", {"match_target": 5}, 5)],
)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_match_ends_when_the_target_is_reached(name, overrides, target, seed):
    r = preset(name, **overrides)
    assert r.match_target == target
    m = Match(r, seed=seed)
    before = _play_match(m, random.Random(seed))
    for score in before:
        assert max(score) < target  # the match went on while nobody had the target
    assert m.is_over
    assert m.score[m.winner] >= target
    assert m.score[1 - m.winner] < target  # only one player scores per hand (E29)
    assert m.score[m.winner] - before[-1][m.winner] == m.results[-1].game_points
    assert [list(s) for s in m.score_after] == [*before[1:], m.score]  # the score sheet's column
    with pytest.raises(ValueError):
        m.next_hand()


def test_match_winner_is_undecided_while_a_hand_is_played():
    m = Match(preset("classic"), seed=11, first_dealer=0)
    assert m.winner is None and not m.is_over
    with pytest.raises(ValueError):
        m.next_hand()  # the current hand is not over
    _lose_by_wrong_claim(m, 0)
    assert m.score == [0, 2] and not m.is_over


@pytest.mark.parametrize("name", ["three", "three_sitout", "four", "four24"])
def test_match_target_for_more_players(name):
    r = preset(name)
    m = Match(r, seed=21)
    before = _play_match(m, random.Random(5))
    assert all(max(s) < 7 for s in before)
    assert m.is_over and m.score[m.winner] >= 7
    if r.partnerships:
        assert m.score[0] == m.score[2] and m.score[1] == m.score[3]
        assert m.winner in (0, 1)  # the lowest seat of the winning side
        assert m.score[1 - m.winner] < 7
    else:
        assert m.score[m.winner] == max(m.score)
        assert m.score.count(max(m.score)) == 1


# --------------------------------------------------------------------------- dealer rotation


@pytest.mark.parametrize("first", [0, 1])
def test_next_dealer_winner_deals_loser_leads(first):
    m = Match(preset("classic"), seed=7, first_dealer=first)
    # winners chosen so that the dealer wins some hands and the non-dealer others
    for hand_winner in (0, 0, 1, 0, 1, 1):
        dealer = m.hand.dealer
        _lose_by_wrong_claim(m, 1 - hand_winner)
        assert m.results[-1].winner == hand_winner
        m.next_hand()
        assert m.hand.dealer == hand_winner, f"after seat {hand_winner} won (dealer was {dealer})"
        assert m.hand.to_move == 1 - hand_winner  # the loser leads


@pytest.mark.parametrize("first", [0, 1])
def test_next_dealer_alternate(first):
    m = Match(preset("zone"), seed=7, first_dealer=first)
    assert m.rules.next_dealer == "alternate"
    for hand_winner in (0, 0, 1, 1, 0):
        dealer = m.hand.dealer
        _lose_by_wrong_claim(m, 1 - hand_winner)
        m.next_hand()
        assert m.hand.dealer == 1 - dealer
        assert m.hand.to_move == dealer


@pytest.mark.parametrize("name", ["three", "three_sitout", "four", "four24"])
def test_deal_passes_to_the_left_in_multi_player_forms(name):
    m = Match(preset(name, match_target=99), seed=3, first_dealer=0)
    rng = random.Random(9)
    for _ in range(5):
        dealer = m.hand.dealer
        _finish_randomly(m, rng)
        assert not m.is_over
        m.next_hand()
        assert m.hand.dealer == (dealer + 1) % m.rules.players


@pytest.mark.parametrize(("value", "dealer_after"), [("winner", 0), ("alternate", 1)])
def test_drawn_hand_dealer(value, dealer_after):
    # S8 without the last-trick bonus is 60-60: a draw.  §2.1 rule 3: the same dealer deals again.
    ov = {"last_trick_bonus": "none", "next_dealer": value}
    m = Match.from_record(parse_match(_match_rec("classic", ov, [hand_rec("classic", ov, 0, S8_DECK, S8_ACTIONS)])))
    assert m.results[-1].is_draw
    assert m.score == [0, 0]
    assert m.hand.dealer == dealer_after
    assert not m.hand.is_over and not m.hand.history


@pytest.mark.parametrize(("value", "score"), [("none", [0, 2]), ("+1_to_next_winner", [0, 3])])
def test_drawn_hand_carry_goes_to_the_next_winner(value, score):
    ov = {"last_trick_bonus": "none", "drawn_hand_carry": value}
    drawn = hand_rec("classic", ov, 0, S8_DECK, S8_ACTIONS)
    m = Match.from_record(parse_match(_match_rec("classic", ov, [drawn, drawn])))
    assert m.score == [0, 0]
    assert m.carry == (2 if value != "none" else 0)  # two draws in a row pile up
    m = Match.from_record(
        parse_match(_match_rec("classic", ov, [drawn, hand_rec("classic", ov, 0, S1_DECK, S1_ACTIONS)]))
    )
    assert m.score == score
    assert m.carry == 0
    assert m.hand.dealer == 1  # S1's winner deals next


def test_drawn_hand_carry_live_match():
    ov = {"last_trick_bonus": "none", "drawn_hand_carry": "+1_to_next_winner"}
    m = Match.from_record(
        parse_match(_match_rec("classic", ov, [hand_rec("classic", ov, 0, S8_DECK, S8_ACTIONS)])), seed=2
    )
    assert m.carry == 1
    _lose_by_wrong_claim(m, 1)  # seat 0 wins 2 + the carried 1
    assert m.score == [3, 0] and m.carry == 0
    m.next_hand()
    _lose_by_wrong_claim(m, 1)
    assert m.score == [5, 0]


# --------------------------------------------------------------------------- first dealer


@pytest.mark.parametrize("name", ["classic", "three", "four"])
def test_first_dealer_low_card_is_deterministic_by_seed(name):
    r = preset(name, first_dealer="low_card")
    dealers = [Match(r, seed=s).hand.dealer for s in range(30)]
    assert dealers == [Match(r, seed=s).hand.dealer for s in range(30)]
    assert set(dealers) == set(range(r.players))  # every seat can draw the low card
    rnd = [Match(preset(name), seed=s).hand.dealer for s in range(30)]
    assert dealers != rnd


def test_first_dealer_given_explicitly():
    for seat in (0, 1):
        m = Match(preset("classic", first_dealer="low_card"), seed=1, first_dealer=seat)
        assert m.hand.dealer == seat and m.hand.to_move == 1 - seat


# --------------------------------------------------------------------------- §4.1 rule 13


def test_three_players_level_at_the_target_play_on():
    m = Match(preset("three", match_target=2), seed=4, first_dealer=0)
    _lose_by_wrong_claim(m, 0)  # both opponents score 2 (§4.1 rule 11)
    assert m.score == [0, 2, 2]
    assert not m.is_over and m.winner is None
    m.next_hand()
    assert m.hand.dealer == 1


def test_three_players_level_at_the_target_again_play_on():
    m = Match(preset("three", match_target=3), seed=4, first_dealer=0)
    _lose_by_wrong_claim(m, 0)
    m.next_hand()
    _lose_by_wrong_claim(m, 0)
    assert m.score == [0, 4, 4]
    assert not m.is_over and m.winner is None


# rules.md §4.1: a played-out three-hand deal that seat 2 wins by 1 (seat 0 deals).
BOTH_A_DECK = "QS TC TH AC QC AS JH AH 9H JS KD TD JD QH KH 9D TS KS 9C 9S QD JC AD KC"
BOTH_A = (
    "1 announce S, 1 play KS, 2 play AS, 0 play KC, 0 announce H, 0 play QH, 1 play TH, 2 play AC, 2 play QD, "
    "0 play AD, 1 play KD, 0 play 9H, 1 play TC, 2 play QC, 1 play TS, 2 play 9S, 0 play JC, 0 play AH, "
    "1 play QS, 2 play 9C, 2 play TD, 0 play KH, 1 play 9D, 2 play JD, 0 play JH, 1 play JS"
)


def test_three_players_over_the_target_higher_total_wins():
    ov = {"match_target": 2}
    m = Match.from_record(parse_match(_match_rec("three", ov, [hand_rec("three", ov, 0, BOTH_A_DECK, BOTH_A)])), seed=6)
    assert m.score == [0, 0, 1] and m.hand.dealer == 1
    _lose_by_wrong_claim(m, 1)  # seats 0 and 2 both reach the target: 2 and 3
    assert m.score == [2, 0, 3]
    assert m.is_over and m.winner == 2


# --------------------------------------------------------------------------- match records


def _partial_match(name: str, seed: int, hands: int, extra: int) -> Match:
    m = Match(preset(name), seed=seed)
    rng = random.Random(seed)
    for _ in range(hands):
        _finish_randomly(m, rng)
        if m.is_over:
            return m
        m.next_hand()
    for _ in range(extra):
        legal = m.hand.legal_actions()
        m.apply(rng.choice([a for a in legal if a != "declare"]))
    return m


@pytest.mark.parametrize(
    "name", ["classic", "zone", "russian", "santase", "schnapsen", "three", "three_sitout", "four", "four24"]
)
@pytest.mark.parametrize(("hands", "extra"), [(0, 0), (0, 5), (2, 7), (1, 1)])
def test_match_record_round_trip(name, hands, extra):
    m = _partial_match(name, seed=hands * 10 + extra, hands=hands, extra=extra)
    assert not m.hand.is_over
    rec = m.to_record()
    text = json.dumps(rec)
    m2 = Match.from_record(parse_match(json.loads(text)), seed=99)
    assert _snapshot(m2) == _snapshot(m)
    assert m2.to_record() == rec
    assert m2.seats == m.seats and m2.rules == m.rules
    # both continue identically
    rng = random.Random(1)
    for _ in range(6):
        if m.hand.is_over:
            break
        a = rng.choice(m.hand.legal_actions())
        m.apply(a)
        m2.apply(a)
        assert _snapshot(m2) == _snapshot(m)


def test_match_record_round_trip_after_finished_hands_only():
    m = Match(preset("classic"), seed=5, first_dealer=0)
    _lose_by_wrong_claim(m, 1)
    rec = m.to_record()
    assert len(rec["hands"]) == 1 and rec["score"] == [2, 0]
    m2 = Match.from_record(parse_match(json.loads(json.dumps(rec))), seed=8)
    assert m2.score == [2, 0] and not m2.is_over
    assert m2.hand.dealer == 0 and not m2.hand.history  # the winner deals the next hand


def test_match_record_between_hands_without_dealing_leaves_the_finished_hand():
    m = Match(preset("classic"), seed=5, first_dealer=0)
    _lose_by_wrong_claim(m, 1)
    m2 = Match.from_record(parse_match(json.loads(json.dumps(m.to_record()))), deal_next=False)
    assert m2.hand.is_over and m2.hand.history == m.hand.history and m2.score == [2, 0]
    m2.next_hand()  # the front end deals when it is ready
    assert not m2.hand.history and m2.hand.dealer == 0


@pytest.mark.parametrize("name", ["classic", "three", "four"])
@pytest.mark.parametrize("between_hands", [False, True])
def test_match_record_with_rng_state_continues_the_deals(name, between_hands):
    m = _partial_match(name, seed=21, hands=2, extra=0 if between_hands else 3)
    if between_hands:
        _finish_randomly(m, random.Random(4))
        assert not m.is_over
    rec = json.loads(json.dumps(m.to_record()))
    m2 = Match.from_record(parse_match(rec), seed=99, rng_state=m.rng.getstate())
    if between_hands:
        m.next_hand()  # from_record deals the next hand at once, from the saved rng state
    assert _snapshot(m2) == _snapshot(m)
    ra, rb = random.Random(5), random.Random(5)
    for _ in range(3):  # the deals after the resumed hand are the saved match's deals too
        _finish_randomly(m, ra)
        _finish_randomly(m2, rb)
        if m.is_over:
            break
        m.next_hand()
        m2.next_hand()
        assert _snapshot(m2) == _snapshot(m)


def test_match_record_without_rng_state_deals_afresh():
    m = _partial_match("classic", seed=21, hands=1, extra=0)
    _finish_randomly(m, random.Random(4))
    m2 = Match.from_record(parse_match(json.loads(json.dumps(m.to_record()))), seed=99)
    m.next_hand()
    assert _snapshot(m2)["hands"] != _snapshot(m)["hands"]


def test_match_record_of_a_finished_match():
    m = Match(preset("classic"), seed=5)
    _play_match(m, random.Random(2))
    m2 = Match.from_record(parse_match(json.loads(json.dumps(m.to_record()))), seed=3)
    assert m2.is_over and m2.winner == m.winner and m2.score == m.score
    assert len(m2.results) == len(m.results)


def test_match_record_names_seats():
    m = Match(preset("classic"), seed=5, seats=["Ann", "Bob"])
    rec = m.to_record()
    assert rec["format"] == "sixtysix-match/1" and rec["rules"] == "classic" and rec["seats"] == ["Ann", "Bob"]
    assert Match.from_record(parse_match(rec)).seats == ["Ann", "Bob"]


def test_match_record_keeps_overrides():
    r = preset("classic", match_target=5, next_dealer="alternate")
    m = Match(r, seed=5)
    rec = json.loads(json.dumps(m.to_record()))
    assert rec["overrides"] == {"match_target": 5, "next_dealer": "alternate"}
    assert Match.from_record(parse_match(rec)).rules == r


@pytest.mark.parametrize("seat", [0, 1])
def test_tampered_score_is_refused(seat):
    m = _partial_match("classic", seed=12, hands=3, extra=4)
    rec = json.loads(json.dumps(m.to_record()))
    rec["score"][seat] += 1
    with pytest.raises(RecordError):
        Match.from_record(parse_match(rec))


@pytest.mark.parametrize(
    "tamper",
    ["swap_action", "drop_card", "wrong_seat", "score_length", "unfinished_before", "other_rules"],
)
def test_tampered_match_record_is_refused(tamper):
    m = _partial_match("classic", seed=12, hands=2, extra=4)
    rec = json.loads(json.dumps(m.to_record()))
    first = rec["hands"][0]
    if tamper == "swap_action":
        first["actions"][0], first["actions"][1] = first["actions"][1], first["actions"][0]
    elif tamper == "drop_card":
        first["hands"][0] = first["hands"][0][1:]
    elif tamper == "wrong_seat":
        seat, _, action = first["actions"][0].partition(" ")
        first["actions"][0] = f"{1 - int(seat)} {action}"
    elif tamper == "score_length":
        rec["score"] = rec["score"] + [0]
    elif tamper == "unfinished_before":
        first["actions"] = first["actions"][:3]
    else:
        first["overrides"] = {"match_target": 8}
    with pytest.raises(RecordError):
        Match.from_record(parse_match(rec))


def test_untampered_record_is_accepted():
    m = _partial_match("classic", seed=12, hands=2, extra=4)
    rec = copy.deepcopy(m.to_record())
    assert Match.from_record(parse_match(rec)).score == m.score


# --------------------------------------------------------------------------- determinism


@pytest.mark.parametrize("name", ["classic", "three", "four", "schnapsen"])
def test_same_seed_same_deals(name):
    r = preset(name)
    a, b = Match(r, seed=42), Match(r, seed=42)
    ra, rb = random.Random(3), random.Random(3)
    for _ in range(4):
        assert _snapshot(a) == _snapshot(b)
        _finish_randomly(a, ra)
        _finish_randomly(b, rb)
        assert a.hand.history == b.hand.history
        if a.is_over:
            break
        a.next_hand()
        b.next_hand()
    firsts = {tuple(tuple(Match(r, seed=s).hand.hand_cards(p)) for p in range(r.players)) for s in range(5)}
    assert len(firsts) == 5  # different seeds deal differently


# --------------------------------------------------------------- a given deck
def test_match_deals_a_given_deck_for_the_first_and_the_next_hand():
    rules = preset("classic")
    deck = list(range(6)) + list(range(8, 14)) + list(range(16, 22)) + list(range(24, 30))
    m = Match(rules, seed=3)
    dealer = m.hand.dealer
    m.deal(deck)
    assert m.hand.dealer == dealer
    assert m.to_record()["hands"][0]["hands"] == [m.hand.hand_cards(p) for p in range(2)]
    same = Match(rules, seed=99, first_dealer=dealer)
    same.deal(deck)
    assert same.hand.hand_cards(0) == m.hand.hand_cards(0) and same.hand.stock == m.hand.stock
    rng = random.Random(5)
    _finish_randomly(m, rng)
    if not m.is_over:
        m.next_hand()
        m.deal(list(reversed(deck)))
        assert Match.from_record(parse_match(m.to_record())).hand.hand_cards(0) == m.hand.hand_cards(0)


def test_match_refuses_a_deck_once_the_hand_has_begun_or_a_broken_deck():
    m = Match(preset("classic"), seed=1)
    with pytest.raises(ValueError):
        m.deal([0] * 24)
    m.apply(m.hand.legal_actions()[0])
    with pytest.raises(ValueError):
        m.deal(list(range(6)) + list(range(8, 14)) + list(range(16, 22)) + list(range(24, 30)))


# With three or four hands the deal itself shows its dealer (who holds the trump card, who
# sits out), so a record that changes only the dealer is refused before this check.
@pytest.mark.parametrize("name", ["classic", "zone", "santase"])
def test_a_match_record_with_a_hand_dealt_by_the_wrong_seat_is_refused(name):
    m = _partial_match(name, seed=3, hands=2, extra=0)
    rec = m.to_record()
    assert len(rec["hands"]) == 3
    assert Match.from_record(parse_match(rec)).score == m.score
    rec["hands"][2]["dealer"] = 1 - rec["hands"][2]["dealer"]
    with pytest.raises(RecordError, match=r"^hand 2: seat \d deals it under the rules, not seat \d$"):
        Match.from_record(parse_match(rec))


def test_a_match_record_that_goes_on_after_the_match_was_won_is_refused():
    m = Match(preset("classic"), seed=4)
    _play_match(m, random.Random(4))
    rec = m.to_record()
    extra = copy.deepcopy(rec["hands"][-1])
    extra["dealer"] = m.next_dealer()
    rec["hands"].append(extra)
    with pytest.raises(RecordError, match=rf"^hand {len(rec['hands']) - 1}: the match was already won"):
        Match.from_record(parse_match(rec))
