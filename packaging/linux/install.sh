#!/bin/sh
# Installs Grid Puzzles from this unpacked archive for the current user (or under PREFIX),
# with its launcher entry, icons and software-centre metadata:
#   bin/grid-puzzles                   -> $PREFIX/bin/
#   share/applications/*.desktop       -> $PREFIX/share/applications/ (Exec set to the binary)
#   share/icons/hicolor/*/apps/*.png   -> $PREFIX/share/icons/hicolor/*/apps/
#   share/metainfo/*.metainfo.xml      -> $PREFIX/share/metainfo/
#   share/doc/grid-puzzles/            -> $PREFIX/share/doc/grid-puzzles/
# usage: ./install.sh [--uninstall]    (PREFIX defaults to ~/.local)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
id=org.gridpuzzles.GridPuzzles
files="bin/grid-puzzles share/applications/$id.desktop share/metainfo/$id.metainfo.xml"
icons=$(cd "$here" && find share/icons -name "$id.png")
if [ "${1:-}" = "--uninstall" ]; then
  for file in $files $icons; do rm -f "$prefix/$file"; done
  rm -rf "$prefix/share/doc/grid-puzzles"
  echo "Grid Puzzles removed from $prefix"
else
  for file in $files $icons; do
    mkdir -p "$(dirname "$prefix/$file")"
    cp "$here/$file" "$prefix/$file"
  done
  chmod 755 "$prefix/bin/grid-puzzles"
  # The launcher starts the binary by its full path: ~/.local/bin is not on every PATH.
  sed -i "s|^Exec=.*|Exec=$prefix/bin/grid-puzzles|" "$prefix/share/applications/$id.desktop"
  mkdir -p "$prefix/share/doc/grid-puzzles"
  cp -R "$here/share/doc/grid-puzzles/." "$prefix/share/doc/grid-puzzles/"
  echo "Grid Puzzles installed in $prefix; it is in your desktop's list of applications"
fi
# The launcher and icon caches, where the desktop keeps them.
command -v update-desktop-database >/dev/null 2>&1 &&
  update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
command -v gtk-update-icon-cache >/dev/null 2>&1 &&
  gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
