// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the host of a plain http(s) link without the whole WHATWG reading, for
// split_host(). test/psl/public_suffix_test.cpp checks it against parse_web_url().
#ifndef URIKIT_SRC_PSL_PLAIN_HOST_HPP
#define URIKIT_SRC_PSL_PLAIN_HOST_HPP

#include <cstddef>
#include <string>
#include <string_view>

namespace urikit::detail {

/// For a link that starts "http://" or "https://" (lower case, nothing before it) with a
/// host of ASCII letters, digits, '-' and '.' followed by '/', '?', '#' or the end, whose
/// labels are not empty, none starts with "xn--" (those need UTS #46's Punycode check) and
/// whose last label cannot start an IPv4 number (a digit first), sets `host` to the host as
/// written (a view into `url`) and `upper` to whether it has an upper-case letter, and
/// returns true. parse_web_url() reads such a link's host as `host` in lower case (UTS #46
/// maps nothing else in ASCII), and the rest of such a link can never make it fail.
/// Returns false, `host` and `upper` untouched, for every other input.
inline bool plain_special_host(std::string_view url, std::string_view& host, bool& upper) noexcept {
  std::size_t begin;
  if (url.substr(0, 8) == "https://") begin = 8;
  else if (url.substr(0, 7) == "http://") begin = 7;
  else return false;
  std::size_t end = begin, label = begin;
  bool any_upper = false;
  for (; end < url.size(); ++end) {
    const char c = url[end];
    const char lower = static_cast<char>(c | 0x20);  // ASCII letters only: the others are checked apart
    if (lower >= 'a' && lower <= 'z') {
      any_upper |= c != lower;
      if (end == label + 1 && lower == 'n' && (url[label] | 0x20) == 'x' && end + 2 < url.size() &&
          url[end + 1] == '-' && url[end + 2] == '-')
        return false;  // "xn--"
    } else if (c == '.') {
      if (end == label) return false;  // an empty label
      label = end + 1;
    } else if (!((c >= '0' && c <= '9') || c == '-')) {
      break;
    }
  }
  if (end == label) return false;  // empty host, or a trailing '.'
  if (end != url.size() && url[end] != '/' && url[end] != '?' && url[end] != '#') return false;
  if (url[label] >= '0' && url[label] <= '9') return false;  // "ends in a number" may hold
  host = url.substr(begin, end - begin);
  upper = any_upper;
  return true;
}

/// The same, writing the host in lower case into `host` (as parse_web_url() would).
inline bool plain_special_host(std::string_view url, std::string& host) {
  std::string_view found;
  bool upper = false;
  if (!plain_special_host(url, found, upper)) return false;
  host.assign(found);
  if (upper)
    for (char& c : host)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  return true;
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_PSL_PLAIN_HOST_HPP
