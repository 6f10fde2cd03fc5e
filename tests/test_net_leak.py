"""Nothing hidden leaves the host: 200 hands between bot clients over 127.0.0.1 with every
frame recorded; each frame to a seat holds exactly that seat's engine view and no other
card the seat may not know; deal seeds go out only after their hand is over."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from net_helpers import WAIT, close_all, join, remote_table, running_host

from engine import PlayerView
from engine.cards import CARD_INDEX
from net.botclient import play_bot
from net.codec import as_sent, view_from_wire
from net.frames import decode, encode

HANDS = 200
CARD = re.compile(r"(?<![A-Za-z0-9])([ATKQJ987][CDHS])(?![A-Za-z0-9])")


def known_cards(view: PlayerView) -> int:
    """Every card the engine's own view of this seat mentions."""
    mask = view.hand | view.played | (1 << view.bottom)
    for _, c in view.table:
        mask |= 1 << c
    for m in view.known:
        mask |= m
    for trick in view.completed:
        for _, c in trick:
            mask |= 1 << c
    for entry in view.history:
        for card in CARD.findall(entry):
            mask |= 1 << CARD_INDEX[card]
    return mask


def strings(value: Any):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


class Auditor:
    def __init__(self) -> None:
        self.frames = 0
        self.views = 0
        self.reveals = 0
        self.problems: list[str] = []
        self.hands: set[tuple[int, int]] = set()  # (table, deal) revealed
        self.enough = asyncio.Event()

    def __call__(self, tables, table_id: int, seat: int, msg: dict[str, Any]) -> None:
        table = tables[table_id]
        msg = decode(encode(msg)[4:])  # exactly what went on the wire
        self.frames += 1
        allowed = 0
        if msg["type"] == "state" and msg["view"] is not None:
            view = view_from_wire(msg.pop("view"), table.rules)
            hands = [table.match.hand] + [end for _, end in table.match.finished[-1:]]
            engine = next((h for h in hands if h.history == list(view.history)), None)
            if engine is None or as_sent(engine.view(seat)) != view:
                self.problems.append(f"table {table_id} seat {seat}: a view that is not the engine's")
                return
            allowed = known_cards(engine.view(seat))
            self.views += 1
        if msg["type"] == "reveal":
            self.reveals += 1
            self.hands.add((table_id, msg["deal"]))
            if len(self.hands) >= HANDS:
                self.enough.set()
            if not (table.match.hand.is_over or msg["deal"] < table.deal_no):
                self.problems.append(f"table {table_id}: seed of deal {msg['deal']} revealed during its hand")
        for text in strings(msg):  # the view was compared whole; events and the rest by card
            for card in CARD.findall(text):
                if not allowed >> CARD_INDEX[card] & 1:
                    self.problems.append(f"table {table_id} seat {seat}: {card} in a {msg['type']} frame")


async def test_two_hundred_hands_leak_nothing():
    async with running_host() as host:
        tables = {t.id: t for t in (remote_table(host, "classic"), remote_table(host, "three"))}
        audit = Auditor()
        host.on_frame = lambda table_id, seat, msg: audit(tables, table_id, seat, msg)

        def on_match_over(table, result) -> None:
            table.new_match()
            host.flush(table)

        host.on_match_over = on_match_over
        clients = []
        for t in tables.values():
            clients += [await join(host, t, f"bot {i}") for i in range(t.n)]
        bots = [asyncio.create_task(play_bot(c, "random", seed=i)) for i, c in enumerate(clients)]
        await asyncio.wait_for(audit.enough.wait(), 60)
        await close_all(*clients)
        stats = await asyncio.wait_for(asyncio.gather(*bots), WAIT)
    assert not audit.problems, audit.problems[:5]
    assert audit.views > HANDS * 10 and audit.reveals >= HANDS
    assert not any(s.fair_bad for s in stats) and all(set(s.refusals) <= {"disconnected"} for s in stats)


def test_the_auditor_catches_a_hidden_card_and_a_foreign_view():
    from engine import preset
    from net.codec import view_to_wire
    from net.table import SeatConfig, Table

    t = Table(preset("classic"), [SeatConfig("remote"), SeatConfig("remote")], seed=1)
    for i in range(2):
        t.join(f"P{i}")
        t.set_connected(i, True)
    for i in range(2):
        t.contribute(i, t.deal_no, bytes(32))
    hidden = t.match.hand.hand_cards(1)[0]
    audit = Auditor()
    base = t._state(0, [])
    audit({1: t}, 1, 0, base)
    assert not audit.problems
    audit({1: t}, 1, 0, {**base, "events": [{"kind": "action", "seat": 1, "action": f"play {hidden}"}]})
    assert audit.problems == [f"table 1 seat 0: {hidden} in a state frame"]
    audit({1: t}, 1, 0, {**base, "view": view_to_wire(t.match.hand.view(1))})
    assert "not the engine's" in audit.problems[-1]
