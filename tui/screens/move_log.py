"""The table's log line: the last few moves, with a mark where a trick ended.

Without the mark the line ran two tricks together ("… K♥ · Oleg: 10♣"), and a reader
took the 10 for an answer to the king.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

TRICK_MARK = " │ "  # between the card that ended a trick and the move after it
KEPT = 3  # moves the line holds: two lines of status at 80 columns leave room for no more


@dataclass(frozen=True)
class LogEntry:
    """One move in the log, in words, and whether it was the card that ended a trick."""

    text: str
    ends_trick: bool = False


def trick_ends(actions: Sequence[str], per_trick: int) -> list[bool]:
    """Which of a hand's moves (``"play QH"``, ``"draw"``, …, from its first) ended a
    trick: every ``per_trick``-th card played.  Counted from the first move, not back
    from the trick on the table: a card refused as a renege ends the hand without
    reaching the table (whatever it is counted as, no move follows it to be marked off)."""
    ends = [False] * len(actions)
    played = 0
    for i, action in enumerate(actions):
        if action.startswith("play "):
            played += 1
            ends[i] = played % per_trick == 0
    return ends


def log_line(entries: Sequence[LogEntry]) -> Text:
    """The moves joined by " · ", and by the trick mark after a trick's last card."""
    line = Text(style="italic")
    for i, entry in enumerate(entries):
        if i:
            line.append(TRICK_MARK if entries[i - 1].ends_trick else " · ")
        line.append(entry.text)
    return line
