"""Finished matches kept as records (tui/archive.py): replayable as they are, listed
newest first, counted against each computer level, and damaged files left alone."""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime, timedelta

import pytest
from app_helpers import SIZE, footer_text, mounted, screen_text, settings, table_app, until
from session_helpers import new_session, play_match, step
from textual.widgets import Button, Static
from textual.widgets._toast import Toast

from engine import preset
from engine.bots import make_bot
from engine.bots.review import review
from engine.records import parse_match
from engine.replay import replay
from tui.app import SixtySixApp
from tui.archive import (
    Player,
    Tally,
    archive_match,
    keep_match,
    past_matches,
    results_against_computer,
    resume_kept,
    write_kept,
)
from tui.i18n.terms import hand_ending
from tui.paths import archive_dir, has_past_matches, save_path
from tui.saves import as_record_file, has_save, load_save, write_save
from tui.screens.dialogs import ConfirmScreen
from tui.screens.lobby import LobbyScreen
from tui.screens.match_story import match_story
from tui.screens.new_game import NewGameScreen
from tui.screens.past_matches import MatchStoryScreen, PastMatchesScreen, file_line, results_line
from tui.screens.table import TableScreen
from tui.screens.wording import review_sentences
from tui.session import GameSession, SaveError, SeatSpec
from tui.slot import SlotLock
from tui.widgets.cardface import CardStyle
from tui.widgets.hand import HandView

NOON = datetime(2026, 12, 1, 12, 0, 0, tzinfo=UTC)


def _finished(name: str = "classic", kinds: str = "hb", seed: int = 3, level: str = "random") -> GameSession:
    s = new_session(name, kinds, seed=seed, level=level)
    play_match(s, random.Random(seed))
    return s


def test_a_kept_match_replays_as_it_is_to_the_same_score_and_winner():
    s = _finished()
    assert not has_past_matches()
    assert archive_match(s, NOON) is None
    (path,) = archive_dir().glob("*.json")
    assert path.name == "20261201-120000-classic.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    outcome = replay(data)  # the comment keys are a record's own: replay ignores them
    assert outcome.score == s.match.score and outcome.winner == s.winner
    assert data["_finished"] == "2026-12-01T12:00:00Z"
    assert data["_players"] == [
        {"name": "Ann", "kind": "human", "level": ""},
        {"name": "Bob (bot)", "kind": "bot", "level": "random"},
    ]
    (kept,) = past_matches()
    assert kept.path == path and kept.finished == NOON and kept.preset == "classic"
    assert kept.sides == ("Ann", "Bob (bot)") and kept.score == tuple(s.match.score)
    assert kept.winner == s.winner and has_past_matches()


def test_matches_are_listed_newest_first_and_two_in_one_second_are_both_kept():
    first, second = _finished(seed=3), _finished(seed=4)
    assert archive_match(first, NOON) is None
    assert archive_match(second, NOON) is None  # the same second
    later = _finished(seed=5)
    assert archive_match(later, NOON + timedelta(minutes=5)) is None
    assert [m.path.name for m in past_matches()] == [
        "20261201-120500-classic.json",
        "20261201-120000-classic-2.json",  # the later of two in one second
        "20261201-120000-classic.json",
    ]
    assert len(past_matches(limit=2)) == 2


def test_a_partnership_is_shown_as_two_sides_and_counted_for_its_person():
    s = _finished("four", "hbbb", seed=6)
    archive_match(s, NOON)
    (kept,) = past_matches()
    assert kept.sides == ("Ann & Cid (bot)", "Bob (bot) & Dee (bot)") and len(kept.score) == 2
    assert kept.winner == s.winner % 2
    assert results_against_computer([kept]) == [Tally("random", int(s.winner % 2 == 0), 1)]


def test_results_count_only_matches_of_one_person_against_the_computer_by_its_strongest_level():
    games = [
        _finished(seed=3, level="random"),
        _finished(seed=4, level="random"),
        _finished("three", "hbb", seed=5, level="easy"),
        _finished("classic", "hh", seed=6),  # hot-seat: not against the computer
    ]
    # Against an easy and a medium computer at once: counted as against medium.
    seats = [SeatSpec("Ann"), SeatSpec("Bob", "bot", "easy"), SeatSpec("Cid", "bot", "medium:endgame=6")]
    three = GameSession(preset("three"), seats, seed=7, preset_name="three")
    play_match(three, random.Random(7))
    for i, s in enumerate([*games, three]):
        assert archive_match(s, NOON + timedelta(seconds=i)) is None
    listed = past_matches()
    assert len(listed) == 5
    won = {lv: sum(m.won_by_the_person for m in listed if m.opponent_level == lv) for lv in ("random", "easy")}
    assert results_against_computer(listed) == [
        Tally("random", won["random"], 2),
        Tally("easy", won["easy"], 1),
        Tally("medium", int(three.winner == 0), 1),
    ]


def test_a_match_with_moves_taken_back_is_kept_as_such_and_counted_apart():
    # An undo shows the cards the moves after it revealed: a match won with take-backs
    # is no match won against the computer.
    s = new_session("classic", "hb", seed=3, level="random")
    rng = random.Random(3)
    while not s.can_undo:
        step(s, rng, claims=False)
    s.undo()
    taken = s.takebacks
    play_match(s, rng)
    clean = _finished(seed=4)
    assert archive_match(s, NOON) is None and archive_match(clean, NOON + timedelta(seconds=1)) is None
    data = json.loads((archive_dir() / "20261201-120000-classic.json").read_text(encoding="utf-8"))
    assert data["_takebacks"] == taken >= 1
    assert replay(data).score == s.match.score  # a comment key: the record replays as before
    assert "_takebacks" not in json.loads((archive_dir() / "20261201-120001-classic.json").read_text(encoding="utf-8"))
    with_undo, without = sorted(past_matches(), key=lambda m: m.takebacks, reverse=True)
    assert (with_undo.takebacks, without.takebacks) == (taken, 0)
    assert results_against_computer([with_undo, without]) == [Tally("random", int(clean.winner == 0), 1, 1)]
    line = results_line(results_against_computer([with_undo, without])).plain
    assert line.endswith(f"random: {int(clean.winner == 0)} of 1 (+1 not counted, moves taken back)")
    assert results_line(results_against_computer([with_undo])).plain.endswith("random: 1 not counted, moves taken back")
    assert f"moves taken back: {taken}" in file_line(with_undo).plain
    data["_takebacks"] = -1  # an edited file: not listed as a match, least of all a clean one
    (archive_dir() / "20261201-120000-classic.json").write_text(json.dumps(data), encoding="utf-8")
    assert [m.takebacks for m in past_matches()] == [0]


def test_files_that_are_not_kept_matches_are_skipped_and_left_where_they_are():
    archive_match(_finished(), NOON)
    folder = archive_dir()
    bad = {
        "20270101-000000-torn.json": '{"format": "sixtysix-match/1", "hands": [',
        "20270101-000001-plain.json": json.dumps(_finished(seed=4).match.to_record()),  # no _players
        "20270101-000002-binary.json": "\udcff",
        "20270101-000003-wrong.json": json.dumps({"format": "sixtysix-match/1", "_players": 3}),
    }
    for name, text in bad.items():
        (folder / name).write_bytes(text.encode("utf-8", "surrogateescape"))
    listed = past_matches()
    assert [m.path.name for m in listed] == ["20261201-120000-classic.json"]
    assert all((folder / name).exists() for name in bad)


def test_a_match_that_cannot_be_kept_is_one_sentence():
    archive_dir().parent.mkdir(parents=True, exist_ok=True)
    archive_dir().write_text("a file where the folder should be", encoding="utf-8")
    problem = archive_match(_finished(), NOON)
    assert problem is not None and problem.startswith("The finished match could not be kept in ")
    assert problem.endswith(".") and "\n" not in problem
    assert past_matches() == [] and not has_past_matches()


def test_the_story_of_a_match_checks_the_persons_endgames_as_the_score_screen_did():
    s = new_session("classic", "hb", seed=8, level="medium")
    medium, rng = make_bot("medium"), random.Random(8)
    while not s.match_over:  # the person plays medium's moves: a random claim would end each hand
        if s.hand_over:
            s.next_hand()
        else:
            s.apply(s.bot_action() if s.bot_to_move else medium.choose(s.view(0), rng))
    style = CardStyle("en", True, False)
    story = match_story(parse_match(s.match.to_record()), style, people=[0]).plain
    expected = [
        f"Ann: {line}"
        for dealt, end in s.match.finished
        for line in review_sentences(review(dealt, end.history, 0), style)
    ]
    assert expected and [line for line in story.splitlines() if line.startswith("Ann: Endgame check")] == expected
    assert "Bob (bot): Endgame check" not in story  # a computer's play is not checked


@pytest.mark.parametrize(("name", "kinds"), [("classic", "hb"), ("three", "hbb"), ("four24", "hbbb")])
def test_the_story_names_the_turned_trump_card_with_a_stock_or_without(name, kinds):
    s = _finished(name, kinds, seed=4)
    record = parse_match(json.loads(json.dumps(s.match.to_record())))
    style = CardStyle("en", False, False)
    story = match_story(record, style).plain
    for dealt, _end in s.match.finished:
        assert f"trump {style.suit(dealt.trump)} ({style.plain(dealt.bottom)})" in story


def test_the_story_says_what_each_marriage_was_worth():
    s = _finished("classic", "bb", seed=4, level="medium")  # medium announces every marriage
    record = parse_match(json.loads(json.dumps(s.match.to_record())))
    style = CardStyle("en", False, False)
    story = match_story(record, style).plain
    said = 0
    for dealt, end in s.match.finished:
        for entry in end.history:
            seat, _sp, action = entry.partition(" ")
            if action.startswith("announce "):
                suit = "CDHS".index(action[-1])
                worth = "40" if suit == dealt.trump else "20"
                assert f"{s.names[int(seat)]}: marriage {style.suit(suit)} {worth}" in story
                said += 1
    assert said


def test_the_story_says_the_last_tricks_ten_where_it_counted():
    # A tester added up the trick lines of a hand to 59 under «Компьютер 2 (69 очков)».
    s = _finished("russian", "hb", seed=4)  # russian: the last trick counts 10 even after a close
    record = parse_match(json.loads(json.dumps(s.match.to_record())))
    story = match_story(record, CardStyle("en", True, False)).plain
    bonuses = sum(1 for _dealt, end in s.match.finished if sum(end.bonus))
    assert bonuses and story.count("(+10 for the last trick)") == bonuses


def test_the_story_of_a_match_tells_every_trick_every_end_and_the_score():
    s = _finished("classic", "hb", seed=4)
    record = parse_match(json.loads(json.dumps(s.match.to_record())))
    story = match_story(record, CardStyle("en", True, False)).plain
    hands = s.match.finished
    for i, (_dealt, end) in enumerate(hands):
        assert f"Hand {i + 1}  Dealer: " in story
        assert end.result is not None and hand_ending(end.result, s.names, end.rules, end.closer, end.history) in story
    tricks = re.findall(r"^  \d+\. .* → .* \+\d+(?: \(\+10 for the last trick\))?$", story, flags=re.MULTILINE)
    assert len(tricks) == sum(len(end.completed) for _dealt, end in hands)
    assert story.rstrip().endswith("Score: Ann {} · Bob (bot) {}".format(*s.match.score))
    card = r"(?:10|[AKQJ9])[♣♦♥♠]"
    for section in story.split("\n\n"):  # a hand: every card played was dealt, drawn or turned up
        shown = re.findall(r"^(?:Hand \d+ .*|  [^\d].*: .*|     drew: .*)$", section, flags=re.MULTILINE)
        known = set(re.findall(card, "\n".join(shown)))
        played = re.findall(card, "\n".join(re.findall(r"^  \d+\. .*$", section, flags=re.MULTILINE)))
        assert played and set(played) <= known
    assert "drew: " in story


async def test_a_past_match_opens_hand_by_hand_and_a_damaged_one_says_so():
    archive_match(_finished(seed=4), NOON)
    damaged = _finished(seed=5)
    archive_match(damaged, NOON + timedelta(minutes=1))
    newest = archive_dir() / "20261201-120100-classic.json"
    data = json.loads(newest.read_text(encoding="utf-8"))
    data["hands"][0]["actions"][0] = "1 play " + data["hands"][0]["hands"][0][0]  # seat 1 plays seat 0's card
    newest.write_text(json.dumps(data), encoding="utf-8")
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one("#menu-past", Button).press()
        shown = lambda: isinstance(app.screen, PastMatchesScreen) and "Hand by hand" in screen_text(app)  # noqa: E731
        await until(pilot, shown, "the past matches")  # drawn after the push: under load, after a pause
        await pilot.press("down", "enter")  # the older match, intact
        story = lambda: isinstance(app.screen, MatchStoryScreen) and "Hand 1  Dealer: " in screen_text(app)  # noqa: E731
        await until(pilot, story, "the older match's story")
        assert "1. " in screen_text(app)
        await pilot.press("escape", "up", "enter")  # the damaged one
        said = "This match's record cannot be read: hand 0: action 0"
        await until(pilot, lambda: said in screen_text(app), "the damaged record named")
        await pilot.press("escape", "escape")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)


def _saved_mid_match() -> GameSession:
    s = new_session("classic", "hb", seed=5, level="random")
    rng = random.Random(5)
    for _ in range(3):
        step(s, rng, claims=False)
    assert write_save(s) is None
    return s


async def test_a_new_match_asks_before_taking_the_saved_ones_place_and_keeps_it_unfinished():
    saved = _saved_mid_match()
    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await mounted(pilot, NewGameScreen, "the form")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.action_start()
        said = "Ann – Bob (bot) 0:0, is not finished"
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen) and said in screen_text(app), "the question")
        await pilot.press("enter")  # the focused answer is Back: Enter must not lose the match
        await pilot.pause()
        assert app.screen is form and has_save() and past_matches() == []
        assert load_save().session.to_save() == saved.to_save()  # type: ignore[union-attr]
        form.action_start()
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        (kept,) = past_matches()
        assert not kept.over and kept.winner is None and kept.sides == ("Ann", "Bob (bot)")
        assert json.loads(kept.path.read_text(encoding="utf-8"))["hands"][0]["actions"] == [
            f"{a}" for a in saved.match.to_record()["hands"][0]["actions"]
        ]
        assert results_against_computer([kept]) == []  # an unfinished match counts for nobody
        assert load_save().session.to_save() != saved.to_save()  # type: ignore[union-attr]


def test_an_unfinished_match_is_kept_with_its_save_and_resumes_as_it_was():
    """So that Past matches can resume it: several matches may be going at once."""
    s = new_session("classic", "hb", seed=6, level="random")
    rng = random.Random(6)
    for _ in range(5):
        step(s, rng, claims=False)
    s.takebacks = 2
    assert keep_match(s, NOON)[1] is None
    assert archive_match(_finished(seed=7), NOON + timedelta(minutes=1)) is None
    finished, kept = past_matches()
    assert kept.resumable and not kept.over and not finished.resumable
    assert replay(json.loads(kept.path.read_text(encoding="utf-8"))).score == s.match.score  # a record still
    again = resume_kept(kept)
    assert again.to_save() == s.to_save()  # the hand where it stood, the deals to come, the take-backs


def test_a_lan_match_kept_unfinished_is_not_offered_to_resume():
    s = new_session("classic", "hb", seed=6, level="random")
    step(s, random.Random(6), claims=False)
    record = as_record_file(s.to_save())
    players = [Player("Ann", "human", ""), Player("Bob", "remote", "")]
    write_kept(record, "classic", players, NOON)
    (kept,) = past_matches()
    assert not kept.over and not kept.resumable
    with pytest.raises(SaveError):
        resume_kept(kept)


async def test_past_matches_resumes_an_unfinished_match_and_keeps_the_saved_one_in_its_place():
    parked = new_session("classic", "hb", seed=6, level="random")
    rng = random.Random(6)
    for _ in range(5):
        step(parked, rng, claims=False)
    keep_match(parked, NOON)
    saved = _saved_mid_match()  # in the slot
    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one("#menu-past", Button).press()
        await mounted(pilot, PastMatchesScreen, "the list")
        await until(pilot, lambda: "Resume" in screen_text(app) and "Resume" in footer_text(app), "r offered")
        await pilot.press("r")
        said = "The match you resume takes its place"
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen) and said in screen_text(app), "the question")
        await pilot.press("y")
        await mounted(pilot, TableScreen, "the table")
        played = parked.match.to_record()["hands"][0]["actions"]

        def goes_on_from_it(session: GameSession | None) -> bool:  # the computer may have moved since
            return (
                session is not None
                and session.seed == parked.seed
                and (session.match.to_record()["hands"][0]["actions"][: len(played)] == played)
            )

        assert goes_on_from_it(app.session)
        (kept,) = past_matches()  # the resumed one is off the list; the one saved is on it
        assert kept.resumable and resume_kept(kept).to_save() == saved.to_save()
        assert goes_on_from_it(load_save().session)  # in the slot now


async def test_a_resume_the_slot_cannot_take_leaves_both_matches_where_they_were(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A full disk, say: the match to resume stays under Past matches and the saved one in
    the slot, each once (the saved one had also been kept under Past matches)."""
    parked = new_session("classic", "hb", seed=6, level="random")
    step(parked, random.Random(6), claims=False)
    keep_match(parked, NOON)
    saved = _saved_mid_match()
    monkeypatch.setattr("tui.saves.write_save", lambda session: "The match could not be saved: disk full.")
    app = SixtySixApp(settings=settings())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        app.screen.query_one("#menu-past", Button).press()
        await mounted(pilot, PastMatchesScreen, "the list")
        await until(pilot, lambda: "Resume" in screen_text(app) and "Resume" in footer_text(app), "r offered")
        await pilot.press("r")
        await mounted(pilot, ConfirmScreen, "the question")
        await pilot.press("y")
        await until(pilot, lambda: any("disk full" in n.message for n in app._notifications), "told")
        assert not isinstance(app.screen, TableScreen)
    (kept,) = past_matches()
    assert resume_kept(kept).to_save() == parked.to_save()
    assert load_save().session.to_save() == saved.to_save()  # type: ignore[union-attr]


async def test_a_finished_match_offers_no_resume():
    archive_match(_finished(seed=4), NOON)
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one("#menu-past", Button).press()
        await mounted(pilot, PastMatchesScreen, "the list")
        await until(pilot, lambda: "Hand by hand" in footer_text(app), "the keys")
        assert "Resume" not in footer_text(app)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, PastMatchesScreen) and app.session is None and not has_save()


async def test_sixtysix_play_asks_before_it_keeps_the_saved_match_unfinished():
    saved = _saved_mid_match()
    app = table_app("classic", "hb", seed=9)
    async with app.run_test(size=SIZE) as pilot:
        # No: the lobby, whose Resume goes on with the saved match, kept as it was.
        await mounted(pilot, ConfirmScreen, "the question")
        assert "is not finished" in app.screen.question
        await pilot.press("n")
        await mounted(pilot, LobbyScreen, "the lobby")
        assert past_matches() == [] and load_save().session.to_save() == saved.to_save()  # type: ignore[union-attr]
        other = SlotLock()  # and the plain-text game may go on with it meanwhile
        assert other.take() is None
        other.release()
    app = table_app("classic", "hb", seed=9)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await mounted(pilot, ConfirmScreen, "the question")
        await pilot.press("y")
        await mounted(pilot, TableScreen, "the table")
        assert [not m.over for m in past_matches()] == [True]
        # On the table's message line: a toast had covered the opponents' panels for 8 s.
        said = "The saved match was kept under Past matches, unfinished."
        await until(pilot, lambda: said in str(app.screen.query_one("#message", Static).content), "the notice")
        assert not app._notifications
        # A toast still said at the table (an error, say) leaves the cards in hand and their
        # numbers (the keys) in sight.
        app.notify(said + " " + said)
        # Drawn: laid out with a place on the screen, which comes after it is mounted.
        await until(pilot, lambda: any(t.region.area for t in app.screen.query(Toast)), "a toast drawn")
        toast = app.screen.query_one(Toast).region
        hand = app.screen.query_one(HandView).region
        assert toast.area and hand.area and not toast.overlaps(hand)
        assert toast.width > 50  # Textual's half of the screen, 40 columns, made a long notice tall


async def test_a_saved_match_that_cannot_be_kept_is_moved_aside_not_overwritten():
    saved = _saved_mid_match()
    archive_dir().write_text("a file where the folder should be", encoding="utf-8")
    app = table_app("classic", "hb", seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await mounted(pilot, ConfirmScreen, "the question")
        await pilot.press("y")
        await mounted(pilot, TableScreen, "the table")
        (aside,) = save_path().parent.glob("current.replaced-*.json")
        assert json.loads(aside.read_text(encoding="utf-8")) == as_record_file(saved.to_save())
        assert any(f"moved to {aside}" in n.message for n in app._notifications)


async def test_a_past_match_is_deleted_only_when_asked_and_its_result_goes_with_it():
    archive_match(_finished(seed=4), NOON)
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.action_pick("past")  # type: ignore[attr-defined]
        await until(pilot, lambda: "random: " in screen_text(app), "the past matches")
        await pilot.press("d")
        asked = lambda: isinstance(app.screen, ConfirmScreen) and "cannot be brought back" in screen_text(app)  # noqa: E731
        await until(pilot, asked, "the question")
        await pilot.press("enter")  # the focused answer keeps it
        await pilot.pause()
        assert len(past_matches()) == 1
        await pilot.press("d", "y")
        await pilot.pause()
        assert isinstance(app.screen, PastMatchesScreen) and past_matches() == []
        emptied = ("No match has been finished yet.", "No match of one person against the computer finished yet.")
        await until(pilot, lambda: all(said in screen_text(app) for said in emptied), "the list emptied")


async def test_a_match_under_own_rules_is_marked_and_says_what_was_changed():
    seats = [SeatSpec("Ann"), SeatSpec("Bob", "bot", "random")]
    own = GameSession(preset("classic", match_target=1), seats, seed=3, preset_name="classic")
    play_match(own, random.Random(3))
    archive_match(own, NOON)
    archive_match(_finished(seed=4), NOON + timedelta(minutes=1))
    app = SixtySixApp(settings=settings(), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.action_pick("past")  # type: ignore[attr-defined]
        newest = "Classic · Ann – Bob (bot) · 0:9 · Winner: Bob (bot)"
        await until(pilot, lambda: newest in screen_text(app), "the past matches")
        rows = [line for line in screen_text(app).splitlines() if "Classic" in line]
        assert len(rows) == 3 and "Classic*" in rows[1] and "Classic*" not in rows[0]  # newest first
        assert rows[2].strip() == "Classic · Ann – Bob (bot) · 0:9 · Winner: Bob (bot)"  # the chosen one in full
        assert "Own rules" not in screen_text(app)
        await pilot.press("down")
        await until(pilot, lambda: "* Own rules: Match: " in screen_text(app), "the own rules of the chosen match")
        await pilot.press("enter")
        story = lambda: isinstance(app.screen, MatchStoryScreen) and "Own rules: Match: " in screen_text(app)  # noqa: E731
        await until(pilot, story, "the story with its own rules")
