#!/usr/bin/env bash
# Wayland play-test: the release binary as a native Wayland client of Weston's headless
# backend (no X server: DISPLAY is unset). The main menu must come up, the log must say
# the window is a Wayland one ("window: Wayland"), and a SameGame move must play. The
# headless compositor has no seat (no pointer, no keyboard), so the move is played the
# way a screen reader plays it: over AT-SPI, pressing "Play SameGame" on the menu, then
# a cell's click action (scripts/atspi_play.py), on a session bus of the test's own.
# A screenshot of the output is taken with weston-screenshooter.
# Needs Debian's weston, at-spi2-core and python3-pyatspi (.ci/run installs them).
# usage: scripts/playtest-wayland.sh [BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}
bin=$(realpath "$bin")
out=${2:-playtest-shots}
if [ -z "${GRID_PUZZLES_OWN_BUS:-}" ]; then
  # The window's title bar (winit's client-side one) asks the desktop portal for the
  # colour scheme; the bus starts the portal, which finds no desktop here and says so at
  # length. That, the bus daemons' notes and pyatspi's warnings are noise here.
  GRID_PUZZLES_OWN_BUS=1 exec dbus-run-session -- "$0" "$bin" "$out" \
    2> >(grep --line-buffered -v "dbus-daemon\|dbind-WARNING\|SpiRegistry\|portal\|Gtk-WARNING\|pw.conf\|max threads\|^$" >&2)
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
export LANGUAGE=en LC_ALL=C.UTF-8
work=$(mktemp -d)
export XDG_CONFIG_HOME=$work/config XDG_RUNTIME_DIR=$work/runtime
mkdir -p "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
status=$work/status log=$out/wayland-game.log
weston_pid= game=
cleanup() {
  [ -n "$game" ] && kill "$game" 2>/dev/null || true
  [ -n "$weston_pid" ] && kill "$weston_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
source scripts/beacon-lib.sh

# --use-pixman draws the output in memory (the default draws nothing, and nothing could be
# captured); --debug offers the screenshooter protocol; --idle-time=0: it never blanks.
socket=grid-puzzles-wayland
weston --backend=headless-backend.so --use-pixman --socket="$socket" --width=860 --height=740 \
  --debug --idle-time=0 >"$out/wayland-weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/$socket" ] && break; sleep 0.1; done
[ -S "$XDG_RUNTIME_DIR/$socket" ] || { echo "FAILED: Weston did not start (log $out/wayland-weston.log)"; exit 1; }

dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
env -u DISPLAY WAYLAND_DISPLAY="$socket" GRID_PUZZLES_STATUS_FILE="$status" "$bin" >"$log" 2>&1 &
game=$!
problem=
if ! wait_for "$status" "the menu" 120 'screen == "menu" && frame >= 3'; then
  problem="the menu did not come up"
elif ! grep -q "window: Wayland" "$log"; then
  problem="the log does not say the window is a Wayland one: $(grep "window: " "$log" || echo "no window line")"
elif ! said=$(/usr/bin/python3 scripts/atspi_play.py "$status" 120 --from-menu --no-window-focus); then
  problem="no move was played over AT-SPI"
else
  wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))"
  (cd "$work" && env -u DISPLAY WAYLAND_DISPLAY="$socket" timeout 20 weston-screenshooter >/dev/null 2>&1) || true
  shot=$(ls "$work"/wayland-screenshot-*.png 2>/dev/null | head -n 1 || true)
  [ -n "$shot" ] && mv "$shot" "$out/wayland-samegame.png"
fi
if [ -n "$problem" ]; then
  echo "FAILED: Wayland ($problem; log $log)"
  tail -n 15 "$log" >&2
  exit 1
fi
echo "ok: Wayland (Weston headless): the menu came up, $(grep -o "window: Wayland" "$log" | head -n 1), SameGame opened from the menu and a move played"
echo "  $said"
[ -f "$out/wayland-samegame.png" ] && echo "  screenshot: $out/wayland-samegame.png" || echo "  no screenshot: weston-screenshooter failed"
