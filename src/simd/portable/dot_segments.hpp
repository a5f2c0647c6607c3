// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's part of finding dot segments (RFC 3986 §5.2.4): the '/' and '.'
// masks of a piece of path, a byte at a time, and the mask logic every kernel shares.
#ifndef URIKIT_SRC_SIMD_PORTABLE_DOT_SEGMENTS_HPP
#define URIKIT_SRC_SIMD_PORTABLE_DOT_SEGMENTS_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../../swar.hpp"
#include "../kernel.hpp"
#include "block16.hpp"

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

#if URIKIT_SWAR
/// The '/' and '.' flags of the eight bytes of `w`, placed at bit `at`.
inline void add_word(slash_dot_bits& b, std::uint64_t w, std::size_t at) noexcept {
  b.slashes |= swar::byte_bits(swar::zero_bytes(w ^ swar::broadcast('/'))) << at;
  b.dots |= swar::byte_bits(swar::zero_bytes(w ^ swar::broadcast('.'))) << at;
}

/// The '/' and '.' flags of the sixteen bytes of `v`, placed at bit `at`.
inline void add_block(slash_dot_bits& b, block16::bytes v, std::size_t at) noexcept {
  b.slashes |= block16::bits(block16::equal(v, '/')) << at;
  b.dots |= block16::bits(block16::equal(v, '.')) << at;
}
#endif

/// False when `path` cannot hold a dot segment: it does not start with '.' and has no "/."
/// (every "." or ".." segment starts one or the other). Sixteen pair starts a step (a block
/// against the block one byte on; a path under 17 bytes, a word against its neighbour), with
/// no gathering of flags, so most paths ("/a/page.html") are answered at that cost. True:
/// look closer.
inline bool may_have_dot_segments(portable_tag, std::string_view path) noexcept {
#if URIKIT_SWAR
  const auto* s = reinterpret_cast<const unsigned char*>(path.data());
  const std::size_t n = path.size();
  if (n == 0) return false;
  if (s[0] == '.') return true;
  const auto block_slash_dot = [s](std::size_t at) noexcept {
    return block16::any(block16::equal(block16::load(s + at), '/') & block16::equal(block16::load(s + at + 1), '.'));
  };
  if (n >= 17) {  // the last block overlaps the ones before: a yes-or-no question may
    for (std::size_t k = 0; k < n - 17; k += 16)
      if (block_slash_dot(k)) return true;
    return block_slash_dot(n - 17);
  }
  std::size_t k = 0;
  const auto slash_dot = [](std::uint64_t at, std::uint64_t next) noexcept {
    return swar::any_zero_byte((at ^ swar::broadcast('/')) | (next ^ swar::broadcast('.')));
  };
  for (; n - k >= 9; k += 8)
    if (slash_dot(swar::load8(s + k), swar::load8(s + k + 1))) return true;
  // The last pair starts, k to n - 2 (at most 7); the zeros above them match neither byte.
  const std::size_t m = n - k - 1;
  return m != 0 && slash_dot(swar::load_short(s + k, m), swar::load_short(s + k + 1, m));
#else
  (void)path;
  return true;
#endif
}

/// The masks of s[0, m), m <= 64, sixteen bytes a step, then a word and a short word.
/// Reads only s[0..m).
inline slash_dot_bits slash_dot_bits_kernel(portable_tag, const unsigned char* s, std::size_t m) noexcept {
  slash_dot_bits b;
#if URIKIT_SWAR
  std::size_t k = 0;
  for (; m - k >= 16; k += 16) add_block(b, block16::load(s + k), k);
  if (m - k >= 8) add_word(b, swar::load8(s + k), k), k += 8;
  if (k < m) add_word(b, swar::load_short(s + k, m - k), k);  // zeros above: neither '/' nor '.'
#else
  for (std::size_t k = 0; k < m; ++k) {
    b.slashes |= static_cast<std::uint64_t>(s[k] == '/') << k;
    b.dots |= static_cast<std::uint64_t>(s[k] == '.') << k;
  }
#endif
  return b;
}

/// has_dot_segments_in()'s inline step: true, with `answer` set, when the kernel decided
/// for the path text[begin, end) at once; false to have the caller take the outlined
/// reading. Here a path of at most 16 bytes in a text of at least 16 is one block load, and
/// its flags are gathered only when it starts with '.' or holds "/.".
inline bool short_path_dots_kernel(portable_tag, std::string_view text, std::size_t begin, std::size_t end,
                                   bool& answer) noexcept {
#if URIKIT_SWAR
  const std::size_t n = end - begin;
  if (n > 16 || text.size() < 16) return false;
  if (n == 0) {
    answer = false;
    return true;
  }
  // The 16 bytes at `begin`, or the text's last 16 when it ends sooner.
  const auto* t = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t at = begin < text.size() - 16 ? begin : text.size() - 16;
  const block16::bytes v = block16::load(t + at), slashes = block16::equal(v, '/'), dots = block16::equal(v, '.');
  const std::uint64_t keep = (1ull << n) - 1u, drop = begin - at;
  // Most paths neither start with '.' nor hold "/." (a pair that starts and ends in the
  // path: n - 1 of them): no dot segment, known from one gathering of flags.
  if (t[begin] != '.' && ((block16::bits(slashes & block16::next_byte(dots)) >> drop) & (keep >> 1)) == 0) {
    answer = false;
    return true;
  }
  const slash_dot_bits b{block16::bits(slashes), block16::bits(dots)};
  answer = dot_segment_in((b.slashes >> drop) & keep, (b.dots >> drop) & keep, 1, ~0ull << n, ~0ull);
  return true;
#else
  (void)text, (void)begin, (void)end, (void)answer;
  return false;
#endif
}

}  // namespace urikit::detail

#endif
