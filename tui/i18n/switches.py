"""One sentence for every value of every rule switch, as the form of the game reads it.

``describe(rules, name, lang)`` says what switch ``name`` does at its value in
``rules``; the rules help builds its sections from these sentences and lists
them again where a preset differs from classic.  ``applies`` tells whether a
switch does anything in this form (no closing rules without a stock, no
three-player scoring for two).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.rules import Rules

from . import N_, _, _n
from .terms import exchange_card_word

SWITCH_TITLES: dict[str, str] = {
    "players": N_("Players"),
    "pack": N_("Pack"),
    "deal_pattern": N_("Deal"),
    "match_target": N_("Match"),
    "next_dealer": N_("Next dealer"),
    "first_dealer": N_("First dealer"),
    "marriage_requires_trick": N_("Marriages"),
    "marriage_on_opening_lead": N_("Marriages"),
    "marriage_in_phase2": N_("Marriages"),
    "claim_after_marriage": N_("Declaring after a marriage"),
    "exchange_card": N_("Trump exchange"),
    "exchange_requires_trick": N_("Trump exchange"),
    "exchange_min_stock": N_("Trump exchange"),
    "exchange_on_opponent_close": N_("Trump exchange"),
    "close_before_draw": N_("Closing"),
    "close_on_opening_lead": N_("Closing"),
    "close_stock_limits": N_("Closing"),
    "closed_success_basis": N_("A successful close"),
    "closed_fail": N_("A failed close"),
    "closer_no_trick_penalty": N_("A failed close"),
    "beaten_closer": N_("Beating the closer"),
    "last_trick_bonus": N_("Last trick"),
    "played_out_resolution": N_("All cards played"),
    "played_out_points": N_("All cards played"),
    "both_66_at_end": N_("66 on both sides"),
    "drawn_hand_carry": N_("Drawn hands"),
    "declaration_mode": N_("Declaring 66"),
    "wrong_declaration": N_("Wrong declaration"),
    "schwarz_basis": N_("Three game points"),
    "schneider_threshold": N_("Two game points"),
    "four_hand_schneider": N_("Two game points: whose points count"),
    "phase2_must_head": N_("Following"),
    "must_undertrump": N_("Following"),
    "illegal_move_policy": N_("Renege"),
    "count_marriages_for_schneider": N_("Marriages in the count"),
    "show_running_points": N_("Running points"),
    "three_player_points": N_("Scoring for three"),
    "idle_dealer_scores": N_("Dealer sitting out"),
    "four_hand_marriages": N_("Marriages"),
}
"""Every switch that has a sentence, in the order the differences are listed; ``dealer_sits_out``
is told with ``players``."""

# Sentences that do not depend on the form of the game: (switch, value) -> text.
_PLAIN: dict[tuple[str, Any], str] = {
    ("pack", 24): N_("24 cards: ace, ten, king, queen, jack and nine of each suit."),
    ("pack", 20): N_("20 cards: ace, ten, king, queen and jack of each suit, without nines."),
    ("pack", 32): N_("32 cards: ace, ten, king, queen, jack, nine, eight and seven of each suit."),
    ("deal_pattern", "3_trump_3"): N_(
        "The dealer gives each player 3 cards, turns up the next card as the trump card, then gives 3 more each."
    ),
    ("deal_pattern", "3_3_trump"): N_(
        "The dealer gives each player 3 cards, then 3 more, and turns up the next card as the trump card."
    ),
    ("deal_pattern", "one_by_one_then_trump"): N_(
        "The dealer deals one card at a time until each player has 6, then turns up the next card as the trump card."
    ),
    ("deal_pattern", "3_trump_2"): N_(
        "The dealer gives each player 3 cards, turns up the next card as the trump card, then gives 2 more each."
    ),
    ("deal_pattern", "3_2_3"): N_(
        "All the cards are dealt, 8 to each player, in packets of 3, 2 and 3 from the dealer's left. The very last"
        " card, the dealer's own, is shown to everybody: its suit is trumps, and it stays in the dealer's hand."
    ),
    ("deal_pattern", "3_3"): N_(
        "All the cards are dealt, 6 to each player, in two rounds of 3 from the dealer's left. The very last"
        " card, the dealer's own, is shown to everybody: its suit is trumps, and it stays in the dealer's hand."
    ),
    ("first_dealer", "random"): N_("The first dealer is chosen at random."),
    ("first_dealer", "low_card"): N_("For the first hand everyone draws a card, and the lowest card deals."),
    ("marriage_requires_trick", False): N_("Marriage points count at once, even before you have won a trick."),
    ("marriage_on_opening_lead", True): N_(
        "A marriage may be announced even on the first lead of the hand, before anyone has won a trick."
    ),
    ("marriage_on_opening_lead", False): N_(
        "A marriage may be announced only after you have won a trick, so never on the first lead of the hand."
    ),
    ("exchange_requires_trick", True): N_("You may exchange only after you have won a trick in this hand."),
    ("exchange_requires_trick", False): N_("You may exchange even before you have won a trick."),
    ("exchange_min_stock", 2): N_(
        "The exchange is allowed as long as the trump card still lies under the stock, even with just one card on it."
    ),
    ("exchange_min_stock", 4): N_(
        "The exchange is allowed only while the stock holds more than 2 cards, the trump card included."
    ),
    ("exchange_on_opponent_close", False): N_("Once the stock is closed, nobody may exchange."),
    ("close_before_draw", True): N_(
        "You may close either right after winning a trick, before anybody draws, or after the draw."
    ),
    ("close_before_draw", False): N_("You may close only with a full hand, after the draw."),
    ("close_on_opening_lead", True): N_("The non-dealer may close even before the first trick."),
    ("close_on_opening_lead", False): N_("Nobody may close before the first trick has been played."),
    ("close_stock_limits", (2, 12)): N_("The stock may be closed at any time while it is open."),
    ("close_stock_limits", (2, 4)): N_(
        "The stock may be closed only when it holds 4 cards or fewer, the trump card included."
    ),
    ("close_stock_limits", (6, 12)): N_(
        "The stock may be closed only while it holds at least 6 cards, the trump card included."
    ),
    ("close_stock_limits", (4, 12)): N_(
        "The stock may not be closed when only 2 cards are left in it: the trump card and one more."
    ),
    ("closed_success_basis", "end"): N_(
        "If the closer makes 66, the game points are counted as usual from the opponent's tricks and points at"
        " the end of the hand."
    ),
    ("closed_success_basis", "at_close"): N_(
        "If the closer makes 66, the game points are counted from what the opponent had when the stock was"
        " closed: 3 if they had no trick then, even if they took tricks later."
    ),
    ("closed_success_basis", "always_3"): N_("If the closer makes 66, the closer always scores 3 game points."),
    ("closed_fail", "2or3_at_close"): N_(
        "If the closer fails to make 66, the opponent scores 2 game points, or 3 if they had no trick when the"
        " stock was closed."
    ),
    ("closed_fail", "2or3_at_end"): N_(
        "If the closer fails to make 66, the opponent scores 2 game points, or 3 if they have no trick at the"
        " end of the hand."
    ),
    ("closed_fail", "flat_2"): N_(
        "If the closer fails to make 66, the opponent scores 2 game points, however few points or tricks they have."
    ),
    ("closed_fail", "always_3"): N_("If the closer fails to make 66, the opponent always scores 3 game points."),
    ("closer_no_trick_penalty", "off"): N_("A closer who fails without taking a trick pays no extra penalty."),
    ("closer_no_trick_penalty", 6): N_(
        "A closer who fails without taking a single trick gives the opponent 6 game points."
    ),
    ("last_trick_bonus", "none"): N_("There is no bonus for the last trick."),
    ("played_out_points", "value"): N_("A hand won by the last trick is scored as usual."),
    ("played_out_points", "1"): N_("A hand won by the last trick is worth only 1 game point."),
    ("drawn_hand_carry", "none"): N_("Nobody scores for a drawn hand."),
    ("drawn_hand_carry", "+1_to_next_winner"): N_(
        "Each drawn hand adds 1 game point to what the winners of the next hand score."
    ),
    ("declaration_mode", "explicit"): N_(
        "Reaching 66 does not end the hand by itself: you must declare it («Enough!»). You may declare right"
        " after winning a trick, and that trick already counts."
    ),
    ("declaration_mode", "automatic"): N_(
        "Nobody needs to declare: as soon as a player has 66 or more after winning a trick, the hand ends in"
        " their favour."
    ),
    ("declaration_mode", "none"): N_(
        "Nobody declares: all the tricks are played, and the points are counted at the end."
    ),
    ("wrong_declaration", "flat_2"): N_(
        "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points."
    ),
    ("wrong_declaration", "2or3_opp_no_trick"): N_(
        "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points, or 3 if they"
        " have not won a trick yet."
    ),
    ("wrong_declaration", "2or3_declarer_no_trick"): N_(
        "Declaring with fewer than 66 points loses the hand: the opponent scores 2 game points, or 3 if the"
        " declarer has not won a trick yet."
    ),
    ("schwarz_basis", "tricks"): N_("**3** if the loser took no trick."),
    ("schwarz_basis", "points"): N_("**3** if the loser has no points at all, even with tricks of zero-point cards."),
    ("must_undertrump", True): N_("If you cannot over-trump, you must still play a lower trump."),
    ("must_undertrump", False): N_("If you cannot over-trump, you may play any card."),
    ("illegal_move_policy", "reject"): N_("A card that breaks these rules simply cannot be played."),
    ("count_marriages_for_schneider", True): N_("The loser's marriages count towards these points."),
    ("count_marriages_for_schneider", False): N_(
        "Only the cards in the loser's tricks count towards these points, not their marriages."
    ),
    ("show_running_points", "hidden"): N_(
        "Keep count of your points in your head: the running totals are not shown, just as at the table you may"
        " not look through the tricks you have taken."
    ),
    ("show_running_points", "shown"): N_("Your running points are shown on the screen."),
    ("three_player_points", "min"): N_(
        "The winner's game points are worked out against each of the two opponents, and the smaller value is"
        " scored: 2 only if both are below the line, 3 only if both would give 3."
    ),
    ("three_player_points", "sum"): N_(
        "The winner's game points are worked out against each of the two opponents, and both values are added together."
    ),
    ("three_player_points", "max"): N_(
        "The winner's game points are worked out against each of the two opponents, and the larger value is scored."
    ),
    ("idle_dealer_scores", "none"): N_("The dealer who sits out scores nothing."),
    ("idle_dealer_scores", "same_as_winner"): N_(
        "The dealer who sits out scores the same game points as the winner of the hand, but cannot win the match"
        " that way: at most one point short of the target."
    ),
    ("four_hand_marriages", False): N_("No marriages are played."),
    ("four_hand_marriages", True): N_(
        "Marriages are played: the player on lead announces, and the points go to the side once it has won a trick."
    ),
    ("four_hand_schneider", "winners_gt_100"): N_("**2** if the winning side has more than 100 points."),
}


def _plain(r: Rules, name: str, lang: str) -> str:
    value = getattr(r, name)
    text = _PLAIN.get((name, value))
    return f"[{name} = {value}]" if text is None else _(text, lang=lang)


def _players(r: Rules, lang: str) -> str:
    if r.players == 2:
        return _("A game for two players.", lang=lang)
    if r.dealer_sits_out:
        return _(
            "Three players: in each hand the dealer sits out, and the other two play against each other.", lang=lang
        )
    if r.players == 3:
        return _("Three players, each for themselves; all the cards are dealt, and there is no stock.", lang=lang)
    return _(
        "Four players, two against two, partners sitting opposite each other; all the cards are dealt, and there"
        " is no stock.",
        lang=lang,
    )


def _match_target(r: Rules, lang: str) -> str:
    n = r.match_target
    if r.partnerships:
        return _n(
            "The first side to reach {n} game point wins the match.",
            "The first side to reach {n} game points wins the match.",
            n,
            lang=lang,
        )
    return _n(
        "The first player to reach {n} game point wins the match.",
        "The first player to reach {n} game points wins the match.",
        n,
        lang=lang,
    )


def _next_dealer(r: Rules, lang: str) -> str:
    if r.next_dealer == "winner":
        return _(
            "The winner of a hand deals the next one, so the loser leads; after a drawn hand the same dealer deals"
            " again.",
            lang=lang,
        )
    if r.players == 2:
        return _("The players take turns to deal.", lang=lang)
    return _("The deal passes to the left after every hand.", lang=lang)


def _marriage_requires_trick(r: Rules, lang: str) -> str:
    if not r.marriage_requires_trick:
        return _plain(r, "marriage_requires_trick", lang)
    if r.partnerships:
        return _(
            "Marriage points count only once your side has won a trick: until then they wait, and they are lost if"
            " your side wins no trick.",
            lang=lang,
        )
    return _(
        "Marriage points count only once you have won a trick: until then they wait, and they are lost if you win"
        " no trick in the hand.",
        lang=lang,
    )


def _marriage_in_phase2(r: Rules, lang: str) -> str:
    if r.has_stock and r.marriage_in_phase2:
        return _("Marriages may be announced at any time, also after the stock is closed or exhausted.", lang=lang)
    if r.has_stock:
        return _(
            "Marriages may be announced only while the stock is open, the last lead before it runs out included;"
            " once it is closed or exhausted there are no more marriages.",
            lang=lang,
        )
    if r.marriage_in_phase2:
        return _("A marriage may be announced on any lead.", lang=lang)
    return _(
        "No marriage can be announced: this setting allows them only while a stock is open, and this form has no"
        " stock.",
        lang=lang,
    )


def _claim_after_marriage(r: Rules, lang: str) -> str:
    if r.declaration_mode == "automatic":
        if r.claim_after_marriage:
            return _("If a marriage brings you to 66 or more, the hand ends at once in your favour.", lang=lang)
        return _("If a marriage brings you to 66, the hand ends only when you next win a trick.", lang=lang)
    if r.claim_after_marriage:
        return _("If a marriage brings you to 66 or more, you may declare at once, without leading.", lang=lang)
    return _(
        "Even when a marriage brings you to 66, you must first lead and win a trick before you may declare.", lang=lang
    )


def _exchange_card(r: Rules, lang: str) -> str:
    card = exchange_card_word(r.exchange_card, lang)
    return _("The card exchanged for the trump card is the {card}.", lang=lang, card=card)


def _exchange_on_opponent_close(r: Rules, lang: str) -> str:
    if not r.exchange_on_opponent_close:
        return _plain(r, "exchange_on_opponent_close", lang)
    card = exchange_card_word(r.exchange_card, lang)
    return _(
        "When your opponent closes the stock, you may at once exchange the {card} for the trump card, even"
        " without a trick.",
        lang=lang,
        card=card,
    )


def _beaten_closer(r: Rules, lang: str) -> str:
    if r.declaration_mode == "automatic":
        if r.beaten_closer == "flat_2":
            return _("If the closer's opponent reaches 66 first, they score 2 game points.", lang=lang)
        return _("If the closer's opponent reaches 66 first, they score as for a failed close.", lang=lang)
    if r.beaten_closer == "flat_2":
        return _("If the closer's opponent declares 66 first, they score 2 game points.", lang=lang)
    return _("If the closer's opponent declares 66 first, they score as for a failed close.", lang=lang)


def _last_trick_bonus(r: Rules, lang: str) -> str:
    if r.last_trick_bonus == "none":
        return _plain(r, "last_trick_bonus", lang)
    if not r.has_stock:
        return _("The winner of the last trick gets 10 extra points.", lang=lang)
    if r.last_trick_bonus == "always":
        return _("The winner of the last trick gets 10 extra points, even when the stock was closed.", lang=lang)
    return _("The winner of the last trick gets 10 extra points, unless the stock was closed.", lang=lang)


def _played_out_resolution(r: Rules, lang: str) -> str:
    if r.played_out_resolution == "last_trick_wins":
        if r.has_stock:
            return _(
                "If the stock was not closed and all the cards are played, the winner of the last trick wins the"
                " hand, whatever the points.",
                lang=lang,
            )
        return _(
            "When all the cards are played, the winner of the last trick wins the hand, whatever the points.", lang=lang
        )
    if r.has_stock:
        return _(
            "If the stock was not closed and all the cards are played, whoever has 66 or more wins; at 65 to 65"
            " the hand is a draw.",
            lang=lang,
        )
    if r.partnerships:
        return _(
            "When all the cards are played, the side with 66 or more wins; at 65 to 65 the hand is a draw.", lang=lang
        )
    return _(
        "When all the cards are played, whoever has 66 or more wins; if nobody has, nobody scores and the next"
        " hand is dealt.",
        lang=lang,
    )


def _both_66_at_end(r: Rules, lang: str) -> str:
    three = r.players == 3 and not r.dealer_sits_out
    how = r.both_66_at_end
    if how == "last_trick_winner" and three:
        return _(
            "If two players have 66 or more at the end (possible only with marriages), the winner of the last trick"
            " wins if they are one of them, otherwise the higher total.",
            lang=lang,
        )
    if how == "last_trick_winner" and r.partnerships:
        return _(
            "If both sides have 66 or more at the end (possible only with marriages), the side that won the last"
            " trick wins.",
            lang=lang,
        )
    if how == "last_trick_winner":
        return _(
            "If both sides have 66 or more at the end (possible only with marriages), the winner of the last"
            " trick wins.",
            lang=lang,
        )
    if how == "higher_total":
        return _(
            "If more than one side has 66 or more at the end (possible only with marriages), the higher total wins.",
            lang=lang,
        )
    return _(
        "If more than one side has 66 or more at the end (possible only with marriages), the hand is replayed and"
        " nobody scores.",
        lang=lang,
    )


def _schneider(r: Rules, lang: str) -> str:
    return _n(
        "**2** if the loser has fewer than {n} point.",
        "**2** if the loser has fewer than {n} points.",
        r.schneider_threshold,
        lang=lang,
    )


def _four_hand_schneider(r: Rules, lang: str) -> str:
    if r.four_hand_schneider == "opp_lt_33":
        return _n(
            "**2** if the losing side has fewer than {n} point.",
            "**2** if the losing side has fewer than {n} points.",
            r.schneider_threshold,
            lang=lang,
        )
    return _plain(r, "four_hand_schneider", lang)


# Partners lose together: "the loser" of the two-player sentences is then the losing side
# (a QA player read «если проигравший не взял ни одной взятки» in the four-player rules).
_LOSING_SIDE = {
    ("schwarz_basis", "tricks"): N_("**3** if the losing side took no trick."),
    ("schwarz_basis", "points"): N_(
        "**3** if the losing side has no points at all, even with tricks of zero-point cards."
    ),
    ("count_marriages_for_schneider", True): N_("The losing side's marriages count towards these points."),
    ("count_marriages_for_schneider", False): N_(
        "Only the cards in the losing side's tricks count towards these points, not its marriages."
    ),
}


def _by_the_losing_side(name: str) -> Callable[[Rules, str], str]:
    def sentence(r: Rules, lang: str) -> str:
        if r.partnerships:
            return _(_LOSING_SIDE[(name, getattr(r, name))], lang=lang)
        return _plain(r, name, lang)

    return sentence


def _phase2_must_head(r: Rules, lang: str) -> str:
    if not r.phase2_must_head:
        return _(
            "You must follow suit, with any card of it; without that suit you must trump if you can, with any trump.",
            lang=lang,
        )
    if r.has_stock:
        return _(
            "You must follow suit and beat the card led with a higher one of its suit if you can; a trump led must"
            " be beaten with a higher trump if you can. Without the suit led you must trump if you can.",
            lang=lang,
        )
    return _(
        "You must follow suit and, if you can, beat the best card of that suit in the trick (if someone has already"
        " trumped, any card of the suit will do). Without the suit you must trump, and over-trump a winning trump"
        " if you can.",
        lang=lang,
    )


def _illegal_move_policy(r: Rules, lang: str) -> str:
    if r.illegal_move_policy == "reject":
        return _plain(r, "illegal_move_policy", lang)
    if r.players == 3 and not r.dealer_sits_out:
        return _(
            "A card played against these rules (a renege) loses the hand, and each of the other players scores 2"
            " game points.",
            lang=lang,
        )
    if r.partnerships:
        return _(
            "A card played against these rules (a renege) loses the hand, and the other side scores 2 game points.",
            lang=lang,
        )
    return _(
        "A card played against these rules (a renege) loses the hand, and the opponent scores 2 game points.",
        lang=lang,
    )


_SPECIAL: dict[str, Callable[[Rules, str], str]] = {
    "players": _players,
    "match_target": _match_target,
    "next_dealer": _next_dealer,
    "marriage_requires_trick": _marriage_requires_trick,
    "marriage_in_phase2": _marriage_in_phase2,
    "claim_after_marriage": _claim_after_marriage,
    "exchange_card": _exchange_card,
    "exchange_on_opponent_close": _exchange_on_opponent_close,
    "beaten_closer": _beaten_closer,
    "last_trick_bonus": _last_trick_bonus,
    "played_out_resolution": _played_out_resolution,
    "both_66_at_end": _both_66_at_end,
    "schneider_threshold": _schneider,
    "four_hand_schneider": _four_hand_schneider,
    "schwarz_basis": _by_the_losing_side("schwarz_basis"),
    "count_marriages_for_schneider": _by_the_losing_side("count_marriages_for_schneider"),
    "phase2_must_head": _phase2_must_head,
    "illegal_move_policy": _illegal_move_policy,
}

_STOCK_ONLY = (
    "exchange_requires_trick",
    "exchange_min_stock",
    "exchange_on_opponent_close",
    "exchange_card",
    "close_before_draw",
    "close_on_opening_lead",
    "close_stock_limits",
    "closed_success_basis",
    "closed_fail",
    "closer_no_trick_penalty",
)


def can_marry(r: Rules) -> bool:
    """Can a marriage be announced at all in this form and these rules?"""
    return r.marriages_allowed and (r.has_stock or r.marriage_in_phase2)


def marriage_may_wait(r: Rules) -> bool:
    """Can a marriage be announced before its side has won a trick (and so wait for one)?
    Only on the hand's opening lead: every other lead follows a trick the leader's side
    won.  Santase bars that lead, and its help had told of waiting marriages all the same."""
    return can_marry(r) and r.marriage_on_opening_lead


def applies(r: Rules, name: str) -> bool:
    """Does switch ``name`` make any difference in the form of game ``r`` describes?"""
    three = r.players == 3 and not r.dealer_sits_out
    counts = r.played_out_resolution == "counts"  # the only way a hand can be drawn
    checks: dict[str, bool] = {
        "marriage_requires_trick": marriage_may_wait(r),
        "marriage_on_opening_lead": can_marry(r),
        "marriage_in_phase2": r.marriages_allowed,
        "claim_after_marriage": can_marry(r) and r.declaration_mode != "none",
        "count_marriages_for_schneider": can_marry(r),
        "beaten_closer": r.has_stock and r.declaration_mode != "none",
        "played_out_points": r.played_out_resolution == "last_trick_wins",
        "both_66_at_end": can_marry(r) and r.declaration_mode != "automatic" and counts,
        "drawn_hand_carry": counts,
        "wrong_declaration": r.declaration_mode == "explicit" and not three,
        "schneider_threshold": not (r.partnerships and r.four_hand_schneider == "winners_gt_100"),
        "must_undertrump": not r.has_stock and r.phase2_must_head,
        "three_player_points": three,
        "idle_dealer_scores": r.dealer_sits_out,
        "four_hand_marriages": r.partnerships,
        "four_hand_schneider": r.partnerships,
        # Closing at the opening lead needs the full stock to be within the close limits.
        "close_on_opening_lead": r.close_stock_limits[0] <= _opening_stock(r) <= r.close_stock_limits[1],
    }
    if name in _STOCK_ONLY:
        return r.has_stock and checks.get(name, True)
    return name in SWITCH_TITLES and checks.get(name, True)


def _opening_stock(r: Rules) -> int:
    """The stock at the first lead, the turned trump card counted (rules §0); a dealer
    who sits out holds no cards."""
    return r.pack - (r.players - r.dealer_sits_out) * r.hand_size


def describe(r: Rules, name: str, lang: str) -> str:
    """The sentence for switch ``name`` at its value in ``r``; ``[name = value]`` if it has none."""
    special = _SPECIAL.get(name, _plain_of(name))
    return special(r, lang)


def describe_choice(r: Rules, name: str, lang: str) -> str:
    """``describe`` for the own-rules screen, where every rule has a row of its own: there
    a four-hand game's "2 if the loser has fewer than 33" was the threshold row's sentence
    twice over, under the same title, so this row says what it chooses between."""
    if name == "four_hand_schneider" and r.four_hand_schneider == "opp_lt_33":
        return _(
            "**2** by the losing side's points (fewer than {n}), not by the winning side's (more than 100).",
            lang=lang,
            n=r.schneider_threshold,
        )
    return describe(r, name, lang)


def _plain_of(name: str) -> Callable[[Rules, str], str]:
    return lambda r, lang: _plain(r, name, lang)
