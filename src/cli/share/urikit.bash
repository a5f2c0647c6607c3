# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# bash completion for urikit. Commands, options and the values an option accepts
# ("--level TEXT:{string,syntax,scheme}") are read from the command's own --help, so that
# this file never falls behind it.

_urikit() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd=${COMP_WORDS[0]}
  local IFS=$'\n'
  COMPREPLY=()
  if ((COMP_CWORD == 1)); then
    local names
    names=$("$cmd" --help 2>/dev/null | sed -n '/^Subcommands:$/,/^$/s/^  \([a-z0-9-]*\) .*/\1/p')
    COMPREPLY=($(compgen -W "$names"$'\n''--help'$'\n''--version' -- "$cur"))
    return
  fi
  local help
  help=$("$cmd" "${COMP_WORDS[1]}" --help 2>/dev/null) || return
  case $prev in
    -f | --input-file)
      COMPREPLY=($(compgen -f -- "$cur"))
      compopt -o filenames 2>/dev/null
      return
      ;;
    -*)
      # The values listed in the option's help line, if any.
      local values
      values=$(printf '%s\n' "$help" | sed -n "s/^  \(-[a-z],\)\{0,1\}$prev [A-Z]*:{\([^}]*\)}.*/\2/p" | tr ',' '\n')
      if [[ -n $values ]]; then
        COMPREPLY=($(compgen -W "$values" -- "$cur"))
        return
      fi
      ;;
  esac
  if [[ $cur == -* ]]; then
    local options
    options=$(printf '%s\n' "$help" | sed -n 's/^  \(-[a-z]\),\(--[a-z0-9-]*\).*/\1\n\2/p; s/^  \(--[a-z0-9-]*\).*/\1/p')
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
  fi
}
complete -o default -F _urikit urikit
