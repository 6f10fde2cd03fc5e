"""Finding tables on the LAN: zeroconf (mDNS) adverts of ``_sixtysix._tcp.local.``.

A host advertises a small TXT record (protocol version, table id, table name,
preset, free seats); browsers keep a live list of what they see.  Everything
that comes from the network is untrusted: TXT values are decoded leniently,
stripped of control characters and capped in length, and a malformed advert is
dropped.  Discovery is off whenever ``SIXTYSIX_DISCOVERY=off`` (the test suite
sets it) or the caller passes ``enabled=False``; then nothing here touches the
network at all.

Run as a module for tests and manual checks inside a network namespace:
``python -m net.discovery advertise --name T --port 7766 --interface 10.66.0.1``
or ``python -m net.discovery browse --interface 10.66.0.2 --seconds 3`` (one JSON
line per table seen, with the seconds since the browser started).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import ipaddress
import json
import os
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from .messages import PROTOCOL_VERSION

SERVICE_TYPE = "_sixtysix._tcp.local."
MAX_TEXT = 40
RESOLVE_MS = 1500


def discovery_enabled(no_discovery: bool = False) -> bool:
    """LAN discovery runs only if neither the flag nor SIXTYSIX_DISCOVERY=off says no."""
    return not no_discovery and os.environ.get("SIXTYSIX_DISCOVERY", "on").strip().lower() not in ("off", "0", "no")


def clean_text(value: object, limit: int = MAX_TEXT) -> str:
    """Untrusted text from the network: bytes decoded leniently, no control characters, capped."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", errors="replace")
    text = "".join(ch for ch in str(value) if ch.isprintable())
    return text.strip()[:limit]


@dataclass(frozen=True)
class TableAd:
    """One advertised table, as a browser sees it (or as a host announces it)."""

    name: str
    table_id: str
    preset: str
    free_seats: int
    port: int
    address: str = ""
    version: int = PROTOCOL_VERSION
    seen: float = field(default=0.0, compare=False)

    def txt(self) -> dict[str, str]:
        return {
            "v": str(self.version),
            "id": self.table_id,
            "name": self.name,
            "preset": self.preset,
            "free": str(self.free_seats),
        }


def ad_from_txt(properties: dict[bytes, bytes | None], address: str, port: int) -> TableAd | None:
    """A ``TableAd`` from a resolved service, or None if anything is malformed."""
    props = {clean_text(k, 16): clean_text(v if v is not None else b"") for k, v in properties.items()}
    try:
        version = int(props.get("v", ""))
        free = int(props.get("free", ""))
    except ValueError:
        return None
    table_id = props.get("id", "")
    if not table_id or not 0 <= free <= 4 or not 0 < port < 65536 or version < 1:
        return None
    return TableAd(
        name=props.get("name", "") or table_id,
        table_id=table_id,
        preset=props.get("preset", ""),
        free_seats=free,
        port=port,
        address=address,
        version=version,
        seen=time.monotonic(),
    )


def _service_name(ad: TableAd) -> str:
    # The instance name must be unique on the link; the table id makes it so.
    label = "".join(ch for ch in ad.name if ch.isalnum() or ch in " -_")[:30] or "table"
    return f"{label} {ad.table_id}.{SERVICE_TYPE}"


class Advertiser:
    """Announces one table; ``update`` re-announces (free seats changed); ``close`` withdraws."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces
        self.address = ""
        self._zc = None
        self._info = None

    async def start(self, ad: TableAd, address: str) -> None:
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncZeroconf

        self.address = address
        ip = ipaddress.ip_address(address)
        self._zc = AsyncZeroconf(
            interfaces=self.interfaces or [address],  # type: ignore[arg-type]
            ip_version=IPVersion.V4Only if ip.version == 4 else IPVersion.V6Only,
        )
        self._info = self._service(ad)
        # The instance name carries the table's random id, so it is unique on the link:
        # skipping the ~1 s of probing for a name clash lists the table at once.
        await self._zc.async_register_service(self._info, cooperating_responders=True)

    def _service(self, ad: TableAd):  # type: ignore[no-untyped-def]
        from zeroconf.asyncio import AsyncServiceInfo

        ip = ipaddress.ip_address(self.address)
        return AsyncServiceInfo(
            SERVICE_TYPE,
            _service_name(ad),
            addresses=[socket.inet_pton(socket.AF_INET if ip.version == 4 else socket.AF_INET6, self.address)],
            port=ad.port,
            properties=ad.txt(),
            server=f"sixtysix-{ad.table_id}.local.",
        )

    async def update(self, ad: TableAd) -> None:
        """Announce changed TXT values (free seats) under the same name."""
        if self._zc is None:
            return
        self._info = self._service(ad)
        await self._zc.async_update_service(self._info)

    async def close(self) -> None:
        if self._zc is not None:
            if self._info is not None:
                await self._zc.async_unregister_service(self._info)
            await self._zc.async_close()
        self._zc = self._info = None


class LiveAdvert:
    """A table's advert whose count of open seats follows the table: ``Host.on_open_seats``
    calls ``follow``, as a seat is joined, given up before the match, or given up during it
    and so open again."""

    def __init__(self, advertiser: Advertiser, ad: TableAd) -> None:
        self.advertiser = advertiser
        self.ad = ad
        self._lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    def follow(self, free: int) -> None:
        """Announce ``free`` open seats soon (from synchronous code, in the running loop)."""
        task = asyncio.get_running_loop().create_task(self.set_free(free))
        self._tasks.add(task)  # held until done: the loop keeps only a weak reference
        task.add_done_callback(self._tasks.discard)

    async def set_free(self, free: int) -> None:
        # One at a time, in the order asked: two updates racing could leave the older
        # count announced.
        async with self._lock:
            ad = dataclasses.replace(self.ad, free_seats=free)
            if ad != self.ad:
                self.ad = ad
                with contextlib.suppress(OSError):  # the table still works by address and code
                    await self.advertiser.update(ad)

    async def close(self) -> None:
        """Withdraw the advert, the updates still to come dropped."""
        for task in list(self._tasks):
            task.cancel()
        async with self._lock:
            await self.advertiser.close()


class Browser:
    """Keeps ``tables`` (by service name) up to date; calls ``on_change`` after each change."""

    def __init__(
        self, on_change: Callable[[dict[str, TableAd]], None] | None = None, interfaces: list[str] | None = None
    ) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self.tables: dict[str, TableAd] = {}
        self._zc = None
        self._browser = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        from zeroconf import InterfaceChoice, IPVersion
        from zeroconf.asyncio import AsyncServiceBrowser, AsyncZeroconf

        self._zc = AsyncZeroconf(
            interfaces=self.interfaces or InterfaceChoice.All,  # type: ignore[arg-type]
            ip_version=IPVersion.V4Only,
        )
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_state_change])

    def _on_state_change(self, zeroconf: object, service_type: str, name: str, state_change: object) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            if self.tables.pop(name, None) is not None and self.on_change:
                self.on_change(dict(self.tables))
            return
        task = asyncio.ensure_future(self._resolve(service_type, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, service_type: str, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        assert self._zc is not None
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(self._zc.zeroconf, RESOLVE_MS):
            return
        addresses = info.parsed_addresses()
        if not addresses or info.port is None:
            return
        ad = ad_from_txt(info.properties or {}, addresses[0], info.port)
        if ad is None:
            self.tables.pop(name, None)
        else:
            self.tables[name] = ad
        if self.on_change:
            self.on_change(dict(self.tables))

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._browser is not None:
            await self._browser.async_cancel()
        if self._zc is not None:
            await self._zc.async_close()
        self._zc = self._browser = None


async def answers(address: str, port: int, timeout: float = 1.0) -> bool:
    """Does something accept connections there?  (The lobby offers only tables that answer.)"""
    try:
        _reader, writer = await asyncio.wait_for(asyncio.open_connection(address, port), timeout)
    except (TimeoutError, OSError):
        return False
    writer.close()
    with contextlib.suppress(OSError):
        await writer.wait_closed()
    return True


async def find_table(timeout: float, interfaces: list[str] | None = None) -> TableAd | None:
    """The first advertised table with a free seat that answers, or None after ``timeout``."""
    found: asyncio.Queue[TableAd] = asyncio.Queue()
    offered: set[str] = set()

    def changed(tables: dict[str, TableAd]) -> None:
        for name, ad in tables.items():
            if name not in offered and ad.free_seats > 0:
                offered.add(name)
                found.put_nowait(ad)

    browser = Browser(changed, interfaces)
    await browser.start()
    try:
        end = asyncio.get_running_loop().time() + timeout
        while (left := end - asyncio.get_running_loop().time()) > 0:
            try:
                ad = await asyncio.wait_for(found.get(), left)
            except TimeoutError:
                return None
            if await answers(ad.address, ad.port):
                return ad
        return None
    finally:
        await browser.close()


def local_address(bind: str) -> str:
    """The address to advertise for a server bound to ``bind``: itself, or (for 0.0.0.0)
    this machine's LAN address.  Connecting a UDP socket sends nothing; it only asks the
    kernel which source address it would use."""
    chosen = os.environ.get("SIXTYSIX_LAN_ADDRESS")
    if chosen:
        return chosen
    if bind not in ("0.0.0.0", "::", ""):
        return bind
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere real
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


# ----------------------------------------------------------------- module tool
async def _advertise(args: argparse.Namespace) -> None:
    ad = TableAd(args.name, args.table_id, args.preset, args.free, args.port)
    adv = Advertiser([args.interface])
    registering = time.time()
    await adv.start(ad, args.interface)
    print(json.dumps({"registering": registering, "advertised": time.time()}), flush=True)
    try:
        await asyncio.sleep(args.seconds)
    finally:
        await adv.close()


async def _browse(args: argparse.Namespace) -> None:
    start = time.monotonic()
    seen: set[str] = set()

    def changed(tables: dict[str, TableAd]) -> None:
        for name, ad in tables.items():
            if name not in seen:
                seen.add(name)
                line = {**asdict(ad), "after_s": round(time.monotonic() - start, 3), "at": time.time()}
                print(json.dumps(line, ensure_ascii=False), flush=True)

    browser = Browser(changed, [args.interface])
    await browser.start()
    try:
        await asyncio.sleep(args.seconds)
    finally:
        await browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m net.discovery")
    sub = parser.add_subparsers(dest="what", required=True)
    a = sub.add_parser("advertise")
    a.add_argument("--name", default="table")
    a.add_argument("--table-id", default="t1")
    a.add_argument("--preset", default="classic")
    a.add_argument("--free", type=int, default=1)
    a.add_argument("--port", type=int, default=7766)
    a.add_argument("--interface", required=True)
    a.add_argument("--seconds", type=float, default=10)
    b = sub.add_parser("browse")
    b.add_argument("--interface", required=True)
    b.add_argument("--seconds", type=float, default=3)
    args = parser.parse_args(argv)
    if not discovery_enabled():
        print("discovery is switched off (SIXTYSIX_DISCOVERY=off)", file=sys.stderr)
        return 2
    asyncio.run(_advertise(args) if args.what == "advertise" else _browse(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
