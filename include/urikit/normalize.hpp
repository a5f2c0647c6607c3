// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: normalization (RFC 3986 §6.2.2, §6.2.3) and the comparison ladder's levels.
#ifndef URIKIT_NORMALIZE_HPP
#define URIKIT_NORMALIZE_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/scheme_registry.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// The rungs of the comparison ladder (RFC 3986 §6.2). One enum for normalize, compare
/// and hash: each level does everything the one before it does.
enum class equivalence_level : std::uint8_t {
  string,  ///< §6.2.1: byte for byte, nothing changes
  syntax,  ///< §6.2.2: case, percent-encoding and dot-segment normalization
  scheme,  ///< §6.2.3: syntax, plus the scheme registry's rules (ports, empty path)
};

/// Options of normalize(). The defaults give RFC 3986 equivalence at the scheme level.
struct normalize_options {
  equivalence_level level = equivalence_level::scheme;
  /// RFC equivalence decodes %2E (a '.' is unreserved, §2.3), so "/a/%2e%2e/b" becomes "/b".
  /// false = conservative: an encoded dot stays encoded and never becomes a dot segment, so a
  /// path an attacker encoded cannot climb (docs/security.md says when to use which).
  bool decode_encoded_dots = true;

  // Crawler options, off by default: they merge URIs that RFC 3986 keeps apart.
  bool drop_fragment = false;       ///< remove the fragment
  bool sort_query = false;          ///< stable-sort &-separated parameters by normalized name
  bool canonical_ipv6 = false;      ///< write IPv6 hosts as RFC 5952 text
  bool remove_empty_query = false;  ///< "http://h/?" becomes "http://h/"

  /// Removes tracking parameters (utm_source, fbclid, gclid, ...: DuckDuckGo's list, named
  /// with its version by tracking_params_version()) from the query of an http or https
  /// URI, unless the list exempts its host; names are compared after this level's
  /// normalization ("utm%5Fsource" is "utm_source"), exactly. The other parameters keep
  /// their order. A query left empty stays "?" unless remove_empty_query is on. Off
  /// everywhere by default, crawler() included: it merges URIs that RFC 3986 keeps apart,
  /// and its output changes with the list (docs/normalization.md, "Tracking parameters").
  bool remove_tracking_params = false;

  /// Rules per scheme; nullptr means scheme_registry::global().
  const scheme_registry* registry = nullptr;

  /// The crawler profile: scheme level plus the four crawler options above (not
  /// remove_tracking_params).
  static normalize_options crawler() noexcept {
    normalize_options o;
    o.drop_fragment = o.sort_query = o.canonical_ipv6 = o.remove_empty_query = true;
    return o;
  }
  /// Conservative scheme-level normalization for caches and security checks.
  static normalize_options conservative() noexcept {
    normalize_options o;
    o.decode_encoded_dots = false;
    return o;
  }
};

/// The tracking-parameter list that remove_tracking_params applies: its source and version,
/// "duckduckgo/privacy-configuration@<commit> (<date>)" (data/tracking_params/). Store it
/// beside keys made with the option: a newer list can change them.
[[nodiscard]] URIKIT_API std::string_view tracking_params_version() noexcept;

/// Normalizes a parsed URI-reference and appends the result to `out`
/// (docs/api-conventions.md). The output is a valid URI-reference that re-parses to the
/// same shape (scheme, authority and path-absoluteness), and normalizing it again changes
/// nothing. A percent-encoded reserved character is never decoded. An empty `out` (a reused
/// buffer, cleared) is written in place, with no allocation once it has grown to the
/// output's size; a non-empty one gets the result through a per-thread buffer.
URIKIT_API void normalize_into(std::string& out, const uri_view& view, const normalize_options& options = {});

/// How many bytes longer than its input a normalized URI-reference can be: normalize_to()'s
/// room. One is the '/' of an empty path (§6.2.3); with canonical_ipv6, an IPv4-mapped
/// address is written with its dotted quad (RFC 5952 §5), up to 3 bytes longer for each of
/// its last two groups ("[::ffff:ff:ff]" is "[::ffff:0.255.0.255]"). Without that option
/// the output is at most one byte longer than the input.
inline constexpr std::size_t normalize_to_slack = 7;

/// The same written at `out`, which has room for view.string().size() + normalize_to_slack
/// bytes; returns the end of the normalized text. The whole room may be overwritten. A URI
/// that only loses capitals in scheme and host (most of them) is written straight into the
/// room when it is up to 127 bytes long with the AVX-512 kernel, up to 63 with AVX2;
/// others, and all with the portable kernel, are normalized into a per-thread buffer,
/// which allocates while it grows (std::bad_alloc), and copied.
/// Never writes past the room (an output past the bound above would be a bug, reported as
/// std::length_error rather than written).
URIKIT_API char* normalize_to(char* out, const uri_view& view, const normalize_options& options = {});

/// Parses `input` as a URI-reference and normalizes it.
URIKIT_API result<std::string> normalize(std::string_view input, const normalize_options& options = {});
/// The same, appended to `out`; on failure `out` is as it was.
URIKIT_API result<void> normalize_into(std::string& out, std::string_view input,
                                       const normalize_options& options = {});

/// True when normalize() would return the view's string unchanged. Reads the view in place
/// and allocates nothing, except for a path with "." or ".." segments, a zone ID, or the
/// canonical_ipv6 / sort_query options with an IPv6 host / a query holding '&', or the
/// remove_tracking_params option with a query: those are normalized into a per-thread
/// buffer, which allocates only while it grows.
URIKIT_API bool is_normalized(const uri_view& view, const normalize_options& options = {});

}  // namespace urikit

#endif  // URIKIT_NORMALIZE_HPP
