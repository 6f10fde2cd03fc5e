"""One seat of a match that runs on a LAN host, as the table screen sees it.

The player is either the host's own seat (``net.host.LocalPlayer``) or a client
(``net.client.Client``); both have a ``feed`` of updates and ``act``.  Only this
seat's view ever arrives; the others' moves come as updates, after which
``on_change`` asks the screen to redraw.  Moves are checked against the view's
legal actions first, then sent; a refusal from the host comes back through
``on_problem``.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engine.actions import ActionError, parse_action
from engine.bots.review import PlayCheck, Review, review_views
from engine.bots.review import play_check as check_play  # the session's method has the name
from engine.legality import Refusal, why_illegal
from engine.match import Match
from engine.records import RecordError, hand_record, match_record, parse_match
from engine.result import HandResult
from engine.rules import Rules
from engine.state import HandState, IllegalAction
from engine.view import PlayerView
from net.codec import SeatInfo, in_match
from net.feed import ActionRefused, Closed, ConnectionReport, FairnessReport, SeatFeed, StateUpdate, Update
from net.table import unnamed_bot, unnamed_player

from .i18n import N_, _
from .names import default_name
from .session import ScoreRow, score_rows


def shown_name(seat: int, info: SeatInfo) -> str:
    """A seat's name as this player reads it: a player or a computer the host left unnamed
    (sent as "Player 2" or "hard 3", by this app's hosted tables too) is called as this app
    calls its own, so that a Russian player at a Ukrainian host reads "Игрок 1"."""
    if info.kind == "bot" and info.level is not None and info.name == unnamed_bot(info.level, seat):
        return default_name(seat, False)
    if info.kind != "bot" and info.name == unnamed_player(seat):
        return default_name(seat, True)
    return info.name


# What a failed fairness check found (``FairnessReport.problem``), in the player's words.
_UNFAIR = {
    "seed": N_("the host revealed another seed than the one it committed to"),
    "contribution": N_("the host did not use the randomness this player sent"),
    "hand": N_("the cards dealt here are not the ones the seeds give"),
    "turn": N_("a move made in the hand is impossible in the deal the host revealed"),
    "action": N_("a move made in the hand is impossible in the deal the host revealed"),
    "shown": N_("the deal the host revealed does not give what this player was shown"),
    "no_commit": N_("the host committed to no seed for it, so it cannot be checked"),
}


# Why the host did not apply this player's move (net/PROTOCOL.md §8), in the player's words.
_REFUSED = {
    "stale": N_("The table moved on before your move arrived: look again and play."),
    "not_your_turn": N_("Wait for your turn."),
    "not_playing": N_("No hand is being played now."),
    "seat_replaced": N_("A computer player has your seat now."),
    "disconnected": N_("The connection to the host is gone."),
}


def refused_sentence(refused: ActionRefused) -> str:
    """Why the host refused a move, in one sentence (a code this app does not know: in the
    host's words).  Moves are checked at the seat first, so these are races, mostly."""
    text = _REFUSED.get(refused.code)
    return _(text) if text is not None else str(refused)


def fairness_sentence(report: FairnessReport) -> str:
    """One sentence for a deal that failed its check (a cheating host, or a broken one)."""
    why = _UNFAIR.get(report.problem)
    return _(
        "Deal {n} failed its fairness check: {why}.",
        n=report.deal,
        why=_(why) if why is not None else report.detail,
    )


def _scored(view: PlayerView, score: Sequence[int]) -> PlayerView:
    """A view of a hand in play with the match score its message carried (a view on the
    wire has none: ``codec.in_match``); a finished hand's score has its result in it."""
    return in_match(view, score) if view.result is None else view


class SeatNews:
    """What changed in the others' seats, as news for ``NetSession.on_notice``: that a
    computer now plays for a player (who left the table, or stayed away too long), that
    the player came back, or that somebody else took the seat.  The seat's border alone
    had said it, and the host had learnt nothing of a player who left.  ``open_code``
    (the host's screen): the join code where a seat is open to anybody who joins."""

    def __init__(self, seat: int, open_code: Callable[[int], str | None] | None = None) -> None:
        self.seat = seat
        self.open_code = open_code
        self._replaced: set[int] | None = None  # None: no seats seen yet
        self._left: dict[int, str] = {}  # the name of each seat a computer plays, as it was when it came
        self._opened: set[int] = set()  # of those, the seats open to whoever joins (``open_code``)

    def read(self, seats: Sequence[SeatInfo]) -> list[str]:
        """The news in ``seats`` since the last call; none at the first (the table as
        found is no news)."""
        replaced = {i for i, info in enumerate(seats) if info.kind == "remote" and info.bot and i != self.seat}
        before, self._replaced = self._replaced, replaced
        for i in replaced - (before or set()):
            self._left[i] = seats[i].name
        if before is None:
            return []
        news = []
        for i in sorted(replaced - before):
            news.append(_("A computer player now plays instead of {name}.", name=shown_name(i, seats[i])))
            code = self.open_code(i) if self.open_code is not None else None
            if code is not None:
                news.append(_("A LAN player may take the seat with the join code {code}.", code=code))
                self._opened.add(i)
        for i in sorted(before - replaced):
            # A newcomer's name reaches the seat while the computer still plays it; and an
            # open seat is anybody's who has the code, whatever name they give.
            left = self._left.pop(i, seats[i].name)
            if seats[i].name == left and i not in self._opened:
                news.append(_("{name} is back at the table.", name=shown_name(i, seats[i])))
            else:
                news.append(_("{name} has taken seat {n}.", name=shown_name(i, seats[i]), n=i + 1))
            self._opened.discard(i)
        return news


class SeatPlayer(Protocol):
    feed: SeatFeed

    async def act(self, action: str) -> Any: ...
    def ready(self) -> None: ...


class HostControl:
    """What the host's own screen may do to its table: let a bot take a dropped seat."""

    def __init__(self, host: Any, table: Any, replace_after: float | None) -> None:
        self.host = host
        self.table = table
        self.replace_after = replace_after

    def replace(self, seat: int) -> None:
        self.host.replace_absent(self.table, seat)

    def open_code(self, seat: int) -> str | None:
        """The join code, where ``seat`` is open to a LAN player (given up mid-match)."""
        return self.table.code if self.table.seats[seat].open else None

    def new_match(self) -> None:
        """Another match at the same table, once the last one is over."""
        self.host.new_match(self.table)


class NetSession:
    drives_bots = False  # the host moves every other seat
    undo_offered = can_undo = False  # a shared table has no undo
    pass_is_forced = False  # asked all the same: how soon a pass came would tell the closer

    def __init__(self, player: SeatPlayer, preset_name: str | None = None, control: HostControl | None = None) -> None:
        feed = player.feed
        assert feed.rules is not None, "the seat must be welcomed before its table is shown"
        self.player = player
        self.feed = feed
        self.seat = feed.seat
        self.rules: Rules = feed.rules
        self.preset_name = preset_name or self.rules.preset
        self.on_change: Callable[[Any], object] | None = None
        self.on_problem: Callable[[str], object] | None = None
        self.on_notice: Callable[[str], object] | None = None  # set by ``listen_for_notices``
        self._notices: list[str] = []  # seat news not yet told: none listened when it came
        self.connected = True
        self.closed: str | None = None  # why the table went away, once it did
        self.fairness_problems: list[str] = []
        self.sheet: list[ScoreRow] = []
        self._winner: int | None = None
        self._match_over = False
        self._sending: asyncio.Task[None] | None = None
        self._dealer = 0
        self.control = control
        self._dropped: dict[int, float] = {}  # seat -> when its player was seen to drop
        self._seat_news = SeatNews(self.seat, control.open_code if control is not None else None)
        self._read_rows = -1  # rows of the score sheet when this player last said "next"
        self._decisions: list[PlayerView] = []  # this hand's views at this seat's turn
        self._review: Review | None = None  # the last finished hand's endgame check
        self._checked: tuple[list[PlayerView], tuple[str, ...]] | None = None  # its decisions and history
        self._reviewed = False  # whether the hand on the table has ended and been reviewed
        self._hands: list[tuple[HandState, HandState]] = []  # this match's checked deals, as dealt and as ended
        self._kept = False  # whether this match's record was handed to on_match_record
        self.on_match_record: Callable[[dict[str, Any]], object] | None = None
        # Welcomes whose sheet was taken; None until set up, so that the first is taken after
        # the check below, which is about the hands this session has seen.
        self._welcomes: int | None = None
        if feed.latest is not None:
            self._take(feed.latest)
        if feed.closed is not None:  # gone before this session began listening
            self.closed, self.connected = feed.closed, False
        feed.on_update = self._updated
        if self.hand_over and not self.sheet:
            self.next_hand()  # a finished hand met on (re)joining has no score screen to read
        if control is not None and control.table.match is not None:
            # The host's own table holds the match from its first hand: after a resume the
            # sheet and the hand's number go on from there, not from the hands seen since.
            self.sheet = score_rows(control.table.match)
        self._welcomes = 0
        self._welcomed()

    # ----------------------------------------------------------------- updates
    def _updated(self, update: Update) -> None:
        if isinstance(update, StateUpdate):
            self._take(update)
        elif isinstance(update, ConnectionReport):
            self.connected = update.connected
        elif isinstance(update, FairnessReport) and not update.ok:
            sentence = fairness_sentence(update)
            self.fairness_problems.append(sentence)
            if self.on_problem:
                self.on_problem(sentence)
        elif isinstance(update, FairnessReport) and update.dealt is not None and update.end is not None:
            self._hands.append((update.dealt, update.end))
        elif isinstance(update, Closed):
            self.closed, self.connected = update.reason, False
        self._maybe_keep()
        if self.on_change:
            self.on_change(self)

    def _maybe_keep(self) -> None:
        """Once the match is over and every one of its deals was revealed and checked (the
        last reveal may come before or after the news that the match is over), hand its
        record to ``on_match_record``, once.  A seat that came in mid-match has not seen
        every deal: its hands do not add up to the match's score, and it keeps nothing."""
        if self._match_over:
            self._keep_hands()

    def keep_unfinished(self) -> None:
        """Leaving a match before its end (the host closed the table, or this player
        left): the hands played to their end are kept, as a match left unfinished, where
        this seat saw each of them revealed.  The hand in play is not: its hidden cards
        were never revealed here."""
        if not self._match_over:
            self._keep_hands()

    def _keep_hands(self) -> None:
        if self._kept or self.on_match_record is None:
            return
        if len(self._hands) != len(self.sheet) or not self.sheet:
            return
        self._kept = True
        hands = [hand_record(end, dealt) for dealt, end in self._hands]
        record = match_record(self.rules, self.names, hands, list(self.sheet[-1].score))
        try:
            Match.from_record(parse_match(record), seed=0, deal_next=False)
        except RecordError:
            return
        self.on_match_record(record)

    def _welcomed(self) -> None:
        """After a (re)join: the score sheet as the host's welcome lists it (protocol version
        3), so that a player who comes back, in a new program perhaps, sees the hands
        numbered and scored from the match's first, not from those seen since."""
        feed = self.feed
        if self._welcomes is None or feed.welcomes == self._welcomes:
            return
        self._welcomes = feed.welcomes
        if feed.took_over:  # the log and the hand may hold moves this player did not make
            self._notices.append(_("A computer played this seat until you sat down; from here on you play it."))
        if feed.sheet is None:
            return  # a host of an older version: the hands seen here only
        read = self._read_rows == len(self.sheet)
        self.sheet = [ScoreRow(i, row.dealer, row.result, row.score) for i, row in enumerate(feed.sheet)]
        if read:
            self._read_rows = len(self.sheet)

    def _take(self, update: StateUpdate) -> None:
        self._welcomed()
        now = time.monotonic()
        self._notices.extend(self._seat_news.read(update.seats))
        self._tell_notices()
        for i, info in enumerate(update.seats):
            if info.kind == "remote" and not info.connected and not info.bot:
                self._dropped.setdefault(i, now)
            else:
                self._dropped.pop(i, None)
        if update.view is not None:
            self._remember(_scored(update.view, update.score))
        if update.view is not None and update.view.result is None:
            self._dealer = update.view.dealer
        for event in update.events:
            if event.kind == "match_start":
                self.sheet.clear()
                self._hands.clear()
                self._kept = False
                self._match_over = False
                self._winner = None
            elif event.kind == "hand_over" and event.result is not None:
                self.sheet.append(ScoreRow(len(self.sheet), self._dealer, event.result, tuple(update.score)))
            elif event.kind == "match_over":
                self._match_over = True
                self._winner = event.winner

    def listen_for_notices(self, on_notice: Callable[[str], object]) -> None:
        """Tell ``on_notice`` each piece of seat news (``SeatNews``), the news that came
        before anybody listened first: a player may leave before the table is drawn."""
        self.on_notice = on_notice
        self._tell_notices()

    def _tell_notices(self) -> None:
        if self.on_notice is None:
            return
        while self._notices:
            self.on_notice(self._notices.pop(0))

    def _remember(self, view: PlayerView) -> None:
        """Keep what the endgame check and the play check need, which is only this seat's
        own views: those at its turn, and at the end the hand's history."""
        if view.result is not None:
            if not self._reviewed:  # the end may be sent again (a seat's news, say)
                self._review = review_views(self._decisions, view.history)
                self._checked = (self._decisions, view.history)
                self._decisions = []
                self._reviewed = True
            return
        self._reviewed = False
        if self._decisions and len(view.history) < len(self._decisions[-1].history):
            self._decisions = []  # a new hand, before the last one's end was seen
        if view.to_move == self.seat:
            if self._decisions and len(self._decisions[-1].history) == len(view.history):
                self._decisions.pop()  # the same position sent again (a seat's news, say)
            self._decisions.append(view)

    # ------------------------------------------------------------ dropped seats
    def away(self) -> list[tuple[int, float | None]]:
        """Seats whose player dropped, with the seconds until a bot takes over (None when
        the host replaces nobody by itself)."""
        after = self.control.replace_after if self.control else self.feed.replace_after
        now = time.monotonic()
        return [(seat, None if after is None else after - (now - t)) for seat, t in sorted(self._dropped.items())]

    @property
    def can_replace(self) -> bool:
        return self.control is not None and bool(self._dropped)

    def replace_now(self) -> None:
        if self.control is not None:
            for seat in list(self._dropped):
                self.control.replace(seat)

    # ---------------------------------------------------------------- reading
    @property
    def hosting(self) -> bool:
        return self.control is not None

    @property
    def latest(self) -> StateUpdate | None:
        return self.feed.latest

    @property
    def _view(self) -> PlayerView | None:
        return self.feed.view

    @property
    def names(self) -> list[str]:
        latest = self.latest
        return [shown_name(i, s) for i, s in enumerate(latest.seats)] if latest else [""] * self.rules.players

    @property
    def seat_infos(self) -> tuple[Any, ...]:
        return self.latest.seats if self.latest else ()

    def computer_level(self, seat: int) -> str | None:
        """The level of the computer the host says plays ``seat`` (a bot seat, or one
        standing in for a player who dropped); None for a person, or a host that does not
        say (protocol version 1).  A computer that joined over the network is a player."""
        infos = self.seat_infos
        info = infos[seat] if seat < len(infos) else None
        return info.level if info is not None and info.bot else None

    @property
    def score(self) -> list[int]:
        return list(self.latest.score) if self.latest else [0] * self.rules.players

    @property
    def hand_number(self) -> int:
        return len(self.sheet) - (1 if self.hand_over else 0)

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def to_move(self) -> int | None:
        view = self._view
        return None if view is None or view.result is not None else view.to_move

    @property
    def hand_over(self) -> bool:
        view = self._view
        return view is not None and view.result is not None

    @property
    def bot_to_move(self) -> bool:
        """Someone else is to move (a person elsewhere, or the host's bot)."""
        return self.to_move is not None and self.to_move != self.seat

    @property
    def human_to_move(self) -> bool:
        return self.to_move == self.seat and self.closed is None  # a closed table takes no moves

    @property
    def match_over(self) -> bool:
        return self._match_over

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def last_result(self) -> HandResult | None:
        return self.sheet[-1].result if self.sheet else None

    @property
    def score_sheet(self) -> list[ScoreRow]:
        return list(self.sheet)

    def viewer(self) -> int:
        return self.seat

    def view(self, seat: int) -> PlayerView:
        """This seat's view, with the match score (for the hint, which weighs the match
        where the hand may decide it)."""
        view, latest = self._view, self.latest
        if seat != self.seat or view is None:
            raise ValueError("a LAN seat sees only its own view")
        return view if latest is None else _scored(view, latest.score)

    # ----------------------------------------------------------------- acting
    def apply(self, action: str) -> None:
        """Send ``action`` if this seat may make it now; IllegalAction (with the reason)
        if not.  The host's answer arrives later as an update (or a refusal)."""
        view = self._view
        if view is None or view.to_move != self.seat or view.result is not None:
            raise IllegalAction(Refusal("not_your_turn", "it is not your turn"))
        if action not in view.legal_actions:
            raise IllegalAction(self.refusal(action))
        if self._sending is not None and not self._sending.done():
            raise IllegalAction(Refusal("busy", "the last move is still on its way"))
        self._sending = asyncio.ensure_future(self._send(action))

    async def _send(self, action: str) -> None:
        try:
            await self.player.act(action)
        except ActionRefused as e:
            if self.on_problem:
                self.on_problem(refused_sentence(e))
        except ConnectionError:
            if self.on_problem:
                self.on_problem(_("The connection to the host is gone."))
        except (TimeoutError, asyncio.TimeoutError):  # noqa: UP041 - both on 3.11
            if self.on_problem:  # it may still come: the state would then show it
                self.on_problem(
                    _("The host did not answer your move in time: if it is not on the table, play it again.")
                )

    def refusal(self, action: str) -> Refusal:
        """Why ``action`` is refused, from this seat's own view: a world sampled from it
        differs from the real one only in cards this seat cannot see, and no refusal of
        its own move depends on those."""
        view = self._view
        if view is None or view.to_move != self.seat:
            return Refusal("not_your_turn", "it is not your turn")
        try:
            kind, arg = parse_action(action)
        except ActionError as e:
            return Refusal("not_an_action", str(e))
        return why_illegal(view.sample_world(random.Random(0)), kind, arg)

    def bot_action(self) -> str:
        raise RuntimeError("the host moves the other seats")

    def review(self, seat: int) -> Review | None:
        """The endgame check of this seat's play in the last finished hand, judged from
        the views it was sent (the seat never sees the deal)."""
        return self._review if seat == self.seat else None

    def play_check(self, seat: int, stop: Callable[[], bool] | None = None) -> PlayCheck | None:
        """The search's look back at this seat's play in the last finished hand while
        cards were hidden, from the views it was sent (seconds: off the UI thread)."""
        if seat != self.seat or self._checked is None:
            return None
        decisions, history = self._checked
        return check_play(decisions, history, stop=stop)

    def undo(self) -> None:
        raise ValueError("a shared table has no undo")

    @property
    def waiting_for_others(self) -> bool:
        """This player has said "next"; the others may still be reading the score."""
        return self.hand_over and self._read_rows == len(self.sheet)

    @property
    def waited_for(self) -> list[int]:
        """The other seats whose players the next deal still waits for (a host of protocol
        version 1 does not say: none)."""
        return [i for i, info in enumerate(self.seat_infos) if info.waited and i != self.seat]

    def next_hand(self) -> None:
        """Tell the host this player is ready: it deals once everybody is (or its
        deadline passes)."""
        self._read_rows = len(self.sheet)
        self.player.ready()

    def new_match(self) -> None:
        """The host's seat, once a match is over: another one with the same seats."""
        if self.control is None:
            raise ValueError("only the host starts another match")
        self.next_hand()
        self.control.new_match()
