"""Engine values <-> wire maps: ``PlayerView``, ``Rules``, ``HandResult``, seats and events.

Cards go out as notation strings (``"TH"``), suits as letters, seats as numbers
(-1 for "nobody").  Decoding checks every field and raises ``ProtocolError``, so
a front end or a bot never gets a view it cannot trust the shape of.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

from engine import HandResult, PlayerView, Rules
from engine.cards import CARD_INDEX, CARD_STR, SUITS, bits
from engine.result import REASONS
from engine.rules import RulesError, make_rules, preset
from engine.standing import Standing

from .messages import PROTOCOL_VERSION, ProtocolError, clean_text

MAX_LIST = 64
MAX_HISTORY = 200
SEAT_KINDS = ("local", "remote", "bot")


# ------------------------------------------------------------ small converters
def _bad(name: str, what: str) -> ProtocolError:
    return ProtocolError("bad_view", f"view.{name} must be {what}")


def _int(v: Any, name: str, lo: int = -1, hi: int = 10_000) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise _bad(name, f"a whole number from {lo} to {hi}")
    return v


def _list(v: Any, name: str, limit: int = MAX_LIST) -> list:
    if not isinstance(v, list) or len(v) > limit:
        raise _bad(name, f"a list of at most {limit} items")
    return v


def _card(v: Any, name: str) -> int:
    if not isinstance(v, str) or v not in CARD_INDEX:
        raise _bad(name, 'a card like "TH"')
    return CARD_INDEX[v]


def _mask(v: Any, name: str) -> int:
    if type(v) is not list or len(v) > 32:
        raise _bad(name, "a list of at most 32 cards")
    m = 0
    try:
        for c in v:
            m |= 1 << CARD_INDEX[c]
    except (KeyError, TypeError):
        raise _bad(name, 'a list of cards like "TH"') from None
    if m.bit_count() != len(v):
        raise _bad(name, "a list of different cards")
    return m


def _suit(v: Any, name: str) -> int:
    if not isinstance(v, str) or len(v) != 1 or v not in SUITS:
        raise _bad(name, "a suit letter (C, D, H or S)")
    return SUITS.index(v)


def cards_out(mask: int) -> list[str]:
    return [CARD_STR[c] for c in bits(mask)]


@dataclass(frozen=True)
class _Kind:
    out: Callable[[Any], Any]
    inn: Callable[[Any, str, int], Any]  # value, field name, number of seats


def _ints_in(v: Any, name: str, n: int) -> tuple[int, ...]:
    if type(v) is not list or len(v) > 4 or not all(type(x) is int and -1 <= x <= 10_000 for x in v):
        raise _bad(name, "a list of at most 4 whole numbers from -1 to 10000")
    return tuple(v)


def _plays_in(v: Any, name: str, n: int) -> tuple[tuple[int, int], ...]:
    if type(v) is not list or len(v) > 4:
        raise _bad(name, "a list of at most 4 [seat, card] pairs")
    try:
        out = tuple((p, CARD_INDEX[c]) for p, c in v)
    except (KeyError, TypeError, ValueError):
        raise _bad(name, 'a list of [seat, card] pairs like [0, "TH"]') from None
    if not all(type(p) is int and 0 <= p < n for p, _ in out):
        raise _bad(name, f"a list of [seat, card] pairs with seats from 0 to {n - 1}")
    return out


def _result_out(r: HandResult | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {
        "winner": r.winner,
        "game_points": r.game_points,
        "reason": r.reason,
        "scores": list(r.scores),
        "points": list(r.points),
    }


def result_from_wire(v: Any, n: int = 4) -> HandResult | None:
    if v is None:
        return None
    if not isinstance(v, dict) or set(v) != {"winner", "game_points", "reason", "scores", "points"}:
        raise _bad("result", "a map of winner, game_points, reason, scores and points")
    winner = None if v["winner"] is None else _int(v["winner"], "result.winner", 0, n - 1)
    if v["reason"] not in REASONS:
        raise _bad("result.reason", f"one of {', '.join(REASONS)}")
    return HandResult(
        winner,
        _int(v["game_points"], "result.game_points", 0, 100),
        v["reason"],
        _ints_in(v["scores"], "result.scores", n),
        _ints_in(v["points"], "result.points", n),
    )


_SEAT = _Kind(lambda x: x, lambda v, name, n: _int(v, name, -1, n - 1))
_COUNT = _Kind(lambda x: x, lambda v, name, n: _int(v, name, 0, 10_000))
_BOOL = _Kind(lambda x: x, lambda v, name, n: _bool_in(v, name))
_INTS = _Kind(list, _ints_in)
_INTS_OPT = _Kind(
    lambda x: None if x is None else list(x),
    lambda v, name, n: None if v is None else _ints_in(v, name, n),
)
_CARDS = _Kind(cards_out, lambda v, name, n: _mask(v, name))
_CARD = _Kind(lambda c: CARD_STR[c], lambda v, name, n: _card(v, name))
_SUIT = _Kind(lambda s: SUITS[s], lambda v, name, n: _suit(v, name))
_SUIT_OPT = _Kind(lambda s: None if s < 0 else SUITS[s], lambda v, name, n: -1 if v is None else _suit(v, name))
_CARDSETS = _Kind(
    lambda ms: [cards_out(m) for m in ms], lambda v, name, n: tuple(_mask(m, name) for m in _list(v, name, 4))
)
_PLAYS = _Kind(lambda ps: [[p, CARD_STR[c]] for p, c in ps], _plays_in)
_TRICKS = _Kind(
    lambda ts: [[[p, CARD_STR[c]] for p, c in t] for t in ts],
    lambda v, name, n: tuple(_plays_in(t, name, n) for t in _list(v, name, 16)),
)
_MARRIAGES = _Kind(
    lambda ms: [[p, SUITS[s]] for p, s in ms],
    lambda v, name, n: tuple(_marriage_in(x, name, n) for x in _list(v, name, 8)),
)
_STRS = _Kind(list, lambda v, name, n: _strs_in(v, name))
_RESULT = _Kind(_result_out, lambda v, name, n: result_from_wire(v, n))


def _bool_in(v: Any, name: str) -> bool:
    if not isinstance(v, bool):
        raise _bad(name, "true or false")
    return v


def _strs_in(v: Any, name: str) -> tuple[str, ...]:
    items = _list(v, name, MAX_HISTORY)
    if not all(isinstance(x, str) and len(x) <= 32 and x.isprintable() for x in items):
        raise _bad(name, "a list of action strings")
    return tuple(items)


def _marriage_in(item: Any, name: str, n: int) -> tuple[int, int]:
    pair = _list(item, name, 2)
    if len(pair) != 2:
        raise _bad(name, "a list of [seat, suit] pairs")
    return _int(pair[0], name, 0, n - 1), _suit(pair[1], name)


VIEW_FIELDS: dict[str, _Kind] = {
    "seat": _SEAT,
    "dealer": _SEAT,
    "to_move": _SEAT,
    "hand": _CARDS,
    "hand_sizes": _INTS,
    "trump": _SUIT,
    "bottom": _CARD,
    "bottom_in_stock": _BOOL,
    "stock_size": _COUNT,
    "closed": _BOOL,
    "closer": _SEAT,
    "snap_tricks": _INTS_OPT,
    "snap_points": _INTS_OPT,
    "snap_marr": _INTS_OPT,
    "tricks": _INTS,
    "trick_pts": _INTS,
    "marr_counted": _INTS,
    "marr_pending": _INTS,
    "bonus": _INTS,
    "leader": _SEAT,
    "table": _PLAYS,
    "strict": _BOOL,
    "pending_draw": _BOOL,
    "claimant": _SEAT,
    "announced": _SUIT_OPT,
    "offer": _SEAT,
    "last_winner": _SEAT,
    "result": _RESULT,
    "history": _STRS,
    "played": _CARDS,
    "completed": _TRICKS,
    "marriages": _MARRIAGES,
    "known": _CARDSETS,
    "excluded": _CARDSETS,
    "legal_actions": _STRS,
}
# The rules travel once, in the welcome.  The match score does not travel in a view:
# protocol 3 has no field for it (the score sheet has its own messages), and a client's
# view, which only its player reads, holds None there.
assert set(VIEW_FIELDS) == {f.name for f in fields(PlayerView)} - {"rules", "standing"}
_VIEW_ITEMS = tuple(VIEW_FIELDS.items())


def as_sent(view: PlayerView) -> PlayerView:
    """``view`` as the other end decodes it: without the match score (see ``VIEW_FIELDS``)."""
    return replace(view, standing=None) if view.standing is not None else view


def in_match(view: PlayerView, score: Sequence[int]) -> PlayerView:
    """The view of a hand in play with the match score its state message carried, so that
    a bot, the hint and the play check weigh the match as they do at the host's table.
    Game points passed on by drawn hands are not sent (protocol 3): none are assumed."""
    return replace(view, standing=Standing(tuple(score), view.rules.match_target))


def view_to_wire(view: PlayerView) -> dict[str, Any]:
    return {name: kind.out(getattr(view, name)) for name, kind in VIEW_FIELDS.items()}


def view_from_wire(obj: Any, rules: Rules) -> PlayerView:
    """The view a ``state`` message carries; ``ProtocolError`` for any bad field."""
    if not isinstance(obj, dict):
        raise ProtocolError("bad_view", "a view must be a map")
    if set(obj) != set(VIEW_FIELDS):
        missing = sorted(set(VIEW_FIELDS) - set(obj))
        raise ProtocolError("bad_view", f"the view's fields are wrong (missing: {', '.join(missing) or 'none'})")
    n = rules.players
    values = {name: kind.inn(obj[name], name, n) for name, kind in _VIEW_ITEMS}
    if values["seat"] < 0:
        raise _bad("seat", "a seat")
    values["rules"] = rules
    values["standing"] = None
    # Every field was checked above, so the frozen dataclass is filled without its __init__
    # (which sets 37 fields one by one through object.__setattr__).
    view = object.__new__(PlayerView)
    view.__dict__.update(values)
    return view


# ----------------------------------------------------------------------- rules
def rules_to_wire(rules: Rules) -> dict[str, Any]:
    return {"preset": rules.preset, "overrides": rules.overrides()}


def rules_from_wire(obj: Any) -> Rules:
    if not isinstance(obj, dict) or set(obj) != {"preset", "overrides"} or not isinstance(obj["overrides"], dict):
        raise ProtocolError("bad_rules", "rules must be a map of preset and overrides")
    if not isinstance(obj["preset"], str):
        raise ProtocolError("bad_rules", "rules.preset must be a preset name")
    try:
        return make_rules(preset(obj["preset"]), obj["overrides"])
    except (RulesError, TypeError, ValueError) as e:
        raise ProtocolError("bad_rules", f"rules: {e}"[:200]) from None


# ----------------------------------------------------------------- seats, events
@dataclass(frozen=True)
class SeatInfo:
    """What every player sees of a seat: its name, who controls it, whether they are here;
    from protocol version 2 also the computer's level and whether the table waits for it."""

    name: str
    kind: str  # "local" (the host's own player), "remote" or "bot"
    connected: bool
    bot: bool  # a bot plays it now (a bot seat, or a remote player replaced by one)
    level: str | None = None  # that bot's level (version 2; None in version 1)
    waited: bool = False  # nothing is dealt until this seat's player is here or ready (version 2)

    def to_wire(self, version: int = PROTOCOL_VERSION) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind, "connected": self.connected, "bot": self.bot}
        if version >= 2:
            out["level"] = self.level
            out["waited"] = self.waited
        return out


_SEAT_KEYS = {1: {"name", "kind", "connected", "bot"}, 2: {"name", "kind", "connected", "bot", "level", "waited"}}
_LEVEL = re.compile(r"[a-z][a-z0-9_-]{0,15}")


def seat_from_wire(obj: Any, version: int = PROTOCOL_VERSION) -> SeatInfo:
    keys = _SEAT_KEYS[min(version, 2)]  # version 3 changed the welcome only
    if (
        not isinstance(obj, dict)
        or set(obj) != keys
        or not isinstance(obj["name"], str)
        or obj["kind"] not in SEAT_KINDS
        or not isinstance(obj["connected"], bool)
        or not isinstance(obj["bot"], bool)
        or not isinstance(obj.get("waited", False), bool)
    ):
        raise ProtocolError("bad_message", f"a seat must be a map of {', '.join(sorted(keys))}")
    level = obj.get("level")
    if level is not None and (not isinstance(level, str) or not _LEVEL.fullmatch(level)):
        raise ProtocolError("bad_message", "a seat's level must be nil or a short lowercase word")
    return SeatInfo(clean_text(obj["name"]), obj["kind"], obj["connected"], obj["bot"], level, obj.get("waited", False))


@dataclass(frozen=True)
class SheetRow:
    """A finished hand of the match, as a welcome of protocol version 3 lists it: who
    dealt, how it ended, and the match's score after it."""

    dealer: int
    result: HandResult
    score: tuple[int, ...]

    def to_wire(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "result": _result_out(self.result), "score": list(self.score)}


def sheet_from_wire(rows: list[Any], n: int) -> tuple[SheetRow, ...]:
    """A welcome's ``sheet`` (already a list of maps of bounded length); ``ProtocolError``
    for anything else."""
    out = []
    for row in rows:
        if not isinstance(row, dict) or set(row) != {"dealer", "result", "score"}:
            raise ProtocolError("bad_message", "a sheet row must be a map of dealer, result and score")
        result = result_from_wire(row["result"], n)
        score = _ints_in(row["score"], "sheet.score", n)
        if result is None or len(score) != n or min(score) < 0:
            raise ProtocolError("bad_message", f"a sheet row needs a result and a score of {n} seats")
        out.append(SheetRow(_int(row["dealer"], "sheet.dealer", 0, n - 1), result, score))
    return tuple(out)


EVENT_KINDS = ("action", "hand_over", "match_over", "match_start", "seat", "fairness")


@dataclass(frozen=True)
class Event:
    """A public event: ``action`` (seat, action), ``hand_over`` (result), ``match_over``
    (winner, score), ``match_start``, ``seat`` (seat changed hands or connection)."""

    kind: str
    seat: int | None = None
    action: str | None = None
    result: HandResult | None = None
    winner: int | None = None
    score: tuple[int, ...] | None = None

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.action is not None:
            out["action"] = self.action
        if self.result is not None:
            out["result"] = _result_out(self.result)
        if self.kind == "match_over":
            out["winner"] = self.winner
        if self.score is not None:
            out["score"] = list(self.score)
        return out


def event_from_wire(obj: Any, n: int) -> Event:
    if not isinstance(obj, dict) or obj.get("kind") not in EVENT_KINDS:
        raise ProtocolError("bad_message", f"an event must be a map with a kind in {', '.join(EVENT_KINDS)}")
    if not set(obj) <= {"kind", "seat", "action", "result", "winner", "score"}:
        raise ProtocolError("bad_message", "an event has an unknown field")
    seat = obj.get("seat")
    action = obj.get("action")
    winner = obj.get("winner")
    score = obj.get("score")
    if action is not None and (not isinstance(action, str) or len(action) > 32 or not action.isprintable()):
        raise ProtocolError("bad_message", "event.action must be an action string")
    return Event(
        obj["kind"],
        None if seat is None else _int(seat, "event.seat", 0, n - 1),
        action,
        result_from_wire(obj.get("result"), n),
        None if winner is None else _int(winner, "event.winner", 0, n - 1),
        None if score is None else _ints_in(score, "event.score", n),
    )
