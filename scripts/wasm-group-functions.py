#!/usr/bin/env python3
"""Names a web build's functions so that `wasm-opt --reorder-functions-by-name` puts
the copies of each generic function side by side, where brotli packs them best.

Rust makes one copy of a generic function for every type it is used with: a system's
`run_unsafe` for each system, a sort for each kind of key, a command for each bundle.
The copies are alike, but the compiler writes them far apart, and brotli codes a repeat
cheaper the nearer it is (and finds none beyond its window). This renames every function
`SKELETON \\x01 NAME`, SKELETON being the name with its generic arguments taken out
(`<..>::run_unsafe`), so ordering by name groups the copies, each group in the order of
the full names. wasm-opt drops the names when it writes the module (no `-g`), so none of
this is downloaded. Measured on 2026-12-07 (`scripts/web-build.sh`): the game's module
75 KB smaller in brotli (3,073,877 -> 2,998,684 bytes; ordered by the plain names
3,014,116), the bare Bevy app's 60 KB (2,738,997 -> 2,679,118).

Only the Python standard library; the module's reading is scripts/wasm-crate-sizes.py's.

usage: scripts/wasm-group-functions.py FILE.wasm    (rewritten in place)
"""

import importlib.util
import os
import re
import sys

_spec = importlib.util.spec_from_file_location(
    "wasm_crate_sizes", os.path.join(os.path.dirname(os.path.abspath(__file__)), "wasm-crate-sizes.py"))
wasm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(wasm)

CRATE_HASH = re.compile(r"\[[0-9a-f]{6,16}\]")


def leb(value):
    """Unsigned LEB128."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def section(section_id, body):
    return bytes([section_id]) + leb(len(body)) + body


def skeleton(name):
    """`name` without its generic arguments (and crate hashes): what its copies share."""
    kept = []
    depth = 0
    previous = ""
    for char in CRATE_HASH.sub("", name):
        if char == "<":
            depth += 1
            if depth == 1:
                kept.append("<..>")
        elif char == ">" and depth > 0 and previous != "-":  # not a `fn() -> T`'s arrow
            depth -= 1
        elif depth == 0:
            kept.append(char)
        previous = char
    return "".join(kept)


def renamed_names_section(buf, body, end):
    """The `name` section with every function's name grouped by its skeleton."""
    title, pos = wasm.read_name(buf, body)
    out = bytearray(leb(len(title.encode())) + title.encode())
    while pos < end:
        sub_id = buf[pos]
        size, sub_body = wasm.read_leb(buf, pos + 1)
        sub_end = sub_body + size
        if sub_id == 1:  # function names: count, then (index, name) pairs
            count, at = wasm.read_leb(buf, sub_body)
            entries = bytearray(leb(count))
            for _ in range(count):
                index, at = wasm.read_leb(buf, at)
                name, at = wasm.read_name(buf, at)
                grouped = f"{skeleton(name)}\x01{name}".encode()
                entries += leb(index) + leb(len(grouped)) + grouped
            out += section(1, bytes(entries))
        else:
            out += buf[pos:sub_end]
        pos = sub_end
    return bytes(out)


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        sys.exit(2)
    path = sys.argv[1]
    try:
        with open(path, "rb") as module:
            buf = module.read()
        out = bytearray(buf[:8])
        renamed = False
        for section_id, body, end in wasm.sections(buf):
            if section_id == 0 and wasm.read_name(buf, body)[0] == "name":
                out += section(0, renamed_names_section(buf, body, end))
                renamed = True
            else:
                out += section(section_id, buf[body:end])
    except (OSError, ValueError, IndexError) as error:
        wasm.give_up("wasm-group-functions", f"cannot read {path}: {error}")
    if not renamed:
        wasm.give_up("wasm-group-functions", f"{path} has no function names (was it stripped?)")
    with open(path, "wb") as module:
        module.write(out)


if __name__ == "__main__":
    main()
