# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.URI: components as written (RFC 3986 3, the contract's parse fields), text,
equality, hashing, pickle and copy."""
import copy
import pickle

import pytest

import urikit

FIELDS = ("scheme", "authority", "userinfo", "host", "host_type", "port", "path", "query", "fragment")


def components(u):
    return tuple(getattr(u, f) for f in FIELDS)


def test_rfc3986_example_components():
    # RFC 3986 section 3: foo://example.com:8042/over/there?name=ferret#nose
    u = urikit.parse("foo://example.com:8042/over/there?name=ferret#nose")
    assert components(u) == ("foo", "example.com:8042", None, "example.com", "reg-name", "8042",
                             "/over/there", "name=ferret", "nose")
    assert components(urikit.parse("urn:example:animal:ferret:nose")) == (
        "urn", None, None, None, None, None, "example:animal:ferret:nose", None, None)


def test_defined_but_empty_is_not_undefined():
    assert urikit.parse("a:?").query == ""
    assert urikit.parse("a:").query is None
    assert urikit.parse("http://h:").port == ""
    assert urikit.parse("").path == ""


def test_components_stay_encoded_and_ip_literals_keep_brackets():
    u = urikit.parse("http://%75ser@[::1]:80/a%2Fb?%3F#%23")
    assert (u.userinfo, u.host, u.host_type, u.path, u.query, u.fragment) == (
        "%75ser", "[::1]", "ipv6", "/a%2Fb", "%3F", "%23")
    assert urikit.parse("http://1.2.3.4/").host_type == "ipv4"
    assert urikit.parse("http://[v1.x]/").host_type == "ipvfuture"


def test_rules():
    assert urikit.parse("a/b", "relative").path == "a/b"
    for rule, text, code in [("uri", "a/b", "missing-scheme"), ("absolute", "a:b#c", "fragment-not-allowed"),
                             ("relative", "a:b", "colon-in-first-segment")]:
        with pytest.raises(urikit.URIError) as info:
            urikit.parse(text, rule)
        assert info.value.code == code


def test_text_equality_hash_pickle_copy():
    u = urikit.parse("http://Example.com/%C3%A4?x#y")
    assert str(u) == "http://Example.com/%C3%A4?x#y"
    assert u == urikit.URI("http://Example.com/%C3%A4?x#y")
    assert u != urikit.parse("http://example.com/%C3%A4?x#y")  # equal texts, not equivalence
    assert u != "http://Example.com/%C3%A4?x#y"
    assert len({u, urikit.parse(str(u))}) == 1
    for other in (pickle.loads(pickle.dumps(u)), copy.copy(u), copy.deepcopy(u)):
        assert other == u and hash(other) == hash(u) and components(other) == components(u)
    zoned = urikit.parse("http://[fe80::1%25eth0]/", allow_zone_id=True)
    assert pickle.loads(pickle.dumps(zoned)).host == "[fe80::1%25eth0]"
    assert repr(u) == "URI('http://Example.com/%C3%A4?x#y')"
