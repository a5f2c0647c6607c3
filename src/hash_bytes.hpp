// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the byte hash behind urikit::hash(), in a header of its own so that tests can
// check it (and its portable multiply) directly.
#ifndef URIKIT_SRC_HASH_BYTES_HPP
#define URIKIT_SRC_HASH_BYTES_HPP

#include <cstdint>
#include <cstring>
#include <string_view>

#include "bits.hpp"

namespace urikit::detail {

/// The 128-bit product of a and b with its halves XOR-ed: one multiply spreads every bit
/// of both operands over the result. Without a 128-bit type, the same value from four
/// 32-bit products, fold_multiply_portable() (hashes must not depend on the compiler).
inline std::uint64_t fold_multiply_portable(std::uint64_t a, std::uint64_t b) noexcept {
  const std::uint64_t a_lo = a & 0xFFFFFFFFu, a_hi = a >> 32, b_lo = b & 0xFFFFFFFFu, b_hi = b >> 32;
  const std::uint64_t ll = a_lo * b_lo, lh = a_lo * b_hi, hl = a_hi * b_lo, hh = a_hi * b_hi;
  const std::uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
  const std::uint64_t lo = (ll & 0xFFFFFFFFu) | (mid << 32);
  const std::uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
  return lo ^ hi;
}

inline std::uint64_t fold_multiply(std::uint64_t a, std::uint64_t b) noexcept {
#if defined(__SIZEOF_INT128__)
  __extension__ typedef unsigned __int128 u128;
  const u128 r = static_cast<u128>(a) * b;
  return static_cast<std::uint64_t>(r) ^ static_cast<std::uint64_t>(r >> 64);
#else
  return fold_multiply_portable(a, b);
#endif
}

/// The little-endian word of the eight (four) bytes at p, on every machine: hashes do not
/// depend on the byte order.
inline std::uint64_t read8(const unsigned char* p) noexcept {
  std::uint64_t x;
  std::memcpy(&x, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  x = byte_swap(x);
#endif
  return x;
}

inline std::uint64_t read4(const unsigned char* p) noexcept {
  std::uint32_t x;
  std::memcpy(&x, p, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  x = byte_swap(x);
#endif
  return x;
}

/// 64-bit hash of bytes: 16 bytes a step, each step one folded 128-bit multiply of the two
/// words (one XOR-ed with the state), the length mixed in first and last. Not
/// cryptographic: for hash tables, not for adversaries. A block whose first word equals
/// the constant k1 would erase the state; k1 has bytes >= 0x80, which no URI holds.
/// Words are read little-endian on every machine.
inline std::uint64_t hash_bytes(std::string_view text) noexcept {
  constexpr std::uint64_t k0 = 0x9E3779B97F4A7C15ULL, k1 = 0xD6E8FEB86659FD93ULL, k2 = 0xC2B2AE3D27D4EB4FULL;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  std::size_t n = text.size();
  std::uint64_t h = fold_multiply(n ^ k0, k1);
  for (; n > 16; p += 16, n -= 16) h = fold_multiply(read8(p) ^ k1, read8(p + 8) ^ h);
  // The last 1 to 16 bytes (none for empty text), in two words that may overlap.
  std::uint64_t a = 0, b = 0;
  if (n >= 8) {
    a = read8(p);
    b = read8(p + n - 8);
  } else if (n >= 4) {
    a = read4(p);
    b = read4(p + n - 4);
  } else if (n > 0) {
    a = p[0] | static_cast<std::uint64_t>(p[n >> 1]) << 8 | static_cast<std::uint64_t>(p[n - 1]) << 16;
  }
  h = fold_multiply(a ^ k1, b ^ h);
  return fold_multiply(h ^ k2, text.size() ^ k0);
}

}  // namespace urikit::detail

#endif
