# Shared by web-build.sh and web-baseline.sh (sourced, run from the repository root):
# the tools, and the wasm-bindgen -> wasm-opt -> sizes steps.

target_dir=${CARGO_TARGET_DIR:-target}

# The wasm32 target, wasm-bindgen-cli at the exact version in Cargo.lock (from
# crates.io) and npm's binaryen, each installed only when missing.
ensure_web_tools() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
  fi
  local bindgen_version
  bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
  if ! wasm-bindgen --version 2>/dev/null | grep -q " ${bindgen_version}\$"; then
    echo "installing wasm-bindgen-cli ${bindgen_version}"
    cargo install wasm-bindgen-cli --version "=${bindgen_version}"
  fi
  if [ ! -x web/node_modules/.bin/wasm-opt ]; then
    (cd web && npm ci --no-audit --no-fund)
  fi
}

# bindgen_and_optimise WASM OUT_DIR NAME: OUT_DIR/NAME.js and OUT_DIR/NAME_bg.wasm,
# with the code-per-crate report printed between the two steps.
bindgen_and_optimise() {
  local wasm=$1 out=$2 name=$3
  wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name "$name" "$wasm"
  raw_wasm=$(stat -c %s "$out/${name}_bg.wasm")
  # Where the bytes go, while the function names are still there (wasm-opt drops them).
  python3 scripts/wasm-crate-sizes.py "$out/${name}_bg.wasm" --top 30 --functions 10
  # wasm-bindgen drops the target-features section, so the features are named here.
  web/node_modules/.bin/wasm-opt -Oz \
    --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals \
    "$out/${name}_bg.wasm" -o "$out/${name}_bg.wasm"
}

# print_sizes OUT_DIR NAME LABEL: raw, optimised and gzipped sizes of the .wasm and .js
# (needs raw_wasm from bindgen_and_optimise).
print_sizes() {
  local out=$1 name=$2 label=$3
  gz() { gzip -9 -c "$1" | wc -c; }
  mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1000000 }'; }
  local wasm js wasm_gz js_gz total
  wasm=$(stat -c %s "$out/${name}_bg.wasm")
  js=$(stat -c %s "$out/${name}.js")
  wasm_gz=$(gz "$out/${name}_bg.wasm")
  js_gz=$(gz "$out/${name}.js")
  echo "$label sizes (bytes):"
  printf '  %-22s %12s  %s\n' "wasm after bindgen" "$raw_wasm" "$(mb "$raw_wasm")"
  printf '  %-22s %12s  %s\n' "wasm after wasm-opt" "$wasm" "$(mb "$wasm")"
  printf '  %-22s %12s  %s\n' "wasm gzipped" "$wasm_gz" "$(mb "$wasm_gz")"
  printf '  %-22s %12s  %s\n' "js" "$js" "$(mb "$js")"
  printf '  %-22s %12s  %s\n' "js gzipped" "$js_gz" "$(mb "$js_gz")"
  total=$((wasm_gz + js_gz))
  printf '  %-22s %12s  %s (target: 3.00 MB)\n' "total gzipped" "$total" "$(mb "$total")"
}
