// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's encode_kernel() and decode_kernel() (simd/interface.hpp): a byte at
// a time through the charset's table; runs between triplets copied in bulk.
#include "pct.hpp"

#include "../interface.hpp"

namespace urikit::detail {

URIKIT_NOINLINE char* encode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n,
                                    const charset& allowed, bool /*slack*/) noexcept {
  const bool* table = allowed.data();
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char c = s[i];
    if (table[c]) *out++ = static_cast<char>(c);
    else out = put_triplet(out, c);
  }
  return out;
}

/// The portable loop: runs up to the next '%' (or '+') copied in bulk.
char* decode_kernel(portable_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool /*slack*/) noexcept {
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

}  // namespace urikit::detail
