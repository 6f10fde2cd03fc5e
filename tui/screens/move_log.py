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


def trick_ends(actions: Sequence[str], on_table: int, per_trick: int) -> list[bool]:
    """Which of a run of moves (``"play QH"``, ``"draw"``, …) ended a trick, counted back
    from the last move: the last ``on_table`` cards played lie in the trick still on the
    table, and the cards before them made whole tricks of ``per_trick``."""
    ends = [False] * len(actions)
    later = 0  # cards played after this one
    for i in range(len(actions) - 1, -1, -1):
        if not actions[i].startswith("play "):
            continue
        ends[i] = later >= on_table and (later - on_table) % per_trick == 0
        later += 1
    return ends


def log_line(entries: Sequence[LogEntry]) -> Text:
    """The moves joined by " · ", and by the trick mark after a trick's last card."""
    line = Text(style="italic")
    for i, entry in enumerate(entries):
        if i:
            line.append(TRICK_MARK if entries[i - 1].ends_trick else " · ")
        line.append(entry.text)
    return line
