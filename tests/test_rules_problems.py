"""Rule switches the new-game form cannot take are explained in the player's language:
every fault ``engine.rules`` can name has a sentence, with the values the player typed."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app_helpers import SIZE, mounted, screen_text, settings, until
from textual.widgets import Input

from engine.rules import RulesError, preset
from tui.app import SixtySixApp
from tui.i18n import set_language
from tui.rules_problems import _SENTENCES, rules_problem
from tui.screens.new_game import NewGameScreen, form_rules, parse_overrides

# Each fault, reached through the calls the form makes (the engine's, and the form's own
# check of the players), with a value its sentence must show.
FAULTS: dict[str, tuple[Callable[[], object], str]] = {
    "not_switch_value": (lambda: parse_overrides("match_target"), "match_target"),
    "unknown_switch": (lambda: preset("classic", match_targt="11"), "match_targt"),
    "unknown_preset": (lambda: preset("nope"), "nope"),
    "not_bool": (lambda: preset("classic", marriage_requires_trick="maybe"), "maybe"),
    "out_of_range": (lambda: preset("classic", match_target="eleven"), "eleven"),
    "not_pair": (lambda: preset("classic", close_stock_limits="a,b"), "a,b"),
    "no_such_value": (lambda: preset("classic", next_dealer="nobody"), "nobody"),
    "sits_out_needs_three": (lambda: preset("classic", dealer_sits_out="true"), "dealer_sits_out"),
    "stock_pack": (lambda: preset("classic", pack="32"), "32"),
    "stock_deal_pattern": (lambda: preset("classic", deal_pattern="3_2_3"), "3_2_3"),
    "pack_players": (lambda: preset("three", pack="32"), "32"),
    "hand_deal_pattern": (lambda: preset("four", deal_pattern="3_3"), "3_3"),
    "players_from_preset": (lambda: form_rules("classic", "players=4 deal_pattern=3_3"), "2"),
}


def _fault(make: Callable[[], object]) -> RulesError:
    with pytest.raises(RulesError) as caught:
        make()
    return caught.value


def test_every_fault_the_engine_names_has_a_sentence() -> None:
    assert {_fault(make).problem for make, _shown in FAULTS.values()} == set(FAULTS) == set(_SENTENCES)


@pytest.mark.parametrize("problem", sorted(FAULTS))
@pytest.mark.parametrize("language", ["ru", "uk"])
def test_a_fault_is_said_in_the_players_language_with_the_value_typed(problem: str, language: str) -> None:
    make, shown = FAULTS[problem]
    error = _fault(make)
    assert error.problem == problem
    english = rules_problem(error)
    assert shown in english
    set_language(language)
    said = rules_problem(error)
    assert said != english and shown in said
    assert any("а" <= ch <= "я" for ch in said.lower())  # Cyrillic words, not the English left in


def test_a_misspelt_switch_is_answered_with_the_nearest_one() -> None:
    assert rules_problem(_fault(lambda: preset("classic", match_targt="11"))).endswith("Did you mean match_target?")
    far = rules_problem(_fault(lambda: preset("classic", colour="red")))
    assert far == "There is no rule switch called colour."


def test_a_fault_this_app_has_no_words_for_keeps_the_engines() -> None:
    assert rules_problem(RulesError("a switch from a newer engine is wrong", "newer_fault")) == (
        "a switch from a newer engine is wrong"
    )


def test_the_english_message_stays_for_the_command_line_and_records() -> None:
    error = _fault(lambda: preset("classic", match_target="eleven"))
    assert str(error) == "switch match_target takes a whole number from 1 to 99, not 'eleven'"


async def test_the_russian_form_says_what_is_wrong_in_russian() -> None:
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        overrides = form.query_one("#overrides", Input)
        overrides.value = "match_targt=11"
        said = "Правила match_targt нет. Может быть, match_target?"
        await until(pilot, lambda: said in screen_text(app), "the unknown rule named")
        overrides.value = "match_target=eleven"
        said = "match_target — целое число от 1 до 99, а не «eleven»."
        await until(pilot, lambda: said in screen_text(app), "the bad value named")
        form.action_start()
        await pilot.pause()
        assert app.screen is form  # refused, with the reason on screen
