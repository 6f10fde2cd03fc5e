"""Russian: the screens of the app (tui/app.py, tui/screens/, tui/widgets/)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Commands and keys.
    "Hint": "Подсказка",
    "Suggest a move": "Подсказать ход",
    "Undo": "Отменить",
    "Take back your last move": "Вернуть свой последний ход",
    "Rules": "Правила",
    "The rules of this game": "Правила этой игры",
    "Leave the table": "Выйти из-за стола",
    "Back to the lobby": "В лобби",
    "Settings": "Настройки",
    "Language, cards, assists, theme": "Язык, карты, подсказки, оформление",
    "Ready": "Готово",
    "Yes": "Да",
    "No": "Нет",
    "OK": "ОК",
    "Back": "Назад",
    "Start": "Начать",
    "Resume": "Продолжить",
    "Quit": "Выход",
    "Leave": "Выйти",
    "Stay": "Остаться",
    # Hot-seat curtain.
    "Pass the terminal to": "Передайте терминал игроку",
    "Press Enter when {name} is ready.": "Нажмите Enter, когда {name} сядет за терминал.",
    "I am ready": "Я на месте",
    # Lobby.
    "Sixty-Six": "Шестьдесят шесть",
    "Game": "Игра",
    "Against the computer": "Против компьютера",
    "Hot-seat (one terminal)": "За одним терминалом",
    "Host a LAN table (coming)": "Создать стол в сети (скоро)",
    "Join a LAN table (coming)": "Сесть за стол в сети (скоро)",
    "Own rules": "Свои правила",
    "e.g. match_target=11 last_trick_bonus=always": "например, match_target=11 last_trick_bonus=always",
    "hand {n}": "раздача {n}",
    "Human": "Человек",
    "Computer: {level}": "Компьютер: {level}",
    "Seat {n}": "Место {n}",
    "LAN play is coming in the next version: play against the computer or hot-seat for now.": (
        "Игра по сети появится в следующей версии, а пока играйте против компьютера или за одним терминалом."
    ),
    "At least one seat must be a human player.": "Хотя бы за одним местом должен сидеть человек.",
    "{n} players": "игроков: {n}",
    "Player {n}": "Игрок {n}",
    "Computer {n}": "Компьютер {n}",
    # Scoring.
    "Next hand": "Следующая раздача",
    "Lobby": "Лобби",
    "Lobby (the match is saved)": "В лобби (партия сохранена)",
    "{name} wins the match!": "{name} выигрывает партию!",
    "Card points": "Очки",
    "Hand": "Раздача",
    "Dealer": "Сдающий",
    "Why": "Исход",
    "wrong claim": "ошибочное объявление",
    "played out": "доиграна до конца",
    "closed, made it": "закрыта, удачно",
    "closed, failed": "закрыта, неудачно",
    "closer beaten": "закрывшего опередили",
    "drawn": "ничья",
    "unfinished": "не доиграна",
    "renege": "ренонс",
    # Settings.
    "Language": "Язык",
    "suit symbols ♣♦♥♠": "значки мастей ♣♦♥♠",
    "letters": "буквы",
    "Four-colour deck": "Четырёхцветные масти",
    "as the rules say": "как в правилах",
    "always show": "всегда показывать",
    "never show": "не показывать",
    "Hints": "Подсказки",
    "Computer's pace": "Скорость компьютера",
    "instant": "мгновенно",
    "quick": "быстро",
    "normal": "обычно",
    "slow": "медленно",
    "Theme": "Оформление",
    # The table.
    "Draw": "Добрать",
    "Exchange trump": "Обменять козырь",
    "Close": "Закрыть",
    "Pass": "Не менять",
    "Marriage": "Марьяж",
    "Exchange": "Обменять",
    "Declare": "Хватит!",
    "partner": "партнёр",
    "deals, sits out": "сдаёт, отдыхает",
    "{n} to win": "партия до {n}",
    "The hand is over.": "Раздача окончена.",
    "is thinking…": "думает…",
    "Waiting for the next player…": "Ждём следующего игрока…",
    "Your turn": "Ваш ход",
    "tricks: {n}": "взяток: {n}",
    "points: {n}": "очков: {n}",
    "Enter: draw": "Enter: добрать",
    "Wait for your turn.": "Дождитесь своего хода.",
    "No marriage can be announced now.": "Сейчас марьяж объявить нельзя.",
    "Which marriage? Press the key of its king or queen.": "Какой марьяж? Нажмите клавишу его короля или дамы.",
    "Close the stock?": "Закрыть колоду?",
    "Keep playing": "Играть дальше",
    "Hint: {action}. {reason}": "Подсказка: {action}. {reason}",
    "Nothing to undo.": "Отменять нечего.",
    "Undone.": "Ход отменён.",
    "Leave the table? The match is saved: resume it from the lobby.": (
        "Выйти из-за стола? Партия сохранена — её можно продолжить из лобби."
    ),
    "Please enlarge the window to at least {w}×{h} (now {cw}×{ch}).": (
        "Увеличьте окно хотя бы до {w}×{h} (сейчас {cw}×{ch})."
    ),
    "trump ": "козырь ",
    "closed": "колода закрыта",
    "stock: {n}": "в колоде: {n}",
    # What happened at the table.
    "marriage {suit}": "марьяж {suit}",
    "exchanges the trump card": "меняет козырь",
    "closes the stock": "закрывает колоду",
    "draws": "добирает",
    "passes": "не меняет",
    "declares 66": "объявляет 66",
    "You must then reach 66 yourself, with no more cards drawn.": (
        "Тогда вам придётся набрать 66 самому, больше не добирая карт."
    ),
    "If you fail, {name} scores {n} game points.": "Если не наберёте, {name} получит {n} партийных очка.",
    # Refused moves.
    "That is not a move.": "Такого хода нет.",
    "The stock was closed: exchange the trump card or pass.": "Колоду закрыли: обменяйте козырь или откажитесь.",
    "Draw first (Enter), or close the stock.": "Сначала доберите карту (Enter) или закройте колоду.",
    "That card is not in your hand.": "Этой карты у вас нет.",
    "You must follow suit with a higher card ({suit}).": "Нужно ответить в масть старшей картой ({suit}).",
    "You must follow suit ({suit}).": "Нужно ответить в масть ({suit}).",
    "You must over-trump ({suit}).": "Нужно перебить старшим козырем ({suit}).",
    "You have no card of the suit led: you must trump ({suit}).": "Масти хода у вас нет: нужно козырять ({suit}).",
    "That card may not be played now.": "Этой картой сейчас ходить нельзя.",
    "After the marriage you must lead its king or queen ({suit}).": (
        "После марьяжа нужно пойти его королём или дамой ({suit})."
    ),
    "That card may not be led now.": "С этой карты сейчас ходить нельзя.",
    "Only a card may be played while a trick is on the table.": "Пока на столе взятка, можно только положить карту.",
    "Only one marriage per lead.": "За один ход — только один марьяж.",
    "These rules have no marriages.": "В этих правилах марьяжей нет.",
    "Marriages count only while the stock is open.": "Марьяж можно объявить, только пока колода открыта.",
    "You may announce a marriage only after winning a trick.": "Марьяж можно объявить только после взятой взятки.",
    "You need the king and queen of {suit} for that marriage.": "Для этого марьяжа нужны король и дама {suit}.",
    "The trump card can be exchanged only while the stock is open.": (
        "Обменять козырь можно, только пока колода открыта."
    ),
    "You need the {card} to exchange the trump card.": "Чтобы обменять козырь, нужна карта {card}.",
    "Too few cards are left in the stock to exchange.": "В колоде осталось слишком мало карт для обмена.",
    "You may exchange the trump card only after winning a trick.": "Обменять козырь можно только после взятой взятки.",
    "The stock is already closed or used up.": "Колода уже закрыта или кончилась.",
    "The stock may not be closed now (too few cards left, or too early).": (
        "Сейчас закрыть колоду нельзя (слишком мало карт или слишком рано)."
    ),
    "There is nothing to draw now.": "Сейчас добирать нечего.",
    "There is nothing to pass on.": "Отказываться не от чего.",
    "In these rules 66 counts by itself: nothing to declare.": (
        "В этих правилах 66 засчитываются сами, объявлять не нужно."
    ),
    "You may declare only just after winning a trick or announcing a marriage.": (
        "Объявлять можно только сразу после взятой взятки или объявленного марьяжа."
    ),
    # Lobby menu.
    "New game": "Новая игра",
    "Resume the saved match": "Продолжить сохранённую партию",
    "Play against the computer": "Играть с компьютером",
    "Hot-seat: friends at this terminal": "С друзьями за этим терминалом",
    "Quit the game? The match is saved: resume it from the lobby next time.": (
        "Выйти из игры? Партия сохранена: "
        "продолжите её из лобби в следующий раз."
    ),
    "The computer player failed: {error}": "Ошибка компьютерного игрока: {error}",
}

PLURALS: dict[str, tuple[str, str, str]] = {}
