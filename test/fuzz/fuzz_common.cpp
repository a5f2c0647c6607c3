// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The invariants of every accepted parse, shared by all fuzz targets (fuzz_common.hpp).
#include "fuzz_common.hpp"

#include <urikit/charset.hpp>
#include <urikit/ip_address.hpp>

namespace urikit::fuzz {
namespace {

bool all_in(std::string_view s, const charset& set) {
  for (char c : s)
    if (!set.contains(static_cast<unsigned char>(c))) return false;
  return true;
}

/// The port's value by §3.2.3 `*DIGIT`, worked out independently of the parser:
/// nullopt when empty or above 65535.
std::optional<std::uint16_t> expected_port_number(std::string_view digits) {
  if (digits.empty()) return std::nullopt;
  std::size_t i = digits.find_first_not_of('0');
  if (i == std::string_view::npos) return std::uint16_t{0};
  digits.remove_prefix(i);
  if (digits.size() > 5) return std::nullopt;
  unsigned long v = std::stoul(std::string(digits));
  if (v > 65535) return std::nullopt;
  return static_cast<std::uint16_t>(v);
}

void check_host(const uri_view& v) {
  if (!v.has_authority()) {
    URIKIT_FUZZ_CHECK(v.host_type() == host_type::none);
    URIKIT_FUZZ_CHECK(!v.host() && !v.userinfo() && !v.port() && !v.zone_id());
    return;
  }
  std::string_view host = *v.host();
  switch (v.host_type()) {
    case host_type::none:
      URIKIT_FUZZ_CHECK(v.host_type() != host_type::none);  // an authority has a host
      break;
    case host_type::ipv4: {
      // IPv4address wins over reg-name when the whole host matches it (§3.2.2).
      auto a = parse_ipv4_address(host);
      URIKIT_FUZZ_CHECK(a.has_value());
      URIKIT_FUZZ_CHECK(*a == v.ipv4_address());
      URIKIT_FUZZ_CHECK(!v.zone_id());
      break;
    }
    case host_type::ipv6: {
      URIKIT_FUZZ_CHECK(host.size() >= 4 && host.front() == '[' && host.back() == ']');
      std::string_view inner = host.substr(1, host.size() - 2);
      if (auto z = v.zone_id()) {
        // "%25" ZoneID (RFC 6874): the zone ends just before ']'.
        URIKIT_FUZZ_CHECK(!z->empty() && within(*z, host));
        URIKIT_FUZZ_CHECK(z->data() + z->size() == host.data() + host.size() - 1);
        std::size_t pct = inner.size() - z->size() - 3;
        URIKIT_FUZZ_CHECK(inner.substr(pct, 3) == "%25");
        inner = inner.substr(0, pct);
      }
      auto a = parse_ipv6_address(inner);
      URIKIT_FUZZ_CHECK(a.has_value());
      URIKIT_FUZZ_CHECK(*a == v.ipv6_address());
      break;
    }
    case host_type::ipvfuture:
      URIKIT_FUZZ_CHECK(host.size() >= 5 && host[0] == '[' && (host[1] | 0x20) == 'v' &&
                        host.back() == ']');
      URIKIT_FUZZ_CHECK(!v.zone_id());
      break;
    case host_type::reg_name:
      // reg-name = *( unreserved / pct-encoded / sub-delims ), and not an IPv4address.
      URIKIT_FUZZ_CHECK(all_in(host, charsets::reg_name | charsets::hexdig | charset("%")));
      URIKIT_FUZZ_CHECK(!parse_ipv4_address(host).has_value());
      URIKIT_FUZZ_CHECK(!v.zone_id());
      break;
  }
  if (v.host_type() != host_type::ipv4)
    URIKIT_FUZZ_CHECK((v.ipv4_address() == std::array<std::uint8_t, 4>{} ||
                       v.host_type() == host_type::ipv6));
  if (auto u = v.userinfo())
    URIKIT_FUZZ_CHECK(all_in(*u, charsets::userinfo | charset("%")));
  if (auto p = v.port()) {
    URIKIT_FUZZ_CHECK(all_in(*p, charsets::digit));
    URIKIT_FUZZ_CHECK(v.port_number() == expected_port_number(*p));
  } else {
    URIKIT_FUZZ_CHECK(!v.port_number());
  }
}

}  // namespace

std::optional<uri_view> checked_parse(std::string_view text, grammar rule,
                                      const parse_options& options) {
  auto r = parse(text, rule, options);
  if (!r) {
    URIKIT_FUZZ_CHECK(r.error().code != errc::ok);
    URIKIT_FUZZ_CHECK(r.error().offset <= text.size());
    return std::nullopt;
  }
  const uri_view& v = *r;
  URIKIT_FUZZ_CHECK(v.string().data() == text.data() && v.string().size() == text.size());

  // Every component is a view inside the input.
  for (auto c : {v.scheme(), v.authority(), v.userinfo(), v.host(), v.port(), v.query(),
                 v.fragment(), v.zone_id()})
    if (c) URIKIT_FUZZ_CHECK(within(*c, text));
  URIKIT_FUZZ_CHECK(within(v.path(), text));

  // Grammar facts (§3, §4.2, §4.3).
  if (auto s = v.scheme()) {
    URIKIT_FUZZ_CHECK(!s->empty() && charsets::alpha.contains(static_cast<unsigned char>((*s)[0])));
    URIKIT_FUZZ_CHECK(all_in(*s, charsets::scheme));
  }
  if (rule == grammar::uri || rule == grammar::absolute_uri) URIKIT_FUZZ_CHECK(v.has_scheme());
  if (rule == grammar::relative_ref) URIKIT_FUZZ_CHECK(!v.has_scheme());
  if (rule == grammar::absolute_uri) URIKIT_FUZZ_CHECK(!v.has_fragment());
  URIKIT_FUZZ_CHECK(v.is_relative() == !v.has_scheme());
  std::string_view path = v.path();
  URIKIT_FUZZ_CHECK(path.find_first_of("?#") == std::string_view::npos);
  URIKIT_FUZZ_CHECK(all_in(path, charsets::path | charset("%")));
  // path-abempty after an authority; otherwise no "//" at the start (§3.3).
  if (v.has_authority()) URIKIT_FUZZ_CHECK(path.empty() || path[0] == '/');
  else URIKIT_FUZZ_CHECK(path.substr(0, 2) != "//");
  // path-noscheme: no ':' in the first segment of a relative reference without authority.
  if (!v.has_scheme() && !v.has_authority())
    URIKIT_FUZZ_CHECK(path.substr(0, path.find('/')).find(':') == std::string_view::npos);
  if (auto q = v.query()) URIKIT_FUZZ_CHECK(q->find('#') == std::string_view::npos);
  if (auto f = v.fragment()) URIKIT_FUZZ_CHECK(f->find('#') == std::string_view::npos);
  URIKIT_FUZZ_CHECK(v.is_path_absolute() == (!path.empty() && path[0] == '/'));
  check_host(v);

  // Recomposition (§5.3) gives the input back, and re-parsing it the same components.
  std::string again = recompose(v);
  URIKIT_FUZZ_CHECK(again == text);
  auto r2 = parse(again, rule, options);
  URIKIT_FUZZ_CHECK(r2.has_value());
  URIKIT_FUZZ_CHECK(same_components(v, *r2));
  return v;
}

}  // namespace urikit::fuzz
