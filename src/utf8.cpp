// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// UTF-8 well-formedness by the table of RFC 3629 §4 (Unicode Table 3-7).
#include <urikit/utf8.hpp>

#include <cstdint>
#include <cstring>

namespace urikit {

std::size_t utf8_sequence_length(std::string_view text, std::size_t i) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  if (i >= n) return 0;
  const unsigned char b0 = s[i];
  if (b0 < 0x80) return 1;
  auto cont = [&](std::size_t k, unsigned char lo, unsigned char hi) {
    return i + k < n && s[i + k] >= lo && s[i + k] <= hi;
  };
  // UTF8-2 = %xC2-DF UTF8-tail
  if (b0 >= 0xC2 && b0 <= 0xDF) return cont(1, 0x80, 0xBF) ? 2 : 0;
  // UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) / %xED %x80-9F UTF8-tail /
  //          %xEE-EF 2( UTF8-tail )
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    unsigned char lo = b0 == 0xE0 ? 0xA0 : 0x80;
    unsigned char hi = b0 == 0xED ? 0x9F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) ? 3 : 0;
  }
  // UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) / %xF4 %x80-8F 2( UTF8-tail )
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    unsigned char lo = b0 == 0xF0 ? 0x90 : 0x80;
    unsigned char hi = b0 == 0xF4 ? 0x8F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) && cont(3, 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

result<void> validate_utf8(std::string_view text) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  // All ASCII (nearly every URI): eight bytes a step, the last step overlapping the one
  // before, with one branch at the end.
  {
    std::uint64_t any = 0, word;
    if (n >= 8) {
      for (std::size_t k = 0; n - k >= 8; k += 8) {
        std::memcpy(&word, s + k, 8);
        any |= word;
      }
      std::memcpy(&word, s + n - 8, 8);
      any |= word;
    } else {
      for (std::size_t k = 0; k < n; ++k) any |= s[k];
    }
    if ((any & 0x8080808080808080ULL) == 0) return {};
  }
  std::size_t i = 0;
  while (i < n) {
    // ASCII runs go eight bytes at a time.
    while (n - i >= 8) {
      std::uint64_t word;
      std::memcpy(&word, s + i, 8);
      if (word & 0x8080808080808080ULL) break;
      i += 8;
    }
    if (i >= n) break;
    if (s[i] < 0x80) {
      ++i;
      continue;
    }
    std::size_t len = utf8_sequence_length(text, i);
    if (len == 0) return error{errc::invalid_utf8, i};
    i += len;
  }
  return {};
}

}  // namespace urikit
