"""Ukrainian: LAN play screens (tui/screens/lan_screens.py, the LAN lines of the table)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "Host a LAN table": "Створити стіл у мережі",
    "Join a LAN table": "Сісти за стіл у мережі",
    "{name}'s table": "Стіл: {name}",
    "Cannot open a LAN table: {error}": "Не вдалося відкрити стіл у мережі: {error}",
    "Your LAN table": "Ваш стіл у мережі",
    "Join code": "Код столу",
    "address": "адреса",
    "Listed on the LAN.": "Стіл видно в локальній мережі.",
    "Not listed on the LAN: give the address.": "Стіл не видно в мережі: повідомте адресу.",
    "open, waiting for a LAN player": "вільно, чекаємо гравця з мережі",
    "you": "ви",
    "computer": "комп’ютер",
    "host": "господар столу",
    "not here yet": "ще не за столом",
    "LAN player": "гравець із мережі",
    "disconnected": "немає зв’язку",
    "Computers in the open seats": "Посадити комп’ютер на вільні місця",
    "LAN players have already sat down at this table: {names}. Close it? They are told the host closed it.": (
        "За столом уже є гравці з мережі: {names}. Закрити його? Їм повідомлять, що господар закрив стіл."
    ),
    "The next hand was dealt while you read the score: the table waited no longer.": (
        "Наступну роздачу вже здано: стіл не став довше чекати, поки ви дивитеся рахунок."
    ),
    "Close the table": "Закрити стіл",
    "Tables on this network (looking…)": "Столи в цій мережі (шукаємо…)",
    "Looking for tables failed: {error}": "Пошук столів не вдався: {error}",
    "Looking for tables is switched off: type the host's address.": (
        "Пошук столів вимкнено: введіть адресу господаря столу."
    ),
    "{n} open": "вільно: {n}",
    "Tables on this network: {n}": "Столів у цій мережі: {n}",
    "Address": "Адреса",
    "host or host:port, e.g. 192.168.1.20": "хост або хост:порт, наприклад 192.168.1.20",
    "the code on the host's screen": "код з екрана господаря столу",
    "Your name": "Ваше ім’я",
    "if left empty: “Player” and your seat's number": "якщо порожньо: «Гравець» і номер вашого місця",
    "Join": "Сісти за стіл",
    "Type the address as host or host:port, e.g. 192.168.1.20 or 192.168.1.20:46666.": (
        "Введіть адресу у вигляді хост або хост:порт, наприклад 192.168.1.20 або 192.168.1.20:46666."
    ),
    "Type the join code shown on the host's screen.": "Введіть код, який видно на екрані господаря столу.",
    "Joining…": "Підключаємося…",
    "no table there has this join code; check it on the host's screen": (
        "столу з таким кодом за цією адресою немає; звірте код з екраном господаря столу"
    ),
    "every seat is taken": "усі місця зайняті",
    "that seat is taken": "це місце зайняте",
    "the host's sixtysix speaks another version of the LAN protocol; use the same version on both": (
        "у господаря столу інша версія мережевого протоколу «Шістдесят"
        " шість»; встановіть одну версію на обох комп’ютерах"
    ),
    "the host has too many connections; try again in a moment": (
        "у господаря столу забагато підключень; спробуйте трохи згодом"
    ),
    "the host did not hear from this player in time; try again": (
        "господар столу не дочекався відповіді; спробуйте ще раз"
    ),
    "Deal {n} failed its fairness check: {why}.": ("Роздача {n} не пройшла перевірку чесності: {why}."),
    "the host revealed another seed than the one it committed to": (
        "господар столу розкрив не те зерно, яке зобов’язався використати"
    ),
    "the host did not use the randomness this player sent": (
        "господар столу не використав випадкові дані, надіслані цим гравцем"
    ),
    "the cards dealt here are not the ones the seeds give": (
        "цьому гравцеві роздано не ті карти, що виходять із зерен"
    ),
    "a move made in the hand is impossible in the deal the host revealed": (
        "один із ходів неможливий у тій роздачі, яку розкрив господар столу"
    ),
    "the deal the host revealed does not give what this player was shown": (
        "роздача, яку розкрив господар столу, не збігається з тим, що бачив цей гравець"
    ),
    "the host committed to no seed for it, so it cannot be checked": (
        "господар столу не зобов’язався до жодного зерна, тож її не перевірити"
    ),
    "The table moved on before your move arrived: look again and play.": (
        "Гра пішла вперед раніше, ніж дійшов ваш хід: подивіться на стіл і зробіть хід знову."
    ),
    "No hand is being played now.": ("Зараз роздача не йде."),
    "A computer player has your seat now.": ("Ваше місце зараз займає комп’ютер."),
    "The host did not answer your move in time: if it is not on the table, play it again.": (
        "Господар столу не відповів на ваш хід вчасно: якщо ходу немає на столі, зробіть його ще раз."
    ),
    "no answer in time (is the address right, and the host on this network?)": (
        "немає відповіді (чи правильна адреса і чи в цій мережі господар столу?)"
    ),
    "no machine of that name is known (check the address on the host's screen)": (
        "машина з таким іменем невідома (звірте адресу з екраном господаря столу)"
    ),
    "that address cannot be reached from this machine (is it on the same network?)": (
        "до цієї адреси звідси не дістатися (вона в тій самій мережі?)"
    ),
    "nothing answers at that port (is the table open there?)": (
        "на цьому порту ніхто не відповідає (чи відкрито там стіл?)"
    ),
    "The table refused: {reason}": "Стіл не прийняв: {reason}",
    "Cannot reach {address}: {error}": "Немає зв’язку з {address}: {error}",
    "You have a seat. Waiting for the host to fill the table and deal…": (
        "Ви за столом. Чекаємо, поки зберуться всі гравці й господар роздасть карти…"
    ),
    "You": "Ви",
    "Open: a LAN player": "Вільно: гравець із мережі",
    "online": "у мережі",
    "The host does not answer: reconnecting. A move you make now is sent once it is back.": (
        "Господар столу не відповідає: перепідключаємося. Хід, зроблений зараз, "
        "буде надіслано, щойно зв’язок відновиться."
    ),
    "reconnecting…": "перепідключення…",
    "lost the connection.": "— немає зв’язку.",
    "A computer player now plays instead of {name}.": "Замість гравця {name} тепер грає комп’ютер.",
    "{name} is back at the table.": "{name} знову за столом.",
    "A LAN player may take the seat with the join code {code}.": (
        "Це місце може зайняти гравець із мережі: код для входу {code}."
    ),
    "A computer played this seat until you sat down; from here on you play it.": (
        "До вас за цим місцем грав комп’ютер; далі граєте ви."
    ),
    "{name} has taken seat {n}.": "Місце {n} тепер займає {name}.",
    "A computer player takes over in {n} s.": "За {n} с місце займе комп’ютер.",
    "b: continue with a computer player now": "b: посадити комп’ютер зараз",
    "Computer takes over": "Посадити комп’ютер",
    "Cannot resume the LAN table: {error}": "Не вдалося продовжити стіл у мережі: {error}",
    "There is no LAN table to resume: none was left open when this app last hosted one.": (
        "Продовжувати нічого: відкритого столу в мережі не лишилося."
    ),
    "its save is damaged ({error}); it was moved to {folder}": (
        "його збереження пошкоджене ({error}); його перенесено до {folder}"
    ),
    "its save is damaged ({error})": "його збереження пошкоджене ({error})",
    "its save could not be read ({error})": "його збереження не вдалося прочитати ({error})",
    "no port could be opened to listen on ({error})": "не вдалося відкрити порт для підключень ({error})",
    "Your last move is still on its way.": "Ваш попередній хід ще в дорозі.",
    "table closed": "стіл закрито",
    "The host closed the table.": "Господар закрив стіл.",
    "The connection to the host is gone.": "Зв’язок із господарем столу втрачено.",
    "q: back to the lobby": "q — до лобі",
    "Your seat at this table is kept: join to take it back.": (
        "Ваше місце за цим столом збережено: сядьте за стіл, щоб повернутися на нього."
    ),
    "The host cannot be reached. Your seat is kept: join again once it is back.": (
        "Господар столу недоступний. Ваше місце збережено: сядьте за стіл знову, коли він повернеться."
    ),
    "no connection": "немає зв’язку",
    "Another sixtysix window is hosting this machine's LAN table: "
    "play it there, or close it there first, then try again.": (
        "Стіл у мережі цього комп’ютера зараз відкрито в іншому вікні sixtysix: "
        "грайте за ним там або спершу закрийте його там, потім спробуйте знову."
    ),
    "The LAN table hosted here before was not closed: it can still be resumed (Resume "
    "your LAN table, in the lobby), and its players come back. A new table takes its "
    "place, and that one cannot be resumed after.": (
        "Попередній стіл у мережі, створений тут, не закрито: його можна продовжити («Продовжити "
        "ваш стіл у мережі» в лобі), і гравці повернуться за нього. Новий стіл замінить його, і "
        "продовжити попередній буде не можна."
    ),
    "Host the new table": "Створити новий стіл",
    "Resume your LAN table": "Продовжити ваш стіл у мережі",
    "Quit the game? The table is saved: resume it from the lobby next time.": (
        "Вийти з гри? Стіл збережено — наступного разу його можна продовжити з лобі."
    ),
    "Quit the game? Your seat is kept: join the table again to take it back.": (
        "Вийти з гри? Ваше місце збережено — сядьте за стіл знову, щоб повернутися на нього."
    ),
    "Another match": "Зіграти ще",
    "Stay at the table": "Лишитися за столом",
    "The match is over.": "Партію закінчено.",
    "Another one begins if the host starts it.": "Нову може почати господар столу.",
}

PLURALS: dict[str, tuple[str, str, str]] = {}
