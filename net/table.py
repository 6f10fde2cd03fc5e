"""One table's authoritative game, without sockets: seats, joins, actions, fair deals, saves.

The host feeds it what connections say and sends what it puts in ``outbox``:
``(seat, message map)`` pairs, each for one seat only.  Everything a seat is sent
is built from that seat's own ``PlayerView`` and public events; the full state,
the stock and the deal seed stay here (the seed until the hand is over).
"""

from __future__ import annotations

import hmac
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import HandState, IllegalAction, Match, PlayerView, RecordError, Rules
from engine.records import parse_match

from . import fairness
from .codec import Event, SeatInfo, SheetRow, rules_to_wire, view_to_wire
from .messages import MAX_NAME, PROTOCOL_VERSION, SHEET_ROWS, Commit, Reveal, State, Welcome, clean_text, parse

SAVE_FORMAT = "sixtysix-net-table"
SAVE_VERSION = 1
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I


class Refused(Exception):
    """A request the table turns down; ``code`` and the sentence go back to the sender."""

    def __init__(self, code: str, message: str, fatal: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.fatal = fatal


def new_code(length: int = 6) -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def unnamed_bot(level: str, seat: int) -> str:
    """What a host calls a computer player given no name: "hard 2".  A joined app that
    knows the level (protocol version 2) may call it in its player's language instead."""
    return f"{level} {seat + 1}"


def unnamed_player(seat: int) -> str:
    """What a host calls a seat's player given no name: "Player 2".  Each app calls it in
    its own player's language, the hosting app too, so that it is never sent translated."""
    return f"Player {seat + 1}"


@dataclass
class SeatConfig:
    kind: str  # "local" (the host's own player), "remote" (joins over the network) or "bot"
    name: str = ""
    level: str = "medium"  # for bot seats


@dataclass
class Seat:
    kind: str
    name: str
    level: str = "medium"
    token: str = ""
    claimed: bool = False  # a remote player holds it and its token (not once given up: ``Table.vacate``)
    connected: bool = False
    next_seq: int = 1  # the next action sequence number expected from its player
    replaced: str | None = None  # bot level playing for an absent remote player
    confirms: bool = False  # a local seat whose player says when the next hand may come
    read_to: int = 0  # the last finished deal whose score that player has read
    protocol: int = PROTOCOL_VERSION  # the version its connection speaks (a remote seat's says so in hello)

    @property
    def bot_level(self) -> str | None:
        return self.level if self.kind == "bot" else self.replaced

    @property
    def here(self) -> bool:
        """Its player is here, or a bot plays it (for a player away, or in a seat given up
        and open again): no deal waits for it."""
        return self.replaced is not None or (self.claimed and self.connected)

    @property
    def open(self) -> bool:
        """A player joining with the code takes it: a remote seat nobody has joined, or one
        given up during a match (a bot plays it until then, see ``Table.vacate``)."""
        return self.kind == "remote" and not self.claimed

    def info(self, waited: bool = False) -> SeatInfo:
        level = self.bot_level
        return SeatInfo(self.name, self.kind, self.connected, level is not None, level, waited)


@dataclass
class FairDeal:
    deal: int
    seed: bytes
    contributions: list[bytes | None]
    waiting: set[int] = field(default_factory=set)
    between_hands: bool = False  # the next hand of a match: players may still read the score

    @property
    def commit(self) -> str:
        return fairness.commitment(self.seed)


class Table:
    def __init__(
        self,
        rules: Rules,
        seats: list[SeatConfig],
        *,
        title: str = "",
        code: str | None = None,
        table_id: int = 1,
        seed: int | None = None,
    ) -> None:
        if len(seats) != rules.players:
            raise ValueError(f"preset {rules.preset} seats {rules.players} players, not {len(seats)}")
        self.rules = rules
        self.id = table_id
        self.title = clean_text(title or f"Table {table_id}")
        self.code = code or new_code()
        self.seed = secrets.randbits(64) if seed is None else seed
        self.seats: list[Seat] = []
        for i, cfg in enumerate(seats):
            if cfg.kind not in ("local", "remote", "bot"):
                raise ValueError(f"seat {i}: unknown kind {cfg.kind!r}")
            name = clean_text(cfg.name) or (unnamed_player(i) if cfg.kind != "bot" else unnamed_bot(cfg.level, i))
            local = cfg.kind != "remote"
            self.seats.append(Seat(cfg.kind, name, cfg.level, claimed=local, connected=local))
        self.match: Match | None = None
        self.match_no = 0  # matches started at this table
        self.deal_no = 0  # deals committed to, over all matches
        self.at = 0  # game version: grows with every action and deal
        self.phase = "waiting"  # waiting -> dealing -> playing -> (waiting -> dealing ...) -> over
        self.fair: FairDeal | None = None
        self.revealed: dict[str, Any] | None = None  # the reveal of the last finished deal
        self.outbox: list[tuple[int, dict[str, Any]]] = []
        self.results: list[dict[str, Any]] = []  # one per finished match
        self.on_save: Callable[[Table], object] | None = None
        self.replace_after: int | None = None  # told to players so they can count down (set by the host)

    # ------------------------------------------------------------------ seats
    @property
    def n(self) -> int:
        return self.rules.players

    def sheet_rows(self) -> list[dict[str, Any]]:
        """The match's finished hands for a welcome (the last ``SHEET_ROWS``)."""
        if self.match is None:
            return []
        rows = list(zip(self.match.finished, self.match.score_after, strict=True))[-SHEET_ROWS:]
        return [SheetRow(end.dealer, end.result, score).to_wire() for (_dealt, end), score in rows if end.result]

    def seat_infos(self, version: int = PROTOCOL_VERSION) -> list[dict[str, Any]]:
        waited = self.waited_for()
        return [s.info(i in waited).to_wire(version) for i, s in enumerate(self.seats)]

    def waited_for(self) -> set[int]:
        """The seats whose players the next deal waits for: before it, those not here yet
        (an open seat, a player away); while it is being made, those whose contribution or
        word that they have read the score has not come.  Nobody while a hand is played or
        once the match is over (the host starts the next)."""
        if self.phase == "dealing" and self.fair is not None:
            return set(self.fair.waiting)
        if self.phase == "waiting":
            return {i for i, s in enumerate(self.seats) if not s.here}
        return set()

    def check_code(self, code: str) -> bool:
        return hmac.compare_digest(code.strip().upper().encode(), self.code.encode())

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.open]

    def join(self, name: str, want: int | None = None) -> int:
        """A new remote player takes an open seat; returns it (its token is set).  In a seat
        given up during the match the bot plays on until the player is here (``arrive``,
        then the host's ``give_back``)."""
        free = self.open_seats()
        if want is not None:
            if want not in free:
                raise Refused("seat_taken", f"seat {want} is not free", fatal=True)
            free = [want]
        if not free:
            raise Refused("table_full", "every seat at this table is taken", fatal=True)
        seat = self.seats[free[0]]
        seat.claimed = True
        seat.token = secrets.token_hex(16)
        seat.name = self._unique(clean_text(name), free[0]) or unnamed_player(free[0])
        self._save()
        return free[0]

    def _unique(self, name: str, seat: int) -> str:
        """``name``, or ``"name (2)"`` and so on where another seat is called that: two
        players of one name had made every line of the table ambiguous ("Маша думает…").
        The seat's own name does not count: a player who gave it up may come back to it."""
        taken = {s.name.casefold() for i, s in enumerate(self.seats) if s.name and i != seat}
        shown, k = name, 2
        while name and shown.casefold() in taken:
            suffix = f" ({k})"
            shown, k = name[: MAX_NAME - len(suffix)].rstrip() + suffix, k + 1  # a name's length, kept
        return shown

    def seat_of_token(self, token: str) -> int:
        for i, s in enumerate(self.seats):
            if s.kind == "remote" and s.claimed and hmac.compare_digest(s.token, token):
                return i
        raise Refused("bad_token", "this token holds no seat at this table", fatal=True)

    def arrive(self, seat: int, protocol: int = PROTOCOL_VERSION) -> None:
        """A player (re)connected, speaking protocol version ``protocol``: the others hear of
        it, the player gets the welcome and the state, and the deal begins once everybody
        is here."""
        self.seats[seat].connected = True
        self.seats[seat].protocol = protocol
        self._broadcast([Event("seat", seat=seat)], skip=seat)
        self.welcome(seat)
        self.maybe_start()

    def set_connected(self, seat: int, connected: bool) -> None:
        s = self.seats[seat]
        if s.connected == connected:
            return
        s.connected = connected
        self._broadcast([Event("seat", seat=seat)])
        if connected:
            self.maybe_start()
        # A player who left is still waited for until the host's deal deadline: coming
        # back, they get the same commitment again (see ``welcome``).

    def replace_by_bot(self, seat: int, level: str = "medium") -> None:
        """A bot plays for the remote player of ``seat`` until ``give_back``."""
        from engine.bots import make_bot

        if self.seats[seat].kind != "remote":
            raise ValueError(f"seat {seat} is not a remote player's")
        make_bot(level)  # a bad level fails here
        self.seats[seat].replaced = level
        self._save()
        self._broadcast([Event("seat", seat=seat)])
        self._stop_waiting_for(seat)
        self.maybe_start()

    def vacate(self, seat: int, level: str = "medium") -> None:
        """During a match: the player of ``seat`` gave it up for good.  A bot plays it, and
        it is open again, so that a player joining with the code (the one who left, or
        another) takes it over; the old token no longer holds it."""
        s = self.seats[seat]
        if s.kind != "remote" or not s.claimed:
            raise ValueError(f"seat {seat} is not a joined seat")
        s.claimed, s.token = False, ""
        self.replace_by_bot(seat, level)  # saves and tells everyone

    def release(self, seat: int) -> None:
        """Before the first deal: a player who gave their seat up leaves it open again."""
        s = self.seats[seat]
        if s.kind != "remote" or not s.claimed or self.phase != "waiting" or self.match is not None:
            raise ValueError(f"seat {seat} is not a joined seat of a table still waiting")
        self.seats[seat] = Seat("remote", unnamed_player(seat))
        self._save()
        self._broadcast([Event("seat", seat=seat)])

    def seat_bot(self, seat: int, level: str = "medium", name: str = "") -> None:
        """Before the match: a computer player takes a remote seat nobody has joined."""
        from engine.bots import make_bot

        s = self.seats[seat]
        if s.kind != "remote" or s.claimed or self.phase != "waiting":
            raise ValueError(f"seat {seat} is not an open seat of a table still waiting")
        make_bot(level)
        self.seats[seat] = Seat(
            "bot", clean_text(name) or unnamed_bot(level, seat), level, claimed=True, connected=True
        )
        self._save()
        self._broadcast([Event("seat", seat=seat)])
        self.maybe_start()

    def give_back(self, seat: int) -> None:
        if self.seats[seat].replaced is None:
            return
        self.seats[seat].replaced = None
        self._save()
        self._broadcast([Event("seat", seat=seat)])

    def _stop_waiting_for(self, seat: int) -> None:
        # A player whom a bot replaced, or who has read the score, no longer holds up a deal.
        if self.phase == "dealing" and self.fair is not None and seat in self.fair.waiting:
            self._waited_no_more(seat)

    def _waited_no_more(self, seat: int) -> None:
        """The deal being made no longer waits for ``seat``: made now if nobody else is
        waited for, else the others hear whom it still waits for."""
        assert self.fair is not None
        self.fair.waiting.discard(seat)
        if self.fair.waiting:
            self._broadcast([Event("seat", seat=seat)])
        else:
            self._finish_deal()

    # ------------------------------------------------------------- messages
    def welcome(self, seat: int) -> None:
        """What a player gets on joining or coming back: who they are, the state, and the
        commitment of a deal waiting for their contribution."""
        s = self.seats[seat]
        welcome = Welcome(
            version=s.protocol,
            table=self.title,
            seat=seat,
            token=s.token,
            next_seq=s.next_seq,
            rules=rules_to_wire(self.rules),
            seats=self.seat_infos(s.protocol),
            replace_after=self.replace_after,
            sheet=self.sheet_rows() if s.protocol >= 3 else None,
        ).to_wire()
        if s.protocol < 3:
            del welcome["sheet"]  # a client of an older version refuses a field it does not know
        self.outbox.append((seat, welcome))
        if self.revealed is not None and s.kind == "remote":
            # The last deal's reveal again, in case the connection (or the host) died before it
            # went out; it comes before the state, so a client that never saw that deal can tell.
            self.outbox.append((seat, self.revealed))
        self.outbox.append((seat, self._state(seat, [])))
        if self.phase == "dealing" and self.fair is not None and seat in self.fair.waiting:
            self.outbox.append((seat, Commit(self.fair.deal, self.fair.commit).to_wire()))

    def view(self, seat: int) -> PlayerView | None:
        return None if self.match is None else self.match.hand.view(seat)

    def _state(self, seat: int, events: list[Event]) -> dict[str, Any]:
        view = self.view(seat)
        return State(
            at=self.at,
            match=self.match_no,
            deal=self.deal_no,
            score=list(self.match.score) if self.match else [0] * self.n,
            seats=self.seat_infos(self.seats[seat].protocol),
            view=None if view is None else view_to_wire(view),
            events=[e.to_wire() for e in events],
        ).to_wire()

    def _broadcast(self, events: list[Event], skip: int = -1) -> None:
        for seat in range(self.n):
            if self.seats[seat].kind != "bot" and seat != skip:
                self.outbox.append((seat, self._state(seat, events)))

    def drain(self) -> list[tuple[int, dict[str, Any]]]:
        out, self.outbox = self.outbox, []
        return out

    # ---------------------------------------------------------------- deals
    def maybe_start(self) -> None:
        if self.phase == "waiting" and all(s.here for s in self.seats):
            self._begin_deal()

    def new_match(self) -> None:
        """Another match with the same seats, once the last one is over."""
        if self.phase != "over":
            raise ValueError("the match is not over")
        self.phase = "waiting"
        self.maybe_start()

    def _begin_deal(self) -> None:
        between = self.match is not None and not self.match.is_over
        finished = self.deal_no
        self.deal_no += 1
        self.phase = "dealing"
        waiting = {i for i, s in enumerate(self.seats) if s.kind == "remote" and s.connected and s.replaced is None}
        if between:
            waiting |= {i for i, s in enumerate(self.seats) if s.confirms and s.read_to < finished}
        self.fair = FairDeal(self.deal_no, fairness.new_seed(), [None] * self.n, waiting, between)
        self._save()
        if waiting:
            self._broadcast([])  # whom the deal waits for (the seats' ``waited``)
        for seat in sorted(waiting):
            if self.seats[seat].kind == "remote":
                self.outbox.append((seat, Commit(self.deal_no, self.fair.commit).to_wire()))
        if not waiting:
            self._finish_deal()

    def contribute(self, seat: int, deal: int, nonce: bytes) -> None:
        fair = self.fair
        if self.phase != "dealing" or fair is None or deal != fair.deal or seat not in fair.waiting:
            raise Refused("stale_deal", f"deal {deal} is not waiting for this seat's contribution")
        fair.contributions[seat] = nonce
        self._waited_no_more(seat)

    def ready(self, seat: int) -> None:
        """The host's own player at ``seat`` has read the last hand's score: the next hand
        may come as far as they are concerned (remote players say so by contributing)."""
        if self.seats[seat].kind != "local" or self.match is None:
            return
        if self.phase == "dealing" and self.fair is not None:
            self.seats[seat].read_to = self.fair.deal - 1
            self._stop_waiting_for(seat)
        elif self.match.hand.is_over:
            self.seats[seat].read_to = self.deal_no

    def deal_timeout(self, deal: int) -> None:
        """Deal without the contributions still missing after the host's deadline."""
        if self.phase == "dealing" and self.fair is not None and self.fair.deal == deal:
            self.fair.waiting.clear()
            self._finish_deal()

    def _finish_deal(self) -> None:
        assert self.fair is not None
        deck = fairness.derive_deck(self.rules, self.fair.seed, self.fair.contributions)
        events = []
        if self.match is None or self.match.is_over:
            self.match_no += 1
            names = [s.name for s in self.seats]
            self.match = Match(self.rules, seed=self.seed + self.match_no, seats=names)
            events.append(Event("match_start"))
        elif self.match.hand.is_over:
            self.match.next_hand()
        self.match.deal(deck)
        self.phase = "playing"
        self.at += 1
        self._save()
        self._broadcast(events)

    # --------------------------------------------------------------- actions
    def controller(self, seat: int) -> str:
        s = self.seats[seat]
        return "bot" if s.bot_level is not None else s.kind

    def act(self, seat: int, action: str, *, seq: int | None = None, at: int | None = None) -> bool:
        """Apply ``seat``'s action.  Returns False for a repeat of an applied ``seq`` (nothing
        done); raises ``Refused`` when it is not allowed now."""
        s = self.seats[seat]
        if seq is not None:
            if seq < s.next_seq:
                return False
            if seq > s.next_seq:
                raise Refused("bad_seq", f"the next action number expected is {s.next_seq}, not {seq}")
        if self.phase != "playing" or self.match is None:
            raise Refused("not_playing", "no hand is being played now")
        hand = self.match.hand
        if hand.to_move != seat:
            raise Refused("not_your_turn", "it is not this seat's turn")
        if at is not None and at != self.at:
            raise Refused("stale", "the game moved on since the state this action answers")
        try:
            self.match.apply(action)
        except IllegalAction as e:
            raise Refused(f"illegal:{e.refusal.code}"[:32], str(e)) from None
        if seq is not None:
            s.next_seq += 1
        self.at += 1
        applied = hand.history[-1].partition(" ")[2]
        events = [Event("action", seat=seat, action=applied)]
        if hand.is_over:
            events.append(Event("hand_over", result=hand.result))
            if self.match.is_over:
                events.append(Event("match_over", winner=self.match.winner, score=tuple(self.match.score)))
        self._broadcast(events)
        if hand.is_over:
            self._end_hand()
        else:
            self._save()
        return True

    def _end_hand(self) -> None:
        """Reveal the finished deal, then end the match or go on to the next deal, which
        waits, like the first, until every player is here or replaced: one who is away
        must see its commitment.  Saved only with the reveal kept, so a host that dies
        here resumes, reveals again and goes on."""
        assert self.match is not None
        self._reveal(self.match.hand)
        if self.match.is_over:
            self.phase = "over"
            self.results.append(self.result_line())
        else:
            self.phase = "waiting"
        self._save()
        self.maybe_start()

    def _reveal(self, hand: HandState) -> None:
        fair = self.fair
        assert fair is not None
        self.revealed = Reveal(
            deal=fair.deal,
            seed=fair.seed.hex(),
            contributions=[None if c is None else c.hex() for c in fair.contributions],
            dealer=hand.dealer,
        ).to_wire()
        for seat, s in enumerate(self.seats):
            if s.kind == "remote":
                self.outbox.append((seat, self.revealed))

    def bot_turn(self) -> tuple[int, str, PlayerView, random.Random, int] | None:
        """(seat, bot level, view, rng, at) when a bot is to move now."""
        if self.phase != "playing" or self.match is None:
            return None
        seat = self.match.hand.to_move
        level = self.seats[seat].bot_level if seat >= 0 else None
        if level is None:
            return None
        hand = self.match.hand
        rng = random.Random(f"{self.seed}:{self.deal_no}:{len(hand.history)}:{seat}")
        return seat, level, hand.view(seat), rng, self.at

    def result_line(self) -> dict[str, Any]:
        m = self.match
        assert m is not None
        return {
            "table": self.id,
            "match": self.match_no,
            "seats": [s.kind if s.kind != "bot" else f"bot:{s.level}" for s in self.seats],
            "names": [s.name for s in self.seats],
            "score": list(m.score),
            "winner": m.winner,
            "hands": len(m.finished),
        }

    # ----------------------------------------------------------------- saves
    def _save(self) -> None:
        if self.on_save is not None:
            self.on_save(self)

    def to_save(self) -> dict[str, Any]:
        m = self.match
        fair = self.fair
        rng = None
        if m is not None:
            version, internal, gauss = m.rng.getstate()
            rng = [version, list(internal), gauss]
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "id": self.id,
            "title": self.title,
            "code": self.code,
            "rules": rules_to_wire(self.rules),
            "seed": self.seed,
            "match_no": self.match_no,
            "deal_no": self.deal_no,
            "at": self.at,
            "phase": self.phase,
            "seats": [
                {
                    "kind": s.kind,
                    "name": s.name,
                    "level": s.level,
                    "token": s.token,
                    "claimed": s.claimed,
                    "next_seq": s.next_seq,
                    "replaced": s.replaced,
                }
                for s in self.seats
            ],
            "record": None if m is None else m.to_record(),
            "rng": rng,
            "fair": None
            if fair is None
            else {
                "deal": fair.deal,
                "seed": fair.seed.hex(),
                "contributions": [None if c is None else c.hex() for c in fair.contributions],
            },
            "results": self.results,
            "revealed": self.revealed,
        }

    @classmethod
    def from_save(cls, data: dict[str, Any]) -> Table:
        """A table as saved, every remote player away until they reconnect.  ``ValueError``
        (one sentence) for a save that cannot be resumed."""
        from .codec import rules_from_wire

        try:
            if data.get("format") != SAVE_FORMAT or data.get("version") != SAVE_VERSION:
                raise ValueError("not a sixtysix table save of a version this program reads")
            rules = rules_from_wire(data["rules"])
            seats = [SeatConfig(s["kind"], s["name"], s["level"]) for s in data["seats"]]
            t = cls(rules, seats, title=data["title"], code=data["code"], table_id=data["id"], seed=data["seed"])
            for seat, raw in zip(t.seats, data["seats"]):
                seat.token, seat.claimed, seat.next_seq = raw["token"], raw["claimed"], raw["next_seq"]
                seat.replaced = raw["replaced"]
                seat.connected = seat.kind != "remote"
            t.match_no, t.deal_no, t.at, t.phase = data["match_no"], data["deal_no"], data["at"], data["phase"]
            t.results = list(data.get("results", []))
            if data["record"] is not None:
                internal = data["rng"]
                state = (internal[0], tuple(internal[1]), internal[2])
                t.match = Match.from_record(parse_match(data["record"]), rng_state=state, deal_next=False)
            fair = data["fair"]
            if fair is not None:
                contributions = [None if c is None else bytes.fromhex(c) for c in fair["contributions"]]
                t.fair = FairDeal(fair["deal"], bytes.fromhex(fair["seed"]), contributions)
            revealed = data.get("revealed")  # saves from before it was kept have none
            t.revealed = None if revealed is None else parse(revealed, frozenset({"reveal"})).to_wire()
        except (KeyError, TypeError, ValueError, IndexError, RecordError) as e:
            raise ValueError(f"the table save cannot be resumed: {e}") from None
        if t.phase == "dealing":  # the deal waited for contributions: commit to a new seed
            t.deal_no -= 1
            t.phase = "waiting"
        elif t.phase == "playing" and t.match is not None and t.match.hand.is_over:
            # Saved between a hand's end and what follows it (older versions did that):
            # end it now; each player gets the reveal on coming back.
            t._end_hand()
            t.outbox.clear()
        return t

    def resume(self) -> None:
        """After ``from_save``: go on where the table stood (a deal still to make is begun
        again once every remote player is back)."""
        self.maybe_start()
