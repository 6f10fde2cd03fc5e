"""A LAN seat keeps the record of a finished match, rebuilt from the deals the host
revealed: the same record the host keeps.  A seat that came in mid-match keeps nothing."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from net_helpers import WAIT, close_all, join, remote_table, repeat_deals, running_host

from engine.match import Match
from engine.records import parse_match
from net.botclient import play_bot
from net.feed import StateUpdate, Update
from tui.net_session import NetSession


@pytest.fixture(autouse=True)
def _repeatable_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same deals every run: the late seat must miss a hand that scored, which a
    random deal might not."""
    repeat_deals(monkeypatch, 7)


async def test_a_lan_seat_keeps_the_hosts_record_and_a_late_one_keeps_nothing() -> None:
    async with running_host() as host:
        table = remote_table(host, "classic", remotes=2, seed=7)
        clients = [await join(host, table, f"p{i}") for i in range(2)]
        first = NetSession(clients[0])
        late: list[NetSession] = []
        kept: dict[str, list[dict[str, Any]]] = {"first": [], "late": []}
        first.on_match_record = kept["first"].append

        ended = [0]

        def on_update(update: Update) -> None:
            # After the second hand: a seat's view that begins mid-match, without the first.
            if isinstance(update, StateUpdate) and any(e.kind == "hand_over" for e in update.events):
                ended[0] += 1
            if ended[0] == 2 and not late:
                session = NetSession(clients[1])
                session.on_match_record = kept["late"].append
                late.append(session)

        bots = [
            asyncio.create_task(play_bot(c, "medium", seed=i, matches=1, on_update=on_update if i == 1 else None))
            for i, c in enumerate(clients)
        ]
        await asyncio.wait_for(asyncio.gather(*bots), WAIT * 6)
        await close_all(*clients)
    full = table.match.to_record()
    assert len(full["hands"]) >= 3 and any(table.match.results[0].scores)  # the first hand scored
    assert kept["first"] == [full]
    assert late and late[0].match_over and late[0].sheet and kept["late"] == []
    Match.from_record(parse_match(kept["first"][0]), seed=0, deal_next=False)  # it replays to its score
    # Had the late seat seen as many deals as score rows (a reveal and a row both met
    # after it came in), its hands would still not add up to the score: nothing kept.
    first._kept = False
    del first._hands[0], first.sheet[0]
    first._maybe_keep()
    assert kept["first"] == [full]
