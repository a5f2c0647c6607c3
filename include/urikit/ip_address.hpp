// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: IPv4 and IPv6 address text (RFC 3986 §3.2.2, RFC 5952).
#ifndef URIKIT_IP_ADDRESS_HPP
#define URIKIT_IP_ADDRESS_HPP

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

using ipv4_octets = std::array<std::uint8_t, 4>;
using ipv6_octets = std::array<std::uint8_t, 16>;

/// Parses the whole of `text` as IPv4address (dotted dec-octets, no leading zeros).
/// Allocates nothing.
URIKIT_API result<ipv4_octets> parse_ipv4_address(std::string_view text) noexcept;
/// Parses the whole of `text` as IPv6address (no brackets, no zone). Allocates nothing.
URIKIT_API result<ipv6_octets> parse_ipv6_address(std::string_view text) noexcept;

/// The canonical text of an IPv6 address (RFC 5952 §4): lower-case hex, no leading zeros,
/// the longest run (the first of equals) of two or more zero groups as "::", and the
/// IPv4-mapped form \::ffff:a.b.c.d. Without brackets.
URIKIT_API std::string format_ipv6_address(const ipv6_octets& address);
/// Dotted-decimal text of an IPv4 address.
URIKIT_API std::string format_ipv4_address(const ipv4_octets& address);

}  // namespace urikit

#endif  // URIKIT_IP_ADDRESS_HPP
