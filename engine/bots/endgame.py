"""Exact play of a two-hand ending in which both hands are known.

Once the stock is gone in the two-hand game, every card a player cannot see is
in the opponent's hand, so a counting player knows the whole position.  This
module plays such a position out perfectly (plain minimax with a memo; at most
six cards a side, a few thousand positions).  Future marriages are ignored: the
bots announce before they lead, and in the default rules there are none after
the stock is gone.

Outcomes are game points from my side (+ won, - lost, 0 drawn), with the point
margin as a small tie-break so that lost or won positions are still played
sensibly.
"""

from __future__ import annotations

from ..cards import VALUE, beats, bits
from ..legality import follow_mask
from ..rules import Rules


class Endgame:
    """One ending: ``me`` holds ``mine``, the opponent ``theirs``; play is strict."""

    __slots__ = ("rules", "trump", "closed", "i_closed", "snap_opp_tricks", "snap_my_tricks", "memo", "nodes")

    def __init__(
        self,
        rules: Rules,
        trump: int,
        closed: bool,
        i_closed: bool,
        snap_my_tricks: int,
        snap_opp_tricks: int,
    ) -> None:
        self.rules = rules
        self.trump = trump
        self.closed = closed
        self.i_closed = i_closed
        self.snap_my_tricks = snap_my_tricks
        self.snap_opp_tricks = snap_opp_tricks
        self.memo: dict[tuple, float] = {}
        self.nodes = 0

    # ------------------------------------------------------------ outcomes
    def _loser_value(self, pts: int, tricks: int) -> int:
        r = self.rules
        schwarz = pts == 0 if r.schwarz_basis == "points" else tricks == 0
        if schwarz:
            return 3
        return 2 if pts < r.schneider_threshold else 1

    def _failed_close(self) -> int:
        """What the non-closer scores when the closer fails."""
        how = self.rules.closed_fail
        opp_tricks = self.snap_opp_tricks if self.i_closed else self.snap_my_tricks
        if how == "flat_2":
            return 2
        if how == "always_3":
            return 3
        return 3 if opp_tricks == 0 else 2

    def _claim(self, i_win: bool, a: int, b: int, ta: int, tb: int) -> float:
        """The trick's winner has 66 and declares."""
        margin = (a - b) * 0.001
        if self.closed and i_win != self.i_closed:
            value = 2 if self.rules.beaten_closer == "flat_2" else self._failed_close()
        elif self.closed and self.rules.closed_success_basis == "always_3":
            value = 3
        else:
            value = self._loser_value(b, tb) if i_win else self._loser_value(a, ta)
        return (value if i_win else -value) + margin

    def _played_out(self, i_last: bool, a: int, b: int, ta: int, tb: int) -> float:
        r = self.rules
        if r.last_trick_bonus == "always" or (r.last_trick_bonus == "unclosed" and not self.closed):
            if i_last:
                a += 10
            else:
                b += 10
        margin = (a - b) * 0.001
        if self.closed:
            closer_pts = a if self.i_closed else b
            if closer_pts >= 66:
                return self._claim(self.i_closed, a, b, ta, tb)
            value = self._failed_close()
            return (-value if self.i_closed else value) + margin
        if r.played_out_resolution == "last_trick_wins":
            if r.played_out_points == "1":
                value = 1
            else:
                value = self._loser_value(b, tb) if i_last else self._loser_value(a, ta)
            return (value if i_last else -value) + margin
        if (a >= 66 and i_last) or (a >= 66 and b < 66):
            return self._loser_value(b, tb) + margin
        if b >= 66:
            return -self._loser_value(a, ta) + margin
        return margin

    # ------------------------------------------------------------ search
    def _trick(
        self,
        mine: int,
        theirs: int,
        my_card: int,
        their_card: int,
        i_led: bool,
        a: int,
        b: int,
        pa: int,
        pb: int,
        ta: int,
        tb: int,
    ) -> float:
        if i_led:
            i_win = not beats(their_card, my_card, self.trump)
        else:
            i_win = beats(my_card, their_card, self.trump)
        pts = VALUE[my_card] + VALUE[their_card]
        if i_win:
            a += pts + pa
            pa = 0
            ta += 1
        else:
            b += pts + pb
            pb = 0
            tb += 1
        mine &= ~(1 << my_card)
        theirs &= ~(1 << their_card)
        if self.rules.declaration_mode != "none" and (a if i_win else b) >= 66:
            return self._claim(i_win, a, b, ta, tb)
        if not mine:
            return self._played_out(i_win, a, b, ta, tb)
        return self.value(mine, theirs, i_win, a, b, pa, pb, ta, tb)

    def _follows(self, hand: int, led_card: int) -> int:
        r = self.rules
        return follow_mask(hand, led_card >> 3, led_card, self.trump, r.phase2_must_head, r.must_undertrump)

    def value(self, mine: int, theirs: int, my_lead: bool, a: int, b: int, pa: int, pb: int, ta: int, tb: int) -> float:
        key = (mine, theirs, my_lead, a, b, pa, pb, ta > 0, tb > 0)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        if my_lead:
            best = -99.0
            for c in bits(mine):
                worst = 99.0
                for r in bits(self._follows(theirs, c)):
                    v = self._trick(mine, theirs, c, r, True, a, b, pa, pb, ta, tb)
                    if v < worst:
                        worst = v
                        if worst <= best:
                            break
                if worst > best:
                    best = worst
        else:
            best = 99.0
            for c in bits(theirs):
                top = -99.0
                for r in bits(self._follows(mine, c)):
                    v = self._trick(mine, theirs, r, c, False, a, b, pa, pb, ta, tb)
                    if v > top:
                        top = v
                        if top >= best:
                            break
                if top < best:
                    best = top
        # The cut-offs above make ``best`` exact: each inner loop stops only once its
        # move is proven no better than one already found, which leaves the max/min alone.
        self.memo[key] = best
        return best

    def best_lead(
        self, mine: int, theirs: int, allowed: int, a: int, b: int, pa: int, pb: int, ta: int, tb: int
    ) -> tuple[int, float]:
        """My best card to lead from ``allowed`` and its value."""
        best_c, best_v = -1, -99.0
        for c in bits(allowed):
            worst = 99.0
            for r in bits(self._follows(theirs, c)):
                worst = min(worst, self._trick(mine, theirs, c, r, True, a, b, pa, pb, ta, tb))
            if worst > best_v:
                best_c, best_v = c, worst
        return best_c, best_v

    def best_reply(
        self, mine: int, theirs: int, led: int, allowed: int, a: int, b: int, pa: int, pb: int, ta: int, tb: int
    ) -> tuple[int, float]:
        """My best answer from ``allowed`` to the opponent's lead ``led``."""
        best_c, best_v = -1, -99.0
        for r in bits(allowed):
            v = self._trick(mine, theirs, r, led, False, a, b, pa, pb, ta, tb)
            if v > best_v:
                best_c, best_v = r, v
        return best_c, best_v
