"""LAN latency on loopback: from one client's action to every seat's view updated, against
a bare asyncio msgpack echo round trip of a state-sized frame, measured in the same run.

    python tests/bench/net_latency.py --actions 2000 [--players 2] [--inprocess]

By default the host and every client run in processes of their own, as on a LAN (the
times come from the system-wide monotonic clock), and the echo is between two processes
too.  ``--inprocess`` runs everything on one event loop instead, which adds up every
client's work one after another.  Prints one JSON line: medians and p99 in microseconds,
and ratio = action median / echo median (the target is ratio <= 3).  127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import preset  # noqa: E402
from net.client import Client  # noqa: E402
from net.feed import Closed, StateUpdate  # noqa: E402
from net.frames import encode, read_frame  # noqa: E402
from net.host import Host, HostConfig  # noqa: E402
from net.table import SeatConfig  # noqa: E402

LOOPBACK = "127.0.0.1"
PRESETS = {2: "classic", 3: "three", 4: "four"}


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


# ----------------------------------------------------------------- the echo
async def echo_server() -> asyncio.base_events.Server:
    async def echo(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                writer.write(encode(await read_frame(reader)))
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    return await asyncio.start_server(echo, LOOPBACK, 0)


async def echo_client(port: int, sample: dict, count: int) -> list[float]:
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    out = []
    for _ in range(count):
        t0 = time.perf_counter()
        writer.write(encode(sample))
        await read_frame(reader)
        out.append(time.perf_counter() - t0)
    writer.close()
    return out


# --------------------------------------------------------------- a player
async def player(port: int, code: str, clients_done: asyncio.Event | None = None) -> dict:
    """Play the first legal action whenever it is this seat's turn; note when each game
    version arrived, and when each own action was sent (keyed by the version it makes)."""
    client = Client(LOOPBACK, port, code, "p")
    arrived: dict[int, float] = {}
    sent: dict[int, float] = {}
    wake = asyncio.Event()

    def on_update(u: object) -> None:
        if isinstance(u, StateUpdate):
            arrived.setdefault(u.at, time.perf_counter())
        wake.set()

    client.feed.on_update = on_update
    await client.connect()
    try:
        while True:
            if client.updates.qsize():
                u = client.updates.get_nowait()
                if isinstance(u, Closed):
                    break
                continue
            v = client.view
            if v is not None and v.to_move == v.seat and v.legal_actions and client.feed.at + 1 not in sent:
                sent[client.feed.at + 1] = time.perf_counter()
                try:
                    await client.act(v.legal_actions[0])
                except Exception as e:  # noqa: BLE001 - the host closing mid-action ends the run
                    print("player stops:", repr(e), file=sys.stderr)
                    break
                continue
            wake.clear()
            await wake.wait()
    finally:
        await client.close()
    return {"arrived": arrived, "sent": sent}


# ----------------------------------------------------------------- the host
async def hosting(count: int, players: int, spawn) -> tuple[list[float], dict]:
    host = Host(HostConfig())
    await host.start()
    table = host.add_table(preset(PRESETS[players]), [SeatConfig("remote") for _ in range(players)])
    enough = asyncio.Event()
    actions = 0

    def on_frame(table_id: int, seat: int, msg: dict) -> None:
        nonlocal actions
        if msg["type"] == "ack" or msg.get("ack") is not None:
            actions += 1
            if actions >= count:
                enough.set()

    def on_match_over(t, result) -> None:
        t.new_match()
        host.flush(t)

    host.on_frame = on_frame
    host.on_match_over = on_match_over
    runs = await spawn(host.port, table.code)
    await asyncio.wait_for(enough.wait(), 120)
    sample = table._state(0, [])
    await host.close()
    results = await runs
    sent = {at: t for r in results for at, t in r["sent"].items()}
    latencies = []
    for at, t0 in sent.items():
        times = [r["arrived"].get(at) for r in results]
        if all(t is not None for t in times):
            latencies.append(max(times) - t0)
    return latencies, sample


async def main(count: int, players: int, inprocess: bool) -> dict:
    if inprocess:

        async def spawn(port: int, code: str):
            tasks = [asyncio.create_task(player(port, code)) for _ in range(players)]
            return asyncio.gather(*tasks)

        latencies, sample = await hosting(count, players, spawn)
        server = await echo_server()
        echoes = await echo_client(server.sockets[0].getsockname()[1], sample, count)
        server.close()
    else:

        async def spawn(port: int, code: str):
            procs = []
            for _ in range(players):
                procs.append(
                    await asyncio.create_subprocess_exec(
                        sys.executable, __file__, "--player", str(port), code, stdout=subprocess.PIPE
                    )
                )
                await asyncio.sleep(0.05)  # join in order: not a wait for an event, just pacing

            async def collect():
                outs = [await asyncio.wait_for(p.communicate(), 120) for p in procs]
                return [_keys_to_int(json.loads(o[0])) for o in outs]

            return collect()

        latencies, sample = await hosting(count, players, spawn)
        server = await echo_server()
        port = server.sockets[0].getsockname()[1]
        proc = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--echo", str(port), str(count), stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        out, _ = await asyncio.wait_for(proc.communicate(json.dumps(sample).encode()), 120)
        echoes = json.loads(out)
        server.close()
    us = 1e6
    return {
        "mode": "one process" if inprocess else "a process per player",
        "players": players,
        "actions": len(latencies),
        "action_median_us": round(statistics.median(latencies) * us, 1),
        "action_p99_us": round(pct(latencies, 0.99) * us, 1),
        "echo_median_us": round(statistics.median(echoes) * us, 1),
        "echo_p99_us": round(pct(echoes, 0.99) * us, 1),
        "echo_frame_bytes": len(encode(sample)),
        "ratio": round(statistics.median(latencies) / statistics.median(echoes), 2),
    }


def _keys_to_int(r: dict) -> dict:
    return {k: {int(at): t for at, t in v.items()} for k, v in r.items()}


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--actions", type=int, default=2000)
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument("--inprocess", action="store_true")
    p.add_argument("--player", nargs=2, metavar=("PORT", "CODE"), help=argparse.SUPPRESS)
    p.add_argument("--echo", nargs=2, metavar=("PORT", "COUNT"), help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.player:
        print(json.dumps(asyncio.run(player(int(a.player[0]), a.player[1]))))
    elif a.echo:
        sample = json.loads(sys.stdin.read())
        print(json.dumps(asyncio.run(echo_client(int(a.echo[0]), sample, int(a.echo[1])))))
    else:
        print(json.dumps(asyncio.run(main(a.actions, a.players, a.inprocess))))
