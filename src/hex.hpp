// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: hex digits and percent-encoded triplets ("%" HEXDIG HEXDIG, RFC 3986 §2.1), the
// one home of the upper-case digit table, of triplet writing and of triplet reading.
#ifndef URIKIT_SRC_HEX_HPP
#define URIKIT_SRC_HEX_HPP

#include <array>
#include <cstddef>
#include <cstring>
#include <string_view>

#include <urikit/charset.hpp>

namespace urikit::detail {

/// DIGIT (RFC 5234 B.1).
constexpr bool is_digit(unsigned char c) noexcept { return static_cast<unsigned>(c - '0') < 10u; }
/// HEXDIG, either case (RFC 3986 §2.1: "the uppercase hexadecimal digits 'A' through 'F' are
/// equivalent to the lowercase digits 'a' through 'f'").
inline bool is_hex(unsigned char c) noexcept { return charsets::hexdig.contains(c); }

/// The value of each byte as a hex digit, or -1.
inline constexpr std::array<signed char, 256> hex_values = [] {
  std::array<signed char, 256> t{};
  for (unsigned c = 0; c < 256; ++c) {
    if (c >= '0' && c <= '9') t[c] = static_cast<signed char>(c - '0');
    else if (c >= 'a' && c <= 'f') t[c] = static_cast<signed char>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') t[c] = static_cast<signed char>(c - 'A' + 10);
    else t[c] = -1;
  }
  return t;
}();

/// The value of a hex digit, or -1.
constexpr int hex_value(unsigned char c) noexcept { return hex_values[c]; }

/// Whether a triplet starts at s[i]: '%' and two hex digits.
inline bool triplet_at(std::string_view s, std::size_t i) noexcept {
  return i + 2 < s.size() && s[i] == '%' && is_hex(static_cast<unsigned char>(s[i + 1])) &&
         is_hex(static_cast<unsigned char>(s[i + 2]));
}

/// The upper-case hex digits; §2.1: producers should use upper case in triplets.
inline constexpr char upper_hex[] = "0123456789ABCDEF";
/// The lower-case hex digits, for the texts that are written so (IPv6 addresses, RFC 5952).
inline constexpr char lower_hex[] = "0123456789abcdef";

/// The octet of the triplet that starts at p (p[0] is '%' and two bytes follow it), or -1
/// when p[1] and p[2] are not both hex digits (a malformed triplet).
inline int triplet_value(const unsigned char* p) noexcept {
  const int hi = hex_values[p[1]], lo = hex_values[p[2]];
  return (hi | lo) >= 0 ? hi * 16 + lo : -1;
}

/// The octet of the triplet at p ("%" then two hex digits, which the caller has checked).
constexpr unsigned char decode_triplet(const unsigned char* p) noexcept {
  return static_cast<unsigned char>(hex_values[p[1]] * 16 + hex_values[p[2]]);
}
inline unsigned char decode_triplet(const char* p) noexcept {
  return decode_triplet(reinterpret_cast<const unsigned char*>(p));
}

/// "%HH" of every octet, four bytes each (the fourth is padding), so that writing a triplet
/// is one load and a three-byte store (the encoders' inner step).
inline constexpr std::array<std::array<char, 4>, 256> triplets = [] {
  std::array<std::array<char, 4>, 256> t{};
  for (unsigned c = 0; c < 256; ++c) t[c] = {'%', upper_hex[c >> 4], upper_hex[c & 15], 0};
  return t;
}();

/// Writes octet b as "%HH" (upper case) at out; returns the end.
inline char* write_triplet(char* out, unsigned char b) noexcept {
  std::memcpy(out, triplets[b].data(), 3);
  return out + 3;
}

/// Appends octet b as "%HH" (upper case) to a string-like `out` (push_back or +=).
template <class String>
void append_triplet(String& out, unsigned char b) {
  const char t[3] = {'%', upper_hex[b >> 4], upper_hex[b & 15]};
  out.append(t, 3);
}

}  // namespace urikit::detail

#endif
