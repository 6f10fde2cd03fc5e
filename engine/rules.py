"""Every rule switch of rules.md §3-§6, and the named presets of §10.

``Rules`` is a frozen dataclass: one field per switch, under the switch's
name in rules.md, holding the option name as written there.  Presets are
``Rules`` values; ``preset(name, **overrides)`` builds one and checks every
override, so a record or a command line can name switches as text.

Switches beyond rules.md §3 (forms of §4-§6 that §3 has no row for):
``players``, ``dealer_sits_out`` (§4.2), ``pack`` (20/24/32 cards),
``exchange_card`` (the trump 9, or the trump J in Schnapsen),
``must_undertrump``, ``three_player_points`` (§4.1), ``idle_dealer_scores``
(§4.2), ``four_hand_marriages`` and ``four_hand_schneider`` (§5) and
``played_out_points`` (Schnapsen's played-out hand is worth 1).
``declaration_mode`` also has ``none``: no claims, every trick is played
(the Hoyle four-hand game).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


class RulesError(ValueError):
    """An unknown preset, switch, or switch value.  The message is English; ``problem``
    names the fault and ``details`` holds its values, so that a front end can say it in
    the player's own language."""

    def __init__(self, message: str, problem: str, **details: Any) -> None:
        super().__init__(message)
        self.problem = problem
        self.details = details


@dataclass(frozen=True)
class Rules:
    preset: str = "classic"
    # Form of the game (§4, §5, §6).
    players: int = 2
    dealer_sits_out: bool = False
    pack: int = 24
    # §3 switches, in the order of its table.
    match_target: int = 7
    next_dealer: str = "winner"
    first_dealer: str = "random"
    deal_pattern: str = "3_trump_3"
    marriage_requires_trick: bool = True
    marriage_on_opening_lead: bool = True
    marriage_in_phase2: bool = False
    claim_after_marriage: bool = True
    exchange_requires_trick: bool = True
    exchange_min_stock: int = 2
    exchange_on_opponent_close: bool = True
    close_before_draw: bool = True
    close_on_opening_lead: bool = True
    close_stock_limits: tuple[int, int] = (2, 12)
    closed_success_basis: str = "end"
    closed_fail: str = "2or3_at_close"
    closer_no_trick_penalty: str | int = "off"
    beaten_closer: str = "flat_2"
    last_trick_bonus: str = "unclosed"
    played_out_resolution: str = "counts"
    both_66_at_end: str = "last_trick_winner"
    drawn_hand_carry: str = "none"
    declaration_mode: str = "explicit"
    wrong_declaration: str = "flat_2"
    schwarz_basis: str = "tricks"
    schneider_threshold: int = 33
    phase2_must_head: bool = True
    illegal_move_policy: str = "reject"
    count_marriages_for_schneider: bool = True
    show_running_points: str = "hidden"
    # Beyond §3.
    exchange_card: str = "9"
    must_undertrump: bool = True
    three_player_points: str = "min"
    idle_dealer_scores: str = "none"
    four_hand_marriages: bool = False
    four_hand_schneider: str = "opp_lt_33"
    played_out_points: str = "value"

    # -- derived facts the engine asks for often ------------------------
    @property
    def has_stock(self) -> bool:
        """Two active players with a stock, or everybody holds all cards."""
        return self.players == 2 or self.dealer_sits_out

    @property
    def active_players(self) -> int:
        return 2 if self.has_stock else self.players

    @property
    def partnerships(self) -> bool:
        return self.players == 4

    @property
    def hand_size(self) -> int:
        if self.has_stock:
            return 5 if self.pack == 20 else 6
        return self.pack // self.players

    @property
    def marriages_allowed(self) -> bool:
        return self.players != 4 or self.four_hand_marriages

    def overrides(self) -> dict[str, Any]:
        """The switches that differ from this rule set's preset, as record values."""
        base = PRESETS[self.preset]
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name != "preset" and value != getattr(base, f.name):
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


_CHOICES: dict[str, tuple[Any, ...]] = {
    "players": (2, 3, 4),
    "pack": (20, 24, 32),
    "next_dealer": ("winner", "alternate"),
    "first_dealer": ("random", "low_card"),
    "deal_pattern": (
        "3_trump_3",
        "3_3_trump",
        "one_by_one_then_trump",
        "3_trump_2",
        "3_2_3",
        "3_3",
    ),
    "exchange_min_stock": (2, 4),
    "close_stock_limits": ((2, 12), (2, 4), (6, 12), (4, 12)),
    "closed_success_basis": ("end", "at_close", "always_3"),
    "closed_fail": ("2or3_at_close", "2or3_at_end", "flat_2", "always_3"),
    "closer_no_trick_penalty": ("off", 6),
    "beaten_closer": ("flat_2", "as_failed_close"),
    "last_trick_bonus": ("unclosed", "always", "none"),
    "played_out_resolution": ("counts", "last_trick_wins"),
    "both_66_at_end": ("last_trick_winner", "higher_total", "replay"),
    "drawn_hand_carry": ("none", "+1_to_next_winner"),
    "declaration_mode": ("explicit", "automatic", "none"),
    "wrong_declaration": ("flat_2", "2or3_opp_no_trick", "2or3_declarer_no_trick"),
    "schwarz_basis": ("tricks", "points"),
    "illegal_move_policy": ("reject", "lose_hand_2"),
    "show_running_points": ("hidden", "shown"),
    "exchange_card": ("9", "J"),
    "three_player_points": ("min", "sum", "max"),
    "idle_dealer_scores": ("none", "same_as_winner"),
    "four_hand_schneider": ("opp_lt_33", "winners_gt_100"),
    "played_out_points": ("value", "1"),
}
_INT_RANGES: dict[str, tuple[int, int]] = {
    "match_target": (1, 99),
    "schneider_threshold": (1, 66),
}
_FIELD_TYPES = {f.name: f.type for f in dataclasses.fields(Rules)}


def switch_values(name: str) -> tuple[Any, ...]:
    """Every value switch ``name`` takes, in a fixed order (a front end steps through them);
    ``RulesError`` for a name that is no switch.  Values the other switches rule out are
    among them: ``make_rules`` says which."""
    if name == "preset" or name not in _FIELD_TYPES:
        raise RulesError(f"unknown rule switch {name!r}", "unknown_switch", switch=name)
    if name in _INT_RANGES:
        lo, hi = _INT_RANGES[name]
        return tuple(range(lo, hi + 1))
    if name in _CHOICES:
        return _CHOICES[name]
    return (True, False)


def _coerce(name: str, value: Any) -> Any:
    """Turn a record or command-line value into the switch's value, or refuse it."""
    raw = value  # as the player gave it, for the error
    kind = _FIELD_TYPES[name]
    if kind == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "on", "off"):
            return value.lower() in ("true", "yes", "on")
        raise RulesError(f"switch {name} takes true or false, not {value!r}", "not_bool", switch=name, value=raw)
    if name in _INT_RANGES:
        if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
            value = int(value)
        lo, hi = _INT_RANGES[name]
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise RulesError(
                f"switch {name} takes a whole number from {lo} to {hi}, not {value!r}",
                "out_of_range",
                switch=name,
                value=raw,
                low=lo,
                high=hi,
            )
        return value
    choices = _CHOICES[name]
    if name == "close_stock_limits":
        if isinstance(value, str):
            value = [p.strip() for p in value.strip("()[] ").split(",")]
        try:
            value = tuple(int(v) for v in value)
        except (TypeError, ValueError):
            raise RulesError(
                f"switch {name} takes a pair like [2, 12], not {value!r}", "not_pair", switch=name, value=raw
            ) from None
    elif isinstance(value, str) and value.isascii() and value.isdigit() and int(value) in choices:
        value = int(value)
    elif isinstance(value, str) and value.strip().lower() in choices:  # "Always_3" as typed
        value = value.strip().lower()
    elif isinstance(value, int) and not isinstance(value, bool) and str(value) in choices:
        value = str(value)
    if value not in choices or isinstance(value, bool):
        # As a player types them: a pair as 2,4, so pairs are parted by semicolons.
        pairs = any(isinstance(c, tuple) for c in choices)
        shown = ("; " if pairs else ", ").join(
            ",".join(map(str, c)) if isinstance(c, tuple) else str(c) for c in choices
        )
        raise RulesError(
            f"switch {name} has no value {value!r} (one of: {shown})",
            "no_such_value",
            switch=name,
            value=raw,
            shown=shown,
        )
    return value


def _check_form(r: Rules) -> None:
    if r.dealer_sits_out and r.players != 3:
        raise RulesError("dealer_sits_out needs players=3", "sits_out_needs_three")
    if r.has_stock:
        if r.pack not in (20, 24):
            raise RulesError(
                f"a game with a stock uses the 20- or 24-card pack, not {r.pack}", "stock_pack", pack=r.pack
            )
        stock_patterns = ("3_trump_2",) if r.pack == 20 else ("3_trump_3", "3_3_trump", "one_by_one_then_trump")
        if r.deal_pattern not in stock_patterns:
            raise RulesError(
                f"deal_pattern {r.deal_pattern} does not fit a {r.pack}-card two-hand deal",
                "stock_deal_pattern",
                pattern=r.deal_pattern,
                pack=r.pack,
            )
    else:
        if r.pack == 20 or (r.players == 3 and r.pack != 24):
            raise RulesError(
                f"{r.players} players cannot share a {r.pack}-card pack", "pack_players", players=r.players, pack=r.pack
            )
        want = "3_2_3" if r.hand_size == 8 else "3_3"
        if r.deal_pattern != want:
            raise RulesError(
                f"deal_pattern for {r.hand_size} cards each must be {want}",
                "hand_deal_pattern",
                pattern=r.deal_pattern,
                cards=r.hand_size,
                want=want,
            )


def switches_from(items: Iterable[str]) -> dict[str, str]:
    """``["match_target=11", "close_stock_limits=2,4"]`` as switches and their values, as a
    person types them; ``RulesError`` for an item that is not ``switch=value``."""
    out: dict[str, str] = {}
    for item in items:
        name, eq, value = item.partition("=")
        if not eq or not name.strip() or not value.strip():
            raise RulesError(f"{item!r} must look like switch=value", "not_switch_value", item=item)
        out[name.strip()] = value.strip()
    return out


def make_rules(base: Rules, overrides: dict[str, Any]) -> Rules:
    changes: dict[str, Any] = {}
    for name, value in overrides.items():
        if name == "preset" or name not in _FIELD_TYPES:
            raise RulesError(f"unknown rule switch {name!r}", "unknown_switch", switch=name)
        changes[name] = _coerce(name, value)
    rules = dataclasses.replace(base, **changes)
    _check_form(rules)
    return rules


def preset(name: str = "classic", **overrides: Any) -> Rules:
    """A named preset, with switches overridden by name."""
    base = PRESETS.get(name)
    if base is None:
        raise RulesError(
            f"unknown preset {name!r} (one of: {', '.join(PRESETS)})",
            "unknown_preset",
            name=name,
            shown=", ".join(PRESETS),
        )
    return make_rules(base, overrides)


_NO_STOCK = {
    "next_dealer": "alternate",
    "marriage_in_phase2": True,
}

PRESETS: dict[str, Rules] = {
    "classic": Rules(),
    "zone": Rules(
        preset="zone",
        next_dealer="alternate",
        played_out_resolution="last_trick_wins",
        wrong_declaration="2or3_declarer_no_trick",
    ),
    "russian": Rules(
        preset="russian",
        match_target=8,
        declaration_mode="automatic",
        close_stock_limits=(2, 4),
        closed_fail="flat_2",
        phase2_must_head=False,
        last_trick_bonus="always",
        marriage_requires_trick=False,
    ),
    "ukrainian": Rules(
        preset="ukrainian",
        match_target=8,
        declaration_mode="automatic",
        closed_success_basis="always_3",
        closed_fail="always_3",
        phase2_must_head=False,
        schwarz_basis="points",
    ),
    "three": Rules(preset="three", players=3, deal_pattern="3_2_3", **_NO_STOCK),
    "three_sitout": Rules(preset="three_sitout", players=3, dealer_sits_out=True, next_dealer="alternate"),
    "four": Rules(
        preset="four",
        players=4,
        pack=32,
        deal_pattern="3_2_3",
        declaration_mode="none",
        drawn_hand_carry="+1_to_next_winner",
        **_NO_STOCK,
    ),
    "four24": Rules(
        preset="four24",
        players=4,
        deal_pattern="3_3",
        four_hand_marriages=True,
        declaration_mode="none",
        drawn_hand_carry="+1_to_next_winner",
        **_NO_STOCK,
    ),
    "schnapsen": Rules(
        preset="schnapsen",
        pack=20,
        deal_pattern="3_trump_2",
        next_dealer="alternate",
        exchange_card="J",
        exchange_requires_trick=False,
        exchange_min_stock=4,
        exchange_on_opponent_close=False,
        marriage_in_phase2=True,
        close_before_draw=False,
        close_stock_limits=(4, 12),
        closed_success_basis="at_close",
        beaten_closer="as_failed_close",
        last_trick_bonus="none",
        played_out_resolution="last_trick_wins",
        played_out_points="1",
        wrong_declaration="2or3_opp_no_trick",
    ),
    "santase": Rules(
        preset="santase",
        match_target=11,
        exchange_min_stock=4,
        exchange_on_opponent_close=False,
        marriage_on_opening_lead=False,
        marriage_in_phase2=True,
        close_stock_limits=(4, 12),
        close_on_opening_lead=False,
        closed_fail="always_3",
    ),
}
