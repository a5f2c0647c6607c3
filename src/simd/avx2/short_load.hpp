// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's read of an input under 16 bytes into one vector, without reading past
// its end: SSE2, which every CPU with AVX2 has and every x86-64 compiler targets, so it
// needs no target attribute and inlines into every caller (avx2.hpp, dot_segments.hpp).
#ifndef URIKIT_SRC_SIMD_AVX2_SHORT_LOAD_HPP
#define URIKIT_SRC_SIMD_AVX2_SHORT_LOAD_HPP

#include "../kernel.hpp"

#if URIKIT_KERNELS_X86 && defined(__SSE2__)
#include <emmintrin.h>

#include <cstddef>
#include <cstdint>

#include "../../swar.hpp"

namespace urikit::detail {

/// s[0, n), n < 16, as a vector with zeros from byte n on: two overlapping 8-byte words
/// (the second shifted down to s[8, n)), or one short load under 8 bytes.
inline __m128i load_under_16(const unsigned char* s, std::size_t n) noexcept {
  std::uint64_t lo, hi = 0;
  if (n >= 8) {
    lo = swar::load8(s);
    if (n > 8) hi = swar::load8(s + n - 8) >> (8 * (16 - n));
  } else {
    lo = swar::load_short(s, n);
  }
  return _mm_set_epi64x(static_cast<long long>(hi), static_cast<long long>(lo));
}

}  // namespace urikit::detail
#endif

#endif
