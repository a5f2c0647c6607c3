#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Every library source compiles without the x86 kernels (-DURIKIT_NO_SIMD, what a non-x86
# target such as aarch64 builds), warning-free, and, when Debian's aarch64 cross compiler
# is installed, for aarch64 itself. Syntax only: the portable kernel's behaviour is tested
# by the unit tests (every test that compares kernels runs the portable one, and
# URIKIT_KERNEL=portable forces it for the rest).
#   portable_sources.sh SOURCE_DIR CXX GENERATED_DIR
# (GENERATED_DIR: the build's generated internal headers, urikit_kernel_folders.hpp.)
set -euo pipefail
shopt -s nullglob
src=$1 cxx=$2 generated=$3
flags=(-std=c++17 -fsyntax-only -Wall -Wextra -Wpedantic -Werror -I"$src/include" -I"$generated" -DURIKIT_BUILDING)
status=0
for f in "$src"/src/*.cpp "$src"/src/simd/*.cpp "$src"/src/simd/*/*.cpp; do
  "$cxx" "${flags[@]}" -DURIKIT_NO_SIMD "$f" || { echo "FAILED without SIMD: $f"; status=1; }
done
if command -v aarch64-linux-gnu-g++ >/dev/null; then
  for f in "$src"/src/*.cpp "$src"/src/simd/*.cpp "$src"/src/simd/*/*.cpp; do
    aarch64-linux-gnu-g++ "${flags[@]}" "$f" || { echo "FAILED for aarch64: $f"; status=1; }
  done
  echo "aarch64: checked"
else
  echo "aarch64: no cross compiler (g++-aarch64-linux-gnu), skipped"
fi
[ $status -eq 0 ] && echo "every source compiles without the x86 kernels"
exit $status
