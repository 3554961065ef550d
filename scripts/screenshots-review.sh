#!/usr/bin/env bash
# The screenshots the issues' reviewers ask for, from the real window under Xvfb: a hint
# in each game, the keyboard cursor in each game, Fifteen's Solve running, SameGame
# 30x30 with symbols, a move with reduced motion, a game over with a new best and its
# par, statistics after a few games, and a game resumed after a restart.
# usage: scripts/screenshots-review.sh [BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/screenshot-lib.sh
settings() { mkdir -p "$XDG_CONFIG_HOME/grid-puzzles"; printf "$@" >"$XDG_CONFIG_HOME/grid-puzzles/settings.toml"; }
fresh() { rm -rf "$XDG_CONFIG_HOME/grid-puzzles"; }

# A hint, then the keyboard cursor, in each game.
for game in bubble-breaker samegame lianliankan fifteen color-lines; do
  fresh
  start "$PWD" --game "$game" --seed 7
  press hud-hint; sleep 3; shot "hint-$game"
  key Right Down; sleep 1; shot "keyboard-$game"
  stop
done

# Fifteen's Solve (the Auto button) part way.
fresh
start "$PWD" --game fifteen --seed 7
press hud-solve; sleep 2.5; shot fifteen-solve-running
sleep 20; shot fifteen-solve-done
stop

# SameGame 30x30 with 7 colours and symbols.
settings '[samegame]\nwidth = 30\nheight = 30\ncolours = 7\n\n[preferences]\nsymbols = true\n'
start "$PWD" --game samegame --seed 7; shot samegame-30x30-symbols; stop

# Reduced motion: a SameGame move a tenth of a second in.
settings '[preferences]\nreduced_motion = true\nreduced_motion_chosen = true\n'
start "$PWD" --game samegame --seed 7
read -r cx cy < <("$bin" probe --game samegame --seed 7 | head -n 1 | tr ',' ' ')
read -r x y < <(cell_pixel "$cx" "$cy")
xdotool mousemove "$x" "$y" click 1; sleep 0.1; shot reduced-motion-mid-move
sleep 2; shot reduced-motion-after
stop

# Three small games played by Auto: the game over banner (a new best, the par), then the
# statistics screen.
settings '[samegame]\nwidth = 6\nheight = 6\ncolours = 3\n'
start "$PWD" --game samegame --seed 7
for round in 1 2 3; do
  press hud-auto; sleep 8; wait_idle
  shot "game-over-$round"
  if [ "$round" -lt 3 ]; then press hud-new-game; sleep 2; fi
done
press hud-menu; sleep 2
press statistics; sleep 2; shot statistics-after-three-games
stop

# A game resumed: a move played, the window closed, the game opened again.
fresh
start "$PWD" --game samegame --seed 7
read -r cx cy < <("$bin" probe --game samegame --seed 7 | head -n 1 | tr ',' ' ')
read -r x y < <(cell_pixel "$cx" "$cy")
xdotool mousemove "$x" "$y" click 1; sleep 2; shot resume-before-closing
stop
start "$PWD" --game samegame; shot resume-after-restart; stop
