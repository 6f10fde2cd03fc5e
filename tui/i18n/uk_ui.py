"""Ukrainian: the screens of the app (tui/app.py, tui/screens/, tui/widgets/)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Commands and keys.
    "Hint": "Підказка",
    "Suggest a move": "Підказати хід",
    "Undo": "Скасувати",
    "Take back your last move": "Повернути свій останній хід",
    "Rules": "Правила",
    "The rules of this game": "Правила цієї гри",
    "Leave the table": "Вийти з-за столу",
    "Back to the lobby": "До лобі",
    "Settings": "Налаштування",
    "Language, cards, assists, theme": "Мова, карти, підказки, оформлення",
    "Ready": "Готово",
    "Yes": "Так",
    "No": "Ні",
    "OK": "Гаразд",
    "Back": "Назад",
    "Start": "Почати",
    "Resume": "Продовжити",
    "Quit": "Вихід",
    "Leave": "Вийти",
    "Stay": "Залишитися",
    # Hot-seat curtain.
    "Pass the terminal to": "Передайте термінал гравцеві",
    "Press Enter when {name} is ready.": "Натисніть Enter, коли {name} сяде за термінал.",
    "I am ready": "Я на місці",
    # Lobby.
    "Sixty-Six": "Шістдесят шість",
    "Game": "Гра",
    "Against the computer": "Проти комп’ютера",
    "Hot-seat (one terminal)": "За одним терміналом",
    "Host a LAN table (coming)": "Створити стіл у мережі (незабаром)",
    "Join a LAN table (coming)": "Сісти за стіл у мережі (незабаром)",
    "Own rules": "Власні правила",
    "e.g. match_target=11 last_trick_bonus=always": "наприклад, match_target=11 last_trick_bonus=always",
    "hand {n}": "роздача {n}",
    "Human": "Людина",
    "Computer: {level}": "Комп’ютер: {level}",
    "Seat {n}": "Місце {n}",
    "LAN play is coming in the next version: play against the computer or hot-seat for now.": (
        "Гра в мережі з’явиться в наступній версії, а поки грайте проти комп’ютера або за одним терміналом."
    ),
    "At least one seat must be a human player.": "Хоча б за одним місцем має сидіти людина.",
    "{n} players": "гравців: {n}",
    "Player {n}": "Гравець {n}",
    "Computer {n}": "Комп’ютер {n}",
    # Scoring.
    "Next hand": "Наступна роздача",
    "Lobby": "Лобі",
    "Lobby (the match is saved)": "До лобі (партію збережено)",
    "{name} wins the match!": "{name} виграє партію!",
    "Card points": "Очки",
    "Hand": "Роздача",
    "Dealer": "Хто здавав",
    "Why": "Результат",
    "wrong claim": "помилкове оголошення",
    "played out": "дограна до кінця",
    "closed, made it": "закрита, вдало",
    "closed, failed": "закрита, невдало",
    "closer beaten": "того, хто закрив, випередили",
    "drawn": "нічия",
    "unfinished": "не дограна",
    "renege": "ренонс",
    # Settings.
    "Language": "Мова",
    "suit symbols ♣♦♥♠": "значки мастей ♣♦♥♠",
    "letters": "літери",
    "Four-colour deck": "Чотириколірні масті",
    "as the rules say": "як у правилах",
    "always show": "завжди показувати",
    "never show": "не показувати",
    "Hints": "Підказки",
    "Computer's pace": "Швидкість комп’ютера",
    "instant": "миттєво",
    "quick": "швидко",
    "normal": "звичайно",
    "slow": "повільно",
    "Theme": "Оформлення",
    # The table.
    "Draw": "Добрати",
    "Exchange trump": "Обміняти козир",
    "Close": "Закрити",
    "Pass": "Не міняти",
    "Marriage": "Мар’яж",
    "Exchange": "Обміняти",
    "Declare": "Досить!",
    "partner": "партнер",
    "deals, sits out": "здає, відпочиває",
    "{n} to win": "партія до {n}",
    "The hand is over.": "Роздачу закінчено.",
    "is thinking…": "думає…",
    "Waiting for the next player…": "Чекаємо на наступного гравця…",
    "Your turn": "Ваш хід",
    "tricks: {n}": "взяток: {n}",
    "points: {n}": "очок: {n}",
    "Enter: draw": "Enter: добрати",
    "Wait for your turn.": "Зачекайте на свій хід.",
    "No marriage can be announced now.": "Зараз мар’яж оголосити не можна.",
    "Which marriage? Press the key of its king or queen.": "Який мар’яж? Натисніть клавішу його короля або дами.",
    "Close the stock?": "Закрити колоду?",
    "Keep playing": "Грати далі",
    "Hint: {action}. {reason}": "Підказка: {action}. {reason}",
    "Nothing to undo.": "Скасовувати нічого.",
    "Undone.": "Хід скасовано.",
    "Leave the table? The match is saved: resume it from the lobby.": (
        "Вийти з-за столу? Партію збережено — її можна продовжити з лобі."
    ),
    "Please enlarge the window to at least {w}×{h} (now {cw}×{ch}).": (
        "Збільште вікно хоча б до {w}×{h} (зараз {cw}×{ch})."
    ),
    "trump ": "козир ",
    "closed": "колоду закрито",
    "stock: {n}": "у колоді: {n}",
    # What happened at the table.
    "marriage {suit}": "мар’яж {suit}",
    "exchanges the trump card": "міняє козир",
    "closes the stock": "закриває колоду",
    "draws": "добирає",
    "passes": "не міняє",
    "declares 66": "оголошує 66",
    "You must then reach 66 yourself, with no more cards drawn.": (
        "Тоді вам доведеться набрати 66 самому, більше не добираючи карт."
    ),
    "If you fail, {name} scores {n} game points.": "Якщо не наберете, {name} отримає {n} партійні очки.",
    # Refused moves.
    "That is not a move.": "Такого ходу немає.",
    "The stock was closed: exchange the trump card or pass.": "Колоду закрили: обміняйте козир або відмовтеся.",
    "Draw first (Enter), or close the stock.": "Спершу доберіть карту (Enter) або закрийте колоду.",
    "That card is not in your hand.": "Цієї карти у вас немає.",
    "You must follow suit with a higher card ({suit}).": "Треба відповісти в масть старшою картою ({suit}).",
    "You must follow suit ({suit}).": "Треба відповісти в масть ({suit}).",
    "You must over-trump ({suit}).": "Треба перебити старшим козирем ({suit}).",
    "You have no card of the suit led: you must trump ({suit}).": "Масті ходу у вас немає: треба козиряти ({suit}).",
    "That card may not be played now.": "Цією картою зараз ходити не можна.",
    "After the marriage you must lead its king or queen ({suit}).": (
        "Після мар’яжу треба піти його королем або дамою ({suit})."
    ),
    "That card may not be led now.": "З цієї карти зараз ходити не можна.",
    "Only a card may be played while a trick is on the table.": "Доки на столі взятка, можна лише покласти карту.",
    "Only one marriage per lead.": "За один хід — лише один мар’яж.",
    "These rules have no marriages.": "У цих правилах мар’яжів немає.",
    "Marriages count only while the stock is open.": "Мар’яж можна оголосити лише доти, доки колода відкрита.",
    "You may announce a marriage only after winning a trick.": "Мар’яж можна оголосити лише після взятої взятки.",
    "You need the king and queen of {suit} for that marriage.": "Для цього мар’яжу потрібні король і дама {suit}.",
    "The trump card can be exchanged only while the stock is open.": (
        "Обміняти козир можна лише доти, доки колода відкрита."
    ),
    "You need the {card} to exchange the trump card.": "Щоб обміняти козир, потрібна карта {card}.",
    "Too few cards are left in the stock to exchange.": "У колоді лишилося замало карт для обміну.",
    "You may exchange the trump card only after winning a trick.": "Обміняти козир можна лише після взятої взятки.",
    "The stock is already closed or used up.": "Колоду вже закрито, або вона скінчилася.",
    "The stock may not be closed now (too few cards left, or too early).": (
        "Зараз закрити колоду не можна (замало карт або ще зарано)."
    ),
    "There is nothing to draw now.": "Зараз добирати нічого.",
    "There is nothing to pass on.": "Відмовлятися нема від чого.",
    "In these rules 66 counts by itself: nothing to declare.": (
        "У цих правилах 66 зараховуються самі, оголошувати не треба."
    ),
    "You may declare only just after winning a trick or announcing a marriage.": (
        "Оголошувати можна лише одразу після взятої взятки або оголошеного мар’яжу."
    ),
    # Lobby menu.
    "New game": "Нова гра",
    "Resume the saved match": "Продовжити збережену партію",
    "Play against the computer": "Грати з комп’ютером",
    "Hot-seat: friends at this terminal": "З друзями за цим терміналом",
    "Quit the game? The match is saved: resume it from the lobby next time.": (
        "Вийти з гри? Партію збережено: "
        "продовжте її з лобі наступного разу."
    ),
    "The computer player failed: {error}": "Помилка комп’ютерного гравця: {error}",
}

PLURALS: dict[str, tuple[str, str, str]] = {}
