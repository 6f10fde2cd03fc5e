"""Russian catalog: the game's words and results here, the rules and screens in their own modules.

Terms: колода (the stock; «прикуп» in modern rules), закрыть колоду, козырь,
взятка, марьяж («двадцать», «сорок»), раздача (a hand), партия (the match),
партийные очки (game points), очки (card points), «Хватит!» (declaring 66).
"""

from __future__ import annotations

from . import ru_cli, ru_files, ru_help, ru_lan, ru_rules, ru_ui
from .catalog import merge

_TERMS: dict[str, str] = {
    # Actions.
    "Play the {card}": "Сыграть {card:acc}",
    "Announce the marriage in {suit}": "Объявить марьяж {suit:gen}",
    "Announce the marriage in {suit}: 20": "Объявить марьяж {suit:gen}: 20",
    "Announce the marriage in {suit}: 40": "Объявить марьяж {suit:gen}: 40",
    "Exchange the {card}": "Обменять {card:acc}",
    "Close the stock": "Закрыть колоду",
    "Draw from the stock": "Добрать из колоды",
    "Keep my cards": "Не менять",
    "Declare 66": "Объявить 66",
    # Computer levels.
    "Random": "Наугад",  # «случайный» read as a level picked at random
    "Easy": "Лёгкий",
    "Medium": "Средний",
    "Hard": "Сильный",
    "Expert": "Эксперт",
    # Presets.
    "Classic": "Классика",
    "Modern online": "Современные (онлайн)",
    "Old Russian": "Старые русские правила",
    "Ukrainian": "Украинские правила",
    "Three players": "Втроём",
    "Three players, dealer sits out": "Втроём, сдающий отдыхает",
    "Four players, 32 cards": "Вчетвером, 32 карты",
    "Four players, 24 cards": "Вчетвером, 24 карты",
    "Schnapsen": "Шнапсен",
    "Santase": "Сантасе",
    "The usual modern rules: Pagat and the Russian and English rule books where they agree.": (
        "Обычные современные правила: сайт pagat.com и русские и английские сборники правил там, где они совпадают."
    ),
    "The modern Russian rules of the cardgames.zone page, as written there.": (
        "Современные русские правила со страницы cardgames.zone — в точности как там написано."
    ),
    "The old Russian rule books: a match to 8, 66 ends the hand at once.": (
        "Старые русские правила: партия до 8, 66 сразу заканчивает раздачу."
    ),
    "The Ukrainian rules for two players: a match to 8, a close worth 3 (2 if beaten to 66).": (
        "Украинские правила для двоих: партия до 8, закрытая игра стоит 3 (2, если 66 первым наберёт соперник)."
    ),
    "The Ukrainian «66 на трьох»: everyone plays, 8 cards each, no stock.": (
        "Украинская «66 на трьох»: играют все, по 8 карт, без колоды."
    ),
    "Pagat's three-player form: the dealer sits out each hand (a reconstruction).": (
        "Игра втроём, как на сайте pagat.com: в каждой раздаче сдающий отдыхает (реконструкция)."
    ),
    "Hoyle and Bicycle «Four-Hand Sixty-Six»: two against two with 32 cards.": (
        "«Шестьдесят шесть вчетвером» (Four-Hand Sixty-Six) по Хойлу и Bicycle: пара на пару, 32 карты."
    ),
    "The Russian «двое на двое»: two against two with the 24-card pack.": (
        "Русская игра «двое на двое»: пара на пару, 24 карты."
    ),
    "The Austrian Schnapsen: 20 cards, the trump jack is exchanged.": (
        "Австрийский шнапсен: 20 карт, меняют козырного валета."
    ),
    "The Bulgarian Santase: a match to 11.": "Болгарское сантасе: партия до 11.",
    # Hand results.
    "{first} and {second}": "{first} и {second}",
    "{cause}: {outcome}.": "{cause} — {outcome}.",
    "{outcome}.": "{outcome}.",
    "{who} ({points})": "{who} ({points})",
    "{who} wins {gain}": "{who} получает {gain}",
    "{who} win {gain}": "{who} получают {gain}",
    "{who} win {gain} each": "{who} получают по {gain}",
    "66 declared": "Объявлено 66",
    "66 reached": "Набрано 66",
    "A wrong declaration: fewer than 66 points": "Ошибочное объявление: меньше 66 очков",
    "A wrong declaration by {claimer}, with {points}": "Ошибочное объявление ({claimer}, {points})",
    "All the cards are played": "Все карты сыграны",
    "All the cards are played, and the last trick decides": "Все карты сыграны, решает последняя взятка",
    "All the cards are played; both sides have 66 or more, and the last trick decides": (
        "Все карты сыграны; у обеих сторон по 66 или больше, решает последняя взятка"
    ),
    "All the cards are played; both sides have 66 or more, and the one with more points wins": (
        "Все карты сыграны; у обеих сторон по 66 или больше, выигрывает тот, у кого больше очков"
    ),
    "All the cards are played, and both sides have 66 or more": "Все карты сыграны, у обеих сторон по 66 или больше",
    "All the cards are played; more than one player has 66 or more, and the last trick decides": (
        "Все карты сыграны; 66 или больше у нескольких игроков, решает последняя взятка"
    ),
    "All the cards are played; more than one player has 66 or more, and the one with more points wins": (
        "Все карты сыграны; 66 или больше у нескольких игроков, выигрывает тот, у кого больше очков"
    ),
    "All the cards are played, and more than one player has 66 or more": (
        "Все карты сыграны, 66 или больше у нескольких игроков"
    ),
    "The stock was closed and the closer made 66": "Колода закрыта, и закрывший набрал 66",
    "The stock was closed and the closer did not make 66": "Колода закрыта, но закрывший не набрал 66",
    "The stock was closed, but the other side made 66 first": "Колода закрыта, но соперник первым набрал 66",
    "The stock was closed by {closer}, who made 66": "{closer} закрывает колоду и набирает 66",
    "The stock was closed by {closer}, who did not make 66": "{closer} закрывает колоду, но не набирает 66",
    "The stock was closed by {closer}, but the other side made 66 first": (
        "{closer} закрывает колоду, но соперник первым набирает 66"
    ),
    "A renege: a card played against the rules": "Ренонс: карта сыграна не по правилам",
    "The hand was not finished, and nobody scores.": "Раздача не доиграна, партийных очков никто не получает.",
    "A drawn hand: nobody made 66, and nobody scores.": "Ничья: никто не набрал 66, партийных очков никто не получает.",
    "The side that wins the next hand gets 1 game point more for it.": (
        "Сторона, которая выиграет следующую раздачу, получит за неё на 1 партийное очко больше."
    ),
    "Both sides have 66 or more: the hand is replayed, and nobody scores.": (
        "У обеих сторон 66 или больше: раздачу переигрывают, партийных очков никто не получает."
    ),
    "{x} game points": "{x} партийного очка",
}

_TERM_PLURALS: dict[str, tuple[str, str, str]] = {
    "{n} point": ("{n} очко", "{n} очка", "{n} очков"),
    "{n} game point": ("{n} партийное очко", "{n} партийных очка", "{n} партийных очков"),
    "{n} trick": ("{n} взятка", "{n} взятки", "{n} взяток"),
    "{n} card": ("{n} карта", "{n} карты", "{n} карт"),
    "{n} possible deal": ("{n} возможный расклад", "{n} возможных расклада", "{n} возможных раскладов"),
}

MESSAGES: dict[str, str] = merge(
    _TERMS, ru_rules.MESSAGES, ru_help.MESSAGES, ru_ui.MESSAGES, ru_lan.MESSAGES, ru_files.MESSAGES, ru_cli.MESSAGES
)
PLURALS: dict[str, tuple[str, str, str]] = merge(
    _TERM_PLURALS, ru_rules.PLURALS, ru_help.PLURALS, ru_ui.PLURALS, ru_lan.PLURALS
)
