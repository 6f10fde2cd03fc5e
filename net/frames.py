"""Frames on the wire: a 4-byte big-endian length, then one msgpack map of at most 64 KiB.

Every frame is decoded on its own (``msgpack.unpackb``), never with a streaming
``Unpacker``: one bad byte from an untrusted peer then costs that frame only.
Keys must be strings, all the way down.
"""

from __future__ import annotations

import asyncio
import struct
from typing import Any

import msgpack

MAX_FRAME = 64 * 1024
MAX_DEPTH = 8
_LEN = struct.Struct(">I")
_SCALARS = (str, int, float, bool, bytes, type(None))


class FrameError(ValueError):
    """A frame that cannot be read; ``code`` is the protocol's error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _check(value: Any, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise FrameError("bad_frame", f"the frame is nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str):
                raise FrameError("bad_frame", "map keys must be strings")
            _check(v, depth + 1)
    elif isinstance(value, list):
        for v in value:
            _check(v, depth + 1)
    elif not isinstance(value, _SCALARS):
        raise FrameError("bad_frame", f"a frame may not hold a {type(value).__name__}")


def encode(msg: dict[str, Any]) -> bytes:
    """One frame: length prefix and payload.  ``FrameError`` if it would exceed the limit."""
    payload = msgpack.packb(msg, use_bin_type=True)
    if len(payload) > MAX_FRAME:
        raise FrameError("frame_too_large", f"a frame of {len(payload)} bytes exceeds {MAX_FRAME}")
    return _LEN.pack(len(payload)) + payload


def decode(payload: bytes) -> dict[str, Any]:
    """The map in one frame's payload; ``FrameError`` for anything else."""
    if len(payload) > MAX_FRAME:
        raise FrameError("frame_too_large", f"a frame of {len(payload)} bytes exceeds {MAX_FRAME}")
    try:
        value = msgpack.unpackb(
            payload,
            raw=False,
            strict_map_key=True,
            use_list=True,
        )
    except (ValueError, TypeError, msgpack.UnpackException, RecursionError) as e:
        raise FrameError("bad_frame", f"the frame is not one msgpack value ({type(e).__name__})") from None
    if not isinstance(value, dict):
        raise FrameError("bad_frame", "a frame must hold one map")
    _check(value, 0)
    return value


def parse_length(header: bytes) -> int:
    (n,) = _LEN.unpack(header)
    if n == 0:
        raise FrameError("bad_frame", "an empty frame")
    if n > MAX_FRAME:
        raise FrameError("frame_too_large", f"a frame of {n} bytes exceeds {MAX_FRAME}")
    return n


async def read_frame(reader: asyncio.StreamReader) -> dict[str, Any]:
    """The next frame's map.  ``FrameError`` for a bad frame (the stream is then out of step
    and must be closed), ``asyncio.IncompleteReadError`` when the peer closed."""
    n = parse_length(await reader.readexactly(4))
    return decode(await reader.readexactly(n))
