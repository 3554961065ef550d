#!/usr/bin/env python3
"""What the functions a pattern names cost the web download, in brotli bytes.

Reads a .wasm whose functions keep their names and are laid out as shipped (the game's
module from `scripts/web-startup-profile.sh`: wasm-opt -Oz, grouped, names kept) and,
for each pattern, replaces the body of every function whose name matches with a lone
`unreachable`, drops the names, and compresses the module before and after as the web
build does (brotli quality 11, node's zlib as web/precompress.mjs): the difference is
what those functions add to the download. Brotli codes a function by what came before
it, so the costs of two patterns do not add up exactly; each is measured on its own.
Crate hashes are taken out of the names before matching.

Measured on 2026-12-07 (the game at d443b56, 2,999,269 bytes of brotli, 320.7 KB over
the bare Bevy app, 1.119x): every system of the game with its body and the parameters
it fetches 112.2 KB; the plugins' `build`s and the commands the game queues 49.3 KB;
the reflection of the saved settings groups 16.7 KB; the sorts 9.9 KB, of which the
review's copies for four of the five games 0.9 KB (brotli already codes a copy beside
its original almost free).

usage: scripts/wasm-brotli-cost.py FILE.wasm [--ours] PATTERN [PATTERN ...]
  --ours  only functions whose names mention the game's crates (grid_puzzles,
          grid_rules, grid_sound)
"""

import importlib.util
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


wasm = load("wasm_crate_sizes", "wasm-crate-sizes.py")
grouping = load("wasm_group_functions", "wasm-group-functions.py")

OURS = re.compile(r"grid_puzzles|grid_rules|grid_sound")
UNREACHABLE_BODY = grouping.leb(3) + b"\x00\x00\x0b"  # no locals, unreachable, end

BROTLI = """
const { brotliCompressSync, constants } = require("node:zlib");
const bytes = require("node:fs").readFileSync(0);
process.stdout.write(String(brotliCompressSync(bytes, { params: {
  [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24,
  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length));
"""


def brotli_size(module):
    try:
        done = subprocess.run(["node", "-e", BROTLI], input=module, capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        wasm.give_up("wasm-brotli-cost", f"cannot compress with node: {error}")
    return int(done.stdout)


def read(path):
    try:
        with open(path, "rb") as file:
            buf = file.read()
        imports, names = 0, None
        for section_id, body, end in wasm.sections(buf):
            if section_id == 0:
                names = wasm.function_names(buf, body, end) or names
            elif section_id == 2:
                imports = wasm.count_function_imports(buf, body)
    except (OSError, ValueError, IndexError) as error:
        wasm.give_up("wasm-brotli-cost", f"cannot read {path}: {error}")
    if not names:
        wasm.give_up("wasm-brotli-cost", f"{path} has no function names (was it stripped?)")
    return buf, imports, {index: grouping.CRATE_HASH.sub("", name) for index, name in names.items()}


def module_without(buf, imports, names, cut):
    """The module without its custom sections, the bodies of functions `cut` picks
    replaced; with the count and the code bytes replaced."""
    out = bytearray(buf[:8])
    count_cut = bytes_cut = 0
    for section_id, body, end in wasm.sections(buf):
        if section_id == 0:
            continue
        if section_id != 10:
            out += grouping.section(section_id, buf[body:end])
            continue
        count, pos = wasm.read_leb(buf, body)
        code = bytearray(grouping.leb(count))
        for index in range(count):
            size, start = wasm.read_leb(buf, pos)
            if cut(names.get(imports + index, "")):
                code += UNREACHABLE_BODY
                count_cut += 1
                bytes_cut += start + size - pos
            else:
                code += buf[pos : start + size]
            pos = start + size
        out += grouping.section(10, bytes(code))
    return bytes(out), count_cut, bytes_cut


def main():
    args = sys.argv[1:]
    ours = "--ours" in args
    args = [arg for arg in args if arg != "--ours"]
    if len(args) < 2:
        print(next(line for line in __doc__.splitlines() if line.startswith("usage:")), file=sys.stderr)
        sys.exit(2)
    try:
        patterns = [re.compile(pattern) for pattern in args[1:]]
    except re.error as error:
        wasm.give_up("wasm-brotli-cost", f"not a pattern: {error}")
    buf, imports, names = read(args[0])
    whole, _, _ = module_without(buf, imports, names, lambda _: False)
    before = brotli_size(whole)
    print(f"{args[0]}: {before} bytes of brotli without its names")
    for pattern in patterns:
        def cut(name, pattern=pattern):
            return bool(pattern.search(name)) and (not ours or bool(OURS.search(name)))
        module, count, raw = module_without(buf, imports, names, cut)
        saved = before - brotli_size(module)
        print(f"  {saved:>9} bytes  {count} functions, {raw} bytes of code: {pattern.pattern}")


if __name__ == "__main__":
    main()
