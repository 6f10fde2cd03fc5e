"""The bot interface and the registry of levels."""

from __future__ import annotations

import importlib
import inspect
import random
import typing
from collections.abc import Sequence
from typing import Any, Protocol

from ..view import PlayerView


class Bot(Protocol):
    """``choose`` must return one of ``view.legal_actions``; it gets nothing but the
    view and an rng, so it cannot see hidden cards."""

    name: str

    def choose(self, view: PlayerView, rng: random.Random) -> str: ...


class BotSpecError(ValueError):
    """An unknown bot level or parameter."""


# level -> (module, class); modules load lazily so a random bot costs no search code.
BOT_LEVELS: dict[str, tuple[str, str]] = {
    "random": ("randombot", "RandomBot"),
    "easy": ("heuristic", "EasyBot"),
    "medium": ("heuristic", "MediumBot"),
    "hard": ("hard", "HardBot"),
    "expert": ("expert", "ExpertBot"),
}


def _value(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def make_bot(spec: str) -> Bot:
    """``"medium"`` or ``"hard:ms=200,samples=30"``: a level and optional parameters."""
    return bot_of(*parse_spec(spec))


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """A bot spec's level and its parameters by name (values as ``_value`` reads them)."""
    level, _, params = spec.partition(":")
    if level not in BOT_LEVELS:
        raise BotSpecError(f"unknown bot {level!r} (one of: {', '.join(BOT_LEVELS)})")
    kwargs = {}
    for item in filter(None, params.split(",")):
        key, eq, value = item.partition("=")
        if not eq:
            raise BotSpecError(f"bot parameter {item!r} must look like name=value")
        kwargs[key.strip()] = _value(value.strip())
    return level, kwargs


def bot_of(level: str, kwargs: dict[str, Any]) -> Bot:
    """The bot of a parsed spec; a parameter the level does not take, or of the wrong
    kind, is refused in one sentence."""
    module, cls = BOT_LEVELS[level]
    factory = getattr(importlib.import_module(f"{__package__}.{module}"), cls)
    parameters = inspect.signature(factory.__init__).parameters.values()
    known = [p.name for p in parameters if p.name != "self" and p.kind is p.POSITIONAL_OR_KEYWORD]
    for key in kwargs:
        if key not in known:
            takes = f"its parameters: {', '.join(known)}" if known else "it takes none"
            raise BotSpecError(f"bot {level!r} has no parameter {key!r} ({takes})")
    _check_types(level, factory, kwargs)
    try:
        return factory(**kwargs)
    except TypeError as e:
        raise BotSpecError(f"bad parameters for bot {level!r}: {e}") from None


_KINDS = {int: "a whole number", float: "a number", str: "a word"}


def _check_types(level: str, factory: type, kwargs: dict[str, Any]) -> None:
    """Refuse ``hard:ms=abc`` here, in one sentence, rather than when the bot first thinks."""
    hints = typing.get_type_hints(factory.__init__)
    for key, value in kwargs.items():
        wanted = hints.get(key)
        if wanted is None:
            continue  # an unknown name: the call itself reports it
        allowed = tuple(t for t in (typing.get_args(wanted) or (wanted,)) if t in _KINDS)
        if float in allowed:
            allowed += (int,)  # ms=500 is a fine float
        if allowed and not isinstance(value, allowed):
            raise BotSpecError(f"bot {level!r}: {key} must be {_KINDS[allowed[0]]}, not {value!r}")


def worth_searching(legal: Sequence[str], points: int) -> tuple[str, ...]:
    """The actions a search tries, for a mover with ``points``: a right claim is always
    taken, a wrong one never."""
    if "declare" in legal:
        if points >= 66:
            return ("declare",)
        return tuple(a for a in legal if a != "declare")
    return tuple(legal)
