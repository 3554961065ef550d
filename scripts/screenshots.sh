#!/usr/bin/env bash
# Takes the screenshots a reviewer asks for, from the real window under Xvfb: a selected
# group, moves, a 30x30 SameGame, game over, a path being drawn, a hint, a solved
# Fifteen, a ball mid-travel and a line popping. Mid-animation shots use a copy of
# assets/ with slowed-down timings. usage: scripts/screenshots.sh [BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/screenshot-lib.sh
mkdir -p "$work/slow"
cp -r assets "$work/slow/assets"
sed -i -e 's/path_line: [0-9.]*/path_line: 4.0/' -e 's/travel_step: [0-9.]*/travel_step: 0.25/' \
  -e 's/explode: [0-9.]*/explode: 4.0/' "$work/slow/assets/config.ron"
click() { xdotool mousemove "$1" "$2" sleep 0.5 mousedown 1 sleep 0.2 mouseup 1; }
# The pixels of the cells that play one legal move in the running game.
probe() { "$bin" probe "$@" | while IFS=, read -r cx cy; do cell_pixel "$cx" "$cy"; done; }
# The pixel of one cell (GAME BOARD_FILE X,Y) of the running game.
cell() { cell_pixel "${3%,*}" "${3#*,}"; }

# Bubble Breaker: a selected group with its outline and label, then after the burst.
start "$PWD" --game bubble-breaker --seed 7
read -r x y < <(probe --game bubble-breaker --seed 7 | head -n 1)
click "$x" "$y"; sleep 1; shot bubble-breaker-selected
click "$x" "$y"; sleep 2; shot bubble-breaker-after-move
stop

# SameGame: the default game, a 30x30 game with 7 colours, and game over.
start "$PWD" --game samegame --seed 7; shot samegame-default; stop
mkdir -p "$XDG_CONFIG_HOME/grid-puzzles"
printf '[samegame]\nwidth = 30\nheight = 30\ncolours = 7\n' \
  >"$XDG_CONFIG_HOME/grid-puzzles/settings.toml"
start "$PWD" --game samegame --seed 7; shot samegame-30x30-7-colours; stop
rm -rf "$XDG_CONFIG_HOME/grid-puzzles"
printf 'R Y R B\nY R Y B\nR Y R Y\nY R Y R\n' >"$work/samegame-end.txt"
start "$PWD" --game samegame --board "$work/samegame-end.txt"
read -r x y < <(cell samegame "$work/samegame-end.txt" 3,0)
click "$x" "$y"; xdotool mousemove 5 760
sleep 3; shot samegame-game-over; stop

# Lianliankan: a joining path being drawn (slowed down), and a hint.
start "$work/slow" --game lianliankan --seed 7
mapfile -t pair < <(probe --game lianliankan --seed 7)
click ${pair[0]}; click ${pair[1]}; sleep 0.5; shot lianliankan-path
sleep 5; xdotool key h; sleep 0.7; shot lianliankan-hint
stop

# Fifteen: mid-game, and solved (a board one move from solved).
start "$PWD" --game fifteen --seed 7
read -r x y < <(probe --game fifteen --seed 7); click "$x" "$y"; sleep 1; shot fifteen-mid-game; stop
printf '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 . 15\n' >"$work/fifteen-one-away.txt"
start "$PWD" --game fifteen --board "$work/fifteen-one-away.txt"
read -r x y < <(cell fifteen "$work/fifteen-one-away.txt" 3,3)
click "$x" "$y"; sleep 3; shot fifteen-solved; stop

# Color Lines: a ball mid-travel and a line being removed (slowed down).
printf 'R R R R . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\nR . . . . . . .\nnext: G B Y\n' >"$work/lines.txt"
start "$work/slow" --game color-lines --board "$work/lines.txt"
ends=("$(cell_pixel 0 7)" "$(cell_pixel 4 0)")
click ${ends[0]}; click ${ends[1]}; sleep 1.2; shot color-lines-mid-travel
sleep 2.5; shot color-lines-line-removed
stop

