"""A game at the table, between the engine and the screens: who sits where, whose turn,
bot moves, hints, undo, the score sheet, and the save format.

Nothing here imports Textual: the screens call a ``GameSession`` and render what it
returns, so every rule of play around the engine can be tested without an app.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine import HandResult, HandState, IllegalAction, Match, PlayerView, RecordError, Rules
from engine.actions import ActionError, parse_action
from engine.bots import make_bot
from engine.bots.base import Bot, BotSpecError
from engine.bots.review import PlayCheck, Review, decisions_of, review
from engine.bots.review import play_check as check_play  # the session's method has the name
from engine.legality import Refusal, why_illegal
from engine.records import parse_match

from .i18n import _
from .names import as_read

SAVE_FORMAT = "sixtysix-save"
SAVE_VERSION = 1
SEAT_KINDS = ("human", "bot")
DEFAULT_BOT = "medium"
_SEED_LIMIT = 2**256  # any int seeds an rng, but a save should not hold (or print) a huge one


class SaveError(ValueError):
    """A save that cannot be resumed.  ``reason`` is a clause ("its seed is not ...") to
    build other sentences with; the message is one whole sentence around it."""

    def __init__(self, reason: str) -> None:
        super().__init__(_("The save cannot be resumed because {reason}.", reason=reason))
        self.reason = reason


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str = "human"  # "human" or "bot" (later "remote")
    level: str = ""  # bot spec for make_bot, e.g. "medium" or "hard:ms=500"; "" means medium

    @property
    def bot_spec(self) -> str:
        return self.level or DEFAULT_BOT


@dataclass(frozen=True)
class ScoreRow:
    """One finished hand on the score sheet."""

    hand: int  # 0-based, like ``GameSession.hand_number``
    dealer: int
    result: HandResult
    score: tuple[int, ...]  # the match score after this hand


def row_gains(rows: Sequence[ScoreRow]) -> list[tuple[int, ...]]:
    """The game points each seat gained in each row's hand: its score less the one before,
    so a drawn hand's point carried to the next winner (rules §5, ``drawn_hand_carry``) and
    an idle dealer's share are in it, as they are in the score.  The first row, and a row
    whose hand before is not on the sheet, give their result's own: a LAN sheet may begin
    mid-match (joined under an older host, or its last 300 hands), and its first score is
    then not what one hand gained (a first hand has no drawn hand before it anyway)."""
    out = []
    before: ScoreRow | None = None
    for row in rows:
        if before is not None and before.hand == row.hand - 1:
            out.append(tuple(a - b for a, b in zip(row.score, before.score, strict=True)))
        else:
            out.append(tuple(row.result.scores))
        before = row
    return out


def score_rows(match: Match) -> list[ScoreRow]:
    """The score sheet of ``match``: one row per finished hand, with the score after it."""
    rows = []
    for i, ((_dealt, end), score) in enumerate(zip(match.finished, match.score_after, strict=True)):
        assert end.result is not None  # a finished hand has its result
        rows.append(ScoreRow(i, end.dealer, end.result, score))
    return rows


@dataclass(frozen=True)
class _Snapshot:
    """Everything of a ``Match`` that play changes, copied deep enough to come back to."""

    hand: HandState
    dealt: HandState
    score: tuple[int, ...]
    carry: int
    results: tuple[HandResult, ...]
    finished: tuple[tuple[HandState, HandState], ...]  # finished hands are never changed again
    score_after: tuple[tuple[int, ...], ...]
    rng_state: tuple[Any, ...]


class GameSession:
    """One match at one table.  ``apply`` takes the action of whoever is to move, human or
    bot; the app asks ``bot_action`` (off the UI thread) when a bot is to move."""

    def __init__(
        self,
        rules: Rules,
        seats: Sequence[SeatSpec],
        seed: int | None = None,
        preset_name: str | None = None,
        *,
        match: Match | None = None,
        takebacks: int = 0,
    ) -> None:
        """A new match dealt from ``seed`` (random if None), or ``match`` continued (a save).

        Raises ``ValueError`` (``BotSpecError`` for a bad bot level) for seats that do
        not fit the rules."""
        self.rules = rules
        self.seats = tuple(seats)
        # The seed is fixed now, not left to the rng, so a save can name it.
        self.seed = random.randrange(2**32) if seed is None else seed
        if not _seed_ok(self.seed):
            raise ValueError(f"the seed must be a whole number smaller than 2**256 in size, not {seed!r}")
        self.preset_name = rules.preset if preset_name is None else preset_name
        self.on_change: Callable[[GameSession], object] | None = None  # after every change, for autosave
        names = [s.name for s in self.seats]
        if len(self.seats) != rules.players:
            raise ValueError(f"preset {rules.preset} seats {rules.players} players, not {len(self.seats)}")
        self._bots: dict[int, Bot] = {}
        for i, spec in enumerate(self.seats):
            if spec.kind not in SEAT_KINDS:
                raise ValueError(f"seat {i} must be one of {', '.join(SEAT_KINDS)}, not {spec.kind!r}")
            if spec.kind == "bot":
                self._bots[i] = make_bot(spec.bot_spec)  # a bad level fails here, not mid-game
        if match is None:
            match = Match(rules, seed=self.seed, seats=names)
        elif match.rules != rules or match.seats != names:
            raise ValueError("the match was played under other rules or by other seats")
        self.match = match
        # Moves taken back in this match: an undo shows the cards the moves after it
        # revealed, so a match won with them is kept as such and not counted as won.
        self.takebacks = takebacks
        self._undo: list[_Snapshot] = []  # this hand's: a dozen or so decisions
        if not match.hand.is_over:
            self._undo.extend(self._decisions_so_far())  # a resumed match can take back too

    # ------------------------------------------------------------ the table
    @property
    def hand(self) -> HandState:
        return self.match.hand

    # What the table screen reads (the same names a LAN session offers: see tui/table_session.py).
    drives_bots = True  # bots play in this process, asked through bot_action
    closed: str | None = None  # a match on this machine does not go away
    hosting = False

    @property
    def names(self) -> list[str]:
        """The seats' names as the player reads them (``names.as_read``); the record keeps
        them as they were given."""
        return [as_read(name, i, self.is_human(i)) for i, name in enumerate(self.match.seats)]

    @property
    def score(self) -> list[int]:
        return self.match.score

    @property
    def last_result(self) -> HandResult | None:
        return self.match.results[-1] if self.match.results else None

    def refusal(self, action: str) -> Refusal:
        """Why ``action`` is not legal now, for the seat to move."""
        try:
            kind, arg = parse_action(action)
        except ActionError as e:
            return Refusal("not_an_action", str(e))
        return why_illegal(self.hand, kind, arg)

    @property
    def hand_number(self) -> int:
        """0-based; a finished hand keeps its number until the next is dealt."""
        return len(self.match.finished) - self.hand.is_over

    @property
    def to_move(self) -> int | None:
        return None if self.hand.is_over else self.hand.to_move

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == "human"

    def computer_level(self, seat: int) -> str | None:
        """The level of the computer that plays ``seat`` ("medium"), None for a person."""
        spec = self.seats[seat]
        return (spec.level or "medium") if spec.kind == "bot" else None

    @property
    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    @property
    def bot_to_move(self) -> bool:
        seat = self.to_move
        return seat is not None and not self.is_human(seat)

    @property
    def human_to_move(self) -> bool:
        seat = self.to_move
        return seat is not None and self.is_human(seat)

    def view(self, seat: int) -> PlayerView:
        return self.hand.view(seat)

    def viewer(self) -> int:
        """Whose view the table shows: the human to move, else the last human who acted,
        else the lowest human seat (seat 0 when only bots play)."""
        seat = self.to_move
        if seat is not None and self.is_human(seat):
            return seat
        last = self._last_human_actor()
        if last is not None:
            return last
        humans = self.humans
        return humans[0] if humans else 0

    def _last_human_actor(self) -> int | None:
        # Read from the histories rather than tracked, so it survives undo and a save.
        hands = [end for _, end in self.match.finished]
        if not self.hand.is_over:
            hands.append(self.hand)
        for hand in reversed(hands):
            for entry in reversed(hand.history):
                seat = int(entry.partition(" ")[0])
                if self.is_human(seat):
                    return seat
        return None

    # ----------------------------------------------------------------- play
    def apply(self, action: str) -> None:
        """The action of the seat to move.  ``IllegalAction`` (state unchanged) when the
        rules do not allow it now."""
        seat = self.to_move
        if seat is None:
            raise IllegalAction("the hand is over")
        snapshot = _snapshot(self.match) if self._keeps_undo(seat) else None
        self.match.apply(action)
        if snapshot is not None:
            self._undo.append(snapshot)
        self._changed()

    def _keeps_undo(self, seat: int, hand: HandState | None = None) -> bool:
        # A forced move (one legal action: the last card, a pass without the trump nine) is
        # no decision, so undo steps back over it to the choice before.
        legal = (self.hand if hand is None else hand).legal_actions()
        return len(self.humans) == 1 and self.is_human(seat) and len(legal) > 1

    def _decisions_so_far(self) -> list[_Snapshot]:
        """The undo steps a save does not hold, rebuilt: the match played again from its
        seed with the moves it holds, a step kept where the live session kept one (in the
        hand being played), so a resumed match takes back as far as the match before the
        save would have.  A match that does not play again to this one (not dealt from its
        seed) gives none."""
        m = self.match
        again = Match(self.rules, seed=self.seed, seats=list(m.seats))
        steps = []
        for i, hand in enumerate([end for _dealt, end in m.finished] + [m.hand]):
            try:
                if i:
                    again.next_hand()
                    steps.clear()  # as next_hand does: the hands before are settled
                for entry in hand.history:
                    seat_text, _space, action = entry.partition(" ")
                    if self._keeps_undo(int(seat_text), again.hand):
                        steps.append(_snapshot(again))
                    again.apply(action)
            except (IllegalAction, ValueError):  # ValueError: next_hand with the hand before unfinished
                return []
        same = again.to_record() == m.to_record() and again.rng.getstate() == m.rng.getstate()
        return steps if same else []

    def bot_action(self) -> str:
        """The bot's choice for the seat to move; pure, and the same for the same position
        (after a reload or an undo too).  ``ValueError`` when no bot is to move."""
        seat = self.to_move
        if seat is None or self.is_human(seat):
            raise ValueError("no bot is to move")
        hand = self.hand
        rng = random.Random(f"{self.seed}:{self.hand_number}:{len(hand.history)}:{seat}")
        return self._bots[seat].choose(hand.view(seat), rng)

    def review(self, seat: int) -> Review | None:
        """The solver's look back at ``seat``'s play in the last finished hand."""
        if not self.match.finished:
            return None
        dealt, end = self.match.finished[-1]
        return review(dealt, end.history, seat)

    def play_check(self, seat: int, stop: Callable[[], bool] | None = None) -> PlayCheck | None:
        """The search's look back at ``seat``'s play in the last finished hand while cards
        were hidden (``review.play_check``: seconds, so off the UI thread)."""
        if not self.match.finished:
            return None
        dealt, end = self.match.finished[-1]
        return check_play(decisions_of(dealt, end.history, seat), end.history, stop=stop)

    @property
    def hand_over(self) -> bool:
        return self.hand.is_over

    @property
    def match_over(self) -> bool:
        return self.match.is_over

    @property
    def winner(self) -> int | None:
        return self.match.winner

    def next_hand(self) -> None:
        """Deal the next hand; ``ValueError`` while the hand goes on or when the match is over.
        The hand before is settled for good: undo reaches back to this deal and no further,
        since taking back into a scored hand would deal this same hand again to a player
        who has seen it."""
        self.match.next_hand()
        self._undo.clear()
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    @property
    def pass_is_forced(self) -> bool:
        """The person to move is offered the exchange after a close without holding the
        card: a pass with nothing to decide, which the table and the text game make for
        them.  Only where no other person watches (against the computer): at a shared
        screen, how soon the pass came would tell the closer the card is not there."""
        seat = self.to_move
        alone = len(self.humans) == 1 and seat is not None and self.is_human(seat)
        return alone and self.hand.legal_actions() == ["pass"]

    # ----------------------------------------------------------------- undo
    @property
    def undo_offered(self) -> bool:
        """Only in a game without other humans: with two at the table, undo would take
        back the other player's move too."""
        return len(self.humans) == 1

    @property
    def can_undo(self) -> bool:
        # A finished match is kept, and its save slot let go (app.py): taking its last move
        # back would play on in a match nothing saves any more.
        return self.undo_offered and bool(self._undo) and not self.match_over

    def undo(self) -> None:
        """Back to just before the human's last decision, with the bot replies after it
        taken back too: within the hand being played (while its result is shown, the
        decision that ended it too)."""
        if not self.can_undo:
            raise ValueError("there is nothing to undo")
        snap = self._undo.pop()
        self.takebacks += 1
        m = self.match
        m.hand = snap.hand
        m.dealt = snap.dealt
        m.score = list(snap.score)
        m.carry = snap.carry
        m.results = list(snap.results)
        m.finished = list(snap.finished)
        m.score_after = list(snap.score_after)
        m.rng.setstate(snap.rng_state)
        self._changed()

    # ---------------------------------------------------------- score sheet
    @property
    def score_sheet(self) -> list[ScoreRow]:
        """One row per finished hand, with the match score after it."""
        return score_rows(self.match)

    # ---------------------------------------------------------------- saves
    def to_save(self) -> dict[str, Any]:
        """A JSON-able save: the match record plus what a record does not hold (who is a
        bot, the seed for bot moves, the rng for the deals still to come)."""
        version, internal, gauss = self.match.rng.getstate()
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "preset": self.preset_name,
            "seed": self.seed,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
            "record": self.match.to_record(),
            "rng": [version, list(internal), gauss],
            "takebacks": self.takebacks,
        }

    @classmethod
    def from_save(cls, data: Any) -> GameSession:
        """The session a ``to_save`` dict describes; ``SaveError`` for anything wrong."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(_("it is not a sixtysix save"))
        version = data.get("version")
        if type(version) is not int or version != SAVE_VERSION:
            raise SaveError(_("it is not a version {n} save, the only version this program reads", n=SAVE_VERSION))
        preset_name = data.get("preset")
        if not isinstance(preset_name, str):
            raise SaveError(_("its preset name is missing"))
        seed = data.get("seed")
        if not _seed_ok(seed):
            raise SaveError(_("its seed is not a whole number smaller than 2**256 in size"))
        try:
            record = parse_match(data.get("record"))
        except RecordError as e:
            raise _damaged(e) from None
        if not record.hands:
            raise SaveError(_("its match record holds no hand"))
        if record.score is None:
            raise SaveError(_("its match record has no score"))
        seats = _seats_of(data.get("seats"), record.seats)
        rng_state = _rng_state_of(data.get("rng"))
        takebacks = data.get("takebacks", 0)  # saves from before it was counted have none
        if type(takebacks) is not int or takebacks < 0:
            raise SaveError(_("its count of moves taken back is not a whole number of 0 or more"))
        try:
            match = Match.from_record(record, rng_state=rng_state)
        except RecordError as e:
            raise _damaged(e) from None
        try:
            return cls(record.rules, seats, seed, preset_name, match=match, takebacks=takebacks)
        except BotSpecError as e:
            raise SaveError(_("a computer player cannot be set up: {error}", error=e)) from None
        except ValueError as e:
            raise SaveError(str(e)) from None


def _damaged(error: RecordError) -> SaveError:
    """The record reader's sentence is English and technical: the player can do nothing
    with it but send it on, so it goes in brackets, said to be for a bug report."""
    return SaveError(_("its match record is damaged (for a bug report: {error})", error=str(error).rstrip(".")))


def _snapshot(m: Match) -> _Snapshot:
    return _Snapshot(
        hand=m.hand.clone(),
        dealt=m.dealt.clone(),
        score=tuple(m.score),
        carry=m.carry,
        results=tuple(m.results),
        finished=tuple(m.finished),
        score_after=tuple(m.score_after),
        rng_state=m.rng.getstate(),
    )


def _seed_ok(seed: Any) -> bool:
    return type(seed) is int and -_SEED_LIMIT < seed < _SEED_LIMIT


def _seats_of(raw: Any, names: list[str]) -> list[SeatSpec]:
    if not isinstance(raw, list) or len(raw) != len(names):
        raise SaveError(_("its seats must list {n} players", n=len(names)))
    seats = []
    for i, (item, name) in enumerate(zip(raw, names, strict=True)):
        if not isinstance(item, dict):
            raise SaveError(_("seat {n} is not described", n=i))
        spec = SeatSpec(item.get("name"), item.get("kind"), item.get("level", ""))  # type: ignore[arg-type]
        if not all(isinstance(v, str) for v in (spec.name, spec.kind, spec.level)):
            raise SaveError(_("seat {n} needs a name, a kind and a level written as text", n=i))
        if spec.name != name:
            raise SaveError(
                _("seat {n} is called {name!r} but its match record says {other!r}", n=i, name=spec.name, other=name)
            )
        seats.append(spec)
    return seats


def _rng_state_of(raw: Any) -> tuple[Any, ...]:
    """The JSON form of ``random.getstate()`` back as its tuple, checked as far as
    ``Random.setstate`` checks it, so setting it cannot fail."""
    ok = isinstance(raw, list) and len(raw) == 3 and raw[0] == 3 and not isinstance(raw[0], bool)
    if ok:
        internal, gauss = raw[1], raw[2]
        ok = (
            isinstance(internal, list)
            and len(internal) == 625
            and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 2**32 for x in internal)
            and internal[-1] <= 624  # the position in the Mersenne Twister's 624 words
            and (gauss is None or isinstance(gauss, float))
        )
    if not ok:
        raise SaveError(_("its random number state is damaged"))
    return (3, tuple(raw[1]), raw[2])


__all__ = ["GameSession", "SaveError", "ScoreRow", "SeatSpec", "score_rows"]
