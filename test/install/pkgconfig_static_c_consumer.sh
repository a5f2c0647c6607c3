#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# A C program linked statically against an installed urikit through pkg-config alone (the C
# API is in the ICU part, urikit-icu, which requires the core, urikit):
#   cc c_consumer.c $(pkg-config --static --cflags --libs urikit-icu)
# with no -lstdc++ or ICU flag of its own. The installed prefix is copied without the shared
# library, so -lurikit can only be liburikit.a; the program must not need liburikit.so.
# Usage: pkgconfig_static_c_consumer.sh PREFIX CC WORKDIR
set -euo pipefail
prefix=$1 cc=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
mkdir -p "$work"
cp -a "$prefix" "$work/prefix"
find "$work/prefix" -name 'liburikit*.so*' -delete
pc=$(find "$work/prefix" -name urikit.pc | head -n 1)
[ -n "$pc" ] || { echo "no urikit.pc under $prefix"; exit 1; }
export PKG_CONFIG_PATH="$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
flags=$(pkg-config --static --cflags --libs urikit-icu)
echo "pkg-config --static --cflags --libs urikit-icu: $flags"
# shellcheck disable=SC2086
"$cc" -std=c99 -Wall -Wextra -Wpedantic "$here/c_consumer.c" -o "$work/c_consumer" $flags
if readelf -d "$work/c_consumer" | grep -q 'NEEDED.*liburikit'; then
  echo "the program needs liburikit.so: not a static link"; exit 1
fi
"$work/c_consumer"
