// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: repair, turning a real-world string into a valid URI-reference.
//
// Parsing stays strict; repair is the separate, explicit step for messy input ("be liberal
// in what you accept", on request). It percent-encodes what each component's grammar
// forbids, reports every fix, and leaves a valid input exactly as it is.
//
// repair or href (href.hpp)? repair is the minimal fix: nothing but forbidden characters
// changes, so it suits strings that must keep every other byte (stored keys, signed URLs,
// test fixtures). It does not read the string as a browser would: leading and trailing
// spaces are encoded (not trimmed), '\' is encoded (not a '/'), an internationalized host
// becomes percent-encoded UTF-8 (which DNS cannot resolve), "http:x" stays relative to
// nothing. For links found on the web (HTML, HTTP headers, pasted text) use href(), the
// WHATWG reading written as RFC 3986. The two meet on a browser's own output: for a WHATWG
// href, repair() encodes exactly what href() encodes (test/unit/href_test.cpp).
#ifndef URIKIT_REPAIR_HPP
#define URIKIT_REPAIR_HPP

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/config.hpp>

namespace urikit {

/// What one fix did.
enum class repair_kind : unsigned char {
  encoded_character,  ///< a character the component forbids (space, "<>\^`{|}, control) became %XX
  encoded_non_ascii,  ///< an octet >= 0x80 became %XX (UTF-8 text becomes its UTF-8 encoding)
  encoded_percent,    ///< a '%' not followed by two hex digits became %25
  encoded_delimiter,  ///< a delimiter out of place ('#', '@', '[', ']', ':') became %XX
  inserted_dot_slash, ///< "./" before a relative path whose first segment holds ':' (§4.2)
};

/// The stable name of a repair kind ("encoded-character", ...). Cannot fail.
URIKIT_API std::string_view repair_kind_name(repair_kind kind) noexcept;

struct repair_fix {
  std::size_t offset;  ///< byte offset in the input
  repair_kind kind;
};

struct repaired_uri {
  std::string output;             ///< always a valid URI-reference
  std::vector<repair_fix> fixes;  ///< empty when the input was already valid
};

/// Repairs `input`. The components are found as RFC 3986 Appendix B splits them (the
/// authority's last '@' ends the userinfo); inside each, what its rule forbids is encoded.
/// Cannot fail: any input, even ill-formed UTF-8 or binary, gives a valid URI-reference. A
/// valid input comes back unchanged with no fixes.
URIKIT_API repaired_uri repair(std::string_view input);

}  // namespace urikit

#endif  // URIKIT_REPAIR_HPP
