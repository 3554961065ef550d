# The game's beacon file, read from shell: GRID_PUZZLES_STATUS_FILE makes the game write
# one line after each frame (screen, moves, idle, frame, over, review, board, buttons;
# see src/board/beacon_line.rs). Sourced by the desktop play-tests and the Wine check,
# which wait on it instead of sleeping for a guessed time.

# wait_for STATUS_FILE WHAT SECONDS AWK_CONDITION [PID]: polls the beacon line until the
# awk condition (over $screen, $moves, $idle, $frame, $over, $review, $paused, $buttons,
# $board, $said: how many things were said) holds; prints the
# last line on timeout, or at once when the game's process PID (if given) has ended.
wait_for() {
  local file=$1 what=$2 seconds=$3 condition=$4 pid=${5:-} line=
  local deadline=$(($(date +%s) + seconds))
  while :; do
    line=$(cat "$file" 2>/dev/null || true)
    if [ -n "$line" ] && echo "$line" | awk -v RS=' |\n' -F= '{ v[$1] = $2 } END {
        screen = v["screen"]; moves = v["moves"] + 0; idle = v["idle"]; frame = v["frame"] + 0
        over = v["over"]; review = v["review"]; paused = v["paused"]; buttons = v["buttons"]
        board = v["board"]; said = v["said"] + 0
        exit !('"$condition"') }'; then
      return 0
    fi
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
      echo "the game ended while waiting for $what; it said \"$(cat "$file" 2>/dev/null)\"" >&2
      return 1
    fi
    if [ "$(date +%s)" -gt "$deadline" ]; then
      echo "waited ${seconds} s for $what; the game says \"$line\"" >&2
      return 1
    fi
    sleep 0.05
  done
}
frame_of() { sed -n 's/.*frame=\([0-9]*\).*/\1/p' "$1"; }

board_of() { sed -n 's/.* board=\([^ ]*\).*/\1/p' "$1"; }
# board_settled STATUS_FILE: waits until the board has stayed put for three frames (a HUD
# that wraps to a second row moves it down once, a frame or two after the game opens).
board_settled() {
  local before
  for _ in $(seq 20); do
    before=$(board_of "$1")
    wait_for "$1" "3 more frames" 30 "frame >= $(($(frame_of "$1") + 3))" || return 1
    [ -n "$before" ] && [ "$(board_of "$1")" = "$before" ] && return 0
  done
  echo "the board kept moving: $(cat "$1")" >&2
  return 1
}

# cell_pixels STATUS_FILE X Y: the window pixel (from its top-left) of a cell's centre,
# from the beacon's board=X0,Y0,STEP,W,H[,TURNED] (a turned board's rows run down the
# window, its columns from right to left).
cell_pixels() {
  sed -n 's/.* board=\([^ ]*\).*/\1/p' "$1" | awk -F, -v x="$2" -v y="$3" \
    '$6 == 1 { printf "%d %d\n", $1 - y * $3 + 0.5, $2 + x * $3 + 0.5; next }
     { printf "%d %d\n", $1 + x * $3 + 0.5, $2 + y * $3 + 0.5 }'
}

# button_pixels STATUS_FILE NAME: the window pixel of a named button, from the beacon.
button_pixels() {
  sed -n 's/.* buttons=\([^ ]*\).*/\1/p' "$1" | tr ';' '\n' | awk -F'[@,]' -v name="$2" \
    '$1 == name { print $2, $3 }'
}


# click_probe_move STATUS_FILE WINDOW_X WINDOW_Y BINARY GAME SEED [PROBE_ARGS...]: clicks,
# on the window whose top-left is at WINDOW_X,WINDOW_Y, the cells of the move `BINARY
# probe` names for that game and seed (the one move both the desktop play-test and the
# Wine check play), with the settings PROBE_ARGS give (`--set NAME=VALUE`).
click_probe_move() {
  local file=$1 left=$2 top=$3 bin=$4 game=$5 seed=$6 cx cy x y
  shift 6
  while IFS=, read -r cx cy; do
    read -r x y < <(cell_pixels "$file" "$cx" "$cy")
    xdotool mousemove $((left + x)) $((top + y)) click 1
  done < <("$bin" probe --game "$game" --seed "$seed" "$@")
}

# check_ok TEXT / check_failed TEXT: one check's "ok:" or "FAILED:" line, counted in the
# play-test's $passed and $failed.
check_ok() {
  echo "ok: $*"
  passed=$((passed + 1))
}
check_failed() {
  echo "FAILED: $*"
  failed=$((failed + 1))
}
