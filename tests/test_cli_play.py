"""The plain-text `sixtysix play`: a whole match from typed choices, and clean exits."""

from __future__ import annotations

import io

import pytest

from tui.cli import main


def test_a_whole_match_can_be_played_by_typing_numbers(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 2000))
    assert main(["play", "--text", "--seed", "3", "--bot", "medium"]) == 0
    out = capsys.readouterr().out
    assert "won the match." in out
    assert "Score: You" in out
    assert "  trick: " in out and " -> " in out


def test_end_of_input_quits_without_a_traceback(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("9\nplay XX\n"))
    assert main(["play", "--text", "--seed", "1", "--preset", "three"]) == 0
    out = capsys.readouterr().out
    assert "not a legal choice" in out
    assert out.rstrip().endswith("bye")


def test_an_unknown_bot_is_one_line_and_exit_2(capsys) -> None:
    assert main(["play", "--text", "--bot", "grandmaster"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown bot" in err
