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

#include "internal_config.hpp"
#include "thread_scratch.hpp"

namespace urikit::detail {

/// append_into() for a destination that is not empty: through a per-thread scratch string,
/// then one append. Kept out of line, so that the common case stays a test and a call.
/// `write` comes by value (a lambda of a few references, in registers): taken by reference
/// it would be stored to the stack on every call, the common ones too.
template <class Write>
URIKIT_NOINLINE auto append_through_scratch(std::string& out, Write write) -> decltype(write(out)) {
  std::string& scratch = thread_scratch<Write>();
  scratch_release release(scratch);
  scratch.clear();
  if constexpr (std::is_void<decltype(write(out))>::value) {
    write(scratch);
    out.append(scratch);
  } else {
    auto done = write(scratch);
    if (done) out.append(scratch);
    return done;
  }
}

/// Appends to `out` what `write(std::string&)` writes, where `write` replaces the contents
/// of the string it is given and returns void or a result<void>. On failure `out` is as it
/// was. An empty `out` (the common case: a reused buffer, cleared) is written in place; any
/// other goes through a per-thread scratch string, then one append. `write` must not call
/// append_into() itself (the scratch is per call site and thread, not per call).
template <class Write>
URIKIT_ALWAYS_INLINE auto append_into(std::string& out, Write&& write) -> decltype(write(out)) {
  if (!out.empty()) return append_through_scratch(out, write);
  if constexpr (std::is_void<decltype(write(out))>::value) {
    write(out);
  } else {
    auto done = write(out);
    if (!done) out.clear();
    return done;
  }
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_APPEND_INTO_HPP
