#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Differential test: `urikit canonicalize --profile w3lib` against Debian's python3-w3lib
(w3lib.url.canonicalize_url) on URLs made here from a fixed seed. Skips (exit 0, saying so)
when w3lib cannot be imported by /usr/bin/python3 or this interpreter.

Usage: crawl_w3lib_diff_test.py path/to/urikit [count]
"""
import json
import random
import subprocess
import sys

CLI = sys.argv[1]
COUNT = int(sys.argv[2]) if len(sys.argv) > 2 else 3000

BASES = ["http://www.Example.com/do?c=3&b=5&b=2&a=50", "http://www.bücher.de/ä?q=bücher#frag",
         "https://u:p@H.example:8080/a;b/c;d?q;r=1&s+t=%2B", "http://x/%2f%3F%41%25zz?a=%FF&b=%c3%a9&c",
         "HTTP://EXAMPLE.COM:/", "mailto:Foo@BAR", "www.example.com/a b", "//host/p", "file:///C:/a b",
         "http://[::1]:80/a", "http://[v1.x]/", "http://ÄÄ..de/", "http://x?a=1", "foo://x/;p?q",
         "http://はじめよう.みんな/?query=サ&maxResults=5", "http://foo.com/AC%2FDC+rocks%3f/?yeah=1"]
PIECES = ["%", "%2", "%25", "%2F", "%3f", "/", "..", ";", "?", "#", "&", "=", "+", ":", "@", "[", "]", " ", "\t",
          "ü", "€", "A", "%C3%BC", "%FF", "|", "\\", "^", "{", "'", '"', "\u2100", "ß", "İ", "xn--", ".", "::"]

REFERENCE = r'''
import json, sys
from w3lib.url import canonicalize_url
for line in sys.stdin.read().split("\n")[:-1]:
    try:
        print(json.dumps(canonicalize_url(line)))
    except Exception:
        print("null")
'''


def find_python():
    for python in ("/usr/bin/python3", sys.executable):
        p = subprocess.run([python, "-c", "import w3lib.url"], capture_output=True, check=False)
        if p.returncode == 0:
            return python
    return None


def main():
    python = find_python()
    if not python:
        print("w3lib not installed (Debian: python3-w3lib): skipped")
        return 0
    rng = random.Random(19)
    inputs = list(BASES)
    while len(inputs) < COUNT:
        s = list(rng.choice(BASES))
        for _ in range(rng.randint(1, 4)):
            s.insert(rng.randint(0, len(s)), rng.choice(PIECES))
        inputs.append("".join(s))
    stdin = ("\n".join(inputs) + "\n").encode()
    ref = subprocess.run([python, "-c", REFERENCE], input=stdin, capture_output=True, check=True)
    want = [json.loads(line) for line in ref.stdout.decode().splitlines()]
    got = subprocess.run([CLI, "canonicalize", "--profile", "w3lib", "--json"], input=stdin, capture_output=True,
                         check=False)
    records = [json.loads(line) for line in got.stdout.decode().splitlines()]
    if len(records) != len(inputs) or len(want) != len(inputs):
        print("wrong number of records", len(records), len(want), len(inputs))
        return 1
    bad = 0
    for url, w, r in zip(inputs, want, records):
        g = r.get("output") if r["ok"] else None
        if g != w:
            bad += 1
            if bad <= 10:
                print("differs:", repr(url), "w3lib:", repr(w), "urikit:", repr(g))
    print(f"{len(inputs) - bad} passed, {bad} failed")
    return 1 if bad else 0


sys.exit(main())
