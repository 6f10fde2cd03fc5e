"""Rule switches typed into the new-game form that cannot be taken, in one sentence of
the player's language: ``engine.rules`` names each fault (``RulesError.problem``) and
keeps English for the command line and records."""

from __future__ import annotations

import dataclasses
import difflib

from engine.rules import Rules, RulesError

from .i18n import N_, _

_SENTENCES: dict[str, str] = {
    "not_switch_value": N_("“{item}” is not a rule: write switch=value, as in match_target=11."),
    "unknown_switch": N_("There is no rule switch called {switch}."),
    "unknown_preset": N_("There are no rules called {name}; they are: {shown}."),
    "not_bool": N_("{switch} takes true or false, not “{value}”."),
    "out_of_range": N_("{switch} takes a whole number from {low} to {high}, not “{value}”."),
    "not_pair": N_("{switch} takes two numbers, as in {switch}=2,4, not “{value}”."),
    "no_such_value": N_("{switch} has no value “{value}”; it takes one of: {shown}."),
    "sits_out_needs_three": N_("dealer_sits_out is for three players only."),
    "stock_pack": N_("A game with a stock is played with 20 or 24 cards, not {pack}."),
    "stock_deal_pattern": N_("deal_pattern={pattern} does not deal two hands from {pack} cards."),
    "pack_players": N_("{players} players cannot play with {pack} cards."),
    "hand_deal_pattern": N_("With {cards} cards each, deal_pattern must be {want}, not {pattern}."),
    "players_from_preset": N_(
        "The number of players comes with the rules chosen above ({players}): choose rules for another number."
    ),
}


def rules_problem(error: RulesError) -> str:
    """What is wrong with the switches, for the player; a fault this app has no words
    for keeps the engine's own."""
    sentence = _SENTENCES.get(error.problem)
    if sentence is None:
        return str(error)
    said = _(sentence, **{key: str(value) for key, value in error.details.items()})
    if error.problem == "unknown_switch":
        near = difflib.get_close_matches(str(error.details["switch"]), _SWITCHES, n=1)
        if near:
            said += " " + _("Did you mean {switch}?", switch=near[0])
    return said


_SWITCHES = [f.name for f in dataclasses.fields(Rules) if f.name != "preset"]
