#!/usr/bin/env bash
# Where the web start-up goes, game against bare Bevy: the last web builds' .wasm files
# (scripts/web-build.sh, scripts/web-baseline.sh) go through wasm-bindgen, the grouping
# and wasm-opt -Oz again, this time keeping their function names (-g; the debug info is
# dropped), so the code profiled is the code shipped, laid out as shipped (which
# scripts/wasm-brotli-cost.py needs too); web/startup.mjs --profile samples their start-up in
# headless Chromium and prints the functions with the most time under them. The profiler
# slows both; compare the two lists, not their times with scripts/web-startup-bench.sh.
# With --after-ready only the first screen's frame is counted (from ready() to the frame
# drawn), where the game and the bare app differ most.
# usage: scripts/web-startup-profile.sh [RUNS] [--after-ready]   (default 3 each)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/web-lib.sh
wasm=$target_dir/wasm32-unknown-unknown/web-release
out=$target_dir/web-profile
for name in grid-puzzles web-baseline; do
  [ -f "$wasm/$name.wasm" ] || { echo "no $wasm/$name.wasm: run scripts/web-build.sh and scripts/web-baseline.sh first" >&2; exit 2; }
done
rm -rf "$out"
mkdir -p "$out/game" "$out/bare"
# bindgen_named WASM OUT_DIR NAME: as the web build's, but the names kept.
bindgen_named() {
  "$bindgen_tool" --out-dir "$2" --out-name "$3" "$1"
  python3 scripts/wasm-group-functions.py "$2/${3}_bg.wasm"
  # shellcheck disable=SC2086 # the features are separate words
  web/node_modules/.bin/wasm-opt -Oz -g --strip-dwarf --reorder-functions-by-name $wasm_features \
    "$2/${3}_bg.wasm" -o "$2/${3}_bg.wasm"
}
bindgen_named "$wasm/grid-puzzles.wasm" "$out/game" grid-puzzles
cp dist/index.html "$out/game/" && cp -r dist/assets "$out/game/"
bindgen_named "$wasm/web-baseline.wasm" "$out/bare" web-baseline
cp "$target_dir/web-baseline-dist/index.html" "$out/bare/"
node web/startup.mjs "$out/game" "$out/bare" "${1:-3}" --profile ${2:+"$2"}
