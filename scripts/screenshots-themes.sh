#!/usr/bin/env bash
# Screenshots of the assets at work, from the real window under Xvfb: SameGame before and
# after an edit of config.ron while it runs, the message for a broken config.ron, the
# file fixed again, each shipped theme on three games, and the menu over a settings file
# that does not read (kept aside, the line saying so).
# usage: scripts/screenshots-themes.sh [BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/screenshot-lib.sh

# Live edits of a copy of assets/: the palette before and after an edit of config.ron,
# the message for a broken config.ron, then the file fixed again.
mkdir -p "$work/live"
cp -r assets "$work/live/assets"
start "$work/live" --game samegame --seed 7
shot tweak-before-edit
sed -i -e 's/red: "#[0-9a-f]*"/red: "#ff00ff"/' -e 's/blue: "#[0-9a-f]*"/blue: "#ffffff"/' \
  "$work/live/assets/config.ron"
sleep 3; shot tweak-after-edit
cp "$work/live/assets/config.ron" "$work/config-good.ron"
sed -i 's/yellow: /yellow /' "$work/live/assets/config.ron"
sleep 3; shot tweak-broken-config
cp "$work/config-good.ron" "$work/live/assets/config.ron"
sleep 3; shot tweak-fixed-config
stop

# Each shipped theme, on SameGame and Lianliankan, with symbols on for the contrast one.
for theme in classic contrast; do
  mkdir -p "$XDG_CONFIG_HOME/grid-puzzles"
  symbols=false
  [ "$theme" = contrast ] && symbols=true
  printf '[preferences]\ntheme = "%s"\nsymbols = %s\n' "$theme" "$symbols" \
    >"$XDG_CONFIG_HOME/grid-puzzles/settings.toml"
  for game in samegame lianliankan color-lines; do
    start "$PWD" --game "$game" --seed 7; shot "theme-$theme-$game"; stop
  done
  rm -rf "$XDG_CONFIG_HOME/grid-puzzles"
done

# A settings file with a slip in it: the game starts from defaults, keeps the file as
# settings.toml.damaged and says so at the bottom of the window.
mkdir -p "$XDG_CONFIG_HOME/grid-puzzles"
printf '[best_scores]\nsamegame = 1234\n\n[samegame\ncolours = 6\n' >"$XDG_CONFIG_HOME/grid-puzzles/settings.toml"
start "$PWD"
shot settings-damaged
stop
ls "$XDG_CONFIG_HOME/grid-puzzles"
