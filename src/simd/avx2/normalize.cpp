// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's readers for the normalize plan's copy cases (normalize_fast.inl): an
// input under 64 bytes as two overlapping vectors, 64-127 bytes as four; its '%', '/', '.'
// and '&' as byte masks, its scheme and host lowered in the vectors already loaded.
#include "../../normalize_plan.hpp"
#include "../interface.hpp"
#include "avx2.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {

using detail::bits_below;
using detail::fast_normalize;
using detail::lower_scheme_and_host;
#if URIKIT_NORMALIZE_WIDE
using detail::mask128;
#endif

/// Every byte k (mod 256).
URIKIT_TARGET_AVX2 inline __m256i byte_vector(std::size_t k) noexcept {
  return _mm256_set1_epi8(static_cast<char>(k & 0xFF));
}

/// Bit j set when byte j of a short input is an ASCII capital letter (bits from n on
/// unspecified): 'A'..'Z' moved to the bottom of the signed bytes, then one compare.
URIKIT_TARGET_AVX2 inline std::uint64_t capital_bits(const detail::short_input_avx2& x) noexcept {
  const __m256i shift = _mm256_set1_epi8(static_cast<char>(0x80 - 'A'));
  const __m256i limit = _mm256_set1_epi8(static_cast<char>(-128 + 26));  // 'Z' + 1, moved
  const auto capitals = [&](__m256i bytes) URIKIT_TARGET_AVX2 {
    return static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpgt_epi8(limit, _mm256_add_epi8(bytes, shift))));
  };
  return x.place(capitals(x.a), capitals(x.b));
}

/// `bytes` with the capitals lowered where `position` < scheme_end or host_begin <=
/// `position` < host_end (signed byte compares: positions and bounds are < 64).
URIKIT_TARGET_AVX2 inline __m256i lower_in_ranges(__m256i bytes, __m256i position, __m256i scheme_end,
                                                  __m256i host_begin, __m256i host_end) noexcept {
  const __m256i in_scheme = _mm256_cmpgt_epi8(scheme_end, position);
  const __m256i in_host =
      _mm256_andnot_si256(_mm256_cmpgt_epi8(host_begin, position), _mm256_cmpgt_epi8(host_end, position));
  const __m256i capital = _mm256_and_si256(_mm256_cmpgt_epi8(bytes, _mm256_set1_epi8('A' - 1)),
                                           _mm256_cmpgt_epi8(_mm256_set1_epi8('Z' + 1), bytes));
  const __m256i change = _mm256_and_si256(capital, _mm256_or_si256(in_scheme, in_host));
  return _mm256_or_si256(bytes, _mm256_and_si256(change, _mm256_set1_epi8(0x20)));
}

// The copy cases, written once (src/normalize_fast.inl), compiled here for AVX2.
URIKIT_AVX2_REGION_BEGIN
#include "../../normalize_fast.inl"
URIKIT_AVX2_REGION_END

/// An input of at most 63 bytes, read as detail::load_short_input_avx2 says.
struct short_reader_avx2 {
  using mask = std::uint64_t;
  static constexpr std::size_t max_size = 64;
  detail::short_input_avx2 x;
  std::uint64_t live;
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE explicit short_reader_avx2(const uri_view& v) noexcept
      : x(detail::load_short_input_avx2(reinterpret_cast<const unsigned char*>(v.string().data()), v.string().size())),
        live(bits_below(v.string().size())) {}
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE mask bits(char c) const noexcept { return x.equal_bits(c) & live; }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE bool has_capitals(const uri_view& v) const noexcept {
    return (capital_bits(x) & scheme_and_host_bits<mask>(v)) != 0;
  }
  /// With capitals, scheme and host are lowered in the vectors already loaded (by
  /// position: byte j of a vector lies at `position` j of the input, and the capitals in
  /// [0, scheme end) and [host begin, host end) gain the case bit) and stored whole over
  /// the copy; below 16 bytes, eight bytes a step.
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE void lower_in_place(char* p, const uri_view& v) const noexcept {
    if (!has_capitals(v)) return;
    const std::string_view in = v.string();
    const std::size_t n = in.size();
    if (n < 16) return lower_scheme_and_host(p, in, v);
    // Positions are < 64: signed byte compares work.
    const std::size_t hb = v.has_authority() ? static_cast<std::size_t>(v.host()->data() - in.data()) : 0;
    const __m256i scheme_end = byte_vector(v.has_scheme() ? v.scheme()->size() : 0);
    const __m256i host_begin = byte_vector(hb);
    const __m256i host_end = byte_vector(v.has_authority() ? hb + v.host()->size() : 0);
    const __m256i index = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                                           18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
    const __m256i back = byte_vector(n - 32 + 256);  // n - 32 as a byte (negative below 32)
    if (n >= 32) {
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), lower_in_ranges(x.a, index, scheme_end, host_begin, host_end));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(p + n - 32),
                          lower_in_ranges(x.b, _mm256_add_epi8(index, back), scheme_end, host_begin, host_end));
    } else {
      // One vector: its low half is s[0..16), its high half s[n - 16..n) (positions n - 32 + j).
      const __m256i position = _mm256_blend_epi32(index, _mm256_add_epi8(index, back), 0xF0);
      const __m256i y = lower_in_ranges(x.a, position, scheme_end, host_begin, host_end);
      _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm256_castsi256_si128(y));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(p + n - 16), _mm256_extracti128_si256(y, 1));
    }
  }
  /// A copy, then scheme and host lowered in it when they hold a capital (rarely).
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE void store_lowered(char* p, const uri_view& v) const noexcept {
    const std::string_view in = v.string();
    detail::swar::move_bytes(p, in.data(), in.size());
    if (has_capitals(v)) lower_scheme_and_host(p, in, v);
  }
};

#if URIKIT_NORMALIZE_WIDE
/// An input of 64 to 127 bytes, read as detail::load_wide_input_avx2 says (four loads into
/// 128-bit masks); scheme and host are lowered in the copy, rarely needed.
struct wide_reader_avx2 {
  using mask = mask128;
  static constexpr std::size_t max_size = 128;
  detail::wide_input_avx2 x;
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE explicit wide_reader_avx2(const uri_view& v) noexcept
      : x(detail::load_wide_input_avx2(reinterpret_cast<const unsigned char*>(v.string().data()), v.string().size())) {}
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE mask bits(char c) const noexcept {
    std::uint64_t word[2];
    x.equal_bits(word, c);
    return static_cast<mask128>(word[1]) << 64 | word[0];
  }
  bool has_capitals(const uri_view&) const noexcept { return true; }  // the scalar lowering looks
  void lower_in_place(char* p, const uri_view& v) const noexcept { lower_scheme_and_host(p, v.string(), v); }
  void store_lowered(char* p, const uri_view& v) const noexcept {
    const std::string_view in = v.string();
    detail::swar::move_bytes(p, in.data(), in.size());
    lower_scheme_and_host(p, in, v);
  }
};
#endif

}  // namespace

URIKIT_TARGET_AVX2 fast_normalize detail::normalize_into_kernel(detail::avx2_tag, const uri_view& v,
                                                                std::string& out, const normalize_options& o) {
  const std::size_t n = v.string().size();
  if (n < short_reader_avx2::max_size) return copy_cases_into<short_reader_avx2>(v, out, o);
#if URIKIT_NORMALIZE_WIDE
  if (n < wide_reader_avx2::max_size) return copy_cases_into<wide_reader_avx2>(v, out, o);
#endif
  return fast_normalize::not_judged;
}

static_assert(detail::normalize_to_judges_below(detail::avx2_tag{}) == (URIKIT_NORMALIZE_WIDE ? 128 : 64),
              "normalize_to_kernel(avx2_tag) judges every input under 128 bytes (64 without the wide path)");

URIKIT_TARGET_AVX2 char* detail::normalize_to_kernel(detail::avx2_tag, char* out, const uri_view& v,
                                                     const normalize_options& o) noexcept {
  const std::size_t n = v.string().size();
  if (detail::leaves_text_as_is(o)) return nullptr;
  if (n < short_reader_avx2::max_size) return copy_cases_to<short_reader_avx2>(out, v, o);
#if URIKIT_NORMALIZE_WIDE
  if (n < wide_reader_avx2::max_size) return copy_cases_to<wide_reader_avx2>(out, v, o);
#endif
  return nullptr;
}

}  // namespace urikit
#endif
