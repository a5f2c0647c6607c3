// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the inner loops that skip runs of allowed bytes. Every hot loop of the
// parser and the encoder goes through here, so a faster kernel lands in one place.
//
// The kernels give the same answers: the portable loop over the charset's table
// (simd/portable/scan.hpp), and the AVX2 and AVX-512BW loops that classify 32 / 64 bytes at
// a time with two nibble lookups (simd/avx2, simd/avx512). The kernel is the one
// simd/dispatch.cpp chose; a run shorter than 16 bytes takes the portable loop whatever it
// is (building the SIMD tables would cost more). SIMD code never reads past the input.
#ifndef URIKIT_SRC_SCAN_HPP
#define URIKIT_SRC_SCAN_HPP

#include <cstddef>
#include <cstdint>

#include <urikit/charset.hpp>

#include "hex.hpp"
#include "internal_config.hpp"
#include "simd/interface.hpp"
#include "simd/kernel.hpp"
#include "simd/portable/scan.hpp"

namespace urikit::detail {


/// A charset as SIMD lookup tables: byte c (< 0x80) is in the set iff bit (c >> 4) of
/// lo[c & 15] is set. Sets holding a byte >= 0x80 do not fit (`ascii` is false) and are
/// scanned by the scalar loop. Every set of charset.hpp is ASCII.
struct nibble_table {
  std::uint8_t lo[16];
  bool ascii;
};

/// The nibble table of `set` (the set keeps it: charset::nibbles()). Cannot fail.
constexpr nibble_table make_nibble_table(const charset& set) noexcept {
  nibble_table t{};
  for (unsigned k = 0; k < 16; ++k) t.lo[k] = set.nibbles()[k];
  t.ascii = set.is_ascii();
  return t;
}

/// The first index in [i, n) whose byte is not in `set`, or n.
inline std::size_t skip_run(const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept {
  if (n - i >= 16 && simd_kernel())
    return with_kernel([&](auto k) noexcept { return skip_run_kernel(k, s, i, n, set); });
  return skip_run_scalar(s, i, n, set);
}

/// Skips characters of `set` and well-formed "%" HEXDIG HEXDIG triplets. Returns the index
/// of the first other byte (or n). A malformed triplet stops the scan at its '%' and sets
/// `bad_percent`.
inline std::size_t skip_component(const unsigned char* s, std::size_t i, std::size_t n,
                                  const charset& set, bool& bad_percent) noexcept {
  for (;;) {
    i = skip_run(s, i, n, set);
    if (i < n && s[i] == '%') {
      if (n - i < 3 || !is_hex(s[i + 1]) || !is_hex(s[i + 2])) {
        bad_percent = true;
        return i;
      }
      i += 3;
      continue;
    }
    return i;
  }
}

}  // namespace urikit::detail

#endif
