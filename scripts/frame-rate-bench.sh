#!/usr/bin/env bash
# What a frame costs where the GPU is emulated in software: for the menu and each game, at
# rest and in motion, the share of a core the release build uses and the frames it draws
# each second, in a real window under Xvfb (Mesa's llvmpipe), beside the bare Bevy app of
# scripts/web-baseline/main.rs drawing as many tinted sprites sharing one image (and the
# same quads as one mesh, as the game draws its board). Browser figures (Chromium with
# SwiftShader): web/frame-bench.mjs. Prints one table row per case.
#
# At rest: the screen as it opens, once any thinking it starts (par, the solver's tables)
# is over. In motion: the pointer sweeping the board (or the menu), which asks for a new
# frame at every move (50 a second), so its frames/s is what the machine can draw; and
# Auto playing, which draws only while a move is shown: where the engine thinks before
# each move (Bubble Breaker, Color Lines) fewer frames are drawn, none of them late.
# The game's frames are counted by its beacon (GRID_PUZZLES_STATUS_FILE), the bare app's
# by its log; the CPU is the process's own accounting (/proc/PID/stat), every thread.
# usage: scripts/frame-rate-bench.sh [GAME_BINARY] [SECONDS]   (default: the release
# build, 8 s a case; BASELINE=path/to/web-baseline skips building the bare app;
# BENCH_PART=game or bare runs only the game's or the bare app's cases)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/baseline-lib.sh
target_dir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
bin=$(realpath "${1:-$target_dir/release/grid-puzzles}")
seconds=${2:-8}
part=${BENCH_PART:-all}
[ -x "$bin" ] || { CARGO_TARGET_DIR=$target_dir cargo build --release; bin=$target_dir/release/grid-puzzles; }
bare=${BASELINE:-$target_dir/release/web-baseline}
if [ -z "${BASELINE:-}" ]; then
  write_baseline_crate "$target_dir/web-baseline-crate"
  CARGO_TARGET_DIR=$target_dir cargo build --release --quiet --features bench \
    --manifest-path "$target_dir/web-baseline-crate/Cargo.toml"
fi

work=$(mktemp -d)
pid= xvfb=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
source scripts/xvfb-lib.sh
start_xvfb 70
export BEVY_ASSET_ROOT=$PWD XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache
export GRID_PUZZLES_STATUS_FILE=$work/status
tick=$(getconf CLK_TCK)

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
beacon() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" "$GRID_PUZZLES_STATUS_FILE" 2>/dev/null; }
# The bare app logs "frames: N" each second: the sum of those within the window.
bare_frames() { grep -o 'frames: [0-9]*' "$work/bare.log" | awk '{ print $2 }'; }

# measure NAME: the CPU share and frames per second over $seconds (the sweep or Auto, if
# any, already going).
measure() {
  local name=$1 c0 c1 f0 f1 lines0
  c0=$(cpu_ticks)
  if [ "$who" = game ]; then f0=$(beacon frame); else lines0=$(bare_frames | wc -l); fi
  sleep "$seconds"
  c1=$(cpu_ticks)
  if [ "$who" = game ]; then
    f1=$(beacon frame)
    fps=$(awk -v a="$f0" -v b="$f1" -v s="$seconds" 'BEGIN { printf "%.1f", (b - a) / s }')
  else
    fps=$(bare_frames | tail -n +"$((lines0 + 1))" | head -n "$seconds" | awk '{ s += $1; n++ } END { printf "%.1f", n ? s / n : 0 }')
  fi
  cpu=$(awk -v a="$c0" -v b="$c1" -v t="$tick" -v s="$seconds" 'BEGIN { printf "%d", (b - a) * 100 / t / s }')
  printf '| %-46s | %5s%% | %6s |\n' "$name" "$cpu" "$fps"
}

# start_game ARGS...: the game, its window up and its screen idle.
start_game() {
  who=game
  rm -f "$GRID_PUZZLES_STATUS_FILE"
  "$bin" --mute "$@" >"$work/game.log" 2>&1 &
  pid=$!
  for _ in $(seq 600); do grep -q "idle=yes" "$GRID_PUZZLES_STATUS_FILE" 2>/dev/null && break; sleep 0.1; done
  window=$(xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1)
  eval "$(xdotool getwindowgeometry --shell "$window")"
}
# quiet: waits until a second passes with the process under 5% of a core (what the
# screen set thinking, par or the solver's tables, is over), or 30 s: a build that draws
# every frame is never that quiet.
quiet() {
  local a b
  for _ in $(seq 30); do
    a=$(cpu_ticks); sleep 1; b=$(cpu_ticks)
    [ $(((b - a) * 100 / tick)) -lt 5 ] && return 0
  done
  return 0
}
stop() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=; }
# press NAME...: clicks the first of the buttons named that the screen shows (Auto is
# "Solve" in Fifteen).
press() {
  local at name
  for name in "$@"; do
    at=$(beacon buttons | tr ';' '\n' | awk -F'[@,]' -v name="$name" '$1 == name { print $2, $3 }')
    [ -n "$at" ] && break
  done
  [ -n "$at" ] || { echo "no button $* on the screen" >&2; return 1; }
  set -- $at
  xdotool mousemove $((X + $1)) $((Y + $2)) click 1
}
# sweep: the pointer crosses the board (or the window) back and forth, 50 moves a second.
sweep() {
  local x0=$((X + 120)) y0=$((Y + 120)) i=0
  while :; do
    xdotool mousemove $((x0 + (i * 37) % 600)) $((y0 + (i * 23) % 500))
    i=$((i + 1))
    sleep 0.02
  done
}
with_sweep() {
  sweep &
  local sweeper=$!
  sleep 0.5
  measure "$1"
  kill "$sweeper"; wait "$sweeper" 2>/dev/null || true
}

echo "desktop under Xvfb (Mesa llvmpipe), $seconds s a case: $bin"
echo "| case | CPU | frames/s |"
echo "|---|---|---|"
if [ "$part" != bare ]; then
  start_game
  sleep 2; measure "menu at rest"
  with_sweep "menu, the pointer sweeping it"
  stop
  for game in samegame bubble-breaker lianliankan fifteen color-lines; do
    start_game --game "$game" --seed 7
    quiet; measure "$game at rest"
    with_sweep "$game, the pointer sweeping the board"
    press hud-auto hud-solve; sleep 1; measure "$game, Auto playing"
    stop
  done
  mkdir -p "$XDG_CONFIG_HOME/grid-puzzles"
  printf '[samegame]\nwidth = 30\nheight = 30\ncolours = 3\n' >"$XDG_CONFIG_HOME/grid-puzzles/settings.toml"
  start_game --game samegame --seed 7
  quiet; measure "samegame 30x30 at rest"
  with_sweep "samegame 30x30, the pointer sweeping the board"
  press hud-auto; sleep 1; measure "samegame 30x30, Auto playing"
  stop
fi

# start_bare: the bare app with the case's settings, drawing (its log counting frames);
# one more try if its window did not come up within 20 s.
start_bare() {
  local try
  for try in 1 2; do
    env BASELINE_SPRITES="$sprites" BASELINE_MOTION="$motion" ${mesh:+BASELINE_MESH=1} \
      BASELINE_CAMERA="$camera" "$bare" >"$work/bare.log" 2>&1 &
    pid=$!
    for _ in $(seq 200); do
      [ "$(bare_frames | wc -l)" -ge 2 ] && return 0
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    echo "the bare app did not draw (try $try): $(grep -m 1 -i 'panicked\|error' "$work/bare.log")" >&2
    stop
  done
  return 1
}

[ "$part" = game ] && exit 0
# The bare app's pieces sway (a still board costs the same, measured): as sprites or as
# one mesh, with Bevy's default camera or one drawing as the game's.
who=bare
motion=1
for sprites in 225 900; do
  for camera in default plain; do
    for mesh in "" 1; do
      start_bare
      drawn=$([ -n "$mesh" ] && echo "quads as one mesh" || echo "tinted sprites")
      measure "bare Bevy, $sprites $drawn, $camera camera"
      stop
    done
  done
done
