// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: a host's labels in reverse order, as SURT keys (',') and host parts' reversed
// host ('.') write them.
#ifndef URIKIT_SRC_HOST_LABELS_HPP
#define URIKIT_SRC_HOST_LABELS_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "bits.hpp"
#include "swar.hpp"

namespace urikit::detail {

/// Writes the labels of `host` (at most 64 bytes; bit i of `dots` set when host[i] is '.')
/// at `out` from the last to the first, joined by `separator`: "www.example.com" gives
/// "com.example.www" with '.', "com,example,www" with ','. host.size() bytes; returns the
/// end. Each label moves as whole blocks (swar::copy_blocks()): host.data() must be
/// readable, and `out` writable, swar::block_slack bytes past host.size(), and the two
/// apart but for that slack. A step per label from the last, which comes first: a label's
/// block may write past its place, into what the labels after it in `out` write next.
inline char* write_labels_reversed(char* out, std::string_view host, std::uint64_t dots, char separator) noexcept {
  const std::size_t n = host.size();
  for (std::size_t e = n;;) {
    const std::size_t b = dots != 0 ? URIKIT_BIT_WIDTH(dots) : 0;
    swar::copy_blocks(out + (n - e), host.data() + b, e - b);
    if (b == 0) return out + n;
    out[n - b] = separator;
    e = b - 1;
    dots ^= std::uint64_t{1} << e;  // the dot before the label is used
  }
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_HOST_LABELS_HPP
