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
    "Computer ({level})": "Комп’ютер ({level})",
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
    "listen on this address only (default: every interface)": (
        "слухати лише цю адресу (типово — усі мережеві інтерфейси)"
    ),
    "replay a hand or match record and print the outcome": "відтворити запис роздачі чи партії й вивести підсумок",
    "list the rule presets": "набори правил",
    "pit two bots against each other on duplicate deals": (
        "два комп’ютерні гравці один проти одного на тих самих роздачах"
    ),
    "host LAN tables without the app (bots and remote players)": (
        "столи в мережі без програми (комп’ютери й гравці через мережу)"
    ),
    "a computer player that joins a LAN table": "комп’ютерний гравець, який сідає за стіл у мережі",
    # The tools' options (serve, bot, arena).
    "TCP port (default {port}; 0: any)": "TCP-порт (типово {port}; 0 — будь-який)",
    "address to listen on (default 127.0.0.1)": "адреса, на якій приймати підключення (типово 127.0.0.1)",
    "seats open to network players (default: all)": "скільки місць відкрито гравцям через мережу (типово всі)",
    "level of the host's bots in the other seats (default medium)": "рівень комп’ютерів на решті місць (типово medium)",
    "exit after N matches in all": "завершитися після N партій на всіх столах",
    "how many tables to host (default 1)": "скільки столів створити (типово 1)",
    "the join code (one table; default: random)": "код столу (для одного столу; типово випадковий)",
    "autosave the tables here after every action": "зберігати столи в цю теку після кожного ходу",
    "resume the tables saved in --save-dir": "повернути столи, збережені в --save-dir",
    "a bot plays for a player away this long (s)": "через скільки секунд відсутності гравця за нього грає комп’ютер",
    "print each match result as one JSON line": "виводити підсумок кожної партії одним рядком JSON",
    "the host's address, or auto: find one": "адреса столу або auto — знайти в мережі",
    "the table's join code": "код столу",
    "random easy medium hard expert (default medium)": "random easy medium hard expert (типово medium)",
    "the name shown at the table": "ім’я за столом",
    "leave after N matches": "піти після N партій",
    "print what it did as one JSON line at the end": "наприкінці вивести підсумок одним рядком JSON",
    (
        "Bot A against bot B. Every deal is played once per seating (A and B swap seats on the same cards), "
        "so the luck of the deal cancels. Bots are levels like random, medium or hard:ms=200."
    ): (
        "Комп’ютер A проти комп’ютера B. Кожну роздачу грають двічі, з пересадкою (A і B міняються місцями за"
        " тих самих карт), тож везіння в роздачі взаємно гаситься. Комп’ютери задають рівнями: random, medium"
        " або hard:ms=200."
    ),
    "bot A, e.g. medium or hard:ms=200": "комп’ютер A, наприклад medium або hard:ms=200",
    "bot B": "комп’ютер B",
    "rule preset (default classic)": "набір правил (типово classic)",
    "duplicate deals to play (default 1000; 0 with --matches)": (
        "скільки роздач зіграти двічі (типово 1000; 0 з --matches)"
    ),
    "also play this many duplicate matches": "зіграти ще стільки партій двічі, з пересадкою",
    "master seed (default: a random one, reported)": (
        "початкове число генератора (типово випадкове, виводиться у звіті)"
    ),
    "worker processes (default: all cores)": "скільки процесів (типово за кількістю ядер)",
    "print one JSON object": "вивести один об’єкт JSON",
    "a hand or match record (.json)": "запис роздачі або партії (.json)",
    "give this bot the full state (a yardstick)": "показати цьому комп’ютеру всі карти (для порівняння)",
}
