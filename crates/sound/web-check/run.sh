#!/usr/bin/env bash
# Builds the web_check example for the browser and runs crates/sound/web-check/run.mjs on
# it in headless Chromium: the sound crate's Web Audio output, played for real.
# Uses the web build's tools (scripts/web-lib.sh: the bindgen tool and web/node_modules),
# building or installing them only when missing.
#
# usage: crates/sound/web-check/run.sh   (from anywhere; CARGO_TARGET_DIR is honoured)
set -euo pipefail
cd "$(dirname "$0")/../../.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/var/tmp/grid-puzzles-target}
source scripts/web-lib.sh
ensure_web_tools
cargo build --release --target wasm32-unknown-unknown -p grid-sound --example web_check
out=$CARGO_TARGET_DIR/sound-web-check
"$bindgen_tool" --out-dir "$out" --out-name web_check \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/examples/web_check.wasm"
node crates/sound/web-check/run.mjs "$out"
