# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Writes the man page urikit(1) from the command's own --help texts, so that the two never
# disagree. Run at build time:
#   cmake -DURIKIT=path/to/urikit -DOUTPUT=urikit.1 -DVERSION=0.1.0 -P man_page.cmake
foreach(_var URIKIT OUTPUT VERSION)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "man_page.cmake: -D${_var}=... is required")
  endif()
endforeach()

# The help text of `urikit ARGS --help`, as roff: backslashes and hyphens escaped (a bare
# '-' may print as a typographic hyphen that cannot be pasted into a shell), a line that
# starts with '.' or ''' made literal.
function(urikit_help_as_roff out_var)
  execute_process(COMMAND ${URIKIT} ${ARGN} --help OUTPUT_VARIABLE _text RESULT_VARIABLE _status)
  if(NOT _status EQUAL 0)
    message(FATAL_ERROR "man_page.cmake: '${URIKIT} ${ARGN} --help' failed (${_status})")
  endif()
  string(REPLACE "\\" "\\e" _text "${_text}")
  string(REPLACE "-" "\\-" _text "${_text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" _text "${_text}")
  string(REGEX REPLACE "\n+$" "" _text "${_text}")
  set(${out_var} "${_text}" PARENT_SCOPE)
endfunction()

execute_process(COMMAND ${URIKIT} --help OUTPUT_VARIABLE _top RESULT_VARIABLE _status)
if(NOT _status EQUAL 0)
  message(FATAL_ERROR "man_page.cmake: '${URIKIT} --help' failed (${_status})")
endif()
# The commands: the lines "  NAME   summary" after "Subcommands:".
string(REGEX REPLACE ".*\nSubcommands:\n" "" _list "${_top}")
string(REGEX REPLACE "\n\n.*" "" _list "${_list}")
string(REGEX MATCHALL "(^|\n)  [a-z0-9-]+" _names "${_list}")

urikit_help_as_roff(_overview)
set(_page ".\\\" Generated from urikit's --help texts by src/cli/share/man_page.cmake; do not edit.
.TH URIKIT 1 \"\" \"urikit ${VERSION}\" \"User Commands\"
.SH NAME
urikit \\- parse, normalize, compare, resolve and percent\\-encode URIs and IRIs
.SH SYNOPSIS
.B urikit
.I COMMAND
.RI [ OPTIONS ]
.RI [ INPUT ...]
.br
.B urikit version
.SH DESCRIPTION
Each INPUT argument is one input; with none, every line of standard input is one
(\\fB\\-f\\fR \\fIFILE\\fR reads the lines of a file). Results go to standard output, one per
input, or one JSON object per input with \\fB\\-\\-json\\fR; failures go to standard error
with their code, offset and line.
.PP
.nf
${_overview}
.fi
.SH COMMANDS
")
foreach(_name IN LISTS _names)
  string(STRIP "${_name}" _name)
  if(_name STREQUAL "version")
    continue()
  endif()
  urikit_help_as_roff(_help ${_name})
  string(APPEND _page ".SS ${_name}\n.nf\n${_help}\n.fi\n")
endforeach()
string(APPEND _page ".SH EXIT STATUS
0: every input succeeded. 1: at least one failed (\\fBcompare\\fR in plain mode: or a pair
was not equivalent). 2: a usage error, output that could not be written, or input that
could not be read.
.SH SEE ALSO
The full description, with the command's contract and its behaviour when memory, output or
input fail: docs/cli.md in the urikit sources.
")
file(WRITE "${OUTPUT}.tmp" "${_page}")
# Only a changed page is written, so that what depends on it is not rebuilt for nothing.
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
