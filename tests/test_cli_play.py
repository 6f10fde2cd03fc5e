"""The plain-text `sixtysix play --text`: a whole match from typed choices, in the player's
language and under the options the app takes, taking back a move, clean exits, and the
save slot it shares with the app (`--resume`, in either)."""

from __future__ import annotations

import io
import itertools
import json
import os
import random
import re
import unittest.mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from session_helpers import new_session, play_match

from engine.bots.review import decisions_of
from tui import saves
from tui.archive import past_matches
from tui.cli import main
from tui.i18n import set_language
from tui.saves import save_summary
from tui.screens.wording import check_sentences
from tui.settings import Settings, save_settings
from tui.textplay import _say, _typed
from tui.widgets.cardface import CardStyle


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
    assert "\nHand 1 · Dealer: " in out and "\nHand 2 · Dealer: " in out  # each hand announced
    assert "Your hand: " in out and "  1. " in out
    hand = out.split("Your hand: ", 1)[1].split("\n")[0].split()
    assert out.split("  1. ", 1)[1].split("\n")[0] in hand  # the first choice is a card of the hand
    (kept,) = past_matches()  # kept as the app keeps a match, and said where
    assert f"The match is kept; replay it with: sixtysix replay {kept.path}\n" in out
    # "1" is neither yes nor no: asked again (a stray key must not end the game), to the end of the input.
    assert "Play again? (y: yes, n: no) Type y for yes or n for no: Type y" in out
    assert out.rstrip().endswith("Type y for yes or n for no:")
    assert [p.kind for p in kept.players] == ["human", "bot"] and kept.winner is not None


def test_the_text_game_speaks_russian_and_takes_names_rules_and_levels(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 3000))
    args = ["play", "--text", "--seed", "5", "--lang", "ru", "--preset", "four", "--vs", "random,easy,medium"]
    assert main([*args, "--names", "Маша,,Петя", "--set", "match_target=3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Шестьдесят шесть · Вчетвером, 32 карты · партия до 3")
    assert "Ваши карты: " in out and "Ваш ход (номер; h/п — подсказка; q/в — выход): " in out
    assert "Маша & Петя " in out and "Компьютер 2 & Компьютер 4 " in out  # the partnerships' score
    assert out.splitlines()[1] == "Маша & Петя играют против Компьютер 2 & Компьютер 4."  # who is whose partner
    assert "выигрывают партию!" in out and "выигрывает" not in out  # a partnership: the plural


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
    looking = {"en": "Looking for a hint… ", "ru": "Ищу подсказку… ", "uk": "Шукаю підказку… "}[lang]
    assert line.endswith(looking + words + line.split(words, 1)[1])  # said first: the search takes a while


def test_the_dealer_who_sits_out_is_told_so(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 3000))
    assert main(["play", "--text", "--seed", "1", "--preset", "three_sitout", "--lang", "en"]) == 0
    assert "You deal and sit out this hand." in capsys.readouterr().out


def test_end_of_input_quits_without_a_traceback(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("9\nplay XX\n"))
    assert main(["play", "--text", "--seed", "1", "--preset", "three", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.count("Not a legal choice: type a number from the list.") == 2
    assert out.rstrip().endswith(
        "Bye. The match is saved: resume it with sixtysix play --text --resume, or in the app."
    )


@pytest.mark.parametrize(
    ("lang", "key", "words"), [("en", "q", "Bye."), ("ru", "в", "До встречи."), ("uk", "Q", "До зустрічі.")]
)
def test_q_quits_and_the_match_waits_in_the_save(lang: str, key: str, words: str, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{key}\n1\n" * 200))  # what follows the q is never read
    assert main(["play", "--text", "--seed", "2", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().splitlines()[-1].startswith(words)
    assert "sixtysix play --text --resume" in out.rstrip().splitlines()[-1]
    assert "Not a legal choice" not in out and "номер из списка" not in out and "номер зі списку" not in out
    assert not past_matches() and save_summary() is not None


def test_ctrl_c_at_the_prompt_says_goodbye_without_a_traceback(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    def interrupted(_prompt: str = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupted)
    assert main(["play", "--text", "--seed", "2", "--lang", "en"]) == 0
    assert capsys.readouterr().out.rstrip().splitlines()[-1].startswith("Bye.")


def test_a_move_in_record_notation_is_taken_too(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("close\n"))
    assert main(["play", "--text", "--seed", "5", "--lang", "en"]) == 0  # the person leads first
    out = capsys.readouterr().out
    assert "Close" in out  # offered in words, typed as the record writes it
    assert "Not a legal choice" not in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--vs", "grandmaster"], "There is no computer level grandmaster; the levels are: random, easy"),
        (["--bot", "grandmaster"], "There is no computer level grandmaster"),
        (["--hotseat", "2"], "--text is a game against the computer"),
        (["--set", "match_target=eleven"], "--set: match_target takes a whole number from 1 to 99, not “eleven”."),
        (["--set", "match_target"], "--set: “match_target” is not a rule: write switch=value"),
        (  # not cut to 24 at the table, mid-word, without a word
            ["--names", "Anna,Volodymyr Petrenko-Shevchuk"],
            "A name may be 24 characters long at most: Volodymyr Petrenko-Shevchuk",
        ),
    ],
)
def test_a_bad_option_is_one_line_and_exit_2(args: list[str], words: str, capsys) -> None:
    assert main(["play", "--text", *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err


# ------------------------------------------------------------- the save slot and undo
def _text_game(monkeypatch: pytest.MonkeyPatch, capsys, typed: str, *args: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    code = main(["play", "--text", "--lang", "en", *args])
    return code, capsys.readouterr().out


def _kept_record() -> dict:  # type: ignore[type-arg]
    (kept,) = past_matches()
    return json.loads(kept.path.read_text(encoding="utf-8"))


def test_a_match_left_and_resumed_ends_as_the_same_match_played_straight_through(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    code, straight = _text_game(monkeypatch, capsys, "1\n" * 2000, "--seed", "3")
    assert code == 0 and "wins the match!" in straight
    whole = _kept_record()
    past_matches()[0].path.unlink()

    code, first = _text_game(monkeypatch, capsys, "1\n" * 15 + "q\n", "--seed", "3")
    assert code == 0 and not past_matches()
    summary = save_summary()
    assert summary is not None and summary.names == ("Player 1", "Computer 2")
    hands_before = summary.hand_number
    code, second = _text_game(monkeypatch, capsys, "1\n" * 2000, "--resume")
    assert code == 0
    assert second.splitlines()[1] == f"Resumed: hand {hands_before + 1} · " + " · ".join(
        f"{n} {s}" for n, s in zip(summary.names, summary.score, strict=True)
    )
    assert "wins the match!" in second and not saves.has_save()  # the slot is empty again
    resumed = _kept_record()
    del whole["_finished"], resumed["_finished"]
    assert resumed == whole  # the computer's moves come from the position, not from the session's age
    assert (first + second).count("Your move") == straight.count("Your move") + 1  # the q's prompt


def test_u_says_no_replies_were_taken_back_where_there_were_none(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # Seed 1: the third choice is to draw, which no one answers before the next choice.
    code, out = _text_game(monkeypatch, capsys, "1\n1\n1\nu\nq\n", "--seed", "1")
    assert code == 0 and "Taken back: your last move.\n" in out and "the replies to it" not in out
    code, out = _text_game(monkeypatch, capsys, "y\n1\nu\nq\n", "--seed", "1")  # a lead, answered
    assert code == 0 and "Taken back: your last move and the replies to it.\n" in out


def test_u_takes_back_the_last_choice(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    code, out = _text_game(monkeypatch, capsys, "u\n1\n1\nu\nq\n", "--seed", "4")
    assert code == 0
    prompts = [line for line in out.splitlines() if line.startswith("Your move")]
    assert "u to take back" not in prompts[0]  # nothing to take back yet: u is no choice there
    first = out.split("Your move", 2)[1]  # u said why it did nothing; it had been "not a legal choice"
    assert first.count("Nothing to undo: undo goes back as far as this hand's deal.") == 1
    assert "Not a legal choice" not in first
    before, after = out.split("Taken back: your last move.")  # a draw: no one answers it
    hands = [line for line in before.splitlines() if line.startswith("Your hand")]
    assert [line for line in after.splitlines() if line.startswith("Your hand")][0] == hands[1]
    menus = before.split("Your move")
    assert after.split("Your move")[0].split("Your hand", 1)[1] == menus[-3].split("Your hand", 1)[1]


def test_a_new_text_game_keeps_the_saved_match_under_past_matches(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    code, _out = _text_game(monkeypatch, capsys, "1\n" * 10 + "q\n", "--seed", "3")
    assert code == 0 and save_summary() is not None
    code, out = _text_game(monkeypatch, capsys, "n\n", "--seed", "5", "--vs", "easy")
    assert code == 0 and "is not finished" in out.splitlines()[0]  # asked, and left be
    assert past_matches() == [] and saves.load_save().session.seats[1].level == "medium"  # type: ignore[union-attr]
    code, out = _text_game(monkeypatch, capsys, "y\nq\n", "--seed", "5", "--vs", "easy")
    assert code == 0
    assert out.splitlines()[1].endswith("The saved match was kept under Past matches, unfinished.")
    (kept,) = past_matches()
    assert not kept.over and [p.level for p in kept.players] == ["", "medium"]
    assert saves.load_save().session.seats[1].level == "easy"  # type: ignore[union-attr]


def _save_hot_seat() -> None:
    assert saves.write_save(new_session("classic", "hh")) is None


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "The plain-text game is one person against the computer, and the saved match is not"),
        ("ru", "Текстовая игра — это один человек против компьютера"),
    ],
)
def test_a_hot_seat_save_is_left_for_the_app(lang: str, words: str, capsys) -> None:  # type: ignore[no-untyped-def]
    _save_hot_seat()
    before = saves.save_path().read_bytes()
    assert main(["play", "--text", "--resume", "--lang", lang]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and words in out and out.rstrip().endswith("sixtysix play --resume")
    assert saves.save_path().read_bytes() == before


@pytest.mark.parametrize("text", [[], ["--text"]])
@pytest.mark.parametrize(
    ("lang", "words"), [("en", "There is no saved match to resume."), ("uk", "Збереженої партії немає.")]
)
def test_resume_without_a_save_says_so(text: list[str], lang: str, words: str, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["play", "--resume", *text, "--lang", lang]) == 1
    assert capsys.readouterr().out == words + "\n"


def test_a_damaged_save_is_moved_aside_and_said_so(capsys) -> None:  # type: ignore[no-untyped-def]
    path = saves.save_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "sixtysix-save", "version": 1, "record": [', encoding="utf-8")
    assert main(["play", "--text", "--resume", "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("The saved match was moved to ")
    assert not path.exists() and len(list(path.parent.glob("current.corrupt-*.json"))) == 1


@pytest.mark.parametrize("given", [["--vs", "hard"], ["--preset", "classic"], ["--seed", "3"], ["--hotseat", "2"]])
def test_resume_takes_no_options_of_a_new_match(given: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    _save_hot_seat()
    assert main(["play", "--resume", *given]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"without {given[0]}." in err


# Seed 7: the person wins the second trick with 11 points; then 2 is "Close" and 3 is
# "Declare 66".
_CLAIM_BELOW_66 = "1\n1\n3\nn\n3\n{yes}\nq\n"


@pytest.mark.parametrize(("lang", "yes"), [("en", "y"), ("ru", "д"), ("uk", "т")])
def test_a_claim_is_asked_first_without_giving_the_count_away(lang: str, yes: str, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO(_CLAIM_BELOW_66.format(yes=yes)))
    assert main(["play", "--text", "--seed", "7", "--lang", lang]) == 0  # classic: points not shown
    out = capsys.readouterr().out
    asked = {
        "en": "Declare 66? With fewer than 66 the claim is wrong and you lose the hand.",
        "ru": "Объявить 66? Если у вас меньше 66, объявление ошибочно, и вы проигрываете раздачу.",
        "uk": "Оголосити 66?",
    }[lang]
    assert out.count(asked) == 2  # "n" chose again; the second time it was meant
    assert "11" not in out.split(asked, 1)[0]  # the count stays the player's until the hand is over
    summary = save_summary()
    assert summary is not None and summary.score == (0, 2) and summary.hand_number == 1  # a wrong claim


def test_with_the_points_shown_a_claim_below_66_says_how_many(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    assert save_settings(Settings(language="en", show_points="always")) is None
    monkeypatch.setattr("sys.stdin", io.StringIO(_CLAIM_BELOW_66.format(yes="y")))
    assert main(["play", "--text", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "trump 10♦ · stock: 10 · points: 11" in out
    assert out.count("Declare 66? You have 11 points: fewer than 66, so the claim is wrong and you lose the hand.") == 2


def test_closing_is_asked_first_and_says_what_is_at_stake(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n1\n2\nn\n2\ny\nq\n"))
    assert main(["play", "--text", "--seed", "7", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    question = "Close the stock? You must then reach 66 yourself, with no more cards drawn."
    assert out.count(question + "\nIf you fail, Computer 2 scores 2 game points.\n") == 2  # the app's words
    assert "trump 10♦ · closed" in out  # the second time it was meant


def test_a_save_of_a_finished_match_is_kept_when_resumed(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # Left so by a disk that refused to delete it when the match ended.
    session = new_session("classic", "hb", level="random")
    play_match(session, random.Random(1))
    saves.write_json(saves.save_path(), saves.as_record_file(session.to_save()))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # no other match after it
    assert main(["play", "--text", "--resume", "--lang", "en"]) == 0
    (kept,) = past_matches()
    assert f"replay it with: sixtysix replay {kept.path}\n" in capsys.readouterr().out
    assert kept.over and not saves.has_save()


def test_a_resumed_match_can_take_back_a_move_of_the_hand_in_play(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    code, first = _text_game(monkeypatch, capsys, "1\n1\nq\n", "--seed", "7")
    assert code == 0
    code, second = _text_game(monkeypatch, capsys, "u\nq\n", "--resume")
    assert code == 0 and "Taken back: your last move.\n" in second  # no one had answered it
    hands = [line for line in first.splitlines() if line.startswith("Your hand")]
    assert [line for line in second.splitlines() if line.startswith("Your hand")][-1] == hands[-2]


@pytest.mark.parametrize("text", [[], ["--text"]])
def test_a_misspelt_switch_is_said_in_the_players_language_with_the_nearest_one(text: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["play", *text, "--lang", "ru", "--set", "match_targt=3"]) == 2
    assert capsys.readouterr().err == "sixtysix play: --set: Правила match_targt нет. Может быть, match_target?\n"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (
            ["--vs", "hardd"],
            "sixtysix play: Уровня компьютера hardd нет; уровни: random, easy, medium, hard, expert.\n",
        ),  # noqa: E501
        (["--hotseat", "2"], "sixtysix play: --text — это игра против компьютера, а не --hotseat.\n"),
        (
            ["--vs", "easy,easy", "--preset", "classic"],
            "sixtysix play: Правила classic — для двоих: --vs принимает один уровень.\n",
        ),
    ],
)
def test_a_bad_option_is_said_in_the_players_language(args: list[str], words: str, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["play", "--text", "--lang", "ru", *args]) == 2
    assert capsys.readouterr().err == words


def test_after_a_match_another_can_be_played_with_the_same_seats(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # The first match to 1 ends within 60 choices; "y" deals another, then q leaves it.
    typed = "1\n" * 60
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    args = ["play", "--text", "--seed", "3", "--lang", "en", "--vs", "easy", "--set", "match_target=1"]
    assert main(args) == 0
    once = capsys.readouterr().out
    assert once.count("wins the match!") == 1 and "Play again? (y: yes, n: no)" in once
    past_matches()[0].path.unlink()
    played = once.split("wins the match!")[0].count("Your move")
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * played + "y\nq\n"))
    assert main(args) == 0
    out = capsys.readouterr().out
    assert out.count("Hand 1 · Dealer: ") == 2 and out.rstrip().endswith("or in the app.")
    (kept,) = past_matches()
    assert kept.over
    summary = save_summary()
    assert summary is not None and summary.score == (0, 0)  # the new match, in the save
    assert saves.load_save().session.seats[1].level == "easy"  # type: ignore[union-attr]


def test_c_gives_the_play_check_of_the_last_hand(monkeypatch, capsys, quick_play_check) -> None:  # type: ignore[no-untyped-def]
    # Seed 3's first hand ends after seven choices of the first move (a claim by the computer).
    # "с" is Cyrillic: the letter the c key types in a Russian layout.
    code, out = _text_game(monkeypatch, capsys, "с\n" + "1\n" * 7 + "с\nq\n", "--seed", "3", "--lang", "ru")
    assert code == 0
    before, after = out.split("Разбор игры в этой раздаче: введите c при следующем ходе", 1)
    assert "Разбираю" not in before and "Разбор игры — по сыгранной раздаче" in before  # no hand to check yet
    said = after.split("Разбираю вашу игру в прошлой раздаче… ", 1)[1].split("\nВаш ход", 1)[0]
    session = saves.load_save().session
    assert session is not None
    dealt, end = session.match.finished[0]
    checked = quick_play_check(decisions_of(dealt, end.history, 0), end.history)
    assert said.split("\n") == check_sentences(checked, CardStyle("ru")) and checked.doubts


def test_in_ukrainian_the_c_key_checks_the_hand_and_takes_nothing_back(monkeypatch, capsys, quick_play_check) -> None:  # type: ignore[no-untyped-def]
    # "с", the c key in a Cyrillic layout, had been the Ukrainian take-back key: asking for
    # the play check took back the hand just finished, and its game points.
    code, out = _text_game(monkeypatch, capsys, "1\n" * 7 + "с\nq\n", "--seed", "3", "--lang", "uk")
    assert code == 0
    assert "Розбираю вашу гру в минулій роздачі…" in out and "скасовано" not in out
    session = saves.load_save().session
    assert session is not None and len(session.match.finished) == 1


@pytest.mark.parametrize("language", ["en", "ru", "uk"])
def test_no_two_commands_of_the_text_game_share_a_letter(language: str) -> None:
    letters = "abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщъыьэюяіїєґ"
    set_language(language)
    try:
        typed = {key: {t for t in letters if _typed(t, key)} for key in "hucq"}
    finally:
        set_language("en")
    for a, b in itertools.combinations("hucq", 2):
        assert not typed[a] & typed[b], (language, a, b)
    assert "р" in typed["h"] and "с" in typed["c"] and "й" in typed["q"]  # a switched layout


@pytest.mark.parametrize(("seed", "holder"), [(4, "(in your hand)"), (5, "(held by Computer 3)")])
def test_without_a_stock_the_trump_line_names_the_card_the_dealer_holds(monkeypatch, capsys, seed, holder) -> None:  # type: ignore[no-untyped-def]
    code, out = _text_game(
        monkeypatch, capsys, "q\n", "--preset", "three", "--vs", "random,random", "--seed", str(seed)
    )
    first = next(line for line in out.splitlines() if line.startswith("trump "))
    assert code == 0 and holder in first


@pytest.mark.parametrize(("lang", "verb"), [("en", " win the match!"), ("uk", " виграють партію!")])
def test_a_partnership_wins_the_match_in_the_plural(monkeypatch, capsys, lang, verb) -> None:  # type: ignore[no-untyped-def]
    code, out = _text_game(
        monkeypatch,
        capsys,
        "1\n" * 3000,
        "--preset",
        "four24",
        "--vs",
        "random,random,random",
        "--seed",
        "3",
        "--lang",
        lang,
    )
    won = next(line for line in out.splitlines() if line.endswith(verb))
    assert code == 0 and " & " not in won and (" and " in won or " і " in won)


def test_ctrl_c_while_the_computer_thinks_leaves_as_q_does_and_keeps_the_match(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    from tui.session import GameSession

    def interrupted(self: GameSession) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(GameSession, "bot_action", interrupted)
    code, out = _text_game(monkeypatch, capsys, "1\n" * 5, "--seed", "3")
    assert code == 0 and out.rstrip().endswith("resume it with sixtysix play --text --resume, or in the app.")
    assert saves.load_save().session is not None


def test_the_players_own_marriage_is_said_with_its_worth(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    import tui.textplay as textplay

    asked = {"n": 0}

    def marry_when_you_can(view, table, *_asked):  # type: ignore[no-untyped-def]
        asked["n"] += 1
        if asked["n"] > 400:
            return None
        marriages = [a for a in view.legal_actions if a.startswith("announce ")]
        return marriages[0] if marriages else view.legal_actions[0]

    monkeypatch.setattr(textplay, "_ask", marry_when_you_can)
    code, out = _text_game(monkeypatch, capsys, "", "--seed", "2")  # Player 1 holds a marriage in hand 1
    said = [line for line in out.splitlines() if line.startswith("Player 1: marriage ")]
    assert code == 0 and said and all(line[-2:] in ("20", "40") for line in said)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@settings(max_examples=200)
@given(
    words=st.lists(st.text("абвгґдеєжзиіїйклмнопрстуфхцчшщьюя’♥♠0123456789", min_size=1, max_size=12), max_size=40),
    start=st.integers(0, 30),
    indent=st.sampled_from(["", "  "]),
)
def test_on_a_terminal_long_lines_break_between_words(words: list[str], start: int, indent: str) -> None:
    # A terminal breaks a long line where its edge falls, mid-word: «виграє р / оздачу».
    indent = "" if start else indent  # an indented line (a numbered move) starts a line
    out = _Terminal()
    with unittest.mock.patch("sys.stdout", out), unittest.mock.patch("shutil.get_terminal_size") as size:
        size.return_value = os.terminal_size((41, 24))
        _say(indent + " ".join(words), start=start)
    lines = out.getvalue().removesuffix("\n").split("\n")
    assert out.getvalue().split() == " ".join(words).split()  # every word, whole, in order
    for i, line in enumerate(lines):
        room = 40 - (start if i == 0 else 0)
        assert len(line) <= room or " " not in line.strip(), (start, lines)
        assert i == 0 or line.startswith(indent)


def test_output_that_is_not_a_terminal_is_left_as_it_is(capsys) -> None:  # type: ignore[no-untyped-def]
    sentence = "слово " * 40
    _say(sentence)
    assert capsys.readouterr().out == sentence + "\n"


def test_where_66_ends_the_hand_by_itself_the_result_says_it_was_reached(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # The ukrainian preset's results had said «Оголошено 66», where nobody declares anything.
    args = ("--preset", "ukrainian", "--vs", "random", "--seed", "2", "--lang", "uk")
    code, out = _text_game(monkeypatch, capsys, "1\n" * 60 + "q\n", *args)
    assert code == 0 and "Набрано 66 — Гравець 1 (73 очки) отримує 3 партійні очки." in out
    assert "Оголошено" not in out


def test_a_pass_without_the_card_to_exchange_is_not_asked(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # After the computer closed, the game listed "1. Pass" alone and waited for it.
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 2000))
    assert main(["play", "--text", "--seed", "2", "--vs", "medium", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Computer 2: closes the stock" in out
    assert "No exchange: you do not hold the card to exchange." in out
    assert "  1. Pass\nYour move" not in out


def test_each_card_drawn_is_said_and_a_hand_ends_with_each_sides_card_points(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # Seed 3's first hand: three tricks and draws, then the computer closes and declares.
    code, out = _text_game(monkeypatch, capsys, "1\n" * 7 + "q\n", "--seed", "3")
    assert code == 0
    shown: list[list[str]] = []  # the hand shown at each move
    drawn: list[tuple[int, str]] = []  # a card said to be drawn, after how many hands shown
    for line in out.splitlines():
        if line.startswith("Your hand: "):
            shown.append(line.removeprefix("Your hand: ").split())
        elif line.startswith("  You drew "):
            drawn.append((len(shown), line.removeprefix("  You drew ").removesuffix(".")))
    assert len(drawn) == 5  # three in the first hand, two in the second
    for before, card in drawn:
        assert card not in shown[before - 1] and card in shown[before]  # new, and now in the hand
    session = saves.load_save().session
    assert session is not None
    points = session.match.finished[0][1].result.points  # type: ignore[union-attr]
    ending = "The stock was closed by Computer 2, who made 66: Computer 2 (76 points) wins 3 game points.\n"
    card_points = f"Card points: Player 1 {points[0]} · Computer 2 {points[1]}\n"
    assert f"{ending}{card_points}Score: Player 1 0 · Computer 2 3\n" in out


def test_the_prompt_names_the_play_check_once_a_hand_is_over(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    code, out = _text_game(monkeypatch, capsys, "1\n" * 7 + "q\n", "--seed", "3")
    assert code == 0
    before, after = out.split("Type c at your next move for the play check")
    assert "Your move" in before and "c play check" not in before
    assert "Your move (a number, h hint, c play check, " in after


def test_a_match_resumed_mid_hand_is_told_the_hand_so_far(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    code, first = _text_game(monkeypatch, capsys, "1\n1\nq\n", "--seed", "3")
    assert code == 0
    code, second = _text_game(monkeypatch, capsys, "q\n", "--resume")
    assert code == 0
    recap = second.split("This hand so far:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    tricks = [f"  {cards} → {winner}" for cards, winner in re.findall(r"  (\S+ \S+) → ([^\n]+)", first)]
    assert len(tricks) == 2 and [line for line in recap if " → " in line] == tricks
    # The computer's marriage and exchange, as they were said, in their places.
    assert recap == [tricks[0], "  Computer 2: marriage ♦ 20", tricks[1], "  Computer 2: exchanges the trump card"]
    assert second.index("Hand 1 · Dealer: ") < second.index("This hand so far:") < second.index("Your hand: ")


def test_play_again_asks_again_after_a_stray_key_and_n_leaves(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    args = ["--seed", "3", "--vs", "easy", "--set", "match_target=1"]
    code, once = _text_game(monkeypatch, capsys, "1\n" * 60, *args)
    played = once.split("wins the match!")[0].count("Your move")
    past_matches()[0].path.unlink()
    code, out = _text_game(monkeypatch, capsys, "1\n" * played + "x\nn\n1\n", *args)
    assert code == 0 and out.count("Hand 1 · Dealer: ") == 1
    assert out.rstrip().endswith("Play again? (y: yes, n: no) Type y for yes or n for no:")


@pytest.mark.parametrize(
    ("lang", "typed", "matches"),
    [
        ("ru", "да", 2),
        ("ru", "Нет", 1),
        ("uk", "так", 2),
        ("ru", "в", 1),  # the quit key leaves here too
        # A lone «н» is the Y key in a Cyrillic layout and the start of «нет»; «т» is the N key
        # and the start of «так»: each is asked again, then the Latin n is taken.
        ("ru", "н\nт\nn", 1),
        ("uk", "т\nн\ny", 2),
    ],
)
def test_play_again_takes_the_whole_word_too(lang: str, typed: str, matches: int, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    args = ["--seed", "3", "--vs", "easy", "--set", "match_target=1"]
    code, once = _text_game(monkeypatch, capsys, "1\n" * 60, *args)
    played = once.split("wins the match!")[0].count("Your move")
    past_matches()[0].path.unlink()
    code, out = _text_game(monkeypatch, capsys, "1\n" * played + typed + "\nq\n", *args, "--lang", lang)
    assert code == 0
    assert out.count({"ru": "\nРаздача 1 · ", "uk": "\nРоздача 1 · "}[lang]) == matches
    asked_again = out.count("Введите y") + out.count("Введіть y")
    assert asked_again == typed.count("\n")  # each lone Cyrillic letter, and nothing else


def test_the_card_points_leave_out_the_dealer_who_sat_the_hand_out(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    args = ["--seed", "1", "--preset", "three_sitout", "--vs", "random,random"]
    code, out = _text_game(monkeypatch, capsys, "1\n" * 40 + "q\n", *args)
    assert code == 0
    dealer = out.split("Hand 1 · Dealer: ", 1)[1].split("\n", 1)[0]
    points = out.split("\nCard points: ", 1)[1].split("\n", 1)[0]
    names = ["Player 1", "Computer 2", "Computer 3"]
    assert dealer in names and dealer not in points  # no «… 0» for one who took no card
    assert all(name in points for name in names if name != dealer)
