"""A drawn hand's game point carried to the next hand's winners (rules §5, Bicycle's
four-hand rule, ``drawn_hand_carry``) is said where it happens and where it is scored:
the score rose by more than the hand's sentence said, with nothing to say why."""

from __future__ import annotations

import random

from app_helpers import SIZE, screen_text, settings, until
from session_helpers import new_session

from engine.records import parse_match
from tui.app import SixtySixApp
from tui.i18n.terms import hand_ending
from tui.screens.match_story import match_story
from tui.screens.scoring import ScoringScreen
from tui.screens.wording import carried_sentence
from tui.session import GameSession, ScoreRow, row_gains
from tui.widgets.cardface import CardStyle


def _a_draw_then_a_win() -> GameSession:
    """Seed 15's first four-hand deal, played at random, is drawn 65 to 65."""
    session = new_session("four", "hhhh", seed=15)
    rng = random.Random(15)
    while True:
        while not session.hand_over:
            session.apply(rng.choice(session.view(session.viewer()).legal_actions))
        result = session.last_result
        assert result is not None
        if not result.is_draw:
            return session
        assert session.hand_number == 0  # the first hand is the draw; the next one is won
        said = hand_ending(result, session.names, session.rules, -1)
        assert said.endswith("nobody scores. The side that wins the next hand gets 1 game point more for it.")
        session.next_hand()


def test_the_next_winner_gets_the_drawn_hands_point_and_the_sheet_and_sentence_say_so() -> None:
    session = _a_draw_then_a_win()
    result = session.last_result
    assert result is not None and result.winner is not None
    winners = [seat for seat in range(4) if seat % 2 == result.winner % 2]
    gains = row_gains(session.score_sheet)
    assert gains[0] == (0, 0, 0, 0)
    for seat in range(4):
        expected = result.scores[seat] + 1 if seat in winners else 0
        assert gains[1][seat] == expected == session.score[seat]
    total = result.scores[result.winner] + 1
    sentence = carried_sentence(session.rules, result, gains[1])
    assert sentence == f"Plus 1 game point for the drawn hand before: {total} game points in all."
    story = match_story(parse_match(session.match.to_record()), CardStyle("en", True, False)).plain
    assert sentence in story and "gets 1 game point more for it." in story


def test_without_the_rule_nothing_is_carried_or_said() -> None:
    session = new_session("classic", "hb", seed=3)
    rng = random.Random(3)
    while not session.hand_over:
        session.apply(session.bot_action() if session.bot_to_move else rng.choice(session.view(0).legal_actions))
    result = session.last_result
    assert result is not None
    gains = row_gains(session.score_sheet)
    assert gains == [result.scores] and carried_sentence(session.rules, result, gains[0]) == ""


def test_a_sheet_that_begins_mid_match_takes_its_first_rows_result_not_its_score() -> None:
    # A LAN sheet under an older host, or cut to its last 300 hands: the first score is the
    # match's so far, and had shown as «(+8)» and «И ещё 7 … за ничьи».
    session = _a_draw_then_a_win()
    last = session.score_sheet[-1]
    joined = [ScoreRow(0, last.dealer, last.result, (8, 5, 8, 5))]
    assert row_gains(joined) == [last.result.scores]
    assert carried_sentence(session.rules, last.result, row_gains(joined)[0]) == ""


async def test_the_score_screen_says_the_carried_point_and_the_sheet_counts_it(quick_play_check) -> None:  # type: ignore[no-untyped-def]
    session = _a_draw_then_a_win()
    result = session.last_result
    assert result is not None and result.winner is not None
    total = result.scores[result.winner] + 1
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()  # the lobby up first, as a table's score is pushed over a screen
        app.push_screen(ScoringScreen(session))
        said = f"Plus 1 game point for the drawn hand before: {total} game points in all."
        await until(pilot, lambda: said in " ".join(screen_text(app).split()), "the score screen drawn")
        assert f"{total} (+{total})" in screen_text(app)  # the sheet's rise, the carried point in it
