#!/usr/bin/env bash
# Builds the web version into dist/ (ready to serve) and prints its sizes:
#   cargo build --profile web-release --target wasm32-unknown-unknown
#   wasm-bindgen --target web (the exact version in Cargo.lock, installed if missing)
#   wasm-opt -Oz (npm's binaryen; Debian's wasm-opt 108 breaks Bevy's module)
#   + web/index.html and assets/
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-target}
out=dist

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " ${bindgen_version}\$"; then
  echo "installing wasm-bindgen-cli ${bindgen_version}"
  cargo install wasm-bindgen-cli --version "=${bindgen_version}"
fi

if [ ! -x web/node_modules/.bin/wasm-opt ]; then
  (cd web && npm ci --no-audit --no-fund)
fi

cargo build --profile web-release --target wasm32-unknown-unknown

rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name grid-puzzles \
  "$target_dir/wasm32-unknown-unknown/web-release/grid-puzzles.wasm"
raw_wasm=$(stat -c %s "$out/grid-puzzles_bg.wasm")
# wasm-bindgen drops the target-features section, so the features are named here.
web/node_modules/.bin/wasm-opt -Oz \
  --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals \
  "$out/grid-puzzles_bg.wasm" -o "$out/grid-puzzles_bg.wasm"
cp web/index.html "$out/"
cp -r assets "$out/assets"

gz() { gzip -9 -c "$1" | wc -c; }
wasm=$(stat -c %s "$out/grid-puzzles_bg.wasm")
js=$(stat -c %s "$out/grid-puzzles.js")
wasm_gz=$(gz "$out/grid-puzzles_bg.wasm")
js_gz=$(gz "$out/grid-puzzles.js")
mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1000000 }'; }
echo "web build sizes (bytes):"
printf '  %-22s %12s  %s\n' "wasm after bindgen" "$raw_wasm" "$(mb "$raw_wasm")"
printf '  %-22s %12s  %s\n' "wasm after wasm-opt" "$wasm" "$(mb "$wasm")"
printf '  %-22s %12s  %s\n' "wasm gzipped" "$wasm_gz" "$(mb "$wasm_gz")"
printf '  %-22s %12s  %s\n' "js" "$js" "$(mb "$js")"
printf '  %-22s %12s  %s\n' "js gzipped" "$js_gz" "$(mb "$js_gz")"
total=$((wasm_gz + js_gz))
printf '  %-22s %12s  %s (target: 3.00 MB)\n' "total gzipped" "$total" "$(mb "$total")"
echo "ready to serve: $out/ (scripts/web-serve.sh)"
