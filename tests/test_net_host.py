"""Host and clients over 127.0.0.1: whole matches, joining, reconnecting, restarting with
resume, refusals, bots standing in (net/host.py, net/client.py, net/botclient.py)."""

from __future__ import annotations

import asyncio
import random

import pytest
from net_helpers import (
    LOOPBACK,
    WAIT,
    close_all,
    dealt,
    fairness_reports,
    join,
    my_turn,
    remote_table,
    running_host,
    wait_for_update,
)

from engine import PlayerView, preset
from engine.standing import Standing
from net.botclient import play_bot
from net.client import Client, JoinRefused
from net.feed import ActionRefused, Closed, ConnectionReport, FairnessReport, StateUpdate
from net.host import Host, HostConfig
from net.table import SeatConfig
from tui.net_session import HostControl


async def test_a_whole_match_between_bots_over_the_network():
    async with running_host() as host:
        table = remote_table(host, "three", remotes=2, level="random")
        over = asyncio.get_running_loop().create_future()
        host.on_match_over = lambda t, result: over.done() or over.set_result(result)
        clients = [await join(host, table, f"bot {i}") for i in range(2)]
        bots = [asyncio.create_task(play_bot(c, "random", seed=i, matches=1)) for i, c in enumerate(clients)]
        result = await asyncio.wait_for(over, WAIT)
        assert result["winner"] is not None and max(result["score"]) >= table.rules.match_target
        assert result["names"][:2] == ["bot 0", "bot 1"]
        stats = await asyncio.wait_for(asyncio.gather(*bots), WAIT)
        await close_all(*clients)
        assert all(s.refused == 0 and not s.fair_bad and s.fair_ok >= 1 for s in stats), stats


async def test_a_network_bot_plays_with_the_match_score_the_host_dealt_the_hand_with(monkeypatch):
    async with running_host() as host:
        table = remote_table(host, "classic", remotes=2, level="random")
        clients = [await join(host, table, f"bot {i}") for i in range(2)]
        seen: list[tuple[Standing | None, Standing | None]] = []

        class Spy:
            """A random player that notes the score its views carry and the host's."""

            def choose(self, view: PlayerView, rng: random.Random) -> str:
                hand = table.match.hand  # the host waits for this seat: the same position
                assert hand.history == list(view.history)
                seen.append((view.standing, hand.standing))
                return rng.choice(view.legal_actions)

        monkeypatch.setattr("net.botclient.make_bot", lambda level: Spy())
        bots = [asyncio.create_task(play_bot(c, "spy", seed=i, matches=1)) for i, c in enumerate(clients)]
        await asyncio.wait_for(asyncio.gather(*bots), WAIT)
        await close_all(*clients)
        assert seen and all(sent == dealt_with for sent, dealt_with in seen)
        assert any(max(sent.score) > 0 for sent, _ in seen)


async def test_joining_needs_the_right_code_and_coming_back_the_right_token():
    async with running_host() as host:
        table = remote_table(host)
        with pytest.raises(JoinRefused) as e:
            await Client(LOOPBACK, host.port, "WRONG1", "Eve").connect()
        assert e.value.code == "bad_code"
        ann = await join(host, table, "Ann")
        assert len(ann.token) == 32
        with pytest.raises(JoinRefused) as e:
            await Client(LOOPBACK, host.port, table.code, "Eve", token="ab" * 16).connect()
        assert e.value.code == "bad_token"
        bob = await join(host, table, "Bob")
        with pytest.raises(JoinRefused) as e:
            await Client(LOOPBACK, host.port, table.code, "Eve").connect()
        assert e.value.code == "table_full"
        # the right token, even with the code in lower case, gets the same seat back
        again = Client(LOOPBACK, host.port, table.code.lower(), "Ann", token=ann.token)
        await asyncio.wait_for(again.connect(), WAIT)
        assert again.seat == ann.seat
        await close_all(ann, bob, again)


async def test_out_of_turn_and_illegal_actions_are_refused_and_the_game_goes_on():
    async with running_host() as host:
        table = remote_table(host)
        a, b = await join(host, table, "A"), await join(host, table, "B")
        await dealt(a)
        await dealt(b)
        mover, waiter = (a, b) if table.match.hand.to_move == a.seat else (b, a)
        with pytest.raises(ActionRefused) as e:
            await waiter.act("play AH")
        assert e.value.code == "not_your_turn"
        with pytest.raises(ActionRefused) as e:
            await mover.act("play XX")
        assert e.value.code.startswith("illegal")
        held = mover.view.legal_actions
        assert await mover.act(held[0]) is True
        assert len(table.match.hand.history) == 1
        await close_all(a, b)


async def test_reconnect_mid_hand_loses_and_doubles_no_action():
    async with running_host() as host:
        table = remote_table(host)
        a, b = await join(host, table, "A"), await join(host, table, "B")
        by_seat = {a.seat: a, b.seat: b}
        await dealt(a)
        for _ in range(3):  # a few moves, then the mover's line drops while its action is in flight
            mover = by_seat[table.match.hand.to_move]
            await my_turn(mover)
            await mover.act(mover.view.legal_actions[0])
        mover = by_seat[table.match.hand.to_move]
        await my_turn(mover)
        before = _all_actions(table)
        action = mover.view.legal_actions[-1]
        act = asyncio.create_task(mover.act(action))
        await asyncio.sleep(0)  # let act() write its frame
        mover.drop_connection()
        assert await asyncio.wait_for(act, WAIT) in (True, False)
        await wait_for_update(mover, lambda u: isinstance(u, ConnectionReport) and u.connected)
        assert _all_actions(table) == [*before, f"{mover.seat} {action}"]
        # the same number again (a resend) is recognized, not applied twice
        await mover.act(mover.view.legal_actions[0]) if mover.view.to_move == mover.seat else None
        assert table.seats[mover.seat].next_seq == mover.next_seq
        await close_all(a, b)


def _all_actions(table) -> list[str]:
    return [a for hand in table.match.to_record()["hands"] for a in hand["actions"]]


async def test_host_restart_with_resume_lets_everybody_rejoin_where_they_were(tmp_path):
    config = HostConfig(save_dir=tmp_path / "tables")
    host = Host(config)
    await host.start()
    port = host.port
    table = remote_table(host)
    a, b = await join(host, table, "A", reconnect_for=WAIT), await join(host, table, "B", reconnect_for=WAIT)
    by_seat = {a.seat: a, b.seat: b}
    await dealt(a)
    for _ in range(4):
        mover = by_seat[table.match.hand.to_move]
        await my_turn(mover)
        await mover.act(mover.view.legal_actions[0])
    history = list(table.match.hand.history)
    await host.close(reason="restart")
    await wait_for_update(a, lambda u: isinstance(u, ConnectionReport) and not u.connected)

    host2 = Host(HostConfig(port=port, save_dir=config.save_dir))
    await host2.start()
    try:
        (resumed,) = host2.resume()
        assert resumed.code == table.code and resumed.match.hand.history == history
        for c in (a, b):
            await wait_for_update(c, lambda u: isinstance(u, ConnectionReport) and u.connected)
        mover = by_seat[resumed.match.hand.to_move]
        await my_turn(mover)
        assert list(mover.view.history) == history
        assert await mover.act(mover.view.legal_actions[0]) is True
        assert resumed.match.hand.history[:-1] == history
        await close_all(a, b)
    finally:
        await host2.close()


async def test_a_bot_takes_an_absent_players_seat_and_gives_it_back():
    async with running_host(HostConfig(replace_after=0.05, substitute="random")) as host:
        table = remote_table(host)
        a, b = await join(host, table, "A"), await join(host, table, "B", reconnect_for=WAIT)
        await dealt(a)
        gone = table.match.hand.to_move
        leaver = a if a.seat == gone else b
        stayer = b if leaver is a else a
        token = leaver.token
        await leaver.close()

        def replaced(u) -> bool:
            return isinstance(u, StateUpdate) and u.seats[gone].bot

        await wait_for_update(stayer, replaced)
        await wait_for_update(stayer, lambda u: any(e.kind == "action" and e.seat == gone for e in u.events)
                              if isinstance(u, StateUpdate) else False)  # fmt: skip
        back = Client(LOOPBACK, host.port, table.code, "A", token=token)
        await asyncio.wait_for(back.connect(), WAIT)
        assert back.seat == gone and table.controller(gone) == "remote"
        assert not back.latest.seats[gone].bot
        # and by hand: the host replaces a connected player, then gives the seat back
        host.replace_by_bot(table, stayer.seat, "random")
        await wait_for_update(stayer, lambda u: isinstance(u, StateUpdate) and u.seats[stayer.seat].bot)
        host.give_back(table, stayer.seat)
        await wait_for_update(stayer, lambda u: isinstance(u, StateUpdate) and not u.seats[stayer.seat].bot)
        await close_all(back, stayer)


async def _one_drops(host: Host, table, give_up: bool = False):  # type: ignore[no-untyped-def]
    """Two players join and a hand is dealt; the one to move leaves.  (stayer, gone seat, token)"""
    a, b = await join(host, table, "A"), await join(host, table, "B")
    await dealt(a)
    gone = table.match.hand.to_move
    leaver, stayer = (a, b) if a.seat == gone else (b, a)
    token = leaver.token
    await leaver.close(give_up=give_up)
    await wait_for_update(stayer, lambda u: isinstance(u, StateUpdate) and not u.seats[gone].connected)
    return stayer, gone, token


def _bot_plays(gone: int):  # type: ignore[no-untyped-def]
    return lambda u: isinstance(u, StateUpdate) and any(e.kind == "action" and e.seat == gone for e in u.events)


async def test_the_hosts_b_brings_a_bot_that_gives_the_seat_back_to_the_player_who_returns():
    """The app's b brings forward the away countdown's end, and so gives the seat back as
    it does: a player who came back after the host pressed b had watched the bot play."""
    async with running_host(HostConfig(replace_after=3600, substitute="random")) as host:
        table = remote_table(host)
        stayer, gone, token = await _one_drops(host, table)
        HostControl(host, table, 3600).replace(gone)  # what b does
        await wait_for_update(stayer, _bot_plays(gone))
        back = Client(LOOPBACK, host.port, table.code, "A", token=token)
        await asyncio.wait_for(back.connect(), WAIT)
        assert back.seat == gone and table.controller(gone) == "remote"
        await close_all(back, stayer)


async def test_a_player_who_leaves_on_purpose_mid_match_is_replaced_where_the_away_are_waited_for():
    """sixtysix serve waits for a player who dropped as long as it takes (no
    --replace-after); one who left on purpose will not come back, so a bot plays on:
    the table had stopped for good."""
    async with running_host(HostConfig(replace_after=None, substitute="random")) as host:
        table = remote_table(host)
        stayer, gone, _token = await _one_drops(host, table, give_up=True)
        await wait_for_update(stayer, _bot_plays(gone))
        assert table.controller(gone) == "bot"
        await stayer.close()


async def test_after_a_resume_a_player_a_bot_stood_in_for_gets_the_seat_back(tmp_path):
    config = HostConfig(save_dir=tmp_path / "tables", replace_after=3600, substitute="random")
    host = Host(config)
    await host.start()
    port = host.port
    table = remote_table(host)
    stayer, gone, token = await _one_drops(host, table)
    host.replace_absent(table, gone)
    await wait_for_update(stayer, _bot_plays(gone))
    await host.close(reason="restart")
    await stayer.close()
    host2 = Host(HostConfig(port=port, save_dir=config.save_dir, replace_after=3600, substitute="random"))
    await host2.start()
    try:
        (resumed,) = host2.resume()
        assert resumed.controller(gone) == "bot"
        back = Client(LOOPBACK, host2.port, resumed.code, "A", token=token)
        await asyncio.wait_for(back.connect(), WAIT)
        assert back.seat == gone and resumed.controller(gone) == "remote"
        await back.close()
    finally:
        await host2.close()


async def test_a_seat_given_up_before_the_first_deal_is_open_again():
    async with running_host(HostConfig(replace_after=3600)) as host:
        table = remote_table(host, "three")
        a, c = await join(host, table, "A"), await join(host, table, "C")
        await a.close(give_up=True)
        unnamed = f"Player {a.seat + 1}"
        await wait_for_update(c, lambda u: isinstance(u, StateUpdate) and u.seats[a.seat].name == unnamed)
        assert not table.seats[a.seat].claimed and not table.seats[a.seat].token
        b = await join(host, table, "B")  # the seat is somebody else's to take
        assert b.seat == a.seat
        await close_all(b, c)


@pytest.mark.parametrize("give_up", [True, False])
async def test_a_seat_given_up_goes_to_a_computer_at_once_a_seat_just_left_is_kept(give_up: bool):
    """Not after the minute a dropped player is waited for: nobody is coming back.  A
    plain bye is a player who may (the line, or the app, may come back)."""
    async with running_host(HostConfig(replace_after=3600, substitute="random")) as host:
        table = remote_table(host)
        a, b = await join(host, table, "A"), await join(host, table, "B")
        await dealt(a)
        await b.close(give_up=give_up)
        told = (lambda u: u.seats[b.seat].bot) if give_up else (lambda u: not u.seats[b.seat].connected)
        await wait_for_update(a, lambda u: isinstance(u, StateUpdate) and told(u))
        assert table.seats[b.seat].replaced == ("random" if give_up else None)
        await close_all(a)


async def test_a_seat_given_up_mid_match_is_open_to_whoever_joins_with_the_code():
    """The computer plays it until then.  A player who left on purpose had no way back,
    and the host none to let anybody else sit down."""
    async with running_host(HostConfig(replace_after=3600, substitute="random")) as host:
        opened: list[int] = []
        host.on_open_seats = lambda _table, free: opened.append(free)
        table = remote_table(host)
        stayer, gone, token = await _one_drops(host, table, give_up=True)
        await wait_for_update(stayer, _bot_plays(gone))
        assert table.open_seats() == [gone] and opened[-1] == 1
        name = table.seats[gone].name
        with pytest.raises(JoinRefused) as e:  # the token went with the seat
            await Client(LOOPBACK, host.port, table.code, name, token=token).connect()
        assert e.value.code == "bad_token"
        back = await join(host, table, name)  # their own name still: not "A (2)"
        assert back.seat == gone and table.controller(gone) == "remote"
        assert back.feed.took_over and not stayer.feed.took_over  # the welcome says who played it
        assert table.seats[gone].name == name and opened[-1] == 0
        await wait_for_update(stayer, lambda u: isinstance(u, StateUpdate) and not u.seats[gone].bot)
        await back.close(give_up=True)  # and again: somebody else takes it, by their name
        await wait_for_update(stayer, lambda u: isinstance(u, StateUpdate) and u.seats[gone].bot)
        other = await join(host, table, "Zoe")
        assert other.seat == gone
        assert (await dealt(other)).view.seat == gone  # the hand in play
        await wait_for_update(stayer, lambda u: isinstance(u, StateUpdate) and u.seats[gone].name == "Zoe")
        assert table.controller(gone) == "remote"
        await close_all(stayer, other)


async def test_a_seat_given_up_mid_match_is_still_open_after_a_resume(tmp_path):
    config = HostConfig(save_dir=tmp_path / "tables", replace_after=3600, substitute="random")
    async with running_host(config) as host:
        table = remote_table(host)
        stayer, gone, _token = await _one_drops(host, table, give_up=True)
        await wait_for_update(stayer, _bot_plays(gone))
        await stayer.close()
    async with running_host(HostConfig(save_dir=config.save_dir, replace_after=3600, substitute="random")) as host2:
        (resumed,) = host2.resume()
        assert resumed.open_seats() == [gone] and resumed.controller(gone) == "bot"
        newcomer = await join(host2, resumed, "Zoe")
        assert newcomer.seat == gone and resumed.controller(gone) == "remote"
        await newcomer.close()


async def test_a_local_player_and_a_remote_one_play_through_the_same_updates():
    async with running_host() as host:
        rules = preset("classic")
        table = host.add_table(rules, [SeatConfig("local", "Host"), SeatConfig("remote")])
        me = host.local_player(table, 0)
        guest = await join(host, table, "Guest")
        players = {0: me, guest.seat: guest}
        await dealt(guest)
        for _ in range(6):
            seat = table.match.hand.to_move if table.phase == "playing" else None
            if seat is None:
                break
            p = players[seat]
            if p is guest:
                await my_turn(guest)
            await p.act(p.view.legal_actions[0])
        assert me.view is not None and me.view.seat == 0
        assert me.feed.latest.seats[1].name == "Guest"
        with pytest.raises(ActionRefused):
            await me.act("play XX")
        await close_all(guest)


async def test_a_client_gives_up_when_the_host_shuts_down():
    async with running_host() as host:
        table = remote_table(host)
        a = await join(host, table, "A")
    update = await wait_for_update(a, lambda u: isinstance(u, Closed))
    assert update.reason == "shutdown"
    await a.close()


async def test_fairness_reports_reach_both_players():
    async with running_host() as host:
        table = remote_table(host, "schnapsen")
        clients = [await join(host, table, f"B{i}") for i in range(2)]
        reports = await fairness_reports(clients, 4)
        assert all(r.ok for r in reports), reports


async def test_an_action_sent_again_is_acknowledged_as_a_repeat_and_not_applied():
    from net.frames import encode, read_frame
    from net.messages import Action, Hello

    async with running_host() as host:
        table = remote_table(host)
        a, b = await join(host, table, "A"), await join(host, table, "B")
        await dealt(a)
        mover = a if table.match.hand.to_move == a.seat else b
        await my_turn(mover)
        at = mover.feed.at
        action = mover.view.legal_actions[0]
        await mover.act(action)
        count = len(table.match.hand.history)
        await mover.close()
        reader, writer = await asyncio.open_connection(LOOPBACK, host.port)
        writer.write(encode(Hello(1, table.code, "A", mover.token).to_wire()))
        welcome = await asyncio.wait_for(read_frame(reader), WAIT)
        assert welcome["type"] == "welcome" and welcome["next_seq"] == 2
        writer.write(encode(Action(seq=1, at=at, action=action).to_wire()))
        for _ in range(10):
            frame = await asyncio.wait_for(read_frame(reader), WAIT)
            if frame["type"] == "ack":
                break
        assert frame == {"type": "ack", "seq": 1, "dup": True}
        assert len(table.match.hand.history) == count
        writer.close()
        await close_all(b)


async def _play_hand(players: dict, table, guest: Client) -> None:  # type: ignore[type-arg]
    """Both players play their first legal action until the hand is over."""
    for _ in range(200):
        if table.phase != "playing" or table.match.hand.is_over:
            return
        p = players[table.match.hand.to_move]
        if p is guest:
            await my_turn(guest)
        await p.act(p.view.legal_actions[0])
    raise AssertionError("the hand did not end")


class _HoldingClient(Client):
    """A client that says when it starts holding a contribution back."""

    def __init__(self, *args, **kw) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kw)
        self.holding = asyncio.Event()

    def _handle(self, msg):  # type: ignore[no-untyped-def]
        outcome = super()._handle(msg)
        if self.held_deal is not None:
            self.holding.set()
        return outcome


async def test_the_next_hand_waits_until_both_players_have_read_the_score():
    async with running_host() as host:
        table = host.add_table(preset("classic"), [SeatConfig("local", "Host"), SeatConfig("remote")])
        me = host.local_player(table, 0, confirms=True)
        guest = _HoldingClient(LOOPBACK, host.port, table.code, "Guest", confirms=True)
        await asyncio.wait_for(guest.connect(), WAIT)
        await dealt(guest)  # the first deal needs nobody's "next"
        await _play_hand({0: me, 1: guest}, table, guest)
        await asyncio.wait_for(guest.holding.wait(), WAIT)
        assert guest.held_deal == 2
        assert table.phase == "dealing" and table.fair.waiting == {0, 1}
        me.ready()
        assert table.phase == "dealing" and table.fair.waiting == {1}
        assert me.view.result is not None  # still the finished hand
        # The guest says "next" just as the line drops: the contribution is lost with it,
        # and the commitment that comes again on reconnecting is answered at once.
        guest.drop_connection()
        guest.ready()
        update = await wait_for_update(
            guest, lambda u: isinstance(u, StateUpdate) and u.deal == 2 and u.view.result is None
        )
        assert update.view.result is None and update.view.history == ()
        assert table.phase == "playing" and guest.held_deal is None
        await close_all(guest)


async def test_a_player_who_never_says_next_is_dealt_the_next_hand_after_the_deadline():
    async with running_host(HostConfig(ready_timeout=0.05)) as host:
        table = host.add_table(preset("classic"), [SeatConfig("bot", level="random"), SeatConfig("remote")])
        guest = await join(host, table, "Guest", confirms=True)
        reports: list[FairnessReport] = []
        second_checked = asyncio.Event()

        def seen(update: object) -> None:
            if isinstance(update, FairnessReport):
                reports.append(update)
                if update.deal == 2:
                    second_checked.set()

        bot = asyncio.ensure_future(play_bot(guest, "random", seed=4, on_update=seen))
        await asyncio.wait_for(second_checked.wait(), WAIT)  # hand 2 was dealt, played and revealed
        bot.cancel()
        assert [r.deal for r in reports[:2]] == [1, 2]
        assert all(r.ok for r in reports)
        assert "too late" in reports[1].detail  # dealt without the contribution held for "next"
        assert guest.held_deal in (None, 3)
        await close_all(guest)
