"""Ukrainian: what goes wrong with the player's files (tui/saves.py, tui/session.py,
tui/archive.py, tui/settings.py).  A reason is a clause that follows «бо»."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "The match could not be saved to {path}: {error}.": "Не вдалося зберегти партію в {path}: {error}.",
    "The saved match was moved to {target} because {reason}.": ("Збережену партію перенесено в {target}, бо {reason}."),
    "The saved match at {path} could not be resumed because {reason}, and it could not be moved aside ({error}).": (
        "Збережену партію {path} не вдалося продовжити, бо {reason}, і її не вдалося перекласти вбік ({error})."
    ),
    "The save of the finished match at {path} could not be deleted: {error}.": (
        "Не вдалося видалити збереження завершеної партії {path}: {error}."
    ),
    "The finished match could not be kept in {folder}: {error}.": (
        "Не вдалося зберегти завершену партію в {folder}: {error}."
    ),
    "The settings could not be saved to {path}: {error}.": "Не вдалося зберегти налаштування в {path}: {error}.",
    "These settings in {path} have values this program cannot use, so they are back at their defaults: {keys}.": (
        "Ці налаштування в {path} мають значення, яких програма не розуміє, "
        "тому в них значення за замовчуванням: {keys}."
    ),
    "Your settings file could not be read, so the defaults are used; it was kept as {target}.": (
        "Файл налаштувань не вдалося прочитати, тож діють типові налаштування; сам файл збережено як {target}."
    ),
    "Your settings file {path} could not be read, so the defaults are used; it could not be moved aside ({error}), and changing a setting will replace it.": (  # noqa: E501
        "Файл налаштувань {path} не вдалося прочитати, тож діють типові налаштування; перекласти"
        " його вбік не вдалося ({error}), і його буде замінено, щойно ви зміните налаштування."
    ),
    "The save cannot be resumed because {reason}.": "Збережену партію не можна продовжити, бо {reason}.",
    # Reasons.
    "a new match took its place": "її місце зайняла нова партія",
    "it could not be resumed": "її не вдалося продовжити",
    "it is far too large to be a save": "файл завеликий для збереження",
    "it could not be read ({error})": "файл не вдалося прочитати ({error})",
    "it is not valid JSON (it may have been cut short)": "файл не читається як JSON (можливо, його обрізано)",
    "it is not a sixtysix save": "це не збереження «Шістдесят шість»",
    "it is not a version {n} save, the only version this program reads": (
        "це не збереження версії {n}, а інших версій програма не читає"
    ),
    "its preset name is missing": "у ньому не вказано правила",
    "its seed is not a whole number smaller than 2**256 in size": (
        "його початкове число не ціле або за модулем не менше за 2**256"
    ),
    "its match record holds no hand": "у записі партії немає жодної роздачі",
    "its match record has no score": "у записі партії немає рахунку",
    "its match record is damaged (for a bug report: {error})": (
        "запис партії пошкоджено (для звіту про помилку: {error})"
    ),
    "a computer player cannot be set up: {error}": "не вдається налаштувати комп’ютерного гравця: {error}",
    "its seats must list {n} players": "у ньому має бути перелічено гравців: {n}",
    "seat {n} is not described": "місце {n} не описано",
    "seat {n} needs a name, a kind and a level written as text": "у місця {n} ім’я, вид і рівень мають бути текстом",
    "seat {n} is called {name!r} but its match record says {other!r}": (
        "місце {n} називається {name!r}, а в записі партії — {other!r}"
    ),
    "its random number state is damaged": "стан генератора випадкових чисел пошкоджено",
    "its count of moves taken back is not a whole number of 0 or more": (
        "кількість скасованих ходів — не ціле невід’ємне число"
    ),
}
