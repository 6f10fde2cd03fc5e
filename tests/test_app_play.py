"""The Textual app driven by Pilot: whole hands and matches, hot-seat privacy, undo, hints,
illegal attempts, closing, three and four players."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace

import pytest
from app_helpers import (
    NAMES,
    SIZE,
    footer_text,
    human_move,
    key_for,
    mounted,
    play_out,
    play_to_scoring,
    resized,
    screen_text,
    settings,
    settle,
    table,
    table_app,
    title_text,
    until,
)
from session_helpers import play_hand, step
from textual.widgets import Button, DataTable, Static

from engine import CARD_STR, preset
from engine.bots.hints import table_hint
from engine.cards import bits
from engine.replay import replay
from tui import saves
from tui.app import SixtySixApp, StartSpec
from tui.paths import archive_dir
from tui.screens.curtain import CurtainScreen
from tui.screens.dialogs import ConfirmScreen
from tui.screens.lobby import LobbyScreen
from tui.screens.move_log import TRICK_MARK
from tui.screens.scoring import ScoringScreen
from tui.screens.table import TableScreen
from tui.screens.wording import hint_sentence
from tui.session import SeatSpec
from tui.widgets.card import CardView
from tui.widgets.cardface import CardStyle
from tui.widgets.fitline import FitLine
from tui.widgets.hand import HandView
from tui.widgets.panels import SeatPanel, StockPanel

# The score screen's play check is not what these tests look at (test_play_check is).
pytestmark = pytest.mark.usefixtures("quick_play_check")


def _faces_in_hand_row(t: TableScreen) -> set[int]:
    """Card faces drawn in the hand row (hidden slots are not drawn)."""
    return {w.card for w in t.query_one(HandView).query(CardView) if w.parent.display and w.display}


async def test_hot_seat_hand_never_shows_a_hand_out_of_turn() -> None:
    app = table_app("classic", "hh", seed=11)
    rng = random.Random(1)
    curtains = 0
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        s = t.session
        for _ in range(300):
            await settle(pilot)
            if isinstance(app.screen, ScoringScreen):
                break
            if s.hand_over:
                await pilot.pause(0.05)
                continue
            mover = s.to_move
            hands = {p: set(bits(s.hand.hands[p])) for p in range(2)}
            if isinstance(app.screen, CurtainScreen):
                curtains += 1
                # Nothing private under the curtain: the table's hand row is empty...
                assert _faces_in_hand_row(t) == set()
                # ...and nothing on the terminal shows a card (the curtain is opaque).
                shot = screen_text(app)
                assert not any(suit in shot for suit in "♣♦♥♠"), shot
                assert s.match.seats[mover] in shot
                await pilot.press("enter")
                continue
            assert app.screen is t
            assert t.shown == mover
            faces = _faces_in_hand_row(t)
            assert faces == hands[mover]
            other = 1 - mover
            assert not faces & hands[other]
            legal = [a for a in s.hand.legal_actions() if a != "declare" and a != "close"] or s.hand.legal_actions()
            await pilot.press(key_for(t, rng.choice(legal)))
        else:
            raise AssertionError("the hand never ended")
        assert curtains >= 6
        assert s.hand_over
        await until(pilot, lambda: "Hand" in screen_text(app), "the score screen")


async def test_a_match_against_a_bot_to_the_end() -> None:
    app = table_app("classic", "hb", seed=3, match_target=3)
    rng = random.Random(2)
    async with app.run_test(size=SIZE) as pilot:
        s = table(app).session
        for _ in range(20):
            await play_to_scoring(pilot, rng)
            if s.match_over:
                break
            await pilot.press("enter")  # next hand
        assert s.match_over and s.winner is not None
        assert isinstance(app.screen, ScoringScreen)
        winner = ("Anna", "Boris")[s.winner]
        await until(pilot, lambda: f"{winner} wins the match!" in screen_text(app), "the winner named")
        await until(pilot, lambda: "esc Back to the lobby" in footer_text(app), "the Footer's keys")
        assert "n Play again" in footer_text(app)
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        # The finished match is kept, once, and the lobby offers it with the result.
        kept = list(archive_dir().glob("*.json"))
        assert len(kept) == 1
        assert replay(json.loads(kept[0].read_text(encoding="utf-8"))).score == s.match.score
        await until(pilot, lambda: "Past matches" in screen_text(app), "the past matches offered")
        app.screen.query_one("#menu-past").press()
        won = int(s.winner == 0)
        tally = f"Against the computer, matches won — random: {won} of 1"  # one colon, lower case
        await until(pilot, lambda: tally in screen_text(app), "the tally of matches won")
        shown = screen_text(app)
        assert "Anna – Boris" in shown and "{}:{}".format(*s.match.score) in shown
        # Filled in when the list's row is chosen, after the tally is drawn.
        past_file = lambda: str(app.screen.query_one("#past-file", Static).content)  # noqa: E731
        await until(pilot, lambda: f"sixtysix replay {kept[0]}" in past_file(), "the record's file named")


async def test_play_again_deals_a_new_match_for_the_same_seats_and_rules() -> None:
    app = table_app("classic", "hb", seed=3, match_target=1)
    async with app.run_test(size=SIZE) as pilot:
        first = table(app).session
        await play_out(pilot, random.Random(2))
        assert first.match_over and isinstance(app.screen, ScoringScreen)
        await pilot.press("enter")  # Play again
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.session is not first, "again")
        await settle(pilot)
        again = table(app).session
        assert again is not first and not again.match_over and again.score == [0, 0]
        assert again.seats == first.seats and again.rules == first.rules and again.preset_name == "classic"
        assert [type(s).__name__ for s in app.screen_stack[1:]] == ["LobbyScreen", "TableScreen"]
        assert len(list(archive_dir().glob("*.json"))) == 1  # the finished one kept, once
        assert saves.save_summary() is not None  # and the new one in the save


async def test_three_player_hand_with_bots() -> None:
    app = table_app("three", "hbb", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_scoring(pilot, random.Random(3))
        assert isinstance(app.screen, ScoringScreen)
        assert len(table(app).query("SeatPanel")) == 2


async def test_four_player_hand_with_a_partner() -> None:
    app = table_app("four", "hbbb", seed=6)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await settle(pilot)
        await until(pilot, lambda: "partner" in screen_text(app), "the partner named")
        assert len(t.query("SeatPanel")) == 3
        await until(pilot, lambda: "h Hint" in footer_text(app), "the table's keys")
        assert "Marriage" not in footer_text(app)  # Hoyle's four-hand game has none: no dead key
        await play_to_scoring(pilot, random.Random(4))
        assert isinstance(app.screen, ScoringScreen)


async def test_the_log_line_marks_where_a_trick_ended() -> None:
    """«… K♥ · Oleg: 10♣» was read as the 10 answering the king: the log line marks the
    card that ended a trick off from the moves after it."""
    app = table_app("four", "hbbb", seed=6)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        rng = random.Random(4)
        for _ in range(8):
            await settle(pilot)
            hand = t.session.hand
            if hand.completed and 1 <= len(hand.table) <= 2:  # the log reaches back into the last trick
                seat, card = hand.completed[-1][-1]
                ended = f"{NAMES[seat]}: {CardStyle('en').plain(card)}"
                log = str(t.query_one("#status", Static).render()).splitlines()[0]
                assert ended + TRICK_MARK in log and log.count(TRICK_MARK) == 1
                return
            await human_move(pilot, rng)
        pytest.fail("no turn in 8 with the last trick's end in the log")


async def test_in_hot_seat_the_panels_show_the_others_of_whoever_is_at_the_terminal() -> None:
    """The three panels are the other seats, clockwise from the person on screen, the
    partner opposite: they used to stay those of the first person, so the next one
    found their own panel up there, marked as the partner."""
    app = table_app("four", "hhhh", seed=6)
    rng = random.Random(2)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        seen = set()
        for _turn in range(4):
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await pilot.pause()
            me = t.shown
            assert me is not None
            seen.add(me)
            panels = list(t.query(SeatPanel))
            assert [str(p.border_title) for p in panels] == [NAMES[(me + k) % 4] for k in (1, 2, 3)]
            assert [p.border_subtitle for p in panels] == ["", "partner", ""]
            await human_move(pilot, rng)
            await pilot.pause()
        assert len(seen) == 4


def _four_players_named(names: list[str], language: str) -> SixtySixApp:
    """A four-player table (seed 6): a person at seat 1, random bots at the others."""
    seats = tuple(SeatSpec(n) if i == 0 else SeatSpec(n, "bot", "random") for i, n in enumerate(names))
    return SixtySixApp(settings=settings(language), start=StartSpec(preset("four"), seats, "four", 6), autosave=False)


async def test_long_names_at_80_columns_keep_both_scores_and_tell_the_seats_apart() -> None:
    # The default names in Russian, four players: the full title is 98 cells wide.
    app = _four_players_named(["Игрок 1", "Компьютер 2", "Компьютер 3", "Компьютер 4"], "ru")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        title = str(table(app).query_one(FitLine).shown)
        # The computers' names abbreviated leave room for the rules' name too.
        assert title == "Вчетвером, 32 карты · раздача 1 · Игрок 1 & Комп. 3 0  Комп. 2 & Комп. 4 0 / 7"
        await until(pilot, lambda: title_text(app) == title, "the title drawn")
        t = table(app)
        await pilot.press(key_for(t, next(a for a in t.session.hand.legal_actions() if a.startswith("play"))))
        await settle(pilot)
        text = screen_text(app)
        assert "Комп. 2" in text and "Комп. 4" in text  # not "Компьютер" twice
        assert "2Комп" not in text and "3Комп" not in text  # nor run together
        title = "Шестьдесят шесть · Вчетвером, 32 карты"
        await resized(pilot, (140, 30), lambda: title_text(app).startswith(title), "the whole title")


async def test_with_two_or_three_seats_the_names_on_the_table_are_whole() -> None:
    # Four places leave each name ten cells ("Комп. 2"); two or three have room for it.
    for names in (["Игрок 1", "Компьютер 2"], ["Игрок 1", "Компьютер 2", "Компьютер 3"]):
        start = StartSpec(
            preset("classic" if len(names) == 2 else "three"),
            (SeatSpec(names[0]),) + tuple(SeatSpec(n, "bot", "random") for n in names[1:]),
            "",
            6,
        )
        app = SixtySixApp(settings=settings("ru"), start=start, autosave=False)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            shown = {str(w.render()) for w in table(app).query(".who") if w.parent.display}
            assert shown == set(names)


async def test_four_places_on_a_wide_screen_name_everyone_whole_and_at_80_columns_cut() -> None:
    """«Комп. 3» under the trick and beside the trump where the terminal had room; a
    resize draws the table again."""
    names = ["Игрок 1", "Компьютер 2", "Компьютер 3", "Компьютер 4"]
    start = StartSpec(
        preset("four"), (SeatSpec(names[0]),) + tuple(SeatSpec(n, "bot", "random") for n in names[1:]), "", 7
    )
    app = SixtySixApp(settings=settings("ru"), start=start, autosave=False)
    async with app.run_test(size=(90, 24)) as pilot:  # a terminal ten columns wider
        await settle(pilot)
        t = table(app)

        def shown() -> set[str]:
            return {str(w.render()) for w in t.query(".who") if w.parent.display}

        def holder() -> str:
            return str(t.query_one("#stock-label", Static).render()).splitlines()[1]

        assert t.session.view(0).dealer == 2 and holder() == "держит: Компьютер 3"
        assert shown() == set(names)
        await resized(pilot, SIZE, lambda: shown() != set(names), "the names cut at 80 columns")
        assert shown() == {"Игрок 1", "Комп. 2", "Комп. 3", "Комп. 4"}
        assert holder() == "держит: Комп. 3"


async def test_a_big_terminal_draws_the_cards_big_and_a_small_one_small_again() -> None:
    """At 120×40 the table had filled the top half, its cards three rows high."""
    app = _four_players_named(["Anna", "Boris", "Clara", "Denis"], "en")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        t = table(app)

        def first_card() -> CardView:
            return next(w for w in t.query_one(HandView).query(CardView) if w.parent.display)

        assert not t.has_class("big") and first_card().outer_size.height == 3
        small = str(first_card().render())
        style = t.sixtysix.card_style
        assert small == style.plain(first_card().card)
        await resized(pilot, (120, 40), lambda: first_card().outer_size.height == 5, "big cards")
        assert t.has_class("big")
        card = first_card()
        top, middle, bottom = str(card.render()).split("\n")
        rank, suit = style.rank(card.card & 7), style.suit(card.card >> 3)
        assert (top.rstrip(), middle.strip(), bottom.lstrip()) == (rank, suit, rank)
        assert len(top) == len(middle) == len(bottom) == card.content_size.width
        # The hand sits at the bottom, above its keys and the footer, and nothing is cut.
        hand = t.query_one(HandView).region
        assert hand.bottom >= 40 - 4 and t.query_one("#stock-label", Static).region.height == 2
        await resized(pilot, SIZE, lambda: first_card().outer_size.height == 3, "small cards again")
        assert not t.has_class("big") and str(first_card().render()) == small


async def test_without_a_stock_everyone_sees_the_trump_card_the_dealer_holds_until_it_is_played() -> None:
    # Rules §4.1 and §4.3: the turned card is shown to all and belongs to the dealer.
    for seed in range(20):
        app = SixtySixApp(
            settings=settings("ru"),
            start=StartSpec(
                preset("three"),
                (SeatSpec("Игрок 1"),) + tuple(SeatSpec(f"Компьютер {i}", "bot", "random") for i in (2, 3)),
                "three",
                seed,
            ),
            autosave=False,
        )
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            t = table(app)
            dealer, trump = t.session.hand.dealer, t.session.hand.bottom
            if dealer == 0:
                continue
            stock = t.query_one(StockPanel)
            assert stock.query_one("#stock-trump", CardView).display
            assert stock.query_one("#stock-trump", CardView).card == trump
            assert f"держит: Компьютер {dealer + 1}" in str(stock.query_one("#stock-label", Static).render())
            rng = random.Random(seed)
            while not t.session.hand.played >> trump & 1 and not t.session.hand_over:
                await settle(pilot)
                if t.session.human_to_move:
                    await human_move(pilot, rng)
            await settle(pilot)
            assert not stock.query_one("#stock-trump", CardView).display
            assert "держит" not in str(stock.query_one("#stock-label", Static).render())
            return
    raise AssertionError("no deal by a computer in 20 seeds")


async def test_the_hot_seat_curtain_can_leave_the_table_after_a_question() -> None:
    app = table_app("classic", "hh", seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await until(
            pilot, lambda: isinstance(app.screen, CurtainScreen) and "q Leave" in footer_text(app), "the curtain"
        )
        await pilot.press("q")
        await mounted(pilot, ConfirmScreen, "the question")
        assert not _faces_in_hand_row(table(app))  # nobody's hand behind the question
        await pilot.press("escape")  # stay: the curtain again, not the hand
        await mounted(pilot, CurtainScreen, "the curtain again")
        await pilot.press("escape")
        await mounted(pilot, ConfirmScreen, "the question again")
        await pilot.press("y")
        await mounted(pilot, LobbyScreen, "the lobby")


async def test_the_score_sheet_names_both_partners_of_each_side() -> None:
    app = _four_players_named(["Гравець 1", "Комп’ютер 2", "Комп’ютер 3", "Комп’ютер 4"], "uk")
    async with app.run_test(size=SIZE) as pilot:
        await play_out(pilot, random.Random(4))
        await until(pilot, lambda: "Роздача" in screen_text(app), "the score sheet")
        lines = screen_text(app).splitlines()
        head = next(i for i, line in enumerate(lines) if "Роздача" in line)
        assert "Гравець 1 &" in lines[head] and "Комп’ютер 2 &" in lines[head]
        assert "Комп’ютер 3" in lines[head + 1] and "Комп’ютер 4" in lines[head + 1]


async def test_the_score_screen_checks_the_endgame_with_the_solver() -> None:
    shown = {"slips": 0, "clean": 0, "unjudged": 0}
    # Seed 0's hand ends before the stock does, so nothing is judged; of the others in
    # 0-15, 2, 4, 13 and 15 reach the end of the stock with every move right, 14 with a slip.
    for seed in (0, 2, 14):
        app = table_app("classic", "hb", seed=seed, level="medium", language="ru", fresh=True)
        async with app.run_test(size=SIZE) as pilot:
            await play_out(pilot, random.Random(seed))
            checked = table(app).session.review(0)
            await until(pilot, lambda a=app: "n Следующая раздача" in footer_text(a), "the score screen drawn")
            text = " ".join(screen_text(app).split())
            if not checked.judged:
                assert "Разбор концовки" not in text
                shown["unjudged"] += 1
            elif checked.slips:
                slip = checked.slips[0]
                assert f"Разбор концовки, взятка {slip.trick}: вы сыграли " in text
                shown["slips"] += 1
            else:
                assert "все ваши ходы были лучшими" in text
                shown["clean"] += 1
    assert all(shown.values()), shown


async def test_at_a_hot_seat_table_each_persons_endgame_check_is_named() -> None:
    for seed in range(12):
        app = table_app("classic", "hh", seed=seed)
        async with app.run_test(size=SIZE) as pilot:
            await play_out(pilot, random.Random(seed))
            session = table(app).session
            judged = [seat for seat in (0, 1) if session.review(seat).judged]
            if not judged:
                continue
            text = " ".join(screen_text(app).split())
            for seat in judged:
                assert f"[{session.names[seat]}] Endgame check" in text
            return
    raise AssertionError("no hand in 12 reached the end of the stock")


async def test_three_player_hot_seat_curtains_between_each_person() -> None:
    """Two tricks: before each move of another person a curtain names the person to move,
    and lifting it shows that person's hand.  (A whole hand at a hot-seat table, curtains
    and all, is test_hot_seat_hand_never_shows_a_hand_out_of_turn's.)"""
    app = table_app("three", "hhh", seed=8)
    rng = random.Random(5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        s = t.session
        for _ in range(12):
            if len(s.hand.completed) == 2:
                break
            await settle(pilot)
            mover = s.to_move
            assert mover is not None
            if app.screen is t:  # the same person again (played last and took the trick): no curtain
                assert t.shown == mover and s.hand.history[-1].startswith(f"{mover} ")
            else:
                assert isinstance(app.screen, CurtainScreen)
                await until(pilot, lambda m=mover: s.names[m] in screen_text(app), "the curtain names who moves")
                await pilot.press("enter")
                await until(pilot, lambda: app.screen is t, "the curtain lifted")
            assert t.shown == mover
            assert _faces_in_hand_row(t) == set(bits(s.hand.hands[mover]))
            legal = [a for a in s.hand.legal_actions() if a.startswith("play ")] or list(s.hand.legal_actions())
            await pilot.press(key_for(t, rng.choice(legal)))
        else:
            raise AssertionError("two tricks were not played in 12 moves")


async def test_an_illegal_card_is_explained_and_changes_nothing() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        s = t.session
        rng = random.Random(9)
        # Play until a trick must be followed in phase 2 with a card that may not be played.
        for _ in range(200):
            await settle(pilot)
            if s.hand_over:
                raise AssertionError("no illegal choice came up")
            view = s.view(t.shown)  # type: ignore[arg-type]
            legal = set(view.legal_actions)
            illegal = [c for c in t.query_one(HandView).cards if f"play {CARD_STR[c]}" not in legal]
            if illegal and view.table:
                before = list(s.hand.history)
                i = t.query_one(HandView).cards.index(illegal[0])
                await pilot.press(str(i + 1))
                await pilot.pause()
                assert s.hand.history == before
                assert "must" in t.message
                await until(pilot, lambda: t.message in screen_text(app), "the reason on screen")
                return
            choice = rng.choice([a for a in view.legal_actions if a != "declare"])
            if choice == "close":
                choice = "close" if s.hand.stock_size > 6 else choice
            await pilot.press(key_for(t, choice))
            if choice == "close":
                await pilot.press("y")
        raise AssertionError("no illegal choice came up")


async def test_closing_asks_first_and_says_what_is_at_stake() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        s = t.session
        await settle(pilot)
        assert "close" in s.hand.legal_actions()
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen) and "game points" in screen_text(app), "asked")
        await pilot.press("n")
        await pilot.pause()
        assert not s.hand.closed
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("y")
        await settle(pilot)
        assert s.hand.closed


async def _to_a_declare_turn(pilot, app):  # type: ignore[no-untyped-def]
    """Play on (cards only) until the human may declare; the table."""
    t = table(app)
    for _ in range(40):
        await settle(pilot)
        legal = t.session.hand.legal_actions()
        if t.session.human_to_move and "declare" in legal:
            return t
        await pilot.press(key_for(t, next(a for a in legal if a.startswith("play ") or a == "draw")))
    raise AssertionError("no turn with a claim in reach")


async def test_a_claim_is_asked_about_first_and_the_count_stays_hidden() -> None:
    app = table_app("classic", "hb", seed=5)  # running points hidden, as the preset says
    async with app.run_test(size=SIZE) as pilot:
        t = await _to_a_declare_turn(pilot, app)
        history = list(t.session.hand.history)
        await pilot.press("d")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen) and "Declare 66?" in screen_text(app), "asked")
        text = screen_text(app)
        assert "With fewer than 66 the claim is wrong" in text
        assert "You have" not in text  # no count given away
        assert "Boris then scores 2 game points." in text
        await pilot.press("n")
        await pilot.pause()
        assert t.session.hand.history == history
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("enter")  # Enter keeps playing: a wrong claim loses the hand at once
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmScreen) and t.session.hand.history == history
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await settle(pilot)
        assert t.session.last_result is not None
        assert t.session.last_result.reason == "wrong_declaration"
        assert t.session.last_result.scores == (0, 2)  # what the question said


async def test_with_points_shown_a_wrong_claim_says_so_and_defaults_to_no() -> None:
    app = table_app("classic", "hb", seed=5)
    app.settings = replace(app.settings, show_points="always")
    async with app.run_test(size=SIZE) as pilot:
        t = await _to_a_declare_turn(pilot, app)
        points = t.session.view(0).points()
        assert points < 66
        history = list(t.session.hand.history)
        await pilot.press("d")
        said = f"You have {points} points: fewer than 66"
        await until(pilot, lambda: said in screen_text(app), "the question")
        dialog = app.screen
        # What Enter answers is drawn as the default: a blue "Declare!" had stood beside
        # the focused "Keep playing", and a tester took it for the default.
        assert (
            dialog.query_one("#no", Button).variant == "primary"
            and dialog.query_one("#yes", Button).variant == "default"
        )
        await pilot.press("left")  # the arrows move between the buttons
        assert dialog.focused is dialog.query_one("#yes", Button)
        await pilot.press("right")
        assert dialog.focused is dialog.query_one("#no", Button)
        await pilot.press("enter")  # the focus is on "Keep playing"
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmScreen)
        assert t.session.hand.history == history
        assert t.message == "Not declared: play on."  # Enter had closed the question without a word


async def test_undo_takes_back_my_move_and_the_bots_reply() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        s = t.session
        await settle(pilot)
        before = list(s.hand.history)
        hand_before = s.hand.hands[0]
        await pilot.press("1")
        await settle(pilot)
        assert len(s.hand.history) > len(before)
        await pilot.press("u")
        await settle(pilot)
        assert s.hand.history == before
        assert s.hand.hands[0] == hand_before
        assert set(t.query_one(HandView).cards) == set(bits(hand_before))


async def test_undo_is_off_with_two_people_at_the_table() -> None:
    app = table_app("classic", "hh", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        t = table(app)
        await pilot.press("1")
        await settle(pilot)
        history = list(t.session.hand.history)
        assert not t.session.can_undo
        t.action_undo()
        assert t.session.hand.history == history
        assert t.message == "Nothing to undo."
        await pilot.press("enter")  # past the curtain
        await until(pilot, lambda: "h Hint" in footer_text(app), "the table's footer")
        assert "u Undo" not in footer_text(app)  # never any here, so not offered in the footer
        await pilot.press("u")  # it had done nothing, and said nothing
        await pilot.pause()
        assert t.message == "Moves are not taken back at a table where other people play too."
        assert t.session.hand.history == history


async def test_a_card_number_beyond_the_hand_says_so() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        t = table(app)
        history = list(t.session.hand.history)
        await pilot.press("9")  # six cards in hand
        await pilot.pause()
        assert t.message == "You have no card numbered 9." and t.session.hand.history == history
        await pilot.press("0")
        await pilot.pause()
        assert t.message == "You have no card numbered 10."


async def test_undo_before_the_first_move_says_why_and_after_one_the_log_is_as_it_was() -> None:
    # "u" had been greyed and silent before a move; after one it put "Undone." into the
    # log of moves, in place of the moves before, where it stayed as if it were one.
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)

        async def move() -> None:  # a draw when one is due, else the first card
            legal = t.session.hand.legal_actions()
            await pilot.press(
                key_for(t, "draw" if "draw" in legal else next(a for a in legal if a.startswith("play ")))
            )
            await settle(pilot)

        await settle(pilot)
        assert not t.session.can_undo and t.check_action("undo", ()) is True
        await pilot.press("u")
        assert "as far as this hand's deal" in t.message
        for _ in range(3):  # the log then holds moves of both seats
            await move()
        log = list(t.events)
        assert len(log) == 3
        await move()
        await pilot.press("u")
        await settle(pilot)
        assert t.events == log and t.message == "Undone."
        assert "Undone." not in str(t.query_one("#status", Static).render())
        await move()
        assert t.message != "Undone."  # a move clears it, as any message


async def test_undo_on_the_score_screen_takes_back_the_move_that_ended_the_hand() -> None:
    # "u" on the score screen did nothing, though the session can take that move back.
    app = table_app("classic", "hb", seed=3, match_target=7)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await play_to_scoring(pilot, random.Random(2))
        assert isinstance(app.screen, ScoringScreen)
        await until(pilot, lambda: "u Undo" in footer_text(app), "undo offered")
        history, score = list(t.session.hand.history), list(t.session.match.score)
        await pilot.press("u")
        await settle(pilot)
        assert app.screen is t and not t.session.hand_over and t.session.score_sheet == []
        assert sum(score) > 0 and t.session.match.score == [0, 0]
        assert len(t.session.hand.history) < len(history) and t.message == "Undone."
        await play_to_scoring(pilot, random.Random(2))  # and the hand is scored again when it ends
        assert isinstance(app.screen, ScoringScreen) and len(t.session.score_sheet) == 1


async def test_the_score_screen_offers_no_undo_once_the_match_is_over() -> None:
    app = table_app("classic", "hb", seed=3, match_target=1)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await play_out(pilot, random.Random(2))
        assert t.session.match_over
        await until(pilot, lambda: "esc Back to the lobby" in footer_text(app), "the match's end keys")
        assert "u Undo" not in footer_text(app)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen) and t.session.match_over
        # Nor the table's own undo (its key before the score comes up, or the palette's):
        # the finished match is kept and its slot let go, so it had played on unsaved.
        history = list(t.session.hand.history)
        t.action_undo()
        assert t.session.match_over and t.session.hand.history == history and not t.session.can_undo
        assert t.message == "The match is over: its moves stay as they were played."


async def test_a_pass_without_the_card_to_exchange_is_made_for_the_player() -> None:
    # After the computer closed, the table waited for p, though there was nothing to
    # decide, and a card played meanwhile was refused: "Not yet: first pass (p)."
    app = table_app("classic", "hb", seed=24, level="medium")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        t = table(app)
        s = t.session
        rng = random.Random(4)
        while not (s.human_to_move and s.view(0).legal_actions == ("pass",)):
            step(s, rng, claims=False)
        moves = len(s.hand.history)
        t.advance()  # as after the computer's close
        assert t.message == "No exchange: you do not hold the card to exchange."
        await settle(pilot)
        assert len(s.hand.history) > moves and s.hand.closer == 1
        assert "Anna: passes" in [e.text for e in t.events]
        assert s.human_to_move and "pass" not in s.view(0).legal_actions


async def test_a_forced_pass_waits_for_the_player_where_another_person_watches() -> None:
    # At a shared screen an instant pass would tell the closer the card is not there.
    app = table_app("classic", "hh", seed=24)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        s = t.session
        rng = random.Random(4)
        for _ in range(200):
            if s.to_move is not None and s.hand.closer >= 0 and s.view(s.to_move).legal_actions == ("pass",):
                break
            step(s, rng, claims=False)
        else:
            raise AssertionError("no forced pass in this hand")
        seat = s.to_move
        t.advance()
        await pilot.press("enter")  # past the curtain
        await pilot.pause()
        assert s.to_move == seat and s.view(seat).legal_actions == ("pass",)
        # Where the same person stays shown (three players, the dealer sitting out, say),
        # no curtain would hide it: the pass waits for two people at the screen all the same.
        assert t.shown == seat and t._legal() == ("pass",) and not s.pass_is_forced


async def test_a_dealer_who_sits_out_is_offered_no_keys_and_is_not_scored_as_0() -> None:
    # The Footer had offered hint, marriage and undo, which did nothing all hand, and the
    # score screen listed the resting dealer's card points as 0.
    app = table_app("three_sitout", "hbb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        t = table(app)
        s = t.session
        assert s.hand.dealer == 2  # Anna deals the next hand
        play_hand(s, random.Random(1))
        t.advance()
        await until(pilot, lambda: "n Next hand" in screen_text(app), "the first hand scored")
        app.settings = replace(app.settings, pause_ms=600_000)  # the computer's moves wait: time to look
        await pilot.press("n")
        said = "You deal and sit out this hand."
        dealt = lambda: app.screen is t and s.hand.dealer == 0 and said in screen_text(app)  # noqa: E731
        await until(pilot, dealt, "Anna's deal")
        # The Footer rebuilds after the screen's next refresh, so a look at the moment the
        # status line changes may still find the last hand's keys: wait for them to go.
        offered = ("h Hint", "m Marriage", "u Undo")
        await until(pilot, lambda: not any(k in footer_text(app) for k in offered), "no keys for the resting dealer")
        app.settings = replace(app.settings, pause_ms=0)
        t.advance()  # the computer plays the hand out, now without waiting
        # Pushed, then composed and drawn: its lines and keys come a moment later.
        await until(pilot, lambda: "n Next hand" in footer_text(app), "the score", 3000)
        points = str(app.screen.query_one("#result-points", Static).render())
        assert "Boris" in points and "Clara" in points and "Anna" not in points, points
        assert "u Undo" not in footer_text(app)  # nothing of Anna's to take back in this hand


async def test_hint_names_a_legal_move(quick_hint: None) -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        assert t.message.startswith("Hint: ")
        hint = table_hint(t.session.view(0))
        assert hint.action in t.session.hand.legal_actions()
        assert t.message == hint_sentence(hint, app.card_style)
        assert t.message.endswith(".")  # a sentence, as the rest of the table's


async def test_a_hint_to_draw_names_the_move_as_its_button_does(quick_hint: None) -> None:
    app = table_app("classic", "hb", seed=5, language="uk")
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        for _ in range(40):  # until the hint is a move that is not a card
            await settle(pilot)
            hint = table_hint(t.session.view(0))
            if not hint.action.startswith("play "):
                break
            await pilot.press(key_for(t, hint.action))
        assert hint.action == "draw"
        await pilot.press("h")
        await settle(pilot)
        assert t.message.startswith("Підказка: Добрати. ")  # not the log's "добирає"
        await until(pilot, lambda: "Добрати [Enter]" in screen_text(app), "the button")


async def test_clicking_a_card_plays_it() -> None:
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        t = table(app)
        await settle(pilot)
        first = t.query_one(HandView).query(CardView).first()
        card = first.card
        assert card == t.query_one(HandView).cards[0]
        await pilot.click(first)
        await settle(pilot)
        assert t.session.hand.history[0].endswith("play " + CARD_STR[card])


async def test_every_action_button_names_its_key() -> None:
    # The marriage's button alone had no key in it ("Марьяж ♣", beside "Закрыть [c]").
    app = table_app("classic", "hb", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        labels = [str(b.label) for b in table(app).query("#actions Button.act")]
        assert labels and all(label.endswith("]") for label in labels), labels
        assert sum(label.endswith(" [m]") for label in labels) == 4  # a marriage in each suit


@pytest.mark.parametrize("language", ["en", "ru", "uk"])
async def test_five_actions_at_once_fit_the_row_without_their_keys(language: str) -> None:
    # Seed 1552: after the ten of hearts and the draw Anna may announce either of two
    # marriages, exchange, close and claim; with their keys the buttons took 94 cells of 78.
    five = ["announce H", "announce S", "exchange", "close", "declare"]
    for size, keyed in ((SIZE, False), ((110, 24), True)):
        app = table_app("classic", "hb", seed=1552, language=language, fresh=True)  # the loop's second table
        async with app.run_test(size=size) as pilot:
            for action in ("play TH", "draw"):
                await settle(pilot)
                await pilot.press(key_for(table(app), action))
            await settle(pilot)
            row = table(app).query_one("#actions")
            shown = [b for b in row.query(Button) if b.display]
            assert [b.name for b in shown] == five
            assert all(b.region.right <= row.content_region.right for b in shown), [b.region for b in shown]
            assert all(str(b.label).endswith("]") == keyed for b in shown), [str(b.label) for b in shown]
            await pilot.press("x")  # four buttons: room for the keys again
            await settle(pilot)
            shown = [b for b in row.query(Button) if b.display]
            assert [b.name for b in shown] == [a for a in five if a != "exchange"]
            assert all(str(b.label).endswith("]") for b in shown), [str(b.label) for b in shown]
            assert all(b.region.right <= row.content_region.right for b in shown)


async def test_m_without_a_marriage_says_why_as_x_does() -> None:
    for seed, said in (
        (5, "You hold no king and queen of one suit."),  # leading, no pair
        (6, "A marriage is announced as you lead, before your card."),  # K and Q of clubs, answering
    ):
        app = table_app("classic", "hb", seed=seed, fresh=True)  # the loop's second table
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            t = table(app)
            history = list(t.session.hand.history)
            await pilot.press("m")
            assert t.message == said
            assert t.session.hand.history == history


async def test_a_computers_panel_says_it_is_one_and_its_level() -> None:
    app = table_app("four", "hhbb", seed=5, level="hard")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await pilot.pause()
        t = table(app)
        shown = t.shown
        assert shown is not None
        by_seat = {(shown + k) % 4: panel.border_subtitle for k, panel in enumerate(t.query(SeatPanel), start=1)}
        for seat, subtitle in by_seat.items():
            bot, partner = seat >= 2, seat % 2 == shown % 2
            expected = "partner" if partner else ""
            if bot:
                expected = "partner · hard" if partner else "computer: hard"
            assert subtitle == expected, (seat, subtitle)


async def test_a_long_score_sheet_shows_its_newest_hands() -> None:
    app = table_app("classic", "hb", seed=5, match_target=60)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        session = table(app).session
        rng = random.Random(5)  # a last hand with two doubts for the play check to name
        while len(session.score_sheet) < 12:
            play_hand(session, rng)
            session.next_hand()
        play_hand(session, rng)
        table(app).advance()  # as after the hand's last move
        await until(
            pilot, lambda: isinstance(app.screen, ScoringScreen) and app.screen.query("#score-sheet"), "the score"
        )
        sheet = app.screen.query_one("#score-sheet", DataTable)
        await until(pilot, lambda: sheet.max_scroll_y > 0 and sheet.scroll_y == sheet.max_scroll_y, "the last rows")
        # The play check's sentences come later and take room from the sheet: its newest
        # hand had slid out of sight (and a total with its gain, "10 (+3)", was cut short).
        await app.workers.wait_for_complete()
        check = app.screen.query_one("#result-check", Static)
        await until(pilot, lambda: "looking at your moves" not in check.content.plain, "the play check")
        await until(pilot, lambda: check.size.height >= 4, "a check that takes room from the sheet")
        await until(pilot, lambda: sheet.scroll_y == sheet.max_scroll_y, "the last rows after the check")
        last = session.score_sheet[-1]
        shown = screen_text(app)
        assert re.search(rf"\n\s*{last.hand + 1}\s+(Anna|Boris)\s", shown), shown
        totals = [f"{t} (+{g})" for row in session.score_sheet for t, g in zip(row.score, row.result.scores) if g]
        assert any(len(t) == 7 for t in totals)  # "10 (+3)" and the like
        for t in totals[-2:]:
            assert t in shown


async def test_the_score_screen_shows_the_hands_last_trick_and_who_took_it() -> None:
    """A hand the computer declared straight after a trick went to the score screen with
    that trick unseen: the score screen covers the table."""
    app = table_app("classic", "hb", seed=3, level="medium", language="ru")
    async with app.run_test(size=SIZE) as pilot:
        await play_out(pilot, random.Random(3))
        assert isinstance(app.screen, ScoringScreen)
        view = table(app).session.view(0)
        style = app.card_style
        cards = " ".join(style.text(c, on_light=False).plain for _seat, c in view.completed[-1])
        line = next(x for x in screen_text(app).splitlines() if "Последняя взятка:" in x).strip()
        assert cards in line and line.endswith(f"→ {table(app).session.names[view.last_winner]}")


@pytest.mark.parametrize(
    ("name", "title"), [("four", "Учотирьох, 32 карти"), ("three_sitout", "Утрьох, здавач відпочиває")]
)
async def test_at_80_columns_the_title_keeps_the_preset_with_long_names(name: str, title: str) -> None:
    # Two QA players found only «роздача 1 · Оксана & Комп’ютер 3 0 …» there: the rules
    # played are said nowhere else at the table.  The hand's number goes first.
    n = 4 if name == "four" else 3
    seats = (SeatSpec("Оксана"), *(SeatSpec(f"Комп’ютер {i + 1}", "bot", "random") for i in range(1, n)))
    start = StartSpec(preset(name), seats, name, 6)
    app = SixtySixApp(settings=settings("uk"), start=start, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        shown = str(app.screen.query_one("#table-title", FitLine).shown)
        assert shown.startswith(f"{title} · ") and "Оксана" in shown
        assert shown.count(" 0") == (2 if name == "four" else 3)  # every side's score
        assert all(f"Комп. {i}" in shown or f"’ютер {i}" in shown for i in range(2, n + 1))  # names with numbers
