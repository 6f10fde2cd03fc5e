"""Translations, gettext style: the English text is the key.

    from tui.i18n import _, _n, set_language

    set_language("ru")
    _("Close the stock")                      # -> "Закрыть колоду"
    _("{name} leads", name="Аня")             # str.format after the lookup
    _n("{n} point", "{n} points", 5)          # -> "5 очков" ({n} is always filled in)

Text not in the current language's catalog falls back to the English key.
``N_`` marks a string for translation without translating it (for tables
whose entries are translated later with ``_(entry)``); the catalog test
collects ``_``, ``_n`` and ``N_`` literals alike.

Every call takes an optional ``lang=`` to translate into a language other
than the current one (so no placeholder may be called ``lang``).  Values
passed to ``format`` may carry grammatical cases (``terms.Inflected``): a
catalog picks one with a format spec, ``{card:acc}``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from . import ru, uk

LANGUAGES: dict[str, str] = {"ru": "Русский", "uk": "Українська", "en": "English"}
DEFAULT_LANGUAGE = "en"

CATALOGS: dict[str, Mapping[str, str]] = {"ru": ru.MESSAGES, "uk": uk.MESSAGES}
"""Per language: English text -> translation."""
PLURAL_CATALOGS: dict[str, Mapping[str, tuple[str, str, str]]] = {"ru": ru.PLURALS, "uk": uk.PLURALS}
"""Per language: English singular -> (one, few, many), as in 1 очко / 2 очка / 5 очков."""

_ALIASES = {"ua": "uk"}  # a common mistake for Ukrainian

_current = DEFAULT_LANGUAGE
_missing: list[tuple[str, str]] | None = None


def set_language(code: str) -> None:
    """Make ``code`` (a key of LANGUAGES) the language of ``_`` and ``_n``."""
    global _current
    code = _ALIASES.get(code, code)
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (one of: {', '.join(LANGUAGES)})")
    _current = code


def get_language() -> str:
    return _current


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English."""
    env = os.environ if environ is None else environ
    wanted = env.get("LANGUAGE", "").split(":")
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            wanted.append(env[var])
            break
    for entry in wanted:
        code = entry.split(".")[0].split("@")[0].split("_")[0].lower()
        code = _ALIASES.get(code, code)
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def plural_index(n: int) -> int:
    """Russian and Ukrainian plural form of ``n``: 0 (1, 21), 1 (2-4, 22) or 2 (5-20, 11-14)."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def _code(lang: str | None) -> str:
    return _ALIASES.get(lang, lang) if lang else _current


def _note_missing(code: str, text: str) -> None:
    if _missing is not None:
        _missing.append((code, text))


def _(text: str, /, lang: str | None = None, **kwargs: Any) -> str:
    """``text`` in the current language (or ``lang``), formatted with ``kwargs``."""
    code = _code(lang)
    catalog = CATALOGS.get(code)
    out = text
    if catalog is not None:
        found = catalog.get(text)
        if found is None:
            _note_missing(code, text)
        else:
            out = found
    return out.format(**kwargs) if kwargs else out


def _n(singular: str, plural: str, n: int, /, lang: str | None = None, **kwargs: Any) -> str:
    """The form for ``n`` (formatted with ``n`` and ``kwargs``); English keys by ``singular``."""
    code = _code(lang)
    out = singular if n == 1 else plural
    catalog = PLURAL_CATALOGS.get(code)
    if catalog is not None:
        forms = catalog.get(singular)
        if forms is None:
            _note_missing(code, singular)
        else:
            out = forms[plural_index(n)]
    return out.format(n=n, **kwargs)


def N_(text: str, /) -> str:
    """Mark ``text`` for translation; it is translated where it is shown, with ``_``."""
    return text


def known(text: str) -> str:
    """``text`` in the current language where a catalog has it, else as it is, and not
    noted as missing: another library's words (argparse's), some of which we translate."""
    catalog = CATALOGS.get(_current)
    return text if catalog is None else catalog.get(text, text)


@contextmanager
def collect_missing() -> Iterator[list[tuple[str, str]]]:
    """Within the block, record every (language, English text) that fell back to English."""
    global _missing
    before = _missing
    _missing = found = []
    try:
        yield found
    finally:
        _missing = before


__all__ = [
    "CATALOGS",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "N_",
    "PLURAL_CATALOGS",
    "_",
    "_n",
    "collect_missing",
    "detect_language",
    "get_language",
    "known",
    "plural_index",
    "set_language",
]
