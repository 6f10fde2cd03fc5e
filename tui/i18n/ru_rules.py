"""Russian: one sentence per rule switch value (tui/i18n/switches.py)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Switch titles, for the list of differences.
    "Players": "Игроки",
    "Pack": "Карты",
    "Deal": "Сдача",
    "Match": "Партия",
    "Next dealer": "Кто сдаёт",
    "First dealer": "Первая сдача",
    "Marriages": "Марьяжи",
    "Declaring after a marriage": "Объявление после марьяжа",
    "Trump exchange": "Обмен козыря",
    "Closing": "Закрытие",
    "A successful close": "Удачное закрытие",
    "A failed close": "Неудачное закрытие",
    "Beating the closer": "Если закрывшего опередили",
    "Last trick": "Последняя взятка",
    "All cards played": "Все карты сыграны",
    "66 on both sides": "66 у обоих",
    "Drawn hands": "Ничьи",
    "Declaring 66": "Объявление 66",
    "Wrong declaration": "Ошибочное объявление",
    "Three game points": "Три партийных очка",
    "Two game points": "Два партийных очка",
    "Two game points: whose points count": "Два партийных очка: чьи очки считать",
    "Following": "Ответ на ход",
    "Renege": "Ренонс",
    "Marriages in the count": "Марьяжи в счёте",
    "Running points": "Текущие очки",
    "Scoring for three": "Счёт втроём",
    "Dealer sitting out": "Сдающий отдыхает",
    # Form of the game.
    "A game for two players.": "Игра для двоих.",
    "Three players: in each hand the dealer sits out, and the other two play against each other.": (
        "Трое игроков: в каждой раздаче сдающий отдыхает, а двое других играют друг против друга."
    ),
    "Three players, each for themselves; all the cards are dealt, and there is no stock.": (
        "Трое игроков, каждый сам за себя; раздаются все карты, колоды нет."
    ),
    "Four players, two against two, partners sitting opposite each other; all the cards are dealt, and there"
    " is no stock.": (
        "Четверо игроков, пара на пару, партнёры сидят друг напротив друга; раздаются все карты, колоды нет."
    ),
    "24 cards: ace, ten, king, queen, jack and nine of each suit.": (
        "24 карты: туз, десятка, король, дама, валет и девятка каждой масти."
    ),
    "20 cards: ace, ten, king, queen and jack of each suit, without nines.": (
        "20 карт: туз, десятка, король, дама и валет каждой масти, без девяток."
    ),
    "32 cards: ace, ten, king, queen, jack, nine, eight and seven of each suit.": (
        "32 карты: туз, десятка, король, дама, валет, девятка, восьмёрка и семёрка каждой масти."
    ),
    # The deal.
    "The dealer gives each player 3 cards, turns up the next card as the trump card, then gives 3 more each.": (
        "Сдающий раздаёт каждому по 3 карты, открывает следующую карту — козырь — и раздаёт ещё по 3."
    ),
    "The dealer gives each player 3 cards, then 3 more, and turns up the next card as the trump card.": (
        "Сдающий раздаёт каждому по 3 карты, потом ещё по 3 и открывает следующую карту — козырь."
    ),
    "The dealer deals one card at a time until each player has 6, then turns up the next card as the trump card.": (
        "Сдающий раздаёт по одной карте, пока у каждого не будет 6, и открывает следующую карту — козырь."
    ),
    "The dealer gives each player 3 cards, turns up the next card as the trump card, then gives 2 more each.": (
        "Сдающий раздаёт каждому по 3 карты, открывает следующую карту — козырь — и раздаёт ещё по 2."
    ),
    "All the cards are dealt, 8 to each player, in packets of 3, 2 and 3 from the dealer's left. The very last"
    " card, the dealer's own, is shown to everybody: its suit is trumps, and it stays in the dealer's hand.": (
        "Раздаются все карты, каждому по 8, пачками по 3, 2 и 3, начиная с игрока слева от сдающего. Самую"
        " последнюю карту, свою, сдающий показывает всем: её масть — козыри, и эта карта остаётся у него на руке."
    ),
    "All the cards are dealt, 6 to each player, in two rounds of 3 from the dealer's left. The very last"
    " card, the dealer's own, is shown to everybody: its suit is trumps, and it stays in the dealer's hand.": (
        "Раздаются все карты, каждому по 6, в два круга по 3, начиная с игрока слева от сдающего. Самую"
        " последнюю карту, свою, сдающий показывает всем: её масть — козыри, и эта карта остаётся у него на руке."
    ),
    "The first dealer is chosen at random.": "Первого сдающего выбирают жребием.",
    "For the first hand everyone draws a card, and the lowest card deals.": (
        "Перед первой раздачей каждый тянет по карте; сдаёт тот, у кого карта младше."
    ),
    "The winner of a hand deals the next one, so the loser leads; after a drawn hand the same dealer deals again.": (
        "Следующую раздачу сдаёт выигравший, а проигравший ходит первым; после ничьей сдаёт тот же игрок."
    ),
    "The players take turns to deal.": "Сдают по очереди.",
    "The deal passes to the left after every hand.": "После каждой раздачи сдача переходит к игроку слева.",
    # Marriages.
    "Marriage points count at once, even before you have won a trick.": (
        "Очки за марьяж засчитываются сразу, даже если взяток у вас ещё нет."
    ),
    "Marriage points count only once you have won a trick: until then they wait, and they are lost if you win"
    " no trick in the hand.": (
        "Очки за марьяж засчитываются, только когда у вас есть взятка: до тех пор они ждут, а если вы не"
        " возьмёте в раздаче ни одной взятки, пропадают."
    ),
    "Marriage points count only once your side has won a trick: until then they wait, and they are lost if"
    " your side wins no trick.": (
        "Очки за марьяж засчитываются, только когда у вашей пары есть взятка: до тех пор они ждут, а если пара"
        " не возьмёт ни одной взятки, пропадают."
    ),
    "A marriage may be announced even on the first lead of the hand, before anyone has won a trick.": (
        "Марьяж можно объявить даже первым ходом раздачи, когда взяток ещё ни у кого нет."
    ),
    "A marriage may be announced only after you have won a trick, so never on the first lead of the hand.": (
        "Марьяж можно объявить только после того, как вы взяли взятку, — значит, не первым ходом раздачи."
    ),
    "Marriages may be announced at any time, also after the stock is closed or exhausted.": (
        "Марьяж можно объявлять на любой стадии раздачи, в том числе когда колода закрыта или кончилась."
    ),
    "Marriages may be announced only while the stock is open, the last lead before it runs out included; once"
    " it is closed or exhausted there are no more marriages.": (
        "Марьяж можно объявлять, только пока колода открыта, включая последний ход перед тем, как она кончится;"
        " когда колода закрыта или кончилась, марьяжей больше нет."
    ),
    "A marriage may be announced on any lead.": "Марьяж можно объявить при любом ходе.",
    "No marriage can be announced: this setting allows them only while a stock is open, and this form has no stock.": (
        "Объявить марьяж нельзя: эта настройка разрешает марьяжи только при открытой колоде, а колоды в этой игре нет."
    ),
    "If a marriage brings you to 66 or more, the hand ends at once in your favour.": (
        "Если марьяж довёл вас до 66 или больше, раздача сразу заканчивается в вашу пользу."
    ),
    "If a marriage brings you to 66, the hand ends only when you next win a trick.": (
        "Если марьяж довёл вас до 66, раздача закончится, только когда вы возьмёте следующую взятку."
    ),
    "If a marriage brings you to 66 or more, you may declare at once, without leading.": (
        "Если марьяж довёл вас до 66 или больше, можно сразу сказать «Хватит!», не делая хода."
    ),
    "Even when a marriage brings you to 66, you must first lead and win a trick before you may declare.": (
        "Даже если марьяж довёл вас до 66, сначала нужно сходить и взять взятку, и только потом объявлять."
    ),
    "No marriages are played.": "Марьяжей нет.",
    "Marriages are played: the player on lead announces, and the points go to the side once it has won a"
    " trick.": "Марьяжи есть: объявляет тот, чей ход, а очки достаются паре, как только у неё будет взятка.",
    # The trump exchange.
    "The card exchanged for the trump card is the {card}.": "На открытый козырь меняется {card}.",
    "You may exchange only after you have won a trick in this hand.": (
        "Менять можно только после того, как вы взяли в этой раздаче хотя бы одну взятку."
    ),
    "You may exchange even before you have won a trick.": "Менять можно, даже не взяв ни одной взятки.",
    "The exchange is allowed as long as the trump card still lies under the stock, even with just one card on"
    " it.": "Менять можно, пока козырь ещё лежит под колодой, даже если на нём осталась всего одна карта.",
    "The exchange is allowed only while the stock holds more than 2 cards, the trump card included.": (
        "Менять можно, только пока в колоде больше 2 карт, считая козырь."
    ),
    "When your opponent closes the stock, you may at once exchange the {card} for the trump card, even"
    " without a trick.": (
        "Когда соперник закрывает колоду, вы можете тут же обменять {card:acc} на козырь, даже без взятки."
    ),
    "Once the stock is closed, nobody may exchange.": "Когда колода закрыта, менять козырь уже нельзя.",
    # Closing.
    "You may close either right after winning a trick, before anybody draws, or after the draw.": (
        "Закрыть можно сразу после взятой взятки, пока никто не добрал, или уже после добора."
    ),
    "You may close only with a full hand, after the draw.": "Закрыть можно только с полной рукой, после добора.",
    "The non-dealer may close even before the first trick.": (
        "Не сдававший может закрыть колоду даже до первой взятки."
    ),
    "Nobody may close before the first trick has been played.": "До первой взятки закрывать колоду нельзя.",
    "The stock may be closed at any time while it is open.": ("Закрыть колоду можно в любой момент, пока она открыта."),
    "The stock may be closed only when it holds 4 cards or fewer, the trump card included.": (
        "Закрыть колоду можно, только когда в ней 4 карты или меньше, считая козырь."
    ),
    "The stock may be closed only while it holds at least 6 cards, the trump card included.": (
        "Закрыть колоду можно, только пока в ней не меньше 6 карт, считая козырь."
    ),
    "The stock may not be closed when only 2 cards are left in it: the trump card and one more.": (
        "Нельзя закрывать колоду, когда в ней осталось всего 2 карты: козырь и ещё одна."
    ),
    "If the closer makes 66, the game points are counted as usual from the opponent's tricks and points at"
    " the end of the hand.": (
        "Если закрывший набрал 66, партийные очки считаются как обычно — по взяткам и очкам соперника в конце раздачи."
    ),
    "If the closer makes 66, the game points are counted from what the opponent had when the stock was"
    " closed: 3 if they had no trick then, even if they took tricks later.": (
        "Если закрывший набрал 66, партийные очки считаются по тому, что было у соперника в момент закрытия: 3,"
        " если взяток у него тогда не было, даже если потом он их брал."
    ),
    "If the closer makes 66, the closer always scores 3 game points.": (
        "Если закрывший набрал 66, он всегда получает 3 партийных очка."
    ),
    "If the closer fails to make 66, the opponent scores 2 game points, or 3 if they had no trick when the"
    " stock was closed.": (
        "Если закрывший не набрал 66, соперник получает 2 партийных очка, а если в момент закрытия у него не"
        " было ни одной взятки — 3."
    ),
    "If the closer fails to make 66, the opponent scores 2 game points, or 3 if they have no trick at the"
    " end of the hand.": (
        "Если закрывший не набрал 66, соперник получает 2 партийных очка, а если к концу раздачи у него нет ни"
        " одной взятки — 3."
    ),
    "If the closer fails to make 66, the opponent scores 2 game points, however few points or tricks they have.": (
        "Если закрывший не набрал 66, соперник получает 2 партийных очка, сколько бы у него ни было очков и взяток."
    ),
    "If the closer fails to make 66, the opponent always scores 3 game points.": (
        "Если закрывший не набрал 66, соперник всегда получает 3 партийных очка."
    ),
    "A closer who fails without taking a trick pays no extra penalty.": (
        "Закрывший, который не взял ни одной взятки, лишнего штрафа не платит."
    ),
    "A closer who fails without taking a single trick gives the opponent 6 game points.": (
        "Если закрывший не набрал 66 и не взял ни одной взятки, соперник получает 6 партийных очков."
    ),
    "If the closer's opponent reaches 66 first, they score 2 game points.": (
        "Если соперник закрывшего первым наберёт 66, он получает 2 партийных очка."
    ),
    "If the closer's opponent reaches 66 first, they score as for a failed close.": (
        "Если соперник закрывшего первым наберёт 66, он получает столько же, сколько за неудачное закрытие."
    ),
    "If the closer's opponent declares 66 first, they score 2 game points.": (
        "Если соперник закрывшего первым объявит 66, он получает 2 партийных очка."
    ),
    "If the closer's opponent declares 66 first, they score as for a failed close.": (
        "Если соперник закрывшего первым объявит 66, он получает столько же, сколько за неудачное закрытие."
    ),
    # The end of a hand.
    "The winner of the last trick gets 10 extra points.": "Взявший последнюю взятку получает 10 очков сверху.",
    "The winner of the last trick gets 10 extra points, even when the stock was closed.": (
        "Взявший последнюю взятку получает 10 очков сверху, даже если колода была закрыта."
    ),
    "The winner of the last trick gets 10 extra points, unless the stock was closed.": (
        "Взявший последнюю взятку получает 10 очков сверху, если колода не закрывалась."
    ),
    "There is no bonus for the last trick.": "За последнюю взятку ничего не добавляется.",
    "If the stock was not closed and all the cards are played, the winner of the last trick wins the hand,"
    " whatever the points.": (
        "Если колода не закрывалась и все карты сыграны, раздачу выигрывает взявший последнюю взятку — сколько"
        " бы у кого ни было очков."
    ),
    "When all the cards are played, the winner of the last trick wins the hand, whatever the points.": (
        "Когда все карты сыграны, раздачу выигрывает взявший последнюю взятку — сколько бы у кого ни было очков."
    ),
    "If the stock was not closed and all the cards are played, whoever has 66 or more wins; at 65 to 65 the"
    " hand is a draw.": (
        "Если колода не закрывалась и все карты сыграны, выигрывает тот, у кого 66 или больше; при 65 на 65 — ничья."
    ),
    "When all the cards are played, the side with 66 or more wins; at 65 to 65 the hand is a draw.": (
        "Когда все карты сыграны, выигрывает пара, у которой 66 или больше; при 65 на 65 — ничья."
    ),
    "When all the cards are played, whoever has 66 or more wins; if nobody has, nobody scores and the next"
    " hand is dealt.": (
        "Когда все карты сыграны, выигрывает тот, у кого 66 или больше; если таких нет, никто ничего не"
        " получает и сдаётся следующая раздача."
    ),
    "A hand won by the last trick is scored as usual.": (
        "Раздача, выигранная последней взяткой, оценивается как обычно."
    ),
    "A hand won by the last trick is worth only 1 game point.": (
        "Раздача, выигранная последней взяткой, приносит только 1 партийное очко."
    ),
    "If two players have 66 or more at the end (possible only with marriages), the winner of the last trick"
    " wins if they are one of them, otherwise the higher total.": (
        "Если в конце у двоих по 66 или больше (так бывает только с марьяжами), выигрывает взявший последнюю"
        " взятку, если он один из них, а иначе — тот, у кого больше очков."
    ),
    "If both sides have 66 or more at the end (possible only with marriages), the side that won the last trick wins.": (
        "Если в конце у обеих пар по 66 или больше (так бывает только с марьяжами), выигрывает пара, взявшая"
        " последнюю взятку."
    ),
    "If both sides have 66 or more at the end (possible only with marriages), the winner of the last trick wins.": (
        "Если в конце у обеих сторон по 66 или больше (так бывает только с марьяжами), выигрывает взявший"
        " последнюю взятку."
    ),
    "If more than one side has 66 or more at the end (possible only with marriages), the higher total wins.": (
        "Если в конце 66 или больше набрали несколько сторон (так бывает только с марьяжами), выигрывает та, у"
        " которой больше очков."
    ),
    "If more than one side has 66 or more at the end (possible only with marriages), the hand is replayed"
    " and nobody scores.": (
        "Если в конце 66 или больше набрали несколько сторон (так бывает только с марьяжами), раздачу"
        " переигрывают, и никто ничего не получает."
    ),
    "Nobody scores for a drawn hand.": "За ничью никто ничего не получает.",
    "Each drawn hand adds 1 game point to what the winners of the next hand score.": (
        "Каждая ничья добавляет 1 партийное очко победителям следующей раздачи."
    ),
    # Declaring.
    "Reaching 66 does not end the hand by itself: you must declare it («Enough!»). You may declare right"
    " after winning a trick, and that trick already counts.": (
        "Набранные 66 сами по себе раздачу не заканчивают: их нужно объявить («Хватит!»). Объявлять можно"
        " сразу после взятой взятки, и эта взятка уже засчитана."
    ),
    "Nobody needs to declare: as soon as a player has 66 or more after winning a trick, the hand ends in"
    " their favour.": (
        "Объявлять ничего не нужно: как только у игрока после взятой взятки 66 очков или больше, раздача"
        " заканчивается в его пользу."
    ),
    "Nobody declares: all the tricks are played, and the points are counted at the end.": (
        "Ничего не объявляют: разыгрываются все взятки, и очки считают в конце."
    ),
    "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points.": (
        "Кто объявит 66, имея меньше 66 очков, проигрывает раздачу: соперник получает 2 партийных очка."
    ),
    "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points, or 3 if they"
    " have not won a trick yet.": (
        "Кто объявит 66, имея меньше 66 очков, проигрывает раздачу: соперник получает 2 партийных очка, а если"
        " у него ещё нет ни одной взятки — 3."
    ),
    "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points, or 3 if the"
    " declarer has not won a trick yet.": (
        "Кто объявит 66, имея меньше 66 очков, проигрывает раздачу: соперник получает 2 партийных очка, а если"
        " у объявившего ещё не было ни одной взятки — 3."
    ),
    # Game points.
    "**3** if the losing side took no trick.": "**3** — если проигравшая пара не взяла ни одной взятки.",
    "**3** if the losing side has no points at all, even with tricks of zero-point cards.": (
        "**3** — если у проигравшей пары нет ни одного очка, даже если она брала взятки из одних пустых карт."
    ),
    "The losing side's marriages count towards these points.": "Марьяжи проигравшей пары входят в эти очки.",
    "Only the cards in the losing side's tricks count towards these points, not its marriages.": (
        "В эти очки входят только карты во взятках проигравшей пары, без её марьяжей."
    ),
    "**3** if the loser took no trick.": "**3** — если проигравший не взял ни одной взятки.",
    "**3** if the loser has no points at all, even with tricks of zero-point cards.": (
        "**3** — если у проигравшего нет ни одного очка, даже если он брал взятки из одних пустых карт."
    ),
    "**2** if the winning side has more than 100 points.": "**2** — если у выигравшей пары больше 100 очков.",
    "**2** by the losing side's points (fewer than {n}), not by the winning side's (more than 100).": (
        "**2** — по очкам проигравшей пары (меньше {n}), а не по очкам выигравшей (больше 100)."
    ),
    "The loser's marriages count towards these points.": "Марьяжи проигравшего входят в эти очки.",
    "Only the cards in the loser's tricks count towards these points, not their marriages.": (
        "В эти очки входят только карты во взятках проигравшего, без его марьяжей."
    ),
    "The winner's game points are worked out against each of the two opponents, and the smaller value is"
    " scored: 2 only if both are below the line, 3 only if both would give 3.": (
        "Партийные очки победителя считаются отдельно против каждого из двух соперников, и засчитывается"
        " меньшее: 2 — только если оба ниже черты, 3 — только если оба дали бы 3."
    ),
    "The winner's game points are worked out against each of the two opponents, and both values are added together.": (
        "Партийные очки победителя считаются отдельно против каждого из двух соперников, и оба значения складываются."
    ),
    "The winner's game points are worked out against each of the two opponents, and the larger value is scored.": (
        "Партийные очки победителя считаются отдельно против каждого из двух соперников, и засчитывается большее."
    ),
    "The dealer who sits out scores nothing.": "Отдыхающий сдающий ничего не получает.",
    "The dealer who sits out scores the same game points as the winner of the hand, but cannot win the match"
    " that way: at most one point short of the target.": (
        "Отдыхающий сдающий получает столько же партийных очков, сколько победитель раздачи, но выиграть так"
        " партию не может: ему засчитывается самое большее на одно очко меньше нужного."
    ),
    # Following.
    "You must follow suit, with any card of it; without that suit you must trump if you can, with any trump.": (
        "Нужно отвечать в масть, любой картой этой масти; если масти нет — козырять, если есть чем, любым козырем."
    ),
    "You must follow suit and beat the card led with a higher one of its suit if you can; a trump led must be"
    " beaten with a higher trump if you can. Without the suit led you must trump if you can.": (
        "Нужно отвечать в масть и, если можете, перекрыть карту хода старшей той же масти; на козырь —"
        " старшим козырем, если он есть. Если масти хода нет, нужно козырять, если есть чем."
    ),
    "You must follow suit and, if you can, beat the best card of that suit in the trick (if someone has"
    " already trumped, any card of the suit will do). Without the suit you must trump, and over-trump a"
    " winning trump if you can.": (
        "Нужно отвечать в масть и, если можете, перекрыть старшую карту этой масти во взятке (если взятку уже"
        " побили козырем, годится любая карта масти). Если масти нет, нужно козырять, а если взятку уже бьёт"
        " козырь — перебить его старшим, если можете."
    ),
    "If you cannot over-trump, you must still play a lower trump.": (
        "Если перебить нечем, всё равно нужно дать козырь, пусть и младший."
    ),
    "If you cannot over-trump, you may play any card.": "Если перебить нечем, можно дать любую карту.",
    "A card that breaks these rules simply cannot be played.": "Карту не по правилам сыграть просто нельзя.",
    "A card played against these rules (a renege) loses the hand, and the opponent scores 2 game points.": (
        "Карта, сыгранная не по правилам (ренонс), проигрывает раздачу, и соперник получает 2 партийных очка."
    ),
    "A card played against these rules (a renege) loses the hand, and each of the other players scores 2"
    " game points.": (
        "Карта, сыгранная не по правилам (ренонс), проигрывает раздачу, и каждый из остальных игроков"
        " получает 2 партийных очка."
    ),
    "A card played against these rules (a renege) loses the hand, and the other side scores 2 game points.": (
        "Карта, сыгранная не по правилам (ренонс), проигрывает раздачу, и другая пара получает 2 партийных очка."
    ),
    # The screen.
    "Keep count of your points in your head: the running totals are not shown, just as at the table you may"
    " not look through the tricks you have taken.": (
        "Считайте свои очки в уме: текущий счёт не показывается — как и за столом, где взятые взятки"
        " пересматривать нельзя."
    ),
    "Your running points are shown on the screen.": "Ваши текущие очки видны на экране.",
    "Your settings show the running points all the same.": "Но по вашим настройкам текущие очки всё же видны.",
    "Your settings hide the running points all the same.": "Но по вашим настройкам текущие очки всё же скрыты.",
    # The new-game form's own rule switches, when they cannot be taken (tui/rules_problems.py).
    "“{item}” is not a rule: write switch=value, as in match_target=11.": (
        "«{item}» — не правило: пишите правило=значение, например match_target=11."
    ),
    "There is no rule switch called {switch}.": "Правила {switch} нет.",
    "Did you mean {switch}?": "Может быть, {switch}?",
    "There are no rules called {name}; they are: {shown}.": "Правил {name} нет; есть такие: {shown}.",
    "{switch} takes true or false, not “{value}”.": "{switch} бывает true или false, а не «{value}».",
    "{switch} takes a whole number from {low} to {high}, not “{value}”.": (
        "{switch} — целое число от {low} до {high}, а не «{value}»."
    ),
    "{switch} takes two numbers, as in {switch}=2,4, not “{value}”.": (
        "{switch} — два числа, например {switch}=2,4, а не «{value}»."
    ),
    "{switch} has no value “{value}”; it takes one of: {shown}.": (
        "У {switch} нет значения «{value}»; возможные значения: {shown}."
    ),
    "dealer_sits_out is for three players only.": "dealer_sits_out бывает только в игре втроём.",
    "A game with a stock is played with 20 or 24 cards, not {pack}.": (
        "Игра с колодой идёт на 20 или 24 картах, а не на {pack}."
    ),
    "deal_pattern={pattern} does not deal two hands from {pack} cards.": (
        "deal_pattern={pattern} не годится для раздачи на двоих из {pack} карт."
    ),
    "{players} players cannot play with {pack} cards.": "{players} игрока не могут играть на {pack} картах.",
    "With {cards} cards each, deal_pattern must be {want}, not {pattern}.": (
        "Когда у каждого по {cards} карт, deal_pattern должен быть {want}, а не {pattern}."
    ),
}

PLURALS: dict[str, tuple[str, str, str]] = {
    "The first player to reach {n} game point wins the match.": (
        "Партию выигрывает тот, кто первым наберёт {n} партийное очко.",
        "Партию выигрывает тот, кто первым наберёт {n} партийных очка.",
        "Партию выигрывает тот, кто первым наберёт {n} партийных очков.",
    ),
    "The first side to reach {n} game point wins the match.": (
        "Партию выигрывает пара, которая первой наберёт {n} партийное очко.",
        "Партию выигрывает пара, которая первой наберёт {n} партийных очка.",
        "Партию выигрывает пара, которая первой наберёт {n} партийных очков.",
    ),
    "**2** if the losing side has fewer than {n} point.": (
        "**2** — если у проигравшей пары меньше {n} очка.",
        "**2** — если у проигравшей пары меньше {n} очков.",
        "**2** — если у проигравшей пары меньше {n} очков.",
    ),
    "**2** if the loser has fewer than {n} point.": (
        "**2** — если у проигравшего меньше {n} очка.",
        "**2** — если у проигравшего меньше {n} очков.",
        "**2** — если у проигравшего меньше {n} очков.",
    ),
}
