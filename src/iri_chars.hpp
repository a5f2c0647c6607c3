// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the non-ASCII character classes of RFC 3987 §2.2 and §4.1, and a UTF-8 decoder
// for one well-formed sequence.
#ifndef URIKIT_SRC_IRI_CHARS_HPP
#define URIKIT_SRC_IRI_CHARS_HPP

#include <cstddef>
#include <cstdint>

namespace urikit::detail {

/// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... / %xD0000-DFFFD /
///           %xE1000-EFFFD (RFC 3987 §2.2): every plane minus its last two code points,
///           minus surrogates, private use, U+FDD0-FDEF and plane 14's first 4096.
constexpr bool is_ucschar(std::uint32_t c) noexcept {
  if (c < 0xA0) return false;
  if (c <= 0xD7FF) return true;
  if (c < 0xF900) return false;
  if (c <= 0xFDCF) return true;
  if (c < 0xFDF0) return false;
  if (c <= 0xFFEF) return true;
  if (c < 0x10000 || c > 0xEFFFD) return false;
  if ((c & 0xFFFF) > 0xFFFD) return false;
  return c < 0xE0000 || c >= 0xE1000;
}

/// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD (RFC 3987 §2.2)
constexpr bool is_iprivate(std::uint32_t c) noexcept {
  return (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xF0000 && c <= 0xFFFFD) || (c >= 0x100000 && c <= 0x10FFFD);
}

/// The bidi formatting characters IRIs must not contain (RFC 3987 §4.1: LRM, RLM, LRE, RLE,
/// PDF, LRO, RLO), with those Unicode added since (ALM U+061C, LRI/RLI/FSI/PDI U+2066-2069).
constexpr bool is_bidi_format(std::uint32_t c) noexcept {
  return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

/// The code point of the well-formed UTF-8 sequence of `length` (2-4) bytes at s.
inline std::uint32_t decode_utf8(const unsigned char* s, std::size_t length) noexcept {
  switch (length) {
    case 2: return (std::uint32_t{s[0]} & 0x1F) << 6 | (s[1] & 0x3Fu);
    case 3: return (std::uint32_t{s[0]} & 0x0F) << 12 | (s[1] & 0x3Fu) << 6 | (s[2] & 0x3Fu);
    default:
      return (std::uint32_t{s[0]} & 0x07) << 18 | (s[1] & 0x3Fu) << 12 | (s[2] & 0x3Fu) << 6 | (s[3] & 0x3Fu);
  }
}

/// The length a UTF-8 sequence starting with lead byte b has (2-4), or 0 for a byte that
/// cannot start a multi-byte sequence.
constexpr std::size_t utf8_lead_length(unsigned char b) noexcept {
  if (b >= 0xC2 && b <= 0xDF) return 2;
  if (b >= 0xE0 && b <= 0xEF) return 3;
  if (b >= 0xF0 && b <= 0xF4) return 4;
  return 0;
}

}  // namespace urikit::detail

#endif
