// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the host of a plain http(s) link without the whole WHATWG reading, for
// split_host(). test/psl/public_suffix_test.cpp checks it against parse_web_url().
#ifndef URIKIT_SRC_PSL_PLAIN_HOST_HPP
#define URIKIT_SRC_PSL_PLAIN_HOST_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../bits.hpp"
#include "../host_bytes.hpp"
#include "../internal_config.hpp"
#include "../scan_export.hpp"

namespace urikit::detail {

/// A plain host found by plain_special_host().
struct plain_host {
  std::string_view host;   ///< as written: a view into the link, at most 64 bytes
  bool upper = false;      ///< whether it has an ASCII capital
  std::uint64_t dots = 0;  ///< bit i set when host[i] is '.'
};

/// scan_host() a byte at a time: the reference of the tests.
inline host_bytes scan_host_bytes(std::string_view rest) noexcept {
  host_bytes r;
  for (; r.n < rest.size() && r.n < 64; ++r.n) {
    const char c = rest[r.n];
    if (c == 'x' || c == 'X') r.xs |= std::uint64_t{1} << r.n;
    if (c == '.') r.dots |= std::uint64_t{1} << r.n;
    else if (c >= 'A' && c <= 'Z') r.upper = true;
    else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) break;
  }
  return r;
}

/// The same from the scan kernel in use (scan_host_kernel(), URIKIT_KERNEL): the masks of
/// host bytes, dots, capitals and x's of the first 64 bytes at once.
inline host_bytes scan_host(std::string_view rest) noexcept {
  return scan_host_exported(rest.data(), rest.size() < 64 ? rest.size() : 64);
}

/// For a link that starts "http://", "https://" or "file://" (lower case, nothing before
/// it) with a host of at most 64 ASCII letters, digits, '-' and '.' followed by '/', '?',
/// '#' or the end, whose labels are not empty, none starts with "xn--" (those need UTS #46's
/// Punycode check), whose last label cannot start an IPv4 number (a digit first) and which,
/// for file:, is not "localhost" (the file host state makes that the empty host), fills
/// `out` and returns true. parse_web_url() reads such a link's host as `out.host` in lower case
/// (UTS #46 maps nothing else in ASCII), and the rest of such a link can never make it
/// fail. Returns false, `out` untouched, for every other input.
URIKIT_ALWAYS_INLINE bool plain_special_host(  // one call a link, in split_host_into's hot path
    std::string_view url, plain_host& out) noexcept {
  std::size_t begin;
  if (url.size() >= 8 && url.compare(0, 8, "https://") == 0) begin = 8;
  else if (url.size() >= 7 && (url.compare(0, 7, "http://") == 0 || url.compare(0, 7, "file://") == 0)) begin = 7;
  else return false;
  const std::string_view rest = url.substr(begin, 64);  // a longer host fails the check of what follows it
  const host_bytes found = scan_host(rest);
  const std::size_t n = found.n;
  std::uint64_t dots = found.dots;
  const bool upper = found.upper;
  if (n == 0) return false;
  if (begin + n != url.size()) {
    const char c = url[begin + n];
    if (c != '/' && c != '?' && c != '#') return false;
  }
  const std::uint64_t all = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  dots &= all;
  // Empty labels: a '.' first, last, or after another.
  if ((dots & 1) || (dots >> (n - 1)) || (dots & (dots >> 1))) return false;
  const std::size_t last = dots != 0 ? URIKIT_BIT_WIDTH(dots) : 0;  // the last label
  if (rest[last] >= '0' && rest[last] <= '9') return false;  // "ends in a number" may hold
  // The label starts that are an 'x' (most hosts have none).
  for (std::uint64_t starts = (dots << 1 | 1) & found.xs; starts; starts &= starts - 1) {
    const std::size_t at = URIKIT_LOWEST_BIT(starts);
    if (n - at >= 4 && (rest[at + 1] | 0x20) == 'n' && rest[at + 2] == '-' && rest[at + 3] == '-')
      return false;  // "xn--"
  }
  if (n == 9 && url[0] == 'f') {  // file://localhost
    char lowered[9];
    for (std::size_t i = 0; i < 9; ++i) lowered[i] = static_cast<char>(rest[i] | 0x20);  // letters only matter
    if (std::string_view(lowered, 9) == "localhost") return false;
  }
  out.host = rest.substr(0, n);
  out.upper = upper;
  out.dots = dots;
  return true;
}

/// The same, writing the host in lower case into `host` (as parse_web_url() would).
inline bool plain_special_host(std::string_view url, std::string& host) {
  plain_host found;
  if (!plain_special_host(url, found)) return false;
  host.assign(found.host);
  if (found.upper)
    for (char& c : host)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  return true;
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_PSL_PLAIN_HOST_HPP
