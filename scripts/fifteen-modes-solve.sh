#!/usr/bin/env bash
# Fifteen's modes against `solve` in its default time: Sixteen on 4x4 for seeds 0..N-1
# (`solve` must bring the board back and its line replay to solved), and rectangles 4x3,
# 5x4 and 6x3 for seeds 0..M-1 (the same, and `solve` must say `optimal: yes`). Prints one
# line per board. RECTANGLE_SECONDS gives `solve` that time on the rectangles instead of
# its default 5 s (the hardest seeds of 5x4 and 6x3 take longer to prove shortest).
#
# [RECTANGLE_SECONDS=S] scripts/fifteen-modes-solve.sh [SIXTEEN_SEEDS] [RECTANGLE_SEEDS]
# [BINARY]   (defaults 100, 20 and the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/solve-clears-lib.sh
sixteen=${1:-100}
rectangles=${2:-20}
bin=${3:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}
SOLVE_DONE='^solved: yes$' solve_clears fifteen "$sixteen" "$bin" "Sixteen 4x4" --set kind=sixteen
for shape in 4x3 5x4 6x3; do
  SOLVE_DONE='^solved: yes$' SOLVE_ALSO='^optimal: yes$' SOLVE_SECONDS=${RECTANGLE_SECONDS:-} \
    solve_clears fifteen "$rectangles" "$bin" \
    "Fifteen $shape" --set "width=${shape%x*}" --set "height=${shape#*x}"
done
