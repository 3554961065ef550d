#!/usr/bin/env bash
# Desktop play-test: the release binary in a real window under Xvfb (Vulkan on Mesa's
# lavapipe). For every game the program lists: start it with --game and --seed, take a
# screenshot, click where a move is legal (pixels from `grid-puzzles probe`) with a real
# pointer, take another, and check the board was drawn and changed.
# usage: scripts/playtest-desktop.sh [BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}
out=${2:-playtest-shots}
seed=7
mkdir -p "$out"
export BEVY_ASSET_ROOT=$PWD
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
game_pid=
cleanup() {
  [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=$display
sleep 2

colours() { convert "$1" -format %k info:; }
changed() { { compare -metric AE -fuzz 8% "$1" "$2" null: 2>&1 || true; } | awk '{ print int($1) }'; }

passed=0
failed=0
for game in $("$bin" --list-games); do
  "$bin" --game "$game" --seed "$seed" >"$out/desktop-$game.log" 2>&1 &
  game_pid=$!
  window=$(xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1)
  sleep 6
  eval "$(xdotool getwindowgeometry --shell "$window")"
  before="$out/desktop-$game-before.png"
  after="$out/desktop-$game-after.png"
  import -window root "$before"
  while read -r x y; do
    xdotool mousemove $((X + x)) $((Y + y)) sleep 0.5 mousedown 1 sleep 0.2 mouseup 1 sleep 0.5
  done < <("$bin" probe --game "$game" --seed "$seed" --window "${WIDTH}x${HEIGHT}")
  sleep 2
  import -window root "$after"
  kill "$game_pid" 2>/dev/null || true
  wait "$game_pid" 2>/dev/null || true
  game_pid=
  drawn=$(colours "$before")
  diff=$(changed "$before" "$after")
  if [ "$drawn" -ge 12 ] && [ "$diff" -ge 300 ]; then
    echo "ok: $game (window ${WIDTH}x${HEIGHT}, $drawn colours, $diff pixels changed)"
    passed=$((passed + 1))
  else
    echo "FAILED: $game (window ${WIDTH}x${HEIGHT}, $drawn colours, $diff pixels changed; log $out/desktop-$game.log)"
    failed=$((failed + 1))
  fi
done
echo "desktop: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
