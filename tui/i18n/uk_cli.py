"""Ukrainian for the command line: its help, and the words argparse writes itself (usage
lines and errors, looked up by ``i18n.known``; Python 3.11's wording)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # argparse's own.
    "usage: ": "використання: ",
    "COMMAND": "КОМАНДА",
    "positional arguments": "позиційні аргументи",
    "options": "параметри",
    "show this help message and exit": "показати цю довідку й вийти",
    "%(prog)s: error: %(message)s\n": "%(prog)s: помилка: %(message)s\n",
    "argument %(argument_name)s: %(message)s": "аргумент %(argument_name)s: %(message)s",
    "unrecognized arguments: %s": "невідомі аргументи: %s",
    "not allowed with argument %s": "не можна разом з аргументом %s",
    "the following arguments are required: %s": "потрібні аргументи: %s",
    "one of the arguments %s is required": "потрібен один з аргументів %s",
    "expected one argument": "потрібне одне значення",
    "expected at most one argument": "потрібне не більше ніж одне значення",
    "expected at least one argument": "потрібне хоча б одне значення",
    "ambiguous option: %(option)s could match %(matches)s": (
        "неоднозначний параметр: %(option)s може означати %(matches)s"
    ),
    "invalid %(type)s value: %(value)r": "неправильне значення (%(type)s): %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)": "такого варіанта немає: %(value)r (є %(choices)s)",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "такої команди немає: %(parser_name)r (є %(choices)s)",
    "ignored explicit argument %r": "зайве значення %r",
    # The help of sixtysix's commands (tui/cli.py).
    "not a whole number: {text}": "не ціле число: {text}",
    "Sixty-Six (Шестьдесят шесть) in the terminal.": "Шістдесят шість у терміналі.",
    "never look for or announce LAN tables (same as SIXTYSIX_DISCOVERY=off)": (
        "не шукати й не оголошувати столи в мережі (те саме, що SIXTYSIX_DISCOVERY=off)"
    ),
    "language (default: the one chosen in Settings, at first the system's)": (
        "мова (типово — обрана в налаштуваннях, спершу мова системи)"
    ),
    "start a game straight at the table (the lobby is `sixtysix` alone)": ("одразу за стіл (лобі — просто `sixtysix`)"),
    "N people at this terminal, taking turns": "N людей за цим терміналом, по черзі",
    "you against the computer (random easy medium hard expert)": (
        "ви проти комп’ютера (рівні: random easy medium hard expert)"
    ),
    "the rules (default: classic)": "правила (типово classic)",
    "override a rule switch (repeatable)": "змінити одне правило (можна повторювати)",
    "deal from this seed (the same seed, the same deals)": (
        "роздавати від цього числа (те саме число — ті самі роздачі)"
    ),
    "player names, seat by seat": "імена гравців за місцями",
    "a plain-text game against the computer, without the app": (
        "гра проти комп’ютера простими рядками тексту, без вікна програми"
    ),
    "continue the saved match (the app's or the plain-text game's)": (
        "продовжити збережену партію (з програми або з текстової гри)"
    ),
    "host a LAN table in the app (--resume: the one hosted before)": (
        "створити стіл у мережі в програмі (--resume: колишній стіл)"
    ),
    "resume the table this machine hosted before": "повернути стіл, який цей комп’ютер створив раніше",
    "replay a hand or match record and print the outcome": "програти запис роздачі чи партії й вивести підсумок",
    "list the rule presets": "набори правил",
    "pit two bots against each other on duplicate deals": (
        "два комп’ютерні гравці один проти одного на тих самих роздачах"
    ),
    "host LAN tables without the app (bots and remote players)": (
        "столи в мережі без програми (комп’ютери й гравці через мережу)"
    ),
    "a computer player that joins a LAN table": "комп’ютерний гравець, який сідає за стіл у мережі",
}
