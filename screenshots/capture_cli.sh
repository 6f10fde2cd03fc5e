#!/usr/bin/env bash
# Text captures of what the command line shows a person (the app's own screens
# are made by make_screenshots.py).  Run from the repository root:
#   bash screenshots/capture_cli.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export SIXTYSIX_DISCOVERY=off
py=${PYTHON:-python3}
home=$(mktemp -d)  # the game's settings and kept matches go here, not to the user's own
trap 'rm -rf "$home"' EXIT
# Every command reads the settings (the help's language among them): a home of its own,
# so the captures do not follow whatever language this machine's player chose.
export HOME="$home" SIXTYSIX_CONFIG_DIR="$home/config" SIXTYSIX_DATA_DIR="$home/data"
$py -m tui.cli --help > screenshots/cli-help.txt
printf 'п\n1\n1\nо\n1\n1\n1\n1\n1\nв\n' | HOME="$home" $py -m tui.cli play --text --seed 7 --vs medium --lang ru > screenshots/play-text.txt || true
$py -m tui.cli replay tests/records/s1-seed002-example.json > screenshots/replay.txt
$py -m tui.cli replay tests/records/bad-wrong-seat.json > screenshots/replay-bad.txt 2>&1 || true
$py -m tui.cli arena medium random --deals 200 --seed 1 --jobs 1 > screenshots/arena.txt 2>&1
echo "wrote screenshots/*.txt"
