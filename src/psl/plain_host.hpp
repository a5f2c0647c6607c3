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
/// whose last label cannot start an IPv4 number (a digit first), writes the host as
/// parse_web_url() would (in lower case: UTS #46 maps nothing else in ASCII) into `host`
/// and returns true. The rest of such a link can never make the WHATWG reading fail.
/// Returns false, `host` untouched, for every other input.
inline bool plain_special_host(std::string_view url, std::string& host) {
  std::size_t begin;
  if (url.substr(0, 8) == "https://") begin = 8;
  else if (url.substr(0, 7) == "http://") begin = 7;
  else return false;
  std::size_t end = begin, label = begin;
  for (; end < url.size(); ++end) {
    const char c = url[end];
    if (c == '.') {
      if (end == label) return false;  // an empty label
      label = end + 1;
    } else if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-')) {
      break;
    } else if (end == label + 3 && (url[label] | 0x20) == 'x' && (url[label + 1] | 0x20) == 'n' &&
               url[label + 2] == '-' && url[label + 3] == '-') {
      return false;  // "xn--"
    }
  }
  if (end == label) return false;  // empty host, or a trailing '.'
  if (end != url.size() && url[end] != '/' && url[end] != '?' && url[end] != '#') return false;
  if (url[label] >= '0' && url[label] <= '9') return false;  // "ends in a number" may hold
  host.assign(url, begin, end - begin);
  for (char& c : host)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  return true;
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_PSL_PLAIN_HOST_HPP
