"""Cards and actions: the notation of notation.md and the card facts of rules.md §1, §8 S11."""

from __future__ import annotations

import pytest

from engine import HandState, IllegalAction, parse_card, preset
from engine.actions import (
    ANNOUNCE,
    ANNOUNCE_STR,
    CLOSE,
    DECLARE,
    DRAW,
    EXCHANGE,
    PASS,
    PLAY,
    PLAY_STR,
    ActionError,
    action_str,
    parse_action,
)
from engine.cards import (
    CARD_STR,
    SUITS,
    VALUE,
    CardError,
    beats,
    bits,
    pack_mask,
    parse_suit,
    trick_winner_index,
)

C, D, H, S = range(4)


def idx(text: str) -> int:
    return CARD_STR.index(text)


# ---------------------------------------------------------------- parse_card


@pytest.mark.parametrize("text", ["TH", "th", "Th", "tH", "10H", "10h", "T♥", "t♥", "10♥", " TH ", "TH\n"])
def test_parse_card_accepts_every_written_form_of_the_ten_of_hearts(text: str) -> None:
    assert parse_card(text) == idx("TH")
    assert CARD_STR[parse_card(text)] == "TH"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("AC", "AC"), ("a♣", "AC"), ("kd", "KD"), ("Q♦", "QD"), ("j♠", "JS"), ("9s", "9S"), ("10♣", "TC"), ("8h", "8H")],
)
def test_parse_card_symbols_and_case(text: str, canonical: str) -> None:
    assert CARD_STR[parse_card(text)] == canonical


@pytest.mark.parametrize(
    "text",
    ["1H", "XH", "", " ", "H", "T", "TX", "HT", "THH", "11H", "10", "1", "0H", "6H", "AZ", "♥T", "T♥♥", "play TH"],
)
def test_parse_card_rejects_junk(text: str) -> None:
    with pytest.raises(CardError):
        parse_card(text)


def test_card_error_is_a_value_error_with_a_message_naming_the_input() -> None:
    with pytest.raises(ValueError, match="XH"):
        parse_card("XH")


def test_every_card_string_round_trips() -> None:
    assert len(CARD_STR) == 32
    assert len(set(CARD_STR)) == 32
    for i, text in enumerate(CARD_STR):
        assert parse_card(text) == i
        assert parse_card(text.lower()) == i
        assert len(text) == 2
        assert text[0] in "ATKQJ987"
        assert text[1] in SUITS


@pytest.mark.parametrize(("text", "suit"), [("C", C), ("d", D), ("♥", H), ("S", S), ("♠", S), (" h ", H)])
def test_parse_suit(text: str, suit: int) -> None:
    assert parse_suit(text) == suit


@pytest.mark.parametrize("text", ["", "X", "CD", "TH", "1", "hearts"])
def test_parse_suit_rejects_junk(text: str) -> None:
    with pytest.raises(CardError):
        parse_suit(text)


# --------------------------------------------------------------- card values


def _cards_of(pack: int) -> list[str]:
    return [CARD_STR[c] for c in bits(pack_mask(pack))]


@pytest.mark.parametrize("pack", [20, 24, 32])
def test_card_values_sum_to_120_in_every_pack(pack: int) -> None:
    cards = _cards_of(pack)
    assert len(cards) == pack
    assert sum(VALUE[parse_card(c)] for c in cards) == 120
    for suit in SUITS:
        assert sum(VALUE[parse_card(c)] for c in cards if c[1] == suit) == 30


def test_24_card_pack_is_a_t_k_q_j_9_of_each_suit() -> None:
    cards = _cards_of(24)
    assert sorted(cards) == sorted(r + s for r in "ATKQJ9" for s in SUITS)
    assert sorted(_cards_of(20)) == sorted(r + s for r in "ATKQJ" for s in SUITS)
    assert sorted(_cards_of(32)) == sorted(r + s for r in "ATKQJ987" for s in SUITS)


@pytest.mark.parametrize(
    ("rank", "value"), [("A", 11), ("T", 10), ("K", 4), ("Q", 3), ("J", 2), ("9", 0), ("8", 0), ("7", 0)]
)
def test_card_values_by_rank(rank: str, value: int) -> None:
    for suit in SUITS:
        assert VALUE[parse_card(rank + suit)] == value


# --------------------------------------------------------------- trick winner

# The rules.md §8 S11 list of trick winners is tested in test_scenarios.py.


def test_beats_agrees_with_the_trick_winner() -> None:
    for lead in range(24):
        for follow in range(24):
            if lead != follow:
                assert beats(follow, lead, H) is (trick_winner_index([lead, follow], H) == 1)


def test_rank_order_within_a_suit_is_a_t_k_q_j_9_8_7() -> None:
    order = ["A", "T", "K", "Q", "J", "9", "8", "7"]
    for suit in SUITS:
        for trump in range(4):
            for i, hi in enumerate(order):
                for lo in order[i + 1 :]:
                    assert trick_winner_index([parse_card(lo + suit), parse_card(hi + suit)], trump) == 1
                    assert trick_winner_index([parse_card(hi + suit), parse_card(lo + suit)], trump) == 0


def test_off_suit_non_trump_never_wins_and_any_trump_beats_any_non_trump() -> None:
    for trump in range(4):
        for lead in bits(pack_mask(32)):
            for follow in bits(pack_mask(32)):
                if lead == follow:
                    continue
                won = trick_winner_index([lead, follow], trump)
                if follow >> 3 == lead >> 3:
                    assert won == (1 if follow < lead else 0)
                elif follow >> 3 == trump:
                    assert won == 1
                else:
                    assert won == 0


@pytest.mark.parametrize(
    ("trick", "winner"),
    [
        ("KS AS TS", 1),  # the highest of the led suit
        ("KS JH AH", 2),  # over-trumped
        ("KS JH AS", 1),  # trumped, then a higher spade does not help
        ("KS 9C AD", 0),  # two discards
        ("9H AS TS 8H", 0),  # trump lead, nobody follows with a trump
        ("QD KD 7H 8H", 3),  # 8H over-trumps 7H (trump H)
    ],
)
def test_trick_winner_of_longer_tricks(trick: str, winner: int) -> None:
    assert trick_winner_index([parse_card(c) for c in trick.split()], H) == winner


# ------------------------------------------------------------------ actions

CANONICAL = [*PLAY_STR, *ANNOUNCE_STR, "exchange", "close", "draw", "pass", "declare"]


def test_every_canonical_action_round_trips() -> None:
    assert len(CANONICAL) == 32 + 4 + 5
    for text in CANONICAL:
        kind, arg = parse_action(text)
        assert action_str(kind, arg) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("play KH", (PLAY, "KH")),
        ("play kh", (PLAY, "KH")),
        ("PLAY KH", (PLAY, "KH")),
        ("Play 10H", (PLAY, "TH")),
        ("play T♥", (PLAY, "TH")),
        ("play 10♠", (PLAY, "TS")),
        ("  play   9c  ", (PLAY, "9C")),
        ("play 7D", (PLAY, "7D")),
        ("announce H", (ANNOUNCE, H)),
        ("announce c", (ANNOUNCE, C)),
        ("ANNOUNCE ♦", (ANNOUNCE, D)),
        ("announce ♠", (ANNOUNCE, S)),
        ("exchange", (EXCHANGE, -1)),
        ("Exchange", (EXCHANGE, -1)),
        ("close", (CLOSE, -1)),
        (" CLOSE ", (CLOSE, -1)),
        ("draw", (DRAW, -1)),
        ("pass", (PASS, -1)),
        ("declare", (DECLARE, -1)),
        ("DECLARE", (DECLARE, -1)),
    ],
)
def test_parse_action_forms(text: str, expected: tuple[int, object]) -> None:
    kind, arg = expected
    if kind == PLAY:
        arg = parse_card(arg)  # type: ignore[arg-type]
    assert parse_action(text) == (kind, arg)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "play",
        "play ",
        "play XH",
        "play 1H",
        "play KH QH",
        "playKH",
        "KH",
        "announce",
        "announce X",
        "announce HH",
        "announce KH",
        "announce H S",
        "exchange now",
        "close close",
        "draw 2",
        "fly",
        "0 play KH",
        "declare 66",
        "pass KH",
        "marriage H",
        "play\u00a0KH\u00a0extra",
    ],
)
def test_parse_action_rejects_junk(text: str) -> None:
    with pytest.raises(ActionError):
        parse_action(text)


def test_action_error_is_a_value_error() -> None:
    assert issubclass(ActionError, ValueError)


# -------------------------------------------- the engine accepts the same forms


def _s1() -> HandState:
    deck = "TS KC QC 9C AC TH JH AH AS KD JD TC 9D TD JC AD 9S KS KH JS QS QD QH 9H"
    return HandState.deal(preset("classic"), 0, [parse_card(c) for c in deck.split()])


@pytest.mark.parametrize("text", ["play TS", "play ts", "PLAY 10S", "play T♠", " play  TS "])
def test_apply_accepts_every_written_form_and_records_the_canonical_one(text: str) -> None:
    state = _s1()
    state.apply(text)
    assert state.history == ["1 play TS"]
    assert state.table == [parse_card("TS")]


@pytest.mark.parametrize("text", ["", "play", "play XY", "fly", "announce Q", "1 play TS"])
def test_apply_refuses_junk_with_illegal_action(text: str) -> None:
    state = _s1()
    before = (list(state.hands), list(state.stock), list(state.history), state.legal_actions(), state.to_move)
    with pytest.raises(IllegalAction):
        state.apply(text)
    assert (list(state.hands), list(state.stock), list(state.history), state.legal_actions(), state.to_move) == before


def test_legal_actions_are_canonical_strings() -> None:
    state = _s1()
    legal = state.legal_actions()
    assert legal
    for a in legal:
        assert a in CANONICAL
    assert len(set(legal)) == len(legal)
    assert set(legal) == {"play TS", "play KC", "play QC", "play AH", "play AS", "play KD", "announce C", "close"}
