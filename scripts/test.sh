#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
swift build --build-tests
# The release build scripts/install.sh installs, in .build/install: the install test reuses
# it, so the test itself takes seconds (a no-op when nothing changed).
scripts/install.sh --build-only
# The library's unit tests (no X server, no child process) in parallel: nothing they touch is
# process-wide any more (per-window animation engines and layout gates, a resettable
# animation-block stack).
swift test --skip-build --filter '^OpenUIKitTests\.' --skip 'LiveTests'
# Everything else one test at a time: the live tests drive real apps with real input against
# gesture time limits (a tap is held at most 0.75 s), and CPU-heavy suites running beside them
# on a small machine can starve the app under test long enough to fail a tap.
swift test --skip-build --no-parallel --skip '^OpenUIKitTests\.(?!\w*LiveTests)'
# The API documentation (DocC), which fails on any broken symbol or article link (about 30 s).
swift package --disable-sandbox generate-documentation --target OpenUIKit --warnings-as-errors
# Every public symbol has a doc comment summary; reads the symbol graphs the documentation
# build just left in .build (a few seconds).
scripts/check-doc-summaries.sh
# The demo apps under valgrind, headless, with a replay of every gesture each: fails on a
# definite leak or an invalid memory access outside the system libraries (about 25 s).
scripts/memcheck.sh
