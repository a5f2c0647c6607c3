# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Deterministic URL streams for the Dask job's test and the benchmarks: URLs with many
equivalent spellings (RFC 3986 6.2: case of scheme and host, default ports, escapes of
unreserved characters, dot segments) and crawler-level variants (fragments, query order,
empty queries), some invalid lines, some lines that are not UTF-8. No real list is
needed, and the same seed gives the same bytes."""
import random


def url_lines(count, seed=1, distinct_hosts=5000):
    """`count` lines (bytes, no endings)."""
    rng = random.Random(seed)
    tlds = ["com", "org", "net", "de", "example"]
    words = ["a", "b", "index.html", "~user", "docs", "x y", "2024", "%C3%A9t%C3%A9", "p", "q"]
    out = []
    for _ in range(count):
        host = f"host{rng.randrange(distinct_hosts)}.{rng.choice(tlds)}"
        path = "/" + "/".join(rng.choice(words).replace(" ", "%20") for _ in range(rng.randint(0, 3)))
        query = "" if rng.random() < 0.6 else "?" + "&".join(
            f"{k}={rng.randrange(3)}" for k in rng.sample("abcd", rng.randint(1, 3)))
        url = f"http://{host}{path}{query}"
        r = rng.random()
        if r < 0.1:
            url = url.replace("http://", "HTTP://").replace(host, host.upper())
        elif r < 0.2:
            url = url.replace(host, host + ":80")
        elif r < 0.3:
            url = url.replace("~", "%7E").replace("a", "%61", 1) if "~" in url else url.replace("/", "/./", 1)
        elif r < 0.35:
            url = url.replace(host + "/", host + "/zz/../")
        elif r < 0.45:
            url += "#frag" + str(rng.randrange(3))
        elif r < 0.47:
            url += "?"
        elif r < 0.48:
            url = url.replace("/", "/ ", 1)[::-1] if rng.random() < 0.5 else url + "%zz"  # invalid
        line = url.encode()
        if rng.random() < 0.001:
            line = line + b"\xff"  # not UTF-8
        out.append(line)
    return out


def url_blob(count, seed=1, **kwargs):
    return b"\n".join(url_lines(count, seed, **kwargs)) + b"\n"
