// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's parse_kernel(): the grammar of parse_reader.hpp over AVX2 scanners. An
// input of up to 63 bytes is classified once (two overlapping 32-byte vectors) into the
// masks of the common classes (reg-name, path, query, fragment) and '%', and read with the
// shortcut for the commonest shapes (common_shape()), else with parse_with(); 64-127 bytes
// as four blocks; longer inputs run 32 bytes a step.

#include "../../parse_reader.hpp"
#include "avx2.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {

/// Inputs of any length, 32 bytes a step.
struct avx2_scanner {
  const unsigned char* s;
  std::size_t n;
  bool percent_at(std::size_t i) const noexcept { return i < n && s[i] == '%'; }
  bool ends_authority_at(std::size_t i) const noexcept { return ends_authority(s, i, n); }
  template <unsigned C>
  URIKIT_TARGET_AVX2 std::size_t run(std::size_t i) const noexcept {
    static_assert(nibbles_of<C>.ascii, "the SIMD scanners need ASCII sets");
    return detail::skip_run_avx2(s, i, n, nibbles_of<C>);
  }
};

/// A vector's bytes split for the class lookups: the low nibbles (indices into a class's
/// table) and each byte's high nibble as a bit.
struct nibble_split {
  __m256i lo_index, hi_bits;
};

URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE nibble_split split_nibbles(__m256i v) noexcept {
  const __m256i nibble = _mm256_set1_epi8(0x0F);
  const __m256i hi_table = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0,
                                            1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
  return {_mm256_and_si256(v, nibble),
          _mm256_shuffle_epi8(hi_table, _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble))};
}

/// Bit j set when byte j of the split vector is not in class C.
template <unsigned C>
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint32_t stop_bits32_avx2(const nibble_split& x) noexcept {
  const __m256i lo_table = _mm256_broadcastsi128_si256(
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(nibbles_of<C>.lo)));
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(
      _mm256_and_si256(_mm256_shuffle_epi8(lo_table, x.lo_index), x.hi_bits), _mm256_setzero_si256())));
}

/// A component class's stop mask from the two vectors of a short input; the bytes from n on
/// count as stops.
template <unsigned C>
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint64_t stop_bits_avx2(const detail::short_input_avx2& in,
                                                                 const nibble_split (&x)[2],
                                                                 std::size_t n) noexcept {
  return in.place(stop_bits32_avx2<C>(x[0]), stop_bits32_avx2<C>(x[1])) | ~0ull << n;  // n < 64
}

/// The same from the four blocks of a 64-127-byte input, into two words.
template <unsigned C>
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE void stop_bits_avx2(const detail::wide_input_avx2& in,
                                                        const nibble_split (&x)[4],
                                                        std::uint64_t (&word)[2]) noexcept {
  in.place(word, stop_bits32_avx2<C>(x[0]), stop_bits32_avx2<C>(x[1]), stop_bits32_avx2<C>(x[2]),
           stop_bits32_avx2<C>(x[3]));
  word[1] |= ~0ull << (in.n - 64);
}

/// The masks of an input of at most 63 bytes with AVX2 (detail::load_short_input_avx2).
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE mask_scanner<false> mask_scanner_avx2(const unsigned char* s,
                                                                          std::size_t n) noexcept {
  mask_scanner<false> m;
  m.s = s;
  m.n = n;
  const detail::short_input_avx2 in = detail::load_short_input_avx2(s, n);
  const nibble_split x[2] = {split_nibbles(in.a), split_nibbles(in.b)};
  m.stop[c_reg_name] = stop_bits_avx2<c_reg_name>(in, x, n);
  m.stop[c_path] = stop_bits_avx2<c_path>(in, x, n);
  m.stop[c_query] = stop_bits_avx2<c_query>(in, x, n);
  m.stop[c_fragment] = m.stop[c_query];
  m.percent = in.equal_bits('%') & ~(~0ull << n);  // n < 64
  return m;
}

/// The masks of an input of 64 to 127 bytes with AVX2 (detail::load_wide_input_avx2).
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE wide_mask_scanner<false> wide_mask_scanner_avx2(
    const unsigned char* s, std::size_t n) noexcept {
  wide_mask_scanner<false> m;
  m.s = s;
  m.n = n;
  const detail::wide_input_avx2 in = detail::load_wide_input_avx2(s, n);
  const nibble_split x[4] = {split_nibbles(in.block[0]), split_nibbles(in.block[1]),
                             split_nibbles(in.block[2]), split_nibbles(in.block[3])};
  std::uint64_t two[2];
  stop_bits_avx2<c_reg_name>(in, x, two);
  m.word[0].stop[c_reg_name] = two[0];
  m.word[1].stop[c_reg_name] = two[1];
  stop_bits_avx2<c_path>(in, x, two);
  m.word[0].stop[c_path] = two[0];
  m.word[1].stop[c_path] = two[1];
  stop_bits_avx2<c_query>(in, x, two);
  m.word[0].stop[c_query] = m.word[0].stop[c_fragment] = two[0];
  m.word[1].stop[c_query] = m.word[1].stop[c_fragment] = two[1];
  in.equal_bits(two, '%');
  m.word[0].percent = two[0];
  m.word[1].percent = two[1];
  return m;
}

// Long inputs in a function of their own, so that the short inputs' path stays lean.
URIKIT_TARGET_AVX2 URIKIT_NOINLINE error parse_avx2_long(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(avx2_scanner{s, n}, rule, options, v);
}

// Inputs of 64 to 127 bytes in a function of their own too, read as the short ones are.
URIKIT_TARGET_AVX2 URIKIT_NOINLINE error parse_avx2_wide(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  const wide_mask_scanner<false> sc = wide_mask_scanner_avx2(s, n);
  const std::size_t colon = common_shape_start(s, n, rule);
  if (colon != npos && common_shape(sc, colon, rule, v)) return {errc::ok, 0};
  return parse_with(sc, rule, options, v);
}

// Inputs of up to 63 bytes, most links: one classification, then the shortcut or the grammar.
URIKIT_TARGET_AVX2 URIKIT_NOINLINE error parse_avx2_up_to_63(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  const mask_scanner<false> sc = mask_scanner_avx2(s, n);
  const std::size_t colon = common_shape_start(s, n, rule);
  if (colon != npos && common_shape(sc, colon, rule, v)) return {errc::ok, 0};
  return parse_with(sc, rule, options, v);
}

}  // namespace

URIKIT_TARGET_AVX2 error detail::parse_kernel(detail::avx2_tag, const unsigned char* s, std::size_t n,
                                        grammar rule, const parse_options& options,
                                        uri_view& v) noexcept {
  // Only the choice by length here, as in the AVX-512 kernel: each reader sets up its own
  // frame. (With the short reader inlined here, GCC set up its 32-byte-aligned frame first,
  // for every input.)
  if (n > mask_scanner<false>::max_size) {
    if (n > wide_mask_scanner<false>::max_size) return parse_avx2_long(s, n, rule, options, v);
    return parse_avx2_wide(s, n, rule, options, v);
  }
  return parse_avx2_up_to_63(s, n, rule, options, v);
}

}  // namespace urikit
#endif
