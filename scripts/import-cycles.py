#!/usr/bin/env python3
"""Import cycles in a Rust crate's source (issue 33): between its files,
and between its top-level modules (folders). Follows `crate::` and
`super::` paths outside tests; a `mod.rs` that only declares and
re-exports its children is no edge back. Prints each cycle; exits 1 when
there is one.

    scripts/import-cycles.py core/src web/src
"""
import collections
import glob
import os
import re
import sys


def modules(root):
    files = {}
    for f in glob.glob(os.path.join(root, '**', '*.rs'), recursive=True):
        parts = os.path.relpath(f, root)[:-3].split(os.sep)
        if parts[-1] == 'mod':
            parts = parts[:-1]
        if parts in (['lib'], ['main']) or parts[0] == 'bin' or parts[-1].endswith('_main'):
            continue
        files[tuple(parts)] = f
    return files


def edges(files):
    def resolve(path):
        for k in range(len(path), 0, -1):
            if tuple(path[:k]) in files:
                return tuple(path[:k])
        return None

    out = collections.defaultdict(set)
    for mod, f in files.items():
        text = open(f, encoding='utf-8').read()
        cut = text.find('#[cfg(test)]')
        if cut >= 0:
            text = text[:cut]
        text = re.sub(r'//.*', '', text)
        is_mod = f.endswith('mod.rs')
        # `super` of a/b.rs is a; of a/b/mod.rs (module a::b) it is a too.
        parent = list(mod[:-1])
        paths = []
        for m in re.finditer(r'\b(crate|super)((?:::\w+)+)', text):
            segs = m.group(2).split('::')[1:]
            paths.append(segs if m.group(1) == 'crate' else parent + segs)
        for m in re.finditer(r'\buse (crate|super)::\{([^}]*)\}', text):
            for item in m.group(2).split(','):
                head = item.strip().split('::')[0].split(' ')[0]
                if head and head != 'self':
                    paths.append(([] if m.group(1) == 'crate' else parent) + [head])
        for p in paths:
            t = resolve(p)
            if t and t != mod and not (is_mod and t[:len(mod)] == mod):
                out[mod].add(t)
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


def main():
    bad = 0
    for root in sys.argv[1:] or ['core/src', 'web/src']:
        files = modules(root)
        graph = edges(files)
        tops = collections.defaultdict(set)
        for a, bs in graph.items():
            for b in bs:
                if a[0] != b[0]:
                    tops[(a[0],)].add((b[0],))
        for level, g, nodes in (('files', graph, list(files)), ('folders', tops, sorted({(m[0],) for m in files}))):
            found = cycles(g, nodes)
            for comp in found:
                print(f'{root}: import cycle between {level}: ' + ', '.join('/'.join(c) for c in comp))
            bad += len(found)
        print(f'{root}: {len(files)} files, {sum(len(v) for v in graph.values())} imports, cycles: {bad}')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
