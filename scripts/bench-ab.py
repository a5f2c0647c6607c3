#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Before/after of two `urikit_bench` builds, as ratios to uriparser in the same process.

    scripts/bench-ab.py OLD/urikit_bench NEW/urikit_bench --data DIR [--kernel avx2] [--rounds 2]

The two binaries run alternately (old, new, old, new, ...), each on the rows below for one
data set (kasztp by default), `--repetitions` times a round; a row's time is its minimum
over all repetitions of all rounds. Each urikit row is divided into its uriparser row of
the same process (a ratio: "how many times faster than uriparser"), so load that slows
both alike cancels, and the table gives new ÷ old of that ratio (1.00 = unchanged; the
project's rule is that a hot path does not lose more than 5 %) and of urikit's own time.

`--kernel` sets URIKIT_KERNEL for both runs (portable, avx2, avx512, avx512_vbmi2); the
parse row then times that kernel's own row (`parse/urikit_scalar`, `parse/urikit_avx2`).
An old build from before URIKIT_KERNEL existed needs a local patch that reads it, or
URIKIT_FORCE_SCALAR=1 for the portable kernel (set by `--old-env`).
"""
import argparse
import json
import os
import subprocess
import sys

# (label, urikit row, uriparser row). encode_component has no uriparser row of its own:
# uriparser's whole-URL encoder is the yardstick, as in docs/performance.md.
ROWS = [
    ("parse", "parse/{parse_row}", "parse/uriparser"),
    ("normalize_into", "normalize/urikit", "normalize/uriparser"),
    ("normalize_to", "normalize/urikit_to", "normalize/uriparser"),
    ("resolve", "resolve/urikit", "resolve/uriparser"),
    ("resolve, base_resolver", "resolve/urikit_base", "resolve/uriparser"),
    ("encode_component", "encode_component/urikit", "encode/uriparser"),
    ("decode_component", "decode_component/urikit", "decode_component/uriparser"),
    ("iri_to_uri", "iri_to_uri/urikit", "parse/uriparser"),
]
# The parse row of a forced kernel: its own row (bench_parse.cpp: urikit_<name>, the portable
# one urikit_scalar); the AVX-512 kernels' is the default row, which they run on this host.
PARSE_ROW = {None: "urikit", "avx512": "urikit", "avx512_vbmi2": "urikit", "portable": "urikit_scalar"}


def run(binary, dataset, names, repetitions, env):
    pattern = "^(" + "|".join(sorted(set(names))) + ")/" + dataset + "$"
    out = subprocess.run([binary, f"--benchmark_filter={pattern}", f"--benchmark_repetitions={repetitions}",
                          "--benchmark_min_time=0.1", "--benchmark_format=json"],
                         env=env, check=True, capture_output=True, text=True).stdout
    times = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("run_type") != "iteration" or "error_occurred" in b:
            continue
        name = b["run_name"].rsplit("/", 1)[0]
        times[name] = min(times.get(name, float("inf")), b["cpu_time"])
    return times


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--data", required=True, help="folder of URL lists (URIKIT_BENCH_DATA)")
    ap.add_argument("--dataset", default="kasztp")
    ap.add_argument("--kernel", help="a kernel's name (include/urikit/kernel_list.hpp)")
    ap.add_argument("--old-env", action="append", default=[], help="NAME=VALUE for the old build only")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--repetitions", type=int, default=5)
    args = ap.parse_args()

    parse_row = PARSE_ROW.get(args.kernel, "urikit_" + str(args.kernel))
    rows = [(label, mine.format(parse_row=parse_row), peer) for label, mine, peer in ROWS]
    names = [r[1] for r in rows] + [r[2] for r in rows]
    env = dict(os.environ, URIKIT_BENCH_DATA=args.data)
    if args.kernel:
        env["URIKIT_KERNEL"] = args.kernel
    old_env = dict(env, **dict(e.split("=", 1) for e in args.old_env))

    best = {"old": {}, "new": {}}
    for r in range(args.rounds):
        for which, binary, e in (("old", args.old, old_env), ("new", args.new, env)):
            for name, t in run(binary, args.dataset, names, args.repetitions, e).items():
                best[which][name] = min(best[which].get(name, float("inf")), t)
            print(f"round {r + 1}: {which} done", file=sys.stderr)

    print(f"kernel: {args.kernel or 'the CPU default'}; data set: {args.dataset}; "
          f"{args.rounds} rounds x {args.repetitions} repetitions, minimum CPU time\n")
    print("| operation | old × uriparser | new × uriparser | new ÷ old (ratio) | urikit's own time, new ÷ old |")
    print("|---|---|---|---|---|")
    for label, mine, peer in rows:
        try:
            o = best["old"][peer] / best["old"][mine]
            n = best["new"][peer] / best["new"][mine]
            own = best["new"][mine] / best["old"][mine]
        except KeyError as missing:
            print(f"| {label} | missing row {missing} | | | |")
            continue
        print(f"| {label} | {o:.2f} | {n:.2f} | {n / o:.3f} | {own:.3f} |")


if __name__ == "__main__":
    main()
