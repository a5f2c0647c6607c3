#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The core builds and works where ICU cannot be found: configure with URIKIT_WITH_ICU=OFF
# and CMAKE_DISABLE_FIND_PACKAGE_ICU=ON, build the libraries, then build and run
# test/install/consumer.cpp (parse, normalize) against the static core, with no ICU flag.
# Usage: core_without_icu.sh SOURCE_DIR WORK_DIR CXX [COMPILER_LAUNCHER]
set -eu
src=$1 work=$2 cxx=$3 launcher=${4:-}
rm -rf "$work"
cmake -S "$src" -B "$work" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" \
  ${launcher:+-DCMAKE_CXX_COMPILER_LAUNCHER="$launcher"} \
  -DURIKIT_WITH_ICU=OFF -DURIKIT_BUILD_CLI=OFF -DCMAKE_DISABLE_FIND_PACKAGE_ICU=ON >"$work.log" 2>&1 ||
  { cat "$work.log"; exit 1; }
cmake --build "$work" -j2 >>"$work.log" 2>&1 || { tail -n 40 "$work.log"; exit 1; }
if grep -q 'ICU' "$work/CMakeCache.txt" && grep -q '^ICU_INCLUDE_DIR:PATH=/' "$work/CMakeCache.txt"; then
  echo "ICU was looked for and found"; exit 1
fi
if readelf -d "$work/liburikit.so" | grep -q 'NEEDED.*libicu'; then
  echo "liburikit.so needs ICU"; exit 1
fi
"$cxx" -std=c++17 -DURIKIT_STATIC -I"$src/include" "$src/test/install/consumer.cpp" "$work/liburikit.a" \
  -o "$work/consumer"
"$work/consumer"
echo "the core builds and runs without ICU"
