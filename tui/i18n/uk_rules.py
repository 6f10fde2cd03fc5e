"""Ukrainian: one sentence per rule switch value (tui/i18n/switches.py)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Switch titles, for the list of differences.
    "Players": "Гравці",
    "Pack": "Карти",
    "Deal": "Роздача",
    "Match": "Партія",
    "Next dealer": "Хто здає",
    "First dealer": "Перша здача",
    "Marriages": "Мар’яжі",
    "Declaring after a marriage": "Оголошення після мар’яжу",
    "Trump exchange": "Обмін козиря",
    "Closing": "Закриття",
    "A successful close": "Вдале закриття",
    "A failed close": "Невдале закриття",
    "Beating the closer": "Якщо того, хто закрив, випередили",
    "Last trick": "Остання взятка",
    "All cards played": "Усі карти зіграно",
    "66 on both sides": "66 в обох",
    "Drawn hands": "Нічиї",
    "Declaring 66": "Оголошення 66",
    "Wrong declaration": "Помилкове оголошення",
    "Three game points": "Три партійні очки",
    "Two game points": "Два партійні очки",
    "Two game points: whose points count": "Два партійні очки: чиї очки рахувати",
    "Following": "Відповідь на хід",
    "Renege": "Ренонс",
    "Marriages in the count": "Мар’яжі в підрахунку",
    "Running points": "Поточні очки",
    "Scoring for three": "Рахунок утрьох",
    "Dealer sitting out": "Здавач відпочиває",
    # Form of the game.
    "A game for two players.": "Гра для двох.",
    "Three players: in each hand the dealer sits out, and the other two play against each other.": (
        "Троє гравців: у кожній роздачі той, хто здає, відпочиває, а двоє інших грають один проти одного."
    ),
    "Three players, each for themselves; all the cards are dealt, and there is no stock.": (
        "Троє гравців, кожен сам за себе; роздають усі карти, колоди немає."
    ),
    "Four players, two against two, partners sitting opposite each other; all the cards are dealt, and there"
    " is no stock.": (
        "Четверо гравців, пара на пару, партнери сидять один навпроти одного; роздають усі карти, колоди немає."
    ),
    "24 cards: ace, ten, king, queen, jack and nine of each suit.": (
        "24 карти: туз, десятка, король, дама, валет і дев’ятка кожної масті."
    ),
    "20 cards: ace, ten, king, queen and jack of each suit, without nines.": (
        "20 карт: туз, десятка, король, дама й валет кожної масті, без дев’яток."
    ),
    "32 cards: ace, ten, king, queen, jack, nine, eight and seven of each suit.": (
        "32 карти: туз, десятка, король, дама, валет, дев’ятка, вісімка й сімка кожної масті."
    ),
    # The deal.
    "The dealer gives each player 3 cards, turns up the next card as the trump card, then gives 3 more each.": (
        "Той, хто здає, дає кожному по 3 карти, відкриває наступну карту — козир — і дає ще по 3."
    ),
    "The dealer gives each player 3 cards, then 3 more, and turns up the next card as the trump card.": (
        "Той, хто здає, дає кожному по 3 карти, потім ще по 3 і відкриває наступну карту — козир."
    ),
    "The dealer deals one card at a time until each player has 6, then turns up the next card as the trump card.": (
        "Той, хто здає, дає по одній карті, доки в кожного не буде 6, і відкриває наступну карту — козир."
    ),
    "The dealer gives each player 3 cards, turns up the next card as the trump card, then gives 2 more each.": (
        "Той, хто здає, дає кожному по 3 карти, відкриває наступну карту — козир — і дає ще по 2."
    ),
    "All the cards are dealt, 8 to each player, in packets of 3, 2 and 3 from the dealer's left. The very last"
    " card, the dealer's own, is shown to everybody: its suit is trumps, and it stays in the dealer's hand.": (
        "Роздають усі карти, кожному по 8, пачками по 3, 2 і 3, починаючи з гравця ліворуч від того, хто здає."
        " Найостаннішу карту, свою, той, хто здає, показує всім: її масть — козирна, і ця карта лишається в"
        " нього на руці."
    ),
    "All the cards are dealt, 6 to each player, in two rounds of 3 from the dealer's left. The very last"
    " card, the dealer's own, is shown to everybody: its suit is trumps, and it stays in the dealer's hand.": (
        "Роздають усі карти, кожному по 6, у два кола по 3, починаючи з гравця ліворуч від того, хто здає."
        " Найостаннішу карту, свою, той, хто здає, показує всім: її масть — козирна, і ця карта лишається в"
        " нього на руці."
    ),
    "The first dealer is chosen at random.": "Першого, хто здає, обирають жеребом.",
    "For the first hand everyone draws a card, and the lowest card deals.": (
        "Перед першою роздачею кожен тягне карту; здає той, у кого карта молодша."
    ),
    "The winner of a hand deals the next one, so the loser leads; after a drawn hand the same dealer deals again.": (
        "Наступну роздачу здає той, хто виграв, а той, хто програв, ходить першим; після нічиєї здає той самий гравець."
    ),
    "The players take turns to deal.": "Здають по черзі.",
    "The deal passes to the left after every hand.": "Після кожної роздачі здача переходить до гравця ліворуч.",
    # Marriages.
    "Marriage points count at once, even before you have won a trick.": (
        "Очки за мар’яж зараховуються одразу, навіть якщо взяток у вас ще немає."
    ),
    "Marriage points count only once you have won a trick: until then they wait, and they are lost if you win"
    " no trick in the hand.": (
        "Очки за мар’яж зараховуються лише тоді, коли у вас є взятка: доти вони чекають, а якщо ви не візьмете"
        " в роздачі жодної взятки, пропадають."
    ),
    "Marriage points count only once your side has won a trick: until then they wait, and they are lost if"
    " your side wins no trick.": (
        "Очки за мар’яж зараховуються лише тоді, коли у вашої пари є взятка: доти вони чекають, а якщо пара не"
        " візьме жодної взятки, пропадають."
    ),
    "A marriage may be announced even on the first lead of the hand, before anyone has won a trick.": (
        "Мар’яж можна оголосити навіть першим ходом роздачі, коли взяток ще ні в кого немає."
    ),
    "A marriage may be announced only after you have won a trick, so never on the first lead of the hand.": (
        "Мар’яж можна оголосити лише після того, як ви взяли взятку, — отже, не першим ходом роздачі."
    ),
    "Marriages may be announced at any time, also after the stock is closed or exhausted.": (
        "Мар’яж можна оголошувати на будь-якій стадії роздачі, зокрема й тоді, коли колоду закрито або вона скінчилася."
    ),
    "Marriages may be announced only while the stock is open, the last lead before it runs out included; once"
    " it is closed or exhausted there are no more marriages.": (
        "Мар’яж можна оголошувати лише доти, доки колода відкрита, включно з останнім ходом перед тим, як вона"
        " скінчиться; коли колоду закрито або вона скінчилася, мар’яжів більше немає."
    ),
    "A marriage may be announced on any lead.": "Мар’яж можна оголосити за будь-якого ходу.",
    "No marriage can be announced: this setting allows them only while a stock is open, and this form has no stock.": (
        "Оголосити мар’яж не можна: це налаштування дозволяє мар’яжі лише за відкритої колоди, а колоди в цій"
        " грі немає."
    ),
    "If a marriage brings you to 66 or more, the hand ends at once in your favour.": (
        "Якщо мар’яж довів вас до 66 або більше, роздача одразу закінчується на вашу користь."
    ),
    "If a marriage brings you to 66, the hand ends only when you next win a trick.": (
        "Якщо мар’яж довів вас до 66, роздача закінчиться лише тоді, коли ви візьмете наступну взятку."
    ),
    "If a marriage brings you to 66 or more, you may declare at once, without leading.": (
        "Якщо мар’яж довів вас до 66 або більше, можна одразу сказати «Досить!», не ходячи."
    ),
    "Even when a marriage brings you to 66, you must first lead and win a trick before you may declare.": (
        "Навіть якщо мар’яж довів вас до 66, спершу треба піти й узяти взятку, і лише потім оголошувати."
    ),
    "No marriages are played.": "Мар’яжів немає.",
    "Marriages are played: the player on lead announces, and the points go to the side once it has won a"
    " trick.": "Мар’яжі є: оголошує той, чий хід, а очки дістаються парі, щойно в неї буде взятка.",
    # The trump exchange.
    "The card exchanged for the trump card is the {card}.": "На відкритий козир міняється {card}.",
    "You may exchange only after you have won a trick in this hand.": (
        "Міняти можна лише після того, як ви взяли в цій роздачі хоча б одну взятку."
    ),
    "You may exchange even before you have won a trick.": "Міняти можна, навіть не взявши жодної взятки.",
    "The exchange is allowed as long as the trump card still lies under the stock, even with just one card on"
    " it.": "Міняти можна, доки козир ще лежить під колодою, навіть якщо на ньому лишилася одна карта.",
    "The exchange is allowed only while the stock holds more than 2 cards, the trump card included.": (
        "Міняти можна лише доти, доки в колоді більше 2 карт, рахуючи козир."
    ),
    "When your opponent closes the stock, you may at once exchange the {card} for the trump card, even"
    " without a trick.": (
        "Коли суперник закриває колоду, ви можете одразу обміняти {card:acc} на козир, навіть без взятки."
    ),
    "Once the stock is closed, nobody may exchange.": "Коли колоду закрито, міняти козир уже не можна.",
    # Closing.
    "You may close either right after winning a trick, before anybody draws, or after the draw.": (
        "Закрити можна одразу після взятої взятки, поки ніхто не добрав, або вже після добору."
    ),
    "You may close only with a full hand, after the draw.": "Закрити можна лише з повною рукою, після добору.",
    "The non-dealer may close even before the first trick.": (
        "Той, хто не здавав, може закрити колоду навіть до першої взятки."
    ),
    "Nobody may close before the first trick has been played.": "До першої взятки закривати колоду не можна.",
    "The stock may be closed at any time while it is open.": "Закрити колоду можна будь-коли, доки вона відкрита.",
    "The stock may be closed only when it holds 4 cards or fewer, the trump card included.": (
        "Закрити колоду можна лише тоді, коли в ній 4 карти або менше, рахуючи козир."
    ),
    "The stock may be closed only while it holds at least 6 cards, the trump card included.": (
        "Закрити колоду можна лише доти, доки в ній не менше 6 карт, рахуючи козир."
    ),
    "The stock may not be closed when only 2 cards are left in it: the trump card and one more.": (
        "Не можна закривати колоду, коли в ній лишилося тільки 2 карти: козир і ще одна."
    ),
    "If the closer makes 66, the game points are counted as usual from the opponent's tricks and points at"
    " the end of the hand.": (
        "Якщо той, хто закрив, набрав 66, партійні очки рахують як звичайно — за взятками й очками суперника"
        " наприкінці роздачі."
    ),
    "If the closer makes 66, the game points are counted from what the opponent had when the stock was"
    " closed: 3 if they had no trick then, even if they took tricks later.": (
        "Якщо той, хто закрив, набрав 66, партійні очки рахують за тим, що мав суперник у момент закриття: 3,"
        " якщо взяток у нього тоді не було, навіть якщо потім він їх брав."
    ),
    "If the closer makes 66, the closer always scores 3 game points.": (
        "Якщо той, хто закрив, набрав 66, він завжди отримує 3 партійні очки."
    ),
    "If the closer fails to make 66, the opponent scores 2 game points, or 3 if they had no trick when the"
    " stock was closed.": (
        "Якщо той, хто закрив, не набрав 66, суперник отримує 2 партійні очки, а якщо в момент закриття в нього"
        " не було жодної взятки — 3."
    ),
    "If the closer fails to make 66, the opponent scores 2 game points, or 3 if they have no trick at the"
    " end of the hand.": (
        "Якщо той, хто закрив, не набрав 66, суперник отримує 2 партійні очки, а якщо наприкінці роздачі в нього"
        " немає жодної взятки — 3."
    ),
    "If the closer fails to make 66, the opponent scores 2 game points, however few points or tricks they have.": (
        "Якщо той, хто закрив, не набрав 66, суперник отримує 2 партійні очки, хоч би скільки в нього було очок"
        " і взяток."
    ),
    "If the closer fails to make 66, the opponent always scores 3 game points.": (
        "Якщо той, хто закрив, не набрав 66, суперник завжди отримує 3 партійні очки."
    ),
    "A closer who fails without taking a trick pays no extra penalty.": (
        "Той, хто закрив і не взяв жодної взятки, зайвого штрафу не платить."
    ),
    "A closer who fails without taking a single trick gives the opponent 6 game points.": (
        "Якщо той, хто закрив, не набрав 66 і не взяв жодної взятки, суперник отримує 6 партійних очок."
    ),
    "If the closer's opponent reaches 66 first, they score 2 game points.": (
        "Якщо суперник того, хто закрив, першим набере 66, він отримує 2 партійні очки."
    ),
    "If the closer's opponent reaches 66 first, they score as for a failed close.": (
        "Якщо суперник того, хто закрив, першим набере 66, він отримує стільки ж, скільки за невдале закриття."
    ),
    "If the closer's opponent declares 66 first, they score 2 game points.": (
        "Якщо суперник того, хто закрив, першим оголосить 66, він отримує 2 партійні очки."
    ),
    "If the closer's opponent declares 66 first, they score as for a failed close.": (
        "Якщо суперник того, хто закрив, першим оголосить 66, він отримує стільки ж, скільки за невдале закриття."
    ),
    # The end of a hand.
    "The winner of the last trick gets 10 extra points.": "Той, хто взяв останню взятку, отримує 10 очок зверху.",
    "The winner of the last trick gets 10 extra points, even when the stock was closed.": (
        "Той, хто взяв останню взятку, отримує 10 очок зверху, навіть якщо колоду було закрито."
    ),
    "The winner of the last trick gets 10 extra points, unless the stock was closed.": (
        "Той, хто взяв останню взятку, отримує 10 очок зверху, якщо колоду не закривали."
    ),
    "There is no bonus for the last trick.": "За останню взятку нічого не додають.",
    "If the stock was not closed and all the cards are played, the winner of the last trick wins the hand,"
    " whatever the points.": (
        "Якщо колоду не закривали й усі карти зіграно, роздачу виграє той, хто взяв останню взятку, — хоч би"
        " скільки в кого було очок."
    ),
    "When all the cards are played, the winner of the last trick wins the hand, whatever the points.": (
        "Коли всі карти зіграно, роздачу виграє той, хто взяв останню взятку, — хоч би скільки в кого було очок."
    ),
    "If the stock was not closed and all the cards are played, whoever has 66 or more wins; at 65 to 65 the"
    " hand is a draw.": (
        "Якщо колоду не закривали й усі карти зіграно, виграє той, у кого 66 або більше; за 65 на 65 — нічия."
    ),
    "When all the cards are played, the side with 66 or more wins; at 65 to 65 the hand is a draw.": (
        "Коли всі карти зіграно, виграє пара, у якої 66 або більше; за 65 на 65 — нічия."
    ),
    "When all the cards are played, whoever has 66 or more wins; if nobody has, nobody scores and the next"
    " hand is dealt.": (
        "Коли всі карти зіграно, виграє той, у кого 66 або більше; якщо таких немає, ніхто нічого не отримує"
        " і здають наступну роздачу."
    ),
    "A hand won by the last trick is scored as usual.": "Роздачу, виграну останньою взяткою, оцінюють як звичайно.",
    "A hand won by the last trick is worth only 1 game point.": (
        "Роздача, виграна останньою взяткою, приносить лише 1 партійне очко."
    ),
    "If two players have 66 or more at the end (possible only with marriages), the winner of the last trick"
    " wins if they are one of them, otherwise the higher total.": (
        "Якщо наприкінці у двох гравців по 66 або більше (таке буває лише з мар’яжами), виграє той, хто взяв"
        " останню взятку, якщо він один із них, а інакше — той, у кого більше очок."
    ),
    "If both sides have 66 or more at the end (possible only with marriages), the side that won the last trick wins.": (
        "Якщо наприкінці в обох пар по 66 або більше (таке буває лише з мар’яжами), виграє пара, що взяла"
        " останню взятку."
    ),
    "If both sides have 66 or more at the end (possible only with marriages), the winner of the last trick wins.": (
        "Якщо наприкінці в обох сторін по 66 або більше (таке буває лише з мар’яжами), виграє той, хто взяв"
        " останню взятку."
    ),
    "If more than one side has 66 or more at the end (possible only with marriages), the higher total wins.": (
        "Якщо наприкінці 66 або більше набрали кілька сторін (таке буває лише з мар’яжами), виграє та, у якої"
        " більше очок."
    ),
    "If more than one side has 66 or more at the end (possible only with marriages), the hand is replayed"
    " and nobody scores.": (
        "Якщо наприкінці 66 або більше набрали кілька сторін (таке буває лише з мар’яжами), роздачу переграють,"
        " і ніхто нічого не отримує."
    ),
    "Nobody scores for a drawn hand.": "За нічию ніхто нічого не отримує.",
    "Each drawn hand adds 1 game point to what the winners of the next hand score.": (
        "Кожна нічия додає 1 партійне очко переможцям наступної роздачі."
    ),
    # Declaring.
    "Reaching 66 does not end the hand by itself: you must declare it («Enough!»). You may declare right"
    " after winning a trick, and that trick already counts.": (
        "Набрані 66 самі собою роздачу не закінчують: їх треба оголосити («Досить!»). Оголошувати можна"
        " одразу після взятої взятки, і ця взятка вже зарахована."
    ),
    "Nobody needs to declare: as soon as a player has 66 or more after winning a trick, the hand ends in"
    " their favour.": (
        "Нічого оголошувати не треба: щойно в гравця після взятої взятки 66 очок або більше, роздача"
        " закінчується на його користь."
    ),
    "Nobody declares: all the tricks are played, and the points are counted at the end.": (
        "Нічого не оголошують: розігрують усі взятки, а очки рахують наприкінці."
    ),
    "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points.": (
        "Хто оголосить 66, маючи менше 66 очок, програє роздачу: суперник отримує 2 партійні очки."
    ),
    "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points, or 3 if they"
    " have not won a trick yet.": (
        "Хто оголосить 66, маючи менше 66 очок, програє роздачу: суперник отримує 2 партійні очки, а якщо в нього"
        " ще немає жодної взятки — 3."
    ),
    "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points, or 3 if the"
    " declarer has not won a trick yet.": (
        "Хто оголосить 66, маючи менше 66 очок, програє роздачу: суперник отримує 2 партійні очки, а якщо в того,"
        " хто оголосив, ще не було жодної взятки — 3."
    ),
    # Game points.
    "**3** if the losing side took no trick.": "**3** — якщо пара, що програла, не взяла жодної взятки.",
    "**3** if the losing side has no points at all, even with tricks of zero-point cards.": (
        "**3** — якщо в пари, що програла, немає жодного очка, навіть якщо вона брала взятки із самих порожніх карт."
    ),
    "The losing side's marriages count towards these points.": "Мар’яжі пари, що програла, входять у ці очки.",
    "Only the cards in the losing side's tricks count towards these points, not its marriages.": (
        "У ці очки входять лише карти у взятках пари, що програла, без її мар’яжів."
    ),
    "**3** if the loser took no trick.": "**3** — якщо той, хто програв, не взяв жодної взятки.",
    "**3** if the loser has no points at all, even with tricks of zero-point cards.": (
        "**3** — якщо в того, хто програв, немає жодного очка, навіть якщо він брав взятки із самих порожніх карт."
    ),
    "**2** if the winning side has more than 100 points.": "**2** — якщо в пари, що виграла, більше 100 очок.",
    "**2** by the losing side's points (fewer than {n}), not by the winning side's (more than 100).": (
        "**2** — за очками пари, що програла (менше {n}), а не за очками пари, що виграла (більше 100)."
    ),
    "The loser's marriages count towards these points.": "Мар’яжі того, хто програв, входять у ці очки.",
    "Only the cards in the loser's tricks count towards these points, not their marriages.": (
        "У ці очки входять лише карти у взятках того, хто програв, без його мар’яжів."
    ),
    "The winner's game points are worked out against each of the two opponents, and the smaller value is"
    " scored: 2 only if both are below the line, 3 only if both would give 3.": (
        "Партійні очки переможця рахують окремо проти кожного з двох суперників, і зараховують менше значення:"
        " 2 — лише якщо обидва нижче межі, 3 — лише якщо обидва дали б 3."
    ),
    "The winner's game points are worked out against each of the two opponents, and both values are added together.": (
        "Партійні очки переможця рахують окремо проти кожного з двох суперників, і обидва значення додають."
    ),
    "The winner's game points are worked out against each of the two opponents, and the larger value is scored.": (
        "Партійні очки переможця рахують окремо проти кожного з двох суперників, і зараховують більше значення."
    ),
    "The dealer who sits out scores nothing.": "Той, хто здає й відпочиває, нічого не отримує.",
    "The dealer who sits out scores the same game points as the winner of the hand, but cannot win the match"
    " that way: at most one point short of the target.": (
        "Той, хто здає й відпочиває, отримує стільки ж партійних очок, скільки переможець роздачі, але виграти"
        " так партію не може: йому зараховують щонайбільше на одне очко менше від потрібного."
    ),
    # Following.
    "You must follow suit, with any card of it; without that suit you must trump if you can, with any trump.": (
        "Треба відповідати в масть, будь-якою картою цієї масті; якщо масті немає — козиряти, якщо є чим,"
        " будь-яким козирем."
    ),
    "You must follow suit and beat the card led with a higher one of its suit if you can; a trump led must be"
    " beaten with a higher trump if you can. Without the suit led you must trump if you can.": (
        "Треба відповідати в масть і, якщо можете, перекрити карту ходу старшою тієї ж масті; на козир —"
        " старшим козирем, якщо він є. Якщо масті ходу немає, треба козиряти, якщо є чим."
    ),
    "You must follow suit and, if you can, beat the best card of that suit in the trick (if someone has"
    " already trumped, any card of the suit will do). Without the suit you must trump, and over-trump a"
    " winning trump if you can.": (
        "Треба відповідати в масть і, якщо можете, перекрити найстаршу карту цієї масті у взятці (якщо взятку"
        " вже побили козирем, годиться будь-яка карта масті). Якщо масті немає, треба козиряти, а якщо взятку"
        " вже б’є козир — перебити його старшим, якщо можете."
    ),
    "If you cannot over-trump, you must still play a lower trump.": (
        "Якщо перебити нічим, однаково треба дати козир, хай і молодший."
    ),
    "If you cannot over-trump, you may play any card.": "Якщо перебити нічим, можна дати будь-яку карту.",
    "A card that breaks these rules simply cannot be played.": "Карту не за правилами зіграти просто не можна.",
    "A card played against these rules (a renege) loses the hand, and the opponent scores 2 game points.": (
        "Карта, зіграна не за правилами (ренонс), програє роздачу, і суперник отримує 2 партійні очки."
    ),
    "A card played against these rules (a renege) loses the hand, and each of the other players scores 2"
    " game points.": (
        "Карта, зіграна не за правилами (ренонс), програє роздачу, і кожен з інших гравців отримує 2 партійні очки."
    ),
    "A card played against these rules (a renege) loses the hand, and the other side scores 2 game points.": (
        "Карта, зіграна не за правилами (ренонс), програє роздачу, а друга пара отримує 2 партійні очки."
    ),
    # The screen.
    "Keep count of your points in your head: the running totals are not shown, just as at the table you may"
    " not look through the tricks you have taken.": (
        "Рахуйте свої очки подумки: поточний рахунок не показується — як і за столом, де взяті взятки"
        " переглядати не можна."
    ),
    "Your running points are shown on the screen.": "Ваші поточні очки видно на екрані.",
    "Your settings show the running points all the same.": "Але за вашими налаштуваннями поточні очки все ж видно.",
    "Your settings hide the running points all the same.": (
        "Але за вашими налаштуваннями поточні очки все ж приховано."
    ),
    # The new-game form's own rule switches, when they cannot be taken (tui/rules_problems.py).
    "“{item}” is not a rule: write switch=value, as in match_target=11.": (
        "«{item}» — не правило: пишіть правило=значення, наприклад match_target=11."
    ),
    "There is no rule switch called {switch}.": "Правила {switch} немає.",
    "Did you mean {switch}?": "Можливо, {switch}?",
    "There are no rules called {name}; they are: {shown}.": "Правил {name} немає; є такі: {shown}.",
    "{switch} takes true or false, not “{value}”.": "{switch} буває true або false, а не «{value}».",
    "{switch} takes a whole number from {low} to {high}, not “{value}”.": (
        "{switch} — ціле число від {low} до {high}, а не «{value}»."
    ),
    "{switch} takes two numbers, as in {switch}=2,4, not “{value}”.": (
        "{switch} — два числа, наприклад {switch}=2,4, а не «{value}»."
    ),
    "{switch} has no value “{value}”; it takes one of: {shown}.": (
        "{switch} не має значення «{value}»; можливі значення: {shown}."
    ),
    "dealer_sits_out is for three players only.": "dealer_sits_out буває лише у грі втрьох.",
    "A game with a stock is played with 20 or 24 cards, not {pack}.": (
        "Гра з колодою йде на 20 або 24 картах, а не на {pack}."
    ),
    "deal_pattern={pattern} does not deal two hands from {pack} cards.": (
        "deal_pattern={pattern} не годиться для роздачі на двох із {pack} карт."
    ),
    "{players} players cannot play with {pack} cards.": "{players} гравці не можуть грати на {pack} картах.",
    "With {cards} cards each, deal_pattern must be {want}, not {pattern}.": (
        "Коли в кожного по {cards} карт, deal_pattern має бути {want}, а не {pattern}."
    ),
}

PLURALS: dict[str, tuple[str, str, str]] = {
    "The first player to reach {n} game point wins the match.": (
        "Партію виграє той, хто першим набере {n} партійне очко.",
        "Партію виграє той, хто першим набере {n} партійні очки.",
        "Партію виграє той, хто першим набере {n} партійних очок.",
    ),
    "The first side to reach {n} game point wins the match.": (
        "Партію виграє пара, яка першою набере {n} партійне очко.",
        "Партію виграє пара, яка першою набере {n} партійні очки.",
        "Партію виграє пара, яка першою набере {n} партійних очок.",
    ),
    "**2** if the losing side has fewer than {n} point.": (
        "**2** — якщо в пари, що програла, менше {n} очка.",
        "**2** — якщо в пари, що програла, менше {n} очок.",
        "**2** — якщо в пари, що програла, менше {n} очок.",
    ),
    "**2** if the loser has fewer than {n} point.": (
        "**2** — якщо в того, хто програв, менше {n} очка.",
        "**2** — якщо в того, хто програв, менше {n} очок.",
        "**2** — якщо в того, хто програв, менше {n} очок.",
    ),
}
