# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""URIError, TypeError and ValueError as the contract says."""
import pickle

import pytest

import urikit


def test_uri_error_is_a_value_error_with_code_and_offset():
    with pytest.raises(urikit.URIError) as info:
        urikit.normalize("http://h:8x/")  # port = *DIGIT (RFC 3986 3.2.3): the 'x' at 10
    assert isinstance(info.value, ValueError)
    assert (info.value.code, info.value.offset) == ("invalid-port", 10)


def test_the_offset_counts_utf8_bytes_not_characters():
    # "é" is two bytes in UTF-8: the '%' after "éé" is byte 4, character 2.
    with pytest.raises(urikit.URIError) as info:
        urikit.decode("éé%zz")
    assert (info.value.code, info.value.offset) == ("invalid-percent-encoding", 4)


def test_a_lone_surrogate_is_ill_formed_utf8_at_its_byte():
    # "a" is one byte; the surrogate starts at byte 1 (as the command reports for the
    # bytes 61 ED B2 80).
    with pytest.raises(urikit.URIError) as info:
        urikit.normalize("a\udc80")
    assert (info.value.code, info.value.offset) == ("invalid-utf8", 1)


def test_uri_error_survives_pickle():
    with pytest.raises(urikit.URIError) as info:
        urikit.batch.parse(["ok:", "%zz"], errors="raise")
    copy = pickle.loads(pickle.dumps(info.value))
    assert (copy.code, copy.offset, copy.index, str(copy)) == ("invalid-percent-encoding", 0, 1, str(info.value))


@pytest.mark.parametrize("call", [
    lambda: urikit.normalize(b"http://h/"),
    lambda: urikit.normalize(None),
    lambda: urikit.parse(42),
    lambda: urikit.resolve("http://h/", 1),
    lambda: urikit.equivalent("a:", ["a:"]),
    lambda: urikit.encode(3, "path"),
    lambda: urikit.normalize("a:", level=1),
    lambda: urikit.batch.normalize("http://h/"),       # one str, not an iterable of them
    lambda: urikit.batch.normalize(["a:", b"b:"]),
    lambda: urikit.batch.normalize(7),
])
def test_a_wrong_argument_type_raises_type_error(call):
    with pytest.raises(TypeError):
        call()


@pytest.mark.parametrize("call", [
    lambda: urikit.normalize("a:", level="string"),  # normalize has syntax and scheme only
    lambda: urikit.normalize("a:", level="Scheme"),
    lambda: urikit.equivalent("a:", "a:", level="exact"),
    lambda: urikit.parse("a:", rule="iri"),
    lambda: urikit.encode("a", "pchar"),
    lambda: urikit.decode("a", set="nope"),
    lambda: urikit.encode("a", "path", charset="no-such-charset"),
    lambda: urikit.encode(b"a", "path", charset="no-such-charset"),
    lambda: urikit.decode("a", charset="no-such-charset"),
    lambda: urikit.batch.normalize([], errors="ignore"),
    lambda: urikit.batch.equivalent(["a:"], []),
])
def test_an_unknown_option_value_raises_value_error_not_uri_error(call):
    with pytest.raises(ValueError) as info:
        call()
    assert not isinstance(info.value, urikit.URIError)


def test_a_bad_base_raises_uri_error():
    with pytest.raises(urikit.URIError) as info:
        urikit.resolve("no-scheme/x", "y")
    assert info.value.code == "missing-scheme"
    with pytest.raises(urikit.URIError):
        urikit.batch.resolve("h t://x", ["y"])
    with pytest.raises(urikit.URIError) as info:
        urikit.href("x", base="not a url")
    assert info.value.code == "not-a-url"


def test_options_by_position_keyword_and_in_any_order_of_calls():
    # The scalar functions keep the previous call's options: changing them between calls
    # must change the answer (RFC 3986 6.2.3: :80 goes at the scheme level only).
    text = "HTTP://A:80/#f"
    for _ in range(3):
        assert urikit.normalize(text) == "http://a/#f"
        assert urikit.normalize(text, level="syntax") == "http://a:80/#f"
        assert urikit.normalize(text, "syntax", True) == "http://a:80/"
        assert urikit.normalize(text, drop_fragment=True) == "http://a/"
        assert urikit.normalize(text=text, level="syntax") == "http://a:80/#f"
        level = "".join(["syn", "tax"])  # an equal value, another object
        assert urikit.normalize(text, level=level) == "http://a:80/#f"
    with pytest.raises(TypeError):
        urikit.normalize()
    with pytest.raises(TypeError):
        urikit.normalize(text, lvl="syntax")
    with pytest.raises(TypeError):
        urikit.normalize(text, "syntax", True, True, True, True, True, True, True, True)
