"""An advisory lock on a file, held while this program uses what the file stands for
(the saved match, the hosted LAN table), so that a second sixtysix window is refused
rather than saving over the first's or deleting it.

The system drops the lock when the program ends, however it ends, so a crash leaves
nothing to clear.  Where there is no such lock (Windows), or the file cannot be made,
nothing is held and nothing refused."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO

if sys.platform != "win32":
    import fcntl


class FileLock:
    """``path``: the lock file, found when taken (the folders may change in tests);
    ``refusal``: the sentence for the player when another program holds it."""

    def __init__(self, path: Callable[[], Path], refusal: Callable[[], str]) -> None:
        self._path = path
        self._refusal = refusal
        self._file: IO[bytes] | None = None

    def take(self) -> str | None:
        """None once this program holds the lock (it may already); else the refusal."""
        if self._file is not None or sys.platform == "win32":
            return None
        path = self._path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            held = path.open("ab")
        except OSError:
            return None  # the save itself will say what is wrong with the folder
        try:
            fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            held.close()
            return self._refusal()
        self._file = held
        return None

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # which drops the lock
            self._file = None

    def __enter__(self) -> str | None:
        """``with lock as refused``: ``take``'s sentence, the lock released after."""
        return self.take()

    def __exit__(self, *exc: object) -> None:
        self.release()
