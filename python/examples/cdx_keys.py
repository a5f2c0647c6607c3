#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Reads gzip'd URL files (one URL a line) as partitions of a Dask job, and writes their
distinct SURT keys, sorted, as a CDX-like text file: the header " CDX N a", then one line
per distinct key, "SURT URL", where URL is the key's first occurrence as written in the
input.

The key is urikit.surt()'s, Python surt 0.3.1's byte for byte (the key of CDX indexes;
--with-scheme, --trailing-comma, --no-reverse-ipaddr, --no-host-massage and --fixed are its
options), or with --key dedup the key of `urikit dedup` (--level, --crawler). Lines are in
byte order (what `LC_ALL=C sort` gives, as CDX readers expect); the header sorts first.
URLs whose key fails (not UTF-8, a bad port, ...) are left out, as `urikit surt` reports them.

    /usr/bin/python3 cdx_keys.py --out index.cdx crawl-*.txt.gz                       # a local cluster
    /usr/bin/python3 cdx_keys.py --scheduler tcp://10.0.0.1:8786 --out index.cdx 's3://bucket/urls/*.gz'

Memory: each worker holds its share of the distinct keys; see docs/python.md.
"""
import argparse
import os
import sys

import dask.dataframe  # noqa: F401 (the sort below)
import distributed

import urikit.dask

# The CDX header of these two columns: N, the massaged URL (the SURT); a, the original URL.
CDX_HEADER = " CDX N a"


def write_cdx(paths, out, surt=True, level="scheme", crawler=False, npartitions=None):
    """Writes the header and the sorted "KEY URL" lines of the distinct keys of `paths` to
    the file `out`; returns how many keys. surt: True (SURT keys with surt's defaults), a
    dict of urikit.surt()'s options, or None for `urikit dedup`'s key at `level`/`crawler`."""
    found = urikit.dask.distinct(paths, level=level, crawler=crawler, keep_input=True, npartitions=npartitions,
                                 surt=surt)
    # A distributed sort by key (sampled divisions), then each partition's lines in turn:
    # the partitions are in key order, so the concatenation is sorted. Keys are str and
    # compare by code point, which for UTF-8 is byte order.
    ordered = found.set_index("key", shuffle="tasks")
    count = 0
    with open(out, "w", encoding="utf-8", errors="surrogateescape", newline="\n") as f:
        f.write(CDX_HEADER + "\n")
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
    parser.add_argument("--workers", type=int, default=os.cpu_count(), help="local cluster: worker processes")
    parser.add_argument("--key", default="surt", choices=["surt", "dedup"], help="the key (default: surt)")
    surt = parser.add_argument_group("SURT keys (urikit surt's options)")
    surt.add_argument("--with-scheme", action="store_true")
    surt.add_argument("--trailing-comma", action="store_true")
    surt.add_argument("--no-reverse-ipaddr", action="store_true")
    surt.add_argument("--no-host-massage", action="store_true")
    surt.add_argument("--fixed", action="store_true", help="correct surt 0.3.1's query fault")
    dedup = parser.add_argument_group("dedup keys (urikit dedup's options)")
    dedup.add_argument("--level", default="scheme", choices=["string", "syntax", "scheme"])
    dedup.add_argument("--crawler", action="store_true", help="the crawler profile's keys")
    args = parser.parse_args(argv)
    surt_options = None
    if args.key == "surt":
        surt_options = {"with_scheme": args.with_scheme, "trailing_comma": args.trailing_comma,
                        "reverse_ipaddr": not args.no_reverse_ipaddr, "host_massage": not args.no_host_massage,
                        "fixed": args.fixed}
    if args.scheduler:
        client = distributed.Client(args.scheduler)
    else:
        client = distributed.Client(distributed.LocalCluster(n_workers=args.workers, threads_per_worker=1,
                                                             dashboard_address=None))
    with client:
        count = write_cdx(args.paths, args.out, surt=surt_options, level=args.level, crawler=args.crawler)
    print(f"{count} distinct keys written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
