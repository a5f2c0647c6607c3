// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: links read as a web browser reads them (the WHATWG URL Standard's basic URL
// parser), written out as strict RFC 3986 URIs.
//
// parse() is strict: it accepts RFC 3986 and nothing else. href() is the liberal reading of
// text found on the web (`<a href>`, `Location:` headers, pasted links): it trims C0 controls
// and spaces, drops tabs and newlines, reads '\' as '/' in the special schemes, maps
// internationalized host names through UTS #46, reads `0x7f.1` as 127.0.0.1, removes default
// ports and dot segments, and percent-encodes each component by its WHATWG set. The result
// is then made a valid RFC 3986 URI by percent-encoding (as UTF-8) every character that
// RFC 3986 does not allow in its component ('|', '^', '{' in a path, a space in an opaque
// path, a '%' that does not start a triplet, ...); nothing else changes. See docs/href.md.
#ifndef URIKIT_HREF_HPP
#define URIKIT_HREF_HPP

#include <cstddef>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

namespace detail {
/// Where the parts of a web_url's text are (internal; read them through web_url).
struct href_layout {
  std::size_t scheme_end = 0;  ///< the ':' after the scheme
  std::size_t host_start = 0;  ///< first byte of the host (after "//" and any "userinfo@")
  std::size_t host_end = 0;    ///< one past the host; a ':' and the port follow when present
  std::size_t path_start = 0;  ///< first byte of the path (after the "/." the serializer may add)
  std::size_t path_end = 0;    ///< the '?' or '#' after the path, or the end
  std::size_t query_end = 0;   ///< the '#' after the query, or the end
  bool has_host = false;       ///< "//" authority present (the WHATWG host is non-null)
  bool opaque_path = false;    ///< a WHATWG opaque path (mailto:, data:, javascript:, ...)
  bool special = false;        ///< http, https, ws, wss, ftp or file
};
struct web_url_access;
}  // namespace detail

/// A URL as a browser reads it, held as the RFC 3986 text that href() returns (one string)
/// plus where its parts are. Made by parse_web_url(); also the base for href().
class URIKIT_API web_url {
 public:
  /// The whole URL: a valid RFC 3986 URI.
  std::string_view href() const noexcept { return text_; }
  /// The scheme, lower case, without ':'.
  std::string_view scheme() const noexcept { return view(0, layout_.scheme_end); }
  /// Whether the URL has an authority ("//"); file: URLs always have one, possibly empty.
  bool has_host() const noexcept { return layout_.has_host; }
  /// The host as written: a lower-case ASCII domain (IDNA A-labels), an IPv4 address in
  /// dotted decimal, a bracketed IPv6 address, or a non-special scheme's opaque host.
  std::string_view host() const noexcept { return view(layout_.host_start, layout_.host_end); }
  /// The port digits; empty when there is none or it is the scheme's default.
  std::string_view port() const noexcept;
  /// "user[:password]" without the '@', or empty.
  std::string_view userinfo() const noexcept;
  /// The path (opaque or made of '/' segments).
  std::string_view path() const noexcept { return view(layout_.path_start, layout_.path_end); }
  bool has_query() const noexcept { return layout_.path_end < layout_.query_end; }
  /// The query without '?'.
  std::string_view query() const noexcept {
    return has_query() ? view(layout_.path_end + 1, layout_.query_end) : std::string_view();
  }
  bool has_fragment() const noexcept { return layout_.query_end < text_.size(); }
  /// The fragment without '#'.
  std::string_view fragment() const noexcept {
    return has_fragment() ? view(layout_.query_end + 1, text_.size()) : std::string_view();
  }
  /// Whether the path is opaque (a scheme without "//" or '/' after it, as `mailto:`).
  bool has_opaque_path() const noexcept { return layout_.opaque_path; }
  /// Whether the scheme is special (http, https, ws, wss, ftp, file).
  bool is_special() const noexcept { return layout_.special; }

  /// Internal: the layout of the parts (for href()).
  const detail::href_layout& layout() const noexcept { return layout_; }

 private:
  friend struct detail::web_url_access;
  std::string_view view(std::size_t b, std::size_t e) const noexcept {
    return std::string_view(text_).substr(b, e - b);
  }
  std::string text_;
  detail::href_layout layout_;
};

/// Reads `input` as the WHATWG URL Standard's basic URL parser does, against `base` when
/// given (nullptr: no base, so the input must be an absolute URL), and writes it as an
/// RFC 3986 URI (see the top of this header). Fails with errc::not_a_url where the WHATWG
/// parser returns failure; the offset is the input byte where the reading failed (the start
/// of a host or port that fails, for example), or 0. Bytes that are not UTF-8 are
/// percent-encoded as they are, except in a special scheme's host, where they fail.
/// An input longer than a third of std::string's max_size() fails with errc::input_too_long.
/// Never reads outside `input`. Allocates the result once (a host that goes through
/// UTS #46 may need more); std::bad_alloc is caught and returned as errc::out_of_memory.
URIKIT_API result<web_url> parse_web_url(std::string_view input, const web_url* base = nullptr);

/// The href alone: parse_web_url(input, base).href().
URIKIT_API result<std::string> href(std::string_view input, const web_url* base = nullptr);

/// The same, appended to `out` (docs/api-conventions.md); an empty `out` allocates nothing
/// once it has grown (except for hosts that go through UTS #46). On failure `out` is as it
/// was.
URIKIT_API result<void> href_into(std::string& out, std::string_view input, const web_url* base = nullptr);

}  // namespace urikit

#endif  // URIKIT_HREF_HPP
