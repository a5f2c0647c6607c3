// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: uri_view, the parsed components of a URI-reference as views into the input.
#ifndef URIKIT_URI_VIEW_HPP
#define URIKIT_URI_VIEW_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include <urikit/config.hpp>

namespace urikit {

/// Which rule of RFC 3986 §3.2.2 the host matched (the first that matches wins).
enum class host_type : std::uint8_t {
  none,       ///< no authority, hence no host
  reg_name,   ///< reg-name (possibly empty)
  ipv4,       ///< IPv4address
  ipv6,       ///< IP-literal holding an IPv6address
  ipvfuture,  ///< IP-literal holding an IPvFuture
};

/// The stable name of a host type, as the CLI prints it: "reg-name", "ipv4", "ipv6",
/// "ipvfuture", or "" for none. Cannot fail.
URIKIT_API std::string_view host_type_name(host_type t) noexcept;

namespace detail {
struct uri_view_access;
}

/// The components of a parsed URI-reference. A view: it refers into the string it was
/// parsed from, which must outlive it. Trivially copyable; allocates nothing.
///
/// Components that may be absent return std::optional: std::nullopt means undefined,
/// an empty view means defined but empty (`a:` has no query, `a:?` an empty one, §5.3).
/// Every component is returned as written: still percent-encoded, without delimiters.
class uri_view {
 public:
  constexpr uri_view() noexcept = default;

  /// The whole string that was parsed.
  std::string_view string() const noexcept { return {data_, size_}; }

  bool has_scheme() const noexcept { return scheme_end_ != npos; }
  bool has_authority() const noexcept { return authority_begin_ != npos; }
  bool has_userinfo() const noexcept { return userinfo_end_ != npos; }
  bool has_port() const noexcept { return port_begin_ != npos; }
  bool has_query() const noexcept { return query_begin_ != npos; }
  bool has_fragment() const noexcept { return fragment_begin_ != npos; }

  /// scheme, without its ':' (§3.1).
  std::optional<std::string_view> scheme() const noexcept {
    return has_scheme() ? opt(0, scheme_end_) : std::nullopt;
  }
  /// authority, without the leading "//" (§3.2).
  std::optional<std::string_view> authority() const noexcept {
    return has_authority() ? opt(authority_begin_, path_begin_) : std::nullopt;
  }
  /// userinfo, without its '@' (§3.2.1).
  std::optional<std::string_view> userinfo() const noexcept {
    return has_userinfo() ? opt(authority_begin_, userinfo_end_) : std::nullopt;
  }
  /// host as written (§3.2.2); an IP-literal keeps its brackets. Defined iff authority is.
  std::optional<std::string_view> host() const noexcept {
    return has_authority() ? opt(host_begin_, host_end_) : std::nullopt;
  }
  /// port digits, without the ':' (§3.2.3); may be defined and empty (`http://h:/`).
  std::optional<std::string_view> port() const noexcept {
    return has_port() ? opt(port_begin_, path_begin_) : std::nullopt;
  }
  /// path (§3.3): always defined, possibly empty.
  std::string_view path() const noexcept { return {data_ + path_begin_, path_end_ - path_begin_}; }
  /// query, without its '?' (§3.4).
  std::optional<std::string_view> query() const noexcept {
    return has_query() ? opt(query_begin_, query_end()) : std::nullopt;
  }
  /// fragment, without its '#' (§3.5).
  std::optional<std::string_view> fragment() const noexcept {
    return has_fragment() ? opt(fragment_begin_, size_) : std::nullopt;
  }

  /// The host's type; host_type::none when there is no authority.
  urikit::host_type host_type() const noexcept { return host_type_; }
  /// The four octets of an IPv4address host, in network order; zeros for other hosts.
  std::array<std::uint8_t, 4> ipv4_address() const noexcept {
    return {address_[0], address_[1], address_[2], address_[3]};
  }
  /// The sixteen octets of an IPv6address host, in network order; zeros for other hosts.
  const std::array<std::uint8_t, 16>& ipv6_address() const noexcept { return address_; }
  /// The ZoneID of an IPv6 host (RFC 6874, after "%25", still encoded), when parsing allowed it.
  std::optional<std::string_view> zone_id() const noexcept {
    return zone_begin_ != npos ? opt(zone_begin_, host_end_ - 1) : std::nullopt;
  }
  /// The port as a number, only when the port is non-empty and its value fits 16 bits
  /// (leading zeros allowed: ":080" is 80). Never wraps: ":65616" gives nullopt.
  std::optional<std::uint16_t> port_number() const noexcept {
    if (!has_port() || port_value_ > 0xFFFF) return std::nullopt;
    return static_cast<std::uint16_t>(port_value_);
  }

  /// True for a relative reference (no scheme, §4.2).
  bool is_relative() const noexcept { return !has_scheme(); }
  /// True when the path begins with '/'.
  bool is_path_absolute() const noexcept { return path_end_ > path_begin_ && data_[path_begin_] == '/'; }

 private:
  friend struct detail::uri_view_access;
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  std::optional<std::string_view> opt(std::size_t b, std::size_t e) const noexcept {
    return std::string_view(data_ + b, e - b);
  }
  std::size_t query_end() const noexcept { return has_fragment() ? fragment_begin_ - 1 : size_; }

  const char* data_ = "";
  std::size_t size_ = 0;
  std::size_t scheme_end_ = npos;       // index of the scheme's ':'
  std::size_t authority_begin_ = npos;  // just after "//"
  std::size_t userinfo_end_ = npos;     // index of '@'
  std::size_t host_begin_ = 0;
  std::size_t host_end_ = 0;
  std::size_t zone_begin_ = npos;       // just after "%25" inside an IP-literal
  std::size_t port_begin_ = npos;       // just after ':'
  std::size_t path_begin_ = 0;          // also the end of the authority
  std::size_t path_end_ = 0;
  std::size_t query_begin_ = npos;      // just after '?'
  std::size_t fragment_begin_ = npos;   // just after '#'
  std::uint32_t port_value_ = 0x10000;  // > 0xFFFF: empty or out of range
  urikit::host_type host_type_ = urikit::host_type::none;
  std::array<std::uint8_t, 16> address_{};
};

/// Writes the components back as a string by RFC 3986 §5.3. For a view straight from
/// parse(), the result equals the input byte for byte. Allocates the result.
URIKIT_API std::string recompose(const uri_view& v);

/// Writes string().
URIKIT_API std::ostream& operator<<(std::ostream& os, const uri_view& v);

}  // namespace urikit

#endif  // URIKIT_URI_VIEW_HPP
