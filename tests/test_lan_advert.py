"""A hosted table's advert follows its open seats: down as LAN players sit down, up again
when one gives the seat up during the match (a computer plays it until somebody joins).
The advertiser is a stand-in: no test sends mDNS outside a network namespace."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import LOOPBACK, WAIT, dealt, wait_for_update

from engine import preset
from net.client import Client
from net.discovery import LiveAdvert, TableAd
from net.feed import StateUpdate
from tui import lan
from tui.session import SeatSpec


class FakeAdvertiser:
    def __init__(self) -> None:
        self.announced: list[int] = []
        self.changed = asyncio.Event()
        self.closed = False

    async def start(self, ad: TableAd, address: str) -> None:
        assert address == LOOPBACK
        self.announced.append(ad.free_seats)

    async def update(self, ad: TableAd) -> None:
        for _ in range(1 + 2 * ad.free_seats):  # the more seats, the slower: unordered, they would race
            await asyncio.sleep(0)
        self.announced.append(ad.free_seats)
        self.changed.set()

    async def close(self) -> None:
        self.closed = True

    async def now(self, free: int) -> None:
        while self.announced[-1] != free:
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), WAIT)


async def test_updates_asked_for_together_are_announced_in_order_the_last_one_standing() -> None:
    fake = FakeAdvertiser()
    advert = LiveAdvert(fake, TableAd("T", "ab", "classic", 2, 7766))  # type: ignore[arg-type]
    await asyncio.gather(advert.set_free(1), advert.set_free(0), advert.set_free(0))
    assert fake.announced == [1, 0] and advert.ad.free_seats == 0


async def test_closing_drops_the_updates_still_to_come_and_a_failed_update_is_no_error() -> None:
    fake = FakeAdvertiser()
    advert = LiveAdvert(fake, TableAd("T", "ab", "classic", 2, 7766))  # type: ignore[arg-type]
    advert.follow(1)
    pending = list(advert._tasks)
    await advert.close()
    await asyncio.gather(*pending, return_exceptions=True)
    assert fake.closed and fake.announced == []  # the update asked for was not left to run
    assert all(task.cancelled() for task in pending)

    class Failing(FakeAdvertiser):
        async def update(self, ad: TableAd) -> None:
            raise OSError("the network went away")

    failing = Failing()
    advert = LiveAdvert(failing, TableAd("T", "ab", "classic", 2, 7766))  # type: ignore[arg-type]
    await advert.set_free(1)  # said nowhere: the table still works by address and code
    assert advert.ad.free_seats == 1


async def test_the_hosts_advert_counts_a_seat_given_up_mid_match_as_open(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SIXTYSIX_LAN_BIND", LOOPBACK)
    monkeypatch.setattr("tui.lan.DEFAULT_PORT", 0)
    fake = FakeAdvertiser()
    monkeypatch.setattr("tui.lan.Advertiser", lambda: fake)
    seats = [SeatSpec("Anna"), SeatSpec("", "remote")]
    hosted = await lan.host_table(preset("classic"), seats, "classic", "T", True)
    try:
        assert fake.announced == [1]
        guest = Client(LOOPBACK, hosted.port, hosted.code, "Guest")
        await asyncio.wait_for(guest.connect(), WAIT)
        await fake.now(0)
        await dealt(guest)
        await guest.close(give_up=True)
        await fake.now(1)
        assert hosted.table.controller(guest.seat) == "bot"
        back = Client(LOOPBACK, hosted.port, hosted.code, "Guest")
        await asyncio.wait_for(back.connect(), WAIT)
        await fake.now(0)
        await wait_for_update(back, lambda u: isinstance(u, StateUpdate) and not u.seats[back.seat].bot)
        assert back.seat == guest.seat and hosted.table.controller(back.seat) == "remote"
        await back.close()
    finally:
        await hosted.close()
