// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the WHATWG URL Standard's host parser (§3.5) and host serializer (§3.6) for href().
#ifndef URIKIT_SRC_HREF_HOST_HPP
#define URIKIT_SRC_HREF_HOST_HPP

#include <string_view>

#include "href_writer.hpp"

namespace urikit::detail {

/// Parses `input` (the host as it stands in the link, tabs and newlines already removed) as
/// the host parser does with isOpaque = !special, and appends the serialized host, made valid
/// for RFC 3986 (reg-name: '"', '`', '{', '}' and a lone '%' percent-encoded). Returns false
/// where the host parser returns failure (then what was appended is unspecified).
/// - '[' ... ']': the IPv6 parser (ip_address.hpp), written compressed as the standard does.
/// - not special: the opaque-host parser (forbidden host code points fail).
/// - special: percent-decoded; an ASCII domain is lower-cased, any other goes through UTS #46
///   ToASCII with the standard's flags (iri.hpp's domain_to_ascii); forbidden domain code
///   points fail; a domain that ends in a number is read by the IPv4 parser (0x7f.1, 017.1,
///   2130706433 are all 127.0.0.1).
bool write_web_host(href_writer& out, std::string_view input, bool special);

}  // namespace urikit::detail

#endif  // URIKIT_SRC_HREF_HOST_HPP
