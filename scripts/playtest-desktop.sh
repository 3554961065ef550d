#!/usr/bin/env bash
# Desktop play-test: the release binary in a real window under Xvfb (Vulkan on Mesa's
# lavapipe). For every game the program lists: start it with --game and --seed, take a
# screenshot, click where a move is legal (pixels from `grid-puzzles probe`) with a real
# pointer, take another, and check the move was played and the board was drawn and
# changed. It never sleeps for a guessed time: it waits on the game's beacon file
# (GRID_PUZZLES_STATUS_FILE: screen, moves, idle, frame; see src/board/beacon_line.rs).
# Last, the game runs once under Weston's headless backend as a native Wayland client
# (scripts/playtest-wayland.sh).
# usage: [PACKAGE=ARCHIVE.tar.gz] scripts/playtest-desktop.sh [BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-${CARGO_TARGET_DIR:-target}/release/grid-puzzles}
out=${2:-playtest-shots}
seed=7
mkdir -p "$out"
out=$(cd "$out" && pwd)
export BEVY_ASSET_ROOT=$PWD
# The game speaks English unless a check asks for another language (it reads the log).
export LANGUAGE=en LC_ALL=C.UTF-8
# Saves and settings go to a folder of the test's own, never the player's.
export XDG_CONFIG_HOME=$(mktemp -d)
game_pid= xvfb=
cleanup() {
  [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
source scripts/xvfb-lib.sh
source scripts/beacon-lib.sh
start_xvfb 90

colours() { convert "$1" -format %k info:; }
changed() { { compare -metric AE -fuzz 8% "$1" "$2" null: 2>&1 || true; } | awk '{ print int($1) }'; }

# end_check OK_TEXT NAME LOG: closes the game and counts the check, passed when no
# $problem was recorded.
end_check() {
  kill "$game_pid" 2>/dev/null || true
  wait "$game_pid" 2>/dev/null || true
  game_pid=
  if [ -z "$problem" ]; then
    check_ok "$1"
  else
    check_failed "$2 ($problem; log $3)"
  fi
}

games=$("$bin" --list-games) || { echo "FAILED: $bin --list-games"; exit 1; }
[ -n "$games" ] || { echo "FAILED: $bin lists no games"; exit 1; }
passed=0
failed=0
for game in $games; do
  status="$out/desktop-$game.status"
  rm -f "$status"
  GRID_PUZZLES_STATUS_FILE="$status" "$bin" --game "$game" --seed "$seed" >"$out/desktop-$game.log" 2>&1 &
  game_pid=$!
  before="$out/desktop-$game-before.png"
  after="$out/desktop-$game-after.png"
  problem=
  WIDTH=? HEIGHT=?
  if window=$(timeout 120 xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1) &&
    wait_for "$status" "$game to open, idle" 120 "screen == \"$game\" && idle == \"yes\" && frame >= 5" &&
    board_settled "$status"; then
    eval "$(xdotool getwindowgeometry --shell "$window")"
    import -window root "$before"
    # Straight to the cell and click at once: no hover first, as a tap or a fast player.
    click_probe_move "$status" "$X" "$Y" "$bin" "$game" "$seed"
    if wait_for "$status" "one move played and the board idle" 60 \
      "screen == \"$game\" && moves >= 1 && idle == \"yes\""; then
      wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))"
    else
      problem="no move was played"
    fi
    import -window root "$after"
  else
    problem="the game did not open"
  fi
  kill "$game_pid" 2>/dev/null || true
  wait "$game_pid" 2>/dev/null || true
  game_pid=
  drawn=$( [ -f "$before" ] && colours "$before" || echo 0)
  diff=$( [ -f "$after" ] && changed "$before" "$after" || echo 0)
  if [ -z "$problem" ] && [ "$drawn" -ge 12 ] && [ "$diff" -ge 300 ]; then
    check_ok "$game (window ${WIDTH}x${HEIGHT}, $drawn colours, $diff pixels changed)"
  else
    check_failed "$game (${problem:-the board did not change}; $drawn colours, $diff pixels changed; log $out/desktop-$game.log)"
  fi
done
# The menu's statistics and settings, then a game's settings panel, opened by clicks.
status="$out/desktop-menu.status"
rm -f "$status"
GRID_PUZZLES_STATUS_FILE="$status" "$bin" >"$out/desktop-menu.log" 2>&1 &
game_pid=$!
problem=
if window=$(timeout 120 xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1) &&
  wait_for "$status" "the menu" 120 'screen == "menu" && frame >= 5' &&
  wait_for "$status" "its buttons" 30 '1' && grep -q "statistics@" "$status"; then
  eval "$(xdotool getwindowgeometry --shell "$window")"
  wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))"
  import -window root "$out/desktop-menu.png"
  for name in statistics settings; do
    read -r x y < <(button_pixels "$status" "$name")
    xdotool mousemove $((X + x)) $((Y + y)) click 1
    wait_for "$status" "5 more frames" 30 "frame >= $(($(frame_of "$status") + 5))"
    import -window root "$out/desktop-menu-$name.png"
    xdotool windowfocus --sync "$window" key Escape
    wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))"
  done
  read -r x y < <(button_pixels "$status" play-samegame)
  xdotool mousemove $((X + x)) $((Y + y)) click 1
  if wait_for "$status" "samegame from the menu" 60 'screen == "samegame" && idle == "yes"' &&
    wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))"; then
    read -r x y < <(button_pixels "$status" hud-settings)
    xdotool mousemove $((X + x)) $((Y + y)) click 1
    wait_for "$status" "5 more frames" 30 "frame >= $(($(frame_of "$status") + 5))"
    import -window root "$out/desktop-samegame-settings.png"
  else
    problem="Play did not open SameGame"
  fi
else
  problem="the menu did not open"
fi
end_check "the menu's statistics and settings, and SameGame's settings panel" "menu screens" \
  "$out/desktop-menu.log"

# One game by keyboard alone: the arrows walk the board cursor (it starts in the middle
# of the board) to the move's cells and Enter clicks each.
status="$out/desktop-keyboard.status"
rm -f "$status"
GRID_PUZZLES_STATUS_FILE="$status" "$bin" --game samegame --seed "$seed" >"$out/desktop-keyboard.log" 2>&1 &
game_pid=$!
problem=
if window=$(timeout 120 xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1) &&
  wait_for "$status" "samegame to open, idle" 120 'screen == "samegame" && idle == "yes" && frame >= 5'; then
  # No window manager runs under Xvfb: give the window the keyboard directly.
  xdotool windowfocus --sync "$window"
  wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))"
  read -r at_x at_y < <(sed -n 's/.* board=\([^ ]*\).*/\1/p' "$status" | awk -F, '{ print int($4 / 2), int($5 / 2) }')
  while IFS=, read -r cx cy; do
    keys=()
    while [ "$at_x" -lt "$cx" ]; do keys+=(Right); at_x=$((at_x + 1)); done
    while [ "$at_x" -gt "$cx" ]; do keys+=(Left); at_x=$((at_x - 1)); done
    while [ "$at_y" -lt "$cy" ]; do keys+=(Down); at_y=$((at_y + 1)); done
    while [ "$at_y" -gt "$cy" ]; do keys+=(Up); at_y=$((at_y - 1)); done
    xdotool key --delay 40 "${keys[@]}" Return
  done < <("$bin" probe --game samegame --seed "$seed")
  wait_for "$status" "a move played by keyboard" 60 'moves >= 1 && idle == "yes"' || problem="no move by keyboard"
  wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))" || true
  import -window root "$out/desktop-keyboard.png"
else
  problem="the game did not open"
fi
end_check "samegame by keyboard (cursor walked to the move, Enter played it)" \
  "samegame by keyboard" "$out/desktop-keyboard.log"

# Pause and Restart as a player uses them: a move by mouse, P covers the board and,
# once the cover is in, a paused game draws nothing, P goes on, R asks (a move was made) and its Restart goes
# back to the start (that it is the same deal, the App tests check).
status="$out/desktop-pause.status"
rm -f "$status"
GRID_PUZZLES_STATUS_FILE="$status" "$bin" --game samegame --seed "$seed" >"$out/desktop-pause.log" 2>&1 &
game_pid=$!
problem=
if window=$(timeout 120 xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1) &&
  wait_for "$status" "samegame to open, idle" 120 'screen == "samegame" && idle == "yes" && frame >= 5'; then
  eval "$(xdotool getwindowgeometry --shell "$window")"
  xdotool windowfocus --sync "$window"
  click_probe_move "$status" "$X" "$Y" "$bin" samegame "$seed"
  if ! wait_for "$status" "a move played" 60 'moves >= 1 && idle == "yes"'; then
    problem="no move by mouse"
  elif ! { xdotool key p && wait_for "$status" "the game paused" 30 'paused == "yes"'; }; then
    problem="P did not pause"
  else
    wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))" || true
    import -window root "$out/desktop-pause.png"
    # The cover settles in; then a whole second with no frame drawn, within 10 s.
    rested=
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      at=$(frame_of "$status")
      sleep 1
      if [ "$(frame_of "$status")" = "$at" ]; then rested=yes; break; fi
    done
    if [ -z "$rested" ]; then
      problem="frames still drawn 10 s after pausing (frame $(frame_of "$status"))"
    elif ! { xdotool key p && wait_for "$status" "the game going on" 30 'paused != "yes"'; }; then
      problem="P did not go on"
    elif ! { xdotool key r && wait_for "$status" "the restart question" 30 'index(buttons, "restart-confirm@") > 0'; }; then
      problem="R did not ask"
    else
      wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))" || true
      import -window root "$out/desktop-restart.png"
      read -r x y < <(button_pixels "$status" restart-confirm)
      xdotool mousemove $((X + x)) $((Y + y)) click 1
      wait_for "$status" "the deal from its start" 60 'moves == 0 && idle == "yes"' ||
        problem="Restart did not go back to the start"
    fi
  fi
else
  problem="the game did not open"
fi
end_check "samegame paused by P (covered, no frames) and gone on, then restarted by R" \
  "pause and restart" "$out/desktop-pause.log"

# Today's SameGame played to the end (the engine's clicks from `solve`, each at once,
# during the animations), then the game-over card's Share (its line is in the log, as
# the clipboard has it) and Review, stepped on by the arrow key and the Next button.
status="$out/desktop-daily.status"
rm -f "$status"
daily=$("$bin" daily --game samegame)
date=$(echo "$daily" | sed -n 's/^date: //p')
daily_seed=$(echo "$daily" | sed -n 's/^seed: //p')
clicks=$("$bin" solve --game samegame --seed "$daily_seed" --seconds 1 | sed -n 's/^moves: //p')
count=$(echo "$clicks" | wc -w)
GRID_PUZZLES_STATUS_FILE="$status" "$bin" --daily samegame >"$out/desktop-daily.log" 2>&1 &
game_pid=$!
problem=
if window=$(timeout 120 xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1) &&
  wait_for "$status" "today's samegame, idle" 120 'screen == "samegame" && idle == "yes" && frame >= 5' &&
  board_settled "$status"; then
  eval "$(xdotool getwindowgeometry --shell "$window")"
  for cell in $clicks; do
    read -r x y < <(cell_pixels "$status" "${cell%,*}" "${cell#*,}")
    xdotool mousemove $((X + x)) $((Y + y)) click 1
  done
  # Par, which the engine may still think about as the game ends, comes to the card too.
  if wait_for "$status" "the daily over and its card up" 120 'over == "yes" && idle == "yes"' &&
    wait_for "$status" "par on the finished daily" 120 'v["par"] != ""' &&
    wait_for "$status" "the card's buttons" 30 '1' && grep -q "result-share@" "$status"; then
    import -window root "$out/desktop-daily-over.png"
    read -r x y < <(button_pixels "$status" result-share)
    xdotool mousemove $((X + x)) $((Y + y)) click 1
    wait_for "$status" "5 more frames" 30 "frame >= $(($(frame_of "$status") + 5))"
    # The log says the line in English, the date as the English catalogue writes it.
    said_date=$(LC_ALL=C date -u -d "$date" '+%-d %B %Y')
    grep -qF "share: Grid Puzzles · SameGame daily $said_date · " "$out/desktop-daily.log" &&
      grep -q "share: .* · unassisted" "$out/desktop-daily.log" ||
      problem="Share did not give today's spoiler-free line (daily $said_date)"
    read -r x y < <(button_pixels "$status" result-review)
    xdotool mousemove $((X + x)) $((Y + y)) click 1
    xdotool windowfocus --sync "$window"
    if wait_for "$status" "the review at its first move" 30 "review ~ /^0\/$count/"; then
      xdotool key --delay 60 Right Right
      wait_for "$status" "two moves on" 30 "review ~ /^2\/$count/" || problem="the arrow key did not step the review"
      read -r x y < <(button_pixels "$status" review-next)
      xdotool mousemove $((X + x)) $((Y + y)) click 1
      wait_for "$status" "the Next button" 30 "review ~ /^3\/$count/" || problem="Next did not step the review"
      wait_for "$status" "5 more frames" 30 "frame >= $(($(frame_of "$status") + 5))"
      import -window root "$out/desktop-daily-review.png"
    else
      problem="Review did not open"
    fi
  else
    problem="the daily did not end after the engine's $count clicks"
  fi
else
  problem="today's daily did not open"
fi
end_check "today's samegame played to the end, shared and reviewed" "daily" "$out/desktop-daily.log"

# The release binary copied alone into an empty folder, started there with no assets
# folder anywhere it looks (no BEVY_ASSET_ROOT, its own home): it plays from the copy of
# the assets built into it. Its menu must look as the one drawn from assets/ (every
# picture there), no file may be reported missing or broken in its log or its window,
# and a move must play.
alone=$(mktemp -d)
cp "$bin" "$alone/grid-puzzles"
run_alone() {
  (cd "$alone" && exec env -u BEVY_ASSET_ROOT -u CARGO_MANIFEST_DIR HOME="$alone" \
    XDG_CONFIG_HOME="$alone/config" GRID_PUZZLES_STATUS_FILE="$status" ./grid-puzzles "$@")
}
# menu_shot NAME: a fresh start's menu, its pictures drawn, as $out/NAME.png.
menu_shot() {
  wait_for "$status" "the menu" 120 'screen == "menu" && frame >= 5' &&
    wait_for "$status" "10 more frames" 30 "frame >= $(($(frame_of "$status") + 10))" &&
    import -window root "$out/$1.png"
}
status="$out/desktop-alone-reference.status"
rm -f "$status"
XDG_CONFIG_HOME=$(mktemp -d) GRID_PUZZLES_STATUS_FILE="$status" "$bin" >"$out/desktop-alone-reference.log" 2>&1 &
game_pid=$!
problem=
menu_shot desktop-alone-reference || problem="the menu did not open from assets/"
kill "$game_pid" 2>/dev/null || true
wait "$game_pid" 2>/dev/null || true
status="$out/desktop-alone.status"
rm -f "$status"
run_alone >"$out/desktop-alone.log" 2>&1 &
game_pid=$!
if [ -z "$problem" ] && menu_shot desktop-alone-menu; then
  differ=$(changed "$out/desktop-alone-reference.png" "$out/desktop-alone-menu.png")
  [ "$differ" -le 200 ] || problem="its menu differs from the one drawn from assets/ in $differ pixels"
  grep -q "problems=" "$status" && problem="the window reports files that do not read: $(cat "$status")"
  grep -q "assets: the built-in copy" "$out/desktop-alone.log" || problem="it did not say it uses the built-in copy"
else
  problem=${problem:-"the menu did not open"}
fi
kill "$game_pid" 2>/dev/null || true
wait "$game_pid" 2>/dev/null || true
status="$out/desktop-alone-game.status"
rm -f "$status"
run_alone --game samegame --seed "$seed" >"$out/desktop-alone-game.log" 2>&1 &
game_pid=$!
if [ -z "$problem" ] && window=$(timeout 120 xdotool search --sync --onlyvisible --name "Grid Puzzles" | head -n 1) &&
  wait_for "$status" "samegame, idle" 120 'screen == "samegame" && idle == "yes" && frame >= 5' &&
  board_settled "$status"; then
  eval "$(xdotool getwindowgeometry --shell "$window")"
  while IFS=, read -r cx cy; do
    read -r x y < <(cell_pixels "$status" "$cx" "$cy")
    xdotool mousemove $((X + x)) $((Y + y)) click 1
  done < <("$bin" probe --game samegame --seed "$seed")
  wait_for "$status" "a move played" 60 'moves >= 1 && idle == "yes"' || problem="no move was played"
  import -window root "$out/desktop-alone-game.png"
else
  problem=${problem:-"samegame did not open"}
fi
# What Bevy's asset server and the game's loading log about a file that is missing or
# does not read.
if grep -iE "path not found|failed to load|does not read|(WARN|ERROR).*(bevy_asset|grid_puzzles)" "$out"/desktop-alone*.log; then
  problem="its log reports a problem"
fi
end_check "the release binary alone in an empty folder: its menu's pictures from the built-in copy, nothing missing, a move played" \
  "binary alone" "$out/desktop-alone.log"
rm -rf "$alone"

# The system's language at first start: a Russian and a Chinese system get the game in
# their language (the beacon's lang=), with no setting made.
for locale in ru_RU.UTF-8:ru zh_CN.UTF-8:zh-CN; do
  status="$out/desktop-lang-${locale#*:}.status"
  rm -f "$status"
  LANGUAGE="${locale%%:*}" XDG_CONFIG_HOME=$(mktemp -d) GRID_PUZZLES_STATUS_FILE="$status" \
    "$bin" >"$out/desktop-lang-${locale#*:}.log" 2>&1 &
  game_pid=$!
  problem=
  if menu_shot "desktop-lang-${locale#*:}-menu"; then
    grep -q " lang=${locale#*:} " "$status" || problem="the game speaks $(sed -n 's/.* lang=\([^ ]*\).*/\1/p' "$status")"
  else
    problem="the menu did not open"
  fi
  end_check "a system in ${locale%%:*} gets the game in ${locale#*:} at first start" \
    "system language ${locale%%:*}" "$out/desktop-lang-${locale#*:}.log"
done

# The desktop package (PACKAGE names the archive scripts/package-desktop.sh made):
# unpacked and installed under a home of its own, its launcher entry is valid and names
# the installed binary, its icon is where icon themes look, and the entry's command opens
# the menu from a folder with no assets.
if [ -n "${PACKAGE:-}" ]; then
  problem=
  home=$(mktemp -d)
  tar -xzf "$PACKAGE" -C "$home"
  HOME=$home "$home"/grid-puzzles-*/install.sh >/dev/null
  entry=$home/.local/share/applications/org.gridpuzzles.GridPuzzles.desktop
  command=$(sed -n 's/^Exec=//p' "$entry" 2>/dev/null || true)
  if [ ! -f "$entry" ] || [ "$command" != "$home/.local/bin/grid-puzzles" ]; then
    problem="no launcher entry for the installed binary ($command)"
  elif command -v desktop-file-validate >/dev/null && ! desktop-file-validate "$entry"; then
    problem="the installed entry does not validate"
  elif [ ! -f "$home/.local/share/icons/hicolor/256x256/apps/org.gridpuzzles.GridPuzzles.png" ]; then
    problem="the icon is not in the hicolor theme"
  else
    # The fonts built into the binary go with their licences.
    listing=$(tar -tzf "$PACKAGE")
    for licence in assets/fonts/*OFL*.txt; do
      grep -q "/share/doc/grid-puzzles/$(basename "$licence")$" <<<"$listing" ||
        problem="the package lacks the font licence $(basename "$licence")"
    done
  fi
  status="$out/desktop-package.status"
  rm -f "$status"
  (cd "$home" && exec env -u BEVY_ASSET_ROOT -u CARGO_MANIFEST_DIR HOME="$home" \
    XDG_CONFIG_HOME="$home/config" GRID_PUZZLES_STATUS_FILE="$status" "$command") \
    >"$out/desktop-package.log" 2>&1 &
  game_pid=$!
  if [ -z "$problem" ]; then
    menu_shot desktop-package-menu || problem="the launcher's command did not open the menu"
    grep -q "problems=" "$status" 2>/dev/null && problem="the window reports files that do not read"
  fi
  end_check "the desktop package installs a valid launcher entry and icon, and its command opens the menu" \
    "desktop package" "$out/desktop-package.log"
  HOME=$home "$home"/grid-puzzles-*/install.sh --uninstall >/dev/null
  [ -e "$entry" ] && check_failed "install.sh --uninstall left $entry"
  rm -rf "$home"
fi

# A mode chosen in a game's settings panel as a player chooses it, under a config
# folder of its own; the next game (the same seed, the chosen settings) is dealt in that
# mode: a move by mouse, P pauses and goes on, R restarts. `probe` finds the move with
# the same settings. Arguments: the game, its short name for files, the board's size as
# the beacon gives it (`10,16`), the settings panel's buttons to press (one word), then
# the settings as `--set` gives them.
mode_from_settings() {
  local game=$1 name=$2 size=$3 buttons=$4 step
  shift 4
  local status="$out/desktop-modes-$name.status" modes_config
  modes_config=$(mktemp -d)
  problem=
  for step in choose play; do
    rm -f "$status"
    XDG_CONFIG_HOME=$modes_config GRID_PUZZLES_STATUS_FILE="$status" "$bin" --game "$game" \
      --seed "$seed" >"$out/desktop-modes-$name-$step.log" 2>&1 &
    game_pid=$!
    # Its own window, found by its process (an earlier check's window may linger).
    if ! window=$(timeout 120 xdotool search --sync --onlyvisible --pid "$game_pid" | head -n 1) ||
      ! wait_for "$status" "$game to open, idle" 120 "screen == \"$game\" && idle == \"yes\" && frame >= 5" "$game_pid"; then
      problem="the game did not open ($step)"
      break
    fi
    eval "$(xdotool getwindowgeometry --shell "$window")"
    xdotool windowfocus --sync "$window"
    if [ "$step" = choose ]; then
      read -r x y < <(button_pixels "$status" hud-settings)
      xdotool mousemove $((X + x)) $((Y + y)) click 1
      for button in $buttons; do
        if ! wait_for "$status" "the button $button" 30 "index(buttons, \"$button@\") > 0"; then
          problem="the settings panel has no $button"
          break 2
        fi
        read -r x y < <(button_pixels "$status" "$button")
        xdotool mousemove $((X + x)) $((Y + y)) click 1
        wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))" || true
      done
      import -window root "$out/desktop-modes-$name-settings.png"
      # The choice is saved within a second (the panel saves soon after a change).
      sleep 2
      kill "$game_pid" 2>/dev/null || true
      wait "$game_pid" 2>/dev/null || true
      continue
    fi
    if ! wait_for "$status" "a $size board" 30 "board ~ /,$size\$/"; then
      problem="the chosen settings did not deal $size"
      break
    fi
    board_settled "$status" || true
    click_probe_move "$status" "$X" "$Y" "$bin" "$game" "$seed" "$@"
    if ! wait_for "$status" "a move played" 60 'moves >= 1 && idle == "yes"'; then
      problem="no move in the chosen mode (the probe's move did not play there)"
    elif ! { xdotool key p && wait_for "$status" "the game paused" 30 'paused == "yes"'; }; then
      problem="P did not pause"
    elif ! { xdotool key p && wait_for "$status" "the game going on" 30 'paused != "yes"'; }; then
      problem="P did not go on"
    else
      wait_for "$status" "3 more frames" 30 "frame >= $(($(frame_of "$status") + 3))" || true
      import -window root "$out/desktop-modes-$name-played.png"
      if ! { xdotool key r && wait_for "$status" "the restart question" 30 'index(buttons, "restart-confirm@") > 0'; }; then
        problem="R did not ask"
      else
        read -r x y < <(button_pixels "$status" restart-confirm)
        xdotool mousemove $((X + x)) $((Y + y)) click 1
        wait_for "$status" "the deal from its start" 60 'moves == 0 && idle == "yes"' ||
          problem="Restart did not go back to the start"
      fi
    fi
  done
  rm -rf "$modes_config"
}

# SameGame: Klickety's Easy level and its fewest-blocks scoring.
mode_from_settings samegame samegame 10,16 "setting-level-level-easy setting-scoring-fewest" \
  --set width=10 --set height=16 --set colours=4 --set scoring=fewest
end_check "a SameGame mode chosen in the settings (Easy, fewest blocks): dealt 10x16, a move, paused, gone on, restarted" \
  "a SameGame mode from the settings" "$out/desktop-modes-samegame-play.log"
# Bubble Breaker: the original's Continuous style.
mode_from_settings bubble-breaker bubble-breaker 11,11 "setting-mode-continuous" --set mode=continuous
end_check "a Bubble Breaker style chosen in the settings (Continuous): a move, paused, gone on, restarted" \
  "a Bubble Breaker style from the settings" "$out/desktop-modes-bubble-breaker-play.log"
# Color Lines: Five or More's small board with KLines' hidden next balls.
mode_from_settings color-lines color-lines 7,7 "setting-board-small setting-next-hidden" \
  --set width=7 --set height=7 --set colours=5 --set next=hidden
end_check "a Color Lines mode chosen in the settings (Five or More's small board, next balls hidden): dealt 7x7, a move, paused, gone on, restarted" \
  "a Color Lines mode from the settings" "$out/desktop-modes-color-lines-play.log"
# Lianliankan: KShisen's 18x8 board with its gravity (tiles slide down after a pair).
mode_from_settings lianliankan lianliankan 18,8 "setting-board-18x8 setting-shift-down" \
  --set width=18 --set height=8 --set shift=down
end_check "a Lianliankan shifting level chosen in the settings (KShisen's 18x8, tiles sliding down): dealt 18x8, a pair joined, paused, gone on, restarted" \
  "a Lianliankan shifting level from the settings" "$out/desktop-modes-lianliankan-play.log"
# Fifteen: Taquin's and Tatham's Sixteen on a 5x5 board (an arrow round the board
# clicked: its row or column turns).
mode_from_settings fifteen fifteen 5,5 "setting-board-5 setting-kind-sixteen" \
  --set width=5 --set height=5 --set kind=sixteen
end_check "Sixteen chosen in the settings (5x5, rows and columns turning): dealt 5x5, an arrow clicked, paused, gone on, restarted" \
  "Sixteen from the settings" "$out/desktop-modes-fifteen-play.log"

source scripts/playtest-picture-lib.sh
picture_by_drop
end_check "Fifteen's own picture: Choose… says there is no file dialog here, a dropped picture takes the board and is kept, a dropped text file is refused, the next start brings the picture back" \
  "Fifteen's own picture" "$out/desktop-picture-xdnd.log"

# Once more as a native Wayland client of Weston's headless backend, where it is
# installed (Debian's weston; .ci/run installs it).
if command -v weston >/dev/null; then
  if scripts/playtest-wayland.sh "$bin" "$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
  fi
else
  echo "skipped: Wayland (weston is not installed)"
fi

echo "desktop: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
