"""The table's lines of text, from a session alone: what they say to the seat on screen."""

from __future__ import annotations

import random

import pytest
from session_helpers import new_session

from engine import HandState, preset
from tui.i18n import set_language
from tui.screens.table_text import status_text, title_variants
from tui.screens.wording import marriage_ending, word_refusal
from tui.widgets.cardface import CardStyle


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


def test_the_dealer_who_sits_out_is_told_so_while_the_others_play() -> None:
    for seed in range(20):
        session = new_session("three_sitout", "hbb", seed=seed)
        if session.bot_to_move and session.view(0).dealer == 0:
            break
    else:
        pytest.fail("no deal in 20 where the human deals")
    text = str(status_text(session, session.view(0), 0, 0, [], CardStyle("en"), False))
    assert "is thinking…" in text
    assert "You deal and sit out this hand." in text
    # A player who is in the hand is not told so.
    other = new_session("three", "hbb", seed=seed)
    assert "sit out" not in str(status_text(other, other.view(0), 0, 0, [], CardStyle("en"), False))


def test_the_title_gives_up_names_before_scores() -> None:
    session = new_session("four", "hbbb", seed=1)
    variants = [str(t) for t in title_variants(session)]
    assert variants[0].startswith("Sixty-Six · Four players, 32 cards · hand 1 · ")
    assert len(variants[-1]) == min(len(v) for v in variants)  # the last resort is the shortest
    # At a local table the rules' name goes last of all: every wording with it comes first.
    with_preset = ["Four players, 32 cards" in v for v in variants]
    assert with_preset == sorted(with_preset, reverse=True) and with_preset.count(True) >= 4
    for v in variants:  # every wording keeps both sides' scores
        assert v.count(" 0") >= 2


def test_the_title_marks_a_preset_played_with_rules_of_ones_own() -> None:
    from tui.session import GameSession

    plain = new_session("classic", "hb", seed=1)
    assert str(title_variants(plain)[0]).startswith("Sixty-Six · Classic · hand 1")
    own = GameSession(preset("classic", match_target=11), plain.seats, seed=1, preset_name="classic")
    assert str(title_variants(own)[0]).startswith("Sixty-Six · Classic* · hand 1")
    # A switch that does not apply (closing, where there is no stock) is no rule of one's
    # own: the rules screen, which explains the star, says nothing of it.
    idle = GameSession(
        preset("three", close_stock_limits=(2, 4)), new_session("three", "hbb").seats, preset_name="three"
    )
    assert str(title_variants(idle)[0]).startswith("Sixty-Six · Three players · hand 1")


def test_the_offer_after_a_close_says_whether_the_seat_can_exchange() -> None:
    """The exchange is offered after a close whether or not the seat holds the card (so the
    closer learns nothing); a seat that cannot is told it has only to pass.  A card played
    meanwhile is refused in words of its own, not the status line's again."""
    said = {}
    for seed in range(40):
        session = new_session("classic", "hh", seed=seed)
        if "close" not in session.view(session.to_move).legal_actions:
            continue
        session.apply("close")
        seat = session.to_move
        view = session.view(seat)
        assert view.offer == seat
        text = str(status_text(session, view, seat, seat, [], CardStyle("en"), False))
        card = "play " + view.hand_cards[0]
        said["exchange" in view.legal_actions] = (text, word_refusal(session.refusal(card), CardStyle("en")))
        if len(said) == 2:
            break
    status, refused = said[True]
    assert "exchange the trump card or pass" in status and "no card to exchange" not in status
    assert refused == "Not yet: first exchange the trump card (x) or pass (p)."
    status, refused = said[False]
    assert "You have no card to exchange for the trump: pass (p)." in status and "or pass" not in status
    assert refused == "Not yet: first pass (p)."


@pytest.mark.parametrize("action", ["close", "exchange"])
def test_closing_or_exchanging_without_a_stock_says_there_is_none_even_mid_trick(action: str) -> None:
    session = new_session("three", "hbb", seed=5)
    while not session.hand.table or not session.human_to_move:  # answering a trick, where a card is due
        session.hand.apply(session.hand.legal_actions()[0])
    said = word_refusal(session.refusal(action), CardStyle("en"))
    assert said == "This game has no stock: nothing to close, no trump card to exchange."


def test_a_marriage_not_yet_counted_says_so() -> None:
    # Announced before any trick, a marriage's points wait for one; the line looked the
    # same before as after.
    for seed in range(60):
        session = new_session("classic", "hb", seed=seed)
        seat = session.to_move
        marriage = next((a for a in session.view(seat).legal_actions if a.startswith("announce ")), None)
        if seat != 0 or marriage is None:
            continue
        session.apply(marriage)
        view = session.view(seat)
        text = str(status_text(session, view, seat, seat, [], CardStyle("en"), False))
        assert "marriages: " in text and "(after a trick)" in text
        return
    raise AssertionError("no marriage on the opening lead in 60 deals")


def test_a_hand_that_a_marriage_ended_says_so_on_the_score_screen() -> None:
    # Under the ukrainian preset a marriage that makes 66 ends the hand at once; the score
    # screen covered the table and said only «Набрано 66 — Комп’ютер 2 (79 очок)».
    endings = {}
    for seed in range(200):
        state = HandState.shuffled(preset("ukrainian"), seed % 2, random.Random(seed))
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(next((a for a in legal if a.startswith("announce ")), rng.choice(legal)))
        last = state.history[-1].partition(" ")[2]
        endings[last.startswith("announce ")] = (state, last)
        if len(endings) == 2:
            break
    state, last = endings[True]
    suit = "CDHS".index(last[-1])
    set_language("ru")
    said = marriage_ending(state.view(0), CardStyle("ru"))
    assert said == f"66 набрано марьяжем {CardStyle('ru').suit(suit)} {40 if suit == state.trump else 20}."
    state, _last = endings[False]
    assert marriage_ending(state.view(0), CardStyle("ru")) is None


def _married_hand(name: str, seed: int, wrong_claims: bool = False) -> HandState:
    """A hand of preset ``name`` played at random, save that every marriage is announced at
    once and 66 claimed as soon as it is held (``wrong_claims``: also straight after any
    marriage, 66 or not)."""
    rules = preset(name)
    state = HandState.shuffled(rules, seed % rules.players, random.Random(seed))
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        announced = bool(state.history) and "announce" in state.history[-1]
        if "declare" in legal and (state.total(state.owner[state.to_move]) >= 66 or (wrong_claims and announced)):
            state.apply("declare")
        else:
            state.apply(next((a for a in legal if a.startswith("announce ")), rng.choice(legal)))
    return state


def _claim_after(state: HandState) -> tuple[bool, bool]:
    """Whether the hand ended on a claim, and whether straight after the claimer's marriage."""
    seat, _sp, before = state.history[-2].partition(" ")
    return state.history[-1] == f"{seat} declare", before.startswith("announce ")


def test_a_declaration_right_after_a_marriage_says_so_on_the_score_screen() -> None:
    # Three players: the computer announced ♥ 40 and declared 66 in one turn, and the score
    # screen said only «Оголошено 66 — Комп’ютер 3 (88 очок)», its last total seen 48.
    endings: dict[tuple[bool, bool], HandState] = {}  # (right after a marriage, the claim right)
    for seed in range(600):
        state = _married_hand("three", seed, wrong_claims=bool(seed % 2))
        claimed, after_marriage = _claim_after(state)
        if claimed:
            endings.setdefault((after_marriage, state.result.reason == "declared"), state)
        if len(endings) == 4:
            break
    else:
        raise AssertionError(f"not every kind of claim in 600 deals: {sorted(endings)}")
    state = endings[True, True]
    suit = "CDHS".index(state.history[-2][-1])
    set_language("uk")
    said = marriage_ending(state.view(0), CardStyle("uk"))
    points = 40 if suit == state.trump else 20
    assert said == f"66 оголошено одразу після мар’яжу {CardStyle('uk').suit(suit)} {points}."
    assert marriage_ending(endings[False, True].view(0), CardStyle("uk")) is None
    # A wrong claim after a marriage did not make 66: a review found the sentence said so.
    assert marriage_ending(endings[True, False].view(0), CardStyle("uk")) is None


def test_a_right_claim_after_a_marriage_in_a_closed_hand_says_so_too() -> None:
    # Scored as a close (won, or beaten by the closer's opponent), not as "declared": the
    # second review found the sentence gone there (Santase marries after the close).
    for seed in range(1500):
        state = _married_hand("santase", seed)
        if state.result.reason in ("closed_success", "beaten_closer") and _claim_after(state) == (True, True):
            break
    else:
        raise AssertionError("no right claim straight after a marriage in a closed hand in 1500 deals")
    said = marriage_ending(state.view(0), CardStyle("en"))
    assert said is not None and said.startswith("66 declared right after the marriage")


def test_a_close_refused_says_which_limit_stands_in_the_way() -> None:
    # The russian preset (close with 4 cards or fewer) had answered a close at the first
    # lead with «…слишком мало карт или слишком рано»: twelve lay in the stock.
    style = CardStyle("en")
    session = new_session("russian", "hb", seed=1)
    refusal = session.refusal("close")
    assert refusal.code == "close_stock_full" and "4 cards or fewer" in refusal.text
    assert word_refusal(refusal, style).startswith("Too many cards are left in the stock")
    session = new_session("santase", "hb", seed=1)  # santase: no close at the opening lead
    assert session.refusal("close").code == "close_opening"
    set_language("ru")
    assert word_refusal(session.refusal("close"), CardStyle("ru")) == "До первой взятки закрывать колоду нельзя."


def test_while_the_host_is_gone_nobody_is_said_to_be_thinking() -> None:
    # The joiner read «Игрок 1 думает…» under «Хозяин стола не отвечает: переподключаемся…».
    session = next(s for seed in range(20) if (s := new_session("classic", "hb", seed=seed)).bot_to_move)
    assert "is thinking…" in str(status_text(session, session.view(0), 0, 0, [], CardStyle("en"), False))
    session.connected = False  # type: ignore[attr-defined]  # as a LAN seat whose host stopped answering
    text = str(status_text(session, session.view(0), 0, 0, [], CardStyle("en"), False))
    assert "The host does not answer" in text and "thinking" not in text


def _ended(name: str, reason: str, seeds: range = range(400)) -> HandState:
    """A hand of preset ``name`` played out at random to a result for ``reason``."""
    for seed in seeds:
        rng = random.Random(seed)
        state = HandState.shuffled(preset(name), 0, rng)
        while state.result is None:
            right = state.total(state.owner[state.to_move]) >= 66
            state.apply(rng.choice([a for a in state.legal_actions() if a != "declare" or right]))
        if state.result.reason == reason:
            return state
    raise AssertionError(f"no {reason} hand in {len(seeds)} random deals")


def test_the_score_screens_last_trick_says_its_ten_where_they_were_counted() -> None:
    # «Все карты сыграны — Игрок 1 (74 очка)…»: nothing had said that 10 of them were the last trick's.
    from tui.widgets.panels import last_trick_line

    set_language("en")
    for name, names in (("classic", ["Anna", "Boris"]), ("four", ["Anna", "Boris", "Clara", "Denis"])):
        state = _ended(name, "played_out")
        line = last_trick_line(state.view(0), names, CardStyle("en")).plain
        assert line.endswith(f"→ {names[state.last_winner]} (+10 points)")  # the winner's side's 10
    closed = _ended("classic", "closed_success")  # no bonus in a closed hand under classic
    assert "(+10" not in last_trick_line(closed.view(0), ["Anna", "Boris"], CardStyle("en")).plain


def test_the_score_screen_gives_the_points_at_the_close_where_they_scored_it() -> None:
    # Schnapsen's closer won 2 with the other side at 33 in the points shown: 19 at the close.
    from tui.screens.scoring import _points_at_close

    def at_close(state: HandState) -> list[int] | None:
        return _points_at_close(state.result, state.view(0))

    won = _ended("schnapsen", "closed_success")
    assert at_close(won) == list(won.snap_points)
    classic = _ended("classic", "closed_success")  # a win scored by the points at the end
    assert at_close(classic) is None
    failed = _ended("classic", "closed_failure")  # 3 or 2 by what the other side had then
    assert at_close(failed) == list(failed.snap_points)
    # The dealer sits out with three: its seat gets its owner's points (none).
    sitout = _ended("three_sitout", "closed_failure")
    assert at_close(sitout) == list(sitout.snap_points) and len(sitout.snap_points) == 3
