#!/usr/bin/env bash
# One function for the scripts that check `solve` against deals known to be clearable
# (clearable-solve.sh, lianliankan-shifts-solve.sh): for seeds 0..N-1, `solve` must clear
# the board and its line must replay through `replay` to an empty board.
#
# solve_clears GAME SEEDS BINARY LABEL [--set NAME=VALUE ...] prints one line: LABEL, how
# many `solve` cleared, how many replayed to `remaining: 0`, the time, and the seeds that
# did not.
solve_clears() {
  local game=$1 seeds=$2 bin=$3 label=$4
  shift 4
  local cleared=0 replayed=0 missed=() started solved moves seed
  started=$(date +%s)
  for ((seed = 0; seed < seeds; seed++)); do
    solved=$("$bin" solve --game "$game" --seed "$seed" "$@")
    moves=$(sed -n 's/^moves: //p' <<<"$solved")
    grep -q '^remaining: 0$' <<<"$solved" && cleared=$((cleared + 1))
    if "$bin" replay --game "$game" --seed "$seed" "$@" --moves "$moves" |
      grep -q '^remaining: 0$'; then
      replayed=$((replayed + 1))
    else
      missed+=("$seed")
    fi
  done
  echo "$label: solve cleared $cleared/$seeds, replayed to an empty board $replayed/$seeds in $(($(date +%s) - started)) s; not cleared: ${missed[*]:-none}"
}
