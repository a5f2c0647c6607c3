// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: flags reg-name hosts that an operating system's resolver would read as an IPv4
// number (for SSRF filters). RFC 3986 §7.4 / §3.2.2: `0x7f.1`, `0177.0.0.1`, `2130706433`
// and `127.1` are reg-names, not IPv4address, and urikit keeps them as text. But
// getaddrinfo() first tries inet_aton(), which accepts them, so a filter that only looks at
// host_type()==ipv4 can be bypassed. See docs/security.md.
#ifndef URIKIT_HOST_SAFETY_HPP
#define URIKIT_HOST_SAFETY_HPP

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include <urikit/config.hpp>

namespace urikit {

/// The IPv4 address that inet_aton() (glibc, BSD) would read `host` as, or nullopt.
///
/// `host` is a host as written in a URI (uri_view::host()): percent-encoded triplets are
/// decoded first, as a resolver receives the decoded name. Then, as inet_aton:
/// 1 to 4 parts separated by '.'; each part starts with a digit and is hex after "0x"/"0X",
/// octal after a leading '0', decimal otherwise; "a.b.c.d" gives four octets, "a.b.c" makes
/// c a 16-bit value, "a.b" makes b 24 bits, "a" is all 32 bits; any part over its limit fails;
/// an ASCII white-space character ends the number and the rest is ignored (glibc).
/// One addition, deliberately conservative: a single trailing '.' is ignored ("127.0.0.1."),
/// because resolvers treat the name as absolute and WHATWG URL parsers read it as IPv4.
/// IP-literals ("[...]") give nullopt. Allocates nothing, never fails, thread-safe.
URIKIT_API std::optional<std::array<std::uint8_t, 4>> resolver_ipv4_value(std::string_view host) noexcept;

/// True when resolver_ipv4_value(host) has a value: the host must then be treated as that
/// IPv4 address by an SSRF filter. True also for plain dotted-decimal "127.0.0.1".
/// Cannot fail.
inline bool resolver_may_read_as_number(std::string_view host) noexcept {
  return resolver_ipv4_value(host).has_value();
}

}  // namespace urikit

#endif  // URIKIT_HOST_SAFETY_HPP
