#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Writes href_urls.txt, the URL-list part of the href differential (href_node_diff.py): a
deterministic sample of the shared URL lists (ada-url/url-various-datasets' kasztp, node_files
and isaacs_files; the Debian docs_urls list). userbait.txt is left out (unknown copyright).
Every line whose text strict RFC 3986 would reject (space, backslash, quote, brackets, '%',
'|', non-ASCII, ...) is kept, plus every Nth other line.

Usage: make_href_sample.py /path/to/shared/data/urls > href_urls.txt"""
import re
import sys

every = {"kasztp.txt": 60, "node_files.txt": 150, "isaacs_files.txt": 20, "docs_urls.txt": 40}
messy = re.compile(r"[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=]|%(?![0-9A-Fa-f]{2})")
out = []
for name, n in every.items():
    with open(f"{sys.argv[1]}/{name}", encoding="utf-8-sig") as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines):
        if line and (i % n == 0 or (messy.search(line) and len([x for x in out if x[0] == name]) < 400)):
            out.append((name, line))
sys.stdout.write("".join(line + "\n" for _, line in out))
