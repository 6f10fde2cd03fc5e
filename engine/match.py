"""A match: hands in a row, game points, dealer rotation, drawn hands, match end."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .cards import bits, pack_mask
from .records import MatchRecord, RecordError, hand_record, match_record
from .result import HandResult
from .rules import Rules
from .standing import Standing
from .state import HandState


class Match:
    """Deals hands from one seeded rng; ``hand`` is the hand being played."""

    def __init__(
        self,
        rules: Rules,
        seed: int | None = None,
        seats: list[str] | None = None,
        first_dealer: int | None = None,
    ) -> None:
        self.rules = rules
        self.rng = random.Random(seed)
        self.seats = seats or [f"Player {i + 1}" for i in range(rules.players)]
        self.score = [0] * rules.players
        self.carry = 0  # game points a drawn hand passes to the next winner
        self.results: list[HandResult] = []
        self.finished: list[tuple[HandState, HandState]] = []  # (as dealt, as ended)
        self.score_after: list[tuple[int, ...]] = []  # the match score after each finished hand
        self.replayed: list[Any] = []  # ReplayOutcome of each hand of a loaded record
        dealer = first_dealer if first_dealer is not None else self._first_dealer()
        self._start(HandState.shuffled(rules, dealer, self.rng))

    def _first_dealer(self) -> int:
        n = self.rules.players
        if self.rules.first_dealer == "random":
            return self.rng.randrange(n)
        # low_card: each draws a card; the lowest rank deals, ties draw again.
        drawing = list(range(n))
        while True:
            deck = list(bits(pack_mask(self.rules.pack)))
            self.rng.shuffle(deck)
            ranks = {p: deck[i] & 7 for i, p in enumerate(drawing)}
            low = max(ranks.values())
            drawing = [p for p in drawing if ranks[p] == low]
            if len(drawing) == 1:
                return drawing[0]

    def _start(self, hand: HandState) -> None:
        hand.standing = self._standing()
        self.hand = hand
        self.dealt = hand.clone()

    def _standing(self) -> Standing:
        """The score as the next hand is dealt: every view of the hand carries it, so a bot
        can play for the match."""
        return Standing(tuple(self.score), self.rules.match_target, self.carry)

    # ------------------------------------------------------------- play
    def apply(self, action: str) -> None:
        """An action in the current hand; the score is settled when it ends."""
        self.hand.apply(action)
        if self.hand.is_over:
            self._settle(self.hand.result)

    def _settle(self, result: HandResult) -> None:
        self.results.append(result)
        self.finished.append((self.dealt, self.hand))
        self._add_up(result)
        self.score_after.append(tuple(self.score))

    def _add_up(self, result: HandResult) -> None:
        rules = self.rules
        if result.is_draw:
            if rules.drawn_hand_carry == "+1_to_next_winner":
                self.carry += 1
            return
        for p, gained in enumerate(result.scores):
            if gained:
                self.score[p] += gained + self.carry
        self.carry = 0
        if rules.dealer_sits_out and rules.idle_dealer_scores == "same_as_winner":
            d = self.hand.dealer
            self.score[d] = min(self.score[d] + result.game_points, rules.match_target - 1)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def winner(self) -> int | None:
        """The winning seat (lowest seat of a partnership), once the match is decided."""
        target = self.rules.match_target
        best = max(self.score)
        if best < target or (self.hand is not None and not self.hand.is_over):
            return None
        leaders = sorted({p % 2 if self.rules.partnerships else p for p, s in enumerate(self.score) if s == best})
        return leaders[0] if len(leaders) == 1 else None

    def next_dealer(self) -> int:
        """The winner deals (a drawn hand: the same dealer again), or the deal passes left."""
        last = self.hand
        result = last.result
        if self.rules.next_dealer == "winner":
            return last.dealer if result is None or result.is_draw else result.winner
        return (last.dealer + 1) % self.rules.players

    def _check_follows(self, index: int, dealer: int) -> None:
        """``RecordError`` unless a hand dealt by ``dealer`` may come next in the match, as
        hand ``index`` of a record: the one before it ended, the match is not yet won,
        and the rules give that seat the deal."""
        if not self.hand.is_over:
            raise RecordError(f"hand {index}: the hand before it is unfinished")
        if self.is_over:
            raise RecordError(f"hand {index}: the match was already won, {self.score} after hand {index - 1}")
        expected = self.next_dealer()
        if dealer != expected:
            raise RecordError(f"hand {index}: seat {expected} deals it under the rules, not seat {dealer}")

    def next_hand(self) -> HandState:
        """Deal the next hand; only after the current one ended and the match goes on."""
        if not self.hand.is_over or self.is_over:
            raise ValueError("the current hand is not over, or the match is")
        self._start(HandState.shuffled(self.rules, self.next_dealer(), self.rng))
        return self.hand

    def deal(self, deck: Sequence[int]) -> HandState:
        """Deal ``deck`` (top first) for the current hand instead of the shuffled one, same
        dealer; only before anybody acted in it (a front end that deals its own decks, like
        the LAN host's fair deals, calls this after ``Match()`` or ``next_hand()``)."""
        if self.hand.history or self.hand.is_over:
            raise ValueError("the current hand has already begun")
        if sorted(deck) != list(bits(pack_mask(self.rules.pack))):
            raise ValueError("the deck must hold every card of the pack once")
        self._start(HandState.deal(self.rules, self.hand.dealer, deck))
        return self.hand

    # ----------------------------------------------------------- records
    def to_record(self, hand_in_play: bool = True) -> dict[str, Any]:
        """The match's record; ``hand_in_play`` False leaves out a hand not yet finished
        (a LAN match kept early: its hidden cards were never shown to the players)."""
        hands = [hand_record(end, dealt) for dealt, end in self.finished]
        if hand_in_play and not self.hand.is_over:
            hands.append(hand_record(self.hand, self.dealt))
        return match_record(self.rules, self.seats, hands, self.score)

    @classmethod
    def from_record(
        cls,
        record: MatchRecord,
        seed: int | None = None,
        rng_state: tuple[Any, ...] | None = None,
        deal_next: bool = True,
    ) -> Match:
        """Rebuild a saved match: every hand replayed, the last one resumed where it stood.

        ``rng_state`` (from ``match.rng.getstate()``) continues a saved deal sequence: it
        is set before any dealing, so a record whose last hand is finished deals the same
        next hand the saved match would have; ``deal_next`` False leaves a finished last
        hand as it is (for a front end that deals its own decks, like the LAN table).
        ``replayed`` keeps each record hand's outcome.  Raises ``RecordError`` if an
        action is bad or the saved score disagrees."""
        from .replay import play_record

        m = cls.__new__(cls)
        m.rules = record.rules
        m.rng = random.Random(seed)
        if rng_state is not None:
            m.rng.setstate(rng_state)
        m.seats = list(record.seats)
        m.score = [0] * record.rules.players
        m.carry = 0
        m.results = []
        m.finished = []
        m.score_after = []
        m.hand = None  # type: ignore[assignment]
        m.replayed = []
        for i, hand in enumerate(record.hands):
            if m.hand is not None:
                m._check_follows(i, hand.dealer)
            try:
                outcome = play_record(hand)
            except RecordError as e:
                raise RecordError(f"hand {i}: {e}", e.index) from None
            m.replayed.append(outcome)
            m.dealt = hand.initial_state()
            m.hand = outcome.state
            m.dealt.standing = m.hand.standing = m._standing()
            if m.hand.is_over:
                m._settle(m.hand.result)
        if m.hand is None:
            m._start(HandState.shuffled(m.rules, m._first_dealer(), m.rng))
        elif m.hand.is_over and not m.is_over and deal_next:
            m.next_hand()
        if record.score is not None and record.score != m.score:
            raise RecordError(f"the saved score {record.score} does not match the hands ({m.score})")
        return m
