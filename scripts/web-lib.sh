# Shared by web-build.sh and web-baseline.sh (sourced, run from the repository root):
# the tools, the bindgen -> wasm-opt -> sizes steps, and the app shell (page, manifest,
# icons) with the last step that stamps the finished build for its service worker.

target_dir=${CARGO_TARGET_DIR:-target}

bindgen_tool=$target_dir/web-bindgen/release/grid-puzzles-web-bindgen

# wasm-bindgen drops the target-features section, so wasm-opt is told the features.
wasm_features="--enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int
  --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals"

# lock_version FILE CRATE: the version of CRATE in the lock file FILE.
lock_version() {
  awk -v crate="$2" '$0 == "name = \"" crate "\"" { getline; gsub(/version = |"/, ""); print; exit }' "$1"
}

# The wasm32 target, the bindgen tool (tools/web-bindgen, the wasm-bindgen library at the
# exact version in Cargo.lock) and npm's binaryen, each made ready only when missing.
# Each failure names what could not be installed.
ensure_web_tools() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown ||
      { echo "cannot install the wasm32-unknown-unknown target with rustup"; return 1; }
  fi
  local runtime support
  runtime=$(lock_version Cargo.lock wasm-bindgen)
  support=$(lock_version tools/web-bindgen/Cargo.lock wasm-bindgen-cli-support)
  if [ "$runtime" != "$support" ]; then
    echo "Cargo.lock has wasm-bindgen $runtime but tools/web-bindgen pins wasm-bindgen-cli-support $support: make them equal"
    return 1
  fi
  cargo build --release --locked --manifest-path tools/web-bindgen/Cargo.toml \
    --target-dir "$target_dir/web-bindgen" ||
    { echo "cannot build the bindgen tool (tools/web-bindgen)"; return 1; }
  if [ ! -x web/node_modules/.bin/wasm-opt ]; then
    (cd web && npm ci --no-audit --no-fund) ||
      { echo "cannot install binaryen and playwright-core with npm (web/package-lock.json)"; return 1; }
  fi
}

# bindgen_and_optimise WASM OUT_DIR NAME: OUT_DIR/NAME.js and OUT_DIR/NAME_bg.wasm,
# with the code-per-crate report printed between the two steps.
bindgen_and_optimise() {
  local wasm=$1 out=$2 name=$3
  "$bindgen_tool" --out-dir "$out" --out-name "$name" "$wasm"
  raw_wasm=$(stat -c %s "$out/${name}_bg.wasm")
  # Where the bytes go, while the function names are still there (wasm-opt drops them).
  python3 scripts/wasm-crate-sizes.py "$out/${name}_bg.wasm" --top 30 --functions 10
  # The copies of each generic function side by side, where brotli packs them best (the
  # script says why and what it saves); the names go when wasm-opt writes the module.
  python3 scripts/wasm-group-functions.py "$out/${name}_bg.wasm"
  # shellcheck disable=SC2086 # the features are separate words
  web/node_modules/.bin/wasm-opt -Oz --reorder-functions-by-name $wasm_features \
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

# copy_app_shell OUT_DIR: the page, the web app manifest and its icons, from web/.
copy_app_shell() {
  cp web/index.html web/page-hooks.js web/manifest.webmanifest "$1/"
  cp -r web/icons "$1/icons"
}

# precompress_and_stamp OUT_DIR NAME, once every file in OUT_DIR is final: the .br/.gz
# copies (web/precompress.mjs), then the build's stamp (web/stamp-build.mjs): the module's
# sizes into the page for its loading bar, and into sw.js the version (a hash of the
# files) and each file's SHA-256, so the offline copy changes exactly when a file does.
precompress_and_stamp() {
  node web/precompress.mjs "$1"
  node web/stamp-build.mjs "$1" "$2"
}
