"""Finished matches, kept as match records, and the player's results against the computer.

When a match ends the app writes its record (``notation.md``: ``sixtysix replay``
reads it as it is) to ``matches/`` in the data directory, with two comment keys a
record may carry: ``_finished`` (when, in UTC) and ``_players`` (who sat where: a
person, or a computer and its level).  The lobby lists them; a file that cannot be
read is left where it is and not listed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine.bots.base import BOT_LEVELS
from engine.records import RecordError, parse_match
from engine.rules import Rules

from .i18n import _
from .names import as_read, clean_name, sides
from .paths import archive_dir
from .saves import SAVE_KEY, as_record_file, from_record_file, os_reason, read_bounded, read_save_file, write_json
from .session import GameSession, SaveError, SeatSpec

SHOWN = 200  # the newest matches listed; older files stay on disk
_STAMP = "%Y%m%d-%H%M%S"


@dataclass(frozen=True)
class Player:
    name: str
    kind: str  # "human", "bot" or "remote" (a LAN seat)
    level: str  # the bot's level ("hard"), "" for a person


@dataclass(frozen=True)
class PastMatch:
    path: Path
    finished: datetime
    preset: str
    players: tuple[Player, ...]
    sides: tuple[str, ...]  # the scoring sides' names: partnerships as "Ann & Cid"
    score: tuple[int, ...]  # each side's game points
    winner: int | None  # the winning side
    partnerships: bool
    over: bool  # False: left unfinished (a new match took the saved one's place)
    rules: Rules
    takebacks: int = 0  # moves the person took back (``GameSession.takebacks``)
    resumable: bool = False  # unfinished, played here, and kept with its save (``keep_match``)

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    @property
    def people(self) -> list[int]:
        """The seats of people (here, or at the LAN table), not computers."""
        return [i for i, p in enumerate(self.players) if p.kind != "bot"]

    @property
    def opponent_level(self) -> str | None:
        """Against the computer (one person, the other seats computers, played to its
        end): the strongest level among the person's opponents; None for any other match."""
        people = self.people
        if len(people) != 1 or not self.over:
            return None
        mine = self.side_of(people[0])
        levels = [p.level for i, p in enumerate(self.players) if self.side_of(i) != mine]
        known = [lv for lv in levels if lv in BOT_LEVELS]
        return max(known, key=list(BOT_LEVELS).index) if known else None

    @property
    def won_by_the_person(self) -> bool:
        return self.winner == self.side_of(self.people[0])


def archive_match(session: GameSession, now: datetime | None = None) -> str | None:
    """Keep the finished match's record; None, or one sentence saying why it could not."""
    return keep_match(session, now)[1]


def keep_match(session: GameSession, now: datetime | None = None) -> tuple[Path | None, str | None]:
    """Keep the match's record: where it was written, or one sentence saying why not.  An
    unfinished match is kept with its save (``saves.SAVE_KEY``, a comment key), so that
    Past matches can resume it (``resume_kept``)."""
    try:
        record = session.match.to_record() if session.match_over else as_record_file(session.to_save())
        return write_kept(record, session.preset_name, players_of(session.seats), now, session.takebacks), None
    except OSError as e:
        return None, _not_kept(e)


def resume_kept(match: PastMatch) -> GameSession:
    """The unfinished match kept at ``match.path``, as its save had it; ``SaveError`` (one
    sentence) where it cannot be resumed.  The file is left as it is: the caller removes it
    once the match is back in the save slot."""
    try:
        data = read_save_file(match.path)
    except (FileNotFoundError, NotADirectoryError):
        raise SaveError(_("its file is gone")) from None
    if not match.resumable or not isinstance(data, dict) or not isinstance(data.get(SAVE_KEY), dict):
        raise SaveError(_("it was kept without what resuming it needs"))
    return GameSession.from_save(from_record_file(data))


def players_of(seats: Sequence[SeatSpec]) -> list[Player]:
    """The seats of a local match, as a kept match says who sat there."""
    return [Player(s.name, s.kind, s.bot_spec.partition(":")[0] if s.kind == "bot" else "") for s in seats]


def keep_record(record: dict[str, Any], preset: str, players: list[Player], now: datetime | None = None) -> str | None:
    """Write a finished match's ``record``, with when and who as comment keys; None, or
    one sentence saying why it could not."""
    try:
        write_kept(record, preset, players, now)
    except OSError as e:
        return _not_kept(e)
    return None


def _not_kept(e: OSError) -> str:
    return _("The finished match could not be kept in {folder}: {error}.", folder=archive_dir(), error=os_reason(e))


def write_kept(
    record: dict[str, Any], preset: str, players: list[Player], now: datetime | None = None, takebacks: int = 0
) -> Path:
    """``keep_record`` that says where it wrote, or raises ``OSError``; ``takebacks``: the
    moves taken back, kept as a comment key (notation: ``_`` keys are ignored) when any."""
    when = (now or datetime.now(UTC)).astimezone(UTC)
    record = {
        **record,
        "_finished": when.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "_players": [{"name": p.name, "kind": p.kind, "level": p.level} for p in players],
    }
    if takebacks:
        record["_takebacks"] = takebacks
    folder = archive_dir()
    path = folder / f"{when.strftime(_STAMP)}-{preset}.json"
    n = 1
    while path.exists():  # two matches ended in one second: keep both
        n += 1
        path = folder / f"{when.strftime(_STAMP)}-{preset}-{n}.json"
    write_json(path, record)
    return path


def past_matches(limit: int = SHOWN) -> list[PastMatch]:
    """The newest kept matches first; a file that is not a kept match is skipped."""
    try:
        files = sorted(archive_dir().glob("*.json"), key=_when_kept, reverse=True)
    except OSError:
        return []
    found = []
    for path in files:
        if len(found) == limit:
            break
        match = _read(path)
        if match is not None:
            found.append(match)
    return found


def _when_kept(path: Path) -> tuple[str, int]:
    """Sort key: the time in the name, then the ``-2`` of a second match kept in the same
    second (preset names have no hyphen)."""
    _preset, sep, n = path.stem[16:].rpartition("-")
    return path.stem[:15], int(n) if sep and n.isdigit() else 1


def _read(path: Path) -> PastMatch | None:
    try:
        data = json.loads(read_bounded(path).decode("utf-8"))
        record = parse_match(data)
        finished = datetime.strptime(data["_finished"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
        players = tuple(_player(i, p) for i, p in enumerate(data["_players"]))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError, RecordError, KeyError, TypeError):
        return None
    rules = record.rules
    if record.score is None or len(players) != rules.players:
        return None
    score = tuple(record.score[:2] if rules.partnerships else record.score)
    best = max(score)
    over = best >= rules.match_target
    takebacks = data.get("_takebacks", 0)
    if type(takebacks) is not int or takebacks < 0:
        return None  # not a kept match's: counted as clean, it would count as won
    winner = score.index(best) if over and score.count(best) == 1 else None
    return PastMatch(
        path=path,
        finished=finished,
        preset=str(data.get("rules", "")),
        players=players,
        sides=tuple(sides([p.name for p in players], rules.partnerships)),
        score=score,
        winner=winner,
        partnerships=rules.partnerships,
        over=over,
        rules=rules,
        takebacks=takebacks,
        resumable=not over and isinstance(data.get(SAVE_KEY), dict) and all(p.kind != "remote" for p in players),
    )


def _player(seat: int, raw: Any) -> Player:
    if not isinstance(raw, dict):
        raise TypeError("a player is an object")
    name, kind, level = raw.get("name"), raw.get("kind"), raw.get("level", "")
    if not isinstance(name, str) or kind not in ("human", "bot", "remote") or not isinstance(level, str):
        raise TypeError("a player has a name, a kind and a level")
    name = as_read(clean_name(name, "?"), seat, kind != "bot")  # a file may have been edited: no escapes on screen
    return Player(name, kind, level)


@dataclass(frozen=True)
class Tally:
    level: str
    won: int
    played: int
    taken_back: int = 0  # matches with moves taken back, in neither count


def results_against_computer(matches: list[PastMatch]) -> list[Tally]:
    """Matches won and played against each level of computer, weakest level first; a
    match in which moves were taken back counts apart (an undo had shown the cards)."""
    counts: dict[str, list[int]] = {}
    for m in matches:
        level = m.opponent_level
        if level is None:
            continue
        won_played = counts.setdefault(level, [0, 0, 0])
        if m.takebacks:
            won_played[2] += 1
            continue
        won_played[0] += m.won_by_the_person
        won_played[1] += 1
    return [Tally(lv, *counts[lv]) for lv in BOT_LEVELS if lv in counts]
