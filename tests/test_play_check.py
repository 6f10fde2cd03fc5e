"""The play check after a hand: the moves made while cards were hidden that the hint's
search values clearly below another, said with the search's figures; never a move the
hint itself gave, never a close, an exchange or a marriage, and the same every time."""

from __future__ import annotations

import random
from inspect import signature

import pytest
from app_helpers import (
    SIZE,
    footer_text,
    human_move,
    mounted,
    play_out,
    screen_text,
    settings,
    settle,
    table,
    table_app,
    until,
)
from session_helpers import new_session, step

from engine import HandState, preset
from engine.bots.hints import SEARCH_WORLDS, suggest
from engine.bots.pimc import view_fixes_world
from engine.bots.review import DOUBT_MARGIN, Doubt, PlayCheck, decisions_of, play_check
from tui.app import SixtySixApp
from tui.archive import archive_match
from tui.i18n import set_language
from tui.screens.past_matches import MatchStoryScreen, PastMatchesScreen
from tui.screens.scoring import ScoringScreen
from tui.screens.wording import check_sentences
from tui.session import GameSession
from tui.widgets.cardface import CardStyle


def _hand(seed: int, choose) -> tuple[HandState, HandState]:  # type: ignore[no-untyped-def]
    """A classic hand: seat 0's moves by ``choose(view, rng)``, seat 1's at random."""
    rng = random.Random(seed)
    dealt = HandState.shuffled(preset("classic"), seed & 1, rng)
    state = dealt.clone()
    while state.result is None:
        mover = state.to_move
        state.apply(choose(state.view(0), rng) if mover == 0 else rng.choice(state.legal_actions()))
    return dealt, state


def _at_random(view, rng: random.Random) -> str:  # type: ignore[no-untyped-def]
    return rng.choice([a for a in view.legal_actions if a != "declare"] or view.legal_actions)


def test_careless_play_is_doubted_with_the_searchs_figures() -> None:
    dealt, end = _hand(9, _at_random)
    decisions = decisions_of(dealt, end.history, 0)
    checked = play_check(decisions, end.history)
    assert checked.doubts and checked.judged >= len(checked.doubts)
    assert play_check(decisions, end.history) == checked  # the same hand, the same check
    views = {len(v.history): v for v in decisions}
    for doubt in checked.doubts:
        view = views[doubt.move]
        assert end.history[doubt.move] == f"0 {doubt.played}" and doubt.best in view.legal_actions
        assert not view_fixes_world(view)  # that is the endgame check's
        assert doubt.best != doubt.played and doubt.gain >= DOUBT_MARGIN and doubt.worlds == 150
        assert doubt.trick == len(view.completed) + 1
        assert "close" not in (doubt.played, doubt.best) and doubt.played != "exchange"
        assert 0 <= doubt.played_wins <= 1 and 0 <= doubt.wins <= 1


@pytest.mark.parametrize("seed", [1, 2])
def test_a_hint_taken_is_never_doubted(seed: int) -> None:
    """The table's hint and the play check must not contradict each other: they are one
    search over the same deals (without the hint's time cap, which only a slow machine
    reaches).  Fewer deals than the table's, for time: the two agree at any number."""
    assert signature(play_check).parameters["worlds"].default == SEARCH_WORLDS  # as the table's hint
    dealt, end = _hand(seed, lambda view, _rng: suggest(view, 40, ms=0).action)
    checked = play_check(decisions_of(dealt, end.history, 0), end.history, worlds=40)
    assert checked.judged > 0 and not checked.doubts, checked


def test_stop_ends_the_check_early() -> None:
    dealt, end = _hand(4, _at_random)
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 1

    assert play_check(decisions_of(dealt, end.history, 0), end.history, stop=stop).judged <= 1


def _doubt(move: int, gain: float, wins: float = 0.5, played_wins: float = 0.5) -> Doubt:
    return Doubt(move, move // 2 + 1, "play KH", "play TD", 150, gain, wins, played_wins)


def test_the_sentences_name_the_costliest_doubts_in_the_order_played() -> None:
    style = CardStyle("en")
    assert check_sentences(PlayCheck(0, ()), style) == []  # nothing searched: nothing said
    (clean,) = check_sentences(PlayCheck(3, ()), style)
    assert clean.startswith("Play check: while cards were hidden, the search found no move")
    found = (_doubt(2, 0.3, 0.62, 0.48), _doubt(6, 0.9), _doubt(10, 0.5))
    first, second = check_sentences(PlayCheck(5, found), style)
    assert first == (
        "Play check, trick 4: you played K♥; over 150 possible deals, 10♦ scores 0.9 game points a hand more."
    )
    assert second.startswith("Play check, trick 6: ")
    (wins,) = check_sentences(PlayCheck(1, (_doubt(2, 0.3, 0.62, 0.48),)), style)
    assert wins.endswith("10♦ wins the hand in 62% of them, your move in 48%.")
    set_language("ru")
    (ru,) = check_sentences(PlayCheck(1, (_doubt(2, 0.3, 0.62, 0.48),)), CardStyle("ru"))
    assert ru == (
        "Разбор игры, взятка 2: вы сыграли К♥; перебрано 150 возможных раскладов: "
        "с ходом 10♦ раздача выиграна в 62% из них, с вашим — только в 48%."
    )


async def test_the_score_screen_says_it_once_the_search_is_done(quick_play_check) -> None:  # type: ignore[no-untyped-def]
    app = table_app("classic", "hb", seed=3, level="medium", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await play_out(pilot, random.Random(3))
        check = app.screen.query_one("#result-check")
        await app.workers.wait_for_complete()
        await pilot.pause()
        session = table(app).session
        expected = check_sentences(session.play_check(0), app.card_style)  # type: ignore[arg-type]
        assert expected and str(check.render()).split("\n")[0] == expected[0]
        await until(pilot, lambda: expected[0] in " ".join(screen_text(app).split()), "the check drawn")


def test_a_session_checks_the_last_finished_hand_only() -> None:
    s = new_session("classic", "hb", seed=3, level="random")
    assert s.play_check(0) is None  # no hand finished yet


async def _open_the_story(pilot, app: SixtySixApp) -> None:  # type: ignore[no-untyped-def]
    """From the lobby, the newest past match, hand by hand."""
    app.screen.action_pick("past")  # type: ignore[attr-defined]
    await mounted(pilot, PastMatchesScreen, "the list")
    await pilot.press("enter")
    await mounted(pilot, MatchStoryScreen, "the story")


async def test_a_past_match_gets_each_hands_play_check_on_c(quick_play_check) -> None:  # type: ignore[no-untyped-def]
    s = new_session("classic", "hb", seed=2, level="medium")
    rng = random.Random(2)
    for _ in range(2):
        while not s.hand_over:
            step(s, rng, claims=False)
        s.next_hand()
    assert archive_match(s) is None
    expected = [
        line
        for dealt, end in s.match.finished
        for line in check_sentences(quick_play_check(decisions_of(dealt, end.history, 0), end.history), CardStyle("en"))
    ]
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await _open_the_story(pilot, app)
        story = app.screen
        await until(pilot, lambda: "Check the play" in footer_text(app), "the key offered")
        assert "Play check" not in str(story.query_one("#story").render())
        await pilot.press("c")
        await app.workers.wait_for_complete()
        await until(pilot, lambda: len(story.checks) == 2, "both hands checked")
        told = " ".join(str(story.query_one("#story").render()).split())
        assert expected and all(f"{s.names[0]}: {line}" in told for line in expected), (expected, told)
        # Once is enough; the Footer drops the key after the screen's next refresh.
        await until(pilot, lambda: "Check the play" not in footer_text(app), "the key withdrawn")


def _fails(*_args: object, **_kwargs: object) -> object:
    raise RuntimeError("a bug of ours")


async def test_a_failing_check_hides_its_line_and_the_app_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker's exception ended the whole app with a traceback (Textual's default)."""
    monkeypatch.setattr(GameSession, "play_check", _fails)
    app = table_app("classic", "hb", seed=3, level="medium", autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await play_out(pilot, random.Random(3))
        await app.workers.wait_for_complete()
        await until(pilot, lambda: not app.screen.query_one("#result-check").display, "the line hidden")
        assert isinstance(app.screen, ScoringScreen) and app.is_running


async def test_a_failing_hint_is_said_at_the_table_and_the_app_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tui.screens.table.table_hint", _fails)
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await app.workers.wait_for_complete()
        await until(pilot, lambda: table(app).message.startswith("No hint: "), "the hint's failure")
        assert table(app).message == "No hint: a bug of ours" and app.is_running


async def test_a_failing_computer_player_is_said_at_the_table_and_the_app_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(GameSession, "bot_action", _fails)
    app = table_app("classic", "hb", seed=5, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if table(app).session.human_to_move:
            await human_move(pilot, random.Random(1))
        await app.workers.wait_for_complete()
        await until(pilot, lambda: "failed" in table(app).message, "the computer's failure")
        assert table(app).message == "The computer player failed: a bug of ours" and app.is_running


async def test_a_failing_check_of_a_past_match_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    s = new_session("classic", "hb", seed=2, level="random")
    while not s.hand_over:
        step(s, random.Random(2), claims=False)
    assert archive_match(s) is None
    monkeypatch.setattr("tui.screens.past_matches.play_checks", _fails)
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await _open_the_story(pilot, app)
        await pilot.press("c")
        await app.workers.wait_for_complete()
        failed = "The play check failed: a bug of ours"
        await until(pilot, lambda: any(n.message == failed for n in app._notifications), "the failure said")
        assert isinstance(app.screen, MatchStoryScreen)


def test_a_wrong_claim_is_named_and_the_check_no_longer_says_all_was_well() -> None:
    def claims_wrongly(view, rng: random.Random) -> str:  # type: ignore[no-untyped-def]
        return "declare" if "declare" in view.legal_actions else _at_random(view, rng)

    for seed in range(20):
        dealt, end = _hand(seed, claims_wrongly)
        if end.result is not None and end.result.reason == "wrong_declaration" and end.history[-1] == "0 declare":
            break
    else:
        pytest.fail("no wrong claim in 20 hands")
    points = end.result.points[0]
    checked = play_check(decisions_of(dealt, end.history, 0), end.history)
    assert checked.wrong_claim == points and checked.faulted
    set_language("en")
    said = check_sentences(checked, CardStyle("en"))
    assert said[0] == f"Play check: you declared 66 with {points} points, a wrong claim that lost the hand."
    assert not any("no move clearly better than yours" in s for s in said)
    if checked.judged and not checked.doubts:
        assert said[1:] == ["Apart from that, while cards were hidden, the search found no move clearly better."]
    assert check_sentences(PlayCheck(3, (), 11), CardStyle("en")) == [
        "Play check: you declared 66 with 11 points, a wrong claim that lost the hand.",
        "Apart from that, while cards were hidden, the search found no move clearly better.",
    ]
    assert check_sentences(PlayCheck(0, (), 11), CardStyle("en")) == [  # nothing searched: the claim alone
        "Play check: you declared 66 with 11 points, a wrong claim that lost the hand."
    ]
