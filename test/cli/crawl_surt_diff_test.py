#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Differential test: `urikit surt` (defaults and every option turned), `canonicalize
--profile google|ia`, `urikit ssurt` and `canonicalize --profile urlcanon-*` against Python
surt 0.3.1 and urlcanon 0.3, when
those modules can be imported (neither is a Debian package: put them on PYTHONPATH, e.g. a
checkout of internetarchive/surt and of iipc/urlcanon's python/ folder). Skips (exit 0,
saying so) otherwise. URLs are made here from a fixed seed.

Usage: crawl_surt_diff_test.py path/to/urikit [count]
"""
import json
import random
import subprocess
import sys

CLI = sys.argv[1]
COUNT = int(sys.argv[2]) if len(sys.argv) > 2 else 3000

BASES = ["http://www.Example.com/do?c=3&b=5&b=2&a=50#f", "http://www.bücher.de/ä?q=bücher",
         "https://u:p@H.example:8080/a/./b/../c?jsessionid=0123456789abcdef0123456789abcdef&x=1",
         "http://x/%2f%3F%41%25zz?a=%FF&b=%c3%a9&c", "HTTP://EXAMPLE.COM:/", "mailto:Foo@BAR", "dns:WWW.x.com",
         "www.example.com/a b", "http://[::1]:80/a", "http://010.1.1.1/", "http://3279880203/blah",
         "http://h/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx", "http://h/?CFID=1&CFTOKEN=2&x=3",
         "http://example.com/script?type=a+b+%26+c&grape=wine", "filedesc:foo.arc.gz", "http://h..com./x",
         "whois://whois.isoc.org.il/shaveh.co.il", "http://192.168.1.254/info/"]
PIECES = ["%", "%2", "%25", "%26", "%3D", "/", "..", "/../", ".", "?", "#", "&", "=", ":", "@", "www.", "www2.",
          " ", "\t", "ü", "A", "%C3%BC", "[", "]", ":8080", "\\", "0x", "1."]

REFERENCE = r'''
import json, sys
out = []
lines = sys.stdin.read().split("\n")[:-1]
try:
    import surt
    from surt import handyurl, GoogleURLCanonicalizer as G, DefaultIAURLCanonicalizer as D
except ImportError:
    surt = None
try:
    import urlcanon
except ImportError:
    urlcanon = None
def call(f):
    try:
        return f()
    except Exception:
        return None
for u in lines:
    r = {}
    if surt:
        r["surt"] = call(lambda: surt.surt(u))
        r["surt_all"] = call(lambda: surt.surt(u, with_scheme=True, trailing_comma=True, reverse_ipaddr=False,
                                               host_massage=False))
        r["google"] = call(lambda: G.canonicalize(handyurl.parse(u)).getURLString())
        r["ia"] = call(lambda: D.canonicalize(handyurl.parse(u)).getURLString())
    if urlcanon:
        r["ssurt"] = call(lambda: urlcanon.parse_url(u).ssurt().decode())
        for name in ("whatwg", "semantic_precise", "semantic", "aggressive"):
            r["urlcanon-" + name.replace("_", "-")] = call(lambda: str(getattr(urlcanon, name)(u)))
    out.append(r)
print(json.dumps({"surt": surt is not None, "urlcanon": urlcanon is not None, "results": out}))
'''

COMMANDS = {"surt": ["surt"],
            "surt_all": ["surt", "--with-scheme", "--trailing-comma", "--no-reverse-ipaddr", "--no-host-massage"],
            "google": ["canonicalize", "--profile", "google"], "ia": ["canonicalize", "--profile", "ia"],
            "ssurt": ["ssurt"]}
for _name in ("urlcanon-whatwg", "urlcanon-semantic-precise", "urlcanon-semantic", "urlcanon-aggressive"):
    COMMANDS[_name] = ["canonicalize", "--profile", _name]


def main():
    rng = random.Random(19)
    inputs = list(BASES)
    while len(inputs) < COUNT:
        s = list(rng.choice(BASES))
        for _ in range(rng.randint(1, 4)):
            s.insert(rng.randint(0, len(s)), rng.choice(PIECES))
        inputs.append("".join(s).strip("\n"))
    stdin = ("\n".join(inputs) + "\n").encode()
    ref = subprocess.run([sys.executable, "-c", REFERENCE], input=stdin, capture_output=True, check=True)
    data = json.loads(ref.stdout)
    if not data["surt"] and not data["urlcanon"]:
        print("neither surt nor urlcanon can be imported (not Debian packages; see the header): skipped")
        return 0
    bad = total = 0
    for key, args in COMMANDS.items():
        if key not in data["results"][0]:
            continue
        got = subprocess.run([CLI] + args + ["--json"], input=stdin, capture_output=True, check=False)
        records = [json.loads(line) for line in got.stdout.decode().splitlines()]
        for url, want, r in zip(inputs, data["results"], records):
            total += 1
            g = r.get("output") if r["ok"] else None
            if g != want[key]:
                bad += 1
                if bad <= 10:
                    print("differs:", key, repr(url), "python:", repr(want[key]), "urikit:", repr(g))
    print(f"{total - bad} passed, {bad} failed")
    return 1 if bad else 0


sys.exit(main())
