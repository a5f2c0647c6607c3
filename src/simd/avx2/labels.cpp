// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's entries for a plain host's labels, as the AVX-512 kernels do them
// (avx512/labels.cpp) in 32-byte vectors. scan_host_kernel(): the host's classes by byte
// compares (no nibble tables), on one vector when 32 bytes can be read and the host ends in
// them, else on the vectors of short_input_avx2. reverse_labels_kernel(),
// for a host of at most 32 bytes (nearly all): the host in one vector, byte-reversed as R;
// a byte j of R in the label [s, e) of R belongs at s + e - 1 - j, so the answer's byte j is
// the host's byte n - s - e + j, found by a second shuffle. s is a prefix maximum (dot + 1
// at each dot), and n - e a suffix maximum (n - dot at each dot), five shifts each. AVX2's
// byte shuffle stays within 16-byte lanes: shuffle32() shuffles both lanes and blends.
// Longer hosts take the portable kernel's step per label.
#include "avx2.hpp"

#if URIKIT_KERNELS_X86
#include "../portable/entry_points.hpp"

namespace urikit::detail {

namespace {

/// Bytes of v in [lo, hi] (ASCII: the signed compares are exact for bytes below 0x80, and
/// a byte from 0x80 is never in range).
URIKIT_TARGET_AVX2 inline __m256i in_range(__m256i v, char lo, char hi) noexcept {
  return _mm256_and_si256(_mm256_cmpgt_epi8(v, _mm256_set1_epi8(static_cast<char>(lo - 1))),
                          _mm256_cmpgt_epi8(_mm256_set1_epi8(static_cast<char>(hi + 1)), v));
}

URIKIT_TARGET_AVX2 inline std::uint32_t bits(__m256i m) noexcept {
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(m));
}

struct host_classes {
  std::uint32_t host, dots, capitals, xs;
};

URIKIT_TARGET_AVX2 inline host_classes classes_of(__m256i v) noexcept {
  const __m256i folded = _mm256_or_si256(v, _mm256_set1_epi8(0x20));  // letters in lower case
  const __m256i dot = _mm256_cmpeq_epi8(v, _mm256_set1_epi8('.'));
  const __m256i host = _mm256_or_si256(_mm256_or_si256(dot, in_range(folded, 'a', 'z')),
                                       _mm256_or_si256(in_range(v, '0', '9'), _mm256_cmpeq_epi8(v, _mm256_set1_epi8('-'))));
  return {bits(host), bits(dot), bits(in_range(v, 'A', 'Z')), bits(_mm256_cmpeq_epi8(folded, _mm256_set1_epi8('x')))};
}

/// r[j] = v[idx[j]] over all 32 bytes (idx[j] < 32), 0 where idx[j] has bit 7 set.
URIKIT_TARGET_AVX2 inline __m256i shuffle32(__m256i v, __m256i idx) noexcept {
  const __m256i from_low = _mm256_shuffle_epi8(_mm256_permute2x128_si256(v, v, 0x00), idx);
  const __m256i from_high = _mm256_shuffle_epi8(_mm256_permute2x128_si256(v, v, 0x11), idx);
  return _mm256_blendv_epi8(from_low, from_high, _mm256_slli_epi16(idx, 3));  // bit 4 of each index, at bit 7
}

/// Byte j of the result is byte j - K of v, 0 below K.
template <int K>
URIKIT_TARGET_AVX2 inline __m256i shift_up(__m256i v) noexcept {
  const __m256i low_lane_up = _mm256_permute2x128_si256(v, v, 0x08);  // [0, v.low]
  if constexpr (K == 16) return low_lane_up;
  else return _mm256_alignr_epi8(v, low_lane_up, 16 - K);
}

/// Byte j of the result is byte j + K of v, 0 from 32 - K on.
template <int K>
URIKIT_TARGET_AVX2 inline __m256i shift_down(__m256i v) noexcept {
  const __m256i high_lane_down = _mm256_permute2x128_si256(v, v, 0x81);  // [v.high, 0]
  if constexpr (K == 16) return high_lane_down;
  else return _mm256_alignr_epi8(high_lane_down, v, K);
}

/// Both scans, one step of K.
template <int K>
URIKIT_TARGET_AVX2 inline void scan_step(__m256i& start, __m256i& from_end) noexcept {
  start = _mm256_max_epu8(start, shift_up<K>(start));
  from_end = _mm256_max_epu8(from_end, shift_down<K>(from_end));
}

/// host[0, 32) with nothing read from host + readable on (bytes from there on unspecified):
/// one load, or for a link that ends sooner, overlapping loads put in place (not a copy
/// into a buffer, whose wide reload of narrow stores would stall).
URIKIT_TARGET_AVX2 inline __m256i load_host(const char* host, std::size_t readable) noexcept {
  const auto* u = reinterpret_cast<const unsigned char*>(host);
  if (readable >= 32) return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(u));
  if (readable >= 16) {  // the high lane from the last 16 readable bytes, moved down into place
    const __m128i last = _mm_loadu_si128(reinterpret_cast<const __m128i*>(u + readable - 16));
    const __m128i at = _mm_add_epi8(_mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
                                    _mm_set1_epi8(static_cast<char>(32 - readable)));  // bit 7 set past the end
    const __m128i high = _mm_shuffle_epi8(last, _mm_or_si128(at, _mm_cmpgt_epi8(at, _mm_set1_epi8(15))));
    return _mm256_set_m128i(high, _mm_loadu_si128(reinterpret_cast<const __m128i*>(u)));
  }
  return _mm256_zextsi128_si256(load_under_16(u, readable));
}

}  // namespace

URIKIT_TARGET_AVX2 host_bytes scan_host_kernel(avx2_tag, const char* s, std::size_t n) noexcept {
  if (n == 0) return {};
  const auto* u = reinterpret_cast<const unsigned char*>(s);
  std::uint64_t host, dots, capitals, xs;
  if (n >= 32) {  // most links: the host ends in the first 32 bytes, which one vector holds
    const host_classes a = classes_of(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(u)));
    if (a.host != ~std::uint32_t{0}) return host_bytes_from_masks(a.host, a.dots, a.capitals, a.xs);
  }
  if (n < 64) {
    const short_input_avx2 in = load_short_input_avx2(u, n);
    const host_classes a = classes_of(in.a), b = classes_of(in.b);
    host = in.place(a.host, b.host);
    dots = in.place(a.dots, b.dots);
    capitals = in.place(a.capitals, b.capitals);
    xs = in.place(a.xs, b.xs);
    host &= (std::uint64_t{1} << n) - 1;
  } else {  // n == 64
    const host_classes a = classes_of(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(u)));
    const host_classes b = classes_of(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(u + 32)));
    auto join = [](std::uint32_t lo, std::uint32_t hi) { return lo | std::uint64_t{hi} << 32; };
    host = join(a.host, b.host);
    dots = join(a.dots, b.dots);
    capitals = join(a.capitals, b.capitals);
    xs = join(a.xs, b.xs);
  }
  return host_bytes_from_masks(host, dots, capitals, xs);
}

URIKIT_TARGET_AVX2 char* reverse_labels_kernel(avx2_tag, char* out, char* lowered, const char* host, std::size_t n,
                                               std::uint64_t dots, bool upper, char separator,
                                               std::size_t readable) noexcept {
  if (n > 32) return reverse_labels_kernel(portable_tag{}, out, lowered, host, n, dots, upper, separator, readable);
  __m256i h = load_host(host, readable);
  const __m256i iota = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                                        22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
  const __m256i size = _mm256_set1_epi8(static_cast<char>(n));
  const __m256i one = _mm256_set1_epi8(1);
  h = _mm256_and_si256(h, _mm256_cmpgt_epi8(size, iota));  // the bytes from n on are 0
  if (upper) h = _mm256_add_epi8(h, _mm256_and_si256(in_range(h, 'A', 'Z'), _mm256_set1_epi8(0x20)));
  if (lowered) _mm256_storeu_si256(reinterpret_cast<__m256i*>(lowered), h);  // writable n + 32 bytes
  // R[j] = h[n - 1 - j]: a negative index (j >= n) has bit 7 set and gives 0.
  const __m256i reversed = shuffle32(h, _mm256_sub_epi8(_mm256_sub_epi8(size, one), iota));
  const __m256i dot = _mm256_cmpeq_epi8(reversed, _mm256_set1_epi8('.'));
  __m256i start = _mm256_and_si256(dot, _mm256_add_epi8(iota, one));  // dot + 1 at each dot, else 0
  __m256i from_end = _mm256_and_si256(dot, _mm256_sub_epi8(size, iota));  // n - dot at each dot, else 0
  scan_step<1>(start, from_end);
  scan_step<2>(start, from_end);
  scan_step<4>(start, from_end);
  scan_step<8>(start, from_end);
  scan_step<16>(start, from_end);
  // n - s - e + j with e = n - from_end; a dot maps to itself.
  const __m256i from = _mm256_sub_epi8(_mm256_add_epi8(from_end, iota), start);
  __m256i labels = shuffle32(h, from);
  if (separator != '.') labels = _mm256_blendv_epi8(labels, _mm256_set1_epi8(separator), dot);
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), labels);  // writable n + 32 bytes
  return out + n;
}

}  // namespace urikit::detail
#endif
