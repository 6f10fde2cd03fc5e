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
    "replay a hand or match record and print the outcome": "проиграть запись раздачи или партии и вывести итог",
    "list the rule presets": "наборы правил",
    "pit two bots against each other on duplicate deals": (
        "два компьютерных игрока друг против друга на одних и тех же раздачах"
    ),
    "host LAN tables without the app (bots and remote players)": (
        "столы в сети без программы (компьютеры и игроки по сети)"
    ),
    "a computer player that joins a LAN table": "компьютерный игрок, который садится за стол в сети",
}
