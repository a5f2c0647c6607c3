// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The RFC 3986 parser's entry points: parse() (the kernel that dispatch.cpp chose) and
// parse_general() (the portable reading, the reference the tests hold every kernel to). The
// grammar itself is parse_reader.hpp; each kernel's parse_kernel() reads it over its own
// scanner (simd/<kernel>/parse.cpp).
#include <urikit/parse.hpp>

#include "parse_general.hpp"
#include "parse_reader.hpp"

namespace urikit {

// Each kernel (simd/*/parse.cpp) fills the caller's view (default-constructed, inside the
// result that parse() returns, so that the view is never copied) and returns the error, or
// one with errc::ok: an error and the arguments fit in registers, so a kernel can hand its
// input on to another one with a jump.

namespace {

/// The kernel that dispatch.cpp chose.
inline error parse_dispatch(const unsigned char* s, std::size_t n, grammar rule,
                            const parse_options& options, uri_view& v) noexcept {
  return detail::with_kernel(
      [&](auto k) noexcept { return detail::parse_kernel(k, s, n, rule, options, v); });
}

}  // namespace

result<uri_view> parse(std::string_view input, grammar rule, const parse_options& options) noexcept {
  // Built in place (the one return statement returns `out`) from a constant view.
  static constexpr uri_view empty_view{};
  result<uri_view> out{empty_view};
  const std::size_t n = input.size();
  const error e = n > options.max_length
                      ? error{errc::input_too_long, options.max_length}
                      : parse_dispatch(reinterpret_cast<const unsigned char*>(input.data()), n,
                                       rule, options, *out);
  if (e.code != errc::ok) out = e;
  return out;
}

result<uri_view> detail::parse_general(std::string_view input, grammar rule,
                                       const parse_options& options) noexcept {
  static constexpr uri_view empty_view{};
  result<uri_view> out{empty_view};
  const std::size_t n = input.size();
  const error e = n > options.max_length
                      ? error{errc::input_too_long, options.max_length}
                      : parse_with(scalar_scanner{reinterpret_cast<const unsigned char*>(input.data()), n},
                                   rule, options, *out);
  if (e.code != errc::ok) out = e;
  return out;
}

}  // namespace urikit
