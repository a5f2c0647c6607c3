// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Names and messages of the error codes (docs/errors.md lists the same).
#include <urikit/error.hpp>

#include <ostream>
#include <string>

namespace urikit {

namespace {
struct code_text {
  std::string_view name;
  std::string_view message;
};

// Indexed by errc; the names are stable identifiers.
constexpr code_text texts[] = {
    {"ok", "no error"},
    {"invalid-character", "a character this component's grammar does not allow; percent-encode it"},
    {"invalid-percent-encoding", "'%' must be followed by two hexadecimal digits"},
    {"invalid-scheme", "expected a scheme: a letter, then letters, digits, '+', '-' or '.', then ':'"},
    {"missing-scheme", "expected a scheme followed by ':'"},
    {"colon-in-first-segment",
     "a relative reference's first path segment cannot contain ':'; write './' before it"},
    {"fragment-not-allowed", "an absolute URI cannot have a fragment ('#')"},
    {"invalid-ip-literal", "expected an IPv6 address or IPvFuture between '[' and ']'"},
    {"invalid-ipv6", "expected an IPv6 address: eight groups of up to four hex digits, or '::'"},
    {"invalid-ipvfuture", "expected IPvFuture: 'v', hex digits, '.', then unreserved, sub-delims or ':'"},
    {"zone-id-not-allowed", "IPv6 zone IDs are not part of RFC 3986 (enable allow_zone_id for RFC 6874)"},
    {"invalid-zone-id", "expected '%25' and a zone ID of unreserved or percent-encoded characters"},
    {"invalid-port", "expected a port of decimal digits"},
    {"input-too-long", "the input is longer than the configured maximum length"},
    {"invalid-utf8", "expected well-formed UTF-8"},
    {"unmappable-character", "the character cannot be represented in the target charset"},
    {"unknown-charset", "no converter is known for this charset name"},
    {"invalid-hex", "expected pairs of hexadecimal digits"},
    {"idna-error", "the host is not a valid internationalized domain name (UTS #46)"},
    {"invalid-base", "the base must be a URI with a scheme"},
    {"not-relativizable", "no relative reference leads from this base to the target"},
    {"invalid-argument", "an argument outside what the function accepts"},
    {"out-of-memory", "memory could not be allocated"},
    {"invalid-bidi", "the component breaks the bidirectional text rules of RFC 3987 section 4.2"},
    {"not-a-url", "a web browser would not read this as a URL (WHATWG URL Standard)"},
};

class category final : public std::error_category {
 public:
  const char* name() const noexcept override { return "urikit"; }
  std::string message(int value) const override { return std::string(error_message(static_cast<errc>(value))); }
};
}  // namespace

std::string_view error_name(errc code) noexcept {
  auto i = static_cast<std::size_t>(code);
  return i < sizeof texts / sizeof texts[0] ? texts[i].name : std::string_view("unknown-error");
}

std::string_view error_message(errc code) noexcept {
  auto i = static_cast<std::size_t>(code);
  return i < sizeof texts / sizeof texts[0] ? texts[i].message : std::string_view("unknown error");
}

const std::error_category& error_category() noexcept {
  static const category instance;
  return instance;
}

std::ostream& operator<<(std::ostream& os, const error& e) {
  return os << error_name(e.code) << " at offset " << e.offset;
}

}  // namespace urikit
