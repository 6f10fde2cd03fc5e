"""Ukrainian catalog: the game's words and results here, the rules and screens in their own modules.

Terms: колода (the stock; also «прикуп»), закрити колоду, козир, взятка,
мар’яж («двадцять», «сорок»), роздача (a hand), партія (the match), партійні
очки (game points), очки (card points; 1 очко, 2 очки, 5 очок), «Досить!»
(declaring 66).  The apostrophe is ’ (U+2019) throughout.
"""

from __future__ import annotations

from . import uk_cli, uk_files, uk_help, uk_lan, uk_rules, uk_ui
from .catalog import merge

_TERMS: dict[str, str] = {
    # Actions.
    "Play the {card}": "Зіграти {card:acc}",
    "Announce the marriage in {suit}": "Оголосити мар’яж {suit:gen}",
    "Announce the marriage in {suit}: 20": "Оголосити мар’яж {suit:gen}: 20",
    "Announce the marriage in {suit}: 40": "Оголосити мар’яж {suit:gen}: 40",
    "Exchange the {card}": "Обміняти {card:acc}",
    "Close the stock": "Закрити колоду",
    "Draw from the stock": "Добрати з колоди",
    "Keep my cards": "Не міняти",
    "Declare 66": "Оголосити 66",
    # Computer levels.
    "Random": "Навмання",  # «випадковий» read as a level picked at random
    "Easy": "Легкий",
    "Medium": "Середній",
    "Hard": "Сильний",
    "Expert": "Експерт",
    # Presets.
    "Classic": "Класика",
    "Modern online": "Сучасні (онлайн)",
    "Old Russian": "Старі російські правила",
    "Ukrainian": "Українські правила",
    "Three players": "Утрьох",
    "Three players, dealer sits out": "Утрьох, здавач відпочиває",
    "Four players, 32 cards": "Учотирьох, 32 карти",
    "Four players, 24 cards": "Учотирьох, 24 карти",
    "Schnapsen": "Шнапсен",
    "Santase": "Сантасе",
    "The usual modern rules: Pagat and the Russian and English rule books where they agree.": (
        "Звичайні сучасні правила: сайт pagat.com і російські та англійські збірники правил там, де вони збігаються."
    ),
    "The modern Russian rules of the cardgames.zone page, as written there.": (
        "Сучасні російські правила зі сторінки cardgames.zone — точно як там написано."
    ),
    "The old Russian rule books: a match to 8, 66 ends the hand at once.": (
        "Старі російські правила: партія до 8, 66 одразу закінчує роздачу."
    ),
    "The Ukrainian rules for two players: a match to 8, a close worth 3 (2 if beaten to 66).": (
        "Українські правила для двох: партія до 8, закрита гра коштує 3 (2, якщо 66 першим набере суперник)."
    ),
    "The Ukrainian «66 на трьох»: everyone plays, 8 cards each, no stock.": (
        "Українська «66 на трьох»: грають усі, по 8 карт, без колоди."
    ),
    "Pagat's three-player form: the dealer sits out each hand (a reconstruction).": (
        "Гра втрьох, як на сайті pagat.com: у кожній роздачі той, хто здає, відпочиває (реконструкція)."
    ),
    "Hoyle and Bicycle «Four-Hand Sixty-Six»: two against two with 32 cards.": (
        "«Шістдесят шість учотирьох» (Four-Hand Sixty-Six) за Гойлом і Bicycle: пара на пару, 32 карти."
    ),
    "The Russian «двое на двое»: two against two with the 24-card pack.": (
        "Російська гра «двое на двое»: пара на пару, 24 карти."
    ),
    "The Austrian Schnapsen: 20 cards, the trump jack is exchanged.": (
        "Австрійський шнапсен: 20 карт, міняють козирного валета."
    ),
    "The Bulgarian Santase: a match to 11.": "Болгарське сантасе: партія до 11.",
    # Hand results.
    "{first} and {second}": "{first} і {second}",
    "{cause}: {outcome}.": "{cause} — {outcome}.",
    "{outcome}.": "{outcome}.",
    "{who} ({points})": "{who} ({points})",
    "{who} wins {gain}": "{who} отримує {gain}",
    "{who} win {gain}": "{who} отримують {gain}",
    "{who} win {gain} each": "{who} отримують по {gain}",
    "66 declared": "Оголошено 66",
    "66 reached": "Набрано 66",
    "A wrong declaration: fewer than 66 points": "Помилкове оголошення: менше 66 очок",
    "A wrong declaration by {claimer}, with {points}": "Помилкове оголошення ({claimer}, {points})",
    "All the cards are played": "Усі карти зіграно",
    "All the cards are played, and the last trick decides": "Усі карти зіграно, вирішує остання взятка",
    "All the cards are played; both sides have 66 or more, and the last trick decides": (
        "Усі карти зіграно; в обох сторін по 66 або більше, вирішує остання взятка"
    ),
    "All the cards are played; both sides have 66 or more, and the one with more points wins": (
        "Усі карти зіграно; в обох сторін по 66 або більше, виграє той, у кого більше очок"
    ),
    "All the cards are played, and both sides have 66 or more": "Усі карти зіграно, в обох сторін по 66 або більше",
    "All the cards are played; more than one player has 66 or more, and the last trick decides": (
        "Усі карти зіграно; 66 або більше в кількох гравців, вирішує остання взятка"
    ),
    "All the cards are played; more than one player has 66 or more, and the one with more points wins": (
        "Усі карти зіграно; 66 або більше в кількох гравців, виграє той, у кого більше очок"
    ),
    "All the cards are played, and more than one player has 66 or more": (
        "Усі карти зіграно, 66 або більше в кількох гравців"
    ),
    "The stock was closed and the closer made 66": "Колоду закрито, і той, хто закрив, набрав 66",
    "The stock was closed and the closer did not make 66": "Колоду закрито, але той, хто закрив, не набрав 66",
    "The stock was closed, but the other side made 66 first": "Колоду закрито, але суперник першим набрав 66",
    "The stock was closed by {closer}, who made 66": "{closer} закриває колоду й набирає 66",
    "The stock was closed by {closer}, who did not make 66": "{closer} закриває колоду, але не набирає 66",
    "The stock was closed by {closer}, but the other side made 66 first": (
        "{closer} закриває колоду, але суперник першим набирає 66"
    ),
    "A renege: a card played against the rules": "Ренонс: карту зіграно не за правилами",
    "The hand was not finished, and nobody scores.": "Роздачу не дограно, партійних очок ніхто не отримує.",
    "A drawn hand: nobody made 66, and nobody scores.": "Нічия: ніхто не набрав 66, партійних очок ніхто не отримує.",
    "The side that wins the next hand gets 1 game point more for it.": (
        "Сторона, яка виграє наступну роздачу, отримає за неї на 1 партійне очко більше."
    ),
    "Both sides have 66 or more: the hand is replayed, and nobody scores.": (
        "В обох сторін 66 або більше: роздачу переграють, партійних очок ніхто не отримує."
    ),
    "{x} game points": "{x} партійного очка",
}

_TERM_PLURALS: dict[str, tuple[str, str, str]] = {
    "{n} point": ("{n} очко", "{n} очки", "{n} очок"),
    "{n} game point": ("{n} партійне очко", "{n} партійні очки", "{n} партійних очок"),
    "{n} trick": ("{n} взятка", "{n} взятки", "{n} взяток"),
    "{n} card": ("{n} карта", "{n} карти", "{n} карт"),
    "{n} possible deal": ("{n} можливий розклад", "{n} можливі розклади", "{n} можливих розкладів"),
}

MESSAGES: dict[str, str] = merge(
    _TERMS, uk_rules.MESSAGES, uk_help.MESSAGES, uk_ui.MESSAGES, uk_lan.MESSAGES, uk_files.MESSAGES, uk_cli.MESSAGES
)
PLURALS: dict[str, tuple[str, str, str]] = merge(
    _TERM_PLURALS, uk_rules.PLURALS, uk_help.PLURALS, uk_ui.PLURALS, uk_lan.PLURALS
)
