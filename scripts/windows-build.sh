#!/usr/bin/env bash
# The Windows game: cross-builds grid-puzzles.exe from Linux for x86_64-pc-windows-gnu
# with Debian's mingw-w64 (its linker, and windres for the icon and version resources),
# checks the exe carries both, and packs dist-windows/grid-puzzles-VERSION-windows-x86_64.zip:
# the exe (assets built in, as in the Linux binary; symbols stripped), the README and
# the licences. Prints the zip's size.
# usage: scripts/windows-build.sh [EXE]   (default: cargo build --release --target x86_64-pc-windows-gnu)
set -euo pipefail
cd "$(dirname "$0")/.."
target=x86_64-pc-windows-gnu
for tool in x86_64-w64-mingw32-gcc x86_64-w64-mingw32-windres x86_64-w64-mingw32-objdump; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: install Debian's mingw-w64" >&2; exit 1; }
done
if [ $# -ge 1 ]; then
  exe=$1
else
  rustup target list --installed | grep -qx "$target" || rustup target add "$target"
  cargo build --release --locked --target "$target"
  exe=${CARGO_TARGET_DIR:-target}/$target/release/grid-puzzles.exe
fi
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
name=grid-puzzles-$version-windows-x86_64
out=$PWD/dist-windows
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage=$work/$name
mkdir -p "$stage" "$out"

# The resources: the top of the .rsrc directory lists an icon group (type 14) and a
# version block (type 16), as objdump prints them ("   Entry: ID: 0x00000e").
resources=$(x86_64-w64-mingw32-objdump -p "$exe")
for kind in "00000e icon group" "000010 version"; do
  grep -Eq "^[0-9a-f]{3}   Entry: ID: 0x${kind%% *}," <<<"$resources" ||
    { echo "$exe has no ${kind#* } resource (was windres found when it was built?)" >&2; exit 1; }
done
grep -q "Windows GUI" <<<"$resources" || { echo "$exe is not a Windows (GUI) program" >&2; exit 1; }

cp "$exe" "$stage/grid-puzzles.exe"
x86_64-w64-mingw32-strip --strip-unneeded "$stage/grid-puzzles.exe"
# Windows' Notepad reads LF line ends since 2018; the files keep them.
cp README.md LICENSE-MIT LICENSE-APACHE assets/fonts/*OFL*.txt "$stage/"
rm -f "$out/$name.zip"
python3 - "$work" "$name" "$out/$name.zip" <<'PY'
import os, sys, zipfile
root, name, target = sys.argv[1:]
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for folder, _, files in sorted(os.walk(os.path.join(root, name))):
        for file in sorted(files):
            path = os.path.join(folder, file)
            archive.write(path, os.path.relpath(path, root))
PY
bytes=$(stat -c %s "$out/$name.zip")
echo "dist-windows/$name.zip: $bytes bytes ($(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MB); exe $(stat -c %s "$stage/grid-puzzles.exe") bytes stripped"
