#!/usr/bin/env python3
"""Cuts the game's fonts to the characters its texts use.

assets/fonts/Inter-subset.ttf, from Inter's variable font: Inter (https://rsms.me/inter/,
SIL Open Font License 1.1, assets/fonts/OFL.txt) is a proportional sans serif made for
screens, with tabular figures (`tnum`) so a score or a clock does not jitter as it
counts. The game uses a sliver of it: printable ASCII, every other character in a string
of the Rust sources and the assets' text files, and every character of the catalogues
(assets/locales/*/main.ftl) of the languages it draws (Latin and Cyrillic: those whose
`language-font` is empty), weights 400 to 700, and only kerning and tabular figures.
Built into the program: it draws the first frame.

assets/fonts/Inter-extended.ttf, from the same font: every letter of the Latin, Greek
and Cyrillic alphabets Inter has (Latin-1, Latin Extended A, B and Additional, Greek
and Greek Extended, Cyrillic and its supplement), their combining marks and the general
punctuation, weights 400 to 700. The game loads it when a catalogue shows a letter of
those alphabets that the built-in cut lacks, so a language added as a folder (Polish,
Czech, Greek, Ukrainian) shows every letter with no script run (see EXTENDED_RANGES).

assets/fonts/<language-font>, for each catalogue that names one (Chinese, Japanese),
from Noto Sans CJK (SIL Open Font License 1.1, assets/fonts/NotoSansCJK-OFL.txt): the
characters of that catalogue Inter lacks, from the face of that language's writing
(`...SC...` Simplified Chinese, `...JP...` Japanese, `...TC...`, `...KR...`). Loaded
only while that language is in use.

assets/fonts/LanguageNames-subset.otf: the characters of the languages' own names
(`language-name`) Inter lacks, so the Language setting shows 日本語 and 简体中文 in any
language without loading those languages' fonts.

usage: scripts/make_font.py INTER_TTF [NOTO_SANS_CJK_TTC]
  INTER_TTF: Inter's variable roman font, e.g. Debian's fonts-inter-variable package
  (`apt-get download fonts-inter-variable`, then `dpkg-deb -x` it:
  usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf).
  NOTO_SANS_CJK_TTC: Noto Sans CJK Regular, e.g. Debian's fonts-noto-cjk package
  (usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc); without it only Inter is cut.
  Needs fonttools (pip).
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FONTS = os.path.join(ROOT, "assets", "fonts")
OUT = os.path.join(FONTS, "Inter-subset.ttf")
NAMES_FONT = "LanguageNames-subset.otf"
EXTENDED = os.path.join(FONTS, "Inter-extended.ttf")
# The blocks of Inter-extended.ttf; the game's look/languages.rs loads it for a letter in
# one of them (keep the two lists alike).
EXTENDED_RANGES = ("U+0020-007E,U+00A0-024F,U+02B0-02FF,U+0300-036F,U+0370-03FF,"
                   "U+0400-052F,U+1E00-1EFF,U+1F00-1FFF,U+2000-206F,U+20A0-20CF,"
                   "U+2100-214F,U+2190-2199,U+2212,U+2713")
# Characters a text may show that no source string spells out: the no-break spaces the
# HUD joins labels with, and typographic marks the game's texts use.
ALWAYS = "\u00a0\u202f\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2212\u2713"
# The face of Noto Sans CJK for each writing, by the mark in the font's file name.
CJK_FACES = {"SC": "Noto Sans CJK SC", "JP": "Noto Sans CJK JP", "TC": "Noto Sans CJK TC",
             "KR": "Noto Sans CJK KR", "HK": "Noto Sans CJK HK"}


def catalogues():
    """Every catalogue: (tag, its text)."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "assets", "locales", "*", "main.ftl"))):
        with open(path, encoding="utf-8") as f:
            found.append((os.path.basename(os.path.dirname(path)), f.read()))
    return found


def unescape(text):
    """A Fluent string literal's \\uXXXX escapes as their characters."""
    return re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), text)


def message(text, name):
    """The one-line value of message `name` (its string literals read)."""
    match = re.search(rf"^{re.escape(name)} = (.*)$", text, re.M)
    if not match:
        return ""
    return re.sub(r'\{\s*"((?:[^"\\]|\\.)*)"\s*\}', lambda m: unescape(m.group(1)), match.group(1)).strip()


def shown(text):
    """The characters of a catalogue a player may see: everything but comments and the
    messages' names."""
    chars = set()
    for line in text.splitlines():
        if line.lstrip().startswith("#"):
            continue
        value = line.split(" = ", 1)[1] if re.match(r"^[a-z][a-z0-9-]* = ", line) else line
        chars |= {c for c in unescape(value) if c.isprintable()}
    return chars


def characters_used():
    """Printable ASCII, the sources' and assets' texts, and the catalogues Inter draws."""
    chars = {chr(c) for c in range(0x20, 0x7F)} | set(ALWAYS)
    files = glob.glob(os.path.join(ROOT, "src", "**", "*.rs"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "crates", "rules", "src", "**", "*.rs"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "assets", "**", "*.ron"), recursive=True)
    for path in files:
        if path.endswith(os.sep + "tests.rs"):
            continue
        with open(path, encoding="utf-8") as f:
            # A file's tests (after its first #[cfg(test)], or a tests.rs of their own)
            # draw nothing: their letters (a Polish phrase testing the fuller font) stay
            # out of the cut.
            text = f.read().split("#[cfg(test)]")[0]
            chars |= {c for c in text if ord(c) > 0x7F and c.isprintable()}
    for _, text in catalogues():
        if not message(text, "language-font"):
            chars |= shown(text)
    return sorted(chars)


def subset(source, out, chars, extra=()):
    unicodes = ",".join(f"U+{ord(c):04X}" for c in sorted(chars))
    subprocess.run(
        [sys.executable, "-m", "fontTools.subset", source, f"--unicodes={unicodes}",
         "--no-hinting", f"--output-file={out}", *extra],
        check=True,
    )
    print(f"wrote {os.path.relpath(out, ROOT)}: {len(chars)} characters, {os.path.getsize(out)} bytes")


def covered(path):
    """The characters a font draws."""
    from fontTools.ttLib import TTFont
    return {chr(code) for code in TTFont(path).getBestCmap()}


def cjk_face(collection, face_name, tmp):
    """One face of a font collection, as a font file of its own."""
    from fontTools.ttLib import TTCollection
    for index, font in enumerate(TTCollection(collection).fonts):
        if font["name"].getDebugName(1) == face_name:
            out = os.path.join(tmp, f"face-{index}.otf")
            font.save(out)
            return out
    raise SystemExit(f"{collection} has no face {face_name!r}")


def main(inter, cjk=None):
    with tempfile.TemporaryDirectory() as tmp:
        narrowed = os.path.join(tmp, "narrowed.ttf")
        subprocess.run(
            [sys.executable, "-m", "fontTools.varLib.instancer", inter, "wght=400:700", "-q", "-o", narrowed],
            check=True,
        )
        os.makedirs(FONTS, exist_ok=True)
        subset(narrowed, OUT, characters_used(), ["--layout-features=kern,tnum"])
        subprocess.run(
            [sys.executable, "-m", "fontTools.subset", narrowed, f"--unicodes={EXTENDED_RANGES}",
             "--no-hinting", "--layout-features=kern,tnum,ccmp,mark,mkmk,locl",
             f"--output-file={EXTENDED}"],
            check=True,
        )
        print(f"wrote {os.path.relpath(EXTENDED, ROOT)}: {os.path.getsize(EXTENDED)} bytes")
        if cjk is None:
            return
        inter_chars = covered(OUT)
        names = set()
        for tag, text in catalogues():
            names |= set(message(text, "language-name")) - inter_chars
            font = message(text, "language-font")
            if not font:
                continue
            mark = next((mark for mark in CJK_FACES if mark in font), None)
            if mark is None:
                raise SystemExit(f"locales/{tag}: no Noto Sans CJK face for {font}")
            wanted = shown(text) - inter_chars - {" "}
            face = cjk_face(cjk, CJK_FACES[mark], tmp)
            subset(face, os.path.join(FONTS, font), wanted, ["--layout-features=kern"])
        if names:
            face = cjk_face(cjk, CJK_FACES["SC"], tmp)
            subset(face, os.path.join(FONTS, NAMES_FONT), names)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print(__doc__.strip().splitlines()[-9], file=sys.stderr)
        sys.exit(2)
    main(*sys.argv[1:])
