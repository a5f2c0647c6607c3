#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# urikit as a subproject: configures test/install/subproject (add_subdirectory of the
# checkout; its CMakeLists.txt checks the parent's cache and targets), builds and runs its
# consumer, then installs the parent and checks that nothing was installed: urikit's install
# rules stay off. Usage: subproject_consumer.sh SOURCE_DIR WORKDIR GENERATOR CXX [SHARED ON|OFF]
set -euo pipefail
src=$1 work=$2 generator=$3 cxx=$4 shared=${5:-ON}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
# No CMAKE_BUILD_TYPE: the parent's empty build type must stay empty.
cmake -S "$here/subproject" -B "$work/build" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" \
      -DURIKIT_SOURCE_DIR="$src" -DBUILD_SHARED_LIBS="$shared"
grep -qx 'CMAKE_BUILD_TYPE:STRING=' "$work/build/CMakeCache.txt" ||
  { echo "the parent's cache has: $(grep '^CMAKE_BUILD_TYPE' "$work/build/CMakeCache.txt")"; exit 1; }
cmake --build "$work/build"
"$work/build/consumer"
cmake --install "$work/build" --prefix "$work/prefix"
if [ -n "$(find "$work/prefix" -mindepth 1 2>/dev/null | head -n 1)" ]; then
  echo "installing the parent installed urikit's files:"; find "$work/prefix" | head -n 20; exit 1
fi
echo "subproject ok: nothing installed"
