"""The table's log line marks where a trick ended, in every form of the game."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import HandState, preset
from tui.screens.move_log import TRICK_MARK, LogEntry, log_line, trick_ends

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
