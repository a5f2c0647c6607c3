// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Percent-encoding and decoding (RFC 3986 §2.1, §2.4), and form encoding (WHATWG URL §5).
#include <urikit/pct.hpp>

#include <urikit/utf8.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>

#include "pct_offsets.hpp"
#include "pct_room.hpp"
#include "scan.hpp"

namespace urikit {

namespace {
constexpr char upper_hex[] = "0123456789ABCDEF";
}  // namespace

namespace {

/// "%XY" of every octet, four bytes each (the fourth is padding), so that writing a triplet
/// is one four-byte store.
constexpr std::array<std::array<char, 4>, 256> triplets = [] {
  std::array<std::array<char, 4>, 256> t{};
  for (unsigned c = 0; c < 256; ++c) t[c] = {'%', upper_hex[c >> 4], upper_hex[c & 15], 0};
  return t;
}();

/// Writes the triplet of `c` at `out`; returns the end.
inline char* put_triplet(char* out, unsigned char c) noexcept {
  std::memcpy(out, triplets[c].data(), 3);
  return out + 3;
}

/// Input is encoded in chunks of this size, so the worst-case output room (3x) that a chunk
/// reserves stays small for inputs of any size.
constexpr std::size_t encode_chunk = 16384;

__attribute__((noinline)) char* encode_scalar(char* out, const unsigned char* s, std::size_t n,
                                              const charset& allowed) noexcept {
  const bool* table = allowed.data();
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char c = s[i];
    if (table[c]) *out++ = static_cast<char>(c);
    else out = put_triplet(out, c);
  }
  return out;
}

#if URIKIT_SCAN_X86
/// `base` + `offset` as a pointer, for the masked stores below, whose address may lie
/// before the buffer (the masked-off lanes there are never touched).
inline char* shifted(char* base, std::size_t back) noexcept {
  return reinterpret_cast<char*>(reinterpret_cast<std::uintptr_t>(base) - back);
}

/// The encoders and decoders that need AVX-512 VBMI and VBMI2 (Ice Lake, Zen 4 and later):
/// only with the avx512 kernel, on CPUs that have both (detail::pct_uses_vbmi2()).
#define URIKIT_TARGET_VBMI2 \
  __attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi,avx512vbmi2,avx2,bmi,bmi2,popcnt")))

/// AVX-512BW: 64 bytes a step. A block of allowed bytes is one store; in a block with
/// bytes to encode, each run of allowed bytes is one masked store of the loaded block.
URIKIT_TARGET_AVX512 char* encode_avx512(char* out, const unsigned char* s, std::size_t n,
                                        const unsigned char* lo) noexcept {
  const __m512i lo_table =
      _mm512_maskz_broadcast_i32x4(0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
  for (std::size_t i = 0; i < n; i += 64) {
    const std::size_t len = n - i < 64 ? n - i : 64;
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(len));
    const __m512i v = _mm512_maskz_loadu_epi8(live, s + i);
    std::uint64_t stop = detail::stop_bits_avx512(v, lo_table) & live;
    std::size_t pos = 0;
    while (stop != 0) {
      const std::size_t k = static_cast<std::size_t>(__builtin_ctzll(stop));
      const std::uint64_t run = _bzhi_u64(~0ull, static_cast<unsigned>(k)) & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos));
      _mm512_mask_storeu_epi8(shifted(out, pos), run, v);
      out += k - pos;
      out = put_triplet(out, s[i + k]);
      pos = k + 1;
      stop &= stop - 1;
    }
    _mm512_mask_storeu_epi8(shifted(out, pos), live & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos)), v);
    out += len - pos;
  }
  return out;
}

/// encode_vbmi2()'s inputs that are not short and plain: 64 bytes a step, a block of
/// allowed bytes one store, a block with bytes to encode 16 bytes at a time without a
/// branch on what they hold: one byte permutation writes every byte as a triple [byte, high
/// hex digit, low hex digit] (48 bytes), a byte to encode gets '%' in place of itself, and
/// one compress keeps the whole triple of a byte to encode and the first byte of the
/// others. Masked stores write exactly the output. Out of line, so that inputs without a
/// byte to encode (most components) pay nothing for its constants.
URIKIT_TARGET_VBMI2 __attribute__((noinline)) char* encode_rest_vbmi2(char* out, const unsigned char* s,
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
URIKIT_TARGET_AVX2 inline void copy_run(char* out, const unsigned char* src, std::size_t len,
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

/// AVX2: 32 bytes a step. A block of allowed bytes is one store; without slack, in other
/// blocks each run of allowed bytes is one small copy (dense blocks excepted, below). The
/// last partial block is read as detail::load_short_input_avx2 says.
/// `slack`: the caller's buffer has detail::encode_slack bytes of room past 3 * n. Every
/// block with a byte to encode then goes through expand16(), whatever its density: no
/// branch a byte to encode and no branch on how many there are (for URLs and components,
/// which mix both, those branches mispredict more than expand16() costs). The last partial
/// block's zero padding is written (and stepped back over), and a group wholly past the
/// input still stores 16 bytes (27 is the most that reaches past 3 * n; a full block's
/// last store reaches 12 bytes past its output). Without slack, only dense blocks do.
URIKIT_TARGET_AVX2 char* encode_avx2(char* out, const unsigned char* s, std::size_t n,
                                    const unsigned char* lo, bool slack) noexcept {
  const __m256i lo_table =
      _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
  std::size_t i = 0;
  while (i < n) {
    std::uint64_t stop;
    std::size_t len;
    if (n - i >= 32) {
      len = 32;
      const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + i));
      stop = detail::stop_bits_avx2(v, lo_table);
      if (stop == 0) {
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), v);
        out += 32;
        i += 32;
        continue;
      }
      // Without slack, only many bytes to encode (whole URLs, dense text) pay for this; the
      // last group's 16-byte store then needs 4 input bytes after the block for its room.
      if (slack || (__builtin_popcount(static_cast<std::uint32_t>(stop)) > 3 && n - i >= 36)) {
        out = expand16(out, _mm256_castsi256_si128(v), static_cast<std::uint32_t>(stop) & 0xFFFFu);
        out = expand16(out, _mm256_extracti128_si256(v, 1), static_cast<std::uint32_t>(stop) >> 16);
        i += 32;
        continue;
      }
    } else {
      len = n - i;
      const detail::short_input_avx2 x = detail::load_short_input_avx2(s + i, len);
      stop = x.place(detail::stop_bits_avx2(x.a, lo_table), detail::stop_bits_avx2(x.b, lo_table)) &
             ~(~0ull << len);
      if (slack) {
        // The zeros past the input are copied as they are (their stop bits are clear) at the
        // end of the output, which then steps back over them (the slack holds them).
        if (stop == 0) {  // most URI components: one or two stores
          _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm256_castsi256_si128(x.a));
          if (len > 16) _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 16), rest_after_16(s + i, len));
          return out + len;
        }
        out = expand16(out, _mm256_castsi256_si128(x.a), static_cast<std::uint32_t>(stop) & 0xFFFFu);
        if (len <= 16) return out - (16 - len);
        out = expand16(out, rest_after_16(s + i, len), static_cast<std::uint32_t>(stop >> 16));
        return out - (32 - len);
      }
      stop |= ~0ull << len;
    }
    stop |= 1ull << len;  // the block's end ends the last run
    std::size_t pos = 0;
    for (;;) {
      const std::size_t k = static_cast<std::size_t>(__builtin_ctzll(stop));
      if (k >= len) {
        copy_upto32(out, s + i + pos, len - pos);
        out += len - pos;
        break;
      }
      copy_run(out, s + i + pos, k - pos, n - i - pos);
      out = put_triplet(out + (k - pos), s[i + k]);
      pos = k + 1;
      stop &= stop - 1;
    }
    i += len;
  }
  return out;
}
#endif

}  // namespace

namespace {
/// encode_to(), where `slack` says that `out` has detail::encode_slack bytes of room past
/// 3 * size.
char* encode_with_room(char* out, std::string_view octets, const charset& allowed, bool slack) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(octets.data());
  const std::size_t n = octets.size();
#if URIKIT_SCAN_X86
  // The set's SIMD lookup bytes come with it (charset::nibbles()): no setup per call, and
  // every way out is a tail call (short components are mostly this call's cost).
  if (allowed.is_ascii()) {
    switch (detail::active_scan_kernel()) {
      case detail::scan_kernel::avx512:
        return detail::pct_uses_vbmi2() ? encode_vbmi2(out, s, n, allowed.nibbles())
                                        : encode_avx512(out, s, n, allowed.nibbles());
      case detail::scan_kernel::avx2: return encode_avx2(out, s, n, allowed.nibbles(), slack);
      case detail::scan_kernel::scalar: break;
    }
  }
#else
  (void)slack;
#endif
  return encode_scalar(out, s, n, allowed);
}
}  // namespace

char* encode_to(char* out, std::string_view octets, const charset& allowed) noexcept {
  return encode_with_room(out, octets, allowed, false);
}

char* detail::encode_with_slack(char* out, std::string_view octets, const charset& allowed) noexcept {
  return encode_with_room(out, octets, allowed, true);
}

void encode_into(std::string& out, std::string_view octets, const charset& allowed) {
  // Short inputs (most URI components) go through a buffer on the stack and are appended:
  // cheaper than growing `out` by the worst case (zero-filled) and shrinking it again.
  constexpr std::size_t on_stack = 512;
  if (octets.size() <= on_stack) {
    char buffer[3 * on_stack + detail::encode_slack];
    out.append(buffer, static_cast<std::size_t>(encode_with_room(buffer, octets, allowed, true) - buffer));
    return;
  }
  for (std::size_t i = 0; i < octets.size(); i += encode_chunk) {
    const std::string_view chunk = octets.substr(i, encode_chunk);
    const std::size_t used = out.size();
    out.resize(used + 3 * chunk.size() + detail::encode_slack);
    char* const end = encode_with_room(out.data() + used, chunk, allowed, true);
    out.resize(static_cast<std::size_t>(end - out.data()));
  }
}

std::string encode(std::string_view octets, const charset& allowed) {
  std::string out;
  out.reserve(octets.size());
  encode_into(out, octets, allowed);
  return out;
}

result<std::string> encode_text(std::string_view utf8, const charset& allowed) {
  if (auto valid = validate_utf8(utf8); !valid) return valid.error();
  return encode(utf8, allowed);
}

namespace {

/// The value of each hex digit (either case), -1 for every other octet.
constexpr std::array<signed char, 256> hex_values = [] {
  std::array<signed char, 256> t{};
  for (unsigned c = 0; c < 256; ++c)
    t[c] = static_cast<signed char>(c >= '0' && c <= '9'   ? c - '0'
                                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                           : -1);
  return t;
}();

/// Decodes the triplet, '+' or malformed '%' at s[j] into `out`. Returns the index after
/// what it consumed, or 0 for a malformed triplet in strict mode (j is then the error).
inline std::size_t decode_one(const unsigned char* s, std::size_t j, std::size_t n, const decode_options& o,
                              char*& out) noexcept {
  if (s[j] == '+') {
    *out++ = ' ';
    return j + 1;
  }
  if (n - j >= 3) {
    const int hi = hex_values[s[j + 1]], lo = hex_values[s[j + 2]];
    if ((hi | lo) >= 0) {  // both hex digits
      *out++ = static_cast<char>(hi * 16 + lo);
      return j + 3;
    }
  }
  if (!o.lenient) return 0;
  *out++ = '%';
  return j + 1;
}

/// The portable loop: runs up to the next '%' (or '+') copied in bulk.
char* decode_scalar(char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at) noexcept {
  std::size_t i = 0;
  while (i < n) {
    std::size_t run = i;
    while (run < n && s[run] != '%' && !(o.plus_as_space && s[run] == '+')) ++run;
    std::memcpy(out, s + i, run - i);
    out += run - i;
    if (run == n) break;
    i = decode_one(s, run, n, o, out);
    if (i == 0) {
      error_at = run;
      return out;
    }
  }
  return out;
}

#if URIKIT_SCAN_X86
/// AVX-512BW: 64 bytes a step, '%' (and '+') found by one compare each; runs between them
/// are masked stores of the loaded block.
URIKIT_TARGET_AVX512 char* decode_avx512(char* out, const unsigned char* s, std::size_t n,
                                        const decode_options& o, std::size_t& error_at) noexcept {
  const __m512i percent = _mm512_set1_epi8('%');
  const __m512i plus = _mm512_set1_epi8(o.plus_as_space ? '+' : '%');
  std::size_t i = 0;
  while (i < n) {
    const std::size_t len = n - i < 64 ? n - i : 64;
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(len));
    const __m512i v = _mm512_maskz_loadu_epi8(live, s + i);
    std::uint64_t stop = (_mm512_cmpeq_epi8_mask(v, percent) | _mm512_cmpeq_epi8_mask(v, plus)) & live;
    std::size_t pos = 0;
    while (stop != 0) {
      const std::size_t k = static_cast<std::size_t>(__builtin_ctzll(stop));
      const std::uint64_t run = _bzhi_u64(~0ull, static_cast<unsigned>(k)) & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos));
      _mm512_mask_storeu_epi8(shifted(out, pos), run, v);
      out += k - pos;
      const std::size_t next = decode_one(s, i + k, n, o, out);
      if (next == 0) {
        error_at = i + k;
        return out;
      }
      pos = next - i;  // may pass the block's end when a triplet straddles it
      stop &= ~_bzhi_u64(~0ull, static_cast<unsigned>(pos < 64 ? pos : 64));
    }
    if (pos < len) {
      _mm512_mask_storeu_epi8(shifted(out, pos), live & ~_bzhi_u64(~0ull, static_cast<unsigned>(pos)), v);
      out += len - pos;
      pos = len;
    }
    i += pos;
  }
  return out;
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
/// the next two bytes of `v`) replaced by its octet, each '+' by ' ' with plus_as_space,
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
  if (o.plus_as_space)
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

/// AVX2: 32 bytes a step, '%' (and '+') found by one compare each; a block without them is
/// one store. Without slack, other blocks copy the runs between them, and dense ones (more
/// than two stops) go through decode_window16() while 16 bytes are left. The last partial
/// block is read as detail::load_short_input_avx2 says.
/// `slack`: the output has decode_slack bytes of room past n. Inputs of at most
/// short_decode_max bytes then take decode_short_avx2(); in longer ones every block with a
/// stop goes through decode_window16(), and so does a last partial block with a stop, from
/// a zero-padded copy on the stack: the padding decodes to itself (zeros are no hex digits,
/// so no triplet reaches into it) and is stepped back over.
URIKIT_TARGET_AVX2 char* decode_avx2(char* out, const unsigned char* s, std::size_t n,
                                    const decode_options& o, std::size_t& error_at, bool slack) noexcept {
  if (slack && n <= short_decode_max) return decode_short_avx2(out, s, n, o, error_at);
  const char plus = o.plus_as_space ? '+' : '%';
  std::size_t i = 0;
  while (i < n) {
    std::uint64_t stop;
    std::size_t len;
    if (n - i >= 32) {
      len = 32;
      const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + i));
      stop = detail::equal_bits_avx2(v, '%') | detail::equal_bits_avx2(v, plus);
      if (stop == 0) {
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), v);
        out += 32;
        i += 32;
        continue;
      }
      if (slack || __builtin_popcount(static_cast<std::uint32_t>(stop)) > 2) {
        // 16-byte windows without a branch a triplet, as long as 16 bytes are left (the
        // output, never longer than the input consumed, then has room for 16 too).
        const std::size_t block_end = i + 32;
        while (i < block_end && n - i >= 16) {
          std::size_t bad_at;
          const std::size_t consumed = decode_window16(out, s + i, o, bad_at);
          if (consumed == 0) {
            error_at = i + bad_at;
            return out;
          }
          i += consumed;
        }
        continue;
      }
    } else {
      len = n - i;
      const detail::short_input_avx2 x = detail::load_short_input_avx2(s + i, len);
      stop = x.place(detail::equal_bits_avx2(x.a, '%') | detail::equal_bits_avx2(x.a, plus),
                     detail::equal_bits_avx2(x.b, '%') | detail::equal_bits_avx2(x.b, plus)) &
             ~(~0ull << len);
      if (slack && stop != 0) {
        alignas(32) unsigned char padded[64];
        _mm_store_si128(reinterpret_cast<__m128i*>(padded), _mm256_castsi256_si128(x.a));
        _mm_store_si128(reinterpret_cast<__m128i*>(padded + 16),
                        len > 16 ? rest_after_16(s + i, len) : _mm_setzero_si128());
        _mm256_store_si256(reinterpret_cast<__m256i*>(padded + 32), _mm256_setzero_si256());
        std::size_t j = 0;
        while (j < len) {
          std::size_t bad_at;
          const std::size_t consumed = decode_window16(out, padded + j, o, bad_at);
          if (consumed == 0) {
            error_at = i + j + bad_at;
            return out;
          }
          j += consumed;
        }
        return out - (j - len);
      }
    }
    stop |= 1ull << len;  // the block's end ends the last run
    std::size_t pos = 0;
    for (;;) {
      const std::size_t k = static_cast<std::size_t>(__builtin_ctzll(stop));
      copy_run(out, s + i + pos, k - pos, n - i - pos);
      out += k - pos;
      if (k >= len) {
        pos = len;
        break;
      }
      const std::size_t next = decode_one(s, i + k, n, o, out);
      if (next == 0) {
        error_at = i + k;
        return out;
      }
      pos = next - i;  // may pass the block's end when a triplet straddles it
      if (pos >= len) break;
      stop &= ~0ull << pos;
    }
    i += pos;
  }
  return out;
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
    if (o.plus_as_space)
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

bool cpu_has_vbmi2() noexcept {
  static const bool has = [] {
    __builtin_cpu_init();
    return detail::scan_kernel_supported(detail::scan_kernel::avx512) && __builtin_cpu_supports("avx512vbmi") &&
           __builtin_cpu_supports("avx512vbmi2");
  }();
  return has;
}
#endif

}  // namespace

namespace detail {
#if URIKIT_SCAN_X86
std::atomic<unsigned char> pct_vbmi2_value{0xFF};
bool init_pct_vbmi2() noexcept {
  unsigned char unknown = 0xFF;  // (allow_pct_vbmi2 may have decided meanwhile)
  pct_vbmi2_value.compare_exchange_strong(unknown, cpu_has_vbmi2() ? 1 : 0, std::memory_order_relaxed);
  return pct_vbmi2_value.load(std::memory_order_relaxed) != 0;
}
void allow_pct_vbmi2(bool allowed) noexcept {
  pct_vbmi2_value.store(allowed && cpu_has_vbmi2() ? 1 : 0, std::memory_order_relaxed);
}
#else
std::atomic<unsigned char> pct_vbmi2_value{0};
bool init_pct_vbmi2() noexcept { return false; }
void allow_pct_vbmi2(bool) noexcept {}
#endif
}  // namespace detail

namespace {
/// Decodes s[0..n) to `out` with the kernel in use, setting `error_at` at a malformed
/// triplet. `slack`: `out` has detail::decode_slack bytes of room past n (else just n).
#if URIKIT_SCAN_X86
/// The AVX-512 decoders' entry: an input of up to 64 bytes without '%' (nor '+' in a form),
/// most components, is one load, one check and one store in this small function; others
/// go to the VBMI2 or the plain AVX-512 decoder. (The extra call costs whole encoded URLs
/// 5-20 %, also when they skip the check: they stay 4-6x uriparser; components gain 1.35-1.55x.)
URIKIT_TARGET_AVX512 char* decode_avx512_entry(char* out, const unsigned char* s, std::size_t n,
                                              const decode_options& o, std::size_t& error_at) noexcept {
  if (n <= 64) {
    const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
    const __m512i v = _mm512_maskz_loadu_epi8(live, s);
    // (Lanes past n load as zeros: no '%', no '+'.)
    const __m512i plus = _mm512_set1_epi8(o.plus_as_space ? '+' : '%');
    if ((_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('%')) | _mm512_cmpeq_epi8_mask(v, plus)) == 0) {
      _mm512_mask_storeu_epi8(out, live, v);
      return out + n;
    }
  }
  return detail::pct_uses_vbmi2() ? decode_vbmi2(out, s, n, o, error_at) : decode_avx512(out, s, n, o, error_at);
}
#endif

char* decode_with_kernel(char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                         std::size_t& error_at, bool slack) noexcept {
#if URIKIT_SCAN_X86
  switch (detail::active_scan_kernel()) {
    case detail::scan_kernel::avx512: return decode_avx512_entry(out, s, n, o, error_at);
    case detail::scan_kernel::avx2: return decode_avx2(out, s, n, o, error_at, slack);
    case detail::scan_kernel::scalar: break;
  }
#endif
  (void)slack;
  return decode_scalar(out, s, n, o, error_at);
}
constexpr std::size_t no_error = static_cast<std::size_t>(-1);
}  // namespace

result<void> decode_into(std::string& out, std::string_view text, const decode_options& o) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  const std::size_t used = out.size();
  // Decoding never lengthens. Short inputs are decoded on the stack and appended (cheaper
  // than growing `out` zero-filled and shrinking it again); others in place in `out`.
  constexpr std::size_t on_stack = 1024;
  // Most components hold no escape: then the text itself is the result (one scan by the
  // C library's vectorized memchr, one copy).
  if (n == 0) return {};  // (memchr may not be given the null pointer of an empty view)
  if (n <= on_stack && !o.plus_as_space && std::memchr(s, '%', n) == nullptr) {
    out.append(text);
    return {};
  }
  char buffer[on_stack + detail::decode_slack];
  char* const begin = n <= on_stack ? buffer : (out.resize(used + n), out.data() + used);
  std::size_t error_at = no_error;
  char* const end = decode_with_kernel(begin, s, n, o, error_at, begin == buffer);
  if (error_at != no_error) {
    out.resize(used);
    return error{errc::invalid_percent_encoding, error_at};
  }
  if (begin == buffer) out.append(buffer, static_cast<std::size_t>(end - begin));
  else out.resize(used + static_cast<std::size_t>(end - begin));
  return {};
}

result<char*> decode_to(char* out, std::string_view text, const decode_options& o) noexcept {
  if (text.empty()) return out;
  if (text.size() >= 64 && !o.plus_as_space && std::memchr(text.data(), '%', text.size()) == nullptr) {
    std::memcpy(out, text.data(), text.size());
    return out + text.size();
  }
  std::size_t error_at = no_error;
  char* const end = decode_with_kernel(out, reinterpret_cast<const unsigned char*>(text.data()), text.size(), o,
                                       error_at, false);
  if (error_at != no_error) return error{errc::invalid_percent_encoding, error_at};
  return end;
}

result<std::string> decode(std::string_view text, const decode_options& o) {
  std::string out;
  if (auto r = decode_into(out, text, o); !r) return r.error();
  return out;
}

result<std::string> decode_text(std::string_view text, const decode_options& o) {
  auto octets = decode(text, o);
  if (!octets) return octets.error();
  if (auto valid = validate_utf8(*octets); !valid)
    return error{errc::invalid_utf8, detail::source_offset(text, valid.error().offset)};
  return octets;
}

std::string form_encode(std::string_view octets) {
  // The form set plus space, then each space (never part of a triplet) becomes '+'.
  static constexpr charset form_and_space = charsets::form | charset(" ");
  std::string out;
  out.reserve(octets.size());
  encode_into(out, octets, form_and_space);
  std::replace(out.begin(), out.end(), ' ', '+');
  return out;
}

std::string form_decode(std::string_view text) {
  decode_options o;
  o.lenient = true;
  o.plus_as_space = true;
  return *decode(text, o);  // lenient decoding cannot fail
}

std::vector<std::pair<std::string, std::string>> split_query(std::string_view query, param_style style) {
  std::vector<std::pair<std::string, std::string>> out;
  decode_options o;
  o.lenient = true;
  o.plus_as_space = style == param_style::form;
  std::size_t start = 0;
  while (start <= query.size()) {
    std::size_t amp = query.find('&', start);
    if (amp == std::string_view::npos) amp = query.size();
    std::string_view pair = query.substr(start, amp - start);
    if (!pair.empty()) {
      std::size_t eq = pair.find('=');
      std::string_view name = pair.substr(0, eq);
      std::string_view value = eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1);
      out.emplace_back(*decode(name, o), *decode(value, o));
    }
    start = amp + 1;
  }
  return out;
}

std::string build_query(const std::vector<std::pair<std::string, std::string>>& pairs, param_style style) {
  std::string out;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    if (k) out += '&';
    if (style == param_style::form) {
      out += form_encode(pairs[k].first);
      out += '=';
      out += form_encode(pairs[k].second);
    } else {
      encode_into(out, pairs[k].first, charsets::query_param);
      out += '=';
      encode_into(out, pairs[k].second, charsets::query_param);
    }
  }
  return out;
}

}  // namespace urikit
