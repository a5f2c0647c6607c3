# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The Dask job (urikit.dask) on a LocalCluster of two worker processes equals the
single-process command: `urikit dedup` over the same 10^6 URLs, with the same options,
line for line."""
import gzip
import os
import subprocess

import pytest

pytestmark = pytest.mark.dask

distributed = pytest.importorskip("distributed")
pd = pytest.importorskip("pandas")
import dask.dataframe as dd  # noqa: E402

import urikit  # noqa: E402
import urikit.dask  # noqa: E402
from url_generator import url_blob  # noqa: E402

COUNT = 1_000_000


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  worker_dashboard_address=None) as c, distributed.Client(c) as client:
        yield client


@pytest.fixture(scope="module")
def urls_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("urls") / "urls.txt"
    path.write_bytes(url_blob(COUNT))
    return path


def command_dedup(cli, path, *args):
    with open(path, "rb") as f:
        p = subprocess.run([cli.path, "dedup", *args], stdin=f, capture_output=True, timeout=600)
    assert p.returncode == 1  # the stream holds invalid lines, which the command reports
    return p.stdout.decode("utf-8").splitlines()


def test_distinct_lines_equal_the_command(cli, cluster, urls_file):
    want = command_dedup(cli, urls_file)
    got = urikit.dask.distinct_lines(urikit.dask.read_urls(str(urls_file), blocksize="4MiB")).compute()
    assert len(want) > 10_000 and len(want) < COUNT  # many duplicates, many distinct keys
    assert got == want


def test_the_job_on_files_writes_what_the_command_prints(cli, cluster, urls_file, tmp_path):
    # Files read as bytes blocks (no str objects), 7 hash shares for about 14 input partitions,
    # each partition's lines written to its own file: concatenated in order, the command's
    # output byte for byte.
    want = command_dedup(cli, urls_file, "--level", "syntax")
    paths = urikit.dask.write_distinct(str(urls_file), str(tmp_path / "out-*.txt"), level="syntax",
                                       npartitions=7, blocksize="2MiB")
    written = distributed.get_client().compute(paths, sync=True)
    assert len(written) > 10 and written == sorted(written)
    got = b"".join(open(p, "rb").read() for p in written).decode("utf-8").splitlines()
    assert got == want


def test_distinct_frame_holds_each_key_once_with_its_first_position(cli, cluster, urls_file):
    frame = urikit.dask.distinct(str(urls_file), conservative=True, npartitions=3, blocksize="8MiB").compute()
    want = command_dedup(cli, urls_file, "--conservative")
    assert frame["key"].is_unique
    assert frame.sort_values("pos")["output"].tolist() == want


def test_gzip_files_as_partitions_with_crawler_keys_and_inputs_kept(cli, cluster, urls_file, tmp_path):
    # The same stream cut into 4 gzip'd files: one partition each.
    lines = urls_file.read_bytes().splitlines(keepends=True)
    quarter = (len(lines) + 3) // 4
    for i in range(4):
        with gzip.open(tmp_path / f"part{i}.txt.gz", "wb") as f:
            f.writelines(lines[i * quarter:(i + 1) * quarter])
    bag = urikit.dask.read_urls(str(tmp_path / "part*.txt.gz"))
    assert bag.npartitions == 4
    want = command_dedup(cli, urls_file, "--crawler", "--keep-input")
    got = urikit.dask.distinct_lines(bag, crawler=True, keep_input=True, npartitions=6).compute()
    assert got == want


def test_distinct_column_of_a_dataframe(cli, cluster, urls_file):
    lines = urls_file.read_bytes().decode("utf-8", "surrogateescape").splitlines()[:200_000]
    frame = pd.DataFrame({"url": lines, "row": range(len(lines))})
    got = urikit.dask.distinct_column(dd.from_pandas(frame, npartitions=5), "url", level="syntax").compute()
    got = got.sort_values("row")
    sample = urls_file.parent / "sample.txt"
    sample.write_bytes("\n".join(lines).encode("utf-8", "surrogateescape") + b"\n")
    want = command_dedup(cli, sample, "--level", "syntax", "--keep-input")
    assert got["url"].tolist() == want
    assert got["url_key"].tolist() == urikit.batch.dedup_key(want, level="syntax")


def test_keys_and_canonicalize_are_the_batch_functions(cluster):
    import dask.bag as db
    texts = ["HTTP://A:80/%7e", "a b", "http://a/#f", "x:"]
    bag = db.from_sequence(texts, npartitions=2)
    assert urikit.dask.keys(bag, crawler=True).compute() == urikit.batch.dedup_key(texts, crawler=True)
    assert urikit.dask.canonicalize(bag, level="syntax").compute() == urikit.batch.normalize(texts, level="syntax")


@pytest.mark.skipif(not hasattr(urikit, "surt"), reason="built from a tree without the crawl functions")
def test_the_cdx_example_writes_the_sorted_distinct_surt_keys(cluster, urls_file, tmp_path):
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))
    import cdx_keys
    lines = urls_file.read_bytes().splitlines(keepends=True)[:100_000]
    for i in range(2):
        with gzip.open(tmp_path / f"crawl-{i}.txt.gz", "wb") as f:
            f.writelines(lines[i * 50_000:(i + 1) * 50_000])
    out = tmp_path / "index.cdx"
    count = cdx_keys.write_cdx(str(tmp_path / "crawl-*.txt.gz"), str(out))
    got = out.read_text(encoding="utf-8").splitlines()
    # The keys computed directly (one batch call over the same lines as a blob), the first
    # URL of each kept, sorted by the keys' bytes after the CDX header.
    blob = b"".join(lines)
    first = {}
    for key, line in zip(urikit.batch.surt(blob), blob.split(b"\n")):
        if key is not None:
            first.setdefault(key, line.decode("utf-8"))
    want = [" CDX N a"] + [f"{k} {first[k]}" for k in sorted(first, key=lambda k: k.encode("utf-8"))]
    assert count == len(first) > 10_000 and got == want
