"""Perfect-information Monte Carlo over worlds sampled from the view: hard's search,
expert's where its tree over hidden cards does not apply (three or four hands, or
nothing hidden), and the valuation of a world that the tree search uses.

For each sampled world (hidden cards dealt consistently with what the seat
knows, see ``PlayerView.sample_world``) every candidate action is applied
and the position is valued:

* once nothing is hidden or left to chance in a two-player hand (stock
  closed or exhausted) the exact solver gives its game-point value;
* before that, a fast policy (the medium heuristics by default) plays the
  world on until the solver can take over, or to the end of the hand.

All actions are valued on the same worlds (common random numbers), so the
comparison between them is much less noisy than their absolute values; that is
also why a race (``race`` > 0, hard's default) can drop a move that falls well
behind after a few dozen worlds and value only the moves still close in the rest.
The budget is a number of worlds, so a bot is deterministic for a seed as long
as the safety cap ``ms`` (on by default, to keep the slowest positions under
about a second) is not reached; ``ms=0`` is read as no cap.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator, Sequence

from ..actions import CANONICAL, PLAY
from ..cards import VALUE
from ..rules import Rules
from ..standing import Standing
from ..state import HandState
from ..view import PlayerView
from .base import Bot, BotSpecError, bot_of, parse_spec, worth_searching
from .equity import outcome_values
from .reading import read_world, readable
from .solver import Tables, action_values, closing_wins, solvable, solved_value


def _net_points(state: HandState, seat: int) -> float:
    """Game points the seat's side gained minus what the others gained, per opponent."""
    result = state.result
    assert result is not None
    mine = result.scores[seat]
    if state.rules.partnerships:
        theirs = result.scores[(seat + 1) % state.n]
    else:
        others = [result.scores[p] for p in state.active if p != seat]
        theirs = sum(others) / len(others)
    return mine - theirs


ROLLOUT_LEVELS = ("random", "easy", "medium")
"""The levels a search may play its worlds out with: rules of thumb, fast enough."""


def rollout_policy(spec: str) -> Bot:
    """The bot that plays a search's worlds out.  Medium there closes on its count of
    sure points unless the spec says otherwise: its own close search, a solve of 24
    worlds at a lead, inside each world of a search would make it about ten times as
    slow (0.66 ms a move on average against 0.05), and hard's worlds that much fewer."""
    level, kwargs = parse_spec(spec)
    if level == "medium":
        kwargs.setdefault("close_worlds", 0)
    return bot_of(level, kwargs)


ROLLOUT_CLOSES = ("policy", "solve", "model")
"""How a search's worlds close as they are played out: as the rollout policy does; where
the closed hand is won in that world, solved exactly (``PimcBot.closing_wins``); or
``model``: the searching side so, and the other side where closing wins that world and
the rollout policy playing as itself would close there (``PimcBot.model_closes``)."""

MATCH_MODES = ("hand", "play")
"""What a search's game points are worth: as they are, each hand for itself, or, in a
hand of a match between two sides, by what they do to the chance of winning the match
(``equity.py``)."""

MOST_POINTS = 6
"""The most game points one hand can be worth under any switch (``closer_no_trick_penalty``)."""

SOLVE_CLOSE_FROM = 40
"""The points (counted and pending) from which a play-out asks the solver whether closing
wins; from 25, hard took about half as much time again a move.  From 30, hard won no
more against medium (uncapped, seed 81's 200 deals, paired with 40: -0.015 game points a
hand, SE 0.063, 5 hands fewer of 400, SE 8.4; the play differed in 121 of the deals)."""


class PimcBot:
    """Determinized search with an exact endgame solver, within a world budget: every
    candidate is valued world by world (``race``: see ``_race``).  ``closes``: see
    ``ROLLOUT_CLOSES``; ``read`` (0: off): worlds read from the other side's play
    (``reading.read_world``); ``match``: see ``MATCH_MODES`` (the hint's search values the match
    only where the hand may decide it, and game points before that, which its reasons
    then name: ``hints.hint_stakes``)."""

    name = "pimc"

    def __init__(
        self,
        samples: int = 50,
        ms: float | None = 900,
        rollout: str = "medium",
        closes: str = "policy",
        match: str = "hand",
        race: float = 0.0,
        read: float = 0.0,
    ) -> None:
        if not 0 <= read < 1:
            raise BotSpecError(f"bot {self.name!r}: read must be at least 0 (0: off) and under 1, not {read}")
        self.read = read
        if not 0 <= race < math.inf:
            raise BotSpecError(f"bot {self.name!r}: race must be 0 (off) or more, not {race}")
        self.race = race
        if match not in MATCH_MODES:
            raise BotSpecError(f"bot {self.name!r}: match must be one of {', '.join(MATCH_MODES)}, not {match!r}")
        self.match = match
        if samples < 1:
            raise BotSpecError(f"bot {self.name!r}: samples must be 1 or more, not {samples}")
        if closes not in ROLLOUT_CLOSES:
            raise BotSpecError(f"bot {self.name!r}: closes must be one of {', '.join(ROLLOUT_CLOSES)}, not {closes!r}")
        self.closes = closes
        if ms is not None and not 0 <= ms < math.inf:  # nan too: it had meant no cap at all
            raise BotSpecError(f"bot {self.name!r}: ms must be 0 (no cap) or more, not {ms}")
        if rollout.partition(":")[0] not in ROLLOUT_LEVELS:
            # A search inside each world of a search took a minute a move, past any ms cap.
            raise BotSpecError(
                f"bot {self.name!r}: rollout must be one of {', '.join(ROLLOUT_LEVELS)}, not {rollout!r}"
            )
        self.samples = samples
        self.ms = ms
        self._rollout_bot: Bot = rollout_policy(rollout)  # a bad level is refused here, not mid-game
        self._model: Bot = bot_of(*parse_spec(rollout))  # the other side as it plays: closes=model
        # The solver's table, shared by every solve of this bot: its values are exact, so
        # sharing changes no move, only the time (hard's median decision 0.64-0.84 of what
        # it was, measured side by side; see solver.Tables).
        self._tables = Tables()

    def _candidates(self, view: PlayerView) -> tuple[str, ...]:
        return worth_searching(view.legal_actions, view.points())

    def choose(self, view: PlayerView, rng: random.Random) -> str:
        candidates = self._candidates(view)
        if len(candidates) == 1:
            return candidates[0]
        worlds = self._world_count(view, self.samples)
        if self.race and worlds > 1:
            totals = self._race(view, candidates, worlds, rng, self._deadline())
            return self._best(view, tuple(totals), totals, rng)
        totals, _done = self.value_moves(view, candidates, worlds, rng, self._deadline())
        return self._best(view, candidates, totals, rng)

    def _best(self, view: PlayerView, candidates: tuple[str, ...], totals: dict[str, float], rng: random.Random) -> str:
        """The move the worlds value most.  Ties are common (35 of 119 decisions of hard
        in 12 classic deals: both trumps win the trick, and the hand comes out the same in
        every world), and legal order broke them in no sense a player sees: hard trumped
        with its king holding the jack.  So a tie goes to the rollout policy's move where
        it is among the best, else to the cheapest card, else to the first in legal order
        (deterministic either way).  Against medium (uncapped, paired per deal) it played
        as well as before, as tied moves should: 60.12% of seed 21's first 200 deals
        against 59.62% breaking ties by legal order (+0.50 points, SE 0.87), 57.00% of
        seed 22's 200 against 57.50% (-0.50, SE 0.79)."""
        best = max(totals[a] for a in candidates)
        tied = [a for a in candidates if totals[a] == best]
        if len(tied) == 1:
            return tied[0]
        usual = self._rollout_bot.choose(view, rng)
        if usual in tied:
            return usual
        return min(tied, key=_card_value)

    def _deadline(self) -> float | None:
        """When this decision's ``ms`` cap runs out, on ``time.perf_counter()``; None: no cap."""
        return time.perf_counter() + self.ms / 1000 if self.ms else None

    def value_moves(
        self,
        view: PlayerView,
        candidates: tuple[str, ...],
        worlds: int,
        rng: random.Random,
        deadline: float | None,
        wins: dict[str, int] | None = None,
    ) -> tuple[dict[str, float], int]:
        """Each candidate's game points summed over ``worlds`` sampled worlds (the same
        worlds for all), and how many worlds were done before the deadline.  ``wins``, if
        given, counts for each candidate the worlds in which the seat's side comes out
        ahead after it (net game points above 0: for two players, the hand won)."""
        totals = dict.fromkeys(candidates, 0.0)
        return totals, self._add_worlds(view, candidates, worlds, rng, totals, deadline, wins)

    @staticmethod
    def _world_count(view: PlayerView, wanted: int) -> int:
        return 1 if view_fixes_world(view) else wanted

    def _add_worlds(
        self,
        view: PlayerView,
        candidates: tuple[str, ...],
        worlds: int,
        rng: random.Random,
        totals: dict[str, float],
        deadline: float | None,
        wins: dict[str, int] | None = None,
    ) -> int:
        """Value ``candidates`` on ``worlds`` more sampled worlds into ``totals`` (and
        ``wins``, see ``value_moves``); returns how many were done before the deadline."""
        done = 0
        for valued in self._valued_worlds(view, worlds, rng, deadline, candidates):
            done += 1
            for action, value in valued.items():
                totals[action] += value
                if wins is not None and value > 0:
                    wins[action] = wins.get(action, 0) + 1
        return done

    def _race(
        self, view: PlayerView, candidates: tuple[str, ...], worlds: int, rng: random.Random, deadline: float | None
    ) -> dict[str, float]:
        """The totals of the moves still in the race after ``worlds`` worlds (or the
        deadline), summed over the same worlds.  Every ``RACE_EVERY`` worlds from the
        ``RACE_FROM``th on, a move drops out once its mean is ``race`` standard errors below
        the leader's, on the differences world by world; the race ends when one is left."""
        values: dict[str, list[float]] = {a: [] for a in candidates}
        alive = list(candidates)  # shrunk in place: the worlds still to come value only these
        for done, valued in enumerate(self._valued_worlds(view, worlds, rng, deadline, alive), 1):
            for action, value in valued.items():
                values[action].append(value)
            if done >= RACE_FROM and done % RACE_EVERY == 0:
                alive[:] = _still_racing(tuple(alive), values, self.race)
                if len(alive) == 1:
                    break
        return {a: sum(values[a]) for a in alive}

    def _valued_worlds(
        self,
        view: PlayerView,
        worlds: int,
        rng: random.Random,
        deadline: float | None,
        moves: Sequence[str],
    ) -> Iterator[dict[str, float]]:
        """Up to ``worlds`` sampled worlds, each as the values of ``moves`` in it (read
        afresh for each world: a race drops moves), until ``deadline``: the first world is
        always valued whole, a later one cut short by the deadline is not given at all."""
        worth = self._worth(view.standing, view.rules, view.seat)  # once a decision: the same in every world
        for i in range(worlds):
            valued = self._world_values(view, tuple(moves), rng, worth, deadline if i else None)
            if valued is None:
                return
            yield valued
            if deadline is not None and i and time.perf_counter() > deadline:
                return

    def _world_values(
        self,
        view: PlayerView,
        candidates: tuple[str, ...],
        rng: random.Random,
        worth: tuple[float, ...] | None,
        deadline: float | None = None,
    ) -> dict[str, float] | None:
        """Each candidate's value in one world sampled from the view (``worth``: see
        ``_worth``), or None if ``deadline`` passed before every candidate was played out
        there: the world is dropped whole, for the moves to be compared on the same worlds,
        and the decision ends within a play-out of its cap, not a world of them."""
        world = self._sample(view, rng)
        if solvable(world):
            values: dict[str, float] = dict(action_values(world, list(candidates), self._tables))
        else:
            values = {}
            for action in candidates:
                if deadline is not None and time.perf_counter() > deadline:
                    return None
                after = world.clone()
                after.apply(action)
                values[action] = self._points(after, view.seat, rng)
        if worth is not None:
            values = {a: worth[int(v) + MOST_POINTS] for a, v in values.items()}
        return values

    def _sample(self, view: PlayerView, rng: random.Random) -> HandState:
        """A world for the search: uniform, or read from the other side's play (``read``)."""
        if self.read and readable(view) and not view_fixes_world(view):
            return read_world(view, self._rollout_bot, self.read, rng)
        return view.sample_world(rng)

    # ---------------------------------------------------------- valuing
    def evaluate(self, state: HandState, seat: int, rng: random.Random) -> float:
        """Net game points for ``seat`` from a full state, solved, or played on then solved;
        in a match, what they are worth there (``MATCH_MODES``)."""
        value = self._points(state, seat, rng)
        worth = self._worth(state.standing, state.rules, seat)
        return value if worth is None else worth[int(value) + MOST_POINTS]  # two sides: whole points

    def _points(self, state: HandState, seat: int, rng: random.Random) -> float:
        policy = self._rollout_bot
        while state.result is None:
            if solvable(state):
                value = solved_value(state, self._tables)
                return value if state.to_move == seat or _same_side(state, seat) else -value
            mover = state.to_move
            if self.closes != "policy" and self.closing_wins(state, mover):
                if self.closes == "solve" or _same_side(state, seat):
                    state.apply("close")
                else:  # the model's move, close or not: it decides as the other side would
                    state.apply(self._model.choose(state.view(mover), rng))
                continue
            state.apply(policy.choose(state.view(mover), rng))
        return _net_points(state, seat)

    def _worth(self, standing: Standing | None, rules: Rules, seat: int) -> tuple[float, ...] | None:
        """Each net outcome's value from ``-MOST_POINTS`` up, or None: plain game points."""
        if self.match == "hand" or standing is None:
            return None
        return outcome_values(standing, rules, seat, MOST_POINTS)

    def closing_wins(self, state: HandState, mover: int) -> bool:
        """Whether ``mover`` may close and then wins the hand in this world, both sides
        playing the closed hand exactly.  Medium closes where each world it draws is won
        this way, which the rollout policy's count of sure points misses: played out on
        that count, the worlds had foreseen too few of its closes, and of hard's own."""
        side = state.owner[mover]
        if state.total(side) + state.marr_pending[side] < SOLVE_CLOSE_FROM:
            return False  # the cheapest test first: this is asked at every move of a play-out
        if "close" not in state.legal_actions():
            return False
        return closing_wins(state, mover, self._tables) is True

    def model_closes(self, state: HandState, mover: int) -> bool:
        """Whether ``mover``, played as the rollout policy plays (``closes=model``), closes
        here where closing wins the world.  Medium, playing, closes only where the closed
        hand is won in every one of 24 deals its view allows, so the worlds in which
        closing wins include many in which it plays on; solving alone foresaw it closing
        there, and so valued too low the hands in which its cards were strong.

        Medium's close search costs most of hard's time (39 of 88 s over two deals,
        profiled, 2026-12-06), but two ways to cut it saved nothing (throwaway changes):
        one solver table for all of medium's close solves (hard's time on four deals 0.95
        and 1.01 of what it was, the same moves), and a memo of the answers within a
        decision (2.6% of the views asked were asked before)."""
        return self.closing_wins(state, mover) and self._model.choose(state.view(mover), random.Random(0)) == "close"


RACE_FROM = 30
"""The worlds a race (``PimcBot._race``) values every move on before any may drop out."""

RACE_EVERY = 10
"""How often, in worlds, a race looks for moves to drop."""


def _still_racing(alive: tuple[str, ...], values: dict[str, list[float]], z: float) -> tuple[str, ...]:
    """The moves of ``alive`` not ``z`` standard errors below the leader, comparing their
    values world by world on the worlds all of them were valued on."""
    n = len(values[alive[0]])
    leader = max(alive, key=lambda a: sum(values[a]))
    top = values[leader]
    kept = []
    for action in alive:
        if action == leader:
            kept.append(action)
            continue
        gaps = [t - v for t, v in zip(top, values[action])]
        mean = sum(gaps) / n
        spread = sum((g - mean) ** 2 for g in gaps) / (n - 1)
        if mean <= z * math.sqrt(spread / n):
            kept.append(action)
    return tuple(kept)


def always_kept(usual: str) -> bool:
    """A rollout-policy move that a search trusting that policy (the hint, ``hard:trust``)
    does not try to overrule: a right claim, the trump exchange or a marriage.  Expert
    takes the exchange and a marriage at once for the reasons measured in ``expert.py``
    (put off by its tree, the exchange cost 2.2 game points a time; a marriage announced
    where hard put it off was worth 0.39)."""
    return usual in ("exchange", "declare") or usual.startswith("announce ")


def best_against(
    bot: PimcBot,
    view: PlayerView,
    usual: str,
    candidates: tuple[str, ...],
    worlds: int,
    rng: random.Random,
    deadline: float | None,
    wins: dict[str, int] | None = None,
) -> tuple[str, float, int]:
    """The candidate the worlds value most, how many game points a hand it beats ``usual``
    by, and how many worlds were done (``wins``: see ``PimcBot.value_moves``)."""
    totals, done = bot.value_moves(view, candidates, worlds, rng, deadline, wins)
    return (*best_over(candidates, totals, usual, done), done)


def best_over(candidates: Sequence[str], totals: dict[str, float], usual: str, done: int) -> tuple[str, float]:
    """Of ``candidates``, the one ``totals`` (summed over ``done`` worlds) values most, ties
    going to the first in legal order, and how many game points a hand it beats ``usual`` by."""
    best = max(candidates, key=lambda a: totals[a])
    return best, (totals[best] - totals[usual]) / done


def view_fixes_world(view: PlayerView) -> bool:
    """Only the presets played with two hands have a stock: once it is exhausted every
    unseen card is in the other hand, and one exact look is all there is."""
    return view.rules.has_stock and view.stock_size == 0


def _same_side(state: HandState, seat: int) -> bool:
    return state.owner[state.to_move] == state.owner[seat]


def _card_value(action: str) -> int:
    """The points of the card an action plays; other actions sort after every card
    (``min`` keeps the first of equals, so their legal order stands)."""
    kind, arg = CANONICAL[action]
    return VALUE[arg] if kind == PLAY else 100
