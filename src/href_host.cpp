// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The WHATWG URL Standard's host parser and serializer (§3.5, §3.6) for href(): IPv6 through
// the library's IPv6 parser, domains through UTS #46 (iri.hpp) and the standard's IPv4 number
// forms, which RFC 3986 does not have.
#include "href_host.hpp"

#include <urikit/ip_address.hpp>
#include <urikit/iri.hpp>
#include <urikit/pct.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <utility>

#include "hex.hpp"
#include "href_sets.hpp"
#include "idna_web.hpp"

namespace urikit::detail {
namespace {

char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

/// The IPv6 serializer (§3.6): lower-case hex pieces, the first longest run of two or more
/// zero pieces written "::". Unlike RFC 5952's (format_ipv6_address), an IPv4-mapped
/// address keeps its hex form (::ffff:c000:280), so this one is written here.
void write_ipv6(href_writer& out, const ipv6_octets& a) {
  std::uint16_t piece[8];
  for (int k = 0; k < 8; ++k) piece[k] = static_cast<std::uint16_t>(a[2 * k] << 8 | a[2 * k + 1]);
  int compress = -1, best = 1;
  for (int k = 0; k < 8;) {
    if (piece[k] != 0) { ++k; continue; }
    const int start = k;
    while (k < 8 && piece[k] == 0) ++k;
    if (k - start > best) { compress = start; best = k - start; }
  }
  out.put('[');
  bool ignore0 = false;
  for (int k = 0; k < 8; ++k) {
    if (ignore0 && piece[k] == 0) continue;
    ignore0 = false;
    if (compress == k) {
      out.append(k == 0 ? "::" : ":");
      ignore0 = true;
      continue;
    }
    char digits[4];
    int n = 0;
    for (int shift = 12; shift >= 0; shift -= 4) {
      const unsigned d = (piece[k] >> shift) & 15u;
      if (n == 0 && d == 0 && shift != 0) continue;
      digits[n++] = lower_hex[d];
    }
    out.append(std::string_view(digits, static_cast<std::size_t>(n)));
    if (k != 7) out.put(':');
  }
  out.put(']');
}

/// The IPv4 number parser: decimal, 0x hex or 0-prefixed octal; "0x" alone is 0. Returns
/// false for anything else. Values are capped just above 2^32 (larger ones fail later).
bool ipv4_number(std::string_view s, std::uint64_t& value) noexcept {
  if (s.empty()) return false;
  unsigned radix = 10;
  if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    radix = 16;
    s.remove_prefix(2);
  } else if (s.size() >= 2 && s[0] == '0') {
    radix = 8;
    s.remove_prefix(1);
  }
  value = 0;
  for (char c : s) {
    unsigned d;
    if (is_digit(c)) d = static_cast<unsigned>(c - '0');
    else if (radix == 16 && detail::hex_value(static_cast<unsigned char>(c)) >= 0)
      d = static_cast<unsigned>(detail::hex_value(static_cast<unsigned char>(c)));
    else return false;
    if (d >= radix) return false;
    if (value <= (std::uint64_t{1} << 33)) value = value * radix + d;
  }
  return true;
}

/// The ends-in-a-number checker.
bool ends_in_a_number(std::string_view domain) noexcept {
  if (!domain.empty() && domain.back() == '.') domain.remove_suffix(1);
  const std::size_t dot = domain.rfind('.');
  const std::string_view last = dot == std::string_view::npos ? domain : domain.substr(dot + 1);
  if (last.empty()) return false;
  bool digits = true;
  for (char c : last) digits = digits && is_digit(c);
  if (digits) return true;
  std::uint64_t ignored;
  return last.size() >= 2 && last[0] == '0' && (last[1] == 'x' || last[1] == 'X') && ipv4_number(last, ignored);
}

/// The IPv4 parser; the address in `address` on success.
bool parse_web_ipv4(std::string_view domain, std::uint32_t& address) noexcept {
  std::array<std::uint64_t, 4> numbers{};
  std::size_t count = 0;
  if (!domain.empty() && domain.back() == '.' && domain.size() > 1) domain.remove_suffix(1);
  for (std::size_t b = 0;;) {
    const std::size_t dot = domain.find('.', b);
    const std::string_view part = domain.substr(b, dot == std::string_view::npos ? std::string_view::npos : dot - b);
    if (count == 4 || !ipv4_number(part, numbers[count])) return false;
    ++count;
    if (dot == std::string_view::npos) break;
    b = dot + 1;
  }
  for (std::size_t i = 0; i + 1 < count; ++i)
    if (numbers[i] > 255) return false;
  const std::uint64_t last = numbers[count - 1];
  if (last >= (std::uint64_t{1} << (8 * (5 - count)))) return false;
  std::uint64_t ipv4 = last;
  for (std::size_t i = 0; i + 1 < count; ++i) ipv4 += numbers[i] << (8 * (3 - i));
  address = static_cast<std::uint32_t>(ipv4);
  return true;
}

void write_ipv4(href_writer& out, std::uint32_t address) {
  char text[16];
  std::size_t n = 0;
  for (int shift = 24; shift >= 0; shift -= 8) {
    const unsigned octet = (address >> shift) & 255u;
    if (octet >= 100) text[n++] = static_cast<char>('0' + octet / 100);
    if (octet >= 10) text[n++] = static_cast<char>('0' + octet / 10 % 10);
    text[n++] = static_cast<char>('0' + octet % 10);
    if (shift != 0) text[n++] = '.';
  }
  out.append(std::string_view(text, n));
}

/// Appends an ASCII domain lower-cased, failing on a forbidden domain code point; the
/// characters a reg-name does not allow ('"', '`', '{', '}') are percent-encoded.
bool write_ascii_domain(href_writer& out, std::string_view domain) {
  for (char c : domain) {
    if (whatwg::forbidden_domain.contains(c) || static_cast<unsigned char>(c) >= 0x80) return false;
    c = ascii_lower(c);
    if (whatwg::keep_host.contains(c)) out.put(c);
    else out.put_triplet(static_cast<unsigned char>(c));
  }
  return true;
}

}  // namespace

bool write_web_host(href_writer& out, std::string_view input, bool special) {
  if (!input.empty() && input.front() == '[') {
    if (input.size() < 2 || input.back() != ']') return false;
    const auto address = parse_ipv6_address(input.substr(1, input.size() - 2));
    if (!address) return false;
    write_ipv6(out, *address);
    return true;
  }
  if (!special) {  // the opaque-host parser
    for (char c : input)
      if (whatwg::forbidden_host.contains(c)) return false;
    out.append_encoded(input, whatwg::keep_host);
    return true;
  }
  if (input.empty()) return false;
  // Percent-decode (leniently: a '%' without two hex digits stays, and then fails as a
  // forbidden domain code point). Hosts rarely hold '%', so the copy is rare too.
  std::string decoded;
  std::string_view domain = input;
  if (input.find('%') != std::string_view::npos) {
    auto octets = decode(input, decode_options{true, param_style::plain});
    if (!octets) return false;
    decoded = std::move(*octets);
    domain = decoded;
  }
  bool ascii = true;
  for (char c : domain) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  const std::size_t start = out.size();
  if (ascii) {
    // The domain parser with beStrict false: an ASCII domain is only lower-cased.
    if (domain.empty() || !write_ascii_domain(out, domain)) return false;
  } else {
    // UTS #46 ToASCII: CheckHyphens, UseSTD3ASCIIRules, VerifyDnsLength and transitional
    // processing off, CheckBidi and CheckJoiners on: idna_options' defaults. Ill-formed
    // UTF-8 fails, as U+FFFD (what the standard's UTF-8 decode makes of it) would. No DNS
    // length rule (VerifyDnsLength off), only idna_web.hpp's bound on ICU's work.
    const auto ascii_domain = detail::web_domain_to_ascii(domain);
    if (!ascii_domain || ascii_domain->empty() || !write_ascii_domain(out, *ascii_domain)) return false;
  }
  const std::string_view written = out.view(start, out.size());
  if (ends_in_a_number(written)) {
    std::uint32_t address = 0;
    if (!parse_web_ipv4(written, address)) return false;
    out.truncate(start);
    write_ipv4(out, address);
  }
  return true;
}

}  // namespace urikit::detail
