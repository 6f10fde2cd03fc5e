"""Sentences the table shows: what someone did, why a move is refused, what closing risks."""

from __future__ import annotations

from collections.abc import Sequence

from engine import CARD_STR, HandState, IllegalAction
from engine.actions import ActionError, parse_action
from engine.legality import Refusal, why_illegal
from engine.rules import Rules
from engine.view import PlayerView

from ..i18n import _
from ..keys import N_
from ..widgets.cardface import CardStyle


def action_words(name: str, action: str, style: CardStyle, rules: Rules) -> str:
    """``"Boris: K♥"``, ``"Anna: marriage ♥ (40)"``: one event for the table's log."""
    verb, _sp, arg = action.partition(" ")
    if verb == "play":
        what = style.plain(CARD_STR.index(arg))
    elif verb == "announce":
        what = _("marriage {suit}", suit=style.suit("CDHS".index(arg)))
    else:
        what = {
            "exchange": _("exchanges the trump card"),
            "close": _("closes the stock"),
            "draw": _("draws"),
            "pass": _("passes"),
            "declare": _("declares 66"),
        }.get(verb, action)
    return f"{name}: {what}" if name else what


_REFUSALS = {
    "hand_over": N_("The hand is over."),
    "offer_pending": N_("The stock was closed: exchange the trump card or pass."),
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
    "one_marriage": N_("Only one marriage per lead."),
    "no_marriages": N_("These rules have no marriages."),
    "marriage_stock_open": N_("Marriages count only while the stock is open."),
    "marriage_after_trick": N_("You may announce a marriage only after winning a trick."),
    "marriage_cards": N_("You need the king and queen of {suit} for that marriage."),
    "exchange_stock_open": N_("The trump card can be exchanged only while the stock is open."),
    "exchange_card": N_("You need the {card} to exchange the trump card."),
    "exchange_stock_small": N_("Too few cards are left in the stock to exchange."),
    "exchange_after_trick": N_("You may exchange the trump card only after winning a trick."),
    "close_stock_gone": N_("The stock is already closed or used up."),
    "close_not_now": N_("The stock may not be closed now (too few cards left, or too early)."),
    "nothing_to_draw": N_("There is nothing to draw now."),
    "no_offer": N_("There is nothing to pass on."),
    "no_declaring": N_("In these rules 66 counts by itself: nothing to declare."),
    "declare_not_now": N_("You may declare only just after winning a trick or announcing a marriage."),
}


def explain_refusal(
    error: IllegalAction | None, action: str, state: HandState | None = None, style: CardStyle | None = None
) -> str:
    """One sentence in the player's language for a refused action."""
    style = style or CardStyle()
    if error is not None:
        refusal = error.refusal
    else:
        assert state is not None
        try:
            kind, arg = parse_action(action)
        except ActionError:
            return _("That is not a move.")
        refusal = why_illegal(state, kind, arg)
    return word_refusal(refusal, style)


def word_refusal(refusal: Refusal, style: CardStyle) -> str:
    template = _REFUSALS.get(refusal.code)
    if template is None:
        return refusal.text[:1].upper() + refusal.text[1:] + "."
    suit = style.suit(refusal.suit) if refusal.suit >= 0 else ""
    card = style.plain(refusal.card) if refusal.card >= 0 else ""
    return _(template, suit=suit, card=card)


def close_stake(view: PlayerView, names: Sequence[str]) -> str:
    """What closing risks, from the closer's side: the failure value under these rules."""
    rules = view.rules
    opponent = next(p for p in range(len(names)) if p != view.seat and view.hand_sizes[p])
    opp_owner = opponent % 2 if rules.partnerships else opponent
    trickless = view.tricks[opp_owner] == 0
    fail = rules.closed_fail
    stake = 3 if fail == "always_3" or (fail.startswith("2or3") and trickless) else 2
    text = _("You must then reach 66 yourself, with no more cards drawn.")
    text += "\n" + _("If you fail, {name} scores {n} game points.", name=names[opponent], n=stake)
    return text
