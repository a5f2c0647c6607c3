#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Builds urikit and runs its main job on the bundled sample: normalize and deduplicate a
# list of URLs, the way a crawler would. Installs missing packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
# Only the command is built; the folder's other settings are left as they are, so that
# scripts/test.sh after this script still builds (and runs) the whole suite.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DURIKIT_BUILD_CLI=ON
cmake --build build -j "${URIKIT_JOBS:-2}" --target urikit_cli

sample=examples/data/sample-urls.txt
echo "== distinct URLs of $sample (crawler profile):"
# Invalid lines are reported on stderr and skipped; they make the exit status 1.
build/urikit dedup --crawler < "$sample" || true
inputs=$(grep -c '' "$sample")
distinct=$(build/urikit dedup --crawler < "$sample" 2>/dev/null | grep -c '' || true)
invalid=$(build/urikit dedup --crawler --json < "$sample" | grep -c '"ok":false' || true)
echo "== $inputs inputs, $distinct distinct, $invalid invalid"
