# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.parse_web_url(): a link read as the WHATWG URL Standard's basic URL parser reads
it, with its parts. The expected parts are the standard's (its host, port, path, query and
fragment states; the default ports of its special schemes); the href is the command's."""
import copy
import pickle

import pytest

import urikit

# (input, base, the parts: scheme, userinfo, host, port, path, query, fragment, opaque, special)
CASES = [
    # Scheme and host lower-cased, the default port (80) dropped, dot segments removed.
    ("HTTP://user:pw@EXAMPLE.com:80/a/../b?q#f", None,
     ("http", "user:pw", "example.com", None, "/b", "q", "f", False, True)),
    # A port that is not the default stays; an empty path of a special scheme is "/".
    ("https://h:8443", None, ("https", None, "h", "8443", "/", None, None, False, True)),
    # The IPv4 parser reads hexadecimal parts and the last part's missing bytes.
    ("http://0x7f.1/", None, ("http", None, "127.0.0.1", None, "/", None, None, False, True)),
    # '\' is '/' in a special scheme.
    ("http://h\\a\\b", None, ("http", None, "h", None, "/a/b", None, None, False, True)),
    # An empty query and an empty fragment are kept, and differ from none.
    ("http://h/?#", None, ("http", None, "h", None, "/", "", "", False, True)),
    # mailto: has an opaque path and no host.
    ("mailto:x@y", None, ("mailto", None, None, None, "x@y", None, None, True, False)),
    # file: always has a host, here the empty one.
    ("file:///C:/x", None, ("file", None, "", None, "/C:/x", None, None, False, True)),
    # A non-special scheme with an authority: its host is opaque, its port not removed.
    ("foo://H:1/p", None, ("foo", None, "H", "1", "/p", None, None, False, False)),
    # Relative links against a base.
    ("../c?x", "http://h/a/b/", ("http", None, "h", None, "/a/c", "x", None, False, True)),
    ("//cdn.example/x.js", "https://example.org/docs/",
     ("https", None, "cdn.example", None, "/x.js", None, None, False, True)),
]


def parts(u):
    return (u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment, u.has_opaque_path, u.is_special)


@pytest.mark.parametrize("text,base,want", CASES)
def test_parts_are_the_standards(text, base, want):
    u = urikit.parse_web_url(text, base)
    assert parts(u) == want
    assert u.href == str(u) == urikit.href(text, base)


def test_href_is_the_commands_and_failures_its_errors(cli):
    texts = [t for t, base, _ in CASES if base is None] + ["http://exa mple.com/", "no scheme", "http://[::1/"]
    records = cli(["href"], texts)
    for text, record in zip(texts, records):
        if record["ok"]:
            assert urikit.parse_web_url(text).href == record["output"]
        else:
            with pytest.raises(urikit.URIError) as info:
                urikit.parse_web_url(text)
            assert (info.value.code, info.value.offset) == (record["error"]["code"], record["error"]["offset"])
            assert info.value.code == "not-a-url"


def test_a_base_a_browser_refuses_raises():
    with pytest.raises(urikit.URIError):
        urikit.parse_web_url("a", base="not a url")


def test_batch_gives_the_same_urls_and_none_for_failures():
    texts = ["HTTP://H/a/./b", "http://exa mple.com/", "x?y"]
    got = urikit.batch.parse_web_url(texts, base="http://base.example/dir/")
    assert [u.href if u is not None else None for u in got] == urikit.batch.href(texts, base="http://base.example/dir/")
    assert got[1] is None and got[2].path == "/dir/x" and got[2].query == "y"
    blob = urikit.batch.parse_web_url(b"http://a/\nhttp://b/")
    assert [u.host for u in blob] == ["a", "b"]


def test_equality_copies_and_pickles():
    u = urikit.parse_web_url("HTTP://H:80/")
    v = urikit.parse_web_url("http://h/")
    assert u == v and hash(u) == hash(v) and u != urikit.parse_web_url("http://h/x")
    assert copy.copy(u) == u and copy.deepcopy(u) == u
    w = pickle.loads(pickle.dumps(u))
    assert w == u and parts(w) == parts(u)
    assert repr(u) == "WebURL('http://h/')"


def test_parse_takes_a_length_limit():
    # parse_options::max_length: a longer input fails with input-too-long at that offset.
    with pytest.raises(urikit.URIError) as info:
        urikit.parse("http://h/abc", max_length=8)
    assert (info.value.code, info.value.offset) == ("input-too-long", 8)
    assert urikit.parse("http://h/abc", max_length=12).path == "/abc"
    assert urikit.URI("http://h/abc", max_length=12).host == "h"
    assert urikit.batch.parse(["http://h/", "http://h/abc"], max_length=9)[1] is None
    with pytest.raises(TypeError):
        urikit.parse("http://h/", max_length=-1)


def test_a_parsed_base_reads_as_its_text():
    base = urikit.parse_web_url("HTTP://Example.org/docs/a?x")
    links = ["../img/a b.png", "//cdn.example/x.js", "?y", "#top", "http://exa mple/"]
    assert urikit.batch.href(links, base=base) == urikit.batch.href(links, base=str(base))
    assert [u and u.href for u in urikit.batch.parse_web_url(links, base=base)] == urikit.batch.href(links, base=base)
    assert urikit.href("../img/a b.png", base=base) == "http://example.org/img/a%20b.png"
    with pytest.raises(TypeError):
        urikit.href("a", base=3)
