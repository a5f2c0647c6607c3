// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX-512 kernel's readers for the normalize plan's copy cases (normalize_fast.inl): an
// input under 64 bytes is one masked load, 64-127 bytes a full and a masked one; the copy,
// lowered, is one or two masked stores.
#include "../../normalize_plan.hpp"
#include "../interface.hpp"
#include "avx512.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {

using detail::fast_normalize;
#if URIKIT_NORMALIZE_WIDE
using detail::mask128;
#endif

/// `x` with its ASCII capitals in lower case where `where` has a bit.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE __m512i lower_capitals_avx512(__m512i x, std::uint64_t where) noexcept {
  const __mmask64 capital =
      _mm512_mask_cmplt_epu8_mask(where, _mm512_sub_epi8(x, _mm512_set1_epi8('A')), _mm512_set1_epi8(26));
  return _mm512_mask_add_epi8(x, capital, x, _mm512_set1_epi8(0x20));
}

/// The capitals of `x` where `where` has a bit.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE std::uint64_t capitals_avx512(__m512i x, std::uint64_t where) noexcept {
  return _mm512_mask_cmplt_epu8_mask(where, _mm512_sub_epi8(x, _mm512_set1_epi8('A')), _mm512_set1_epi8(26));
}

// The copy cases, written once (src/normalize_fast.inl), compiled here for AVX-512.
URIKIT_AVX512_REGION_BEGIN
#include "../../normalize_fast.inl"
URIKIT_AVX512_REGION_END

/// An input of at most 63 bytes: one masked load (the lanes past it are zeros).
struct short_reader_avx512 {
  using mask = std::uint64_t;
  static constexpr std::size_t max_size = 64;
  __m512i x;
  __mmask64 live;
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE explicit short_reader_avx512(const uri_view& v) noexcept
      : live(_bzhi_u64(~0ull, static_cast<unsigned>(v.string().size()))) {
    x = _mm512_maskz_loadu_epi8(live, v.string().data());
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE mask bits(char c) const noexcept { return _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8(c)); }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE bool has_capitals(const uri_view& v) const noexcept {
    return capitals_avx512(x, scheme_and_host_bits<mask>(v)) != 0;
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void lower_in_place(char* p, const uri_view& v) const noexcept { store_lowered(p, v); }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void store_lowered(char* p, const uri_view& v) const noexcept {
    _mm512_mask_storeu_epi8(p, live, lower_capitals_avx512(x, scheme_and_host_bits<mask>(v)));
  }
};

#if URIKIT_NORMALIZE_WIDE
/// An input of 64 to 127 bytes: a full and a masked load, 128-bit masks; the case change
/// is applied to both halves alike (rarely needed beyond the first 64 bytes).
struct wide_reader_avx512 {
  using mask = mask128;
  static constexpr std::size_t max_size = 128;
  __m512i x0, x1;
  __mmask64 live;  // of x1
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE explicit wide_reader_avx512(const uri_view& v) noexcept
      : live(_bzhi_u64(~0ull, static_cast<unsigned>(v.string().size() - 64))) {
    x0 = _mm512_loadu_si512(v.string().data());
    x1 = _mm512_maskz_loadu_epi8(live, v.string().data() + 64);
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE mask bits(char c) const noexcept {
    const __m512i pattern = _mm512_set1_epi8(c);
    return static_cast<mask128>(_mm512_cmpeq_epi8_mask(x1, pattern)) << 64 | _mm512_cmpeq_epi8_mask(x0, pattern);
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE bool has_capitals(const uri_view& v) const noexcept {
    const mask128 where = scheme_and_host_bits<mask128>(v);
    return (capitals_avx512(x0, static_cast<std::uint64_t>(where)) |
            capitals_avx512(x1, static_cast<std::uint64_t>(where >> 64))) != 0;
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void lower_in_place(char* p, const uri_view& v) const noexcept { store_lowered(p, v); }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void store_lowered(char* p, const uri_view& v) const noexcept {
    const mask128 where = scheme_and_host_bits<mask128>(v);
    _mm512_storeu_si512(p, lower_capitals_avx512(x0, static_cast<std::uint64_t>(where)));
    _mm512_mask_storeu_epi8(p + 64, live, lower_capitals_avx512(x1, static_cast<std::uint64_t>(where >> 64)));
  }
};
#endif

}  // namespace

URIKIT_TARGET_AVX512 fast_normalize detail::normalize_into_kernel(detail::avx512_tag, const uri_view& v,
                                                                  std::string& out, const normalize_options& o) {
  const std::size_t n = v.string().size();
  if (n < short_reader_avx512::max_size) return copy_cases_into<short_reader_avx512>(v, out, o);
#if URIKIT_NORMALIZE_WIDE
  if (n < wide_reader_avx512::max_size) return copy_cases_into<wide_reader_avx512>(v, out, o);
#endif
  return fast_normalize::not_judged;
}

static_assert(detail::normalize_to_judges_below(detail::avx512_tag{}) == (URIKIT_NORMALIZE_WIDE ? 128 : 64),
              "normalize_to_kernel(avx512_tag) judges every input under 128 bytes (64 without the wide path)");

URIKIT_TARGET_AVX512 char* detail::normalize_to_kernel(detail::avx512_tag, char* out, const uri_view& v,
                                                       const normalize_options& o) noexcept {
  const std::size_t n = v.string().size();
  if (detail::leaves_text_as_is(o)) return nullptr;
  if (n < short_reader_avx512::max_size) return copy_cases_to<short_reader_avx512>(out, v, o);
#if URIKIT_NORMALIZE_WIDE
  if (n < wide_reader_avx512::max_size) return copy_cases_to<wide_reader_avx512>(out, v, o);
#endif
  return nullptr;
}

}  // namespace urikit
#endif
