// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the WHATWG URL Standard's percent-encode sets (§1.3 "Percent-encoded bytes") and,
// for each component, what href() keeps: the octets that RFC 3986 allows in that component
// (charset.hpp) and the WHATWG set does not encode. Every other octet becomes %XX, which is
// the WHATWG encoding followed by the RFC 3986 step in one pass. '%' is in no set: the
// writer keeps it when two hex digits follow and writes %25 otherwise.
#ifndef URIKIT_SRC_HREF_SETS_HPP
#define URIKIT_SRC_HREF_SETS_HPP

#include <urikit/charset.hpp>

namespace urikit::detail::whatwg {

/// C0 control percent-encode set: C0 controls and every code point above U+007E.
inline constexpr charset c0_control_set = charset::range(0x00, 0x1F) | charset::range(0x7F, 0xFF);
/// fragment percent-encode set: C0 control set and space " < > `.
inline constexpr charset fragment_set = c0_control_set | charset(" \"<>`");
/// query percent-encode set: C0 control set and space " # < >.
inline constexpr charset query_set = c0_control_set | charset(" \"#<>");
/// special-query percent-encode set: query set and '.
inline constexpr charset special_query_set = query_set | charset("'");
/// path percent-encode set: query set and ? ^ ` { }.
inline constexpr charset path_set = query_set | charset("?^`{}");
/// userinfo percent-encode set: path set and / : ; = @ [ \ ] |.
inline constexpr charset userinfo_set = path_set | charset("/:;=@[\\]|");

/// Forbidden host code points (§3.2): fail in any host.
inline constexpr charset forbidden_host = charset(std::string_view("\0\t\n\r #/:<>?@[\\]^|", 17));
/// Forbidden domain code points: forbidden host code points, C0 controls, '%' and DEL.
inline constexpr charset forbidden_domain = forbidden_host | charset::range(0x00, 0x1F) | charset("%\x7F");

// What stays as it is in each component of the output (RFC 3986 allows it there and the
// WHATWG set does not encode it).
/// userinfo (§3.2.1); the one ':' between user and password is written separately.
inline constexpr charset keep_userinfo = charsets::userinfo - userinfo_set;
/// A path segment (pchar, §3.3); the '/' between segments is written separately.
inline constexpr charset keep_segment = charsets::pchar - path_set;
/// An opaque path: path-rootless (pchar and '/') minus the C0 control set.
inline constexpr charset keep_opaque_path = charsets::path - c0_control_set;
/// The query of a special / a non-special URL (§3.4).
inline constexpr charset keep_special_query = charsets::query - special_query_set;
inline constexpr charset keep_query = charsets::query - query_set;
/// The fragment (§3.5): no second '#'.
inline constexpr charset keep_fragment = charsets::fragment - fragment_set;
/// A host (reg-name, §3.2.2): a domain after UTS #46, or an opaque host.
inline constexpr charset keep_host = charsets::reg_name;

}  // namespace urikit::detail::whatwg

#endif  // URIKIT_SRC_HREF_SETS_HPP
