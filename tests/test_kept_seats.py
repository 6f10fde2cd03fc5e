"""Seats kept at LAN tables, so that a player whose app stopped can take theirs back."""

from __future__ import annotations

import os
import subprocess
import sys

from tui import kept_seats
from tui.kept_seats import KEEP, forget_seat, keep_seat, kept_token, last_free
from tui.kept_seats import kept_seats as seats


def test_a_kept_seat_is_found_by_its_table_and_forgotten_on_purpose() -> None:
    keep_seat("192.168.1.20", 46666, "k7f3qx", "a" * 32)
    keep_seat("192.168.1.21", 46666, "ZZZZZZ", "b" * 32)
    assert kept_token("192.168.1.20", 46666, "K7F3QX") == "a" * 32  # codes are case-insensitive
    assert kept_token("192.168.1.20", 46667, "K7F3QX") is None
    last = last_free()
    assert last is not None and (last.address, last.code) == ("192.168.1.21", "ZZZZZZ")  # the newest
    forget_seat("192.168.1.20", 46666, "K7F3QX")
    assert kept_token("192.168.1.20", 46666, "K7F3QX") is None
    assert [s.code for s in seats()] == ["ZZZZZZ"]


def test_only_the_newest_seats_are_kept_and_joining_again_keeps_one() -> None:
    for i in range(KEEP + 3):
        keep_seat("10.0.0.1", 46666 + i, "CODE01", f"{i:032x}")
    keep_seat("10.0.0.1", 46666 + KEEP + 2, "CODE01", "f" * 32)  # the newest again, new token
    kept = seats()
    assert len(kept) == KEEP and kept[0].token == "f" * 32
    assert len({s.port for s in kept}) == KEEP


def test_a_seat_held_by_another_running_app_is_not_offered() -> None:
    keep_seat("10.0.0.1", 46666, "CODE01", "a" * 32)
    path = kept_seats._path()
    text = path.read_text(encoding="utf-8")
    alive = os.getppid()  # the process that started the tests: running, not us
    path.write_text(text.replace(f'"pid": {os.getpid()}', f'"pid": {alive}'), encoding="utf-8")
    assert kept_token("10.0.0.1", 46666, "CODE01") is None and last_free() is None
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    gone = int(done.stdout)  # a process that has ended: its seat is free to take back
    path.write_text(text.replace(f'"pid": {os.getpid()}', f'"pid": {gone}'), encoding="utf-8")
    assert kept_token("10.0.0.1", 46666, "CODE01") == "a" * 32


def test_a_damaged_file_is_read_as_no_seats_and_written_over() -> None:
    path = kept_seats._path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for damage in ("{not json", '{"seats": [{"address": 1}]}', "[]", '{"seats": 5}'):
        path.write_text(damage, encoding="utf-8")
        assert seats() == [] and last_free() is None
    keep_seat("10.0.0.1", 46666, "CODE01", "a" * 32)
    assert kept_token("10.0.0.1", 46666, "CODE01") == "a" * 32
