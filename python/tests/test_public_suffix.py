# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.PublicSuffixList and host_parts(psl=...): a list file of a few rules, whose answers
follow from the list's algorithm (publicsuffix.org/list: the longest matching rule, "*" for
an unlisted TLD, an exception rule's suffix is the rule less its first label), and agree
with `urikit host-parts --psl` on the same file."""
import os
import pickle

import pytest

import urikit

pytestmark = pytest.mark.skipif(not hasattr(urikit, "PublicSuffixList"), reason="built without libpsl")

RULES = """// A list in public_suffix_list.dat's format
// ===BEGIN ICANN DOMAINS===
test
*.wild.test
!ok.wild.test
// ===END ICANN DOMAINS===
// ===BEGIN PRIVATE DOMAINS===
hosted.test
// ===END PRIVATE DOMAINS===
"""

# domain: (public suffix, registrable domain) by the ICANN section, then by both sections.
EXPECTED = {
    "a.b.test": (("test", "b.test"), ("test", "b.test")),
    "x.y.wild.test": (("y.wild.test", "x.y.wild.test"), ("y.wild.test", "x.y.wild.test")),
    "a.ok.wild.test": (("wild.test", "ok.wild.test"), ("wild.test", "ok.wild.test")),
    "s.hosted.test": (("test", "hosted.test"), ("hosted.test", "s.hosted.test")),
    "foo.unlisted": (("unlisted", "foo.unlisted"), ("unlisted", "foo.unlisted")),
    "test": (("test", None), ("test", None)),
}


@pytest.fixture(scope="module")
def rules_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("psl") / "public_suffix_list.dat"
    path.write_text(RULES)
    return str(path)


@pytest.mark.parametrize("domain", sorted(EXPECTED))
def test_the_lists_algorithm(rules_file, domain):
    psl = urikit.PublicSuffixList(rules_file)
    got = tuple((psl.public_suffix(domain, sections=s), psl.registrable_domain(domain, sections=s))
                for s in ("icann", "icann_and_private"))
    assert got == EXPECTED[domain]
    assert psl.public_suffix(domain) == EXPECTED[domain][0][0]  # the ICANN section by default


def test_host_parts_by_the_file_agree_with_the_command(cli, rules_file):
    urls = ["http://%s/p" % d for d in sorted(EXPECTED)] + ["http://10.0.0.1/", "mailto:x@y"]
    records = cli(["host-parts", "--psl", rules_file], urls)
    fields = ["host", "host_unicode", "host_type", "public_suffix", "registrable_domain", "private_suffix",
              "private_domain", "tld", "reversed_host"]
    for r in records:
        if r["ok"]:
            r["output"] = {f: r[f] for f in fields}
    psl = urikit.PublicSuffixList(rules_file)
    for url, record in zip(urls, records):
        if not record["ok"]:
            with pytest.raises(urikit.URIError):
                urikit.host_parts(url, psl=psl)
            continue
        want = record["output"]
        assert urikit.host_parts(url, psl=psl) == want
        assert urikit.host_parts(url, psl=rules_file) == want  # a path is read the same way
    parts = urikit.host_parts("http://s.hosted.test/", psl=psl)
    assert (parts["public_suffix"], parts["registrable_domain"], parts["private_suffix"],
            parts["private_domain"]) == ("test", "hosted.test", "hosted.test", "s.hosted.test")
    assert urikit.batch.host_parts(urls, psl=psl) == [r["output"] if r["ok"] else None for r in records]
    lines = urikit.batch.host_parts(urls[:1], psl=psl, output="lines", fields="host,registrable_domain")
    assert lines == b"a.b.test\tb.test\n"


def test_the_default_list_is_the_one_host_parts_uses():
    default = urikit.PublicSuffixList()
    assert default.path is None and default.description
    # Debian 12's list (2023): co.uk is an ICANN suffix, blogspot.com a private one.
    assert default.registrable_domain("www.example.co.uk") == "example.co.uk"
    assert default.registrable_domain("a.b.blogspot.com", sections="icann_and_private") == "b.blogspot.com"
    assert urikit.host_parts("http://a.b.blogspot.com/", psl=default) == urikit.host_parts("http://a.b.blogspot.com/")


def test_bad_arguments(rules_file, tmp_path):
    with pytest.raises(ValueError):
        urikit.PublicSuffixList(str(tmp_path / "missing.dat"))
    with pytest.raises(ValueError):
        urikit.host_parts("http://h.test/", psl=str(tmp_path / "missing.dat"))
    with pytest.raises(TypeError):
        urikit.host_parts("http://h.test/", psl=3)
    with pytest.raises(ValueError):
        urikit.PublicSuffixList().public_suffix("a.test", sections="private")


def test_paths_of_every_kind_and_pickles_by_the_absolute_file(rules_file, monkeypatch):
    import pathlib
    for path in (pathlib.Path(rules_file), os.fsencode(rules_file)):  # os.PathLike, bytes
        assert urikit.PublicSuffixList(path).registrable_domain("x.y.wild.test") == "x.y.wild.test"
        assert urikit.host_parts("http://a.b.test/", psl=path)["registrable_domain"] == "b.test"
    # A relative path is kept as the absolute one: a worker in another directory reads the
    # same file when it unpickles the list.
    directory, name = os.path.split(rules_file)
    monkeypatch.chdir(directory)
    psl = urikit.PublicSuffixList(name)
    assert psl.path == rules_file
    monkeypatch.chdir("/")
    again = pickle.loads(pickle.dumps(psl))
    assert again.path == rules_file and again.registrable_domain("x.y.wild.test") == "x.y.wild.test"
    assert pickle.loads(pickle.dumps(urikit.PublicSuffixList())).path is None


def test_the_batch_keeps_its_positional_options(rules_file):
    # psl is keyword-only: errors and output keep their places.
    with pytest.raises(urikit.URIError):
        urikit.batch.host_parts(["http://a.b.test/", "no url"], "raise")
    with pytest.raises(TypeError):
        urikit.host_parts("http://a.b.test/", rules_file)
