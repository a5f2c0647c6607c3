#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# A house rule (docs/architecture.md, "Small helpers"): per-thread scratch objects are
# reached through detail::thread_scratch() (src/thread_scratch.hpp), never a thread_local of
# their own, whose every use after a call GCC makes a __tls_get_addr call in a shared
# library. Fails, listing them, when a declaration appears anywhere else in the library or
# the Python binding (comments aside).
set -euo pipefail
cd "$1"
found=$(grep -rnE '^[^/]*\bthread_local\b' src python/src --include='*.cpp' --include='*.hpp' \
        | grep -v '^src/thread_scratch.hpp:' || true)
if [ -n "$found" ]; then echo "thread_local outside src/thread_scratch.hpp:"; echo "$found"; exit 1; fi
echo "every per-thread scratch object goes through thread_scratch()"
