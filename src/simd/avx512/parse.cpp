// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX-512 kernel's parse_kernel(): the grammar of parse_reader.hpp over AVX-512
// scanners. An input of up to 63 bytes is one masked load, of 64-127 bytes two loads: the
// commonest shapes are read with common_shape() from the lookups of its three classes (and
// of where an authority may end), other inputs with parse_with() from one lookup per class;
// longer inputs run 64 bytes a step.

#include "../../parse_reader.hpp"
#include "avx512.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {

using detail::split_nibbles_avx512;

/// Inputs of any length, 64 bytes a step.
struct avx512_scanner {
  const unsigned char* s;
  std::size_t n;
  bool percent_at(std::size_t i) const noexcept { return i < n && s[i] == '%'; }
  bool ends_authority_at(std::size_t i) const noexcept { return ends_authority(s, i, n); }
  template <unsigned C>
  URIKIT_TARGET_AVX512 std::size_t run(std::size_t i) const noexcept {
    static_assert(nibbles_of<C>.ascii, "the SIMD scanners need ASCII sets");
    return detail::skip_run_avx512(s, i, n, nibbles_of<C>);
  }
};

template <unsigned C, class Masks>
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void classify_avx512(Masks& m, __m512i lo_index,
                                                               __m512i hi_bits) noexcept {
  const __m512i lo_table = _mm512_maskz_broadcast_i32x4(0xFFFF, 
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(nibbles_of<C>.lo)));
  std::uint64_t stop = _mm512_testn_epi8_mask(_mm512_shuffle_epi8(lo_table, lo_index), hi_bits);
  // Computed here, not where first used: the vector registers then die at once (no spills).
  __asm__("" : "+r"(stop));
  m.stop[C] = stop;
}

/// The masks of the 64 bytes of `v` into `m` (a mask_scanner<true>, or a word of a wide
/// one): per class, bit j set when byte j is not in it; the '%' bytes; and where an
/// authority may end ('/', '?', '#', or a lane of `beyond`: the lanes past the input's end,
/// which load as zeros and so are in no class).
template <class Masks>
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void classify64_avx512(Masks& m, __m512i v,
                                                                 std::uint64_t beyond) noexcept {
  const auto [lo_index, hi_bits] = split_nibbles_avx512(v);
  classify_avx512<c_scheme>(m, lo_index, hi_bits);
  classify_avx512<c_reg_name>(m, lo_index, hi_bits);
  classify_avx512<c_userinfo>(m, lo_index, hi_bits);
  classify_avx512<c_path>(m, lo_index, hi_bits);
  classify_avx512<c_query>(m, lo_index, hi_bits);
  static_assert(charsets::fragment == charsets::query, "fragment shares query's mask");
  m.stop[c_fragment] = m.stop[c_query];
  std::uint64_t percent = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('%'));
  std::uint64_t authority_end = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('/')) |
                                _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('?')) |
                                _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('#')) | beyond;
  __asm__("" : "+r"(percent), "+r"(authority_end));
  m.percent = percent;
  m.authority_end = authority_end;
}

/// One masked load (nothing past s[n - 1] is read) and one lookup per class.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE mask_scanner<true> mask_scanner_avx512(
    const unsigned char* s, std::size_t n) noexcept {
  mask_scanner<true> m;
  m.s = s;
  m.n = n;
  const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  classify64_avx512(m, _mm512_maskz_loadu_epi8(live, s), ~live);
  return m;
}

/// Bit j set when byte j is in the set of `table` (`lo_index` and `hi_bits` as in
/// classify64_avx512).
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE std::uint64_t in_set_avx512(const detail::nibble_table& table,
                                                                   __m512i lo_index,
                                                                   __m512i hi_bits) noexcept {
  const __m512i lo_table = _mm512_maskz_broadcast_i32x4(
      0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(table.lo)));
  return _mm512_test_epi8_mask(_mm512_shuffle_epi8(lo_table, lo_index), hi_bits);
}

/// Where an authority may end: '/', '?', '#' (§3.2), and NUL, which is what the lanes past
/// the input's end load as. (A NUL inside the input is in no component's set, so the
/// reading that stops at it fails later, at the check that the last run ends at n.)
inline constexpr detail::nibble_table authority_end_nibbles =
    detail::make_nibble_table(charset(std::string_view("/?#\0", 4)));
inline constexpr detail::nibble_table hexdig_nibbles = detail::make_nibble_table(charsets::hexdig);

/// The masks of common_shape() for an input of at most 63 bytes: one masked load and three
/// class lookups, with the '%' triplets folded into the runs (shape_mask_scanner).
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE shape_mask_scanner shape_mask_scanner_avx512(
    const unsigned char* s, std::size_t n) noexcept {
  shape_mask_scanner m;
  m.s = s;
  m.n = n;
  const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  const __m512i in = _mm512_maskz_loadu_epi8(live, s);
  const auto [lo_index, hi_bits] = split_nibbles_avx512(in);
  std::uint64_t host_stop = ~in_set_avx512(nibbles_of<c_reg_name>, lo_index, hi_bits);
  std::uint64_t path_stop = ~in_set_avx512(nibbles_of<c_path>, lo_index, hi_bits);
  std::uint64_t query_stop = ~in_set_avx512(nibbles_of<c_query>, lo_index, hi_bits);
  const std::uint64_t percent = _mm512_cmpeq_epi8_mask(in, _mm512_set1_epi8('%'));
  if (percent != 0) {
    // A '%' followed by two hex digits is part of every component's run (pct-encoded); any
    // other '%' stays a stop, where common_shape() gives up.
    const std::uint64_t hex = in_set_avx512(hexdig_nibbles, lo_index, hi_bits);
    const std::uint64_t triplet = percent & (hex >> 1) & (hex >> 2);
    host_stop &= ~triplet;
    path_stop &= ~triplet;
    query_stop &= ~triplet;
  }
  static_assert(charsets::fragment == charsets::query, "fragment shares query's mask");
  m.stop[c_reg_name] = host_stop;
  m.stop[c_path] = path_stop;
  m.stop[c_query] = m.stop[c_fragment] = query_stop;
  m.authority_end = in_set_avx512(authority_end_nibbles, lo_index, hi_bits);
  return m;
}

/// The masks of common_shape() for an input of 64 to 127 bytes: a full load and a masked
/// one, each with shape_mask_scanner_avx512()'s lookups, the '%' triplets folded in across
/// the two words.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE wide_shape_mask_scanner wide_shape_mask_scanner_avx512(
    const unsigned char* s, std::size_t n) noexcept {
  wide_shape_mask_scanner m;
  m.s = s;
  m.n = n;
  const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n - 64));
  const __m512i in[2] = {_mm512_loadu_si512(s), _mm512_maskz_loadu_epi8(live, s + 64)};
  const std::uint64_t percent[2] = {_mm512_cmpeq_epi8_mask(in[0], _mm512_set1_epi8('%')),
                                    _mm512_cmpeq_epi8_mask(in[1], _mm512_set1_epi8('%'))};
  const bool has_percent = (percent[0] | percent[1]) != 0;
  std::uint64_t hex[2] = {0, 0};
  for (int w = 0; w < 2; ++w) {
    const auto [lo_index, hi_bits] = split_nibbles_avx512(in[w]);
    m.word[w].stop[c_reg_name] = ~in_set_avx512(nibbles_of<c_reg_name>, lo_index, hi_bits);
    m.word[w].stop[c_path] = ~in_set_avx512(nibbles_of<c_path>, lo_index, hi_bits);
    m.word[w].stop[c_query] = ~in_set_avx512(nibbles_of<c_query>, lo_index, hi_bits);
    m.word[w].authority_end = in_set_avx512(authority_end_nibbles, lo_index, hi_bits);
    if (has_percent) hex[w] = in_set_avx512(hexdig_nibbles, lo_index, hi_bits);
  }
  if (has_percent) {
    // As in shape_mask_scanner_avx512(), with the hex digits of word 1's first two bytes
    // shifted in for a '%' at byte 62 or 63.
    const std::uint64_t triplet[2] = {
        percent[0] & ((hex[0] >> 1) | (hex[1] << 63)) & ((hex[0] >> 2) | (hex[1] << 62)),
        percent[1] & (hex[1] >> 1) & (hex[1] >> 2)};
    for (int w = 0; w < 2; ++w) {
      m.word[w].stop[c_reg_name] &= ~triplet[w];
      m.word[w].stop[c_path] &= ~triplet[w];
      m.word[w].stop[c_query] &= ~triplet[w];
    }
  }
  static_assert(charsets::fragment == charsets::query, "fragment shares query's mask");
  m.word[0].stop[c_fragment] = m.word[0].stop[c_query];
  m.word[1].stop[c_fragment] = m.word[1].stop[c_query];
  return m;
}

/// The masks of an input of 64 to 127 bytes with AVX-512: a full load and a masked one.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE wide_mask_scanner<true> wide_mask_scanner_avx512(
    const unsigned char* s, std::size_t n) noexcept {
  wide_mask_scanner<true> m;
  m.s = s;
  m.n = n;
  const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n - 64));
  classify64_avx512(m.word[0], _mm512_loadu_si512(s), 0);
  classify64_avx512(m.word[1], _mm512_maskz_loadu_epi8(live, s + 64), ~live);
  return m;
}

// Long inputs in functions of their own, so that the short inputs' path stays lean.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_long(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(avx512_scanner{s, n}, rule, options, v);
}

// Inputs of 64 to 127 bytes that common_shape() did not take.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_wide_general(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(wide_mask_scanner_avx512(s, n), rule, options, v);
}

// Inputs of 64 to 127 bytes, in a function of their own too: common_shape() over three class
// masks a word, else the grammar over every class.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_wide(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  const std::size_t colon = common_shape_start(s, n, rule);
  if (colon != npos && common_shape(wide_shape_mask_scanner_avx512(s, n), colon, rule, v))
    return {errc::ok, 0};
  return parse_avx512_wide_general(s, n, rule, options, v);
}

// Inputs of at most 63 bytes that common_shape() did not take.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_short(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(mask_scanner_avx512(s, n), rule, options, v);
}

// Inputs of at most 63 bytes: common_shape() over three class masks, else the grammar over
// every class (parse_avx512_short).
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_up_to_63(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  const std::size_t colon = common_shape_start(s, n, rule);
  if (colon != npos && common_shape(shape_mask_scanner_avx512(s, n), colon, rule, v)) return {errc::ok, 0};
  return parse_avx512_short(s, n, rule, options, v);
}

}  // namespace

URIKIT_TARGET_AVX512 error detail::parse_kernel(detail::avx512_tag, const unsigned char* s, std::size_t n,
                                        grammar rule, const parse_options& options,
                                        uri_view& v) noexcept {
  // Only the choice by length here, each reader a function of its own: this function then
  // needs no frame, and each reader sets up only its own. (With a reader inlined here, GCC set
  // up that reader's frame first, for every input, and parse lost 3-12%, kasztp, quiet
  // machine.)
  if (n > mask_scanner<true>::max_size) {
    if (n > wide_mask_scanner<true>::max_size) return parse_avx512_long(s, n, rule, options, v);
    return parse_avx512_wide(s, n, rule, options, v);
  }
  return parse_avx512_up_to_63(s, n, rule, options, v);
}

}  // namespace urikit
#endif
