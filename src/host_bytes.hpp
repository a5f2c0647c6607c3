// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: what scan_host_kernel() finds at the start of a link's host (host parts' plain
// path, psl/plain_host.hpp), and how a kernel that scans by class masks makes it.
#ifndef URIKIT_SRC_HOST_BYTES_HPP
#define URIKIT_SRC_HOST_BYTES_HPP

#include <cstddef>
#include <cstdint>

#include <urikit/charset.hpp>

#include "bits.hpp"

namespace urikit::detail {

/// The host bytes at the start of a text (at most 64 bytes): how many there are (ASCII
/// letters, digits, '-' and '.'), the dots among them, whether one is a capital, and where
/// an 'x' or 'X' is (the only places an "xn--" label can start).
struct host_bytes {
  std::size_t n = 0;
  std::uint64_t dots = 0;  ///< bit i set when byte i is '.', i < n
  std::uint64_t xs = 0;    ///< bit i set when byte i is 'x' or 'X', i < n
  bool upper = false;
};

/// host_bytes from the class masks of a text's first n <= 64 bytes (bits from n on clear).
inline host_bytes host_bytes_from_masks(std::uint64_t host, std::uint64_t dots, std::uint64_t capitals,
                                        std::uint64_t xs) noexcept {
  host_bytes r;
  const std::uint64_t outside = ~host;  // bit n is set when n < 64: the bits from n on are clear
  r.n = outside == 0 ? 64 : URIKIT_LOWEST_BIT(outside);
  const std::uint64_t keep = r.n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << r.n) - 1;
  r.dots = dots & keep;
  r.upper = (capitals & keep) != 0;
  r.xs = xs & keep;
  return r;
}

/// scan_host_kernel() for a kernel that scans by charsets: its classify_kernel() (found for
/// `tag` where this is instantiated) with the four classes, one word each (n <= 64).
template <class Tag>
host_bytes scan_host_by_classes(Tag tag, const char* s, std::size_t n) noexcept {
  static constexpr charset host_byte = charsets::alpha | charsets::digit | charset("-.");
  static constexpr charset dot("."), capital = charset::range('A', 'Z'), x("xX");
  static constexpr const charset* classes[] = {&host_byte, &dot, &capital, &x};
  std::uint64_t masks[4] = {0, 0, 0, 0};
  if (n != 0) classify_kernel(tag, reinterpret_cast<const unsigned char*>(s), n, classes, 4, masks);
  return host_bytes_from_masks(masks[0], masks[1], masks[2], masks[3]);
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_HOST_BYTES_HPP
