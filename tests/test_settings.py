"""Settings (tui/settings.py): defaults from the locale, a JSON file in the config dir
that may be edited by hand (unknown keys ignored, bad values back to their defaults,
never a crash), and the running-points switch."""

from __future__ import annotations

import dataclasses
import errno
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import preset
from tui import saves
from tui.i18n import set_language
from tui.saves import config_dir, data_dir
from tui.settings import (
    Settings,
    load_settings,
    locale_language,
    read_settings,
    save_settings,
    settings_from,
    settings_path,
    show_running_points,
)

LOCALE_VARS = ("LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """A known locale, so the default language does not follow the machine's."""
    for name in LOCALE_VARS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")


def _write(data: Any) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(data)
    settings_path().write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------- locale


@pytest.mark.parametrize(
    ("env", "language"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "uk_UA.UTF-8"}, "uk"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
        ({"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "uk_UA.UTF-8"}, "uk"),
        ({"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LC_ALL": "uk_UA"}, "uk"),
        ({"LC_ALL": "", "LANG": "RU_ru"}, "ru"),  # an empty variable does not count
        ({"LC_ALL": "uk", "LANG": "ru_RU"}, "uk"),
    ],
)
def test_locale_language(env, language, monkeypatch):
    assert locale_language(env) == language
    for name in LOCALE_VARS:
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert locale_language() == language
    assert Settings().language == language
    assert load_settings().language == language  # no file: the locale decides


def test_defaults(english):
    s = Settings()
    assert s == Settings(
        language="en",
        card_style="symbols",
        four_colour=False,
        show_points="preset",
        hints=True,
        played_cards=False,  # the rules have players remember them
        theme="textual-dark",
        pause_ms=600,
        player_name="",
    )
    assert load_settings() == s


# --------------------------------------------------------------------------- the file


def test_round_trip(english):
    s = Settings("uk", card_style="letters", four_colour=True, show_points="never", hints=False, theme="nord")
    s.pause_ms = 0
    s.played_cards = True
    assert save_settings(s) is None
    assert settings_path() == config_dir() / "settings.json"
    assert load_settings() == s
    assert json.loads(settings_path().read_text(encoding="utf-8")) == dataclasses.asdict(s)
    assert not data_dir().exists()  # settings live in the config dir only


def test_the_players_name_is_kept(english):
    _write({"player_name": "Маша"})
    assert load_settings() == Settings(player_name="Маша")


def test_unknown_keys_ignored(english):
    _write({"language": "ru", "volume": 11, "future_option": {"a": 1}})
    assert load_settings() == Settings(language="ru")


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("language", "de"),
        ("language", None),
        ("language", ["ru"]),
        ("card_style", "emoji"),
        ("four_colour", "yes"),
        ("four_colour", 1),
        ("show_points", True),
        ("show_points", "sometimes"),
        ("hints", 0),
        ("hints", None),
        ("played_cards", "yes"),
        ("played_cards", 1),
        ("theme", ""),
        ("theme", 5),
        ("theme", "x" * 1000),
        ("pause_ms", -1),
        ("pause_ms", 10**9),
        ("pause_ms", 1.5),
        ("pause_ms", "600"),
        ("pause_ms", True),
        ("player_name", 7),
        ("player_name", "x" * 25),
        ("player_name", "Маша\x1b[31m"),  # no escape sequence reaches the screen
        ("player_name", None),
        ("last_preset", 7),
        ("last_preset", "x" * 41),
        ("last_preset", "classic\x1b[31m"),
        ("last_levels", "hard"),
        ("last_levels", ["hard:ms=500"]),
        ("last_levels", ["", "expert", "easy", "medium", "hard"]),  # five seats
        ("last_levels", [None]),
    ],
)
def test_bad_value_falls_back_to_its_default_alone(english, key, value):
    good = {"language": "uk", "card_style": "letters", "four_colour": True, "hints": False, "pause_ms": 100}
    good["played_cards"] = True
    _write({**good, key: value})
    expected = Settings(**{k: v for k, v in good.items() if k != key})
    assert load_settings() == expected


@pytest.mark.parametrize(
    "text",
    ["", "{", "not json", "[1, 2]", "null", '"ru"', "[" * 50_000, "\udcff"],
)
def test_unreadable_file_gives_defaults(english, text):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(text.encode("utf-8", "surrogateescape"))
    assert load_settings() == Settings()


def test_settings_path_is_a_directory(english):
    settings_path().mkdir(parents=True)
    assert load_settings() == Settings()
    assert "could not be saved" in (save_settings(Settings()) or "")


def test_save_error_is_one_sentence(monkeypatch, english):
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves.os, "fsync", full)
    message = save_settings(Settings(theme="nord"))
    assert message is not None and message.endswith(".") and "\n" not in message
    assert "no space left" in message
    assert not settings_path().exists()
    assert list(Path(config_dir()).iterdir()) == []  # no temp file left behind


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=6),
        max_leaves=15,
    )
    | st.dictionaries(
        st.sampled_from([f.name for f in dataclasses.fields(Settings)]),
        st.none() | st.booleans() | st.integers() | st.text(max_size=12) | st.lists(st.integers(), max_size=2),
    )
)
def test_any_json_gives_valid_settings(data):
    s = settings_from(data)
    assert s.language in ("ru", "uk", "en")
    assert s.card_style in ("symbols", "letters")
    assert isinstance(s.four_colour, bool) and isinstance(s.hints, bool) and isinstance(s.played_cards, bool)
    assert s.show_points in ("preset", "always", "never")
    assert isinstance(s.theme, str) and s.theme
    assert type(s.pause_ms) is int and 0 <= s.pause_ms <= 10_000
    assert isinstance(s.player_name, str) and len(s.player_name) <= 24 and s.player_name.isprintable()


# --------------------------------------------------------------------------- running points


@pytest.mark.parametrize(
    ("choice", "preset_shows", "shown"),
    [
        ("preset", False, False),
        ("preset", True, True),
        ("always", False, True),
        ("always", True, True),
        ("never", False, False),
        ("never", True, False),
    ],
)
def test_show_running_points(english, choice, preset_shows, shown):
    rules = preset("classic", show_running_points="shown" if preset_shows else "hidden")
    assert show_running_points(Settings(show_points=choice), rules) is shown


@pytest.mark.parametrize("text", ["{", "not json", "[1, 2]", "\udcff"])
def test_a_file_that_is_not_settings_is_kept_aside_not_overwritten(english, text):
    """A hand edit gone wrong: the app starts with the defaults and says so, and the file
    is kept where the next setting saved cannot overwrite it."""
    raw = text.encode("utf-8", "surrogateescape")
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(raw)
    settings, notice = read_settings()
    assert settings == Settings()
    (kept,) = Path(config_dir()).glob("settings.unreadable-*.json")
    assert notice is not None and str(kept) in notice and notice.endswith(".") and "\n" not in notice
    assert save_settings(Settings(theme="nord")) is None
    assert kept.read_bytes() == raw and load_settings().theme == "nord"
    assert read_settings() == (load_settings(), None)  # a good file is read as it is


def test_a_bad_value_in_good_json_is_not_set_aside_but_named(english):
    """The good values stand; the player hears which went back to their defaults (they
    had, without a word)."""
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"language": 5, "hints": false, "pause_ms": "fast", "future": 1}', encoding="utf-8")
    settings, notice = read_settings()
    assert settings == Settings(hints=False) and settings_path().exists()
    assert notice is not None and notice.endswith("defaults: language, pause_ms.") and "future" not in notice
    assert str(settings_path()) in notice


def test_the_sentence_is_in_the_players_language(english):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("{oops", encoding="utf-8")
    set_language("ru")
    _settings, notice = read_settings()
    assert notice is not None and notice.startswith("Файл настроек не удалось прочитать")


def test_the_levels_kept_are_the_engines() -> None:
    from engine.bots import BOT_LEVELS
    from tui.settings import BOT_LEVEL_NAMES

    assert tuple(BOT_LEVELS) == BOT_LEVEL_NAMES
