// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX-512 kernel's normalize fast paths: an input under 128 bytes whose plan is "case
// only" is classified by one or two masked loads and written by one or two masked stores.
#include "../../normalize_plan.hpp"
#include "avx512.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {

using detail::bits_below;
using detail::classify_changes;
using detail::lower_scheme_and_host;
using detail::only_case_changes;
using detail::other_changes;
using detail::short_path_refuses;
using detail::write_with_edits;
#if URIKIT_NORMALIZE_WIDE
using detail::mask128;
#endif

/// `x` with its ASCII capitals in lower case where `where` has a bit.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE __m512i lower_capitals_avx512(__m512i x, std::uint64_t where) noexcept {
  const __mmask64 capital =
      _mm512_mask_cmplt_epu8_mask(where, _mm512_sub_epi8(x, _mm512_set1_epi8('A')), _mm512_set1_epi8(26));
  return _mm512_mask_add_epi8(x, capital, x, _mm512_set1_epi8(0x20));
}

/// The AVX-512 short path's work once only_case_changes(v, o) holds, for an input of at
/// most 63 bytes: one load classifies every byte, and when the input has no dot segment
/// and no '%' that changes (short_path_refuses()), one masked store writes it at `dest` with scheme and host in lower case, and
/// the result is true. Returns false, having written nothing, for every other input.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE bool lower_short_avx512(const uri_view& v, char* dest,
                                                                  const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const std::size_t n = in.size();
  const __mmask64 live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  const __m512i x = _mm512_maskz_loadu_epi8(live, in.data());
  const std::uint64_t percent = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('%'));
  const std::uint64_t slash = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('/'));
  const std::uint64_t dot = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('.'));
  const std::uint64_t amp = detail::reads_ampersands(o) ? _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('&')) : 0;
  if (short_path_refuses<std::uint64_t>(v, o, percent, slash, dot, amp)) return false;
  // Scheme and host to lower case (§6.2.2.1).
  std::uint64_t lower = v.has_scheme() ? _bzhi_u64(~0ull, static_cast<unsigned>(v.scheme()->size())) : 0;
  if (v.has_authority()) {
    const std::size_t hb = v.host()->data() - in.data();
    lower |= _bzhi_u64(~0ull, static_cast<unsigned>(hb + v.host()->size())) & ~_bzhi_u64(~0ull, static_cast<unsigned>(hb));
  }
  _mm512_mask_storeu_epi8(dest, live, lower_capitals_avx512(x, lower));
  return true;
}

/// Inputs of at most 63 bytes with AVX-512BW, into a string: lower_short_avx512() over a
/// copy of the input. For every other input `out` holds nothing of use, and the answer says
/// whether only the general writer applies (detail::fast_normalize).
URIKIT_TARGET_AVX512 detail::fast_normalize normalize_short_avx512(const uri_view& v, std::string& out,
                                                                   const normalize_options& o) {
  using detail::fast_normalize;
  // The scalar questions first: a call would spill the vector registers.
  const other_changes changes = classify_changes(v, o);
  if (changes == other_changes::more) return fast_normalize::needs_general_writer;
  if (changes != other_changes::only_case) {
    // An edit at the authority's end (a port dropped, a root added): the same judgment
    // and lowering into a copy on the stack, then the edit from that copy.
    char lowered[64];
    if (!lower_short_avx512(v, lowered, o)) return fast_normalize::needs_general_writer;
    write_with_edits(out, std::string_view(lowered, v.string().size()), v, changes, false);
    return fast_normalize::written;
  }
  out.assign(v.string());  // sized (cheaper than resize()), then overwritten by the masked store
  return lower_short_avx512(v, out.data(), o) ? fast_normalize::written : fast_normalize::needs_general_writer;
}

#if URIKIT_NORMALIZE_WIDE
/// lower_short_avx512() for an input of 64 to 127 bytes: a full and a masked load, 128-bit
/// masks, a full and a masked store. Rarely needed beyond the first 64 bytes, the case
/// change is applied to both halves alike.
URIKIT_TARGET_AVX512 bool lower_wide_avx512(const uri_view& v, char* dest, const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const std::size_t n = in.size();
  const __mmask64 live = _bzhi_u64(~0ull, static_cast<unsigned>(n - 64));
  const __m512i x0 = _mm512_loadu_si512(in.data());
  const __m512i x1 = _mm512_maskz_loadu_epi8(live, in.data() + 64);
  const auto bits = [&](char c) URIKIT_TARGET_AVX512 {
    const __m512i pattern = _mm512_set1_epi8(c);
    return static_cast<mask128>(_mm512_cmpeq_epi8_mask(x1, pattern)) << 64 |
           _mm512_cmpeq_epi8_mask(x0, pattern);
  };
  if (short_path_refuses<mask128>(v, o, bits('%'), bits('/'), bits('.'), detail::reads_ampersands(o) ? bits('&') : 0))
    return false;
  // Scheme and host to lower case (§6.2.2.1), positions < 128.
  const auto below = [](std::size_t k) { return k >= 128 ? ~mask128(0) : (mask128(1) << k) - 1; };
  mask128 lower = v.has_scheme() ? below(v.scheme()->size()) : 0;
  if (v.has_authority()) {
    const std::size_t hb = v.host()->data() - in.data();
    lower |= below(hb + v.host()->size()) & ~below(hb);
  }
  _mm512_storeu_si512(dest, lower_capitals_avx512(x0, static_cast<std::uint64_t>(lower)));
  _mm512_mask_storeu_epi8(dest + 64, live, lower_capitals_avx512(x1, static_cast<std::uint64_t>(lower >> 64)));
  return true;
}
#endif

/// normalize_to_fast_avx512() for a plan with an edit at the authority's end (a port
/// dropped, a root added): the same judgment and lowering into a copy on the stack, then
/// the edit from that copy into `out`. Out of line: most URIs have no such edit.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE char* normalize_to_with_edits_avx512(char* out, const uri_view& v,
                                                                        const normalize_options& o,
                                                                        other_changes changes) noexcept {
  const std::size_t n = v.string().size();
  char lowered[128];
  if (n < 64 ? !lower_short_avx512(v, lowered, o) :
#if URIKIT_NORMALIZE_WIDE
             !lower_wide_avx512(v, lowered, o)
#else
             true
#endif
  )
    return nullptr;
  return detail::write_edits_at(out, std::string_view(lowered, n), v, changes, false);
}

static_assert(detail::normalize_to_judges_below(detail::avx512_tag{}) == (URIKIT_NORMALIZE_WIDE ? 128 : 64),
              "normalize_to_fast_avx512() judges every input under 128 bytes (64 without the wide path)");

/// detail::normalize_to_fast() with the AVX-512 kernel: inputs under 128 bytes whose plan
/// is a copy (case only: one or two loads and stores; an edit at the authority's end:
/// normalize_to_with_edits_avx512()).
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE char* normalize_to_fast_avx512(
    char* out, const uri_view& v, const normalize_options& o) noexcept {
  const std::size_t n = v.string().size();
  if (n >= 128 || detail::leaves_text_as_is(o)) return nullptr;
  const other_changes changes = classify_changes(v, o);
  if (changes != other_changes::only_case)
    return changes == other_changes::more ? nullptr : normalize_to_with_edits_avx512(out, v, o, changes);
  if (n < 64) return lower_short_avx512(v, out, o) ? out + n : nullptr;
#if URIKIT_NORMALIZE_WIDE
  return lower_wide_avx512(v, out, o) ? out + n : nullptr;
#else
  return nullptr;
#endif
}

}  // namespace

URIKIT_TARGET_AVX512 detail::fast_normalize detail::normalize_into_kernel(detail::avx512_tag, const uri_view& v,
                                                                          std::string& out,
                                                                          const normalize_options& o) {
  if (v.string().size() < 64) return normalize_short_avx512(v, out, o);
  return normalize_into_kernel(detail::avx2_tag{}, v, out, o);
}

URIKIT_TARGET_AVX512 char* detail::normalize_to_kernel(detail::avx512_tag, char* out, const uri_view& v,
                                                       const normalize_options& o) noexcept {
  return normalize_to_fast_avx512(out, v, o);
}

}  // namespace urikit
#endif
