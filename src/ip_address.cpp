// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// IPv4address / IPv6address (RFC 3986 §3.2.2) and their canonical text (RFC 5952).
#include <urikit/ip_address.hpp>

#include <cstdio>

#include "ip_grammar.hpp"
#include "hex.hpp"

namespace urikit {
namespace detail {


bool scan_ipv4(const unsigned char* s, std::size_t i, std::size_t n, std::uint8_t out[4],
               std::size_t& end) noexcept {
  for (int octet = 0; octet < 4; ++octet) {
    if (octet > 0) {
      if (i >= n || s[i] != '.') { end = i; return false; }
      ++i;
    }
    // dec-octet: "0" / [1-9] DIGIT / "1" 2DIGIT / "2" [0-4] DIGIT / "25" [0-5]
    if (i >= n || !is_digit(s[i])) { end = i; return false; }
    unsigned value = s[i] - '0';
    std::size_t start = i++;
    if (value != 0) {
      while (i < n && is_digit(s[i]) && i - start < 3) value = value * 10 + (s[i++] - '0');
    }
    if (value > 255) { end = start; return false; }
    if (i < n && is_digit(s[i])) { end = i; return false; }  // leading zero or a 4th digit
    out[octet] = static_cast<std::uint8_t>(value);
  }
  end = i;
  return true;
}

bool scan_ipv6(const unsigned char* s, std::size_t i, std::size_t n, std::uint8_t out[16],
               std::size_t& end) noexcept {
  std::uint16_t pieces[8] = {};
  int count = 0;
  int compress_at = -1;  // index in pieces where "::" stands
  if (i < n && s[i] == ':') {
    if (i + 1 < n && s[i + 1] == ':') {
      compress_at = 0;
      i += 2;
    } else {
      end = i + 1;
      return false;
    }
  }
  // The loop reads one h16 (or a final ls32 in dotted form) per turn.
  while (i < n && hex_value(s[i]) >= 0) {
    if (count == 8) { end = i; return false; }
    std::size_t start = i;
    unsigned value = 0;
    int digits = 0;
    while (i < n && digits < 4 && hex_value(s[i]) >= 0) {
      value = value * 16 + static_cast<unsigned>(hex_value(s[i]));
      ++i;
      ++digits;
    }
    if (i < n && s[i] == '.') {  // ls32 as IPv4address: two pieces, and nothing after it
      std::uint8_t v4[4];
      std::size_t v4_end;
      if (count > 6) { end = start; return false; }
      if (!scan_ipv4(s, start, n, v4, v4_end)) { end = v4_end; return false; }
      pieces[count++] = static_cast<std::uint16_t>(v4[0] << 8 | v4[1]);
      pieces[count++] = static_cast<std::uint16_t>(v4[2] << 8 | v4[3]);
      i = v4_end;
      break;
    }
    if (i < n && hex_value(s[i]) >= 0) { end = i; return false; }  // a 5th hex digit
    pieces[count++] = static_cast<std::uint16_t>(value);
    if (i < n && s[i] == ':') {
      // Eight groups, or seven and "::", leave room for nothing more.
      if (count == 8 || (compress_at >= 0 && count == 7)) { end = i; return false; }
      if (i + 1 < n && s[i + 1] == ':') {
        if (compress_at >= 0) { end = i + 1; return false; }  // a second "::"
        compress_at = count;
        i += 2;
      } else {
        ++i;  // a single ':' must be followed by another piece
        if (i >= n || hex_value(s[i]) < 0) { end = i; return false; }
      }
    } else {
      break;
    }
  }
  // "::" stands for one or more zero pieces; without it there must be exactly eight.
  if (compress_at < 0 ? count != 8 : count > 7) { end = i; return false; }
  std::uint16_t full[8] = {};
  if (compress_at < 0) {
    for (int k = 0; k < 8; ++k) full[k] = pieces[k];
  } else {
    for (int k = 0; k < compress_at; ++k) full[k] = pieces[k];
    int tail = count - compress_at;
    for (int k = 0; k < tail; ++k) full[8 - tail + k] = pieces[compress_at + k];
  }
  for (int k = 0; k < 8; ++k) {
    out[2 * k] = static_cast<std::uint8_t>(full[k] >> 8);
    out[2 * k + 1] = static_cast<std::uint8_t>(full[k] & 0xFF);
  }
  end = i;
  return true;
}

}  // namespace detail

namespace {
const unsigned char* bytes(std::string_view t) noexcept {
  return reinterpret_cast<const unsigned char*>(t.data());
}
}  // namespace

result<ipv4_octets> parse_ipv4_address(std::string_view text) noexcept {
  ipv4_octets out{};
  std::size_t end = 0;
  if (!detail::scan_ipv4(bytes(text), 0, text.size(), out.data(), end))
    return error{errc::invalid_character, end};
  if (end != text.size()) return error{errc::invalid_character, end};
  return out;
}

result<ipv6_octets> parse_ipv6_address(std::string_view text) noexcept {
  ipv6_octets out{};
  std::size_t end = 0;
  if (!detail::scan_ipv6(bytes(text), 0, text.size(), out.data(), end))
    return error{errc::invalid_ipv6, end};
  if (end != text.size()) return error{errc::invalid_ipv6, end};
  return out;
}

std::string format_ipv4_address(const ipv4_octets& a) {
  char buf[16];
  int len = std::snprintf(buf, sizeof buf, "%u.%u.%u.%u", a[0], a[1], a[2], a[3]);
  return std::string(buf, static_cast<std::size_t>(len));
}

std::string format_ipv6_address(const ipv6_octets& a) {
  unsigned groups[8];
  for (int k = 0; k < 8; ++k) groups[k] = static_cast<unsigned>(a[2 * k] << 8 | a[2 * k + 1]);
  // RFC 5952 §5: ::ffff:0:0/96 (IPv4-mapped) is written with the dotted quad.
  bool mapped = groups[0] == 0 && groups[1] == 0 && groups[2] == 0 && groups[3] == 0 &&
                groups[4] == 0 && groups[5] == 0xFFFF;
  // §4.2.2/§4.2.3: shorten the longest run of 2+ zero groups, the first one on a tie.
  int best_start = -1, best_len = 1;
  for (int k = 0; k < 8;) {
    if (groups[k] != 0) { ++k; continue; }
    int start = k;
    while (k < 8 && groups[k] == 0) ++k;
    if (k - start > best_len) { best_start = start; best_len = k - start; }
  }
  std::string out;
  int last = mapped ? 6 : 8;
  if (mapped) { best_start = 0; best_len = 5; }
  char buf[8];
  for (int k = 0; k < last;) {
    if (k == best_start) {
      out += "::";
      k += best_len;
      continue;
    }
    if (!out.empty() && out.back() != ':') out += ':';
    int len = std::snprintf(buf, sizeof buf, "%x", groups[k]);
    out.append(buf, static_cast<std::size_t>(len));
    ++k;
  }
  if (mapped) {
    out += ':';
    out += format_ipv4_address({a[12], a[13], a[14], a[15]});
  }
  return out;
}

}  // namespace urikit
