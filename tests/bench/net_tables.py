"""One ``sixtysix serve`` process hosting many tables at once, played by random bot clients
over 127.0.0.1: action latency (act() sent to its acknowledging state back) and the
serve process's memory.

    python tests/bench/net_tables.py --tables 50 --seconds 20 [--think 0] [--procs 2]

Prints one JSON line: actions, actions per second, latency p50/p90/p99/max in ms, and the
serve process's resident memory (now and peak) in MiB.  --think adds a pause in ms before
each bot move (people are slower than bots); 0 plays flat out.  Loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from net.client import Client  # noqa: E402
from net.feed import Closed  # noqa: E402

LOOPBACK = "127.0.0.1"


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


async def one_bot(port: int, code: str, seconds: float, think: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    client = Client(LOOPBACK, port, code, f"rnd{seed}", timeout=30)
    await client.connect()
    wake = asyncio.Event()
    client.feed.on_update = lambda u: wake.set()
    out: list[float] = []
    deadline = time.perf_counter() + seconds
    acted_at = -1
    try:
        while time.perf_counter() < deadline:
            while client.updates.qsize():
                if isinstance(client.updates.get_nowait(), Closed):
                    return out
            v = client.view
            if v is not None and v.to_move == v.seat and v.legal_actions and client.feed.at != acted_at:
                acted_at = client.feed.at
                if think:
                    await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                t0 = time.perf_counter()
                try:
                    await client.act(rng.choice(v.legal_actions))
                except Exception:  # noqa: BLE001 - a refusal or the end: just not counted
                    continue
                out.append((time.perf_counter() - t0) * 1000)
                continue
            wake.clear()
            try:
                await asyncio.wait_for(wake.wait(), max(0.01, deadline - time.perf_counter()))
            except TimeoutError:
                break
    finally:
        await client.close()
    return out


async def bots(port: int, codes: list[str], per_table: int, seconds: float, think: float) -> list[float]:
    tasks = [
        asyncio.create_task(one_bot(port, code, seconds, think, i * per_table + k))
        for i, code in enumerate(codes)
        for k in range(per_table)
    ]
    return [x for r in await asyncio.gather(*tasks) for x in r]


def memory(pid: int) -> dict[str, float]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = round(int(value.split()[0]) / 1024, 1)
    return fields


def main(tables: int, seconds: float, think: float, procs: int) -> dict:
    env = {**os.environ, "SIXTYSIX_DISCOVERY": "off", "PYTHONPATH": str(ROOT)}
    serve = subprocess.Popen(
        [sys.executable, "-m", "tui.cli", "serve", "--port", "0", "--tables", str(tables), "--preset", "classic"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        env=env,
        cwd=ROOT,
    )
    try:
        codes, port = [], 0
        idle = memory(serve.pid)
        for _ in range(tables):
            line = serve.stderr.readline().decode()
            m = re.search(r":(\d+), join code (\w+)", line)
            if not m:
                raise SystemExit(f"serve said: {line!r}")
            port = int(m[1])
            codes.append(m[2])
        idle = memory(serve.pid)
        cpu0 = os.times()
        shares = [codes[i::procs] for i in range(procs)]
        players = [
            subprocess.Popen(
                [sys.executable, __file__, "--bots", str(port), str(seconds), str(think), *share],
                stdout=subprocess.PIPE,
                env=env,
            )
            for share in shares
        ]
        latencies: list[float] = []
        for p in players:
            out, _ = p.communicate(timeout=seconds + 120)
            latencies += json.loads(out)
        cpu1 = os.times()
        clients_cpu = (cpu1.children_user + cpu1.children_system) - (cpu0.children_user + cpu0.children_system)
        mem = memory(serve.pid)
        with open(f"/proc/{serve.pid}/stat") as f:
            stat = f.read().rsplit(")", 1)[1].split()
        serve_cpu = (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")
    finally:
        serve.send_signal(signal.SIGTERM)
        try:
            serve.wait(timeout=10)
        except subprocess.TimeoutExpired:
            serve.kill()
    return {
        "tables": tables,
        "clients": 2 * tables,
        "client_processes": procs,
        "think_ms": think * 1000,
        "seconds": seconds,
        "actions": len(latencies),
        "actions_per_s": round(len(latencies) / seconds, 1),
        "latency_ms_p50": round(pct(latencies, 0.5), 2),
        "latency_ms_p90": round(pct(latencies, 0.9), 2),
        "latency_ms_p99": round(pct(latencies, 0.99), 2),
        "latency_ms_max": round(max(latencies), 2) if latencies else None,
        "serve_rss_mib_idle": idle.get("VmRSS"),
        "serve_rss_mib": mem.get("VmRSS"),
        "serve_rss_mib_peak": mem.get("VmHWM"),
        "serve_cpu_s": round(serve_cpu, 1),
        "clients_cpu_s": round(clients_cpu, 1),
    }


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--seconds", type=float, default=20)
    p.add_argument("--think", type=float, default=0, help="ms before each bot move")
    p.add_argument("--procs", type=int, default=1, help="client processes")
    p.add_argument("--bots", nargs="+", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.bots:
        port, seconds, think, *codes = a.bots
        print(json.dumps(asyncio.run(bots(int(port), codes, 2, float(seconds), float(think)))))
    else:
        print(json.dumps(main(a.tables, a.seconds, a.think / 1000, a.procs)))
