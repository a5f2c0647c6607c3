# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Inputs for comparing the package with the command: hand-picked URIs and near-URIs
(RFC 3986's examples, edge cases of each component, IRIs, browser-style links, broken
escapes, lone surrogates) and deterministic mutations of them, so that every error path
and offset is reached."""
import random

SEEDS = [
    "", "a:", "a:?", "http://h:", "http://h:/", "HTTP://Example.COM:80/a/./b/../%7euser",
    "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "http://a/b/c/d;p?q", "g:h", "../g", "//g", "?y", "#s",
    "g;x?y#s", "./g", "../../../g", "/./g", "g..", "..g", "g/./h", "http:g", "mailto:John.Doe@example.com",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one", "tel:+1-816-555-1212", "telnet://192.0.2.16:80/",
    "news:comp.infosystems.www.servers.unix", "http://[v7.abc]/", "http://[::ffff:1.2.3.4]:0080/",
    "http://[fe80::1%25eth0]/", "http://u:p@h.example:08080/p/%2e%2E/q?b=2&a=1&a=0#frag",
    "https://example.com:443/?", "http://example.com/%2F%3f?%41=%42#%43", "a:b:c", "1a:b", ":a", "a b",
    "http://h/%zz", "http://h/%4", "%", "http://[::1", "http://[1:2:3:4:5:6:7:8:9]/", "http://h:99999999999999999999/",
    "http://bücher.de/ä?ö#ü", "http://xn--bcher-kva.de/%C3%A4", "http://%E4%BE%8B.jp/", "http://日本.jp/パス",
    "http://0x7f.1/", "  http://example.com/a b  ", "http:\\\\h\\p", "http://h/a|b^c{d}", "javascript:alert(1)",
    "http://h/\t/x", "a%2Fb%3D", "a+b%20c", "%E2%82%AC", "%C3%28", "%ED%A0%80", "%F0%9F%98%80", "caf\u00e9",
    "a=1&b=2&c", "\u00e9 b", "\udc80", "a\ud800b", "http://h/\udcff", "http://a.b.c./", "http://h/?q=a b",
    "file:///C:/x", "http://user@/p", "//[::1]:80", "x://h:8080/", "wss://h:443/", "ftp://h:21", "ws://h:80",
]

PALETTE = list("%:/?#[]@!$&'()*+,;=-._~ \"<>\\^`{|}") + [
    "%2e", "%2E", "%25", "%zz", "%C3%A9", "é", "€", "日", "\u200d", "\u202e", "xn--", "..", "./", "\t",
    "\udc80", "A", "z", "0", "9", "[::1]", "%00", "\x7f", "\x01",
]


def mutated(count, seed=20):
    """`count` mutations of the seeds: a few insertions, deletions and replacements each."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        s = SEEDS[i % len(SEEDS)]
        for _ in range(rng.randint(1, 3)):
            pos = rng.randint(0, len(s))
            op = rng.random()
            if op < 0.5:
                s = s[:pos] + rng.choice(PALETTE) + s[pos:]
            elif op < 0.75 and s:
                s = s[:pos] + s[pos + 1:]
            else:
                s = s[:pos] + rng.choice(PALETTE) + s[pos + 1:]
        out.append(s)
    return out


def inputs(count=1500):
    return SEEDS + mutated(count)
