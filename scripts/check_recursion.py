#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Checks that no function of the library calls itself, directly or through others.

    scripts/check_recursion.py [CXX=g++]

Compiles every src/*.cpp at -O0 (no inlining hides a call) with GCC's -fcallgraph-info,
joins the per-file call graphs by mangled name and prints every cycle (strongly connected
component) among functions named urikit::... . Exit status 1 when there is one.

Cycles inside the standard library's own templates (std::stable_sort's merge helpers
recurse to a depth of log2(n)) are listed separately and do not fail the check. Calls
through function pointers or virtual functions are not in GCC's graph; the library has none
on its parsing paths.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NODE = re.compile(r'node: \{ title: "([^"]+)" label: "([^"]*)"')
EDGE = re.compile(r'edge: \{ sourcename: "([^"]+)" targetname: "([^"]+)"')


def compile_graphs(cxx, out):
    for src in sorted(glob.glob(os.path.join(ROOT, "src", "*.cpp"))):
        obj = os.path.join(out, os.path.basename(src)[:-4] + ".o")
        subprocess.run([cxx, "-std=c++17", "-O0", "-c", "-fcallgraph-info",
                        "-DURIKIT_STATIC", "-DURIKIT_BUILDING",
                        "-I" + os.path.join(ROOT, "include"), "-I" + os.path.join(ROOT, "src"),
                        src, "-o", obj], check=True, cwd=out)


def read_graph(out):
    edges, labels = {}, {}
    for ci in glob.glob(os.path.join(out, "*.ci")):
        def key(title):
            # Defined functions are "file:mangled", called ones "mangled"; anonymous-namespace
            # functions stay per file.
            name = title.split(":", 1)[1] if title.startswith("/") else title
            return ci + ":" + name if "_GLOBAL__N" in name else name
        for line in open(ci, encoding="utf-8", errors="replace"):
            m = NODE.match(line)
            if m:
                k = key(m.group(1))
                labels.setdefault(k, m.group(2).split("\\n")[0])
                edges.setdefault(k, set())
                continue
            m = EDGE.match(line)
            if m:
                edges.setdefault(key(m.group(1)), set()).add(key(m.group(2)))
    return edges, labels


def cycles(edges, keep):
    """Tarjan's algorithm, iterative (this checker should not recurse either)."""
    index, low, on, stack, found, counter = {}, {}, set(), [], [], 0
    for root in (v for v in edges if keep(v)):
        if root in index:
            continue
        work = [(root, iter(edges.get(root, ())))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if not keep(w):
                    continue
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(edges.get(w, ()))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in edges.get(v, ()):
                    found.append(comp)
    return found


def main():
    cxx = sys.argv[1] if len(sys.argv) > 1 else "g++"
    with tempfile.TemporaryDirectory() as out:
        compile_graphs(cxx, out)
        edges, labels = read_graph(out)
    ours = lambda k: "urikit" in k
    bad, std = [], []
    in_std = lambda k: re.match(r"_ZN?K?St|_ZSt", k.rsplit(":", 1)[-1]) is not None
    for comp in cycles(edges, ours):
        names = [labels.get(k, k) for k in comp]
        (std if all(in_std(k) for k in comp) else bad).append(names)
    n_funcs = sum(1 for k in edges if ours(k))
    print(f"{n_funcs} functions of urikit (with their std:: instantiations) in the call graph")
    for names in std:
        print("standard library recursion (bounded):", names[0][:160])
    for names in bad:
        print("RECURSION:", " -> ".join(n[:120] for n in names))
    print("no recursion in urikit" if not bad else f"{len(bad)} recursive cycles")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
