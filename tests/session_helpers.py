"""Helpers for the session and save tests (import as ``from session_helpers import ...``).

- ``new_session("three", "hbb", seed=1)``: a session, one letter a seat (h human, b bot).
- ``step(session, rng)`` makes one move: the bot's own choice, or a random legal one for a
  human; ``advance`` makes a few (no human claims, so the hand likely goes on);
  ``play_hand`` and ``play_match`` go on to the end of the hand or the match.
- ``fingerprint(session)`` is everything observable about a session, to compare two.
"""

from __future__ import annotations

import random
from typing import Any

from helpers import snapshot

from engine import preset
from tui.session import GameSession, SeatSpec

NAMES = ("Ann", "Bob", "Cid", "Dee")


def seat_specs(kinds: str, level: str = "medium") -> list[SeatSpec]:
    return [
        SeatSpec(NAMES[i], "human") if k == "h" else SeatSpec(f"{NAMES[i]} (bot)", "bot", level)
        for i, k in enumerate(kinds)
    ]


def new_session(name: str = "classic", kinds: str = "hb", seed: int = 7, level: str = "medium") -> GameSession:
    return GameSession(preset(name), seat_specs(kinds, level), seed=seed, preset_name=name)


def step(session: GameSession, rng: random.Random, claims: bool = True) -> str:
    """One move of whoever is to move; returns it.  ``claims=False``: a human never
    declares (a random claim is mostly wrong and ends the hand)."""
    if session.bot_to_move:
        action = session.bot_action()
    else:
        legal = session.view(session.viewer()).legal_actions
        action = rng.choice([a for a in legal if claims or a != "declare"] or legal)
    session.apply(action)
    return action


def advance(session: GameSession, rng: random.Random, moves: int) -> None:
    """Up to ``moves`` moves in the hand, humans not declaring."""
    for _ in range(moves):
        if session.hand_over:
            return
        step(session, rng, claims=False)


def play_hand(session: GameSession, rng: random.Random) -> list[str]:
    done = []
    while not session.hand_over:
        done.append(step(session, rng))
    return done


def play_match(session: GameSession, rng: random.Random, max_hands: int = 80) -> None:
    for _ in range(max_hands):
        play_hand(session, rng)
        if session.match_over:
            return
        session.next_hand()
    raise AssertionError("the match did not end")


def fingerprint(session: GameSession) -> dict[str, Any]:
    """Everything observable about a session: equal for two sessions in the same position
    that will deal the same hands from here on."""
    m = session.match
    # Not the count of moves taken back: that is the match's story, not its position.
    save = {k: v for k, v in session.to_save().items() if k != "takebacks"}
    return {
        "save": save,
        "hand": snapshot(m.hand),
        "dealt": snapshot(m.dealt),
        "hand_number": session.hand_number,
        "to_move": session.to_move,
        "carry": m.carry,
        "results": list(m.results),
        "sheet": session.score_sheet,
        "winner": session.winner,
    }
