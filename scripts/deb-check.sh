#!/usr/bin/env bash
# Installs the Debian package as a player would (`apt-get install ./grid-puzzles_….deb`
# from a fresh folder, its recommendations left out so nothing is downloaded), runs the
# installed game's command line (`--list-games`, `solve`), checks the manual page and the
# launcher entry are where they belong, then removes the package and checks that none
# of its files is left. Needs root (CI runs as root).
# usage: scripts/deb-check.sh DEB
set -euo pipefail
deb=$(realpath "$1")
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
cp "$deb" "$folder/"
cd "$folder"
if dpkg -s grid-puzzles >/dev/null 2>&1; then
  echo "grid-puzzles is installed already: removing it first"
  apt-get remove -y -qq grid-puzzles >/dev/null
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "./$(basename "$deb")" >install.log 2>&1 ||
  { cat install.log; echo "FAILED: apt-get install ./$(basename "$deb")"; exit 1; }
files=$(dpkg -L grid-puzzles | while read -r path; do [ -f "$path" ] && echo "$path"; done)
echo "installed: $(echo "$files" | wc -l) files"
games=$(/usr/games/grid-puzzles --list-games)
[ "$(echo "$games" | wc -w)" -eq 5 ] || { echo "FAILED: the installed game lists \"$games\""; exit 1; }
solved=$(/usr/games/grid-puzzles solve --game samegame --seed 1 --seconds 1)
echo "$solved" | grep -q '^moves: ' || { echo "FAILED: the installed solve printed no moves"; exit 1; }
echo "installed game: --list-games lists $(echo "$games" | wc -w) games; solve: $(echo "$solved" | grep '^score' || echo "$solved" | tail -n 1)"
for path in /usr/share/man/man6/grid-puzzles.6.gz /usr/share/applications/org.gridpuzzles.GridPuzzles.desktop \
  /usr/share/metainfo/org.gridpuzzles.GridPuzzles.metainfo.xml /usr/share/doc/grid-puzzles/copyright; do
  [ -f "$path" ] || { echo "FAILED: $path is not installed"; exit 1; }
done
apt-get remove -y -qq grid-puzzles >/dev/null
left=$(echo "$files" | while read -r path; do [ -e "$path" ] && echo "$path"; done || true)
[ -z "$left" ] || { echo "FAILED: removing the package left $left"; exit 1; }
echo "removed: none of its files is left"
