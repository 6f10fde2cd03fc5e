"""Argument types shared by the command lines (``net/cli.py`` and the app's ``arena``)."""

from __future__ import annotations

import argparse


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
