"""The setting "Cards played": the cards of the completed tricks by suit, at the table and
in the plain-text game, for a player learning to count; off by default, as the rules
have players remember them."""

from __future__ import annotations

import io
import random

import pytest
from app_helpers import SIZE, human_move, mounted, screen_text, settle, table, table_app, until
from session_helpers import new_session, step
from textual.widgets import Switch

from engine.cards import bits
from tui.cli import main
from tui.screens.settings import SettingsScreen
from tui.settings import Settings, load_settings, save_settings
from tui.widgets.hand import played_suits
from tui.widgets.panels import PlayedPanel


@pytest.mark.parametrize(
    ("name", "kinds"), [("classic", "hb"), ("three", "hbb"), ("four", "hbbb"), ("schnapsen", "hb")]
)
def test_every_card_of_the_completed_tricks_once_by_suit_trumps_last(name: str, kinds: str) -> None:
    s = new_session(name, kinds, seed=11, level="random")
    rng = random.Random(11)
    seen = 0
    while not s.hand_over:
        view = s.view(0)
        suits = played_suits(view)
        assert [suit for suit, _cards in suits][-1] == view.trump and len({suit for suit, _ in suits}) == 4
        listed = [c for _suit, cards in suits for c in cards]
        assert sorted(listed) == list(bits(view.played))  # the cards on the table now are not yet played
        for suit, cards in suits:
            assert all(c >> 3 == suit for c in cards) and cards == sorted(cards)  # highest first
        seen = max(seen, len(listed))
        step(s, rng, claims=False)
    assert seen >= 2 * len(kinds)  # several tricks were listed


async def test_the_table_lists_them_once_the_setting_is_on() -> None:
    app = table_app("classic", "hb", seed=9)
    rng = random.Random(3)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        t = table(app)
        assert not t.query_one(PlayedPanel).display  # off by default
        await pilot.press("s")
        await mounted(pilot, SettingsScreen, "the settings")
        app.screen.query_one("#played_cards", Switch).value = True
        await pilot.pause()
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is t, "the table")
        assert load_settings().played_cards
        panel = t.query_one(PlayedPanel)
        assert panel.display
        await until(pilot, lambda: "Cards played" in screen_text(app), "the panel drawn")
        while len(t.session.view(0).completed) < 3:
            await human_move(pilot, rng)
            await settle(pilot)
        view = t.session.view(0)
        shown = str(panel.render())
        for suit, cards in played_suits(view):
            group = "♣♦♥♠"[suit] + " " + (" ".join(["A", "10", "K", "Q", "J", "9"][c & 7] for c in cards) or "—")
            assert group in shown, (group, shown)
        actions = t.query_one("#actions")
        assert actions.region.bottom <= SIZE[1] - 1  # the buttons still above the footer at 80×24


def test_the_text_game_lists_them_where_the_setting_is_on(monkeypatch: pytest.MonkeyPatch, capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 8 + "q\n"))
    assert main(["play", "--text", "--seed", "3", "--lang", "ru"]) == 0
    assert "Вышедшие карты" not in capsys.readouterr().out  # off by default
    assert save_settings(Settings(language="ru", played_cards=True)) is None
    monkeypatch.setattr("sys.stdin", io.StringIO("д\n" + "1\n" * 8 + "q\n"))  # yes, a new match
    assert main(["play", "--text", "--seed", "3", "--lang", "ru"]) == 0
    lines = [x for x in capsys.readouterr().out.splitlines() if x.startswith("Вышедшие карты: ")]
    assert lines and all(len(x.split(" · ")) == 4 for x in lines)  # every suit, from the first trick on
    assert lines[0].count("—") == 2  # one trick of two cards: two suits still without a card
