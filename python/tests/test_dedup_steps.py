# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The steps of urikit.dask's dedup job (urikit._urikit._dedup) on small inputs, with
Dask's synchronous scheduler: the job equals `urikit dedup` for any number of shares
(powers of two included), for bags and bytes blocks, empty partitions and failing lines;
the record blobs are checked as they are read."""
import subprocess

import pytest

db = pytest.importorskip("dask.bag")
pytest.importorskip("pandas")

import urikit  # noqa: E402
import urikit.dask  # noqa: E402
from urikit import _urikit  # noqa: E402

S = _urikit._dedup

URLS = ["HTTP://A:80/%7e", "http://a/~", "a b", "http://a/#f", "http://a/", "x:", "X:", "http://b/?q",
        "http://a/%7E", "", "http://b/?q", "mailto:A@B", "http://a/./", "http://[::1]/", "http://[::1]:80/"] * 3


def dedup(cli, lines, *args):
    data = "".join(line + "\n" for line in lines).encode("utf-8")
    p = subprocess.run([cli.path, "dedup", *args], input=data, capture_output=True, timeout=60)
    return p.stdout.decode("utf-8").splitlines()


@pytest.mark.parametrize("shares", [1, 2, 3, 8, 16])
@pytest.mark.parametrize("keep_input", [False, True])
def test_the_job_equals_the_command_for_any_number_of_shares(cli, shares, keep_input):
    bag = db.from_sequence(URLS, npartitions=4)
    got = urikit.dask.distinct_lines(bag, npartitions=shares, keep_input=keep_input).compute(scheduler="sync")
    assert got == dedup(cli, URLS, *(["--keep-input"] if keep_input else []))
    frame = urikit.dask.distinct(bag, npartitions=shares, keep_input=keep_input).compute(scheduler="sync")
    assert frame["key"].is_unique
    assert frame.sort_values("pos")["output"].tolist() == got


def test_blocks_of_a_file_and_empty_partitions(cli, tmp_path):
    path = tmp_path / "urls.txt"
    path.write_bytes(b"".join(u.encode() + b"\r\n" for u in URLS) + b"\xff\n")  # CRLF, a line not UTF-8
    want = dedup(cli, URLS, "--level", "syntax")
    got = urikit.dask.distinct_lines(str(path), level="syntax", blocksize=64, npartitions=4).compute(scheduler="sync")
    assert got == want
    bag = db.from_sequence([[], URLS, [], []], npartitions=4).flatten()
    assert urikit.dask.distinct_lines(bag, level="syntax").compute(scheduler="sync") == want


def test_split_reduce_merge_by_hand():
    parts = [URLS[:7], URLS[7:]]
    splits = [S.split(p, 3, "scheme", False, False, False, None, True) for p in parts]
    assert all(len(s) == 4 for s in splits)  # the outputs blob, then one blob per share
    reduced = [S.reduce([s[1 + j] for s in splits]) for j in range(3)]
    # One bitmap per input partition, (lines + 7) / 8 bytes.
    assert [len(b) for b in reduced[0]] == [1, (len(URLS) - 7 + 7) // 8]
    lines = [S.merge(splits[i][0], [r[i] for r in reduced]) for i in range(2)]
    # The distinct keys, first occurrences in input order.
    want = list(dict.fromkeys(k for k in urikit.batch.dedup_key(URLS) if k is not None))
    assert b"".join(lines).decode().splitlines() == want


def test_damaged_blobs_raise():
    share = S.split(URLS, 1, "scheme", False, False, False, None, False)[0]
    with pytest.raises(ValueError, match="damaged"):
        S.reduce([share[:-1]])
    with pytest.raises(ValueError, match="damaged"):
        S.reduce([share + b"\x00"])
    with pytest.raises(TypeError):
        S.reduce([bytearray(share)])
    outputs = S.split(URLS, 1, "scheme", False, False, False, None, True)[0]
    with pytest.raises(ValueError, match="damaged"):
        S.merge(outputs[:-1], [b"\xff" * 8])
    with pytest.raises(ValueError):
        S.split(URLS, 0)


def test_default_shares(monkeypatch):
    monkeypatch.setattr(urikit.dask, "_cluster_threads", lambda: 2)
    mib = 2**20
    # Files: one share per 128 MiB of input, at least one per worker thread, at most one
    # per input partition.
    assert urikit.dask._default_shares(7, 33 * mib) == 2
    assert urikit.dask._default_shares(1, 33 * mib) == 1
    assert urikit.dask._default_shares(100, 1000 * mib) == 8
    assert urikit.dask._default_shares(4, 1000 * mib) == 4
    # A bag, whose size is unknown: one per partition.
    assert urikit.dask._default_shares(5, None) == 5


def test_file_blocks_are_read_by_the_split_tasks(cli, tmp_path, monkeypatch):
    monkeypatch.setattr(urikit.dask, "_cluster_threads", lambda: 3)
    path = tmp_path / "urls.txt"
    path.write_bytes(b"".join(u.encode() + b"\n" for u in URLS * 20))
    blobs = urikit.dask.distinct_blobs(str(path), blocksize=256)
    keys = {str(k) for b in blobs for k in b.dask.keys()}
    assert not any(k.startswith("read-block") for k in keys)  # no task only to read a block
    assert len([k for k in keys if k.startswith("urikit-split-")]) > 10
    assert len([k for k in keys if k.startswith("_reduce-")]) == 3
    import dask
    got = b"".join(dask.compute(*blobs, scheduler="sync")).decode().splitlines()
    assert got == dedup(cli, URLS * 20)


def test_keys_whose_hashes_collide_are_never_merged():
    # The reduce step's key set finds a key by its hash and then compares the bytes in full:
    # keys given the same hash (here on purpose; in a job, a 64-bit collision) stay apart,
    # and only a key equal byte for byte is a duplicate.
    insert = urikit._urikit._dedup._insert_with_hashes
    keys = ["http://a/", "http://b/", "http://a/", "http://c/", "http://b/", "http://a/"]
    assert insert(keys, [7] * len(keys), len(keys)) == [True, True, False, True, False, False]
    # Equal sizes and the same high half of the hash (the slot's tag): still the bytes decide.
    assert insert(["ab", "ba", "ab", "aB"], [(5 << 32) | 9] * 4, 4) == [True, True, False, True]
    # Distinct hashes that land in one probe chain (the table has 1024 slots at least).
    assert insert(["x", "y", "x"], [3, 3 + 1024, 3], 3) == [True, True, False]
