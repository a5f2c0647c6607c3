// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the one output rule of the public API (docs/api-conventions.md) - a *_into
// function appends to its destination, which comes first - over writers that replace a
// string's contents.
#ifndef URIKIT_SRC_APPEND_INTO_HPP
#define URIKIT_SRC_APPEND_INTO_HPP

#include <string>
#include <type_traits>
#include <utility>

#include "thread_scratch.hpp"

namespace urikit::detail {

/// Appends to `out` what `write(std::string&)` writes, where `write` replaces the contents
/// of the string it is given and returns void or a result<void>. On failure `out` is as it
/// was. An empty `out` (the common case: a reused buffer, cleared) is written in place; any
/// other goes through a per-thread scratch string, then one append. `write` must not call
/// append_into() itself (the scratch is per call site and thread, not per call).
template <class Write>
auto append_into(std::string& out, Write&& write) -> decltype(write(out)) {
  using returned = decltype(write(out));
  if (out.empty()) {
    if constexpr (std::is_void<returned>::value) {
      write(out);
    } else {
      auto done = write(out);
      if (!done) out.clear();
      return done;
    }
  } else {
    thread_local std::string scratch;
    scratch_release release(scratch);
    scratch.clear();
    if constexpr (std::is_void<returned>::value) {
      write(scratch);
      out.append(scratch);
    } else {
      auto done = write(scratch);
      if (done) out.append(scratch);
      return done;
    }
  }
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_APPEND_INTO_HPP
