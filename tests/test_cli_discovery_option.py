"""``--no-discovery`` is honoured by every command wherever it is written (before the
command or after it), and ``sixtysix host --bind`` says where the hosted table listens."""

from __future__ import annotations

import os

import pytest

from tui import cli
from tui.cli import build_parser

COMMANDS: dict[str, list[str]] = {
    "app": [],
    "play": ["play", "--vs", "easy"],
    "host": ["host"],
    "replay": ["replay", "record.json"],
    "presets": ["presets"],
    "arena": ["arena", "random", "easy"],
    "serve": ["serve"],
    "bot": ["bot", "--join", "127.0.0.1:46666", "--code", "ABC123"],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_no_discovery_is_read_before_or_after_the_command(command: str) -> None:
    argv = COMMANDS[command]
    parser = build_parser()
    assert parser.parse_args(["--no-discovery", *argv]).no_discovery is True
    assert parser.parse_args([*argv, "--no-discovery"]).no_discovery is True
    assert parser.parse_args(argv).no_discovery is False


def test_host_bind_makes_the_table_listen_there(monkeypatch: pytest.MonkeyPatch) -> None:
    from tui.lan import bind_address

    monkeypatch.setenv("SIXTYSIX_LAN_BIND", "0.0.0.0")  # restored after the test, as the option changes it
    started: list[str | None] = []
    monkeypatch.setattr(cli, "run_app", lambda args, lan=None: started.append(lan) or 0)
    assert cli.main(["host", "--bind", "127.0.0.1", "--no-discovery", "--lang", "en"]) == 0
    assert started == ["host"] and bind_address() == "127.0.0.1" == os.environ["SIXTYSIX_LAN_BIND"]


def test_host_without_bind_leaves_the_address_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    from tui.lan import bind_address

    monkeypatch.setenv("SIXTYSIX_LAN_BIND", "::1")
    monkeypatch.setattr(cli, "run_app", lambda args, lan=None: 0)
    assert cli.main(["host", "--resume", "--lang", "en"]) == 0
    assert bind_address() == "::1"
