// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the IPv4address and IPv6address rules of RFC 3986 §3.2.2, as scanners that
// the parser and ip_address.cpp share.
#ifndef URIKIT_SRC_IP_GRAMMAR_HPP
#define URIKIT_SRC_IP_GRAMMAR_HPP

#include <cstddef>
#include <cstdint>

namespace urikit::detail {

/// Matches IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet at s[i..n).
/// On success returns true, stores the octets and sets `end` just after the last digit.
/// On failure returns false and sets `end` to the first offending byte.
bool scan_ipv4(const unsigned char* s, std::size_t i, std::size_t n, std::uint8_t out[4],
               std::size_t& end) noexcept;

/// Matches IPv6address at s[i..n). Success: true, octets in `out`, `end` just after the
/// address (the caller checks what follows). Failure: false, `end` = first offending byte.
bool scan_ipv6(const unsigned char* s, std::size_t i, std::size_t n, std::uint8_t out[16],
               std::size_t& end) noexcept;

}  // namespace urikit::detail

#endif
