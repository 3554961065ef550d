#!/usr/bin/env bash
# Every screen at a phone's 360x640, a laptop window's 860x740 and a full 1920x1080, from
# the real window under Xvfb: the menu, each game part played, a game's settings, the
# statistics (from a statistics file of a few games), a game-over card, today's daily
# played out, its review and the menu's card after it, a solved Fifteen, SameGame's Auto
# under way, Fifteen's settings and its first hint (while the solver's tables are made),
# a damaged settings file's problem line, and on the phone the "more" sheet. Files are
# SCREEN-WxH.png. The window speaks the language LANG names (LANG=de_DE.UTF-8 ...).
# usage: [SIZES="860x740 ..."] scripts/screenshots-sizes.sh [BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
export XVFB_SCREEN=1920x1080x24
source scripts/screenshot-lib.sh
config=$XDG_CONFIG_HOME/grid-puzzles
fresh() { rm -rf "$config"; mkdir -p "$config"; }
# Played games for the statistics screen: two settings of SameGame, Fifteen with times.
statistics() {
  cat >"$config/statistics.toml" <<'EOF'
[statistics."samegame 15x15x3"]
played = 9
finished = 8
won = 2
total = 9840
streak = 1
longest_streak = 1
top = [
  { score = 2431, date = "2026-12-01", undo = false, hints = false },
  { score = 1630, date = "2026-11-30", undo = true, hints = false },
  { score = 1402, date = "2026-11-29", undo = false, hints = false },
]
recent = [
  { score = 410, won = false, assisted = false, ranked = true },
  { score = 1402, won = false, assisted = false, ranked = true },
  { score = 280, won = false, assisted = true, ranked = true },
  { score = 1630, won = true, assisted = true, ranked = true },
  { score = 612, won = false, assisted = false, ranked = true },
  { score = 2431, won = true, assisted = false, ranked = true },
  { score = 940, won = false, assisted = false, ranked = true },
  { score = 1135, won = false, assisted = true, ranked = true },
]

[statistics."fifteen 4"]
played = 5
finished = 4
won = 4
total = 612
streak = 4
longest_streak = 4
fastest = 83
top = [
  { score = 121, date = "2026-12-01", undo = false, hints = false },
  { score = 150, date = "2026-11-28", undo = false, hints = true },
]
recent = [
  { score = 181, won = true, assisted = false, ranked = true },
  { score = 160, won = true, assisted = true, ranked = true },
  { score = 150, won = true, assisted = true, ranked = true },
  { score = 121, won = true, assisted = false, ranked = true },
]
EOF
}
# Resizes the game's window and lets it settle.
size() { xdotool windowsize "$(window_id)" "$1" "$2"; sleep 2; }
# Shoots the game's window only.
grab() { import -window "$(window_id)" "$out/$1.png"; echo "wrote $out/$1.png"; }
click_cell() { read -r x y < <(cell_pixel "$1" "$2"); xdotool mousemove "$x" "$y" sleep 0.3 click 1; }

daily_seed=$("$bin" daily --game samegame | sed -n 's/^seed: //p')
daily_clicks=$("$bin" solve --game samegame --seed "$daily_seed" --seconds 1 | sed -n 's/^moves: //p')
for wh in ${SIZES:-360x640 860x740 1920x1080}; do
  w=${wh%x*}; h=${wh#*x}
  fresh; statistics
  start "$PWD"
  size "$w" "$h"; grab "menu-$wh"
  press statistics; sleep 1.5; grab "statistics-$wh"; key Escape; sleep 0.5
  press settings; sleep 1.5; grab "settings-$wh"; key Escape; sleep 0.5
  stop
  for game in bubble-breaker samegame lianliankan fifteen color-lines; do
    fresh
    start "$PWD" --game "$game" --seed 7
    size "$w" "$h"
    mapfile -t cells < <("$bin" probe --game "$game" --seed 7)
    for c in "${cells[@]}"; do click_cell "${c%,*}" "${c#*,}"; sleep 0.4; done
    # Bubble Breaker bursts on the second click of a group.
    [ "$game" = bubble-breaker ] && { click_cell "${cells[0]%,*}" "${cells[0]#*,}"; sleep 0.8; }
    wait_idle; sleep 1; grab "$game-$wh"
    if [ "$game" = samegame ]; then
      # On a phone, Settings is behind More.
      if [ "$w" -lt 640 ]; then press hud-more; sleep 0.8; grab "samegame-more-$wh"; fi
      press hud-settings; sleep 1.2; grab "samegame-settings-$wh"; key Escape; sleep 0.5
      [ "$w" -lt 640 ] && { press hud-more; sleep 0.8; }
      press hud-auto || { sleep 1.5; press hud-auto; }; sleep 1; grab "samegame-auto-$wh"
    fi
    if [ "$game" = fifteen ]; then
      [ "$w" -lt 640 ] && { press hud-more; sleep 0.8; }
      press hud-settings; sleep 1.2; grab "fifteen-settings-$wh"; key Escape; sleep 0.5
    fi
    stop
  done
  # A game-over card: a SameGame board that one click ends.
  fresh
  printf 'R Y R B\nY R Y B\nR Y R Y\nY R Y R\n' >"$work/samegame-end.txt"
  start "$PWD" --game samegame --board "$work/samegame-end.txt"
  size "$w" "$h"; click_cell 3 0; xdotool mousemove 1 1; sleep 2.5; grab "samegame-over-$wh"; stop
  # Today's SameGame played to the end by the engine's clicks, its card, then its review
  # three moves in.
  fresh
  start "$PWD" --daily samegame
  size "$w" "$h"
  for c in $daily_clicks; do click_cell "${c%,*}" "${c#*,}"; done
  xdotool mousemove 1 1; sleep 3; grab "daily-over-$wh"
  press result-review; sleep 1; key Right Right Right; sleep 1.5; grab "review-$wh"
  press review-close; sleep 1; press result-menu || press hud-menu; sleep 1.5; grab "menu-after-daily-$wh"; stop
  # Fifteen's first hint on a new machine (an empty cache folder): the solver's tables are
  # made first.
  fresh
  XDG_CACHE_HOME=$(mktemp -d "$work/cache.XXXXXX") start "$PWD" --game fifteen --seed 7
  size "$w" "$h"; press hud-hint; sleep 0.3; grab "fifteen-tables-$wh"; stop
  # A settings file that does not read: the problem line names it and why.
  fresh
  printf '[samegame\ncolours = 6\n' >"$config/settings.toml"
  start "$PWD"
  size "$w" "$h"; grab "damaged-settings-$wh"; stop
  # A solved Fifteen: the whole picture, the card low and the confetti.
  fresh
  printf '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 . 15\n' >"$work/fifteen-one-away.txt"
  start "$PWD" --game fifteen --board "$work/fifteen-one-away.txt"
  size "$w" "$h"; click_cell 3 3; sleep 1.2; grab "fifteen-solved-$wh"; stop
done
