"""The expert level: hard's determinized search, with optional deeper looks in each world.

By default expert is hard's plain search over more worlds (120, about a second a
move): none of the deeper searches below has yet measured better than that against
hard, and ``reply=0, endgame=0`` keeps exactly the plain search.

* ``reply``: hard values a candidate in a sampled world by one medium rollout, so the
  move that answers it is medium's, made without seeing the world.  With ``reply=N``
  the first N choices after the candidate are searched by minimax inside the world
  (both sides see it, as the solver does after the stock), each end rolled out by
  medium: a lead is valued against the opponent's best answer in that world, a trick
  won against the winner's best choice between drawing and closing.  It costs about a
  rollout per answer, so it wants fewer worlds (``expert:reply=1,samples=30``).
* ``endgame``: once the real stock holds at most that many cards, each candidate is
  valued in each world by an exact alpha-beta search of the rest of the hand (the
  draws are known in a world), over ``endgame_samples`` worlds.

Measured against hard (``tests/bench/expert_vs_hard.py``; classic, duplicate deals,
both bots with ``ms=0``):

* the plain search (the default), against hard at its defaults: 51.0% of 100 deals
  (seed 11) and 52.0% of 200 (seed 12, CI 47.1-56.9, +0.08 game points a deal);
  pooled 51.7% of 600 hands (CI 47.7-55.6);
* at 20 worlds each, 100 deals, seed 11: ``reply=1`` 52.5% (95% CI 45.6-59.3),
  ``endgame=2`` 49.5% (42.6-56.4);
* ``reply=1, samples=30`` against hard at its defaults, 200 deals: 51.6% (46.7-56.5),
  +0.06 game points a deal, 360 ms a move on average but 2.6 s at worst without the
  cap.

Tried in the rollouts and not kept (20 worlds each, 100 deals, seed 11, against hard at
20 worlds): closing in a rollout whenever the solver, seeing the world, wins the closed
ending by 2 or more, 48.25%; rollouts in which medium sees the opponent's hand in the
world, 50.5%; valuing a world by who wins (not by game points), 49.75% and -0.18 game
points a deal; three medium variants taking turns over the worlds, 51.75%; and, at
about a second a move, letting the opponent's answer in each world come from its own
small search over 4 worlds of its information set (12 worlds, 60 deals, against hard at
its defaults), 46.25%.

The yardstick: hard given the true deal (``arena --cheat``, which its search then
"samples" every time) against hard wins 48.0% of 200 deals (seed 12, CI 43.1-52.9)
and 53.25% of 100 against hard at 20 worlds; pooled 49.75% of 600 hands.  Knowing
every hidden card is worth nothing measurable to this search, so better inference
(more worlds, weighted worlds) cannot lift expert far above hard: what limits both is
the value of a world, one medium rollout and then the solver.
"""

from __future__ import annotations

import random

from ..state import HandState
from ..view import PlayerView
from .pimc import HardBot, _net_points
from .solver import solvable, solve


def _mine(state: HandState, seat: int) -> bool:
    return state.owner[state.to_move] == state.owner[seat]


def _moves(state: HandState) -> list[str]:
    """Legal actions without wrong claims (never worth a search)."""
    acts = state.legal_actions()
    if "declare" in acts and state.total(state.owner[state.to_move]) < 66:
        acts.remove("declare")
    return acts


def exact_value(state: HandState, seat: int, alpha: float = -99.0, beta: float = 99.0) -> float:
    """Perfect-information alpha-beta value (net game points for ``seat``) of a full
    two-player state, phase 1 included (the stock order is known in a world); the
    solver takes over once the stock is closed or exhausted."""
    if state.result is not None:
        return _net_points(state, seat)
    if solvable(state):
        v = solve(state).value
        return v if _mine(state, seat) else -v
    maximize = _mine(state, seat)
    best = -99.0 if maximize else 99.0
    for a in _moves(state):
        child = state.clone()
        child.apply(a)
        v = exact_value(child, seat, alpha, beta)
        if maximize and v > best:
            best = v
            alpha = max(alpha, v)
        elif not maximize and v < best:
            best = v
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


class ExpertBot(HardBot):
    """Hard's search over more worlds; ``reply`` plies of minimax per world and an exact
    ``endgame`` are options (off: neither has measured better yet, see the module doc).

    Also tried and measured worse or no better against hard: successive halving (45.5%
    of 200 duplicate hands, CI 38.7-52.4%) and weighting worlds by whether medium would
    have made the opponent's lead (49.75%)."""

    name = "expert"

    def __init__(
        self,
        samples: int = 120,
        ms: float | None = 1200,
        rollout: str = "medium",
        reply: int = 0,
        endgame: int = 0,
        endgame_samples: int = 30,
    ) -> None:
        super().__init__(samples=samples, ms=ms, rollout=rollout)
        self.reply = reply
        self.endgame = endgame
        self.endgame_samples = endgame_samples

    def _in_endgame(self, view: PlayerView) -> bool:
        return (
            self.endgame > 0
            and view.rules.has_stock
            and len(view.hand_sizes) == 2
            and not view.closed
            and 0 < view.stock_size <= self.endgame
        )

    def _world_count(self, view: PlayerView, wanted: int) -> int:
        return super()._world_count(view, self.endgame_samples if self._in_endgame(view) else wanted)

    def _value(self, after: HandState, view: PlayerView, rng: random.Random) -> float:
        if self._in_endgame(view):
            return exact_value(after, view.seat)
        return self._search(after, view.seat, self.reply, rng)

    def _search(self, state: HandState, seat: int, plies: int, rng: random.Random) -> float:
        """Minimax over ``plies`` more actions in a world (a forced action is free), then
        hard's valuation (solved, or rolled out by medium then solved)."""
        if plies <= 0 or state.result is not None or solvable(state) or len(state.active) != 2:
            return self.evaluate(state, seat, rng)
        acts = _moves(state)
        if len(acts) > 1:
            plies -= 1
        values = []
        for a in acts:
            child = state.clone()
            child.apply(a)
            values.append(self._search(child, seat, plies, rng))
        return max(values) if _mine(state, seat) else min(values)
