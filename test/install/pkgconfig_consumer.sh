#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Compiles test/install/consumer.cpp with the flags `pkg-config urikit` gives for an
# installed prefix, and runs it; checks that the core names no ICU; builds and runs
# consumer_icu.cpp with `pkg-config urikit-icu`; with EXPECT_PSL=ON, consumer_psl.cpp with
# `pkg-config urikit-psl` (host parts, C++ and C).
# Usage: pkgconfig_consumer.sh PREFIX CXX WORKDIR [EXPECT_PSL]
set -euo pipefail
prefix=$1 cxx=$2 work=$3 expect_psl=${4:-OFF}
here=$(cd "$(dirname "$0")" && pwd)
libdir=$(dirname "$(find "$prefix" -name urikit.pc | head -n 1)")
export PKG_CONFIG_PATH="$libdir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
mkdir -p "$work"
# shellcheck disable=SC2046
"$cxx" -std=c++17 "$here/consumer.cpp" -o "$work/consumer_pc" $(pkg-config --cflags --libs urikit)
LD_LIBRARY_PATH="$(dirname "$libdir")" "$work/consumer_pc"
# The core needs no ICU: none in its flags (static ones too), none in its library's NEEDED.
for flags in "$(pkg-config --cflags --libs urikit)" "$(pkg-config --static --cflags --libs urikit)"; do
  case "$flags" in *icu*) echo "the core's pkg-config flags name ICU: $flags"; exit 1 ;; esac
done
core=$(find "$prefix" -name 'liburikit.so.*' | head -n 1)
if [ -n "$core" ] && readelf -d "$core" | grep -q 'NEEDED.*libicu'; then
  echo "$core needs ICU"; exit 1
fi
# The ICU part through urikit-icu.
# shellcheck disable=SC2046
"$cxx" -std=c++17 "$here/consumer_icu.cpp" -o "$work/consumer_icu_pc" $(pkg-config --cflags --libs urikit-icu)
LD_LIBRARY_PATH="$(dirname "$libdir")" "$work/consumer_icu_pc"
# The PSL part through urikit-psl: it names libpsl only for a static link.
if [ "$expect_psl" = ON ]; then
  pkg-config --exists urikit-psl || { echo "urikit-psl.pc is not installed"; exit 1; }
  case "$(pkg-config --libs urikit-psl)" in *-lpsl*) echo "urikit-psl names libpsl for a shared link"; exit 1 ;; esac
  # shellcheck disable=SC2046
  "$cxx" -std=c++17 "$here/consumer_psl.cpp" -o "$work/consumer_psl_pc" $(pkg-config --cflags --libs urikit-psl)
  LD_LIBRARY_PATH="$(dirname "$libdir")" "$work/consumer_psl_pc"
fi
