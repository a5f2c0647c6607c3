// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: maps an offset in decoded octets back to the input it was decoded from.
#ifndef URIKIT_SRC_PCT_OFFSETS_HPP
#define URIKIT_SRC_PCT_OFFSETS_HPP

#include <cstddef>
#include <string_view>

#include "hex.hpp"

namespace urikit::detail {

/// The offset in `text` of the triplet or byte that decoded to octet number `target`. Every
/// well-formed triplet gives one octet and every other byte one octet (a '+' read as space
/// and a '%' kept by lenient decoding too), so counting along `text` finds it. Linear; used
/// on error paths only.
inline std::size_t source_offset(std::string_view text, std::size_t target) noexcept {
  std::size_t produced = 0;
  for (std::size_t i = 0; i < text.size(); ++produced) {
    if (produced == target) return i;
    const bool triplet = text[i] == '%' && i + 2 < text.size() && is_hex(static_cast<unsigned char>(text[i + 1])) &&
                         is_hex(static_cast<unsigned char>(text[i + 2]));
    i += triplet ? 3 : 1;
  }
  return text.size();
}

}  // namespace urikit::detail

#endif
