"""LAN play between real (namespaced) machines: a host that advertises and computers on
other machines that find it and play; three machines; a player whose connection drops
mid-hand; a host killed and resumed.  Every process and namespace is cleaned up."""

from __future__ import annotations

import json
import selectors
import signal
import subprocess
import time
from pathlib import Path

from netns import Lan, lan

CODE = "K66TST"
PORT = "7766"
DEADLINE = 120.0  # seconds for a whole match between random bots, with a wide margin


def _serve(net: Lan, *extra: str) -> subprocess.Popen[str]:
    """The host on machine 0, returned once it listens (it says so on stderr)."""
    proc = net.run(
        0,
        ["-m", "tui.cli", "serve", "--bind", net.addrs[0], "--port", PORT, "--code", CODE, "--bots", "random",
         "--matches", "1", "--json", *extra],
    )  # fmt: skip
    _read_until(proc, "sixtysix serve: table", timeout=30, stream="stderr")
    return proc


def _bot(net: Lan, machine: int, join: str = "auto") -> subprocess.Popen[str]:
    return net.run(
        machine,
        ["-m", "tui.cli", "bot", "--join", join, "--code", CODE, "--level", "random", "--matches", "1", "--json"],
    )


def _finish(proc: subprocess.Popen[str], what: str) -> str:
    try:
        out, err = proc.communicate(timeout=DEADLINE)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"{what} did not finish in {DEADLINE} s:\n{out}\n{err}") from None
    assert proc.returncode == 0, f"{what} exited {proc.returncode}:\n{out}\n{err}"
    return out


def _last_json(text: str) -> dict[str, object]:
    return json.loads([line for line in text.splitlines() if line.startswith("{")][-1])


def _read_until(
    proc: subprocess.Popen[str], wanted: str, timeout: float = DEADLINE, stream: str = "stdout"
) -> list[str]:
    """Lines of ``proc``'s stdout (or stderr) up to the first that starts with ``wanted`` (bounded)."""
    pipe = proc.stdout if stream == "stdout" else proc.stderr
    assert pipe is not None
    lines: list[str] = []
    end = time.monotonic() + timeout
    with selectors.DefaultSelector() as sel:
        sel.register(pipe, selectors.EVENT_READ)
        while time.monotonic() < end:
            if not sel.select(timeout=max(0.0, end - time.monotonic())):
                break
            line = pipe.readline()
            if not line:
                break
            lines.append(line.rstrip("\n"))
            if line.startswith(wanted):
                return lines
    raise AssertionError(f"no line starting {wanted!r}; got {lines}")


def test_two_machines_the_bot_finds_the_table_and_they_play_a_match() -> None:
    with lan(2) as net:
        host = _serve(net, "--seats", "1")
        bot = _bot(net, 1)
        bot_report = _last_json(_finish(bot, "the bot"))
        result = _last_json(_finish(host, "the host"))
        assert bot_report["matches"] == 1 and bot_report["fair_bad"] == []
        assert result["winner"] in (0, 1) and max(result["score"]) >= 7


def test_three_machines_play_the_three_player_preset() -> None:
    with lan(3) as net:
        host = _serve(net, "--preset", "three", "--seats", "2")
        bots = [_bot(net, 1), _bot(net, 2)]
        reports = [_last_json(_finish(b, f"bot {i}")) for i, b in enumerate(bots, 1)]
        result = _last_json(_finish(host, "the host"))
        assert all(r["matches"] == 1 and r["fair_bad"] == [] for r in reports)
        assert len(result["score"]) == 3 and result["winner"] in (0, 1, 2)


def test_a_dropped_player_comes_back_by_itself_and_nothing_is_lost_or_doubled() -> None:
    with lan(2) as net:
        host = _serve(net, "--seats", "1")
        actor = net.run(1, ["tests/lan_actor.py", "--join", f"{net.addrs[0]}:{PORT}", "--code", CODE,
                            "--drop-after", "5"])  # fmt: skip
        lines = _read_until(actor, "dropping")
        assert lines[-2] == "acted 5"
        report = _last_json(_finish(actor, "the player"))
        result = _last_json(_finish(host, "the host"))
        assert report["refused"] == 0 and report["fair_bad"] == []
        assert report["actions"] > 5
        assert report["score"] == result["score"]


def test_a_killed_host_resumes_and_everybody_continues(tmp_path: Path) -> None:
    saves = str(tmp_path / "tables")
    with lan(2) as net:
        host = _serve(net, "--seats", "1", "--save-dir", saves)
        actor = net.run(1, ["tests/lan_actor.py", "--join", f"{net.addrs[0]}:{PORT}", "--code", CODE])
        _read_until(actor, "acted 4")
        host.send_signal(signal.SIGKILL)  # no goodbye, no last save: a crash
        host.wait(timeout=10)
        resumed = _serve(net, "--seats", "1", "--save-dir", saves, "--resume")
        report = _last_json(_finish(actor, "the player"))
        result = _last_json(_finish(resumed, "the resumed host"))
        assert report["refused"] == 0 and report["fair_bad"] == []
        assert report["score"] == result["score"] and max(result["score"]) >= 7
