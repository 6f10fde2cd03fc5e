"""The table's log line marks where a trick ended, in every form of the game."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import HandState, preset
from tui.screens.move_log import TRICK_MARK, LogEntry, kept, log_line, trick_ends

PRESETS = ("classic", "three", "three_sitout", "four", "four24")


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(PRESETS), seed=st.integers(0, 10**6), stop=st.integers(0, 40))
def test_the_cards_that_ended_a_trick_are_found_in_the_history(name: str, seed: int, stop: int) -> None:
    """Anywhere in a hand, in every form of the game, as the engine completes tricks."""
    rng = random.Random(seed)
    hand = HandState.shuffled(preset(name), rng.randrange(preset(name).players), rng)
    truth: list[bool] = []
    for _ in range(stop):
        if hand.is_over:
            break
        action = rng.choice([a for a in hand.legal_actions() if a != "declare"] or hand.legal_actions())
        before = len(hand.completed)
        hand.apply(action)
        truth.append(len(hand.completed) > before)  # this card made the trick whole
    assert trick_ends(hand.view(0)) == truth


def test_the_line_puts_the_mark_after_the_card_that_ended_a_trick() -> None:
    entries = [LogEntry("Anna: 9♥"), LogEntry("Oleg: K♥", True), LogEntry("Oleg: 10♣")]
    assert log_line(entries).plain == "Anna: 9♥ · Oleg: K♥" + TRICK_MARK + "Oleg: 10♣"
    assert log_line(entries[:2]).plain == "Anna: 9♥ · Oleg: K♥"  # nothing after the mark: none
    assert log_line([]).plain == ""


@pytest.mark.parametrize(("name", "moves"), [("classic", 3), ("three", 3), ("four", 4), ("four24", 4)])
def test_the_line_holds_a_whole_trick_of_four(name: str, moves: int) -> None:
    # Three moves had shown a four-hand trick just won without its lead, the card it was won against.
    rules = preset(name)
    hand = HandState.shuffled(rules, 0, random.Random(1))
    assert kept(hand.view(0)) == moves
