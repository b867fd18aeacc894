#!/usr/bin/env bash
# Fails, listing them, when a public or open symbol of OpenUIKit has no doc comment summary.
#
#   scripts/check-doc-summaries.sh            reads the symbol graphs that
#                                             `swift package generate-documentation` left in
#                                             .build (scripts/test.sh runs it just before)
#   scripts/check-doc-summaries.sh --extract  builds the OpenUIKit target and extracts its
#                                             symbol graph itself, without the DocC build
#
# Which symbols count, and why synthesized ones and inherited docs are left out, is written at
# the top of scripts/check-doc-summaries.swift. Reading the graphs takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--extract" ]]; then
    swift build --target OpenUIKit >&2
    bin=$(swift build --show-bin-path)
    graphs=$(mktemp -d)
    trap 'rm -rf "$graphs"' EXIT
    flags=()
    for map in Sources/CCairo Sources/CPango Sources/CX11 Sources/CLibJPEG "$bin/CJPEGDecoder.build" "$bin/CVectorImages.build"; do
        flags+=(-Xcc "-fmodule-map-file=$map/module.modulemap")
    done
    for include in $(pkg-config --cflags-only-I cairo pangocairo xi); do
        flags+=(-Xcc "$include")
    done
    swift symbolgraph-extract -module-name OpenUIKit -I "$bin/Modules" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
        -output-dir "$graphs" "${flags[@]}"
elif [[ $# -eq 0 ]]; then
    # The DocC plugin writes .build/<triple>/extracted-symbols/<package>/OpenUIKit/.
    graphs=$(ls -1dt .build/*/extracted-symbols/*/OpenUIKit 2>/dev/null | head -n 1 || true)
    if [[ -z "$graphs" ]]; then
        echo "check-doc-summaries: no symbol graphs in .build; run" \
             "'swift package --disable-sandbox generate-documentation --target OpenUIKit' first," \
             "or pass --extract" >&2
        exit 2
    fi
else
    echo "usage: scripts/check-doc-summaries.sh [--extract]" >&2
    exit 2
fi

swift scripts/check-doc-summaries.swift "$graphs"
