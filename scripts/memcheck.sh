#!/usr/bin/env bash
# Looks for memory leaks and invalid memory accesses in the demo apps, and fails on any that
# is not in a system library.
#
#   scripts/memcheck.sh          valgrind memcheck on PlayingCard (one card, and --table 13)
#                                and FaceIt, each headless (--snapshot) with a --replay of
#                                every gesture and key it knows: what CI runs
#   scripts/memcheck.sh --live   also a live session under a private Xvfb: PlayingCard built
#                                with AddressSanitizer into .build/asan (minutes, the first
#                                time), its replay played in the window, LeakSanitizer at exit
#
# A run fails on a definite leak (memory nothing points to any more) or an invalid read or
# write that scripts/memcheck.supp (scripts/lsan.supp for the live session) does not
# attribute to a system library. Indirect leaks hang off a definite one; possible leaks are
# counted but never fail a run (the Swift runtime points into its own blocks). Uninitialised
# value checks are off: the Swift runtime's metadata set-up reads padding it never
# initialised, a harmless false alarm in every Swift program, and the check triples the time.
#
# Why valgrind runs on a copy without debug information: the C shims (CJPEGDecoder) are built
# by clang, which writes DWARF 5, and valgrind 3.19 gives up on the whole binary at its first
# DWARF 5 form ("unhandled dwarf2 abbrev form code 0x25"). The copy keeps its symbol table, so
# reports and suppressions still name every function; only line numbers are lost.
#
# Why the live session does not run under valgrind: valgrind 3.19 crashes (an internal
# SIGSEGV while delivering a signal) in libdispatch's dispatchMain, which the X11 run loop
# uses. AddressSanitizer's leak checker has no trouble with it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

live=false
case "${1:-}" in
    "") ;;
    --live) live=true ;;
    *) echo "usage: scripts/memcheck.sh [--live]" >&2; exit 64 ;;
esac

for tool in valgrind objcopy; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "memcheck: $tool is not installed; scripts/setup.sh --test installs it" >&2
        exit 1
    fi
done

# Debug builds: full symbols and line numbers in the reports (and what the tests build anyway).
swift build --product PlayingCard >/dev/null
swift build --product FaceIt >/dev/null
bin="$(swift build --show-bin-path)"

work="$(mktemp -d "${TMPDIR:-/tmp}/openuikit-memcheck-XXXXXX")"
xvfb_pid=""
cleanup() {
    if [[ -n "$xvfb_pid" ]]; then
        kill "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

failed=0

# memcheck NAME APP ARGS…: one headless run under valgrind.
memcheck() {
    local name="$1" app="$2"
    shift 2
    local log="$work/$name.valgrind"
    if [[ ! -x "$work/$app" ]]; then
        objcopy --strip-debug "$bin/$app" "$work/$app"
    fi
    local status=0
    (cd "$work" && valgrind --leak-check=full --show-leak-kinds=definite,indirect \
        --errors-for-leak-kinds=definite --undef-value-errors=no --error-exitcode=99 \
        --num-callers=40 --suppressions="$root/scripts/memcheck.supp" --log-file="$log" \
        "$work/$app" "$@" >"$work/$name.out" 2>&1) || status=$?
    local definite indirect possible suppressed
    definite=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log")
    indirect=$(sed -n 's/.*indirectly lost: \([0-9,]*\) bytes.*/\1/p' "$log")
    possible=$(sed -n 's/.*possibly lost: \([0-9,]*\) bytes.*/\1/p' "$log")
    suppressed=$(sed -n 's/.*suppressed: \([0-9,]*\) bytes.*/\1/p' "$log" | tail -1)
    local shown="${*//$root\//}"
    echo "memcheck: $app $shown: definitely lost ${definite:-0} bytes, indirectly lost ${indirect:-0}," \
        "possibly lost ${possible:-0}; suppressed (system libraries) ${suppressed:-0}"
    if [[ $status -ne 0 ]]; then
        failed=1
        echo "memcheck: $app $shown FAILED (exit status $status); the report:" >&2
        grep -v '^--' "$log" >&2 || true
        cat "$work/$name.out" >&2
    fi
}

memcheck playingcard PlayingCard --seed 1 --snapshot memcheck.png --replay "$root/scripts/memcheck/playingcard.replay"
memcheck table PlayingCard --table 13 --seed 1 --snapshot memcheck.png --replay "$root/scripts/memcheck/table.replay"
memcheck faceit FaceIt --snapshot memcheck.png --replay "$root/scripts/memcheck/faceit.replay"

if $live; then
    # AddressSanitizer's runtime must come first in the process, so this is a build of its own.
    swift build --product PlayingCard --scratch-path "$root/.build/asan" -Xswiftc -sanitize=address >/dev/null
    asan_bin="$(swift build --scratch-path "$root/.build/asan" --show-bin-path)"

    # A display number no one uses (the tests' servers start at 40).
    display=""
    for number in $(seq 90 199); do
        if [[ ! -e "/tmp/.X11-unix/X$number" && ! -e "/tmp/.X$number-lock" ]]; then display=":$number"; break; fi
    done
    [[ -n "$display" ]] || { echo "memcheck: no free X display number" >&2; exit 1; }
    Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 1 100); do
        [[ -e "/tmp/.X11-unix/X${display#:}" ]] && break
        sleep 0.1
    done
    # The replay ends with quit, so the app exits by itself and the leak check runs at exit.
    status=0
    (cd "$work" && DISPLAY="$display" ASAN_OPTIONS=detect_leaks=1 \
        LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=1" \
        timeout 120 "$asan_bin/PlayingCard" --seed 1 --replay "$root/scripts/memcheck/live.replay" \
        >"$work/live.out" 2>&1) || status=$?
    if [[ $status -eq 0 ]]; then
        # LeakSanitizer lists the suppressions it used: count, bytes, template.
        suppressed=$(awk '/bytes template/ { listing = 1; next } /^-+$/ { listing = 0 } listing { sum += $2 } END { print sum + 0 }' "$work/live.out")
        echo "memcheck: PlayingCard live under Xvfb (AddressSanitizer): no leak, no invalid access;" \
            "suppressed (system libraries) $suppressed bytes"
    else
        failed=1
        echo "memcheck: PlayingCard live under Xvfb (AddressSanitizer) FAILED (exit status $status):" >&2
        cat "$work/live.out" >&2
    fi
fi

exit $failed
