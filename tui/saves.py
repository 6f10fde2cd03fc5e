"""Where sixtysix keeps its files, and the one autosave slot for the match in play.

The app sets ``session.on_change`` to call ``write_save`` so the match is saved after
every action; the lobby asks ``save_summary`` and resumes with ``load_save``.  A save
the program cannot resume is moved aside, never deleted, and every problem a player
can cause (a damaged file, no permission, a full disk) comes back as one sentence
instead of an exception.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .i18n import _
from .names import sides
from .paths import config_dir, data_dir, save_path, set_aside
from .session import GameSession, SaveError

MAX_SAVE_BYTES = 8 * 1024 * 1024  # a long match saves to about 100 KB; more is not ours


class TooLarge(ValueError):
    """A file longer than a save or a record can be."""


def read_bounded(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of ``path``, reading no further than ``limit``: ``TooLarge`` past it.
    A size from ``stat`` would not do: /dev/zero has none, and is endless."""
    with path.open("rb") as f:
        raw = f.read(limit + 1)
    if len(raw) > limit:
        raise TooLarge(path)
    return raw


SAVE_KEY = "_sixtysix_save"
"""The comment key (notation: keys starting with ``_`` are comments) under which the save
file, a match record, holds what a record does not: who is a computer, the seeds."""


def as_record_file(save: dict[str, Any]) -> dict[str, Any]:
    """A session's save (``GameSession.to_save``) as the file holds it: its match record,
    with the rest under ``SAVE_KEY``, so that the file is a record (notation: "Save files
    and autosaves use it") that ``sixtysix replay`` and any reader of records take."""
    return {**save["record"], SAVE_KEY: {k: v for k, v in save.items() if k != "record"}}


def from_record_file(data: Any) -> Any:
    """``as_record_file`` undone; a save written before it (the record inside the save,
    not around it) is returned as it is, and still resumes."""
    if not isinstance(data, dict) or not isinstance(data.get(SAVE_KEY), dict):
        return data
    return {**data[SAVE_KEY], "record": {k: v for k, v in data.items() if k != SAVE_KEY}}


def write_json(path: Path, data: Any, indent: int | None = None) -> None:
    """Write ``data`` so that ``path`` holds either the old file or the whole new one,
    never a torn write (a crash or a full disk mid-write).  Raises ``OSError``."""
    text = json.dumps(data, ensure_ascii=False, indent=indent)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def os_reason(e: OSError) -> str:
    """The system's words for an ``OSError``, without the errno and path clutter."""
    return (e.strerror or str(e) or type(e).__name__).rstrip(".").lower()


# ------------------------------------------------------------------ the autosave slot
def write_save(session: GameSession) -> str | None:
    """Save ``session`` in the slot; a finished match leaves the slot empty.  Returns
    None, or one sentence saying why the match could not be saved."""
    if session.match_over:
        return delete_save()
    path = save_path()
    try:
        write_json(path, as_record_file(session.to_save()))
    except OSError as e:
        return _("The match could not be saved to {path}: {error}.", path=path, error=os_reason(e))
    return None


@dataclass(frozen=True)
class LoadResult:
    """``session`` to resume (or None), and ``message``: one sentence to show, if any."""

    session: GameSession | None = None
    message: str | None = None


def load_save() -> LoadResult:
    """The saved match; nothing if there is none.  A save that cannot be resumed is moved
    to ``current.corrupt-<UTC time>.json`` and the message says where."""
    path = save_path()
    try:
        data = read_save_file(path)
    except (FileNotFoundError, NotADirectoryError):  # no save there (a file where a folder should be)
        return LoadResult()
    except SaveError as e:
        return _set_aside(path, e.reason)
    try:
        return LoadResult(GameSession.from_save(from_record_file(data)))
    except SaveError as e:
        return _set_aside(path, e.reason)
    except Exception:  # a bug of ours must cost neither the file nor the app
        return _set_aside(path, _("it could not be resumed"))


def read_save_file(path: Path) -> Any:
    """The parsed JSON of ``path``; ``SaveError`` if it cannot be read or parsed."""
    try:
        raw = read_bounded(path)
    except TooLarge:
        raise SaveError(_("it is far too large to be a save")) from None
    except (FileNotFoundError, NotADirectoryError):
        raise
    except OSError as e:
        raise SaveError(_("it could not be read ({error})", error=os_reason(e))) from None
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveError(_("it is not valid JSON (it may have been cut short)")) from None


def _set_aside(path: Path, reason: str, label: str = "corrupt") -> LoadResult:
    try:
        target = set_aside(path, label)
    except OSError as e:
        return LoadResult(
            message=_(
                "The saved match at {path} could not be resumed because {reason}, "
                "and it could not be moved aside ({error}).",
                path=path,
                reason=reason,
                error=os_reason(e),
            )
        )
    return LoadResult(
        message=_("The saved match was moved to {target} because {reason}.", target=target, reason=reason)
    )


def move_save_aside(reason: str) -> str:
    """Move the save out of the slot, kept beside it; one sentence saying where."""
    message = _set_aside(save_path(), reason, "replaced").message
    assert message is not None
    return message


def has_save() -> bool:
    try:
        return save_path().is_file()
    except OSError:
        return False


def delete_save() -> str | None:
    """Empty the slot (the match ended); None, or one sentence saying why it could not."""
    path = save_path()
    try:
        path.unlink(missing_ok=True)
    except OSError as e:
        return _(
            "The save of the finished match at {path} could not be deleted: {error}.", path=path, error=os_reason(e)
        )
    return None


@dataclass(frozen=True)
class SaveSummary:
    """What the lobby says about the saved match."""

    names: tuple[str, ...]  # the scoring sides': partnerships as "Anna & Clara"
    preset: str
    score: tuple[int, ...]  # a side's each
    hand_number: int  # 0-based, like GameSession.hand_number
    target: int  # game points that win the match


def save_summary() -> SaveSummary | None:
    """The saved match in brief; None when there is none or it cannot be resumed (then
    ``load_save`` moves it aside and says why)."""
    try:
        session = GameSession.from_save(from_record_file(read_save_file(save_path())))
    except Exception:  # the lobby only shows what can be resumed; load_save explains the rest
        return None
    partnerships = session.rules.partnerships
    return SaveSummary(
        names=tuple(sides(session.names, partnerships)),
        preset=session.preset_name,
        score=tuple(session.match.score[:2] if partnerships else session.match.score),
        hand_number=session.hand_number,
        target=session.rules.match_target,
    )


__all__ = [
    "LoadResult",
    "TooLarge",
    "SaveSummary",
    "config_dir",
    "data_dir",
    "delete_save",
    "has_save",
    "load_save",
    "read_bounded",
    "move_save_aside",
    "save_path",
    "save_summary",
    "write_json",
    "write_save",
]
