#!/usr/bin/env bash
# Lianliankan's shifting levels against `solve` in its default time: on KShisen's 18x8
# board with 36 kinds of picture, for every shift and seeds 0..N-1, `solve` must clear the
# board and its line must replay through `replay` to an empty board. Prints one line per
# shift.
#
# [SHIFTS="down up"] scripts/lianliankan-shifts-solve.sh [SEEDS] [BINARY]   (defaults every
# shift, 100 seeds and the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/solve-clears-lib.sh
seeds=${1:-100}
bin=${2:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}
shifts=${SHIFTS:-none down up left right split_vertical gather_vertical split_horizontal gather_horizontal}
for shift in $shifts; do
  solve_clears lianliankan "$seeds" "$bin" "18x8, 36 pictures, shift $shift" \
    --set width=18 --set height=8 --set pictures=36 --set "shift=$shift"
done
