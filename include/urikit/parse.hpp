// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: the RFC 3986 parser (§3, §4, Appendix A).
#ifndef URIKIT_PARSE_HPP
#define URIKIT_PARSE_HPP

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

namespace detail {
/// Enabled for an rvalue std::string: the functions returning a view into their input
/// delete their overload for it (a view of a temporary dangles).
template <class S>
using if_temporary_string =
    std::enable_if_t<std::is_same<std::remove_cv_t<S>, std::string>::value && !std::is_reference<S>::value, int>;
}  // namespace detail

/// The top-level rules of RFC 3986 that an input can be parsed as.
enum class grammar : unsigned char {
  uri_reference,  ///< URI-reference = URI / relative-ref (§4.1)
  uri,            ///< URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] (§3)
  absolute_uri,   ///< absolute-URI = scheme ":" hier-part [ "?" query ] (§4.3)
  relative_ref,   ///< relative-ref = relative-part [ "?" query ] [ "#" fragment ] (§4.2)
};

struct parse_options {
  /// Accept an IPv6 zone ID (`[fe80::1%25eth0]`, RFC 6874). RFC 3986 has no zone IDs and
  /// RFC 9844 deprecates RFC 6874 for URIs, so they are rejected by default.
  bool allow_zone_id = false;
  /// Longer inputs fail with errc::input_too_long at this offset.
  std::size_t max_length = static_cast<std::size_t>(-1);
};

/// Parses `input` by `rule`. Allocates nothing, never throws, reads only [data, data+size).
/// The view refers into `input`. On failure the error's offset points into the smallest
/// piece that fails, read left to right: the first character a component's rule does not
/// allow, or the first byte of a bad port, dec-octet, zone ID or "%" triplet (the '%').
/// It looks no further ahead than that piece, so it may come before the first byte that no
/// string of the rule can have there: "http://h:-1/" fails at the '-' of the port (invalid
/// port), though "http://h:-1@x/" (userinfo "h:-1") is valid. It never exceeds the size.
URIKIT_API result<uri_view> parse(std::string_view input URIKIT_LIFETIMEBOUND, grammar rule = grammar::uri_reference,
                                  const parse_options& options = {}) noexcept;

/// URI-reference (§4.1): a URI or a relative reference.
inline result<uri_view> parse_uri_reference(std::string_view input URIKIT_LIFETIMEBOUND,
                                            const parse_options& options = {}) noexcept {
  return parse(input, grammar::uri_reference, options);
}
/// URI (§3): a scheme is required.
inline result<uri_view> parse_uri(std::string_view input URIKIT_LIFETIMEBOUND, const parse_options& options = {}) noexcept {
  return parse(input, grammar::uri, options);
}
/// absolute-URI (§4.3): a scheme is required, a fragment is not allowed.
inline result<uri_view> parse_absolute_uri(std::string_view input URIKIT_LIFETIMEBOUND,
                                           const parse_options& options = {}) noexcept {
  return parse(input, grammar::absolute_uri, options);
}
/// relative-ref (§4.2): no scheme; a first segment may not hold ':'.
inline result<uri_view> parse_relative_ref(std::string_view input URIKIT_LIFETIMEBOUND,
                                           const parse_options& options = {}) noexcept {
  return parse(input, grammar::relative_ref, options);
}

/// The view refers into the input: a temporary std::string would leave it dangling, so
/// parsing one does not compile. Keep the string in a variable, or use uri::parse().
template <class S, detail::if_temporary_string<S> = 0>
result<uri_view> parse(S&& input, grammar rule = grammar::uri_reference, const parse_options& options = {}) = delete;
template <class S, detail::if_temporary_string<S> = 0>
result<uri_view> parse_uri_reference(S&& input, const parse_options& options = {}) = delete;
template <class S, detail::if_temporary_string<S> = 0>
result<uri_view> parse_uri(S&& input, const parse_options& options = {}) = delete;
template <class S, detail::if_temporary_string<S> = 0>
result<uri_view> parse_absolute_uri(S&& input, const parse_options& options = {}) = delete;
template <class S, detail::if_temporary_string<S> = 0>
result<uri_view> parse_relative_ref(S&& input, const parse_options& options = {}) = delete;

/// True when `input` matches `rule`. Allocates nothing.
inline bool is_valid(std::string_view input, grammar rule = grammar::uri_reference) noexcept {
  return parse(input, rule).has_value();
}

}  // namespace urikit

#endif  // URIKIT_PARSE_HPP
