# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The crawler and web-archive functions give what their commands give (canonicalize,
surt, ssurt, host-parts), over the corpus and each option."""
import pytest

import urikit
from corpus import inputs
from test_cli_agreement import agree, run

pytestmark = pytest.mark.skipif(not hasattr(urikit, "surt"), reason="built from a tree without the crawl functions")

# The contract's profiles. An unknown name is a usage error of the command, and the package
# raises ValueError (not URIError) for it.
PROFILES = ["rfc3986-syntax", "rfc3986-scheme", "crawler", "google", "ia", "w3lib", "urlcanon-whatwg",
            "urlcanon-semantic-precise", "urlcanon-semantic", "urlcanon-aggressive"]


@pytest.mark.parametrize("profile", PROFILES)
def test_canonicalize(cli, profile):
    records = run(cli, ["canonicalize", "--profile", profile])
    agree(records, lambda t: urikit.canonicalize(t, profile))
    assert urikit.batch.canonicalize(inputs(), profile) == [r["output"] if r["ok"] else None for r in records]


@pytest.mark.parametrize("profile", ["no-such-profile", "urlcanon", "urlcanon-google"])
def test_unknown_profile_is_a_value_error(cli, profile):
    with pytest.raises(ValueError) as raised:
        urikit.canonicalize("http://example.com/", profile)
    assert not isinstance(raised.value, urikit.URIError)
    with pytest.raises(ValueError):
        urikit.profile_id(profile)


def test_profile_ids_are_what_the_command_stores_beside_its_keys(cli):
    # The "profile" field of `urikit canonicalize --json` is the id to store with the keys
    # (docs/crawler-keys.md); the package names the same profiles and gives the same ids.
    assert urikit.profiles() == PROFILES
    for profile in PROFILES:
        record, = run(cli, ["canonicalize", "--profile", profile], ["http://example.com/"])
        assert urikit.profile_id(profile) == record["profile"]
        assert urikit.profile_id(profile).startswith(profile + "@")
    # The versions name the release of the implementation each profile reproduces.
    assert urikit.profile_id("google") == "google@surt-0.3.1.1"
    assert urikit.profile_id("w3lib") == "w3lib@w3lib-2.1.1.1"


@pytest.mark.parametrize("kwargs,args", [
    ({}, []),
    ({"with_scheme": True, "trailing_comma": True}, ["--with-scheme", "--trailing-comma"]),
    ({"reverse_ipaddr": False, "host_massage": False}, ["--no-reverse-ipaddr", "--no-host-massage"]),
    ({"fixed": True}, ["--fixed"]),
])
def test_surt(cli, kwargs, args):
    agree(run(cli, ["surt"] + args), lambda t: urikit.surt(t, **kwargs))


def test_urlcanon_profiles():
    url = "https://www.Foo.com/A/?B=1&a=2#f"
    assert urikit.canonicalize(url, "urlcanon-whatwg") == "https://www.foo.com/A/?B=1&a=2#f"
    assert urikit.canonicalize(url, "urlcanon-semantic-precise") == "https://www.foo.com/A/?B=1&a=2#f"
    assert urikit.canonicalize(url, "urlcanon-semantic") == "https://www.foo.com/A/?B=1&a=2"
    assert urikit.canonicalize(url, "urlcanon-aggressive") == "http://foo.com/a?a=2&b=1"


def test_surt_fixed_example_of_the_contract():
    url = "http://example.com/script?type=a+b+%26+c&grape=wine"
    assert urikit.surt(url, fixed=True) == "com,example)/script?grape=wine&type=a+b+%26+c"
    assert urikit.surt(url) == "com,example)/script?+c&grape=wine&type=a+b+"
    assert urikit.surt("") == "-"


def test_ssurt(cli):
    agree(run(cli, ["ssurt"]), urikit.ssurt)
    assert urikit.ssurt("http://user:pass@foo.example.org:81/path?query#frag") == (
        "org,example,foo,//81:http@user:pass:/path?query#frag")


FIELDS = ["host", "host_unicode", "host_type", "public_suffix", "registrable_domain", "private_suffix",
          "private_domain", "tld", "reversed_host"]


@pytest.mark.skipif(not hasattr(urikit, "host_parts"), reason="built without libpsl")
def test_host_parts(cli):
    records = run(cli, ["host-parts"])
    for r in records:
        if r["ok"]:
            r["output"] = {f: r[f] for f in FIELDS}
    agree(records, urikit.host_parts)
    assert urikit.batch.host_parts(inputs()) == [r["output"] if r["ok"] else None for r in records]
    parts = urikit.host_parts("https://www.example.co.uk/x")
    assert (parts["registrable_domain"], parts["public_suffix"], parts["tld"]) == ("example.co.uk", "co.uk", "uk")
    # Equal fields share one str (a batch of records is large): the ASCII host's Unicode
    # form, a registrable domain that is the whole host, the TLD that is the public suffix.
    for parts in [urikit.host_parts("http://example.com/")] + urikit.batch.host_parts(["http://example.com/"]):
        assert parts["host_unicode"] is parts["host"] and parts["registrable_domain"] is parts["host"]
        assert parts["tld"] is parts["public_suffix"] and parts["private_suffix"] is parts["public_suffix"]
        assert parts["tld"] == "com" and parts["host"] == "example.com"


@pytest.mark.skipif(not hasattr(urikit, "host_parts"), reason="built without libpsl")
def test_host_parts_as_lines_are_what_the_command_prints(cli):
    import os
    import subprocess
    cli = os.environ["URIKIT_CLI"]  # the `cli` fixture has checked it names the command
    fields = ["input"] + FIELDS
    texts = [t for t in inputs() if "\n" not in t and "\r" not in t]
    blob = "\n".join(t for t in texts if not any("\ud800" <= c <= "\udfff" for c in t)).encode() + b"\n"
    want = subprocess.run([cli, "host-parts", "--tsv", ",".join(fields), "--aligned"], input=blob,
                          capture_output=True).stdout
    assert urikit.batch.host_parts(blob, output="lines", fields=fields) == want
    assert urikit.batch.host_parts(blob, output="lines", fields=",".join(fields)) == want
    # From the list's algorithm: co.uk is a public suffix, so example.co.uk is registrable;
    # an IPv4 host has no suffix; a failure is an empty line; a TAB in the input escaped.
    got = urikit.batch.host_parts(["http://www.Example.co.uk/a", "http://a b/", "http://1.2.3.4/", "http://x.org/\t"],
                                  output="lines", fields="host,registrable_domain,host_type,tld")
    assert got == b"www.example.co.uk\texample.co.uk\tdomain\tuk\n\n1.2.3.4\t\tipv4\t\nx.org\tx.org\tdomain\torg\n"
    assert urikit.batch.host_parts(["http://x.org/a\tb"], output="lines", fields="input") == b"http://x.org/a\\tb\n"
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.host_parts(["http://x.org/", "http://a b/"], output="lines", fields="host", errors="raise")
    assert info.value.index == 1
    for bad in [dict(output="lines"), dict(fields="host"), dict(output="lines", fields="kind"),
                dict(output="lines", fields=[])]:
        with pytest.raises(ValueError):
            urikit.batch.host_parts(["http://x.org/"], **bad)


@pytest.mark.skipif(not hasattr(urikit, "SurtPrefixSet"), reason="built from a tree without the crawl functions")
def test_surt_prefix_set_answers_as_the_loop_over_every_rule():
    # Scope rules as SURT prefixes: a key is in scope when it starts with one of them (the
    # obvious loop over every rule is the reference). "com,example,www," is under
    # "com,example," and is dropped; an empty set covers nothing, "" covers everything.
    rules = ["com,example,", "org,archive)/details/", "com,example,www,", "net,foo)/a"]
    scope = urikit.SurtPrefixSet(rules)
    assert len(scope) == 3
    keys = [urikit.surt(u) for u in ("http://foo.example.com/a", "http://www.example.com/", "http://example.org/",
                                     "http://archive.org/details/x", "http://archive.org/detail",
                                     "http://foo.net/ab", "http://foo.net/b")]
    want = [any(k.startswith(r) for r in rules) for k in keys]
    # (www. goes with surt's host massage, and example.com's own key is "com,example)/":
    # no "com,example," prefix.)
    assert want == [True, False, False, True, False, True, False]
    assert [scope.covers(k) for k in keys] == want == [k in scope for k in keys]
    assert scope.covers_all(keys) == want
    assert scope.covers_all("\n".join(keys).encode()) == want  # a blob of lines
    assert scope.find(keys[0]) == "com,example,"  # the shortest prefix given that covers it
    assert scope.find(keys[2]) is None
    assert not urikit.SurtPrefixSet([]).covers("com,example)/")
    assert urikit.SurtPrefixSet([""]).covers("anything")
    # Many rules and keys made here, against the loop.
    import random
    rng = random.Random(5)
    words = ["com", "org", "example", "a", "ab", "b", ")/", "x", ","]
    many = ["".join(rng.choice(words) for _ in range(rng.randint(1, 4))) for _ in range(500)]
    probes = ["".join(rng.choice(words) for _ in range(rng.randint(0, 6))) for _ in range(2000)]
    big = urikit.SurtPrefixSet(many)
    assert big.covers_all(probes) == [any(p.startswith(r) for r in many) for p in probes]
