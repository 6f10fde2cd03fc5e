"""Argument types and options shared by the command lines (``net/cli.py``, the app's
``arena`` and ``tui/cli.py``)."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def _whole_number(text: str, least: int) -> int:
    """An argparse type's check: a whole number of ``least`` or more, refused in one sentence."""
    try:
        value = int(text)
    except ValueError:
        value = least - 1
    if value < least:
        raise argparse.ArgumentTypeError(f"must be a whole number of {least} or more, not {text!r}")
    return value


def positive_int(text: str) -> int:
    """An argparse type: a whole number of 1 or more."""
    return _whole_number(text, 1)


def count_int(text: str) -> int:
    """An argparse type: a whole number of 0 or more (``arena --deals 0`` with ``--matches``)."""
    return _whole_number(text, 0)


def add_no_discovery(parser: argparse.ArgumentParser, words: Callable[[str], str] = str) -> None:
    """``--no-discovery`` on a subcommand too, so that it may follow the command
    (``sixtysix host --no-discovery``) as well as precede it; left unset unless given, so
    that it never overrides the same option given before the command."""
    parser.add_argument(
        "--no-discovery",
        action="store_true",
        default=argparse.SUPPRESS,
        help=words("never look for or announce LAN tables (same as SIXTYSIX_DISCOVERY=off)"),
    )
