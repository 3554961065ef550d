# Shared by the screenshot scripts (source it): reads BINARY and OUT_DIR from "$1" and
# "$2", makes a work folder with its own config folder, starts Xvfb, and defines
# start ASSET_ROOT ARGS... (the game, its window found), stop, shot NAME, and, from the
# game's beacon, cell_pixel X Y, press BUTTON_NAME, wait_idle, and key KEY... .
source "$(dirname "${BASH_SOURCE[0]}")/beacon-lib.sh"
bin=$(realpath "${1:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}")
out=$(realpath -m "${2:-screenshots}")
work=$(mktemp -d)
mkdir -p "$out"
export XDG_CONFIG_HOME=$work/config
export GRID_PUZZLES_STATUS_FILE=$work/status
display=:$((80 + RANDOM % 9))
Xvfb "$display" -screen 0 "${XVFB_SCREEN:-1024x768x24}" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
export DISPLAY=$display
sleep 2

game_pid=
# The window is found by its class (the launcher entry's name): its title is the game's
# name in the player's language.
window_class=org.gridpuzzles.GridPuzzles
start() { # asset root (the folder that holds assets/), args...
  local assets=$1
  shift
  BEVY_ASSET_ROOT=$assets "$bin" "$@" >"$work/game.log" 2>&1 &
  game_pid=$!
  xdotool search --sync --onlyvisible --class "$window_class" >/dev/null
  sleep 5
}
stop() { kill "$game_pid" 2>/dev/null || true; wait "$game_pid" 2>/dev/null || true; }
shot() { import -window root "$out/$1.png"; echo "wrote $out/$1.png"; }
window_id() { xdotool search --onlyvisible --class "$window_class" | head -n 1; }
# The screen pixel of cell X,Y of the running game, from its beacon's board geometry.
cell_pixel() {
  eval "$(xdotool getwindowgeometry --shell "$(window_id)")"
  cell_pixels "$GRID_PUZZLES_STATUS_FILE" "$1" "$2" | awk -v X="$X" -v Y="$Y" '{ print X + $1, Y + $2 }'
}
# Clicks the button the beacon names (hud-hint, play-samegame, statistics, ...).
press() {
  local at
  eval "$(xdotool getwindowgeometry --shell "$(window_id)")"
  at=$(sed -n 's/.* buttons=\([^ ]*\).*/\1/p' "$GRID_PUZZLES_STATUS_FILE" | tr ';' '\n' |
    awk -F'[@,]' -v name="$1" '$1 == name { print $2, $3 }')
  [ -n "$at" ] || { echo "no button $1 on screen" >&2; return 1; }
  set -- $at
  xdotool mousemove $((X + $1)) $((Y + $2)) click 1
}
# Waits (at most 30 s) until the board is idle.
wait_idle() {
  for _ in $(seq 300); do grep -q "idle=yes" "$GRID_PUZZLES_STATUS_FILE" 2>/dev/null && return 0; sleep 0.1; done
}
# Keys to the game's window (no window manager runs under Xvfb to give it the focus).
key() { xdotool windowfocus --sync "$(window_id)"; xdotool key --delay 80 "$@"; }
