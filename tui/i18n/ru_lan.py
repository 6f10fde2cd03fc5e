"""Russian: LAN play screens (tui/screens/lan_screens.py, the LAN lines of the table)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "Host a LAN table": "Создать стол в сети",
    "Join a LAN table": "Сесть за стол в сети",
    "{name}'s table": "Стол: {name}",
    "Cannot open a LAN table: {error}": "Не удалось открыть стол в сети: {error}",
    "Your LAN table": "Ваш стол в сети",
    "Join code": "Код стола",
    "address": "адрес",
    "Listed on the LAN.": "Стол виден в локальной сети.",
    "Not listed on the LAN: give the address.": "Стол не виден в сети: сообщите адрес.",
    "open, waiting for a LAN player": "свободно, ждём игрока из сети",
    "you": "вы",
    "computer": "компьютер",
    "host": "хозяин стола",
    "not here yet": "ещё не за столом",
    "LAN player": "игрок из сети",
    "disconnected": "нет связи",
    "Computers in the open seats": "Посадить компьютер на свободные места",
    "LAN players have already sat down at this table: {names}. Close it? They are told the host closed it.": (
        "За столом уже есть игроки из сети: {names}. Закрыть его? Им сообщат, что хозяин закрыл стол."
    ),
    "The next hand was dealt while you read the score: the table waited no longer.": (
        "Следующая раздача уже сдана: стол не стал дольше ждать, пока вы смотрите счёт."
    ),
    "Close the table": "Закрыть стол",
    "Tables on this network (looking…)": "Столы в этой сети (ищем…)",
    "Looking for tables failed: {error}": "Поиск столов не удался: {error}",
    "Looking for tables is switched off: type the host's address.": (
        "Поиск столов выключен: введите адрес хозяина стола."
    ),
    "{n} open": "свободно: {n}",
    "Tables on this network: {n}": "Столов в этой сети: {n}",
    "Address": "Адрес",
    "host or host:port, e.g. 192.168.1.20": "хост или хост:порт, например 192.168.1.20",
    "the code on the host's screen": "код с экрана хозяина стола",
    "Your name": "Ваше имя",
    "if left empty: “Player” and your seat's number": "если пусто: «Игрок» и номер вашего места",
    "Join": "Сесть за стол",
    "Type the address as host or host:port, e.g. 192.168.1.20 or 192.168.1.20:46666.": (
        "Введите адрес в виде хост или хост:порт, например 192.168.1.20 или 192.168.1.20:46666."
    ),
    "Type the join code shown on the host's screen.": "Введите код, который виден на экране хозяина стола.",
    "Joining…": "Подключаемся…",
    "no table there has this join code; check it on the host's screen": (
        "стола с таким кодом по этому адресу нет; сверьте код с экраном хозяина стола"
    ),
    "every seat is taken": "все места заняты",
    "that seat is taken": "это место занято",
    "the host's sixtysix speaks another version of the LAN protocol; use the same version on both": (
        "у хозяина стола другая версия сетевого протокола «Шестьдесят"
        " шесть»; поставьте одну версию на обоих компьютерах"
    ),
    "the host has too many connections; try again in a moment": (
        "у хозяина стола слишком много подключений; попробуйте чуть позже"
    ),
    "the host did not hear from this player in time; try again": "хозяин стола не дождался ответа; попробуйте ещё раз",
    "Deal {n} failed its fairness check: {why}.": ("Раздача {n} не прошла проверку честности: {why}."),
    "the host revealed another seed than the one it committed to": (
        "хозяин стола раскрыл не то зерно, которое обязался использовать"
    ),
    "the host did not use the randomness this player sent": (
        "хозяин стола не использовал случайные данные, присланные этим игроком"
    ),
    "the cards dealt here are not the ones the seeds give": (
        "этому игроку розданы не те карты, что получаются из зёрен"
    ),
    "a move made in the hand is impossible in the deal the host revealed": (
        "один из ходов невозможен в той раздаче, которую раскрыл хозяин стола"
    ),
    "the deal the host revealed does not give what this player was shown": (
        "раздача, которую раскрыл хозяин стола, не совпадает с тем, что видел этот игрок"
    ),
    "the host committed to no seed for it, so it cannot be checked": (
        "хозяин стола не обязался ни к какому зерну, поэтому её не проверить"
    ),
    "The table moved on before your move arrived: look again and play.": (
        "Игра ушла вперёд раньше, чем дошёл ваш ход: посмотрите на стол и сходите снова."
    ),
    "No hand is being played now.": ("Сейчас раздача не идёт."),
    "A computer player has your seat now.": ("Ваше место сейчас занимает компьютер."),
    "The host did not answer your move in time: if it is not on the table, play it again.": (
        "Хозяин стола не ответил на ваш ход вовремя: если хода нет на столе, сходите ещё раз."
    ),
    "no answer in time (is the address right, and the host on this network?)": (
        "нет ответа (верен ли адрес и в этой ли сети хозяин стола?)"
    ),
    "no machine of that name is known (check the address on the host's screen)": (
        "машина с таким именем неизвестна (сверьте адрес с экраном хозяина стола)"
    ),
    "that address cannot be reached from this machine (is it on the same network?)": (
        "до этого адреса отсюда не добраться (он в той же сети?)"
    ),
    "nothing answers at that port (is the table open there?)": (
        "на этом порту никто не отвечает (открыт ли там стол?)"
    ),
    "The table refused: {reason}": "Стол не принял: {reason}",
    "Cannot reach {address}: {error}": "Нет связи с {address}: {error}",
    "You have a seat. Waiting for the host to fill the table and deal…": (
        "Вы за столом. Ждём, пока соберутся все игроки и хозяин раздаст карты…"
    ),
    "You": "Вы",
    "Open: a LAN player": "Свободно: игрок из сети",
    "online": "в сети",
    "The host does not answer: reconnecting. A move you make now is sent once it is back.": (
        "Хозяин стола не отвечает: переподключаемся. Ход, сделанный сейчас, "
        "будет отправлен, как только связь восстановится."
    ),
    "reconnecting…": "переподключение…",
    "lost the connection.": "— нет связи.",
    "A computer player now plays instead of {name}.": "Вместо игрока {name} теперь играет компьютер.",
    "{name} is back at the table.": "{name} снова за столом.",
    "A LAN player may take the seat with the join code {code}.": (
        "Это место может занять игрок из сети: код для входа {code}."
    ),
    "A computer played this seat until you sat down; from here on you play it.": (
        "До вас за этим местом играл компьютер; дальше играете вы."
    ),
    "{name} has taken seat {n}.": "Место {n} теперь занимает {name}.",
    "A computer player takes over in {n} s.": "Через {n} с место займёт компьютер.",
    "b: continue with a computer player now": "b: посадить компьютер сейчас",
    "Computer takes over": "Посадить компьютер",
    "Cannot resume the LAN table: {error}": "Не удалось продолжить стол в сети: {error}",
    "There is no LAN table to resume: none was left open when this app last hosted one.": (
        "Продолжать нечего: открытого стола в сети не осталось."
    ),
    "its save is damaged ({error}); it was moved to {folder}": (
        "его сохранение повреждено ({error}); оно перенесено в {folder}"
    ),
    "its save is damaged ({error})": "его сохранение повреждено ({error})",
    "its save could not be read ({error})": "его сохранение не удалось прочитать ({error})",
    "no port could be opened to listen on ({error})": "не удалось открыть порт для подключений ({error})",
    "Your last move is still on its way.": "Ваш прошлый ход ещё в пути.",
    "table closed": "стол закрыт",
    "The host closed the table.": "Хозяин закрыл стол.",
    "The connection to the host is gone.": "Связь с хозяином стола потеряна.",
    "q: back to the lobby": "q — в лобби",
    "Your seat at this table is kept: join to take it back.": (
        "Ваше место за этим столом сохранено: сядьте за стол, чтобы вернуться на него."
    ),
    "The host cannot be reached. Your seat is kept: join again once it is back.": (
        "Хозяин стола недоступен. Ваше место сохранено: сядьте за стол снова, когда он вернётся."
    ),
    "no connection": "нет связи",
    "Another sixtysix window is hosting this machine's LAN table: "
    "play it there, or close it there first, then try again.": (
        "Стол в сети этого компьютера сейчас открыт в другом окне sixtysix: "
        "играйте за ним там или сначала закройте его там, потом попробуйте снова."
    ),
    "The LAN table hosted here before was not closed: it can still be resumed (Resume "
    "your LAN table, in the lobby), and its players come back. A new table takes its "
    "place, and that one cannot be resumed after.": (
        "Прежний стол в сети, созданный здесь, не закрыт: его можно продолжить («Продолжить ваш "
        "стол в сети» в лобби), и игроки вернутся за него. Новый стол заменит его, и продолжить "
        "прежний будет нельзя."
    ),
    "Host the new table": "Создать новый стол",
    "Resume your LAN table": "Продолжить ваш стол в сети",
    "Quit the game? The table is saved: resume it from the lobby next time.": (
        "Выйти из игры? Стол сохранён — в следующий раз его можно продолжить из лобби."
    ),
    "Quit the game? Your seat is kept: join the table again to take it back.": (
        "Выйти из игры? Ваше место сохранено — сядьте за стол снова, чтобы вернуться на него."
    ),
    "Another match": "Сыграть ещё",
    "Stay at the table": "Остаться за столом",
    "The match is over.": "Партия окончена.",
    "Another one begins if the host starts it.": "Новую может начать хозяин стола.",
}

PLURALS: dict[str, tuple[str, str, str]] = {}
