#!/usr/bin/env bash
# Where the web start-up goes, game against bare Bevy: the last web builds' .wasm files
# (scripts/web-build.sh, scripts/web-baseline.sh) go through wasm-bindgen again but not
# wasm-opt, so they keep their function names, and web/startup.mjs --profile samples
# their start-up in headless Chromium and prints the functions with the most time under
# them. Unoptimised, both start slower than the shipped builds; compare the two lists,
# not their times with scripts/web-startup-bench.sh.
# usage: scripts/web-startup-profile.sh [RUNS]   (default 3 each)
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
"$bindgen_tool" --out-dir "$out/game" --out-name grid-puzzles "$wasm/grid-puzzles.wasm"
cp dist/index.html "$out/game/" && cp -r dist/assets "$out/game/"
"$bindgen_tool" --out-dir "$out/bare" --out-name web-baseline "$wasm/web-baseline.wasm"
cp "$target_dir/web-baseline-dist/index.html" "$out/bare/"
node web/startup.mjs "$out/game" "$out/bare" "${1:-3}" --profile
