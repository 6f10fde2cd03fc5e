"""Sentences the table shows: what someone did, why a move is refused, why a move is suggested,
what closing risks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine import CARD_STR
from engine.bots.hints import Hint, SearchedHint, wins_say_why
from engine.bots.review import PlayCheck, Review
from engine.legality import Refusal
from engine.result import HandResult
from engine.rules import Rules
from engine.scoring import wrong_claim
from engine.view import PlayerView

from ..i18n import _, _n
from ..i18n.terms import (
    card_word,
    chances_text,
    game_points_fraction,
    game_points_text,
    join_names,
    points_text,
    possible_deals_text,
    rank_word,
    suit_word,
)
from ..keys import N_
from ..names import sides
from ..widgets.cardface import CardStyle


def carried_sentence(rules: Rules, result: HandResult, gained: Sequence[int]) -> str:
    """ "Plus 1 game point for the drawn hand before: 2 game points in all.", where a drawn
    hand's point went to this hand's winners (``drawn_hand_carry``), whose score rose by
    ``gained`` (by seat); "" otherwise.  The hand's own sentence says what it was worth,
    and the score had risen by more with nothing to say why."""
    if rules.drawn_hand_carry == "none" or result.winner is None:
        return ""
    extra = gained[result.winner] - result.scores[result.winner]
    if extra <= 0:
        return ""
    return _n(
        "Plus {carried} for the drawn hand before: {total} in all.",
        "Plus {carried} for the drawn hands before: {total} in all.",
        extra,
        carried=game_points_text(extra),
        total=game_points_text(gained[result.winner]),
    )


def side_values(rules: Rules, values: Sequence[int]) -> list[int]:
    """A by-seat list as the score columns read it: one per seat, or one per partnership."""
    return list(values[:2]) if rules.partnerships else list(values)


def card_points_line(names: Sequence[str], rules: Rules, points: Sequence[int], resting: int | None) -> str:
    """«Маша 72 · Петя 28»: each side's card points in a finished hand (``points`` by seat,
    a partnership's under either partner).  The dealer ``resting`` who sat the hand out
    took no card, and is not listed as if they had scored 0."""
    named = zip(sides(names, rules.partnerships), side_values(rules, points), strict=False)
    return " · ".join(f"{name} {pts}" for side, (name, pts) in enumerate(named) if side != resting)


def action_words(name: str, action: str, style: CardStyle, trump: int | None) -> str:
    """``"Boris: K♥"``, ``"Anna: marriage ♥ 40"``: one event for the table's log; a
    marriage is worth 40 in ``trump``, else 20 (None: not said, the trump being unsure)."""
    verb, _sp, arg = action.partition(" ")
    if verb == "play":
        what = style.plain(CARD_STR.index(arg))
    elif verb == "announce":
        suit = "CDHS".index(arg)
        what = _("marriage {suit}", suit=style.suit(suit))
        if trump is not None:
            what += " " + ("40" if suit == trump else "20")
    else:
        what = {
            "exchange": _("exchanges the trump card"),
            "close": _("closes the stock"),
            "draw": _("draws"),
            "pass": _("passes"),
            "declare": _("declares 66"),
        }.get(verb, action)
    return f"{name}: {what}" if name else what


def marriage_ending(view: PlayerView, style: CardStyle) -> str | None:
    """ "66 reached with the marriage ♣ 20." where a finished hand's last move was a
    marriage (66 then ends the hand by itself), or "66 declared right after the marriage
    ♣ 20." where the seat declared straight after one: the score screen covers the table,
    and the points would seem to come from nowhere.  None for any other ending."""
    if view.result is None or not view.history:
        return None
    seat, _sp, last = view.history[-1].partition(" ")
    # A right claim only (a closed hand's is scored as a close, won or beaten).
    if last == "declare" and view.result.reason != "wrong_declaration" and len(view.history) > 1:
        before, _sp, marriage = view.history[-2].partition(" ")
        verb, _sp, arg = marriage.partition(" ")
        if before == seat and verb == "announce":
            return _("66 declared right after the marriage {suit} {points}.", **_marriage(view, arg, style))
        return None
    verb, _sp, arg = last.partition(" ")
    if verb != "announce":
        return None
    return _("66 reached with the marriage {suit} {points}.", **_marriage(view, arg, style))


def _marriage(view: PlayerView, suit_letter: str, style: CardStyle) -> dict[str, str]:
    suit = "CDHS".index(suit_letter)
    return {"suit": style.suit(suit), "points": "40" if suit == view.trump else "20"}


# The table's buttons for the moves that are not a card.
ACTION_LABELS = {
    "draw": N_("Draw"),
    "exchange": N_("Exchange trump"),
    "close": N_("Close"),
    "declare": N_("Declare 66"),
    "pass": N_("Pass"),
}


def move_words(action: str, style: CardStyle) -> str:
    """A move to make, as the table offers it: ``"K♥"``, ``"Marriage ♥"``, ``"Draw"`` (a
    hint names the move this way, not as the log's ``"draws"``)."""
    verb, _sp, arg = action.partition(" ")
    if verb == "play":
        return style.plain(CARD_STR.index(arg))
    if verb == "announce":
        return _("Marriage") + " " + style.suit("CDHS".index(arg))
    label = ACTION_LABELS.get(verb)
    return _(label) if label is not None else action


_REFUSALS = {
    "hand_over": N_("The hand is over."),
    # The status line already says what the offer is; these answer a key pressed meanwhile.
    "offer_pending": N_("Not yet: first exchange the trump card (x) or pass (p)."),
    "offer_pass_only": N_("Not yet: first pass (p)."),
    "must_draw": N_("Draw first (Enter), or close the stock."),
    "not_in_hand": N_("That card is not in your hand."),
    "must_head": N_("You must follow suit with a higher card ({suit})."),
    "must_follow": N_("You must follow suit ({suit})."),
    "must_overtrump": N_("You must over-trump ({suit})."),
    "must_trump": N_("You have no card of the suit led: you must trump ({suit})."),
    "may_not_play": N_("That card may not be played now."),
    "marriage_lead": N_("After the marriage you must lead its king or queen ({suit})."),
    "may_not_lead": N_("That card may not be led now."),
    "card_only": N_("Only a card may be played while a trick is on the table."),
    "marriage_on_lead": N_("A marriage is announced as you lead, before your card."),
    "one_marriage": N_("Only one marriage per lead."),
    "no_marriages": N_("These rules have no marriages."),
    "marriage_stock_open": N_("Marriages count only while the stock is open."),
    "marriage_after_trick": N_("You may announce a marriage only after winning a trick."),
    "marriage_cards": N_("You need the king and queen of {suit} for that marriage."),
    "exchange_stock_open": N_("The trump card can be exchanged only while the stock is open."),
    "exchange_turned": N_("The trump card is the {card} itself: there is nothing to exchange."),
    "exchange_card": N_("You need the {card} to exchange the trump card."),
    "exchange_stock_small": N_("Too few cards are left in the stock to exchange."),
    "exchange_after_trick": N_("You may exchange the trump card only after winning a trick."),
    "no_stock": N_("This game has no stock: nothing to close, no trump card to exchange."),
    "close_stock_gone": N_("The stock is already closed or used up."),
    "close_stock_full": N_("Too many cards are left in the stock to close it under these rules (see ?)."),
    "close_stock_low": N_("Too few cards are left in the stock to close it."),
    "close_opening": N_("The stock may not be closed before the first trick."),
    "nothing_to_draw": N_("There is nothing to draw now."),
    "no_offer": N_("There is nothing to pass on."),
    "no_declaring": N_("In these rules 66 counts by itself: nothing to declare."),
    "declare_not_now": N_("You may declare only just after winning a trick or announcing a marriage."),
    "not_your_turn": N_("Wait for your turn."),
    "not_an_action": N_("That is not a move."),
    "busy": N_("Your last move is still on its way."),
}


def word_refusal(refusal: Refusal, style: CardStyle) -> str:
    """One sentence in the player's language for a refused action."""
    template = _REFUSALS.get(refusal.code)
    if template is None:
        return refusal.text[:1].upper() + refusal.text[1:] + "."
    suit = style.suit(refusal.suit) if refusal.suit >= 0 else ""
    card = style.plain(refusal.card) if refusal.card >= 0 else ""
    return _(template, suit=suit, card=card)


# Hint reasons by ``Hint.code``.  The English is the engine's own sentence; the fields
# are {card} and {other} (cards, with cases), {rank} and {led_rank} (the ranks of
# ``card`` and ``other``), {suit} (with cases), {points} ("21 points") and {total}.
_HINTS = {
    "declare": N_("Declare: you have {total}"),
    "only_card": N_("The {card} is the only card you may play"),
    "pass_no_card": N_("Pass: you do not hold the card to exchange"),
    "draw_forced": N_("Draw your card"),
    "only_move": N_("The only legal move"),
    "exchange_offer": N_("Exchange your {card} for the {other}: a higher trump"),
    "exchange": N_("Exchange the {card} for the {other}: a higher trump"),
    "close_before_draw": N_("Close before drawing: your sure tricks bring you to about {total}"),
    "draw": N_("Too early to close: your hand is not yet strong enough"),
    "close": N_("Close: your sure tricks bring you to about {total}"),
    "close_won": N_("Close: with exact play, closing wins the hand in every possible deal tried"),
    "close_before_draw_won": N_(
        "Close before drawing: with exact play, closing wins the hand in every possible deal tried"
    ),
    "marriage": N_("Announce the marriage in {suit}: {points}"),
    "marriage_needs_trick": N_("Announce the marriage in {suit}: {points} once you win a trick"),
    "counted_win": N_("Play the {card}: with every card counted, this wins the hand"),
    "counted_lose": N_("Play the {card}: every card is counted; this loses the least"),
    "counted_best": N_("Play the {card}: every card is counted; this is the best play"),
    "counted_marriage_win": N_("Announce the marriage in {suit}: with every card counted, this wins the hand"),
    "counted_marriage_lose": N_("Announce the marriage in {suit}: every card is counted; this loses the least"),
    "counted_marriage_best": N_("Announce the marriage in {suit}: every card is counted; this is the best play"),
    "lead_marriage": N_("Lead the {card} of your marriage"),
    "lead_ace_before_marriage": N_("Lead the {card} first, then announce the marriage: the ace clears the way"),
    "lead_makes_66": N_("Lead the {card}: it cannot be beaten and makes 66"),
    "lead_low": N_("Lead the {card}: a low card, little to lose"),
    "lead_safest": N_("Lead the {card}: it risks the least"),
    "lead_pull_trumps": N_("Lead the {card}: pull the trumps out first"),
    "lead_sure": N_("Lead the {card}: it cannot be beaten"),
    "lead_likely": N_("Lead the {card}: it should win the trick"),
    "lead_cheapest": N_("Lead the {card}: it costs the least to lose"),
    "lead_chance": N_("Lead the {card}: it has a good chance to win the trick"),
    "lead_balance": N_("Lead the {card}: the best balance of the chance of the trick and the points at risk"),
    "take": N_("Take the {led_rank} with your {rank}: {points}"),
    "take_66": N_("Take the {led_rank} with your {rank}: {points}: that makes {total}, enough to declare"),
    "trump": N_("Trump the {other} with the {card}: {points}"),
    "trump_66": N_("Trump the {other} with the {card}: {points}: that makes {total}, enough to declare"),
    "win": N_("Win the trick with the {card}: {points} so far"),
    "win_66": N_("Win the trick with the {card}: {points} so far: that makes {total}, enough to declare"),
    "may_win": N_("Play the {card}: it wins for now, though a later player may beat it"),
    "give_partner": N_("Your partner is winning: give them the {card}"),
    "partner_winning": N_("Your partner is winning: play the {card}"),
    "throw": N_("Let the trick go: throw the {card}"),
    "duck": N_("Let the trick go cheaply with the {card}"),
    "duck_dear": N_("The trick is lost either way: let it go with the {card}"),
    "searched": N_("Over {deals} it scores {gain} a hand more than the {other}"),
    "searched_wins": N_("It wins the hand in {wins} of {deals}; the {other} wins it in {other_wins}"),
    "searched_match": N_(
        "Over {deals} your chance of winning the match is {chance} with it, {other_chance} with the {other}"
    ),
}

# The reasons that name the player's total, for a table that keeps it hidden (classic:
# the player keeps count, as the rules say): "you have 72" would count for them.
_HINTS_TOTAL_HIDDEN = {
    "declare": N_("Declare: you have 66 or more"),
    "close_before_draw": N_("Close before drawing: your sure tricks should bring you to 66"),
    "close": N_("Close: your sure tricks should bring you to 66"),
    "take_66": N_("Take the {led_rank} with your {rank}: {points}: enough to declare"),
    "trump_66": N_("Trump the {other} with the {card}: {points}: enough to declare"),
    "win_66": N_("Win the trick with the {card}: {points} so far: enough to declare"),
}

# A searched hint (``SearchedHint``) names the rule of thumb's move it beats: a card
# ("searched" above) or one of these.
_SEARCHED_INSTEAD = {
    "draw": N_("Over {deals} it scores {gain} a hand more than drawing"),
    "close": N_("Over {deals} it scores {gain} a hand more than closing"),
    "pass": N_("Over {deals} it scores {gain} a hand more than passing"),
}
_SEARCHED_WINS_INSTEAD = {
    "draw": N_("It wins the hand in {wins} of {deals}; drawing wins it in {other_wins}"),
    "close": N_("It wins the hand in {wins} of {deals}; closing wins it in {other_wins}"),
    "pass": N_("It wins the hand in {wins} of {deals}; passing wins it in {other_wins}"),
}
_SEARCHED_MATCH_INSTEAD = {
    "draw": N_("Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you draw"),
    "close": N_("Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you close"),
    "pass": N_("Over {deals} your chance of winning the match is {chance} with it, {other_chance} if you pass"),
}
_SEARCHED_INSTEADS = {
    "searched": _SEARCHED_INSTEAD,
    "searched_wins": _SEARCHED_WINS_INSTEAD,
    "searched_match": _SEARCHED_MATCH_INSTEAD,
}


def review_sentences(checked: Review, style: CardStyle, limit: int = 3) -> list[str]:
    """The solver's look back at one player's endgame: one sentence per slip (the first
    ``limit``), or one that says there was none; nothing when nothing could be judged."""
    if not checked.judged:
        return []
    if not checked.slips:
        return [_("Endgame check: once the stock was gone, every move you chose was the best.")]
    return [
        _(
            "Endgame check, trick {trick}: you played {played}; {best} was worth {gain} more.",
            trick=slip.trick,
            played=_named_move(slip.played, style),
            best=_named_move(slip.best, style),
            gain=game_points_text(slip.lost),
        )
        for slip in checked.slips[:limit]
    ]


def check_sentences(checked: PlayCheck, style: CardStyle, limit: int = 2) -> list[str]:
    """The search's look back at one player's play while cards were hidden: a sentence
    for each of the ``limit`` doubts that cost most, in the order played, or one that
    says there was none; nothing when nothing was searched."""
    sentences = []
    if checked.wrong_claim is not None:
        sentences.append(
            _(
                "Play check: you declared 66 with {points}, a wrong claim that lost the hand.",
                points=points_text(checked.wrong_claim),
            )
        )
    if not checked.judged:
        return sentences
    if not checked.doubts:
        if sentences:
            return [*sentences, _("Apart from that, while cards were hidden, the search found no move clearly better.")]
        return [_("Play check: while cards were hidden, the search found no move clearly better than yours.")]
    worst = sorted(sorted(checked.doubts, key=lambda d: -d.gain)[:limit], key=lambda d: d.move)
    for doubt in worst:
        fields = {
            "trick": doubt.trick,
            "played": _named_move(doubt.played, style),
            "best": _named_move(doubt.best, style),
            "deals": possible_deals_text(doubt.worlds),
        }
        if wins_say_why(doubt.wins, doubt.played_wins):  # as the hint says it
            sentence = _(
                "Play check, trick {trick}: you played {played}; over {deals}, {best} wins the hand "
                "in {wins} of them, your move in {played_wins}.",
                wins=f"{doubt.wins:.0%}",
                played_wins=f"{doubt.played_wins:.0%}",
                **fields,
            )
        elif doubt.chance >= 0:  # the hand could decide the match, and the search valued that
            chance, played_chance = chances_text(doubt.chance, doubt.played_chance)
            sentence = _(
                "Play check, trick {trick}: you played {played}; over {deals}, your chance of winning "
                "the match was {chance} with {best}, {played_chance} with your move.",
                chance=chance,
                played_chance=played_chance,
                **fields,
            )
        else:
            sentence = _(
                "Play check, trick {trick}: you played {played}; over {deals}, {best} scores {gain} a hand more.",
                gain=game_points_fraction(doubt.gain),
                **fields,
            )
        sentences.append(sentence)
    return sentences


def _named_move(action: str, style: CardStyle) -> str:
    """A move inside a sentence: a card as it is, any other by its button's label in
    quotes (``“Declare 66”``), which a capital mid-sentence would otherwise have to be."""
    words = move_words(action, style)
    return words if action.startswith("play ") else _("“{move}”", move=words)


def hint_sentence(hint: Hint, style: CardStyle, points_shown: bool = True) -> str:
    """``"Hint: K♥. Take the ten with the king…"``: the move as the table offers it, then why."""
    reason = word_hint(hint, style, points_shown)
    if not reason.endswith((".", "!", "?", "…")):  # the reasons are phrases; the line is a sentence
        reason += "."
    return _("Hint: {action}. {reason}", action=move_words(hint.action, style), reason=reason)


def word_hint(hint: Hint, style: CardStyle, points_shown: bool = True) -> str:
    """Why the hint suggests its move, in the player's language (the English reason
    for a code this table does not know).  Cards are named in words, in the case the
    sentence needs: the hint line already shows the move itself in ``style``.  Where the
    running points are not shown, the player's total is not given away either."""
    template = _HINTS.get(hint.code) if points_shown else _HINTS_TOTAL_HIDDEN.get(hint.code, _HINTS.get(hint.code))
    if template is None:
        return hint.reason
    fields: dict[str, object] = {}
    if isinstance(hint, SearchedHint):
        template = _SEARCHED_INSTEADS.get(hint.code, {}).get(hint.instead, template)
        fields.update(deals=possible_deals_text(hint.worlds), gain=game_points_fraction(hint.gain))
        fields.update(wins=f"{hint.wins:.0%}", other_wins=f"{hint.instead_wins:.0%}")
        chance, other_chance = chances_text(hint.chance, hint.instead_chance)
        fields.update(chance=chance, other_chance=other_chance)
    if hint.card >= 0:
        fields.update(card=card_word(hint.card), rank=rank_word(hint.card & 7))
    if hint.other >= 0:
        fields.update(other=card_word(hint.other), led_rank=rank_word(hint.other & 7))
    if hint.suit >= 0:
        fields["suit"] = suit_word(hint.suit)
    if hint.points >= 0:
        fields["points"] = points_text(hint.points)
    if hint.total >= 0:
        fields["total"] = hint.total
    try:
        return _(template).format(**fields)
    except (KeyError, ValueError):  # a hint without what its sentence names
        return hint.reason


def close_stake(view: PlayerView, names: Sequence[str]) -> str:
    """What closing now risks, from the closer's side: what the opponent scores if the
    close fails, under these rules (engine/scoring.py ``failed_close_value`` and ``claim``).

    A failed close is scored by ``closed_fail`` (2; 3; 3 if the opponent has no trick
    when the stock is closed; 3 if they have none at the end), by ``beaten_closer``
    when the opponent reaches 66 first (2 flat, or as a failed close), and by
    ``closer_no_trick_penalty`` (6 if the closer takes no trick at all).  "No trick"
    means no card points where ``schwarz_basis`` is "points"."""
    rules = view.rules
    opponent = next(p for p in range(len(names)) if p != view.seat and view.hand_sizes[p])
    opp_owner = opponent % 2 if rules.partnerships else opponent
    name = names[opponent]
    by_points = rules.schwarz_basis == "points"
    bare = view.points(opp_owner) == 0 if by_points else view.tricks[opp_owner] == 0
    fail = rules.closed_fail
    if fail == "flat_2" or (fail == "2or3_at_close" and not bare):
        low = high = 2
    elif fail == "always_3" or fail == "2or3_at_close":
        low = high = 3
    else:  # 2or3_at_end: 3 only if the opponent is still bare at the end
        low, high = 2, (3 if bare else 2)
    text = _("You must then reach 66 yourself, with no more cards drawn.")
    if low == high:
        stake = _n(
            "If you fail, {name} scores {n} game point.", "If you fail, {name} scores {n} game points.", low, name=name
        )
    elif by_points:
        stake = _("If you fail, {name} scores 2 game points, or 3 if they win no card points.", name=name)
    else:
        stake = _("If you fail, {name} scores 2 game points, or 3 if they take no trick.", name=name)
    text += "\n" + stake
    if rules.declaration_mode != "none" and rules.beaten_closer == "flat_2" and low > 2:
        text += " " + _n(
            "If {name} gets to 66 first, they score {n} game point instead.",
            "If {name} gets to 66 first, they score {n} game points instead.",
            2,
            name=name,
        )
    if rules.closer_no_trick_penalty == 6 and view.tricks[view.owner] == 0:
        text += " " + _n(
            "If you take no trick at all, {name} scores {n} game point.",
            "If you take no trick at all, {name} scores {n} game points.",
            6,
            name=name,
        )
    return text


def asked_first(view: PlayerView, action: str, names: Sequence[str], points_shown: bool) -> tuple[str, str] | None:
    """The question a move is asked with before it is made, as its headline and what is at
    stake, or None for a move made at once: closing, and a claim that the running points
    shown do not already make right (a wrong claim loses the hand).  The app and the
    plain-text game ask the same."""
    if action == "close":
        return _("Close the stock?"), close_stake(view, names)
    if action != "declare" or (points_shown and view.points() >= 66):
        return None
    if points_shown:
        lost = _(
            "You have {n}: fewer than 66, so the claim is wrong and you lose the hand.", n=points_text(view.points())
        )
    else:  # the count stays the player's to keep: nothing is given away
        lost = _("With fewer than 66 the claim is wrong and you lose the hand.")
    return _("Declare 66?"), lost + "\n" + wrong_claim_stake(view, names)


def wrong_claim_stake(view: PlayerView, names: Sequence[str]) -> str:
    """Who scores what if the claim is wrong, under these rules: "Boris then scores 2
    game points."  The stake depends only on what the seat sees (tricks taken, who
    closed), so any world sampled from its view gives it."""
    result = wrong_claim(view.sample_world(random.Random(0)), view.seat)
    scorers = [p for p, s in enumerate(result.scores) if s > 0]
    n = result.game_points
    if len(scorers) == 1:
        return _n("{who} then scores {n} game point.", "{who} then scores {n} game points.", n, who=names[scorers[0]])
    who = join_names([names[p] for p in scorers])
    if view.rules.partnerships:
        return _n("{who} then score {n} game point.", "{who} then score {n} game points.", n, who=who)
    return _n("{who} then score {n} game point each.", "{who} then score {n} game points each.", n, who=who)
