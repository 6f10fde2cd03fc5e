"""Seats this machine holds at LAN tables, kept on disk: a player whose app stopped (a
crash, a closed terminal) takes their seat back by joining the same table again.

A seat is the host's secret token for it.  It is forgotten when the player leaves on
purpose, or the table goes away.  The app that holds a seat is noted by its process, so
that a second app on the same machine joining the same table gets a seat of its own
rather than taking over the first one's.  A kept-seats file that cannot be read is
treated as empty: the worst that costs is a seat given to a computer player.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from .paths import data_dir
from .saves import write_json

KEEP = 8  # seats kept at most: the newest


@dataclass(frozen=True)
class KeptSeat:
    address: str
    port: int
    code: str
    token: str
    pid: int  # the app that holds it

    def at(self, address: str, port: int, code: str) -> bool:
        return (self.address, self.port, self.code) == (address, port, code.upper())

    @property
    def free(self) -> bool:
        """No other app that is still running holds it."""
        return self.pid == os.getpid() or not _running(self.pid)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, as another user's
    return True


def _path() -> Path:
    return data_dir() / "lan-seats.json"


def kept_seats() -> list[KeptSeat]:
    """Newest first."""
    try:
        raw = json.loads(_path().read_text(encoding="utf-8"))
        return [
            KeptSeat(str(s["address"]), int(s["port"]), str(s["code"]), str(s["token"]), int(s["pid"]))
            for s in raw["seats"]
        ]
    except (OSError, ValueError, KeyError, TypeError):
        return []


def kept_token(address: str, port: int, code: str) -> str | None:
    """The token of this machine's seat at that table, unless an app still running holds it."""
    return next((s.token for s in kept_seats() if s.at(address, port, code) and s.free), None)


def last_free() -> KeptSeat | None:
    """The newest seat nobody holds now: where the join form offers to go back."""
    return next((s for s in kept_seats() if s.free), None)


def keep_seat(address: str, port: int, code: str, token: str) -> None:
    seat = KeptSeat(address, port, code.upper(), token, os.getpid())
    _write([seat, *(s for s in kept_seats() if not s.at(address, port, code))][:KEEP])


def forget_seat(address: str, port: int, code: str) -> None:
    seats = kept_seats()
    if any(s.at(address, port, code) for s in seats):
        _write([s for s in seats if not s.at(address, port, code)])


def _write(seats: list[KeptSeat]) -> None:
    # Not written (a full disk, no permission): a seat the player cannot come back to,
    # and the game goes on.
    with contextlib.suppress(OSError):
        write_json(_path(), {"seats": [asdict(s) for s in seats]})
