// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the first of a few bytes in a string. libstdc++'s find_first_of("?#") calls
// memchr over the set once for every byte of the string; this is one compare a byte and set.
#ifndef URIKIT_SRC_CRAWL_FIND_BYTE_HPP
#define URIKIT_SRC_CRAWL_FIND_BYTE_HPP

#include <cstddef>
#include <string_view>

namespace urikit::detail {

/// The index of the first byte at or after `from` that equals one of `bytes`, or s.size()
/// when there is none (not npos: callers take the rest of the string as the piece).
template <class... Bytes>
std::size_t find_byte_or_end(std::string_view s, std::size_t from, Bytes... bytes) noexcept {
  static_assert(sizeof...(Bytes) > 0, "at least one byte");
  for (std::size_t i = from; i < s.size(); ++i)
    if (((s[i] == bytes) || ...)) return i;
  return s.size();
}

}  // namespace urikit::detail

#endif
