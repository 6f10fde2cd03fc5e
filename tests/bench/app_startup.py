"""Cold start of the app to an interactive lobby, against a bare Textual "hello" app.

Each run is a fresh ``python`` process (headless driver) timed from spawn until the
app reports its first screen mounted and exits; the two kinds alternate, so machine
load hits both alike.  Prints one JSON object; the target is ratio <= 1.5.

    python tests/bench/app_startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HELLO = """
from textual.app import App
from textual.widgets import Static
class Hello(App):
    def compose(self):
        yield Static("hello")
    def on_mount(self):
        self.call_after_refresh(self.exit)
Hello().run(headless=True)
"""

SIXTYSIX = """
import inspect
from tui.app import SixtySixApp
from tui.screens import lobby
mounted = lobby.LobbyScreen.on_mount
async def on_mount(self):
    done = mounted(self)
    if inspect.isawaitable(done):
        await done
    self.call_after_refresh(self.app.exit)
lobby.LobbyScreen.on_mount = on_mount
app = SixtySixApp()
app.run(headless=True)
assert app.return_code == 0, "the app failed"
"""


def once(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0 or "Traceback" in done.stdout + done.stderr:
        raise SystemExit(f"the timed program failed:\n{done.stdout}{done.stderr}")
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix="sixtysix-bench-")
    env = {**os.environ, "SIXTYSIX_DISCOVERY": "off", "SIXTYSIX_DATA_DIR": tmp, "SIXTYSIX_CONFIG_DIR": tmp}
    env.pop("NO_COLOR", None)
    once(HELLO, env), once(SIXTYSIX, env)  # warm the file cache and .pyc files
    hello, ours = [], []
    for _ in range(args.runs):
        hello.append(once(HELLO, env))
        ours.append(once(SIXTYSIX, env))
    h, o = statistics.median(hello), statistics.median(ours)
    print(
        json.dumps(
            {
                "runs": args.runs,
                "hello_ms_median": round(h, 1),
                "sixtysix_lobby_ms_median": round(o, 1),
                "ratio": round(o / h, 3),
                "target_ratio": 1.5,
            }
        )
    )


if __name__ == "__main__":
    main()
