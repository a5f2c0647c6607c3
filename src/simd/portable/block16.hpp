// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's 16-byte block: byte compares on sixteen bytes at once, written with
// GNU generic vectors (GCC and Clang), which name no instruction set. The compiler maps
// them to the target's baseline SIMD, SSE2 on x86-64 and NEON on aarch64, or to scalar code
// where there is none, as it does when it vectorizes a loop. Where URIKIT_SWAR is 0 (other
// compilers, big-endian targets) there is no block: callers take their word or byte loops.
#ifndef URIKIT_SRC_SIMD_PORTABLE_BLOCK16_HPP
#define URIKIT_SRC_SIMD_PORTABLE_BLOCK16_HPP

#include <cstdint>
#include <cstring>

#include "../../swar.hpp"

#if URIKIT_SWAR
namespace urikit::detail::block16 {

/// Sixteen bytes; a compare gives 0xFF in each byte that matches and 0 in the others.
typedef unsigned char bytes __attribute__((vector_size(16)));

inline bytes load(const unsigned char* p) noexcept {
  bytes v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

inline bytes equal(bytes v, unsigned char c) noexcept { return reinterpret_cast<bytes>(v == c); }

/// The block one byte on: byte k of the result is byte k + 1 of v, and byte 15 is 0.
inline bytes next_byte(bytes v) noexcept {
  return __builtin_shufflevector(v, bytes{}, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
}

/// Whether some byte of a compare's result is set.
inline bool any(bytes m) noexcept {
  std::uint64_t half[2];
  std::memcpy(half, &m, sizeof half);
  return (half[0] | half[1]) != 0;
}

/// Bit k set for each set byte k of a compare's result (as a movemask gives).
inline std::uint64_t bits(bytes m) noexcept {
  std::uint64_t half[2];
  std::memcpy(half, &m, sizeof half);
  return swar::byte_bits(half[0] & swar::highs) | swar::byte_bits(half[1] & swar::highs) << 8;
}

}  // namespace urikit::detail::block16
#endif

#endif  // URIKIT_SRC_SIMD_PORTABLE_BLOCK16_HPP
