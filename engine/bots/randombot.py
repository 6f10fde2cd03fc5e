"""Uniform random legal play that never makes a wrong claim."""

from __future__ import annotations

import random

from ..view import PlayerView


class RandomBot:
    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> str:
        legal = view.legal_actions
        if "declare" in legal:
            if view.points() >= 66:
                return "declare"
            legal = tuple(a for a in legal if a != "declare")
        return rng.choice(legal)
