// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's part of finding dot segments (RFC 3986 §5.2.4): the '/' and '.'
// masks of a piece of path, a byte at a time, and the mask logic every kernel shares.
#ifndef URIKIT_SRC_SIMD_PORTABLE_DOT_SEGMENTS_HPP
#define URIKIT_SRC_SIMD_PORTABLE_DOT_SEGMENTS_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../kernel.hpp"

namespace urikit::detail {

/// Whether the masks of a piece of path (bit k: byte k is '/' or '.') show a dot segment
/// that starts in `judged`: a '.' or ".." that starts the path or follows a '/' (bit 0 of
/// `after_slash` says whether the piece's first byte does), and that is followed by a '/'
/// or by `ends`, the positions from the path's end up.
inline bool dot_segment_in(std::uint64_t slashes, std::uint64_t dots, std::uint64_t after_slash,
                           std::uint64_t ends, std::uint64_t judged) noexcept {
  ends |= slashes;
  const std::uint64_t starts = ((slashes << 1) | after_slash) & dots;
  return (starts & ((ends >> 1) | ((dots >> 1) & (ends >> 2))) & judged) != 0;
}

/// Bit k set when s[k] is '/' (slashes) or '.' (dots), for k < m <= 64; the bits from m
/// up are zero. Reads only s[0..m).
struct slash_dot_bits {
  std::uint64_t slashes = 0, dots = 0;
};

/// The masks of s[0, m), m <= 64. Reads only s[0..m).
inline slash_dot_bits slash_dot_bits_kernel(portable_tag, const unsigned char* s, std::size_t m) noexcept {
  slash_dot_bits b;
  for (std::size_t k = 0; k < m; ++k) {
    b.slashes |= static_cast<std::uint64_t>(s[k] == '/') << k;
    b.dots |= static_cast<std::uint64_t>(s[k] == '.') << k;
  }
  return b;
}

/// has_dot_segments_in()'s inline step: true, with `answer` set, when the kernel decided
/// for the path text[begin, end) at once; false to have the caller take the outlined
/// reading. The portable kernel decides nothing inline.
inline bool short_path_dots_kernel(portable_tag, std::string_view, std::size_t, std::size_t, bool&) noexcept {
  return false;
}

}  // namespace urikit::detail

#endif
