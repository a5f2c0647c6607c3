# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""python/examples/cdx_keys.py on a few small gzip'd URL files, with Dask's synchronous
scheduler (the LocalCluster run is in test_dask.py): its CDX-like file equals the one
computed directly, URL by URL with urikit.surt() (or urikit.dedup_key()), first
occurrences kept and keys sorted by their UTF-8 bytes."""
import gzip
import os
import sys

import pytest

dask = pytest.importorskip("dask")
pytest.importorskip("distributed")
pytest.importorskip("pandas")

import urikit  # noqa: E402
from url_generator import url_lines  # noqa: E402

pytestmark = pytest.mark.skipif(not hasattr(urikit, "surt"), reason="built from a tree without the crawl functions")

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))
import cdx_keys  # noqa: E402

# Spellings that SURT merges (surt 0.3.1's own test: both give org,archive)/goo?a=1&a=2&b),
# keys beyond ASCII, and lines whose key fails (a bad port; not UTF-8).
EXTRA = [b"http://www.archive.org/goo/?a=2&b&a=1", b"http://archive.org/goo/?a=1&a=2&b",
         "http://example.com/\u00e9t\u00e9".encode(), b"http://example.com/z", b"http://h:99999/", b"http://x/\xff"]


@pytest.fixture(scope="module")
def gzip_files(tmp_path_factory):
    """Three gzip'd files of 3,000 generated URLs each (many equivalent spellings), with
    EXTRA spread over them. Returns the glob and the lines in file order."""
    folder = tmp_path_factory.mktemp("crawl")
    lines = url_lines(9000, seed=7, distinct_hosts=300)
    for i, extra in enumerate(EXTRA):
        lines.insert(1000 * i + 17, extra)
    third = (len(lines) + 2) // 3
    for i in range(3):
        with gzip.open(folder / f"crawl-{i}.txt.gz", "wb") as f:
            f.write(b"".join(line + b"\n" for line in lines[i * third:(i + 1) * third]))
    return str(folder / "crawl-*.txt.gz"), lines


def expected_cdx(lines, key):
    """The CDX-like file computed directly: the first URL of each key, in byte order of
    the keys, after the header."""
    first = {}
    for line in lines:
        try:
            url = line.decode("utf-8")
            k = key(url)
        except (UnicodeDecodeError, urikit.URIError):
            continue
        first.setdefault(k, url)
    return [cdx_keys.CDX_HEADER] + [f"{k} {first[k]}" for k in sorted(first, key=lambda k: k.encode("utf-8"))]


@pytest.mark.parametrize("surt", [True, {"with_scheme": True, "trailing_comma": True, "fixed": True},
                                  {"host_massage": False, "reverse_ipaddr": False}])
def test_surt_keys_sorted_and_distinct(gzip_files, tmp_path, surt):
    paths, lines = gzip_files
    out = tmp_path / "index.cdx"
    with dask.config.set(scheduler="synchronous"):
        count = cdx_keys.write_cdx(paths, str(out), surt=surt, npartitions=4)
    got = out.read_text(encoding="utf-8").splitlines()
    options = {} if surt is True else surt
    want = expected_cdx(lines, lambda url: urikit.surt(url, **options))
    assert got == want
    assert count == len(want) - 1 and 1000 < count < len(lines)  # many keys, many repeats


def test_the_merged_spellings_have_one_line_with_the_first(gzip_files, tmp_path):
    paths, _ = gzip_files
    out = tmp_path / "index.cdx"
    with dask.config.set(scheduler="synchronous"):
        cdx_keys.write_cdx(paths, str(out))
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0] == " CDX N a"
    assert [line for line in lines if line.startswith("org,archive)/goo")] == [
        "org,archive)/goo?a=1&a=2&b http://www.archive.org/goo/?a=2&b&a=1"]
    assert not any("h:99999" in line for line in lines)
    keys = [line.split(" ", 1)[0].encode() for line in lines[1:]]
    assert keys == sorted(set(keys))


def test_dedup_keys(gzip_files, tmp_path):
    paths, lines = gzip_files
    out = tmp_path / "index.cdx"
    with dask.config.set(scheduler="synchronous"):
        cdx_keys.write_cdx(paths, str(out), surt=None, level="syntax", npartitions=2)
    got = out.read_text(encoding="utf-8").splitlines()
    assert got == expected_cdx(lines, lambda url: urikit.dedup_key(url, level="syntax"))


def test_an_unknown_surt_option_is_refused(gzip_files, tmp_path):
    paths, _ = gzip_files
    with dask.config.set(scheduler="synchronous"), pytest.raises(ValueError, match="no_such_option"):
        cdx_keys.write_cdx(paths, str(tmp_path / "x.cdx"), surt={"no_such_option": True})
