# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# urikit_list_rows(FILE OUT): the first field of each row `X(first, ...)` of one of the
# library's X-macro lists (include/urikit/kernel_list.hpp, encode_set_list.h), in row
# order and without quotes, into OUT; CMake runs again when FILE changes. The rows are
# matched in the whole text, not line by line: each ends in a '\', which would escape a
# CMake list's ';'.
function(urikit_list_rows file out)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${file})
  file(READ ${file} _text)
  string(REGEX MATCHALL "\n  X\\(\"?[a-z0-9_-]+\"?," _rows "${_text}")
  set(_names "")
  foreach(_row IN LISTS _rows)
    string(REGEX REPLACE "\n  X\\(\"?([a-z0-9_-]+)\"?," "\\1" _name "${_row}")
    list(APPEND _names ${_name})
  endforeach()
  set(${out} ${_names} PARENT_SCOPE)
endfunction()
