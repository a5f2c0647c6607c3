// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// RFC 3987 §4.2: bidirectional IRIs, checked one component at a time.
#include "iri_bidi.hpp"

#include <urikit/iri.hpp>
#include <urikit/utf8.hpp>

#include <unicode/uchar.h>

#include "iri_chars.hpp"

namespace urikit {
namespace detail {

std::size_t bidi_violation(std::string_view component) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(component.data());
  const std::size_t n = component.size();
  // A component without non-ASCII characters holds no right-to-left one.
  std::size_t i = 0;
  while (i < n && s[i] < 0x80) ++i;
  if (i == n) return no_violation;

  bool has_rtl = false;
  bool first_is_rtl = false;
  bool last_is_rtl = false;
  std::size_t first_ltr = no_violation;
  std::size_t last_start = 0;
  for (i = 0; i < n;) {
    std::size_t length = 1;
    UChar32 c = s[i];
    if (s[i] >= 0x80) {
      length = utf8_sequence_length(component, i);
      if (length == 0) return i;  // callers pass well-formed UTF-8
      c = static_cast<UChar32>(decode_utf8(s + i, length));
    }
    const UCharDirection d = u_charDirection(c);
    const bool rtl = d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC;
    if (i == 0) first_is_rtl = rtl;
    if (rtl) has_rtl = true;
    if (d == U_LEFT_TO_RIGHT && first_ltr == no_violation) first_ltr = i;
    last_is_rtl = rtl;
    last_start = i;
    i += length;
  }
  if (!has_rtl) return no_violation;
  if (!first_is_rtl) return 0;                         // rule 2: must start with RTL
  if (first_ltr != no_violation) return first_ltr;     // rule 1: no mixing
  if (!last_is_rtl) return last_start;                 // rule 2: must end with RTL
  return no_violation;
}

}  // namespace detail

result<void> check_iri_bidi(std::string_view iri) {
  auto parsed = parse_iri(iri);
  if (!parsed) return parsed.error();
  const std::size_t n = iri.size();
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= n; ++i) {
    if (i < n && !detail::bidi_component_delimiters.contains(iri[i])) continue;
    const std::size_t at = detail::bidi_violation(iri.substr(begin, i - begin));
    if (at != detail::no_violation) return error{errc::invalid_bidi, begin + at};
    begin = i + 1;
  }
  return {};
}

}  // namespace urikit
