"""A seat nobody named is read in the player's language wherever the match is shown, in
whatever language it began; the record keeps the names as they were given."""

from __future__ import annotations

import random

from session_helpers import play_match

from engine import preset
from engine.records import parse_match
from tui import i18n
from tui.archive import archive_match, past_matches
from tui.names import as_read
from tui.saves import save_summary, write_save
from tui.screens.match_story import match_story
from tui.session import GameSession, SeatSpec
from tui.widgets.cardface import CardStyle


def test_a_default_name_in_any_language_is_read_in_the_players() -> None:
    i18n.set_language("en")
    assert as_read("Игрок 1", 0, True) == "Player 1"
    assert as_read("Комп’ютер 3", 2, False) == "Computer 3"
    i18n.set_language("ru")
    assert as_read("Player 2", 1, True) == "Игрок 2"
    assert as_read("Гравець 2", 1, True) == "Игрок 2"


def test_typed_names_and_other_seats_defaults_are_left_as_they_are() -> None:
    i18n.set_language("en")
    assert as_read("Маша", 0, True) == "Маша"
    assert as_read("Игрок 2", 0, True) == "Игрок 2"  # not seat 1's default: somebody typed it
    assert as_read("Компьютер 2", 1, True) == "Компьютер 2"  # a person called so, not a computer


def _begun_in_russian() -> GameSession:
    i18n.set_language("ru")
    seats = [SeatSpec("Игрок 1"), SeatSpec("Компьютер 2", "bot", "random")]
    session = GameSession(preset("classic"), seats, seed=3)
    i18n.set_language("en")  # the player has since switched to English
    return session


def test_a_match_begun_in_russian_is_read_in_english_at_the_table_and_in_the_lobby() -> None:
    session = _begun_in_russian()
    assert session.names == ["Player 1", "Computer 2"]
    assert session.match.seats == ["Игрок 1", "Компьютер 2"]  # the record as it was made
    assert write_save(session) is None
    summary = save_summary()
    assert summary is not None and summary.names == ("Player 1", "Computer 2")
    reloaded = GameSession.from_save(session.to_save())
    assert reloaded.names == ["Player 1", "Computer 2"]


def test_a_kept_match_begun_in_russian_is_listed_and_told_in_english() -> None:
    session = _begun_in_russian()
    play_match(session, random.Random(1))
    assert archive_match(session) is None
    (kept,) = past_matches()
    assert [p.name for p in kept.players] == ["Player 1", "Computer 2"]
    assert kept.sides == ("Player 1", "Computer 2")
    record = parse_match(session.match.to_record())
    story = match_story(record, CardStyle("en", True), kept.people).plain
    assert "Игрок" not in story and "Компьютер" not in story and "Player 1" in story
