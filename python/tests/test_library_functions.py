# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The library's functions that no command verb mirrors: is_normalized, IDNA's domain
conversions, IRI equivalence and file: URIs, against values their standards give (UTS #46,
RFC 3987 section 5.3, RFC 8089's appendix E), and against the package's own normalize()."""
import pytest

import urikit

from corpus import inputs


def test_is_normalized_is_normalize_giving_the_text_back():
    options = [{}, {"level": "syntax"}, {"crawler": True}, {"sort_query": True}, {"conservative": True},
               {"remove_tracking_params": True}]
    texts = [t for t in inputs() if "\n" not in t]
    for o in options:
        want = []
        for t in texts:
            try:
                want.append(urikit.normalize(t, **o) == t)
            except urikit.URIError:
                want.append(None)
        assert urikit.batch.is_normalized(texts, **o) == want, o
    # RFC 3986 6.2.2.1: the scheme is case-insensitive, lower case is the normal form.
    assert not urikit.is_normalized("HTTP://a/") and urikit.is_normalized("http://a/")
    with pytest.raises(urikit.URIError):
        urikit.is_normalized("%zz")


def test_domains_by_uts46():
    # UTS #46 / RFC 3492: "bücher" is "xn--bcher-kva"; ToUnicode reverses it.
    assert urikit.domain_to_ascii("bücher.example") == "xn--bcher-kva.example"
    assert urikit.domain_to_unicode("xn--bcher-kva.example") == "bücher.example"
    # Nontransitional processing keeps 'ß' (xn--fa-hia); transitional maps it to "ss".
    assert urikit.domain_to_ascii("faß.de") == "xn--fa-hia.de"
    assert urikit.domain_to_ascii("faß.de", transitional=True) == "fass.de"
    # STD3 rules refuse '_' only when asked.
    assert urikit.domain_to_ascii("a_b.example") == "a_b.example"
    with pytest.raises(urikit.URIError) as info:
        urikit.domain_to_ascii("a_b.example", std3=True)
    assert info.value.code == "idna-error"
    assert urikit.batch.domain_to_ascii(["bücher.example", "a_b.example"], std3=True) == ["xn--bcher-kva.example", None]
    # Without STD3 rules a line break passes through UTS #46: one output then holds two
    # lines, which output="lines" refuses rather than misalign the outputs.
    assert urikit.domain_to_ascii("a\nb.com") == "a\nb.com"
    with pytest.raises(ValueError):
        urikit.batch.domain_to_ascii(["a\nb.com"], output="lines")
    assert urikit.batch.domain_to_ascii(["bücher.example"], output="lines") == b"xn--bcher-kva.example\n"


def test_iri_equivalence_of_rfc3987():
    # Section 5.3: the IRI and its URI form (IDNA host, UTF-8 escapes) name one resource.
    assert urikit.iri_equivalent("http://é.example/ä", "http://xn--9ca.example/%C3%A4")
    assert urikit.iri_equivalent("HTTP://Example.org/%7e", "http://example.org/~")
    assert not urikit.iri_equivalent("http://example.org/a/../b", "http://example.org/b")  # dot segments stay
    with pytest.raises(urikit.URIError) as info:
        urikit.iri_equivalent("http://a/", "http://[/")
    assert info.value.which == 2


def test_file_uris_of_rfc8089():
    assert urikit.file_uri_from_path("/etc/a b", style="posix") == "file:///etc/a%20b"
    assert urikit.file_uri_from_path("C:\\Docs\\a.txt", style="windows") == "file:///C:/Docs/a.txt"  # E.2
    assert urikit.file_uri_from_path("\\\\server\\share\\a.txt", style="windows") == "file://server/share/a.txt"  # E.3.1
    assert urikit.path_from_file_uri("file:///etc/a%20b", style="posix") == "/etc/a b"
    assert urikit.path_from_file_uri("file:////server/share/a", style="windows") == "\\\\server\\share\\a"  # E.3.2
    assert urikit.path_from_file_uri("file://localhost/etc/x", style="posix") == "/etc/x"
    with pytest.raises(urikit.URIError) as info:
        urikit.file_uri_from_path("relative/path", style="posix")
    assert (info.value.code, info.value.offset) == ("invalid-argument", 0)
    with pytest.raises(ValueError):
        urikit.file_uri_from_path("/x", style="dos")
    assert urikit.batch.path_from_file_uri(["file:///a", "http://h/"], style="posix") == ["/a", None]
