// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: host_safety.hpp against the C library's inet_aton() (glibc), its reference.
// Invariants:
// - for a host without '%' or NUL, resolver_ipv4_value(host) equals inet_aton(host), except
//   for the documented addition: one trailing '.' ending the host is ignored;
// - decoding: replacing each byte of a host without '%' by its "%HH" triplet gives the
//   same result (hosts are decoded exactly once);
// - every IPv4address (parse_ipv4_address) is read as itself.
#include <urikit/host_safety.hpp>
#include <urikit/ip_address.hpp>

#include <arpa/inet.h>

#include <cstring>

#include "fuzz_common.hpp"

using namespace urikit;

namespace {

std::optional<std::array<std::uint8_t, 4>> libc_inet_aton(const std::string& s) {
  in_addr a{};
  if (inet_aton(s.c_str(), &a) == 0) return std::nullopt;
  std::array<std::uint8_t, 4> out{};
  std::memcpy(out.data(), &a.s_addr, 4);  // s_addr is in network order
  return out;
}

bool is_c_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  urikit::fuzz::current_input() = text;
  auto ours = resolver_ipv4_value(text);

  if (text.find('%') == std::string_view::npos && text.find('\0') == std::string_view::npos) {
    std::string s(text);
    // The documented addition: "a.b.c.d." (the dot ending the whole host) reads as "a.b.c.d".
    std::size_t word = 0;
    while (word < s.size() && !is_c_space(s[word])) ++word;
    if (word == s.size() && word >= 2 && s[word - 1] == '.' && s[word - 2] != '.') s.pop_back();
    URIKIT_FUZZ_CHECK(ours == libc_inet_aton(s));
  }

  if (size < 300 && text.find('%') == std::string_view::npos) {  // decoded once, not twice
    std::string encoded;
    static const char hex[] = "0123456789ABCDEF";
    for (unsigned char c : text) {
      encoded += '%';
      encoded += hex[c >> 4];
      encoded += hex[c & 15];
    }
    URIKIT_FUZZ_CHECK(resolver_ipv4_value(encoded) == ours);
  }

  if (auto v4 = parse_ipv4_address(text)) URIKIT_FUZZ_CHECK(ours && *ours == *v4);
  return 0;
}
