// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: ip_address.hpp (RFC 3986 §3.2.2, RFC 5952). Invariants:
// - parse_ipv4_address accepts only dotted dec-octets, and its text is already canonical:
//   format_ipv4_address(parse(x)) == x;
// - parse_ipv6_address: the RFC 5952 text re-parses to the same octets and is a fixed point
//   (format(parse(format(a))) == format(a)); it is lower-case and has at most one "::";
// - an error offset is <= the input size;
// - the parser agrees: a bracketed text is an IPv6 host of "http://[x]/" iff
//   parse_ipv6_address(x) accepts it (for x without '%', ']' or '/').
#include <urikit/ip_address.hpp>

#include "fuzz_common.hpp"

using namespace urikit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  urikit::fuzz::current_input() = text;

  auto v4 = parse_ipv4_address(text);
  if (v4) {
    URIKIT_FUZZ_CHECK(format_ipv4_address(*v4) == text);
  } else {
    URIKIT_FUZZ_CHECK(v4.error().offset <= size);
  }

  auto v6 = parse_ipv6_address(text);
  if (v6) {
    std::string canonical = format_ipv6_address(*v6);
    auto again = parse_ipv6_address(canonical);
    URIKIT_FUZZ_CHECK(again.has_value() && *again == *v6);
    URIKIT_FUZZ_CHECK(format_ipv6_address(*again) == canonical);
    URIKIT_FUZZ_CHECK(canonical.find_first_of("ABCDEF") == std::string::npos);
    std::size_t gap = canonical.find("::");
    URIKIT_FUZZ_CHECK(gap == std::string::npos || canonical.find("::", gap + 1) == std::string::npos);
  } else {
    URIKIT_FUZZ_CHECK(v6.error().offset <= size);
  }

  if (size < 200 && text.find_first_of("%]/?#") == std::string_view::npos) {
    std::string uri = "http://[" + std::string(text) + "]/";
    auto r = parse_uri(uri);
    bool as_ipv6 = r && r->host_type() == host_type::ipv6;
    URIKIT_FUZZ_CHECK(as_ipv6 == v6.has_value());
    if (as_ipv6) URIKIT_FUZZ_CHECK(r->ipv6_address() == *v6);
  }
  if (size < 200 && text.find_first_of("%/?#:@[]") == std::string_view::npos) {
    std::string uri = "http://" + std::string(text) + "/";
    auto r = parse_uri(uri);
    if (r) URIKIT_FUZZ_CHECK((r->host_type() == host_type::ipv4) == v4.has_value());
  }
  return 0;
}
