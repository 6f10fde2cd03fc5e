"""The arena: bot A against bot B on duplicate deals, so the luck of the cards cancels.

Why duplicate: with random deals, most of the spread between two bots is who
got the good cards.  Playing every deal once from each side removes that.

The scheme
----------
* A *deal* is a seeded shuffle and a dealer (``deal_for``).  It is played once
  per *arrangement* of the bots over the seats, each time from the same cards:

  - two players: A in seat 0 (B in seat 1), then A in seat 1 (B in seat 0);
  - three players: A in one seat and B in the other two, A rotated through
    seats 0, 1 and 2.  In ``three_sitout`` the arrangement where A would be
    the dealer sitting out is B against B and is not played, which leaves A
    in each of the two active seats once: a plain duplicate pair;
  - four players: A in one partnership (both partner seats, two copies of
    A's bot), B in the other: seats 0 and 2, then seats 1 and 3.

  Each played arrangement is one *hand*; ``--deals N`` plays N deals, so
  2N hands in the two-player game (3N with three players, 2N with four).
* Every seat gets a fresh bot and its own rng for every hand.  The rng
  belongs to the seat, not to the bot: it is derived from the master seed, the
  deal index and the seat number, so it is the same in every arrangement.
  Two copies of the same bot therefore replay the same hand move for move and
  come out exactly even, and only a difference between the bots shows.
* A's result in a hand compares game points: A's (the mean over A's seats,
  which partners share) against B's (the mean over B's seats that took part
  in the hand, so an idle dealer does not count).  More is a win (1), equal a
  draw (0.5: a drawn hand counts half a win), less a loss (0).  The net game
  points are the difference.  With three players A faces two copies of B, so
  two equal bots leave A's rate well under 1/2 (a hand won by either B is a
  loss for A; a wrong claim by one B pays A and the other B, which is a win
  for A), while the net points stay near 0.
* A *duplicate match* is an ``engine.Match`` from one seed, played to the
  preset's target once per arrangement (all of them: the dealer rotates in a
  match), each seat keeping one bot and one rng for the whole match.

Every seed comes from ``derive_seed(master, ...)`` and the deal or match index
alone, so a run's results do not depend on how deals are split into chunks
or over processes.  The engine has no clock: the caller passes ``clock``
(``time.perf_counter`` from the command line), read just before and after each
``choose`` call.

Cheating (``cheat="a"`` or ``"b"``) hands that bot an ``OmniscientView``:
its ``sample_world`` returns the true state, so search bots determinize to
the truth, while heuristic bots, reading only the ordinary fields, play as
before.  It measures how much hidden information costs a bot.  Views never
hold the full state anywhere else: this is the single, documented exception,
and it lives here, outside anything a real game uses.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots.base import Bot
from .match import Match
from .rules import Rules
from .state import HandState
from .stats import DecisionTimes, Tally
from .view import VIEW_FIELDS, PlayerView, build_view

BotFactory = Callable[[], Bot]
Clock = Callable[[], float]

MAX_MATCH_HANDS = 10_000  # a guard: no real match comes near it


class BotError(RuntimeError):
    """A bot broke the interface (an action outside ``view.legal_actions``)."""


def _no_clock() -> float:
    return 0.0


def derive_seed(master: int, *path: int | str) -> int:
    """A 64-bit seed for one deal, match or seat, from the master seed and a path.

    A hash rather than a counter on one rng, so any deal can be played alone,
    in any process, in any order, and still be the same deal."""
    digest = hashlib.blake2b(repr((master, *path)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


# ----------------------------------------------------------------- cheat view
@dataclass(frozen=True)
class OmniscientView(PlayerView):
    """A seat's view plus a private copy of the true state (see the module docstring)."""

    truth: Any = field(default=None, repr=False, compare=False)

    def sample_world(self, rng: random.Random) -> HandState:
        """Always the real deal: a search bot 'sampling' worlds sees the truth."""
        return self.truth.clone()


def omniscient_view(state: HandState, seat: int) -> OmniscientView:
    base = build_view(state, seat)
    return OmniscientView(**{name: getattr(base, name) for name in VIEW_FIELDS}, truth=state.clone())


# ------------------------------------------------------------------ seating
def seat_plans(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """A's seats in each arrangement; B sits everywhere else."""
    if rules.partnerships:
        return ((0, 2), (1, 3))
    return tuple((s,) for s in range(rules.players))


def deal_for(rules: Rules, master: int, index: int) -> HandState:
    """Deal ``index`` of a run, as dealt: the dealer and the shuffle from its own seed."""
    rng = random.Random(derive_seed(master, "deal", index))
    dealer = rng.randrange(rules.players)
    return HandState.shuffled(rules, dealer, rng)


@dataclass(frozen=True)
class HandOutcome:
    """One hand of a duplicate deal, from A's side."""

    deal: int
    arrangement: int
    a_seats: tuple[int, ...]
    dealer: int
    dealt_hands: tuple[int, ...]  # each seat's cards as dealt (bitmasks)
    winner: int | None
    reason: str
    scores: tuple[int, ...]  # game points per seat
    a_score: float  # 1 win, 0.5 draw, 0 loss
    a_net: float  # A's game points minus B's
    a_times: tuple[float, ...] = ()
    b_times: tuple[float, ...] = ()
    actions: int = 0


@dataclass(frozen=True)
class MatchOutcome:
    """One match of a duplicate match, from A's side."""

    match: int
    arrangement: int
    a_seats: tuple[int, ...]
    winner: int
    a_won: bool
    score: tuple[int, ...]
    hands: int
    a_times: tuple[float, ...] = ()
    b_times: tuple[float, ...] = ()


@dataclass
class ArenaTotals:
    """Everything a run reports, as mergeable sums."""

    deals: int = 0
    hands: Tally = field(default_factory=Tally)
    matches: Tally = field(default_factory=Tally)
    times: DecisionTimes = field(default_factory=DecisionTimes)

    def add_hand(self, o: HandOutcome) -> None:
        self.hands.add(o.a_score, o.a_net)
        self.times.a.extend(o.a_times)
        self.times.b.extend(o.b_times)

    def add_match(self, o: MatchOutcome) -> None:
        self.matches.add(1.0 if o.a_won else 0.0)
        self.times.a.extend(o.a_times)
        self.times.b.extend(o.b_times)

    def merge(self, other: ArenaTotals) -> None:
        self.deals += other.deals
        self.hands.merge(other.hands)
        self.matches.merge(other.matches)
        self.times.merge(other.times)


# ------------------------------------------------------------------ playing
class _Table:
    """The bots, rngs and timers of one arrangement."""

    def __init__(
        self,
        n: int,
        a_seats: tuple[int, ...],
        make_a: BotFactory,
        make_b: BotFactory,
        rng_seeds: Sequence[int],
        cheat: str | None,
        clock: Clock,
    ) -> None:
        self.a_seats = a_seats
        self.bots = [make_a() if s in a_seats else make_b() for s in range(n)]
        self.rngs = [random.Random(seed) for seed in rng_seeds]
        cheaters = a_seats if cheat == "a" else tuple(s for s in range(n) if s not in a_seats) if cheat == "b" else ()
        self.cheaters = frozenset(cheaters)
        self.clock = clock
        self.a_times: list[float] = []
        self.b_times: list[float] = []

    def decide(self, state: HandState, where: str) -> str:
        seat = state.to_move
        view = omniscient_view(state, seat) if seat in self.cheaters else build_view(state, seat)
        bot = self.bots[seat]
        start = self.clock()
        action = bot.choose(view, self.rngs[seat])
        elapsed = self.clock() - start
        (self.a_times if seat in self.a_seats else self.b_times).append(elapsed)
        if not isinstance(action, str) or action not in view.legal_actions:
            side = "A" if seat in self.a_seats else "B"
            name = getattr(bot, "name", type(bot).__name__)
            raise BotError(
                f"bot {side} ({name}) in seat {seat} chose {action!r}, not one of {list(view.legal_actions)} ({where})"
            )
        return action


def _side_points(scores: Sequence[int], seats: Sequence[int]) -> float:
    return sum(scores[s] for s in seats) / len(seats) if seats else 0.0


def play_duplicate_deal(
    rules: Rules,
    make_a: BotFactory,
    make_b: BotFactory,
    master: int,
    index: int,
    cheat: str | None = None,
    clock: Clock = _no_clock,
) -> list[HandOutcome]:
    """Play deal ``index`` once per arrangement, from the same cards each time."""
    dealt = deal_for(rules, master, index)
    n = rules.players
    rng_seeds = [derive_seed(master, "deal", index, "seat", s) for s in range(n)]
    out: list[HandOutcome] = []
    for arrangement, a_seats in enumerate(seat_plans(rules)):
        if not set(a_seats) <= set(dealt.active):
            continue  # A would only watch: B against B tells nothing
        table = _Table(n, a_seats, make_a, make_b, rng_seeds, cheat, clock)
        state = dealt.clone()
        where = f"deal {index}, arrangement {arrangement}"
        actions = 0
        while not state.is_over:
            state.apply(table.decide(state, where))
            actions += 1
        result = state.result
        assert result is not None
        b_seats = [s for s in state.active if s not in a_seats]
        a_pts = _side_points(result.scores, a_seats)
        b_pts = _side_points(result.scores, b_seats)
        out.append(
            HandOutcome(
                deal=index,
                arrangement=arrangement,
                a_seats=a_seats,
                dealer=dealt.dealer,
                dealt_hands=tuple(dealt.hands),
                winner=result.winner,
                reason=result.reason,
                scores=result.scores,
                a_score=1.0 if a_pts > b_pts else 0.0 if a_pts < b_pts else 0.5,
                a_net=a_pts - b_pts,
                a_times=tuple(table.a_times),
                b_times=tuple(table.b_times),
                actions=actions,
            )
        )
    return out


def play_duplicate_match(
    rules: Rules,
    make_a: BotFactory,
    make_b: BotFactory,
    master: int,
    index: int,
    cheat: str | None = None,
    clock: Clock = _no_clock,
) -> list[MatchOutcome]:
    """Play match ``index`` (one seed, so the same run of shuffles) once per arrangement."""
    n = rules.players
    match_seed = derive_seed(master, "match", index)
    rng_seeds = [derive_seed(master, "match", index, "seat", s) for s in range(n)]
    out: list[MatchOutcome] = []
    for arrangement, a_seats in enumerate(seat_plans(rules)):
        table = _Table(n, a_seats, make_a, make_b, rng_seeds, cheat, clock)
        names = ["A" if s in a_seats else "B" for s in range(n)]
        match = Match(rules, seed=match_seed, seats=names)
        hands = 1
        while True:
            where = f"match {index}, arrangement {arrangement}, hand {hands}"
            while not match.hand.is_over:
                match.apply(table.decide(match.hand, where))
            if match.is_over:
                break
            if hands >= MAX_MATCH_HANDS:
                raise BotError(f"match {index} did not end in {MAX_MATCH_HANDS} hands")
            match.next_hand()
            hands += 1
        winner = match.winner
        assert winner is not None
        out.append(
            MatchOutcome(
                match=index,
                arrangement=arrangement,
                a_seats=a_seats,
                winner=winner,
                a_won=winner in a_seats,
                score=tuple(match.score),
                hands=hands,
                a_times=tuple(table.a_times),
                b_times=tuple(table.b_times),
            )
        )
    return out


def play_deals(
    rules: Rules,
    make_a: BotFactory,
    make_b: BotFactory,
    master: int,
    start: int,
    stop: int,
    cheat: str | None = None,
    clock: Clock = _no_clock,
) -> ArenaTotals:
    """Deals ``start``..``stop - 1``, summed: one chunk of a run."""
    totals = ArenaTotals()
    for index in range(start, stop):
        totals.deals += 1
        for o in play_duplicate_deal(rules, make_a, make_b, master, index, cheat, clock):
            totals.add_hand(o)
    return totals


def play_matches(
    rules: Rules,
    make_a: BotFactory,
    make_b: BotFactory,
    master: int,
    start: int,
    stop: int,
    cheat: str | None = None,
    clock: Clock = _no_clock,
) -> ArenaTotals:
    """Duplicate matches ``start``..``stop - 1``, summed."""
    totals = ArenaTotals()
    for index in range(start, stop):
        for o in play_duplicate_match(rules, make_a, make_b, master, index, cheat, clock):
            totals.add_match(o)
    return totals
