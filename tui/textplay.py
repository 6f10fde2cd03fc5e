"""``sixtysix play --text``: a match against the computer in plain lines of text, in the
player's language, for terminals (or screen readers) where the app is not wanted.

Moves are chosen by number; a move in record notation (``play KC``, ``close``) is taken
too, so that a script can play.  The computer players see only their own views.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine import CARD_STR, Match, PlayerView
from engine.bots import make_bot
from engine.bots.hints import table_hint
from engine.bots.review import review

from .i18n import _
from .i18n.terms import preset_title, reason_text
from .names import sides
from .screens.wording import action_words, hint_sentence, move_words, review_sentences
from .widgets.cardface import CardStyle

if TYPE_CHECKING:
    from .app import StartSpec


def _cards(cards: Sequence[int], style: CardStyle) -> str:
    return " ".join(style.plain(c) for c in cards)


def _show(view: PlayerView, names: Sequence[str], style: CardStyle) -> None:
    trump = _("trump ") + (style.plain(view.bottom) if view.bottom_in_stock else style.suit(view.trump))
    stock = _("closed") if view.closed else _("stock: {n}", n=view.stock_size) if view.rules.has_stock else ""
    print("\n" + " · ".join(part for part in (trump, stock, _("points: {n}", n=view.points())) if part))
    if view.table:
        print(_("On the table") + ": " + ", ".join(f"{names[p]} {style.plain(c)}" for p, c in view.table))
    print(_("Your hand") + ": " + _cards([CARD_STR.index(c) for c in view.hand_cards], style))


_MENU_ORDER = ("play", "draw", "announce", "exchange", "close", "declare", "pass")


def _menu_rank(action: str) -> int:
    """Cards first, in the hand's order, so that their numbers follow the hand shown
    above them; then drawing, and the moves that end or change the hand last."""
    verb = action.partition(" ")[0]
    return _MENU_ORDER.index(verb) if verb in _MENU_ORDER else len(_MENU_ORDER)


def _ask(view: PlayerView, style: CardStyle) -> str | None:
    """The player's choice among the legal moves; None when the player quits (q, or the
    end of the input)."""
    legal = sorted(view.legal_actions, key=_menu_rank)
    for i, a in enumerate(legal, 1):
        print(f"  {i}. {move_words(a, style)}")
    while True:
        try:
            text = input(_("Your move (a number, h for a hint, q to quit): ")).strip()
        except (EOFError, KeyboardInterrupt):  # Ctrl+D or Ctrl+C: the player is leaving
            return None
        if text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        if text in legal:
            return text
        if text.lower() in ("h", _("h")):
            print(hint_sentence(table_hint(view), style))
            continue
        if text.lower() in ("q", _("q")):
            return None
        print(_("Not a legal choice: type a number from the list."))


def play_text(start: StartSpec, style: CardStyle) -> int:
    """Play ``start``'s match to its end, or until the input ends; the exit code."""
    rules, seats = start.rules, start.seats
    names = [s.name for s in seats]
    side_names = sides(names, rules.partnerships)
    me = next(i for i, s in enumerate(seats) if s.kind == "human")
    bots = {i: make_bot(s.level) for i, s in enumerate(seats) if s.kind == "bot"}
    rng = random.Random(start.seed)
    match = Match(rules, seed=rng.randrange(1 << 30), seats=names)
    target = _("{n} to win", n=rules.match_target)
    print(f"{_('Sixty-Six')} · {preset_title(start.preset_name)} · {target}")
    while True:
        hand = match.hand
        if me not in hand.active:
            print("\n" + _("You deal and sit out this hand."))
        while not hand.is_over:
            seat = hand.to_move
            if seat == me:
                view = hand.view(me)
                _show(view, names, style)
                action = _ask(view, style)
                if action is None:
                    print("\n" + _("Bye. This match is not saved: the plain-text game keeps only finished ones."))
                    return 0
            else:
                action = bots[seat].choose(hand.view(seat), rng)
                print(action_words(names[seat], action, style, rules))
            tricks = len(hand.completed)
            match.apply(action)
            if len(hand.completed) > tricks:
                trick = hand.completed[-1]
                print(f"  {_cards([c for _p, c in trick], style)} → {names[hand.last_winner]}")
        result = hand.result
        assert result is not None
        print("\n" + reason_text(result, names))
        dealt, end = match.finished[-1]
        for line in review_sentences(review(dealt, end.history, me), style):
            print(line)
        print(" · ".join(f"{n} {s}" for n, s in zip(side_names, match.score, strict=False)))
        if match.is_over:
            winner = match.winner or 0
            print(_("{name} wins the match!", name=side_names[winner % 2 if rules.partnerships else winner]))
            _keep(match, start)
            return 0
        match.next_hand()


def _keep(match: Match, start: StartSpec) -> None:
    """Keep the finished match as the app does (its Past matches lists it)."""
    from .archive import players_of, write_kept
    from .saves import os_reason

    try:
        path = write_kept(match.to_record(), start.preset_name, players_of(start.seats))
    except OSError as e:
        print(_("The match could not be kept: {reason}.", reason=os_reason(e)))
        return
    print(_("The match is kept; replay it with: {command}", command=f"sixtysix replay {path}"))
