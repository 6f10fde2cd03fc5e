"""Own rules chosen switch by switch: each switch steps through its values, passing over
any that the rest of the rules cannot take, and the rules chosen are written back as
the ``switch=value`` text the new-game form reads (``new_game.parse_overrides``)."""

from __future__ import annotations

from typing import Any

from engine.rules import PRESETS, Rules, RulesError, make_rules, switch_values

from .i18n.switches import SWITCH_TITLES

EDITABLE: tuple[str, ...] = tuple(name for name in SWITCH_TITLES if name != "players")
"""The switches a player may step, in the order the rules help lists them.  The number of
players comes with the preset: the form's seats are the preset's."""


def step(rules: Rules, name: str, delta: int) -> Rules:
    """``rules`` with switch ``name`` moved ``delta`` (1 or -1) values on, round from the
    last to the first, to the nearest value the other switches allow.  A pack that needs
    another deal takes the first deal that fits it (24 cards to 20 is Schnapsen's deal).
    ``rules`` itself if no other value fits."""
    choices = switch_values(name)
    here = choices.index(getattr(rules, name))
    for k in range(1, len(choices)):
        value = choices[(here + delta * k) % len(choices)]
        fitted = _fitted(rules, name, value)
        if fitted is not None:
            return fitted
    return rules


def _fitted(rules: Rules, name: str, value: Any) -> Rules | None:
    tries = [{name: value}]
    if name == "pack":
        tries += [{name: value, "deal_pattern": pattern} for pattern in switch_values("deal_pattern")]
    for changes in tries:
        try:
            return make_rules(rules, changes)
        except RulesError:
            continue
    return None


def overrides_text(rules: Rules) -> str:
    """The switches in which ``rules`` differ from their preset, as a person types them:
    ``"match_target=11 close_stock_limits=2,4"``; empty for the preset's own rules."""
    return " ".join(f"{name}={_typed(value)}" for name, value in rules.overrides().items())


def _typed(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return ",".join(map(str, value))
    return str(value)


def differs(rules: Rules, name: str) -> bool:
    """Whether switch ``name`` is not its preset's in ``rules``."""
    return getattr(rules, name) != getattr(PRESETS[rules.preset], name)


def reset(rules: Rules, name: str) -> Rules:
    """``rules`` with switch ``name`` back at its preset's value, if the others allow it."""
    return _fitted(rules, name, getattr(PRESETS[rules.preset], name)) or rules


__all__ = ["EDITABLE", "differs", "overrides_text", "reset", "step"]
