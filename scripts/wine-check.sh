#!/usr/bin/env bash
# The Windows exe under Wine (Debian's wine), beside the Linux binary. Debian 12's Wine 8.0
# lacks bcryptprimitives.dll, which Rust's standard library imports on Windows 10 and
# later (real Windows has it): the check builds a stand-in (scripts/wine/) with
# mingw-w64 and runs a copy of the exe with it beside it.
# 1. the command line: `--list-games`, `solve` (one thread, a node budget, so the engine's
#    moves are the same on every machine; the time it took is left out) for every game,
#    `replay`, and a bad argument (one error line, exit code 2) print exactly what the
#    Linux binary prints;
# 2. the window: the exe opens on the Xvfb screen (wgpu's Vulkan backend through Wine's
#    winevulkan to Mesa's lavapipe, else its GL backend through Wine's opengl32), reaches
#    the menu (the beacon file), a click opens SameGame and one plays a move, screenshots
#    are taken, and the
#    game is saved in %APPDATA%\grid-puzzles of the test's own Wine prefix;
# 3. the sound: ALSA's default device is a file (an .asoundrc in the test's own home), so
#    what the exe plays through WASAPI (cpal), Wine's winealsa driver and ALSA is recorded;
#    the first move's sound must be there, not silence (its peak and length are printed).
# usage: scripts/wine-check.sh EXE LINUX_BINARY [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
packed=$(realpath "$1")
linux=$(realpath "$2")
out=${3:-playtest-shots}
mkdir -p "$out"
out=$(cd "$out" && pwd)
command -v wine >/dev/null || { echo "wine is missing: install Debian's wine" >&2; exit 1; }
work=$(mktemp -d)
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" LANGUAGE=en LC_ALL=C.UTF-8
game_pid= xvfb=
cleanup() {
  [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
  wineserver -k 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
source scripts/xvfb-lib.sh
source scripts/beacon-lib.sh
start_xvfb 100
# ALSA's default device writes a WAV file: Wine's audio driver plays into it.
sound=$work/sound.wav
mkdir -p "$work/home"
printf 'pcm.!default {\n  type file\n  slave.pcm "null"\n  file "%s"\n  format "wav"\n}\n' "$sound" \
  >"$work/home/.asoundrc"
mkdir -p "$work/game"
exe=$work/game/grid-puzzles.exe
cp "$packed" "$exe"
x86_64-w64-mingw32-gcc -O2 -shared -o "$work/game/bcryptprimitives.dll" \
  scripts/wine/bcryptprimitives.c scripts/wine/bcryptprimitives.def -ladvapi32
started=$(date +%s)
wineboot --init >/dev/null 2>&1
echo "Wine prefix made in $(($(date +%s) - started)) s ($(wine --version))"

passed=0 failed=0
# same NAME ARGS...: the exe and the Linux binary print the same, with the same exit code.
same() {
  local name=$1 linux_code=0 wine_code=0
  shift
  "$linux" "$@" 2>&1 | grep -v "^seconds: " >"$work/linux.txt" || linux_code=${PIPESTATUS[0]}
  wine "$exe" "$@" 2>&1 | tr -d '\r' | grep -v "^seconds: " >"$work/wine.txt" || wine_code=${PIPESTATUS[0]}
  if [ "$linux_code" = "$wine_code" ] && cmp -s "$work/linux.txt" "$work/wine.txt"; then
    check_ok "$name: the same $(wc -l <"$work/linux.txt") lines, exit code $linux_code"
  else
    check_failed "$name: Linux exit $linux_code, Wine exit $wine_code; the difference:"
    diff "$work/linux.txt" "$work/wine.txt" | head -n 10
  fi
}
same "--list-games" --list-games
for game in $("$linux" --list-games); do
  same "solve $game" solve --game "$game" --seed 42 --nodes 3000 --threads 1
done
same "replay" replay --game samegame --seed 42 --moves "0,0 5,5"
same "a bad game's name" replay --game nosuchgame

# The windows, on a Wine virtual desktop: Wine reports no display modes of its own on a bare
# X server, and winit stops on a mode without a refresh rate; a virtual desktop reports
# whole ones. The game runs from its own folder, so its assets are the built-in ones.
status=$work/status
windows_status=$(winepath -w "$status")
backend=
# start_game CONDITION ARGS...: the exe with ARGS on the virtual desktop, with wgpu's
# backend $backend; waits until the beacon meets CONDITION, and sets X Y WIDTH HEIGHT
# to the game's pixels on the screen (Wine draws the frame itself: they are its child).
start_game() {
  local condition=$1
  shift
  rm -f "$status"
  (cd "$work/game" && HOME=$work/home WGPU_BACKEND=$backend GRID_PUZZLES_STATUS_FILE=$windows_status \
    exec wine explorer /desktop=gridpuzzles,1024x768 grid-puzzles.exe "$@") \
    >"$out/wine-$backend.log" 2>&1 &
  game_pid=$!
  wait_for "$status" "the window under Wine ($backend)" 120 "$condition" "$game_pid" || return 1
  local frame client
  frame=$(xdotool search --name "^Grid Puzzles$" | head -n 1)
  client=$(xwininfo -tree -id "$frame" | awk '/^ +0x/ { print $1; exit }')
  read -r X Y WIDTH HEIGHT < <(xwininfo -id "$client" | awk '/Absolute upper-left X/ { x = $4 }
    /Absolute upper-left Y/ { y = $4 } /^ +Width/ { w = $2 } /^ +Height/ { h = $2 } END { print x, y, w, h }')
}
# close_game: as a player closes it (taskkill without /f asks the window to close).
close_game() {
  wine taskkill /im grid-puzzles.exe >/dev/null 2>&1 || true
  for _ in $(seq 100); do kill -0 "$game_pid" 2>/dev/null || break; sleep 0.1; done
  kill "$game_pid" 2>/dev/null || true
  wineserver -k 2>/dev/null || true
  game_pid=
}

# The menu, and its Play button: with Vulkan, else GL.
for backend in vulkan gl ""; do
  [ -n "$backend" ] || break
  start_game 'screen == "menu" && frame >= 5' && grep -q "play-samegame@" "$status" && break
  echo "no window with wgpu's $backend backend; the log ends:"
  tr -d '\r' <"$out/wine-$backend.log" | grep -v "^ *$" | tail -n 4 | sed 's/^/  | /'
  close_game
done
if [ -z "$backend" ]; then
  check_failed "the window did not open under Wine with either backend"
else
  import -window root "$out/wine-menu.png"
  read -r x y < <(button_pixels "$status" play-samegame)
  xdotool mousemove $((X + x)) $((Y + y)) click 1
  if wait_for "$status" "SameGame from the menu" 60 'screen == "samegame" && idle == "yes"' "$game_pid"; then
    check_ok "the window under Wine (wgpu's $backend backend, ${WIDTH}x${HEIGHT}; $(tr -d '\r' <"$out/wine-$backend.log" | grep -o "window: [A-Za-z]*" | head -n 1)): the menu came up from the built-in assets and its Play opened SameGame"
  else
    check_failed "Play on the menu did not open SameGame under Wine"
  fi
  close_game
  # A move where the probe knows one (seed 7), then the save.
  if start_game 'screen == "samegame" && idle == "yes" && frame >= 5' --game samegame --seed 7 &&
    board_settled "$status"; then
    click_probe_move "$status" "$X" "$Y" "$linux" samegame 7
  fi
  if wait_for "$status" "a move under Wine" 60 'moves >= 1 && idle == "yes"' "$game_pid"; then
    wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))"
    import -window root "$out/wine-samegame.png"
    check_ok "a click played a SameGame move under Wine"
  else
    check_failed "the click played no move under Wine"
  fi
  # The sound has a moment to reach the file (the output writes ahead by its buffer).
  sleep 1
  close_game
  if heard=$(python3 scripts/wav_peak.py "$sound" 2>&1); then
    check_ok "the first move's sound under Wine, recorded from ALSA's default device: $heard"
  else
    check_failed "no sound under Wine: $heard"
  fi
  appdata=$(wine cmd /c echo %APPDATA% 2>/dev/null | tr -d '\r')
  saves=$(winepath -u "$appdata\\grid-puzzles")
  if grep -qs "samegame" "$saves/saves.toml"; then
    check_ok "the game saved in %APPDATA%\\grid-puzzles ($appdata\\grid-puzzles: $(cd "$saves" && ls | tr '\n' ' '))"
  else
    check_failed "no saved SameGame in $appdata\\grid-puzzles ($(ls "$saves" 2>&1 | tr '\n' ' '))"
  fi
fi
echo "Wine: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
