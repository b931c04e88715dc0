#!/usr/bin/env python3
"""Import cycles in a Rust crate's source (issues 33, 48): between its
files, and between its top-level modules (folders). Reads whole files,
tests included, and every path form: `crate::`, `super::` (inside inline
modules too: `mod tests { use super::* }` is the file itself), `self::`,
a declared child module's bare name, and `use` trees with nested braces.
A parent's `pub use child::...` (a re-export) is no edge, nor is a
file's use of a module it is declared in (its context); any other use
is, a parent's use of its child too. An inline module (a file's `mod
tests { ... }`) is a module of its own: what it uses is its own use, and
nothing can use it back. Prints each cycle; exits 1 when there is one.

    scripts/import-cycles.py core/src web/src
"""
import collections
import glob
import os
import re
import sys


def modules(root):
    """Module path (a tuple) -> file, for every file of the crate."""
    files = {}
    for f in glob.glob(os.path.join(root, '**', '*.rs'), recursive=True):
        parts = os.path.relpath(f, root)[:-3].split(os.sep)
        if parts[-1] == 'mod':
            parts = parts[:-1]
        if parts in (['lib'], ['main']) or parts[0] == 'bin' or parts[-1].endswith('_main'):
            continue
        files[tuple(parts)] = f
    return files


STRIP = re.compile(
    r'//[^\n]*'                      # line comments (doc comments too)
    r'|/\*.*?\*/'                    # block comments
    r'|b?r(#*)".*?"\1'               # raw strings
    r'|b?"(?:\\.|[^"\\])*"'          # strings
    r"|b?'(?:\\.|[^'\\])'",          # char literals (not lifetimes)
    re.S)


def strip(text):
    return STRIP.sub(lambda m: '""' if m.group(0)[:1] in 'rb"' else ' ', text)


def use_tree(tree):
    """`a::{b, c::{d, e}}` -> [[a, b], [a, c, d], [a, c, e]] (`self` kept)."""
    out = []

    def walk(prefix, t):
        # Split t at top-level commas.
        depth, start, items = 0, 0, []
        for i, ch in enumerate(t):
            if ch == '{':
                depth += 1
            elif ch == '}':
                depth -= 1
            elif ch == ',' and depth == 0:
                items.append(t[start:i])
                start = i + 1
        items.append(t[start:])
        for item in filter(None, (i.strip() for i in items)):
            brace = item.find('{')
            if brace >= 0:
                head = [s.strip() for s in item[:brace].split('::') if s.strip()]
                walk(prefix + head, item[brace + 1:item.rindex('}')])
            else:
                path = re.split(r'\s+as\s+', item)[0]
                out.append(prefix + [s.strip() for s in path.split('::') if s.strip()])

    walk([], tree)
    return out


TOKEN = re.compile(
    r'\bmod\s+(\w+)\s*([;{])'                                  # module declarations
    r'|(?P<pub>\bpub(?:\([^)]*\))?\s+)?\buse\s+(?P<tree>[^;]+);'  # use statements
    r'|\b(?P<head>crate|super|self|[a-z_]\w*)(?P<rest>(?:\s*::\s*\w+)+)'  # paths in code
    r'|(?P<open>\{)|(?P<close>\})')


def edges(files):
    def resolve(path):
        for k in range(len(path), 0, -1):
            if tuple(path[:k]) in files:
                return tuple(path[:k])
        return None

    out = collections.defaultdict(set)
    for mod, f in files.items():
        text = strip(open(f, encoding='utf-8').read())
        children = set(re.findall(r'\bmod\s+(\w+)\s*;', text))
        stack = []  # inline modules and other braces

        def absolute(segs, inline):
            """The module path `segs` names, seen from `mod` + `inline`."""
            here = list(mod) + inline
            head = segs[0]
            if head == 'crate':
                return segs[1:]
            if head == 'self':
                return here + segs[1:]
            if head == 'super':
                k = 0
                while k < len(segs) and segs[k] == 'super':
                    k += 1
                return here[:len(here) - k] + segs[k:]
            if not inline and head in children:
                return here + segs
            return None  # another crate, a type, a local name

        for m in TOKEN.finditer(text):
            if m.group(1):
                if m.group(2) == '{':
                    stack.append(m.group(1))
                continue
            if m.group('open'):
                stack.append(None)
                continue
            if m.group('close'):
                if stack:
                    stack.pop()
                continue
            inline = [s for s in stack if s is not None]
            if m.group('tree') is not None:
                paths = use_tree(m.group('tree'))
                reexport = m.group('pub') is not None
            else:
                paths = [[m.group('head')] + [s.strip() for s in m.group('rest').split('::')[1:]]]
                reexport = False
            for segs in paths:
                segs = [s for s in segs if s != '*']
                if not segs:
                    continue
                target = absolute(segs, inline)
                if target is None:
                    continue
                t = resolve(target)
                if t is None or t == mod:
                    continue
                # An inline module (`mod tests { ... }`) is a module of its
                # own, inside the file: its uses are its own, and nothing
                # outside the file can use it back.
                source = mod + tuple(inline)
                # A parent re-exporting its own child is no edge; nor is a
                # file's use of a module it is declared in (`super::`):
                # a module's parent is its context, and the files under
                # one folder form a DAG.
                if (reexport and t[:len(mod)] == mod) or mod[:len(t)] == t:
                    continue
                out[source].add(t)
    return out


def cycles(graph, nodes):
    index, low, stack, on, found = {}, {}, [], set(), []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in nodes:
        if v not in index:
            visit(v)
    return found


SELF_TEST = {
    # A cycle through a bare child path, found after a `#[cfg(test)]` item.
    'child': ({'a.rs': 'mod x;\n#[cfg(test)]\nconst T: u8 = 0;\nfn f() { x::g(); }',
               'a/x.rs': 'use crate::b::h;', 'b.rs': 'pub fn h() { crate::a::f() }'}, 1),
    # A nested use tree and `self::` inside an inline module.
    'tree': ({'p.rs': 'use crate::{q::{self, r}};', 'q.rs': 'mod inner { use super::super::p::X; }\npub fn f() { crate::p::y() }'}, 1),
    # A test module's uses are its own: no cycle.
    'tests': ({'m.rs': 'pub fn f() {}\n#[cfg(test)]\nmod tests { use crate::n::g; }', 'n.rs': 'use crate::m::f;'}, 0),
    # A child's use of its parent, and a parent's re-export: no cycle.
    'parent': ({'k/mod.rs': 'mod c;\npub use c::C;\npub struct P;', 'k/c.rs': 'use super::P;\npub struct C;'}, 0),
}


def self_test():
    """The checker on crates made for it: each finds what it must."""
    import tempfile
    failed = 0
    for name, (tree, want) in SELF_TEST.items():
        with tempfile.TemporaryDirectory() as root:
            for path, text in tree.items():
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), 'w', encoding='utf-8') as f:
                    f.write(text)
            found = len(cycles(edges(modules(root)), sorted(modules(root))))
        print(f'self-test {name}: {found} cycle(s), expected {want}')
        failed += found != want
    return failed


def main():
    if sys.argv[1:] == ['--self-test']:
        sys.exit(1 if self_test() else 0)
    bad = 0
    for root in sys.argv[1:] or ['core/src', 'web/src']:
        files = modules(root)
        graph = edges(files)
        tops = collections.defaultdict(set)
        for a, bs in graph.items():
            for b in bs:
                if a[0] != b[0]:
                    tops[(a[0],)].add((b[0],))
        here = 0
        nodes = sorted(set(files) | set(graph))
        for level, g, nodes in (('modules', graph, nodes), ('folders', tops, sorted({(m[0],) for m in files}))):
            found = cycles(g, nodes)
            for comp in found:
                print(f'{root}: import cycle between {level}: ' + ', '.join('/'.join(c) for c in comp))
                for a in comp:
                    print('    ' + '/'.join(a) + ' -> ' + ', '.join('/'.join(b) for b in sorted(g[a]) if b in comp))
            here += len(found)
        print(f'{root}: {len(files)} files, {sum(len(v) for v in graph.values())} imports, cycles: {here}')
        bad += here
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
