// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's percent-encoding and decoding: 32 bytes a step; short inputs decoded
// 16 bytes at a time with shuffles when the output has room to spare.
#include <type_traits>  // pct_blocks.inl

#include "../interface.hpp"
#include "../portable/pct.hpp"
#include "avx2.hpp"

#if URIKIT_KERNELS_X86
namespace urikit {
namespace {


/// Copies src[0..len), len <= 32, to out: two overlapping loads and stores of the widest
/// size that fits, so that nothing outside either range is read or written.
URIKIT_TARGET_AVX2 inline void copy_upto32(char* out, const unsigned char* src, std::size_t len) noexcept {
  if (len >= 16) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + len - 16));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), a);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + len - 16), b);
  } else {
    detail::swar::move_bytes(out, reinterpret_cast<const char*>(src), len);
  }
}

/// Copies a run of len <= 32 bytes from src to out. Runs between stops are short: when
/// 16 input bytes are left at src (`left`), one 16-byte copy serves any run of up to 16,
/// and what the caller writes next overwrites the excess. Both kernels' outputs have room
/// for it then: encoding's 3 bytes an input byte, decoding's output never longer than the
/// input consumed.
URIKIT_TARGET_AVX2 inline void copy_run_avx2(char* out, const unsigned char* src, std::size_t len,
                                       std::size_t left) noexcept {
  if (len <= 16 && left >= 16)
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_loadu_si128(reinterpret_cast<const __m128i*>(src)));
  else
    copy_upto32(out, src, len);
}

/// For a group of four input bytes whose bytes to encode are marked in a 4-bit mask: the
/// byte shuffle that writes the group's output from [4 bytes, 4 high hex digits, 4 low hex
/// digits, '%' x 4], and the output's length (4 + 2 per encoded byte).
struct expand_pattern {
  alignas(16) std::array<unsigned char, 16> shuffle;
  unsigned length;
};

constexpr std::array<expand_pattern, 16> expand_patterns = [] {
  std::array<expand_pattern, 16> t{};
  for (unsigned mask = 0; mask < 16; ++mask) {
    unsigned o = 0;
    for (unsigned j = 0; j < 4; ++j) {
      if ((mask >> j) & 1u) {
        t[mask].shuffle[o++] = 12;     // '%'
        t[mask].shuffle[o++] = static_cast<unsigned char>(4 + j);  // high digit
        t[mask].shuffle[o++] = static_cast<unsigned char>(8 + j);  // low digit
      } else {
        t[mask].shuffle[o++] = static_cast<unsigned char>(j);
      }
    }
    for (; o < 16; ++o) t[mask].shuffle[o] = 0x80;  // zero
    t[mask].length = 4 + 2 * static_cast<unsigned>(__builtin_popcount(mask));
  }
  return t;
}();

/// Encodes the 16 bytes `v` whose bytes to encode are marked in `stop` (16 bits) without a
/// branch: four groups of four bytes, each one shuffle of the bytes, their hex digits and
/// '%' (expand_patterns), one 16-byte store and a step of the group's length. Each store
/// writes 16 bytes at its group's output, which may end 4 bytes in: the caller leaves room.
URIKIT_TARGET_AVX2 inline char* expand16(char* out, __m128i v, std::uint32_t stop) noexcept {
  const __m128i digits = _mm_setr_epi8('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B',
                                       'C', 'D', 'E', 'F');
  const __m128i nibble = _mm_set1_epi8(0x0F);
  const __m128i high = _mm_shuffle_epi8(digits, _mm_and_si128(_mm_srli_epi16(v, 4), nibble));
  const __m128i low = _mm_shuffle_epi8(digits, _mm_and_si128(v, nibble));
  const __m128i percent = _mm_set1_epi8('%');
  const __m128i bytes_high_01 = _mm_unpacklo_epi32(v, high);  // B0-3 H0-3 B4-7 H4-7
  const __m128i bytes_high_23 = _mm_unpackhi_epi32(v, high);
  const __m128i low_pct_01 = _mm_unpacklo_epi32(low, percent);  // L0-3 %%%% L4-7 %%%%
  const __m128i low_pct_23 = _mm_unpackhi_epi32(low, percent);
  const __m128i group[4] = {_mm_unpacklo_epi64(bytes_high_01, low_pct_01),
                            _mm_unpackhi_epi64(bytes_high_01, low_pct_01),
                            _mm_unpacklo_epi64(bytes_high_23, low_pct_23),
                            _mm_unpackhi_epi64(bytes_high_23, low_pct_23)};
  for (unsigned g = 0; g < 4; ++g) {
    const expand_pattern& p = expand_patterns[(stop >> (4 * g)) & 15u];
    const __m128i control = _mm_load_si128(reinterpret_cast<const __m128i*>(p.shuffle.data()));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_shuffle_epi8(group[g], control));
    out += p.length;
  }
  return out;
}

/// The bytes of s[16..len), 16 <= len < 32, followed by zeros: the last 16 bytes slid down
/// by one byte shuffle. Reads nothing past s[len - 1].
URIKIT_TARGET_AVX2 inline __m128i rest_after_16(const unsigned char* s, std::size_t len) noexcept {
  alignas(16) static constexpr std::array<unsigned char, 32> slide = [] {
    std::array<unsigned char, 32> t{};
    for (unsigned k = 0; k < 32; ++k) t[k] = static_cast<unsigned char>(k < 16 ? k : 0x80);
    return t;
  }();
  const __m128i last = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + len - 16));
  // Byte j of the result is byte j + 32 - len of `last`, or zero past its end.
  return _mm_shuffle_epi8(last, _mm_loadu_si128(reinterpret_cast<const __m128i*>(slide.data() + 32 - len)));
}

/// For an 8-bit mask, the indices of its set bits in order, then 0x80 (a zero byte): the
/// byte shuffle that packs the kept bytes of eight.
constexpr std::array<std::array<unsigned char, 8>, 256> compact8 = [] {
  std::array<std::array<unsigned char, 8>, 256> t{};
  for (unsigned mask = 0; mask < 256; ++mask) {
    unsigned o = 0;
    for (unsigned j = 0; j < 8; ++j)
      if ((mask >> j) & 1u) t[mask][o++] = static_cast<unsigned char>(j);
    for (; o < 8; ++o) t[mask][o] = 0x80;
  }
  return t;
}();

/// The 16 bytes `v` decoded in place: each '%' that starts a well-formed triplet (with
/// the next two bytes of `v`) replaced by its octet, each '+' by ' ' in param_style::form,
/// the rest as they are; and bit masks of the '%' bytes and of the well-formed triplets'
/// starts (positions 0..13: the last two have no digits in `v`). Cannot fail.
struct decoded_lanes {
  __m128i bytes;
  unsigned percent, valid;
};

URIKIT_TARGET_AVX2 inline decoded_lanes decode_lanes(__m128i v, const decode_options& o) noexcept {
  const __m128i digit = _mm_sub_epi8(v, _mm_set1_epi8('0'));
  const __m128i is_digit = _mm_cmpeq_epi8(_mm_min_epu8(digit, _mm_set1_epi8(9)), digit);
  const __m128i letter = _mm_sub_epi8(_mm_or_si128(v, _mm_set1_epi8(0x20)), _mm_set1_epi8('a'));
  const __m128i is_letter = _mm_cmpeq_epi8(_mm_min_epu8(letter, _mm_set1_epi8(5)), letter);
  const __m128i value = _mm_blendv_epi8(_mm_add_epi8(letter, _mm_set1_epi8(10)), digit, is_digit);
  const __m128i is_hex = _mm_or_si128(is_digit, is_letter);
  const __m128i is_percent = _mm_cmpeq_epi8(v, _mm_set1_epi8('%'));
  const __m128i is_valid =
      _mm_and_si128(is_percent, _mm_and_si128(_mm_srli_si128(is_hex, 1), _mm_srli_si128(is_hex, 2)));
  const __m128i octet = _mm_or_si128(_mm_and_si128(_mm_slli_epi16(_mm_srli_si128(value, 1), 4), _mm_set1_epi8(-16)),
                                     _mm_srli_si128(value, 2));
  __m128i bytes = _mm_blendv_epi8(v, octet, is_valid);
  if (o.style == param_style::form)
    bytes = _mm_blendv_epi8(bytes, _mm_set1_epi8(' '), _mm_cmpeq_epi8(v, _mm_set1_epi8('+')));
  return {bytes, static_cast<unsigned>(_mm_movemask_epi8(is_percent)),
          static_cast<unsigned>(_mm_movemask_epi8(is_valid)) & 0x3FFFu};
}

/// Writes the bytes of `bytes` marked in `keep` (16 bits), in order, at `out`: two table
/// shuffles and two 8-byte stores, which reach 16 bytes past `out` at most.
URIKIT_TARGET_AVX2 inline void pack_kept(char*& out, __m128i bytes, unsigned keep) noexcept {
  const unsigned low = keep & 0xFFu, high = keep >> 8;
  const __m128i pack_low = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(compact8[low].data()));
  const __m128i pack_high = _mm_add_epi8(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(compact8[high].data())),
                                         _mm_set1_epi8(8));  // 0x80 + 8 still has its top bit: zero
  _mm_storel_epi64(reinterpret_cast<__m128i*>(out), _mm_shuffle_epi8(bytes, pack_low));
  out += __builtin_popcount(low);
  _mm_storel_epi64(reinterpret_cast<__m128i*>(out), _mm_shuffle_epi8(bytes, pack_high));
  out += __builtin_popcount(high);
}

/// Decodes the 16 bytes at s (all of them input), of which the window owns the first 14:
/// the last two are only looked at, for the digits of a triplet that starts at 12 or 13.
/// As in decode_vbmi2(), the starts of well-formed triplets are found in parallel (a '%'
/// followed by two hex digits never lies inside another triplet); their octets replace
/// the '%', the digits are dropped, and two table shuffles pack each half. No branch a
/// triplet. Returns the positions consumed (14, or 15 or 16 when a triplet took digits
/// past the window), or 0 for a malformed triplet in strict mode, at s[bad_at]. Its stores
/// reach 16 bytes past `out` at most: the caller keeps that room.
URIKIT_TARGET_AVX2 inline std::size_t decode_window16(char*& out, const unsigned char* s, const decode_options& o,
                                                      std::size_t& bad_at) noexcept {
  const decoded_lanes d = decode_lanes(_mm_loadu_si128(reinterpret_cast<const __m128i*>(s)), o);
  constexpr unsigned owned = 0x3FFF;
  const unsigned percent = d.percent & owned, valid = d.valid;
  if (percent != valid && !o.lenient) {
    bad_at = static_cast<std::size_t>(__builtin_ctz(percent & ~valid));
    return 0;
  }
  const unsigned dropped = (valid << 1) | (valid << 2);
  pack_kept(out, d.bytes, owned & ~dropped);
  std::size_t consumed = 14;
  while (consumed < 16 && ((dropped >> consumed) & 1u)) ++consumed;
  return consumed;
}

/// Decodes the window of 12 input positions that are bytes 2..13 of `v` (bytes 0 and 1
/// are the two positions before them, or zeros at the input's start; 14 and 15 the two
/// after, or zeros past its end). A triplet that starts at byte 0 or 1 has its digits
/// dropped here; one that starts at 12 or 13 is decoded here, its digits dropped by the
/// next window. So windows at a fixed step of 12 do not wait on each other. Returns false
/// for a malformed triplet in strict mode, whose '%' is then byte bad_at + 2. Its stores
/// reach 14 bytes past `out` at most.
URIKIT_TARGET_AVX2 inline bool decode_window12(char*& out, __m128i v, const decode_options& o,
                                               std::size_t& bad_at) noexcept {
  const decoded_lanes d = decode_lanes(v, o);
  constexpr unsigned owned = 0x3FFC;
  const unsigned malformed = d.percent & ~d.valid & owned;
  if (malformed != 0 && !o.lenient) {
    bad_at = static_cast<std::size_t>(__builtin_ctz(malformed)) - 2;
    return false;
  }
  pack_kept(out, d.bytes, owned & ~((d.valid << 1) | (d.valid << 2)));
  return true;
}

/// Inputs of at most short_decode_max bytes with AVX2, into a buffer with decode_slack
/// bytes of room past n: windows of 12 positions at a fixed step (decode_window12), without
/// a branch a triplet and without one window waiting for the last to say where it ended.
/// The last (partial) window reads the input's last 16 bytes slid into place, or, below 16
/// bytes, the input as detail::swar words; the zeros past the end decode to themselves and
/// the output steps back over them.
constexpr std::size_t short_decode_max = 128;

URIKIT_TARGET_AVX2 char* decode_short_avx2(char* out, const unsigned char* s, std::size_t n,
                                          const decode_options& o, std::size_t& error_at) noexcept {
  std::size_t p = 0;  // the first position of the next window
  std::size_t bad_at;
  if (n >= 16) {
    // The first window has no positions before it: its 16 bytes are s[0..14) moved up two.
    if (!decode_window12(out, _mm_slli_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(s)), 2), o, bad_at)) {
      error_at = bad_at;
      return out;
    }
    for (p = 12; n - p >= 14; p += 12) {
      if (!decode_window12(out, _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + p - 2)), o, bad_at)) {
        error_at = p + bad_at;
        return out;
      }
    }
  }
  if (p == n) return out;
  // The rest, s[p..n): at most 13 positions (or n < 16), in at most two windows.
  __m128i first, second;  // second: from two positions before p + 12
  if (n >= 16) {
    alignas(16) static constexpr std::array<unsigned char, 32> slide = [] {
      std::array<unsigned char, 32> t{};
      for (unsigned k = 0; k < 32; ++k) t[k] = static_cast<unsigned char>(k < 16 ? k : 0x80);
      return t;
    }();
    // Byte j is s[p - 2 + j]: byte j + (p + 14 - n) of the last 16, or zero past the end.
    const __m128i last = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + n - 16));
    first = _mm_shuffle_epi8(last, _mm_loadu_si128(reinterpret_cast<const __m128i*>(slide.data() + (p + 14 - n))));
    second = _mm_srli_si128(first, 12);
  } else {
    std::uint64_t lo, hi = 0;
    if (n >= 8) {
      lo = detail::swar::load8(s);
      if (n > 8) hi = detail::swar::load8(s + n - 8) >> (8 * (16 - n));  // s[8..n), zeros above
    } else {
      lo = detail::swar::load_short(s, n);
    }
    const __m128i all = _mm_set_epi64x(static_cast<long long>(hi), static_cast<long long>(lo));
    first = _mm_slli_si128(all, 2);
    second = _mm_srli_si128(all, 10);
  }
  if (!decode_window12(out, first, o, bad_at)) {
    error_at = p + bad_at;
    return out;
  }
  if (n - p <= 12) return out - (12 - (n - p));
  if (!decode_window12(out, second, o, bad_at)) {
    error_at = p + 12 + bad_at;
    return out;
  }
  return out - (24 - (n - p));
}

// The block walk, written once (simd/pct_blocks.inl), compiled here for AVX2.
URIKIT_AVX2_REGION_BEGIN
#include "../pct_blocks.inl"
URIKIT_AVX2_REGION_END

/// AVX2: 32 bytes a block; the last partial block is read as detail::load_short_input_avx2
/// says. A block of allowed bytes is one store; in others each run between stops is one
/// small copy (copy_run()), unless the dense steps take the block:
/// - encoding, `slack` (the caller's buffer has detail::encode_slack bytes of room past
///   3 * n): every block with a byte to encode goes through expand16(), whatever its
///   density: no branch a byte to encode and no branch on how many there are (for URLs and
///   components, which mix both, those branches mispredict more than expand16() costs). The
///   last partial block's zero padding is written (and stepped back over), and a group wholly
///   past the input still stores 16 bytes (27 is the most that reaches past 3 * n; a full
///   block's last store reaches 12 bytes past its output). Without slack, only dense blocks
///   (more than three bytes to encode, with 4 input bytes after the block for the last
///   group's room) do.
/// - decoding: blocks with more than two stops, or any with `slack`, go through
///   decode_window16() while 16 bytes are left; with `slack`, so does a last partial block
///   with a stop, from a zero-padded copy on the stack: the padding decodes to itself (zeros
///   are no hex digits, so no triplet reaches into it) and is stepped back over.
struct block_avx2_full {
  static constexpr std::size_t width = 32;
  static constexpr std::size_t len = 32;
  const unsigned char* p;  // the block's first byte
  std::size_t left;        // the input's bytes from p on (at least 32)
  bool slack;
  __m256i v;
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE block_avx2_full(const unsigned char* s, std::size_t i, std::size_t n,
                                                          bool with_slack) noexcept
      : p(s + i), left(n - i), slack(with_slack), v(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + i))) {}
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint64_t encode_stops(const __m256i& lo_table) const noexcept {
    return detail::stop_bits_avx2(v, lo_table);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint64_t decode_stops(char plus) const noexcept {
    return detail::equal_bits_avx2(v, '%') | detail::equal_bits_avx2(v, plus);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE char* store(char* out) const noexcept {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), v);
    return out + 32;
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE char* copy_run(char* out, std::size_t from, std::size_t to) const noexcept {
    copy_run_avx2(out, p + from, to - from, left - from);
    return out + (to - from);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE char* encode_dense(char* out, std::uint64_t stop) const noexcept {
    // Without slack, only many bytes to encode (whole URLs, dense text) pay for this; the
    // last group's 16-byte store then needs 4 input bytes after the block for its room.
    if (!slack && !(__builtin_popcount(static_cast<std::uint32_t>(stop)) > 3 && left >= 36)) return nullptr;
    out = expand16(out, _mm256_castsi256_si128(v), static_cast<std::uint32_t>(stop) & 0xFFFFu);
    return expand16(out, _mm256_extracti128_si256(v, 1), static_cast<std::uint32_t>(stop) >> 16);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::size_t decode_dense(char*& out, std::uint64_t stop,
                                                                   const decode_options& o,
                                                                   std::size_t& bad_at) const noexcept {
    if (!slack && __builtin_popcount(static_cast<std::uint32_t>(stop)) <= 2) return 0;
    // 16-byte windows without a branch a triplet, as long as 16 bytes are left (the output,
    // never longer than the input consumed, then has room for 16 too).
    std::size_t j = 0;
    while (j < 32 && left - j >= 16) {
      std::size_t bad;
      const std::size_t consumed = decode_window16(out, p + j, o, bad);
      if (consumed == 0) {
        bad_at = j + bad;
        return dense_error;
      }
      j += consumed;
    }
    return j;
  }
};

/// The last partial block (under 32 bytes), read as detail::load_short_input_avx2 says.
struct block_avx2_tail {
  const unsigned char* p;
  std::size_t len;  // also the input's bytes from p on
  bool slack;
  detail::short_input_avx2 x;
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE block_avx2_tail(const unsigned char* s, std::size_t i, std::size_t n,
                                                          bool with_slack) noexcept
      : p(s + i), len(n - i), slack(with_slack), x(detail::load_short_input_avx2(s + i, n - i)) {}
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint64_t encode_stops(const __m256i& lo_table) const noexcept {
    return x.place(detail::stop_bits_avx2(x.a, lo_table), detail::stop_bits_avx2(x.b, lo_table)) & ~(~0ull << len);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint64_t decode_stops(char plus) const noexcept {
    return x.place(detail::equal_bits_avx2(x.a, '%') | detail::equal_bits_avx2(x.a, plus),
                   detail::equal_bits_avx2(x.b, '%') | detail::equal_bits_avx2(x.b, plus)) &
           ~(~0ull << len);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE char* store(char* out) const noexcept {
    if (slack) {
      // The zeros past the input are copied as they are at the end of the output (the
      // slack holds them), most URI components: one or two stores.
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm256_castsi256_si128(x.a));
      if (len > 16) _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 16), rest_after_16(p, len));
    } else {
      copy_upto32(out, p, len);
    }
    return out + len;
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE char* copy_run(char* out, std::size_t from, std::size_t to) const noexcept {
    copy_run_avx2(out, p + from, to - from, len - from);
    return out + (to - from);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE char* encode_dense(char* out, std::uint64_t stop) const noexcept {
    if (!slack) return nullptr;
    out = expand16(out, _mm256_castsi256_si128(x.a), static_cast<std::uint32_t>(stop) & 0xFFFFu);
    if (len <= 16) return out - (16 - len);
    out = expand16(out, rest_after_16(p, len), static_cast<std::uint32_t>(stop >> 16));
    return out - (32 - len);
  }
  URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::size_t decode_dense(char*& out, std::uint64_t, const decode_options& o,
                                                                   std::size_t& bad_at) const noexcept {
    if (!slack) return 0;
    alignas(32) unsigned char padded[64];
    _mm_store_si128(reinterpret_cast<__m128i*>(padded), _mm256_castsi256_si128(x.a));
    _mm_store_si128(reinterpret_cast<__m128i*>(padded + 16), len > 16 ? rest_after_16(p, len) : _mm_setzero_si128());
    _mm256_store_si256(reinterpret_cast<__m256i*>(padded + 32), _mm256_setzero_si256());
    std::size_t j = 0;
    while (j < len) {
      std::size_t bad;
      const std::size_t consumed = decode_window16(out, padded + j, o, bad);
      if (consumed == 0) {
        bad_at = j + bad;
        return dense_error;
      }
      j += consumed;
    }
    out -= j - len;
    return len;
  }
};

/// AVX2's encoder: pct_blocks.inl's walk over block_avx2_full and block_avx2_tail.
URIKIT_TARGET_AVX2 char* encode_avx2(char* out, const unsigned char* s, std::size_t n, const unsigned char* lo,
                                    bool slack) noexcept {
  const __m256i lo_table =
      _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
  return encode_blocks<block_avx2_full, block_avx2_tail>(out, s, n, lo_table, slack);
}

/// AVX2's decoder: inputs of at most short_decode_max bytes with slack take
/// decode_short_avx2(), others pct_blocks.inl's walk over block_avx2_full and block_avx2_tail.
URIKIT_TARGET_AVX2 char* decode_avx2(char* out, const unsigned char* s, std::size_t n,
                                    const decode_options& o, std::size_t& error_at, bool slack) noexcept {
  if (slack && n <= short_decode_max) return decode_short_avx2(out, s, n, o, error_at);
  return decode_blocks<block_avx2_full, block_avx2_tail>(out, s, n, o, error_at, slack);
}

}  // namespace

URIKIT_TARGET_AVX2 char* detail::encode_kernel(detail::avx2_tag, char* out, const unsigned char* s, std::size_t n,
                                               const charset& allowed, bool slack) noexcept {
  return encode_avx2(out, s, n, allowed.nibbles(), slack);
}

URIKIT_TARGET_AVX2 char* detail::decode_kernel(detail::avx2_tag, char* out, const unsigned char* s, std::size_t n,
                                               const decode_options& o, std::size_t& error_at, bool slack) noexcept {
  return decode_avx2(out, s, n, o, error_at, slack);
}

}  // namespace urikit
#endif
