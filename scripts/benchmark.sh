#!/usr/bin/env bash
# Runs the benchmarks in release mode and prints their figures (nothing is asserted).
#
#   scripts/benchmark.sh            every case
#   scripts/benchmark.sh pan live   only the named cases: card, pan, table, animframe, turn13,
#                                   layers, shape, hit,
#                                   gestures, autolayout, vectors, storyboard, present, live,
#                                   launch, frames, anim13, push, fling, keyglyph, rasterize, flip3d, blur
#   scripts/benchmark.sh launch --baseline-app PATH [--baseline-app PATH2] [--launches N]
#                                   also launches other builds of PlayingCard, alternately;
#                                   under `nice -n -15` on a loaded machine
#
# The X11 cases use $DISPLAY, or start a private Xvfb when it is unset. The live and launch
# cases run the release PlayingCard app and the floors (CairoCardFloor, SwiftFoundationFloor),
# and the frames, push and fling cases the release HostProbe, all built here beside the benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
swift build -c release --product PlayingCard
swift build -c release --product HostProbe
swift build -c release --product SwiftFoundationFloor
swift build -c release --product OpenUIKitBenchmarks
bin="$(swift build -c release --show-bin-path)"
# The raw floor is plain C, built by the C compiler: SwiftPM links every executable with the
# Swift runtime, which a floor without Swift must not load.
c_compiler="${CC:-$(command -v cc || command -v clang)}"
"$c_compiler" -O2 -o "$bin/CairoCardFloor" Benchmarks/CairoCardFloor/main.c \
    $(pkg-config --cflags --libs pangocairo x11 xext) -lm
exec "$bin/OpenUIKitBenchmarks" "$@"
