"""Bad input over 127.0.0.1: broken, oversized and unknown frames, wrong fields, floods,
silent connections and too many connections.  Each gets an error and/or a closed
connection; the host stays up and the other seats' game goes on."""

from __future__ import annotations

import asyncio
import struct

import msgpack
from net_helpers import LOOPBACK, WAIT, close_all, join, remote_table, running_host

from net.botclient import play_bot
from net.frames import encode, read_frame
from net.host import HostConfig
from net.messages import Hello


async def _raw(host):
    return await asyncio.wait_for(asyncio.open_connection(LOOPBACK, host.port), WAIT)


async def _replies(reader) -> list[dict]:
    """Every frame until the host closes the connection."""
    out = []
    for _ in range(100):
        try:
            out.append(await asyncio.wait_for(read_frame(reader), WAIT))
        except (asyncio.IncompleteReadError, ConnectionError):
            return out
    raise AssertionError("the host kept talking")


def _codes(frames: list[dict]) -> list[str]:
    return [f["code"] for f in frames if f.get("type") == "error"]


async def _game_goes_on(host, table) -> None:
    """Two bot clients still play a whole match at ``table``."""
    over = asyncio.get_running_loop().create_future()
    host.on_match_over = lambda t, r: t is table and not over.done() and over.set_result(r)
    clients = [await join(host, table, f"b{i}") for i in range(2)]
    bots = [asyncio.create_task(play_bot(c, "random", seed=i, matches=1)) for i, c in enumerate(clients)]
    await asyncio.wait_for(over, WAIT)
    await asyncio.wait_for(asyncio.gather(*bots), WAIT)
    await close_all(*clients)


async def test_garbage_before_hello_gets_an_error_and_a_closed_connection():
    async with running_host() as host:
        table = remote_table(host)
        cases = {
            b"\x00\x00\x00\x03\xc1\xc1\xc1": "bad_frame",  # not msgpack
            b"\x00\x00\x00\x01\x01": "bad_frame",  # not a map
            struct.pack(">I", 10_000_000): "frame_too_large",
            b"\x00\x00\x00\x00": "bad_frame",
            encode({"type": "action", "seq": 1, "at": 0, "action": "play KH"}): "unknown_type",
            encode({"type": "hello", "version": "1", "code": table.code, "name": "x"}): "bad_message",
            encode(Hello(99, table.code, "x").to_wire()): "version",
            msgpack.packb({"no": "length prefix"}) + b"\x00" * 8: "frame_too_large",
        }
        for data, code in cases.items():
            reader, writer = await _raw(host)
            writer.write(data)
            assert _codes(await _replies(reader)) == [code], data
            writer.close()
        await _game_goes_on(host, table)


async def test_bad_messages_after_joining_are_answered_then_cut_off():
    async with running_host(HostConfig(max_strikes=3)) as host:
        table = remote_table(host)
        reader, writer = await _raw(host)
        writer.write(encode(Hello(1, table.code, "Mallory").to_wire()))
        assert (await read_frame(reader))["type"] == "welcome"
        bad = [
            {"type": "teleport"},
            {"type": "action", "seq": "one", "at": 0, "action": "play KH"},
            {"type": "contribute", "deal": 1, "nonce": "zz"},
            {"type": "ping", "id": 1, "extra": True},
        ]
        for msg in bad:
            writer.write(encode(msg))
        frames = await _replies(reader)
        assert _codes(frames) == ["unknown_type", "bad_message", "bad_message", "bad_message"]
        assert [f["fatal"] for f in frames if f["type"] == "error"] == [False, False, False, True]
        writer.close()
        assert not table.seats[0].connected


async def test_a_flood_closes_the_connection():
    async with running_host(HostConfig(rate=20, burst=20)) as host:
        table = remote_table(host)
        reader, writer = await _raw(host)
        writer.write(encode(Hello(1, table.code, "Flood").to_wire()))
        writer.write(b"".join(encode({"type": "ping", "id": i}) for i in range(500)))
        frames = await _replies(reader)
        assert _codes(frames)[-1:] == ["flood"]
        assert sum(f["type"] == "pong" for f in frames) <= 21
        writer.close()


async def test_a_connection_that_says_nothing_times_out():
    async with running_host(HostConfig(handshake_timeout=0.1)) as host:
        reader, writer = await _raw(host)
        assert _codes(await _replies(reader)) == ["handshake_timeout"]
        writer.close()


async def test_hundreds_of_connections_meet_the_cap_and_the_game_goes_on():
    async with running_host(HostConfig(max_connections=50, handshake_timeout=WAIT)) as host:
        table = remote_table(host)
        conns = [await _raw(host) for _ in range(200)]
        busy = 0
        for reader, _ in conns[50:]:
            busy += _codes(await _replies(reader)) == ["busy"]
        assert busy == 150
        for reader, writer in conns[:50]:  # hang up; the host's end closes once it let go
            writer.write_eof()
            assert await _replies(reader) == []
        for _, writer in conns:
            writer.close()
        await _game_goes_on(host, table)
