"""LAN play in the app, on loopback only: hosting a table (waiting room, a computer in an open
seat, a network bot joining), joining one by address and code, a wrong code, the next
hand waiting for everybody to read the score, and what the table shows when a player
drops."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import pytest
from app_helpers import SIZE, footer_text, mounted, screen_text, settings, until
from net_helpers import my_turn
from textual.widgets import Input, OptionList, Static

from engine import preset
from engine.replay import replay
from net.botclient import play_bot
from net.client import Client, JoinRefused
from net.codec import SeatInfo
from net.discovery import TableAd
from net.host import Host, HostConfig
from net.table import SeatConfig, Table
from tui.app import SixtySixApp
from tui.archive import past_matches
from tui.i18n import set_language
from tui.kept_seats import kept_seats
from tui.lan import leave_table
from tui.names import default_name
from tui.net_session import NetSession, SeatNews, shown_name
from tui.screens.lan_screens import (
    JoinScreen,
    WaitingForDealScreen,
    WaitingRoomScreen,
    by_keys,
    host_port,
    refusal_reason,
    seat_row,
    typed_code,
    unreachable_reason,
)
from tui.screens.lobby import LobbyScreen
from tui.screens.move_log import TRICK_MARK
from tui.screens.scoring import ScoringScreen
from tui.screens.table import TableScreen
from tui.session import SeatSpec
from tui.settings import load_settings
from tui.widgets.cardface import CardStyle
from tui.widgets.hand import HandView
from tui.widgets.panels import SeatPanel

# The score screen's play check is not what these tests look at (test_play_check is).
pytestmark = pytest.mark.usefixtures("quick_play_check")


@pytest.fixture(autouse=True)
def _own_port(monkeypatch: pytest.MonkeyPatch) -> None:
    # A port of each test process's own: a resumed table wants its old port back, which a
    # test hosting in the other process could take meanwhile (the default is one for all).
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    monkeypatch.setattr("tui.lan.DEFAULT_PORT", 47100 + int(worker.removeprefix("gw") or 0))


async def _play_my_turns(pilot, app: SixtySixApp, rng: random.Random, until) -> None:  # type: ignore[no-untyped-def]
    for _ in range(600):
        if until():
            return
        screen = app.screen
        if isinstance(screen, ScoringScreen):
            await pilot.press("enter")
        elif isinstance(screen, TableScreen) and screen._my_turn():
            view = screen.session.view(screen.shown)  # type: ignore[arg-type]
            legal = [a for a in view.legal_actions if a.startswith("play")] or [
                a for a in view.legal_actions if a not in ("declare", "close")
            ]
            action = rng.choice(legal or list(view.legal_actions))
            if action.startswith("play"):
                cards = screen.query_one(HandView).cards
                from engine import CARD_STR

                card = CARD_STR.index(action[5:])
                if card not in cards:  # the news came in, the hand on screen is drawn next
                    await pilot.pause(0.01)
                    continue
                await pilot.press(str(cards.index(card) + 1))
            else:
                screen._apply(action)
        await pilot.pause(0.01)
    raise AssertionError("the hand did not end")


async def test_hosting_a_table_a_network_bot_joins_and_a_hand_is_played() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.host_table(preset("classic"), [SeatSpec("Anna"), SeatSpec("", "remote")], "classic")
        await mounted(pilot, WaitingRoomScreen, "the waiting room")
        hosted = app.hosted
        await until(pilot, lambda: hosted.code in screen_text(app), "the join code on screen")
        text = screen_text(app)
        assert hosted.code in text and str(hosted.port) in text
        assert "open" in text
        client = Client("127.0.0.1", hosted.port, code=hosted.code, name="Bot\x1b[2J", confirms=True)
        await client.connect()
        bot = asyncio.ensure_future(play_bot(client, "random", seed=1))
        await mounted(pilot, TableScreen, "the table")
        t = app.screen
        assert isinstance(t.session, NetSession)
        await until(pilot, lambda: "online" in screen_text(app), "the connection shown")
        assert t.session.names[1] == "Bot[2J"  # the escape character never reaches the screen
        await until(pilot, lambda: "q Leave" in footer_text(app), "the table's keys")
        assert "u Undo" not in footer_text(app)  # a shared table has none to offer
        await _play_my_turns(pilot, app, random.Random(3), lambda: len(t.session.score_sheet) >= 1)
        await mounted(pilot, ScoringScreen, "the score")
        assert t.session.score_sheet[0].result is not None
        # Nobody gets the next hand while anyone still reads the score.
        table = hosted.table
        await until(pilot, lambda: client.held_deal == 2, "the guest holding its contribution")
        assert table.phase == "dealing" and table.fair.waiting == {0, 1}
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is t, "back at the table")
        assert table.fair.waiting == {1}
        await until(pilot, lambda: "Waiting for: Bot[2J…" in screen_text(app), "whom the hand waits for")
        client.ready()
        await until(pilot, lambda: not t.session.hand_over, "the next hand")
        assert table.phase == "playing" and t.session.hand_number == 1
        await client.close()
        bot.cancel()
        await hosted.close()


async def test_the_host_fills_open_seats_with_computers_named_in_the_hosts_language() -> None:
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.host_table(preset("three"), [SeatSpec("Anna"), SeatSpec("", "remote"), SeatSpec("", "remote")], "three")
        await mounted(pilot, WaitingRoomScreen, "the waiting room")
        await pilot.press("ctrl+b")
        await mounted(pilot, TableScreen, "the table")
        seats = app.hosted.table.seats
        assert [s.kind for s in seats] == ["local", "bot", "bot"]
        assert [s.name for s in seats] == ["Anna", "medium 2", "medium 3"]  # unnamed on the wire
        assert app.screen.session.names == ["Anna", "Компьютер 2", "Компьютер 3"]  # and read in Russian here
        await until(pilot, lambda: "Компьютер 2" in screen_text(app), "the computer's name on the table")
        await app.hosted.close()


async def test_a_player_who_joins_without_a_name_is_named_in_the_hosts_language() -> None:
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.host_table(preset("classic"), [SeatSpec(""), SeatSpec("", "remote")], "classic")
        await mounted(pilot, WaitingRoomScreen, "the waiting room")
        client = Client("127.0.0.1", app.hosted.port, code=app.hosted.code, name="")
        await client.connect()
        await mounted(pilot, TableScreen, "the table")
        assert [s.name for s in app.hosted.table.seats] == ["Player 1", "Player 2"]
        assert app.screen.session.names == ["Игрок 1", "Игрок 2"]
        await client.close()
        await app.hosted.close()


async def test_the_hosts_default_names_reach_a_joined_player_in_that_players_language() -> None:
    """A Ukrainian host's form fills in "Гравець 1" and "Комп’ютер 3"; a Russian player who
    joins reads "Игрок 1" and "Компьютер 3", not the host's Ukrainian (the names go out
    unnamed, and every app names them in its own language)."""
    app = SixtySixApp(settings=settings("uk"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        form_seats = [  # as NewGameScreen.seats() gives them when no name is typed
            SeatSpec(default_name(0, True)),
            SeatSpec(default_name(1, True), "remote"),
            SeatSpec(default_name(2, False), "bot", "random"),
        ]
        assert [s.name for s in form_seats] == ["Гравець 1", "Гравець 2", "Комп’ютер 3"]
        app.host_table(preset("three"), form_seats, "three")
        await mounted(pilot, WaitingRoomScreen, "the waiting room")
        await until(pilot, lambda: "Місце 3: Комп’ютер 3" in screen_text(app), "the waiting room's seats")
        client = Client("127.0.0.1", app.hosted.port, code=app.hosted.code, name="")
        await client.connect()
        await mounted(pilot, TableScreen, "the table")
        assert app.screen.session.names == ["Гравець 1", "Гравець 2", "Комп’ютер 3"]
        seen = client.feed.latest
        await client.close()
        await app.hosted.close()
    assert seen is not None
    set_language("ru")
    assert [shown_name(i, s) for i, s in enumerate(seen.seats)] == ["Игрок 1", "Игрок 2", "Компьютер 3"]


async def test_a_hosted_computer_seat_left_unnamed_is_named_in_the_hosts_language() -> None:
    app = SixtySixApp(settings=settings("uk"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.host_table(preset("classic"), [SeatSpec(""), SeatSpec("", "bot", "random")], "classic")
        # Mounted before the table closes and the app stops: under load the app had
        # stopped while the table was still being put together, and its first drawing failed.
        await mounted(pilot, TableScreen, "the table")
        assert [s.name for s in app.hosted.table.seats] == ["Player 1", "random 2"]
        assert app.screen.session.names == ["Гравець 1", "Комп’ютер 2"]
        await app.hosted.close()


@contextlib.asynccontextmanager
async def _a_table_to_join(replace_after: float | None = None) -> AsyncIterator[tuple[Host, Table]]:
    """A host on loopback with a classic table: Boris (a computer) and one open seat."""
    host = Host(HostConfig(host="127.0.0.1", port=0, replace_after=replace_after, substitute="random"))
    await host.start()
    try:
        yield host, host.add_table(preset("classic"), [SeatConfig("bot", "Boris", "random"), SeatConfig("remote")])
    finally:
        await host.close()


async def _join_form(app: SixtySixApp, pilot) -> JoinScreen:  # type: ignore[no-untyped-def]
    app.screen.action_pick("join")
    await mounted(pilot, JoinScreen, "the join form")  # as the join scene waits: filled in, not only pushed
    assert isinstance(app.screen, JoinScreen)
    return app.screen


async def test_the_join_screen_lists_only_tables_that_answer_and_a_pick_fills_the_address() -> None:
    async def hang_up(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.close()

    server = await asyncio.start_server(hang_up, "127.0.0.1", 0)
    live = server.sockets[0].getsockname()[1]
    gone = await asyncio.start_server(hang_up, "127.0.0.1", 0)  # a table that has just closed
    dead = gone.sockets[0].getsockname()[1]
    gone.close()
    await gone.wait_closed()
    app = SixtySixApp(settings=settings())
    try:
        async with app.run_test(size=SIZE) as pilot:
            join = await _join_form(app, pilot)
            options = join.query_one("#found", OptionList)
            options.display = True  # as when looking for tables is on (it is off in tests)
            join._tables_changed(
                {
                    "anna": TableAd("Anna's table", "anna", "classic", 1, live, "127.0.0.1"),
                    "gone": TableAd("Closed table", "gone", "three", 2, dead, "127.0.0.1"),
                }
            )
            # The count and the list are drawn apart: under load one look had the count alone.
            listed = lambda: "Tables on this network: 1" in screen_text(app) and "Anna's table" in screen_text(app)  # noqa: E731
            await until(pilot, listed, "the tables checked")
            assert list(join.found) == ["anna"] and options.option_count == 1
            assert "Closed table" not in screen_text(app)
            options.focus()
            options.highlighted = 0
            await pilot.press("enter")
            await until(pilot, lambda: join.query_one("#address", Input).value, "the address filled in")
            assert join.query_one("#address", Input).value == f"127.0.0.1:{live}"
            assert join.focused is join.query_one("#code", Input)  # the code is what is left to type
    finally:
        server.close()
        await server.wait_closed()


async def _at_the_joined_table(app: SixtySixApp, pilot, host: Host, table: Table, name: str = "") -> TableScreen:  # type: ignore[no-untyped-def]
    """Join ``table`` through the form; the table screen once the first deal is there."""
    join = await _join_form(app, pilot)
    join.query_one("#address", Input).value = f"127.0.0.1:{host.port}"
    join.query_one("#code", Input).value = table.code
    join.query_one("#name", Input).value = name
    join.action_join()
    await mounted(pilot, TableScreen, "the first deal")
    await pilot.pause()  # the table's mounting done
    assert isinstance(app.screen, TableScreen)
    return app.screen


async def test_an_ipv6_address_that_cannot_be_reached_is_said_in_brackets() -> None:
    # «Нет связи с ::1:1» could not be told from an address ending in a port.
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        join = await _join_form(app, pilot)
        join.query_one("#address", Input).value = "[::1]:1"  # loopback; nothing listens on port 1
        join.query_one("#code", Input).value = "ABCDEF"
        join.query_one("#name", Input).value = "Маша"
        join.action_join()
        await until(pilot, lambda: "Cannot reach" in screen_text(app), "the word")
        assert "Cannot reach [::1]:1: " in screen_text(app)


async def test_joining_by_address_and_code_then_playing() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        join = await _join_form(app, pilot)
        await until(pilot, lambda: "switched off" in screen_text(app), "discovery said to be off (as under the tests)")
        join.query_one("#address", Input).value = f"127.0.0.1:{host.port}"
        join.query_one("#code", Input).value = "WRONG1"
        join.query_one("#name", Input).value = "Маша"
        join.action_join()
        await until(pilot, lambda: "refused" in screen_text(app), "a refusal for the wrong code")
        assert "no table there has this join code" in screen_text(app)
        join.query_one("#code", Input).value = table.code.lower()
        join.action_join()
        await until(pilot, lambda: isinstance(app.screen, (TableScreen, WaitingForDealScreen)), "the seat or the table")
        await mounted(pilot, TableScreen, "the first deal")
        t = app.screen
        assert t.session.names == ["Boris", "Маша"]
        await _play_my_turns(pilot, app, random.Random(5), lambda: len(t.session.score_sheet) >= 1)
        await mounted(pilot, ScoringScreen, "the score")
        await until(pilot, lambda: table.phase == "dealing", "the next deal begun")
        assert table.fair.waiting == {1}  # the host's bot is ready; this player reads the score
        await pilot.press("enter")
        await until(pilot, lambda: table.phase == "playing", "the next hand dealt")
        assert table.fair.contributions[1] is not None
        await pilot.press("q")
        await pilot.press("y")
        await pilot.pause()


async def test_the_join_form_offers_the_table_last_joined() -> None:
    # The second QA player had to type the address again each time.
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        await _at_the_joined_table(app, pilot, host, table)
        assert app.settings.last_host == load_settings().last_host == f"127.0.0.1:{host.port}"


async def test_the_join_form_starts_from_the_address_remembered() -> None:
    app = SixtySixApp(settings=settings(last_host="192.168.1.20:46666"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        join = await _join_form(app, pilot)
        assert join.query_one("#address", Input).value == "192.168.1.20:46666"
        assert join.query_one("#code", Input).value == ""  # a code is the table's of the day: typed anew


_RUSSIAN_LAYOUT = str.maketrans("QWERTYUIOPASDFGHJKLZXCVBNM", "йцукенгшщзфывапролдячсмить")


async def test_a_code_typed_with_the_russian_layout_on_and_an_address_without_its_port_join(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Most players keep the Russian layout switched on: the keys of 47ZW9B type «47яц9и»,
    which the host had answered with "no table has this code"; and a host's address alone
    means the port every table tries first."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        monkeypatch.setattr("tui.screens.lan_screens.DEFAULT_PORT", host.port)
        join = await _join_form(app, pilot)
        join.query_one("#address", Input).value = "127.0.0.1"
        join.query_one("#code", Input).value = table.code.translate(_RUSSIAN_LAYOUT)
        assert not table.code.translate(_RUSSIAN_LAYOUT).isascii()
        join.action_join()
        await until(pilot, lambda: isinstance(app.screen, (TableScreen, WaitingForDealScreen)), "the seat or the table")
        assert table.seats[1].claimed
        await pilot.press("q")
        await pilot.press("y")
        await pilot.pause()


async def _anna_hosts_petya(app: SixtySixApp, pilot):  # type: ignore[no-untyped-def]
    """Anna hosts a classic table in the app and Petya joins it from a bare client; the
    hosted table, Petya's client and Anna's table screen once the first hand is dealt."""
    app.host_table(preset("classic"), [SeatSpec("Anna"), SeatSpec("", "remote")], "classic")
    await mounted(pilot, WaitingRoomScreen, "the waiting room")
    hosted = app.hosted
    client = Client("127.0.0.1", hosted.port, code=hosted.code, name="Petya", reconnect_for=0.1)
    await client.connect()
    # Mounted, not just pushed: under a loaded machine the screen was on the stack before
    # its hand was there to query (a flake of the whole suite, once).
    await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.query(HandView), "the table")
    return hosted, client, app.screen


async def test_closing_the_waiting_room_asks_first_once_a_lan_player_sat_down() -> None:
    """Escape in the waiting room closed the table at once, sending away who had joined."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.host_table(preset("three"), [SeatSpec("Anna"), SeatSpec("", "remote"), SeatSpec("", "remote")], "three")
        await mounted(pilot, WaitingRoomScreen, "the waiting room")
        hosted = app.hosted
        client = Client("127.0.0.1", hosted.port, code=hosted.code, name="Petya", reconnect_for=0)
        await client.connect()
        await until(pilot, lambda: "Petya" in screen_text(app), "Petya seated")
        await pilot.press("escape")
        await until(pilot, lambda: "LAN players have already sat down at this table: Petya." in screen_text(app), "q")
        await pilot.press("n")
        await mounted(pilot, WaitingRoomScreen, "the waiting room again")
        assert client.feed.closed is None and hosted.table.seats[1].connected
        await pilot.press("escape")
        await until(pilot, lambda: "LAN players have already sat down" in screen_text(app), "the question again")
        await pilot.press("y")
        await mounted(pilot, LobbyScreen, "the lobby")
        await until(pilot, lambda: client.feed.closed is not None, "Petya told")
        await client.close()


async def test_a_four_player_table_says_who_partners_whom_while_it_fills() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        seats = [SeatSpec("Anna"), SeatSpec("", "remote"), SeatSpec("", "remote"), SeatSpec("", "remote")]
        app.host_table(preset("four"), seats, "four")
        await mounted(pilot, WaitingRoomScreen, "the waiting room")
        await until(pilot, lambda: "Partners: seats 1 and 3 against seats 2 and 4." in screen_text(app), "the partners")
        joined = SixtySixApp(settings=settings(), autosave=False)
        async with joined.run_test(size=SIZE) as other:
            join = await _join_form(joined, other)
            join.query_one("#address", Input).value = f"127.0.0.1:{app.hosted.port}"
            join.query_one("#code", Input).value = app.hosted.code
            join.action_join()
            await until(other, lambda: isinstance(joined.screen, WaitingForDealScreen), "the wait")
            await until(other, lambda: "Partners: seats 1 and 3" in screen_text(joined), "the partners")
            await other.press("escape")
        await app.hosted.close()


async def test_a_dropped_player_is_shown_with_a_countdown_and_the_host_can_bring_a_computer() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        hosted, client, t = await _anna_hosts_petya(app, pilot)
        await until(pilot, lambda: t.session.to_move is not None and t.query_one(HandView).cards, "the first lead")
        if t.session.to_move == 0:  # a move in the table's log, whoever leads
            await pilot.press("1")
        else:
            await my_turn(client)
            assert await client.act(client.view.legal_actions[0]) is True
        await until(pilot, lambda: bool(t.events), "a move in the log")
        await client.close()  # Petya leaves for good
        await until(pilot, lambda: "lost the connection" in screen_text(app), "the drop notice")
        text = screen_text(app)
        assert "takes over in" in text
        assert t.query_one(SeatPanel).border_subtitle == "no connection"  # his panel says it too
        # The notice takes two lines at 80 columns, and whose turn it is stays in sight:
        # Petya's, who is waited for, not thinking.
        assert "Your turn, Anna" in text or "Waiting for: Petya…" in text
        assert "is thinking" not in text
        await pilot.press("b")
        await until(pilot, lambda: hosted.table.seats[1].replaced is not None, "a computer in Petya's seat")
        await until(pilot, lambda: "lost the connection" not in screen_text(app), "the notice gone")
        subtitle = t.query_one(SeatPanel).border_subtitle
        assert subtitle == "computer: medium"  # Petya's panel says who plays for him now
        await hosted.close()


async def test_the_host_is_told_when_a_player_leaves_and_a_computer_takes_the_seat() -> None:
    # Leaving on purpose, Petya's seat went to a computer with only its border to say so.
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        hosted, client, t = await _anna_hosts_petya(app, pilot)
        await until(pilot, lambda: t.session.to_move is not None, "the first lead")

        def told() -> str:
            return str(t.query_one("#message", Static).content)

        assert told() == ""  # the table as found is no news
        await leave_table(client)
        await until(pilot, lambda: "join code" in told(), "the news")
        code = hosted.code  # the seat is open: Petya, or anybody, may take it from the computer
        assert told() == (
            f"A computer player now plays instead of Petya. A LAN player may take the seat with the join code {code}."
        )
        # On the table's message line, not in a toast: at 80 columns a toast covered the
        # card the computer led at once in Petya's seat.
        assert not [n for n in app._notifications if "Petya" in n.message]
        assert hosted.table.seats[1].replaced is not None
        again = Client("127.0.0.1", hosted.port, code=code, name="Petya", reconnect_for=0)
        await again.connect()
        # The host cannot tell him from anybody else with the code and his name.
        await until(pilot, lambda: "Petya has taken seat 2." in told(), "Petya in the seat")
        assert told() == f"A LAN player may take the seat with the join code {code}. Petya has taken seat 2."
        await again.close()
        await hosted.close()


def test_somebody_else_in_a_seat_given_up_is_news_with_their_name() -> None:
    news = SeatNews(0, lambda seat: "K7Q2" if seat == 1 else None)
    seats = [SeatInfo("Anna", "local", True, False), SeatInfo("Petya", "remote", True, False)]
    replaced = [seats[0], SeatInfo("Petya", "remote", False, True, "medium")]
    news.read(seats)
    assert news.read(replaced) == [
        "A computer player now plays instead of Petya.",
        "A LAN player may take the seat with the join code K7Q2.",
    ]
    # Zoe's name reaches the seat while the computer still plays it, then she has it: the
    # host had read «Zoe is back at the table».
    assert news.read([seats[0], SeatInfo("Zoe", "remote", False, True, "medium")]) == []
    assert news.read([seats[0], SeatInfo("Zoe", "remote", True, False)]) == ["Zoe has taken seat 2."]
    # An open seat is anybody's with the code, whatever name they give: not "back".
    news.read(replaced)
    assert news.read([seats[0], SeatInfo("Petya", "remote", True, False)]) == ["Petya has taken seat 2."]


def test_a_seat_given_back_to_its_player_is_news_too() -> None:
    """A player replaced for staying away who comes back (``Host._auto_replace``, then
    ``give_back``): the tables say so, once each time."""
    news = SeatNews(0)
    seats = [SeatInfo("Anna", "local", True, False), SeatInfo("Petya", "remote", False, False)]
    replaced = [seats[0], SeatInfo("Petya", "remote", False, True, "medium")]
    assert news.read(replaced) == []  # the table as found on joining
    assert news.read(seats) == ["Petya is back at the table."]
    assert news.read(seats) == []
    assert news.read(replaced) == ["A computer player now plays instead of Petya."]
    assert news.read(replaced) == []
    mine = SeatNews(1)  # a player's own seat is no news to them
    mine.read(seats)
    assert mine.read(replaced) == []


async def test_a_move_made_elsewhere_clears_the_tables_last_message() -> None:
    """Locally every move clears it; over the LAN "Wait for your turn" had stayed under
    "Your turn" once the turn came."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        hosted, client, t = await _anna_hosts_petya(app, pilot)
        for _ in range(6):  # until it is Petya's turn, Anna's moves made at random
            await until(pilot, lambda: t.session.to_move is not None, "a turn")
            if t.session.to_move == client.seat:
                break
            made = len(t.session.view(0).history)
            await until(pilot, lambda: t.query_one(HandView).cards, "Anna's hand drawn")
            await pilot.press("1" if "play" in " ".join(t.session.view(0).legal_actions) else "enter")
            await until(pilot, lambda made=made: len(t.session.view(0).history) > made, "Anna's move at the table")
        await my_turn(client)
        await pilot.press("1")
        await until(pilot, lambda: t.message == "Wait for your turn.", "the refusal")
        made = len(t.session.view(0).history)
        assert await client.act(client.view.legal_actions[0]) is True
        await until(pilot, lambda: len(t.session.view(0).history) > made, "Petya's move at the table")
        await until(pilot, lambda: t.message == "", "the message cleared")
        await client.close()
        await hosted.close()


async def test_at_a_lan_table_the_log_line_marks_where_a_trick_ended() -> None:
    """There the moves come in the host's updates, often several at once: each is logged
    from its own view of the hand."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        hosted, client, t = await _anna_hosts_petya(app, pilot)
        bot = asyncio.ensure_future(play_bot(client, "random", seed=2))
        seen: list[Any] = []
        handle = t._remote_change

        def keep(latest: Any) -> None:  # every update, as the table handles it
            seen.append(latest)
            handle(latest)

        t._remote_change = keep  # type: ignore[method-assign]
        await _play_my_turns(pilot, app, random.Random(1), lambda: any(e.ends_trick for e in t.events[:-1]))
        view = t.session.view(0)
        ended = next(e for e in t.events if e.ends_trick)
        last_cards = {
            f"{t.session.names[s]}: {CardStyle('en').plain(c)}" for trick in view.completed for s, c in trick[-1:]
        }
        assert ended.text in last_cards
        t.render_table()
        assert ended.text + TRICK_MARK in str(t.query_one("#status", Static).render())
        # An update handled once the session holds a later one (a burst) is logged from
        # its own view: from the later one a card mid-trick had been marked as ending one.
        final = t._recent_moves(view)
        earlier = next(u for u in seen if u.view is not None and t._recent_moves(u.view) != final)
        t._remote_change(earlier)
        assert t.events == t._recent_moves(earlier.view) != final
        await client.close()
        await hosted.close()
        bot.cancel()
        with contextlib.suppress(BaseException):
            await bot


@pytest.mark.parametrize("from_lobby", [False, True])
async def test_sixtysix_host_resume_brings_back_the_table_and_its_player(from_lobby: bool) -> None:
    # First run: host a table, a remote player joins and some moves are made.
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.host_table(preset("classic"), [SeatSpec("Anna"), SeatSpec("", "remote")], "classic")
        await mounted(pilot, WaitingRoomScreen, "the waiting room")
        hosted = app.hosted
        port = hosted.port
        client = Client("127.0.0.1", port, code=hosted.code, name="Petya", reconnect_for=30)
        await client.connect()
        bot = asyncio.ensure_future(play_bot(client, "random", seed=2))
        await mounted(pilot, TableScreen, "the table")
        t = app.screen
        await _play_my_turns(pilot, app, random.Random(1), lambda: len(t.session.view(0).history) >= 6)
        history = t.session.view(0).history
        await hosted.host.close(reason="restart")  # the host stops and keeps its save, as after a crash
    # Second run: `sixtysix host --resume`, or the lobby's offer, on the same port; the
    # player comes back by itself.
    app = SixtySixApp(settings=settings(), autosave=False, lan=None if from_lobby else "resume")
    async with app.run_test(size=SIZE) as pilot:
        if from_lobby:
            await mounted(pilot, LobbyScreen, "the lobby")
            assert app.focused is not None and app.focused.id == "menu-resume-lan"
            await until(pilot, lambda: "Resume your LAN table" in screen_text(app), "the table offered")
            await pilot.press("enter")
        await mounted(pilot, TableScreen, "the resumed table")
        assert app.hosted.port == port
        t = app.screen
        assert t.session.view(0).history[: len(history)] == history
        await until(pilot, lambda: app.hosted.table.seats[1].connected, "the player back", rounds=1000)
        await _play_my_turns(pilot, app, random.Random(2), lambda: len(t.session.score_sheet) >= 1)
        bot.cancel()
        await client.close()
        await app.hosted.close()


async def _hosting_for_a_network_bot(app: SixtySixApp, pilot, rules, seed: int):  # type: ignore[no-untyped-def]
    """Anna hosts a table in the app and Petya, a random bot over the network, joins it;
    the hosted table, Petya's client and the bot's task, once the table is on screen."""
    app.host_table(rules, [SeatSpec("Anna"), SeatSpec("", "remote")], "classic")
    await mounted(pilot, WaitingRoomScreen, "the waiting room")
    hosted = app.hosted
    client = Client("127.0.0.1", hosted.port, code=hosted.code, name="Petya", reconnect_for=30)
    await client.connect()
    bot = asyncio.ensure_future(play_bot(client, "random", seed=seed))
    await mounted(pilot, TableScreen, "the table")
    return hosted, client, bot


async def test_a_resumed_host_goes_on_with_the_hands_number_and_the_score_sheet() -> None:
    """The sheet had begun again at hand 1 after a resume: the host's app counted only the
    hands it had seen since."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        hosted, client, bot = await _hosting_for_a_network_bot(app, pilot, preset("classic"), seed=2)
        table = hosted.table
        await _play_my_turns(
            pilot,
            app,
            random.Random(1),
            lambda: len(table.match.finished) >= 1 and not table.match.hand.is_over and table.match.hand.history,
        )
        await hosted.host.close(reason="restart")
    app = SixtySixApp(settings=settings(), autosave=False, lan="resume")
    async with app.run_test(size=SIZE) as pilot:
        await mounted(pilot, TableScreen, "the resumed table")
        t = app.screen
        finished = len(app.hosted.table.match.finished)
        assert finished >= 1
        assert len(t.session.score_sheet) == finished and t.session.hand_number == finished
        await until(pilot, lambda: f"hand {finished + 1}" in screen_text(app), "the hand's number")
        bot.cancel()
        await client.close()
        await app.hosted.close()


async def test_a_table_resumed_after_its_match_ended_goes_on_with_another() -> None:
    """Not a table stuck at "the match is over", with no score screen to start another."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        hosted, client, bot = await _hosting_for_a_network_bot(app, pilot, preset("classic", match_target=1), seed=3)
        await _play_to_the_score(pilot, app)
        assert hosted.table.phase == "over"
        await hosted.host.close(reason="restart")  # stopped, the save kept, as after a crash
    app = SixtySixApp(settings=settings(), autosave=False, lan="resume")
    async with app.run_test(size=SIZE) as pilot:
        await mounted(pilot, TableScreen, "the resumed table")
        await until(pilot, lambda: app.hosted.table.match_no == 2, "another match dealt", rounds=1000)
        bot.cancel()
        await client.close()
        await app.hosted.close()


async def test_resuming_without_a_hosted_table_says_so() -> None:
    app = SixtySixApp(settings=settings(), autosave=False, lan="resume")
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: bool(app._notifications), "a notice")
        message = next(iter(app._notifications)).message
        assert "resume" in message and "\n" not in message


async def test_at_a_joined_table_a_dropped_player_is_counted_down_too() -> None:
    host = Host(HostConfig(host="127.0.0.1", port=0, replace_after=60))
    await host.start()
    seats = [SeatConfig("bot", "Boris", "random"), SeatConfig("remote"), SeatConfig("remote")]
    table = host.add_table(preset("three"), seats)
    app = SixtySixApp(settings=settings(), autosave=False)
    try:
        async with app.run_test(size=SIZE) as pilot:
            me = Client("127.0.0.1", host.port, code=table.code, name="Маша")
            await me.connect()
            other = Client("127.0.0.1", host.port, code=table.code, name="Petya", reconnect_for=0.1)
            await other.connect()
            app.await_first_deal(me)
            await mounted(pilot, TableScreen, "the table")
            await other.close()
            await until(pilot, lambda: "lost the connection" in screen_text(app), "the drop notice")
            text = screen_text(app)
            assert "Petya" in text and "takes over in" in text
            assert "continue with a computer" not in text  # only the host may bring one early
            await me.close()
    finally:
        await host.close()


async def test_enter_in_the_join_form_goes_to_the_missing_field_then_joins() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        join = await _join_form(app, pilot)
        assert app.focused is join.query_one("#address", Input)
        await pilot.press("enter")
        assert app.focused.id == "address"  # nothing typed yet: it stays
        join.query_one("#address", Input).value = f"127.0.0.1:{host.port}"
        await pilot.press("enter")
        assert app.focused.id == "code"
        join.query_one("#code", Input).value = table.code
        await pilot.press("enter")  # the name may stay empty ...
        await mounted(pilot, TableScreen, "the first deal")
        assert table.seats[1].claimed
        assert table.seats[1].name == "Player 2"  # ... and the host names the seat (was "Player 1")


async def test_leaving_a_joined_table_says_a_computer_takes_the_seat_until_somebody_joins() -> None:
    """Not "the match is saved": leaving gives the seat up, so the host need not wait
    the minute it gives a dropped player."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with (
        _a_table_to_join(replace_after=3600) as (host, table),
        app.run_test(size=SIZE, notifications=True) as pilot,
    ):
        await _at_the_joined_table(app, pilot, host, table)
        await pilot.press("q")
        await until(pilot, lambda: "A computer plays your seat" in screen_text(app), "the question")
        assert "saved" not in screen_text(app)
        await pilot.press("y")
        await until(pilot, lambda: table.seats[1].replaced == "random", "a computer in the seat")
        # Thinking better of it, the player joins again with the code: the same seat,
        # the hand in play, and told that the computer played it meanwhile.
        await until(pilot, lambda: not isinstance(app.screen, TableScreen), "off the table")
        await _at_the_joined_table(app, pilot, host, table, "Маша")
        assert table.seats[1].name == "Маша" and table.controller(1) == "remote"
        told = "A computer played this seat until you sat down; from here on you play it."
        await until(pilot, lambda: told in str(app.screen.query_one("#message", Static).content), "told so")


async def test_a_player_whose_app_stopped_takes_the_seat_back_by_joining_again() -> None:
    """A crash or a closed terminal: the seat's token was kept on disk, and the join
    form offers that table again; leaving on purpose forgets it."""
    async with _a_table_to_join() as (host, table):
        first = SixtySixApp(settings=settings(), autosave=False)
        async with first.run_test(size=SIZE) as pilot:
            t = await _at_the_joined_table(first, pilot, host, table, "Маша")
            stopped = t.session.player
        await stopped.close()  # the app is gone without leaving: its connection drops
        again = SixtySixApp(settings=settings(), autosave=False)
        async with again.run_test(size=SIZE) as pilot:
            join = await _join_form(again, pilot)
            assert join.query_one("#address", Input).value == f"127.0.0.1:{host.port}"
            assert join.query_one("#code", Input).value == table.code
            await until(pilot, lambda: "Your seat at this table is kept" in screen_text(again), "the kept seat said")
            join.query_one("#code", Input).value = "OTHER2"  # another table's: the line goes
            await until(pilot, lambda: "Your seat at this table is kept" not in screen_text(again), "the line gone")
            join.query_one("#code", Input).value = table.code
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(again.screen, TableScreen), "the table again")
            assert table.seats[1].connected and table.seats[1].name == "Маша"  # the same seat
            await pilot.press("q", "y")  # leaving on purpose ...
            await until(pilot, lambda: isinstance(again.screen, LobbyScreen), "the lobby")
            await until(pilot, lambda: not kept_seats(), "the seat forgotten")  # ... forgets it


async def test_a_player_who_comes_back_in_a_new_app_sees_the_hands_numbered_from_the_first() -> None:
    """The sheet had been this program's own: back after a crash, the player saw "hand 1"
    in the match's second hand and a score sheet of the hands since (protocol version 3's
    welcome lists the match's finished hands)."""
    async with _a_table_to_join() as (host, table):
        first = SixtySixApp(settings=settings(), autosave=False)
        async with first.run_test(size=SIZE) as pilot:
            t = await _at_the_joined_table(first, pilot, host, table, "Маша")
            await _play_my_turns(pilot, first, random.Random(5), lambda: len(t.session.score_sheet) >= 1)
            await until(pilot, lambda: isinstance(first.screen, ScoringScreen), "the score")
            await pilot.press("enter")
            await until(pilot, lambda: table.phase == "playing", "the second hand dealt")
            sheet = [(row.dealer, row.result, row.score) for row in t.session.score_sheet]
            stopped = t.session.player
        await stopped.close()  # the app is gone without leaving
        again = SixtySixApp(settings=settings(), autosave=False)
        async with again.run_test(size=SIZE) as pilot:
            await _join_form(again, pilot)
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(again.screen, TableScreen), "the table again")
            t = again.screen
            assert [(row.dealer, row.result, row.score) for row in t.session.score_sheet] == sheet
            assert t.session.hand_number == 1
            await until(pilot, lambda: "hand 2" in screen_text(again), "the hand's number")
            await pilot.press("q", "y")
            await until(pilot, lambda: isinstance(again.screen, LobbyScreen), "the lobby")


async def test_a_seat_at_a_host_that_crashed_is_kept_for_when_it_resumes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tui.lan.REPLACE_AFTER", 0.2)  # how long the client tries to reconnect
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        await _at_the_joined_table(app, pilot, host, table)
        await host.close(reason="restart")  # gone without closing the table: a crash, to the client
        await until(pilot, lambda: "Your seat is kept" in screen_text(app), "the notice")
        assert "no connection" in screen_text(app) and "table closed" not in screen_text(app)
        await pilot.press("q")
        await mounted(pilot, LobbyScreen, "the lobby")
        await app.workers.wait_for_complete()  # the leaving done
        assert [s.code for s in kept_seats()] == [table.code]  # to take back once the host resumes


async def test_while_the_host_does_not_answer_the_table_says_so_and_that_a_move_waits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Only the title's «○ reconnecting…» had said it, under «Your turn»."""
    monkeypatch.setattr("tui.lan.REPLACE_AFTER", 30)  # how long the client tries to reconnect
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        await _at_the_joined_table(app, pilot, host, table)
        await host.close(reason="restart")
        said = "The host does not answer: reconnecting. A move you make now is sent once it is back."
        await until(pilot, lambda: said in " ".join(screen_text(app).split()), "the notice")


async def _hosting_against_a_computer(app: SixtySixApp, pilot) -> None:  # type: ignore[no-untyped-def]
    app.host_table(preset("classic"), [SeatSpec("Anna"), SeatSpec("", "bot", "random")], "classic")
    await mounted(pilot, TableScreen, "the table")


async def test_the_lobby_button_of_a_lan_score_screen_leaves_the_table_only_when_asked() -> None:
    """It said "Lobby (the match is saved)" and left at once: for a joined player that
    gave the seat up, for the host it closed the table."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join(replace_after=3600) as (host, table), app.run_test(size=SIZE) as pilot:
        await _at_the_joined_table(app, pilot, host, table)
        await _play_my_turns(pilot, app, random.Random(5), lambda: isinstance(app.screen, ScoringScreen))
        await until(pilot, lambda: "Leave the table" in screen_text(app), "the score's keys")
        assert "saved" not in screen_text(app)
        # The Footer fills in after the screen's next refresh: waited for, bounded.
        await until(pilot, lambda: "esc Leave the table" in footer_text(app), "the key's name")  # it said "Lobby"
        await pilot.press("escape")
        await until(pilot, lambda: "A computer plays your seat" in screen_text(app), "the question")
        await pilot.press("n")  # stay: back to the score
        await mounted(pilot, ScoringScreen, "the score again")
        assert table.seats[1].connected and table.seats[1].replaced is None
        await pilot.press("escape")
        await until(pilot, lambda: "A computer plays your seat" in screen_text(app), "the question again")
        await pilot.press("y")
        await mounted(pilot, LobbyScreen, "the lobby")


async def _anna_hosts_a_computer_petya(app: SixtySixApp, pilot, rules):  # type: ignore[no-untyped-def]
    """Anna hosts in the app and Petya, a random computer over the network, joins; the
    first hand played to its score.  (hosted, Petya's client, his task, Anna's table)"""
    app.host_table(rules, [SeatSpec("Anna"), SeatSpec("", "remote")], "classic")
    await mounted(pilot, WaitingRoomScreen, "the waiting room")
    hosted = app.hosted
    client = Client("127.0.0.1", hosted.port, code=hosted.code, name="Petya")
    await client.connect()
    bot = asyncio.ensure_future(play_bot(client, "random", seed=3))
    await mounted(pilot, TableScreen, "the table")
    t = app.screen
    await _play_to_the_score(pilot, app)
    return hosted, client, bot, t


async def test_the_host_starts_another_match_at_the_same_table() -> None:
    """A LAN match over: the host's score screen offers another one, which the same seats
    play (one hand decides a match here).  The host keeps each finished match."""
    app = SixtySixApp(settings=settings(), autosave=True)
    async with app.run_test(size=SIZE) as pilot:
        hosted, client, bot, t = await _anna_hosts_a_computer_petya(app, pilot, preset("classic", match_target=1))
        await _play_the_match_out(pilot, app, t)
        await until(pilot, lambda: "Another match" in screen_text(app), "the match's end keys")
        await until(pilot, lambda: len(past_matches()) == 1, "the match kept")
        (kept,) = past_matches()
        assert [(p.name, p.kind) for p in kept.players] == [("Anna", "human"), ("Petya", "remote")]
        assert replay(json.loads(kept.path.read_text(encoding="utf-8"))).score == list(hosted.table.match.score)
        await pilot.press("enter")
        await until(
            pilot,
            lambda: hosted.table.match_no == 2 and not t.session.match_over and isinstance(app.screen, TableScreen),
            "another match",
        )
        await _play_the_match_out(pilot, app, t)  # the new match's score comes up too
        hands = [row.hand for row in t.session.score_sheet]
        assert hands == list(range(len(hands)))  # a new sheet, from its first hand
        await until(pilot, lambda: len(past_matches()) == 2, "the second match kept")
        bot.cancel()
        await client.close()
        await hosted.close()


async def test_a_joined_player_stays_for_the_hosts_next_match_and_keeps_each_one() -> None:
    """The joined seat keeps each match's record, rebuilt from the deals the host revealed."""
    host = Host(HostConfig(host="127.0.0.1", port=0))
    await host.start()
    rules = preset("classic", match_target=1)
    table = host.add_table(rules, [SeatConfig("bot", "Boris", "random"), SeatConfig("remote")])
    app = SixtySixApp(settings=settings(), autosave=True)
    try:
        async with app.run_test(size=SIZE) as pilot:
            t = await _at_the_joined_table(app, pilot, host, table, "Masha")
            await _play_the_match_out(pilot, app, t)
            both = lambda: "Stay at the table" in screen_text(app) and "Leave the table" in screen_text(app)  # noqa: E731
            await until(pilot, both, "both keys")
            await until(pilot, lambda: "n Stay at the table" in footer_text(app), "the key to stay")
            await until(pilot, lambda: len(past_matches()) == 1, "the match kept")
            (kept,) = past_matches()
            assert [(p.name, p.kind, p.level) for p in kept.players] == [
                ("Boris", "bot", "random"),
                ("Masha", "human", ""),
            ]
            assert kept.opponent_level == "random"  # counted against the computer, as the host counts it
            record = json.loads(kept.path.read_text(encoding="utf-8"))
            assert record["hands"] == table.match.to_record()["hands"]  # the host's own record
            assert replay(record).score == list(table.match.score)
            await pilot.press("enter")
            await until(pilot, lambda: "Another one begins if the host starts it" in screen_text(app), "the wait")
            table.new_match()
            host.flush(table)
            await until(
                pilot,
                lambda: app.screen is t and not t.session.match_over and not t.session.hand_over,
                "the next match dealt",
            )
            await _play_the_match_out(pilot, app, t)
            await until(pilot, lambda: len(past_matches()) == 2, "the second match kept")
    finally:
        await host.close()


@pytest.mark.parametrize("leave", ["q", "ctrl+q"])
async def test_a_match_the_host_closes_unfinished_is_kept_by_the_joined_seat(leave: str) -> None:
    """As a local match is when a new one takes its place: its hands played to the end, not
    the hand in play, whose cards nobody was shown; whether the player leaves the table or
    quits the app.  It had been lost (the host's own copy: the test after this one)."""
    app = SixtySixApp(settings=settings(), autosave=True)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        t = await _at_the_joined_table(app, pilot, host, table, "Masha")
        await _play_to_the_score(pilot, app)
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is t and not t.session.hand_over, "the second hand")
        finished = table.match.to_record()["hands"][:1]
        await host.close()
        await until(pilot, lambda: "The host closed the table." in screen_text(app), "the notice")
        await pilot.press(leave)
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) or app._exit, "off the table")
        (kept,) = past_matches()
        record = json.loads(kept.path.read_text(encoding="utf-8"))
        assert not kept.over and record["hands"] == finished
        assert replay(record).score == list(table.match.score)


async def test_the_host_closing_an_unfinished_match_keeps_its_finished_hands() -> None:
    app = SixtySixApp(settings=settings(), autosave=True)
    async with app.run_test(size=SIZE) as pilot:
        hosted, client, bot, t = await _anna_hosts_a_computer_petya(app, pilot, preset("classic"))
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is t and not t.session.hand_over, "the second hand")
        match = hosted.table.match
        finished = match.to_record()["hands"][: len(match.finished)]
        await pilot.press("q")
        await until(pilot, lambda: "The match ends for everybody at it" in screen_text(app), "the question")
        await pilot.press("y")
        await mounted(pilot, LobbyScreen, "the lobby")
        (kept,) = past_matches()
        record = json.loads(kept.path.read_text(encoding="utf-8"))
        assert not kept.over and finished and record["hands"] == finished
        assert [(p.name, p.kind) for p in kept.players] == [("Anna", "human"), ("Petya", "remote")]
        bot.cancel()
        await client.close()


async def test_a_computer_the_host_left_unnamed_is_named_in_the_joined_players_language() -> None:
    """``sixtysix serve`` calls its computers "hard 1" and a player without a name "Player 2";
    a Russian player reads "Компьютер 1" (with its level where the seats are listed) and
    "Игрок 2"."""
    host = Host(HostConfig(host="127.0.0.1", port=0))
    await host.start()
    table = host.add_table(preset("classic"), [SeatConfig("bot", level="hard"), SeatConfig("remote")])
    assert table.seats[0].name == "hard 1"
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    try:
        async with app.run_test(size=SIZE) as pilot:
            t = await _at_the_joined_table(app, pilot, host, table, "")
            assert t.session.names == ["Компьютер 1", "Игрок 2"]  # "Player 2" at the host
            await until(pilot, lambda: "Компьютер 1" in screen_text(app), "the computer's name")
            assert "hard 1" not in screen_text(app)
    finally:
        await host.close()
    infos = t.session.seat_infos
    rows = [seat_row(i, t.session.names[i], s.kind, s.level, i == 1) for i, s in enumerate(infos)]
    assert [r.plain for r in rows] == ["Место 1: Компьютер 1  (компьютер, сильный)", "Место 2: Игрок 2  (вы)"]


async def _play_to_the_score(pilot, app: SixtySixApp) -> None:  # type: ignore[no-untyped-def]
    await _play_my_turns(pilot, app, random.Random(7), lambda: isinstance(app.screen, ScoringScreen))


async def _play_the_match_out(pilot, app: SixtySixApp, t: TableScreen, hands: int = 10) -> None:  # type: ignore[no-untyped-def]
    """Play on to the match's score (``app_helpers.play_match_to_scoring`` at a LAN table): a
    match to 1 takes one hand but for a drawn one (the host deals from a random seed),
    after which the next hand is played."""
    for _ in range(hands):
        await _play_to_the_score(pilot, app)  # at once where the score is already up
        if t.session.match_over:
            return
        await pilot.press("enter")
        await mounted(pilot, TableScreen, "the next hand")
    raise AssertionError("the match did not end")


async def test_a_hand_dealt_while_the_score_is_read_takes_the_player_to_the_table() -> None:
    """The table deals without a player still reading the score once it has waited long
    enough (two minutes; here two seconds, longer than the score takes to go up): the score
    screen had stayed up, saying nothing, over a hand that might wait for that player's move."""
    host = Host(HostConfig(host="127.0.0.1", port=0, ready_timeout=2.0))
    await host.start()
    table = host.add_table(preset("classic"), [SeatConfig("bot", "Boris", "random"), SeatConfig("remote")])
    app = SixtySixApp(settings=settings(), autosave=False)
    try:
        async with app.run_test(size=SIZE) as pilot:
            t = await _at_the_joined_table(app, pilot, host, table, "Masha")
            said: list[str] = []  # every word, not only those still on screen when looked at
            notify = app.notify
            app.notify = lambda message, **kw: (said.append(message), notify(message, **kw))[1]  # type: ignore[method-assign]
            # Played until the hand is scored, not until its score is seen: under load the
            # two seconds could pass between two looks, and the next hand was played too.
            await _play_my_turns(pilot, app, random.Random(7), lambda: len(t.session.score_sheet) >= 1)
            await until(pilot, lambda: app.screen is t and not t.session.hand_over, "back at the table", rounds=1000)
            assert t.session.hand_number == 1
            assert "The next hand was dealt while you read the score: the table waited no longer." in said
    finally:
        await host.close()


async def test_a_player_reading_the_score_is_told_the_host_closed_the_table() -> None:
    """The table's line said so, under the score screen: the player learnt it on pressing n."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join(replace_after=3600) as (host, table), app.run_test(size=SIZE) as pilot:
        await _at_the_joined_table(app, pilot, host, table)
        await _play_to_the_score(pilot, app)
        await host.close()
        told = lambda: [n.message for n in app._notifications if "The host closed the table." in n.message]  # noqa: E731
        await until(pilot, lambda: bool(told()), "the word")
        assert isinstance(app.screen, ScoringScreen) and len(told()) == 1


async def test_leaving_a_lan_table_asks_with_staying_first() -> None:
    """q then Enter had given the seat up (for the host: ended the match for everybody)."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        t = await _at_the_joined_table(app, pilot, host, table)
        await pilot.press("q")
        await until(pilot, lambda: "A computer plays your seat" in screen_text(app), "the question")
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is t, "the table again")
        assert table.seats[1].connected and table.seats[1].replaced is None


async def test_quitting_the_app_at_a_joined_table_asks_first_and_says_the_seat_is_kept() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        await _at_the_joined_table(app, pilot, host, table)
        await pilot.press("ctrl+q")  # it used to quit at once, without a word
        await until(pilot, lambda: "Your seat is kept" in screen_text(app), "the question")


async def test_quitting_the_app_while_hosting_asks_first_and_says_the_table_is_saved() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await _hosting_against_a_computer(app, pilot)
        await pilot.press("ctrl+q")
        await until(pilot, lambda: "The table is saved" in screen_text(app), "the question")
        await app.hosted.close()


async def test_the_host_leaving_is_asked_whether_to_close_the_table() -> None:
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await _hosting_against_a_computer(app, pilot)
        await pilot.press("q")
        await until(pilot, lambda: "The match ends for everybody at it" in screen_text(app), "the question")
        await pilot.press("y")
        await mounted(pilot, LobbyScreen, "the lobby")
        assert app.hosted.host._closing  # the table is closed for everybody ...
        await until(pilot, lambda: "Play against the computer" in screen_text(app), "the lobby drawn")
        assert "Resume your LAN table" not in screen_text(app)  # ... and not offered again


async def test_a_joined_player_is_told_when_the_host_closes_the_table() -> None:
    """It used to go on saying "online" and "your turn" at a table that was gone."""
    app = SixtySixApp(settings=settings(), autosave=False)
    async with _a_table_to_join() as (host, table), app.run_test(size=SIZE) as pilot:
        t = await _at_the_joined_table(app, pilot, host, table)
        at = table.match.hand.history[:]
        await host.close()
        await until(pilot, lambda: "The host closed the table." in screen_text(app), "the notice")
        text = screen_text(app)
        assert "table closed" in text and "online" not in text and "Your turn" not in text
        assert not t._my_turn()  # no card is sent to a table that is gone ...
        assert not [b for b in t.query("#actions Button.act") if b.display]  # ... nor offered
        assert not t.query_one(HandView).query(".legal")
        await pilot.press("1")
        assert table.match.hand.history == at
        await pilot.press("q")  # nothing to ask: straight back
        await mounted(pilot, LobbyScreen, "the lobby")


async def test_a_player_waiting_for_the_first_deal_is_told_when_the_host_closes_the_table() -> None:
    host = Host(HostConfig(host="127.0.0.1", port=0))
    await host.start()
    table = host.add_table(preset("classic"), [SeatConfig("remote"), SeatConfig("remote")])
    app = SixtySixApp(settings=settings(), autosave=False)
    try:
        async with app.run_test(size=SIZE) as pilot:
            me = Client("127.0.0.1", host.port, code=table.code, name="Маша")
            await me.connect()
            app.await_first_deal(me)
            await mounted(pilot, WaitingForDealScreen, "the waiting screen")
            # Nobody has taken seat 2: open, as the host lists it, not a player called «Player 2».
            seats = ("Seat 1: Маша  (you)", "Seat 2: open, waiting for a LAN player")
            await until(pilot, lambda: all(seat in screen_text(app) for seat in seats), "the seats listed")
            await host.close()
            await mounted(pilot, LobbyScreen, "the lobby")
            told = lambda: any("The host closed the table." in n.message for n in app._notifications)  # noqa: E731
            await until(pilot, told, "the player told why")
    finally:
        await host.close()


def _waiting_feed() -> SimpleNamespace:
    return SimpleNamespace(latest=None, view=None, on_update=None, closed=None, seat=1, rules=preset("classic"))


def _first_deal(feed: SimpleNamespace) -> None:
    seats = (SeatInfo("Boris", "bot", True, True, "hard"), SeatInfo("Маша", "remote", True, False))
    feed.latest = SimpleNamespace(seats=seats)
    feed.view = object()


async def test_the_waiting_screen_tells_an_open_seat_from_a_player_away() -> None:
    feed = _waiting_feed()
    feed.seat = 0
    feed.latest = SimpleNamespace(
        seats=(
            SeatInfo("Маша", "remote", True, False, None, False),
            SeatInfo("Игрок 2", "remote", False, False, None, True),  # never taken, named by a Russian host
            SeatInfo("Petya", "remote", False, False, None, True),  # took it, then dropped
        )
    )
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(WaitingForDealScreen(feed, lambda: "session"))
        await until(pilot, lambda: "Seat 1: Маша" in screen_text(app), "the seats listed")
        text = screen_text(app)
        assert "Seat 2: open, waiting for a LAN player" in text
        assert "Seat 3: Petya  (LAN player)  not here yet" in text


async def test_news_after_the_first_deal_does_not_close_the_waiting_screen_twice() -> None:
    """The first deal and the next news (a computer's move, say) can come in before the
    waiting screen has gone: it leaves once.  A second dismissal raised inside the
    client's network task, which calls the feed's listener, and ended the connection."""
    feed = _waiting_feed()
    started: list[str] = []
    left: list[object] = []
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        lobby = app.screen

        def start() -> Any:
            started.append("session")
            return "session"

        app.push_screen(WaitingForDealScreen(feed, start), left.append)
        await until(pilot, lambda: feed.on_update is not None, "the waiting screen listening")
        _first_deal(feed)
        for _news in range(2):  # the first deal, then the next news before the screen is gone
            if feed.on_update is not None:
                feed.on_update(None)
        await until(pilot, lambda: bool(left), "the screen's answer")
        assert left == ["session"] and started == ["session"]
        assert app.screen is lobby


async def test_news_between_the_first_deal_and_the_table_reaches_the_tables_session() -> None:
    """The table's session starts the moment the first deal is seen, before the waiting
    screen has gone, so news in between (here: the table closing) is not lost."""
    feed = _waiting_feed()
    heard: list[object] = []
    left: list[object] = []
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:

        def start() -> Any:
            feed.on_update = heard.append  # what a NetSession does
            return "session"

        app.push_screen(WaitingForDealScreen(feed, start), left.append)
        await until(pilot, lambda: feed.on_update is not None, "the waiting screen listening")
        _first_deal(feed)
        feed.on_update("the first deal")
        assert not left  # the screen has not gone yet ...
        feed.on_update("the table closed")  # ... and the session hears this
        await until(pilot, lambda: bool(left), "the screen's answer")
        assert heard == ["the table closed"] and left == ["session"]


async def test_a_table_gone_before_the_waiting_screen_listened_is_not_waited_for() -> None:
    feed = _waiting_feed()
    feed.closed = "shutdown"
    left: list[object] = []
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(WaitingForDealScreen(feed, lambda: pytest.fail("a session was started")), left.append)
        await until(pilot, lambda: bool(left), "the screen's answer")
        assert left == [None]

        # notify posts a message: the app may hear it after the screen's answer is heard.
        def warned() -> bool:
            return any("The host closed the table." in n.message for n in app._notifications)

        await until(pilot, warned, "the warning")


def test_an_address_and_a_code_typed_with_the_russian_layout_on_are_read_by_their_keys() -> None:
    """«127ю0ю0ю1» had been looked up as a machine's name; «Ч43 ГАВ» refused for its space."""
    assert by_keys("127ю0ю0ю1") == "127.0.0.1"
    assert typed_code("Ч43 ГАВ") == typed_code("ч43-гав") == "X43UFD"


def test_an_ipv6_address_is_shown_in_brackets_before_its_port() -> None:
    """The waiting room showed «::1:46666», which cannot be typed back."""
    assert host_port("::1", 46666) == "[::1]:46666"
    assert host_port("fe80::1%eth0", 7) == "[fe80::1%eth0]:7"
    assert host_port("192.168.1.20", 46666) == "192.168.1.20:46666"


async def test_the_join_form_says_no_more_that_it_is_joining_once_back_from_the_wait() -> None:
    host = Host(HostConfig(host="127.0.0.1", port=0))
    await host.start()
    table = host.add_table(preset("classic"), [SeatConfig("remote"), SeatConfig("remote")])  # one is to come
    app = SixtySixApp(settings=settings(), autosave=False)
    try:
        async with app.run_test(size=SIZE) as pilot:
            join = await _join_form(app, pilot)
            join.query_one("#address", Input).value = f"127.0.0.1:{host.port}"
            join.query_one("#code", Input).value = table.code
            join.action_join()
            await mounted(pilot, WaitingForDealScreen, "the wait")
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is join, "the form again")
            await until(pilot, lambda: table.code in screen_text(app), "the form drawn again")
            assert "Joining…" not in screen_text(app)
    finally:
        await host.close()


async def test_leaving_the_waiting_screen_starts_no_session() -> None:
    feed = _waiting_feed()
    left: list[object] = []
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(WaitingForDealScreen(feed, lambda: pytest.fail("a session was started")), left.append)
        await until(pilot, lambda: feed.on_update is not None, "the waiting screen listening")
        await pilot.press("escape")
        await until(pilot, lambda: bool(left), "the screen's answer")
        assert left == [None] and feed.on_update is None


async def test_a_drawing_error_at_a_lan_table_is_the_apps_to_report_and_the_connection_lives() -> None:
    """The feed calls the table screen from the client's network task.  An error in the
    screen's drawing used to be raised there: it ended the connection without a word
    and the table just stopped changing.  Now the app reports it (Textual exits with
    it) and the connection goes on."""
    host = Host(HostConfig(host="127.0.0.1", port=0))
    await host.start()
    table = host.add_table(preset("classic"), [SeatConfig("remote"), SeatConfig("remote")])
    me = Client("127.0.0.1", host.port, code=table.code, name="Маша")
    other = Client("127.0.0.1", host.port, code=table.code, name="Petya")
    app = SixtySixApp(settings=settings(), autosave=False)
    try:
        with pytest.raises(RuntimeError, match="the drawing broke"):
            async with app.run_test(size=SIZE) as pilot:
                await me.connect()
                await other.connect()
                app.await_first_deal(me)
                await mounted(pilot, TableScreen, "the table")

                def broken() -> None:
                    raise RuntimeError("the drawing broke")

                app.screen.advance = broken  # type: ignore[method-assign]
                mover = me if me.feed.view.to_move == me.feed.seat else other
                assert await mover.act(mover.feed.view.legal_actions[0])  # the news comes through the network
                await until(pilot, lambda: app._exception is not None, "the app to hear of the error")
        assert me._task is not None and not me._task.done()  # the connection lives
        mover = me if me.feed.view.to_move == me.feed.seat else other
        assert await mover.act(mover.feed.view.legal_actions[0])
    finally:
        await me.close()
        await other.close()
        await host.close()


def test_a_refusal_is_said_in_the_players_language_and_an_unknown_one_in_the_hosts_words() -> None:
    from tui.i18n import set_language

    set_language("ru")
    assert refusal_reason(JoinRefused("table_full", "every seat at this table is taken")) == "все места заняты"
    assert refusal_reason(JoinRefused("version", "x")).startswith("у хозяина стола другая версия")
    assert refusal_reason(JoinRefused("something_new", "a reason from a newer host")) == "a reason from a newer host"


async def test_an_address_where_no_table_listens_is_explained_in_words() -> None:
    import socket

    with socket.socket() as s:  # a loopback port that was free a moment ago: nothing listens there
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    app = SixtySixApp(settings=settings("ru"), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        join = await _join_form(app, pilot)
        join.query_one("#address", Input).value = f"127.0.0.1:{port}"
        join.query_one("#code", Input).value = "ABCDEF"
        join.action_join()
        told = f"Нет связи с 127.0.0.1:{port}: на этом порту никто не отвечает (открыт ли там стол?)"
        await until(pilot, lambda: told in " ".join(screen_text(app).split()), "the reason in words")
    assert unreachable_reason(TimeoutError()).startswith("нет ответа")


def test_an_unknown_name_or_an_unreachable_network_is_said_in_the_players_words() -> None:
    import errno
    import socket

    set_language("uk")
    try:
        unknown = unreachable_reason(socket.gaierror(-3, "Temporary failure in name resolution"))
        unreachable = unreachable_reason(OSError(errno.ENETUNREACH, "Network is unreachable"))
    finally:
        set_language("en")
    assert unknown.startswith("машина з таким іменем невідома")
    assert unreachable.startswith("до цієї адреси звідси не дістатися")
