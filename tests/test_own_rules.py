"""Own rules chosen switch by switch (``tui/rule_steps.py``, ``tui/screens/own_rules.py``):
every step gives rules the engine takes, written back as the form's text they come from."""

from __future__ import annotations

import pytest
from app_helpers import SIZE, mounted, settings, until
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from textual.widgets import Button, Input

from engine.rules import PRESETS, RulesError, switch_values
from tui.app import SixtySixApp
from tui.i18n.switches import applies, describe_choice
from tui.rule_steps import EDITABLE, differs, overrides_text, reset, step
from tui.screens.new_game import NewGameScreen, form_rules
from tui.screens.own_rules import OwnRulesScreen, SwitchRow

STEPS = st.lists(st.tuples(st.sampled_from(EDITABLE), st.sampled_from((1, -1, 0))), max_size=25)


@hsettings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(PRESETS)), STEPS)
def test_any_steps_give_rules_the_form_reads_back_as_they_are(name: str, steps: list[tuple[str, int]]) -> None:
    rules = PRESETS[name]
    for switch, delta in steps:
        rules = reset(rules, switch) if delta == 0 else step(rules, switch, delta)
        assert rules.players == PRESETS[name].players and rules.preset == name
        assert form_rules(name, overrides_text(rules)) == rules
    assert (overrides_text(rules) == "") == (rules == PRESETS[name])


@hsettings(max_examples=100, deadline=None)
@given(st.sampled_from(sorted(PRESETS)), STEPS, st.sampled_from(["en", "ru", "uk"]))
def test_no_two_rows_read_the_same(name: str, steps: list[tuple[str, int]], lang: str) -> None:
    # Four hands' «Два партийных очка» row had said the threshold row's sentence, under its title.
    rules = PRESETS[name]
    for switch, delta in steps:
        rules = reset(rules, switch) if delta == 0 else step(rules, switch, delta)
    sentences = [describe_choice(rules, s, lang) for s in EDITABLE if applies(rules, s)]
    assert len(set(sentences)) == len(sentences)


def test_a_step_passes_over_what_the_other_switches_rule_out() -> None:
    classic = PRESETS["classic"]
    twenty = step(classic, "pack", 1)
    assert (twenty.pack, twenty.deal_pattern) == (20, "3_trump_2")  # Schnapsen's deal comes with it
    back = step(twenty, "pack", 1)  # 32 cards hold no stock game: round to 24
    assert (back.pack, back.deal_pattern) == (24, "3_trump_3")
    four = PRESETS["four"]
    assert (step(four, "pack", 1).pack, step(four, "pack", 1).deal_pattern) == (24, "3_3")


def test_numbers_step_by_one_and_round_at_their_ends() -> None:
    classic = PRESETS["classic"]
    assert step(classic, "match_target", 1).match_target == 8
    assert step(classic, "match_target", -1).match_target == 6
    one = step(step(classic, "match_target", -1), "match_target", -5)
    assert one.match_target == 1 and step(one, "match_target", -1).match_target == 99
    assert overrides_text(step(classic, "close_stock_limits", 1)) == "close_stock_limits=2,4"
    assert overrides_text(step(classic, "phase2_must_head", 1)) == "phase2_must_head=false"


def test_reset_puts_one_switch_back_at_its_presets_value() -> None:
    russian = PRESETS["russian"]
    changed = step(step(russian, "match_target", 1), "last_trick_bonus", 1)
    assert differs(changed, "match_target") and differs(changed, "last_trick_bonus")
    again = reset(changed, "match_target")
    assert not differs(again, "match_target") and differs(again, "last_trick_bonus")


def test_every_switch_but_the_number_of_players_can_be_stepped() -> None:
    assert "players" not in EDITABLE and "preset" not in EDITABLE
    for name in EDITABLE:
        assert len(switch_values(name)) >= 2
    with pytest.raises(RulesError):
        switch_values("no_such_switch")


async def _editor(pilot, app: SixtySixApp, typed: str = "", preset: str | None = None) -> OwnRulesScreen:  # type: ignore[no-untyped-def]
    await pilot.press("n")
    await mounted(pilot, NewGameScreen, "the form")
    if preset is not None:
        app.screen.query_one("#preset").value = preset  # type: ignore[attr-defined]
        await pilot.pause()
    app.screen.query_one("#overrides", Input).value = typed
    await pilot.press("f2")
    await mounted(pilot, OwnRulesScreen, "the own rules")
    return app.screen  # type: ignore[return-value]


def _row(screen: OwnRulesScreen, name: str) -> SwitchRow:
    return screen.query_one(f"#rule-{name}", SwitchRow)


async def test_rules_changed_by_keys_come_back_to_the_form_as_its_text() -> None:
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        editor = await _editor(pilot, app)
        assert app.focused is _row(editor, "pack")
        assert "Свои правила: Классика" in str(editor.query_one("#lobby-title").render())
        shown = [str(row.render()) for row in editor.query(SwitchRow)]
        assert any("3 — если проигравший не взял ни одной взятки" in row for row in shown)
        assert not [row for row in shown if "**" in row]  # the help's Markdown, in bold here
        await pilot.press("down", "down", "right", "right")  # the match: to 9
        assert app.focused is _row(editor, "match_target") and editor.rules.match_target == 9
        assert "9 партийных очков" in str(_row(editor, "match_target").render())
        assert _row(editor, "match_target").has_class("changed") and not _row(editor, "pack").has_class("changed")
        _row(editor, "last_trick_bonus").focus()
        await pilot.press("enter")
        await pilot.press("ctrl+s")
        await mounted(pilot, NewGameScreen, "the form again")
        form = app.screen
        assert form.query_one("#overrides", Input).value == "match_target=9 last_trick_bonus=always"
        assert form.rules().match_target == 9 and form.rules().last_trick_bonus == "always"
        # Opened again, it starts from the rules as they now are, and Escape changes nothing.
        editor = await _editor(pilot, app, form.query_one("#overrides", Input).value)
        assert editor.rules.match_target == 9 and _row(editor, "match_target").has_class("changed")
        _row(editor, "match_target").focus()
        await pilot.press("backspace")
        assert editor.rules.match_target == 7 and not _row(editor, "match_target").has_class("changed")
        await pilot.press("escape")
        await mounted(pilot, NewGameScreen, "the form again")
        assert app.screen.query_one("#overrides", Input).value == "match_target=9 last_trick_bonus=always"


async def test_reset_all_gives_the_presets_rules_and_rules_that_do_nothing_are_not_shown() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        editor = await _editor(pilot, app, "declaration_mode=automatic match_target=11")
        rules = editor.rules
        assert (rules.declaration_mode, rules.match_target) == ("automatic", 11)
        # Wrong declarations need declaring; closing rules need a stock.
        assert not _row(editor, "wrong_declaration").display and _row(editor, "closed_fail").display
        editor.query_one("#reset-all", Button).press()
        await until(pilot, lambda: _row(editor, "wrong_declaration").display, "the row shown again")
        assert editor.rules == PRESETS["classic"]
        await pilot.press("ctrl+s")
        await mounted(pilot, NewGameScreen, "the form again")
        assert app.screen.query_one("#overrides", Input).value == ""


async def test_rows_are_the_switches_that_apply_to_the_chosen_preset() -> None:
    app = SixtySixApp(settings=settings("uk"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        editor = await _editor(pilot, app, preset="four")
        assert editor.rules.preset == "four"
        shown = {row.switch for row in editor.query(SwitchRow) if row.display}
        assert shown == {name for name in EDITABLE if applies(PRESETS["four"], name)}
        assert "closed_fail" not in shown and "four_hand_marriages" in shown


async def test_what_is_typed_wrong_is_kept_when_the_editor_is_left_with_escape() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        editor = await _editor(pilot, app, "match_target=eleven")
        assert editor.rules == PRESETS["classic"]  # from the preset's own rules
        await pilot.press("escape")
        await mounted(pilot, NewGameScreen, "the form again")
        assert app.screen.query_one("#overrides", Input).value == "match_target=eleven"


async def test_keys_in_a_burst_are_all_taken_before_done() -> None:
    """Right Right Ctrl+S typed fast had come back with no change: the steps went to the
    screen as messages, and Ctrl+S dismissed it before they arrived."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        editor = await _editor(pilot, app)
        row = _row(editor, "match_target")
        for _ in range(4):  # the keys' actions, run back to back as a burst runs them
            row.action_step(1)
        editor.action_done()
        await mounted(pilot, NewGameScreen, "the form again")
        field = app.screen.query_one("#overrides", Input)
        await until(pilot, lambda: field.value, "the chosen rules in the field")
        assert field.value == "match_target=11"


async def test_a_rule_with_no_other_choice_says_so_and_stays() -> None:
    """Three players' game has one pack: Enter on it had changed nothing and said nothing."""
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        editor = await _editor(pilot, app, preset="three")
        said = "При остальных правилах другого значения здесь нет."
        _row(editor, "pack").focus()
        await pilot.press("enter")
        assert editor.rules == PRESETS["three"]
        assert [n.message for n in app._notifications] == [said]
        _row(editor, "match_target").focus()
        await pilot.press("enter")  # a rule that does change says nothing
        assert editor.rules.match_target == 8 and len(app._notifications) == 1


async def test_the_row_just_changed_stays_in_sight_when_rows_appear_above_it() -> None:
    # Marriages on in four hands bring their rules' rows, above this one: it had gone out of sight.
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        editor = await _editor(pilot, app, preset="four")
        row = _row(editor, "four_hand_marriages")
        row.focus()
        rows = editor.query_one("#own-rules")
        await until(pilot, lambda: rows.region.contains_region(row.region), "the row in sight")
        hidden = [r.switch for r in editor.query(SwitchRow) if not r.display]
        await pilot.press("enter")
        assert editor.rules.four_hand_marriages
        assert [r.switch for r in editor.query(SwitchRow) if not r.display] != hidden  # rows came
        await until(pilot, lambda: rows.region.contains_region(row.region), "the row still in sight")
        assert app.focused is row
