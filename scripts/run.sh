#!/usr/bin/env bash
# The main job: installs what is missing, builds, and opens the PlayingCard window, or, when
# there is no display (DISPLAY unset), writes a snapshot PNG and prints its path.
# Arguments go to the app: scripts/run.sh --card KH, scripts/run.sh --table 13, … (--help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --product PlayingCard
exec .build/debug/PlayingCard "$@"
