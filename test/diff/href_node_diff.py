#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""href() against a browser engine: node's URL class (ada, a WHATWG URL parser).

Inputs, all shipped under data/ or generated here (deterministic):
- href_urls.txt: a sample of real URL lists (see make_href_sample.py), no base;
- href_pages/*.html: every href/src attribute of hand-written pages, read against the page's
  URL (the `<!-- page: URL -->` line), as a browser resolves them;
- messy strings: URLs of both sets with junk put in (spaces, tabs, newlines, backslashes,
  '%', Unicode, delimiters, case changes), with and without a base.

For every input node accepts, node's href is put through the RFC 3986 step (each component's
characters outside its RFC 3986 rule percent-encoded as UTF-8; a '%' without two hex digits
becomes %25; written here from the RFC's ABNF) and compared with urikit's output. Agreement must
be at least 99.5 %; the differences are printed by class. Every urikit output must parse as a
strict RFC 3986 URI. Exit 77 (ctest: skipped) when node is not installed.

Usage: href_node_diff.py PATH-TO-urikit_href_cases DATA-DIR [--show N]
"""
import glob
import html.parser
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
UNRESERVED = set(ALPHA + "0123456789-._~")
SUB_DELIMS = set("!$&'()*+,;=")
USERINFO = UNRESERVED | SUB_DELIMS | {":"}
REG_NAME = UNRESERVED | SUB_DELIMS
PCHAR = UNRESERVED | SUB_DELIMS | {":", "@"}
PATH = PCHAR | {"/"}
QUERY = PCHAR | {"/", "?"}
HEX = set("0123456789ABCDEFabcdef")


def rfc_step(text, allowed):
    """RFC 3986 §2.1/§2.4: characters outside `allowed` as UTF-8 %XX; a lone '%' as %25."""
    out = []
    for i, ch in enumerate(text):
        if ch == "%":
            out.append("%" if i + 2 < len(text) and text[i + 1] in HEX and text[i + 2] in HEX else "%25")
        elif ch in allowed:
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


def rfc3986_href(href):
    """The RFC 3986 step over a WHATWG href, component by component (see test/unit/href_test.cpp)."""
    colon = href.index(":")
    out, rest = href[: colon + 1], href[colon + 1:]
    if rest.startswith("//"):
        m = re.search(r"[/?#]", rest[2:])
        end = m.start() + 2 if m else len(rest)
        authority, rest = rest[2:end], rest[end:]
        out += "//"
        at = authority.rfind("@")
        if at >= 0:
            out += rfc_step(authority[:at], USERINFO) + "@"
            authority = authority[at + 1:]
        if authority.startswith("["):
            host_end = authority.index("]") + 1
        else:
            host_end = authority.rfind(":") if ":" in authority else len(authority)
        host = authority[:host_end]
        out += host if host.startswith("[") else rfc_step(host, REG_NAME)
        out += authority[host_end:]
    m = re.search(r"[?#]", rest)
    path_end = m.start() if m else len(rest)
    out += rfc_step(rest[:path_end], PATH)
    rest = rest[path_end:]
    if rest.startswith("?"):
        q_end = rest.find("#") if "#" in rest else len(rest)
        out += "?" + rfc_step(rest[1:q_end], QUERY)
        rest = rest[q_end:]
    if rest:
        out += "#" + rfc_step(rest[1:], QUERY)
    return out


class LinkCollector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)


def page_cases(data_dir):
    cases = []
    for path in sorted(glob.glob(os.path.join(data_dir, "href_pages", "*.html"))):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        page = re.search(r"<!-- page: (\S+) -->", text).group(1)
        collector = LinkCollector()
        collector.feed(text)
        cases += [("page", link, page) for link in collector.links]
    return cases


JUNK = [" ", "  ", "\t", "\n", "\r\n", "\\", "|", "^", "{", "}", "`", '"', "<", ">", "%", "%%", "%2e",
        "%2E%2e", "%zz", "%4", "%41", "ü", "☕", "é", "\u200d", "\x00", "\x7f", "\x1f", "[", "]", "@", ":",
        "#", "?", "..", ".", "/./", "/../", "//", "\\\\", "xn--", "0x7f", "ß", "\u3002", "Ａ", "'", "&",
        "=", "+", ";", ",", "*", "!", "~", "$", "(", ")", "\u00a0", "\ufeff"]


def messy_cases(urls, pages, count, seed=18):
    r = random.Random(seed)
    cases = []
    for _ in range(count):
        kind, text, base = r.choice(urls) if r.random() < 0.6 else r.choice(pages)
        for _ in range(r.randint(1, 4)):
            at = r.randint(0, len(text))
            text = text[:at] + r.choice(JUNK) + text[at:]
        if r.random() < 0.2:
            text = "".join(c.upper() if r.random() < 0.3 else c for c in text)
        if r.random() < 0.15:
            text = r.choice([" ", "\t", "\n ", "\x01"]) + text + r.choice([" ", "\n", "\x00", "  "])
        if base is None and r.random() < 0.2:
            base = r.choice(pages)[2]
        cases.append(("messy", text, base))
    return cases


NODE_SCRIPT = r"""
const fs = require('fs');
const cases = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const out = cases.map(([input, base]) => {
  try { return (base === null ? new URL(input) : new URL(input, base)).href; } catch (e) { return null; }
});
fs.writeFileSync(process.argv[2], JSON.stringify(out));
"""


def classify(input_text, ours, theirs):
    """A short name for the kind of a difference, for the report."""
    if ours is None:
        return "urikit fails, node accepts"
    if ours.split(":")[0] != theirs.split(":")[0]:
        return "scheme differs"
    o_host = re.match(r"[^:]*://([^/?#]*)", ours)
    t_host = re.match(r"[^:]*://([^/?#]*)", theirs)
    if (o_host and o_host.group(1)) != (t_host and t_host.group(1)):
        if re.search(r"[^\x00-\x7f]|xn--", input_text):
            return "host: IDNA (UTS #46 edition)"
        return "host differs"
    return "path/query/fragment differs"


def main():
    if shutil.which("node") is None:
        print("node is not installed: href differential skipped")
        return 77
    tool, data_dir = sys.argv[1], sys.argv[2]
    show = int(sys.argv[sys.argv.index("--show") + 1]) if "--show" in sys.argv else 5
    with open(os.path.join(data_dir, "href_urls.txt"), encoding="utf-8") as f:
        urls = [("list", line, None) for line in f.read().split("\n") if line]
    pages = page_cases(data_dir)
    cases = urls + pages + messy_cases(urls, pages, 3000)
    with tempfile.TemporaryDirectory() as tmp:
        cases_json = os.path.join(tmp, "cases.json")
        node_json = os.path.join(tmp, "node.json")
        with open(cases_json, "w", encoding="utf-8") as f:
            json.dump([[text, base] for _, text, base in cases], f)
        subprocess.run(["node", "-e", NODE_SCRIPT, cases_json, node_json], check=True)
        with open(node_json, encoding="utf-8") as f:
            theirs = json.load(f)
    feed = "".join(text.encode("utf-8").hex() + "\t" + ("" if base is None else base.encode("utf-8").hex()) + "\n"
                   for _, text, base in cases)
    lines = subprocess.run([tool], input=feed.encode(), capture_output=True, check=True).stdout.decode().splitlines()
    assert len(lines) == len(cases), (len(lines), len(cases))

    accepted = agree = not_strict = we_only = 0
    classes = {}
    by_source = {}
    only_ours = []
    for (source, text, base), node_href, line in zip(cases, theirs, lines):
        fields = line.split("\t")
        ours = bytes.fromhex(fields[1]).decode("utf-8") if fields[0] == "1" else None
        if ours is not None and fields[2] != "1":
            not_strict += 1
            print("NOT STRICT RFC 3986:", repr(text), "->", repr(ours))
        stats = by_source.setdefault(source, [0, 0])
        if node_href is None:
            if ours is not None:
                we_only += 1
                only_ours.append((text, base, ours))
            continue
        accepted += 1
        stats[0] += 1
        expected = rfc3986_href(node_href)
        if ours == expected:
            agree += 1
            stats[1] += 1
            continue
        name = classify(text, ours, expected)
        classes.setdefault(name, []).append((text, base, ours, expected))

    print(f"inputs: {len(cases)} (list {len(urls)}, page links {len(pages)}, messy {len(cases) - len(urls) - len(pages)})")
    for source, (n, ok) in sorted(by_source.items()):
        print(f"  {source}: node accepts {n}, same output {ok} ({100.0 * ok / max(n, 1):.2f} %)")
    rate = 100.0 * agree / max(accepted, 1)
    print(f"node accepts {accepted}; same output {agree} ({rate:.2f} %); "
          f"urikit accepts {we_only} that node rejects; {not_strict} outputs not strict RFC 3986")
    for name, items in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        print(f"difference class '{name}': {len(items)}")
        for text, base, ours, expected in items[:show]:
            print(f"    {text!r} (base {base!r}):\n      urikit {ours!r}\n      node   {expected!r}")
    for text, base, ours in only_ours[:show]:
        print(f"    node rejects {text!r} (base {base!r}); urikit gives {ours!r}")
    return 0 if rate >= 99.5 and not_strict == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
