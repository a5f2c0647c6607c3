#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Runs every libFuzzer target of a URIKIT_BUILD_FUZZ=ON clang build for a while.
#   test/fuzz/run_fuzzers.sh BUILD_DIR [SECONDS_PER_TARGET=60] [WORK_DIR=BUILD_DIR/fuzz-work]
# Each target starts from its committed seeds (test/fuzz/corpus/<name>/, read only) and a
# working corpus WORK_DIR/<name>/ that grows across runs; crashes are written to
# WORK_DIR/crash-<name>-*. Exit status: non-zero when any target found something.
# URIKIT_FUZZ_MAX_LEN (default 4096) is libFuzzer's -max_len: the nightly-style run
# (`URIKIT_FUZZ_MAX_LEN=4194304 test/fuzz/run_fuzzers.sh BUILD 1200`) lets the long-run
# mutator (long_run_mutator.cpp) build inputs of megabytes.
set -eu
build=$1
seconds=${2:-60}
work=${3:-$build/fuzz-work}
src=$(cd "$(dirname "$0")" && pwd)
status=0
for bin in "$build"/test/fuzz/urikit_fuzz_*; do
  case $bin in *_replay) continue ;; esac
  [ -x "$bin" ] || continue
  name=${bin##*/urikit_fuzz_}
  mkdir -p "$work/$name"
  dict=""
  [ -f "$src/$name.dict" ] && dict="-dict=$src/$name.dict"
  echo "== $name: $seconds s"
  # shellcheck disable=SC2086
  "$bin" -max_len="${URIKIT_FUZZ_MAX_LEN:-4096}" -max_total_time="$seconds" -print_final_stats=1 $dict \
    -artifact_prefix="$work/crash-$name-" "$work/$name" "$src/corpus/$name" \
    > "$work/$name.log" 2>&1 || status=1
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb)|cov:" "$work/$name.log" | tail -3
done
exit $status
