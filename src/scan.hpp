// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the inner loops that skip runs of allowed bytes. Every hot loop of the
// parser and the encoder goes through here, so a faster kernel lands in one place.
//
// Three kernels give the same answers: a portable scalar loop over the charset's table, and
// on x86 an AVX2 and an AVX-512BW loop that classify 32 / 64 bytes at a time with two
// nibble lookups (vpshufb). The kernel is chosen once, at run time, from what the CPU
// supports (__builtin_cpu_supports); URIKIT_FORCE_SCALAR=1 in the environment, or building
// with -DURIKIT_NO_SIMD, forces the scalar loop. SIMD code never reads past the input: the
// last partial block is a masked load (AVX-512); with AVX2 the run loops copy it into a
// zeroed buffer, and whole short inputs are read as overlapping pieces
// (load_short_input_avx2).
#ifndef URIKIT_SRC_SCAN_HPP
#define URIKIT_SRC_SCAN_HPP

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include <urikit/charset.hpp>

#include "hex.hpp"
#include "simd/kernel.hpp"
#include "internal_config.hpp"
#include "swar.hpp"

#if URIKIT_KERNELS_X86
#include <immintrin.h>
/// Functions compiled for AVX2 / AVX-512BW; only called after the CPU check.
#define URIKIT_TARGET_AVX2 __attribute__((target("avx2,bmi,bmi2,popcnt")))
#define URIKIT_TARGET_AVX512 \
  __attribute__((target("avx512f,avx512bw,avx512vl,avx2,bmi,bmi2,popcnt")))
#endif


namespace urikit::detail {

// ------------------------------------------------------------------ the scalar loop

/// The number of trailing zero bits of x != 0. Cannot fail.
inline unsigned trailing_zeros(std::uint32_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return static_cast<unsigned>(__builtin_ctz(x));
#else
  unsigned k = 0;
  while ((x & 1u) == 0) x >>= 1, ++k;
  return k;
#endif
}

/// Bit k set when s[k] is in the set, for k in [0, 8).
inline std::uint32_t member_bits8(const unsigned char* s, const bool* table) noexcept {
  return static_cast<std::uint32_t>(table[s[0]]) | static_cast<std::uint32_t>(table[s[1]]) << 1 |
         static_cast<std::uint32_t>(table[s[2]]) << 2 | static_cast<std::uint32_t>(table[s[3]]) << 3 |
         static_cast<std::uint32_t>(table[s[4]]) << 4 | static_cast<std::uint32_t>(table[s[5]]) << 5 |
         static_cast<std::uint32_t>(table[s[6]]) << 6 | static_cast<std::uint32_t>(table[s[7]]) << 7;
}

/// The portable loop: the first index in [i, n) whose byte is not in `set`, or n.
/// Eight bytes a step, their membership gathered into a bit mask, so that the only branch
/// is "does the run end in these eight bytes" (a run's end costs one misprediction, not
/// one per position). The last partial step re-reads the input's last eight bytes.
inline std::size_t skip_run_scalar(const unsigned char* s, std::size_t i, std::size_t n,
                                   const charset& set) noexcept {
  const bool* table = set.data();
  while (n - i >= 8) {
    const std::uint32_t stop = ~member_bits8(s + i, table) & 0xFFu;
    if (stop != 0) return i + trailing_zeros(stop);
    i += 8;
  }
  if (i == n) return n;
  if (n >= 8) {
    // The bytes of [n - 8, i) were already found in the set.
    const std::size_t b = n - 8;
    const std::uint32_t known = (1u << (i - b)) - 1u;
    const std::uint32_t stop = (~(member_bits8(s + b, table) | known) & 0xFFu) | 0x100u;
    return b + trailing_zeros(stop);  // 8 (that is, n) when the whole tail is in the set
  }
  while (i < n && table[s[i]]) ++i;
  return i;
}

/// A charset as eight tables, table k holding bit k for the set's bytes: the membership
/// mask of eight bytes is then eight loads OR-ed together (no shifts). 2 KiB a set.
struct shifted_tables {
  std::uint8_t bit[8][256];
};

/// The shifted tables of `set`, usually evaluated at compile time. Cannot fail.
constexpr shifted_tables make_shifted_tables(const charset& set) noexcept {
  shifted_tables t{};
  for (unsigned k = 0; k < 8; ++k)
    for (unsigned c = 0; c < 256; ++c)
      t.bit[k][c] = static_cast<std::uint8_t>(set.contains(static_cast<unsigned char>(c)) ? 1u << k : 0u);
  return t;
}

/// skip_run_scalar() with shifted tables (same result, fewer instructions a block).
inline std::size_t skip_run_scalar(const unsigned char* s, std::size_t i, std::size_t n,
                                   const shifted_tables& t) noexcept {
  const auto bits8 = [&t](const unsigned char* p) noexcept {
    return static_cast<std::uint32_t>(t.bit[0][p[0]] | t.bit[1][p[1]] | t.bit[2][p[2]] |
                                      t.bit[3][p[3]] | t.bit[4][p[4]] | t.bit[5][p[5]] |
                                      t.bit[6][p[6]] | t.bit[7][p[7]]);
  };
  while (n - i >= 8) {
    const std::uint32_t stop = ~bits8(s + i) & 0xFFu;
    if (stop != 0) return i + trailing_zeros(stop);
    i += 8;
  }
  if (i == n) return n;
  if (n >= 8) {
    const std::size_t b = n - 8;
    const std::uint32_t known = (1u << (i - b)) - 1u;
    const std::uint32_t stop = (~(bits8(s + b) | known) & 0xFFu) | 0x100u;
    return b + trailing_zeros(stop);
  }
  while (i < n && t.bit[0][s[i]]) ++i;
  return i;
}

// ------------------------------------------------------------------ SIMD classification

/// A charset as SIMD lookup tables: byte c (< 0x80) is in the set iff bit (c >> 4) of
/// lo[c & 15] is set. Sets holding a byte >= 0x80 do not fit (`ascii` is false) and are
/// scanned by the scalar loop. Every set of charset.hpp is ASCII.
struct nibble_table {
  std::uint8_t lo[16];
  bool ascii;
};

/// The nibble table of `set` (the set keeps it: charset::nibbles()). Cannot fail.
constexpr nibble_table make_nibble_table(const charset& set) noexcept {
  nibble_table t{};
  for (unsigned k = 0; k < 16; ++k) t.lo[k] = set.nibbles()[k];
  t.ascii = set.is_ascii();
  return t;
}

/// The first index in [i, n) whose byte is not in `set`, or n; AVX2 / AVX-512BW kernels.
/// Only call them when scan_kernel_supported() says so. They read the set's own lookup
/// bytes (charset::nibbles()); a set that is not ASCII falls back to the scalar loop.
std::size_t skip_run_avx2(const unsigned char* s, std::size_t i, std::size_t n,
                          const charset& set) noexcept;
std::size_t skip_run_avx512(const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept;

#if URIKIT_KERNELS_X86
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

/// Bit j set when byte j of `v` is NOT in the set of `lo` (AVX-512BW: 64 bytes).
URIKIT_TARGET_AVX512 inline std::uint64_t stop_bits_avx512(__m512i v, __m512i lo_table) noexcept {
  const __m512i hi_table = _mm512_maskz_broadcast_i32x4(0xFFFF, 
      _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0));
  const __m512i nibble = _mm512_set1_epi8(0x0F);
  const __m512i lo = _mm512_shuffle_epi8(lo_table, _mm512_and_si512(v, nibble));
  const __m512i hi = _mm512_shuffle_epi8(hi_table, _mm512_and_si512(_mm512_srli_epi16(v, 4), nibble));
  return _mm512_testn_epi8_mask(lo, hi);
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
    std::uint64_t lo, hi = 0;
    if (n >= 8) {
      lo = swar::load8(s);
      if (n > 8) hi = swar::load8(s + n - 8) >> (8 * (16 - n));  // s[8..n), zeros above
    } else {
      lo = swar::load_short(s, n);
    }
    in.a = _mm256_zextsi128_si256(
        _mm_set_epi64x(static_cast<long long>(hi), static_cast<long long>(lo)));
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
#endif

// ------------------------------------------------------------------ the entry points

/// The first index in [i, n) whose byte is not in `set`, or n.
inline std::size_t skip_run(const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept {
#if URIKIT_KERNELS_X86
  // Short runs: building the SIMD tables would cost more than the scalar loop.
  if (n - i >= 16) {
    switch (current_kernel()) {
      case kernel::avx512_vbmi2:
      case kernel::avx512: return skip_run_avx512(s, i, n, set);
      case kernel::avx2: return skip_run_avx2(s, i, n, set);
      case kernel::portable: break;
    }
  }
#endif
  return skip_run_scalar(s, i, n, set);
}

/// Skips characters of `set` and well-formed "%" HEXDIG HEXDIG triplets. Returns the index
/// of the first other byte (or n). A malformed triplet stops the scan at its '%' and sets
/// `bad_percent`.
inline std::size_t skip_component(const unsigned char* s, std::size_t i, std::size_t n,
                                  const charset& set, bool& bad_percent) noexcept {
  for (;;) {
    i = skip_run(s, i, n, set);
    if (i < n && s[i] == '%') {
      if (n - i < 3 || !is_hex(s[i + 1]) || !is_hex(s[i + 2])) {
        bad_percent = true;
        return i;
      }
      i += 3;
      continue;
    }
    return i;
  }
}

}  // namespace urikit::detail

#endif
