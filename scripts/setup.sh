#!/usr/bin/env bash
# Installs the Debian packages OpenUIKit needs, and nothing when they are all present.
#
#   scripts/setup.sh          what building and running the apps needs
#   scripts/setup.sh --test   that, plus what the test suite needs
#
# Uses apt-get directly as root, through sudo otherwise. Checking an installed system takes
# one dpkg-query call (well under a second).
set -euo pipefail

# Build and run: Xlib + XInput2 + MIT-SHM + XRandR, Cairo, Pango, libjpeg-turbo (JPEG images), the
# font the reference images pin, and a colour emoji font that Pango falls back to (emoji draw
# in colour, as on iOS).
packages=(pkg-config libx11-dev libxi-dev libxext-dev libxrandr-dev libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev
          fonts-dejavu-core fonts-noto-color-emoji)
# The accessibility bridge speaks AT-SPI on the desktop's accessibility bus through libdbus.
packages+=(libdbus-1-dev)
# Asset catalogs' SVG and PDF images: librsvg and poppler-glib, loaded on first use (dlopen),
# so only their runtime packages.
packages+=(librsvg2-2 libpoppler-glib8)

if [[ "${1:-}" == "--test" ]]; then
    # Live X11 tests: XTest headers, Xvfb, Xorg with the dummy video driver (its inputtest
    # input driver ships in xserver-xorg-core), the inputtest protocol header
    # (xserver-xorg-dev), and xprop (x11-utils) as a plain X client to launch; valgrind and
    # objcopy (binutils) for scripts/memcheck.sh; desktop-file-validate (desktop-file-utils) for the installed
    # desktop entries; openbox, a small EWMH window manager, for the tests that need one;
    # ibus (its XIM server and its own xkb engine) on a private dbus-daemon bus, for the
    # input method tests; AT-SPI's bus launcher and registry (at-spi2-core) and Debian's Python
    # bindings to it (python3-pyatspi), which read the app as a screen reader does.
    packages+=(libxtst-dev xvfb xserver-xorg-core xserver-xorg-video-dummy xserver-xorg-dev x11-utils valgrind
               binutils desktop-file-utils openbox ibus dbus-daemon at-spi2-core python3-pyatspi)
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: the Swift 6 toolchain is not on PATH; install it from swift.org first." >&2
    exit 1
fi

missing=()
while read -r name status; do
    [[ "$status" == "ii" ]] || missing+=("$name")
done < <(for p in "${packages[@]}"; do
    printf '%s %s\n' "$p" "$(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null | tr -d ' ')"
done)

if ((${#missing[@]} == 0)); then
    exit 0
fi

echo "setup: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "setup: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: installed ${missing[*]}" >&2
