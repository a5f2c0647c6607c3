#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The man page made from the --help texts (src/cli/share/man_page.cmake): one section per
# command that `urikit --help` lists, each command's options in it, and groff reads it
# without a warning (-ww; -k: the page is UTF-8, as man-db reads it). Skipped parts without
# groff.
# Usage: man_page_test.sh PATH-TO-URIKIT PATH-TO-urikit.1
set -euo pipefail
urikit=$1 page=$2
fail=0
for c in $("$urikit" --help | sed -n '/^Subcommands:$/,/^$/s/^  \([a-z0-9-]*\) .*/\1/p'); do
  [[ $c == version ]] && continue
  grep -qx "\.SS $c" "$page" || { echo "FAIL: no section for '$c'"; fail=1; }
done
# The options of a command appear as its help writes them (hyphens escaped as \-).
grep -q '^  \\-\\-level TEXT:{string,syntax,scheme}$' "$page" || { echo "FAIL: compare's --level missing"; fail=1; }
if command -v groff >/dev/null; then
  warnings=$(groff -k -man -Tutf8 -ww -z "$page" 2>&1 || true)
  [[ -z $warnings ]] || { echo "FAIL: groff: $warnings"; fail=1; }
  text=$(groff -k -man -Tutf8 "$page" 2>/dev/null | col -bx)
  # What a reader sees: the option names as typed (ASCII hyphens), the examples intact.
  grep -q -- "--erase-param 'utm_\*' --sort-params" <<<"$text" || { echo "FAIL: build's example not rendered"; fail=1; }
  grep -q -- "urikit decode --output-hex '%C4rzteblatt'" <<<"$text" || { echo "FAIL: decode's example not rendered"; fail=1; }
else
  echo "groff not installed: the page was not rendered"
fi
exit $fail
