// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The parser without its shortcuts, for the tests and fuzzers that check them.
#ifndef URIKIT_SRC_PARSE_GENERAL_HPP
#define URIKIT_SRC_PARSE_GENERAL_HPP

#include <string_view>

#include <urikit/parse.hpp>

namespace urikit::detail {

/// parse() as the general reading of the portable kernel gives it, never through the
/// shortcuts that read common shapes in one go ("http://" or "https://" and a plain host;
/// with AVX-512, short relative references too).
/// Cannot fail (errors are in the result).
result<uri_view> parse_general(std::string_view input, grammar rule, const parse_options& options) noexcept;

}  // namespace urikit::detail

#endif
