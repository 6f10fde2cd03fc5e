"""Shared pieces of the LAN tests: a host on 127.0.0.1 and clients that wait for updates
with timeouts (never sleeps)."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Callable

import pytest

from engine import preset
from net import fairness
from net.botclient import play_bot
from net.client import Client
from net.feed import FairnessReport, StateUpdate, Update
from net.host import Host, HostConfig
from net.table import SeatConfig, Table

LOOPBACK = "127.0.0.1"
WAIT = 10.0  # seconds any single wait may take before the test fails


def repeat_deals(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The same fair deals every run: only the host draws seeds, one a deal in turn, from
    a seeded generator; every seat's nonce is the same, so the order the clients answer
    in does not matter.  For tests whose counts depend on the deal (a fair LAN deal is
    random by design)."""
    rng = random.Random(seed)
    monkeypatch.setattr(fairness, "new_seed", lambda: rng.randbytes(fairness.SEED_BYTES))
    monkeypatch.setattr(fairness, "new_nonce", lambda: bytes(fairness.NONCE_BYTES))


@contextlib.asynccontextmanager
async def running_host(config: HostConfig | None = None) -> AsyncIterator[Host]:
    config = config or HostConfig()
    assert config.host in (LOOPBACK, "::1")
    host = Host(config)
    await host.start()
    try:
        yield host
    finally:
        await host.close()


def remote_table(
    host: Host, name: str = "classic", remotes: int | None = None, level: str = "random", seed: int | None = None
) -> Table:
    rules = preset(name)
    n = rules.players if remotes is None else remotes
    seats = [SeatConfig("remote") for _ in range(n)]
    seats += [SeatConfig("bot", level=level) for _ in range(rules.players - n)]
    return host.add_table(rules, seats, seed=seed)


async def join(host: Host, table: Table, name: str = "", **kw) -> Client:
    client = Client(LOOPBACK, host.port, table.code, name, **kw)
    await asyncio.wait_for(client.connect(), WAIT)
    return client


async def wait_for_update(client, pred: Callable[[Update], bool], timeout: float = WAIT) -> Update:
    """The first update (from now on) that ``pred`` accepts."""

    async def scan() -> Update:
        while True:
            update = await client.updates.get()
            if pred(update):
                return update

    return await asyncio.wait_for(scan(), timeout)


async def my_turn(client, timeout: float = WAIT) -> StateUpdate:
    """Wait until the client's latest view says it is to move."""

    def ready() -> bool:
        v = client.view
        return v is not None and v.to_move == v.seat and bool(v.legal_actions)

    if ready():
        return client.latest
    await wait_for_update(client, lambda u: isinstance(u, StateUpdate) and ready(), timeout)
    return client.latest


async def dealt(client, timeout: float = WAIT) -> StateUpdate:
    """Wait until the client has been dealt a hand (its view is there)."""
    if client.view is None:
        await wait_for_update(client, lambda u: isinstance(u, StateUpdate) and u.view is not None, timeout)
    return client.latest


async def close_all(*clients) -> None:
    for c in clients:
        await c.close()


async def fairness_reports(clients: list[Client], count: int) -> list[FairnessReport]:
    """Random bots play ``clients`` until ``count`` fairness reports have come in (each
    client gets one when a hand ends); then the clients close and the bots stop."""
    reports: list[FairnessReport] = []
    enough = asyncio.Event()

    def keep(update: object) -> None:
        if isinstance(update, FairnessReport):
            reports.append(update)
            if len(reports) >= count:
                enough.set()

    bots = [asyncio.create_task(play_bot(c, "random", seed=i, on_update=keep)) for i, c in enumerate(clients)]
    await asyncio.wait_for(enough.wait(), WAIT)
    await close_all(*clients)
    await asyncio.wait_for(asyncio.gather(*bots), WAIT)
    return reports
