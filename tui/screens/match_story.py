"""A finished match told hand by hand: each deal with every seat's cards, the play trick
by trick, and how each hand ended (the past matches screen shows it)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping

from rich.text import Text

from engine.bots.review import PlayCheck, decisions_of, play_check, review
from engine.cards import VALUE, bits, mask_of
from engine.match import Match
from engine.records import HandRecord, MatchRecord, split_action
from engine.state import HandState

from ..i18n import _
from ..i18n.terms import hand_ending
from ..names import as_read, sides
from ..session import row_gains, score_rows
from ..widgets.cardface import CardStyle
from ..widgets.hand import display_order
from ..widgets.panels import fit_name
from .wording import action_words, carried_sentence, check_sentences, review_sentences, side_values

_QUIET = ("draw", "pass")  # moves the trick lines already imply
_NAME_WIDTH = {3: 10, 4: 8}  # cells a name may take in a trick line


def match_story(
    record: MatchRecord,
    style: CardStyle,
    people: Collection[int] = (),
    checks: Mapping[int, Mapping[int, PlayCheck]] | None = None,
) -> Text:
    """Every hand of ``record`` with the match score after it, and the solver's check of
    the endgame of each seat in ``people`` (as the score screen gave it); ``checks``, the
    play checks found so far (``play_checks``), by hand and seat.  ``RecordError`` if the
    record does not replay."""
    match = Match.from_record(record, seed=0, deal_next=False)
    names = [as_read(name, seat, seat in people) for seat, name in enumerate(record.seats)]
    side_names = sides(names, record.rules.partnerships)
    rows = score_rows(match)
    gains = row_gains(rows)
    out = Text()
    for i, hand in enumerate(record.hands):
        if i:
            out.append("\n\n")
        out.append_text(hand_story(i, hand, names, style))
        if i < len(rows):
            carried = carried_sentence(record.rules, rows[i].result, gains[i])
            if carried:
                out.append(" " + carried, style="bold")
        if i < len(match.finished):
            dealt, end = match.finished[i]
            for seat in people:
                checked = review(dealt, end.history, seat)
                for line in review_sentences(checked, style):
                    out.append(f"\n{names[seat]}: {line}", style="yellow" if checked.slips else "green")
            for seat, played in (checks or {}).get(i, {}).items():
                for line in check_sentences(played, style):
                    out.append(f"\n{names[seat]}: {line}", style="yellow" if played.faulted else "green")
        if i < len(match.score_after):
            score = side_values(record.rules, match.score_after[i])
            parts = [f"{name} {points}" for name, points in zip(side_names, score, strict=True)]
            out.append("\n" + _("Score") + ": " + " · ".join(parts), style="bold")
    return out


def play_checks(
    record: MatchRecord, people: Collection[int], stop: Callable[[], bool]
) -> Iterator[tuple[int, dict[int, PlayCheck]]]:
    """The play check of each seat in ``people``, hand after hand (seconds each, so off
    the UI thread, and ``stop`` may end it).  ``RecordError`` if the record does not
    replay."""
    match = Match.from_record(record, seed=0, deal_next=False)
    for i, (dealt, end) in enumerate(match.finished):
        found = {seat: play_check(decisions_of(dealt, end.history, seat), end.history, stop=stop) for seat in people}
        if stop():
            return
        yield i, found


def hand_story(number: int, record: HandRecord, names: list[str], style: CardStyle) -> Text:
    state = record.initial_state()
    text = Text()  # a style given to Text() itself would cover all that is appended
    text.append(_("Hand {n}", n=number + 1), style="bold underline")
    text.append("  " + _("Dealer") + ": " + names[record.dealer] + " · ")
    text.append(_("trump ") + style.suit(state.trump))
    # The card turned up: under the stock, or dealt to the dealer and shown to all.
    text.append(" (" + style.plain(record.trump) + ")")
    for seat, cards in enumerate(record.hands):
        text.append(f"\n  {names[seat]}: ", style="dim")
        text.append_text(
            Text(" ").join(style.text(c, on_light=False) for c in display_order(mask_of(cards), state.trump))
        )
    text.append_text(_play(state, record.actions, names, style))
    result = state.result
    if result is not None:
        text.append("\n" + hand_ending(result, names, state.rules, state.closer, state.history), style="bold")
    return text


def _play(state: HandState, actions: list[str], names: list[str], style: CardStyle) -> Text:
    """One line a trick (``3. Anna K♥ · Boris A♥ → Boris +15``), other moves on their own."""
    text = Text()
    for i, entry in enumerate(actions):
        seat, action = split_action(entry, i)
        if seat != state.to_move and state.legal_actions() == ["pass"]:
            state.apply("pass")  # the forced pass a record may leave out (replay.py)
        done, held, bonus = len(state.completed), list(state.hands), sum(state.bonus)
        state.apply(action)
        drawn = [(p, c) for p, before in enumerate(held) for c in bits(state.hands[p] & ~before)]
        if len(state.completed) > done:
            trick = state.completed[-1]
            short = _NAME_WIDTH.get(len(trick), 16)  # a trick of four on one line of 80
            between = Text("  " if len(trick) == 4 else " · ")
            text.append(f"\n  {len(state.completed)}. ", style="dim")
            text.append_text(
                between.join(Text.assemble(fit_name(names[s], short), " ", style.text(c, False)) for s, c in trick)
            )
            text.append_text(Text.assemble(" → ", fit_name(names[state.last_winner], short)))
            text.append(f" +{sum(VALUE[c] for _s, c in trick)}")
            if sum(state.bonus) > bonus:  # else the hand's points would not add up
                text.append(" " + _("(+{n} for the last trick)", n=sum(state.bonus) - bonus), style="dim")
        elif not action.startswith("play") and action.partition(" ")[0] not in _QUIET:
            text.append("\n  " + action_words(names[seat], action, style, state.trump), style="italic")
        if drawn and action != "exchange":
            text.append("\n     " + _("drew") + ": ", style="dim")
            took = (Text.assemble(f"{names[p]} ", style.text(c, on_light=False)) for p, c in drawn)
            text.append_text(Text(" · ", style="dim").join(took))
    return text
