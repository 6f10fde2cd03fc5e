"""Reading the other hand: worlds weighted by how well they explain the other side's play.

A world sampled from a view (``PlayerView.sample_world``) deals the unseen cards
uniformly, as if the other player's moves said nothing about its hand.  They do: a
player who led a low card with the trump ace in hand, or kept a marriage unannounced,
played otherwise than most would.  Here a world's past is rebuilt so that it leads to
that world, and the other side's moves in that past are compared with what a model
player (the rollout policy) would have made there.

The past is rebuilt backwards from the world, undoing the history entry by entry: a
card played goes back into its player's hand; a draw takes one card out of each hand
and puts it back on the stock (the last draw of a hand took the face-up card), choosing
among the cards not known to have been held before; an exchange gives the exchanger its
trump nine or jack back and the turned card back under the stock.  What is left at the
start is a deal; played forward, the history must be legal from it.  Which of the cards
now held came by which draw is unknown, so that is drawn at random too, like the rest
of the world.

Only the moves made since the last two draws are asked (``MISS_BY_AGE``): further back
the rebuilt hand that made them is too often not the true one for the answer to tell
anything.  A world is kept with a chance that each move the model would not have made
lowers (``read_world``), so over many worlds the search's belief follows the play.

Hands with a stock only (two players, or three with the dealer sitting out): without a
stock nothing is drawn, and those hands are left to plain sampling.  Hard reads with
``read`` > 0; measured, its worlds place more of the other hand right
(``tests/bench/read_belief.py``) but it wins no more hands (``hard.py``), so it is off
by default.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..actions import ANNOUNCE, CANONICAL, CLOSE, DRAW, EXCHANGE, PLAY
from ..cards import SUIT_MASK, bits, trick_winner_index
from ..state import MARRIAGE_MASK, HandState, IllegalAction
from ..view import PlayerView
from .base import Bot

DRAWN = -1
"""The ``Step.entry`` of a draw the engine made by itself at the end of a trick (no
history entry: the winner could not close there instead)."""


@dataclass(frozen=True)
class Step:
    """One change to the hands, in the order play made them: history entry ``entry``
    (``DRAWN`` for a draw made at the end of a trick) by ``seat``, of ``kind`` with
    ``arg`` (as in ``actions``)."""

    entry: int
    seat: int
    kind: int
    arg: int


def steps_of(world: HandState) -> list[Step]:
    """The world's history with the draws the engine made unasked put where they happened.

    A finished trick is followed by a draw while the stock is open: an entry when the
    winner may close instead (``draw``, or ``close`` and no draw), else made at once.
    Public facts only: who won each trick, and how many draws the stock holds."""
    rules = world.rules
    draws_left = (rules.pack - 2 * rules.hand_size) // 2  # the stock's cards, two a draw
    lo, hi = rules.close_stock_limits
    history = world.history
    out: list[Step] = []
    trick: list[tuple[int, int]] = []
    closed = False
    for i, text in enumerate(history):
        who, _, action = text.partition(" ")
        seat = int(who)
        kind, arg = CANONICAL[action]
        out.append(Step(i, seat, kind, arg))
        if kind == DRAW:
            draws_left -= 1
        elif kind == CLOSE:
            closed = True
        elif kind == PLAY:
            trick.append((seat, arg))
            if len(trick) < len(world.active):
                continue
            winner = trick[trick_winner_index([c for _, c in trick], world.trump)][0]
            trick = []
            if closed or not draws_left or i + 1 == len(history) and world.result is not None:
                continue
            if rules.close_before_draw and lo <= 2 * draws_left <= hi:
                continue  # the winner's to make (``HandState.pending_draw``): a draw entry, or none
            out.append(Step(DRAWN, winner, DRAW, -1))
            draws_left -= 1
    return out


def readable(view: PlayerView) -> bool:
    """Whether the past of a world of ``view`` can be rebuilt here: a hand with a stock."""
    return view.rules.has_stock


def rebuild(world: HandState, rng: random.Random, steps: list[Step] | None = None) -> HandState | None:
    """A deal from which ``world``'s history leads to ``world``, the draws chosen at
    random among those that could have brought the cards now held; None where this try
    found none (a card shown before a draw that the try gave to that draw)."""
    steps = steps_of(world) if steps is None else steps
    turned = [_turned_shown(world, p) for p in range(world.n)]
    shown = _shown_before(steps, turned, world.n)
    hands = list(world.hands)
    stock = list(world.stock)  # top at the end, as in HandState
    bottom = world.bottom
    in_stock = world.bottom_in_stock
    exchange_card = world.exchange_card
    for k in range(len(steps) - 1, -1, -1):
        step = steps[k]
        p = step.seat
        if step.kind == PLAY:
            hands[p] |= 1 << step.arg
        elif step.kind == DRAW:
            loser = world.next_seat[p]
            if not in_stock:  # this draw took the face-up card; the winner the stock's last
                if not hands[loser] >> bottom & 1:
                    return None
                hands[loser] ^= 1 << bottom
                in_stock = True
            else:
                second = _take(hands, loser, shown[k][loser], rng)
                if second < 0:
                    return None
                stock.append(second)
            first = _take(hands, p, shown[k][p], rng)
            if first < 0:
                return None
            stock.append(first)
        elif step.kind == EXCHANGE:
            if bottom != exchange_card or hands[p] >> exchange_card & 1:
                return None
            picked = _picked_up(hands[p] & ~shown[k][p], turned[p], exchange_card, rng)
            if picked < 0:
                return None
            hands[p] ^= (1 << picked) | (1 << exchange_card)
            bottom = picked
    start = HandState.from_deal(world.rules, world.dealer, [list(bits(h)) for h in hands], bottom, stock[::-1])
    start.standing = world.standing
    return start


def _shown_before(steps: list[Step], turned: list[int], n: int) -> list[list[int]]:
    """For each step, the cards each of ``n`` seats had shown before it by announcing a
    marriage or by taking the turned card in an exchange (``turned``, see
    ``_turned_shown``): those were in that hand already, so no later draw brought them."""
    shown = [0] * n
    out = []
    for step in steps:
        out.append(list(shown))
        if step.kind == ANNOUNCE:
            shown[step.seat] |= MARRIAGE_MASK[step.arg]
        elif step.kind == EXCHANGE:
            shown[step.seat] |= turned[step.seat]
    return out


def _turned_shown(world: HandState, seat: int) -> int:
    """The turned card ``seat`` took by its exchange, as a mask, if it still shows it
    apart from any marriage it announced; else 0."""
    married = 0
    for who, suit in world.marriages:
        if who == seat:
            married |= MARRIAGE_MASK[suit]
    mask = world.shown[seat] & SUIT_MASK[world.trump] & ~married & ~(1 << world.exchange_card)
    return mask if mask.bit_count() == 1 else 0


def _take(hands: list[int], seat: int, held_before: int, rng: random.Random) -> int:
    """A card of ``seat``'s hand that a draw may have brought (not one ``held_before``),
    taken out of it; -1 if there is none."""
    c = _any_of(hands[seat] & ~held_before, rng)
    if c >= 0:
        hands[seat] ^= 1 << c
    return c


def _picked_up(hand: int, known: int, exchange_card: int, rng: random.Random) -> int:
    """The turned card an exchange took: ``known`` (a mask) if it is, else any trump of
    ``hand`` (the cards not shown before the exchange) other than the exchange card."""
    if known:
        return known.bit_length() - 1 if hand & known else -1
    return _any_of(hand & SUIT_MASK[exchange_card >> 3] & ~(1 << exchange_card), rng)


def _any_of(mask: int, rng: random.Random) -> int:
    """A card of ``mask`` chosen at random; -1 if it is empty."""
    options = list(bits(mask))
    return options[rng.randrange(len(options))] if options else -1


MISS_BY_AGE = (None, 0.45, 0.6)
"""What a move the model would not have made costs a world's chance of being kept, by
the draws made since that move (its age): the chance a world's past explains a move
of medium's that its rebuilt hand made as medium, in the true world against worlds
drawn at random (classic, medium's own hands, 2026-12-04): 0.89 against 0.75 one draw
back, 0.86 against 0.76 two back; three back 0.81 against 0.81, nothing told, so older
moves are not asked.  Since the last draw the hand is the world's own and the true
world explained every move (1.00 against 0.54): the cost there is the search's
``read``, as certain as the model is of the other player."""


def ages(steps: list[Step], entries: int) -> list[int]:
    """For each of ``entries`` history entries, the draws made after it (``steps_of``)."""
    out = [0] * entries
    later = 0
    for step in reversed(steps):
        drew = step.kind == DRAW
        later += drew
        if step.entry != DRAWN:
            out[step.entry] = later - drew  # a draw entry's own draw is not after it
    return out


def chance_kept(
    world: HandState,
    seat: int,
    model: Bot,
    read: float,
    start: HandState,
    age: list[int],
    rng: random.Random,
    floor: float = 0.0,
) -> float | None:
    """Play ``world``'s history forward from ``start``, asking ``model`` at each recent move
    with a choice of the seats not on ``seat``'s side (``MISS_BY_AGE``; ``age``: see
    ``ages``): the chance of
    keeping the world, the product of what each move the model would not have made costs
    (``read`` since the last draw); None if the history is not legal from ``start``.
    Once the chance is below ``floor`` it is returned at once, the rest unplayed."""
    state = start
    kept = 1.0
    me = world.owner[seat]
    for i, text in enumerate(world.history):
        who, _, action = text.partition(" ")
        mover = int(who)
        if (
            age[i] < len(MISS_BY_AGE)
            and world.owner[mover] != me
            and len(state.legal_actions()) > 1
            and model.choose(state.view(mover), rng) != action
        ):
            kept *= MISS_BY_AGE[age[i]] or read
            if kept < floor:
                return kept
        try:
            state.apply(action)
        except IllegalAction:
            return None
    return kept


READ_TRIES = 4
"""Worlds a read sampling (``read_world``) draws at most for one it keeps."""


def read_world(view: PlayerView, model: Bot, read: float, rng: random.Random) -> HandState:
    """A world sampled from ``view``, kept with the chance ``chance_kept`` gives it: worlds
    whose past explains the other side's recent moves are kept more often.  After
    ``READ_TRIES`` draws the one most likely kept is (the first of equals)."""
    best: HandState | None = None
    best_chance = -1.0
    steps: list[Step] | None = None
    age: list[int] = []
    for _ in range(READ_TRIES):
        world = view.sample_world(rng)
        if steps is None:  # public facts: the same in every world of the view
            steps = steps_of(world)
            age = ages(steps, len(world.history))
        start = rebuild(world, rng, steps)
        if start is None:
            continue
        u = rng.random()
        chance = chance_kept(world, view.seat, model, read, start, age, rng, min(u, best_chance))
        if chance is None:
            continue
        if chance > u:
            return world
        if chance > best_chance:
            best, best_chance = world, chance
    return best if best is not None else view.sample_world(rng)
