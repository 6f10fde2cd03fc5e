"""Where sixtysix keeps its files (kept free of engine imports: the first screen needs it)."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

DATA_ENV = "SIXTYSIX_DATA_DIR"
CONFIG_ENV = "SIXTYSIX_CONFIG_DIR"
SAVE_NAME = "current.json"


def data_dir() -> Path:
    return _app_dir(DATA_ENV, "XDG_DATA_HOME", (".local", "share"))


def config_dir() -> Path:
    return _app_dir(CONFIG_ENV, "XDG_CONFIG_HOME", (".config",))


def _app_dir(own: str, xdg: str, fallback: tuple[str, ...]) -> Path:
    mine = os.environ.get(own)
    if mine:
        return Path(mine)
    base = os.environ.get(xdg, "")
    # The XDG spec says a relative path there is invalid and must be ignored.
    if base and os.path.isabs(base):
        return Path(base, "sixtysix")
    # os.path.expanduser leaves "~" as it is without a home, where Path.home() raises.
    return Path(os.path.expanduser("~"), *fallback, "sixtysix")


def set_aside(path: Path, label: str) -> Path:
    """Rename ``path`` (``current.json``) to ``current.<label>-<UTC time>.json`` beside it,
    where nothing the program writes can overwrite it; two in one second are both kept.
    Returns the new path; raises ``OSError``."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.stem}.{label}-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.{label}-{stamp}-{n}{path.suffix}")
    os.rename(path, target)
    return target


def save_path() -> Path:
    return data_dir() / SAVE_NAME


def lan_save_dir() -> Path:
    """The table this app hosts on the LAN, saved after every move (``host.json`` says
    where it listened)."""
    return data_dir() / "lan"


def archive_dir() -> Path:
    """Finished matches, one match record each (``archive.py``)."""
    return data_dir() / "matches"


def has_past_matches() -> bool:
    try:
        return any(archive_dir().glob("*.json"))
    except OSError:
        return False


def has_hosted() -> bool:
    """A hosted table that was not closed on purpose: the app stopped while hosting."""
    return (lan_save_dir() / "host.json").is_file()
