// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's one-triplet decoding step (RFC 3986 §2.1), which the other kernels'
// decoders fall back on at a '%' they do not decode in bulk. Triplets themselves are read
// and written by hex.hpp.
#ifndef URIKIT_SRC_SIMD_PORTABLE_PCT_HPP
#define URIKIT_SRC_SIMD_PORTABLE_PCT_HPP

#include <cstddef>

#include <urikit/charset.hpp>
#include <urikit/pct.hpp>

#include "../../hex.hpp"
#include "../../internal_config.hpp"

namespace urikit::detail {

/// Decodes the triplet, '+' or malformed '%' at s[j] into `out`. Returns the index after
/// what it consumed, or 0 for a malformed triplet in strict mode (j is then the error).
inline std::size_t decode_one(const unsigned char* s, std::size_t j, std::size_t n, const decode_options& o,
                              char*& out) noexcept {
  if (s[j] == '+') {
    *out++ = ' ';
    return j + 1;
  }
  if (n - j >= 3) {
    if (const int octet = triplet_value(s + j); octet >= 0) {
      *out++ = static_cast<char>(octet);
      return j + 3;
    }
  }
  if (!o.lenient) return 0;
  *out++ = '%';
  return j + 1;
}

}  // namespace urikit::detail

#endif
