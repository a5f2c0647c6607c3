// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's run loops: plain C++ that every target compiles. Eight bytes a
// step, their membership gathered into a bit mask from the charset's table (or from eight
// shifted tables), so that the only branch is "does the run end in these eight bytes".
#ifndef URIKIT_SRC_SIMD_PORTABLE_SCAN_HPP
#define URIKIT_SRC_SIMD_PORTABLE_SCAN_HPP

#include <cstddef>
#include <cstdint>

#include <urikit/charset.hpp>

#include "../kernel.hpp"

namespace urikit::detail {

/// The number of trailing zero bits of x != 0. Cannot fail.
inline unsigned trailing_zeros(std::uint32_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return static_cast<unsigned>(__builtin_ctz(x));
#else
  unsigned k = 0;
  while ((x & 1u) == 0) x >>= 1, ++k;
  return k;
#endif
}

/// Bit k set when s[k] is in the set, for k in [0, 8).
inline std::uint32_t member_bits8(const unsigned char* s, const bool* table) noexcept {
  return static_cast<std::uint32_t>(table[s[0]]) | static_cast<std::uint32_t>(table[s[1]]) << 1 |
         static_cast<std::uint32_t>(table[s[2]]) << 2 | static_cast<std::uint32_t>(table[s[3]]) << 3 |
         static_cast<std::uint32_t>(table[s[4]]) << 4 | static_cast<std::uint32_t>(table[s[5]]) << 5 |
         static_cast<std::uint32_t>(table[s[6]]) << 6 | static_cast<std::uint32_t>(table[s[7]]) << 7;
}

/// The portable loop: the first index in [i, n) whose byte is not in `set`, or n.
/// Eight bytes a step, their membership gathered into a bit mask, so that the only branch
/// is "does the run end in these eight bytes" (a run's end costs one misprediction, not
/// one per position). The last partial step re-reads the input's last eight bytes.
inline std::size_t skip_run_scalar(const unsigned char* s, std::size_t i, std::size_t n,
                                   const charset& set) noexcept {
  const bool* table = set.data();
  while (n - i >= 8) {
    const std::uint32_t stop = ~member_bits8(s + i, table) & 0xFFu;
    if (stop != 0) return i + trailing_zeros(stop);
    i += 8;
  }
  if (i == n) return n;
  if (n >= 8) {
    // The bytes of [n - 8, i) were already found in the set.
    const std::size_t b = n - 8;
    const std::uint32_t known = (1u << (i - b)) - 1u;
    const std::uint32_t stop = (~(member_bits8(s + b, table) | known) & 0xFFu) | 0x100u;
    return b + trailing_zeros(stop);  // 8 (that is, n) when the whole tail is in the set
  }
  while (i < n && table[s[i]]) ++i;
  return i;
}

/// A charset as eight tables, table k holding bit k for the set's bytes: the membership
/// mask of eight bytes is then eight loads OR-ed together (no shifts). 2 KiB a set.
struct shifted_tables {
  std::uint8_t bit[8][256];
};

/// The shifted tables of `set`, usually evaluated at compile time. Cannot fail.
constexpr shifted_tables make_shifted_tables(const charset& set) noexcept {
  shifted_tables t{};
  for (unsigned k = 0; k < 8; ++k)
    for (unsigned c = 0; c < 256; ++c)
      t.bit[k][c] = static_cast<std::uint8_t>(set.contains(static_cast<unsigned char>(c)) ? 1u << k : 0u);
  return t;
}

/// skip_run_scalar() with shifted tables (same result, fewer instructions a block).
inline std::size_t skip_run_scalar(const unsigned char* s, std::size_t i, std::size_t n,
                                   const shifted_tables& t) noexcept {
  const auto bits8 = [&t](const unsigned char* p) noexcept {
    return static_cast<std::uint32_t>(t.bit[0][p[0]] | t.bit[1][p[1]] | t.bit[2][p[2]] |
                                      t.bit[3][p[3]] | t.bit[4][p[4]] | t.bit[5][p[5]] |
                                      t.bit[6][p[6]] | t.bit[7][p[7]]);
  };
  while (n - i >= 8) {
    const std::uint32_t stop = ~bits8(s + i) & 0xFFu;
    if (stop != 0) return i + trailing_zeros(stop);
    i += 8;
  }
  if (i == n) return n;
  if (n >= 8) {
    const std::size_t b = n - 8;
    const std::uint32_t known = (1u << (i - b)) - 1u;
    const std::uint32_t stop = (~(bits8(s + b) | known) & 0xFFu) | 0x100u;
    return b + trailing_zeros(stop);
  }
  while (i < n && t.bit[0][s[i]]) ++i;
  return i;
}

/// The portable kernel's skip_run_kernel() (simd/interface.hpp).
inline std::size_t skip_run_kernel(portable_tag, const unsigned char* s, std::size_t i, std::size_t n,
                                   const charset& set) noexcept {
  return skip_run_scalar(s, i, n, set);
}

}  // namespace urikit::detail

#endif
