"""``sixtysix serve`` and ``sixtysix bot`` as processes on 127.0.0.1 (net/cli.py)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys

import pytest
from net_helpers import WAIT

from net.cli import parse_address

ENV = {**os.environ, "SIXTYSIX_DISCOVERY": "off"}


async def _start(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tui.cli", *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=ENV
    )


async def _finish(proc: asyncio.subprocess.Process, timeout: float = 30) -> tuple[int, str, str]:
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    return proc.returncode, out.decode(), err.decode()


async def _tables(serve: asyncio.subprocess.Process, count: int) -> list[tuple[int, str]]:
    found = []
    for _ in range(count):
        line = (await asyncio.wait_for(serve.stderr.readline(), WAIT)).decode()
        m = re.search(r"127\.0\.0\.1:(\d+), join code (\w+)", line)
        assert m, line
        found.append((int(m[1]), m[2]))
    return found


async def test_serve_two_tables_for_bots_and_print_json_results():
    serve = await _start("serve", "--port", "0", "--tables", "2", "--matches", "2", "--json", "--preset", "schnapsen")
    try:
        tables = await _tables(serve, 2)
        bots = [
            await _start(
                "bot", "--join", f"127.0.0.1:{port}", "--code", code, "--level", level, "--name", f"{level}{i}"
            )
            for port, code in tables
            for i, level in enumerate(("random", "easy"))
        ]
        code, out, err = await _finish(serve)
    finally:
        if serve.returncode is None:
            serve.kill()
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 2
    for result in lines:
        assert set(result) >= {"seats", "names", "score", "winner"}
        assert result["names"] in (["random0", "easy1"], ["easy1", "random0"])
        assert max(result["score"]) >= 7 and result["winner"] in (0, 1)
    for bot in bots:  # the host said goodbye: every bot leaves cleanly
        assert (await _finish(bot))[0] == 0


async def test_serve_fills_the_other_seats_with_its_own_bots():
    serve = await _start(
        "serve", "--port", "0", "--preset", "three", "--seats", "1", "--bots", "random", "--matches", "1"
    )
    try:
        ((port, code),) = await _tables(serve, 1)
        bot = await _start("bot", "--join", f"127.0.0.1:{port}", "--code", code, "--level", "random", "--json")
        status, out, err = await _finish(serve)
    finally:
        if serve.returncode is None:
            serve.kill()
    assert status == 0, err
    assert re.match(r"table 1 match 1: \d+-\d+-\d+, winner seat \d", out)
    status, out, _ = await _finish(bot)
    assert status == 0 and json.loads(out)["fair_bad"] == []


@pytest.mark.parametrize(
    "args,message",
    [
        (["bot", "--join", "auto", "--code", "X"], "finding tables is switched off"),
        (["bot", "--join", "localhost", "--code", "X"], "is not HOST:PORT"),
        (["bot", "--join", "127.0.0.1:9", "--code", "X", "--level", "genius"], "unknown bot"),
        (["serve", "--preset", "classic", "--seats", "3"], "has 2 seats, not 3"),
        (["serve", "--resume"], "--resume needs --save-dir"),
    ],
)
async def test_bad_command_lines_say_why(args, message):
    status, _, err = await _finish(await _start("--no-discovery", *args))
    assert status == 2 and message in err and "Traceback" not in err


async def test_a_bot_with_a_wrong_code_is_refused():
    serve = await _start("serve", "--port", "0", "--matches", "1")
    try:
        ((port, _),) = await _tables(serve, 1)
        status, _, err = await _finish(await _start("bot", "--join", f"127.0.0.1:{port}", "--code", "NOPE42"))
        assert status == 2 and "no table here has this join code" in err
    finally:
        serve.terminate()
        assert (await _finish(serve))[0] == 0


def test_addresses():
    assert parse_address("127.0.0.1:46666") == ("127.0.0.1", 46666)
    assert parse_address("[::1]:7") == ("::1", 7)
    with pytest.raises(ValueError):
        parse_address("127.0.0.1:0")


async def test_serve_killed_mid_hand_resumes_from_its_autosave(tmp_path):
    from net_helpers import my_turn, wait_for_update

    from net.client import Client
    from net.feed import ConnectionReport

    saves = str(tmp_path / "tables")
    serve = await _start("serve", "--port", "0", "--save-dir", saves)
    ((port, code),) = await _tables(serve, 1)
    clients = [Client("127.0.0.1", port, code, n, reconnect_for=WAIT) for n in ("A", "B")]
    for c in clients:
        await asyncio.wait_for(c.connect(), WAIT)
    by_seat = {c.seat: c for c in clients}
    seen: list[str] = []
    try:
        for _ in range(3):
            mover = await asyncio.wait_for(_mover(by_seat), WAIT)
            await mover.act(mover.view.legal_actions[0])
        seen = list(clients[0].view.history)
        serve.kill()  # a crash: no goodbye
        await _finish(serve)
        serve = await _start("serve", "--port", str(port), "--save-dir", saves, "--resume")
        assert (await _tables(serve, 1))[0][1] == code
        for c in clients:
            if not c.connected:
                await wait_for_update(c, lambda u: isinstance(u, ConnectionReport) and u.connected)
        mover = await asyncio.wait_for(_mover(by_seat), WAIT)
        await my_turn(mover)
        assert list(mover.view.history)[: len(seen)] == seen
        assert await mover.act(mover.view.legal_actions[0]) is True
    finally:
        for c in clients:
            await c.close()
        serve.terminate()
        await _finish(serve)


async def _mover(by_seat):
    """The client whose turn it is, once one of them has it (woken by their updates)."""
    changed = asyncio.Event()
    for c in by_seat.values():
        c.feed.on_update = lambda u: changed.set()
    while True:
        for c in by_seat.values():
            v = c.view
            if v is not None and v.to_move == v.seat and v.legal_actions:
                return c
        changed.clear()
        await changed.wait()


@pytest.mark.parametrize("saved", [b'{"format": "sixtysix-ta', b"\xff\xfe"])
async def test_serve_resume_of_a_damaged_table_save_names_the_file(tmp_path, saved):
    """A cut-short save had come out as JSON's bare "Expecting value: line 1 column …"."""
    (tmp_path / "table-1.json").write_bytes(saved)
    serve = await _start("serve", "--port", "0", "--save-dir", str(tmp_path), "--resume")
    status, _, err = await _finish(serve)
    assert status == 2 and "Traceback" not in err
    assert (
        err.strip()
        == f"sixtysix serve: the saved table {tmp_path / 'table-1.json'} is not valid JSON (it may have been cut short)"
    )


@pytest.mark.parametrize(
    ("lang", "name"), [("ru", "Компьютер (средний)"), ("uk", "Комп’ютер (середній)"), ("en", "Computer (medium)")]
)
def test_a_network_bot_without_a_name_is_named_in_its_starters_language(lang: str, name: str) -> None:
    """It joined as «bot (medium)», which a Russian table showed as it came."""
    from tui.cli import build_parser
    from tui.i18n import set_language

    set_language(lang)
    args = build_parser().parse_args(["bot", "--join", "127.0.0.1:46666", "--code", "ABC123", "--level", "medium"])
    assert args.name == "" and args.default_name(args.level) == name
