// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: w3lib.url.canonicalize_url() of w3lib 2.1 (Debian 12's python3-w3lib) with its
// default arguments, over Python 3.11's urllib.parse, step for step.
#ifndef URIKIT_SRC_CRAWL_W3LIB_HPP
#define URIKIT_SRC_CRAWL_W3LIB_HPP

#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

/// Fails where Python raises ValueError in urlparse() (an unbalanced or invalid bracketed
/// host: errc::invalid_ip_literal; a netloc that NFKC turns into delimiters:
/// errc::invalid_character).
result<void> w3lib_canonicalize(std::string_view url, std::string& out);

/// The bytes Python's quote(bytes, safe) leaves as they are: A-Z a-z 0-9 _ . - ~ and `safe`.
struct quote_safe_set {
  bool keep[256] = {};
  explicit quote_safe_set(std::string_view safe) noexcept;
};
/// Python's quote(bytes, safe): every byte outside the set as %XX.
void python_quote(std::string_view bytes, const quote_safe_set& safe, std::string& out);

}  // namespace urikit::detail

#endif
