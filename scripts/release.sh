#!/usr/bin/env bash
# Every file a release needs, built from this checkout into dist-release/:
#   grid-puzzles-VERSION-linux-x86_64.tar.gz   the Linux package (scripts/package-desktop.sh)
#   grid-puzzles_VERSION_amd64.deb             the Debian package (scripts/package-deb.sh)
#   grid-puzzles-VERSION-windows-x86_64.zip    the Windows game (scripts/windows-build.sh)
#   grid-puzzles-VERSION-web.zip               the web build (scripts/web-build.sh) as a zip
#                                              to upload as it is to a static host or itch.io
#                                              (index.html at its top)
#   SHA256SUMS                                 `sha256sum -c SHA256SUMS` checks them
# and prints each file with its size. The Windows zip's exe is checked under Wine where
# Debian's wine is installed (scripts/wine-check.sh). Needs what the three builds need: the pinned
# toolchain (its Windows and wasm32 targets are added if missing), Debian's mingw-w64,
# Node.js and npm.
# usage: scripts/release.sh
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
out=$PWD/dist-release
rm -rf "$out"
mkdir -p "$out"

echo "== Linux"
cargo build --release --locked
scripts/package-desktop.sh "${CARGO_TARGET_DIR:-target}/release/grid-puzzles"
cp "dist-desktop/grid-puzzles-$version-linux-$(uname -m).tar.gz" "$out/"
scripts/package-deb.sh "${CARGO_TARGET_DIR:-target}/release/grid-puzzles"
cp "dist-desktop/grid-puzzles_${version}_amd64.deb" "$out/"

echo "== Windows"
scripts/windows-build.sh
windows_zip=dist-windows/grid-puzzles-$version-windows-x86_64.zip
cp "$windows_zip" "$out/"
# The zip's own exe under Wine, beside the Linux binary (where Debian's wine is installed).
if command -v wine >/dev/null; then
  unpacked=$(mktemp -d)
  python3 -m zipfile -e "$windows_zip" "$unpacked"
  scripts/wine-check.sh "$unpacked"/*/grid-puzzles.exe "${CARGO_TARGET_DIR:-target}/release/grid-puzzles" \
    "$out/../dist-windows/wine-shots"
  rm -rf "$unpacked"
else
  echo "Wine is not installed: the Windows zip is not checked (scripts/wine-check.sh)"
fi

echo "== web"
scripts/web-build.sh
(cd dist && python3 - "$out/grid-puzzles-$version-web.zip" <<'PY'
import os, sys, zipfile
# Already-compressed files (the .br and .gz copies, PNGs) are stored as they are.
stored = (".br", ".gz", ".png", ".jpg")
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for folder, _, files in sorted(os.walk(".")):
        for file in sorted(files):
            path = os.path.normpath(os.path.join(folder, file))
            method = zipfile.ZIP_STORED if file.endswith(stored) else zipfile.ZIP_DEFLATED
            archive.write(path, path, compress_type=method)
PY
)

(cd "$out" && sha256sum -- *.tar.gz *.deb *.zip >SHA256SUMS && sha256sum -c --quiet SHA256SUMS)
echo "== dist-release/"
for file in "$out"/*; do
  bytes=$(stat -c %s "$file")
  printf '  %-44s %10s bytes  %5.1f MB\n' "$(basename "$file")" "$bytes" "$(awk -v b="$bytes" 'BEGIN { print b / 1048576 }')"
done
