"""Ukrainian: the rules help page around the switch sentences (tui/i18n/rules_help.py)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "Sixty-Six: {title}": "Шістдесят шість: {title}",
    # Headings.
    "Object of the game": "Мета гри",
    "Cards": "Карти",
    "Card": "Карта",
    "Points": "Очки",
    "The deal": "Роздача",
    "While the stock is open": "Доки колода відкрита",
    "When the stock is closed or exhausted": "Коли колоду закрито або вона скінчилася",
    "Playing the tricks": "Розіграш",
    "Exchanging the {card}": "Обмін {card:gen}",
    "Closing the stock": "Закриття колоди",
    "When all the cards are played": "Коли зіграно всі карти",
    "Game points": "Партійні очки",
    "Three players": "Утрьох",
    "Four players": "Учотирьох",
    "The match": "Партія",
    "Notes on these rules": "Примітки до правил",
    "How this preset differs from classic": "Чим ці правила відрізняються від класики",
    "Your changes to the preset «{name}»": "Ваші зміни в правилах «{name}»",
    "Own rules: how they differ from «{name}» is said at the end.": (
        "Власні правила: чим вони відрізняються від правил «{name}», сказано наприкінці."
    ),
    # Object, cards, deal.
    "The aim of each hand is to collect 66 card points or more, from the cards in the tricks you win and from"
    " marriages.": "Мета кожної роздачі — набрати 66 очок або більше: картами зі своїх взяток і мар’яжами.",
    "The aim of each hand is to collect 66 card points or more from the cards in the tricks you win.": (
        "Мета кожної роздачі — набрати 66 очок або більше картами зі своїх взяток."
    ),
    "Each hand won brings game points: 1, 2 or 3, depending on how the loser did.": (
        "Кожна виграна роздача приносить партійні очки: 1, 2 або 3 — залежно від того, як зіграв той, хто програв."
    ),
    "Each hand won brings game points: 1, 2 or 3, depending on how the losing side did.": (
        "Кожна виграна роздача приносить партійні очки: 1, 2 або 3 — залежно від того, як зіграла пара, що програла."
    ),
    "Each hand won brings game points: 1, 2 or 3, depending on how the two opponents did.": (
        "Кожна виграна роздача приносить партійні очки: 1, 2 або 3 — залежно від того, як зіграли обидва суперники."
    ),
    "The side that wins a hand scores game points according to how the losing side did:": (
        "Пара, що виграла роздачу, отримує партійні очки залежно від того, скільки набрала пара, що програла:"
    ),
    "Against each of the two opponents, the winner's game points depend on how that one did:": (
        "Партійні очки переможця рахуються проти кожного з двох суперників, залежно від того, скільки набрав"
        " цей суперник:"
    ),
    "The ten ranks just below the ace, above the king.": "Десятка йде одразу за тузом, вона старша за короля.",
    "In all, the cards are worth 120 points.": "Загалом у картах 120 очок.",
    "The suit of the turned-up trump card is trumps. A trump beats any card of another suit; otherwise the"
    " higher card of the suit led wins, and a card of another suit never wins.": (
        "Масть відкритої карти — козирна. Будь-який козир б’є будь-яку карту іншої масті; інакше взятку бере"
        " старша карта масті ходу, а карта іншої масті не бере ніколи."
    ),
    "The dealer deals only to the other two players and sits the hand out.": (
        "Той, хто здає, роздає карти лише двом іншим гравцям, а сам у цій роздачі відпочиває."
    ),
    "The non-dealer leads to the first trick; after that, whoever wins a trick leads to the next.": (
        "Першим ходить той, хто не здавав; далі ходить той, хто взяв попередню взятку."
    ),
    "The player on the dealer's left leads to the first trick; after that, whoever wins a trick leads to the"
    " next.": "Першим ходить гравець ліворуч від того, хто здає; далі ходить той, хто взяв попередню взятку.",
    # Play.
    "While the stock is open you may play any card: there is no need to follow suit or to trump.": (
        "Доки колода відкрита, можна класти будь-яку карту: ні відповідати в масть, ні козиряти не треба."
    ),
    "The face-up trump card is the last card of the stock: the player who draws second at the end takes it.": (
        "Відкритий козир — остання карта колоди: її забирає той, хто наприкінці добирає другим."
    ),
    "Nobody draws any more, and these strict rules apply:": "Більше ніхто не добирає, і діють суворі правила:",
    "If you have neither the suit led nor a trump, play any card.": (
        "Якщо немає ні масті ходу, ні козирів, можна дати будь-яку карту."
    ),
    "There is no stock: nobody draws, closes or exchanges, and the strict rules apply from the first trick.": (
        "Колоди немає: ніхто не добирає, не закриває й не міняє козир, і суворі правила діють з першої взятки."
    ),
    "You must win the trick if you can, even when your partner is winning it.": (
        "Взятку треба брати, якщо можете, навіть коли вона вже в партнера."
    ),
    # Marriages.
    "A king and a queen of the same suit make a marriage: 20 points, or 40 in trumps.": (
        "Король і дама однієї масті — мар’яж: 20 очок («двадцять»), а в козирях 40 («сорок»)."
    ),
    "Only the player on lead may announce a marriage, before leading: show both cards, then lead one of"
    " them. One marriage per lead.": (
        "Оголосити мар’яж може лише той, чий хід, — перед ходом: він показує обидві карти й ходить однією з них."
        " За один хід — один мар’яж."
    ),
    "A king or a queen played without announcing loses that marriage for good.": (
        "Хто зіграв короля чи даму, не оголосивши мар’яж, цей мар’яж утрачає."
    ),
    # Exchange and closing.
    "The holder of the {card} may exchange it for the face-up trump card when on lead, before leading.": (
        "Гравець, у якого {card}, може у свій хід, до того як піти, обміняти цю карту на відкритий козир."
    ),
    "If the turned-up trump card is itself the {card}, there is nothing to exchange.": (
        "Якщо відкритий козир — це і є {card}, міняти нічого."
    ),
    "You may exchange and then announce a marriage or close, all on the same lead.": (
        "Можна обміняти козир, а тоді оголосити мар’яж або закрити колоду — усе за один хід."
    ),
    "The player on lead may close the stock: the trump card is turned face down, nobody draws any more, and"
    " the strict rules apply from then on.": (
        "Той, чий хід, може закрити колоду: козир перевертають сорочкою догори, більше ніхто не добирає,"
        " і відтепер діють суворі правила."
    ),
    "Whoever closes undertakes to make 66 with the cards still to be played.": (
        "Той, хто закрив, береться набрати 66 картами, що лишилися на руках."
    ),
    "If all the cards are played after a close, the closer wins with 66 or more and has failed otherwise.": (
        "Якщо після закриття зіграно всі карти, той, хто закрив, виграє, коли в нього 66 або більше, а інакше"
        " закриття не вдалося."
    ),
    "A closer who declares 66 wrongly pays as for a failed close, and at least 2 game points.": (
        "Той, хто закрив і помилково оголосив 66, платить як за невдале закриття, але не менше 2 партійних очок."
    ),
    # Declaring, end of hand, scoring.
    "You may also play on with 66 or more, for example to win more game points, but whoever declares first"
    " wins the hand.": (
        "Маючи 66 очок, можна й не оголошувати, а грати далі — скажімо, заради більшої кількості партійних очок,"
        " — але роздачу виграє той, хто оголосить першим."
    ),
    "A declaration ends the hand at once; the cards not yet played do not count.": (
        "Оголошення одразу закінчує роздачу; незіграні карти не рахуються."
    ),
    "Declaring with fewer than 66 points loses the hand: each of the other two players scores 2 game points.": (
        "Хто оголосить 66, маючи менше 66 очок, програє роздачу: кожен із двох інших гравців отримує 2 партійні очки."
    ),
    "Marriage points still waiting for a trick do not count towards 66.": (
        "Мар’яж, що ще чекає на взятку, до 66 не зараховується."
    ),
    "The winner of a hand scores game points according to how the loser did:": (
        "Той, хто виграв роздачу, отримує партійні очки залежно від того, скільки набрав той, хто програв:"
    ),
    "**1** otherwise.": "**1** — в інших випадках.",
    # Three and four players.
    "The two who play follow the two-player rules on this page.": (
        "Двоє, що грають, грають за правилами для двох, описаними на цій сторінці."
    ),
    "Everyone knows that the dealer holds the trump card.": "Усі знають, що козирна карта — у того, хто здає.",
    "130 points are shared by three, so hands where nobody makes 66 are common.": (
        "130 очок діляться на трьох, тож роздачі, де ніхто не набрав 66, трапляються часто."
    ),
    "Partners pool their tricks and points and score together.": (
        "Партнери складають разом свої взятки й очки та отримують партійні очки спільно."
    ),
    "If several players reach the target in the same hand, the one with more game points wins; if they are"
    " level, another hand is played.": (
        "Якщо в одній роздачі до мети дійшли кілька гравців, перемагає той, у кого більше партійних очок; за"
        " рівності грають ще одну роздачу."
    ),
    # Comparison with classic.
    "These are the classic rules.": "Це класичні правила.",
    "Nothing that matters in this form differs from the classic rules.": (
        "У цій формі гри нічого суттєвого від класики не відрізняється."
    ),
    "None that matter in this form.": "Суттєвих для цієї форми гри немає.",
    # Notes on presets.
    "Three details follow Pagat's description of the game: closing before the draw, the exchange when the"
    " opponent closes, and the 2 game points for beating a closer.": (
        "Три деталі взято з опису гри на сайті pagat.com: закриття до добору, обмін козиря, коли суперник закриває"
        " колоду, і 2 партійні очки тому, хто випередив того, хто закрив."
    ),
    "The cardgames.zone computer game also offers a match to 5; you can set it in the custom rules.": (
        "Комп’ютерна гра на cardgames.zone пропонує й партію до 5 — це можна задати у власних правилах."
    ),
    "A wrong declaration costs 3 game points if the declarer had not won a trick yet, as the page literally says.": (
        "Помилкове оголошення коштує 3 партійні очки, якщо в того, хто оголосив, ще не було взятки, — так"
        " буквально сказано на сторінці."
    ),
    "The old rule books contradict each other on when the stock may be closed: with fewer than five cards in"
    " it, or with no fewer than five. This preset follows «fewer than five».": (
        "Старі правила суперечать одні одним щодо того, коли можна закривати колоду: «менше п’яти карт» чи «не"
        " менше п’яти». Тут — «менше п’яти»."
    ),
    "The source plays to 8 game points, sometimes to 7 by agreement; you can set 7 in the custom rules.": (
        "У джерелі партія до 8 партійних очок, іноді за домовленістю до 7 — це можна задати у власних правилах."
    ),
    "The source does not say what a loser with exactly 33 points gives; here it is 1 game point.": (
        "Джерело не каже, що дає той, хто програв, маючи рівно 33 очки; тут — 1 партійне очко."
    ),
    "The source leaves several points open. Here the deal passes to the left, the cards are dealt 3, 2 and 3,"
    " the player on the dealer's left leads, the last trick is worth 10, a wrong declaration gives each"
    " opponent 2, and the winner scores the smaller value against the two opponents.": (
        "Джерело залишає кілька питань відкритими. Тут здача переходить ліворуч, карти здають по 3, 2 і 3,"
        " першим ходить гравець ліворуч від того, хто здає, остання взятка приносить 10, за помилкове оголошення"
        " кожен суперник отримує 2, а переможець отримує менше з двох значень проти суперників."
    ),
    "This form is a reconstruction: no full original text of it was available.": (
        "Ця форма — реконструкція: повного первинного тексту знайти не вдалося."
    ),
    "The sources do not say whether you must under-trump when you cannot over-trump; here you must.": (
        "Джерела не кажуть, чи треба давати козир, коли перебити нічим; тут — треба."
    ),
    "The «двое на двое» source gives no rules for partners; this preset plays like the 32-card game for four,"
    " with 24 cards and with marriages.": (
        "Джерело «двое на двое» не дає правил для пар; тут грають, як учотирьох із 32 картами, лише з 24 картами"
        " та з мар’яжами."
    ),
    "The match is a race to 7 game points, the same as the Austrian «Bummerl» that counts down from 7.": (
        "Партія йде до 7 партійних очок — те саме, що австрійський «бумерль» із рахунком від 7 донизу."
    ),
    "Bulgarian sources differ on a failed close, 2 or 3 game points; this preset always gives 3.": (
        "Болгарські джерела розходяться в ціні невдалого закриття — 2 чи 3 партійні очки; тут завжди 3."
    ),
}

PLURALS: dict[str, tuple[str, str, str]] = {
    "The remaining {n} card is laid face down across the trump card, which stays partly visible: together they"
    " make up the stock.": (
        "Останню {n} карту кладуть сорочкою догори впоперек козиря, так що його видно: разом вони утворюють"
        " колоду (прикуп).",
        "Решту {n} карти кладуть сорочкою догори впоперек козиря, так що його видно: разом вони утворюють"
        " колоду (прикуп).",
        "Решту {n} карт кладуть сорочкою догори впоперек козиря, так що його видно: разом вони утворюють"
        " колоду (прикуп).",
    ),
    "After each trick its winner draws the top card of the stock, then the other player draws, so that both"
    " again hold {n} card.": (
        "Після кожної взятки той, хто її взяв, бере верхню карту колоди, за ним другий гравець, тож в обох знову"
        " по {n} карті.",
        "Після кожної взятки той, хто її взяв, бере верхню карту колоди, за ним другий гравець, тож в обох знову"
        " по {n} карти.",
        "Після кожної взятки той, хто її взяв, бере верхню карту колоди, за ним другий гравець, тож в обох знову"
        " по {n} карт.",
    ),
    "A loser with exactly {n} point gives only 1.": (
        "Якщо в того, хто програв, рівно {n} очко, переможець отримує лише 1.",
        "Якщо в того, хто програв, рівно {n} очки, переможець отримує лише 1.",
        "Якщо в того, хто програв, рівно {n} очок, переможець отримує лише 1.",
    ),
}
