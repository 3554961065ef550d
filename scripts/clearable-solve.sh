#!/usr/bin/env bash
# SameGame's clearable deals against `solve` in its default time: for 3, 4 and 5 colours
# at 15x15, seeds 0..N-1, `solve --set deal=clearable` must clear the board, and its line
# must replay through `replay` to an empty board. Prints, per colour count, how many
# cleared and how many replayed to `remaining: 0`, and the seeds that did not.
#
# [COLOURS="5"] scripts/clearable-solve.sh [SEEDS] [BINARY]   (defaults 3 4 5 colours, 100
# seeds and the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/solve-clears-lib.sh
seeds=${1:-100}
bin=${2:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}
for colours in ${COLOURS:-3 4 5}; do
  solve_clears samegame "$seeds" "$bin" "15x15, $colours colours" \
    --set deal=clearable --set "colours=$colours"
done
