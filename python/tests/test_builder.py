# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.Builder gives what `urikit build` gives for the same edits (output, or the
error's code and offset), and its segment and parameter edits read back as written."""
import copy
import pickle

import pytest

import urikit

CASES = [
    # (input, builder edits, the command's options)
    ("http://h/a", lambda b: b.set_host("a b"), ["--host", "a b"]),
    ("http://h/a", lambda b: b.set_host("[::1]", encoded=True), ["--host", "[::1]", "--encoded"]),
    ("http://h/a", lambda b: b.set_host("a b", encoded=True), ["--host", "a b", "--encoded"]),
    ("", lambda b: b.set_scheme("https").set_host("example.com").set_path("/a b"),
     ["--scheme", "https", "--host", "example.com", "--path", "/a b"]),
    ("http://h/", lambda b: b.set_scheme("1http"), ["--scheme", "1http"]),
    ("http://h/", lambda b: b.set_port("08x"), ["--port", "08x"]),
    ("http://h:80/", lambda b: b.remove_port().set_userinfo("me:pw@"), ["--remove-port", "--userinfo", "me:pw@"]),
    ("http://h/d", lambda b: b.append_segment("a/b").append_segment("c"),
     ["--append-segment", "a/b", "--append-segment", "c"]),
    ("http://h/?x=1", lambda b: b.append_param("q", "a b&c", style="plain").append_param("r", "", style="plain"),
     ["--param", "q=a b&c", "--param", "r="]),
    ("http://h/?x=1", lambda b: b.append_param("q", "a b"), ["--param", "q=a b", "--form"]),
    ("http://h/?b=2&a=1&b=3", lambda b: b.set_param("b", "9"), ["--set-param", "b=9"]),
    ("http://h/?b=2&a=1&b=3", lambda b: b.erase_param("b") and b, ["--erase-param", "b"]),
    ("http://h/?b=2&a=1", lambda b: b.sort_params(), ["--sort-params"]),
    ("http://h/p#f", lambda b: b.set_fragment("x y").remove_query(), ["--fragment", "x y", "--remove-query"]),
    ("file://h/x", lambda b: b.remove_host(), ["--remove-host"]),
    ("a:b", lambda b: b.remove_scheme(), ["--remove-scheme"]),
]


@pytest.mark.parametrize("text,edit,args", CASES)
def test_builder_equals_the_build_command(cli, text, edit, args):
    record = cli(["build"] + args, [text], as_arguments=True)[0]
    try:
        got = ("ok", str(edit(urikit.Builder(text))))
    except urikit.URIError as e:
        got = ("error", e.code, e.offset)
    want = ("ok", record["output"]) if record["ok"] else ("error", record["error"]["code"], record["error"]["offset"])
    assert got == want


def test_segments_and_params_read_back():
    b = urikit.Builder("http://h/a/b%2Fc?x=1&y&z=a+b")
    assert b.segments() == ["a", "b/c"] and b.encoded_segments() == ["a", "b%2Fc"]
    # The C++ default, param_style::form: '+' is a space, as browsers read queries.
    assert b.params() == [("x", "1"), ("y", None), ("z", "a b")]
    assert b.params(style="plain")[2] == ("z", "a+b")  # RFC 3986: '+' is itself
    with pytest.raises(ValueError):
        b.params(style="forms")
    b.insert_segment(0, "new").replace_segment(2, "d e").erase_segment(1)
    assert b.path == "/new/d%20e"
    assert b.erase_param("y") == 1 and b.query == "x=1&z=a+b"
    b.set_segments(["p", "q/r"])
    assert str(b) == "http://h/p/q%2Fr?x=1&z=a+b"


def test_params_read_one_by_name_and_erased_by_a_predicate():
    b = urikit.Builder("http://h/?a=1&b&a=2&utm_source=x&c=d+e")
    # The first pair of a name; "" for a name without '=' (it has no value); None: no pair.
    assert (b.get_param("a"), b.get_param("b"), b.get_param("zz")) == ("1", "", None)
    assert b.has_param("b") and not b.has_param("zz")
    assert (b.get_param("c"), b.get_param("c", style="plain")) == ("d e", "d+e")  # form: '+' is a space
    # The other pairs keep their order and their bytes.
    assert b.erase_params_if(lambda name, value: name == "a" or name.startswith("utm_")) == 3
    assert b.query == "b&c=d+e"
    assert b.erase_params_if(lambda name, value: value is None) == 1 and b.query == "c=d+e"
    assert b.erase_params_if(lambda name, value: False) == 0 and b.query == "c=d+e"

    def refuse(name, value):
        raise KeyError(name)

    with pytest.raises(KeyError):  # the predicate's exception, and the builder unchanged
        b.erase_params_if(refuse)
    assert str(b) == "http://h/?c=d+e"
    # A predicate that adds pairs to the builder itself: refused, never marks read past their end.
    with pytest.raises(ValueError):
        b.erase_params_if(lambda name, value: b.append_param("x", "1") is None)
    # RFC 3986 section 3.2.2: the host's kind.
    assert [urikit.Builder(t).host_type for t in ("http://h/", "http://10.0.0.1/", "http://[::1]/", "a:b")] == [
        "reg-name", "ipv4", "ipv6", None]


def test_a_failed_edit_changes_nothing_and_copies_are_independent():
    b = urikit.Builder("http://h/p")
    with pytest.raises(urikit.URIError) as info:
        b.set_port("8o")  # port = *DIGIT: the 'o' at offset 1 of the value
    assert (info.value.code, info.value.offset, str(b)) == ("invalid-port", 1, "http://h/p")
    c = copy.copy(b).set_port(8080)
    assert str(b) == "http://h/p" and str(c) == "http://h:8080/p"
    assert pickle.loads(pickle.dumps(c)) == c
    with pytest.raises(ValueError):
        b.set_port(70000)
    with pytest.raises(TypeError):
        b.set_host(3)
    with pytest.raises(TypeError):
        hash(b)


def test_built_from_parsed_uris_with_the_parse_options():
    u = urikit.parse("http://h:8080/p?a=%41&b&c=")
    b = urikit.Builder(u)
    assert str(b) == str(u) and b.port_number == 8080
    # As written, not decoded (RFC 3986 2.1: %41 stays until normalized).
    assert b.encoded_params() == [("a", "%41"), ("b", None), ("c", "")]
    assert str(urikit.Builder(urikit.parse_web_url("HTTP://X:80/y"))) == "http://x/y"
    assert urikit.Builder("http://h:/").port == "" and urikit.Builder("http://h:/").port_number is None
    assert urikit.Builder("http://h:70000/").port_number is None  # past 65535: no port number
    # RFC 6874 zone IDs only when asked, as parse() takes them.
    with pytest.raises(urikit.URIError):
        urikit.Builder("http://[fe80::1%25eth0]/")
    assert urikit.Builder("http://[fe80::1%25eth0]/", allow_zone_id=True).host == "[fe80::1%25eth0]"
    with pytest.raises(urikit.URIError) as info:
        urikit.Builder("http://h/abc", max_length=8)
    assert (info.value.code, info.value.offset) == ("input-too-long", 8)
