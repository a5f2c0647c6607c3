#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Turns internetarchive/surt's tests/test_surt.py into surt_tests.json (README.md here).

Usage: extract_surt_tests.py test_surt.py > surt_tests.json
Each `assert F(args) == expected` becomes {"fn", "args", "kwargs", "expected"}, with the
call chain written as one name ("GoogleURLCanonicalizer.canonicalize+getURLString", ...).
Parametrized tests are expanded; xfail tests are kept with "xfail": true.
"""
import ast
import json
import sys


ALIASES = {}  # h = surt.URLRegexTransformer.hostToSURT


def const(node):
    return ast.literal_eval(node)


def as_text(v):
    if isinstance(v, bytes):
        return {"bytes": v.decode("latin-1")}
    if isinstance(v, list):
        return [as_text(e) for e in v]
    return v


def call_name(node):
    if isinstance(node, ast.Attribute):
        base = call_name(node.value)
        return (base + "." if base else "") + node.attr
    if isinstance(node, ast.Name):
        return ALIASES.get(node.id, node.id)
    if isinstance(node, ast.Call):
        return call_name(node.func)
    return "?"


def describe(call, env):
    """(fn, args, kwargs) of expressions like X.canonicalize(handyurl.parse(s)).getURLString()."""
    chain = []
    node = call
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args and \
            node.func.attr in ("getURLString", "geturl", "getPublicSuffix", "getPublicPrefix"):
        chain.append(node.func.attr)
        node = node.func.value
    name = call_name(node.func)
    if node.args and isinstance(node.args[0], ast.Call) and call_name(node.args[0].func) == "handyurl.parse":
        name += "(handyurl.parse)"
        node_args = [node.args[0].args[0]] + list(node.args[1:])
    else:
        node_args = list(node.args)
    args = [evaluate(a, env) for a in node_args]
    kwargs = {}
    for k in node.keywords:
        if k.arg is None:  # **opts
            kwargs.update(evaluate(k.value, env))
        elif k.arg != "canonicalizer":
            kwargs[k.arg] = evaluate(k.value, env)
    if any(k.arg == "canonicalizer" for k in node.keywords):
        name += "[identity canonicalizer]"
    return "+".join([name] + list(reversed(chain))), args, kwargs


def evaluate(node, env):
    if isinstance(node, ast.Name) and node.id in env:
        return env[node.id]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return evaluate(node.left, env) + evaluate(node.right, env)
    if isinstance(node, (ast.Tuple, ast.List)):
        return [evaluate(e, env) for e in node.elts]
    if isinstance(node, ast.Subscript):
        return evaluate(node.value, env)[const(node.slice)]
    if isinstance(node, ast.Call) and call_name(node.func) == "dict":
        return {k.arg: evaluate(k.value, env) for k in node.keywords}
    if isinstance(node, ast.Call) and call_name(node.func) == "handyurl":
        return {"handyurl": {k.arg: evaluate(k.value, env) for k in node.keywords}}
    return const(node)


def main():
    tree = ast.parse(open(sys.argv[1], encoding="utf-8").read())
    cases = []
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        xfail = any(call_name(d) == "pytest.mark.xfail" for d in fn.decorator_list)
        params = [{}]
        for d in fn.decorator_list:
            if isinstance(d, ast.Call) and call_name(d.func) == "pytest.mark.parametrize":
                names = [n.strip() for n in const(d.args[0]).split(",")]
                params = [dict(zip(names, row if len(names) > 1 else (row,))) for row in
                          (evaluate(e, {}) for e in d.args[1].elts)]
        for env in params:
            env = dict(env)
            for stmt in fn.body:
                if isinstance(stmt, ast.Assign):
                    if isinstance(stmt.value, ast.Attribute):
                        ALIASES[stmt.targets[0].id] = call_name(stmt.value)
                        continue
                    try:
                        env[stmt.targets[0].id] = evaluate(stmt.value, env)
                    except ValueError:
                        pass
                    continue
                if not isinstance(stmt, ast.Assert) or not isinstance(stmt.test, ast.Compare):
                    continue
                left, right = stmt.test.left, stmt.test.comparators[0]
                if not isinstance(left, ast.Call):
                    continue
                try:
                    fname, args, kwargs = describe(left, env)
                    expected = None if isinstance(stmt.test.ops[0], ast.Is) else evaluate(right, env)
                except Exception:  # an assert this tool does not read: reported, not dropped
                    print("skipped line", stmt.lineno, file=sys.stderr)
                    continue
                cases.append({"test": fn.name, "line": stmt.lineno, "fn": fname,
                              "args": [as_text(a) for a in args],
                              "kwargs": kwargs,
                              "expected": as_text(expected), "xfail": xfail})
    json.dump(cases, sys.stdout, ensure_ascii=False, indent=1)
    print()


main()
