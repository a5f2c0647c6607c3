// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's part of finding dot segments, inline (resolve asks twice a call): 16
// bytes a step with SSE2, which every CPU that has AVX2 has (and every x86-64 compiler
// targets, so these need no target attribute and inline into their callers).
#ifndef URIKIT_SRC_SIMD_AVX2_DOT_SEGMENTS_HPP
#define URIKIT_SRC_SIMD_AVX2_DOT_SEGMENTS_HPP

#include "../portable/dot_segments.hpp"

#if URIKIT_KERNELS_X86 && defined(__SSE2__)
#include <emmintrin.h>

#include "short_load.hpp"

namespace urikit::detail {

inline void add_block(slash_dot_bits& b, __m128i v, unsigned drop, std::size_t at) noexcept {
  const auto bits = [&](char c) noexcept {
    const auto m = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(c))));
    return static_cast<std::uint64_t>(m >> drop) << at;
  };
  b.slashes |= bits('/');
  b.dots |= bits('.');
}

/// The masks of s[0, m), m <= 64, 16 bytes a step; a last partial block is the input's
/// last 16 bytes, or, for inputs shorter than 16 bytes, two 8-byte words with zeros above
/// the end. Reads only s[0..m).
inline slash_dot_bits slash_dot_bits_kernel(avx2_tag, const unsigned char* s, std::size_t m) noexcept {
  slash_dot_bits b;
  std::size_t k = 0;
  for (; m - k >= 16; k += 16) add_block(b, _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + k)), 0, k);
  if (k == m) return b;
  if (m >= 16) {
    add_block(b, _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + m - 16)),
              static_cast<unsigned>(16 - (m - k)), k);
  } else {
    add_block(b, load_under_16(s, m), 0, 0);
  }
  return b;
}

/// No pre-check: the masks below cost less than it.
inline bool may_have_dot_segments(avx2_tag, std::string_view) noexcept { return true; }

/// A path of at most 16 bytes in a text of at least 16 is one load, with no branch on its
/// length.
inline bool short_path_dots_kernel(avx2_tag, std::string_view text, std::size_t begin, std::size_t end,
                                   bool& answer) noexcept {
  const std::size_t n = end - begin;
  if (n > 16 || text.size() < 16) return false;
  // The 16 bytes at `begin`, or the text's last 16 when it ends sooner.
  const std::size_t at = begin < text.size() - 16 ? begin : text.size() - 16;
  const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + at));
  const auto bits = [&](char c) noexcept {
    const auto m = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(c))));
    return static_cast<std::uint64_t>((m >> (begin - at)) & ((1u << n) - 1u));
  };
  answer = dot_segment_in(bits('/'), bits('.'), 1, ~0ull << n, ~0ull);
  return true;
}

}  // namespace urikit::detail
#endif

#endif
