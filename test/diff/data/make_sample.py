#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Writes real_world_sample.txt: URL shapes seen on the web (links, redirects, API calls,
tracking parameters, file URLs, mailto/tel/urn/data, IPv6 hosts, relative references), with
made-up hosts and paths. Deterministic: python3 make_sample.py > real_world_sample.txt"""
import random

r = random.Random(3986)
hosts = ["example.com", "www.example.org", "api.example.net", "cdn.example.com", "localhost",
         "192.0.2.10", "[2001:db8::1]", "[::1]", "sub.domain.example.co.uk", "xn--bcher-kva.example",
         "127.0.0.1", "10.0.0.1", "my-host_01.example"]
schemes = ["http", "https", "https", "ftp", "ws", "wss", "git+ssh", "svn+ssh"]
words = ["index.html", "about", "docs", "v1", "users", "42", "search", "static", "img", "logo.png",
         "a%20b", "caf%C3%A9", "~user", "en-US", "2024", "file.tar.gz", "wiki", "Main_Page",
         "..", ".", "path;param", "x,y", "%7Euser", "%2F", "item(1)", "a+b", "!important", "*"]
keys = ["q", "utm_source", "utm_medium", "id", "page", "lang", "redirect", "ref", "sort", "token", "a[]"]
vals = ["1", "hello+world", "hello%20world", "http%3A%2F%2Fexample.com%2F", "https://example.org/x?y=z",
        "caf%C3%A9", "", "a/b", "x:y", "%25", "@me", "true"]


def path():
    return "/" + "/".join(r.choice(words) for _ in range(r.randint(0, 4)))


def query():
    if r.random() < 0.5:
        return ""
    return "?" + "&".join(f"{r.choice(keys)}={r.choice(vals)}" for _ in range(r.randint(1, 4)))


def frag():
    return "#" + r.choice(["top", "section-2", "", "!/route", "L10-L20", "%E2%9C%93"]) if r.random() < 0.2 else ""


lines = []
for _ in range(300):
    host = r.choice(hosts)
    auth = host
    if r.random() < 0.1:
        auth = r.choice(["user", "user:pass", "u%40x", "anonymous:"]) + "@" + auth
    if r.random() < 0.15:
        auth += ":" + r.choice(["80", "443", "8080", "3000", "65535", "65536", "0", ""])
    lines.append(f"{r.choice(schemes)}://{auth}{path()}{query()}{frag()}")
for _ in range(60):
    lines.append(r.choice(["", ".", "..", "../", "./"]) + path().lstrip("/") + query() + frag())
    lines.append(path() + query() + frag())
lines += [
    "mailto:user@example.com?subject=Hello%20there", "tel:+1-201-555-0123", "urn:isbn:0451450523",
    "urn:ietf:rfc:3986", "data:text/plain;base64,SGVsbG8=", "file:///etc/hosts", "file://host/share/x.txt",
    "file:///C:/Windows/win.ini", "about:blank", "javascript:void(0)", "news:comp.lang.c",
    "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a", "//cdn.example.com/lib.js",
    "?page=2", "#anchor", "", "geo:37.786971,-122.399677", "sip:alice@atlanta.example.com;transport=tcp",
    "http://example.com:80/", "HTTP://EXAMPLE.COM/A%2fB", "http://[fe80::1]:8080/", "http://[v1.fe80::a+en1]/",
    # As seen in the wild, but not URIs (RFC 3986 §2): these must be rejected by all three.
    "http://example.com/a b", "http://example.com/<script>", "http://example.com/{id}", "https://example.com/a|b",
    "http://example.com/%zz", "http://exa mple.com/", "http://example.com/\u00e9".encode().decode("latin-1"),
    "http://example.com/?q=a^b", "http://example.com/#a#b", "http://[::1/", "http://example.com:80:80/",
]
for line in lines:
    print(line)
