#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Compiles test/install/consumer.cpp with the flags `pkg-config urikit` gives for an
# installed prefix, and runs it. Usage: pkgconfig_consumer.sh PREFIX CXX WORKDIR
set -euo pipefail
prefix=$1 cxx=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
libdir=$(dirname "$(find "$prefix" -name urikit.pc | head -n 1)")
export PKG_CONFIG_PATH="$libdir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
mkdir -p "$work"
# shellcheck disable=SC2046
"$cxx" -std=c++17 "$here/consumer.cpp" -o "$work/consumer_pc" $(pkg-config --cflags --libs urikit)
LD_LIBRARY_PATH="$(dirname "$libdir")" "$work/consumer_pc"
