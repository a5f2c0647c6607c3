// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's classify_kernel(): each byte looked up in each set's table.
#include "../interface.hpp"

#include <algorithm>

namespace urikit::detail {

void classify_kernel(portable_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept {
  const std::size_t words = (n + 63) / 64;
  std::fill(masks, masks + count * words, std::uint64_t{0});
  for (std::size_t k = 0; k < count; ++k)
    for (std::size_t j = 0; j < n; ++j)
      masks[k * words + j / 64] |= static_cast<std::uint64_t>(sets[k]->contains(s[j])) << (j % 64);
}

}  // namespace urikit::detail
