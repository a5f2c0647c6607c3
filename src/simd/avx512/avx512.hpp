// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX-512 kernel's building blocks (x86-64 AVX-512 F/BW/VL + BMI2, 64 bytes a step,
// masked loads that read nothing past the input): classifying a vector against a charset's
// nibble table and the run loop. The kernel builds on the AVX2 one (avx2.hpp).
#ifndef URIKIT_SRC_SIMD_AVX512_AVX512_HPP
#define URIKIT_SRC_SIMD_AVX512_AVX512_HPP

#include "../avx2/avx2.hpp"

#if URIKIT_KERNELS_X86
/// Functions compiled for AVX-512BW; only called after the CPU check.
#define URIKIT_TARGET_AVX512 \
  __attribute__((target("avx512f,avx512bw,avx512vl,avx2,bmi,bmi2,popcnt")))
/// The start and the end of a region compiled for AVX-512, as URIKIT_AVX2_REGION_BEGIN
/// (avx2.hpp) is for AVX2.
#if defined(__clang__)
#define URIKIT_AVX512_REGION_BEGIN                                                                     \
  _Pragma("clang attribute push(__attribute__((target(\"avx512f,avx512bw,avx512vl,avx2,bmi,bmi2,popcnt\"))), \
          apply_to = function)")
#define URIKIT_AVX512_REGION_END _Pragma("clang attribute pop")
#else
#define URIKIT_AVX512_REGION_BEGIN \
  _Pragma("GCC push_options") _Pragma("GCC target(\"avx512f,avx512bw,avx512vl,avx2,bmi,bmi2,popcnt\")")
#define URIKIT_AVX512_REGION_END _Pragma("GCC pop_options")
#endif
/// The same with VBMI and VBMI2 (the avx512_vbmi2 kernel: Ice Lake, Zen 4 and later).
#define URIKIT_TARGET_VBMI2 \
  __attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi,avx512vbmi2,avx2,bmi,bmi2,popcnt")))

namespace urikit::detail {

/// A 64-byte vector's bytes split for the class lookups: the low nibbles (indices into a
/// class's table) and each byte's high nibble as a bit (none for non-ASCII bytes).
struct nibble_split512 {
  __m512i lo_index, hi_bits;
};

URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE nibble_split512 split_nibbles_avx512(__m512i v) noexcept {
  const __m512i nibble = _mm512_set1_epi8(0x0F);
  // (A masked broadcast of all 16 lanes: GCC 12 warns about its own unmasked one.)
  const __m512i hi_table = _mm512_maskz_broadcast_i32x4(
      0xFFFF, _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0));
  return {_mm512_and_si512(v, nibble),
          _mm512_shuffle_epi8(hi_table, _mm512_and_si512(_mm512_srli_epi16(v, 4), nibble))};
}

/// Bit j set when byte j of `v` is NOT in the set of `lo` (AVX-512BW: 64 bytes).
URIKIT_TARGET_AVX512 inline std::uint64_t stop_bits_avx512(__m512i v, __m512i lo_table) noexcept {
  const nibble_split512 split = split_nibbles_avx512(v);
  return _mm512_testn_epi8_mask(_mm512_shuffle_epi8(lo_table, split.lo_index), split.hi_bits);
}

/// skip_run() with AVX-512BW and a (ASCII) nibble table: 64 bytes a step; the last partial
/// block is a masked load, which reads (and faults on) nothing outside the mask.
URIKIT_TARGET_AVX512 inline std::size_t skip_run_avx512(const unsigned char* s, std::size_t i,
                                                        std::size_t n,
                                                        const nibble_table& t) noexcept {
  const __m512i lo_table =
      _mm512_maskz_broadcast_i32x4(0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.lo)));
  while (n - i >= 64) {
    const std::uint64_t stop = stop_bits_avx512(_mm512_loadu_si512(s + i), lo_table);
    if (stop != 0) return i + static_cast<std::size_t>(__builtin_ctzll(stop));
    i += 64;
  }
  if (i == n) return n;
  const __mmask64 live = _bzhi_u64(~0ull, static_cast<unsigned>(n - i));
  const std::uint64_t stop = stop_bits_avx512(_mm512_maskz_loadu_epi8(live, s + i), lo_table);
  // Masked-off lanes load 0, which is in no set: the scan stops at n at the latest.
  return i + static_cast<std::size_t>(__builtin_ctzll(stop));
}

}  // namespace urikit::detail

#endif
#endif
