"""Hand and match records (notation.md): round trips, the deck form, and ``sixtysix replay``.

The worked scenarios S1, S3 and S8 of rules.md §8 are copied here from
/work/shared/records so the suite does not depend on files outside the repo.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine import PRESETS, HandState, Match, RecordError, hand_record, load_record, parse_card, preset
from engine.cards import CARD_STR, bits, pack_mask
from engine.records import HandRecord, MatchRecord, parse_hand, parse_match
from engine.replay import replay
from tui.cli import main

HAND = "sixtysix-hand/1"
MATCH = "sixtysix-match/1"

# ----------------------------------------------------------- S1, S3, S8 (§8)

RECORDS = Path(__file__).resolve().parent / "records"


def _record(name: str) -> dict:
    """A worked-scenario record of rules.md §8, without its comment keys."""
    data = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("_")}


S1 = _record("s1-seed002-example.json")
S1_DECK = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"
S1_EXPECTED = {"winner": 1, "game_points": 2, "points": [28, 68], "reason": "declared", "actions": 19}

S3 = _record("s3-exchange-marriage-declare.json")
S3_DECK = "AH JD 9S 9H AD TC KS QS AC 9D JH QC KD 9C JC TD TH JS AS KC QD KH QH TS"
S3_EXPECTED = {"winner": 0, "game_points": 2, "points": [72, 13], "reason": "declared", "actions": 12}

S8 = _record("s8-played-out-last-trick.json")
S8_DECK = "AD TH JC QD 9D 9C KS AH TD QH KC KH AS JH 9H QS TS TC AC QC 9S JS JD KD"
S8_EXPECTED = {"winner": 0, "game_points": 1, "points": [70, 60], "reason": "played_out", "actions": 30}

SCENARIOS = {
    "S1": (S1, S1_DECK, S1_EXPECTED),
    "S3": (S3, S3_DECK, S3_EXPECTED),
    "S8": (S8, S8_DECK, S8_EXPECTED),
}


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def deck_record(record: dict[str, Any], deck: str) -> dict[str, Any]:
    out = {k: v for k, v in record.items() if k not in ("hands", "trump", "stock")}
    out["deck"] = deck.split()
    return out


def play_random(state: HandState, rng: random.Random, max_actions: int | None = None) -> HandState:
    n = 0
    while not state.is_over and (max_actions is None or n < max_actions):
        state.apply(rng.choice(state.legal_actions()))
        n += 1
    return state


def assert_same_state(a: HandState, b: HandState) -> None:
    assert a.history == b.history
    assert a.result == b.result
    assert a.hands == b.hands
    assert a.stock == b.stock
    assert a.to_move == b.to_move
    for seat in range(a.n):
        assert a.view(seat) == b.view(seat)


# ----------------------------------------------------------------- round trips


@pytest.mark.parametrize("name", list(PRESETS))
@pytest.mark.parametrize("automatic", [False, True])
def test_record_round_trip_for_every_preset(name: str, automatic: bool) -> None:
    rules = preset(name, declaration_mode="automatic") if automatic else preset(name)
    for seed in range(8):
        rng = random.Random(seed)
        initial = HandState.shuffled(rules, seed % rules.players, rng)
        state = play_random(initial.clone(), rng)
        record = hand_record(state, initial)
        text = json.dumps(record)
        parsed = parse_hand(json.loads(text))
        assert parsed.rules == rules
        assert parsed.dealer == initial.dealer
        assert_same_state(parsed.initial_state(), initial)
        outcome = replay(json.loads(text))
        assert outcome.actions == len(record["actions"])  # a forced pass is not written
        assert_same_state(outcome.state, state)
        assert outcome.to_json() == state.result.to_json(len(record["actions"]))


@pytest.mark.parametrize("name", list(PRESETS))
def test_unfinished_record_round_trip(name: str) -> None:
    rules = preset(name)
    rng = random.Random(7)
    initial = HandState.shuffled(rules, 0, rng)
    state = initial.clone()
    for _ in range(5):
        state.apply(rng.choice([a for a in state.legal_actions() if a != "declare"]))
    assert not state.is_over
    outcome = replay(json.loads(json.dumps(hand_record(state, initial))))
    assert_same_state(outcome.state, state)
    data = outcome.to_json()
    assert data["reason"] == "unfinished"
    assert data["winner"] is None
    assert data["actions"] == 5


def test_overrides_are_written_and_read_back() -> None:
    rules = preset("classic", match_target=8, close_stock_limits=[2, 4], declaration_mode="automatic")
    initial = HandState.shuffled(rules, 1, random.Random(3))
    record = hand_record(initial, initial)
    assert record["overrides"] == {"match_target": 8, "close_stock_limits": [2, 4], "declaration_mode": "automatic"}
    assert parse_hand(json.loads(json.dumps(record))).rules == rules
    zone = HandState.shuffled(preset("zone"), 0, random.Random(3))
    plain = hand_record(zone, zone)
    assert plain["rules"] == "zone"
    assert "overrides" not in plain or plain["overrides"] == {}


# ------------------------------------------------------------ worked scenarios


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_scenario_records_replay_to_the_expected_outcome(name: str) -> None:
    record, _, expected = SCENARIOS[name]
    assert replay(copy.deepcopy(record)).to_json() == expected


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_deck_form_equals_hands_trump_stock_form(name: str) -> None:
    record, deck, expected = SCENARIOS[name]
    from_hands = parse_hand(copy.deepcopy(record))
    from_deck = parse_hand(deck_record(record, deck))
    assert from_deck.trump == parse_card(record["trump"])
    assert from_deck.stock == cards(" ".join(record["stock"]))
    for seat in range(2):
        assert sorted(from_deck.hands[seat]) == sorted(cards(" ".join(record["hands"][seat])))
    assert from_deck.stock == from_hands.stock
    assert from_deck.trump == from_hands.trump
    assert_same_state(from_deck.initial_state(), from_hands.initial_state())
    assert replay(deck_record(record, deck)).to_json() == expected


def test_canonical_deck_order_rule_6() -> None:
    """ND gets cards 1-3 and 8-10, D gets 4-6 and 11-13, card 7 is the trump, 14-24 the stock."""
    deck = list(bits(pack_mask(24)))
    random.Random(5).shuffle(deck)
    for dealer in (0, 1):
        rec = parse_hand({"format": HAND, "rules": "classic", "dealer": dealer, "deck": [CARD_STR[c] for c in deck]})
        nd = 1 - dealer
        assert sorted(rec.hands[nd]) == sorted(deck[0:3] + deck[7:10])
        assert sorted(rec.hands[dealer]) == sorted(deck[3:6] + deck[10:13])
        assert rec.trump == deck[6]
        assert rec.stock == deck[13:]
        state = rec.initial_state()
        assert state.stock_size == 12
        assert state.to_move == nd


@pytest.mark.parametrize(("name", "packets"), [("three", (3, 2, 3)), ("four", (3, 2, 3)), ("four24", (3, 3))])
def test_deck_form_without_stock_deals_packets_from_the_dealers_left(name: str, packets: tuple[int, ...]) -> None:
    rules = preset(name)
    deck = list(bits(pack_mask(rules.pack)))
    random.Random(11).shuffle(deck)
    n = rules.players
    for dealer in range(n):
        rec = parse_hand({"format": HAND, "rules": name, "dealer": dealer, "deck": [CARD_STR[c] for c in deck]})
        want: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for size in packets:
            for i in range(n):
                want[(dealer + 1 + i) % n] += deck[pos : pos + size]
                pos += size
        assert pos == len(deck)
        assert [sorted(h) for h in rec.hands] == [sorted(h) for h in want]
        assert rec.trump == deck[-1]
        assert rec.trump in rec.hands[dealer]
        assert rec.stock == []


def test_schnapsen_deck_form_is_3_trump_2() -> None:
    deck = list(bits(pack_mask(20)))
    random.Random(2).shuffle(deck)
    rec = parse_hand({"format": HAND, "rules": "schnapsen", "dealer": 0, "deck": [CARD_STR[c] for c in deck]})
    assert sorted(rec.hands[1]) == sorted(deck[0:3] + deck[7:9])
    assert sorted(rec.hands[0]) == sorted(deck[3:6] + deck[9:11])
    assert rec.trump == deck[6]
    assert rec.stock == deck[11:]
    assert rec.initial_state().stock_size == 10


def test_deck_and_hands_together_are_refused() -> None:
    bad = dict(S1, deck=S1_DECK.split())
    with pytest.raises(RecordError):
        parse_hand(bad)


# --------------------------------------------------------------- comments


def test_underscore_keys_are_comments() -> None:
    commented = copy.deepcopy(S1)
    commented["_comment"] = "S1 of rules.md"
    commented["_expected"] = {"winner": 1, "note": ["anything", 1, None]}
    commented["_"] = 5
    assert replay(commented).to_json() == S1_EXPECTED
    plain = parse_hand(copy.deepcopy(S1))
    with_comments = parse_hand(commented)
    assert (with_comments.hands, with_comments.trump, with_comments.stock, with_comments.actions) == (
        plain.hands,
        plain.trump,
        plain.stock,
        plain.actions,
    )


def test_underscore_keys_are_comments_among_the_overrides_too() -> None:
    commented = _with(S1, overrides={"_why": "the classic default, said again", "match_target": 7})
    assert replay(commented).to_json() == S1_EXPECTED


def test_underscore_keys_are_comments_in_match_records() -> None:
    record = {
        "format": MATCH,
        "rules": "classic",
        "_comment": "two hands",
        "seats": ["Ann", "Bob"],
        "hands": [dict(copy.deepcopy(S1), _note="first")],
        "score": [0, 2],
    }
    parsed = parse_match(record)
    assert isinstance(parsed, MatchRecord)
    assert parsed.seats == ["Ann", "Bob"]
    outcome = replay(record)
    assert [o.to_json() for o in outcome.hands] == [S1_EXPECTED]
    assert outcome.score == [0, 2]


def test_load_record_dispatches_on_format() -> None:
    assert isinstance(load_record(copy.deepcopy(S1)), HandRecord)
    assert isinstance(load_record({"format": MATCH, "rules": "classic", "hands": []}), MatchRecord)
    for bad in ({"format": "sixtysix-hand/2"}, {}, [], "x", None, 3):
        with pytest.raises(RecordError):
            load_record(bad)


# --------------------------------------------------------------- match records


def play_match(name: str, seed: int, max_hands: int = 4) -> Match:
    m = Match(preset(name), seed=seed)
    rng = random.Random(seed)
    hands = 1
    while True:
        while not m.hand.is_over:
            m.apply(rng.choice(m.hand.legal_actions()))
        if m.is_over or hands >= max_hands:
            return m
        m.next_hand()
        hands += 1


@pytest.mark.parametrize("name", list(PRESETS))
def test_match_records_replay(name: str) -> None:
    m = play_match(name, seed=21)
    record = json.loads(json.dumps(m.to_record()))
    assert record["format"] == MATCH
    outcome = replay(record)
    assert [o.result for o in outcome.hands] == m.results
    assert outcome.score == m.score
    assert outcome.winner == m.winner
    assert outcome.to_json()["score"] == m.score
    rebuilt = Match.from_record(parse_match(record))
    assert rebuilt.score == m.score
    assert rebuilt.results == m.results


def test_match_record_with_an_unfinished_last_hand() -> None:
    m = play_match("classic", seed=4, max_hands=2)
    assert not m.is_over
    m.next_hand()
    rng = random.Random(1)
    for _ in range(3):
        m.apply(rng.choice(m.hand.legal_actions()))
    record = json.loads(json.dumps(m.to_record()))
    outcome = replay(record)
    assert len(outcome.hands) == len(m.results) + 1
    assert outcome.hands[-1].to_json()["reason"] == "unfinished"
    assert outcome.hands[-1].state.history == m.hand.history
    assert outcome.score == m.score
    assert outcome.winner is None


# ----------------------------------------------------------------- the CLI


def write(tmp_path: Path, content: Any, name: str = "record.json") -> str:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_cli_replay_json_prints_the_outcome(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record, _, expected = SCENARIOS[name]
    assert main(["replay", write(tmp_path, record), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert json.loads(out) == expected
    assert out.count("\n") == 1


def test_cli_replay_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", write(tmp_path, S1)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert "seat 1" in out and "2 game points" in out and "declared" in out and "28-68" in out


def test_cli_unfinished_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = dict(copy.deepcopy(S1), actions=S1["actions"][:7])
    assert main(["replay", write(tmp_path, record), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    data = json.loads(out)
    assert data["reason"] == "unfinished"
    assert data["winner"] is None
    assert data["game_points"] == 0
    assert data["actions"] == 7
    assert data["points"] == [15, 30]
    assert main(["replay", write(tmp_path, record)]) == 0
    out, err = capsys.readouterr()
    assert "unfinished" in out and err == ""


def test_cli_replays_a_match_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    m = play_match("classic", seed=9)
    path = write(tmp_path, m.to_record())
    assert main(["replay", path, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    data = json.loads(out)
    assert [h["winner"] for h in data["hands"]] == [r.winner for r in m.results]
    assert [h["game_points"] for h in data["hands"]] == [r.game_points for r in m.results]
    assert data["score"] == m.score
    assert data["winner"] == m.winner
    assert main(["replay", path]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.count("hand ") == len(m.results)
    assert "score " + "-".join(map(str, m.score)) in out


def _with(record: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(record)
    out.update(changes)
    return out


def _hands_with(seat: int, pos: int, card: str) -> list[list[str]]:
    hands = copy.deepcopy(S1["hands"])
    hands[seat][pos] = card
    return hands


def _s8_illegal_follow() -> dict[str, Any]:
    actions = list(S8["actions"])
    assert actions[19] == "1 play KS"
    actions[19] = "1 play AH"
    return _with(S8, actions=actions)


# (id, file content or None for a missing file, expected index, fragments of the message)
BAD_RECORDS: list[tuple[str, Any, int | None, tuple[str, ...]]] = [
    ("broken_json", '{"format": "sixtysix-hand/1", "rules": ', None, ("not valid JSON",)),
    ("empty_file", "", None, ("not valid JSON",)),
    ("not_utf8", b"\xff\xfe{\x00", None, ("UTF-8",)),
    ("deeply_nested_json", "[" * 100_000 + "]" * 100_000, None, ()),
    ("huge_number", '{"format": "sixtysix-hand/1", "dealer": ' + "1" * 5000 + "}", None, ("number", "too long")),
    ("missing_file", None, None, ("cannot read",)),
    ("not_a_record", [1, 2, 3], None, ("format",)),
    ("wrong_format", _with(S1, format="sixtysix-hand/9"), None, ("format",)),
    ("unknown_preset", _with(S1, rules="klondike"), None, ("klondike",)),
    ("unknown_switch", _with(S1, overrides={"jokers": True}), None, ("jokers",)),
    ("bad_switch_value", _with(S1, overrides={"next_dealer": "loser"}), None, ("next_dealer",)),
    ("bad_switch_number", _with(S1, overrides={"match_target": 0}), None, ("match_target",)),
    ("bad_switch_type", _with(S1, overrides={"phase2_must_head": [1]}), None, ("phase2_must_head",)),
    ("non_ascii_digit_switch", _with(S1, overrides={"match_target": "\u00b2"}), None, ("match_target",)),
    ("non_ascii_digit_choice", _with(S1, overrides={"pack": "\u00b2"}), None, ("pack",)),
    ("overrides_not_object", _with(S1, overrides=[1]), None, ("overrides",)),
    ("duplicate_card", _with(S1, hands=_hands_with(0, 0, "TS")), None, ("TS", "twice")),
    ("unknown_card", _with(S1, hands=_hands_with(1, 2, "XY")), None, ("XY",)),
    ("card_not_in_pack", _with(S1, hands=_hands_with(0, 5, "8H")), None, ("8H", "pack")),
    ("card_not_a_string", _with(S1, hands=[S1["hands"][0], [1, 2, 3, 4, 5, 6]]), None, ("hand",)),
    (
        "wrong_number_of_cards",
        _with(S1, hands=[S1["hands"][0][:5], S1["hands"][1]], stock=[*S1["stock"], "9D"]),
        None,
        ("seat 0", "6"),
    ),
    ("deck_too_short", _with(deck_record(S1, S1_DECK), deck=S1_DECK.split()[:23]), None, ("9H",)),
    ("deck_duplicate", _with(deck_record(S1, S1_DECK), deck=[*S1_DECK.split()[:23], "TS"]), None, ("TS",)),
    ("bad_dealer", _with(S1, dealer=2), None, ("dealer",)),
    ("dealer_not_int", _with(S1, dealer="0"), None, ("dealer",)),
    ("actions_not_strings", _with(S1, actions=["1 play TS", 7]), None, ("actions",)),
    ("wrong_seat", _with(S1, actions=["0 play 9C", *S1["actions"][1:]]), 0, ('action 0 ("0 play 9C")', "seat 1")),
    ("wrong_seat_later", _with(S1, actions=[*S1["actions"][:3], "0 play 9D"]), 3, ('action 3 ("0 play 9D")',)),
    ("card_not_held", _with(S1, actions=["1 play 9C"]), 0, ('action 0 ("1 play 9C"):', "9C", "not in")),
    ("illegal_follow", _s8_illegal_follow(), 19, ('action 19 ("1 play AH"):', "must follow suit")),
    (
        "must_lead_marriage_card",
        _with(S1, actions=["1 play TS", "0 play 9C", "1 draw", "1 announce C", "1 play AS"]),
        4,
        ('action 4 ("1 play AS"):', "clubs"),
    ),
    ("exchange_without_trick", _with(S1, actions=["1 exchange"]), 0, ('action 0 ("1 exchange"):',)),
    ("malformed_no_seat", _with(S1, actions=["play TS"]), 0, ('action 0 ("play TS")', "SEAT ACTION")),
    ("malformed_verb", _with(S1, actions=["1 fly TS"]), 0, ('action 0 ("1 fly TS")',)),
    ("malformed_empty", _with(S1, actions=[""]), 0, ("action 0",)),
    ("malformed_card", _with(S1, actions=["1 play T"]), 0, ('action 0 ("1 play T")',)),
    ("non_ascii_digit_seat", _with(S1, actions=["\u00b9 play TS"]), 0, ("action 0",)),
    ("seat_out_of_range", _with(S1, actions=["7 play TS"]), 0, ('action 0 ("7 play TS")',)),
    ("action_after_the_end", _with(S1, actions=[*S1["actions"], "0 play 9D"]), 19, ("action 19", "over")),
    (
        "match_hand_bad",
        {"format": MATCH, "rules": "classic", "hands": [_with(S1, actions=["0 play 9C"])]},
        0,
        ("hand 0", "action 0"),
    ),
    ("match_hand_rules_differ", {"format": MATCH, "rules": "zone", "hands": [S1]}, None, ("hand 0",)),
    ("match_score_wrong", {"format": MATCH, "rules": "classic", "hands": [S1], "score": [2, 0]}, None, ("score",)),
    ("match_seats_bad", {"format": MATCH, "rules": "classic", "seats": ["only one"], "hands": []}, None, ("seats",)),
]


@pytest.mark.parametrize(
    ("content", "index", "fragments"), [b[1:] for b in BAD_RECORDS], ids=[b[0] for b in BAD_RECORDS]
)
def test_cli_refuses_bad_records_with_one_line(
    content: Any,
    index: int | None,
    fragments: tuple[str, ...],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = str(tmp_path / "missing.json") if content is None else write(tmp_path, content)
    assert main(["replay", path]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    assert err.endswith("\n")
    assert err.count("\n") == 1, err
    assert err.startswith("sixtysix replay: ")
    for fragment in fragments:
        assert fragment in err


@pytest.mark.parametrize(
    ("content", "index", "fragments"), [b[1:] for b in BAD_RECORDS], ids=[b[0] for b in BAD_RECORDS]
)
def test_cli_refuses_bad_records_as_json(
    content: Any,
    index: int | None,
    fragments: tuple[str, ...],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = str(tmp_path / "missing.json") if content is None else write(tmp_path, content)
    assert main(["replay", path, "--json"]) == 2
    out, err = capsys.readouterr()
    assert err == ""
    assert out.count("\n") == 1
    data = json.loads(out)
    assert set(data) == {"error", "index"}
    assert data["index"] == index
    assert isinstance(data["error"], str) and data["error"]
    assert "\n" not in data["error"]
    for fragment in fragments:
        assert fragment in data["error"]


def test_the_shared_bad_record_names_index_0() -> None:
    bad = _with(S1, actions=["0 play 9C", *S1["actions"][1:]], _expected={"error": True, "index": 0})
    with pytest.raises(RecordError) as info:
        replay(bad)
    assert info.value.index == 0
    assert str(info.value).startswith('action 0 ("0 play 9C"):')


def test_cli_help_lists_the_subcommands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    out, _ = capsys.readouterr()
    for command in ("play", "replay", "presets"):
        assert command in out


def test_cli_presets_lists_all_ten(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "presets"]) == 0
    out, _ = capsys.readouterr()
    for name, rules in PRESETS.items():
        assert any(line.split()[:2] == [name, str(rules.players)] for line in out.splitlines())
    assert "four24        4 players   Four players, 24 cards" in out.splitlines()


def test_cli_presets_speak_the_players_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ru", "presets"]) == 0
    out, _ = capsys.readouterr()
    assert out.splitlines()[0] == "classic       2 игрока    Классика"  # the name an option takes stays


def test_cli_replay_refuses_an_endless_or_huge_file_after_a_bounded_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.json"
    big.write_text('{"format": "sixtysix-hand/1", "_": "' + "x" * (9 * 2**20) + '"}', encoding="utf-8")
    for path in ("/dev/zero", str(big)):
        assert main(["replay", path]) == 2
        err = capsys.readouterr().err
        assert err == f"sixtysix replay: {path} is too large to be a record (more than 8 MB)\n"


# ------------------------------------------------------- the on-close exchange's pass


def test_a_record_has_a_pass_only_where_the_closers_opponent_had_a_choice() -> None:
    """rules.md §2.13 offers the on-close exchange only to an opponent holding the trump
    nine; the engine offers it to any (the closer must not learn where the nine is), but
    a record, read by other programs, holds a pass only where there was a choice."""
    seen = {"dropped": 0, "kept": 0}
    for d in range(300):
        initial = HandState.shuffled(preset("classic"), d % 2, random.Random(d))
        state, rng = initial.clone(), random.Random(d)
        while not state.is_over:
            legal = state.legal_actions()
            # Close at the first chance, and decline the exchange, so that both kinds come up.
            state.apply("close" if "close" in legal else "pass" if "pass" in legal else rng.choice(legal))
        record = hand_record(state, initial)
        passes = sum(entry.endswith(" pass") for entry in state.history)
        written = sum(entry.endswith(" pass") for entry in record["actions"])
        seen["dropped"] += passes - written
        seen["kept"] += written
        again = initial.clone()
        for entry in record["actions"]:
            seat, _space, action = entry.partition(" ")
            if int(seat) != again.to_move:  # a pass left out: the only move there was
                assert again.legal_actions() == ["pass"]
                again.apply("pass")
            if action == "pass":
                assert "exchange" in again.legal_actions()  # a choice, declined
            again.apply(action)
        assert again.result == state.result
        assert replay(json.loads(json.dumps(record))).to_json() == state.result.to_json(len(record["actions"]))
    assert seen["dropped"] and seen["kept"], seen
