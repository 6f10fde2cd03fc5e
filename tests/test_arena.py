"""The arena: statistics, the duplicate scheme, the cheat view, and ``sixtysix arena``."""

from __future__ import annotations

import dataclasses
import functools
import io
import itertools
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import PlayerView, preset
from engine.arena import (
    BotError,
    OmniscientView,
    deal_for,
    derive_seed,
    omniscient_view,
    play_deals,
    play_duplicate_deal,
    play_duplicate_match,
    seat_plans,
)
from engine.bots import make_bot
from engine.stats import Tally, TimeSummary, percentile, wilson_interval
from tui.arena import _Progress
from tui.cli import main

ROOT = Path(__file__).resolve().parent.parent
KEYS = {
    "deals",
    "a_deal_win_rate",
    "ci95",
    "a_points_per_deal",
    "a_match_win_rate",
    "decision_ms",
    "preset",
    "bots",
    "seed",
    "cheat",
}


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["arena", *args, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""  # no progress bar with --json (and stderr is no terminal here)
    return json.loads(out)


def machine_free(data: dict) -> dict:
    """The report without the one part that measures this machine."""
    return {k: v for k, v in data.items() if k != "decision_ms"}


class Recorder:
    """Random play that logs (label, seat, hand at its first decision) for every decision."""

    def __init__(self, label: str, log: list) -> None:
        self.name = label
        self.log = log

    def choose(self, view: PlayerView, rng: random.Random) -> str:
        self.log.append((self.name, view.seat, view.hand, type(view)))
        return make_bot("random").choose(view, rng)


class Closer:
    """Closes the stock whenever it may: a reliably bad player."""

    name = "closer"

    def choose(self, view: PlayerView, rng: random.Random) -> str:
        if "close" in view.legal_actions:
            return "close"
        return make_bot("random").choose(view, rng)


# ----------------------------------------------------------------- statistics
def test_wilson_interval_known_values() -> None:
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=5e-4) and hi == pytest.approx(0.5962, abs=5e-4)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=5e-4)
    lo, hi = wilson_interval(10, 10)
    assert lo == pytest.approx(0.7225, abs=5e-4) and hi == 1.0
    lo, hi = wilson_interval(81, 263)  # the roots of (p^ - p)^2 = z^2 p (1 - p) / n
    assert lo == pytest.approx(0.2553, abs=5e-4) and hi == pytest.approx(0.3662, abs=5e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    # Half wins (draws) are allowed and sit between their neighbours.
    assert wilson_interval(49, 100)[0] < wilson_interval(49.5, 100)[0] < wilson_interval(50, 100)[0]


def test_percentile_and_time_summary() -> None:
    values = [i / 1000 for i in range(1, 101)]  # 1..100 ms
    assert percentile(values, 99) == pytest.approx(0.099)
    assert percentile([], 99) == 0.0
    t = TimeSummary.of(values)
    assert (t.count, t.mean, t.p99, t.max) == (100, pytest.approx(50.5), pytest.approx(99), pytest.approx(100))
    assert t.median == pytest.approx(50)
    assert TimeSummary.of([]).to_json() == {"mean": 0.0, "median": 0.0, "p99": 0.0, "max": 0.0}


def test_tally_counts_draws_as_half_and_merges() -> None:
    a, b = Tally(), Tally()
    for score, net in ((1, 2), (0.5, 0), (0, -1)):
        a.add(score, net)
    b.add(1, 3)
    a.merge(b)
    assert (a.count, a.wins, a.draws, a.losses) == (4, 2, 1, 1)
    assert a.rate == 2.5 / 4 and a.net_per == 1.0


def test_derived_seeds_are_stable_and_distinct() -> None:
    assert derive_seed(7, "deal", 3) == derive_seed(7, "deal", 3)
    seeds = {derive_seed(7, "deal", i) for i in range(1000)} | {derive_seed(8, "deal", i) for i in range(1000)}
    assert len(seeds) == 2000


# ------------------------------------------------------------ duplicate scheme
@pytest.mark.parametrize(
    "name, plans",
    [
        ("classic", ((0,), (1,))),
        ("three", ((0,), (1,), (2,))),
        ("three_sitout", ((0,), (1,), (2,))),
        ("four", ((0, 2), (1, 3))),
        ("four24", ((0, 2), (1, 3))),
    ],
)
def test_seat_plans(name: str, plans: tuple) -> None:
    assert seat_plans(preset(name)) == plans


@pytest.mark.parametrize("name", ["classic", "schnapsen", "three", "three_sitout", "four24"])
def test_duplicate_deal_swaps_seats_on_identical_cards(name: str) -> None:
    rules = preset(name)
    for index in range(5):
        log: list = []
        make_a = functools.partial(Recorder, "A", log)
        make_b = functools.partial(Recorder, "B", log)
        outcomes = play_duplicate_deal(rules, make_a, make_b, 11, index)
        dealt = deal_for(rules, 11, index)
        plans = [p for p in seat_plans(rules) if set(p) <= set(dealt.active)]
        assert [o.a_seats for o in outcomes] == plans
        assert len({o.a_seats for o in outcomes}) == len(outcomes) >= 2
        for o in outcomes:
            assert o.dealt_hands == tuple(dealt.hands) and o.dealer == dealt.dealer
        # Replay the log per hand: every decision by A came from A's seats, B's from the others,
        # and each bot's first look at a seat showed that seat's dealt cards.
        pos = 0
        for o in outcomes:
            hand_log = log[pos : pos + o.actions]
            pos += o.actions
            first_seen: dict[int, int] = {}
            for label, seat, hand, _ in hand_log:
                assert (seat in o.a_seats) == (label == "A")
                first_seen.setdefault(seat, hand)
            for seat, hand in first_seen.items():
                assert hand == dealt.hands[seat]
        assert pos == len(log)


def test_three_sitout_never_plays_b_against_b() -> None:
    rules = preset("three_sitout")
    for index in range(6):
        outcomes = play_duplicate_deal(rules, lambda: make_bot("random"), lambda: make_bot("random"), 2, index)
        dealer = deal_for(rules, 2, index).dealer
        assert len(outcomes) == 2 and all(dealer not in o.a_seats for o in outcomes)


def test_equal_bots_come_out_exactly_even() -> None:
    """The bots' rngs belong to the seats, so two copies of one bot replay each hand exactly."""
    for name in ("classic", "three", "four"):
        totals = play_deals(preset(name), lambda: make_bot("random"), lambda: make_bot("random"), 5, 0, 20)
        assert totals.hands.net == 0
        if name != "three":
            assert totals.hands.rate == 0.5


def test_a_worse_bot_loses_clearly() -> None:
    """The arena does see a difference: closing at every chance loses to random play."""
    totals = play_deals(preset("classic"), Closer, lambda: make_bot("random"), 1, 0, 150)
    assert totals.hands.ci95[1] < 0.5
    assert totals.hands.net_per < 0


def test_decision_times_come_from_the_given_clock() -> None:
    ticks = itertools.count()
    outcomes = play_duplicate_deal(
        preset("classic"), lambda: make_bot("random"), lambda: make_bot("random"), 3, 0, clock=lambda: next(ticks)
    )
    for o in outcomes:
        assert o.a_times and o.b_times
        assert set(o.a_times) == set(o.b_times) == {1}  # exactly one tick around each choose
        assert len(o.a_times) + len(o.b_times) == o.actions


def test_duplicate_match_plays_every_arrangement_to_the_target() -> None:
    rules = preset("classic", match_target=3)
    out = play_duplicate_match(rules, lambda: make_bot("random"), lambda: make_bot("random"), 4, 0)
    assert [o.a_seats for o in out] == [(0,), (1,)]
    for o in out:
        assert max(o.score) >= 3 and o.a_won == (o.winner in o.a_seats) and o.hands >= 1


def test_bot_breaking_the_interface_is_reported() -> None:
    class Bad:
        name = "bad"

        def choose(self, view: PlayerView, rng: random.Random) -> str:
            return "play XX"

    with pytest.raises(BotError, match=r"bot A \(bad\) in seat \d chose 'play XX'"):
        play_duplicate_deal(preset("classic"), Bad, lambda: make_bot("random"), 1, 0)


# ---------------------------------------------------------------------- cheat
@pytest.mark.parametrize("cheat", ["a", "b"])
def test_cheat_view_samples_the_truth(cheat: str) -> None:
    seen: list = []

    class Peek:
        def __init__(self, label: str) -> None:
            self.name = label

        def choose(self, view: PlayerView, rng: random.Random) -> str:
            if not view.history:  # the first decision of the hand: nothing played yet
                worlds = [view.sample_world(rng).hands for _ in range(3)]
                seen.append((self.name, view.seat, type(view), worlds))
            return make_bot("random").choose(view, rng)

    rules = preset("classic")
    for index in range(4):
        seen.clear()
        outcomes = play_duplicate_deal(rules, lambda: Peek("A"), lambda: Peek("B"), 9, index, cheat=cheat)
        truth = list(outcomes[0].dealt_hands)
        assert len(seen) == 2  # the opening leader of each hand
        for label, _seat, kind, worlds in seen:
            if label.lower() == cheat:
                assert kind is OmniscientView and all(w == truth for w in worlds)
            else:
                assert kind is PlayerView


def test_cheat_view_hides_nothing_else() -> None:
    """The omniscient view is the ordinary view plus the truth; the game itself is unchanged."""
    state = deal_for(preset("classic"), 1, 0)
    v = omniscient_view(state, state.to_move)
    plain = state.view(state.to_move)
    assert all(getattr(v, f.name) == getattr(plain, f.name) for f in dataclasses.fields(PlayerView))
    w = v.sample_world(random.Random(0))
    w.apply(w.legal_actions()[0])
    assert state.history == [] and v.truth.history == []  # a clone each time


# ------------------------------------------------------------------------ CLI
def test_json_has_every_key(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "random", "random", "--deals", "20", "--seed", "1", "--jobs", "1")
    assert data.keys() >= KEYS
    assert data["deals"] == 20 and data["hands"] == 40
    assert data["a_match_win_rate"] is None and data["cheat"] is None and data["seed"] == 1
    assert data["bots"] == {"a": "random", "b": "random"} and data["preset"] == "classic"
    lo, hi = data["ci95"]
    assert 0 <= lo <= data["a_deal_win_rate"] <= hi <= 1
    for side in ("a", "b"):
        t = data["decision_ms"][side]
        assert set(t) == {"mean", "median", "p99", "max"} and 0 <= t["median"] <= t["p99"] <= t["max"]


def test_random_against_random_is_even_in_classic(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "random", "random", "--deals", "200", "--seed", "2026", "--jobs", "1")
    lo, hi = data["ci95"]
    assert lo <= 0.5 <= hi and lo <= data["a_deal_win_rate"] <= hi
    assert abs(data["a_points_per_deal"]) < 0.5


def test_same_seed_same_json_for_any_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("random", "random", "--preset", "three", "--deals", "24", "--matches", "2", "--seed", "77")
    one = run_json(capsys, *args, "--jobs", "1")
    two = run_json(capsys, *args, "--jobs", "2")
    assert machine_free(one) == machine_free(two)
    other = run_json(capsys, *args[:-1], "78", "--jobs", "1")
    assert machine_free(other) != machine_free(one)


def test_matches(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "random", "random", "--deals", "5", "--matches", "3", "--seed", "5", "--jobs", "1")
    assert data["matches"] == 3 and data["matches_played"] == 6
    assert 0 <= data["a_match_win_rate"] <= 1
    assert data["a_match_wins"] == round(data["a_match_win_rate"] * 6)
    lo, hi = data["match_ci95"]
    assert lo <= data["a_match_win_rate"] <= hi


def test_matches_alone(capsys: pytest.CaptureFixture[str]) -> None:
    # --deals could not be 0, so --matches 2 also played the default 1000 deals.
    data = run_json(capsys, "random", "random", "--deals", "0", "--matches", "2", "--seed", "5", "--jobs", "1")
    assert data["deals"] == 0 and data["hands"] == 0 and data["matches_played"] == 4
    assert data["a_deal_win_rate"] is None and data["ci95"] is None and data["a_points_per_deal"] is None
    assert main(["arena", "random", "random", "--deals", "0", "--matches", "2", "--seed", "5", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "A match win rate" in out and "hand win rate" not in out and "duplicate deals" not in out


def test_no_deals_and_no_matches_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "random", "random", "--deals", "0"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == "sixtysix arena: --deals 0 plays nothing without --matches"


@pytest.mark.parametrize("name, says", [("three", True), ("three_sitout", False), ("classic", False)])
def test_text_report_says_why_equal_bots_are_under_half_with_three(
    capsys: pytest.CaptureFixture[str], name: str, says: bool
) -> None:
    # Equal bots came out near 40% for A with three players, and nothing said why.
    assert main(["arena", "random", "random", "--preset", name, "--deals", "4", "--seed", "1", "--jobs", "1"]) == 0
    assert ("A plays against two copies of B" in capsys.readouterr().out) is says


@pytest.mark.parametrize("name, per_deal", [("three", 3), ("three_sitout", 2), ("four", 2), ("four24", 2)])
def test_three_and_four_player_presets(capsys: pytest.CaptureFixture[str], name: str, per_deal: int) -> None:
    data = run_json(
        capsys, "random", "random", "--preset", name, "--deals", "10", "--matches", "1", "--seed", "3", "--jobs", "1"
    )
    assert data["preset"] == name and data["hands"] == 10 * per_deal
    assert data["a_points_per_deal"] == 0  # equal bots, duplicate deals: exactly even
    assert data["matches_played"] == len(seat_plans(preset(name)))


def test_cheat_option_runs_and_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    searcher = "hard:samples=2,ms=0"
    data = run_json(capsys, "random", searcher, "--deals", "2", "--cheat", "b", "--seed", "1", "--jobs", "1")
    assert data["cheat"] == "b"
    assert main(["arena", searcher, "random", "--deals", "2", "--cheat", "a", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "bot A sees all cards" in out and "seed " in out and "decision time" in out


@pytest.mark.parametrize("level", ["random", "easy", "medium:endgame=4"])
def test_cheat_for_a_bot_that_cannot_use_it_is_refused(capsys: pytest.CaptureFixture[str], level: str) -> None:
    # The rules of thumb read no sampled deal: 'medium medium --cheat a' came out at exactly
    # 50% under "bot A sees all cards", as if hidden cards were worth nothing.
    assert main(["arena", level, "random", "--deals", "2", "--cheat", "a"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and f"bot {level!r} would play the same" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("option", ["--deals", "--matches"])
def test_a_run_too_long_to_hold_is_refused_in_a_sentence(capsys: pytest.CaptureFixture[str], option: str) -> None:
    # --deals 1000000000000 had built its task list until memory ran out, then a traceback.
    assert main(["arena", "random", "random", option, "1000000000000"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "is more than this arena plays in one run" in err and "Traceback" not in err


def test_a_time_cap_that_cut_decisions_short_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    # With a cap, how far hard searches depends on the machine: a seed's figures differ
    # from run to run, which the README had said never happens.
    data = run_json(capsys, "hard:samples=400,ms=1", "random", "--deals", "1", "--seed", "2", "--jobs", "1")
    assert data["cap_reached"] == {"a": True, "b": False}
    data = run_json(capsys, "hard:samples=2,ms=0", "random", "--deals", "1", "--seed", "2", "--jobs", "1")
    assert data["cap_reached"] == {"a": False, "b": False}
    assert main(["arena", "hard:samples=400,ms=1", "random", "--deals", "1", "--seed", "2", "--jobs", "1"]) == 0
    assert "note: A's time cap cut some decisions short" in capsys.readouterr().out


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "random", "random", "--deals", "8", "--matches", "1", "--seed", "9", "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    assert err == ""  # stderr is no terminal: no progress bar
    assert "A hand win rate" in out and "A match win rate" in out and "seed 9" in out


def test_random_seed_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "random", "random", "--deals", "2", "--jobs", "1")
    assert isinstance(data["seed"], int)


@pytest.mark.parametrize(
    "args, says",
    [
        (["nosuch", "random"], "unknown bot 'nosuch'"),
        (["random", "random:depth"], "must look like name=value"),
        (["random", "random:depth=3"], "bot 'random' has no parameter 'depth' (it takes none)"),
        (["random", "hard:foo=1"], "bot 'hard' has no parameter 'foo' (its parameters: iterations, c, samples, ms,"),
    ],
)
def test_bad_bot_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], args: list[str], says: str) -> None:
    assert main(["arena", *args, "--deals", "2"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and says in err and "Traceback" not in err


@pytest.mark.parametrize(
    "args, says",
    [
        (["--preset", "nosuch"], "unknown preset 'nosuch'"),
        (["--deals", "-1"], "argument --deals: must be a whole number of 0 or more, not '-1'"),
        (["--deals", "many"], "argument --deals"),
        (["--matches", "-1"], "argument --matches"),
        (["--jobs", "0"], "argument --jobs"),
        (["--seed", "x"], "argument --seed: must be a whole number"),
        (["--cheat", "c"], "argument --cheat"),
        (["--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_bad_option_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], args: list[str], says: str) -> None:
    with pytest.raises(SystemExit) as e:
        main(["arena", "random", "random", *args])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and says in err and err.startswith("sixtysix arena: ")


def test_subprocess_json() -> None:
    env = {**os.environ, "SIXTYSIX_DISCOVERY": "off"}
    done = subprocess.run(
        [sys.executable, "-m", "tui.cli", "arena", "random", "random", "--deals", "10", "--json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    data = json.loads(done.stdout)
    assert data.keys() >= KEYS and data["deals"] == 10 and data["hands"] == 20


def test_progress_bar_names_only_what_is_played() -> None:
    stream = io.StringIO()
    bar = _Progress(stream, 0, 2)
    bar.update("matches", 1)
    line = stream.getvalue()
    assert "matches 1/2" in line and "deals" not in line and " 50%" in line
