"""Russian for the command line: its help, and the words argparse writes itself (usage
lines and errors, looked up by ``i18n.known``; Python 3.11's wording)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # argparse's own.
    "usage: ": "использование: ",
    "COMMAND": "КОМАНДА",
    "positional arguments": "позиционные аргументы",
    "options": "параметры",
    "show this help message and exit": "показать эту справку и выйти",
    "%(prog)s: error: %(message)s\n": "%(prog)s: ошибка: %(message)s\n",
    "argument %(argument_name)s: %(message)s": "аргумент %(argument_name)s: %(message)s",
    "unrecognized arguments: %s": "неизвестные аргументы: %s",
    "not allowed with argument %s": "нельзя вместе с аргументом %s",
    "the following arguments are required: %s": "нужны аргументы: %s",
    "one of the arguments %s is required": "нужен один из аргументов %s",
    "expected one argument": "нужно одно значение",
    "expected at most one argument": "нужно не больше одного значения",
    "expected at least one argument": "нужно хотя бы одно значение",
    "ambiguous option: %(option)s could match %(matches)s": (
        "неоднозначный параметр: %(option)s может означать %(matches)s"
    ),
    "invalid %(type)s value: %(value)r": "неверное значение (%(type)s): %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)": "такого варианта нет: %(value)r (есть %(choices)s)",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "такой команды нет: %(parser_name)r (есть %(choices)s)",
    "ignored explicit argument %r": "лишнее значение %r",
    # The help of sixtysix's commands (tui/cli.py).
    "Computer ({level})": "Компьютер ({level})",
    "not a whole number: {text}": "не целое число: {text}",
    "Sixty-Six (Шестьдесят шесть) in the terminal.": "Шестьдесят шесть в терминале.",
    "never look for or announce LAN tables (same as SIXTYSIX_DISCOVERY=off)": (
        "не искать и не объявлять столы в сети (то же, что SIXTYSIX_DISCOVERY=off)"
    ),
    "language (default: the one chosen in Settings, at first the system's)": (
        "язык (по умолчанию — выбранный в настройках, поначалу язык системы)"
    ),
    "start a game straight at the table (the lobby is `sixtysix` alone)": ("сразу за стол (лобби — просто `sixtysix`)"),
    "N people at this terminal, taking turns": "N человек за этим терминалом, по очереди",
    "you against the computer (random easy medium hard expert)": (
        "вы против компьютера (уровни: random easy medium hard expert)"
    ),
    "the rules (default: classic)": "правила (по умолчанию classic)",
    "override a rule switch (repeatable)": "изменить одно правило (можно повторять)",
    "deal from this seed (the same seed, the same deals)": "сдавать от этого числа (то же число — те же раздачи)",
    "player names, seat by seat": "имена игроков по местам",
    "a plain-text game against the computer, without the app": (
        "игра против компьютера простыми строками текста, без окна программы"
    ),
    "continue the saved match (the app's or the plain-text game's)": (
        "продолжить сохранённую партию (из программы или из текстовой игры)"
    ),
    "host a LAN table in the app (--resume: the one hosted before)": (
        "создать стол в сети в программе (--resume: прежний стол)"
    ),
    "resume the table this machine hosted before": "вернуть стол, который этот компьютер создал раньше",
    "listen on this address only (default: every interface)": (
        "слушать только этот адрес (по умолчанию — все сетевые интерфейсы)"
    ),
    "replay a hand or match record and print the outcome": "воспроизвести запись раздачи или партии и вывести итог",
    "list the rule presets": "наборы правил",
    "pit two bots against each other on duplicate deals": (
        "два компьютерных игрока друг против друга на одних и тех же раздачах"
    ),
    "host LAN tables without the app (bots and remote players)": (
        "столы в сети без программы (компьютеры и игроки по сети)"
    ),
    "a computer player that joins a LAN table": "компьютерный игрок, который садится за стол в сети",
    # The tools' options (serve, bot, arena).
    "TCP port (default {port}; 0: any)": "TCP-порт (по умолчанию {port}; 0 — любой)",
    "address to listen on (default 127.0.0.1)": "адрес, на котором принимать подключения (по умолчанию 127.0.0.1)",
    "seats open to network players (default: all)": "сколько мест открыто игрокам по сети (по умолчанию все)",
    "level of the host's bots in the other seats (default medium)": (
        "уровень компьютеров на остальных местах (по умолчанию medium)"
    ),
    "exit after N matches in all": "завершиться после N партий на всех столах",
    "how many tables to host (default 1)": "сколько столов создать (по умолчанию 1)",
    "the join code (one table; default: random)": "код стола (для одного стола; по умолчанию случайный)",
    "autosave the tables here after every action": "сохранять столы в эту папку после каждого хода",
    "resume the tables saved in --save-dir": "вернуть столы, сохранённые в --save-dir",
    "a bot plays for a player away this long (s)": "через сколько секунд отсутствия игрока за него играет компьютер",
    "print each match result as one JSON line": "выводить итог каждой партии одной строкой JSON",
    "the host's address, or auto: find one": "адрес стола или auto — найти в сети",
    "the table's join code": "код стола",
    "random easy medium hard expert (default medium)": "random easy medium hard expert (по умолчанию medium)",
    "the name shown at the table": "имя за столом",
    "leave after N matches": "уйти после N партий",
    "print what it did as one JSON line at the end": "в конце вывести итог одной строкой JSON",
    (
        "Bot A against bot B. Every deal is played once per seating (A and B swap seats on the same cards), "
        "so the luck of the deal cancels. Bots are levels like random, medium or hard:ms=200."
    ): (
        "Компьютер A против компьютера B. Каждая раздача играется дважды, с пересадкой (A и B меняются "
        "местами при тех же картах), так что везение в раздаче взаимно гасится. Компьютеры задаются уровнями:"
        " random, medium или hard:ms=200."
    ),
    "bot A, e.g. medium or hard:ms=200": "компьютер A, например medium или hard:ms=200",
    "bot B": "компьютер B",
    "rule preset (default classic)": "набор правил (по умолчанию classic)",
    "duplicate deals to play (default 1000; 0 with --matches)": (
        "сколько раздач сыграть дважды (по умолчанию 1000; 0 при --matches)"
    ),
    "also play this many duplicate matches": "сыграть ещё столько партий дважды, с пересадкой",
    "master seed (default: a random one, reported)": (
        "начальное число генератора (по умолчанию случайное, выводится в отчёте)"
    ),
    "worker processes (default: all cores)": "сколько процессов (по умолчанию по числу ядер)",
    "print one JSON object": "вывести один объект JSON",
    "a hand or match record (.json)": "запись раздачи или партии (.json)",
    "give this bot the full state (a yardstick)": "показать этому компьютеру все карты (для сравнения)",
}
