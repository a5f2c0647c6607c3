# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Each function gives what the command gives (python-contract.md): the same output text,
or URIError with the same code and offset (and `which` for equivalent), for every input of
the corpus, with every option the contract names."""
import pytest

import urikit
from corpus import inputs

INPUTS = inputs()


def agree(records, call, field="output", convert=lambda v: v):
    """Checks call(input) against each record: the field's value, or the error."""
    mismatches = []
    for record, text in zip(records, INPUTS_OF[id(records)]):
        try:
            got = ("ok", convert(call(text)))
        except urikit.URIError as e:
            got = ("error", e.code, e.offset, getattr(e, "which", None))
        if record["ok"]:
            want = ("ok", record[field])
        else:
            err = record["error"]
            want = ("error", err["code"], err["offset"], err.get("which"))
        if got != want:
            mismatches.append((text, got, want))
    assert not mismatches, mismatches[:5]
    return len(records)


INPUTS_OF = {}


def run(cli, args, texts=None):
    texts = INPUTS if texts is None else texts
    records = cli(args, texts)
    INPUTS_OF[id(records)] = texts
    return records


@pytest.mark.parametrize("kwargs,args", [
    ({}, []),
    ({"level": "syntax"}, ["--level", "syntax"]),
    ({"drop_fragment": True}, ["--drop-fragment"]),
    ({"sort_query": True}, ["--sort-query"]),
    ({"drop_fragment": True, "sort_query": True, "level": "syntax"}, ["--drop-fragment", "--sort-query", "--level", "syntax"]),
    ({"crawler": True}, ["--crawler"]),
    ({"conservative": True}, ["--conservative"]),
    ({"remove_tracking_params": True}, ["--remove-tracking"]),
    ({"remove_tracking_params": True, "crawler": True}, ["--remove-tracking", "--crawler"]),
])
def test_normalize(cli, kwargs, args):
    records = run(cli, ["normalize"] + args)
    agree(records, lambda t: urikit.normalize(t, **kwargs))
    # The batch gives the same, None for the failures.
    assert urikit.batch.normalize(INPUTS, **kwargs) == [r["output"] if r["ok"] else None for r in records]


@pytest.mark.parametrize("rule", ["reference", "uri", "absolute", "relative"])
def test_parse(cli, rule):
    records = run(cli, ["parse", "--as", rule])
    fields = ["scheme", "authority", "userinfo", "host", "host_type", "port", "path", "query", "fragment"]
    for r in records:
        if r["ok"]:
            r["output"] = [r[f] for f in fields]
    agree(records, lambda t: urikit.parse(t, rule), convert=lambda u: [getattr(u, f) for f in fields])
    parsed = urikit.batch.parse(INPUTS, rule)
    assert [None if u is None else str(u) for u in parsed] == [t if r["ok"] else None for t, r in zip(INPUTS, records)]


@pytest.mark.parametrize("base", ["http://a/b/c/d;p?q", "foo:bar", "http://h", "a://b/c/./d/..#x"])
@pytest.mark.parametrize("strict", [True, False])
def test_resolve(cli, base, strict):
    records = run(cli, ["resolve", "--base", base] + ([] if strict else ["--non-strict"]))
    agree(records, lambda t: urikit.resolve(base, t, strict=strict))
    assert urikit.batch.resolve(base, INPUTS, strict=strict) == [r["output"] if r["ok"] else None for r in records]


@pytest.mark.parametrize("level", ["string", "syntax", "scheme"])
@pytest.mark.parametrize("unordered", [False, True])
@pytest.mark.parametrize("tracking", [False, True])
def test_equivalent(cli, level, unordered, tracking):
    # Pairs: each input with a normalized-looking neighbour and with itself upper-cased;
    # each with its query's parameters reversed; and each http(s) URL with a tracking
    # parameter (DuckDuckGo's list has utm_source) added to its query.
    pairs = [(a, b) for a, b in zip(INPUTS, INPUTS[1:] + INPUTS[:1])] + [(a, a.upper()) for a in INPUTS]
    for a in INPUTS:
        head, mark, query = a.partition("?")
        if mark:
            query, hash_mark, fragment = query.partition("#")
            pairs.append((a, head + "?" + "&".join(reversed(query.split("&"))) + hash_mark + fragment))
        if a.startswith(("http://", "https://")):
            head, hash_mark, fragment = a.partition("#")
            pairs.append((a, head + ("&" if "?" in head else "?") + "utm_source=feed" + hash_mark + fragment))
    pairs = [(a, b) for a, b in pairs if "\t" not in a and "\t" not in b]
    texts = [a + "\t" + b for a, b in pairs]
    flags = (["--unordered-query"] if unordered else []) + (["--remove-tracking"] if tracking else [])
    records = run(cli, ["compare", "--level", level] + flags, texts)
    by_text = dict(zip(texts, pairs))
    options = dict(level=level, unordered_query=unordered, remove_tracking_params=tracking)
    agree(records, lambda t: urikit.equivalent(*by_text[t], **options), field="equivalent")
    firsts, seconds = zip(*pairs)
    assert urikit.batch.equivalent(firsts, seconds, **options) == [
        r["equivalent"] if r["ok"] else None for r in records]
    # Some added tracking parameter makes a difference exactly when the list is not applied.
    if level != "string":
        assert any(r["ok"] and r["equivalent"] == tracking for t, r in zip(texts, records) if "utm_source=feed" in t)
    # equivalent implies the same hash.
    for (a, b), r in zip(pairs, records):
        if r["ok"] and r["equivalent"]:
            assert urikit.hash(a, **options) == urikit.hash(b, **options), (a, b)


SETS = ["unreserved", "userinfo", "reg-name", "segment", "path", "query", "fragment", "query-param", "form",
        "ecma-uri", "ecma-component"]


@pytest.mark.parametrize("set_name", SETS)
def test_encode_text(cli, set_name):
    records = run(cli, ["encode", "--set", set_name])
    agree(records, lambda t: urikit.encode(t, set_name))
    assert urikit.batch.encode(INPUTS, set_name) == [r["output"] if r["ok"] else None for r in records]


@pytest.mark.parametrize("set_name", ["unreserved", "query", "form"])
@pytest.mark.parametrize("charset", ["windows-1252", "Shift_JIS"])
def test_encode_text_in_a_charset(cli, set_name, charset):
    records = run(cli, ["encode", "--set", set_name, "--output-charset", charset])
    agree(records, lambda t: urikit.encode(t, set_name, charset=charset))


@pytest.mark.parametrize("set_name", ["unreserved", "path", "form", "ecma-component"])
@pytest.mark.parametrize("charset", [None, "ISO-8859-1", "Shift_JIS"])
def test_encode_octets(cli, set_name, charset):
    octets = [t.encode("utf-8", "surrogatepass") for t in INPUTS] + [bytes(range(256)), b"\x82\xa0\xff\x00"]
    hexes = [o.hex(" ") for o in octets]
    args = ["encode", "--set", set_name, "--input-hex"] + (["--input-charset", charset] if charset else [])
    records = run(cli, args, hexes)
    by_hex = dict(zip(hexes, octets))
    agree(records, lambda h: urikit.encode(by_hex[h], set_name, charset=charset))


@pytest.mark.parametrize("kwargs,args", [
    ({}, []),
    ({"lenient": True}, ["--lenient"]),
    ({"set": "form"}, ["--set", "form"]),
    ({"set": "ecma-uri"}, ["--set", "ecma-uri"]),
    ({"set": "ecma-component"}, ["--set", "ecma-component"]),
    ({"set": "ecma-uri", "lenient": True}, ["--set", "ecma-uri", "--lenient"]),
    ({"charset": "windows-1252"}, ["--output-charset", "windows-1252"]),
    ({"charset": "Shift_JIS", "set": "form"}, ["--output-charset", "Shift_JIS", "--set", "form"]),
])
def test_decode(cli, kwargs, args):
    records = run(cli, ["decode"] + args)
    agree(records, lambda t: urikit.decode(t, **kwargs))
    assert urikit.batch.decode(INPUTS, **kwargs) == [r["output"] if r["ok"] else None for r in records]


@pytest.mark.parametrize("kwargs,args", [({}, []), ({"lenient": True, "set": "form"}, ["--lenient", "--set", "form"])])
def test_decode_bytes(cli, kwargs, args):
    records = run(cli, ["decode", "--output-hex"] + args)
    agree(records, lambda t: urikit.decode_bytes(t, **kwargs), field="output_hex", convert=lambda b: b.hex().upper())


def test_iri_to_uri(cli):
    agree(run(cli, ["iri-to-uri"]), urikit.iri_to_uri)
    agree(run(cli, ["iri-to-uri", "--transitional", "--std3", "--no-check-bidi"]),
          lambda t: urikit.iri_to_uri(t, transitional=True, std3=True, check_bidi=False))


def test_uri_to_iri(cli):
    agree(run(cli, ["uri-to-iri"]), urikit.uri_to_iri)
    agree(run(cli, ["uri-to-iri", "--keep-host"]), lambda t: urikit.uri_to_iri(t, keep_host=True))


@pytest.mark.parametrize("base", [None, "http://example.com/a/b?c#d", "file:///C:/dir/"])
def test_href(cli, base):
    records = run(cli, ["href"] + (["--base", base] if base else []))
    agree(records, lambda t: urikit.href(t, base=base))
    assert urikit.batch.href(INPUTS, base=base) == [r["output"] if r["ok"] else None for r in records]


@pytest.mark.parametrize("kwargs,args", [
    ({"level": "string"}, ["--level", "string"]),
    ({"level": "syntax"}, ["--level", "syntax"]),
    ({}, []),
    ({"crawler": True}, ["--crawler"]),
    ({"conservative": True}, ["--conservative"]),
])
def test_dedup_key(cli, kwargs, args):
    records = run(cli, ["dedup"] + args)
    agree(records, lambda t: urikit.dedup_key(t, **kwargs), field="normalized")


def test_repair(cli):
    records = run(cli, ["repair"])
    agree(records, urikit.repair)
    # The fixes, as the command's "fixes" lists them (an input it could not read has none).
    agree(records, urikit.repair_fixes, field="fixes",
          convert=lambda fixes: [{"offset": offset, "kind": kind} for offset, kind in fixes])
    assert urikit.batch.repair_fixes(INPUTS) == [
        [(f["offset"], f["kind"]) for f in r["fixes"]] if r["ok"] else None for r in records]
    # RFC 3986: a space is not allowed in a path (2.2, 3.3), nor '|', nor a '%' without two
    # hex digits (2.1); they are fixed at their offsets.
    assert urikit.repair_fixes("http://h/a b|c%zz") == [
        (10, "encoded-character"), (12, "encoded-character"), (14, "encoded-percent")]
    assert urikit.repair_fixes("http://h/ok") == []


def test_relativize_batch_is_the_scalar_call():
    base = "http://h/a/b/c?q"
    targets = ["http://h/a/x", "http://h/a/b/c?r", "http://o/z", "https://h/a/x", "http://h/a/b/c?q#f", "%zz"]

    def one(t):
        try:
            return urikit.relativize(base, t)
        except urikit.URIError:
            return None

    assert urikit.batch.relativize(base, targets) == [one(t) for t in targets]
    # RFC 3986 5.2 undoes it: each reference resolves back to its target.
    for t, r in zip(targets, urikit.batch.relativize(base, targets)):
        if r is not None:
            assert urikit.resolve(base, r) == t
    assert urikit.batch.relativize(base, targets[:2], output="lines") == b"../x\n?r\n"


def test_tracking_params_version_is_the_commands(cli):
    # `urikit --version` names the list behind --remove-tracking on its own line.
    import subprocess
    p = subprocess.run([cli.path, "--version"], capture_output=True, timeout=60, check=True)
    lines = [line for line in p.stdout.decode("utf-8").splitlines() if line.startswith("tracking parameters ")]
    assert len(lines) == 1
    version = urikit.tracking_params_version()
    assert isinstance(version, str) and version.startswith("duckduckgo/privacy-configuration@")
    assert lines[0] == "tracking parameters " + version
    assert "remove_tracking_params" in urikit.tracking_params_version.__doc__
