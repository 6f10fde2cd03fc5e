"""Statistics for comparing bots: the Wilson interval, percentiles, and running tallies.

Pure arithmetic, no clocks and no I/O, so the arena's numbers can be tested on
their own and merged from worker processes in any order: every tally is a sum,
and sums of wins (whole or half) and game points (whole or half) are exact in
floating point, so the merge order cannot change a digit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

# The two-sided 95% normal quantile.
Z95 = 1.959963984540054


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a rate of ``successes`` in ``n`` trials.

    Chosen over the plain normal interval because it stays inside [0, 1] and is
    honest at small ``n`` and at rates near 0 or 1 (a bot that wins every hand of
    a short run).  ``successes`` may be fractional: the arena counts a drawn hand
    as half a win.  With no trials nothing is known: (0, 1)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    denom = 1 + z2 / n
    center = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    # At p = 0 or 1 one bound is exactly 0 or 1; say so rather than 0.9999999999999999.
    lo = 0.0 if successes <= 0 else max(0.0, center - half)
    hi = 1.0 if successes >= n else min(1.0, center + half)
    return (lo, hi)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of values sorted ascending.

    Nearest rank rather than interpolation: a reported p99 is then a time some
    decision really took.  An empty sequence gives 0."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


@dataclass(frozen=True)
class TimeSummary:
    """Decision times in milliseconds."""

    count: int
    mean: float
    median: float
    p99: float
    max: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> TimeSummary:
        if not seconds:
            return cls(0, 0.0, 0.0, 0.0, 0.0)
        ordered = sorted(seconds)
        return cls(
            count=len(ordered),
            mean=1000 * math.fsum(ordered) / len(ordered),
            median=1000 * percentile(ordered, 50),
            p99=1000 * percentile(ordered, 99),
            max=1000 * ordered[-1],
        )

    def to_json(self, digits: int = 4) -> dict[str, float]:
        return {
            "mean": round(self.mean, digits),
            "median": round(self.median, digits),
            "p99": round(self.p99, digits),
            "max": round(self.max, digits),
        }


@dataclass
class Tally:
    """A's results over hands (or matches): 1 a win, 0.5 a draw, 0 a loss, plus A's net
    game points.  Mergeable, so each worker process keeps its own."""

    count: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    net: float = 0.0  # A's game points minus B's, summed

    def add(self, score: float, net: float = 0.0) -> None:
        self.count += 1
        if score == 1:
            self.wins += 1
        elif score == 0:
            self.losses += 1
        else:
            self.draws += 1
        self.net += net

    def merge(self, other: Tally) -> None:
        self.count += other.count
        self.wins += other.wins
        self.draws += other.draws
        self.losses += other.losses
        self.net += other.net

    @property
    def score(self) -> float:
        """Wins plus half the draws."""
        return self.wins + self.draws / 2

    @property
    def rate(self) -> float:
        return self.score / self.count if self.count else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson_interval(self.score, self.count)

    @property
    def net_per(self) -> float:
        return self.net / self.count if self.count else 0.0


@dataclass
class DecisionTimes:
    """Seconds each ``choose`` call took, per bot ("a" and "b")."""

    a: list[float] = field(default_factory=list)
    b: list[float] = field(default_factory=list)

    def merge(self, other: DecisionTimes) -> None:
        self.a.extend(other.a)
        self.b.extend(other.b)

    def summary(self) -> dict[str, TimeSummary]:
        return {"a": TimeSummary.of(self.a), "b": TimeSummary.of(self.b)}
