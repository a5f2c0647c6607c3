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
/// `out` is replaced. Plain links take w3lib_plain_shortcut(), the others the general path.
result<void> w3lib_canonicalize(std::string_view url, std::string& out);
/// The general path: Python's steps one after the other, for every input.
result<void> w3lib_canonicalize_general(std::string_view url, std::string& out);
/// For a plain link, writes into `out` (empty) what the general path writes and returns
/// true; returns false, having written nothing, for any other input. Plain: "http://",
/// "https://" or "file://" in lower case, only bytes 0x21..0x7E; a host of letters,
/// digits, '-' and '.', perhaps none (IDNA 2003 leaves ASCII as it is, then lower case); a
/// path of bytes quote() keeps (no '%' to unquote; no ';' params in http(s)); a query of bytes quote() keeps, without '%' (its
/// pairs are then sorted and re-encoded by the general path's own step).
bool w3lib_plain_shortcut(std::string_view url, std::string& out);

/// The bytes Python's quote(bytes, safe) leaves as they are: A-Z a-z 0-9 _ . - ~ and `safe`.
struct quote_safe_set {
  bool keep[256] = {};
  explicit quote_safe_set(std::string_view safe) noexcept;
};
/// Python's quote(bytes, safe): every byte outside the set as %XX.
void python_quote(std::string_view bytes, const quote_safe_set& safe, std::string& out);

}  // namespace urikit::detail

#endif
