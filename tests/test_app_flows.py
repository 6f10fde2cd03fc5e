"""The app around the table: lobby and new game, save and resume, quitting, a corrupt save,
language and settings, a terminal too small, and ``sixtysix play`` options."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from app_helpers import (
    SIZE,
    end_hand,
    footer_text,
    human_move,
    key_for,
    mounted,
    resized,
    screen_text,
    settings,
    settle,
    table,
    table_app,
    until,
)
from session_helpers import advance, new_session, play_match
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Input, Label, Select, Static, Switch

from engine import preset
from tui import saves
from tui.app import SixtySixApp, StartSpec
from tui.archive import archive_match
from tui.cli import build_parser, main, table_start
from tui.paths import has_past_matches, lan_save_dir
from tui.screens.curtain import CurtainScreen
from tui.screens.dialogs import ConfirmScreen
from tui.screens.help import HelpScreen
from tui.screens.lobby import LobbyScreen
from tui.screens.new_game import NewGameScreen
from tui.screens.scoring import ScoringScreen
from tui.screens.settings import SettingsScreen
from tui.screens.table import TableScreen
from tui.session import SeatSpec
from tui.settings import load_settings
from tui.widgets.card import CardView
from tui.widgets.cycle import CycleButton
from tui.widgets.hand import HandView
from tui.widgets.palette import Palette

# The score screen's play check is not what these tests look at (test_play_check is).
pytestmark = pytest.mark.usefixtures("quick_play_check")


def seats_shown(form: Screen[Any], n: int) -> bool:
    """The New game form has ``n`` seat rows, each with its name and kind: a row is in
    the form before the widgets in it, so counting rows alone can look too early."""
    rows = form.query(".seat-row")
    return len(rows) == n and all(form.query(f"#name-{i}") and form.query(f"#kind-{i}") for i in range(n))


async def test_new_game_from_the_lobby_with_names_and_seats() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LobbyScreen)
        assert not app.screen.query_one("#menu-resume").display  # no save yet
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#preset", Select).value = "three"
        await until(pilot, lambda: seats_shown(form, 3), "three seats")
        form.query_one("#name-0", Input).value = "Маша\x1b[31m"
        form.query_one("#kind-2", CycleButton).press()  # medium -> hard
        await pilot.pause()
        form.action_start()
        await settle(pilot)
        t = table(app)
        assert t.session.rules.players == 3
        assert [s.kind for s in t.session.seats] == ["human", "bot", "bot"]
        assert t.session.seats[0].name == "Маша[31m"  # the escape character is gone
        assert t.session.seats[2].level == "hard"


async def test_the_new_game_form_says_who_partners_whom_with_four_players() -> None:
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        pairs = app.screen.query_one("#seat-pairs", Static)
        assert not pairs.display  # two players: no sides to tell
        app.screen.query_one("#preset", Select).value = "four"
        await until(pilot, lambda: seats_shown(app.screen, 4), "four seats")
        pairs_said = "Партнёры: места 1 и 3 против мест 2 и 4."
        await until(pilot, lambda: pairs.display and pairs_said in screen_text(app), "the partners")
        app.screen.query_one("#preset", Select).value = "three"
        await until(pilot, lambda: seats_shown(app.screen, 3), "three seats")
        assert not pairs.display


async def test_the_chosen_game_is_marked_by_its_mark_not_by_colour_alone() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")

        def marks() -> list[str]:
            return [line.split()[0 if i else 1] for i, line in enumerate(screen_text(app).splitlines()[1:4])]

        assert marks() == ["▐●▌", "▐○▌", "▐○▌"]
        await pilot.click("#mode-hotseat")
        await until(pilot, lambda: marks() == ["▐○▌", "▐●▌", "▐○▌"], "the mark moved to hot-seat")
        assert app.screen.mode == "hotseat"  # type: ignore[attr-defined]


async def test_the_lobby_menu_moves_with_the_up_and_down_arrows() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        assert app.focused is not None and app.focused.id == "menu-computer"
        await pilot.press("down")
        assert app.focused.id == "menu-hotseat"
        await pilot.press("up", "up")
        assert app.focused.id == "language"  # round from the first entry to the last
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)


@pytest.mark.parametrize(("language", "words"), [("ru", "Закрыть список"), ("uk", "Закрити список")])
async def test_an_open_list_names_its_key_in_the_players_language(language: str, words: str) -> None:
    """Textual's open drop-down said "esc Dismiss menu" in English on a Russian form."""
    app = SixtySixApp(settings=settings(language), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        app.screen.query_one("#preset", Select).focus()
        await pilot.press("enter")
        await until(pilot, lambda: f"esc {words}" in footer_text(app), "the list's keys in the footer")
        assert app.screen.query_one("#preset", Select).expanded and "Dismiss" not in footer_text(app)
        await pilot.press("escape")  # closes the list, not the form
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen) and not app.screen.query_one("#preset", Select).expanded


async def test_tab_goes_round_the_new_game_form_through_its_controls_only() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        seen = []
        for _ in range(12):
            seen.append(app.focused.id if app.focused is not None else None)
            await pilot.press("tab")
        assert seen == [
            "start", "rules", "back", "mode", "preset", "overrides", "choose-rules",
            "name-0", "kind-0", "name-1", "kind-1", "start",
        ]  # fmt: skip


async def test_seat_choices_step_both_ways_with_the_arrow_keys() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        kind = app.screen.query_one("#kind-1", CycleButton)
        kind.focus()
        await pilot.press("right")
        assert kind.value == "hard"
        await pilot.press("left", "left")
        assert kind.value == "easy"
        await pilot.press("left", "left", "left")  # past the first option to the last
        assert kind.value == "expert"
        await pilot.press("right")
        assert kind.value == "human"
        await pilot.press("enter")
        assert kind.value == "random"


async def test_a_seat_name_placeholder_follows_who_sits_there() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.action_pick("host")
        await pilot.pause()
        name = app.screen.query_one("#name-1", Input)
        assert name.placeholder == "Player 2"  # open to a LAN player
        app.screen.query_one("#kind-1", CycleButton).press()
        await pilot.pause()
        assert name.placeholder == "Computer 2"
        await pilot.press("escape")
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        name = app.screen.query_one("#name-1", Input)
        assert name.placeholder == "Computer 2"
        app.screen.query_one("#kind-1", CycleButton).action_step(-3)  # back from "Medium" to "Human"
        await pilot.pause()
        assert name.placeholder == "Player 2"


async def test_hot_seat_mode_makes_every_seat_human_and_bad_overrides_are_explained() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.action_pick("hotseat")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#overrides", Input).value = "match_target=eleven"
        await until(pilot, lambda: "match_target" in screen_text(app), "the override typed")
        form.action_start()
        await pilot.pause()
        assert app.screen is form  # refused, with the reason on screen
        form.query_one("#overrides", Input).value = "match_target=11"
        form.action_start()
        await settle(pilot)
        t = table(app)
        assert t.session.rules.match_target == 11
        assert len(t.session.humans) == 2


async def test_enter_in_a_text_field_of_the_new_game_form_starts() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#overrides", Input).value = "match_target=eleven"
        form.query_one("#overrides", Input).focus()
        await pilot.press("enter")
        await until(pilot, lambda: "match_target" in screen_text(app), "the reason")
        assert app.screen is form  # refused, with the reason
        form.query_one("#overrides", Input).value = ""
        name = form.query_one("#name-0", Input)
        name.value = "Маша"
        name.focus()
        await pilot.press("enter")
        await settle(pilot)
        assert table(app).session.names[0] == "Маша"


async def test_the_last_matchs_rules_and_levels_are_offered_next_time() -> None:
    # A QA player had to pick «сильный» again for every match, and the rules after a restart.
    app = SixtySixApp(autosave=False)  # the settings on disk, as a player's app has them
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: seats_shown(app.screen, 2), "the seats")
        form = app.screen
        assert form.query_one("#preset", Select).value == "classic"
        assert form.query_one("#kind-1", CycleButton).value == "medium"
        form.query_one("#preset", Select).value = "three"
        await until(pilot, lambda: seats_shown(form, 3), "three seats")
        for seat, level in ((1, "expert"), (2, "easy")):
            kind = form.query_one(f"#kind-{seat}", CycleButton)
            for _ in range(6):  # round the choices, as the player does
                if kind.value != level:
                    kind.press()
            assert kind.value == level
        form.action_start()  # type: ignore[attr-defined]
        await settle(pilot)
        assert table(app).session.preset_name == "three"
    again = SixtySixApp(autosave=False)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: seats_shown(again.screen, 3), "the last match's three seats")
        form = again.screen
        assert form.query_one("#preset", Select).value == "three"
        assert [form.query_one(f"#kind-{i}", CycleButton).value for i in range(3)] == ["human", "expert", "easy"]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(again.screen, LobbyScreen), "the lobby")
        again.screen.action_pick("rules")  # type: ignore[attr-defined]
        await until(pilot, lambda: isinstance(again.screen, HelpScreen), "the rules")
        assert again.screen.rules == preset("three")  # the lobby's rules pages begin there too


async def test_the_name_typed_for_oneself_is_offered_next_time() -> None:
    app = SixtySixApp(autosave=False)  # the settings on disk, as a player's app has them
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        app.screen.query_one("#name-0", Input).value = "Маша"
        app.screen.action_start()  # type: ignore[attr-defined]
        await settle(pilot)
    assert load_settings().player_name == "Маша"
    again = SixtySixApp(autosave=False)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        assert again.screen.query_one("#name-0", Input).value == "Маша"
        await pilot.press("escape")
        again.screen.action_pick("join")  # type: ignore[attr-defined]
        await pilot.pause()
        assert again.screen.query_one("#name", Input).value == "Маша"


async def test_leaving_keeps_the_save_and_the_lobby_resumes_it() -> None:
    app = table_app("classic", "hb", seed=9)
    rng = random.Random(4)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await settle(pilot)
            await human_move(pilot, rng)
        await settle(pilot)
        history = list(table(app).session.hand.history)
        log = list(table(app).events)
        assert saves.has_save() and log
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        assert app.screen.query_one("#menu-resume").display
        await until(pilot, lambda: "Anna" in screen_text(app), "the saved match offered")
        await pilot.press("r")
        await settle(pilot)
        t = table(app)
        assert t.session.hand.history == history
        assert t.events == log  # who led: the log line had come back empty


async def test_the_lobby_offers_a_match_saved_meanwhile_in_another_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """A match saved by another window (``play --text``, say) while the lobby waits is
    offered without a restart, and one finished there is no longer offered."""
    from tui.screens import lobby

    monkeypatch.setattr(lobby, "LOOK_AGAIN_S", 0.02)
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        resume = app.screen.query_one("#menu-resume")
        assert not resume.display
        computer = app.screen.query_one("#menu-computer")
        await pilot.press("down")  # the player is on another entry than the first
        chosen = app.focused
        assert chosen is not None and chosen is not computer
        assert saves.write_save(new_session("classic", "hb", seed=2)) is None
        await until(pilot, lambda: resume.display and "classic" in screen_text(app).lower(), "the saved match offered")
        assert app.focused is chosen  # it stays theirs: the text game saves every move
        resume.focus()
        await until(pilot, lambda: app.focused is resume, "the player on Resume")
        saves.save_path().unlink()
        await until(pilot, lambda: not resume.display, "the saved match no longer offered")
        # The entry went: the first one now.  (Focus moves on the app's next turn, after
        # the entry is hidden.)
        await until(pilot, lambda: app.focused is computer, "the first entry focused")


async def test_play_resume_opens_the_saved_match_at_its_table(monkeypatch: pytest.MonkeyPatch) -> None:
    session = new_session("classic", "hb", seed=9, level="random")
    advance(session, random.Random(2), 7)
    assert saves.write_save(session) is None
    started: list[SixtySixApp] = []
    monkeypatch.setattr(SixtySixApp, "run", lambda app: started.append(app))
    assert main(["play", "--resume", "--lang", "en"]) == 0  # `sixtysix play --resume` starts the app so
    (app,) = started
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        t = table(app)
        saved = session.hand.history
        assert t.session.hand.history[: len(saved)] == saved and t.session.seed == session.seed  # the bots go on
        assert isinstance(app.screen_stack[-2], LobbyScreen)  # q leads back to the lobby, as after a resume there
        assert not [n for n in app._notifications if n.severity == "error"]


async def test_a_saved_match_a_hosted_table_to_resume_and_past_matches_all_fit_the_lobby() -> None:
    app = table_app("classic", "hb", seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await human_move(pilot, random.Random(4))
        await settle(pilot)
        lan_save_dir().mkdir(parents=True, exist_ok=True)  # as after the app stopped while hosting
        (lan_save_dir() / "host.json").write_text('{"port": 46666, "preset": "classic"}', encoding="utf-8")
        finished = new_session("classic", "hb", level="random")
        play_match(finished, random.Random(1))
        assert archive_match(finished) is None  # and a finished match, kept
        await pilot.press("q", "y")
        await mounted(pilot, LobbyScreen, "back in the lobby")
        text = screen_text(app)
        for entry in ("Resume the saved match", "Resume your LAN table", "Past matches", "Quit", "Language", "Anna"):
            assert entry in text, entry
        assert app.screen.max_scroll_y == 0  # all of it in 80x24: nothing to scroll to


async def test_the_saved_matchs_line_keeps_its_phrases_whole_with_russian_default_names() -> None:
    seats = (SeatSpec("Игрок 1"), SeatSpec("Компьютер 2", "bot", "random"))
    app = SixtySixApp(settings=settings("ru"), start=StartSpec(preset("classic"), seats, "classic", 9))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await human_move(pilot, random.Random(4))
        await settle(pilot)
        await pilot.press("q", "y")
        await mounted(pilot, LobbyScreen, "back in the lobby")

        def lines() -> list[str]:
            return [line.strip() for line in screen_text(app).splitlines()]

        # Whole lines: not "…, раздача" on one and "1" on the next.
        await until(pilot, lambda: "Игрок 1 – Компьютер 2  0:0" in lines(), "the saved match's line in the lobby")
        assert "Классика, раздача 1" in lines()


async def test_quitting_mid_match_asks_first() -> None:
    app = table_app("classic", "hb", seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0
    assert saves.has_save()


async def test_quitting_as_a_hand_ends_leaves_without_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app quitting while the score screen is being built (the player quitting in the
    instant the hand ended): Textual started the screen without its widgets, its handlers
    looked for them, and the app went with a traceback.  The match is kept, as at any quit."""
    build = ScoringScreen.compose

    def quitting(screen: ScoringScreen) -> ComposeResult:
        screen.app.exit()
        yield from build(screen)

    monkeypatch.setattr(ScoringScreen, "compose", quitting)
    app = table_app("classic", "hb", seed=3, fresh=True)
    async with app.run_test(size=SIZE) as pilot:
        await end_hand(pilot, random.Random(2))
        await until(pilot, lambda: not app.is_running, "the app gone")
    assert app.return_code == 0
    assert saves.has_save()


async def test_a_corrupt_save_is_reported_moved_aside_and_the_app_starts() -> None:
    path = saves.save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "sixtysix-save", "version": 1, "record": [', encoding="utf-8")
    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        messages = [n.message for n in app._notifications]
        assert len(messages) == 1 and "moved" in messages[0]
        assert "\n" not in messages[0]
    assert not path.exists()
    aside = list(path.parent.glob("current.corrupt-*.json"))
    assert len(aside) == 1
    assert aside[0].read_text(encoding="utf-8").endswith('"record": [')


async def test_language_switch_in_the_lobby() -> None:
    app = SixtySixApp(settings=settings("en"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: "Play against the computer" in screen_text(app), "the lobby drawn")
        app.screen.query_one("#language", CycleButton).press()  # en -> ru (the options are ru, uk, en)
        await pilot.pause()
        assert app.settings.language == "ru"
        await until(pilot, lambda: "Играть с компьютером" in screen_text(app), "the lobby in Russian")
        # Textual's palette key too; the footer is drawn again a little later (under load,
        # after the pause).
        await until(pilot, lambda: "^p команды" in screen_text(app), "the palette key in Russian")
        assert load_settings().language == "ru"


async def test_the_table_footer_keeps_its_own_keys_whole_in_ukrainian_at_80_columns() -> None:
    app = table_app("three", "hbb", seed=4, language="uk")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await until(pilot, lambda: footer_text(app).rstrip().endswith("q Вийти"), "the table's keys, Quit last")
        footer = footer_text(app)
        assert "^p" not in footer  # ctrl+p still opens the palette
        await pilot.press("ctrl+p")
        await until(pilot, lambda: "Підказка" in screen_text(app), "the palette in Ukrainian")


async def test_the_themes_are_named_in_the_players_language_where_they_are_textuals_own() -> None:
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(SettingsScreen())
        await pilot.pause()
        theme = app.screen.query_one("#theme", Select)
        theme.scroll_visible(animate=False)  # the last row, below the fold at 80×24
        await until(pilot, lambda: "тёмное" in screen_text(app), "the theme's name")
        assert "textual-dark" not in screen_text(app)  # was the bare "textual-dark"
        labels = [str(label) for label, _value in theme._options]
        assert "светлое" in labels and "nord" in labels  # a name stays a name
        theme.value = "textual-light"
        await pilot.pause()
        assert app.theme == "textual-light" and load_settings().theme == "textual-light"


async def test_the_command_palette_speaks_the_players_language() -> None:
    """Its search field, "No matches found" and Textual's own commands (Keys, Maximize,
    Screenshot, Theme, Quit) were in English on a Russian screen."""
    app = table_app("classic", "hb", seed=5, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: "Выйти из программы" in screen_text(app), "the palette")
        shown = screen_text(app)
        assert "Поиск команд…" in shown and "Подсказка" in shown and "Настройки" in shown
        for english in ("Search for commands", "Keys", "Maximize", "Screenshot", "Theme", "Quit the application"):
            assert english not in shown
        await pilot.press(*"гдеэто")
        await until(pilot, lambda: "Ничего не найдено" in screen_text(app), "no match")
        assert "No matches" not in screen_text(app)
        await pilot.press(*["backspace"] * 6, *"выход", "enter")
        await until(pilot, lambda: "Играть дальше" in screen_text(app), "the question")  # as ctrl+q asks


async def test_ctrl_p_under_a_question_over_the_palette_keeps_the_one_palette() -> None:
    """ctrl+q from the palette asks first, over it; ctrl+p there opened a second palette
    with the first one's id, and the app crashed (DuplicateIds)."""
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await mounted(pilot, Palette, "the palette")
        await pilot.press("ctrl+q")
        await mounted(pilot, ConfirmScreen, "the question")
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert sum(isinstance(s, Palette) for s in app.screen_stack) == 1
        await pilot.press("n")
        await mounted(pilot, Palette, "the palette again")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")


@pytest.mark.parametrize(("kinds", "offered"), [("hb", True), ("hh", False)])
async def test_the_palette_offers_undo_only_where_there_is_undo(kinds: str, offered: bool) -> None:
    # A LAN (or hot-seat) table listed Undo, which answered «Отменять нечего.»
    app = table_app("classic", kinds, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: any(isinstance(s, TableScreen) for s in app.screen_stack), "the table")
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))  # hot-seat: under a curtain
        titles = [command.title for command in app.get_system_commands(table)]
        assert ("Undo" in titles) is offered and "Hint" in titles and "Rules" in titles


async def test_every_setting_is_in_sight_at_80_by_24_in_russian() -> None:
    """The theme, the eighth, had been below the edge, to be scrolled to."""
    app = table_app("classic", "hb", seed=5, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("s")
        labels = ("Язык", "Четырёхцветные масти", "Скорость компьютера", "Оформление", "тёмное")
        await until(
            pilot,
            lambda: isinstance(app.screen, SettingsScreen) and all(label in screen_text(app) for label in labels),
            "the settings, every row",
        )
        assert app.screen.query_one("#settings-form").max_scroll_y == 0


async def test_settings_letters_and_four_colours_reach_the_table() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await until(pilot, lambda: any(sym in screen_text(app) for sym in "♣♦♥♠"), "the cards")
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        app.screen.query_one("#card_style", Select).value = "letters"
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        t = table(app)
        hand_text = [str(w.render()) for w in t.query_one(HandView).query(CardView) if w.parent.display]
        assert hand_text and not any(sym in "".join(hand_text) for sym in "♣♦♥♠")
        assert load_settings().card_style == "letters"


async def test_a_language_and_a_card_style_changed_at_the_table_reach_its_keys_log_and_cards() -> None:
    # The Footer and the log of moves stayed in the language before; a card style changed
    # after the language, in the settings screen that comes back in the new language,
    # did not reach the table until the settings were opened again.
    app = table_app("classic", "hb", seed=5, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await settle(pilot)
        play = next(a for a in t.session.hand.legal_actions() if a.startswith("play "))
        await pilot.press(key_for(t, play))
        await settle(pilot)
        await until(pilot, lambda: "Подсказка" in footer_text(app), "the footer in Russian")
        assert t.events
        await pilot.press("s")
        await mounted(pilot, SettingsScreen, "the settings")
        first = app.screen
        first.query_one("#language", Select).value = "uk"
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen) and app.screen is not first, "again")
        await pilot.pause()
        app.screen.query_one("#card_style", Select).value = "letters"
        await until(pilot, lambda: app.settings.card_style == "letters", "the letters")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is t, "the table")
        await until(pilot, lambda: "Підказка" in footer_text(app), "the footer in Ukrainian")
        assert "Подсказка" not in footer_text(app)
        assert t.events == t._recent_moves() and "Компьютер" not in " ".join(e.text for e in t.events)
        hand_text = [str(w.render()) for w in t.query_one(HandView).query(CardView) if w.parent.display]
        assert hand_text and not any(sym in "".join(hand_text) for sym in "♣♦♥♠")
        # The buttons under the hand too: they had kept «Добрать» until the next move.
        shown = [str(b.label) for b in t.query("#actions Button.act") if b.display]
        assert "Добрати [Enter]" in shown and not any("Добрать" in b for b in shown)


async def test_a_small_terminal_gets_a_message_not_a_broken_table() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        text = screen_text(app)
        assert "80×24" in text and "60×20" in text
        assert not any(sym in text for sym in "♣♦♥♠")  # the table is covered
        history = list(table(app).session.hand.history)
        await pilot.press("1")  # no key acts on a covered table
        await pilot.pause()
        assert table(app).session.hand.history == history
        await resized(pilot, SIZE, lambda: any(sym in screen_text(app) for sym in "♣♦♥♠"), "the table uncovered")
        assert "80×24" not in screen_text(app)


async def test_under_the_too_small_notice_no_key_acts_on_the_screen_or_the_app() -> None:
    """Enter pressed the lobby's focused button unseen (a saved match resumed), Enter lifted
    the hot-seat curtain, q asked whether to quit; the curtain's footer came back empty."""
    app = table_app("classic", "hh", seed=11)
    async with app.run_test(size=(60, 20)) as pilot:
        await mounted(pilot, CurtainScreen, "the curtain")
        stack = list(app.screen_stack)
        for key in ("enter", "q", "escape"):
            await pilot.press(key)
        await pilot.pause()
        assert app.screen_stack == stack and app.is_running
        await resized(pilot, SIZE, lambda: "Enter" in footer_text(app), "the curtain's keys in the footer")
        await pilot.press("enter")
        await mounted(pilot, TableScreen, "the table")


async def test_under_the_too_small_notice_ctrl_q_quits_without_its_unseen_question() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=(60, 20)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+q")
        await until(pilot, lambda: app._exit, "the app leaving")
        assert not isinstance(app.screen, ConfirmScreen)


async def test_the_russian_table_speaks_russian() -> None:
    app = table_app("classic", "hb", seed=5, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        # The Footer's keys are drawn after the turn is: wait for what is looked at.
        await until(pilot, lambda: "Подсказка" in screen_text(app), "the footer in Russian")
        text = screen_text(app)
        assert "Ваш ход" in text or "ход" in text
        assert "Подсказка" in text


# ------------------------------------------------------------------ command line
def _args(*argv: str):  # type: ignore[no-untyped-def]
    return build_parser().parse_args(["play", *argv])


def test_play_hotseat_makes_that_many_people() -> None:
    start = table_start(_args("--hotseat", "3", "--preset", "three", "--names", "Оля,Петя,Ира", "--seed", "4"))
    assert [s.kind for s in start.seats] == ["human"] * 3
    assert [s.name for s in start.seats] == ["Оля", "Петя", "Ира"]
    assert start.seed == 4 and start.rules.players == 3


def test_play_vs_levels_fill_the_other_seats() -> None:
    start = table_start(_args("--vs", "easy,hard,expert", "--preset", "four"))
    assert [(s.kind, s.level) for s in start.seats] == [
        ("human", ""),
        ("bot", "easy"),
        ("bot", "hard"),
        ("bot", "expert"),
    ]
    start = table_start(_args("--vs", "hard", "--preset", "three"))
    assert [s.level for s in start.seats] == ["", "hard", "hard"]


@pytest.mark.parametrize(
    ("argv", "preset"),
    [
        (["--hotseat", "3"], "three"),
        (["--hotseat", "4"], "four"),
        (["--vs", "easy,medium"], "three"),
        (["--vs", "easy,medium,hard"], "four"),
        (["--vs", "hard"], "classic"),
    ],
)
def test_without_a_preset_the_rules_are_for_as_many_players_as_asked(argv: list[str], preset: str) -> None:
    """``play --hotseat 3`` had been refused as classic's two players."""
    start = table_start(_args(*argv))
    assert start.preset_name == preset and start.rules.players == {"three": 3, "four": 4, "classic": 2}[preset]


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--vs", "grandmaster"], "There is no computer level grandmaster; the levels are: random, easy"),
        (["--vs", "hard:ms=abc"], "ms must be a number"),
        (["--hotseat", "3", "--preset", "classic"], "2 players"),
        (["--hotseat", "5"], "The classic rules are for 2 players, not --hotseat 5."),
        (["--hotseat", "2", "--preset", "four"], "choose each seat in the app's New game form"),  # people and bots
        (["--vs", "easy,easy", "--preset", "classic"], "have one other seat: --vs takes one level"),
        (["--preset", "four", "--vs", "easy,easy"], "or 3 levels, one a seat, for the four rules"),
        (["--set", "match_target=zero"], "match_target"),
        (["--names", "A,B,C"], "The classic rules are for 2 players, and --names gives 3."),
        (["--text", "--names", "A,B,C"], "The classic rules are for 2 players, and --names gives 3."),
        (["--hotseat", "2", "--names", "Bob,bob"], "Two seats are called bob: give each a name of its own."),
    ],
)
def test_bad_play_options_are_one_line_and_exit_2(capsys, argv: list[str], words: str) -> None:  # type: ignore[no-untyped-def]
    assert main(["play", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err
    if argv[:2] == ["--hotseat", "3"]:  # more people than seats: no computer to seat with them
        assert "New game form" not in err


def test_settings_file_with_nonsense_falls_back_to_defaults() -> None:
    from tui.settings import settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "klingon", "pause_ms": "slow", "hints": False}), encoding="utf-8")
    loaded = load_settings()
    assert loaded.language in ("ru", "uk", "en") and loaded.pause_ms == 600 and loaded.hints is False


async def test_settings_that_cannot_be_read_are_kept_aside_and_the_lobby_says_so(monkeypatch) -> None:
    from tui.settings import settings_path

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"language": "ru", "theme"', encoding="utf-8")  # cut short by hand
    apps: list[SixtySixApp] = []
    monkeypatch.setattr(SixtySixApp, "run", lambda self: apps.append(self))
    assert main(["--no-discovery", "--lang", "en"]) == 0
    (app,) = apps
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        told = [n.message for n in app._notifications if "settings file could not be read" in n.message]
        assert told and "settings.unreadable-" in told[0]
        assert isinstance(app.screen, LobbyScreen)


async def test_keys_work_with_a_cyrillic_layout_switched_on_and_typed_names_stay_cyrillic(quick_hint: None) -> None:
    """Most of our players keep a Russian or Ukrainian layout switched on, where the key
    of n types «т» and that of h «р»: the lobby and the table did nothing."""
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("т")  # n: a new game
        await mounted(pilot, NewGameScreen, "the new game form")
        name = app.screen.query_one("#name-0", Input)
        name.value = ""
        name.focus()
        await pilot.press(*"Тарас")
        assert name.value == "Тарас"
    app = table_app("classic", "hm", seed=11, language="uk")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("р")  # h: a hint
        await until(pilot, lambda: "Підказка: " in screen_text(app), "the hint")
        await pilot.press("й")  # q: leave, after a question
        await mounted(pilot, ConfirmScreen, "the question")
        await pilot.press("н")  # on the key of y, but «н» reads as «нет»: a question takes no twin
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")
        await mounted(pilot, TableScreen, "the table again")


async def test_the_lobbys_rules_turn_to_every_preset_with_the_arrow_keys() -> None:
    # The lobby's Rules showed classic only; the others were behind the new-game form.
    from engine.rules import PRESETS
    from tui.i18n.terms import preset_title
    from tui.screens.help import HelpScreen

    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.action_pick("rules")
        await until(
            pilot, lambda: isinstance(app.screen, HelpScreen) and "← → Other rules" in screen_text(app), "the rules"
        )
        seen = [app.screen.rules.preset]
        for _ in PRESETS:
            await pilot.press("right")
            seen.append(app.screen.rules.preset)
            await until(pilot, lambda: preset_title(seen[-1]) in screen_text(app), f"the rules of {seen[-1]}")
        assert seen == [*PRESETS, "classic"]
        await pilot.press("left")
        await pilot.pause()
        assert app.screen.rules.preset == list(PRESETS)[-1]
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen) and "esc Back" in screen_text(app), "the rules")
        await pilot.press("right")  # at the table it is the rules of the game being played
        await pilot.pause()
        assert app.screen.rules.preset == "classic"
        await until(pilot, lambda: "esc Back" in footer_text(app), "the rules' keys")
        assert "Other rules" not in footer_text(app)


async def test_the_rules_at_the_table_say_that_the_settings_show_the_points_the_rules_hide() -> None:
    from tui.screens.help import HelpScreen

    app = table_app("classic", "hb", seed=5)
    app.settings = replace(app.settings, show_points="always")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen) and "esc Back" in screen_text(app), "the rules")
        help_text = app.screen.query_one("#help-text", Static).content.markup  # type: ignore[union-attr]
        assert "Your settings show the running points all the same." in help_text


async def test_own_rules_that_change_the_number_of_players_are_refused_and_the_save_is_left_be() -> None:
    # players=4 under classic left two seat rows; starting ended the app with a traceback,
    # after the saved match had been filed under Past matches.
    saves.write_save(new_session("classic", "hb", seed=2))
    before = saves.save_path().read_bytes()
    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        form = app.screen
        form.query_one("#overrides", Input).value = "players=4 deal_pattern=3_3"
        said = "The number of players comes with the rules chosen above (2)"
        await until(pilot, lambda: said in screen_text(app), "the reason")
        form.action_start()
        await until(pilot, lambda: said in screen_text(app), "the reason")
        assert app.screen is form
        form.query_one("#preset", Select).value = "four24"  # four players: now the rules are right
        error = form.query_one("#overrides-error", Static)
        await until(pilot, lambda: said not in str(error.render()), "the error gone with the preset")
    assert saves.save_path().read_bytes() == before and not has_past_matches()


async def test_a_match_that_cannot_start_says_so_and_keeps_the_saved_match() -> None:
    saves.write_save(new_session("classic", "hb", seed=2))
    before = saves.save_path().read_bytes()
    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE) as pilot:
        app.start_match(preset("classic"), [SeatSpec("Ann")] * 3, "classic")  # three seats for two
        await pilot.pause()
        assert any(n.message.startswith("The match cannot start: ") for n in app._notifications)
        assert isinstance(app.screen, LobbyScreen)
    assert saves.save_path().read_bytes() == before and not has_past_matches()


def _after_a_match(player: str, names: list[str]) -> SixtySixApp:
    """The app as it is after a match of ``names``, the player having called themselves
    ``player``."""
    app = SixtySixApp(settings=replace(settings(), player_name=player), autosave=False)
    app.start_names = names
    return app


async def _new_game_form(pilot, app: SixtySixApp, mode: str) -> NewGameScreen:  # type: ignore[no-untyped-def]
    app.screen.action_pick(mode)  # type: ignore[attr-defined]
    await mounted(pilot, NewGameScreen, "the form")
    await pilot.pause()
    return app.screen  # type: ignore[return-value]


async def test_the_new_game_form_does_not_offer_an_empty_seats_name_as_a_persons() -> None:
    # After a match against the computer, hot-seat offered "Computer 2" as the second
    # person's name, and "Player 1" over the name the player had given.
    app = _after_a_match("Маша", ["Player 1", "Computer 2"])
    async with app.run_test(size=SIZE) as pilot:
        form = await _new_game_form(pilot, app, "hotseat")
        assert form.query_one("#name-0", Input).value == "Маша"
        second = form.query_one("#name-1", Input)
        assert second.value == "" and second.placeholder == "Player 2"
        assert [s.name for s in form.seats()] == ["Маша", "Player 2"]


async def test_a_game_against_the_computer_does_not_offer_the_last_hot_seat_players_names() -> None:
    # After a hot-seat game of Ваня, Маша and Пётр Ильич, a game against the computer
    # offered its seats under the names Маша and Пётр Ильич.
    app = _after_a_match("Ваня", ["Ваня", "Маша", "Пётр Ильич"])
    async with app.run_test(size=SIZE) as pilot:
        form = await _new_game_form(pilot, app, "computer")
        assert form.query_one("#name-0", Input).value == "Ваня"
        assert form.query_one("#name-1", Input).value == ""
        assert [s.name for s in form.seats()] == ["Ваня", "Computer 2"]


@pytest.mark.parametrize("theme", ["textual-light", "textual-dark"])
async def test_text_on_the_felt_is_light_in_every_theme(theme: str) -> None:
    # The felt and the curtain are dark in every theme; with the light theme their text
    # took its dark colour and all but vanished.
    app = table_app("classic", "hh", seed=5)
    app.settings = replace(app.settings, theme=theme)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.screen.__class__.__name__ == "CurtainScreen", "the curtain")
        assert app.screen.query_one("#curtain-title").rich_style.color.get_truecolor().normalized[1] > 0.7
        await pilot.press("enter")
        await settle(pilot)
        for part in ("#status", "#table-title"):
            colour = table(app).query_one(part).rich_style.color
            assert colour is not None and min(colour.get_truecolor().normalized) > 0.7, part


async def test_the_new_game_form_refuses_two_seats_of_one_name() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.action_pick("hotseat")
        await mounted(pilot, NewGameScreen, "the form")
        await pilot.pause()
        form = app.screen
        form.query_one("#name-0", Input).value = "Bob"
        form.query_one("#name-1", Input).value = "Bob"
        form.action_start()
        await until(pilot, lambda: "Two seats are called Bob" in screen_text(app), "the reason")
        assert app.screen is form
        form.query_one("#name-1", Input).value = "Ann"
        form.action_start()
        await settle(pilot)
        assert table(app).session.names == ["Bob", "Ann"]


async def test_a_switch_in_the_settings_says_its_state_in_a_word() -> None:
    # A QA player could tell on from off only by the switch's colour.
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(SettingsScreen())
        await until(pilot, lambda: app.screen.query("#hints-state"), "the settings")
        state = app.screen.query_one("#hints-state", Label)
        played = app.screen.query_one("#played_cards-state", Label)
        assert str(state.render()) == "вкл." and str(played.render()) == "выкл."
        app.screen.query_one("#hints", Switch).toggle()
        await until(pilot, lambda: not app.settings.hints, "hints off")
        assert str(state.render()) == "выкл."
