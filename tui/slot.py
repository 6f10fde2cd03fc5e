"""The one saved match around a match played on this machine, the app's or the plain-text
game's alike: a new match keeps the saved one under Past matches before it takes the
slot, every change is saved, and a finished match is kept and leaves the slot empty."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import saves
from .archive import archive_match, keep_match
from .i18n import _
from .session import GameSession


@dataclass(frozen=True)
class Said:
    """What to tell the player: ``notice`` (all went well) and ``problem`` (an error),
    each one sentence or None."""

    notice: str | None = None
    problem: str | None = None


def make_room() -> Said:
    """Before a new match takes the slot: the match in it is kept under Past matches,
    unfinished, rather than overwritten; one that cannot be read is moved aside."""
    if not saves.has_save():
        return Said()
    loaded = saves.load_save()
    if loaded.session is None:
        return Said(problem=loaded.message)
    problem = archive_match(loaded.session)
    if problem is None:
        return Said(notice=_("The saved match was kept under Past matches, unfinished."))
    # Not kept there: at least not overwritten.
    return Said(problem=problem + " " + saves.move_save_aside(_("a new match took its place")))


class Autosave:
    """``session.on_change``: save after every change; once the match is over, empty the
    slot and keep the match (once, however often it is called after): ``kept_path``
    says where."""

    def __init__(self) -> None:
        self._kept: GameSession | None = None
        self.kept_path: Path | None = None

    def __call__(self, session: GameSession) -> str | None:
        """None, or one sentence saying what could not be saved or kept."""
        if not session.match_over:
            return saves.write_save(session)
        problem = saves.delete_save()
        if self._kept is not session:
            self._kept = session
            self.kept_path, not_kept = keep_match(session)
            problem = not_kept or problem
        return problem
