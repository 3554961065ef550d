#!/usr/bin/env python3
"""Where the web build's bytes go: code size per crate, and the data segments.

Reads a .wasm that still has its `name` section (wasm-bindgen's output before
wasm-opt; `scripts/web-build.sh` runs this on it) and prints the size of every
section, the code bytes of every crate, largest first, and the largest single
functions. Only the Python standard library is used.

A function is charged to the crate of the type or function it belongs to, so
generic code instantiated for the game is charged to the crate that defines it.

usage: scripts/wasm-crate-sizes.py FILE.wasm [--top N] [--functions N]
"""

import re
import sys
from collections import defaultdict


def read_leb(buf, pos):
    """Unsigned LEB128 at pos -> (value, next pos)."""
    result = shift = 0
    while True:
        byte = buf[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, pos
        shift += 7


def read_name(buf, pos):
    length, pos = read_leb(buf, pos)
    return buf[pos : pos + length].decode("utf-8", "replace"), pos + length


def skip_limits(buf, pos):
    flags = buf[pos]
    pos += 1
    _, pos = read_leb(buf, pos)
    if flags & 1:
        _, pos = read_leb(buf, pos)
    return pos


def sections(buf):
    if buf[:4] != b"\0asm":
        raise ValueError("not a wasm module")
    pos = 8
    while pos < len(buf):
        section_id = buf[pos]
        size, body = read_leb(buf, pos + 1)
        yield section_id, body, body + size
        pos = body + size


def count_function_imports(buf, pos):
    count, pos = read_leb(buf, pos)
    functions = 0
    for _ in range(count):
        _, pos = read_name(buf, pos)
        _, pos = read_name(buf, pos)
        kind = buf[pos]
        pos += 1
        if kind == 0:  # function: type index
            functions += 1
            _, pos = read_leb(buf, pos)
        elif kind == 1:  # table: reference type + limits
            pos = skip_limits(buf, pos + 1)
        elif kind == 2:  # memory: limits
            pos = skip_limits(buf, pos)
        elif kind == 3:  # global: value type + mutability
            pos += 2
        elif kind == 4:  # tag: attribute + type index
            _, pos = read_leb(buf, pos + 1)
    return functions


def body_sizes(buf, pos):
    count, pos = read_leb(buf, pos)
    sizes = []
    for _ in range(count):
        start = pos
        size, pos = read_leb(buf, pos)
        pos += size
        sizes.append(pos - start)
    return sizes


def function_names(buf, pos, end):
    section_name, pos = read_name(buf, pos)
    if section_name != "name":
        return None
    names = {}
    while pos < end:
        sub_id = buf[pos]
        size, body = read_leb(buf, pos + 1)
        if sub_id == 1:
            count, p = read_leb(buf, body)
            for _ in range(count):
                index, p = read_leb(buf, p)
                names[index], p = read_name(buf, p)
        pos = body + size
    return names


TYPE_PREFIX = re.compile(r"^(?:[<&*(\[]|mut |const |dyn |impl |for<'\w+> )+")
HASH_SUFFIX = re.compile(r"::h[0-9a-f]{16}$")
V0_CRATE_ROOT = re.compile(r"C(?:s[0-9A-Za-z]*_)?([0-9]+)([A-Za-z_][A-Za-z0-9_]*)")


def owning_crate(name):
    """The crate a function's code is charged to: the first path segment of the
    type or function it belongs to (drop glue goes to the dropped type)."""
    if name.startswith("_R"):
        # Rust's v0 mangling (the default since Rust 1.9x): the first crate root,
        # `C` [s<disambiguator>_] <length><name>, is the one the path starts from.
        match = V0_CRATE_ROOT.search(name)
        if not match:
            return "(other)"
        length, rest = int(match.group(1)), match.group(2)
        return rest[:length]
    name = HASH_SUFFIX.sub("", name)
    for wrapper in ("core::ptr::drop_in_place<", "core::ptr::drop_glue<"):
        if name.startswith(wrapper):
            name = name[len(wrapper) :]
    name = TYPE_PREFIX.sub("", name)
    match = re.match(r"[A-Za-z_][A-Za-z0-9_]*", name)
    if not match:
        return "(other)"
    head = match.group(0)
    if "::" not in name[: len(head) + 2]:
        return "(unnamed)" if head.startswith(("func", "$")) else head
    return head


def give_up(tool, line):
    """Ends a script on input it cannot use: one line on stderr, exit code 2."""
    print(f"{tool}: {line}", file=sys.stderr)
    sys.exit(2)


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        sys.exit(2)
    path = args[0]
    top = int(args[args.index("--top") + 1]) if "--top" in args else 40
    show_functions = int(args[args.index("--functions") + 1]) if "--functions" in args else 15
    try:
        with open(path, "rb") as wasm:
            buf = wasm.read()
        imports = 0
        code = []
        names = None
        section_bytes = defaultdict(int)
        for section_id, body, end in sections(buf):
            label = {1: "type", 2: "import", 3: "function", 4: "table", 6: "global",
                     7: "export", 9: "element", 10: "code", 11: "data"}.get(section_id, f"section {section_id}")
            if section_id == 0:
                custom, _ = read_name(buf, body)
                label = f"custom '{custom}'"
                names = function_names(buf, body, end) or names
            section_bytes[label] += end - body
            if section_id == 2:
                imports = count_function_imports(buf, body)
            elif section_id == 10:
                code = body_sizes(buf, body)
    except (OSError, ValueError, IndexError) as error:
        give_up("wasm-crate-sizes", f"cannot read {path}: {error}")
    if not names:
        give_up("wasm-crate-sizes", f"{path} has no function names (was it stripped?)")

    total = len(buf)
    print(f"{path}: {total} bytes")
    print("sections:")
    for label, size in sorted(section_bytes.items(), key=lambda item: -item[1]):
        print(f"  {size:>10}  {100 * size / total:5.1f}%  {label}")

    per_crate = defaultdict(int)
    functions = []
    for offset, size in enumerate(code):
        name = names.get(imports + offset, f"func{imports + offset}")
        per_crate[owning_crate(name)] += size
        functions.append((size, name))
    code_total = sum(code)
    print(f"code per crate ({code_total} bytes of code, largest {top}):")
    for crate, size in sorted(per_crate.items(), key=lambda item: -item[1])[:top]:
        print(f"  {size:>10}  {100 * size / code_total:5.1f}%  {crate}")
    print(f"largest functions ({show_functions}):")
    for size, name in sorted(functions, reverse=True)[:show_functions]:
        print(f"  {size:>10}  {HASH_SUFFIX.sub('', name)[:110]}")


if __name__ == "__main__":
    main()
