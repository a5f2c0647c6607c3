// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the shortcut of surt 0.3.1's Google and IA canonicalizers for plain links, on
// which most of their steps are known to change nothing, so that no handy_url is built.
#ifndef URIKIT_SRC_CRAWL_HANDY_SHORTCUT_HPP
#define URIKIT_SRC_CRAWL_HANDY_SHORTCUT_HPP

#include <string>
#include <string_view>

#include "handy_url.hpp"

namespace urikit::detail {

/// For a plain link, writes into `out` (empty) exactly what handy_canonicalize_general()
/// writes, and returns true; returns false, having written nothing, for any other input.
///
/// Plain: at most 448 bytes (longer links take the general path); a scheme of lower-case
/// letters (not "dns") and "://"; then only bytes 0x21..0x7E other than
/// '%' (nothing to strip, unescape, escape or convert by IDNA); a host of letters, digits,
/// '-' and '.' with at least one letter or '-' (never an IPv4 form), no port or userinfo,
/// no leading, trailing or doubled '.', at most 255 bytes; a path without "." or ".."
/// segments and without empty segments but the last (normalizePath() keeps it as it is).
/// The remaining steps (lower case, the www prefix, session ids, the query's order, the
/// trailing '/') are the shared ones of handy_url.cpp, applied to the pieces.
bool handy_plain_shortcut(std::string_view input, handy_canonicalizer canonicalizer,
                          const handy_step_options& steps, const handy_write_options& write,
                          std::string& out);

/// handy_canonicalize_general() through the shortcut when the input is plain. Inline, so
/// that the callers (surt(), the google and ia profiles) reach the shortcut in one call.
inline result<void> handy_canonicalize(std::string_view input, handy_canonicalizer canonicalizer,
                                       const handy_step_options& steps, const handy_write_options& write,
                                       std::string& out) {
  out.clear();
  if (handy_plain_shortcut(input, canonicalizer, steps, write, out)) return {};
  return handy_canonicalize_general(input, canonicalizer, steps, write, out);
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_CRAWL_HANDY_SHORTCUT_HPP
