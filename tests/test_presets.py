"""The named presets of rules.md §10: their switch values, their deals, and whole games.

Each preset must hold exactly the switch values its row of §10 names (and §4, §5, §6 for
the three-player, four-player, Schnapsen and Santase forms), deal the right number of
cards, and play a random legal game to its end.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine import HandState, hand_record, preset
from engine.cards import CARD_STR, bits, pack_mask
from engine.rules import PRESETS, Rules

ALL_PRESETS = [
    "classic",
    "zone",
    "russian",
    "ukrainian",
    "three",
    "three_sitout",
    "four",
    "four24",
    "schnapsen",
    "santase",
]

# Every switch of rules.md §3 at its default (the `classic` preset, §2), plus the form of the game
# and the extension switches at their defaults.
CLASSIC = {
    "players": 2,
    "dealer_sits_out": False,
    "pack": 24,
    "match_target": 7,
    "next_dealer": "winner",
    "first_dealer": "random",
    "deal_pattern": "3_trump_3",
    "marriage_requires_trick": True,
    "marriage_on_opening_lead": True,
    "marriage_in_phase2": False,
    "claim_after_marriage": True,
    "exchange_requires_trick": True,
    "exchange_min_stock": 2,
    "exchange_on_opponent_close": True,
    "close_before_draw": True,
    "close_on_opening_lead": True,
    "close_stock_limits": (2, 12),
    "closed_success_basis": "end",
    "closed_fail": "2or3_at_close",
    "closer_no_trick_penalty": "off",
    "beaten_closer": "flat_2",
    "last_trick_bonus": "unclosed",
    "played_out_resolution": "counts",
    "both_66_at_end": "last_trick_winner",
    "drawn_hand_carry": "none",
    "declaration_mode": "explicit",
    "wrong_declaration": "flat_2",
    "schwarz_basis": "tricks",
    "schneider_threshold": 33,
    "phase2_must_head": True,
    "illegal_move_policy": "reject",
    "count_marriages_for_schneider": True,
    "show_running_points": "hidden",
    "exchange_card": "9",
    "must_undertrump": True,
    "three_player_points": "min",
    "idle_dealer_scores": "none",
    "four_hand_marriages": False,
    "four_hand_schneider": "opp_lt_33",
    "played_out_points": "value",
}

# The switches in which each two-hand preset differs from `classic` (§10 table, §6 columns).
DIFFERS_FROM_CLASSIC = {
    "classic": {},
    "zone": {
        "next_dealer": "alternate",
        "played_out_resolution": "last_trick_wins",
        "wrong_declaration": "2or3_declarer_no_trick",
    },
    "russian": {
        "match_target": 8,
        "declaration_mode": "automatic",
        "close_stock_limits": (2, 4),
        "closed_fail": "flat_2",
        "phase2_must_head": False,
        "last_trick_bonus": "always",
        "marriage_requires_trick": False,
    },
    "ukrainian": {
        "match_target": 8,
        "declaration_mode": "automatic",
        "closed_success_basis": "always_3",
        "closed_fail": "always_3",
        "phase2_must_head": False,
        "schwarz_basis": "points",
    },
    # §4.2: a normal two-hand deal to the two players after the dealer, §2 rules unchanged,
    # the deal passing to the left.
    "three_sitout": {"players": 3, "dealer_sits_out": True, "next_dealer": "alternate"},
    # §6, Schnapsen column.
    "schnapsen": {
        "pack": 20,  # no nines
        "deal_pattern": "3_trump_2",  # 5 cards: 3 + trump + 2, stock 9 + 1
        "next_dealer": "alternate",
        "exchange_card": "J",  # the trump jack is swapped
        "exchange_requires_trick": False,
        "exchange_min_stock": 4,  # "more than two cards on the stock"
        "exchange_on_opponent_close": False,
        "marriage_in_phase2": True,
        "close_before_draw": False,  # only after drawing (full hands)
        "close_stock_limits": (4, 12),  # "more than two cards"
        "closed_success_basis": "at_close",
        "beaten_closer": "as_failed_close",
        "last_trick_bonus": "none",
        "played_out_resolution": "last_trick_wins",
        "played_out_points": "1",
        "wrong_declaration": "2or3_opp_no_trick",
    },
    # §6, Santase column.
    "santase": {
        "match_target": 11,
        "exchange_min_stock": 4,  # more than 2
        "exchange_on_opponent_close": False,
        "marriage_on_opening_lead": False,  # only after taking a trick
        "marriage_in_phase2": True,
        "close_stock_limits": (4, 12),  # not when only two remain
        "close_on_opening_lead": False,  # not in the first trick
        "closed_fail": "always_3",
    },
}


def _fields(r: Rules) -> dict:
    return {f.name: getattr(r, f.name) for f in dataclasses.fields(r) if f.name != "preset"}


def test_presets_are_exactly_those_of_section_10():
    assert sorted(PRESETS) == sorted(ALL_PRESETS)
    for name in ALL_PRESETS:
        assert PRESETS[name].preset == name
        assert preset(name) == PRESETS[name]


def test_classic_holds_every_default():
    assert _fields(preset("classic")) == CLASSIC
    assert preset() == preset("classic")


@pytest.mark.parametrize("name", sorted(DIFFERS_FROM_CLASSIC))
def test_preset_differs_from_classic_exactly_as_documented(name):
    got = _fields(preset(name))
    diff = {k: v for k, v in got.items() if v != CLASSIC[k]}
    assert diff == DIFFERS_FROM_CLASSIC[name]


def test_zone_offers_match_target_5():
    assert preset("zone", match_target=5).match_target == 5


def test_three_section_4_1():
    r = preset("three")
    assert (r.players, r.pack, r.dealer_sits_out) == (3, 24, False)
    assert not r.has_stock and r.hand_size == 8 and r.active_players == 3
    assert r.deal_pattern == "3_2_3"  # rule 2
    assert r.next_dealer == "alternate"  # rule 1: the deal passes to the left every hand
    assert r.phase2_must_head is True  # follow suit and beat from the first trick
    assert r.must_undertrump is True  # rule 6 [decision]
    assert r.marriages_allowed and r.marriage_in_phase2  # rule 7: on any lead
    assert r.marriage_requires_trick is True  # counted once the announcer has a trick
    assert r.declaration_mode == "explicit"  # rule 8
    assert r.claim_after_marriage is True
    assert r.last_trick_bonus in ("unclosed", "always")  # rule 9: +10 (there is no closing)
    assert r.three_player_points == "min"  # rule 10
    assert r.played_out_resolution == "counts"  # rule 12: nobody at 66 means no score
    assert r.both_66_at_end == "last_trick_winner"  # rule 12
    assert r.match_target == 7  # rule 13
    assert r.schneider_threshold == 33 and r.schwarz_basis == "tricks"


def test_three_sitout_section_4_2():
    r = preset("three_sitout")
    assert (r.players, r.dealer_sits_out, r.pack) == (3, True, 24)
    assert r.has_stock and r.active_players == 2 and r.hand_size == 6
    assert r.idle_dealer_scores == "none"  # rule 4 default
    assert r.match_target == 7  # rule 5


@pytest.mark.parametrize("name", ["four", "four24"])
def test_four_section_5(name):
    r = preset(name)
    assert r.players == 4 and r.partnerships and not r.has_stock
    assert r.pack == (32 if name == "four" else 24)
    assert r.hand_size == (8 if name == "four" else 6)
    assert r.deal_pattern == ("3_2_3" if name == "four" else "3_3")
    assert r.phase2_must_head is True  # win the trick if possible, even against the partner
    assert r.must_undertrump is True  # rule 6 [decision]
    assert r.four_hand_marriages is (name == "four24")  # rule 7 / variant four_hand_24
    assert r.marriages_allowed is (name == "four24")
    assert r.declaration_mode == "none"  # all tricks are played
    assert r.four_hand_schneider == "opp_lt_33"
    assert r.drawn_hand_carry == "+1_to_next_winner"  # 65-65
    assert r.last_trick_bonus in ("unclosed", "always")  # 120 + 10
    assert r.played_out_resolution == "counts"
    assert r.match_target == 7  # rule 9


# --------------------------------------------------------------------------- deals

DEAL_SHAPE = {
    # name: (hand sizes with seat 0 dealing, stock_size)
    "classic": ([6, 6], 12),
    "zone": ([6, 6], 12),
    "russian": ([6, 6], 12),
    "ukrainian": ([6, 6], 12),
    "santase": ([6, 6], 12),
    "schnapsen": ([5, 5], 10),
    "three": ([8, 8, 8], 0),
    "three_sitout": ([0, 6, 6], 12),
    "four": ([8, 8, 8, 8], 0),
    "four24": ([6, 6, 6, 6], 0),
}


@pytest.mark.parametrize("name", ALL_PRESETS)
@pytest.mark.parametrize("seed", [1, 2])
def test_deal_sizes(name, seed):
    r = preset(name)
    sizes, stock_size = DEAL_SHAPE[name]
    for dealer in range(r.players):
        s = HandState.shuffled(r, dealer, random.Random(seed * 10 + dealer))
        got = [len(s.hand_cards(p)) for p in range(r.players)]
        assert got == [sizes[(p - dealer) % r.players] for p in range(r.players)]
        assert s.stock_size == stock_size
        assert s.to_move == (dealer + 1) % r.players  # the seat after the dealer leads
        rec_cards = [c for p in range(r.players) for c in s.hand_cards(p)]
        trump = s.view(dealer).trump_card
        if stock_size:
            assert trump not in rec_cards  # the turned card lies under the stock
        else:
            assert trump in s.hand_cards(dealer)  # it belongs to the dealer
        view = s.view(s.to_move)
        assert view.stock_size == stock_size
        assert len(rec_cards) + stock_size == r.pack
        assert len(set(rec_cards)) == len(rec_cards)
        pack = {CARD_STR[c] for c in bits(pack_mask(r.pack))}
        assert set(rec_cards) <= pack and trump in pack


@pytest.mark.parametrize("name", ["classic", "schnapsen", "three", "three_sitout", "four", "four24"])
def test_deal_uses_the_whole_pack(name):
    r = preset(name)
    deck = list(bits(pack_mask(r.pack)))
    random.Random(7).shuffle(deck)
    s = HandState.deal(r, 0, deck)
    rec = hand_record(s, s)
    dealt = [c for h in rec["hands"] for c in h] + rec["stock"] + ([rec["trump"]] if r.has_stock else [])
    assert sorted(dealt) == sorted(CARD_STR[c] for c in deck)
    assert len(dealt) == r.pack
    # the turned card fixes trump: for the no-stock forms it is the last card of the deck
    if not r.has_stock:
        assert rec["trump"] == CARD_STR[deck[-1]]


def test_schnapsen_deals_3_trump_2():
    # §6: 5 cards each, 3 + trump + 2, stock 9 + 1.
    r = preset("schnapsen")
    deck = [CARD_STR[c] for c in bits(pack_mask(20))]
    random.Random(3).shuffle(deck)
    for dealer in (0, 1):
        s = HandState.deal(r, dealer, [CARD_STR.index(c) for c in deck])
        rec = hand_record(s, s)
        assert sorted(rec["hands"][1 - dealer]) == sorted(deck[0:3] + deck[7:9])
        assert sorted(rec["hands"][dealer]) == sorted(deck[3:6] + deck[9:11])
        assert rec["trump"] == deck[6]
        assert rec["stock"] == deck[11:]
        assert {c[0] for c in deck} == set("ATKQJ")  # no nines


# --------------------------------------------------------------------------- whole games

REASONS = {"declared", "wrong_declaration", "played_out", "closed_success", "closed_failure", "beaten_closer", "draw"}


def _random_game(r: Rules, seed: int) -> HandState:
    rng = random.Random(seed)
    dealer = rng.randrange(r.players)
    s = HandState.shuffled(r, dealer, rng)
    active = [p for p in range(r.players) if not (r.dealer_sits_out and p == dealer)]
    steps = 0
    while s.result is None:
        legal = s.legal_actions()
        assert legal, "a hand in progress always has a legal action"
        assert s.to_move in active
        if not s.table:  # E10: hands of the active players are equal at every lead
            assert len({len(s.hand_cards(p)) for p in active}) == 1
        if not r.has_stock:
            assert not {"draw", "close", "exchange", "pass"} & set(legal)
        if r.declaration_mode != "explicit":
            assert "declare" not in legal
        if not r.marriages_allowed:
            assert not any(a.startswith("announce") for a in legal)
        # lean towards playing cards so that many games are played out
        plays = [a for a in legal if a.startswith("play ")]
        action = rng.choice(plays) if plays and rng.random() < 0.85 else rng.choice(legal)
        s.apply(action)
        steps += 1
        assert steps < 200
    if r.dealer_sits_out:
        assert not s.hand_cards(dealer)
    return s


@pytest.mark.parametrize("name", ALL_PRESETS)
def test_random_games_reach_a_valid_end(name):
    r = preset(name)
    for seed in range(40):
        s = _random_game(r, seed)
        res = s.result
        assert res.reason in REASONS
        assert s.legal_actions() == []
        assert len(res.scores) == r.players and len(res.points) == r.players
        if res.reason == "draw":
            assert res.winner is None and res.game_points == 0 and not any(res.scores)
            continue
        assert res.winner is not None
        assert 1 <= res.game_points <= 6
        assert res.scores[res.winner] == res.game_points
        if r.partnerships:
            side = res.winner % 2
            assert res.scores == tuple(res.game_points if p % 2 == side else 0 for p in range(4))
            assert res.points[0] == res.points[2] and res.points[1] == res.points[3]
        elif res.reason != "wrong_declaration" or r.players == 2:
            assert sum(res.scores) == res.game_points
        if r.dealer_sits_out:
            assert res.scores[s.dealer] == 0
        if res.reason in ("played_out", "draw") and not s.closed:
            # every card was played; the last trick's +10 is counted unless the preset drops it
            bonus = 0 if r.last_trick_bonus == "none" else 10
            married = sum(s.marr_counted)
            assert sum(s.total(o) for o in range(s.n_owners)) == 120 + bonus + married
