#!/usr/bin/env bash
# The main job: installs what is missing, builds, and opens the PlayingCard window, or, when
# there is no display (DISPLAY unset), writes a snapshot PNG and prints its path.
# Arguments go to the app: scripts/run.sh --card KH, scripts/run.sh --table 13, … (--help).
# The app runs in the caller's folder, so a snapshot lands where the user is.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
swift build --package-path "$root" --product PlayingCard
exec "$root/.build/debug/PlayingCard" "$@"
