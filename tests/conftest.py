"""Test-wide setup for sixtysix.

- LAN discovery is switched off for every test, at import time, so that no
  test sends mDNS/multicast on the machine's real interfaces. Tests that need
  zeroconf run it inside network namespaces they create themselves.
- NO_COLOR is removed: it changes Textual's rendering and breaks snapshots.
- Every test starts in English (the language is process-wide).
- Hypothesis uses the "ci" profile: no deadline (shared CI machines are slow
  and uneven), derandomized when the CI environment variable is set.
- With SIXTYSIX_FAIL_ON_SKIP=1 (set by .ci/run) a skipped test counts as a
  failure, so CI can never pass by skipping.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ["SIXTYSIX_DISCOVERY"] = "off"
# A table hosted from the app, in any test (random keys reach the lobby's Host too),
# listens on loopback only, never on the machine's interfaces.
os.environ["SIXTYSIX_LAN_BIND"] = "127.0.0.1"

settings.register_profile(
    "ci",
    deadline=None,
    derandomize=bool(os.environ.get("CI")),
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("ci")


def _finer_pilot_waits() -> None:
    """Textual's Pilot waits after each key until the process is idle, looking every
    20 ms: an app done in 2 ms still waits the whole 20, about a tenth of the app
    tests' time spent asleep.  Looking every 5 ms (idle: under a tenth of it on the
    CPU) waits for the same thing, the app having nothing left to do, sooner."""
    import textual._wait

    if not hasattr(textual._wait, "SLEEP_GRANULARITY") or not hasattr(textual._wait, "SLEEP_IDLE"):
        raise RuntimeError("textual._wait changed: see _finer_pilot_waits in tests/conftest.py")
    textual._wait.SLEEP_GRANULARITY = 0.005
    textual._wait.SLEEP_IDLE = 0.0005


_finer_pilot_waits()


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: half as many workers again as there are cores.  The app and LAN tests
    wait on the app and the network a good part of their time; a third worker on a
    2-core machine fills those waits (the whole suite measured here: 592 s with two
    workers, 431 s with three, 578 s with four, whose CPUs were never idle)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return cores + (cores + 1) // 2


@pytest.fixture(autouse=True)
def _no_color_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)


@pytest.fixture(autouse=True)
def _english() -> None:
    """Every test starts in English: the language is process-wide, and a test that set
    Russian must not change what the next one reads."""
    from tui import i18n

    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves and settings of every test go to its own tmp dir, never the real home."""
    monkeypatch.setenv("SIXTYSIX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("SIXTYSIX_CONFIG_DIR", str(tmp_path / "config"))


def _fail_on_skip() -> bool:
    return os.environ.get("SIXTYSIX_FAIL_ON_SKIP") == "1"


def _skip_reason(longrepr: object) -> str:
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(longrepr)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    outcome = yield
    report = outcome.get_result()
    if _fail_on_skip() and report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped test counted as failure (SIXTYSIX_FAIL_ON_SKIP=1): {_skip_reason(report.longrepr)}"


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):
    outcome = yield
    report = outcome.get_result()
    if _fail_on_skip() and report.skipped:
        report.outcome = "failed"
        report.longrepr = (
            f"skipped module counted as failure (SIXTYSIX_FAIL_ON_SKIP=1): {_skip_reason(report.longrepr)}"
        )


QUICK_CHECK_WORLDS = 12
"""The play check's deals where a test is about the screen or the command that shows
it, not the check's figures: the full 150 take a minute a hand on a slow machine."""


@pytest.fixture
def any_lan_port(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table hosted from the app listens on any free port, not the one a LAN test in
    the other process holds (the app's default is one for all)."""
    monkeypatch.setattr("tui.lan.DEFAULT_PORT", 0)


@pytest.fixture
def quick_play_check(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """The sessions' and past matches' play check over ``QUICK_CHECK_WORLDS`` deals; the
    check's own tests (test_play_check) and screenshots/ keep the full search.  Returns
    the function the sessions call, so that a test can compute what they show."""
    from functools import partial

    import tui.net_session
    import tui.screens.match_story
    import tui.session
    from engine.bots.review import play_check

    quick = partial(play_check, worlds=QUICK_CHECK_WORLDS)
    monkeypatch.setattr(tui.session, "check_play", quick)
    monkeypatch.setattr(tui.net_session, "check_play", quick)
    monkeypatch.setattr(tui.screens.match_story, "play_check", quick)
    return quick


@pytest.fixture
def quick_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's hint searched over ``QUICK_CHECK_WORLDS`` deals, without the time cap
    (so the same hint however loaded the machine), where a test is about how the hint is
    shown, not what the search finds (test_searched_hint and test_match_hint are that)."""
    from engine.bots import hints

    monkeypatch.setattr(hints, "SEARCH_WORLDS", QUICK_CHECK_WORLDS)
    monkeypatch.setattr(hints, "SEARCH_MS", 0)
