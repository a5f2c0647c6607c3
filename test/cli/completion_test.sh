#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The bash and zsh completions of src/cli/share against the command: command names, a
# command's options, the values listed for an option, files after -f. zsh's completion
# system is replaced by stubs that print what they are given (the functions are run
# as zsh would run them, without a terminal); skipped without zsh.
# Usage: completion_test.sh PATH-TO-URIKIT SOURCE-DIR
set -euo pipefail
urikit=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
share=$(cd "$2/src/cli/share" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
touch urls.txt
fail=0
expect() {  # expect WHAT GOT WANT
  if [[ $2 != "$3" ]]; then
    printf 'FAIL %s\n  got:  %s\n  want: %s\n' "$1" "$2" "$3"
    fail=1
  fi
}

bash_complete() {
  PATH=$(dirname "$urikit"):$PATH bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _urikit
    echo "${COMPREPLY[*]}"' sh "$share/urikit.bash" "$@"
}
expect "bash: command prefix" "$(bash_complete urikit nor)" "normalize"
expect "bash: misspelt prefix" "$(bash_complete urikit xyz)" ""
expect "bash: option" "$(bash_complete urikit normalize --le)" "--level"
expect "bash: option values" "$(bash_complete urikit compare --level '')" "string syntax scheme"
expect "bash: values by prefix" "$(bash_complete urikit parse --as r)" "reference relative"
expect "bash: common options" "$(bash_complete urikit href --in)" "--input-file"
expect "bash: files after -f" "$(bash_complete urikit normalize -f ur)" "urls.txt"
names=$(bash_complete urikit '')
for c in $("$urikit" --help | sed -n '/^Subcommands:$/,/^$/s/^  \([a-z0-9-]*\) .*/\1/p'); do
  [[ " $names " == *" $c "* ]] || { echo "FAIL bash: '$c' not offered"; fail=1; }
done

if command -v zsh >/dev/null; then
  zsh_complete() {
    PATH=$(dirname "$urikit"):$PATH zsh -f -c '
      _describe() { local n=${@[-1]}; print -rl -- ${(P)n}; }
      compadd() { shift; print -rl -- ${(P)1}; }
      _files() { print -r -- "(files)"; }
      source "$1"; shift
      words=("$@"); CURRENT=$#; PREFIX=${words[-1]}; _urikit' zsh "$share/_urikit" "$@" | tr '\n' '|'
  }
  expect "zsh: commands" "$(zsh_complete urikit '' | grep -o 'normalize:normalize URIs by RFC 3986 section 6')" \
    "normalize:normalize URIs by RFC 3986 section 6"
  expect "zsh: option values" "$(zsh_complete urikit normalize --level '')" "syntax|scheme|"
  expect "zsh: options" "$(zsh_complete urikit parse -- | grep -o '|--as|--allow-zone-id:accept IPv6 zone IDs (RFC 6874)|')" \
    "|--as|--allow-zone-id:accept IPv6 zone IDs (RFC 6874)|"
  expect "zsh: short and long" "$(zsh_complete urikit parse -- | grep -o '|-j:[^|]*|--jobs:' | sed 's/:.*|/|/')" "|-j|--jobs:"
  expect "zsh: files after -f" "$(zsh_complete urikit parse -f '')" "(files)|"
else
  echo "zsh not installed: its completion not tested"
fi
exit $fail
