// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: a URL as iipc/urlcanon 0.3 (Python) parses it (urlcanon.parse_url): every
// delimiter kept, so that the text round-trips byte for byte; and its SSURT and SURT forms.
#ifndef URIKIT_SRC_CRAWL_URLCANON_URL_HPP
#define URIKIT_SRC_CRAWL_URLCANON_URL_HPP

#include <cstdint>
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

/// urlcanon.parse.parse_pathish(url, pathish): the part between the scheme and the query,
/// read as url.scheme says (its authority fields set, or only the path where no pattern
/// matches). The views point into `pathish`.
namespace urlcanon_parse {
void parse_pathish(std::string_view pathish, urlcanon_url& url);
}

/// urlcanon.parse_ipv4(): true, and the number, where the host reads as an IPv4 address
/// (WHATWG number forms, Python int() digits: a sign is allowed, so the number may be
/// negative: then -1); false where it returns None.
bool urlcanon_parse_ipv4(std::string_view host, std::int64_t& address);
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
