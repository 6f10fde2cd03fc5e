"""Exact solver for two-player positions with nothing hidden (rules.md §2.8-§2.11, §3).

Once the stock is closed or exhausted, no card is drawn any more; if every
card's place is known too (a PIMC world, or the real state), the rest of the
hand is a finite game of perfect information and can be solved exactly.
``solve`` returns the game-point value for the seat to move under optimal
play by both sides, and a move that achieves it.

Two searches share one contract:

* the **fast path** (``solve``) searches a compact position: two hand
  bitmasks, the leader, the claim window, an announced suit and one int
  (``packed``) holding both sides' trick points, counted and pending marriages
  and "has a trick" flags.  It mirrors the engine's phase-2 transitions (strict
  follow duties, the trick winner, crediting a pending marriage, the claim
  window, automatic claims, phase-2 marriages), but never *scores* by itself:
  every terminal (a claim, right or wrong, or the last trick) is scored by
  ``engine.scoring`` on a scratch ``HandState`` whose counters are set from
  ``packed``, and cached per ``packed``.  So all scoring switches (closed-hand bases
  and snapshots, wrong claims, beaten closer, last-trick bonus, played-out
  resolution, schwarz basis, ...) are the engine's by construction;
* the **generic path** (``solve_generic``) runs the same alpha-beta over real
  ``HandState`` objects (``clone`` + ``apply``).  It is slower, and exists so
  tests can prove the fast path agrees with the engine on random positions of
  every preset.

Values are small integers (at most 3 game points, 6 with
``closer_no_trick_penalty``), so the search runs in the window [-max, max]:
any line that reaches the maximum cuts at once.  A transposition table keyed
on everything that can still change the value stores fail-soft bounds.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from .. import scoring
from ..actions import CANONICAL, PLAY
from ..cards import HIGHER_MASK, KING, QUEEN, SUIT_MASK, VALUE, card
from ..result import HandResult
from ..state import HandState

__all__ = [
    "SolveResult",
    "SolverError",
    "action_values",
    "closing_wins",
    "solvable",
    "solve",
    "solve_generic",
    "solved_value",
]


@dataclass(frozen=True)
class SolveResult:
    """``value``: net game points for the seat to move under optimal play by both (+gp
    when it wins the hand, -gp when it loses, 0 for a draw); ``action``: one of
    ``state.legal_actions()`` that achieves it; ``nodes``: positions searched."""

    value: int
    action: str
    nodes: int


class SolverError(ValueError):
    """The position is not one the solver can solve (see ``solvable``)."""


def solvable(state: HandState) -> bool:
    """True when nothing hidden and nothing random remains: two active players (not
    the partnership or three-handed no-stock forms), no result yet, the stock closed or
    exhausted (so no card will be drawn), and no draw pending."""
    return (
        len(state.active) == 2
        and not state.rules.partnerships
        and state.result is None
        and (state.closed or not state.bottom_in_stock)
        and not state.pending_draw
    )


def _result_value(result: HandResult, seat: int) -> int:
    """Net game points of ``seat`` in a finished two-player hand."""
    if result.winner is None:
        return 0
    return result.game_points if result.winner == seat else -result.game_points


def _max_value(state: HandState) -> int:
    """The largest number of game points one hand can be worth under these rules."""
    return 6 if state.rules.closer_no_trick_penalty == 6 else 3


# ---------------------------------------------------------------- fast path
# Layout of the packed counters (side i is seat state.active[i]):
#   bits 0-7 / 8-15   trick points of side 0 / 1
#   bits 16-23 / 24-31 counted marriage points
#   bits 32-39 / 40-47 pending marriage points (rules §2.5 rule 20)
#   bit 48 / 49        side 0 / 1 has won a trick (the engine only ever tests tricks != 0)
_PTS_SHIFT = (0, 8)
_MARR_SHIFT = (16, 24)
_PEND_SHIFT = (32, 40)
_PEND_MASK = (0xFF << 32, 0xFF << 40)
_TRICK_BIT = (1 << 48, 1 << 49)
_CLAIM, _PLAYED_OUT = 0, 1
_DECLARE_MOVE = 40  # move codes in the TT: card index, 32 + suit (announce), or this
_NO_MOVE = -1

_MARRIAGE = tuple((1 << card(KING, s)) | (1 << card(QUEEN, s)) for s in range(4))
_ORDER_CACHE: dict[int, tuple[int, ...]] = {}


def _by_value(mask: int) -> tuple[int, ...]:
    """The cards of ``mask``, cheapest first (ties: lower rank first); cached, since the
    same small masks come up again and again in one search."""
    got = _ORDER_CACHE.get(mask)
    if got is None:
        if len(_ORDER_CACHE) > 200_000:
            _ORDER_CACHE.clear()
        cs = []
        m = mask
        while m:
            low = m & -m
            cs.append(low.bit_length() - 1)
            m ^= low
        got = tuple(sorted(cs, key=lambda c: (VALUE[c], -c)))
        _ORDER_CACHE[mask] = got
    return got


def _pack_counters(state: HandState) -> int:
    """The counters of the two active seats in the layout above."""
    s = 0
    for side, seat in enumerate(state.active):
        o = state.owner[seat]
        s |= state.trick_pts[o] << _PTS_SHIFT[side]
        s |= state.marr_counted[o] << _MARR_SHIFT[side]
        s |= state.marr_pending[o] << _PEND_SHIFT[side]
        if state.tricks[o]:
            s |= _TRICK_BIT[side]
    return s


_TERM_CACHES: dict[tuple, dict[int, int]] = {}  # in order of use, the latest last
_TERM_LOCK = threading.Lock()
TERM_CONTEXTS = 256
TERM_ENTRIES = 400_000

TABLES_LIMIT = 50_000
"""Entries a searcher's ``Tables`` hold before they are emptied (some 15 MB)."""


@dataclass
class Tables:
    """A transposition table that the solves of one searcher share (``solved_value``,
    ``action_values``).  The rollouts of a decision meet the same endgames again and
    again (the same cards left, from other worlds or after other candidates), and the
    bounds found once serve them all.  An entry holds for every root of the same
    context and trump suit, so each key starts with that pair's hash."""

    entries: dict[int, tuple[int, int, int]] = field(default_factory=dict)

    def prefix_for(self, context: tuple, trump: int) -> int:
        """The key bits that set a root's ``_context`` and trump suit apart (above the
        position's 119).  A hash, not a number handed out here: a search still running in
        another thread (a hint asked twice) keeps keys that mean the same, even after the
        entries were emptied; two contexts of one process share a 64-bit hash about never."""
        if len(self.entries) > TABLES_LIMIT:
            self.entries.clear()
        return (hash((*context, trump)) & _HASH_BITS) << 120


_HASH_BITS = (1 << 64) - 1


def _context(root: HandState) -> tuple:
    """What no move in phase 2 changes and terminal scores depend on: the rules, the
    seats and the closing snapshot."""
    return (root.rules, root.active, root.closed, root.closer, root.snap_tricks, root.snap_points, root.snap_marr)


def _term_cache_for(context: tuple) -> dict[int, int]:
    """Terminal scores depend on ``_context`` and on the packed counters: solves that
    share the first (say, PIMC worlds of one position) share one cache of the engine's
    scores.  Past ``TERM_CONTEXTS`` contexts or ``TERM_ENTRIES`` scores, the least
    recently used contexts go first: every close in a search's play-outs is a context
    of its own (its snapshot), and emptying them all at once emptied the position's own
    context, met in every world, with them."""
    with _TERM_LOCK:  # a hint's search may run in another thread beside a bot's
        cache = _TERM_CACHES.pop(context, None)
        if cache is None:
            cache = {}
            while _TERM_CACHES and (
                len(_TERM_CACHES) >= TERM_CONTEXTS or sum(map(len, _TERM_CACHES.values())) > TERM_ENTRIES
            ):
                del _TERM_CACHES[next(iter(_TERM_CACHES))]
        _TERM_CACHES[context] = cache  # last: the most recently used
        return cache


class _Fast:
    """One search over compact positions below a given root; its tables live as long as
    the object, so searching several children of one root shares them."""

    def __init__(self, root: HandState, tables: Tables | None = None) -> None:
        rules = root.rules
        self.root = root
        self.seats = root.active
        self.vmax = _max_value(root)
        self.explicit = rules.declaration_mode == "explicit"
        for seat in root.active:
            o = root.owner[seat]
            if root.trick_pts[o] > 120 or root.marr_counted[o] > 255 or root.marr_pending[o] > 255:
                raise SolverError("counters out of range for the packed search")
        self._scratch: HandState | None = None  # copied at the first score not cached: many solves need none
        context = _context(root)  # built and hashed once a solve: thousands of solves a decision
        self._term_cache = _term_cache_for(context)
        self.tt: dict[int, tuple[int, int, int]] = {} if tables is None else tables.entries
        self.prefix = 0 if tables is None else tables.prefix_for(context, root.trump)
        self.nodes = 0
        self.lead, self.follow = self._build()

    # -- scoring: always the engine's ------------------------------------
    def _score(self, kind: int, side: int, packed: int) -> int:
        """Score a terminal with ``engine.scoring`` on the scratch state; value for side 0."""
        st = self._scratch
        if st is None:
            st = self._scratch = self.root.clone()
        k = st.n_owners
        st.trick_pts, st.marr_counted, st.marr_pending = [0] * k, [0] * k, [0] * k
        st.tricks, st.bonus = [0] * k, [0] * k
        for i, seat in enumerate(self.seats):
            o = st.owner[seat]
            st.trick_pts[o] = packed >> _PTS_SHIFT[i] & 0xFF
            st.marr_counted[o] = packed >> _MARR_SHIFT[i] & 0xFF
            st.marr_pending[o] = packed >> _PEND_SHIFT[i] & 0xFF
            st.tricks[o] = 1 if packed & _TRICK_BIT[i] else 0
        seat = self.seats[side]
        st.last_winner = seat
        result = scoring.claim(st, seat) if kind == _CLAIM else scoring.played_out(st)
        value = _result_value(result, self.seats[0])
        if abs(value) > self.vmax:  # the search window relies on this bound
            raise SolverError(f"a hand worth {value} game points exceeds the assumed maximum {self.vmax}")
        return value

    # -- the search --------------------------------------------------------
    def _build(self) -> tuple[Callable[..., int], Callable[..., int]]:
        """Closures over the rule constants: local lookups keep the hot loop fast."""
        root = self.root
        rules = root.rules
        trump = root.trump
        tmask = SUIT_MASK[trump]
        head = rules.phase2_must_head
        explicit = 1 if self.explicit else 0
        automatic = rules.declaration_mode == "automatic"
        marriages = rules.marriages_allowed and rules.marriage_in_phase2
        on_opening = rules.marriage_on_opening_lead
        needs_trick = rules.marriage_requires_trick
        claim_after = 1 if (rules.claim_after_marriage and explicit) else 0
        auto_after = automatic and rules.claim_after_marriage
        # The closer's opponent reaching 66 on the last trick is a beaten closer, as in
        # HandState._finish_trick (rules E31); -1: nobody closed.
        closer_side = -1
        if automatic and root.closed:
            closer_side = next(i for i, s in enumerate(self.seats) if root.owner[s] == root.owner[root.closer])
        vmax = self.vmax
        tt = self.tt
        tt_get = tt.get
        cache = self._term_cache
        cache_get = cache.get
        score = self._score
        by_value = _by_value
        suit_mask = SUIT_MASK
        higher = HIGHER_MASK
        values = VALUE
        marriage = _MARRIAGE
        pts_shift = _PTS_SHIFT
        marr_shift = _MARR_SHIFT
        pend_shift = _PEND_SHIFT
        pend_mask = _PEND_MASK
        trick_bit = _TRICK_BIT
        kings = sum(1 << card(KING, s) for s in range(4))
        declare_move = _DECLARE_MOVE
        wrong_claim = -scoring.WRONG_CLAIM_LEAST  # the most a wrong claim can be worth
        prefix = self.prefix
        fast = self

        def term(kind: int, side: int, packed: int) -> int:
            key = packed | kind << 56 | side << 57
            v = cache_get(key)
            if v is None:
                v = cache[key] = score(kind, side, packed)
            return v

        def total(side: int, packed: int) -> int:
            return (packed >> pts_shift[side] & 0xFF) + (packed >> marr_shift[side] & 0xFF)

        def follow(hl: int, hf: int, packed: int, lead_side: int, c: int, alpha: int, beta: int) -> int:
            """Value for the leader, who has led ``c`` (already out of ``hl``); the
            follower picks the minimum."""
            fast.nodes += 1
            cs = c >> 3
            same = hf & suit_mask[cs]
            if same:
                win = same & higher[c]
                if head and win:
                    legal = win
                else:
                    legal = same
            else:
                legal = hf & tmask
                win = legal
                if not legal:
                    legal = hf
            # The follower first tries its cheapest winners, then its cheapest losers.
            order = by_value(legal & win) + by_value(legal & ~win) if win else by_value(legal)
            f_side = 1 - lead_side
            lead_pts = values[c]
            worst = vmax + 1
            for f in order:
                hf2 = hf ^ (1 << f)
                w = f_side if (win >> f) & 1 else lead_side
                p2 = (packed + ((lead_pts + values[f]) << pts_shift[w])) | trick_bit[w]
                if p2 & pend_mask[w]:
                    q = p2 >> pend_shift[w] & 0xFF
                    p2 += (q << marr_shift[w]) - (q << pend_shift[w])
                if not hf2 and (closer_side < 0 or w == closer_side or total(w, p2) < 66):
                    v = term(_PLAYED_OUT, w, p2)
                    if lead_side:
                        v = -v
                elif automatic and total(w, p2) >= 66:
                    v = term(_CLAIM, w, p2)
                    if lead_side:
                        v = -v
                elif w == lead_side:
                    v = lead(hl, hf2, p2, w, explicit, -1, alpha, worst if worst < beta else beta)
                else:
                    b = worst if worst < beta else beta
                    v = -lead(hf2, hl, p2, w, explicit, -1, -b, -alpha)
                if v < worst:
                    worst = v
                    if v <= alpha:
                        break
            return worst

        def lead(hl: int, hf: int, packed: int, side: int, claim: int, ann: int, alpha: int, beta: int) -> int:
            """Value for ``side``, on lead with hand ``hl``; ``claim``: it holds the claim
            window (explicit mode only); ``ann``: the suit it has just announced, or -1."""
            if not hl & (hl - 1):  # one card each: the last trick is forced
                v = follow(0, hf, packed, side, hl.bit_length() - 1, alpha, beta)
                if claim:
                    d = term(_CLAIM, side, packed)
                    if side:
                        d = -d
                    if d > v:
                        v = d
                return v
            fast.nodes += 1
            key = hl | hf << 32 | packed << 64 | (side | claim << 1 | (ann + 1) << 2) << 114 | prefix
            entry = tt_get(key)
            if entry is None:
                lo, hi, hint = -vmax, vmax, _NO_MOVE
            else:
                lo, hi, hint = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            a0, b0 = alpha, beta
            best = -vmax - 1
            move = _NO_MOVE
            # A correct claim is tried first: it is often best and costs one lookup.  A
            # wrong claim (rarely best, but it can be: rules §2.9) is tried last, and only
            # when no play has already cut or lost less than a wrong claim costs.
            late_claim = claim
            if claim and total(side, packed) >= 66:
                late_claim = 0
                best = term(_CLAIM, side, packed)
                if side:
                    best = -best
                move = declare_move
                if best > alpha:
                    alpha = best
            # Marriages first: 20 or 40 more points is usually the better line.
            if best < beta and marriages and ann < 0 and hl & (hl >> 1) & kings:
                has_trick = packed & trick_bit[side]
                if on_opening or has_trick:
                    for s in range(4):
                        if hl & marriage[s] != marriage[s]:
                            continue
                        points = 40 if s == trump else 20
                        if has_trick or not needs_trick:
                            p2 = packed + (points << marr_shift[side])
                        else:
                            p2 = packed + (points << pend_shift[side])
                        if auto_after and total(side, p2) >= 66:
                            v = term(_CLAIM, side, p2)
                            if side:
                                v = -v
                        else:
                            v = lead(hl, hf, p2, side, claim_after, s, alpha, beta)
                        if v > best:
                            best = v
                            move = 32 + s
                            if v > alpha:
                                alpha = v
                                if v >= beta:
                                    break
            if best < beta:
                plays = hl if ann < 0 else hl & marriage[ann]
                if 0 <= hint < 32 and plays >> hint & 1:
                    order: tuple[int, ...] = (hint, *(x for x in by_value(plays)[::-1] if x != hint))
                else:
                    order = by_value(plays)[::-1]
                for c in order:
                    v = follow(hl ^ (1 << c), hf, packed, side, c, alpha, beta)
                    if v > best:
                        best = v
                        move = c
                        if v > alpha:
                            alpha = v
                            if v >= beta:
                                break
            if late_claim and best < beta and best < wrong_claim:
                v = term(_CLAIM, side, packed)
                if side:
                    v = -v
                if v > best:
                    best = v
                    move = declare_move
            if best <= a0:
                tt[key] = (lo, best if best < hi else hi, move)
            elif best >= b0:
                tt[key] = (best if best > lo else lo, hi, move)
            else:
                tt[key] = (best, best, move)
            return best

        return lead, follow

    # -- entry from a real state -------------------------------------------
    def value(self, state: HandState, alpha: int, beta: int) -> int:
        """Fail-soft value of ``state`` for ``state.to_move`` (which must be unfinished)."""
        if state.offer >= 0:  # the on-close exchange: expand it over real states
            best = -self.vmax - 1
            for action in state.legal_actions():
                self.nodes += 1
                child = state.clone()
                child.apply(action)
                v = _child_value(self, child, state.to_move, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if v >= beta:
                            break
            return best
        side = self.seats.index(state.to_move)
        packed = _pack_counters(state)
        hands = state.hands
        if state.table:
            lead_side = 1 - side
            hl = hands[self.seats[lead_side]]
            return -self.follow(hl, hands[state.to_move], packed, lead_side, state.table[0], -beta, -alpha)
        claim = 1 if self.explicit and state.claimant == state.to_move else 0
        hl = hands[state.to_move]
        hf = hands[self.seats[1 - side]]
        return self.lead(hl, hf, packed, side, claim, state.announced, alpha, beta)


def _child_value(search: _Fast | _Generic, child: HandState, seat: int, alpha: int, beta: int) -> int:
    """Fail-soft value of ``child`` for ``seat`` (who moved into it), window in its terms."""
    if child.result is not None:
        return _result_value(child.result, seat)
    if child.to_move == seat:
        return search.value(child, alpha, beta)
    return -search.value(child, -beta, -alpha)


# ------------------------------------------------------------- generic path
def _generic_key(s: HandState) -> tuple:
    """Everything about a solvable position that can change its value.  Trick counts
    enter only as "has a trick": the engine never asks more of them."""
    return (
        tuple(s.hands),
        tuple(s.table),
        tuple(s.table_seats),
        s.to_move,
        s.claimant,
        s.announced,
        s.offer,
        s.bottom,
        s.bottom_in_stock,
        s.closed,
        s.closer,
        tuple(s.trick_pts),
        tuple(s.marr_counted),
        tuple(s.marr_pending),
        tuple(1 if t else 0 for t in s.tricks),
        s.snap_tricks,
        s.snap_points,
        s.snap_marr,
    )


class _Generic:
    """Alpha-beta with a transposition table over real ``HandState`` objects: slow, but
    every transition and every score is the engine's own."""

    def __init__(self, root: HandState) -> None:
        self.vmax = _max_value(root)
        self.tt: dict[tuple, tuple[int, int]] = {}
        self.nodes = 0

    def value(self, state: HandState, alpha: int, beta: int) -> int:
        self.nodes += 1
        key = _generic_key(state)
        lo, hi = self.tt.get(key, (-self.vmax, self.vmax))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        best = -self.vmax - 1
        me = state.to_move
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            v = _child_value(self, child, me, alpha, beta)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        if best <= a0:
            self.tt[key] = (lo, min(hi, best))
        elif best >= b0:
            self.tt[key] = (max(lo, best), hi)
        else:
            self.tt[key] = (best, best)
        return best


# ------------------------------------------------------------------ the API
def _solve_with(state: HandState, search: _Fast | _Generic) -> SolveResult:
    """Root loop over the real legal actions, each child valued by ``search``: the
    action returned is always one the engine accepts, and exactly optimal."""
    me = state.to_move
    vmax = search.vmax
    search.nodes += 1  # the root itself
    alpha, beta = -vmax, vmax
    best, best_action = -vmax - 1, ""
    for action in _root_order(state):
        child = state.clone()
        child.apply(action)
        v = _child_value(search, child, me, alpha, beta)
        if v > best:
            best, best_action = v, action
            if v > alpha:
                alpha = v
                if v >= beta:
                    break
    return SolveResult(best, best_action, search.nodes)


def _root_order(state: HandState) -> list[str]:
    """A correct claim first (it is often best and ends the search at once), then plays
    from the most valuable card down, then the rest."""
    legal = state.legal_actions()
    head = []
    if "declare" in legal and state.total(state.owner[state.to_move]) >= 66:
        head = ["declare"]

    def rank(action: str) -> int:
        kind, arg = CANONICAL[action]
        return -VALUE[arg] if kind == PLAY else 1

    return head + sorted((a for a in legal if a not in head), key=rank)


def _check(state: HandState) -> None:
    if not solvable(state):
        raise SolverError("not solvable: needs two players, no result, and the stock closed or exhausted")


def solve(state: HandState) -> SolveResult:
    """Solve ``state`` exactly for ``state.to_move`` (fast path); see the module doc.
    Raises ``SolverError`` unless ``solvable(state)``."""
    _check(state)
    return _solve_with(state, _Fast(state))


def solved_value(state: HandState, tables: Tables | None = None) -> int:
    """``solve(state).value`` without a move to report: one search from the position
    itself, so a rollout's last step copies no state for each of the root's moves.
    ``tables``: transposition tables shared with the caller's other solves (the value is
    exact either way; shared, the search is quicker)."""
    _check(state)
    search = _Fast(state, tables)
    return search.value(state, -search.vmax, search.vmax)


def solve_generic(state: HandState) -> SolveResult:
    """The same as ``solve``, searching real ``HandState`` objects; for tests and for
    checking the fast path."""
    _check(state)
    return _solve_with(state, _Generic(state))


def closing_wins(state: HandState, seat: int, tables: Tables | None = None) -> bool | None:
    """Whether ``seat`` wins the hand if the player to move closes now (a legal close) and
    both sides play the closed hand exactly; None where something would still be hidden or
    left to chance.  ``tables``: as for ``solved_value``.

    Only the value's sign is asked, so the search runs in a null window (a win is 1 or
    more) and proves a bound, not the value: on 1,500 close positions of random classic
    hands, 1.0 s against 1.7 s for the full solve.  Hard's play-outs ask this at every
    move from 40 points on."""
    closed = state.clone()
    closed.apply("close")
    if not solvable(closed):
        return None
    search = _Fast(closed, tables)
    if closed.to_move == seat:
        return search.value(closed, 0, 1) > 0
    return search.value(closed, -1, 0) < 0


def action_values(state: HandState, actions: list[str] | None = None, tables: Tables | None = None) -> dict[str, int]:
    """The exact value of each action (default: every legal one) for ``state.to_move``.

    One search serves all of them, so positions reached by several actions are
    searched once: much cheaper than a ``solve`` per child, which is what a
    sampling bot needs to compare moves within one world.  ``tables``: as for
    ``solved_value``."""
    _check(state)
    search = _Fast(state, tables)
    me = state.to_move
    out: dict[str, int] = {}
    for action in actions if actions is not None else state.legal_actions():
        child = state.clone()
        child.apply(action)
        out[action] = _child_value(search, child, me, -search.vmax, search.vmax)
    return out
