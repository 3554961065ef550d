#!/usr/bin/env bash
# The Debian package: dist-desktop/grid-puzzles_VERSION_amd64.deb, built with dpkg-deb from
# the release binary (assets built in, stripped) in /usr/games, the launcher entry, the
# icons, the AppStream metadata, the manual page (packaging/debian/grid-puzzles.6), the
# copyright file (the code's licences and the built-in fonts'), and a changelog. It
# depends on libc and libgcc alone; what the binary opens at run time (ALSA, Vulkan, the
# X11 and Wayland client libraries, libdbus for the file dialog) is recommended. Checked
# with lintian where it is installed (Debian: lintian): no error may be reported.
# usage: scripts/package-deb.sh BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$1
id=org.gridpuzzles.GridPuzzles
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
arch=amd64
out=$PWD/dist-desktop
deb=$out/grid-puzzles_${version}_$arch.deb
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
doc=$root/usr/share/doc/grid-puzzles
mkdir -p "$root/DEBIAN" "$root/usr/games" "$root/usr/share/applications" "$root/usr/share/metainfo" \
  "$root/usr/share/man/man6" "$doc" "$out"

install -m 755 "$bin" "$root/usr/games/grid-puzzles"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/games/grid-puzzles"
install -m 644 "packaging/linux/$id.desktop" "$root/usr/share/applications/"
install -m 644 "packaging/linux/$id.metainfo.xml" "$root/usr/share/metainfo/"
cp -R packaging/linux/icons "$root/usr/share/"
gzip -9n -c packaging/debian/grid-puzzles.6 >"$root/usr/share/man/man6/grid-puzzles.6.gz"

# The changelog a native package carries, in Debian's format, dated by the last commit.
when=$(git log -1 --format=%aD 2>/dev/null || date -R)
printf '%s\n' "grid-puzzles ($version) unstable; urgency=medium" "" \
  "  * Built from the Grid Puzzles repository (its history is the git log)." "" \
  " -- The Grid Puzzles developers <grid-puzzles@users.noreply.github.com>  $when" |
  gzip -9n >"$doc/changelog.gz"

# The copyright file (machine-readable): the code's two licences, and the fonts built
# into the binary with the SIL Open Font License's text as it came with them.
{
  cat <<'EOF'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: grid-puzzles
Source: https://github.com/grid-puzzles/grid-puzzles

Files: *
Copyright: 2026 the Grid Puzzles contributors
License: MIT or Apache-2.0

Files: usr/games/grid-puzzles (built-in Inter cuts)
Copyright: 2016-2022 The Inter Project Authors (https://github.com/rsms/inter)
License: OFL-1.1

Files: usr/games/grid-puzzles (built-in Noto Sans CJK cuts)
Copyright: 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'
License: OFL-1.1

License: MIT
EOF
  sed -n '/^Permission/,$p' LICENSE-MIT | sed 's/^$/./; s/^/ /'
  cat <<'EOF'

License: Apache-2.0
 On Debian systems, the complete text of the Apache License, Version 2.0 can be found
 in "/usr/share/common-licenses/Apache-2.0".

License: OFL-1.1
EOF
  sed -n '/^SIL OPEN FONT LICENSE/,$p' assets/fonts/OFL.txt | sed 's/^$/./; s/^/ /'
} >"$doc/copyright"

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
glibc=$(objdump -T "$root/usr/games/grid-puzzles" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -Vu | tail -n 1)
cat >"$root/DEBIAN/control" <<EOF
Package: grid-puzzles
Version: $version
Architecture: $arch
Maintainer: The Grid Puzzles developers <grid-puzzles@users.noreply.github.com>
Installed-Size: $size
Depends: libc6 (>= $glibc), libgcc-s1 (>= 4.2)
Recommends: libasound2t64 | libasound2, libvulkan1, mesa-vulkan-drivers | vulkan-icd, libx11-6, libxcursor1, libxi6, libxrandr2, libxkbcommon-x11-0, libwayland-client0, libxkbcommon0, libdbus-1-3
Suggests: xdg-desktop-portal | zenity
Section: games
Priority: optional
Homepage: https://github.com/grid-puzzles/grid-puzzles
Description: five classic grid puzzles with a computer that knows them
 Bubble Breaker, SameGame, Lianliankan (connect pairs), Fifteen (the sliding
 picture, and Sixteen) and Color Lines (five in a row) in one animated window,
 each with the modes its best-known versions have.
 .
 Every game has undo and redo, a hint and auto-play from an engine that knows
 the game, a daily puzzle that is the same for every player, a review of a
 finished game, statistics, themes, seven languages, and plays by keyboard,
 gamepad and screen reader. The command line replays, solves and reviews games
 without a window.
EOF
(cd "$root" && find usr -type f -printf '%P\n' | sort | sed 's|^|usr/|' | xargs md5sum >DEBIAN/md5sums)
find "$root" -type d -exec chmod 755 {} +
find "$root/usr/share" "$root/DEBIAN" -type f -exec chmod 644 {} +
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
bytes=$(stat -c %s "$deb")
echo "dist-desktop/$(basename "$deb"): $bytes bytes ($(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MB), installed $size KiB"
if command -v lintian >/dev/null; then
  # Errors fail the package; warnings and notes are printed for the reader.
  lintian --tag-display-limit 0 "$deb" | tee "$out/lintian.txt" || true
  if grep -q '^E:' "$out/lintian.txt"; then
    echo "lintian reports errors on $(basename "$deb")" >&2
    exit 1
  fi
  echo "lintian: no error ($(grep -c '^W:' "$out/lintian.txt" || true) warnings)"
fi
