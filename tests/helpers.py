"""Small, stable helpers shared by the test files (import as ``from helpers import ...``).

- ``cards("TS KC QC")`` -> card ints; ``names(ints)`` -> card strings.
- ``make_hand(preset, dealer, hands=..., trump=..., stock=..., **overrides)`` builds a
  ``HandState`` from explicit cards, or ``make_hand(preset, dealer, deck="...")`` from a
  deck listed top first and dealt by the preset's deal pattern (rules.md §2.2 rule 6).
- ``play(state, "1 play TS", "0 play 9C", ...)`` applies "SEAT ACTION" strings, checking
  that the named seat is the one to move.
- ``snapshot(state)`` is everything observable about a state, to check that a refused
  action left it unchanged; ``expect_illegal(state, action, reason)`` checks both at once.
- ``random_playout(state, rng)`` plays random legal actions to the end of the hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from engine import HandState, IllegalAction, Rules, parse_card, preset
from engine.cards import CARD_STR, bits, pack_mask
from engine.rules import make_rules

__all__ = ["cards", "expect_illegal", "make_hand", "names", "play", "random_playout", "snapshot"]


def cards(text: str | Iterable[str]) -> list[int]:
    """``"TS KC QC"`` (spaces or commas) or ``["TS", "KC"]`` -> card ints, order kept."""
    if isinstance(text, str):
        text = text.replace(",", " ").split()
    return [parse_card(c) for c in text]


def names(ints: Iterable[int]) -> list[str]:
    return [CARD_STR[c] for c in ints]


def _rules(rules: str | Rules, overrides: dict[str, Any]) -> Rules:
    if isinstance(rules, Rules):
        return make_rules(rules, overrides)
    return preset(rules, **overrides)


def _check_pack(rules: Rules, dealt: list[int]) -> None:
    if len(set(dealt)) != len(dealt):
        dup = sorted({CARD_STR[c] for c in dealt if dealt.count(c) > 1})
        raise ValueError(f"cards dealt twice: {dup}")
    want = pack_mask(rules.pack)
    got = 0
    for c in dealt:
        got |= 1 << c
    if got != want:
        raise ValueError(
            f"deal does not match the {rules.pack}-card pack: missing {names(bits(want & ~got))}, "
            f"foreign {names(bits(got & ~want))}"
        )


def make_hand(
    rules: str | Rules = "classic",
    dealer: int = 0,
    hands: str | Sequence[str | Sequence[str]] | None = None,
    trump: str | None = None,
    stock: str | Sequence[str] | None = None,
    *,
    deck: str | Sequence[str] | None = None,
    **overrides: Any,
) -> HandState:
    """A hand as dealt.

    ``hands`` is one string per seat, either as a sequence or as one string with seats
    separated by ``|`` (``"9C AC TH JD TC 9D | TS KC QC AH AS KD"``; an empty part is an
    empty hand).  ``stock`` is top first, without ``trump``; if omitted, the stock is the
    rest of the pack in card order (rules with a stock) or empty (no-stock forms).
    The deal must use every card of the pack exactly once.
    """
    r = _rules(rules, overrides)
    if deck is not None:
        if hands is not None or trump is not None or stock is not None:
            raise ValueError("give either deck or hands/trump/stock")
        deck_cards = cards(deck)
        _check_pack(r, deck_cards)
        return HandState.deal(r, dealer, deck_cards)
    if hands is None or trump is None:
        raise ValueError("give hands and trump (or deck)")
    parts = hands.split("|") if isinstance(hands, str) else list(hands)
    if len(parts) != r.players:
        raise ValueError(f"{len(parts)} hands given for {r.players} players")
    hand_cards = [cards(p) for p in parts]
    trump_card = parse_card(trump)
    used = [c for h in hand_cards for c in h] + [trump_card]
    if stock is None:
        if r.has_stock:
            taken = set(used)
            stock_cards = [c for c in bits(pack_mask(r.pack)) if c not in taken]
        else:
            stock_cards = []
    else:
        stock_cards = cards(stock)
    if r.has_stock:
        _check_pack(r, used + stock_cards)
    else:
        _check_pack(r, [c for h in hand_cards for c in h] + stock_cards)
    return HandState.from_deal(r, dealer, hand_cards, trump_card, stock_cards)


def play(state: HandState, *actions: str | Iterable[str]) -> HandState:
    """Apply ``"SEAT ACTION"`` strings in order (a string may hold several, comma separated,
    and a list of strings is accepted too); the seat must be the one to move."""
    for item in actions:
        texts = item.split(",") if isinstance(item, str) else list(item)
        for text in texts:
            seat, _, action = text.strip().partition(" ")
            if int(seat) != state.to_move:
                raise AssertionError(
                    f"{text.strip()!r}: seat {state.to_move} is to move, not seat {seat} (history {state.history})"
                )
            state.apply(action.strip())
    return state


def play_passing(state: HandState, *actions: str | Iterable[str]) -> HandState:
    """``play``, also taking a forced pass the test does not write: the engine offers the
    on-close exchange even to an opponent without the trump nine (so the closer learns
    nothing), while rules.md §2.13 writes records without that pass."""
    for item in actions:
        for text in item.split(",") if isinstance(item, str) else item:
            _take_forced_pass(state, text)
            play(state, text)
    _take_forced_pass(state, "")
    return state


def _take_forced_pass(state: HandState, text: str) -> None:
    if state.result is None and state.legal_actions() == ["pass"] and not text.strip().endswith(" pass"):
        state.apply("pass")


def snapshot(state: HandState) -> dict[str, Any]:
    """Everything observable about ``state``: equal before and after a refused action."""
    return {
        "legal": state.legal_actions(),
        "to_move": state.to_move,
        "hands": [state.hand_cards(p) for p in range(state.n)],
        "history": list(state.history),
        "stock": list(state.stock),
        "stock_size": state.stock_size,
        "bottom": state.bottom,
        "table": list(state.table),
        "totals": [state.total(o) for o in range(state.n_owners)],
        "tricks": list(state.tricks),
        "pending": list(state.marr_pending),
        "closed": state.closed,
        "result": state.result,
    }


def expect_illegal(state: HandState, action: str, reason: str) -> str:
    """``action`` must raise ``IllegalAction`` whose message contains ``reason`` (case
    insensitive) and leave ``state`` exactly as it was; returns the message."""
    assert action not in state.legal_actions(), f"{action!r} is legal here"
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    message = str(info.value)
    assert reason.lower() in message.lower(), f"reason {message!r} does not mention {reason!r}"
    assert snapshot(state) == before, "a refused action changed the state"
    return message


def random_playout(state: HandState, rng: random.Random, max_actions: int = 500) -> list[str]:
    """Play random legal actions until the hand ends; return them as "SEAT ACTION"."""
    done: list[str] = []
    while state.result is None:
        if len(done) >= max_actions:
            raise AssertionError(f"hand did not end within {max_actions} actions")
        legal = state.legal_actions()
        action = rng.choice(legal)
        done.append(f"{state.to_move} {action}")
        state.apply(action)
    return done


def hand_rec(rules: str, overrides: dict[str, Any], dealer: int, deck: str, actions: str) -> dict[str, Any]:
    """A hand record in the deck form, actions written as one comma-separated string."""
    return {
        "format": "sixtysix-hand/1",
        "rules": rules,
        "overrides": overrides,
        "dealer": dealer,
        "deck": deck.split(),
        "actions": [a.strip() for a in actions.split(",")],
    }


def result_tuple(state: HandState) -> tuple[Any, ...]:
    """(winner, game points, reason, points) of a finished hand."""
    r = state.result
    assert r is not None, f"hand not over: {state.history}"
    return (r.winner, r.game_points, r.reason, tuple(r.points))


def legal(state: HandState) -> list[str]:
    return state.legal_actions()


def e31_last_trick_hand() -> HandState:
    """Classic with automatic 66, one trick left: seat 0 closed at the opening lead and
    seat 1, trickless then, has 54 and reaches 69 with the last trick (rules E31)."""
    state = make_hand(
        "classic",
        1,
        "KC QC KH AS TS KS | AC TC TD JD 9D QH",
        "KD",
        "QS AH 9S 9C TH AD JH QD JS 9H JC",
        declaration_mode="automatic",
    )
    return play(
        state,
        "0 close, 1 exchange, 0 play QC, 1 play AC, 1 play QH, 0 play KH, 0 play TS, 1 play JD",
        "1 play TD, 0 play KC, 1 play TC, 0 play KS",
    )
