#!/usr/bin/env bash
# The floor under the web build's size: builds scripts/web-baseline/main.rs (a
# camera, a sprite, a UI button with text, picking, settings) with exactly the
# game's Bevy features, Cargo.lock and web-release profile, and prints its sizes
# and code per crate. Compare with scripts/web-build.sh: the difference is what
# the five games themselves cost.
#   scripts/web-baseline.sh           with UI and text, as the game uses them
#   scripts/web-baseline.sh --no-ui   sprites and picking only: what bevy_ui and
#                                     bevy_text (parley, fonts, taffy) weigh
#   scripts/web-baseline.sh --bench   with its `bench` feature (as many sprites as the
#                                     address asks, frames counted), into
#                                     web-baseline-bench-dist/, for web/frame-bench.mjs
set -euo pipefail
cargo_features=()
label="baseline (Bevy alone)"
dist_name=web-baseline-dist
case "${1:-}" in
  "") ;;
  --no-ui) cargo_features=(--no-default-features); label="baseline without UI and text" ;;
  --bench) cargo_features=(--features bench); label="baseline with its bench feature"; dist_name=web-baseline-bench-dist ;;
  *) echo "usage: scripts/web-baseline.sh [--no-ui | --bench]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
source scripts/web-lib.sh
source scripts/baseline-lib.sh
crate="$target_dir/web-baseline-crate"
out="$target_dir/$dist_name"

ensure_web_tools
write_baseline_crate "$crate"
# Same target directory (absolute): every dependency is already built for the game.
CARGO_TARGET_DIR=$(realpath -m "$target_dir") cargo build --manifest-path "$crate/Cargo.toml" \
  --profile web-release --target wasm32-unknown-unknown "${cargo_features[@]}"

rm -rf "$out"
mkdir -p "$out"
bindgen_and_optimise "$target_dir/wasm32-unknown-unknown/web-release/web-baseline.wasm" "$out" web-baseline
print_sizes "$out" web-baseline "$label"
# Servable as the game's dist/ is (the start-up benchmark loads it): the game's page,
# loading this module instead, the same pre-compressed copies, and the same stamp (the
# loading bar's sizes, a service worker registered after the first frame).
sed 's|\./grid-puzzles\.js|./web-baseline.js|' web/index.html >"$out/index.html"
cp web/page-hooks.js "$out/"
precompress_and_stamp "$out" web-baseline
