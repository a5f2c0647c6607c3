#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Turns the canonicalize_url cases of scrapy/w3lib's tests/test_url.py into
w3lib_canonicalize_tests.json (README.md here).

Usage: extract_w3lib_tests.py test_url.py > w3lib_canonicalize_tests.json
Each self.assertEqual(canonicalize_url(ARGS), EXPECTED) of class CanonicalizeUrlTest whose
arguments are literals becomes {"line", "args", "kwargs", "expected"}; bytes are written as
{"bytes": "<latin-1 text>"}. Other asserts (types, urlparse'd input) are counted on stderr.
"""
import ast
import json
import sys


def text(v):
    return {"bytes": v.decode("latin-1")} if isinstance(v, bytes) else v


def main():
    tree = ast.parse(open(sys.argv[1], encoding="utf-8").read())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "CanonicalizeUrlTest")
    cases, skipped = [], 0
    for node in ast.walk(cls):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and
                node.func.attr == "assertEqual" and len(node.args) == 2):
            continue
        call, expected = node.args
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "canonicalize_url"):
            skipped += 1
            continue
        try:
            args = [ast.literal_eval(a) for a in call.args]
            kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
            want = ast.literal_eval(expected)
        except ValueError:
            skipped += 1
            continue
        cases.append({"line": node.lineno, "args": [text(a) for a in args], "kwargs": kwargs, "expected": want})
    cases.sort(key=lambda c: c["line"])
    print("skipped", skipped, file=sys.stderr)
    json.dump(cases, sys.stdout, ensure_ascii=False, indent=1)
    print()


main()
