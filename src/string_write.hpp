// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: writing into a std::string's end through a char pointer, without zero-filling
// the room first where the standard library can (C++23's resize_and_overwrite).
#ifndef URIKIT_SRC_STRING_WRITE_HPP
#define URIKIT_SRC_STRING_WRITE_HPP

#include <cstddef>
#include <string>

#include "internal_config.hpp"

namespace urikit::detail {

/// Gives `write(char* at)` `room` bytes after `out`'s contents; `write` returns the end of
/// what it wrote (at most `room` bytes on), which becomes `out`'s new end. `write` must not
/// throw (resize_and_overwrite does not say what a throw leaves).
template <class Write>
URIKIT_ALWAYS_INLINE void append_written(std::string& out, std::size_t room, Write&& write) {
  static_assert(noexcept(write(static_cast<char*>(nullptr))), "append_written: `write` must be noexcept");
  const std::size_t used = out.size();
#if defined(__cpp_lib_string_resize_and_overwrite)
  out.resize_and_overwrite(used + room, [&](char* p, std::size_t) noexcept {
    return static_cast<std::size_t>(write(p + used) - p);
  });
#else
  out.resize(used + room);  // zero-fills the room first
  out.resize(static_cast<std::size_t>(write(out.data() + used) - out.data()));
#endif
}

}  // namespace urikit::detail

#endif
