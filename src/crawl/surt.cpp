// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// surt.surt() of Python surt 0.3.1: DefaultIAURLCanonicalizer (Google's steps, then IA's),
// then handyurl.geturl_bytes(surt=True).
#include <urikit/surt.hpp>

#include <new>
#include <string>
#include <string_view>

#include "../append_into.hpp"
#include "handy_shortcut.hpp"
#include "urlcanon_url.hpp"

namespace urikit {

namespace {

/// The SURT written into `out` (whose contents it replaces). Inline: surt_into() reaches the
/// shortcut in one call.
URIKIT_ALWAYS_INLINE result<void> surt_replacing(std::string_view url, std::string& out, const surt_options& options) {
  try {
    if (url.empty()) {
      out = "-";
      return {};
    }
    if (url.substr(0, 8) == "filedesc") {
      out.assign(url);
      return {};
    }
    detail::handy_step_options steps;
    steps.fixed_query = options.fixed;
    steps.host_massage = options.host_massage;
    detail::handy_write_options write;
    write.surt = true;
    write.with_scheme = options.with_scheme;
    write.trailing_comma = options.trailing_comma;
    write.reverse_ipaddr = options.reverse_ipaddr;
    return detail::handy_canonicalize(url, detail::handy_canonicalizer::ia, steps, write, out);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace

result<void> surt_into(std::string& out, std::string_view url, const surt_options& options) {
  return detail::append_into(out, [&](std::string& to) { return surt_replacing(url, to, options); });
}

result<std::string> surt(std::string_view url, const surt_options& options) {
  std::string out;
  auto done = surt_replacing(url, out, options);
  if (!done) return done.error();
  return out;
}

result<std::string> ssurt(std::string_view url) {
  try {
    return detail::urlcanon_ssurt(detail::parse_urlcanon_url(url));
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace urikit
