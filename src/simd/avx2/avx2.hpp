// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's building blocks (x86-64 AVX2 + BMI2, 32 bytes a step): classifying a
// vector against a charset's nibble table (two vpshufb), reading short and 64-127-byte
// inputs without reading past their end, and the run loop. Only the files of this folder
// (and of the kernels built on it) include this header; they are compiled on x86 only and
// run only after dispatch.cpp has checked the CPU.
#ifndef URIKIT_SRC_SIMD_AVX2_AVX2_HPP
#define URIKIT_SRC_SIMD_AVX2_AVX2_HPP

#include "../kernel.hpp"

#if URIKIT_KERNELS_X86
#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "../../scan.hpp"
#include "../../swar.hpp"
#include "short_load.hpp"

/// Functions compiled for AVX2; only called after the CPU check.
#define URIKIT_TARGET_AVX2 __attribute__((target("avx2,bmi,bmi2,popcnt")))
/// The start and the end of a region whose every function is compiled for AVX2, as if
/// each carried URIKIT_TARGET_AVX2: an algorithm written once (src/*.inl) is included inside
/// one, in a file's anonymous namespace, after every header it needs.
#if defined(__clang__)
#define URIKIT_AVX2_REGION_BEGIN \
  _Pragma("clang attribute push(__attribute__((target(\"avx2,bmi,bmi2,popcnt\"))), apply_to = function)")
#define URIKIT_AVX2_REGION_END _Pragma("clang attribute pop")
#else
#define URIKIT_AVX2_REGION_BEGIN _Pragma("GCC push_options") _Pragma("GCC target(\"avx2,bmi,bmi2,popcnt\")")
#define URIKIT_AVX2_REGION_END _Pragma("GCC pop_options")
#endif

namespace urikit::detail {

/// Bit j set when byte j of `v` is NOT in the set of `lo` (AVX2: 32 bytes).
URIKIT_TARGET_AVX2 inline std::uint32_t stop_bits_avx2(__m256i v, __m256i lo_table) noexcept {
  const __m256i hi_table = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0,
                                            1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
  const __m256i nibble = _mm256_set1_epi8(0x0F);
  const __m256i lo = _mm256_shuffle_epi8(lo_table, _mm256_and_si256(v, nibble));
  const __m256i hi = _mm256_shuffle_epi8(hi_table, _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble));
  const __m256i hit = _mm256_and_si256(lo, hi);
  return static_cast<std::uint32_t>(
      _mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())));
}

/// Bit j set when byte j of v is `c`.
URIKIT_TARGET_AVX2 inline std::uint32_t equal_bits_avx2(__m256i v, char c) noexcept {
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(c))));
}

/// An input of at most 63 bytes, read for AVX2 without reading past its end (AVX2 has no
/// byte-masked load, and a copy into a zeroed buffer stalls on store forwarding): two
/// overlapping vectors `a` and `b`, for n >= 32 the first and the last 32 bytes, for
/// 16 <= n < 32 one vector of the first and the last 16 (a == b), below 16 a vector built
/// from 8-byte words and zero above n. place() turns the two vectors' byte masks (bit j:
/// byte j of the vector) into a mask of the input (bit j: byte j); bits that describe the
/// same byte twice agree, so they are OR-ed. Bits from n on are unspecified: callers
/// clear them, or set them where a zero byte would (a zero byte is in no charset).
struct short_input_avx2 {
  __m256i a, b;
  std::uint32_t keep_a;  // the bits of a's masks that are used
  unsigned drop_b;       // b's masks lose this many low bits...
  unsigned place_b;      // ...and the rest start at this index of the input
  std::uint64_t place(std::uint32_t mask_a, std::uint32_t mask_b) const noexcept {
    std::uint64_t x = (mask_a & keep_a) | static_cast<std::uint64_t>(mask_b >> drop_b) << place_b;
    // In a general register at once: left alone, compilers gather several masks in vector
    // registers through the stack, and the wide reload of narrow stores stalls.
    __asm__("" : "+r"(x));
    return x;
  }
  /// Bit j set when byte j of the input is `c` (bits from n on unspecified).
  URIKIT_TARGET_AVX2 std::uint64_t equal_bits(char c) const noexcept {
    return place(equal_bits_avx2(a, c), equal_bits_avx2(b, c));
  }
};

/// Reads s[0..n), n < 64, as short_input_avx2 says.
URIKIT_TARGET_AVX2 inline short_input_avx2 load_short_input_avx2(const unsigned char* s,
                                                                 std::size_t n) noexcept {
  short_input_avx2 in;
  if (n >= 32) {
    in.a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s));
    in.b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + n - 32));
    in.keep_a = ~0u;
    in.drop_b = 0;
    in.place_b = static_cast<unsigned>(n - 32);
    return in;
  }
  if (n >= 16) {
    in.a = _mm256_set_m128i(_mm_loadu_si128(reinterpret_cast<const __m128i*>(s + n - 16)),
                            _mm_loadu_si128(reinterpret_cast<const __m128i*>(s)));
    in.place_b = static_cast<unsigned>(n - 16);
  } else {
    in.a = _mm256_zextsi128_si256(load_under_16(s, n));
    in.place_b = 16;
  }
  in.b = in.a;
  in.keep_a = 0xFFFFu;
  in.drop_b = 16;
  return in;
}

/// An input of 64 to 127 bytes as four 32-byte blocks at 0, 32, n - 64 and n - 32, all
/// inside it. The 32-bit masks of the four blocks combine into two words, word 0 for bytes
/// 0..63 and word 1 for bytes 64..127, with the bits from n on clear.
struct wide_input_avx2 {
  __m256i block[4];
  std::size_t n;
  void place(std::uint64_t (&word)[2], std::uint32_t m0, std::uint32_t m1, std::uint32_t m2,
             std::uint32_t m3) const noexcept {
    std::uint64_t low = m0 | static_cast<std::uint64_t>(m1) << 32;
    const std::uint64_t tail = m2 | static_cast<std::uint64_t>(m3) << 32;  // bytes n - 64 .. n - 1
    std::uint64_t high = n > 64 ? tail >> (128 - n) : 0;                     // bytes 64 .. n - 1
    __asm__("" : "+r"(low), "+r"(high));  // in general registers at once (see short_input_avx2)
    word[0] = low;
    word[1] = high;
  }
  /// Bits j of `word` set where byte j of the input is `c`.
  URIKIT_TARGET_AVX2 void equal_bits(std::uint64_t (&word)[2], char c) const noexcept {
    place(word, equal_bits_avx2(block[0], c), equal_bits_avx2(block[1], c), equal_bits_avx2(block[2], c),
          equal_bits_avx2(block[3], c));
  }
};

/// Reads s[0..n), 64 <= n <= 127, as wide_input_avx2 says.
URIKIT_TARGET_AVX2 inline wide_input_avx2 load_wide_input_avx2(const unsigned char* s, std::size_t n) noexcept {
  return {{_mm256_loadu_si256(reinterpret_cast<const __m256i*>(s)),
           _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + 32)),
           _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + n - 64)),
           _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + n - 32))},
          n};
}

/// skip_run() with AVX2 and a (ASCII) nibble table: 32 bytes a step; the last partial
/// block is copied into a zeroed buffer, so nothing past s[n - 1] is read.
URIKIT_TARGET_AVX2 inline std::size_t skip_run_avx2(const unsigned char* s, std::size_t i,
                                                    std::size_t n, const nibble_table& t) noexcept {
  const __m256i lo_table =
      _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(t.lo)));
  while (n - i >= 32) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + i));
    const std::uint32_t stop = stop_bits_avx2(v, lo_table);
    if (stop != 0) return i + static_cast<std::size_t>(__builtin_ctz(stop));
    i += 32;
  }
  if (i == n) return n;
  alignas(32) unsigned char tail[32] = {};
  std::memcpy(tail, s + i, n - i);
  // Byte 0 is in no set, so the zero padding stops the scan at n at the latest.
  const std::uint32_t stop = stop_bits_avx2(_mm256_load_si256(reinterpret_cast<const __m256i*>(tail)),
                                            lo_table);
  return i + static_cast<std::size_t>(__builtin_ctz(stop));
}

}  // namespace urikit::detail

#endif
#endif
