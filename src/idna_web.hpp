// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: UTS #46 ToASCII for the browser reading (href), which has no DNS length rule.
#ifndef URIKIT_SRC_IDNA_WEB_HPP
#define URIKIT_SRC_IDNA_WEB_HPP

#include <cstddef>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

/// The longest host, in bytes, that the browser reading hands to ICU. The WHATWG standard
/// runs ToASCII with VerifyDnsLength off, so a host longer than DNS allows is a URL there;
/// but ICU's cost grows with the square of the label count (3.3 MB of labels took 1.4 s),
/// so a bound is kept: 64 KiB costs well under a millisecond, and no browser-made link
/// holds such a host.
inline constexpr std::size_t web_domain_max_bytes = std::size_t{64} * 1024;

/// domain_to_ascii() with default idna_options (the flags the WHATWG standard sets),
/// without the DNS length bound of the IRI functions: input_too_long only past
/// web_domain_max_bytes.
result<std::string> web_domain_to_ascii(std::string_view domain);

}  // namespace urikit::detail

#endif
