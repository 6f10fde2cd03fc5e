"""The game session the screens drive (tui/session.py): whole matches against bots and
hot-seat, whose view the table shows, undo, bot determinism, the score sheet, and the
save format (round trips, and nothing but ``SaveError`` for a bad save)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from session_helpers import advance, fingerprint, new_session, play_hand, play_match, seat_specs, step

from engine import IllegalAction, Match, preset
from engine.bots.base import BotSpecError
from tui.session import GameSession, SaveError, SeatSpec

# --------------------------------------------------------------------------- whole matches


@pytest.mark.parametrize(
    ("name", "kinds"),
    [("classic", "hb"), ("classic", "bh"), ("three", "hbb"), ("three", "bbh"), ("four", "hbbb"), ("four", "bhbb")],
)
def test_whole_match_against_bots(name, kinds):
    s = new_session(name, kinds, seed=11)
    human = kinds.index("h")
    changes = []
    s.on_change = changes.append
    rng = random.Random(2)
    moves = hands = 0
    for _ in range(80):
        while not s.hand_over:
            if s.human_to_move:
                assert s.to_move == human and s.viewer() == human and not s.bot_to_move
            else:
                assert s.bot_to_move and s.viewer() == human  # the human keeps the table
            step(s, rng)
            moves += 1
        hands += 1
        assert s.to_move is None and s.viewer() == human
        if s.match_over:
            break
        s.next_hand()
    assert s.match_over and s.winner is not None
    assert max(s.match.score) >= s.rules.match_target
    assert len(changes) == moves + hands - 1 and all(c is s for c in changes)
    sheet = s.score_sheet
    assert [row.hand for row in sheet] == list(range(hands))
    assert sheet[-1].score == tuple(s.match.score)
    with pytest.raises(ValueError):
        s.next_hand()


def test_bots_only():
    s = new_session("three", "bbb", seed=3)
    assert s.humans == [] and s.viewer() == 0 and s.bot_to_move and not s.human_to_move
    play_match(s, random.Random(0))
    assert s.match_over and not s.can_undo


def test_hot_seat_two_humans():
    s = new_session("classic", "hh", seed=5)
    rng = random.Random(1)
    for _ in range(3):
        while not s.hand_over:
            assert s.human_to_move and not s.bot_to_move
            assert s.viewer() == s.to_move  # the table turns to whoever is to move
            step(s, rng)
            assert not s.can_undo  # undo would take back the other player's move too
        last = int(s.hand.history[-1].split()[0])
        assert s.viewer() == last  # the scoring screen shows the last one to act
        if s.match_over:
            break
        s.next_hand()
    with pytest.raises(ValueError):
        s.undo()
    with pytest.raises(ValueError):
        s.bot_action()


def test_four_with_two_humans_views_the_last_human_to_act():
    s = new_session("four", "hbhb", seed=9)
    rng = random.Random(4)
    seen_bot_turn = False
    while not s.hand_over:
        if s.bot_to_move:
            humans_acted = [int(a.split()[0]) for a in s.hand.history if int(a.split()[0]) in (0, 2)]
            assert s.viewer() == (humans_acted[-1] if humans_acted else 0)
            seen_bot_turn = True
        step(s, rng)
    assert seen_bot_turn and not s.can_undo


def test_view_and_to_move():
    s = new_session("classic", "hb", seed=1)
    mover = s.to_move
    assert mover is not None
    v = s.view(mover)
    assert v.seat == mover and v.legal_actions == tuple(s.hand.legal_actions())
    assert s.view(1 - mover).legal_actions == ()
    assert s.hand_number == 0


# --------------------------------------------------------------------------- apply


def _to_human_turn(s: GameSession) -> None:
    while s.bot_to_move:
        s.apply(s.bot_action())


def _to_bot_turn(s: GameSession) -> None:
    rng = random.Random(0)
    while not s.bot_to_move:
        step(s, rng)


def test_illegal_action_changes_nothing():
    s = new_session("classic", "hb", seed=2)
    _to_human_turn(s)
    before = fingerprint(s)
    calls = []
    s.on_change = calls.append
    for action in ("play XX", "draw", "fly away", "play " + s.view(1).hand_cards[0]):
        assert action not in s.view(0).legal_actions
        with pytest.raises(IllegalAction) as info:
            s.apply(action)
        assert "\n" not in str(info.value) and str(info.value)
    assert fingerprint(s) == before
    assert not calls and not s.can_undo  # no undo step for a refused action


def test_apply_after_the_hand_is_over():
    s = new_session("classic", "hh", seed=2)
    play_hand(s, random.Random(3))
    with pytest.raises(IllegalAction, match="over"):
        s.apply("play AH")


def test_bot_action_is_pure_and_refused_for_a_human():
    s = new_session("classic", "hb", level="easy", seed=6)
    _to_human_turn(s)
    with pytest.raises(ValueError):
        s.bot_action()
    advance(s, random.Random(1), 1)
    _to_bot_turn(s)
    before = fingerprint(s)
    assert s.bot_action() == s.bot_action()
    assert fingerprint(s) == before


# --------------------------------------------------------------------------- seats


def test_seat_checks():
    rules = preset("classic")
    with pytest.raises(ValueError, match="2 players"):
        GameSession(rules, [SeatSpec("Ann")])
    with pytest.raises(ValueError, match="seat 1"):
        GameSession(rules, [SeatSpec("Ann"), SeatSpec("Bob", "remote")])
    with pytest.raises(BotSpecError):
        GameSession(rules, [SeatSpec("Ann"), SeatSpec("Bob", "bot", "grandmaster")])
    with pytest.raises(ValueError, match="other rules"):
        GameSession(rules, seat_specs("hb"), match=new_session("three", "hbb").match)


@pytest.mark.parametrize("seed", [0, -1, 2**64, -(2**255)])
def test_any_sensible_seed_saves(seed):
    s = GameSession(preset("classic"), seat_specs("hb"), seed=seed)
    assert fingerprint(GameSession.from_save(_json(s.to_save()))) == fingerprint(s)


def test_huge_seed_refused():
    with pytest.raises(ValueError, match="seed"):
        GameSession(preset("classic"), seat_specs("hb"), seed=2**256)


def test_defaults():
    s = GameSession(preset("three"), [SeatSpec("A"), SeatSpec("B", "bot"), SeatSpec("C", "bot")])
    assert s.preset_name == "three"  # from the rules when not given
    assert isinstance(s.seed, int) and 0 <= s.seed < 2**32
    assert s.seats[1].bot_spec == "medium"  # a bot without a level plays medium
    assert s.match.seats == ["A", "B", "C"]
    assert s.to_save()["seed"] == s.seed


# --------------------------------------------------------------------------- undo


def test_undo_restores_each_decision_back_to_the_deal_of_the_hand_being_played():
    # A match to 21, so the third hand never ends it: a finished match takes nothing back.
    s = GameSession(preset("classic", match_target=21), seat_specs("hb", "medium"), seed=21, preset_name="classic")
    rng = random.Random(8)
    before: list[dict[str, Any]] = []  # the position before each human decision of this hand
    hands = 0
    while not s.match_over and not (hands == 2 and (len(before) == 4 or s.hand_over)):
        if s.hand_over:
            s.next_hand()
            hands += 1
            before.clear()
            assert not s.can_undo  # the hand before is settled
            continue
        if s.human_to_move and len(s.hand.legal_actions()) > 1:
            before.append(fingerprint(s))
        step(s, rng)
    assert hands == 2 and before
    while before:
        assert s.can_undo
        s.undo()
        assert fingerprint(s) == before.pop()
    assert not s.can_undo and s.hand_number == hands  # counted from 0
    with pytest.raises(ValueError):
        s.undo()


@pytest.mark.parametrize("seed", [13, 14, 15])
def test_undo_of_the_decision_that_ended_a_hand_until_the_next_deal(seed):
    s = new_session("classic", "hb", seed=seed)
    rng = random.Random(seed)
    for _ in range(1000):
        _to_human_turn(s)
        if s.hand_over:
            assert not s.match_over
            s.next_hand()
            continue
        forced = len(s.hand.legal_actions()) == 1
        before = fingerprint(s)
        action = step(s, rng)
        if s.hand_over and not forced:  # the human's own decision ended the hand
            break
    else:
        raise AssertionError("the human never ended a hand")
    score, sheet = list(s.match.score), s.score_sheet
    s.undo()
    assert fingerprint(s) == before  # the settlement taken back
    assert len(s.score_sheet) == len(sheet) - 1
    s.apply(action)  # the same move again: the same settlement
    assert s.match.score == score and s.score_sheet == sheet
    if not s.match_over:
        s.next_hand()
        dealt = fingerprint(s)
        assert not s.can_undo  # seen the next deal, the hand before stays as it was scored
        advance(s, rng, 4)
        while s.can_undo:
            s.undo()
        assert fingerprint(s)["hand_number"] == dealt["hand_number"] and s.match.score == score


def test_undo_takes_back_the_bot_replies_and_they_come_again():
    s = new_session("classic", "hb", level="easy", seed=31)
    rng = random.Random(2)
    advance(s, rng, 6)
    _to_human_turn(s)
    action = s.view(0).legal_actions[-1]
    s.apply(action)
    replies = []
    while s.bot_to_move:
        replies.append(s.bot_action())
        s.apply(replies[-1])
    after = fingerprint(s)
    s.undo()
    s.apply(action)
    again = []
    while s.bot_to_move:
        again.append(s.bot_action())
        s.apply(again[-1])
    assert again == replies and fingerprint(s) == after


def test_forced_moves_are_not_undo_steps():
    s = new_session("classic", "hb", seed=41)
    rng = random.Random(3)
    decisions = forced = 0
    while not s.hand_over:
        if s.bot_to_move:
            s.apply(s.bot_action())
            continue
        legal = s.hand.legal_actions()
        if len(legal) > 1:
            decisions += 1
        else:
            forced += 1
        # No claims: the hand is played out, down to the forced last cards.
        s.apply(rng.choice([a for a in legal if a != "declare"] or legal))
    assert forced
    undone = 0
    while s.can_undo:
        s.undo()
        undone += 1
    assert undone == decisions


@pytest.mark.parametrize(("name", "kinds", "seed"), [("classic", "hb", 51), ("three", "bhb", 52), ("four", "bbhb", 53)])
def test_a_resumed_match_takes_back_what_it_could_before_the_save(name: str, kinds: str, seed: int) -> None:
    s = new_session(name, kinds, seed=seed, level="random")
    rng = random.Random(seed)
    play_hand(s, rng)  # a finished hand before this one
    s.next_hand()
    decisions = 0
    for _ in range(200):
        if s.hand_over or decisions == 4:
            break
        decisions += s.human_to_move and len(s.hand.legal_actions()) > 1
        step(s, rng, claims=False)
    assert decisions, "the person never had a choice"
    resumed = GameSession.from_save(_json(s.to_save()))
    assert fingerprint(resumed) == fingerprint(s)
    undone = 0
    while s.can_undo:  # the live session's every step, to this hand's deal
        s.undo()
        resumed.undo()
        undone += 1
        assert fingerprint(resumed) == fingerprint(s)
    assert not resumed.can_undo and undone == decisions  # back to this hand's deal, no further


def test_a_match_saved_between_two_hands_takes_nothing_back() -> None:
    s = new_session("classic", "hb", seed=5, level="random")
    play_hand(s, random.Random(5))
    resumed = GameSession.from_save(_json(s.to_save()))  # the next hand dealt
    assert s.hand_over and not resumed.hand_over
    assert not resumed.can_undo  # the hand before is settled


def test_a_save_not_dealt_from_its_seed_is_played_on_without_taking_back() -> None:
    s = new_session("classic", "hb", seed=5, level="random")
    advance(s, random.Random(5), 6)
    data = _json(s.to_save())
    data["seed"] = 6  # the bots' choices follow it; the deals did not come from it
    resumed = GameSession.from_save(data)
    assert resumed.hand.history == s.hand.history and not resumed.can_undo


def test_undo_calls_on_change():
    s = new_session("classic", "hb", seed=7)
    _to_human_turn(s)
    step(s, random.Random(0))
    calls = []
    s.on_change = calls.append
    s.undo()
    assert calls == [s]


# --------------------------------------------------------------------------- bots


@pytest.mark.parametrize("level", ["random", "easy", "hard:samples=3,ms=0"])
def test_bots_are_deterministic_by_position(level):
    """Two sessions with one seed and the same human moves get the same bot moves."""
    a, b = (new_session("classic", "hb", level=level, seed=17) for _ in range(2))
    ra, rb = random.Random(1), random.Random(1)
    for _ in range(12 if level.startswith("hard") else 40):
        if a.hand_over:
            break
        assert step(a, ra) == step(b, rb)
    assert fingerprint(a) == fingerprint(b)


def test_bot_moves_depend_on_the_session_seed():
    """One position, sessions of other seeds: the random bot chooses differently."""
    rules = preset("classic")
    names = [x.name for x in seat_specs("bb")]
    choices = set()
    for seed in range(12):
        s = GameSession(rules, seat_specs("bb", "random"), seed=seed, match=Match(rules, seed=1, seats=names))
        choices.add(s.bot_action())
    assert len(choices) > 1


def test_bot_choice_repeats_after_undo_and_reload():
    s = new_session("classic", "hb", level="random", seed=23)
    rng = random.Random(6)
    advance(s, rng, 2)
    _to_human_turn(s)
    assert len(s.hand.legal_actions()) > 1  # a decision, so undo comes back to it
    before = fingerprint(s)
    action = step(s, rng)
    assert s.bot_to_move  # a human lead or follow, and the bot answers
    choice = s.bot_action()
    reloaded = GameSession.from_save(json.loads(json.dumps(s.to_save())))
    assert reloaded.bot_action() == choice
    s.apply(choice)
    advance(s, rng, 6)
    while fingerprint(s) != before:
        s.undo()
    s.apply(action)
    assert s.bot_action() == choice


# --------------------------------------------------------------------------- score sheet


@pytest.mark.parametrize("name", ["classic", "four", "three_sitout"])
def test_score_sheet_follows_the_match(name):
    kinds = "h" + "b" * (preset(name).players - 1)
    s = new_session(name, kinds, seed=19)
    rng = random.Random(2)
    rows = []
    for _ in range(80):
        play_hand(s, rng)
        r = s.hand.result
        assert r is not None
        rows.append((s.hand_number, s.hand.dealer, r, tuple(s.match.score)))
        sheet = s.score_sheet
        assert [(row.hand, row.dealer, row.result, row.score) for row in sheet] == rows
        if s.match_over:
            break
        s.next_hand()
        assert s.score_sheet == sheet  # dealing adds no row
    assert s.match_over


# --------------------------------------------------------------------------- save format


def _mid_match(name: str = "classic", kinds: str = "hb", seed: int = 29, hands: int = 2, moves: int = 5):
    s = new_session(name, kinds, seed=seed)
    rng = random.Random(seed)
    for _ in range(hands):
        play_hand(s, rng)
        if s.match_over:
            raise AssertionError("the match ended too soon for this test")
        s.next_hand()
    advance(s, rng, moves)
    assert not s.hand_over
    return s


def _json(data: Any) -> Any:
    return json.loads(json.dumps(data))


def _continue_together(a: GameSession, b: GameSession, seed: int) -> None:
    """Both play on with the same human moves to the end of the match, equal all along."""
    ra, rb = random.Random(seed), random.Random(seed)
    for _ in range(80):
        while not a.hand_over:
            assert step(a, ra) == step(b, rb)
        assert fingerprint(a) == fingerprint(b)
        if a.match_over:
            return
        a.next_hand()
        b.next_hand()
        assert fingerprint(a) == fingerprint(b)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(("name", "kinds"), [("classic", "hb"), ("three", "hbb"), ("four", "hbhb"), ("santase", "hh")])
def test_save_round_trip_mid_hand(name, kinds):
    s = _mid_match(name, kinds)
    data = _json(s.to_save())
    assert data["format"] == "sixtysix-save" and data["version"] == 1 and data["preset"] == name
    assert data["seats"] == [{"name": x.name, "kind": x.kind, "level": x.level} for x in s.seats]
    s2 = GameSession.from_save(data)
    assert fingerprint(s2) == fingerprint(s)
    assert s2.seats == s.seats and s2.seed == s.seed and s2.preset_name == s.preset_name
    _continue_together(s, s2, seed=3)


@pytest.mark.parametrize(("name", "kinds"), [("classic", "hb"), ("three", "bbh")])
def test_save_round_trip_between_hands(name, kinds):
    s = _mid_match(name, kinds, hands=1, moves=0)
    play_hand(s, random.Random(1))
    assert s.hand_over and not s.match_over
    s2 = GameSession.from_save(_json(s.to_save()))
    # Resumed at the next deal: the same deal the saved session makes next.
    assert not s2.hand_over and s2.hand_number == s.hand_number + 1
    assert s2.score_sheet == s.score_sheet
    s.next_hand()
    assert fingerprint(s2) == fingerprint(s)
    _continue_together(s, s2, seed=4)


def test_save_of_a_fresh_and_of_a_finished_match():
    s = new_session("classic", "hb", seed=3)
    assert fingerprint(GameSession.from_save(_json(s.to_save()))) == fingerprint(s)
    play_match(s, random.Random(2))
    s2 = GameSession.from_save(_json(s.to_save()))
    assert s2.match_over and s2.winner == s.winner and s2.score_sheet == s.score_sheet


VALID = _json(_mid_match().to_save())


def _broken(change) -> dict[str, Any]:
    data = copy.deepcopy(VALID)
    change(data)
    return data


def _set_first_action(d: dict[str, Any], action: str, seat: int | None = None) -> None:
    """The first action of the first hand replaced, by the seat that was to move."""
    actions = d["record"]["hands"][0]["actions"]
    mover = actions[0].split()[0] if seat is None else seat
    actions[0] = f"{mover} {action}"


def _swap_first_actions(d: dict[str, Any]) -> None:
    actions = d["record"]["hands"][0]["actions"]
    actions[0], actions[1] = actions[1], actions[0]


BAD_SAVES = {
    "not an object": [],
    "other format": _broken(lambda d: d.update(format="sixtysix-match/1")),
    "version 2": _broken(lambda d: d.update(version=2)),
    "version true": _broken(lambda d: d.update(version=True)),
    "no preset": _broken(lambda d: d.pop("preset")),
    "seed text": _broken(lambda d: d.update(seed="7")),
    "seed float": _broken(lambda d: d.update(seed=7.0)),
    "seed huge": _broken(lambda d: d.update(seed=10**5000)),
    "seats not a list": _broken(lambda d: d.update(seats={"0": "Ann"})),
    "one seat short": _broken(lambda d: d["seats"].pop()),
    "seat not an object": _broken(lambda d: d["seats"].__setitem__(0, "Ann")),
    "seat name a number": _broken(lambda d: d["seats"][0].update(name=5)),
    "seat renamed": _broken(lambda d: d["seats"][0].update(name="Zed")),
    "remote seat": _broken(lambda d: d["seats"][0].update(kind="remote")),
    "unknown bot": _broken(lambda d: d["seats"][1].update(level="grandmaster")),
    "bot parameter of the wrong kind": _broken(lambda d: d["seats"][1].update(level="hard:ms=abc")),
    "no record": _broken(lambda d: d.pop("record")),
    "record is a hand": _broken(lambda d: d.update(record=d["record"]["hands"][0])),
    "no hands": _broken(lambda d: d["record"].update(hands=[])),
    "no score": _broken(lambda d: d["record"].pop("score")),
    "wrong score": _broken(lambda d: d["record"]["score"].__setitem__(0, d["record"]["score"][0] + 1)),
    "bad card": _broken(lambda d: _set_first_action(d, "play ZZ")),
    "card not held": _broken(lambda d: _set_first_action(d, "play " + d["record"]["hands"][0]["hands"][0][0])),
    "wrong seat": _broken(lambda d: _set_first_action(d, "play AH", seat=9)),
    "actions swapped": _broken(_swap_first_actions),
    "unknown preset": _broken(lambda d: d["record"].update(rules="chess")),
    "no rng": _broken(lambda d: d.pop("rng")),
    "rng short": _broken(lambda d: d["rng"][1].pop()),
    "rng word too big": _broken(lambda d: d["rng"][1].__setitem__(5, 2**32)),
    "rng position out of range": _broken(lambda d: d["rng"][1].__setitem__(624, 625)),
    "rng version": _broken(lambda d: d["rng"].__setitem__(0, 2)),
    "rng gauss text": _broken(lambda d: d["rng"].__setitem__(2, "x")),
}


@pytest.mark.parametrize("case", list(BAD_SAVES))
def test_bad_saves_raise_one_sentence(case):
    with pytest.raises(SaveError) as info:
        GameSession.from_save(BAD_SAVES[case])
    message = str(info.value)
    assert message.startswith("The save cannot be resumed because ") and message.endswith(".")
    assert "\n" not in message and len(message) < 400
    assert info.value.reason in message


def test_valid_save_is_accepted():
    assert GameSession.from_save(copy.deepcopy(VALID)).to_save() == VALID


# --------------------------------------------------------------------------- hypothesis

JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-5, max_value=30)
    | st.floats(allow_nan=True)
    | st.text(max_size=12)
    | st.sampled_from(["sixtysix-save", "human", "bot", "medium", "classic", "0 play AH", "AH"])
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


def _only_session_or_save_error(data: Any) -> None:
    try:
        session = GameSession.from_save(data)
    except SaveError as e:
        assert str(e) and "\n" not in str(e)
    else:
        assert isinstance(session, GameSession)


@settings(max_examples=150)
@given(JSON_VALUES)
def test_arbitrary_json_gives_a_session_or_save_error(data):
    _only_session_or_save_error(data)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as a path of keys and indices (the rng's 625 words
    count as one place, so that they do not crowd out the rest)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list) and len(value) < 100:
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


VALID_PATHS = _paths(VALID)[1:]


@settings(max_examples=150)
@given(st.sampled_from(VALID_PATHS), JSON_VALUES, st.booleans())
def test_damaged_valid_save_gives_a_session_or_save_error(path, value, delete):
    """A valid save with one place replaced (or removed): the damage deep inside a
    record reaches code that arbitrary JSON never gets to."""
    data = copy.deepcopy(VALID)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    _only_session_or_save_error(data)
