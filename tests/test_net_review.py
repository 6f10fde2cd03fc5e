"""The endgame check and the play check at a LAN table: a seat that never sees the deal
judges its play from the views it was sent, and finds what the host's full record finds."""

from __future__ import annotations

import asyncio

import pytest
from net_helpers import WAIT, close_all, join, remote_table, repeat_deals, running_host

from engine.bots.hints import hint_stakes
from engine.bots.review import decisions_of, review
from engine.standing import Standing
from net.botclient import play_bot
from net.feed import StateUpdate, Update
from tui.net_session import NetSession


@pytest.fixture(autouse=True)
def _repeatable_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deals every run: how many moves there are to judge depends on them (a
    match of closed stocks has none)."""
    repeat_deals(monkeypatch, 68)


async def test_a_lan_seat_reviews_its_endgame_as_the_host_would(quick_play_check) -> None:  # type: ignore[no-untyped-def]
    async with running_host() as host:
        table = remote_table(host, "classic", remotes=2, seed=66)
        clients = [await join(host, table, f"p{i}") for i in range(2)]
        session = NetSession(clients[0])
        checks: list = []
        standings: list[Standing | None] = []

        def on_update(update: Update) -> None:
            if isinstance(update, StateUpdate) and update.view is not None and update.view.result is None:
                standings.append(session.view(0).standing)  # what the table's hint searches
            if isinstance(update, StateUpdate) and any(e.kind == "hand_over" for e in update.events):
                dealt, end = table.match.finished[-1]
                checks.append((session.review(0), review(dealt, end.history, 0)))

        bots = [
            asyncio.create_task(play_bot(c, "medium", seed=i, matches=1, on_update=on_update if i == 0 else None))
            for i, c in enumerate(clients)
        ]
        await asyncio.wait_for(asyncio.gather(*bots), WAIT * 6)
        await close_all(*clients)
    # The play check of the last hand, from the seat's views, as from the host's record.
    # That hand decided the match, so both searched the match: the seat's views carry the
    # score its messages did (a view on the wire has none).  Over the tests' few deals on
    # both sides: the same views give the same check at any number of deals.
    dealt, end = table.match.finished[-1]
    assert hint_stakes(decisions_of(dealt, end.history, 0)[0]) is not None
    checked = session.play_check(0)
    assert checked == quick_play_check(decisions_of(dealt, end.history, 0), end.history) and checked.judged > 0
    assert session.play_check(1) is None
    assert len(checks) >= 3
    assert standings and all(s is not None and s.target == 7 for s in standings)
    assert any(s is not None and sum(s.score) > 0 for s in standings)  # the score as sent
    assert all(mine == full for mine, full in checks), checks
    assert sum(full.judged for _mine, full in checks) > 5, checks
    assert session.review(1) is None  # another seat's play is not this seat's to see
