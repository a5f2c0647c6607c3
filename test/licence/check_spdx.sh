#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Every source file of the repository names its licence in an SPDX line (LICENSE says which
# data files keep a licence of their own). Fails, listing them, when one does not.
set -euo pipefail
cd "$1"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git checkout: skipped"; exit 0; }
missing=$(git ls-files -- '*.cpp' '*.hpp' '*.h' '*.c' '*.py' '*.sh' '*.js' '*.cmake' '*.in' 'CMakeLists.txt' '*/CMakeLists.txt' \
          | while read -r f; do [ -f "$f" ] && ! head -n 5 "$f" | grep -q 'SPDX-License-Identifier: Apache-2.0 OR MIT' && echo "$f"; done || true)
if [ -n "$missing" ]; then echo "files without an SPDX line:"; echo "$missing"; exit 1; fi
for f in LICENSE LICENSE-APACHE LICENSE-MIT; do [ -s "$f" ] || { echo "$f missing"; exit 1; }; done
echo "every source file carries its SPDX line"
