"""A host that dies at any moment (at every autosave, just before or just after it is
written) resumes from its save, and the player still gets every deal checked once and
the match ends; a player away between hands holds up the next deal; a feed nobody reads
keeps only the latest updates.  Sockets are left out: the table's outbox goes straight
to the player's ``SeatFeed``."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import preset
from net import fairness
from net.feed import KEEP_UPDATES, ConnectionReport, FairnessReport, SeatFeed
from net.messages import HOST_TYPES, Commit, Reveal, State, Welcome, parse
from net.table import SeatConfig, Table

PLAYER = 0  # the remote seat; the others are random bots


class Killed(Exception):
    """The host process died."""


class Player:
    """Seat 0's program: its feed and every fairness report it made (its moves are made by ``play``)."""

    def __init__(self) -> None:
        self.feed = SeatFeed()
        self.reports: list[FairnessReport] = []

    def receive(self, table: Table) -> None:
        """Everything the table has sent (its contributions answered at once)."""
        for _ in range(10_000):
            out = table.drain()
            if not out:
                return
            for seat, raw in out:
                if seat == PLAYER:
                    self._handle(table, parse(raw, HOST_TYPES))
        raise AssertionError("the table never stopped talking")

    def _handle(self, table: Table, msg: Any) -> None:
        if isinstance(msg, Welcome):
            self.feed.welcome(msg)
        elif isinstance(msg, State):
            self.feed.state(msg)
        elif isinstance(msg, Commit):
            table.contribute(PLAYER, msg.deal, self.feed.commit(msg))
        elif isinstance(msg, Reveal):
            report = self.feed.reveal(msg)
            if report is not None:
                self.reports.append(report)


def _bots_play(table: Table, rng: random.Random) -> bool:
    turn = table.bot_turn()
    if turn is None:
        return False
    seat, _, view, _, at = turn
    table.act(seat, rng.choice(view.legal_actions), at=at)
    return True


def play(table: Table, player: Player | None, rng: random.Random, limit: int = 5000) -> None:
    """Bots and (when ``player`` is there) the player move until the match is over or
    nobody can move (the player away)."""
    for _ in range(limit):
        if player is not None:
            player.receive(table)
        else:
            table.drain()  # nobody is connected to hear it
        if table.phase == "over":
            return
        if _bots_play(table, rng):
            continue
        if player is None or table.phase != "playing" or table.match.hand.to_move != PLAYER:
            return
        seat = table.seats[PLAYER]
        table.act(PLAYER, rng.choice(table.match.hand.legal_actions()), seq=seat.next_seq, at=table.at)
    raise AssertionError("the match did not end")


def new_table(name: str, on_save: Any) -> Table:
    rules = preset(name)
    seats = [SeatConfig("remote")] + [SeatConfig("bot", level="random") for _ in range(rules.players - 1)]
    table = Table(rules, seats, seed=5)
    table.on_save = on_save
    return table


def run_killed(name: str, kill_at: int, before_writing: bool, seed: int) -> tuple[Table, Player] | None:
    """One match whose host dies at its ``kill_at``-th save, then resumes; None when the
    match ended first."""
    saves: list[str] = []

    def autosave(table: Table) -> None:
        if before_writing and len(saves) + 1 == kill_at:
            raise Killed
        saves.append(json.dumps(table.to_save()))
        if not before_writing and len(saves) == kill_at:
            raise Killed

    rng = random.Random(seed)
    player = Player()
    table = new_table(name, autosave)
    try:
        table.join("Ann")
        table.arrive(PLAYER)
        play(table, player, rng)
        return None
    except Killed:
        pass
    resumed = Table.from_save(json.loads(saves[-1]))
    resumed.resume()
    play(resumed, None, rng)  # the bots go on before the player is back
    resumed.arrive(PLAYER)
    play(resumed, player, rng)
    return resumed, player


def seated_and_dealt(seed: int) -> tuple[Table, Player, random.Random]:
    """A classic table whose player is seated and dealt the first hand (no autosaves)."""
    rng = random.Random(seed)
    player = Player()
    table = new_table("classic", None)
    table.join("Ann")
    table.arrive(PLAYER)
    player.receive(table)  # the commitment answered: the deal is made
    return table, player, rng


@pytest.fixture(autouse=True)
def _repeatable_randomness(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(66)
    monkeypatch.setattr(fairness, "new_seed", lambda: rng.randbytes(fairness.SEED_BYTES))
    monkeypatch.setattr(fairness, "new_nonce", lambda: rng.randbytes(fairness.NONCE_BYTES))


@pytest.mark.parametrize("name", ["classic", "three"])
@pytest.mark.parametrize("before_writing", [False, True])
def test_a_host_killed_at_any_save_resumes_and_every_deal_is_checked_once(name: str, before_writing: bool) -> None:
    killed = 0
    for kill_at in range(2 if before_writing else 1, 1000):  # dying before the first save: no table
        outcome = run_killed(name, kill_at, before_writing, seed=kill_at)
        if outcome is None:
            break
        table, player = outcome
        killed += 1
        where = f"killed at save {kill_at}"
        assert table.phase == "over", where
        assert [r.detail for r in player.reports if not r.ok] == [], where
        assert [r.deal for r in player.reports] == list(range(1, table.deal_no + 1)), where
        assert player.feed.latest.score == tuple(table.match.score), where
    assert killed > 20  # the match was long enough to die in many places


def test_a_player_away_between_hands_holds_up_the_next_deal() -> None:
    table, player, rng = seated_and_dealt(4)  # the first deal: its commitment answered
    hand = table.match.hand
    for _ in range(200):
        player.receive(table)
        if hand.is_over:
            break
        if hand.to_move == PLAYER:
            table.act(PLAYER, rng.choice(hand.legal_actions()), seq=table.seats[PLAYER].next_seq)
            continue
        ending = [a for a in hand.legal_actions() if _ends(hand, a)]
        if ending:
            table.set_connected(PLAYER, False)  # the line drops just before the bot's last move
        table.act(hand.to_move, rng.choice(ending or hand.legal_actions()))
    assert hand.is_over and not table.seats[PLAYER].connected
    assert table.phase == "waiting" and table.deal_no == 1  # no commitment the player cannot see
    table.drain()  # lost with the connection
    table.arrive(PLAYER)
    player.receive(table)
    assert [r.deal for r in player.reports] == [1] and player.reports[0].ok
    assert table.phase == "playing" and table.deal_no == 2
    assert table.fair is not None and table.fair.contributions[PLAYER] is not None


def _ends(hand: Any, action: str) -> bool:
    probe = hand.clone()
    probe.apply(action)
    return probe.is_over


def test_each_deal_is_reported_once_and_only_by_a_seat_that_saw_it() -> None:
    table, player, rng = seated_and_dealt(9)
    while table.deal_no == 1 and table.phase == "playing":
        if not _bots_play(table, rng):
            table.act(PLAYER, rng.choice(table.match.hand.legal_actions()), seq=table.seats[PLAYER].next_seq)
        player.receive(table)
    assert [r.deal for r in player.reports] == [1] and player.reports[0].ok
    again = parse(table.revealed, HOST_TYPES)
    assert player.feed.reveal(again) is None and len(player.reports) == 1

    # The seat's token in a new program: the last reveal comes again, about a deal it never saw.
    newcomer = Player()
    table.set_connected(PLAYER, False)
    table.drain()  # lost with the connection
    table.arrive(PLAYER)
    newcomer.receive(table)
    assert newcomer.reports == [] and newcomer.feed.latest is not None

    # A new program's first deal went out, with its commitment, before it was there: the
    # one deal it cannot check, and does not report as failed.
    late = SeatFeed()
    table.welcome(PLAYER)
    for _, raw in table.drain():
        msg = parse(raw, HOST_TYPES)
        if isinstance(msg, Welcome):
            late.welcome(msg)
        elif isinstance(msg, State):
            late.state(msg)
    assert late.reveal(parse({**table.revealed, "deal": table.deal_no}, HOST_TYPES)) is None


class CommitDropped(Player):
    """Seat 0's program whose host never sends it the commitment of deal ``deal``, nor the
    state as dealt: the first of that deal it sees has moves in it, as if it had just
    come in."""

    def __init__(self, deal: int) -> None:
        super().__init__()
        self.deal = deal

    def _handle(self, table: Table, msg: Any) -> None:
        if isinstance(msg, Commit) and msg.deal == self.deal:
            return
        if isinstance(msg, State) and msg.deal == self.deal and msg.view is not None and not msg.view["history"]:
            return
        super()._handle(table, msg)


@pytest.mark.parametrize("deal", [1, 2])
def test_a_seat_there_before_a_deal_reports_a_commitment_it_never_got(deal: int) -> None:
    """A host that skips one seat's commitment (and deals without its randomness), and
    holds back the state as dealt, is caught by that seat, which was at the table before
    the deal (in the waiting room, for the first): a seat is excused only for the deal in
    play when its program first heard from the table."""
    rng = random.Random(9)
    player = CommitDropped(deal)
    table = new_table("classic", None)
    table.join("Ann")
    table.arrive(PLAYER)
    for _ in range(5000):
        player.receive(table)
        if table.phase == "dealing" and table.fair is not None and table.fair.deal == deal:
            table.deal_timeout(deal)  # the host deals without waiting for the seat's share
            continue
        if any(r.deal == deal for r in player.reports) or table.phase == "over":
            break
        if not _bots_play(table, rng) and table.phase == "playing" and table.match.hand.to_move == PLAYER:
            table.act(PLAYER, rng.choice(table.match.hand.legal_actions()), seq=table.seats[PLAYER].next_seq)
    assert deal not in player.feed._first  # never shown the deal as dealt
    (report,) = [r for r in player.reports if r.deal == deal]
    assert not report.ok and report.problem == "no_commit"


def test_a_seat_taken_before_the_deals_first_move_does_not_report_it_as_failed() -> None:
    """Taken over at once after the deal (no move made yet), the seat had still missed
    its commitment."""
    table, _player, rng = seated_and_dealt(9)
    assert table.match.hand.history == []
    table.set_connected(PLAYER, False)
    table.drain()
    newcomer = Player()
    table.arrive(PLAYER)
    play(table, newcomer, rng)
    assert [r.deal for r in newcomer.reports] == list(range(2, table.deal_no + 1))
    assert all(r.ok for r in newcomer.reports)


def test_a_seat_that_came_in_mid_deal_does_not_report_that_deal_as_failed() -> None:
    """A player who takes a seat given up mid-match, or comes back in a new program, saw
    no commitment for the deal in play: "Deal 1 failed its fairness check" had greeted
    them at its end.  The deals after it are checked as ever."""
    table, player, rng = seated_and_dealt(9)
    while len(table.match.hand.history) < 3:
        if not _bots_play(table, rng):
            table.act(PLAYER, rng.choice(table.match.hand.legal_actions()), seq=table.seats[PLAYER].next_seq)
    table.set_connected(PLAYER, False)
    table.drain()  # lost with the connection
    newcomer = Player()
    table.arrive(PLAYER)
    play(table, newcomer, rng)
    assert table.phase == "over" and table.deal_no >= 2
    assert [r.deal for r in newcomer.reports] == list(range(2, table.deal_no + 1))
    assert all(r.ok for r in newcomer.reports)


def test_a_save_written_between_a_hand_and_the_next_deal_resumes() -> None:
    # Older hosts saved the finished hand before revealing it and dealing the next.
    table, player, rng = seated_and_dealt(2)
    hand = table.match.hand
    for _ in range(200):
        ending = [a for a in hand.legal_actions() if _ends(hand, a)]
        if ending:
            table.match.apply(ending[0])  # the last move, saved as such and no more
            break
        if not _bots_play(table, rng):
            table.act(PLAYER, rng.choice(hand.legal_actions()), seq=table.seats[PLAYER].next_seq)
        player.receive(table)
    data = json.loads(json.dumps(table.to_save()))
    del data["revealed"]
    resumed = Table.from_save(data)
    assert resumed.phase == "waiting" and resumed.revealed is not None and resumed.revealed["deal"] == 1
    resumed.resume()
    resumed.arrive(PLAYER)
    player.receive(resumed)
    assert [(r.deal, r.ok) for r in player.reports] == [(1, True)]
    assert resumed.phase == "playing" and resumed.deal_no == 2


def test_a_feed_nobody_reads_keeps_only_the_latest_updates() -> None:
    """The app listens to a seat's feed and never reads its queue: a whole evening's
    updates must not pile up there, and a reader that falls behind still gets the newest."""
    feed, heard = SeatFeed(), []
    feed.on_update = heard.append
    reports = [ConnectionReport(i % 2 == 0, f"report {i}") for i in range(KEEP_UPDATES * 3)]
    for report in reports:
        feed.push(report)
    assert heard == reports  # the listener hears every one
    assert feed.updates.qsize() == KEEP_UPDATES
    kept = [feed.updates.get_nowait() for _ in range(KEEP_UPDATES)]
    assert kept == reports[-KEEP_UPDATES:]
