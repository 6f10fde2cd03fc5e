"""The one saved match around a match played on this machine, the app's or the plain-text
game's alike: a new match keeps the saved one under Past matches before it takes the
slot, every change is saved, and a finished match is kept and leaves the slot empty."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import saves
from .archive import keep_match
from .file_lock import FileLock
from .i18n import _
from .paths import save_path
from .session import GameSession


@dataclass(frozen=True)
class Said:
    """What to tell the player: ``notice`` (all went well) and ``problem`` (an error),
    each one sentence or None."""

    notice: str | None = None
    problem: str | None = None
    kept: Path | None = None  # where the saved match was kept (``make_room``)


def replacing_question(resuming: bool = False) -> str | None:
    """What a new match (``resuming``: one resumed from Past matches) would do to the saved
    one (there is one save slot), or None."""
    summary = saves.save_summary()
    if summary is None:
        return None
    match = " – ".join(summary.names) + " " + ":".join(str(s) for s in summary.score)
    if resuming:
        return _(
            "Your saved match, {match}, is not finished. The match you resume takes its place: the saved "
            "one is kept under Past matches, and can be resumed from there in turn.",
            match=match,
        )
    return _(
        "Your saved match, {match}, is not finished. A new match takes its place: the saved one "
        "is kept under Past matches, where it can be gone over and resumed.",
        match=match,
    )


def make_room() -> Said:
    """Before a new match takes the slot: the match in it is kept under Past matches,
    unfinished, rather than overwritten; one that cannot be read is moved aside."""
    if not saves.has_save():
        return Said()
    loaded = saves.load_save()
    if loaded.session is None:
        return Said(problem=loaded.message)
    kept, problem = keep_match(loaded.session)
    if problem is None:
        return Said(notice=_("The saved match was kept under Past matches, unfinished."), kept=kept)
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


class SlotLock(FileLock):
    """The slot held by this program while it plays a match in it.  Two programs at once
    (the app in one terminal, the plain-text game in another) would save by turns, each
    over the other's match, and the one left first would be lost; the second is refused."""

    def __init__(self) -> None:
        super().__init__(lambda: save_path().with_suffix(".lock"), _refused)


def _refused() -> str:
    return _(
        "Another sixtysix window is playing the saved match: "
        "leave that match there first (it stays saved), then try again."
    )
