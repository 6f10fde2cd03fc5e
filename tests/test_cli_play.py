"""The plain-text `sixtysix play --text`: a whole match from typed choices, in the player's
language and under the options the app takes, and clean exits."""

from __future__ import annotations

import io

import pytest

from tui.archive import past_matches
from tui.cli import main


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))  # no settings file of the machine's


def test_a_whole_match_can_be_played_by_typing_numbers(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 2000))
    assert main(["play", "--text", "--seed", "3", "--vs", "medium", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Sixty-Six · Classic · 7 to win")
    assert "wins the match!" in out
    assert "Player 1 " in out and "Computer 2 " in out
    assert " → " in out  # each trick and who took it
    assert "Your hand: " in out and "  1. " in out
    hand = out.split("Your hand: ", 1)[1].split("\n")[0].split()
    assert out.split("  1. ", 1)[1].split("\n")[0] in hand  # the first choice is a card of the hand
    (kept,) = past_matches()  # kept as the app keeps a match, and said where
    assert out.rstrip().endswith(f"The match is kept; replay it with: sixtysix replay {kept.path}")
    assert [p.kind for p in kept.players] == ["human", "bot"] and kept.winner is not None


def test_the_text_game_speaks_russian_and_takes_names_rules_and_levels(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 3000))
    args = ["play", "--text", "--seed", "5", "--lang", "ru", "--preset", "four", "--vs", "random,easy,medium"]
    assert main([*args, "--names", "Маша,,Петя", "--set", "match_target=3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Шестьдесят шесть · Вчетвером, 32 карты · партия до 3")
    assert "Ваши карты: " in out and "Ваш ход (номер; h или п — подсказка; q или в — выход): " in out
    assert "Маша & Петя " in out and "Компьютер 2 & Компьютер 4 " in out  # the partnerships' score
    assert "выигрывает партию!" in out


def test_a_hand_that_reaches_the_end_of_the_stock_gets_its_endgame_check(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # Always the first card: with seed 3 several hands are played out past the stock.
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 1500))
    assert main(["play", "--text", "--seed", "3", "--vs", "medium", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Endgame check" in out


@pytest.mark.parametrize(
    ("lang", "key", "words"), [("en", "h", "Hint: "), ("ru", "п", "Подсказка: "), ("uk", "h", "Підказка: ")]
)
def test_a_hint_is_one_key_away(lang: str, key: str, words: str, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{key}\n"))
    assert main(["play", "--text", "--seed", "2", "--lang", lang]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if words in x)
    assert line.split(words, 1)[1].split(".")[0]  # the move it suggests, then why


def test_the_dealer_who_sits_out_is_told_so(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 3000))
    assert main(["play", "--text", "--seed", "1", "--preset", "three_sitout", "--lang", "en"]) == 0
    assert "You deal and sit out this hand." in capsys.readouterr().out


def test_end_of_input_quits_without_a_traceback(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("9\nplay XX\n"))
    assert main(["play", "--text", "--seed", "1", "--preset", "three", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.count("Not a legal choice: type a number from the list.") == 2
    assert out.rstrip().endswith("Bye. This match is not saved: the plain-text game keeps only finished ones.")


@pytest.mark.parametrize(
    ("lang", "key", "words"), [("en", "q", "Bye."), ("ru", "в", "До встречи."), ("uk", "Q", "До зустрічі.")]
)
def test_q_quits_and_says_the_match_is_not_kept(lang: str, key: str, words: str, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{key}\n1\n" * 200))  # what follows the q is never read
    assert main(["play", "--text", "--seed", "2", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().splitlines()[-1].startswith(words)
    assert "Not a legal choice" not in out and "номер из списка" not in out and "номер зі списку" not in out
    assert not past_matches()


def test_ctrl_c_at_the_prompt_says_goodbye_without_a_traceback(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    def interrupted(_prompt: str = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupted)
    assert main(["play", "--text", "--seed", "2", "--lang", "en"]) == 0
    assert capsys.readouterr().out.rstrip().splitlines()[-1].startswith("Bye.")


def test_a_move_in_record_notation_is_taken_too(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("close\n"))
    assert main(["play", "--text", "--seed", "2", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Close" in out  # offered in words, typed as the record writes it
    assert "Not a legal choice" not in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--vs", "grandmaster"], "unknown bot"),
        (["--bot", "grandmaster"], "unknown bot"),
        (["--hotseat", "2"], "--text is a game against the computer"),
        (["--set", "match_target=eleven"], "bad --set"),
    ],
)
def test_a_bad_option_is_one_line_and_exit_2(args: list[str], words: str, capsys) -> None:
    assert main(["play", "--text", *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err
