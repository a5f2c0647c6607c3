#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""The Python package's speed, side by side with the Debian packages Python users have,
in one run, as ratios: urikit per call and in batches (a list of str or a bytes blob in; a
list of str or, with output="lines", one bytes object out)
against urllib.parse (urlsplit + geturl), w3lib.url.canonicalize_url, rfc3986
(uri_reference().normalize()) and tldextract; and the Dask job's throughput per worker
core against the single-process `urikit dedup`.

    PYTHONPATH=build/python URIKIT_BENCH_DATA=/work/shared/data/urls \\
        /usr/bin/python3 python/bench/bench_python.py --cli build/urikit [--dask | --only-dask]

Data: kasztp.txt from URIKIT_BENCH_DATA (ada-url/url-various-datasets), and 10^6
generated URLs (python/tests/url_generator.py). Best of --repeat runs; the slow peers
run on the first --peer-sample URLs of each set, best of --peer-repeat (per-URL times are
comparable). Times
are CPU time (the machine may be shared); the Dask table gives wall time and the CPU
time of all the worker processes too (not the scheduler's: a LocalCluster runs it in this
process). --only-dask prints the Dask table alone.
Prints a Markdown table (docs/performance.md, "From Python").
"""
import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))

import urikit  # noqa: E402
from url_generator import url_lines  # noqa: E402


def best_ns_per_url(function, count, repeat):
    """CPU time of this thread (the machine is shared: wall time counts other processes),
    best of `repeat`."""
    best = float("inf")
    for _ in range(repeat):
        start = time.thread_time()
        function()
        best = min(best, time.thread_time() - start)
    return best / count * 1e9


def per_call(function, urls):
    def run():
        for u in urls:
            try:
                function(u)
            except Exception:  # each library's own failures: the time is what counts
                pass
    return run


def peers(sample):
    rows = []
    rows.append(("urllib.parse urlsplit+geturl", per_call(lambda u: urllib.parse.urlsplit(u).geturl(), sample)))
    try:
        import w3lib.url
        rows.append(("w3lib canonicalize_url", per_call(w3lib.url.canonicalize_url, sample)))
    except ImportError:
        pass
    try:
        import rfc3986
        rows.append(("rfc3986 normalize", per_call(lambda u: rfc3986.uri_reference(u).normalize().unsplit(), sample)))
    except ImportError:
        pass
    try:
        import tldextract
        # The bundled Public Suffix List snapshot: no network.
        extract = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
        rows.append(("tldextract (the registrable domain and suffix)", per_call(extract, sample)))
    except ImportError:
        pass
    return rows


def bench_set(name, urls, args):
    blob = "\n".join(urls).encode("utf-8", "surrogateescape")
    sample = urls[:args.peer_sample]
    results = []
    # The yardstick of the last column: a blob in, a blob out (output="lines"): no str at all.
    batch_blob = best_ns_per_url(lambda: urikit.batch.normalize(blob, output="lines"), len(urls), args.repeat)
    results.append(("urikit.batch.normalize(bytes blob, output=\"lines\")", batch_blob))
    results.append(("urikit.batch.normalize(list of str, output=\"lines\")",
                    best_ns_per_url(lambda: urikit.batch.normalize(urls, output="lines"), len(urls), args.repeat)))
    results.append(("urikit.batch.normalize(bytes blob)",
                    best_ns_per_url(lambda: urikit.batch.normalize(blob), len(urls), args.repeat)))
    results.append(("urikit.batch.normalize(list of str)",
                    best_ns_per_url(lambda: urikit.batch.normalize(urls), len(urls), args.repeat)))
    results.append(("urikit.normalize per call", best_ns_per_url(per_call(urikit.normalize, urls), len(urls),
                                                                  args.repeat)))
    results.append(("urikit.normalize per call, level='syntax'",
                    best_ns_per_url(per_call(lambda u: urikit.normalize(u, level="syntax"), urls), len(urls),
                                    args.repeat)))
    if hasattr(urikit, "host_parts"):  # built with libpsl: tldextract's counterpart
        results.append(("urikit.batch.host_parts(list of str)",
                        best_ns_per_url(lambda: urikit.batch.host_parts(urls), len(urls), args.repeat)))
        results.append(("urikit.host_parts per call", best_ns_per_url(per_call(urikit.host_parts, urls), len(urls),
                                                                       args.repeat)))
    for label, run in peers(sample):
        results.append((label, best_ns_per_url(run, len(sample), args.peer_repeat)))
    print(f"\n### {name} ({len(urls)} URLs, peers on the first {len(sample)})\n")
    print("| what | ns per URL | time / urikit batch (blob in, lines out) |")
    print("|---|---|---|")
    for label, ns in results:
        print(f"| {label} | {ns:.1f} | {ns / batch_blob:.1f}× |")
    sys.stdout.flush()


def bench_dask(urls, cli, workers, blocksize):
    import distributed
    import urikit.dask
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "urls.txt")
        with open(path, "wb") as f:
            f.write("\n".join(urls).encode("utf-8", "surrogateescape") + b"\n")
        out = os.path.join(tmp, "command.txt")
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        with open(path, "rb") as f, open(out, "wb") as o:
            subprocess.run([cli, "dedup"], stdin=f, stdout=o, stderr=subprocess.DEVNULL)
        single = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        single_cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        want = open(out, "rb").read()
        with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=None) as cluster, \
                distributed.Client(cluster) as client:
            # Files in, files out: the URL file read as bytes blocks, one output file per
            # input partition (what a job on several machines does).
            pattern = os.path.join(tmp, "dask-*.txt")
            # Warm-up (imports on the workers), with other options: no task of it is reused.
            client.compute(urikit.dask.write_distinct(path, pattern, blocksize=blocksize, keep_input=True), sync=True)
            cpu_before = sum(client.run(_cpu_seconds).values())
            start = time.perf_counter()
            written = client.compute(urikit.dask.write_distinct(path, pattern, blocksize=blocksize), sync=True)
            spread = time.perf_counter() - start
            spread_cpu = sum(client.run(_cpu_seconds).values()) - cpu_before
            got = b"".join(open(p, "rb").read() for p in written)
    assert got == want, "the Dask job differs from urikit dedup"
    distinct = want.count(b"\n")
    per_core = len(urls) / spread / workers
    command_rate = len(urls) / single
    per_cpu = len(urls) / spread_cpu
    command_per_cpu = len(urls) / single_cpu
    print(f"\n### Dask job ({len(urls)} URLs, {distinct} distinct; LocalCluster, {workers} workers x 1 thread, "
          f"{len(written)} partitions of {blocksize})\n")
    print("| what | wall s | URLs/s per core (wall) | ratio | CPU s (all processes) | URLs per CPU-second | ratio |")
    print("|---|---|---|---|---|---|---|")
    print(f"| `urikit dedup` (one process) | {single:.2f} | {command_rate:,.0f} | 1.00 | {single_cpu:.2f} | "
          f"{command_per_cpu:,.0f} | 1.00 |")
    print(f"| urikit.dask.write_distinct | {spread:.2f} | {per_core:,.0f} | {per_core / command_rate:.2f} | "
          f"{spread_cpu:.2f} | {per_cpu:,.0f} | {per_cpu / command_per_cpu:.2f} |")


def _cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", help="the urikit command (for the Dask comparison)")
    parser.add_argument("--dask", action="store_true", help="also time the Dask job against urikit dedup")
    parser.add_argument("--only-dask", action="store_true", help="the Dask job's table alone (implies --dask)")
    # 15: shared 2-vCPU hosts have slow phases of several seconds in which the same call
    # takes 1.5x its thread CPU time with no page fault (docs/performance.md, 2026-12-01,
    # thirteenth); the best of 5 consecutive calls could all fall into one. The peers, 40 to
    # 600 times slower, run long enough each to span such phases.
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--peer-repeat", type=int, default=2, help="runs of each peer (best of)")
    parser.add_argument("--peer-sample", type=int, default=20000)
    parser.add_argument("--blocksize", default="8MiB", help="the Dask job's input partitions")
    parser.add_argument("--count", type=int, default=1_000_000, help="generated URLs")
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"Python {platform.python_version()} ({sys.executable}), urikit {urikit.__version__}, "
          f"{os.cpu_count()} CPUs, load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
    args.dask = args.dask or args.only_dask
    data = os.environ.get("URIKIT_BENCH_DATA")
    if data and not args.only_dask:
        with open(os.path.join(data, "kasztp.txt"), "rb") as f:
            kasztp = f.read().decode("utf-8", "surrogateescape").splitlines()
        bench_set("kasztp", kasztp, args)
    generated = [line.decode("utf-8", "surrogateescape") for line in url_lines(args.count)]
    if not args.only_dask:
        bench_set("generated", generated, args)
    if args.dask:
        if not args.cli:
            parser.error("--dask needs --cli")
        bench_dask(generated, args.cli, 2, args.blocksize)


if __name__ == "__main__":
    main()
