#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The installed command starts from any prefix without LD_LIBRARY_PATH: the prefix is
# copied elsewhere (so only a relative RUNPATH, $ORIGIN/../lib, can find the library), the
# command runs there, and the loader must take liburikit from that copy.
# Usage: cli_from_prefix.sh PREFIX WORKDIR
set -euo pipefail
prefix=$1 work=$2
rm -rf "$work"
mkdir -p "$work"
cp -a "$prefix" "$work/moved"
cli="$work/moved/bin/urikit"
runpath=$(readelf -d "$cli" | sed -n 's/.*(RUNPATH).*\[\(.*\)\].*/\1/p')
echo "RUNPATH: $runpath"
case "$runpath" in
  *'$ORIGIN/'*) ;;
  *) echo "the command has no \$ORIGIN RUNPATH"; exit 1 ;;
esac
resolved=$(env -u LD_LIBRARY_PATH ldd "$cli" | sed -n 's/^[[:space:]]*liburikit\.so[^ ]* => \([^ ]*\).*/\1/p')
echo "liburikit resolved to: $resolved"
case "$resolved" in
  "$work/moved/"*) ;;
  *) echo "liburikit was not taken from the moved prefix"; exit 1 ;;
esac
# RFC 3986 §6.2.2 and §6.2.3: case, percent-encoding of unreserved characters, dot segments.
out=$(env -u LD_LIBRARY_PATH "$cli" normalize 'HTTP://Example.COM:80/%7euser/./x')
[ "$out" = "http://example.com/~user/x" ] || { echo "normalize printed '$out'"; exit 1; }
echo "installed command ok from $work/moved"
