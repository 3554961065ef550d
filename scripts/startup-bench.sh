#!/usr/bin/env bash
# Desktop start-up against a bare Bevy app: the time from launching the release build to
# its first drawn frame, as a player sees it, for the game and for scripts/web-baseline/
# main.rs (camera, sprite, UI button with text, picking, settings) built natively from
# the same generated manifest (scripts/baseline-lib.sh: the game's Bevy features, lock
# file and release profile, in the same target directory). The ratio is what the game's
# own start-up adds to Bevy's. Runs alternate (game, bare, game, ...), each on a fresh
# Xvfb with empty HOME and XDG folders (no settings, no Mesa shader cache), observed from
# outside by scripts/first-frame.py: the first screen poll at which the window holds more
# than one colour (the clear colour alone is not a frame).
# usage: scripts/startup-bench.sh [RUNS]   (default 5 each, after one unrecorded start
# each; POLL_MS=20 between polls: a poll costs ~6 ms, and polling faster takes a core
# the two-core machine's app start-up needs)
set -euo pipefail
runs=${1:-5}
poll_ms=${POLL_MS:-20}
cd "$(dirname "$0")/.."
source scripts/baseline-lib.sh
target_dir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
game=$target_dir/release/grid-puzzles
bare=$target_dir/release/web-baseline
[ -x "$game" ] || CARGO_TARGET_DIR=$target_dir cargo build --release
write_baseline_crate "$target_dir/web-baseline-crate"
CARGO_TARGET_DIR=$target_dir cargo build --release --manifest-path "$target_dir/web-baseline-crate/Cargo.toml"

export BEVY_ASSET_ROOT=$PWD
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# One unrecorded start each first: the binaries and libraries are then read from memory
# in every recorded run, as on a player's second launch, not from disk in the first only.
for who in game bare; do python3 scripts/first-frame.py "$poll_ms" "${!who}" >/dev/null; done
game_ms=() bare_ms=() game_window=() bare_window=() costs=()
for i in $(seq "$runs"); do
  for who in game bare; do
    read -r ms window polls cost < <(python3 scripts/first-frame.py "$poll_ms" "${!who}")
    printf 'run %d %-4s first drawn frame %5d ms (window mapped at %4d ms, %d polls)\n' \
      "$i" "$who" "$ms" "$window" "$polls"
    eval "${who}_ms+=($ms) ${who}_window+=($window)"
    costs+=("$cost")
  done
done
g=$(printf '%s\n' "${game_ms[@]}" | median)
b=$(printf '%s\n' "${bare_ms[@]}" | median)
gw=$(printf '%s\n' "${game_window[@]}" | median)
bw=$(printf '%s\n' "${bare_window[@]}" | median)
cost=$(printf '%s\n' "${costs[@]}" | median)
echo "window mapped: game median $gw ms, bare Bevy median $bw ms"
echo "(a poll, screen capture and check, takes a median $cost ms of its $poll_ms ms)"
awk -v g="$g" -v b="$b" -v n="$runs" -v p="$poll_ms" 'BEGIN {
  printf "desktop start to first drawn frame (%d runs each, polled every %d ms): game median %d ms, bare Bevy median %d ms, ratio %.2f×\n", n, p, g, b, g / b }'
