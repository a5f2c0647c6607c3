#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Reads gzip'd URL files (one URL a line) as partitions of a Dask job, and writes their
distinct keys, sorted, as a CDX-like text file: one line per distinct key, "KEY URL",
where URL is the key's first occurrence as written in the input.

The key is `urikit dedup`'s (the normalized URL at --level, or the crawler profile);
SURT keys (CDX indexes' own) come with the crawler functions of urikit (`urikit.surt`),
once they are part of the package: the key function is the one line to change.

    python3 cdx_keys.py --out index.cdx crawl-*.txt.gz                       # a local cluster
    python3 cdx_keys.py --scheduler tcp://10.0.0.1:8786 --out index.cdx 's3://bucket/urls/*.gz'

Memory: each worker holds its share of the distinct keys; see docs/python.md.
"""
import argparse
import os
import sys

import dask.dataframe  # noqa: F401 (the sort below)
import distributed

import urikit.dask


def write_cdx(paths, out, level="scheme", crawler=False, npartitions=None):
    """Writes the sorted "KEY URL" lines of the distinct keys of `paths` to the file
    `out`; returns how many."""
    urls = urikit.dask.read_urls(paths)
    found = urikit.dask.distinct(urls, level=level, crawler=crawler, keep_input=True, npartitions=npartitions)
    # A distributed sort by key (sampled divisions), then each partition's lines in turn:
    # the partitions are in key order, so the concatenation is sorted.
    ordered = found.set_index("key", shuffle="tasks")
    count = 0
    with open(out, "w", encoding="utf-8", errors="surrogateescape", newline="\n") as f:
        for part in ordered.to_delayed():
            frame = part.compute()
            for key, url in zip(frame.index, frame["output"]):
                f.write(f"{key} {url}\n")
            count += len(frame)
    return count


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", help="gzip'd (or plain) URL files, globs, or fsspec URLs")
    parser.add_argument("--out", required=True, help="the CDX-like output file")
    parser.add_argument("--scheduler", help="a dask-scheduler address (default: a local cluster)")
    parser.add_argument("--level", default="scheme", choices=["string", "syntax", "scheme"])
    parser.add_argument("--crawler", action="store_true", help="the crawler profile's keys")
    parser.add_argument("--workers", type=int, default=os.cpu_count(), help="local cluster: worker processes")
    args = parser.parse_args(argv)
    if args.scheduler:
        client = distributed.Client(args.scheduler)
    else:
        client = distributed.Client(distributed.LocalCluster(n_workers=args.workers, threads_per_worker=1,
                                                             dashboard_address=None))
    with client:
        count = write_cdx(args.paths, args.out, level=args.level, crawler=args.crawler)
    print(f"{count} distinct keys written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
