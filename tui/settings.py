"""The player's settings, kept as JSON in the config directory.

A settings file is the player's to edit by hand, so reading it never fails: an
unknown key is ignored and a bad value falls back to its default, one key at a time.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.rules import Rules


from .i18n import _
from .names import MAX_NAME
from .paths import config_dir, set_aside

LANGUAGES = ("ru", "uk", "en")
CARD_STYLES = ("symbols", "letters")
SHOW_POINTS = ("preset", "always", "never")
SETTINGS_NAME = "settings.json"
MAX_PAUSE_MS = 10_000  # a longer pause between bot moves only looks like a hang
MAX_THEME_LENGTH = 100


def locale_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the locale: the first set of LC_ALL, LC_MESSAGES, LANG (the POSIX
    order) decides; Russian and Ukrainian locales get theirs, everything else English."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "").lower()
        if value:
            return next((lang for lang in ("ru", "uk") if value.startswith(lang)), "en")
    return "en"


@dataclass
class Settings:
    language: str = field(default_factory=locale_language)  # "ru", "uk" or "en"
    card_style: str = "symbols"  # "symbols" (♥) or "letters" (H)
    four_colour: bool = False  # a colour per suit, not just red and black
    show_points: str = "preset"  # "preset" follows Rules.show_running_points; "always"; "never"
    hints: bool = True
    played_cards: bool = False  # the cards of the completed tricks shown; the rules have players remember them
    theme: str = "textual-dark"
    pause_ms: int = 600  # the pause before each bot move, so a person can follow the play
    # The name last typed for oneself (the first seat of a new game, or joining a LAN
    # table): offered there next time.
    player_name: str = ""
    # The LAN table last joined ("192.168.1.20:46666"): the join form offers it again.
    last_host: str = ""
    # The last match's rules and computer levels (one per seat, "" for a person): a new
    # game offers them again, after a restart too.
    last_preset: str = ""
    last_levels: list[str] = field(default_factory=list)


MAX_HOST = 300  # an address as the join form takes it: a name, a port, IPv6 brackets
MAX_PRESET = 40
BOT_LEVEL_NAMES = ("random", "easy", "medium", "hard", "expert")
"""The computer's levels, weakest first: engine.bots.BOT_LEVELS's (a test holds them
equal; the engine is not loaded for the first screen)."""
SEAT_LEVELS = ("", *BOT_LEVEL_NAMES)  # "": a person


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


_VALID: dict[str, Callable[[Any], bool]] = {
    "language": lambda v: v in LANGUAGES,
    "card_style": lambda v: v in CARD_STYLES,
    "four_colour": _is_bool,
    "show_points": lambda v: v in SHOW_POINTS,
    "hints": _is_bool,
    "played_cards": _is_bool,
    "theme": lambda v: isinstance(v, str) and 0 < len(v) <= MAX_THEME_LENGTH,
    "pause_ms": lambda v: type(v) is int and 0 <= v <= MAX_PAUSE_MS,
    "player_name": lambda v: isinstance(v, str) and len(v) <= MAX_NAME and v.isprintable(),
    "last_host": lambda v: isinstance(v, str) and len(v) <= MAX_HOST and v.isprintable(),
    # A preset's name is checked where it is offered (the engine is not loaded here).
    "last_preset": lambda v: isinstance(v, str) and len(v) <= MAX_PRESET and v.isprintable(),
    "last_levels": lambda v: isinstance(v, list) and len(v) <= 4 and all(x in SEAT_LEVELS for x in v),
}


def settings_path() -> Path:
    return config_dir() / SETTINGS_NAME


def settings_from(data: Any) -> Settings:
    """Settings from parsed JSON: the valid values of known keys, defaults for the rest."""
    if not isinstance(data, dict):
        return Settings()
    # `in` on an unhashable value (a list where a name belongs) compares, it does not raise.
    good = {k: v for k, v in data.items() if k in _VALID and _VALID[k](v)}
    return Settings(**good)


def load_settings() -> Settings:
    """The saved settings, or the defaults when there are none or they cannot be read."""
    try:
        text = settings_path().read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return Settings()
    return settings_from(data)


def read_settings() -> tuple[Settings, str | None]:
    """``load_settings``, for the app: a file that is not settings at all (not JSON, or not
    a JSON object: a hand edit gone wrong) is first moved aside to
    ``settings.unreadable-<UTC time>.json``, so that the next setting saved does not
    overwrite it, and one sentence says so.  Values it cannot use in a file it can read
    are named in one sentence, the rest of the file taken."""
    path = settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError:  # none, or not readable: nothing to keep (saving says why it fails)
        return load_settings(), None
    except (UnicodeDecodeError, ValueError, RecursionError):
        data = None
    if isinstance(data, dict):
        bad = [k for k, v in data.items() if k in _VALID and not _VALID[k](v)]
        if bad:  # a hand edit gone wrong: the rest stands, and the player hears which went
            return settings_from(data), _(
                "These settings in {path} have values this program cannot use, so they are back at their "
                "defaults: {keys}.",
                path=path,
                keys=", ".join(bad),
            )
        return settings_from(data), None
    try:
        target = set_aside(path, "unreadable")
    except OSError as e:
        from .saves import os_reason  # only now: the first screen does without it

        return Settings(), _(
            "Your settings file {path} could not be read, so the defaults are used; it could not be moved "
            "aside ({error}), and changing a setting will replace it.",
            path=path,
            error=os_reason(e),
        )
    return Settings(), _(
        "Your settings file could not be read, so the defaults are used; it was kept as {target}.", target=target
    )


def save_settings(settings: Settings) -> str | None:
    """Save ``settings``; None, or one sentence saying why they could not be saved."""
    path = settings_path()
    try:
        from .saves import write_json  # only when saving: the first screen does without it

        write_json(path, dataclasses.asdict(settings), indent=2)
    except OSError as e:
        from .saves import os_reason

        return _("The settings could not be saved to {path}: {error}.", path=path, error=os_reason(e))
    return None


def show_running_points(settings: Settings, rules: Rules) -> bool:
    """Whether the table shows each side's card points as the hand goes on."""
    if settings.show_points == "preset":
        return rules.show_running_points == "shown"
    return settings.show_points == "always"


__all__ = [
    "Settings",
    "load_settings",
    "locale_language",
    "save_settings",
    "settings_from",
    "settings_path",
    "show_running_points",
]
