// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX-512 kernels' percent-encoding and decoding: 64 bytes a step with masked loads
// and stores (avx512), and, with VBMI and VBMI2 (avx512_vbmi2), every triplet of a block
// encoded or decoded at once by byte expand / compress.
#include <type_traits>  // pct_blocks.inl

#include "../interface.hpp"
#include "../portable/pct.hpp"
#include "avx512.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {

/// `base` + `offset` as a pointer, for the masked stores below, whose address may lie
/// before the buffer (the masked-off lanes there are never touched).
inline char* shifted(char* base, std::size_t back) noexcept {
  return reinterpret_cast<char*>(reinterpret_cast<std::uintptr_t>(base) - back);
}

// The block walk, written once (simd/pct_blocks.inl), compiled here for AVX-512.
URIKIT_AVX512_REGION_BEGIN
#include "../pct_blocks.inl"
URIKIT_AVX512_REGION_END

/// AVX-512BW: 64 bytes a block, read by one masked load; a block of allowed bytes is one
/// masked store, and each run between stops one masked store of the loaded block.
struct block_avx512 {
  static constexpr std::size_t width = 64;
  std::size_t len;
  __mmask64 live;
  __m512i v;
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE block_avx512(const unsigned char* s, std::size_t i, std::size_t n,
                                                         bool) noexcept
      : len(n - i < 64 ? n - i : 64), live(_bzhi_u64(~0ull, static_cast<unsigned>(len))) {
    v = _mm512_maskz_loadu_epi8(live, s + i);
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE std::uint64_t encode_stops(const __m512i& lo_table) const noexcept {
    return detail::stop_bits_avx512(v, lo_table) & live;
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE std::uint64_t decode_stops(char plus) const noexcept {
    return (_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('%')) | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(plus))) &
           live;
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE char* store(char* out) const noexcept {
    _mm512_mask_storeu_epi8(out, live, v);
    return out + len;
  }
  URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE char* copy_run(char* out, std::size_t from, std::size_t to) const noexcept {
    const std::uint64_t run =
        _bzhi_u64(~0ull, static_cast<unsigned>(to)) & ~_bzhi_u64(~0ull, static_cast<unsigned>(from));
    _mm512_mask_storeu_epi8(shifted(out, from), run, v);
    return out + (to - from);
  }
  char* encode_dense(char*, std::uint64_t) const noexcept { return nullptr; }
  std::size_t decode_dense(char*&, std::uint64_t, const decode_options&, std::size_t&) const noexcept { return 0; }
};

URIKIT_TARGET_AVX512 char* encode_avx512(char* out, const unsigned char* s, std::size_t n,
                                        const unsigned char* lo) noexcept {
  const __m512i lo_table =
      _mm512_maskz_broadcast_i32x4(0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
  return encode_blocks<block_avx512, block_avx512>(out, s, n, lo_table, false);
}

/// encode_vbmi2()'s inputs that are not short and plain: 64 bytes a step, a block of
/// allowed bytes one store, a block with bytes to encode 16 bytes at a time without a
/// branch on what they hold: one byte permutation writes every byte as a triple [byte, high
/// hex digit, low hex digit] (48 bytes), a byte to encode gets '%' in place of itself, and
/// one compress keeps the whole triple of a byte to encode and the first byte of the
/// others. Masked stores write exactly the output. Out of line, so that inputs without a
/// byte to encode (most components) pay nothing for its constants.
URIKIT_TARGET_VBMI2 URIKIT_NOINLINE char* encode_rest_vbmi2(char* out, const unsigned char* s,
                                                                     std::size_t n, __m512i lo_table) noexcept {
  // Output slot 3j takes input byte j, slot 3j + 1 its high digit (lanes 16-31 of the
  // source), slot 3j + 2 its low digit (lanes 32-47).
  alignas(64) static constexpr std::array<unsigned char, 64> triple = [] {
    std::array<unsigned char, 64> t{};
    for (unsigned k = 0; k < 48; ++k) t[k] = static_cast<unsigned char>(16 * (k % 3) + k / 3);
    return t;
  }();
  constexpr std::uint64_t first_slots = 0x249249249249ull;  // bits 0, 3, ..., 45
  const __m512i index = _mm512_load_si512(triple.data());
  const __m128i digits = _mm_setr_epi8('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B',
                                       'C', 'D', 'E', 'F');
  const __m128i nibble = _mm_set1_epi8(0x0F);
  for (std::size_t i = 0; i < n; i += 64) {
    const std::size_t len = n - i < 64 ? n - i : 64;
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(len));
    const __m512i block = _mm512_maskz_loadu_epi8(live, s + i);
    const std::uint64_t stops = detail::stop_bits_avx512(block, lo_table) & live;
    if (stops == 0) {
      _mm512_mask_storeu_epi8(out, live, block);
      out += len;
      continue;
    }
    for (std::size_t g = 0; g < len; g += 16) {
      const auto group_live = static_cast<std::uint32_t>(live >> g) & 0xFFFFu;
      const auto stop = static_cast<std::uint32_t>(stops >> g) & 0xFFFFu;
      const __m128i v = _mm_maskz_loadu_epi8(static_cast<__mmask16>(group_live), s + i + g);
      const __m512i source = _mm512_inserti32x4(
          _mm512_inserti32x4(_mm512_zextsi128_si512(v),
                             _mm_shuffle_epi8(digits, _mm_and_si128(_mm_srli_epi16(v, 4), nibble)), 1),
          _mm_shuffle_epi8(digits, _mm_and_si128(v, nibble)), 2);
      const std::uint64_t encoded = _pdep_u64(stop, first_slots);
      const std::uint64_t kept = _pdep_u64(group_live & ~stop, first_slots) | encoded | encoded << 1 | encoded << 2;
      // (maskz: g++ 12's unmasked form reads an undefined vector and warns)
      const __m512i triples =
          _mm512_mask_mov_epi8(_mm512_maskz_permutexvar_epi8(~0ull, index, source), encoded, _mm512_set1_epi8('%'));
      const auto count = static_cast<unsigned>(_mm_popcnt_u64(kept));
      _mm512_mask_storeu_epi8(out, _bzhi_u64(~0ull, count), _mm512_maskz_compress_epi8(kept, triples));
      out += count;
    }
  }
  return out;
}

/// With AVX-512 VBMI and VBMI2: an input of up to 32 bytes with nothing to encode (most
/// components) is one load, one check and one store; any other goes to encode_rest_vbmi2()
/// (checking longer inputs here too made whole URLs 1.07-1.26x slower, for the check done
/// twice and the call; 32 keeps most components and few whole URLs). Nothing past the input is
/// read (masked loads), nothing past the output written (masked stores).
URIKIT_TARGET_VBMI2 char* encode_vbmi2(char* out, const unsigned char* s, std::size_t n,
                                       const unsigned char* lo) noexcept {
  const __m512i lo_table =
      _mm512_maskz_broadcast_i32x4(0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
  if (n <= 32) {
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
    const __m512i block = _mm512_maskz_loadu_epi8(live, s);
    if ((detail::stop_bits_avx512(block, lo_table) & live) == 0) {
      _mm512_mask_storeu_epi8(out, live, block);
      return out + n;
    }
  }
  return encode_rest_vbmi2(out, s, n, lo_table);
}

/// AVX-512BW: 64 bytes a block, '%' (and '+') found by one compare each; runs between them
/// are masked stores of the loaded block (pct_blocks.inl's walk).
URIKIT_TARGET_AVX512 char* decode_avx512(char* out, const unsigned char* s, std::size_t n,
                                        const decode_options& o, std::size_t& error_at) noexcept {
  return decode_blocks<block_avx512, block_avx512>(out, s, n, o, error_at, false);
}

/// With AVX-512 VBMI and VBMI2 (Ice Lake and later): every triplet of a block is decoded at
/// once. A '%' that starts a well-formed triplet never lies inside another one (those hold
/// hex digits), so the starts are found in parallel: '%' followed by two hex digits. Their
/// values replace the '%', the two digits are dropped, and one compress writes the rest.
/// A block owns 62 positions (the last two are only looked at), unless it is the last.
URIKIT_TARGET_VBMI2 char* decode_vbmi2(char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                                       std::size_t& error_at) noexcept {
  alignas(64) static constexpr std::array<unsigned char, 64> next1 = [] {
    std::array<unsigned char, 64> t{};
    for (unsigned k = 0; k < 64; ++k) t[k] = static_cast<unsigned char>((k + 1) & 63);
    return t;
  }();
  alignas(64) static constexpr std::array<unsigned char, 64> next2 = [] {
    std::array<unsigned char, 64> t{};
    for (unsigned k = 0; k < 64; ++k) t[k] = static_cast<unsigned char>((k + 2) & 63);
    return t;
  }();
  const __m512i idx1 = _mm512_load_si512(next1.data()), idx2 = _mm512_load_si512(next2.data());
  std::size_t i = 0;
  while (i < n) {
    const std::size_t len = n - i < 64 ? n - i : 64;
    const std::size_t own = (len == 64 && n - i > 64) ? 62 : len;
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(len));
    const std::uint64_t owned = _bzhi_u64(~0ull, static_cast<unsigned>(own));
    const __m512i v = _mm512_maskz_loadu_epi8(live, s + i);
    // Hex digits and their values.
    const __m512i digit_value = _mm512_sub_epi8(v, _mm512_set1_epi8('0'));
    const std::uint64_t digit = _mm512_cmplt_epu8_mask(digit_value, _mm512_set1_epi8(10));
    const __m512i letter_value = _mm512_sub_epi8(_mm512_or_si512(v, _mm512_set1_epi8(0x20)), _mm512_set1_epi8('a'));
    const std::uint64_t letter = _mm512_cmplt_epu8_mask(letter_value, _mm512_set1_epi8(6));
    const std::uint64_t hex = (digit | letter) & live;
    const __m512i value = _mm512_mask_add_epi8(digit_value, letter, letter_value, _mm512_set1_epi8(10));
    const std::uint64_t percent = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('%')) & owned;
    const std::uint64_t valid = percent & (hex >> 1) & (hex >> 2);
    const std::uint64_t bad = percent & ~valid;
    if (bad != 0 && !o.lenient) {
      error_at = i + static_cast<std::size_t>(__builtin_ctzll(bad));
      return out;
    }
    // (maskz: g++ 12's unmasked form reads an undefined vector and warns)
    const __m512i hi = _mm512_maskz_permutexvar_epi8(~0ull, idx1, value);
    const __m512i lo = _mm512_maskz_permutexvar_epi8(~0ull, idx2, value);
    const __m512i octet = _mm512_or_si512(_mm512_slli_epi16(_mm512_and_si512(hi, _mm512_set1_epi8(0x0F)), 4),
                                          _mm512_and_si512(lo, _mm512_set1_epi8(0x0F)));
    __m512i bytes = _mm512_mask_mov_epi8(v, valid, octet);
    if (o.style == param_style::form)
      bytes = _mm512_mask_mov_epi8(bytes, _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('+')), _mm512_set1_epi8(' '));
    const std::uint64_t dropped = (valid << 1) | (valid << 2);
    const std::uint64_t keep = owned & ~dropped;
    const __m512i packed = _mm512_maskz_compress_epi8(keep, bytes);
    const auto count = static_cast<unsigned>(_mm_popcnt_u64(keep));
    _mm512_mask_storeu_epi8(out, _bzhi_u64(~0ull, count), packed);
    out += count;
    // The next block starts after the digits of a triplet that began at the end of this one.
    std::size_t advance = own;
    while (advance < 64 && ((dropped >> advance) & 1u)) ++advance;
    i += advance;
  }
  return out;
}

/// The AVX-512 decoders' entry: an input of up to 64 bytes without '%' (nor '+' in a form),
/// most components, is one load, one check and one store in this small function; others
/// go to the VBMI2 or the plain AVX-512 decoder. (The extra call costs whole encoded URLs
/// 5-20 %, also when they skip the check: they stay 4-6x uriparser; components gain 1.35-1.55x.)
template <bool Vbmi2>
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE char* decode_avx512_entry(char* out, const unsigned char* s, std::size_t n,
                                              const decode_options& o, std::size_t& error_at) noexcept {
  if (n <= 64) {
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
    const __m512i v = _mm512_maskz_loadu_epi8(live, s);
    // (Lanes past n load as zeros: no '%', no '+'.)
    const __m512i plus = _mm512_set1_epi8(o.style == param_style::form ? '+' : '%');
    if ((_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('%')) | _mm512_cmpeq_epi8_mask(v, plus)) == 0) {
      _mm512_mask_storeu_epi8(out, live, v);
      return out + n;
    }
  }
  if constexpr (Vbmi2) return decode_vbmi2(out, s, n, o, error_at);
  else return decode_avx512(out, s, n, o, error_at);
}

}  // namespace

URIKIT_TARGET_AVX512 char* detail::encode_kernel(detail::avx512_tag, char* out, const unsigned char* s, std::size_t n,
                                                 const charset& allowed, bool) noexcept {
  return encode_avx512(out, s, n, allowed.nibbles());
}

URIKIT_TARGET_VBMI2 char* detail::encode_kernel(detail::avx512_vbmi2_tag, char* out, const unsigned char* s,
                                                std::size_t n, const charset& allowed, bool) noexcept {
  return encode_vbmi2(out, s, n, allowed.nibbles());
}

URIKIT_TARGET_AVX512 char* detail::decode_kernel(detail::avx512_tag, char* out, const unsigned char* s, std::size_t n,
                                                 const decode_options& o, std::size_t& error_at, bool) noexcept {
  return decode_avx512_entry<false>(out, s, n, o, error_at);
}

URIKIT_TARGET_VBMI2 char* detail::decode_kernel(detail::avx512_vbmi2_tag, char* out, const unsigned char* s,
                                                std::size_t n, const decode_options& o, std::size_t& error_at,
                                                bool) noexcept {
  return decode_avx512_entry<true>(out, s, n, o, error_at);
}

}  // namespace urikit
#endif
