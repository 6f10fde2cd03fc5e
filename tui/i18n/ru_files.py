"""Russian: what goes wrong with the player's files (tui/saves.py, tui/session.py,
tui/archive.py, tui/settings.py).  A reason is a clause that follows «потому что»."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "The match could not be saved to {path}: {error}.": "Не удалось сохранить партию в {path}: {error}.",
    "The saved match was moved to {target} because {reason}.": (
        "Сохранённая партия перенесена в {target}, потому что {reason}."
    ),
    "The saved match at {path} could not be resumed because {reason}, and it could not be moved aside ({error}).": (
        "Сохранённую партию {path} не удалось продолжить, потому что {reason}, и её не удалось"
        " переложить в сторону ({error})."
    ),
    "The save of the finished match at {path} could not be deleted: {error}.": (
        "Не удалось удалить сохранение законченной партии {path}: {error}."
    ),
    "The finished match could not be kept in {folder}: {error}.": (
        "Не удалось сохранить законченную партию в {folder}: {error}."
    ),
    "The settings could not be saved to {path}: {error}.": "Не удалось сохранить настройки в {path}: {error}.",
    "These settings in {path} have values this program cannot use, so they are back at their defaults: {keys}.": (
        "Эти настройки в {path} заданы значениями, которые программа не понимает, "
        "поэтому у них значения по умолчанию: {keys}."
    ),
    "Your settings file could not be read, so the defaults are used; it was kept as {target}.": (
        "Файл настроек не удалось прочитать, поэтому действуют настройки по умолчанию; сам файл сохранён как {target}."
    ),
    "Your settings file {path} could not be read, so the defaults are used; it could not be moved aside ({error}), and changing a setting will replace it.": (  # noqa: E501
        "Файл настроек {path} не удалось прочитать, поэтому действуют настройки по умолчанию; переложить"
        " его в сторону не удалось ({error}), и он будет заменён, как только вы измените настройку."
    ),
    "The save cannot be resumed because {reason}.": "Сохранённую партию нельзя продолжить, потому что {reason}.",
    # Reasons.
    "a new match took its place": "её место заняла новая партия",
    "it could not be resumed": "её не удалось продолжить",
    "it is far too large to be a save": "файл слишком велик для сохранения",
    "it could not be read ({error})": "файл не удалось прочитать ({error})",
    "it is not valid JSON (it may have been cut short)": "файл не читается как JSON (возможно, он обрезан)",
    "it is not a sixtysix save": "это не сохранение «Шестьдесят шесть»",
    "it is not a version {n} save, the only version this program reads": (
        "это не сохранение версии {n}, а другие версии программа не читает"
    ),
    "its preset name is missing": "в нём не указаны правила",
    "its seed is not a whole number smaller than 2**256 in size": (
        "его начальное число не целое или по модулю не меньше 2**256"
    ),
    "its match record holds no hand": "в записи партии нет ни одной раздачи",
    "its match record has no score": "в записи партии нет счёта",
    "its match record is damaged (for a bug report: {error})": (
        "запись партии повреждена (для отчёта об ошибке: {error})"
    ),
    "a computer player cannot be set up: {error}": "не удаётся настроить компьютерного игрока: {error}",
    "its seats must list {n} players": "в нём должно быть перечислено игроков: {n}",
    "seat {n} is not described": "место {n} не описано",
    "seat {n} needs a name, a kind and a level written as text": "у места {n} имя, вид и уровень должны быть текстом",
    "seat {n} is called {name!r} but its match record says {other!r}": (
        "место {n} называется {name!r}, а в записи партии — {other!r}"
    ),
    "its random number state is damaged": "состояние генератора случайных чисел повреждено",
    "its count of moves taken back is not a whole number of 0 or more": (
        "число отменённых ходов — не целое неотрицательное число"
    ),
}
