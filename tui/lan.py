"""The app's side of LAN play: hosting a table in the app's own event loop (with its
advert, when discovery is on) and joining one.  Screens call these; nothing here
draws anything."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from engine.rules import Rules
from net.cli import DEFAULT_PORT
from net.client import Client
from net.discovery import Advertiser, TableAd, local_address
from net.host import Host, HostConfig, LocalPlayer
from net.table import SeatConfig, Table

from .session import SeatSpec

REPLACE_AFTER = 60.0  # seconds before a computer player takes a dropped player's seat


def bind_address() -> str:
    """Where a hosted table listens: every interface, unless SIXTYSIX_LAN_BIND says otherwise
    (the tests bind 127.0.0.1)."""
    return os.environ.get("SIXTYSIX_LAN_BIND", "0.0.0.0")


def lan_address() -> str:
    return local_address(bind_address())


@dataclass
class HostedTable:
    """A table this app hosts: the server, the table, the host's own seat, the advert."""

    host: Host
    table: Table
    player: LocalPlayer
    address: str
    advertiser: Advertiser | None = None
    ad: TableAd | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def code(self) -> str:
        return self.table.code

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.table.seats) if s.kind == "remote" and not s.claimed]

    def seat_bot(self, seat: int, level: str = "medium") -> None:
        self.table.seat_bot(seat, level)
        self.host.flush(self.table)

    async def refresh_advert(self) -> None:
        if self.advertiser is not None and self.ad is not None:
            ad = TableAd(self.ad.name, self.ad.table_id, self.ad.preset, len(self.open_seats()), self.ad.port)
            if ad != self.ad:
                self.ad = ad
                await self.advertiser.update(ad)

    async def close(self) -> None:
        if self.advertiser is not None:
            await self.advertiser.close()
            self.advertiser = None
        await self.host.close()


async def host_table(
    rules: Rules, seats: list[SeatSpec], preset_name: str, title: str, advertise: bool, port: int = DEFAULT_PORT
) -> HostedTable:
    """Start a server and a table where seat 0 is this app's player.  ``port`` 0 (or a
    taken port) falls back to any free one.  Raises OSError when it cannot listen."""
    configs = [
        SeatConfig("local" if i == 0 else ("remote" if s.kind == "remote" else "bot"), s.name, s.level or "medium")
        for i, s in enumerate(seats)
    ]
    host = None
    for try_port in dict.fromkeys((port, 0)):
        host = Host(HostConfig(host=bind_address(), port=try_port, replace_after=REPLACE_AFTER))
        try:
            await host.start()
            break
        except OSError:
            if try_port == 0:
                raise
    assert host is not None
    table = host.add_table(rules, configs, title=title)
    player = host.local_player(table, 0)
    hosted = HostedTable(host, table, player, lan_address())
    if advertise:
        ad = TableAd(table.title, os.urandom(4).hex(), preset_name, len(hosted.open_seats()), host.port)
        advertiser = Advertiser()
        try:
            await advertiser.start(ad, hosted.address)
        except OSError:
            advertiser = None  # the table still works by address and code
        hosted.advertiser, hosted.ad = advertiser, ad
    return hosted


async def join_table(address: str, port: int, code: str, name: str) -> Client:
    """Connect and take a seat; raises JoinRefused (wrong code, full) or OSError."""
    client = Client(address, port, code=code, name=name, reconnect_for=REPLACE_AFTER)
    await client.connect()
    return client
