// The RFC 3986 parser: URI-reference, URI, absolute-URI and relative-ref (§3, §4, App. A).
//
// One forward pass, no recursion, no allocation. Each component is scanned with the
// charset named after its ABNF rule (charset.hpp); '%' triplets are checked in place.
#include <urikit/parse.hpp>

#include "ip_grammar.hpp"
#include "scan.hpp"
#include "uri_view_access.hpp"

namespace urikit {
namespace {

using detail::is_hex;
using detail::skip_component;
using acc = detail::uri_view_access;
constexpr std::size_t npos = acc::npos;

inline bool ends_authority(const unsigned char* s, std::size_t i, std::size_t n) noexcept {
  return i == n || s[i] == '/' || s[i] == '?' || s[i] == '#';
}

/// Parses IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]" at s[i] == '['.
/// On success returns the index just after ']'.
inline bool parse_ip_literal(const unsigned char* s, std::size_t i, std::size_t n,
                             const parse_options& options, uri_view& v, std::size_t& end,
                             error& err) noexcept {
  std::size_t p = i + 1;
  if (p < n && (s[p] | 0x20) == 'v') {
    // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    std::size_t q = p + 1;
    while (q < n && is_hex(s[q])) ++q;
    if (q == p + 1 || q >= n || s[q] != '.') {
      err = {errc::invalid_ipvfuture, q};
      return false;
    }
    std::size_t r = detail::skip_run(s, q + 1, n, charsets::ipvfuture_tail);
    if (r == q + 1 || r >= n || s[r] != ']') {
      err = {errc::invalid_ipvfuture, r};
      return false;
    }
    acc::type(v) = host_type::ipvfuture;
    end = r + 1;
    return true;
  }
  std::size_t q;
  if (!detail::scan_ipv6(s, p, n, acc::address(v).data(), q)) {
    err = {errc::invalid_ipv6, q};
    return false;
  }
  if (q < n && s[q] == '%') {
    // IPv6addrz = IPv6address "%25" ZoneID; ZoneID = 1*( unreserved / pct-encoded ) (RFC 6874)
    if (!options.allow_zone_id) {
      err = {errc::zone_id_not_allowed, q};
      return false;
    }
    if (n - q < 3 || s[q + 1] != '2' || s[q + 2] != '5') {
      err = {errc::invalid_zone_id, q};
      return false;
    }
    bool bad = false;
    std::size_t z = skip_component(s, q + 3, n, charsets::unreserved, bad);
    if (bad || z == q + 3 || z >= n || s[z] != ']') {
      err = {errc::invalid_zone_id, z};
      return false;
    }
    acc::zone_begin(v) = q + 3;
    q = z;
  }
  if (q >= n || s[q] != ']') {
    err = {errc::invalid_ipv6, q};
    return false;
  }
  acc::type(v) = host_type::ipv6;
  end = q + 1;
  return true;
}

/// authority = [ userinfo "@" ] host [ ":" port ], starting at s[a] (just after "//").
/// Returns the index just after the authority, or npos with `err` set.
inline std::size_t parse_authority(const unsigned char* s, std::size_t a, std::size_t n,
                                   const parse_options& options, uri_view& v,
                                   error& err) noexcept {
  acc::authority_begin(v) = a;
  bool bad = false;
  std::size_t host_begin = a;
  std::size_t p;

  if (a < n && s[a] == '[') {
    p = a;  // an IP-literal first: no userinfo can start with '['
  } else {
    // Most authorities have no userinfo: scan as reg-name first, and fall back to
    // userinfo (reg-name plus ':') only when an '@' shows up.
    p = skip_component(s, a, n, charsets::reg_name, bad);
    if (bad) {
      err = {errc::invalid_percent_encoding, p};
      return npos;
    }
    std::size_t at = npos;
    if (p < n && s[p] == '@') {
      at = p;
    } else if (p < n && s[p] == ':') {
      std::size_t d = p + 1;
      while (d < n && detail::is_digit(s[d])) ++d;
      if (!ends_authority(s, d, n)) {
        std::size_t u = skip_component(s, p, n, charsets::userinfo, bad);
        if (bad) {
          err = {errc::invalid_percent_encoding, u};
          return npos;
        }
        if (u < n && s[u] == '@') {
          at = u;
        } else {
          // Not userinfo either. If the port's digits ran into the byte that ends every
          // reading, call it a bad port; else report the first byte neither rule allows.
          err = {ends_authority(s, u, n) || u == d ? errc::invalid_port : errc::invalid_character,
                 ends_authority(s, u, n) ? d : u};
          return npos;
        }
      }
    }
    if (at != npos) {
      acc::userinfo_end(v) = at;
      host_begin = at + 1;
      if (host_begin < n && s[host_begin] != '[') {
        p = skip_component(s, host_begin, n, charsets::reg_name, bad);
        if (bad) {
          err = {errc::invalid_percent_encoding, p};
          return npos;
        }
      } else {
        p = host_begin;
      }
    }
  }
  acc::host_begin(v) = host_begin;

  if (p < n && s[p] == '[' && p == host_begin) {
    if (!parse_ip_literal(s, p, n, options, v, p, err)) return npos;
  } else {
    acc::type(v) = host_type::reg_name;
    // IPv4address wins over reg-name when it matches the whole host (§3.2.2).
    std::size_t len = p - host_begin;
    if (len >= 7 && len <= 15 && detail::is_digit(s[host_begin])) {
      std::size_t e;
      if (detail::scan_ipv4(s, host_begin, p, acc::address(v).data(), e) && e == p)
        acc::type(v) = host_type::ipv4;
      else
        acc::address(v) = {};
    }
  }
  acc::host_end(v) = p;

  if (p < n && s[p] == ':') {
    // port = *DIGIT; the value is kept only when it fits 16 bits.
    std::size_t d = p + 1;
    acc::port_begin(v) = d;
    std::uint32_t value = 0;
    while (d < n && detail::is_digit(s[d])) {
      if (value <= 0xFFFF) value = value * 10 + (s[d] - '0');
      ++d;
    }
    acc::port_value(v) = d > p + 1 ? value : 0x10000;
    if (!ends_authority(s, d, n)) {
      err = {errc::invalid_port, d};
      return npos;
    }
    return d;
  }
  if (!ends_authority(s, p, n)) {
    err = {errc::invalid_character, p};
    return npos;
  }
  return p;
}

}  // namespace

result<uri_view> parse(std::string_view input, grammar rule, const parse_options& options) noexcept {
  const std::size_t n = input.size();
  if (n > options.max_length) return error{errc::input_too_long, options.max_length};
  const auto* s = reinterpret_cast<const unsigned char*>(input.data());
  uri_view v;
  acc::data(v) = input.data();
  acc::size(v) = n;
  std::size_t p = 0;
  bool bad = false;
  error err;

  // scheme ":" (§3.1). Without one, the input is a relative reference (§4.2).
  if (rule != grammar::relative_ref) {
    std::size_t i = 0;
    if (n > 0 && charsets::alpha.contains(s[0])) i = detail::skip_run(s, 1, n, charsets::scheme);
    if (i > 0 && i < n && s[i] == ':') {
      acc::scheme_end(v) = i;
      p = i + 1;
    } else if (rule != grammar::uri_reference) {
      if (i == n || s[i] == '/' || s[i] == '?' || s[i] == '#') return error{errc::missing_scheme, i};
      return error{errc::invalid_scheme, i};
    }
  }

  // "//" authority (§3.2)
  if (n - p >= 2 && s[p] == '/' && s[p + 1] == '/') {
    p = parse_authority(s, p + 2, n, options, v, err);
    if (p == npos) return err;
  }

  // path (§3.3)
  const std::size_t path_begin = p;
  acc::path_begin(v) = p;
  p = skip_component(s, p, n, charsets::path, bad);
  // relative-ref: path-noscheme's first segment may not hold ':' (§4.2).
  if (!v.has_scheme() && !v.has_authority()) {
    for (std::size_t i = path_begin; i < p && s[i] != '/'; ++i)
      if (s[i] == ':') return error{errc::colon_in_first_segment, i};
  }
  if (bad) return error{errc::invalid_percent_encoding, p};
  acc::path_end(v) = p;

  // "?" query (§3.4)
  if (p < n && s[p] == '?') {
    acc::query_begin(v) = ++p;
    p = skip_component(s, p, n, charsets::query, bad);
    if (bad) return error{errc::invalid_percent_encoding, p};
  }

  // "#" fragment (§3.5)
  if (p < n && s[p] == '#') {
    if (rule == grammar::absolute_uri) return error{errc::fragment_not_allowed, p};
    acc::fragment_begin(v) = ++p;
    p = skip_component(s, p, n, charsets::fragment, bad);
    if (bad) return error{errc::invalid_percent_encoding, p};
  }

  if (p != n) return error{errc::invalid_character, p};
  return v;
}

}  // namespace urikit
