"""The worked scenarios of rules.md §8: S1, S3 and S8 as record files replayed through the
command line (in-process and as a real subprocess), the bad record, and the S11 tables.

The records are copies of ``shared/records/*.json`` kept in ``tests/records`` so the tests
do not need ``shared/`` next to the clone; when it is there, the copies must equal it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import cards, make_hand
from helpers import play_passing as play

from engine import HandState, preset
from engine.cards import SUITS, mask_of, parse_card, trick_winner_index
from engine.legality import follow_mask
from engine.records import parse_hand
from tui.cli import main

ROOT = Path(__file__).resolve().parents[1]
RECORDS = Path(__file__).resolve().parent / "records"
RECORD_NAMES = [
    "s1-seed002-example.json",
    "s3-exchange-marriage-declare.json",
    "s8-played-out-last-trick.json",
    "bad-wrong-seat.json",
]
GOOD = {
    "s1-seed002-example.json": "declared",
    "s3-exchange-marriage-declare.json": "declared",
    "s8-played-out-last-trick.json": "played_out",
}
BAD = "bad-wrong-seat.json"


def shared_dir() -> Path | None:
    """``shared/`` beside the clone, or where ``SIXTYSIX_SHARED`` points."""
    here = Path(__file__).resolve().parents[2] / "shared"
    if (here / "records").is_dir():
        return here
    env = os.environ.get("SIXTYSIX_SHARED")
    if env and (Path(env) / "records").is_dir():
        return Path(env)
    return None


def load(name: str) -> dict:
    return json.loads((RECORDS / name).read_text(encoding="utf-8"))


def test_record_copies_are_complete_and_match_shared():
    for name in RECORD_NAMES:
        record = load(name)
        assert record["format"] == "sixtysix-hand/1"
        assert "_expected" in record
    shared = shared_dir()
    if shared is not None:  # CI and development: the copies must not drift from shared/
        for name in RECORD_NAMES:
            original = json.loads((shared / "records" / name).read_text(encoding="utf-8"))
            assert load(name) == original, f"tests/records/{name} differs from {shared}/records/{name}"


# ------------------------------------------------------------------ the CLI


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["replay", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", list(GOOD))
def test_replay_json_reaches_the_expected_result(capsys, name):
    record = load(name)
    code, out, err = run_cli(capsys, "--json", str(RECORDS / name))
    assert code == 0 and err == ""
    data = json.loads(out)
    expected = record["_expected"]
    assert data["winner"] == expected["winner"]
    assert data["game_points"] == expected["game_points"]
    assert data["points"] == expected["points"]
    assert data["reason"] == GOOD[name]
    assert data["actions"] == len(record["actions"])
    assert out.count("\n") == 1  # one JSON object on one line


def test_replay_text_output(capsys):
    code, out, err = run_cli(capsys, str(RECORDS / "s1-seed002-example.json"))
    assert code == 0 and err == ""
    assert out.strip() == "seat 1 wins 2 game points (declared); points 28-68; 19 actions"


def test_bad_record_json(capsys):
    record = load(BAD)
    assert record["_expected"] == {"error": True, "index": 0}
    code, out, err = run_cli(capsys, "--json", str(RECORDS / BAD))
    assert code == 2
    data = json.loads(out)
    assert set(data) == {"error", "index"}
    assert data["index"] == 0
    assert isinstance(data["error"], str) and "action 0" in data["error"]
    assert "seat 1" in data["error"]  # it is seat 1's turn, not seat 0's
    assert "Traceback" not in out + err


def test_bad_record_text_one_line_on_stderr(capsys):
    code, out, err = run_cli(capsys, str(RECORDS / BAD))
    assert code == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    assert "action 0" in err and "Traceback" not in err


def _subprocess(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env["SIXTYSIX_DISCOVERY"] = "off"
    return subprocess.run(
        [sys.executable, "-m", "tui.cli", "replay", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_replay_as_a_real_subprocess():
    proc = _subprocess("--json", str(RECORDS / "s8-played-out-last-trick.json"))
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data == {"winner": 0, "game_points": 1, "points": [70, 60], "reason": "played_out", "actions": 30}
    proc = _subprocess(str(RECORDS / BAD))
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


# ------------------------------------------------------------------ the tables of §8, trick by trick

RUNNING = {
    # (P1, P2) = (seat 0, seat 1) after each trick, from the scenario tables
    "s1-seed002-example.json": [(0, 10), (15, 30), (15, 51), (15, 64), (28, 64), (28, 68)],
    "s3-exchange-marriage-declare.json": [(11, 0), (11, 13), (32, 13)],
    "s8-played-out-last-trick.json": [
        (0, 3),
        (6, 3),
        (6, 13),
        (27, 13),
        (32, 13),
        (37, 13),
        (37, 20),
        (37, 31),
        (37, 46),
        (37, 60),
        (58, 60),
        (60, 60),
    ],
}


def _replay_tricks(record: dict):
    state = parse_hand(record).initial_state()
    running = []
    for text in record["actions"]:
        play(state, text)
        completed = state.view(0).completed
        if len(completed) > len(running):
            running.append((state.total(0), state.total(1)))
    return state, running


def _value(card: int) -> int:
    return (11, 10, 4, 3, 2, 0, 0, 0)[card & 7]


@pytest.mark.parametrize("name", list(RUNNING))
def test_running_points_match_the_scenario_table(name):
    state, running = _replay_tricks(load(name))
    expected = RUNNING[name]
    if name.startswith("s8"):
        # trick 12 ends the hand; the +10 is added at once
        assert running[:-1] == expected[:-1]
        assert running[-1] == (expected[-1][0] + 10, expected[-1][1])
    else:
        assert running == expected


def test_s1_checks():
    state, _ = _replay_tricks(load("s1-seed002-example.json"))
    view = state.view(0)
    assert view.tricks == (2, 4)  # P1 has 2 tricks and 28 < 33: 2 game points
    assert view.marr_counted == (0, 20)
    assert sum(_value(c) for t in view.completed for _, c in t) == 76  # 12 cards played


def test_s3_exchange_needs_a_won_trick():
    record = load("s3-exchange-marriage-declare.json")
    state = parse_hand(record).initial_state()
    assert "exchange" not in state.legal_actions()  # before any trick
    # had P1 lost trick 1, P2 would be on lead and P1 could not exchange
    play(state, "0 play AH", "1 play 9H")
    assert state.to_move == 0 and "exchange" not in state.legal_actions()
    play(state, "0 draw")
    assert "exchange" in state.legal_actions()
    state = parse_hand(record).initial_state()
    play(state, "0 play 9D", "1 play AD", "1 draw")  # P1 loses trick 1
    assert state.to_move == 1
    assert "9S" in state.hand_cards(0) and "exchange" not in state.legal_actions()


def test_s8_must_beat_in_phase_2():
    record = load("s8-played-out-last-trick.json")
    state = parse_hand(record).initial_state()
    actions = record["actions"]
    play(state, *actions[: actions.index("0 play QS") + 1])  # trick 7: P1 leads QS
    assert state.stock_size == 0
    assert state.legal_actions() == ["play TS", "play KS"]  # P2 must beat: TS or KS
    play(state, *actions[actions.index("0 play QS") + 1 : actions.index("1 play TS") + 1])  # trick 11
    assert state.legal_actions() == ["play AS"]  # P1 must beat


def test_s8_without_the_bonus_is_a_draw():
    record = load("s8-played-out-last-trick.json")
    record["overrides"] = {"last_trick_bonus": "none"}
    state, _ = _replay_tricks(record)
    assert state.result.winner is None
    assert (state.result.game_points, state.result.reason, state.result.points) == (0, "draw", (60, 60))


def test_scenarios_equal_their_deck_form():
    """The §8 "deck" lines deal the same hands as the records (rules §2.2 rule 6)."""
    decks = {
        "s1-seed002-example.json": "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H",
        "s3-exchange-marriage-declare.json": "AH JD 9S 9H AD TC KS QS AC 9D JH QC KD 9C JC TD TH JS AS KC QD KH QH TS",
        "s8-played-out-last-trick.json": "AD TH JC QD 9D 9C KS AH TD QH KC KH AS JH 9H QS TS TC AC QC 9S JS JD KD",
    }
    for name, deck in decks.items():
        record = load(name)
        from_deck = make_hand("classic", record["dealer"], deck=deck)
        for seat in (0, 1):
            assert sorted(from_deck.hand_cards(seat)) == sorted(record["hands"][seat])
        assert from_deck.view(0).trump_card == record["trump"]
        by_deck = {k: v for k, v in record.items() if k not in ("hands", "trump", "stock")}
        state, _ = _replay_tricks({**by_deck, "deck": deck.split()})
        assert [state.result.winner, state.result.game_points, list(state.result.points)] == [
            record["_expected"]["winner"],
            record["_expected"]["game_points"],
            record["_expected"]["points"],
        ]


# ------------------------------------------------------------------ S11 (phase 2, trump H)

S11_LEGAL = [
    ("KS", "AS 9S AH", "AS", True),
    ("KS", "QS 9S AH", "QS 9S", True),  # may not trump
    ("KS", "AD 9H TH", "9H TH", True),
    ("KS", "AD TC", "AD TC", True),
    ("9H", "JH AC", "JH", True),
    ("AH", "9H KH AS", "9H KH", True),
    ("TS", "KS AS 9H", "AS", True),
    ("KS", "AS 9S AH", "AS 9S AH", False),  # phase 1
]
HEARTS = SUITS.index("H")
PACK = [r + s for s in "CDHS" for r in "ATKQJ9"]


@pytest.mark.parametrize(("led", "hand", "legal", "phase2"), [r for r in S11_LEGAL if r[3]])
def test_s11_follow_mask(led, hand, legal, phase2):
    c = parse_card(led)
    got = follow_mask(mask_of(cards(hand)), c >> 3, c, HEARTS, True, True)
    assert got == mask_of(cards(legal))


@pytest.mark.parametrize(("led", "hand", "legal", "phase2"), S11_LEGAL)
def test_s11_legal_sets_in_real_states(led, hand, legal, phase2):
    used = {led, *hand.split()}
    trump = next(c for c in ("AH", "TH", "KH", "QH", "JH", "9H") if c not in used)
    # Short hands, and a short stock so that closing is allowed (stock_size <= 12);
    # the cards left over are simply not in the deal.
    rest = [c for c in PACK if c not in used and c != trump][:9]
    state = HandState.from_deal(preset("classic"), 0, [cards(hand), cards(led)], parse_card(trump), cards(rest))
    if phase2:
        play(state, "1 close")
        if "9H" in hand:  # the on-close exchange offer
            play(state, "0 pass")
    play(state, f"1 play {led}")
    assert sorted(state.legal_actions()) == sorted(f"play {c}" for c in legal.split())


S11_WINNERS = [
    ("KS", "AS", "follower"),
    ("KS", "9H", "follower"),
    ("AS", "KD", "leader"),
    ("9H", "AS", "leader"),
    ("TH", "AH", "follower"),
    ("QC", "KC", "follower"),
    ("KC", "QC", "leader"),
    ("TD", "KD", "leader"),
]


@pytest.mark.parametrize(("lead", "follow", "winner"), S11_WINNERS)
def test_s11_trick_winner(lead, follow, winner):
    assert trick_winner_index(cards([lead, follow]), HEARTS) == (0 if winner == "leader" else 1)


@pytest.mark.parametrize(("lead", "follow", "winner"), S11_WINNERS)
def test_s11_trick_winner_in_real_states(lead, follow, winner):
    trump = next(c for c in ("JH", "QH", "9H") if c not in (lead, follow))
    state = make_hand(hands=[follow, lead], trump=trump)  # seat 1 leads, seat 0 follows
    play(state, f"1 play {lead}", f"0 play {follow}")
    assert state.view(0).last_winner == (1 if winner == "leader" else 0)
