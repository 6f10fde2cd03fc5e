"""Information-set Monte Carlo tree search from one seat's view (single observer).

Each iteration samples a world from the view and walks one tree that all worlds
share: a node is the public action sequence from the root, so the tree's choices are
made without seeing the world.  Among the actions legal in this world it picks by
UCB1, each child's exploration counted from how often it was available; the first
action not tried yet is added, and the world is valued from there by ``evaluate``
(the search bots' rollout, then the solver).  The other side's moves are the tree's
choices too, or those of an ``opponent`` bot playing from its own view of the world
(closing, with ``closes``, where that says closing wins the world instead).

Unlike valuing each root move world by world (PIMC), a decision after the root, say
how to play on after closing, is one decision for every world, as it is at the table.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from ..state import HandState
from ..view import PlayerView
from .base import Bot, worth_searching

Closer = Callable[[HandState, int], bool]
"""Whether the seat to move closes in this world (``PimcBot.closing_wins``)."""


class Node:
    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.total = 0.0  # net game points for the side whose move led here
        self.avail = 0  # iterations in which its move was legal at its parent

    def mean(self) -> float:
        return self.total / self.visits


def search(
    view: PlayerView,
    iterations: int,
    evaluate: Callable[[HandState, int, random.Random], float],
    rng: random.Random,
    c: float = 1.5,
    deadline: float | None = None,
    opponent: Bot | None = None,
    closes: Closer | None = None,
) -> Node:
    """The root of a tree grown by ``iterations`` worlds (fewer if ``deadline``, a
    ``time.perf_counter()`` value, passes first).  With ``opponent`` the other side's
    moves in the tree are that bot's, made from its view of the world, not the tree's
    choice; with ``closes`` too, the other side closes where ``closes(world, mover)``
    holds."""
    root = Node()
    for i in range(iterations):
        _iterate(root, view.sample_world(rng), view.seat, evaluate, rng, c, opponent, closes)
        if deadline is not None and i and time.perf_counter() > deadline:
            break
    return root


def _iterate(
    root: Node,
    state: HandState,
    seat: int,
    evaluate: Callable[[HandState, int, random.Random], float],
    rng: random.Random,
    c: float,
    opponent: Bot | None,
    closes: Closer | None,
) -> None:
    node = root
    path: list[tuple[Node, bool]] = []  # each node passed, and whether the seat's side moved into it
    side = state.owner[seat]
    while state.result is None:
        mine = state.owner[state.to_move] == side
        if opponent is not None and not mine:
            if closes is not None and closes(state, state.to_move):
                action = "close"
            else:
                action = opponent.choose(state.view(state.to_move), rng)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = Node()
            child.avail += 1
            node = child
            state.apply(action)
            path.append((node, mine))
            continue
        acts = worth_searching(state.legal_actions(), state.total(state.owner[state.to_move]))
        for a in acts:
            child = node.children.get(a)
            if child is not None:
                child.avail += 1
        untried = [a for a in acts if a not in node.children]
        if untried:
            action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
            child = Node()
            child.avail = 1
            node.children[action] = child
            node = child
            state.apply(action)
            path.append((node, mine))
            break
        action = max(acts, key=lambda a: _ucb(node.children[a], c))
        node = node.children[action]
        state.apply(action)
        path.append((node, mine))
    value = evaluate(state, seat, rng)
    root.visits += 1
    for node, mine in path:
        node.visits += 1
        node.total += value if mine else -value


def _ucb(node: Node, c: float) -> float:
    return node.mean() + c * math.sqrt(math.log(node.avail) / node.visits)
