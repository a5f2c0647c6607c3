# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""URL keys and exact deduplication on Dask, past one machine's memory.

The job is ``urikit dedup`` spread over a cluster:

1. every partition computes its URLs' keys with one batch call (``urikit.batch``), and
   tags each URL with its global position (partition number, offset);
2. the (key, position, output) rows are shuffled by a hash of the key, so that all the
   copies of one key meet in one partition; the hash only routes rows: keys are compared
   in full inside a partition (pandas' hash table checks equality), so a collision never
   merges two URLs;
3. each partition keeps, per key, the row with the smallest position: the first
   occurrence, as the command keeps it.

Each worker holds its share of the distinct keys (distinct / npartitions per task), so
the memory a worker needs falls as partitions are added. ``distinct_lines()`` then
sorts by position: its output is, line for line, what ``urikit dedup`` prints for the
same input and options. docs/python.md shows the job on several machines.

Needs python3-dask and python3-distributed (Debian 12), and pandas.
"""

import functools

import numpy as np
import pandas as pd
import dask
import dask.bag as db
import dask.dataframe as dd
from dask.bytes import read_bytes

from . import batch

__all__ = ["read_urls", "keys", "canonicalize", "distinct", "distinct_lines", "distinct_column"]

# A position is partition << _OFFSET_BITS | offset within the partition.
_OFFSET_BITS = 36


def _key_function(level="scheme", crawler=False, conservative=False):
    """The per-partition key function for these options: list of str -> list of keys
    (None where the URL fails, as the command skips it). One batch call per partition.
    (A partial of a module-level function: it pickles by name, for the workers.)"""
    return functools.partial(batch.dedup_key, level=level, crawler=crawler, conservative=conservative)


def _lines(block):
    """The lines of a block of bytes, as the command reads standard input: '\\n' or
    '\\r\\n' ends a line. Bytes that are not UTF-8 are kept as surrogate escapes, so that
    the key function fails them with invalid-utf8 as the command does."""
    lines = block.decode("utf-8", "surrogateescape").split("\n")
    last = lines.pop()  # after the last '\n': a line without an ending, or nothing
    lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    if last:
        lines.append(last)
    return lines


def read_urls(urlpath, blocksize="32MiB", compression="infer", **storage_options):
    """A bag of URL lines (without their line endings) from text files: local paths,
    globs, or any fsspec URL (s3://, hdfs://, ...). Plain files are cut into blocks of
    about `blocksize` at line ends; compressed files (gzip, ...) are one partition each."""
    if compression == "infer":
        paths = urlpath if isinstance(urlpath, (list, tuple)) else [urlpath]
        compression = "gzip" if all(str(p).endswith(".gz") for p in paths) else None
    if compression is not None:
        blocksize = None
    _, blocks = read_bytes(urlpath, delimiter=b"\n", blocksize=blocksize, compression=compression,
                           sample=False, **storage_options)
    parts = [dask.delayed(_lines)(block) for file_blocks in blocks for block in file_blocks]
    return db.from_delayed(parts)


def keys(urls, level="scheme", crawler=False, conservative=False):
    """The dedup key of each URL of a bag (None where it fails), one batch call per
    partition."""
    key = _key_function(level, crawler, conservative)
    return urls.map_partitions(key)


def canonicalize(urls, level="scheme", drop_fragment=False, sort_query=False, crawler=False, conservative=False):
    """urikit.normalize over a bag of URLs (None where one fails), one batch call per
    partition."""
    return urls.map_partitions(batch.normalize, level=level, drop_fragment=drop_fragment, sort_query=sort_query,
                               crawler=crawler, conservative=conservative)


def _frame(urls, number, key, keep_input):
    """One partition's rows: key, position, output; failed URLs dropped."""
    urls = list(urls)
    computed = key(urls)
    frame = pd.DataFrame({
        "key": computed,
        "pos": np.arange(len(urls), dtype=np.int64) + (np.int64(number) << _OFFSET_BITS),
        "output": urls if keep_input else computed,
    })
    return frame[frame["key"].notna()]


def _first_per_key(frame):
    """The first row (smallest position) of each key: full comparison of the keys."""
    return frame.sort_values("pos", kind="stable").drop_duplicates("key", keep="first")


_META = pd.DataFrame({"key": pd.Series([], dtype=object), "pos": pd.Series([], dtype=np.int64),
                      "output": pd.Series([], dtype=object)})


def _exact_distinct(rows, npartitions, shuffle):
    rows = rows.shuffle("key", npartitions=npartitions, shuffle=shuffle)
    return rows.map_partitions(_first_per_key, meta=rows._meta)


def distinct(urls, level="scheme", crawler=False, conservative=False, keep_input=False, npartitions=None,
             shuffle="tasks"):
    """The distinct URLs of a bag of URL lines, exactly (keys compared in full), as a
    dask DataFrame with columns key, pos (the first occurrence's position: partition << 36
    | offset) and output (the key, or with keep_input the first URL as written). Unsorted:
    see distinct_lines() for the command's order."""
    key = _key_function(level, crawler, conservative)
    parts = [dask.delayed(_frame)(part, i, key, keep_input) for i, part in enumerate(urls.to_delayed())]
    rows = dd.from_delayed(parts, meta=_META, verify_meta=False)
    return _exact_distinct(rows, npartitions or rows.npartitions, shuffle)


def distinct_lines(urls, **options):
    """What ``urikit dedup`` prints for the bag's URLs in order: a bag of the distinct
    outputs sorted by first occurrence (a distributed sort on the position)."""
    found = distinct(urls, **options)
    ordered = found.set_index("pos", sorted=False, shuffle=options.get("shuffle", "tasks"))
    return ordered["output"].to_bag()


def distinct_column(frame, column, level="scheme", crawler=False, conservative=False, npartitions=None,
                    shuffle="tasks"):
    """The rows of a dask DataFrame whose URL column holds the first occurrence of its
    key (rows whose URL fails are dropped), with the key added as column '<column>_key'.
    Exact: keys are compared in full within hash partitions."""
    key = _key_function(level, crawler, conservative)
    key_column = column + "_key"
    meta = frame._meta.copy()
    meta[key_column] = pd.Series([], dtype=object)
    meta["_pos"] = pd.Series([], dtype=np.int64)
    rows = frame.map_partitions(_tag_rows, column, key_column, key, meta=meta)
    rows = rows.shuffle(key_column, npartitions=npartitions or frame.npartitions, shuffle=shuffle)
    return rows.map_partitions(_first_row_per_key, key_column, meta=meta.drop(columns="_pos"))


def _tag_rows(part, column, key_column, key, partition_info=None):
    """distinct_column()'s rows of one partition: the key and the position added, rows
    whose URL fails dropped."""
    number = partition_info["number"] if partition_info else 0
    out = part.copy()
    out[key_column] = key(part[column].tolist())
    out["_pos"] = np.arange(len(part), dtype=np.int64) + (np.int64(number) << _OFFSET_BITS)
    return out[out[key_column].notna()]


def _first_row_per_key(part, key_column):
    return part.sort_values("_pos", kind="stable").drop_duplicates(key_column, keep="first").drop(columns="_pos")
