#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
"""Runs urikit_bench once and prints its results as Markdown tables of ratios.

    scripts/bench-report.py BUILD_DIR [DATA_DIR] [extra urikit_bench flags...]

Every operation's libraries are timed in the same run, on the same inputs; each table gives
ns per item for each library and a ratio: the fastest peer's time over urikit's (how many
times faster urikit is), or for iri_to_uri urikit's time over parsing the same inputs.
DATA_DIR defaults to $URIKIT_BENCH_DATA.
"""
import json
import os
import subprocess
import sys
import tempfile

PEERS = ["boost_url", "uriparser", "curl"]


def main():
    build = sys.argv[1]
    data = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("URIKIT_BENCH_DATA", "")
    extra = sys.argv[3:]
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        env = dict(os.environ, URIKIT_BENCH_DATA=data)
        subprocess.run([os.path.join(build, "urikit_bench"), "--benchmark_format=console",
                        "--benchmark_out=" + out.name, "--benchmark_out_format=json", *extra],
                       env=env, check=True, stdout=sys.stderr)
        report = json.load(open(out.name))
    ctx = report["context"]
    print(f"Run {ctx['date']} on {ctx['num_cpus']} CPUs at {ctx['mhz_per_cpu']} MHz, "
          f"load average {', '.join(f'{x:.2f}' for x in ctx.get('load_avg', []))}.\n")
    results = {}  # op -> dataset -> library -> row
    singles = []
    for b in report["benchmarks"]:
        parts = b["name"].split("/")
        if len(parts) != 3:
            continue
        op, lib, ds = parts
        if b.get("error_occurred"):
            results.setdefault(op, {}).setdefault(ds, {})[lib] = {"error": b.get("error_message", "")}
            continue
        ns = b.get("ns_per_url", b.get("ns_per_item", b.get("ns_per_iri")))
        row = {"ns": ns, "gbps": b.get("bytes_per_second", 0) / 1e9}
        for k in ("ratio_to_parse", "avg_bytes"):
            if k in b:
                row[k] = b[k]
        if ds == "idn_hosts":
            singles.append((b["name"], row))
            continue
        results.setdefault(op, {}).setdefault(ds, {})[lib] = row
    for op, by_ds in results.items():
        libs = [l for l in ["urikit"] + PEERS + sorted({l for d in by_ds.values() for l in d} - set(PEERS) - {"urikit"})
                if any(l in d for d in by_ds.values())]
        print(f"### {op}\n")
        print("| data set | " + " | ".join(f"{l} ns" for l in libs) + " | urikit GB/s | ratio |")
        print("|---" * (len(libs) + 3) + "|")
        for ds, row in sorted(by_ds.items()):
            cells = []
            for l in libs:
                r = row.get(l)
                cells.append("—" if r is None else ("error" if "error" in r else f"{r['ns']:.1f}"))
            u = row.get("urikit", {})
            peer = [row[l]["ns"] for l in PEERS if l in row and "error" not in row[l]]
            ratio = f"{min(peer) / u['ns']:.1f}×" if peer and u.get("ns") else "—"
            gbps = f"{u['gbps']:.2f}" if u.get("ns") else "—"
            if "ratio_to_parse" in u:
                ratio = f"{u['ratio_to_parse']:.2f}× parse"
            print(f"| {ds} | " + " | ".join(cells) + f" | {gbps} | {ratio} |")
        errors = [(ds, l, r["error"]) for ds, row in by_ds.items() for l, r in row.items() if "error" in r]
        for ds, l, e in errors:
            print(f"\n{l} on {ds} was not timed: {e}")
        print()
    for name, row in singles:
        print(f"`{name}`: {row['ns']:.0f} ns per IRI\n")


if __name__ == "__main__":
    main()
