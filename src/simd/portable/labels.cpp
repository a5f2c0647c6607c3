// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's entries for a plain host's labels: scan_host_kernel() from the
// class masks (classify_kernel()), and reverse_labels_kernel(), write_labels_reversed(), a
// step per label, from the host itself when it is in lower case, else from a lower-cased
// copy on the stack.
#include "../interface.hpp"

#include "../../host_labels.hpp"
#include "../../swar.hpp"

namespace urikit::detail {

host_bytes scan_host_kernel(portable_tag, const char* s, std::size_t n) noexcept {
  return scan_host_by_classes(portable_tag{}, s, n);
}

char* reverse_labels_kernel(portable_tag, char* out, char* lowered, const char* host, std::size_t n,
                            std::uint64_t dots, bool upper, char separator, std::size_t readable) noexcept {
  if (!upper && !lowered) return write_labels_reversed(out, std::string_view(host, n), dots, separator, readable);
  char low[64 + swar::block_slack];
  swar::copy_lower(low, host, n);
  if (lowered) swar::copy_blocks(lowered, low, n);
  return write_labels_reversed(out, std::string_view(low, n), dots, separator);
}

}  // namespace urikit::detail
