"""Provably fair deals: the host commits to a secret seed, every client adds randomness,
the deck comes from all of them, and the seed is revealed after the hand.

    commit  = SHA-256(seed)                                  (hex, sent before the deal)
    key     = SHA-256("sixtysix-deck/1" || seed || for each seat: len(c) as one byte || c)
    stream  = SHA-256(key || 0 as 4 bytes BE) || SHA-256(key || 1) || ...
    deck    = the pack in card order, Fisher-Yates shuffled with uniform draws from stream

A seat that contributed nothing counts as an empty contribution.  PROTOCOL.md
spells the draws out so a client in any language can check a deal.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from engine import HandState, IllegalAction, PlayerView, Rules
from engine.cards import bits, pack_mask
from engine.records import split_action

from .codec import as_sent

DOMAIN = b"sixtysix-deck/1"
SEED_BYTES = 32
NONCE_BYTES = 32


def new_seed() -> bytes:
    return secrets.token_bytes(SEED_BYTES)


def new_nonce() -> bytes:
    return secrets.token_bytes(NONCE_BYTES)


def commitment(seed: bytes) -> str:
    return hashlib.sha256(seed).hexdigest()


def deck_key(seed: bytes, contributions: Sequence[bytes | None]) -> bytes:
    h = hashlib.sha256(DOMAIN + seed)
    for c in contributions:
        c = c or b""
        h.update(bytes([len(c)]) + c)
    return h.digest()


class _Stream:
    """Uniform integers from SHA-256 in counter mode, by rejection (no modulo bias)."""

    def __init__(self, key: bytes) -> None:
        self.key = key
        self.counter = 0
        self.buf = b""

    def u32(self) -> int:
        if len(self.buf) < 4:
            self.buf += hashlib.sha256(self.key + self.counter.to_bytes(4, "big")).digest()
            self.counter += 1
        x, self.buf = int.from_bytes(self.buf[:4], "big"), self.buf[4:]
        return x

    def below(self, n: int) -> int:
        limit = 2**32 - 2**32 % n
        while True:
            x = self.u32()
            if x < limit:
                return x % n


def derive_deck(rules: Rules, seed: bytes, contributions: Sequence[bytes | None]) -> list[int]:
    """The deck (top first, engine card indexes) that a seed and the contributions make."""
    deck = list(bits(pack_mask(rules.pack)))
    stream = _Stream(deck_key(seed, contributions))
    for i in range(len(deck) - 1, 0, -1):
        j = stream.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@dataclass(frozen=True)
class Verdict:
    ok: bool
    detail: str  # one sentence: what was checked, or what did not match
    # A checked deal that was played to its end: as dealt, and as it ended (every card is
    # public once the host revealed the seed, so the seat may keep the hand's record).
    dealt: HandState | None = None
    end: HandState | None = None
    # What did not match, for a front end to say in its own words (``PROBLEMS``); "" if ok.
    problem: str = ""


PROBLEMS = ("seed", "contribution", "hand", "turn", "action", "shown")
"""A failed check's ``problem``: the seed is not the committed one, another contribution
was used for this player, the cards dealt here are not the seeds', a move was out of
turn or impossible in the revealed deal, or the deal does not give what was shown."""


def verify(
    rules: Rules,
    commit: str,
    seed: bytes,
    contributions: Sequence[bytes | None],
    dealer: int,
    seat: int,
    own_nonce: bytes | None,
    first_view: PlayerView | None,
    last_view: PlayerView | None,
) -> Verdict:
    """Check a revealed deal from one seat's side: the seed matches the commitment, this
    seat's contribution was used, and the deck, dealt and played through the engine, gives
    exactly the views this seat was shown (its hand as dealt, everything it saw after)."""
    if not hmac.compare_digest(commitment(seed), commit):
        return Verdict(False, "the revealed seed does not match the host's commitment", problem="seed")
    used = seat < len(contributions) and contributions[seat] is not None
    if own_nonce is not None and used and contributions[seat] != own_nonce:
        return Verdict(
            False, "the host used another contribution for this player than the one it sent", problem="contribution"
        )
    note = "" if used or own_nonce is None else " (without this player's contribution, which came too late)"
    state = HandState.deal(rules, dealer, derive_deck(rules, seed, contributions))
    dealt = state.clone()
    if first_view is not None and first_view.hand != state.view(seat).hand:
        return Verdict(False, "the cards dealt to this player are not the ones the seeds give", problem="hand")
    if last_view is None:
        return Verdict(True, "the seed matches its commitment" + note)
    for i, entry in enumerate(last_view.history):
        try:
            who, action = split_action(entry, i)
            if who != state.to_move:
                return Verdict(
                    False, f"action {i} ({entry}) was not that seat's turn in the revealed deal", problem="turn"
                )
            state.apply(action)
        except (IllegalAction, ValueError):
            return Verdict(False, f"action {i} ({entry}) is impossible with the revealed deal", problem="action")
    if as_sent(state.view(seat)) != as_sent(last_view):  # the deal is checked, not the score
        return Verdict(False, "the revealed deal does not give what this player was shown", problem="shown")
    ended = (dealt, state) if state.is_over else (None, None)
    return Verdict(True, "the deal came from the committed seed and the contributions" + note, *ended)
