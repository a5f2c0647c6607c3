#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The package's install (README "Python"): `cmake --install BUILD --component python`
# into a staging root, then Debian's /usr/bin/python3 imports it from there, and the
# folder it went to is one that interpreter searches by default once installed for real.
# Usage: install_test.sh BUILD-DIR PYTHON
set -euo pipefail
build=$1 python=$2
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
DESTDIR="$stage" cmake --install "$build" --component python >/dev/null
prefix=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$build/CMakeCache.txt")
dir=$(sed -n 's/^URIKIT_PYTHON_INSTALL_DIR:STRING=//p' "$build/CMakeCache.txt")
site="$prefix/$dir"
test -f "$stage$site/urikit/__init__.py"
# The stubs CMake writes (__init__.pyi, from __init__.pyi.in) are installed with the rest.
grep -q '^Kernel = Literal\["portable", ' "$stage$site/urikit/__init__.pyi"
# On the default sys.path of this interpreter (no PYTHONPATH, no user site).
env -u PYTHONPATH "$python" -s -c "import sys; assert '$site' in sys.path, sys.path"
# Imported from the staged copy, outside the source tree, it works.
cd "$stage"
env PYTHONPATH="$stage$site" "$python" -s -c "
import urikit, urikit.batch, urikit.dask
assert urikit.__file__.startswith('$stage'), urikit.__file__
assert urikit.normalize('HTTP://Example.COM:80/%7euser') == 'http://example.com/~user'
print('installed to $site: urikit', urikit.__version__)
"
