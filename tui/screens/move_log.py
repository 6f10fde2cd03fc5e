"""The table's log line: the last few moves, with a mark where a trick ended.

Without the mark the line ran two tricks together ("… K♥ · Oleg: 10♣"), and a reader
took the 10 for an answer to the king.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

from engine import CARD_STR
from engine.view import PlayerView

TRICK_MARK = " │ "  # between the card that ended a trick and the move after it
KEPT = 3  # moves the line holds: two lines of status at 80 columns leave room for no more


def kept(view: PlayerView) -> int:
    """How many moves the line holds: ``KEPT``, or a whole trick of four players (with
    three, the four-hand trick just won showed without its lead: the card it was won
    against).  Four entries of the longest names still take two lines at 80 columns."""
    return max(KEPT, len(view.hand_sizes))


@dataclass(frozen=True)
class LogEntry:
    """One move in the log, in words, and whether it was the card that ended a trick."""

    text: str
    ends_trick: bool = False


def trick_ends(view: PlayerView) -> list[bool]:
    """Which of the hand's moves (``view.history``) was the last card of a trick the
    engine completed (a card refused as a renege ends the hand in no trick)."""
    last = {f"play {CARD_STR[trick[-1][1]]}" for trick in view.completed}
    return [entry.partition(" ")[2] in last for entry in view.history]


def log_line(entries: Sequence[LogEntry]) -> Text:
    """The moves joined by " · ", and by the trick mark after a trick's last card."""
    line = Text(style="italic")
    for i, entry in enumerate(entries):
        if i:
            line.append(TRICK_MARK if entries[i - 1].ends_trick else " · ")
        line.append(entry.text)
    return line
