"""Computer players.  A bot sees a ``PlayerView`` and an rng, nothing else, and
returns one of ``view.legal_actions``.

    bot = make_bot("medium")
    action = bot.choose(view, rng)
"""

from .base import BOT_LEVELS, Bot, BotSpecError, make_bot

__all__ = ["BOT_LEVELS", "Bot", "BotSpecError", "make_bot"]
