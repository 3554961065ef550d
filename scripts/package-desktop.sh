#!/usr/bin/env bash
# The desktop package: dist-desktop/grid-puzzles-VERSION-linux-ARCH.tar.gz, holding the
# release binary (assets built in, symbols stripped), the launcher entry, the icon at the
# sizes icon themes use, the AppStream metadata, the README and the licences, and
# install.sh, which puts each where a Linux desktop looks for it (~/.local by default).
# Validates the entry and the metadata with desktop-file-validate and appstreamcli where
# they are installed (Debian: desktop-file-utils, appstream), and prints the size.
# usage: scripts/package-desktop.sh [BINARY]   (default: cargo build --release)
set -euo pipefail
cd "$(dirname "$0")/.."
id=org.gridpuzzles.GridPuzzles
if [ $# -ge 1 ]; then
  bin=$1
else
  cargo build --release
  bin=${CARGO_TARGET_DIR:-target}/release/grid-puzzles
fi
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
name=grid-puzzles-$version-linux-$(uname -m)
out=$PWD/dist-desktop
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage=$work/$name
mkdir -p "$stage/bin" "$stage/share/applications" "$stage/share/metainfo" \
  "$stage/share/doc/grid-puzzles" "$out"

install -m 755 "$bin" "$stage/bin/grid-puzzles"
strip --strip-unneeded "$stage/bin/grid-puzzles" 2>/dev/null || echo "strip not found: the binary keeps its symbols"
cp "packaging/linux/$id.desktop" "$stage/share/applications/"
cp "packaging/linux/$id.metainfo.xml" "$stage/share/metainfo/"
cp -R packaging/linux/icons "$stage/share/"
# Every font licence beside the code's: Inter's (OFL.txt) and Noto Sans CJK's, whose cuts are built in.
cp README.md LICENSE-MIT LICENSE-APACHE assets/fonts/*OFL*.txt "$stage/share/doc/grid-puzzles/"
cp packaging/linux/install.sh "$stage/"

# The screenshots the metadata names are the ones in packaging/linux/screenshots/.
for path in $(sed -n 's|.*<image[^>]*>.*/main/\(.*\)</image>.*|\1|p' "packaging/linux/$id.metainfo.xml"); do
  [ -f "$path" ] || { echo "the metadata names $path, which is not in the repository" >&2; exit 1; }
done
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$stage/share/applications/$id.desktop"
  echo "desktop-file-validate: the launcher entry is valid"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$stage/share/metainfo/$id.metainfo.xml" >/dev/null
  echo "appstreamcli validate: the metadata is valid"
fi

tar -czf "$out/$name.tar.gz" -C "$work" "$name"
bytes=$(stat -c %s "$out/$name.tar.gz")
echo "dist-desktop/$name.tar.gz: $bytes bytes ($(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MB); binary $(stat -c %s "$stage/bin/grid-puzzles") bytes stripped"
