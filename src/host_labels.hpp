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
/// end. A step per label from the last, which comes first. Only `readable` bytes from
/// host.data() on may be read (at least host.size()): each label that ends at least
/// swar::block_slack bytes before that bound moves as whole blocks (swar::copy_blocks()),
/// which may write past its place, into what the labels after it in `out` write next; the
/// others move exactly (swar::move_bytes()). So the labels can be read from the string the
/// host is in rather than from a padded copy made just before, whose narrower stores the
/// blocks' loads would wait for (store forwarding fails on a load that spans several
/// stores). `out` must be writable swar::block_slack bytes past host.size(), and apart from
/// the host.
inline char* write_labels_reversed(char* out, std::string_view host, std::uint64_t dots, char separator,
                                   std::size_t readable) noexcept {
  const std::size_t n = host.size();
  for (std::size_t e = n;;) {
    const std::size_t b = dots != 0 ? URIKIT_BIT_WIDTH(dots) : 0;
    if (readable - e >= swar::block_slack) swar::copy_blocks(out + (n - e), host.data() + b, e - b);
    else swar::move_bytes(out + (n - e), host.data() + b, e - b);
    if (b == 0) return out + n;
    out[n - b] = separator;
    e = b - 1;
    dots ^= std::uint64_t{1} << e;  // the dot before the label is used
  }
}

/// The same for a host that is readable swar::block_slack bytes past its end (a padded
/// copy): every label moves as whole blocks.
inline char* write_labels_reversed(char* out, std::string_view host, std::uint64_t dots, char separator) noexcept {
  return write_labels_reversed(out, host, dots, separator, host.size() + swar::block_slack);
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_HOST_LABELS_HPP
