#!/usr/bin/env bash
# One function for the scripts that check `solve` against deals it must finish
# (clearable-solve.sh, lianliankan-shifts-solve.sh, fifteen-modes-solve.sh): for seeds
# 0..N-1, `solve` must finish the game and its line must replay through `replay` to the
# same end.
#
# [SOLVE_DONE=REGEX] [SOLVE_ALSO=REGEX] [SOLVE_SECONDS=S] solve_clears GAME SEEDS BINARY
# LABEL [--set NAME=VALUE ...] prints one line: LABEL, how many `solve` finished (its output has
# a line matching SOLVE_DONE, by default `remaining: 0`: an empty board), how many
# replayed to such a line, the time, the seeds that did not, and with SOLVE_ALSO how many
# `solve` outputs also had a line matching it (Fifteen's `optimal: yes`). SOLVE_SECONDS
# gives `solve` that time instead of its default.
solve_clears() {
  local game=$1 seeds=$2 bin=$3 label=$4
  shift 4
  local done=${SOLVE_DONE:-'^remaining: 0$'} also=${SOLVE_ALSO:-} time=()
  [ -n "${SOLVE_SECONDS:-}" ] && time=(--seconds "$SOLVE_SECONDS")
  local cleared=0 replayed=0 matched=0 missed=() started solved moves seed
  started=$(date +%s)
  for ((seed = 0; seed < seeds; seed++)); do
    solved=$("$bin" solve --game "$game" --seed "$seed" "${time[@]}" "$@")
    moves=$(sed -n 's/^moves: //p' <<<"$solved")
    grep -q "$done" <<<"$solved" && cleared=$((cleared + 1))
    [ -n "$also" ] && grep -q "$also" <<<"$solved" && matched=$((matched + 1))
    if "$bin" replay --game "$game" --seed "$seed" "$@" --moves "$moves" | grep -q "$done"; then
      replayed=$((replayed + 1))
    else
      missed+=("$seed")
    fi
  done
  local extra=""
  [ -n "$also" ] && extra="; ${also//[\^$]/} $matched/$seeds"
  echo "$label: solve cleared $cleared/$seeds, replayed to the end $replayed/$seeds in $(($(date +%s) - started)) s; not cleared: ${missed[*]:-none}$extra"
}
