"""Russian: the rules help page around the switch sentences (tui/i18n/rules_help.py)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "Sixty-Six: {title}": "Шестьдесят шесть: {title}",
    # Headings.
    "Object of the game": "Цель игры",
    "Cards": "Карты",
    "Card": "Карта",
    "Points": "Очки",
    "The deal": "Сдача",
    "While the stock is open": "Пока колода открыта",
    "When the stock is closed or exhausted": "Когда колода закрыта или кончилась",
    "Playing the tricks": "Розыгрыш",
    "Exchanging the {card}": "Обмен {card:gen}",
    "Closing the stock": "Закрытие колоды",
    "When all the cards are played": "Когда сыграны все карты",
    "Game points": "Партийные очки",
    "Three players": "Втроём",
    "Four players": "Вчетвером",
    "The match": "Партия",
    "Notes on these rules": "Примечания к правилам",
    "How this preset differs from classic": "Чем эти правила отличаются от классики",
    "Your changes to the preset «{name}»": "Ваши изменения в правилах «{name}»",
    "Own rules: how they differ from «{name}» is said at the end.": (
        "Свои правила: чем они отличаются от правил «{name}», сказано в конце."
    ),
    # Object, cards, deal.
    "The aim of each hand is to collect 66 card points or more, from the cards in the tricks you win and from"
    " marriages.": "Цель каждой раздачи — набрать 66 очков или больше: картами из своих взяток и марьяжами.",
    "The aim of each hand is to collect 66 card points or more from the cards in the tricks you win.": (
        "Цель каждой раздачи — набрать 66 очков или больше картами из своих взяток."
    ),
    "Each hand won brings game points: 1, 2 or 3, depending on how the loser did.": (
        "Каждая выигранная раздача приносит партийные очки: 1, 2 или 3 — смотря по тому, как сыграл проигравший."
    ),
    "Each hand won brings game points: 1, 2 or 3, depending on how the losing side did.": (
        "Каждая выигранная раздача приносит партийные очки: 1, 2 или 3 — смотря по тому, как сыграла проигравшая пара."
    ),
    "Each hand won brings game points: 1, 2 or 3, depending on how the two opponents did.": (
        "Каждая выигранная раздача приносит партийные очки: 1, 2 или 3 — смотря по тому, как сыграли оба соперника."
    ),
    "The side that wins a hand scores game points according to how the losing side did:": (
        "Пара, выигравшая раздачу, получает партийные очки смотря по тому, сколько набрала проигравшая пара:"
    ),
    "Against each of the two opponents, the winner's game points depend on how that one did:": (
        "Партийные очки выигравшего считаются против каждого из двух соперников, смотря по тому, сколько"
        " набрал этот соперник:"
    ),
    "The ten ranks just below the ace, above the king.": "Десятка идёт сразу за тузом, она старше короля.",
    "In all, the cards are worth 120 points.": "Всего в картах 120 очков.",
    "The suit of the turned-up trump card is trumps. A trump beats any card of another suit; otherwise the"
    " higher card of the suit led wins, and a card of another suit never wins.": (
        "Масть открытой карты — козырная. Любой козырь бьёт любую карту другой масти; иначе взятку берёт"
        " старшая карта масти хода, а карта другой масти не берёт никогда."
    ),
    "The dealer deals only to the other two players and sits the hand out.": (
        "Сдающий сдаёт только двум другим игрокам, а сам в этой раздаче отдыхает."
    ),
    "The non-dealer leads to the first trick; after that, whoever wins a trick leads to the next.": (
        "Первым ходит не сдававший; дальше ходит тот, кто взял предыдущую взятку."
    ),
    "The player on the dealer's left leads to the first trick; after that, whoever wins a trick leads to the"
    " next.": "Первым ходит игрок слева от сдающего; дальше ходит тот, кто взял предыдущую взятку.",
    # Play.
    "While the stock is open you may play any card: there is no need to follow suit or to trump.": (
        "Пока колода открыта, можно класть любую карту: ни отвечать в масть, ни козырять не нужно."
    ),
    "The face-up trump card is the last card of the stock: the player who draws second at the end takes it.": (
        "Открытый козырь — последняя карта колоды: её забирает тот, кто в конце добирает вторым."
    ),
    "Nobody draws any more, and these strict rules apply:": "Больше никто не добирает, и действуют строгие правила:",
    "If you have neither the suit led nor a trump, play any card.": (
        "Если нет ни масти хода, ни козырей, можно дать любую карту."
    ),
    "There is no stock: nobody draws, closes or exchanges, and the strict rules apply from the first trick.": (
        "Колоды нет: никто не добирает, не закрывает и не меняет козырь, и строгие правила действуют с первой взятки."
    ),
    "You must win the trick if you can, even when your partner is winning it.": (
        "Взятку нужно брать, если можете, даже когда она уже у партнёра."
    ),
    # Marriages.
    "A king and a queen of the same suit make a marriage: 20 points, or 40 in trumps.": (
        "Король и дама одной масти — марьяж: 20 очков («двадцать»), а в козырях 40 («сорок»)."
    ),
    "Only the player on lead may announce a marriage, before leading: show both cards, then lead one of"
    " them. One marriage per lead.": (
        "Объявить марьяж может только тот, чей ход, — перед ходом: он показывает обе карты и ходит одной из них."
        " За один ход — один марьяж."
    ),
    "A king or a queen played without announcing loses that marriage for good.": (
        "Кто сыграл короля или даму, не объявив марьяж, этот марьяж теряет."
    ),
    # Exchange and closing.
    "The holder of the {card} may exchange it for the face-up trump card when on lead, before leading.": (
        "Игрок, у которого {card}, может в свой ход, до того как сходить, обменять эту карту на открытый козырь."
    ),
    "If the turned-up trump card is itself the {card}, there is nothing to exchange.": (
        "Если открытый козырь — это и есть {card}, менять нечего."
    ),
    "You may exchange and then announce a marriage or close, all on the same lead.": (
        "Можно обменять козырь, а затем объявить марьяж или закрыть колоду — всё за один ход."
    ),
    "The player on lead may close the stock: the trump card is turned face down, nobody draws any more, and"
    " the strict rules apply from then on.": (
        "Тот, чей ход, может закрыть колоду: козырь переворачивают рубашкой вверх, больше никто не добирает,"
        " и с этого момента действуют строгие правила."
    ),
    "Whoever closes undertakes to make 66 with the cards still to be played.": (
        "Закрывший берётся набрать 66 теми картами, что остались на руках."
    ),
    "If all the cards are played after a close, the closer wins with 66 or more and has failed otherwise.": (
        "Если после закрытия сыграны все карты, закрывший выигрывает, когда у него 66 или больше, а иначе"
        " закрытие не удалось."
    ),
    "A closer who declares 66 wrongly pays as for a failed close, and at least 2 game points.": (
        "Закрывший, который объявил 66 ошибочно, платит как за неудачное закрытие, но не меньше 2 партийных очков."
    ),
    # Declaring, end of hand, scoring.
    "You may also play on with 66 or more, for example to win more game points, but whoever declares first"
    " wins the hand.": (
        "С 66 очками можно и не объявлять, а играть дальше — например, ради лишних партийных очков, — но раздачу"
        " выигрывает тот, кто объявит первым."
    ),
    "A declaration ends the hand at once; the cards not yet played do not count.": (
        "Объявление сразу заканчивает раздачу; несыгранные карты не считаются."
    ),
    "Declaring with fewer than 66 points loses the hand: each of the other two players scores 2 game points.": (
        "Кто объявит 66, имея меньше 66 очков, проигрывает раздачу: каждый из двух других игроков получает"
        " 2 партийных очка."
    ),
    "Marriage points still waiting for a trick do not count towards 66.": (
        "Марьяж, который ещё ждёт взятки, в 66 не засчитывается."
    ),
    "The winner of a hand scores game points according to how the loser did:": (
        "Выигравший раздачу получает партийные очки смотря по тому, сколько набрал проигравший:"
    ),
    "**1** otherwise.": "**1** — в остальных случаях.",
    # Three and four players.
    "The two who play follow the two-player rules on this page.": (
        "Двое играющих играют по правилам для двоих, описанным на этой странице."
    ),
    "Everyone knows that the dealer holds the trump card.": "Все знают, что козырная карта — у сдающего.",
    "130 points are shared by three, so hands where nobody makes 66 are common.": (
        "130 очков делятся на троих, поэтому раздачи, где никто не набрал 66, бывают часто."
    ),
    "Partners pool their tricks and points and score together.": (
        "Партнёры складывают свои взятки и очки и получают партийные очки вместе."
    ),
    "If several players reach the target in the same hand, the one with more game points wins; if they are"
    " level, another hand is played.": (
        "Если в одной раздаче до цели дошли несколько игроков, побеждает тот, у кого больше партийных очков; при"
        " равенстве играют ещё одну раздачу."
    ),
    # Comparison with classic.
    "These are the classic rules.": "Это классические правила.",
    "Nothing that matters in this form differs from the classic rules.": (
        "В этой форме игры ничего существенного от классики не отличается."
    ),
    "None that matter in this form.": "Существенных для этой формы игры нет.",
    # Notes on presets.
    "Three details follow Pagat's description of the game: closing before the draw, the exchange when the"
    " opponent closes, and the 2 game points for beating a closer.": (
        "Три детали взяты из описания игры на сайте pagat.com: закрытие до добора, обмен козыря, когда соперник"
        " закрывает колоду, и 2 партийных очка тому, кто опередил закрывшего."
    ),
    "The cardgames.zone computer game also offers a match to 5; you can set it in the custom rules.": (
        "Компьютерная игра на cardgames.zone предлагает и партию до 5 — это можно задать в своих правилах."
    ),
    "A wrong declaration costs 3 game points if the declarer had not won a trick yet, as the page literally says.": (
        "Ошибочное объявление стоит 3 партийных очка, если у объявившего ещё не было взятки, — так буквально"
        " сказано на странице."
    ),
    "The old rule books contradict each other on when the stock may be closed: with fewer than five cards in"
    " it, or with no fewer than five. This preset follows «fewer than five».": (
        "Старые правила противоречат друг другу в том, когда можно закрывать колоду: «менее пяти карт» или «не меньше"
        " пяти». Здесь — «менее пяти»."
    ),
    "The source plays to 8 game points, sometimes to 7 by agreement; you can set 7 in the custom rules.": (
        "В источнике партия до 8 партийных очков, иногда по договорённости до 7 — это можно задать в своих правилах."
    ),
    "The source does not say what a loser with exactly 33 points gives; here it is 1 game point.": (
        "Источник не говорит, что даёт проигравший ровно с 33 очками; здесь — 1 партийное очко."
    ),
    "The source leaves several points open. Here the deal passes to the left, the cards are dealt 3, 2 and 3,"
    " the player on the dealer's left leads, the last trick is worth 10, a wrong declaration gives each"
    " opponent 2, and the winner scores the smaller value against the two opponents.": (
        "Источник оставляет несколько вопросов открытыми. Здесь сдача переходит влево, карты сдаются по 3, 2 и 3,"
        " первым ходит игрок слева от сдающего, последняя взятка приносит 10, за ошибочное объявление каждый"
        " соперник получает 2, а победитель получает меньшее из двух значений против соперников."
    ),
    "This form is a reconstruction: no full original text of it was available.": (
        "Эта форма — реконструкция: полного исходного текста найти не удалось."
    ),
    "The sources do not say whether you must under-trump when you cannot over-trump; here you must.": (
        "Источники не говорят, нужно ли давать козырь, когда перебить нечем; здесь — нужно."
    ),
    "The «двое на двое» source gives no rules for partners; this preset plays like the 32-card game for four,"
    " with 24 cards and with marriages.": (
        "Источник «двое на двое» не даёт правил для пар; здесь играют как вчетвером с 32 картами, только"
        " с 24 картами и с марьяжами."
    ),
    "The match is a race to 7 game points, the same as the Austrian «Bummerl» that counts down from 7.": (
        "Партия идёт до 7 партийных очков — то же, что австрийский «буммерль» со счётом от 7 вниз."
    ),
    "Bulgarian sources differ on a failed close, 2 or 3 game points; this preset always gives 3.": (
        "Болгарские источники расходятся в цене неудачного закрытия — 2 или 3 партийных очка; здесь всегда 3."
    ),
}

PLURALS: dict[str, tuple[str, str, str]] = {
    "The remaining {n} card is laid face down across the trump card, which stays partly visible: together they"
    " make up the stock.": (
        "Оставшуюся {n} карту кладут рубашкой вверх поперёк козыря, так что он виден: вместе они составляют"
        " колоду (прикуп).",
        "Оставшиеся {n} карты кладут рубашкой вверх поперёк козыря, так что он виден: вместе они составляют"
        " колоду (прикуп).",
        "Оставшиеся {n} карт кладут рубашкой вверх поперёк козыря, так что он виден: вместе они составляют"
        " колоду (прикуп).",
    ),
    "After each trick its winner draws the top card of the stock, then the other player draws, so that both"
    " again hold {n} card.": (
        "После каждой взятки взявший берёт верхнюю карту колоды, за ним второй игрок, так что у обоих снова"
        " по {n} карте.",
        "После каждой взятки взявший берёт верхнюю карту колоды, за ним второй игрок, так что у обоих снова"
        " по {n} карты.",
        "После каждой взятки взявший берёт верхнюю карту колоды, за ним второй игрок, так что у обоих снова"
        " по {n} карт.",
    ),
    "A loser with exactly {n} point gives only 1.": (
        "Если у проигравшего ровно {n} очко, победитель получает лишь 1.",
        "Если у проигравшего ровно {n} очка, победитель получает лишь 1.",
        "Если у проигравшего ровно {n} очков, победитель получает лишь 1.",
    ),
}
