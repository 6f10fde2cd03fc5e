"""Regenerate the app's screenshots: SVG for every scene in English and Russian, and PNG
where cairosvg is installed (it needs a monospace font with box drawing and suit
symbols: ``apt-get install fonts-firacode``).

Run from the repository root: ``python screenshots/make_screenshots.py``.
The scenes (fixed seeds, fixed settings) are the snapshot tests' own, in tests/app_scenes.py.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ["SIXTYSIX_DISCOVERY"] = "off"
os.environ.pop("NO_COLOR", None)
# Never touch the user's own saves and settings; each capture gets its own empty folder
# too, and this one (removed at exit) covers anything read before the first.
_IMPORT_FOLDER = tempfile.TemporaryDirectory(prefix="sixtysix-shots-")
os.environ["SIXTYSIX_DATA_DIR"] = os.environ["SIXTYSIX_CONFIG_DIR"] = _IMPORT_FOLDER.name
os.environ["SIXTYSIX_LAN_BIND"] = "127.0.0.1"  # the hosted table of a scene listens on loopback only

from app_scenes import SCENES, Scene  # noqa: E402

OUT = ROOT / "screenshots"


async def capture(scene: Scene, language: str) -> Path:
    # Each scene in each language starts from empty folders, as in the snapshot tests:
    # a match kept by the English scene would otherwise rename the Russian one's file.
    with tempfile.TemporaryDirectory(prefix="sixtysix-shots-") as folder:
        os.environ["SIXTYSIX_DATA_DIR"] = os.environ["SIXTYSIX_CONFIG_DIR"] = folder
        app = scene.make(language)
        async with app.run_test(size=scene.size) as pilot:
            await scene.drive(pilot)
            await pilot.pause()
            path = OUT / f"{scene.name}-{language}.svg"
            path.write_text(app.export_screenshot(title=f"sixtysix · {scene.name}"), encoding="utf-8")
    return path


def to_png(svg: Path) -> Path | None:
    try:
        import cairosvg  # type: ignore[import-not-found]
    except ImportError:
        return None
    png = svg.with_suffix(".png")
    cairosvg.svg2png(url=str(svg), write_to=str(png))
    return png


async def main(only: list[str]) -> None:
    for scene in SCENES:
        if only and scene.name not in only:
            continue
        for language in ("en", "ru"):
            svg = await capture(scene, language)
            png = to_png(svg)
            print(svg.relative_to(ROOT), "+ png" if png else "(no cairosvg: svg only)")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
