"""Keys pressed at random, as a cat walking over the keyboard would press them: whatever
screens they open, the app never fails and the match it saves can be resumed.  Pressing
keys this way (a longer run of it, with every key as likely) found a bug nobody had
written a test for: ctrl+p under the question that ctrl+q asks over the palette crashed
the app (``test_app_flows.py`` now has a test of it)."""

from __future__ import annotations

import random

import pytest
from app_helpers import settings, table_app

from tui import saves
from tui.app import SixtySixApp

PLAY_KEYS = [*"0123456789mxcdphubn", "enter", "enter", "space", "tab", "up", "down", "left", "right"]
AWAY_KEYS = [*"qlysr?", "escape", "f1", "f2", "ctrl+p", "shift+tab", "backspace", "ctrl+q"]
"""Keys that leave the screen, quit or open another, pressed one time in ten so that the
presses stay long enough at a table to play there."""
PRESSES = 150


def random_key(rng: random.Random) -> str:
    return rng.choice(AWAY_KEYS if rng.random() < 0.1 else PLAY_KEYS)


@pytest.mark.parametrize(
    ("seed", "name", "kinds"),
    [
        (19, "classic", "hb"),  # to a hand's score and back to the lobby
        (0, "three", "hhh"),  # hot seat: curtains
        (1, "four", "hbbb"),
        (1, "classic", ""),  # from the lobby, through the New game form
    ],
)
# What the searches find is other tests' business; the lobby's Host can be reached.
@pytest.mark.usefixtures("quick_play_check", "quick_hint", "any_lan_port")
async def test_random_keys_never_break_the_app(seed: int, name: str, kinds: str) -> None:
    rng = random.Random(seed)
    app = table_app(name, kinds, seed=seed) if kinds else SixtySixApp(settings=settings(), autosave=True)
    async with app.run_test(size=(rng.choice([80, 100]), rng.choice([24, 30]))) as pilot:
        for _ in range(PRESSES):
            if not app.is_running:  # quit: ctrl+q, and yes to the question
                break
            await pilot.press(random_key(rng))
    assert saves.load_save().message is None  # no save set aside as corrupt
