# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""urikit.dask's map functions take every keyword of the batch call they run per
partition, and pass it through: each option below changes the result, and the expected
values are worked out from the rules (docs/normalization.md), not copied from output.
Dask's synchronous scheduler: no cluster (test_dask.py runs the job on one)."""
import inspect
import re

import pytest

db = pytest.importorskip("dask.bag")
pytest.importorskip("pandas")

import urikit  # noqa: E402
import urikit.batch  # noqa: E402
import urikit.dask  # noqa: E402


def batch_keywords(function):
    """The keywords of a urikit.batch function, from the signature pybind11 writes."""
    first = function.__doc__.splitlines()[0]
    inside = first[first.index("(") + 1:first.rindex(")")]
    names = [m.group(1) for m in re.finditer(r"(?:^|, )\*?(\w+)(?=[:,]|$)", inside) if m.group(1) != "*"]
    # After the texts; not `output` (the batch's result as a list or as lines), which is no
    # option of the key: the Dask functions give their partitions' results as str.
    return [n for n in names[1:] if n != "output"]


def keywords(function):
    return [p.name for p in inspect.signature(function).parameters.values()][1:]


def run(bag):
    return bag.compute(scheduler="sync")


def bag_of(texts):
    return db.from_sequence(texts, npartitions=2)


@pytest.mark.parametrize("dask_name,batch_name,extra", [
    ("canonicalize", "normalize", {"profile"}),
    ("keys", "dedup_key", {"surt", "profile"}),
])
def test_the_map_functions_take_every_keyword_of_their_batch_call(dask_name, batch_name, extra):
    got = keywords(getattr(urikit.dask, dask_name))
    want = batch_keywords(getattr(urikit.batch, batch_name))
    assert set(got) == set(want) | extra
    # In the batch call's order, so that positional use means the same.
    assert [k for k in got if k in want] == want


def test_distinct_column_takes_the_key_options():
    want = set(batch_keywords(urikit.batch.dedup_key)) - {"errors"}  # failing rows are dropped
    assert want <= set(keywords(urikit.dask.distinct_column))


def test_canonicalize_removes_tracking_parameters():
    texts = ["http://example.com/p?utm_source=news&a=1&fbclid=x#f", "http://example.com/p?utm_source=news",
             "HTTP://Example.com/?a=1", "a b"]
    # utm_source and fbclid go, a=1 and the fragment stay; a query left empty stays "?".
    assert run(urikit.dask.canonicalize(bag_of(texts), remove_tracking_params=True)) == [
        "http://example.com/p?a=1#f", "http://example.com/p?", "http://example.com/?a=1", None]
    # Off by default, and not part of crawler (which sorts the query and drops the fragment).
    assert run(urikit.dask.canonicalize(bag_of(texts)))[:2] == texts[:2]
    assert run(urikit.dask.canonicalize(bag_of(texts), crawler=True))[:2] == [
        "http://example.com/p?a=1&fbclid=x&utm_source=news", "http://example.com/p?utm_source=news"]
    # With remove_empty_query, the emptied query goes too.
    assert run(urikit.dask.canonicalize(bag_of(texts[1:2]), remove_tracking_params=True,
                                        remove_empty_query=True)) == ["http://example.com/p"]


def test_canonicalize_passes_the_other_crawler_options():
    texts = ["http://[2001:DB8:0:0:0:0:0:1]/?", "http://h/?b=2&a=1#top"]
    assert run(urikit.dask.canonicalize(bag_of(texts))) == ["http://[2001:db8:0:0:0:0:0:1]/?", texts[1]]
    assert run(urikit.dask.canonicalize(bag_of(texts), canonical_ipv6=True)) == ["http://[2001:db8::1]/?", texts[1]]
    assert run(urikit.dask.canonicalize(bag_of(texts), remove_empty_query=True)) == [
        "http://[2001:db8:0:0:0:0:0:1]/", texts[1]]
    assert run(urikit.dask.canonicalize(bag_of(texts), drop_fragment=True, sort_query=True)) == [
        texts[0].lower(), "http://h/?a=1&b=2"]


def test_errors_raise_reaches_the_caller():
    texts = ["http://a/", "http://a/", "a b"]
    assert run(urikit.dask.canonicalize(bag_of(texts))) == ["http://a/", "http://a/", None]
    with pytest.raises(urikit.URIError) as e:
        run(urikit.dask.canonicalize(bag_of(texts), errors="raise"))
    assert e.value.code == "invalid-character" and e.value.offset == 1
    with pytest.raises(urikit.URIError):
        run(urikit.dask.keys(bag_of(texts), errors="raise"))
    assert run(urikit.dask.keys(bag_of(texts), level="string")) == ["http://a/", "http://a/", None]


@pytest.mark.skipif(not hasattr(urikit, "surt"), reason="built from a tree without the crawl functions")
def test_distinct_column_with_surt_keys():
    import dask.dataframe as dd
    import pandas as pd
    urls = ["http://www.archive.org/goo/?b&a", "http://archive.org/goo/?a&b", "http://example.com/"]
    frame = dd.from_pandas(pd.DataFrame({"url": urls, "row": range(3)}), npartitions=2)
    got = urikit.dask.distinct_column(frame, "url", surt=True).compute(scheduler="sync").sort_values("row")
    # SURT drops www and sorts the query: the first two are one key.
    assert got["url"].tolist() == [urls[0], urls[2]]
    assert got["url_key"].tolist() == ["org,archive)/goo?a&b", "com,example)/"]
    # The dedup key keeps them apart.
    got = urikit.dask.distinct_column(frame, "url").compute(scheduler="sync")
    assert sorted(got["row"].tolist()) == [0, 1, 2]


def test_dedup_with_tracking_parameters_removed_equals_the_command(tmp_path):
    # utm_source and fbclid are on the list, so the first three URLs are one class; axs.com
    # is an exception domain of the list for gclid, so its two URLs stay two (the same
    # values as the command's contract test of `dedup --remove-tracking`).
    urls = ["http://h/p?a=1", "http://h/p?utm_source=x&a=1", "http://h/p?a=1&fbclid=2",
            "https://www.axs.com/?gclid=1", "https://www.axs.com/"]
    want = ["http://h/p?a=1", "https://www.axs.com/?gclid=1", "https://www.axs.com/"]
    assert urikit.batch.dedup_key(urls, remove_tracking_params=True)[:3] == ["http://h/p?a=1"] * 3
    assert run(urikit.dask.distinct_lines(bag_of(urls), remove_tracking_params=True)) == want
    assert len(run(urikit.dask.distinct_lines(bag_of(urls)))) == 5  # off by default
    import dask
    path = tmp_path / "urls.txt"
    path.write_text("\n".join(urls) + "\n")
    blobs = dask.compute(*urikit.dask.distinct_blobs(str(path), remove_tracking_params=True), scheduler="sync")
    assert b"".join(blobs).decode().splitlines() == want


@pytest.mark.skipif(not hasattr(urikit, "profiles"), reason="built from a tree without the crawl functions")
def test_keys_canonicalize_and_dedup_by_a_profile(tmp_path):
    # The ia profile (Python surt's IA canonicalizer) lowers the path, drops "www." and sorts
    # the query, so the first two URLs are one key (the command's own example:
    # `urikit canonicalize --profile ia 'http://www.Example.com/A?b=1&a=2'`); RFC 3986's
    # dedup key keeps them apart (a path's case matters, §6.2.2.1).
    import dask
    import dask.dataframe as dd
    import pandas as pd
    urls = ["http://www.Example.com/A?b=1&a=2", "http://example.com/a?a=2&b=1", "http://example.com/b"]
    key = "http://example.com/a?a=2&b=1"
    assert run(urikit.dask.canonicalize(bag_of(urls), profile="ia")) == [key, key, "http://example.com/b"]
    assert run(urikit.dask.keys(bag_of(urls), profile="ia")) == urikit.batch.canonicalize(urls, "ia")
    want = [key, "http://example.com/b"]
    assert run(urikit.dask.distinct_lines(bag_of(urls), profile="ia")) == want
    assert len(run(urikit.dask.distinct_lines(bag_of(urls)))) == 3
    assert run(urikit.dask.distinct_lines(bag_of(urls), profile="ia", keep_input=True)) == [urls[0], urls[2]]
    path = tmp_path / "urls.txt"
    path.write_text("\n".join(urls) + "\n")
    blobs = dask.compute(*urikit.dask.distinct_blobs(str(path), profile="ia"), scheduler="sync")
    assert b"".join(blobs).decode().splitlines() == want
    frame = urikit.dask.distinct(bag_of(urls), profile="ia").compute(scheduler="sync").sort_values("pos")
    assert frame["key"].tolist() == want
    rows = dd.from_pandas(pd.DataFrame({"url": urls, "row": range(3)}), npartitions=2)
    got = urikit.dask.distinct_column(rows, "url", profile="ia").compute(scheduler="sync").sort_values("row")
    assert got["row"].tolist() == [0, 2] and got["url_key"].tolist() == want
    # One key at a time, and only a profile urikit.canonicalize() knows.
    with pytest.raises(ValueError):
        urikit.dask.distinct_lines(bag_of(urls), profile="ia", surt=True)
    with pytest.raises(ValueError):
        urikit.dask.keys(bag_of(urls), profile="no-such-profile")


def test_keys_and_canonicalize_of_a_dataframe_column():
    # One batch call a partition over the column; the Series keeps the frame's index, None
    # where a URL fails. RFC 3986 §6.2.2: case, the default port and "%7e" give one key.
    import dask.dataframe as dd
    import pandas as pd
    urls = ["HTTP://Example.com:80/%7eu", "http://example.com/~u", "a b", "http://h/?b=2&a=1#f"]
    frame = dd.from_pandas(pd.DataFrame({"url": urls}, index=[10, 11, 12, 13]), npartitions=2)
    got = urikit.dask.canonicalize_column(frame, "url").compute(scheduler="sync")
    assert got.index.tolist() == [10, 11, 12, 13]
    assert got.tolist() == ["http://example.com/~u", "http://example.com/~u", None, "http://h/?b=2&a=1#f"]
    assert urikit.dask.canonicalize_column(frame, "url", crawler=True).compute(scheduler="sync")[13] == \
        "http://h/?a=1&b=2"
    keys = urikit.dask.keys_column(frame, "url").compute(scheduler="sync")
    assert keys.tolist() == urikit.batch.dedup_key(urls)
    assert keys[10] == keys[11] and keys[12] is None
    if hasattr(urikit, "profiles"):
        ia = urikit.dask.canonicalize_column(frame, "url", profile="ia").compute(scheduler="sync")
        assert ia.tolist() == urikit.batch.canonicalize(urls, "ia")
