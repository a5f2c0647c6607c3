#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Every configure preset of CMakePresets.json configures (into a scratch folder, not the
# preset's own), and the library-only preset configures with ICU as the only package CMake
# may find: CLI11, Boost, Google Benchmark, uriparser, curl and Doxygen are made unfindable.
# Without CLI11 the default build stops with a message that names the way out.
# Usage: presets_configure.sh SOURCE_DIR WORKDIR
set -euo pipefail
src=$1 work=$2
rm -rf "$work"
mkdir -p "$work"
cd "$src"
presets=$(cmake --list-presets=configure | sed -n 's/^  "\([^"]*\)".*/\1/p')
[ -n "$presets" ] || { echo "no configure presets"; exit 1; }
for p in $presets; do
  if ! cmake --preset "$p" -B "$work/$p" >"$work/$p.log" 2>&1; then
    echo "preset $p does not configure:"; tail -n 20 "$work/$p.log"; exit 1
  fi
  echo "preset $p configures"
done
cache_value() { sed -n "s/^$2:[A-Z]*=//p" "$work/$1/CMakeCache.txt"; }
[ "$(cache_value library-only URIKIT_BUILD_CLI)" = OFF ] && [ "$(cache_value library-only URIKIT_BUILD_TESTS)" = OFF ] &&
  [ "$(cache_value library-only URIKIT_BUILD_BENCH)" = OFF ] ||
  { echo "library-only builds more than the libraries"; exit 1; }

no_optional=(-DCMAKE_DISABLE_FIND_PACKAGE_CLI11=ON -DCMAKE_DISABLE_FIND_PACKAGE_Boost=ON
             -DCMAKE_DISABLE_FIND_PACKAGE_boost_url=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON
             -DCMAKE_DISABLE_FIND_PACKAGE_uriparser=ON -DCMAKE_DISABLE_FIND_PACKAGE_CURL=ON
             -DCMAKE_DISABLE_FIND_PACKAGE_Doxygen=ON -DCMAKE_DISABLE_FIND_PACKAGE_Python3=ON)
if ! cmake --preset library-only -B "$work/icu-only" "${no_optional[@]}" >"$work/icu-only.log" 2>&1; then
  echo "library-only needs more than ICU:"; tail -n 20 "$work/icu-only.log"; exit 1
fi
echo "library-only configures with ICU alone"
if cmake -S "$src" -B "$work/no-cli11" -G Ninja "${no_optional[@]}" >"$work/no-cli11.log" 2>&1; then
  echo "the default build configured without CLI11"; exit 1
fi
grep -q 'URIKIT_BUILD_CLI=OFF' "$work/no-cli11.log" ||
  { echo "no hint at URIKIT_BUILD_CLI=OFF:"; tail -n 20 "$work/no-cli11.log"; exit 1; }
echo "without CLI11 the default build stops and names -DURIKIT_BUILD_CLI=OFF"
