"""Real LAN hosts on one machine: network namespaces joined by a bridge (see
/work/shared/docs/lan-testing.md).  Needs root and iproute2.

``with lan(3) as net:`` gives three "machines" ``net.hosts[i]`` with addresses
``net.addrs[i]`` (10.66.x.y, which exist only inside these namespaces) and
``net.run(i, [...])`` to start a Python process on one of them.  Everything is
torn down on exit, also when the test fails.  Without root the caller skips,
unless SIXTYSIX_REQUIRE_NETNS=1 (CI), which makes it a failure.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def netns_available() -> str | None:
    """None if namespaces can be made here, else the reason why not."""
    if os.geteuid() != 0:
        return "network namespaces need root"
    if shutil.which("ip") is None:
        return "iproute2 (the ip command) is not installed"
    return None


def require_netns() -> None:
    reason = netns_available()
    if reason is None:
        return
    if os.environ.get("SIXTYSIX_REQUIRE_NETNS") == "1":
        pytest.fail(f"LAN test cannot run: {reason} (SIXTYSIX_REQUIRE_NETNS=1)")
    pytest.skip(reason)


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


@dataclass
class Lan:
    hub: str
    hosts: list[str]
    addrs: list[str]
    procs: list[subprocess.Popen[str]] = field(default_factory=list)

    def env(self, **extra: str) -> dict[str, str]:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
        env["SIXTYSIX_DISCOVERY"] = "on"  # inside these namespaces discovery is the point
        env.pop("NO_COLOR", None)
        env.update(extra)
        return env

    def run(self, host: int, argv: list[str], **extra_env: str) -> subprocess.Popen[str]:
        """``python argv...`` on machine ``host``; stdout and stderr are pipes of text."""
        proc = subprocess.Popen(
            ["ip", "netns", "exec", self.hosts[host], sys.executable, *argv],
            cwd=ROOT,
            env=self.env(**extra_env),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.procs.append(proc)
        return proc


@contextmanager
def lan(n: int) -> Iterator[Lan]:
    """``n`` namespaces on one bridge; removed (with their processes) on exit."""
    require_netns()
    tag = f"{os.getpid() % 100000}"
    hub = f"s66h{tag}"
    hosts = [f"s66{i}x{tag}" for i in range(n)]
    addrs = [f"10.66.0.{i + 1}" for i in range(n)]
    made: list[str] = []
    net = Lan(hub, hosts, addrs)
    try:
        for ns in (hub, *hosts):
            _ip("netns", "add", ns)
            made.append(ns)
        _ip("-n", hub, "link", "add", "br66", "type", "bridge")
        _ip("-n", hub, "link", "set", "br66", "up")
        for i, ns in enumerate(hosts):
            near, far = f"v{i}a{tag}", f"v{i}b{tag}"  # at most 15 characters
            _ip("link", "add", near, "type", "veth", "peer", "name", far)
            _ip("link", "set", near, "netns", ns)
            _ip("link", "set", far, "netns", hub)
            _ip("-n", hub, "link", "set", far, "master", "br66")
            _ip("-n", hub, "link", "set", far, "up")
            _ip("-n", ns, "addr", "add", f"{addrs[i]}/24", "dev", near)
            _ip("-n", ns, "link", "set", near, "up")
            _ip("-n", ns, "link", "set", near, "multicast", "on")
            _ip("-n", ns, "link", "set", "lo", "up")
        yield net
    finally:
        for proc in net.procs:
            if proc.poll() is None:
                proc.kill()
            with suppress(subprocess.TimeoutExpired, ValueError):
                proc.communicate(timeout=5)
        for ns in reversed(made):
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)
