"""Typed protocol messages: one dataclass per message type, each with a validator.

``parse(obj)`` turns a decoded frame into its message dataclass or raises
``ProtocolError`` with a code and one sentence; ``msg.to_wire()`` gives the map to
send.  Field checks come from each field's ``spec`` (a ``Check``), so a message's
shape is written down exactly once.  PROTOCOL.md documents every message.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, ClassVar

PROTOCOL_VERSION = 3  # the newest this program speaks; a host speaks every one from 1
SHEET_ROWS = 300  # at most this many of a match's finished hands go in a welcome (version 3)
MAX_NAME = 24  # characters kept of a name or table title after cleaning
MAX_RAW_TEXT = 256  # longest text accepted before cleaning
MAX_INT = 2**53  # integers other languages hold exactly


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``code`` goes out in the error message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def clean_text(text: str, limit: int = MAX_NAME) -> str:
    """Untrusted text fit to show: control and format characters dropped, whitespace
    folded, at most ``limit`` characters."""
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat.startswith("Z") or ch in "\t\n\r":
            kept.append(" ")
        elif cat[0] != "C":  # Cc control, Cf format (bidi overrides), Cs, Co, Cn
            kept.append(ch)
    return " ".join("".join(kept).split())[:limit]


# ----------------------------------------------------------------- field checks
class Check:
    what = "a value"

    def __call__(self, value: Any) -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Check):
    lo: int = 0
    hi: int = MAX_INT

    @property
    def what(self) -> str:  # type: ignore[override]
        return f"a whole number from {self.lo} to {self.hi}"

    def __call__(self, value: Any) -> Any:
        if type(value) is not int or not self.lo <= value <= self.hi:
            raise ValueError
        return value


@dataclass(frozen=True)
class Str(Check):
    max: int = MAX_RAW_TEXT
    pattern: str | None = None

    @property
    def what(self) -> str:  # type: ignore[override]
        return f"text of at most {self.max} characters" + (f" matching {self.pattern}" if self.pattern else "")

    def __call__(self, value: Any) -> Any:
        if not isinstance(value, str) or len(value) > self.max:
            raise ValueError
        if self.pattern is not None and not re.fullmatch(self.pattern, value):
            raise ValueError
        return value


@dataclass(frozen=True)
class Bool(Check):
    what = "true or false"

    def __call__(self, value: Any) -> Any:
        if not isinstance(value, bool):
            raise ValueError
        return value


@dataclass(frozen=True)
class Opt(Check):
    inner: Check

    @property
    def what(self) -> str:  # type: ignore[override]
        return f"nil or {self.inner.what}"

    def __call__(self, value: Any) -> Any:
        return None if value is None else self.inner(value)


@dataclass(frozen=True)
class ListOf(Check):
    inner: Check
    max: int = 64

    @property
    def what(self) -> str:  # type: ignore[override]
        return f"a list of at most {self.max} items, each {self.inner.what}"

    def __call__(self, value: Any) -> Any:
        if not isinstance(value, list) or len(value) > self.max:
            raise ValueError
        return [self.inner(v) for v in value]


@dataclass(frozen=True)
class AnyMap(Check):
    """A map checked later by its consumer (the view, by ``net.codec``)."""

    what = "a map"

    def __call__(self, value: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError
        return value


HEX = r"[0-9a-f]*"
SEQ = Int(1, MAX_INT)
SEAT = Int(0, 3)


def spec(check: Check, default: Any = dataclasses.MISSING, factory: Any = dataclasses.MISSING) -> Any:
    """A message field checked by ``check`` (with a default, or a factory for one)."""
    return field(default=default, default_factory=factory, metadata={"check": check})


# ---------------------------------------------------------------- the messages
class Message:
    TYPE: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE}
        for name in _NAMES[self.TYPE]:
            out[name] = getattr(self, name)
        return out


MESSAGES: dict[str, type[Message]] = {}
_FIELDS: dict[str, tuple[dataclasses.Field, ...]] = {}
_NAMES: dict[str, tuple[str, ...]] = {}


def message(cls: type) -> type:
    cls = dataclass(frozen=True)(cls)
    MESSAGES[cls.TYPE] = cls
    _FIELDS[cls.TYPE] = dataclasses.fields(cls)
    _NAMES[cls.TYPE] = tuple(f.name for f in _FIELDS[cls.TYPE])
    return cls


# Client -> host
@message
class Hello(Message):
    TYPE = "hello"
    version: int = spec(Int(0, 1000))
    code: str = spec(Str(32))
    name: str = spec(Str())
    token: str | None = spec(Opt(Str(64, HEX)), None)
    seat: int | None = spec(Opt(SEAT), None)


@message
class Action(Message):
    TYPE = "action"
    seq: int = spec(SEQ)
    at: int = spec(Int())
    action: str = spec(Str(32))


@message
class Contribute(Message):
    TYPE = "contribute"
    deal: int = spec(Int())
    nonce: str = spec(Str(128, r"([0-9a-f]{2}){16,64}"))


@message
class Ping(Message):
    TYPE = "ping"
    id: int = spec(Int())


# A client's ``bye`` with this reason gives the seat up: a computer player takes it at
# once, where a plain bye (or a dropped line) waits for the player to come back.
GIVE_UP = "seat_given_up"


@message
class Bye(Message):
    TYPE = "bye"
    reason: str = spec(Str(64), "leaving")


# Host -> client
@message
class Welcome(Message):
    TYPE = "welcome"
    version: int = spec(Int(0, 1000))
    table: str = spec(Str())
    seat: int = spec(SEAT)
    token: str = spec(Str(64, HEX))
    next_seq: int = spec(SEQ)
    rules: dict = spec(AnyMap())
    seats: list = spec(ListOf(AnyMap(), 4))
    replace_after: int | None = spec(Opt(Int(0, 86_400)), None)  # seconds; None: the host decides
    # Version 3: the match's finished hands, so that a player who comes back (a new program,
    # perhaps) numbers the hands and shows the score sheet from the match's first hand.
    sheet: list | None = spec(Opt(ListOf(AnyMap(), SHEET_ROWS)), None)


@message
class State(Message):
    TYPE = "state"
    at: int = spec(Int())
    match: int = spec(Int())
    deal: int = spec(Int())
    score: list = spec(ListOf(Int(0, 10_000), 4))
    seats: list = spec(ListOf(AnyMap(), 4))
    view: dict | None = spec(Opt(AnyMap()))
    events: list = spec(ListOf(AnyMap(), 16), factory=list)
    ack: int | None = spec(Opt(SEQ), None)  # to the actor only: its action of this number made this state


@message
class Ack(Message):
    TYPE = "ack"
    seq: int = spec(SEQ)
    dup: bool = spec(Bool(), False)


@message
class Error(Message):
    TYPE = "error"
    code: str = spec(Str(32))
    message: str = spec(Str())
    seq: int | None = spec(Opt(SEQ), None)
    fatal: bool = spec(Bool(), False)


@message
class Commit(Message):
    TYPE = "commit"
    deal: int = spec(Int())
    hash: str = spec(Str(64, r"[0-9a-f]{64}"))


@message
class Reveal(Message):
    TYPE = "reveal"
    deal: int = spec(Int())
    seed: str = spec(Str(64, r"[0-9a-f]{64}"))
    contributions: list = spec(ListOf(Opt(Str(128, r"([0-9a-f]{2}){16,64}")), 4))
    dealer: int = spec(SEAT)


@message
class Pong(Message):
    TYPE = "pong"
    id: int = spec(Int())


CLIENT_TYPES = frozenset({"hello", "action", "contribute", "ping", "bye"})
HOST_TYPES = frozenset({"welcome", "state", "ack", "error", "commit", "reveal", "pong", "bye"})


def parse(obj: Any, allowed: frozenset[str] | None = None) -> Message:
    """The message a decoded frame holds; ``ProtocolError`` for anything else."""
    if not isinstance(obj, dict):
        raise ProtocolError("bad_message", "a message must be a map")
    kind = obj.get("type")
    cls = MESSAGES.get(kind) if isinstance(kind, str) else None
    if cls is None or (allowed is not None and kind not in allowed):
        shown = kind if isinstance(kind, str) and kind.isprintable() and len(kind) <= 32 else "?"
        raise ProtocolError("unknown_type", f"unknown message type {shown!r}")
    values = {}
    fields = _FIELDS[kind]
    names = _NAMES[kind]
    for key in obj:
        if key != "type" and key not in names:
            raise ProtocolError("bad_message", f"{kind}: unknown field {key[:32]!r}")
    for f in fields:
        check: Check = f.metadata["check"]
        if f.name not in obj:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise ProtocolError("bad_message", f"{kind}: the field {f.name!r} is missing")
            continue
        try:
            values[f.name] = check(obj[f.name])
        except (ValueError, TypeError):
            raise ProtocolError("bad_message", f"{kind}: {f.name} must be {check.what}") from None
    return cls(**values)
