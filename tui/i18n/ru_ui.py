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
    "Play again": "Сыграть ещё",
    "Back to the lobby": "В лобби",
    "Settings": "Настройки",
    "Language, cards, assists, theme": "Язык, карты, подсказки, оформление",
    "Dismiss menu": "Закрыть список",
    "commands": "команды",
    "Hint, undo, rules, settings and more": "Подсказка, отмена хода, правила, настройки и другое",
    "Search for commands…": "Поиск команд…",
    "No matches found": "Ничего не найдено",
    "Close the app (during a match it asks first)": "Выйти из программы (если идёт партия, сначала спросит)",
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
    "Pass the terminal to": "Передайте терминал:",
    "Press Enter when {name} is ready.": "Нажмите Enter, когда {name} сядет за терминал.",
    "I am ready": "Я на месте",
    # Lobby.
    "Sixty-Six": "Шестьдесят шесть",
    "Game": "Игра",
    "Against the computer": "Против компьютера",
    "Hot-seat (one terminal)": "За одним терминалом",
    "Own rules": "Свои правила",
    "Choose…": "Выбрать…",
    "Change": "Изменить",
    "Reset": "Сбросить",
    "Reset all": "Сбросить все",
    "Done": "Готово",
    "Cancel": "Отмена",
    "No other choice of this rule fits the other rules.": ("При остальных правилах другого значения здесь нет."),
    "Own rules: {preset}": "Свои правила: {preset}",
    "Enter or the arrow keys change the rule in focus; a bar on the left marks a change from {preset}.": (
        "Enter или стрелки меняют выбранное правило; черта слева отмечает отличие от правил «{preset}»."
    ),
    "Choose… (F2) or match_target=11": "«Выбрать…» (F2) или match_target=11",
    "hand {n}": "раздача {n}",
    "Human": "Человек",
    "Computer: {level}": "Компьютер: {level}",
    "Seat {n}": "Место {n}",
    "At least one seat must be a human player.": "Хотя бы за одним местом должен сидеть человек.",
    "Player {n}": "Игрок {n}",
    "Computer {n}": "Компьютер {n}",
    "Comp. {n}": "Комп. {n}",  # a computer seat's own name where it must be shortened
    # Scoring.
    "Next hand": "Следующая раздача",
    "Lobby": "Лобби",
    "Lobby (the match is saved)": "В лобби (партия сохранена)",
    "{name} wins the match!": "{name} выигрывает партию!",
    "{who} win the match!": "{who} выигрывают партию!",
    "Card points": "Очки",
    "At the close": "На момент закрытия",
    "(+{n} points)": "(+{n} очков)",  # the last trick's 10 (always 10: the plural is fixed)
    "Hand": "Раздача",
    "Dealer": "Сдающий",
    "Why": "Исход",
    "Delete": "Удалить",
    "Keep it": "Оставить",
    "Delete the record of {match} of {when}? It cannot be brought back.": (
        "Удалить запись партии {match} от {when}? Вернуть её будет нельзя."
    ),
    "The record could not be deleted: {reason}.": "Запись не удалось удалить: {reason}.",
    "The match could not be kept: {reason}.": "Партию не удалось сохранить: {reason}.",
    "The match is kept; replay it with: {command}": "Партия сохранена; воспроизвести её: {command}",
    "Start the new match": "Начать новую партию",
    (
        "Your saved match, {match}, is not finished. A new match takes its place: the saved one "
        "is kept under Past matches, where it can be gone over and resumed."
    ): (
        "Сохранённая партия {match} не доиграна. Новая партия займёт её место: сохранённая останется в "
        "«Сыгранных партиях» — там её можно просмотреть и продолжить."
    ),
    (
        "Your saved match, {match}, is not finished. The match you resume takes its place: the saved "
        "one is kept under Past matches, and can be resumed from there in turn."
    ): (
        "Сохранённая партия {match} не доиграна. Продолженная партия займёт её место: сохранённая останется "
        "в «Сыгранных партиях», и её тоже можно будет продолжить оттуда."
    ),
    "Resume this match": "Продолжить эту партию",
    "This match cannot be resumed because {reason}.": "Эту партию нельзя продолжить, потому что {reason}.",
    "Its record could not be taken off Past matches: {error}.": (
        "Её запись не удалось убрать из «Сыгранных партий»: {error}."
    ),
    "its file is gone": "её файла больше нет",
    "it was kept without what resuming it needs": "она сохранена без того, что нужно, чтобы её продолжить",
    "The saved match was kept under Past matches, unfinished.": (
        "Прежняя партия не доиграна и сохранена в «Сыгранных партиях»."
    ),
    "drew": "добрали",
    "Hand {n}": "Раздача {n}",
    "Hand by hand": "По раздачам",
    "This match's record cannot be read: {error}": "Запись этой партии не читается: {error}",
    "Past matches": "Сыгранные партии",
    "Date": "Дата",
    "Players": "Игроки",
    "Score": "Счёт",
    "Winner": "Победитель",
    "No match has been finished yet.": "Ни одна партия ещё не доиграна.",
    "No match of one person against the computer finished yet.": (
        "Ещё нет доигранных партий, где один человек играл против компьютера."
    ),
    "Against the computer, matches won": "Против компьютера, выиграно партий",
    "{level}: {won} of {played}": "{level}: {won} из {played}",
    "{level}: {n} not counted, moves taken back": "{level}: {n} не в счёт, отменялись ходы",
    "(+{n} not counted, moves taken back)": "(+{n} не в счёт, отменялись ходы)",
    "moves taken back: {n}": "ходов отменено: {n}",
    "Replay this match's record with": "Запись этой партии воспроизводит команда",
    "declared 66": "объявлено 66",
    "reached 66": "набрано 66",
    "wrong claim": "ошибка: нет 66",  # the score sheet's last column: three names leave it 17 cells
    "played out": "доиграна до конца",
    "closed, made it": "закрыта, удачно",
    "closed, failed": "закрыта, неудачно",
    "closer beaten": "закрывшего обошли",
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
    "Cards played": "Вышедшие карты",
    "Computer's pace": "Скорость компьютера",
    "instant": "мгновенная",  # the pace, as in «Скорость компьютера: мгновенная»
    "quick": "быстрая",
    "normal": "обычная",
    "slow": "медленная",
    "Theme": "Оформление",
    "dark": "тёмное",  # the theme, as in «Оформление: тёмное»
    "light": "светлое",
    "the terminal's colours, dark": "цвета терминала, тёмное",
    "the terminal's colours, light": "цвета терминала, светлое",
    # The table.
    "Draw": "Добрать",
    "Exchange trump": "Обменять козырь",
    "Close": "Закрыть",
    "Pass": "Не менять",
    "Marriage": "Марьяж",
    "Exchange": "Обменять",
    "Declare": "Хватит!",
    "computer: {level}": "компьютер: {level}",
    "partner": "партнёр",
    "deals, sits out": "сдаёт, отдыхает",
    "You deal and sit out this hand.": "Вы сдаёте и в этой раздаче отдыхаете.",
    "{n} to win": "партия до {n}",
    "The hand is over.": "Раздача окончена.",
    "Waiting for:": "Ждём:",
    "The next hand comes when everybody is ready…": "Следующая раздача начнётся, когда все будут готовы…",
    "is thinking…": "думает…",
    "Waiting for the next player…": "Ждём следующего игрока…",
    "marriages:": "марьяжи:",
    "(after a trick)": "(после взятки)",  # a marriage announced, counted once a trick is won
    "Your turn": "Ваш ход",
    "side's tricks: {n}": "взяток у пары: {n}",
    "tricks: {n}": "взяток: {n}",
    "points: {n}": "очков: {n}",
    "Enter: draw": "Enter: добрать",
    "Wait for your turn.": "Дождитесь своего хода.",
    "You hold no king and queen of one suit.": "У вас нет короля и дамы одной масти.",
    "A marriage is announced as you lead, before your card.": "Марьяж объявляют, когда ходите первым, до своей карты.",
    "Which marriage? Press the key of its king or queen.": "Какой марьяж? Нажмите клавишу его короля или дамы.",
    "Close the stock?": "Закрыть колоду?",
    "Keep playing": "Играть дальше",
    "Not closed: play on.": "Колода не закрыта: игра продолжается.",
    "Not declared: play on.": "Не объявлено: игра продолжается.",
    "Hint: {action}. {reason}": "Подсказка: {action}. {reason}",
    "Looking for a hint…": "Ищу подсказку…",
    "No hint: {error}": "Подсказки нет: {error}",
    "You have no card numbered {n}.": "Карты с номером {n} у вас нет.",
    "Moves are not taken back at a table where other people play too.": (
        "Ходы не отменяются за столом, где играют и другие люди."
    ),
    "on": "вкл.",  # a switch in the settings
    "off": "выкл.",
    "The match is over: its moves stay as they were played.": "Партия окончена: её ходы остаются как сыграны.",
    "Nothing to undo.": "Отменять нечего.",
    "Nothing to undo: undo goes back as far as this hand's deal.": (
        "Отменять нечего: отмена возвращает только к началу этой раздачи."
    ),
    "Undone.": "Ход отменён.",
    "Leave the table? The match is saved: resume it from the lobby.": (
        "Выйти из-за стола? Партия сохранена — её можно продолжить из лобби."
    ),
    "Close the table? The match ends for everybody at it.": "Закрыть стол? Партия закончится для всех за ним.",
    "Leave the table? A computer plays your seat until someone joins with the code: you or another player.": (
        "Выйти из-за стола? Ваше место займёт компьютер, пока кто-то не войдёт по коду: вы или другой игрок."
    ),
    "Please enlarge the window to at least {w}×{h} (now {cw}×{ch}).": (
        "Увеличьте окно хотя бы до {w}×{h} (сейчас {cw}×{ch})."
    ),
    "trump ": "козырь ",
    "closed": "колода закрыта",
    "stock: {n}": "в колоде: {n}",
    # What happened at the table.
    "marriage {suit}": "марьяж {suit}",
    "(+{n} for the last trick)": "(+{n} за последнюю взятку)",  # the match story's last trick
    "66 reached with the marriage {suit} {points}.": "66 набрано марьяжем {suit} {points}.",
    "66 declared right after the marriage {suit} {points}.": "66 объявлено сразу после марьяжа {suit} {points}.",
    "Other rules": "Другие правила",  # the rules help's arrow keys, from the lobby
    "The number of players comes with the rules chosen above ({players}): choose rules for another number.": (
        "Число игроков задают правила, выбранные выше ({players}): выберите правила для другого числа."
    ),
    "The match cannot start: {error}": "Партию не начать: {error}",
    "A name may be {n} characters long at most: {name}": "Имя может быть не длиннее {n} символов: {name}",
    "Two seats are called {name}: give each a name of its own.": "Два места названы {name}: дайте каждому своё имя.",
    "in your hand": "в вашей руке",  # the dealer's turned trump card, three or four players
    "held by {name}": "держит: {name}",  # likewise, held by another seat
    "exchanges the trump card": "меняет козырь",
    "closes the stock": "закрывает колоду",
    "draws": "добирает",
    "passes": "не меняет",
    "declares 66": "объявляет 66",
    "You must then reach 66 yourself, with no more cards drawn.": (
        "Тогда вам придётся набрать 66 очков без добора карт."
    ),
    "If you fail, {name} scores 2 game points, or 3 if they take no trick.": (
        "Если не наберёте, {name} получит 2 партийных очка, а если не возьмёт ни одной взятки — 3."
    ),
    "If you fail, {name} scores 2 game points, or 3 if they win no card points.": (
        "Если не наберёте, {name} получит 2 партийных очка, а если не наберёт ни одного очка — 3."
    ),
    # Refused moves.
    "That is not a move.": "Такого хода нет.",
    "The stock was closed. You have no card to exchange for the trump: pass (p).": (
        "Колоду закрыли. Обменять козырь вам нечем: откажитесь (p)."
    ),
    "The stock was closed: exchange the trump card or pass.": "Колоду закрыли: обменяйте козырь или откажитесь.",
    "Not yet: first exchange the trump card (x) or pass (p).": (
        "Пока нельзя: сначала обменяйте козырь (x) или откажитесь (p)."
    ),
    "Not yet: first pass (p).": "Пока нельзя: сначала откажитесь (p).",
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
    "Only a card may be played while a trick is on the table.": "Сейчас можно только ответить картой на ход.",
    "Only one marriage per lead.": "За один ход — только один марьяж.",
    "These rules have no marriages.": "В этих правилах марьяжей нет.",
    "Marriages count only while the stock is open.": "Марьяж можно объявить, только пока колода открыта.",
    "You may announce a marriage only after winning a trick.": "Марьяж можно объявить только после взятой взятки.",
    "You need the king and queen of {suit} for that marriage.": "Для этого марьяжа нужны король и дама {suit}.",
    "The trump card can be exchanged only while the stock is open.": (
        "Обменять козырь можно, только пока колода открыта."
    ),
    "The trump card is the {card} itself: there is nothing to exchange.": (
        "Открытый козырь — это и есть {card}: менять нечего."
    ),
    "You need the {card} to exchange the trump card.": "Чтобы обменять козырь, нужна карта {card}.",
    "Too few cards are left in the stock to exchange.": "В колоде осталось слишком мало карт для обмена.",
    "You may exchange the trump card only after winning a trick.": "Обменять козырь можно только после взятой взятки.",
    "This game has no stock: nothing to close, no trump card to exchange.": (
        "В этой игре нет колоды: закрывать нечего, козырь не меняют."
    ),
    "The stock is already closed or used up.": "Колода уже закрыта или кончилась.",
    "Too many cards are left in the stock to close it under these rules (see ?).": (
        "В колоде ещё слишком много карт, чтобы закрыть её по этим правилам (см. ?)."
    ),
    "Too few cards are left in the stock to close it.": "В колоде осталось слишком мало карт, чтобы её закрыть.",
    "The stock may not be closed before the first trick.": "До первой взятки закрывать колоду нельзя.",
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
        "Выйти из игры? Партия сохранена: продолжите её из лобби в следующий раз."
    ),
    "The computer player failed: {error}": "Ошибка компьютерного игрока: {error}",
    # Hints: why a move is suggested.
    "Declare: you have 66 or more": ("Объявите 66: у вас 66 или больше"),
    "Close before drawing: your sure tricks should bring you to 66": (
        "Закройте колоду, не добирая: верные взятки должны дать вам 66"
    ),
    "Close: your sure tricks should bring you to 66": ("Закройте колоду: верные взятки должны дать вам 66"),
    "Take the {led_rank} with your {rank}: {points}: enough to declare": (
        "Возьмите {led_rank:acc} {rank:ins}: {points} — и можно объявлять 66"
    ),
    "Trump the {other} with the {card}: {points}: enough to declare": (
        "Побейте {other:acc} козырем — {card:ins}: {points} — и можно объявлять 66"
    ),
    "Win the trick with the {card}: {points} so far: enough to declare": (
        "Возьмите взятку {card:ins}: в ней уже {points} — и можно объявлять 66"
    ),
    "Declare: you have {total}": "Объявите 66: у вас {total}",
    "The {card} is the only card you may play": "Сыграть можно только {card:acc}",
    "No exchange: you do not hold the card to exchange.": "Обмена нет: карты для обмена у вас нет.",
    "Pass: you do not hold the card to exchange": "Откажитесь: карты для обмена у вас нет",
    "Draw your card": "Доберите карту",
    "The only legal move": "Другого хода нет",
    "Exchange your {card} for the {other}: a higher trump": (
        "Обменяйте {card:acc} на {other:acc}: получите старший козырь"
    ),
    "Exchange the {card} for the {other}: a higher trump": (
        "Обменяйте {card:acc} на {other:acc}: получите старший козырь"
    ),
    "Close before drawing: your sure tricks bring you to about {total}": (
        "Закройте колоду, не добирая: верные взятки дадут вам около {total}"
    ),
    "Close: with exact play, closing wins the hand in every possible deal tried": (
        "Закройте колоду: при точной игре раздача после закрытия выигрывается в каждом из проверенных раскладов"
    ),
    "Close before drawing: with exact play, closing wins the hand in every possible deal tried": (
        "Закройте колоду, не добирая: при точной игре раздача после закрытия "
        "выигрывается в каждом из проверенных раскладов"
    ),
    "Too early to close: your hand is not yet strong enough": "Закрывать рано: карты пока слишком слабые",
    "Close: your sure tricks bring you to about {total}": "Закройте колоду: верные взятки дадут вам около {total}",
    "Announce the marriage in {suit}: {points}": "Объявите марьяж {suit:gen}: {points}",
    "Announce the marriage in {suit}: {points} once you win a trick": (
        "Объявите марьяж {suit:gen}: {points}, как только возьмёте взятку"
    ),
    "Play the {card}: with every card counted, this wins the hand": (
        "Сыграйте {card:acc}: все карты известны, так вы выиграете раздачу"
    ),
    "Play the {card}: every card is counted; this loses the least": (
        "Сыграйте {card:acc}: все карты известны, так вы потеряете меньше всего"
    ),
    "Play the {card}: every card is counted; this is the best play": (
        "Сыграйте {card:acc}: все карты известны, это лучший ход"
    ),
    "Announce the marriage in {suit}: with every card counted, this wins the hand": (
        "Объявите марьяж {suit:gen}: все карты известны, так вы выиграете раздачу"
    ),
    "Announce the marriage in {suit}: every card is counted; this loses the least": (
        "Объявите марьяж {suit:gen}: все карты известны, так вы потеряете меньше всего"
    ),
    "Announce the marriage in {suit}: every card is counted; this is the best play": (
        "Объявите марьяж {suit:gen}: все карты известны, это лучший ход"
    ),
    "Lead the {card} of your marriage": "Ходите {card:ins} из марьяжа",
    "Lead the {card} first, then announce the marriage: the ace clears the way": (
        "Сначала ходите {card:ins}, марьяж объявите потом: туз расчистит дорогу"
    ),
    "Lead the {card}: it cannot be beaten and makes 66": "Ходите {card:ins}: эту карту не побить, и у вас будет 66",
    "Lead the {card}: a low card, little to lose": "Ходите {card:ins}: карта мелкая, терять почти нечего",
    "Lead the {card}: it risks the least": "Ходите {card:ins}: так меньше всего риска",
    "Lead the {card}: pull the trumps out first": "Ходите {card:ins}: сначала выбейте козыри",
    "Lead the {card}: it cannot be beaten": "Ходите {card:ins}: эту карту не побить",
    "Lead the {card}: it should win the trick": "Ходите {card:ins}: взятка, скорее всего, будет ваша",
    "Lead the {card}: it costs the least to lose": "Ходите {card:ins}: если взятку заберут, вы потеряете меньше всего",
    "Lead the {card}: it has a good chance to win the trick": "Ходите {card:ins}: хороший шанс взять взятку",
    "Lead the {card}: the best balance of the chance of the trick and the points at risk": (
        "Ходите {card:ins}: лучшее соотношение шанса на взятку и очков, которыми вы рискуете"
    ),
    "Take the {led_rank} with your {rank}: {points}": "Возьмите {led_rank:acc} {rank:ins}: {points}",
    "Take the {led_rank} with your {rank}: {points}: that makes {total}, enough to declare": (
        "Возьмите {led_rank:acc} {rank:ins}: {points}, и у вас будет {total} — можно объявлять 66"
    ),
    "Trump the {other} with the {card}: {points}": "Побейте {other:acc} козырем — {card:ins}: {points}",
    "Trump the {other} with the {card}: {points}: that makes {total}, enough to declare": (
        "Побейте {other:acc} козырем — {card:ins}: {points}, и у вас будет {total} — можно объявлять 66"
    ),
    "Win the trick with the {card}: {points} so far": "Возьмите взятку {card:ins}: в ней уже {points}",
    "Win the trick with the {card}: {points} so far: that makes {total}, enough to declare": (
        "Возьмите взятку {card:ins}: в ней уже {points}, и у вас будет {total} — можно объявлять 66"
    ),
    "Play the {card}: it wins for now, though a later player may beat it": (
        "Сыграйте {card:acc}: пока взятка ваша, но её ещё могут перебить"
    ),
    "Your partner is winning: give them the {card}": "Взятка за партнёром: отдайте ему {card:acc}",
    "Your partner is winning: play the {card}": "Взятка за партнёром: сыграйте {card:acc}",
    "Let the trick go: throw the {card}": "Отдайте взятку: сбросьте {card:acc}",
    "Let the trick go cheaply with the {card}": "Отдайте взятку подешевле: сыграйте {card:acc}",
    "The trick is lost either way: let it go with the {card}": "Эту взятку не взять: отдайте её, сыграв {card:acc}",
    # A hint the search chose over the rule of thumb (engine/bots/hints.py).
    "Over {deals} it scores {gain} a hand more than the {other}": (
        "Перебрано {deals}: этот ход в среднем на {gain} за раздачу выгоднее, чем {other}"
    ),
    "Over {deals} it scores {gain} a hand more than drawing": (
        "Перебрано {deals}: этот ход в среднем на {gain} за раздачу выгоднее, чем добрать карту"
    ),
    "Over {deals} it scores {gain} a hand more than closing": (
        "Перебрано {deals}: этот ход в среднем на {gain} за раздачу выгоднее, чем закрыть колоду"
    ),
    "Over {deals} it scores {gain} a hand more than passing": (
        "Перебрано {deals}: этот ход в среднем на {gain} за раздачу выгоднее, чем пасовать"
    ),
    "It wins the hand in {wins} of {deals}; the {other} wins it in {other_wins}": (
        "Перебрано {deals}: этот ход выигрывает раздачу в {wins} из них, а {other} — в {other_wins}"
    ),
    "It wins the hand in {wins} of {deals}; drawing wins it in {other_wins}": (
        "Перебрано {deals}: этот ход выигрывает раздачу в {wins} из них, а если добрать карту — в {other_wins}"
    ),
    "It wins the hand in {wins} of {deals}; closing wins it in {other_wins}": (
        "Перебрано {deals}: этот ход выигрывает раздачу в {wins} из них, а если закрыть колоду — в {other_wins}"
    ),
    "It wins the hand in {wins} of {deals}; passing wins it in {other_wins}": (
        "Перебрано {deals}: этот ход выигрывает раздачу в {wins} из них, а если пасовать — в {other_wins}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} with the {other}": (
        "Перебрано {deals}: с этим ходом шанс выиграть партию {chance}, с ходом {other} — {other_chance}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you draw": (
        "Перебрано {deals}: с этим ходом шанс выиграть партию {chance}, а если добрать карту — {other_chance}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you close": (
        "Перебрано {deals}: с этим ходом шанс выиграть партию {chance}, а если закрыть колоду — {other_chance}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you pass": (
        "Перебрано {deals}: с этим ходом шанс выиграть партию {chance}, а если пасовать — {other_chance}"
    ),
    # The plain-text game (tui/textplay.py).
    "On the table": "На столе",
    "Your hand": "Ваши карты",
    "Your move (a number, h for a hint, q to quit): ": "Ваш ход (номер; h/п — подсказка; q/в — выход): ",
    "h": "п",  # the hint key typed in the plain-text game, in the local keyboard layout
    "q": "в",  # its quit key, likewise
    "Not a legal choice: type a number from the list.": "Такого хода нет: введите номер из списка.",
    "Your move (a number, h for a hint, u to take back, q to quit): ": (
        "Ваш ход (номер; h/п — подсказка; u/о — отмена; q/в — выход): "
    ),
    "Your move (a number, h hint, c play check, q quit): ": (
        "Ваш ход (номер; h/п — подсказка; c — разбор; q/в — выход): "
    ),
    "Your move (a number, h hint, c play check, u take back, q quit): ": (
        "Ваш ход (номер; h/п — подсказка; c — разбор; u/о — отмена; q/в — выход): "
    ),
    "c": "с",  # its play-check key: the Cyrillic letter that looks like c, on the same key
    "Type c at your next move for the play check of this hand (it takes a few seconds).": (
        "Разбор игры в этой раздаче: введите c при следующем ходе; он займёт несколько секунд."
    ),
    "The play check is of a finished hand: type c once the first hand is over.": (
        "Разбор игры — по сыгранной раздаче: введите c, когда первая раздача закончится."
    ),
    "Checking your play in the last hand…": "Разбираю вашу игру в прошлой раздаче…",
    "There was nothing to check: no choice of yours while cards were hidden.": (
        "Разбирать нечего: пока карты были скрыты, выбора у вас не было."
    ),
    "u": "о",  # its take-back key, likewise ("отменить")
    "y: yes, anything else: choose again ": "y или д — да; иначе — выбрать другой ход: ",
    "y: start the new match, anything else: keep the saved one to resume ": (
        "y или д — начать новую партию; иначе — оставить сохранённую, чтобы продолжить её: "
    ),
    "The saved match is left as it was: sixtysix play --text --resume goes on with it.": (
        "Сохранённая партия осталась как была: её продолжит sixtysix play --text --resume."
    ),
    "y": "д",  # yes, typed in the plain-text game
    "Taken back: your last move and the replies to it.": "Ход отменён вместе с ответами на него.",
    "Taken back: your last move.": "Ход отменён.",
    "Bye. The match is saved: resume it with sixtysix play --text --resume, or in the app.": (
        "До встречи. Партия сохранена: продолжить её можно командой sixtysix play --text --resume или в программе."
    ),
    "Resumed: hand {n}": "Партия продолжается: раздача {n}",
    "You drew {cards}.": "Вы добрали {cards}.",
    "This hand so far:": "В этой раздаче уже сыграно:",
    "To seat people and the computer at one table, choose each seat in the app's New game form.": (
        "Чтобы посадить за один стол людей и компьютер, выберите каждое место в форме «Новая игра» в программе."
    ),
    "--text is a game against the computer, not --hotseat.": ("--text — это игра против компьютера, а не --hotseat."),
    "There is no computer level {level}; the levels are: {levels}.": (
        "Уровня компьютера {level} нет; уровни: {levels}."
    ),
    "The {preset} rules have one other seat: --vs takes one level.": (
        "Правила {preset} — для двоих: --vs принимает один уровень."
    ),
    "--vs takes one level, or {n} levels, one a seat, for the {preset} rules.": (
        "--vs принимает один уровень или {n}, по одному на место, для правил {preset}."
    ),
    "--resume goes on with the saved match as it is, without {options}.": (
        "--resume продолжает сохранённую партию как есть, без {options}."
    ),
    "Play again? (y: yes, n: no) ": "Сыграть ещё? (y или да; n или нет) ",
    "Type y for yes or n for no: ": "Введите y или да, n или нет: ",
    "{us} play against {them}.": "{us} играют против {them}.",
    "Partners: seats 1 and 3 against seats 2 and 4.": "Партнёры: места 1 и 3 против мест 2 и 4.",
    "There is no saved match to resume.": "Сохранённой партии нет.",
    "Another sixtysix window is playing the saved match: "
    "leave that match there first (it stays saved), then try again.": (
        "Сохранённую партию сейчас играют в другом окне sixtysix: "
        "сначала выйдите из неё там (она останется сохранённой), потом попробуйте снова."
    ),
    "The plain-text game is one person against the computer, and the saved match is not; "
    "resume it in the app: sixtysix play --resume": (
        "Текстовая игра — это один человек против компьютера, а сохранённая партия не такая; "
        "продолжите её в программе: sixtysix play --resume"
    ),
    # The scoring screen's look back at the endgame (engine/bots/review.py).
    "Endgame check: once the stock was gone, every move you chose was the best.": (
        "Разбор концовки: когда колода кончилась, все ваши ходы были лучшими."
    ),
    "“{move}”": "«{move}»",
    "Endgame check, trick {trick}: you played {played}; {best} was worth {gain} more.": (
        "Разбор концовки, взятка {trick}: вы сыграли {played}; ход {best} дал бы на {gain} больше."
    ),
    # The past match's play check, hand by hand (tui/screens/past_matches.py).
    "Check the play": "Разбор игры",
    "Checking the play hand by hand; each hand's check appears under it.": (
        "Разбираю игру по раздачам; разбор каждой появится под ней."
    ),
    "The play check failed: {error}": "Разбор игры не удался: {error}",
    "The play check is done.": "Разбор игры готов.",
    # The scoring screen's play check (engine/bots/review.py play_check).
    "Play check: looking at your moves while cards were hidden…": (
        "Разбор игры: перебираю ваши ходы, пока карты были скрыты…"
    ),
    "Play check: you declared 66 with {points}, a wrong claim that lost the hand.": (
        "Разбор игры: вы объявили 66, имея {points}, — объявление ошибочное, и раздача проиграна."
    ),
    "Apart from that, while cards were hidden, the search found no move clearly better.": (
        "Кроме этого, пока карты были скрыты, перебор не нашёл хода заметно лучше."
    ),
    "Play check: while cards were hidden, the search found no move clearly better than yours.": (
        "Разбор игры: пока карты были скрыты, перебор не нашёл хода заметно лучше вашего."
    ),
    "Play check, trick {trick}: you played {played}; "
    "over {deals}, {best} wins the hand in {wins} of them, your move in {played_wins}.": (
        "Разбор игры, взятка {trick}: вы сыграли {played}; "
        "перебрано {deals}: с ходом {best} раздача выиграна в {wins} из них, с вашим — только в {played_wins}."
    ),
    "Play check, trick {trick}: you played {played}; over {deals}, {best} scores {gain} a hand more.": (
        "Разбор игры, взятка {trick}: вы сыграли {played}; "
        "перебрано {deals}: {best} в среднем на {gain} за раздачу выгоднее."
    ),
    "Play check, trick {trick}: you played {played}; over {deals}, your chance of winning "
    "the match was {chance} with {best}, {played_chance} with your move.": (
        "Разбор игры, взятка {trick}: вы сыграли {played}; "
        "перебрано {deals}: с ходом {best} шанс выиграть партию был {chance}, с вашим — {played_chance}."
    ),
    # Asking before a claim (tui/screens/table.py).
    "Declare 66?": "Объявить 66?",
    "You have {n}: fewer than 66, so the claim is wrong and you lose the hand.": (
        "У вас {n}: меньше 66, объявление будет ошибочным, и вы проиграете раздачу."
    ),
    "With fewer than 66 the claim is wrong and you lose the hand.": (
        "Если у вас меньше 66, объявление ошибочно, и вы проигрываете раздачу."
    ),
}

PLURALS: dict[str, tuple[str, str, str]] = {
    "Plus {carried} for the drawn hand before: {total} in all.": (
        "И ещё {carried} за ничью в прошлой раздаче — всего {total}.",
        "И ещё {carried} за ничьи в прошлых раздачах — всего {total}.",
        "И ещё {carried} за ничьи в прошлых раздачах — всего {total}.",
    ),
    "The {preset} rules are for {n} player, and --names gives {given}.": (
        "Правила {preset} — для {n} игрока, а --names даёт имён: {given}.",
        "Правила {preset} — для {n} игроков, а --names даёт имён: {given}.",
        "Правила {preset} — для {n} игроков, а --names даёт имён: {given}.",
    ),
    "The {preset} rules are for {n} player, not --hotseat {given}.": (
        "Правила {preset} — для {n} игрока, а не --hotseat {given}.",
        "Правила {preset} — для {n} игроков, а не --hotseat {given}.",
        "Правила {preset} — для {n} игроков, а не --hotseat {given}.",
    ),
    "{n} player": (
        "{n} игрок",
        "{n} игрока",
        "{n} игроков",
    ),
    "{who} then scores {n} game point.": (
        "Тогда {who} получит {n} партийное очко.",
        "Тогда {who} получит {n} партийных очка.",
        "Тогда {who} получит {n} партийных очков.",
    ),
    "{who} then score {n} game point.": (
        "Тогда {who} получат {n} партийное очко.",
        "Тогда {who} получат {n} партийных очка.",
        "Тогда {who} получат {n} партийных очков.",
    ),
    "{who} then score {n} game point each.": (
        "Тогда {who} получат по {n} партийному очку.",
        "Тогда {who} получат по {n} партийных очка.",
        "Тогда {who} получат по {n} партийных очков.",
    ),
    "If you fail, {name} scores {n} game point.": (
        "Если не наберёте, {name} получит {n} партийное очко.",
        "Если не наберёте, {name} получит {n} партийных очка.",
        "Если не наберёте, {name} получит {n} партийных очков.",
    ),
    "If {name} gets to 66 first, they score {n} game point instead.": (
        "Если {name} наберёт 66 раньше вас — только {n} партийное очко.",
        "Если {name} наберёт 66 раньше вас — только {n} партийных очка.",
        "Если {name} наберёт 66 раньше вас — только {n} партийных очков.",
    ),
    "If you take no trick at all, {name} scores {n} game point.": (
        "Если вы не возьмёте ни одной взятки, {name} получит {n} партийное очко.",
        "Если вы не возьмёте ни одной взятки, {name} получит {n} партийных очка.",
        "Если вы не возьмёте ни одной взятки, {name} получит {n} партийных очков.",
    ),
}
