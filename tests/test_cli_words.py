"""The command line in the player's language: its help, and the usage lines and errors
argparse writes itself, in Russian or Ukrainian where ``--lang`` or the settings say so."""

from __future__ import annotations

import pytest

from tui.cli import build_parser, main
from tui.i18n import collect_missing, set_language
from tui.settings import Settings, save_settings


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))  # no settings file of the machine's


def _exit(argv: list[str], capsys) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    out = capsys.readouterr()
    return stopped.value.code, out.out, out.err  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ru", "sixtysix play: ошибка: неизвестные аргументы: --bogus"),
        ("uk", "sixtysix play: помилка: невідомі аргументи: --bogus"),
        ("en", "sixtysix play: error: unrecognized arguments: --bogus"),
    ],
)
def test_an_unknown_option_is_said_in_the_players_language(lang: str, words: str, capsys) -> None:  # type: ignore[no-untyped-def]
    code, _out, err = _exit(["play", "--bogus", "--lang", lang], capsys)
    assert code == 2 and err.rstrip().endswith(words)
    usage = {"ru": "использование: ", "uk": "використання: ", "en": "usage: "}[lang]
    assert err.startswith(usage + "sixtysix play ")  # the command's usage, not the whole program's


@pytest.mark.parametrize("command", ["replay", "presets"])
def test_replay_and_presets_take_lang_and_say_an_unknown_option_with_their_own_usage(command: str, capsys) -> None:  # type: ignore[no-untyped-def]
    # «невідомі аргументи: --lang f.json» had named the file as an option, under the
    # whole program's usage.
    args = [command, "--lang", "uk", "--verbose"] + (["f.json"] if command == "replay" else [])
    code, _out, err = _exit(args, capsys)
    assert code == 2 and err.startswith(f"використання: sixtysix {command} ")
    assert err.rstrip().endswith(f"sixtysix {command}: помилка: невідомі аргументи: --verbose")


def test_a_bad_value_is_said_in_the_language_of_the_settings(capsys) -> None:  # type: ignore[no-untyped-def]
    assert save_settings(Settings(language="ru")) is None
    code, _out, err = _exit(["play", "--preset", "nope"], capsys)
    assert code == 2 and "sixtysix play: ошибка: аргумент --preset: такого варианта нет: 'nope'" in err
    code, _out, err = _exit(["play", "--seed", "x", "--lang=uk"], capsys)  # --lang over the settings
    assert code == 2 and err.rstrip().endswith("sixtysix play: помилка: аргумент --seed: не ціле число: x")
    code, _out, err = _exit(["play", "--hotseat", "two", "--lang", "en"], capsys)  # not "invalid int value"
    assert code == 2 and err.rstrip().endswith("sixtysix play: error: argument --hotseat: not a whole number: two")


def test_the_help_is_in_the_players_language(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _err = _exit(["--lang", "uk", "--help"], capsys)
    assert code == 0 and out.startswith("використання: sixtysix")
    assert "показати цю довідку й вийти" in out and "сідає за стіл у мережі" in out  # the tools' lines too
    assert "КОМАНДА" in out and "COMMAND" not in out
    code, out, _err = _exit(["play", "--help", "--lang", "ru"], capsys)
    assert "N человек за этим терминалом, по очереди" in out and "параметры:" in out
    code, out, _err = _exit(["serve", "--help", "--lang", "ru"], capsys)
    assert "TCP-порт (по умолчанию 46666; 0 — любой)" in out and "TCP port" not in out
    code, out, _err = _exit(["replay", "--help", "--lang", "ru"], capsys)
    assert "вывести один объект JSON" in out and "print one" not in out  # it had bypassed the catalogue


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_help_line_of_every_command_is_translated(lang: str) -> None:
    # The tools' options (serve, bot, arena) too: they had stayed English under Russian headings.
    set_language(lang)
    with collect_missing() as missing:
        build_parser()
    assert not missing
