"""Hand and match records (notation.md): parse, check and write them.

Parsing never raises anything but ``RecordError``, whose message is one
sentence a person can act on; ``index`` names the offending action when
there is one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .cards import CARD_STR, CardError, bits, pack_mask, parse_card
from .rules import Rules, RulesError, make_rules, preset
from .state import HandState, deal_deck

HAND_FORMAT = "sixtysix-hand/1"
MATCH_FORMAT = "sixtysix-match/1"


class RecordError(ValueError):
    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


@dataclass
class HandRecord:
    rules: Rules
    dealer: int
    hands: list[list[int]]
    trump: int
    stock: list[int]
    actions: list[str] = field(default_factory=list)  # "SEAT ACTION"

    def initial_state(self) -> HandState:
        return HandState.from_deal(self.rules, self.dealer, self.hands, self.trump, self.stock)


@dataclass
class MatchRecord:
    rules: Rules
    seats: list[str]
    hands: list[HandRecord]
    score: list[int] | None


def _rules_of(obj: dict[str, Any]) -> Rules:
    name = obj.get("rules", "classic")
    overrides = obj.get("overrides", {})
    if not isinstance(name, str):
        raise RecordError('"rules" must be a preset name')
    if not isinstance(overrides, dict):
        raise RecordError('"overrides" must be an object of switch names and values')
    switches = {k: v for k, v in overrides.items() if not k.startswith("_")}  # "_" keys are comments
    try:
        return make_rules(preset(name), switches)
    except RulesError as e:
        raise RecordError(str(e)) from None


def _cards(value: Any, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise RecordError(f'{what} must be a list of cards like "TH"')
    try:
        return [parse_card(c) for c in value]
    except CardError as e:
        raise RecordError(f"{what}: {e}") from None


def _check_keys(obj: dict[str, Any], allowed: set[str]) -> None:
    for key in obj:
        if not key.startswith("_") and key not in allowed:
            raise RecordError(f"unknown key {key!r} in the record")


def _check_pack(rules: Rules, all_cards: list[int]) -> None:
    pack = pack_mask(rules.pack)
    seen = 0
    for c in all_cards:
        if not pack >> c & 1:
            raise RecordError(f"{CARD_STR[c]} is not in the {rules.pack}-card pack")
        if seen >> c & 1:
            raise RecordError(f"{CARD_STR[c]} is dealt twice")
        seen |= 1 << c
    missing = pack & ~seen
    if missing:
        names = " ".join(CARD_STR[c] for c in bits(missing))
        raise RecordError(f"cards missing from the deal: {names}")


def parse_hand(obj: Any) -> HandRecord:
    if not isinstance(obj, dict):
        raise RecordError("a hand record must be a JSON object")
    if obj.get("format") != HAND_FORMAT:
        raise RecordError(f'not a hand record ("format" must be "{HAND_FORMAT}")')
    _check_keys(
        obj,
        {"format", "rules", "overrides", "dealer", "hands", "trump", "stock", "deck", "actions"},
    )
    rules = _rules_of(obj)
    dealer = obj.get("dealer")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < rules.players:
        raise RecordError(f'"dealer" must be a seat from 0 to {rules.players - 1}')
    if "deck" in obj:
        if any(k in obj for k in ("hands", "trump", "stock")):
            raise RecordError('give either "deck" or "hands"/"trump"/"stock", not both')
        deck = _cards(obj["deck"], "deck")
        _check_pack(rules, deck)
        hands, trump, stock = deal_deck(rules, dealer, deck)
    else:
        raw_hands = obj.get("hands")
        if not isinstance(raw_hands, list) or len(raw_hands) != rules.players:
            raise RecordError(f'"hands" must list {rules.players} hands, one per seat')
        hands = [_cards(h, f"hand of seat {i}") for i, h in enumerate(raw_hands)]
        if not isinstance(obj.get("trump"), str):
            raise RecordError('"trump" must be a card like "JH"')
        trump = _cards([obj["trump"]], "trump")[0]
        stock = _cards(obj.get("stock", []), "stock")
        _check_deal(rules, dealer, hands, trump, stock)
    actions = obj.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError('"actions" must be a list of strings like "1 play TS"')
    return HandRecord(rules, dealer, hands, trump, stock, list(actions))


def _check_deal(rules: Rules, dealer: int, hands: list[list[int]], trump: int, stock: list[int]) -> None:
    if rules.has_stock:
        _check_pack(rules, [c for h in hands for c in h] + stock + [trump])
        active = {
            (dealer + 1) % rules.players,
            dealer if rules.players == 2 else (dealer + 2) % rules.players,
        }
    else:
        _check_pack(rules, [c for h in hands for c in h] + stock)
        if stock:
            raise RecordError(f'preset {rules.preset} has no stock: "stock" must be []')
        if trump not in hands[dealer]:
            raise RecordError(f"the trump card {CARD_STR[trump]} must be in the dealer's hand")
        active = set(range(rules.players))
    for seat, h in enumerate(hands):
        want = rules.hand_size if seat in active else 0
        if len(h) != want:
            raise RecordError(f"seat {seat} must be dealt {want} cards, not {len(h)}")


def parse_match(obj: Any) -> MatchRecord:
    if not isinstance(obj, dict) or obj.get("format") != MATCH_FORMAT:
        raise RecordError(f'not a match record ("format" must be "{MATCH_FORMAT}")')
    _check_keys(obj, {"format", "rules", "overrides", "seats", "hands", "score"})
    rules = _rules_of(obj)
    seats = obj.get("seats", [f"Player {i + 1}" for i in range(rules.players)])
    if not isinstance(seats, list) or len(seats) != rules.players or not all(isinstance(s, str) for s in seats):
        raise RecordError(f'"seats" must list {rules.players} names')
    raw = obj.get("hands", [])
    if not isinstance(raw, list):
        raise RecordError('"hands" of a match must be a list of hand records')
    hands = []
    for i, h in enumerate(raw):
        try:
            hands.append(parse_hand(h))
        except RecordError as e:
            raise RecordError(f"hand {i}: {e}", e.index) from None
        if hands[-1].rules != rules:
            raise RecordError(f"hand {i}: its rules differ from the match's")
    score = obj.get("score")
    if score is not None and (
        not isinstance(score, list) or len(score) != rules.players or not all(isinstance(x, int) for x in score)
    ):
        raise RecordError(f'"score" must list {rules.players} numbers')
    return MatchRecord(rules, seats, hands, score)


def load_record(obj: Any) -> HandRecord | MatchRecord:
    """A parsed JSON value as a hand or match record."""
    fmt = obj.get("format") if isinstance(obj, dict) else None
    if fmt == MATCH_FORMAT:
        return parse_match(obj)
    if fmt == HAND_FORMAT:
        return parse_hand(obj)
    raise RecordError(f'not a sixtysix record ("format" must be "{HAND_FORMAT}" or "{MATCH_FORMAT}")')


def split_action(text: str, index: int) -> tuple[int, str]:
    seat, _, action = text.strip().partition(" ")
    if not (seat.isascii() and seat.isdigit()) or not action.strip():
        raise RecordError(
            f'action {index} ({json.dumps(text)}): write it as "SEAT ACTION", like "1 play TS"',
            index,
        )
    return int(seat), action.strip()


def _with_rules(rules: Rules, out: dict[str, Any]) -> dict[str, Any]:
    out["rules"] = rules.preset
    overrides = rules.overrides()
    if overrides:
        out["overrides"] = overrides
    return out


def hand_record(state: HandState, initial: HandState) -> dict[str, Any]:
    """The record of a hand: ``initial`` is its state as dealt, ``state`` the hand now."""
    out: dict[str, Any] = {"format": HAND_FORMAT}
    _with_rules(state.rules, out)
    out["dealer"] = initial.dealer
    out["hands"] = [initial.hand_cards(p) for p in range(initial.n)]
    out["trump"] = CARD_STR[initial.bottom]
    out["stock"] = [CARD_STR[c] for c in reversed(initial.stock)]
    out["actions"] = recorded_actions(state, initial)
    return out


def recorded_actions(state: HandState, initial: HandState) -> list[str]:
    """The hand's actions as the notation writes them: its history without the passes
    nobody chose.  The engine offers the on-close exchange to the closer's opponent
    whether or not they hold the card, so that the closer learns nothing from the offer;
    rules.md §2.13 offers it only to a holder, so a record (read by other programs
    too) has a pass only where there was a choice.  Readers put the forced one back
    before the action that follows it (``replay.play_record``); so a forced pass that is
    the last action yet (a save's hand, before the closer leads) stays written, else the
    hand would read back as still waiting for it."""
    history = state.history
    if not any(entry.endswith(" pass") for entry in history[:-1]):
        return list(history)  # most hands: no replay needed
    again = initial.clone()
    out = []
    for i, entry in enumerate(history):
        action = entry.partition(" ")[2]
        if not (action == "pass" and i < len(history) - 1 and again.legal_actions() == ["pass"]):
            out.append(entry)
        again.apply(action)
    return out


def match_record(rules: Rules, seats: list[str], hands: list[dict[str, Any]], score: list[int]) -> dict[str, Any]:
    out: dict[str, Any] = {"format": MATCH_FORMAT}
    _with_rules(rules, out)
    out["seats"] = list(seats)
    out["hands"] = hands
    out["score"] = list(score)
    return out
