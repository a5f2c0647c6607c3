// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX-512 kernels' entries for a plain host's labels. scan_host_kernel() (avx512):
// the host's classes by byte compares, a vector of the host's 64 bytes at most and no
// nibble tables (a quarter faster than classify_kernel() with four sets).
// reverse_labels_kernel() (avx512_vbmi2): the whole host (at most 64 bytes) in one
// register, its labels reversed by two byte permutes and no step per label. R, the host
// byte-reversed, has every label in its final place but backwards; a byte j of R in the
// label [s, e) of R (its dots' places) belongs at s + e - 1 - j, so the answer's byte j is
// the host's byte n - s - e + j. s is a prefix maximum (of dot + 1 at each dot) and e a
// suffix minimum (of each dot's place, n past the last), six shift-and-compare steps each;
// a dot maps to itself (s = j + 1, e = j).
#include "avx512.hpp"

#if URIKIT_KERNELS_X86
namespace urikit::detail {

namespace {

/// The bytes of x in [lo, lo + count): (byte - lo) < count, unsigned.
URIKIT_TARGET_AVX512 inline __mmask64 in_range(__m512i x, char lo, char count) noexcept {
  return _mm512_cmplt_epu8_mask(_mm512_sub_epi8(x, _mm512_set1_epi8(lo)), _mm512_set1_epi8(count));
}

}  // namespace

URIKIT_TARGET_AVX512 host_bytes scan_host_kernel(avx512_tag, const char* s, std::size_t n) noexcept {
  const __mmask64 live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  const __m512i v = _mm512_maskz_loadu_epi8(live, s);
  const __m512i folded = _mm512_or_si512(v, _mm512_set1_epi8(0x20));  // letters in lower case
  const __mmask64 dots = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('.'));
  const __mmask64 host = dots | in_range(folded, 'a', 26) | in_range(v, '0', 10) |
                         _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('-'));
  const __mmask64 xs = _mm512_cmpeq_epi8_mask(folded, _mm512_set1_epi8('x'));
  return host_bytes_from_masks(host & live, dots, in_range(v, 'A', 26), xs);
}

URIKIT_TARGET_VBMI2 char* reverse_labels_kernel(avx512_vbmi2_tag, char* out, char* lowered, const char* host,
                                                std::size_t n, std::uint64_t, bool upper, char separator,
                                                std::size_t) noexcept {
  const __mmask64 live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  __m512i h = _mm512_maskz_loadu_epi8(live, host);
  if (upper) h = _mm512_mask_add_epi8(h, in_range(h, 'A', 26), h, _mm512_set1_epi8(0x20));
  if (lowered) _mm512_mask_storeu_epi8(lowered, live, h);
  const __m512i iota = _mm512_set_epi8(63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45,
                                       44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26,
                                       25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5,
                                       4, 3, 2, 1, 0);
  const __m512i size = _mm512_set1_epi8(static_cast<char>(n));
  const __m512i one = _mm512_set1_epi8(1);
  const __m512i reversed = _mm512_maskz_permutexvar_epi8(~0ull, _mm512_sub_epi8(_mm512_sub_epi8(size, one), iota), h);
  const __mmask64 dots = _mm512_mask_cmpeq_epi8_mask(live, reversed, _mm512_set1_epi8('.'));
  __m512i start = _mm512_maskz_add_epi8(dots, iota, one);  // dot + 1 at each dot, else 0
  __m512i end = _mm512_mask_mov_epi8(size, dots, iota);    // the dot's place, else n
  for (unsigned k = 1; k < 64; k <<= 1) {                  // unrolled: k is known
    const __m512i shift = _mm512_set1_epi8(static_cast<char>(k));
    start = _mm512_max_epu8(start, _mm512_maskz_permutexvar_epi8(~0ull << k, _mm512_sub_epi8(iota, shift), start));
    end = _mm512_min_epu8(end, _mm512_mask_permutexvar_epi8(size, ~0ull >> k, _mm512_add_epi8(iota, shift), end));
  }
  // n - s - e + j, in bytes: wraps, but its low six bits (all vpermb reads) are exact.
  const __m512i from = _mm512_add_epi8(_mm512_sub_epi8(_mm512_sub_epi8(size, start), end), iota);
  // (maskz with every bit: GCC 12 warns about the unmasked permute's undefined source.)
  __m512i labels = _mm512_maskz_permutexvar_epi8(~0ull, from, h);
  if (separator != '.') labels = _mm512_mask_mov_epi8(labels, dots, _mm512_set1_epi8(separator));
  _mm512_mask_storeu_epi8(out, live, labels);
  return out + n;
}

}  // namespace urikit::detail
#endif
