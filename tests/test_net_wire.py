"""The wire: frames, message validators and the view codec, by example and by fuzzing.
Whatever arrives, decoding gives a value or a clean error, never anything else."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
import struct

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Match, preset
from net.codec import (
    SeatInfo,
    SheetRow,
    as_sent,
    event_from_wire,
    result_from_wire,
    rules_from_wire,
    seat_from_wire,
    sheet_from_wire,
    view_from_wire,
    view_to_wire,
)
from net.frames import MAX_FRAME, FrameError, decode, encode, read_frame
from net.messages import MESSAGES, Hello, ProtocolError, clean_text, parse

# msgpack values a peer could send (str keys or not, nested, every scalar type)
scalars = st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.floats() | st.text(max_size=40)
scalars = scalars | st.binary(max_size=40)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(st.text(max_size=10) | st.integers(-(2**63), 2**63 - 1), inner, max_size=5)
    ),
    max_leaves=20,
)


def test_a_frame_round_trips_and_carries_its_length():
    msg = Hello(1, "ABC234", "Ann").to_wire()
    frame = encode(msg)
    assert struct.unpack(">I", frame[:4])[0] == len(frame) - 4
    assert decode(frame[4:]) == msg


@pytest.mark.parametrize(
    "payload",
    [
        b"",
        b"\xc1",
        b"\x93\x01\x02\x03",
        b"\x81\x01\x02",
        b"\x81\xa1a\xd4\x01\x02",
        b"\x91" * 100 + b"\x80",
        b"\x80\x80",
    ],
)
def test_bad_payloads_are_clean_errors(payload):
    with pytest.raises(FrameError):
        decode(payload)


def test_an_oversized_frame_is_refused_both_ways():
    with pytest.raises(FrameError) as e:
        encode({"type": "x", "blob": "x" * MAX_FRAME})
    assert e.value.code == "frame_too_large"

    async def read(data: bytes) -> None:
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        await read_frame(reader)

    with pytest.raises(FrameError):
        asyncio.run(read(struct.pack(">I", MAX_FRAME + 1)))
    with pytest.raises(FrameError):
        asyncio.run(read(struct.pack(">I", 0)))


@given(st.binary(max_size=300))
def test_fuzz_the_frame_decoder_with_bytes(data):
    with contextlib.suppress(FrameError):
        assert isinstance(decode(data), dict)


@given(values)
def test_fuzz_the_frame_decoder_with_msgpack_values(value):
    try:
        got = decode(msgpack.packb(value, use_bin_type=True))
    except FrameError:
        return
    assert isinstance(got, dict) and all(isinstance(k, str) for k in got)


def _field_values(cls) -> st.SearchStrategy:
    """Maps with the message's type, its field names (and others) and any values."""
    names = [f.name for f in dataclasses.fields(cls)]
    keys = st.sampled_from(names) | st.text(max_size=8)
    return st.dictionaries(keys, values, max_size=len(names) + 2).map(lambda d: {**d, "type": cls.TYPE})


@pytest.mark.parametrize("kind", sorted(MESSAGES))
@settings(max_examples=60)
@given(data=st.data())
def test_fuzz_every_message_validator(kind, data):
    obj = data.draw(_field_values(MESSAGES[kind]))
    try:
        msg = parse(obj)
    except ProtocolError as e:
        assert e.code in ("bad_message", "unknown_type") and str(e)
        return
    assert type(msg) is MESSAGES[kind]
    assert parse(msg.to_wire()) == msg


@given(values)
def test_fuzz_parse_with_anything(value):
    with contextlib.suppress(ProtocolError):
        parse(value)


def test_unknown_types_and_wrong_field_types_name_the_problem():
    with pytest.raises(ProtocolError) as e:
        parse({"type": "teleport"})
    assert e.value.code == "unknown_type"
    with pytest.raises(ProtocolError) as e:
        parse({"type": "action", "seq": "1", "at": 0, "action": "play KH"})
    assert "seq" in str(e.value)
    with pytest.raises(ProtocolError) as e:
        parse({"type": "welcome", "version": 1}, frozenset({"hello"}))
    assert e.value.code == "unknown_type"


def _views():
    out = []
    for name in ("classic", "three", "four", "schnapsen"):
        rules = preset(name)
        m = Match(rules, seed=4)
        rng = random.Random(4)
        for _ in range(rng.randrange(30)):
            if m.hand.is_over:
                break
            m.apply(rng.choice(m.hand.legal_actions()))
        out += [(rules, m.hand.view(s)) for s in range(rules.players)]
    return out


VIEWS = _views()


@pytest.mark.parametrize("rules,view", VIEWS[:3])
def test_views_round_trip(rules, view):
    # The match score stays with the host (protocol 3 has no view field for it).
    assert view.standing is not None
    assert view_from_wire(view_to_wire(view), rules) == as_sent(view)


@given(st.sampled_from(range(len(VIEWS))), st.sampled_from(sorted(view_to_wire(VIEWS[0][1]))), values)
def test_fuzz_the_view_decoder_one_field_at_a_time(i, name, value):
    rules, view = VIEWS[i]
    wire = view_to_wire(view)
    wire[name] = value
    with contextlib.suppress(ProtocolError):
        view_from_wire(wire, rules)


@given(values)
def test_fuzz_the_other_decoders(value):
    seat_v1 = lambda v: seat_from_wire(v, 1)  # noqa: E731
    for decoder in (rules_from_wire, seat_from_wire, seat_v1, lambda v: event_from_wire(v, 2), result_from_wire):
        with contextlib.suppress(ProtocolError):
            decoder(value)


@given(st.lists(values, max_size=4), st.integers(2, 4))
def test_fuzz_the_sheet_decoder(rows, n):
    with contextlib.suppress(ProtocolError):
        sheet = sheet_from_wire(rows, n)
        assert all(0 <= row.dealer < n and len(row.score) == n for row in sheet)


@settings(max_examples=20)
@given(st.sampled_from(["classic", "three", "four", "schnapsen"]), st.integers(0, 2**32))
def test_a_matchs_finished_hands_round_trip_as_a_welcomes_sheet(name, seed):
    rules = preset(name)
    m = Match(rules, seed=seed)
    rng = random.Random(seed)
    while len(m.finished) < 3 and not m.is_over:
        if m.hand.is_over:
            m.next_hand()
        else:
            m.apply(rng.choice(m.hand.legal_actions()))
    rows = [SheetRow(end.dealer, end.result, score) for (_dealt, end), score in zip(m.finished, m.score_after)]
    wire = msgpack.unpackb(msgpack.packb([row.to_wire() for row in rows]))
    assert list(sheet_from_wire(wire, rules.players)) == rows


@given(st.text(max_size=300))
def test_clean_text_keeps_no_control_characters(text):
    out = clean_text(text)
    assert len(out) <= 24 and all(ch.isprintable() for ch in out)


def test_text_from_a_host_is_checked_too():
    rules, view = VIEWS[0]
    wire = view_to_wire(view)
    wire["history"] = ["0 play KH\x1b[2J"]
    with pytest.raises(ProtocolError):
        view_from_wire(wire, rules)
    with pytest.raises(ProtocolError):
        event_from_wire({"kind": "action", "seat": 0, "action": "play\x07"}, 2)
    seat = seat_from_wire({"name": "\u202eEve\x1b]0;pwned\x07", "kind": "remote", "connected": True, "bot": False}, 1)
    assert seat.name == "Eve]0;pwned"


SEAT_V2 = {"name": "hard 2", "kind": "bot", "connected": True, "bot": True, "level": "hard", "waited": False}


def test_a_seat_map_has_exactly_the_fields_of_its_version():
    v1 = {k: SEAT_V2[k] for k in ("name", "kind", "connected", "bot")}
    assert seat_from_wire(v1, 1) == SeatInfo("hard 2", "bot", True, True)
    assert seat_from_wire(SEAT_V2, 2) == SeatInfo("hard 2", "bot", True, True, "hard", False)
    with pytest.raises(ProtocolError):
        seat_from_wire(v1, 2)  # version 2 says whom the table waits for: not to be left out
    with pytest.raises(ProtocolError):
        seat_from_wire(SEAT_V2, 1)  # an unknown field in version 1
    info = SeatInfo("Ann", "remote", False, False, None, True)
    assert seat_from_wire(info.to_wire(1), 1) == SeatInfo("Ann", "remote", False, False)
    assert seat_from_wire(info.to_wire(2), 2) == info


@given(st.sampled_from(["level", "waited"]), values)
def test_fuzz_the_version_2_seat_fields(name, value):
    wire = dict(SEAT_V2, **{name: value})
    try:
        seat = seat_from_wire(wire, 2)
    except ProtocolError:
        return
    assert seat.level is None or (seat.level.isascii() and seat.level.isprintable() and len(seat.level) <= 16)
    assert isinstance(seat.waited, bool)
