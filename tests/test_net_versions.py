"""Protocol version 2 over 127.0.0.1: every seat map says which computer plays a seat and
whom the next deal waits for; a version 1 client still gets exactly version 1, and a
client meets a host that speaks only version 1 by speaking it too."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import LOOPBACK, WAIT, close_all, dealt, join, running_host, wait_for_update

from engine import preset
from net import host as host_module
from net.client import Client
from net.feed import StateUpdate
from net.frames import encode, read_frame
from net.messages import Hello
from net.table import SeatConfig

V1_SEAT = {"name", "kind", "connected", "bot"}


def _waited(update: StateUpdate) -> set[int]:
    return {i for i, s in enumerate(update.seats) if s.waited}


async def _hand_played_out(table, players: dict) -> None:  # type: ignore[type-arg]
    """Each player plays its first legal action until the hand is over."""
    for _ in range(200):
        if table.match.hand.is_over:
            return
        p = players[table.match.hand.to_move]
        for _ in range(200):
            if p.view is not None and p.view.to_move == p.view.seat and p.view.legal_actions:
                break
            await wait_for_update(p, lambda u: isinstance(u, StateUpdate))
        await p.act(p.view.legal_actions[0])
    raise AssertionError("the hand did not end")


async def test_seats_say_whom_the_next_hand_waits_for_and_it_changes_as_players_are_ready():
    async with running_host() as host:
        table = host.add_table(preset("classic"), [SeatConfig("local", "Host"), SeatConfig("remote")])
        me = host.local_player(table, 0, confirms=True)
        guest = await join(host, table, "Guest", confirms=True)
        await dealt(guest)
        assert _waited(guest.latest) == set()  # a hand is being played: the view says whose turn
        await _hand_played_out(table, {0: me, 1: guest})
        both = await wait_for_update(guest, lambda u: isinstance(u, StateUpdate) and _waited(u) == {0, 1})
        assert both.view.result is not None  # still the finished hand, the score being read
        me.ready()
        only_guest = await wait_for_update(guest, lambda u: isinstance(u, StateUpdate) and _waited(u) == {1})
        assert only_guest.deal == both.deal and table.fair.waiting == {1}
        assert _waited(me.feed.latest) == {1}  # the host's own player hears it too
        guest.ready()
        update = await wait_for_update(guest, lambda u: isinstance(u, StateUpdate) and u.view.result is None)
        assert _waited(update) == set() and update.view.history == ()
        await close_all(guest)


async def test_seats_say_which_computer_plays_and_who_is_still_to_come():
    async with running_host() as host:
        seats = [SeatConfig("bot", level="hard"), SeatConfig("remote"), SeatConfig("remote")]
        table = host.add_table(preset("three"), seats)
        guest = await join(host, table, "Guest")
        seen = guest.latest.seats
        assert [s.level for s in seen] == ["hard", None, None]
        assert [s.waited for s in seen] == [False, False, True]  # the open seat holds up the deal
        other = await join(host, table, "Other")
        await dealt(guest)
        host.replace_by_bot(table, 2)
        replaced = await wait_for_update(guest, lambda u: isinstance(u, StateUpdate) and u.seats[2].bot)
        assert replaced.seats[2].level == host.config.substitute and replaced.seats[2].kind == "remote"
        await close_all(guest, other)


async def _welcome_and_state(host, table, version: int) -> tuple[dict, dict]:
    reader, writer = await asyncio.wait_for(asyncio.open_connection(LOOPBACK, host.port), WAIT)
    writer.write(encode(Hello(version, table.code, "Old").to_wire()))
    welcome = await asyncio.wait_for(read_frame(reader), WAIT)
    state = await asyncio.wait_for(read_frame(reader), WAIT) if welcome["type"] == "welcome" else {}
    writer.close()
    return welcome, state


async def test_a_version_1_client_gets_version_1_maps_and_a_version_2_one_the_new_fields():
    async with running_host() as host:
        table = host.add_table(
            preset("three"), [SeatConfig("bot", level="easy"), SeatConfig("remote"), SeatConfig("remote")]
        )
        welcome, state = await _welcome_and_state(host, table, 1)
        assert welcome["version"] == 1 and state["type"] == "state"
        assert all(set(seat) == V1_SEAT for seat in welcome["seats"] + state["seats"])
        welcome, state = await _welcome_and_state(host, table, 2)
        assert welcome["version"] == 2
        assert [seat["level"] for seat in state["seats"]] == ["easy", None, None]


@pytest.mark.parametrize("version", [0, 4])
async def test_a_version_the_host_does_not_speak_is_refused(version: int):
    async with running_host() as host:
        table = host.add_table(preset("classic"), [SeatConfig("bot"), SeatConfig("remote")])
        welcome, _ = await _welcome_and_state(host, table, version)
        assert (welcome["type"], welcome["code"], welcome["fatal"]) == ("error", "version", True)


async def test_only_a_version_3_client_gets_the_matchs_finished_hands_in_its_welcome():
    async with running_host() as host:
        table = host.add_table(preset("three"), [SeatConfig("remote"), SeatConfig("remote"), SeatConfig("remote")])
        for version in (1, 2):  # each joins a seat of its own
            welcome, _ = await _welcome_and_state(host, table, version)
            assert welcome["type"] == "welcome" and "sheet" not in welcome  # it would refuse the field
        welcome, _ = await _welcome_and_state(host, table, 3)
        assert welcome["version"] == 3 and welcome["sheet"] == []


async def test_a_client_speaks_version_2_to_a_host_that_speaks_up_to_that(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(host_module, "PROTOCOL_VERSION", 2)
    async with running_host() as host:
        table = host.add_table(preset("classic"), [SeatConfig("bot", level="easy"), SeatConfig("remote")])
        client = Client(LOOPBACK, host.port, table.code, "New")
        await asyncio.wait_for(client.connect(), WAIT)
        assert client.version == 2 and client.feed.sheet is None
        update = await dealt(client)
        assert [s.level for s in update.seats] == ["easy", None]  # version 2's seat maps still
        await close_all(client)


async def test_a_client_speaks_version_1_to_a_host_that_speaks_only_that(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(host_module, "PROTOCOL_VERSION", 1)  # the check of a version 1 host
    async with running_host() as host:
        table = host.add_table(preset("classic"), [SeatConfig("bot", level="easy"), SeatConfig("remote")])
        client = Client(LOOPBACK, host.port, table.code, "New")
        await asyncio.wait_for(client.connect(), WAIT)
        assert client.version == 1 and client.feed.version == 1
        update = await dealt(client)
        assert [s.level for s in update.seats] == [None, None]  # version 1 does not say
        assert table.seats[1].protocol == 1
        await close_all(client)
