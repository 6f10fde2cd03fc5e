"""Catalogs are written by area (rules, help, screens) and merged per language here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

T = TypeVar("T")


def merge(*parts: Mapping[str, T]) -> dict[str, T]:
    """One catalog from several; a key translated two different ways is an error."""
    out: dict[str, T] = {}
    for part in parts:
        for key, value in part.items():
            if out.get(key, value) != value:
                raise ValueError(f"{key!r} is translated two ways: {out[key]!r} and {value!r}")
            out[key] = value
    return out
