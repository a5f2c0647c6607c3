# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""URL keys and exact deduplication on Dask, past one machine's memory.

The job is ``urikit dedup`` spread over a cluster, with the work in C++ and Dask moving
a few large bytes objects (record blobs) between workers:

1. split: each input partition computes its URLs' keys (the command's key, in one pass
   over the partition) and writes each URL's record (its line and key) into one of
   `npartitions` blobs by a hash of its key; it also keeps its lines' outputs (the key,
   or with keep_input the URL as written) in input order, in one blob that stays on its
   worker;
2. reduce: each hash share gets its blob from every input partition, in partition order,
   and keeps the first record of each key; the hash only routes records: keys are
   compared in full (urikit's exact key set), so a collision never merges two URLs; what
   goes back to each input partition is one bit per line: whether it is a first
   occurrence;
3. merge: each input partition ORs its bitmaps from every share and writes the outputs
   of the marked lines, in order (no sort), as lines (and with write_distinct, into its
   file, in the same task).

So each key crosses the network once, and one bit per line comes back. Each share holds
its part of the distinct keys (distinct / npartitions), each split one input partition,
so the memory a worker needs falls as partitions are added. The lines of the input
partitions, in order, are what ``urikit dedup`` prints for the same input and options.
docs/python.md shows the job on several machines.

Needs python3-dask and python3-distributed (Debian 12), and pandas for the DataFrame
functions.
"""

import functools
import os

import numpy as np
import pandas as pd
import dask
import dask.bag as db
import dask.dataframe as dd
from dask.base import tokenize
from dask.bytes import read_bytes
from dask.bytes.core import read_block_from_file
from dask.utils import parse_bytes
from fsspec.core import OpenFile, get_fs_token_paths

from . import _urikit, batch

__all__ = ["read_urls", "keys", "canonicalize", "distinct", "distinct_blobs", "distinct_lines", "write_distinct",
           "distinct_column", "keys_column", "canonicalize_column"]

_shards = _urikit._dedup
# A position is partition << _OFFSET_BITS | line within the partition.
_OFFSET_BITS = _shards.position_bits


def _surt_options(surt):
    """The `surt` argument as a dict of urikit.surt()'s options, or None for the dedup key:
    True is SURT with surt's defaults, a dict names the options to change."""
    if surt is None or surt is False:
        return None
    if surt is True:
        return {}
    return dict(surt)


def _key_function(level="scheme", crawler=False, conservative=False, surt=None, errors="none",
                  remove_tracking_params=False, profile=None):
    """The per-partition key function for these options: list of str -> list of keys
    (None where the URL fails, as the command skips it). One batch call per partition.
    (A partial of a module-level function: it pickles by name, for the workers.)"""
    surt = _surt_options(surt)
    _one_key(surt, profile)
    if surt is not None:
        return functools.partial(batch.surt, **surt, errors=errors)
    if profile is not None:
        return functools.partial(batch.canonicalize, profile=profile, errors=errors)
    return functools.partial(batch.dedup_key, level=level, crawler=crawler, conservative=conservative,
                             remove_tracking_params=remove_tracking_params, errors=errors)


def _one_key(surt, profile):
    """surt= and profile= name two different keys: asking for both is a ValueError (and an
    unknown profile too, before any task runs)."""
    if surt is not None and profile is not None:
        raise ValueError("surt= and profile=: one key at a time")
    if profile is not None:
        _urikit.profile_id(profile)  # ValueError for an unknown name


def _lines(block):
    """The lines of a block of bytes, as the command reads standard input: '\\n' or
    '\\r\\n' ends a line. Bytes that are not UTF-8 are kept as surrogate escapes, so that
    the key function fails them with invalid-utf8 as the command does."""
    lines = block.decode("utf-8", "surrogateescape").split("\n")
    last = lines.pop()  # after the last '\\n': a line without an ending, or nothing
    lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    if last:
        lines.append(last)
    return lines


def _compression(urlpath, compression):
    if compression == "infer":
        paths = urlpath if isinstance(urlpath, (list, tuple)) else [urlpath]
        compression = "gzip" if all(str(p).endswith(".gz") for p in paths) else None
    return compression


def _blocks(urlpath, blocksize="32MiB", compression="infer", **storage_options):
    """Delayed bytes blocks of text files, cut at line ends (compressed files: one each)."""
    compression = _compression(urlpath, compression)
    if compression is not None:
        blocksize = None
    _, blocks = read_bytes(urlpath, delimiter=b"\n", blocksize=blocksize, compression=compression,
                           sample=False, **storage_options)
    return [block for file_blocks in blocks for block in file_blocks]


def _file_blocks(urlpath, blocksize="32MiB", compression="infer", **storage_options):
    """The blocks of text files as read_bytes() cuts them (about `blocksize`, at line
    ends; compressed files one each), as (file, offset, length, token) for a task to read
    itself; and the files' total size in bytes (compressed files: 4 times theirs)."""
    compression = _compression(urlpath, compression)
    fs, fs_token, paths = get_fs_token_paths(urlpath, mode="rb", storage_options=storage_options)
    if not paths:
        raise OSError(f"{urlpath} resolved to no files")
    if isinstance(blocksize, str):
        blocksize = parse_bytes(blocksize)
    blocks = []
    total = 0
    for path in paths:
        size = fs.info(path)["size"]
        if compression is not None or blocksize is None or size is None:
            total += 4 * (size or 0) if compression is not None else (size or 0)
            pieces = [(0, None)]
        elif size == 0:
            pieces = []
        else:
            total += size
            # As read_bytes: blocks of the same size, the spare bytes spread over them.
            step = size / (size // blocksize) if size % blocksize and size > blocksize else blocksize
            offsets, place = [0], 0
            while size - place > 2 * step - 1:
                place += step
                offsets.append(int(place))
            pieces = list(zip(offsets, [b - a for a, b in zip(offsets, offsets[1:] + [size])]))
        for offset, length in pieces:
            token = tokenize(fs_token, path, fs.ukey(path), compression, offset, length)
            blocks.append((OpenFile(fs, path, compression=compression), offset, length, token))
    return blocks, total


def read_urls(urlpath, blocksize="32MiB", compression="infer", **storage_options):
    """A bag of URL lines (without their line endings) from text files: local paths,
    globs, or any fsspec URL (s3://, hdfs://, ...). Plain files are cut into blocks of
    about `blocksize` at line ends; compressed files (gzip, ...) are one partition each."""
    parts = [dask.delayed(_lines)(block) for block in _blocks(urlpath, blocksize, compression, **storage_options)]
    return db.from_delayed(parts)


def keys(urls, level="scheme", crawler=False, conservative=False, remove_tracking_params=False, surt=None,
         errors="none", profile=None):
    """The dedup key of each URL of a bag (None where it fails), one batch call per
    partition (urikit.batch.dedup_key, with the same options); with surt=True (or a dict
    of urikit.surt()'s options) its SURT (urikit.batch.surt); with profile= (a name of
    urikit.profiles()) its key by that canonicalization profile (urikit.batch.canonicalize;
    level, crawler, conservative and remove_tracking_params are then unused).
    errors="raise": the first failure of a partition raises URIError (its `index` counts
    within the partition)."""
    key = _key_function(level, crawler, conservative, surt, errors, remove_tracking_params, profile)
    return urls.map_partitions(key)


def canonicalize(urls, level="scheme", drop_fragment=False, sort_query=False, canonical_ipv6=False,
                 remove_empty_query=False, crawler=False, conservative=False, remove_tracking_params=False,
                 errors="none", profile=None):
    """urikit.normalize over a bag of URLs (None where one fails), one batch call per
    partition (urikit.batch.normalize, with every one of its options: the crawler ones,
    conservative, and remove_tracking_params, which crawler does not include); with
    profile= (a name of urikit.profiles()), urikit.canonicalize by that profile instead
    (urikit.batch.canonicalize; the normalize options are then unused).
    errors="raise": the first failure of a partition raises URIError (its `index` counts
    within the partition)."""
    return urls.map_partitions(_canonicalize_function(level, drop_fragment, sort_query, canonical_ipv6,
                                                      remove_empty_query, crawler, conservative,
                                                      remove_tracking_params, errors, profile))


def _canonicalize_function(level="scheme", drop_fragment=False, sort_query=False, canonical_ipv6=False,
                           remove_empty_query=False, crawler=False, conservative=False, remove_tracking_params=False,
                           errors="none", profile=None):
    """canonicalize()'s per-partition function for these options (a partial: it pickles)."""
    if profile is not None:
        _one_key(None, profile)
        return functools.partial(batch.canonicalize, profile=profile, errors=errors)
    return functools.partial(batch.normalize, level=level, drop_fragment=drop_fragment, sort_query=sort_query,
                             canonical_ipv6=canonical_ipv6, remove_empty_query=remove_empty_query, crawler=crawler,
                             conservative=conservative, remove_tracking_params=remove_tracking_params, errors=errors)


def _column_of(part, function):
    """One partition of a URL column mapped by one batch call: a Series on its index."""
    return pd.Series(function(part.tolist()), index=part.index, name=part.name, dtype=object)


def keys_column(frame, column, level="scheme", crawler=False, conservative=False, remove_tracking_params=False,
                surt=None, errors="none", profile=None):
    """keys() of a dask DataFrame's URL column: a dask Series of the keys, on the frame's
    index (None where a URL fails), one batch call per partition."""
    key = _key_function(level, crawler, conservative, surt, errors, remove_tracking_params, profile)
    return frame[column].map_partitions(_column_of, key, meta=(column, object))


def canonicalize_column(frame, column, level="scheme", drop_fragment=False, sort_query=False, canonical_ipv6=False,
                        remove_empty_query=False, crawler=False, conservative=False, remove_tracking_params=False,
                        errors="none", profile=None):
    """canonicalize() of a dask DataFrame's URL column: a dask Series of the normalized URLs
    (or with profile=, of that profile's keys), on the frame's index, None where a URL fails;
    one batch call per partition. The options are canonicalize()'s."""
    function = _canonicalize_function(level, drop_fragment, sort_query, canonical_ipv6, remove_empty_query, crawler,
                                      conservative, remove_tracking_params, errors, profile)
    return frame[column].map_partitions(_column_of, function, meta=(column, object))


def _partitions(urls, blocksize="32MiB"):
    """The input partitions: a bag's partitions (delayed lists of str), or for a path,
    glob or list of paths the files' blocks, which the split tasks read themselves, as
    bytes (no str objects at all, no task of their own); and the input's size in bytes
    (None for a bag)."""
    if isinstance(urls, db.Bag):
        return urls.to_delayed(), None
    if isinstance(urls, (str, os.PathLike)):
        urls = str(urls)
    return _file_blocks(urls, blocksize)


# Input bytes per hash share, at most, when npartitions is not given.
_SHARE_BYTES = 128 * 2**20


def _cluster_threads():
    """The worker threads of the current distributed client, or this machine's cores."""
    try:
        import distributed
        return max(1, sum(distributed.default_client().nthreads().values()))
    except Exception:  # no distributed, no client, or one that cannot answer: a guess is enough
        return dask.system.CPU_COUNT


def _default_shares(count, size):
    """npartitions=None: for files, as few shares as keep about _SHARE_BYTES of input
    each, but one for each worker thread (so that every core reduces), and no more than
    input partitions; for a bag (its size unknown), one per input partition. Every share
    is a reduce task, and the graph has partitions x shares small tasks besides."""
    if size is None:
        return max(1, count)
    return max(1, min(count, max(_cluster_threads(), -(-size // _SHARE_BYTES))))


# The steps, as module-level functions: they pickle by name, for the workers.
def _split(part, parts, level, crawler, conservative, keep_input, surt, outputs, remove_tracking_params, profile):
    return tuple(_shards.split(part, parts, level, crawler, conservative, keep_input, surt, outputs,
                               remove_tracking_params, profile))


def _split_block(file, offset, length, *options):
    """_split() of a block of a file, read here: one task, and the block never leaves it."""
    return _split(read_block_from_file(file, offset, length, b"\n"), *options)


def _reduce(winners, *blobs):
    return tuple(_shards.reduce(list(blobs), winners))


def _merge(outputs, *bitmaps):
    return _shards.merge(outputs, list(bitmaps))


def _job(urls, level, crawler, conservative, keep_input, npartitions, blocksize, surt=None, winners=False,
         remove_tracking_params=False, profile=None):
    """The split and reduce steps: (the outputs blob of each input partition, or None with
    winners=True; per share, its reduce step's result for each input partition: a bitmap
    of first occurrences, or with winners=True the winning records)."""
    parts, size = _partitions(urls, blocksize)
    shares = npartitions or _default_shares(len(parts), size)
    surt = _surt_options(surt)
    _one_key(surt, profile)
    outputs = not winners
    first = 1 if outputs else 0
    options = (shares, level, crawler, conservative, keep_input, surt, outputs, remove_tracking_params, profile)
    splits = []
    for part in parts:
        if isinstance(part, tuple):  # a block of a file
            file, offset, length, token = part
            key = "urikit-split-" + tokenize(token, *options)
            splits.append(dask.delayed(_split_block, nout=shares + first)(file, offset, length, *options,
                                                                           dask_key_name=key))
        else:
            splits.append(dask.delayed(_split, nout=shares + first, pure=True)(part, *options))
    reduced = [dask.delayed(_reduce, nout=len(parts), pure=True)(winners, *[s[first + j] for s in splits])
               for j in range(shares)]
    return [s[0] for s in splits] if outputs else None, reduced


def distinct_blobs(urls, level="scheme", crawler=False, conservative=False, keep_input=False, npartitions=None,
                   blocksize="32MiB", surt=None, remove_tracking_params=False, profile=None):
    """The job: one delayed bytes object per input partition, in order, holding that
    partition's distinct outputs as lines (the key, or with keep_input the URL as
    written); their concatenation is what ``urikit dedup`` prints. `urls` is a bag of URL
    lines, or a path, glob or list of paths of URL files (read as bytes: the fastest);
    `npartitions` is the number of hash shares (default: for files, one per 128 MiB of
    input but at least one per worker thread of the current client; for a bag, one per
    input partition; never more than input partitions).
    surt=True (or a dict of urikit.surt()'s options, e.g. {"with_scheme": True}) keys
    the URLs by their SURT instead (level, crawler and conservative are then unused);
    profile= (a name of urikit.profiles()) by their key of that canonicalization profile
    (urikit.canonicalize), which is then the output (the same holds). remove_tracking_params=True:
    as ``urikit dedup --remove-tracking``."""
    return _finish(_merge, urls, level=level, crawler=crawler, conservative=conservative, keep_input=keep_input,
                   npartitions=npartitions, blocksize=blocksize, surt=surt,
                   remove_tracking_params=remove_tracking_params, profile=profile)


def _finish(function, urls, arguments=None, **options):
    """function(*arguments(count)[i], outputs_i, *bitmaps_i) for each input partition i:
    the merge step, and what is done with its lines, in one task."""
    outputs, shares = _job(urls, **_job_options(**options))
    extra = arguments(len(outputs)) if arguments else [()] * len(outputs)
    return [dask.delayed(function, pure=True)(*extra[i], out, *[share[i] for share in shares])
            for i, out in enumerate(outputs)]


def _lines_of(outputs, *bitmaps):
    return _merge(outputs, *bitmaps).decode("utf-8").split("\n")[:-1]


def distinct_lines(urls, **options):
    """What ``urikit dedup`` prints for these URLs, as a bag of str in input order (see
    distinct_blobs() for the options)."""
    return db.from_delayed(_finish(_lines_of, urls, **options))


def _job_options(level="scheme", crawler=False, conservative=False, keep_input=False, npartitions=None,
                 blocksize="32MiB", surt=None, remove_tracking_params=False, profile=None):
    return dict(level=level, crawler=crawler, conservative=conservative, keep_input=keep_input,
                npartitions=npartitions, blocksize=blocksize, surt=surt, remove_tracking_params=remove_tracking_params,
                profile=profile)


def _write(path, outputs, *bitmaps):
    blob = _merge(outputs, *bitmaps)
    with open(path, "wb") as f:
        f.write(blob)
    return path


def write_distinct(urls, path, **options):
    """Writes what ``urikit dedup`` prints for these URLs into files, one per input
    partition: `path` with '*' replaced by the partition's number (zero-padded, so that
    the files sort in order). Returns the delayed paths (compute them). The options are
    distinct_blobs()'s."""
    def paths(count):
        width = len(str(max(count - 1, 0)))
        return [(path.replace("*", str(i).zfill(width)),) for i in range(count)]
    return _finish(_write, urls, paths, **options)


def _records_frame(*blobs):
    keys, positions, outputs = _shards.records(list(blobs))
    return pd.DataFrame({"key": keys, "pos": np.asarray(positions, dtype=np.int64), "output": outputs})


_META = pd.DataFrame({"key": pd.Series([], dtype=object), "pos": pd.Series([], dtype=np.int64),
                      "output": pd.Series([], dtype=object)})


def distinct(urls, level="scheme", crawler=False, conservative=False, keep_input=False, npartitions=None,
             blocksize="32MiB", surt=None, remove_tracking_params=False, profile=None):
    """The distinct URLs as a dask DataFrame, one partition per hash share: columns key,
    pos (the first occurrence's position: partition << 36 | line) and output (the key, or
    with keep_input the first URL as written). Exact: keys compared in full. surt and
    profile: as for distinct_blobs()."""
    _, shares = _job(urls, level, crawler, conservative, keep_input, npartitions, blocksize, surt, winners=True,
                     remove_tracking_params=remove_tracking_params, profile=profile)
    count = len(shares[0]) if shares else 0
    frames = [dask.delayed(_records_frame, pure=True)(*[s[i] for i in range(count)]) for s in shares]
    return dd.from_delayed(frames, meta=_META, verify_meta=False)


def distinct_column(frame, column, level="scheme", crawler=False, conservative=False, npartitions=None,
                    shuffle="tasks", surt=None, remove_tracking_params=False, profile=None):
    """The rows of a dask DataFrame whose URL column holds the first occurrence of its
    key (rows whose URL fails are dropped), with the key added as column '<column>_key'.
    Exact: keys are compared in full within hash partitions. surt and profile: as for
    keys()."""
    key = _key_function(level, crawler, conservative, surt, remove_tracking_params=remove_tracking_params,
                        profile=profile)
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
