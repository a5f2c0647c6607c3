#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The crawl commands against their Python peers on the same 1M-URL list, as docs/performance.md
# reports them: `urikit canonicalize --profile w3lib` against Debian's python3-w3lib
# (w3lib.url.canonicalize_url), `urikit host-parts` against python3-tldextract, and
# `urikit surt` for reference. CPU time (user + system) of each whole run (reading, work,
# writing), best of RUNS, and the ratio peer/urikit. CPU time rather than wall time: on a
# loaded machine the wall time mostly measures the wait for a core.
#
# Usage: scripts/bench_crawl_peers.sh [build/urikit] [URL files...]
#   URL files default to $URIKIT_BENCH_DATA/*.txt; their lines are repeated to 1,000,000.
# Environment: RUNS (default 3), COUNT (default 1000000).
set -euo pipefail
cli=${1:-build/urikit}
shift || true
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=("${URIKIT_BENCH_DATA:?set URIKIT_BENCH_DATA or name URL files}"/*.txt); fi
runs=${RUNS:-3}
count=${COUNT:-1000000}
py=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The list: the files' non-empty lines, repeated up to COUNT lines.
cat "${files[@]}" | tr -d '\r' | grep -a -v '^$' > "$work/base.txt"
"$py" - "$work/base.txt" "$count" > "$work/urls.txt" <<'PY'
import sys
lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().splitlines()
n = int(sys.argv[2])
out = sys.stdout
for i in range(n):
    out.write(lines[i % len(lines)] + "\n")
PY

best() {  # best CPU time (user + sys) of RUNS runs of "$@" < urls > /dev/null, in seconds
  local best_t="" t
  for _ in $(seq "$runs"); do
    t=$( { TIMEFORMAT='%U %S'; time "$@" < "$work/urls.txt" > /dev/null 2>&1 || true; } 2>&1 | awk '{print $1 + $2}')
    if [ -z "$best_t" ] || [ "$(echo "$t < $best_t" | bc -l)" = 1 ]; then best_t=$t; fi
  done
  echo "$best_t"
}

w3lib_py='
import sys
from w3lib.url import canonicalize_url
out = sys.stdout
for line in sys.stdin:
    try:
        out.write(canonicalize_url(line.rstrip("\n")) + "\n")
    except Exception:
        out.write("\n")
'
tld_py='
import sys, tldextract
extract = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)  # its bundled list, no network
out = sys.stdout
for line in sys.stdin:
    r = extract(line.rstrip("\n"))
    out.write(r.registered_domain + "\n")
'
echo "$(wc -l < "$work/urls.txt") URLs from ${files[*]}; best of $runs runs; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '| %-44s | %9s | %9s | %7s |\n' "operation" "urikit s" "peer s" "ratio"
printf '|%s|%s|%s|%s|\n' "----------------------------------------------" "-----------" "-----------" "---------"
u=$(best "$cli" canonicalize --profile w3lib)
p=$(best "$py" -c "$w3lib_py")
printf '| %-44s | %9.2f | %9.2f | %6.1fx |\n' "canonicalize --profile w3lib vs w3lib 2.1.1" "$u" "$p" "$(echo "$p / $u" | bc -l)"
if "$cli" host-parts --help > /dev/null 2>&1; then
  # The same output as the peer's script (the registrable domain, a line each), then every
  # part as JSON (ten fields a URL) against the same peer run.
  p=$(best "$py" -c "$tld_py")
  u=$(best "$cli" host-parts --get '{registrable_domain}')
  printf '| %-44s | %9.2f | %9.2f | %6.1fx |\n' "host-parts --get {registrable_domain} vs tldextract 3.1.2" "$u" "$p" "$(echo "$p / $u" | bc -l)"
  u=$(best "$cli" host-parts --json)
  printf '| %-44s | %9.2f | %9.2f | %6.1fx |\n' "host-parts --json vs tldextract 3.1.2" "$u" "$p" "$(echo "$p / $u" | bc -l)"
fi
u=$(best "$cli" surt)
printf '| %-44s | %9.2f | %9s | %7s |\n' "surt (no Debian peer: surt is not packaged)" "$u" "-" "-"
