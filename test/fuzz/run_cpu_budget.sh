#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Runs one libFuzzer target until it has used CPU_SECONDS of CPU time (not wall time: on a
# shared machine a wall-clock limit buys an unknown amount of fuzzing), from its committed
# seeds and a working corpus, then prints its final statistics.
#   test/fuzz/run_cpu_budget.sh BUILD_DIR NAME CPU_SECONDS WORK_DIR [extra libFuzzer flags]
# Exit status: non-zero when the target found something (a crash-* file in WORK_DIR).
set -euo pipefail
build=$1 name=$2 budget=$3 work=$4
shift 4
src=$(cd "$(dirname "$0")" && pwd)
bin=$build/test/fuzz/urikit_fuzz_$name
mkdir -p "$work/$name"
dict=()
[ -f "$src/$name.dict" ] && dict=(-dict="$src/$name.dict")
"$bin" -max_len="${URIKIT_FUZZ_MAX_LEN:-4096}" -print_final_stats=1 "${dict[@]}" "$@" \
  -artifact_prefix="$work/crash-$name-" "$work/$name" "$src/corpus/$name" > "$work/$name.log" 2>&1 &
pid=$!
ticks=$(getconf CLK_TCK)
while kill -0 "$pid" 2>/dev/null; do
  read -r -a stat < "/proc/$pid/stat" || break
  used=$(( (stat[13] + stat[14]) / ticks ))  # utime + stime
  if [ "$used" -ge "$budget" ]; then kill -INT "$pid"; break; fi
  sleep 5
done
wait "$pid" || true
echo "== $name: $(grep -c '' "$work/$name.log") log lines"
grep -E "^stat::(number_of_executed_units|peak_rss_mb)|^Done|cov:" "$work/$name.log" | tail -3
if ls "$work"/crash-"$name"-* >/dev/null 2>&1; then echo "finding(s): $(ls "$work"/crash-"$name"-*)"; exit 1; fi
