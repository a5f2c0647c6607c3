// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's classify_kernel(): each byte looked up in each set's table.
#include "../interface.hpp"

#include <algorithm>

namespace urikit::detail {

void classify_kernel(portable_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept {
  const std::size_t words = (n + 63) / 64;
  for (std::size_t k = 0; k < count; ++k) {
    const charset& set = *sets[k];
    for (std::size_t w = 0; w < words; ++w) {  // each word made in a register, stored once
      const unsigned char* block = s + 64 * w;
      const std::size_t m = std::min<std::size_t>(64, n - 64 * w);
      std::uint64_t bits = 0;
      for (std::size_t j = 0; j < m; ++j) bits |= static_cast<std::uint64_t>(set.contains(block[j])) << j;
      masks[k * words + w] = bits;
    }
  }
}

}  // namespace urikit::detail
