"""Frames on the wire: a 4-byte big-endian length, then one msgpack map of at most 64 KiB.

Every frame is decoded on its own (``msgpack.unpackb``), never with a streaming
``Unpacker``: one bad byte from an untrusted peer then costs that frame only.
Keys must be strings, all the way down; extension types are refused.
"""

from __future__ import annotations

import asyncio
import struct
from typing import Any

import msgpack

MAX_FRAME = 64 * 1024
_LEN = struct.Struct(">I")


class FrameError(ValueError):
    """A frame that cannot be read; ``code`` is the protocol's error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _no_ext(code: int, data: bytes) -> Any:
    raise ValueError("extension types are not part of the protocol")


def _str_keys(pairs: list[tuple[Any, Any]]) -> dict[str, Any]:
    for k, _ in pairs:
        if type(k) is not str:
            raise ValueError("map keys must be strings")
    return dict(pairs)


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
        # Keys are checked map by map as the unpacker builds them (one call per map, not per
        # value); a timestamp comes out as a float, any other extension type is refused.
        value = msgpack.unpackb(
            payload,
            raw=False,
            strict_map_key=True,
            use_list=True,
            ext_hook=_no_ext,
            timestamp=1,
            object_pairs_hook=_str_keys,
        )
    except (ValueError, TypeError, msgpack.UnpackException, RecursionError) as e:
        raise FrameError("bad_frame", f"the frame is not one msgpack value ({e})"[:200]) from None
    if not isinstance(value, dict):
        raise FrameError("bad_frame", "a frame must hold one map")
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
