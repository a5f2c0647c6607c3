#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Checks the shared library's ABI surface: a versioned SONAME, and only the API exported
# (C++ symbols in namespace urikit, C symbols urikit_*). Usage: check_symbols.sh LIBRARY
set -euo pipefail
lib=$1
soname=$(readelf -d "$lib" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
case "$soname" in
  liburikit.so.[0-9]*|liburikit_icu.so.[0-9]*|liburikit_psl.so.[0-9]*) echo "SONAME $soname" ;;
  *) echo "unexpected SONAME: '$soname'"; exit 1 ;;
esac
bad=$(nm -D --defined-only "$lib" | awk '{print $3}' | c++filt |
      grep -vE '^(urikit::|urikit_|typeinfo (name )?for urikit::|vtable for urikit::|std::.*urikit::)' || true)
if [ -n "$bad" ]; then
  echo "symbols exported outside the API:"; echo "$bad" | head -n 20; exit 1
fi
count=$(nm -D --defined-only "$lib" | wc -l)
echo "$count exported symbols, all in the API"
