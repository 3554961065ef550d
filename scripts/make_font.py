#!/usr/bin/env python3
"""Cuts the UI font, assets/fonts/Inter-subset.ttf, from Inter's variable font.

Inter (https://rsms.me/inter/, SIL Open Font License 1.1, assets/fonts/OFL.txt) is a
proportional sans serif made for screens, with tabular figures (`tnum`) so a score or a
clock does not jitter as it counts. The game uses a sliver of it: the printable ASCII
characters, the others its texts use (every non-ASCII character in a string of the Rust
sources and the assets' text files, found here), weights 400 to 700, and only kerning and
tabular figures. That is about 30 KB instead of 800 KB.

usage: scripts/make_font.py SOURCE_TTF
  SOURCE_TTF: Inter's variable roman font, e.g. Debian's fonts-inter-variable package
  (`apt-get download fonts-inter-variable`, then `dpkg-deb -x` it:
  usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf). Needs fonttools (pip).
"""
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "assets", "fonts", "Inter-subset.ttf")
# Characters a text may show that no source string spells out: the no-break space the
# HUD joins labels with, and typographic marks the game's texts use.
ALWAYS = "\u00a0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2212\u2713"


def characters_used():
    """Printable ASCII and every other character in the sources' and assets' texts."""
    chars = {chr(c) for c in range(0x20, 0x7F)} | set(ALWAYS)
    files = glob.glob(os.path.join(ROOT, "src", "**", "*.rs"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "crates", "rules", "src", "**", "*.rs"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "assets", "**", "*.ron"), recursive=True)
    for path in files:
        with open(path, encoding="utf-8") as f:
            chars |= {c for c in f.read() if ord(c) > 0x7F and c.isprintable()}
    return sorted(chars)


def main(source):
    chars = characters_used()
    unicodes = ",".join(f"U+{ord(c):04X}" for c in chars)
    with tempfile.TemporaryDirectory() as tmp:
        narrowed = os.path.join(tmp, "narrowed.ttf")
        subprocess.run(
            [sys.executable, "-m", "fontTools.varLib.instancer", source, "wght=400:700", "-q", "-o", narrowed],
            check=True,
        )
        os.makedirs(os.path.dirname(OUT), exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "fontTools.subset", narrowed, f"--unicodes={unicodes}",
             "--layout-features=kern,tnum", "--no-hinting", f"--output-file={OUT}"],
            check=True,
        )
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(chars)} characters, {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-4], file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1])
