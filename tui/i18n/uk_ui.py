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
    "Play again": "Зіграти ще",
    "Back to the lobby": "До лобі",
    "Settings": "Налаштування",
    "Language, cards, assists, theme": "Мова, карти, підказки, оформлення",
    "Dismiss menu": "Закрити список",
    "commands": "команди",
    "Hint, undo, rules, settings and more": "Підказка, скасування ходу, правила, налаштування та інше",
    "Search for commands…": "Пошук команд…",
    "No matches found": "Нічого не знайдено",
    "Close the app (during a match it asks first)": "Вийти з програми (якщо триває партія, спершу запитає)",
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
    "Pass the terminal to": "Передайте термінал:",
    "Press Enter when {name} is ready.": "Натисніть Enter, коли {name} сяде за термінал.",
    "I am ready": "Я на місці",
    # Lobby.
    "Sixty-Six": "Шістдесят шість",
    "Game": "Гра",
    "Against the computer": "Проти комп’ютера",
    "Hot-seat (one terminal)": "За одним терміналом",
    "Own rules": "Власні правила",
    "Choose…": "Вибрати…",
    "Change": "Змінити",
    "Reset": "Скинути",
    "Reset all": "Скинути всі",
    "Done": "Готово",
    "Cancel": "Скасувати",
    "No other choice of this rule fits the other rules.": "За інших правил іншого значення тут немає.",
    "Own rules: {preset}": "Власні правила: {preset}",
    "Enter or the arrow keys change the rule in focus; a bar on the left marks a change from {preset}.": (
        "Enter або стрілки змінюють вибране правило; риска ліворуч позначає відмінність від правил «{preset}»."
    ),
    "Choose… (F2) or match_target=11": "«Вибрати…» (F2) або match_target=11",
    "hand {n}": "роздача {n}",
    "Human": "Людина",
    "Computer: {level}": "Комп’ютер: {level}",
    "Seat {n}": "Місце {n}",
    "At least one seat must be a human player.": "Хоча б за одним місцем має сидіти людина.",
    "Player {n}": "Гравець {n}",
    "Computer {n}": "Комп’ютер {n}",
    "Comp. {n}": "Комп. {n}",  # a computer seat's own name where it must be shortened
    # Scoring.
    "Next hand": "Наступна роздача",
    "Lobby": "Лобі",
    "Lobby (the match is saved)": "До лобі (партію збережено)",
    "{name} wins the match!": "{name} виграє партію!",
    "{who} win the match!": "{who} виграють партію!",
    "Card points": "Очки",
    "At the close": "На момент закриття",
    "(+{n} points)": "(+{n} очок)",  # the last trick's 10 (always 10: the plural is fixed)
    "Hand": "Роздача",
    "Dealer": "Хто здавав",
    "Why": "Результат",
    "Delete": "Видалити",
    "Keep it": "Залишити",
    "Delete the record of {match} of {when}? It cannot be brought back.": (
        "Видалити запис партії {match} від {when}? Повернути його буде неможливо."
    ),
    "The record could not be deleted: {reason}.": "Запис не вдалося видалити: {reason}.",
    "The match could not be kept: {reason}.": "Партію не вдалося зберегти: {reason}.",
    "The match is kept; replay it with: {command}": "Партію збережено; відтворити її: {command}",
    "Start the new match": "Почати нову партію",
    (
        "Your saved match, {match}, is not finished. A new match takes its place: the saved one "
        "is kept under Past matches, where it can be gone over and resumed."
    ): (
        "Збережену партію {match} не дограно. Нова партія стане на її місце: збережена залишиться в "
        "«Зіграних партіях» — там її можна переглянути й продовжити."
    ),
    (
        "Your saved match, {match}, is not finished. The match you resume takes its place: the saved "
        "one is kept under Past matches, and can be resumed from there in turn."
    ): (
        "Збережену партію {match} не дограно. Продовжена партія стане на її місце: збережена залишиться "
        "в «Зіграних партіях», і її теж можна буде продовжити звідти."
    ),
    "Resume this match": "Продовжити цю партію",
    "This match cannot be resumed because {reason}.": "Цю партію не можна продовжити, бо {reason}.",
    "Its record could not be taken off Past matches: {error}.": (
        "Її запис не вдалося прибрати із «Зіграних партій»: {error}."
    ),
    "its file is gone": "її файлу більше немає",
    "it was kept without what resuming it needs": "її збережено без того, що потрібно, щоб її продовжити",
    "The saved match was kept under Past matches, unfinished.": (
        "Попередню партію не дограно, її збережено в «Зіграних партіях»."
    ),
    "drew": "добрали",
    "Hand {n}": "Роздача {n}",
    "Hand by hand": "По роздачах",
    "This match's record cannot be read: {error}": "Запис цієї партії не читається: {error}",
    "Past matches": "Зіграні партії",
    "Date": "Дата",
    "Players": "Гравці",
    "Score": "Рахунок",
    "Winner": "Переможець",
    "No match has been finished yet.": "Жодна партія ще не дограна.",
    "No match of one person against the computer finished yet.": (
        "Ще немає дограних партій, де одна людина грала проти комп’ютера."
    ),
    "Against the computer, matches won": "Проти комп’ютера, виграно партій",
    "{level}: {won} of {played}": "{level}: {won} з {played}",
    "{level}: {n} not counted, moves taken back": "{level}: {n} не враховано, скасовувались ходи",
    "(+{n} not counted, moves taken back)": "(+{n} не враховано, скасовувались ходи)",
    "moves taken back: {n}": "ходів скасовано: {n}",
    "Replay this match's record with": "Запис цієї партії відтворює команда",
    "declared 66": "оголошено 66",
    "reached 66": "набрано 66",
    "wrong claim": "помилка: нема 66",  # the score sheet's last column: three names leave it 17 cells
    "played out": "дограна до кінця",
    "closed, made it": "закрита, вдало",
    "closed, failed": "закрита, невдало",
    "closer beaten": "закрита, обійшли",
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
    "Cards played": "Карти, що вийшли",
    "Computer's pace": "Швидкість комп’ютера",
    "instant": "миттєва",  # the pace, as in «Швидкість комп’ютера: миттєва»
    "quick": "швидка",
    "normal": "звичайна",
    "slow": "повільна",
    "Theme": "Оформлення",
    "dark": "темне",  # the theme, as in «Оформлення: темне»
    "light": "світле",
    "the terminal's colours, dark": "кольори термінала, темне",
    "the terminal's colours, light": "кольори термінала, світле",
    # The table.
    "Draw": "Добрати",
    "Exchange trump": "Обміняти козир",
    "Close": "Закрити",
    "Pass": "Не міняти",
    "Marriage": "Мар’яж",
    "Exchange": "Обміняти",
    "Declare": "Досить!",
    "computer: {level}": "комп’ютер: {level}",
    "partner": "партнер",
    "deals, sits out": "здає, відпочиває",
    "You deal and sit out this hand.": "Ви здаєте й у цій роздачі відпочиваєте.",
    "{n} to win": "партія до {n}",
    "The hand is over.": "Роздачу закінчено.",
    "Waiting for:": "Чекаємо:",
    "The next hand comes when everybody is ready…": "Наступна роздача почнеться, коли всі будуть готові…",
    "is thinking…": "думає…",
    "Waiting for the next player…": "Чекаємо на наступного гравця…",
    "marriages:": "мар’яжі:",
    "(after a trick)": "(після взятки)",  # a marriage announced, counted once a trick is won
    "Your turn": "Ваш хід",
    "side's tricks: {n}": "взяток у пари: {n}",
    "tricks: {n}": "взяток: {n}",
    "points: {n}": "очок: {n}",
    "Enter: draw": "Enter: добрати",
    "Wait for your turn.": "Зачекайте на свій хід.",
    "You hold no king and queen of one suit.": "У вас немає короля і дами однієї масті.",
    "A marriage is announced as you lead, before your card.": "Мар’яж оголошують, коли ходите першим, до своєї карти.",
    "Which marriage? Press the key of its king or queen.": "Який мар’яж? Натисніть клавішу його короля або дами.",
    "Close the stock?": "Закрити колоду?",
    "Keep playing": "Грати далі",
    "Not closed: play on.": "Колоду не закрито: гра триває.",
    "Not declared: play on.": "Не оголошено: гра триває.",
    "Hint: {action}. {reason}": "Підказка: {action}. {reason}",
    "Looking for a hint…": "Шукаю підказку…",
    "No hint: {error}": "Підказки немає: {error}",
    "You have no card numbered {n}.": "Карти з номером {n} у вас немає.",
    "Moves are not taken back at a table where other people play too.": (
        "Ходи не скасовуються за столом, де грають ще й інші люди."
    ),
    "on": "увімк.",  # a switch in the settings
    "off": "вимк.",
    "The match is over: its moves stay as they were played.": (
        "Партію закінчено: її ходи лишаються такими, як їх зіграно."
    ),
    "Nothing to undo.": "Скасовувати нічого.",
    "Nothing to undo: undo goes back as far as this hand's deal.": (
        "Скасовувати нічого: скасування повертає лише до початку цієї роздачі."
    ),
    "Undone.": "Хід скасовано.",
    "Leave the table? The match is saved: resume it from the lobby.": (
        "Вийти з-за столу? Партію збережено — її можна продовжити з лобі."
    ),
    "Close the table? The match ends for everybody at it.": "Закрити стіл? Партія закінчиться для всіх за ним.",
    "Leave the table? A computer plays your seat until someone joins with the code: you or another player.": (
        "Вийти з-за столу? Ваше місце займе комп’ютер, доки хтось не ввійде за кодом: ви або інший гравець."
    ),
    "Please enlarge the window to at least {w}×{h} (now {cw}×{ch}).": (
        "Збільште вікно хоча б до {w}×{h} (зараз {cw}×{ch})."
    ),
    "trump ": "козир ",
    "closed": "колоду закрито",
    "stock: {n}": "у колоді: {n}",
    # What happened at the table.
    "marriage {suit}": "мар’яж {suit}",
    "(+{n} for the last trick)": "(+{n} за останню взятку)",  # the match story's last trick
    "66 reached with the marriage {suit} {points}.": "66 набрано мар’яжем {suit} {points}.",
    "66 declared right after the marriage {suit} {points}.": "66 оголошено одразу після мар’яжу {suit} {points}.",
    "Other rules": "Інші правила",  # the rules help's arrow keys, from the lobby
    "The number of players comes with the rules chosen above ({players}): choose rules for another number.": (
        "Кількість гравців задають правила, вибрані вище ({players}): виберіть правила для іншої кількості."
    ),
    "The match cannot start: {error}": "Партію не почати: {error}",
    "A name may be {n} characters long at most: {name}": "Ім’я може мати щонайбільше {n} символів: {name}",
    "Two seats are called {name}: give each a name of its own.": "Два місця названо {name}: дайте кожному своє ім’я.",
    "in your hand": "у вашій руці",  # the dealer's turned trump card, three or four players
    "held by {name}": "тримає: {name}",  # likewise, held by another seat
    "exchanges the trump card": "міняє козир",
    "closes the stock": "закриває колоду",
    "draws": "добирає",
    "passes": "не міняє",
    "declares 66": "оголошує 66",
    "You must then reach 66 yourself, with no more cards drawn.": (
        "Тоді вам доведеться набрати 66 очок без добору карт."
    ),
    "If you fail, {name} scores 2 game points, or 3 if they take no trick.": (
        "Якщо не наберете, {name} отримає 2 партійні очки, а якщо не візьме жодної взятки — 3."
    ),
    "If you fail, {name} scores 2 game points, or 3 if they win no card points.": (
        "Якщо не наберете, {name} отримає 2 партійні очки, а якщо не набере жодного очка — 3."
    ),
    # Refused moves.
    "That is not a move.": "Такого ходу немає.",
    "The stock was closed. You have no card to exchange for the trump: pass (p).": (
        "Колоду закрили. Обміняти козир вам нічим: відмовтеся (p)."
    ),
    "The stock was closed: exchange the trump card or pass.": "Колоду закрили: обміняйте козир або відмовтеся.",
    "Not yet: first exchange the trump card (x) or pass (p).": (
        "Поки не можна: спершу обміняйте козир (x) або відмовтеся (p)."
    ),
    "Not yet: first pass (p).": "Поки не можна: спершу відмовтеся (p).",
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
    "Only a card may be played while a trick is on the table.": "Зараз можна лише відповісти картою на хід.",
    "Only one marriage per lead.": "За один хід — лише один мар’яж.",
    "These rules have no marriages.": "У цих правилах мар’яжів немає.",
    "Marriages count only while the stock is open.": "Мар’яж можна оголосити лише доти, доки колода відкрита.",
    "You may announce a marriage only after winning a trick.": "Мар’яж можна оголосити лише після взятої взятки.",
    "You need the king and queen of {suit} for that marriage.": "Для цього мар’яжу потрібні король і дама {suit}.",
    "The trump card can be exchanged only while the stock is open.": (
        "Обміняти козир можна лише доти, доки колода відкрита."
    ),
    "The trump card is the {card} itself: there is nothing to exchange.": (
        "Відкритий козир — це і є {card}: міняти нічого."
    ),
    "You need the {card} to exchange the trump card.": "Щоб обміняти козир, потрібна карта {card}.",
    "Too few cards are left in the stock to exchange.": "У колоді лишилося замало карт для обміну.",
    "You may exchange the trump card only after winning a trick.": "Обміняти козир можна лише після взятої взятки.",
    "This game has no stock: nothing to close, no trump card to exchange.": (
        "У цій грі немає колоди: закривати нічого, козир не міняють."
    ),
    "The stock is already closed or used up.": "Колоду вже закрито, або вона скінчилася.",
    "Too many cards are left in the stock to close it under these rules (see ?).": (
        "У колоді ще забагато карт, щоб закрити її за цими правилами (див. ?)."
    ),
    "Too few cards are left in the stock to close it.": "У колоді залишилося замало карт, щоб її закрити.",
    "The stock may not be closed before the first trick.": "До першої взятки закривати колоду не можна.",
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
        "Вийти з гри? Партію збережено: продовжте її з лобі наступного разу."
    ),
    "The computer player failed: {error}": "Помилка комп’ютерного гравця: {error}",
    # Hints: why a move is suggested.
    "Declare: you have 66 or more": ("Оголосіть 66: у вас 66 або більше"),
    "Close before drawing: your sure tricks should bring you to 66": (
        "Закрийте колоду, не добираючи: гарантовані взятки мають дати вам 66"
    ),
    "Close: your sure tricks should bring you to 66": "Закрийте колоду: гарантовані взятки мають дати вам 66",
    "Take the {led_rank} with your {rank}: {points}: enough to declare": (
        "Візьміть {led_rank:acc} {rank:ins}: {points} — і можна оголошувати 66"
    ),
    "Trump the {other} with the {card}: {points}: enough to declare": (
        "Поб’йте {other:acc} козирем — {card:ins}: {points} — і можна оголошувати 66"
    ),
    "Win the trick with the {card}: {points} so far: enough to declare": (
        "Візьміть взятку {card:ins}: у ній уже {points} — і можна оголошувати 66"
    ),
    "Declare: you have {total}": "Оголосіть 66: у вас {total}",
    "The {card} is the only card you may play": "Зіграти можна лише {card:acc}",
    "No exchange: you do not hold the card to exchange.": "Обміну немає: карти для обміну у вас немає.",
    "Pass: you do not hold the card to exchange": "Відмовтеся: карти для обміну у вас немає",
    "Draw your card": "Доберіть карту",
    "The only legal move": "Іншого ходу немає",
    "Exchange your {card} for the {other}: a higher trump": "Обміняйте {card:acc} на {other:acc}: це старший козир",
    "Exchange the {card} for the {other}: a higher trump": "Обміняйте {card:acc} на {other:acc}: це старший козир",
    "Close before drawing: your sure tricks bring you to about {total}": (
        "Закрийте колоду, не добираючи: гарантовані взятки дадуть вам близько {total}"
    ),
    "Close: with exact play, closing wins the hand in every possible deal tried": (
        "Закрийте колоду: за точної гри роздача після закриття виграється в кожному з перевірених розкладів"
    ),
    "Close before drawing: with exact play, closing wins the hand in every possible deal tried": (
        "Закрийте колоду, не добираючи: за точної гри роздача після закриття "
        "виграється в кожному з перевірених розкладів"
    ),
    "Too early to close: your hand is not yet strong enough": "Закривати рано: карти поки заслабкі",
    "Close: your sure tricks bring you to about {total}": (
        "Закрийте колоду: гарантовані взятки дадуть вам близько {total}"
    ),
    "Announce the marriage in {suit}: {points}": "Оголосіть мар’яж {suit:gen}: {points}",
    "Announce the marriage in {suit}: {points} once you win a trick": (
        "Оголосіть мар’яж {suit:gen}: {points}, щойно візьмете взятку"
    ),
    "Play the {card}: with every card counted, this wins the hand": (
        "Зіграйте {card:acc}: усі карти відомі, так ви виграєте роздачу"
    ),
    "Play the {card}: every card is counted; this loses the least": (
        "Зіграйте {card:acc}: усі карти відомі, так ви втратите найменше"
    ),
    "Play the {card}: every card is counted; this is the best play": (
        "Зіграйте {card:acc}: усі карти відомі, це найкращий хід"
    ),
    "Announce the marriage in {suit}: with every card counted, this wins the hand": (
        "Оголосіть мар’яж {suit:gen}: усі карти відомі, так ви виграєте роздачу"
    ),
    "Announce the marriage in {suit}: every card is counted; this loses the least": (
        "Оголосіть мар’яж {suit:gen}: усі карти відомі, так ви втратите найменше"
    ),
    "Announce the marriage in {suit}: every card is counted; this is the best play": (
        "Оголосіть мар’яж {suit:gen}: усі карти відомі, це найкращий хід"
    ),
    "Lead the {card} of your marriage": "Ходіть {card:ins} з мар’яжу",
    "Lead the {card} first, then announce the marriage: the ace clears the way": (
        "Спершу ходіть {card:ins}, мар’яж оголосіть потім: туз розчистить дорогу"
    ),
    "Lead the {card}: it cannot be beaten and makes 66": "Ходіть {card:ins}: цю карту не побити, і у вас буде 66",
    "Lead the {card}: a low card, little to lose": "Ходіть {card:ins}: карта дрібна, втрачати майже нічого",
    "Lead the {card}: it risks the least": "Ходіть {card:ins}: так найменше ризику",
    "Lead the {card}: pull the trumps out first": "Ходіть {card:ins}: спершу вибийте козирі",
    "Lead the {card}: it cannot be beaten": "Ходіть {card:ins}: цю карту не побити",
    "Lead the {card}: it should win the trick": "Ходіть {card:ins}: взятка, найімовірніше, буде ваша",
    "Lead the {card}: it costs the least to lose": "Ходіть {card:ins}: якщо взятку заберуть, ви втратите найменше",
    "Lead the {card}: it has a good chance to win the trick": "Ходіть {card:ins}: добрий шанс узяти взятку",
    "Lead the {card}: the best balance of the chance of the trick and the points at risk": (
        "Ходіть {card:ins}: найкраще співвідношення шансу на взятку й очок, якими ви ризикуєте"
    ),
    "Take the {led_rank} with your {rank}: {points}": "Візьміть {led_rank:acc} {rank:ins}: {points}",
    "Take the {led_rank} with your {rank}: {points}: that makes {total}, enough to declare": (
        "Візьміть {led_rank:acc} {rank:ins}: {points}, і у вас буде {total} — можна оголошувати 66"
    ),
    "Trump the {other} with the {card}: {points}": "Поб’йте {other:acc} козирем — {card:ins}: {points}",
    "Trump the {other} with the {card}: {points}: that makes {total}, enough to declare": (
        "Поб’йте {other:acc} козирем — {card:ins}: {points}, і у вас буде {total} — можна оголошувати 66"
    ),
    "Win the trick with the {card}: {points} so far": "Візьміть взятку {card:ins}: у ній уже {points}",
    "Win the trick with the {card}: {points} so far: that makes {total}, enough to declare": (
        "Візьміть взятку {card:ins}: у ній уже {points}, і у вас буде {total} — можна оголошувати 66"
    ),
    "Play the {card}: it wins for now, though a later player may beat it": (
        "Зіграйте {card:acc}: поки взятка ваша, але її ще можуть перебити"
    ),
    "Your partner is winning: give them the {card}": "Взятка за партнером: віддайте йому {card:acc}",
    "Your partner is winning: play the {card}": "Взятка за партнером: зіграйте {card:acc}",
    "Let the trick go: throw the {card}": "Віддайте взятку: скиньте {card:acc}",
    "Let the trick go cheaply with the {card}": "Віддайте взятку якомога дешевше: зіграйте {card:acc}",
    "The trick is lost either way: let it go with the {card}": "Цю взятку не взяти: віддайте її, зігравши {card:acc}",
    # A hint the search chose over the rule of thumb (engine/bots/hints.py).
    "Over {deals} it scores {gain} a hand more than the {other}": (
        "Перебрано {deals}: цей хід у середньому на {gain} за роздачу вигідніший, ніж {other}"
    ),
    "Over {deals} it scores {gain} a hand more than drawing": (
        "Перебрано {deals}: цей хід у середньому на {gain} за роздачу вигідніший, ніж добрати карту"
    ),
    "Over {deals} it scores {gain} a hand more than closing": (
        "Перебрано {deals}: цей хід у середньому на {gain} за роздачу вигідніший, ніж закрити колоду"
    ),
    "Over {deals} it scores {gain} a hand more than passing": (
        "Перебрано {deals}: цей хід у середньому на {gain} за роздачу вигідніший, ніж пасувати"
    ),
    "It wins the hand in {wins} of {deals}; the {other} wins it in {other_wins}": (
        "Перебрано {deals}: цей хід виграє роздачу в {wins} з них, а {other} — у {other_wins}"
    ),
    "It wins the hand in {wins} of {deals}; drawing wins it in {other_wins}": (
        "Перебрано {deals}: цей хід виграє роздачу в {wins} з них, а якщо добрати карту — у {other_wins}"
    ),
    "It wins the hand in {wins} of {deals}; closing wins it in {other_wins}": (
        "Перебрано {deals}: цей хід виграє роздачу в {wins} з них, а якщо закрити колоду — у {other_wins}"
    ),
    "It wins the hand in {wins} of {deals}; passing wins it in {other_wins}": (
        "Перебрано {deals}: цей хід виграє роздачу в {wins} з них, а якщо пасувати — у {other_wins}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} with the {other}": (
        "Перебрано {deals}: з цим ходом шанс виграти партію {chance}, з ходом {other} — {other_chance}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you draw": (
        "Перебрано {deals}: з цим ходом шанс виграти партію {chance}, а якщо добрати карту — {other_chance}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you close": (
        "Перебрано {deals}: з цим ходом шанс виграти партію {chance}, а якщо закрити колоду — {other_chance}"
    ),
    "Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you pass": (
        "Перебрано {deals}: з цим ходом шанс виграти партію {chance}, а якщо пасувати — {other_chance}"
    ),
    # The plain-text game (tui/textplay.py).
    "On the table": "На столі",
    "Your hand": "Ваші карти",
    "Your move (a number, h for a hint, q to quit): ": "Ваш хід (номер; h/п — підказка; q/в — вихід): ",
    "h": "п",  # the hint key typed in the plain-text game, in the local keyboard layout
    "q": "в",  # its quit key, likewise
    "Not a legal choice: type a number from the list.": "Такого ходу немає: введіть номер зі списку.",
    "Your move (a number, h for a hint, u to take back, q to quit): ": (
        "Ваш хід (номер; h/п — підказка; u — скасувати; q/в — вихід): "
    ),
    "Your move (a number, h hint, c play check, q quit): ": (
        "Ваш хід (номер; h/п — підказка; c — розбір; q/в — вихід): "
    ),
    "Your move (a number, h hint, c play check, u take back, q quit): ": (
        "Ваш хід (номер; h/п — підказка; c — розбір; u — скасувати; q/в — вихід): "
    ),
    "c": "с",  # its play-check key: the Cyrillic letter that looks like c, on the same key
    "Type c at your next move for the play check of this hand (it takes a few seconds).": (
        "Розбір гри в цій роздачі: введіть c під час наступного ходу; він займе кілька секунд."
    ),
    "The play check is of a finished hand: type c once the first hand is over.": (
        "Розбір гри — за зіграною роздачею: введіть c, коли перша роздача закінчиться."
    ),
    "Checking your play in the last hand…": "Розбираю вашу гру в минулій роздачі…",
    "There was nothing to check: no choice of yours while cards were hidden.": (
        "Розбирати нічого: поки карти були приховані, вибору у вас не було."
    ),
    "y: yes, anything else: choose again ": "y або т — так; інакше — вибрати інший хід: ",
    "y: start the new match, anything else: keep the saved one to resume ": (
        "y або т — почати нову партію; інакше — залишити збережену, щоб продовжити її: "
    ),
    "The saved match is left as it was: sixtysix play --text --resume goes on with it.": (
        "Збережена партія залишилася як була: її продовжить sixtysix play --text --resume."
    ),
    "y": "т",  # yes, typed in the plain-text game
    "Taken back: your last move and the replies to it.": "Хід скасовано разом із відповідями на нього.",
    "Taken back: your last move.": "Хід скасовано.",
    "Bye. The match is saved: resume it with sixtysix play --text --resume, or in the app.": (
        "До зустрічі. Партію збережено: продовжити її можна командою sixtysix play --text --resume або в програмі."
    ),
    "Resumed: hand {n}": "Партія триває: роздача {n}",
    "You drew {cards}.": "Ви добрали {cards}.",
    "This hand so far:": "У цій роздачі вже зіграно:",
    "To seat people and the computer at one table, choose each seat in the app's New game form.": (
        "Щоб посадити за один стіл людей і комп’ютер, виберіть кожне місце у формі «Нова гра» в програмі."
    ),
    "--text is a game against the computer, not --hotseat.": ("--text — це гра проти комп’ютера, а не --hotseat."),
    "There is no computer level {level}; the levels are: {levels}.": (
        "Рівня комп’ютера {level} немає; рівні: {levels}."
    ),
    "The {preset} rules have one other seat: --vs takes one level.": (
        "Правила {preset} — для двох: --vs приймає один рівень."
    ),
    "--vs takes one level, or {n} levels, one a seat, for the {preset} rules.": (
        "--vs приймає один рівень або {n}, по одному на місце, для правил {preset}."
    ),
    "--resume goes on with the saved match as it is, without {options}.": (
        "--resume продовжує збережену партію як є, без {options}."
    ),
    "Play again? (y: yes, n: no) ": "Зіграти ще? (y або так; n або ні) ",
    "Type y for yes or n for no: ": "Введіть y або так, n або ні: ",
    "{us} play against {them}.": "{us} грають проти {them}.",
    "Partners: seats 1 and 3 against seats 2 and 4.": "Партнери: місця 1 і 3 проти місць 2 і 4.",
    "There is no saved match to resume.": "Збереженої партії немає.",
    "Another sixtysix window is playing the saved match: "
    "leave that match there first (it stays saved), then try again.": (
        "Збережену партію зараз грають в іншому вікні sixtysix: "
        "спершу вийдіть із неї там (вона залишиться збереженою), потім спробуйте знову."
    ),
    "The plain-text game is one person against the computer, and the saved match is not; "
    "resume it in the app: sixtysix play --resume": (
        "Текстова гра — це одна людина проти комп’ютера, а збережена партія не така; "
        "продовжте її в програмі: sixtysix play --resume"
    ),
    # The scoring screen's look back at the endgame (engine/bots/review.py).
    "Endgame check: once the stock was gone, every move you chose was the best.": (
        "Розбір кінцівки: коли колода скінчилася, усі ваші ходи були найкращими."
    ),
    "“{move}”": "«{move}»",
    "Endgame check, trick {trick}: you played {played}; {best} was worth {gain} more.": (
        "Розбір кінцівки, взятка {trick}: ви зіграли {played}; хід {best} дав би на {gain} більше."
    ),
    # The past match's play check, hand by hand (tui/screens/past_matches.py).
    "Check the play": "Розбір гри",
    "Checking the play hand by hand; each hand's check appears under it.": (
        "Розбираю гру по роздачах; розбір кожної з’явиться під нею."
    ),
    "The play check failed: {error}": "Розбір гри не вдався: {error}",
    "The play check is done.": "Розбір гри готовий.",
    # The scoring screen's play check (engine/bots/review.py play_check).
    "Play check: looking at your moves while cards were hidden…": (
        "Розбір гри: перебираю ваші ходи, поки карти були приховані…"
    ),
    "Play check: you declared 66 with {points}, a wrong claim that lost the hand.": (
        "Розбір гри: ви оголосили 66, маючи {points}, — оголошення помилкове, і роздачу програно."
    ),
    "Apart from that, while cards were hidden, the search found no move clearly better.": (
        "Крім цього, поки карти були приховані, перебір не знайшов помітно кращого ходу."
    ),
    "Play check: while cards were hidden, the search found no move clearly better than yours.": (
        "Розбір гри: поки карти були приховані, перебір не знайшов ходу помітно кращого за ваш."
    ),
    "Play check, trick {trick}: you played {played}; "
    "over {deals}, {best} wins the hand in {wins} of them, your move in {played_wins}.": (
        "Розбір гри, взятка {trick}: ви зіграли {played}; "
        "перебрано {deals}: з ходом {best} роздачу виграно в {wins} з них, з вашим — лише в {played_wins}."
    ),
    "Play check, trick {trick}: you played {played}; over {deals}, {best} scores {gain} a hand more.": (
        "Розбір гри, взятка {trick}: ви зіграли {played}; "
        "перебрано {deals}: {best} у середньому на {gain} за роздачу вигідніший."
    ),
    "Play check, trick {trick}: you played {played}; over {deals}, your chance of winning "
    "the match was {chance} with {best}, {played_chance} with your move.": (
        "Розбір гри, взятка {trick}: ви зіграли {played}; "
        "перебрано {deals}: з ходом {best} шанс виграти партію був {chance}, з вашим — {played_chance}."
    ),
    # Asking before a claim (tui/screens/table.py).
    "Declare 66?": "Оголосити 66?",
    "You have {n}: fewer than 66, so the claim is wrong and you lose the hand.": (
        "У вас {n}: менше ніж 66, оголошення буде помилковим, і ви програєте роздачу."
    ),
    "With fewer than 66 the claim is wrong and you lose the hand.": (
        "Якщо у вас менше ніж 66, оголошення помилкове, і ви програєте роздачу."
    ),
}

PLURALS: dict[str, tuple[str, str, str]] = {
    "Plus {carried} for the drawn hand before: {total} in all.": (
        "І ще {carried} за нічию в минулій роздачі — усього {total}.",
        "І ще {carried} за нічиї в минулих роздачах — усього {total}.",
        "І ще {carried} за нічиї в минулих роздачах — усього {total}.",
    ),
    "The {preset} rules are for {n} player, and --names gives {given}.": (
        "Правила {preset} — для {n} гравця, а --names дає імен: {given}.",
        "Правила {preset} — для {n} гравців, а --names дає імен: {given}.",
        "Правила {preset} — для {n} гравців, а --names дає імен: {given}.",
    ),
    "The {preset} rules are for {n} player, not --hotseat {given}.": (
        "Правила {preset} — для {n} гравця, а не --hotseat {given}.",
        "Правила {preset} — для {n} гравців, а не --hotseat {given}.",
        "Правила {preset} — для {n} гравців, а не --hotseat {given}.",
    ),
    "{n} player": (
        "{n} гравець",
        "{n} гравці",
        "{n} гравців",
    ),
    "{who} then scores {n} game point.": (
        "Тоді {who} отримає {n} партійне очко.",
        "Тоді {who} отримає {n} партійні очки.",
        "Тоді {who} отримає {n} партійних очок.",
    ),
    "{who} then score {n} game point.": (
        "Тоді {who} отримають {n} партійне очко.",
        "Тоді {who} отримають {n} партійні очки.",
        "Тоді {who} отримають {n} партійних очок.",
    ),
    "{who} then score {n} game point each.": (
        "Тоді {who} отримають по {n} партійному очку.",
        "Тоді {who} отримають по {n} партійні очки.",
        "Тоді {who} отримають по {n} партійних очок.",
    ),
    "If you fail, {name} scores {n} game point.": (
        "Якщо не наберете, {name} отримає {n} партійне очко.",
        "Якщо не наберете, {name} отримає {n} партійні очки.",
        "Якщо не наберете, {name} отримає {n} партійних очок.",
    ),
    "If {name} gets to 66 first, they score {n} game point instead.": (
        "Якщо {name} набере 66 раніше за вас — лише {n} партійне очко.",
        "Якщо {name} набере 66 раніше за вас — лише {n} партійні очки.",
        "Якщо {name} набере 66 раніше за вас — лише {n} партійних очок.",
    ),
    "If you take no trick at all, {name} scores {n} game point.": (
        "Якщо ви не візьмете жодної взятки, {name} отримає {n} партійне очко.",
        "Якщо ви не візьмете жодної взятки, {name} отримає {n} партійні очки.",
        "Якщо ви не візьмете жодної взятки, {name} отримає {n} партійних очок.",
    ),
}
