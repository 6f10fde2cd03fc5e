"""``sixtysix play --text``: a match against the computer in plain lines of text, in the
player's language, for terminals (or screen readers) where the app is not wanted.

Moves are chosen by number; a move in record notation (``play KC``, ``close``) is taken
too, so that a script can play.  The computer players see only their own views.  The
match is saved after every move in the app's one save slot (``slot.py``), so a match
left here goes on in the app, and the other way round (``play --resume``).
"""

from __future__ import annotations

import shutil
import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from engine import CARD_STR, PlayerView
from engine.bots.hints import table_hint
from engine.cards import bits

from .i18n import _, get_language
from .i18n.terms import hand_ending, match_won_text, preset_title, trump_holder
from .keys import cyrillic_keys
from .names import sides
from .saves import load_save
from .screens.move_log import trick_ends
from .screens.wording import (
    action_words,
    asked_first,
    card_points_line,
    carried_sentence,
    check_sentences,
    hint_sentence,
    move_words,
    review_sentences,
    side_values,
)
from .session import GameSession, row_gains
from .settings import Settings, show_running_points
from .slot import Autosave, SlotLock, make_room, replacing_question
from .widgets.cardface import CardStyle
from .widgets.hand import played_suits, ranks_text

if TYPE_CHECKING:
    from .app import StartSpec


def _say(text: str = "", end: str = "\n", flush: bool = False, start: int = 0) -> None:
    """``print``, with lines longer than the terminal broken between words (the terminal
    breaks them mid-word: «виграє р/оздачу»); ``start``: the column the text begins at.
    Output that is not a terminal (a script's, a test's) is left as it is."""
    width = _width()
    if width is not None:
        lines = text.split("\n")
        lines[0] = "\0" * start + lines[0]  # stands for what is already on the line
        text = "\n".join(_fill(line, width) for line in lines)[start:]
    print(text, end=end, flush=flush)


def _width() -> int | None:
    """The columns a line may take on the terminal; None where the output is not one."""
    return max(20, shutil.get_terminal_size().columns - 1) if sys.stdout.isatty() else None


def _fill(line: str, width: int) -> str:
    if len(line) <= width:
        return line
    indent = " " * (len(line) - len(line.lstrip(" ")))  # a numbered move's lines stay under it
    return textwrap.fill(line, width, subsequent_indent=indent, break_long_words=False, break_on_hyphens=False)


def _cards(cards: Sequence[int], style: CardStyle) -> str:
    return " ".join(style.plain(c) for c in cards)


@dataclass(frozen=True)
class _Table:
    """What every turn of one text game needs: how to write cards, the seats' names and
    whether the running points and the cards played are shown (the app's settings)."""

    style: CardStyle
    names: Sequence[str]
    points: bool
    played: bool


def _show(view: PlayerView, table: _Table) -> None:
    style = table.style
    trump = _("trump ") + (style.plain(view.bottom) if view.bottom_in_stock else style.suit(view.trump))
    holder = trump_holder(view, table.names)
    if holder is not None:
        trump += f" {style.plain(view.bottom)} ({holder})"
    stock = _("closed") if view.closed else _("stock: {n}", n=view.stock_size) if view.rules.has_stock else ""
    count = _("points: {n}", n=view.points()) if table.points else ""  # else the player keeps count, as the rules say
    _say("\n" + " · ".join(part for part in (trump, stock, count) if part))
    if view.table:
        _say(_("On the table") + ": " + ", ".join(f"{table.names[p]} {style.plain(c)}" for p, c in view.table))
    if table.played and view.played:
        suits = (f"{style.suit(suit)} {ranks_text(cards, style)}" for suit, cards in played_suits(view))
        _say(_("Cards played") + ": " + " · ".join(suits))
    _say(_("Your hand") + ": " + _cards([CARD_STR.index(c) for c in view.hand_cards], style))


_MENU_ORDER = ("play", "draw", "announce", "exchange", "close", "declare", "pass")


def _menu_rank(action: str) -> int:
    """Cards first, in the hand's order, so that their numbers follow the hand shown
    above them; then drawing, and the moves that end or change the hand last."""
    verb = action.partition(" ")[0]
    return _MENU_ORDER.index(verb) if verb in _MENU_ORDER else len(_MENU_ORDER)


_UNDO = "undo"  # what ``_ask`` returns for the take-back key (no action is spelt so)


def _typed(text: str, key: str) -> bool:
    """The player typed the command key ``key`` (a Latin letter): itself, the same key in
    a Cyrillic layout, or the catalog's letter for it ("п" for the hint, from «подсказка»).
    No command's letters may be another's (a test checks): "с", the Cyrillic twin of c,
    had been the Ukrainian take-back key, so the play check asked for took a hand back."""
    text = text.lower()
    return text in (key, _(key)) or text in cyrillic_keys(key)


def _ask(
    view: PlayerView, table: _Table, can_undo: bool, check: Callable[[], None] | None = None, undo_offered: bool = False
) -> str | None:
    """The player's choice among the legal moves, or ``_UNDO``; None when the player
    quits (q, or the end of the input).  ``check``, if given, says the play check of the
    last hand when the player types c.  ``undo_offered``: u is a key of this game (true
    wherever ``can_undo`` is), which says why it does nothing where there is nothing to
    take back."""
    legal = sorted(view.legal_actions, key=_menu_rank)
    for i, a in enumerate(legal, 1):
        _say(f"  {i}. {move_words(a, table.style)}")
    prompt = _prompt(can_undo, check is not None)
    while True:
        try:
            text = _input(prompt).strip()
        except (EOFError, KeyboardInterrupt):  # Ctrl+D or Ctrl+C: the player is leaving
            return None
        chosen = legal[int(text) - 1] if text.isdigit() and 1 <= int(text) <= len(legal) else text
        if chosen in legal:
            if _meant(view, chosen, table):
                return chosen
            continue
        if _typed(text, "h"):
            # The search can take seconds (the opening lead): say it has begun, as the app does.
            looking = _("Looking for a hint…") + " "
            _say(looking, end="", flush=True)
            _say(hint_sentence(table_hint(view), table.style, table.points), start=len(looking))
            continue
        if undo_offered and _typed(text, "u"):  # offered wherever there may be something to take back
            if can_undo:
                return _UNDO
            _say(_("Nothing to undo: undo goes back as far as this hand's deal."))
            continue
        if _typed(text, "c"):
            if check is None:
                _say(_("The play check is of a finished hand: type c once the first hand is over."))
            else:
                check()
            continue
        if _typed(text, "q"):
            return None
        _say(_("Not a legal choice: type a number from the list."))


def _prompt(can_undo: bool, can_check: bool) -> str:
    """The move prompt, naming each key that works now: c once a hand is over to check."""
    if can_check:
        if can_undo:
            return _("Your move (a number, h hint, c play check, u take back, q quit): ")
        return _("Your move (a number, h hint, c play check, q quit): ")
    if can_undo:
        return _("Your move (a number, h for a hint, u to take back, q to quit): ")
    return _("Your move (a number, h for a hint, q to quit): ")


def _input(prompt: str) -> str:
    """``input``, with a prompt longer than the terminal broken between words as ``_say``
    breaks lines."""
    width = _width()
    if width is not None:
        prompt = _fill(prompt.rstrip(), width) + " "
    return input(prompt)


def _meant(view: PlayerView, action: str, table: _Table) -> bool:
    """A move the app asks about first (``asked_first``) is asked here too: a slip of one
    digit in the menu must not close the stock or lose the hand."""
    asked = asked_first(view, action, table.names, table.points)
    if asked is None:
        return True
    _say(" ".join(asked))
    return _yes(_("y: yes, anything else: choose again "))


def _yes(prompt: str) -> bool:
    """The player typed y (or its letter in the player's language); the end of the input
    or Ctrl+C is a no."""
    try:
        answer = input(prompt).strip().lower()
    except (EOFError, KeyboardInterrupt):
        return False
    return _said_yes(answer)


# Whole words, and the Latin letters; a lone Cyrillic letter is asked again: «н» is both
# the Y key in a Cyrillic layout and the start of «нет», «т» the N key and the start of «так».
_YES = ("y", "yes", "да", "д", "так")
_NO = ("n", "no", "нет", "ні")


def _said_yes(answer: str) -> bool:
    """A yes to a question whose every other answer is a no (the catalogue's letter too)."""
    return answer in (*_YES, _("y"))


def _yes_or_no(prompt: str) -> bool:
    """y (True) or n (False), as a word or its Latin letter, or q, the quit key (False);
    asked again after anything else: a stray key must not end the game.  The end of the
    input or Ctrl+C is a no."""
    while True:
        try:
            answer = input(prompt).strip().lower()
        except (EOFError, KeyboardInterrupt):
            return False
        if answer in _YES:
            return True
        if answer in _NO or _typed(answer, "q"):
            return False
        prompt = _("Type y for yes or n for no: ")


class _Saving:
    """The session's ``on_change``: the app's autosave (``slot.Autosave``), with a problem
    said once, not after every move (a full disk stays full)."""

    def __init__(self) -> None:
        self.autosave = Autosave()
        self._said: str | None = None

    def __call__(self, session: GameSession) -> None:
        problem = self.autosave(session)
        if problem and problem != self._said:
            _say(problem)
        self._said = problem


def new_text_game(start: StartSpec, settings: Settings) -> int:
    """``sixtysix play --text``: a new match, which takes the save slot as the app's would
    (the match in it is kept under Past matches first); the exit code."""
    with SlotLock() as refused:
        if refused:
            _say(refused)
            return 1
        question = replacing_question()
        if question is not None:
            _say(question)
            if not _yes(_("y: start the new match, anything else: keep the saved one to resume ")):
                _say(_("The saved match is left as it was: sixtysix play --text --resume goes on with it."))
                return 0
        said = make_room()
        for sentence in (said.notice, said.problem):
            if sentence:
                _say(sentence)
        session = GameSession(start.rules, start.seats, seed=start.seed, preset_name=start.preset_name)
        return play_text(session, settings)


def resume_text_game(settings: Settings) -> int:
    """``sixtysix play --text --resume``: the saved match, the app's or the plain-text
    game's, if one person plays it against the computer; the exit code."""
    with SlotLock() as refused:
        if refused:
            _say(refused)
            return 1
        loaded = load_save()
        if loaded.message:
            _say(loaded.message)  # it was damaged, and moved aside
        session = loaded.session
        if session is None:
            if not loaded.message:
                _say(_("There is no saved match to resume."))
            return 1
        if len(session.humans) != 1:
            _say(
                _(
                    "The plain-text game is one person against the computer, and the saved match is not; "
                    "resume it in the app: sixtysix play --resume"
                )
            )
            return 1
        return play_text(session, settings, resumed=True)


def play_text(session: GameSession, settings: Settings, resumed: bool = False) -> int:
    """Play ``session``'s match, and more with the same seats and rules while the player
    wants another; the exit code."""
    while _play_match(session, settings, resumed) and _yes_or_no("\n" + _("Play again? (y: yes, n: no) ")):
        session = GameSession(session.rules, session.seats, preset_name=session.preset_name)
        resumed = False
    return 0


def _play_match(session: GameSession, settings: Settings, resumed: bool) -> bool:
    """Play ``session``'s match (saved after every move) to its end: True; or until the
    player leaves: False."""
    rules = session.rules
    names = session.names
    style = CardStyle(get_language(), settings.card_style == "symbols")
    table = _Table(style, names, show_running_points(settings, rules), settings.played_cards)
    me = session.humans[0]
    saving = _Saving()
    session.on_change = saving
    target = _("{n} to win", n=rules.match_target)
    _say(f"{_('Sixty-Six')} · {preset_title(session.preset_name)} · {target}")
    if rules.partnerships:  # who plays with whom, which the seats' names do not say
        pairs = sides(names, True)
        _say(_("{us} play against {them}.", us=pairs[me % 2], them=pairs[1 - me % 2]))
    if resumed:
        _say(_("Resumed: hand {n}", n=session.hand_number + 1) + " · " + _score(session))
    saving(session)  # a new match takes the slot at once
    announced = -1  # the hand last announced (again after a take-back into the one before)
    while True:
        hand = session.hand
        if hand.is_over:  # resumed between two hands
            if session.match_over:  # its end was saved, not the slot emptied (a disk error)
                _farewell(session, saving.autosave.kept_path)
                return True
            session.next_hand()
            continue
        if announced != session.hand_number:
            announced = session.hand_number
            _say("\n" + _("Hand {n}", n=announced + 1) + " · " + _("Dealer") + ": " + names[hand.dealer])
            if me not in hand.active:
                _say(_("You deal and sit out this hand."))
            if resumed:
                _recap(session, style)
                resumed = False
        seat = hand.to_move
        if session.pass_is_forced:
            action = "pass"  # the exchange offered after a close, without the card: nothing to ask
            _say(_("No exchange: you do not hold the card to exchange."))
        elif seat == me:
            view = hand.view(me)
            _show(view, table)
            checked = session.match.finished  # the play check of the last hand, on request
            check = (lambda: _check(session, me, style)) if checked else None
            action = _ask(view, table, session.can_undo, check, session.undo_offered)
            if action is None:
                _bye()
                return False
            if action == _UNDO:
                moves = len(session.match.hand.history)
                session.undo()
                if moves - len(session.match.hand.history) == 1:  # no one had answered it yet
                    _say("\n" + _("Taken back: your last move."))
                else:
                    _say("\n" + _("Taken back: your last move and the replies to it."))
                continue
            if action.partition(" ")[0] in ("announce", "exchange", "close"):  # said, as the others' are
                _say(action_words(names[seat], action, style, hand.trump))
        else:
            try:
                action = session.bot_action()
            except KeyboardInterrupt:  # Ctrl+C while the computer thinks: leaving, as q is
                _bye()
                return False
            _say(action_words(names[seat], action, style, hand.trump))
        tricks = len(hand.completed)
        held = hand.view(me).hand
        session.apply(action)
        if len(hand.completed) > tricks:
            _say(_trick_line(hand.completed[-1], names, hand.last_winner, style))
        if len(hand.completed) > tricks or action == "draw":
            drawn = hand.view(me).hand & ~held  # the app shows the new card; here it is said
            if drawn and not hand.is_over:
                _say("  " + _("You drew {cards}.", cards=_cards(list(bits(drawn)), style)))
        if hand.is_over:
            _settle(session, me, style)
            if session.match_over:
                _farewell(session, saving.autosave.kept_path)
                return True
            _say(_("Type c at your next move for the play check of this hand (it takes a few seconds)."))
            session.next_hand()


def _trick_line(trick: Sequence[tuple[int, int]], names: Sequence[str], winner: int, style: CardStyle) -> str:
    return f"  {_cards([c for _p, c in trick], style)} → {names[winner]}"


def _recap(session: GameSession, style: CardStyle) -> None:
    """The hand in play so far, said as it was when played (each trick, and the moves that
    are not a card: marriages, the exchange, a close); a match resumed mid-hand otherwise
    starts from a hand the player no longer remembers."""
    hand = session.hand
    tricks = hand.completed
    lines = []
    done = 0
    for entry, ends in zip(hand.history, trick_ends(hand.view(session.humans[0])), strict=True):
        seat, _sp, action = entry.partition(" ")
        if ends:
            winner = tricks[done + 1][0][0] if done + 1 < len(tricks) else hand.last_winner  # leads next
            lines.append(_trick_line(tricks[done], session.names, winner, style))
            done += 1
        elif not action.startswith("play ") and action != "draw":
            lines.append("  " + action_words(session.names[int(seat)], action, style, hand.trump))
    if lines:
        _say(_("This hand so far:") + "\n" + "\n".join(lines))


def _bye() -> None:
    _say("\n" + _("Bye. The match is saved: resume it with sixtysix play --text --resume, or in the app."))


def _check(session: GameSession, me: int, style: CardStyle) -> None:
    """The score screen's play check of the last finished hand (seconds: said first)."""
    checking = _("Checking your play in the last hand…") + " "
    _say(checking, end="", flush=True)
    checked = session.play_check(me)
    lines = check_sentences(checked, style) if checked is not None else []
    _say(
        "\n".join(lines) or _("There was nothing to check: no choice of yours while cards were hidden."),
        start=len(checking),
    )


def _score(session: GameSession) -> str:
    side_names = sides(session.names, session.rules.partnerships)
    return " · ".join(f"{n} {s}" for n, s in zip(side_names, side_values(session.rules, session.score), strict=True))


def _score_line(session: GameSession) -> str:
    """The match's score after a hand, named as the match story names it."""
    return _("Score") + ": " + _score(session)


def _settle(session: GameSession, me: int, style: CardStyle) -> None:
    """How the hand ended, the endgame check of the player's moves, and the score."""
    result = session.last_result
    assert result is not None
    hand = session.hand
    _say("\n" + hand_ending(result, session.names, session.rules, hand.closer, hand.history))
    carried = carried_sentence(session.rules, result, row_gains(session.score_sheet)[-1])
    if carried:
        _say(carried)
    resting = hand.dealer if session.rules.dealer_sits_out else None
    _say(_("Card points") + ": " + card_points_line(session.names, session.rules, result.points, resting))
    got = session.review(me)
    if got is not None:
        for line in review_sentences(got, style):
            _say(line)
    _say(_score_line(session))


def _farewell(session: GameSession, kept: Path | None) -> None:
    _say(match_won_text(session.names, session.winner or 0, session.rules.partnerships))
    if kept is not None:
        _say(_("The match is kept; replay it with: {command}", command=f"sixtysix replay {kept}"))
