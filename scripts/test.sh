#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Builds urikit and runs the whole test suite: a Release build with warnings as errors,
# the large-input job (inputs of 2^31+7 and 2^32+7 bytes), the suite again under
# ASan+UBSan, a clang 14 build, the Python package's tests and Dask job, and a short
# libFuzzer run of every fuzz target (URIKIT_FUZZ_SECONDS each, default 15). Installs
# missing packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
jobs=${URIKIT_JOBS:-2}

echo "== Release build (g++, -Werror) and tests"
# Every part on, explicitly: the build folder may hold another script's settings.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DURIKIT_WERROR=ON -DURIKIT_BUILD_TESTS=ON \
      -DURIKIT_BUILD_BENCH=ON -DURIKIT_BUILD_CLI=ON -DURIKIT_BUILD_SHARED=ON -DURIKIT_BUILD_STATIC=ON \
      -DURIKIT_BUILD_PYTHON=ON -DURIKIT_PYTHON_EXECUTABLE=/usr/bin/python3 \
      -DURIKIT_SOURCE_CXX_STANDARD=23
cmake --build build -j "$jobs"
(cd build && ctest --output-on-failure -j "$jobs" -LE 'large|python')

echo "== Python package (pybind11, for /usr/bin/python3): pytest suite, install, Dask job on a LocalCluster"
# Debian's interpreter, whatever python3 comes first on PATH. The Dask job deduplicates
# 10^6 URLs on two worker processes and compares with `urikit dedup` (a minute or two).
(cd build && ctest --output-on-failure -L python)

echo "== Large-input job: every entry point at 2^31+7 and 2^32+7 bytes, the command on 1 GiB and 4 GiB lines"
# One test at a time (no -j): the largest holds about 16 GiB.
(cd build && ctest --output-on-failure -L large)

echo "== ASan+UBSan build and tests (the library's sources as C++17: its fallbacks)"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DURIKIT_SANITIZE=address,undefined \
      -DURIKIT_BUILD_TESTS=ON -DURIKIT_BUILD_BENCH=OFF -DURIKIT_SOURCE_CXX_STANDARD=17
cmake --build build-asan -j "$jobs"
(cd build-asan && ctest --output-on-failure -j "$jobs" -LE 'large|install')

echo "== clang 14 build (-Werror)"
CC=clang-14 CXX=clang++-14 cmake -S . -B build-clang -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DURIKIT_WERROR=ON -DURIKIT_BUILD_TESTS=ON -DURIKIT_BUILD_BENCH=OFF
cmake --build build-clang -j "$jobs"

echo "== libFuzzer build (clang 14, ASan+UBSan) and a short run of every target"
CC=clang-14 CXX=clang++-14 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DURIKIT_BUILD_FUZZ=ON -DURIKIT_BUILD_TESTS=OFF -DURIKIT_BUILD_CLI=OFF -DURIKIT_BUILD_SHARED=OFF \
      -DURIKIT_BUILD_BENCH=OFF
cmake --build build-fuzz -j "$jobs"
# From the committed seeds only, in a fresh working folder: a finding fails the run.
fuzz_work=$(mktemp -d)
test/fuzz/run_fuzzers.sh build-fuzz "${URIKIT_FUZZ_SECONDS:-15}" "$fuzz_work"
rm -rf "$fuzz_work"

echo "== all tests passed"
