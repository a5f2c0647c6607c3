// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: eight bytes at a time in a 64-bit word ("SIMD within a register"), for the
// short runs of URI components where a vector unit's setup would cost more than it saves.
// Little-endian only: byte k of the word is the k-th byte in memory. Big-endian builds
// take the byte loops (URIKIT_SWAR is 0 there).
#ifndef URIKIT_SRC_SWAR_HPP
#define URIKIT_SRC_SWAR_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "bits.hpp"
#include "internal_config.hpp"  // URIKIT_SWAR


namespace urikit::detail::swar {

constexpr std::uint64_t ones = 0x0101010101010101ull;
constexpr std::uint64_t highs = 0x8080808080808080ull;
constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;

/// The word holding c in every byte.
constexpr std::uint64_t broadcast(unsigned char c) noexcept { return ones * c; }

inline std::uint64_t load8(const void* p) noexcept {
  std::uint64_t x;
  std::memcpy(&x, p, 8);
  return x;
}

/// The n < 8 bytes at p in the low bytes of a word, the rest zero; reads only p[0..n).
inline std::uint64_t load_short(const unsigned char* p, std::size_t n) noexcept {
  if (n >= 4) {
    std::uint32_t a, b;
    std::memcpy(&a, p, 4);
    std::memcpy(&b, p + n - 4, 4);  // overlaps a when n < 8: the same bytes OR-ed
    return a | static_cast<std::uint64_t>(b) << (8 * (n - 4));
  }
  if (n == 0) return 0;
  return static_cast<std::uint64_t>(p[0]) | static_cast<std::uint64_t>(p[n >> 1]) << (8 * (n >> 1)) |
         static_cast<std::uint64_t>(p[n - 1]) << (8 * (n - 1));
}

/// Bit 7 of each byte that is zero in x, exactly (no borrow between bytes).
constexpr std::uint64_t zero_bytes(std::uint64_t x) noexcept {
  return ~(((x & low7) + low7) | x) & highs;
}

/// Whether some byte of x is zero. Cheaper than zero_bytes() (three operations, not five):
/// its mask may also mark bytes above a zero byte, which a yes-or-no question never sees.
constexpr bool any_zero_byte(std::uint64_t x) noexcept { return ((x - ones) & ~x & highs) != 0; }

/// The index of the lowest byte whose bit 7 is set in a non-zero mask.
inline std::size_t first_byte(std::uint64_t mask) noexcept {
  return URIKIT_LOWEST_BIT(mask) >> 3;
}

/// Bit 7 of each byte of x that is an ASCII capital letter ('A'..'Z').
constexpr std::uint64_t capitals(std::uint64_t x) noexcept {
  const std::uint64_t l = x & low7;
  const std::uint64_t at_least_a = l + broadcast(0x80 - 'A');  // bit 7: >= 'A'
  const std::uint64_t above_z = l + broadcast(0x80 - 'Z' - 1);  // bit 7: > 'Z'
  return (at_least_a ^ above_z) & ~x & highs;
}

/// x with its ASCII capitals in lower case (0x80 >> 2 is the case bit 0x20).
constexpr std::uint64_t to_lower(std::uint64_t x) noexcept { return x | capitals(x) >> 2; }

/// Whether `s` holds an ASCII capital letter, a word at a time.
inline bool has_capital(std::string_view s) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  std::uint64_t found = 0;
  std::size_t i = 0;
  for (; n - i >= 8; i += 8) found |= capitals(load8(p + i));
  return (found | capitals(load_short(p + i, n - i))) != 0;
}

/// Copies n bytes from src to dst, which may overlap (every load comes before its stores):
/// for the short pieces of a URI, a few loads and stores instead of a call to memmove.
inline void move_bytes(char* dst, const char* src, std::size_t n) noexcept {
  if (n >= 32) {
    std::memmove(dst, src, n);
  } else if (n >= 16) {
    struct block { unsigned char b[16]; };  // copied as one 16-byte move where there is one
    block a, b;
    std::memcpy(&a, src, 16);
    std::memcpy(&b, src + n - 16, 16);
    std::memcpy(dst, &a, 16);
    std::memcpy(dst + n - 16, &b, 16);
  } else if (n >= 8) {
    std::uint64_t a, b;
    std::memcpy(&a, src, 8);
    std::memcpy(&b, src + n - 8, 8);
    std::memcpy(dst, &a, 8);
    std::memcpy(dst + n - 8, &b, 8);
  } else if (n >= 4) {
    std::uint32_t a, b;
    std::memcpy(&a, src, 4);
    std::memcpy(&b, src + n - 4, 4);
    std::memcpy(dst, &a, 4);
    std::memcpy(dst + n - 4, &b, 4);
  } else if (n > 0) {
    const char a = src[0], b = src[n >> 1], c = src[n - 1];
    dst[0] = a;
    dst[n >> 1] = b;
    dst[n - 1] = c;
  }
}

/// move_bytes() of `text` to `out`; returns the end of what was written.
inline char* copy_text(char* out, std::string_view text) noexcept {
  move_bytes(out, text.data(), text.size());
  return out + text.size();
}

/// What copy_blocks() and copy_lower_blocks() may read past their source's end and write
/// past their destination's: they move whole 32-byte blocks.
constexpr std::size_t block_slack = 32;

/// Copies n bytes from src to dst (apart) in whole 32-byte blocks, into a destination whose
/// bytes past dst + n hold nothing yet (or what the caller writes after): for the pieces of
/// varied length (most under 32 bytes) that move_bytes() would sort by size, branch by
/// branch. Reads and writes up to block_slack - 1 bytes past n.
inline void copy_blocks(char* dst, const char* src, std::size_t n) noexcept {
  // One memcpy of a fixed 32 bytes a block, straight from src to dst: through a 32-byte
  // local, g++ 12 kept half of each block on the stack and read it back.
  std::size_t i = 0;
  do std::memcpy(dst + i, src + i, block_slack);
  while ((i += block_slack) < n);
}

/// Bit k set for each byte k of a word whose bit 7 is set in `high_bits` (as zero_bytes()
/// gives; the other bits must be zero): the bytes' flags gathered by one multiplication (no
/// two partial products meet).
constexpr std::uint64_t byte_bits(std::uint64_t high_bits) noexcept {
  return ((high_bits >> 7) * 0x0102040810204080ull) >> 56;
}

/// The first index i >= from with s[i] == a and s[i + 1] == b, or npos: eight places a step,
/// from two loads one byte apart (libstdc++'s find() of a two-byte string calls memchr again
/// after each `a` that is not followed by `b`).
inline std::size_t find_pair(std::string_view s, std::size_t from, char a, char b) noexcept {
  const std::size_t n = s.size();
  std::size_t i = from;
#if URIKIT_SWAR
  const std::uint64_t as = broadcast(static_cast<unsigned char>(a)), bs = broadcast(static_cast<unsigned char>(b));
  for (; n >= 9 && i <= n - 9; i += 8) {
    const std::uint64_t pairs = zero_bytes(load8(s.data() + i) ^ as) & zero_bytes(load8(s.data() + i + 1) ^ bs);
    if (pairs != 0) return i + first_byte(pairs);
  }
#endif
  for (; i + 1 < n; ++i)
    if (s[i] == a && s[i + 1] == b) return i;
  return std::string_view::npos;
}

/// Bit j set when byte j of s[0..n), n <= 64, is `c` (byte_bits() of each word); no bit from
/// n on, even for c == 0 (the last word is padded with zeros).
inline std::uint64_t byte_mask64(const char* s, std::size_t n, char c) noexcept {
  std::uint64_t mask = 0;
  for (std::size_t i = 0; i < n; i += 8) {
    const auto* p = reinterpret_cast<const unsigned char*>(s + i);
    const std::uint64_t word = n - i >= 8 ? load8(p) : load_short(p, n - i);
    mask |= byte_bits(zero_bytes(word ^ broadcast(static_cast<unsigned char>(c)))) << i;
  }
  return n == 64 ? mask : mask & ((std::uint64_t{1} << n) - 1);
}

/// Writes s[0..n) at `out` (which may be `s`) with ASCII capitals in lower case, a word at
/// a time where it can; returns the end. Reads and writes nothing past n.
inline char* copy_lower(char* out, const char* s, std::size_t n) noexcept {
  std::size_t i = 0;
#if URIKIT_SWAR
  // Words at fixed places that overlap (lowering is idempotent): under 32 bytes without a
  // loop, longer ones 32 bytes a step and the last 32 again. A loop of eight bytes a step
  // ended after a number of steps that varies from piece to piece: a mispredicted branch
  // most calls.
  const auto lower_word = [out, s](std::size_t at) noexcept {
    const std::uint64_t x = to_lower(load8(s + at));
    std::memcpy(out + at, &x, 8);
  };
  if (n >= 32) {
    for (; n - i > 32; i += 32)
      for (std::size_t k = 0; k < 32; k += 8) lower_word(i + k);
    for (std::size_t k = 0; k < 32; k += 8) lower_word(n - 32 + k);
    return out + n;
  }
  if (n >= 16) {
    lower_word(0);
    lower_word(8);
    lower_word(n - 16);
    lower_word(n - 8);
    return out + n;
  }
  if (n >= 8) {
    lower_word(0);
    lower_word(n - 8);
    return out + n;
  }
#endif
  for (; i < n; ++i) out[i] = (s[i] >= 'A' && s[i] <= 'Z') ? static_cast<char>(s[i] + 32) : s[i];
  return out + n;
}

/// copy_lower() as copy_blocks() moves: whole 32-byte blocks (four words), with its slack;
/// returns dst + n.
inline char* copy_lower_blocks(char* dst, const char* src, std::size_t n) noexcept {
  std::size_t i = 0;
  do {
    for (std::size_t k = 0; k < 32; k += 8) {
      const std::uint64_t x = to_lower(load8(src + i + k));
      std::memcpy(dst + i + k, &x, 8);
    }
  } while ((i += 32) < n);
  return dst + n;
}

}  // namespace urikit::detail::swar

#endif
