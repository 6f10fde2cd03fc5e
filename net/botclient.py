"""A computer player over the network: joins a table like any client and plays its seat
with an engine bot that sees only the seat's own view."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.bots import make_bot

from .client import Client
from .codec import in_match
from .feed import ActionRefused, Closed, ConnectionReport, FairnessReport, StateUpdate


@dataclass
class BotStats:
    actions: int = 0
    refused: int = 0
    refusals: list[str] = field(default_factory=list)  # the codes, "disconnected" when the line went
    matches: int = 0
    fair_ok: int = 0
    fair_bad: list[str] = field(default_factory=list)
    closed: str = ""


async def play_bot(
    client: Client,
    level: str = "medium",
    *,
    seed: int | None = None,
    matches: int | None = None,
    on_update: Callable[[object], object] | None = None,
) -> BotStats:
    """Play until the host closes (or after ``matches`` matches); ``client`` must be connected."""
    bot = make_bot(level)
    rng = random.Random(seed)
    stats = BotStats()
    acted_at = -1  # the game version last answered, so one state gets one action
    while True:
        update = await client.updates.get()
        if on_update is not None:
            on_update(update)
        if isinstance(update, Closed):
            stats.closed = update.reason
            return stats
        if isinstance(update, ConnectionReport):
            acted_at = -1
        elif isinstance(update, FairnessReport):
            if update.ok:
                stats.fair_ok += 1
            else:
                stats.fair_bad.append(update.detail)
        elif isinstance(update, StateUpdate) and any(e.kind == "match_over" for e in update.events):
            stats.matches += 1
            if matches is not None and stats.matches >= matches:
                stats.closed = "played enough matches"
                return stats
        latest = client.latest
        if not client.updates.empty() or latest is None or latest.at == acted_at:
            continue  # act only on the newest state, once
        view = latest.view
        if view is None or view.to_move != view.seat or not view.legal_actions:
            continue
        acted_at = latest.at
        view = in_match(view, latest.score)
        if level == "random":
            action = bot.choose(view, rng)
        else:
            action = await asyncio.to_thread(bot.choose, view, rng)
        try:
            await client.act(action)
            stats.actions += 1
        except ActionRefused as e:
            stats.refused += 1
            stats.refusals.append(e.code)
            acted_at = -1
        except TimeoutError:
            stats.refused += 1
            stats.refusals.append("timeout")
            acted_at = -1


async def run_bot(
    host: str, port: int, code: str, level: str = "medium", name: str = "", *, matches: int | None = None
) -> BotStats:
    client = Client(host, port, code, name or f"bot ({level})")
    await client.connect()
    try:
        return await play_bot(client, level, matches=matches)
    finally:
        await client.close()
