#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The portable kernel as aarch64: the library's core sources (all but the ICU ones) and
# portable_smoke.cpp built with Debian's cross compiler (g++-aarch64-linux-gnu), statically,
# and run under qemu-user (qemu-aarch64). Skipped (exit 77) when either is missing.
#   run_aarch64.sh SOURCE_DIR WORK_DIR GENERATED_DIR
# (GENERATED_DIR: the build's generated internal headers, urikit_kernel_folders.hpp.)
set -euo pipefail
shopt -s nullglob
src=$1 work=$2 generated=$3
cxx=aarch64-linux-gnu-g++
if ! command -v "$cxx" >/dev/null || ! command -v qemu-aarch64 >/dev/null; then
  echo "aarch64: needs g++-aarch64-linux-gnu and qemu-user, skipped"
  exit 77
fi
mkdir -p "$work"
flags=(-std=c++17 -O2 -Wall -Wextra -Wpedantic -Werror -I"$src/include" -I"$generated" -DURIKIT_BUILDING -DURIKIT_STATIC)
objects=()
for f in "$src"/src/*.cpp "$src"/src/simd/*.cpp "$src"/src/simd/*/*.cpp; do
  grep -q '<unicode/' "$f" && continue  # IDNA, IRI and the legacy charsets need ICU
  o="$work/$(echo "${f#"$src"/}" | tr / _).o"
  "$cxx" "${flags[@]}" -c "$f" -o "$o" &
  objects+=("$o")
  # two compilers at a time
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
done
wait
rm -f "$work/liburikit_core.a"
aarch64-linux-gnu-ar rcs "$work/liburikit_core.a" "${objects[@]}"
"$cxx" "${flags[@]}" -static "$src/test/portable/portable_smoke.cpp" "$work/liburikit_core.a" -o "$work/portable_smoke"
file "$work/portable_smoke" | grep -q aarch64
qemu-aarch64 "$work/portable_smoke"
