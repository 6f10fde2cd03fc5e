"""The authoritative table without sockets: joins, tokens, turns, sequence numbers,
bots standing in, fair deals and saves (net/table.py)."""

from __future__ import annotations

import json
import random

import pytest

from engine import preset
from net import fairness
from net.messages import HOST_TYPES, parse
from net.table import Refused, SeatConfig, Table


def _table(name: str = "classic") -> Table:
    rules = preset(name)
    return Table(rules, [SeatConfig("remote") for _ in range(rules.players)], seed=7)


def _seated(name: str = "classic") -> Table:
    t = _table(name)
    for i in range(t.n):
        t.join(f"P{i}")
        t.set_connected(i, True)
    for i in range(t.n):
        t.contribute(i, t.deal_no, fairness.new_nonce())
    return t


def test_the_deal_waits_for_every_remote_player_and_their_contributions():
    t = _table()
    assert t.join("Ann") == 0
    t.set_connected(0, True)
    assert t.phase == "waiting" and t.match is None
    t.join("Bob")
    t.set_connected(1, True)
    assert t.phase == "dealing"
    commits = [parse(m) for s, m in t.drain() if m["type"] == "commit"]
    assert len(commits) == 2
    t.contribute(0, t.deal_no, b"a" * 32)
    assert t.phase == "dealing"
    with pytest.raises(Refused):
        t.contribute(0, t.deal_no, b"b" * 32)  # only once
    t.contribute(1, t.deal_no, b"c" * 32)
    assert t.phase == "playing"
    deck = fairness.derive_deck(t.rules, t.fair.seed, [b"a" * 32, b"c" * 32])
    assert t.match.dealt.hands == t.match.hand.__class__.deal(t.rules, t.match.hand.dealer, deck).hands


def test_a_full_table_refuses_another_player_and_a_wrong_token():
    t = _table()
    t.join("Ann")
    t.join("Bob")
    with pytest.raises(Refused) as e:
        t.join("Eve")
    assert e.value.code == "table_full"
    with pytest.raises(Refused) as e:
        t.seat_of_token("00" * 16)
    assert e.value.code == "bad_token"
    assert t.seat_of_token(t.seats[1].token) == 1


def test_names_from_the_network_are_cleaned():
    t = _table()
    seat = t.join("\x1b[2J\u202eMallory\n\tthe great and terrible of the northern lands")
    assert t.seats[seat].name == "[2JMallory the great and"
    assert all(ch.isprintable() for ch in t.seats[seat].name)


def test_a_player_named_like_another_seat_is_told_apart():
    rules = preset("four")
    t = Table(rules, [SeatConfig("local", "Маша")] + [SeatConfig("remote") for _ in range(3)], seed=7)
    names = [t.seats[t.join(name)].name for name in ("маша", "Маша", "Петя")]
    assert names == ["маша (2)", "Маша (3)", "Петя"]
    long = Table(rules, [SeatConfig("local", "А" * 24)] + [SeatConfig("remote") for _ in range(3)], seed=7)
    assert long.seats[long.join("а" * 30)].name == "а" * 20 + " (2)"  # within the 24 characters a name has


def test_turns_sequence_numbers_and_staleness():
    t = _seated()
    hand = t.match.hand
    mover, other = hand.to_move, 1 - hand.to_move
    with pytest.raises(Refused) as e:
        t.act(other, t.match.hand.legal_actions()[0], seq=1)
    assert e.value.code == "not_your_turn"
    with pytest.raises(Refused) as e:
        t.act(mover, "play XX", seq=1)
    assert e.value.code.startswith("illegal")
    with pytest.raises(Refused) as e:
        t.act(mover, hand.legal_actions()[0], seq=2)
    assert e.value.code == "bad_seq"
    with pytest.raises(Refused) as e:
        t.act(mover, hand.legal_actions()[0], seq=1, at=t.at - 1)
    assert e.value.code == "stale"
    action = hand.legal_actions()[0]
    at = t.at
    assert t.act(mover, action, seq=1, at=at) is True
    assert t.act(mover, action, seq=1, at=at) is False  # a repeat: nothing applied twice
    assert len(t.match.hand.history) == 1 and t.seats[mover].next_seq == 2


def test_a_bot_stands_in_for_an_absent_player_and_gives_the_seat_back():
    t = _seated()
    seat = t.match.hand.to_move
    t.set_connected(seat, False)
    t.replace_by_bot(seat, "random")
    turn = t.bot_turn()
    assert turn is not None and turn[0] == seat
    _, level, view, rng, at = turn
    t.act(seat, view.legal_actions[0], at=at)
    t.give_back(seat)
    assert t.controller(seat) == "remote"
    assert t.bot_turn() is None or t.bot_turn()[0] != seat


def _play_out(t: Table, rng: random.Random, limit: int = 5000) -> None:
    for _ in range(limit):
        if t.phase == "over":
            return
        if t.phase == "dealing":
            for seat in sorted(t.fair.waiting):
                t.contribute(seat, t.deal_no, fairness.new_nonce())
            continue
        seat = t.match.hand.to_move
        t.act(seat, rng.choice(t.match.hand.legal_actions()), seq=t.seats[seat].next_seq)
    raise AssertionError("the match did not end")


def test_every_message_a_table_sends_is_valid_and_the_match_ends():
    t = _seated("three")
    _play_out(t, random.Random(1))
    for _, msg in t.drain():
        parse(msg, HOST_TYPES)
    assert t.results and t.results[-1]["winner"] is not None


def test_a_saved_table_resumes_where_it_stood():
    t = _seated()
    rng = random.Random(3)
    for _ in range(7):
        if t.phase != "playing":
            break
        seat = t.match.hand.to_move
        t.act(seat, rng.choice(t.match.hand.legal_actions()), seq=t.seats[seat].next_seq)
    saved = json.loads(json.dumps(t.to_save()))
    back = Table.from_save(saved)
    hands = t.match.to_record()["hands"]
    assert back.match.to_record()["hands"][: len(hands)] == hands
    assert [s.token for s in back.seats] == [s.token for s in t.seats]
    assert [s.next_seq for s in back.seats] == [s.next_seq for s in t.seats]
    assert back.at == t.at and back.fair.seed == t.fair.seed
    assert not any(s.connected for s in back.seats)
    with pytest.raises(ValueError):
        Table.from_save({"format": "something else"})


def _host_and_guest(confirms: bool = True) -> Table:
    """A two-player table: the host's own player at seat 0, a remote one at seat 1, dealt."""
    t = Table(preset("classic"), [SeatConfig("local", "Host"), SeatConfig("remote")], seed=5)
    t.seats[0].confirms = confirms
    t.join("Guest")
    t.set_connected(1, True)
    assert t.phase == "dealing" and t.fair.waiting == {1}  # the first deal never waits for the host
    t.contribute(1, t.deal_no, fairness.new_nonce())
    assert t.phase == "playing"
    t.drain()
    return t


def _finish_hand(t: Table, rng: random.Random) -> None:
    for _ in range(200):
        seat = t.match.hand.to_move
        t.act(seat, rng.choice(t.match.hand.legal_actions()))
        if t.phase != "playing":
            return
    raise AssertionError("the hand did not end")


def test_the_next_hand_waits_for_every_player_to_have_read_the_score():
    t = _host_and_guest()
    _finish_hand(t, random.Random(2))
    assert not t.match.is_over
    assert t.phase == "dealing" and t.fair.between_hands and t.fair.waiting == {0, 1}
    assert [seat for seat, m in t.drain() if m["type"] == "commit"] == [1]  # the host's own player needs none
    t.contribute(1, t.deal_no, fairness.new_nonce())  # the guest pressed "next"
    assert t.phase == "dealing" and t.fair.waiting == {0}
    t.ready(0)
    assert t.phase == "playing" and t.match.hand.history == []
    t.ready(0)  # mid-hand it means nothing
    assert t.phase == "playing"


def test_a_host_who_read_the_score_first_is_not_waited_for_and_a_deadline_deals_anyway():
    t = _host_and_guest()
    t.set_connected(1, False)  # the guest is away as the hand ends: the deal waits for them
    _finish_hand(t, random.Random(2))
    assert t.phase == "waiting"
    t.ready(0)
    t.set_connected(1, True)
    assert t.phase == "dealing" and t.fair.waiting == {1}
    t.deal_timeout(t.fair.deal)  # the host's deadline: deal without the guest's contribution
    assert t.phase == "playing"
    assert t.fair.contributions == [None, None]


def test_a_host_seat_that_does_not_confirm_is_never_waited_for():
    t = _host_and_guest(confirms=False)
    _finish_hand(t, random.Random(2))
    assert t.fair.waiting == {1}
