// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's percent-encoding and decoding (RFC 3986 §2.1), and the one-triplet
// step the other kernels' decoders fall back on at a '%' they do not decode in bulk.
#ifndef URIKIT_SRC_SIMD_PORTABLE_PCT_HPP
#define URIKIT_SRC_SIMD_PORTABLE_PCT_HPP

#include <array>
#include <cstddef>
#include <cstring>

#include <urikit/charset.hpp>
#include <urikit/pct.hpp>

#include "../../hex.hpp"
#include "../../internal_config.hpp"

namespace urikit::detail {

/// "%XY" of every octet, four bytes each (the fourth is padding), so that writing a triplet
/// is one four-byte store.
inline constexpr std::array<std::array<char, 4>, 256> triplets = [] {
  std::array<std::array<char, 4>, 256> t{};
  for (unsigned c = 0; c < 256; ++c) t[c] = {'%', upper_hex[c >> 4], upper_hex[c & 15], 0};
  return t;
}();

/// Writes the triplet of `c` at `out`; returns the end.
inline char* put_triplet(char* out, unsigned char c) noexcept {
  std::memcpy(out, triplets[c].data(), 3);
  return out + 3;
}

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

}  // namespace urikit::detail

#endif
