#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# A guard of the API that only the compiler can show: FILE compiles as written (the right
# use), and with -DURIKIT_MISUSE (the wrong use) it fails with a diagnostic matching REGEX.
# Usage: expect_diagnostic.sh COMPILER INCLUDE_DIR FILE REGEX [FLAGS...]
set -u
compiler=$1 include=$2 file=$3 regex=$4
shift 4
if ! "$compiler" -std=c++17 -fsyntax-only -I"$include" "$@" "$file"; then
  echo "FAIL: the right use in $file does not compile" >&2
  exit 1
fi
if out=$("$compiler" -std=c++17 -fsyntax-only -I"$include" "$@" -DURIKIT_MISUSE "$file" 2>&1); then
  echo "FAIL: the misuse in $file compiles without a diagnostic" >&2
  exit 1
fi
if ! printf '%s\n' "$out" | grep -Eq "$regex"; then
  printf '%s\n' "$out" >&2
  echo "FAIL: the misuse in $file fails, but not with a diagnostic matching /$regex/" >&2
  exit 1
fi
echo "ok: $file: the misuse is refused (/$regex/)"
