#!/usr/bin/env bash
# Desktop screen-reader play-test: the release binary in a real window under Xvfb, on a
# session bus of its own with the accessibility bus switched on, as it is when Orca
# runs. scripts/atspi_play.py then reads the window's tree over AT-SPI as Orca would,
# finds the board's grid, focuses a cell that can be played and clicks it through its
# action, and checks the move in the game's beacon and its points in the live region.
# Needs Debian's at-spi2-core, python3-pyatspi and xvfb (.ci/run installs them).
# usage: scripts/playtest-atspi.sh [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}
bin=$(realpath "$bin")
if [ -z "${GRID_PUZZLES_OWN_BUS:-}" ]; then
  # The bus daemons' notes and pyatspi's warnings about AccessKit's registration
  # signature are noise here; the checks' own lines and errors pass.
  GRID_PUZZLES_OWN_BUS=1 exec dbus-run-session -- "$0" "$bin" \
    2> >(grep --line-buffered -v "dbus-daemon\|dbind-WARNING\|SpiRegistry\|^$" >&2)
fi
export LANGUAGE=en LC_ALL=C.UTF-8
export XDG_CONFIG_HOME=$(mktemp -d)
status=$XDG_CONFIG_HOME/status
game= xvfb=
cleanup() {
  [ -n "$game" ] && kill "$game" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  rm -rf "$XDG_CONFIG_HOME"
}
trap cleanup EXIT
source scripts/xvfb-lib.sh
start_xvfb 80
# What Orca (or GNOME's accessibility switch) does: the accessibility bus starts on the
# session bus and says it is enabled, so toolkits, AccessKit among them, join it.
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
GRID_PUZZLES_STATUS_FILE=$status "$bin" --game samegame --seed 7 >"$XDG_CONFIG_HOME/log" 2>&1 &
game=$!
# No window manager runs under Xvfb: the window gets the keyboard directly, as a
# desktop gives it to the window just opened (AT-SPI reports a focus only in a focused
# window).
window=$(timeout 120 xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1)
xdotool windowfocus --sync "$window"
# Debian's Python: pyatspi is a Debian package (a python3 earlier on the PATH may lack it).
if ! /usr/bin/python3 scripts/atspi_play.py "$status" 120; then
  echo "the game's log:" >&2
  tail -20 "$XDG_CONFIG_HOME/log" >&2
  exit 1
fi
