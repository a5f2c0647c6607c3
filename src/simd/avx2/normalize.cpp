// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's normalize fast paths: an input under 64 bytes (two overlapping vectors)
// or 64-127 bytes (four) whose plan is "case only", or case and an edit at the authority's
// end (a port dropped, a root added), is checked for '%' and dot segments with byte masks,
// then copied and lowered.
#include "../../normalize_plan.hpp"
#include "avx2.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {

using detail::bits_below;
using detail::classify_changes;
using detail::lower_scheme_and_host;
using detail::only_case_changes;
using detail::other_changes;
using detail::fast_normalize;
using detail::short_path_refuses;
using detail::write_with_edits;
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

/// The AVX2 short path's questions about an input of at most 63 bytes (read into `x`)
/// whose other changes are at most case and the authority's end: whether it has a '%' that
/// changes or a dot segment (`refused`: the other paths then; short_path_refuses()), and
/// whether its scheme or host holds a capital. With `Percents` false the input is known to hold no '%'.
struct short_verdict {
  bool refused, capitals;
};
template <bool Percents>
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE short_verdict judge_short_avx2(const uri_view& v,
                                                                        const detail::short_input_avx2& x,
                                                                        const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const std::uint64_t live = bits_below(in.size());
  const std::uint64_t percent = Percents ? x.equal_bits('%') & live : 0;
  const std::uint64_t slash = x.equal_bits('/') & live;
  const std::uint64_t dot = x.equal_bits('.') & live;
  const std::uint64_t amp = detail::reads_ampersands(o) ? x.equal_bits('&') & live : 0;
  if (short_path_refuses<std::uint64_t>(v, o, percent, slash, dot, amp)) return {true, false};
  const std::size_t hb = v.has_authority() ? static_cast<std::size_t>(v.host()->data() - in.data()) : 0;
  const std::uint64_t to_lower = (v.has_scheme() ? bits_below(v.scheme()->size()) : 0) |
                                 (v.has_authority() ? bits_below(hb + v.host()->size()) & ~bits_below(hb) : 0);
  return {false, (capital_bits(x) & to_lower) != 0};
}

/// Whether the input read into `x` holds a '%'. The short paths below hand such an input
/// (few are) to their instance with Percents true, out of line, so that the common instance
/// has no call to percents_stay() to keep registers for.
URIKIT_TARGET_AVX2 inline bool has_percent(const uri_view& v, const detail::short_input_avx2& x) noexcept {
  return (x.equal_bits('%') & bits_below(v.string().size())) != 0;
}

char* lower_short_avx2_with_percents(const uri_view& v, char* dest, const normalize_options& o) noexcept;
fast_normalize normalize_short_avx2_with_percents(const uri_view& v, std::string& out, const normalize_options& o);

/// normalize_to()'s shortcut with AVX2: an input of at most 63 bytes that only loses
/// capitals in scheme and host is copied to `dest` and lowered there (rarely needed).
/// Returns the end, or nullptr, having written nothing of use, for every other input.
template <bool Percents = false>
URIKIT_TARGET_AVX2 char* lower_short_avx2(const uri_view& v, char* dest, const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const detail::short_input_avx2 x =
      detail::load_short_input_avx2(reinterpret_cast<const unsigned char*>(in.data()), in.size());
  if constexpr (!Percents) {
    if (has_percent(v, x)) return lower_short_avx2_with_percents(v, dest, o);
  }
  const short_verdict verdict = judge_short_avx2<Percents>(v, x, o);
  if (verdict.refused) return nullptr;
  detail::swar::move_bytes(dest, in.data(), in.size());
  if (verdict.capitals) lower_scheme_and_host(dest, in, v);
  return dest + in.size();
}

/// The same for AVX2: the input is read as detail::load_short_input_avx2 says; scheme and
/// host are lowered in those vectors (by position) and stored whole over the copy, or,
/// below 16 bytes, eight bytes a step. Every input it does not write needs the general
/// writer (its plan says "more", or short_path_refuses()).
template <bool Percents = false>
URIKIT_TARGET_AVX2 fast_normalize normalize_short_avx2(const uri_view& v, std::string& out,
                                                       const normalize_options& o) {
  const other_changes changes = classify_changes(v, o);
  if (changes == other_changes::more) return fast_normalize::needs_general_writer;
  const std::string_view in = v.string();
  const detail::short_input_avx2 x =
      detail::load_short_input_avx2(reinterpret_cast<const unsigned char*>(in.data()), in.size());
  if constexpr (!Percents) {
    if (has_percent(v, x)) return normalize_short_avx2_with_percents(v, out, o);
  }
  const short_verdict verdict = judge_short_avx2<Percents>(v, x, o);
  if (verdict.refused) return fast_normalize::needs_general_writer;
  const bool capitals = verdict.capitals;
  if (changes != other_changes::only_case) {
    write_with_edits(out, in, v, changes, capitals);
    return fast_normalize::written;
  }
  out.assign(in);  // the result when scheme and host are in lower case already (most URIs)
  if (!capitals) return fast_normalize::written;
  char* const p = out.data();
  const std::size_t n = in.size();
  if (n < 16) {
    lower_scheme_and_host(p, in, v);
    return fast_normalize::written;
  }
  // Scheme and host to lower case (§6.2.2.1) in the vectors already loaded: byte j of a
  // vector lies at `position` j of the input; capitals in [0, scheme end) and
  // [host begin, host end) gain the case bit. Positions are < 64: signed byte compares work.
  const std::size_t hb = v.has_authority() ? static_cast<std::size_t>(v.host()->data() - in.data()) : 0;
  const __m256i scheme_end = byte_vector(v.has_scheme() ? v.scheme()->size() : 0);
  const __m256i host_begin = byte_vector(hb);
  const __m256i host_end = byte_vector(v.has_authority() ? hb + v.host()->size() : 0);
  const __m256i index = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                                         18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
  const __m256i back = byte_vector(n - 32 + 256);  // n - 32 as a byte (negative below 32)
  if (n >= 32) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), lower_in_ranges(x.a, index, scheme_end, host_begin, host_end));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p + n - 32), lower_in_ranges(x.b, _mm256_add_epi8(index, back), scheme_end, host_begin, host_end));
  } else {
    // One vector: its low half is s[0..16), its high half s[n - 16..n) (positions n - 32 + j).
    const __m256i position = _mm256_blend_epi32(index, _mm256_add_epi8(index, back), 0xF0);
    const __m256i y = lower_in_ranges(x.a, position, scheme_end, host_begin, host_end);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm256_castsi256_si128(y));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p + n - 16), _mm256_extracti128_si256(y, 1));
  }
  return fast_normalize::written;
}

URIKIT_TARGET_AVX2 URIKIT_NOINLINE char* lower_short_avx2_with_percents(const uri_view& v, char* dest,
                                                                         const normalize_options& o) noexcept {
  return lower_short_avx2<true>(v, dest, o);
}

URIKIT_TARGET_AVX2 URIKIT_NOINLINE fast_normalize normalize_short_avx2_with_percents(const uri_view& v,
                                                                                    std::string& out,
                                                                                    const normalize_options& o) {
  return normalize_short_avx2<true>(v, out, o);
}

#if URIKIT_NORMALIZE_WIDE
/// Inputs of 64 to 127 bytes with AVX2: the same questions with 128-bit masks from four
/// loads (detail::load_wide_input_avx2); scheme and host are lowered in the copy, rarely
/// needed.
URIKIT_TARGET_AVX2 fast_normalize normalize_wide_avx2(const uri_view& v, std::string& out,
                                            const normalize_options& o) {
  const other_changes changes = classify_changes(v, o);
  if (changes == other_changes::more) return fast_normalize::needs_general_writer;
  const std::string_view in = v.string();
  const detail::wide_input_avx2 x =
      detail::load_wide_input_avx2(reinterpret_cast<const unsigned char*>(in.data()), in.size());
  const auto bits = [&x](char c) URIKIT_TARGET_AVX2 {
    std::uint64_t word[2];
    x.equal_bits(word, c);
    return static_cast<mask128>(word[1]) << 64 | word[0];
  };
  if (short_path_refuses<mask128>(v, o, bits('%'), bits('/'), bits('.'), detail::reads_ampersands(o) ? bits('&') : 0))
    return fast_normalize::needs_general_writer;
  if (changes != other_changes::only_case) {
    write_with_edits(out, in, v, changes, true);
    return fast_normalize::written;
  }
  out.assign(in);
  lower_scheme_and_host(out.data(), in, v);
  return fast_normalize::written;
}
#endif

}  // namespace

URIKIT_TARGET_AVX2 fast_normalize detail::normalize_into_kernel(detail::avx2_tag, const uri_view& v,
                                                                std::string& out, const normalize_options& o) {
  const std::size_t n = v.string().size();
  if (n < 64) return normalize_short_avx2(v, out, o);
#if URIKIT_NORMALIZE_WIDE
  if (n < 128) return normalize_wide_avx2(v, out, o);
#endif
  return fast_normalize::not_judged;
}

namespace {
/// normalize_to()'s shortcut for an input of at most 63 bytes whose plan has an edit at
/// the authority's end: lower_short_avx2() into a copy on the stack, then the edit from it.
/// Out of line: most URIs have no such edit.
URIKIT_TARGET_AVX2 URIKIT_NOINLINE char* normalize_to_with_edits_avx2(char* out, const uri_view& v,
                                                                    const normalize_options& o,
                                                                    other_changes changes) noexcept {
  char lowered[64];
  if (!lower_short_avx2(v, lowered, o)) return nullptr;
  return detail::write_edits_at(out, std::string_view(lowered, v.string().size()), v, changes, false);
}
}  // namespace

static_assert(detail::normalize_to_judges_below(detail::avx2_tag{}) == 64,
              "normalize_to_kernel(avx2_tag) judges every input under 64 bytes");

URIKIT_TARGET_AVX2 char* detail::normalize_to_kernel(detail::avx2_tag, char* out, const uri_view& v,
                                                     const normalize_options& o) noexcept {
  if (v.string().size() >= 64 || detail::leaves_text_as_is(o)) return nullptr;
  const other_changes changes = classify_changes(v, o);
  if (changes != other_changes::only_case)
    return changes == other_changes::more ? nullptr : normalize_to_with_edits_avx2(out, v, o, changes);
  return lower_short_avx2(v, out, o);
}

}  // namespace urikit
#endif
