// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: a URL as iipc/urlcanon 0.3 (Python) parses it (urlcanon.parse_url): every
// delimiter kept, so that the text round-trips byte for byte; and its SSURT and SURT forms.
#ifndef URIKIT_SRC_CRAWL_URLCANON_URL_HPP
#define URIKIT_SRC_CRAWL_URLCANON_URL_HPP

#include <string>
#include <string_view>

namespace urikit::detail {

struct urlcanon_url {
  std::string_view leading_junk, scheme, colon_after_scheme, slashes, username, colon_before_password,
      password, at_sign, host, colon_before_port, port, path, question_mark, query, hash_sign, fragment,
      trailing_junk;
};

/// urlcanon.parse_url(): never fails (its regular expressions match every input). The
/// views point into `input`.
urlcanon_url parse_urlcanon_url(std::string_view input);

/// urlcanon.parse_ipv4(): whether the host reads as an IPv4 address (WHATWG number forms,
/// Python int() digits) with a value other than 0 (its callers test the value's truth).
bool urlcanon_ipv4_truthy(std::string_view host);
/// urlcanon.ssurt_host(host, trailing_comma).
std::string urlcanon_ssurt_host(std::string_view host, bool trailing_comma = true);
/// urlcanon.reverse_host(host, trailing_comma).
std::string urlcanon_reverse_host(std::string_view host, bool trailing_comma = true);
/// ParsedUrl.ssurt().
std::string urlcanon_ssurt(const urlcanon_url& url);
/// ParsedUrl.surt(trailing_comma, with_scheme).
std::string urlcanon_surt(const urlcanon_url& url, bool trailing_comma = true, bool with_scheme = true);

}  // namespace urikit::detail

#endif
