# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# The warning flags every target of the project builds with (g++ 12, clang 14).
function(urikit_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                         -Wno-sign-conversion)
  if(URIKIT_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
