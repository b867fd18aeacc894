#!/usr/bin/env bash
# Runs the benchmarks in release mode and prints their figures (nothing is asserted).
#
#   scripts/benchmark.sh            every case
#   scripts/benchmark.sh pan live   only the named cases: card, pan, table, hit, gestures,
#                                   present, live, launch, frames
#
# The X11 cases use $DISPLAY, or start a private Xvfb when it is unset. The live and launch
# cases run the release PlayingCard app, and the frames case the release HostProbe, both
# built here beside the benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
swift build -c release --product PlayingCard
swift build -c release --product HostProbe
swift build -c release --product OpenUIKitBenchmarks
exec "$(swift build -c release --show-bin-path)/OpenUIKitBenchmarks" "$@"
