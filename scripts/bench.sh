#!/usr/bin/env bash
# Prints the figures the README quotes.
# usage: scripts/bench.sh [storms|properties|engines|frames|startup|web]... (all by default)
#   storms      100,000 random inputs per game against the headless app (tests/app/storm.rs)
#   properties  the long run of the rules' property and fuzz tests, the app's reader fuzz and
#               the settings-file fuzz
#   engines     Fifteen on Korf's 100, SameGame on the standard set, Color Lines against a
#               random and a greedy mover, Lianliankan deals cleared by the hint
#   frames      CPU time per frame of the game's systems at the heaviest moments (headless)
#   startup     start to first drawn frame under Xvfb, and the browser's time to the first
#               interactive frame, each against a bare Bevy app built the same way
#   web         download sizes of dist/ (run scripts/web-build.sh first): gzip and brotli
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/var/tmp/grid-puzzles-target}
sections=("$@")
[ ${#sections[@]} -gt 0 ] || sections=(storms properties engines frames startup web)
timed() {
  local start=$SECONDS
  echo "== $*"
  "$@"
  echo "   ($((SECONDS - start)) s)"
}
for section in "${sections[@]}"; do
  case $section in
    storms)
      GRID_PUZZLES_LONG=1 timed cargo test --release --test app storm -- --test-threads=1
      ;;
    properties)
      GRID_PUZZLES_LONG=1 timed cargo test --release -p grid-rules --test properties --test fuzz
      GRID_PUZZLES_LONG=1 timed cargo test --release --test app readers
      GRID_PUZZLES_LONG=1 timed cargo test --release --test persistence damaged
      ;;
    engines)
      timed cargo run --release -q -p grid-rules --example bench_fifteen -- --cache "${XDG_CACHE_HOME:-$HOME/.cache}/grid-puzzles/fifteen-tables.bin"
      timed cargo run --release -q -p grid-rules --example bench_samegame -- 10 1 --set std
      timed cargo run --release -q -p grid-rules --example bench_color_lines
      timed cargo run --release -q -p grid-rules --example bench_lianliankan -- 100
      ;;
    frames)
      timed cargo run --release -q --features bench --example frame_bench
      ;;
    startup)
      timed scripts/startup-bench.sh
      [ -f dist/grid-puzzles_bg.wasm ] || { echo "no dist/: run scripts/web-build.sh first"; exit 2; }
      timed scripts/web-startup-bench.sh
      ;;
    web)
      [ -f dist/grid-puzzles_bg.wasm ] || { echo "no dist/: run scripts/web-build.sh first"; exit 2; }
      timed node web/precompress.mjs dist
      for file in dist/grid-puzzles_bg.wasm dist/grid-puzzles.js; do
        printf '   %-28s raw %9d  gzip %9d  brotli %9d\n' "$file" "$(stat -c %s "$file")" \
          "$(stat -c %s "$file.gz")" "$(stat -c %s "$file.br")"
      done
      ;;
    *) echo "unknown section $section (storms, properties, engines, frames, startup or web)"; exit 2 ;;
  esac
done
