#!/usr/bin/env python3
"""Checks that the modules of a Rust crate import one way only: no circle of imports.

A module is one file (`a/b.rs` or `a/b/mod.rs` is `a::b`). A file imports another when
it names an item of it through `crate::`, `super::` or `self::` paths or a path that
starts at one of its child modules, in `use`
declarations (braces expanded) or inline. A path names the deepest module file that
exists along it, so `crate::ui::Button` is `ui` (whatever `ui` re-exports) and
`crate::ui::focus::Activate` is `ui::focus`. Declaring a child (`mod child;`) is not an
import. Prints every circle (strongly connected group of files) and exits 1 if any.

With `--layers` before a crate's folder, its top-level modules are layers in the order
its `lib.rs` declares them, bottom first, and an import from a layer into one declared
after it (one above it) fails too.

usage: scripts/check-imports.py [--layers] SRC_DIR [[--layers] SRC_DIR ...]   (each a crate's src/)
"""
import os
import re
import sys


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'r#+".*?"#+', '""', text, flags=re.S)
    text = re.sub(r'"(\\.|[^"\\])*"', '""', text, flags=re.S)
    return text


def module_files(src):
    """Maps module path tuples to files, and files to their module path."""
    modules = {}
    for root, _, files in os.walk(src):
        for name in files:
            if not name.endswith(".rs"):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, src)[:-3].split(os.sep)
            if rel[-1] == "mod":
                rel = rel[:-1]
            elif rel in (["lib"], ["main"]):
                rel = []
            modules.setdefault(tuple(rel), path)
    return modules


def expand_use_tree(tree):
    """`a::{b, c::{d, e}}` -> ['a::b', 'a::c::d', 'a::c::e']."""
    tree = tree.strip()
    depth = 0
    for i, ch in enumerate(tree):
        if ch == "{":
            if depth == 0:
                prefix = tree[:i]
                inner = tree[i + 1 : tree.rindex("}")]
                parts, level, start = [], 0, 0
                for j, c in enumerate(inner):
                    if c == "{":
                        level += 1
                    elif c == "}":
                        level -= 1
                    elif c == "," and level == 0:
                        parts.append(inner[start:j])
                        start = j + 1
                parts.append(inner[start:])
                out = []
                for part in parts:
                    if part.strip():
                        out.extend(prefix + p for p in expand_use_tree(part))
                return out
            depth += 1
    return [tree]


PATH = re.compile(r"(?<![\w$:])((?:\w+)(?:\s*::\s*(?:\w+|\*))+)")
USE = re.compile(r"\buse\s+([^;]+);")


def module_of(own, segments, modules):
    """The module file that a path from module `own` names (deepest existing prefix)."""
    base = list(own)
    rest = list(segments)
    if not rest:
        return None
    if rest[0] == "crate":
        base = []
        rest = rest[1:]
    else:
        while rest and rest[0] in ("super", "self"):
            if rest[0] == "super":
                base = base[:-1]
            rest = rest[1:]
    best = None
    for i in range(len(base) + 1):
        if tuple(base[:i]) in modules:
            best = tuple(base[:i])
    for i in range(1, len(rest) + 1):
        candidate = tuple(base + rest[:i])
        if candidate in modules:
            best = candidate
        else:
            break
    return best


INLINE_MOD = re.compile(r"\bmod\s+(\w+)\s*\{")


def inline_modules(text):
    """(start, end, name) of every inline `mod name { ... }` block, by brace matching."""
    blocks = []
    for m in INLINE_MOD.finditer(text):
        depth, i = 0, m.end() - 1
        while i < len(text):
            if text[i] == "{":
                depth += 1
            elif text[i] == "}":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        blocks.append((m.start(), i, m.group(1)))
    return blocks


def module_at(own, blocks, position):
    """The module a position of a file is in: the file's, plus its inline modules."""
    inner = [name for start, end, name in blocks if start < position < end]
    return tuple(own) + tuple(inner)


def edges_of(src):
    modules = module_files(src)
    edges = {m: set() for m in modules}
    for own, path in modules.items():
        text = strip_comments_and_strings(open(path, encoding="utf-8").read())
        blocks = inline_modules(text)
        found = []
        for use in USE.finditer(text):
            for expanded in expand_use_tree(use.group(1)):
                expanded = re.sub(r"\s+as\s+\w+$", "", expanded.strip())
                found.append((use.start(), expanded))
        found.extend((m.start(), m.group(1)) for m in PATH.finditer(text))
        for position, p in found:
            segments = [s.strip() for s in p.split("::") if s.strip()]
            if not segments:
                continue
            here = module_at(own, blocks, position)
            if segments[0] not in ("crate", "super", "self"):
                # A path may also start at a child module of this one (`hud::Layout`).
                if here + (segments[0],) not in modules:
                    continue
                segments = ["self"] + segments
            target = module_of(here, segments, modules)
            if target is not None and target != own:
                edges[own].add(target)
    return modules, edges


def circles(edges):
    """Tarjan's strongly connected components with more than one file."""
    index, low, stack, on_stack, result = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                result.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in edges:
        if v not in index:
            visit(v)
    return result


def name(module):
    return "crate" if not module else "::".join(module)


MOD_DECL = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;", re.M)


def layer_order(src):
    """The crate's top-level modules in the order `lib.rs` declares them: its layers,
    bottom first."""
    text = strip_comments_and_strings(open(os.path.join(src, "lib.rs"), encoding="utf-8").read())
    return MOD_DECL.findall(text)


def upward_imports(src, edges):
    """Imports from a layer to one declared after it in `lib.rs` (a higher one)."""
    order = {layer: rank for rank, layer in enumerate(layer_order(src))}
    found = []
    for own, targets in edges.items():
        if not own or own[0] not in order:
            continue
        for target in targets:
            if target and target[0] in order and order[target[0]] > order[own[0]]:
                found.append((own, target))
    return sorted(found)


def main(args):
    failed = False
    layered = False
    for src in args:
        if src == "--layers":
            layered = True
            continue
        modules, edges = edges_of(src)
        found = circles(edges)
        count = sum(len(e) for e in edges.values())
        upward = upward_imports(src, edges) if layered else []
        for own, target in upward:
            print(f"{src}: {name(own)} imports {name(target)}, a layer above it in lib.rs")
        failed = failed or bool(upward)
        layers = f", each layer imports only those below it ({' < '.join(layer_order(src))})"
        if not found:
            print(f"{src}: {len(modules)} modules, {count} imports, no circle{layers if layered and not upward else ''}")
        layered = False
        failed = failed or bool(found)
        for group in found:
            members = set(group)
            print(f"{src}: circle of {len(group)} modules:")
            for m in group:
                inside = sorted(name(t) for t in edges[m] if t in members)
                print(f"  {name(m)} -> {', '.join(inside)}")
    return 1 if failed else 0


def self_test():
    """The checker on small made-up crates: one clean, one with a circle, one with an
    import up the layers. Run by CI before the real crates (`--self-test`)."""
    import tempfile

    def crate(files):
        root = tempfile.mkdtemp(prefix="check-imports-")
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(text)
        return root

    lib = "pub mod low;\npub mod high;\n"
    clean = crate({"lib.rs": lib, "low/mod.rs": "pub mod a;\npub mod b;\n",
                   "low/a.rs": "pub struct A;\n", "low/b.rs": "use super::a::A;\n",
                   "high.rs": "use crate::low::{a::A, b};\n"})
    circle = crate({"lib.rs": lib, "low/mod.rs": "pub mod a;\npub mod b;\n",
                    "low/a.rs": "use crate::low::b::B;\npub struct A;\n",
                    "low/b.rs": "use super::a::A; // A\npub struct B;\n", "high.rs": ""})
    upward = crate({"lib.rs": lib, "low.rs": "fn f() { crate::high::g(); }\n",
                    "high.rs": "pub fn g() {}\n"})
    import contextlib, io
    results = {}
    for label, root in (("clean", clean), ("circle", circle), ("upward", upward)):
        with contextlib.redirect_stdout(io.StringIO()) as out:
            results[label] = (main(["--layers", root]), out.getvalue())
    assert results["clean"][0] == 0, results["clean"]
    assert results["circle"][0] == 1 and "circle of 2 modules" in results["circle"][1], results["circle"]
    assert results["upward"][0] == 1 and "low imports high" in results["upward"][1], results["upward"]
    # Without --layers an upward import alone is no circle.
    with contextlib.redirect_stdout(io.StringIO()):
        assert main([upward]) == 0
    print("check-imports self-test: a clean crate passes, a circle and an upward import fail")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
