#!/usr/bin/env bash
# Builds the web version into dist/ (ready to serve) and prints its sizes:
#   cargo build --profile web-release --target wasm32-unknown-unknown
#   wasm-bindgen --target web (the exact version in Cargo.lock, installed if missing)
#   scripts/wasm-crate-sizes.py (code bytes per crate, from the names section)
#   wasm-opt -Oz (npm's binaryen; Debian's wasm-opt 108 breaks Bevy's module)
#   + the app shell (web/index.html, manifest.webmanifest, icons/) and assets/, with .br
#     and .gz copies (web/precompress.mjs), then, the files final, the stamp
#     (web/stamp-build.mjs): the module's sizes into the page for its loading bar, and
#     dist/sw.js with the build's version and file hashes (the offline copy)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/web-lib.sh
out=dist

ensure_web_tools
cargo build --profile web-release --target wasm32-unknown-unknown

rm -rf "$out"
mkdir -p "$out"
bindgen_and_optimise "$target_dir/wasm32-unknown-unknown/web-release/grid-puzzles.wasm" "$out" grid-puzzles
copy_app_shell "$out"
cp -r assets "$out/assets"
# The Latin font is built into the module (it draws the first frame); its file is not served.
rm "$out/assets/fonts/Inter-subset.ttf"
print_sizes "$out" grid-puzzles "web build"
precompress_and_stamp "$out" grid-puzzles
echo "ready to serve: $out/ (scripts/web-serve.sh)"
