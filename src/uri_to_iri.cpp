// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// RFC 3987 §3.2: converting a URI to an IRI for display, keeping encoded whatever could
// mislead a reader or change what the IRI names.
#include <urikit/iri.hpp>
#include <urikit/utf8.hpp>

#include <new>
#include <string>

#include <unicode/uchar.h>

#include "iri_bidi.hpp"
#include "iri_chars.hpp"
#include "scan.hpp"

namespace urikit {
namespace {

// Whether a decoded character may be shown unencoded (§3.2 step 4, §4.1, §6.1): it must be
// allowed unencoded in this component of an IRI (ucschar; iprivate in iquery only) and be
// visible: not a bidi formatting character, white space, default-ignorable (zero-width
// characters, soft hyphen, variation selectors, tag characters...), a format or control
// character, or unassigned in the Unicode version of the ICU in use.
bool displayable(std::uint32_t c, bool in_query) noexcept {
  if (!(detail::is_ucschar(c) || (in_query && detail::is_iprivate(c)))) return false;
  if (detail::is_bidi_format(c)) return false;
  const auto cp = static_cast<UChar32>(c);
  if (u_isUWhiteSpace(cp) || u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) return false;
  const auto type = static_cast<UCharCategory>(u_charType(cp));
  return type != U_UNASSIGNED && type != U_FORMAT_CHAR && type != U_CONTROL_CHAR;
}

unsigned char triplet_value(const char* p) noexcept {
  return static_cast<unsigned char>(detail::hex_value(static_cast<unsigned char>(p[1])) * 16 +
                                    detail::hex_value(static_cast<unsigned char>(p[2])));
}

// Decodes one component (no delimiters inside): each run of percent-encoded octets that is
// a well-formed UTF-8 sequence of a displayable character becomes that character; all else
// is copied as it is, ASCII escapes included.
void decode_component(std::string& out, std::string_view comp, bool in_query) {
  const std::size_t n = comp.size();
  for (std::size_t i = 0; i < n;) {
    if (comp[i] != '%') {
      out += comp[i++];
      continue;
    }
    // The parse guaranteed "%" HEXDIG HEXDIG.
    const unsigned char lead = triplet_value(comp.data() + i);
    const std::size_t length = detail::utf8_lead_length(lead);
    unsigned char seq[4] = {lead, 0, 0, 0};
    std::size_t k = 1;
    for (; k < length; ++k) {
      const std::size_t at = i + 3 * k;
      if (at + 2 >= n || comp[at] != '%') break;
      seq[k] = triplet_value(comp.data() + at);
    }
    const std::string_view bytes(reinterpret_cast<const char*>(seq), length);
    if (length != 0 && k == length && utf8_sequence_length(bytes, 0) == length &&
        displayable(detail::decode_utf8(seq, length), in_query)) {
      out.append(bytes);
      i += 3 * length;
    } else {
      out.append(comp.substr(i, 3));  // ASCII, ill-formed or not to be shown: one triplet as is
      i += 3;
    }
  }
}

// Decodes a region (userinfo, path, query or fragment and their delimiters) component by
// component; a component whose decoded form breaks the §4.2 bidi rules stays encoded.
void decode_region(std::string& out, std::string_view region, bool in_query, std::string& scratch) {
  std::size_t begin = 0;
  const std::size_t n = region.size();
  for (std::size_t i = 0; i <= n; ++i) {
    if (i < n && !detail::bidi_component_delimiters.contains(region[i])) continue;
    const std::string_view comp = region.substr(begin, i - begin);
    if (comp.find('%') == std::string_view::npos) {
      out.append(comp);
    } else {
      scratch.clear();
      decode_component(scratch, comp, in_query);
      out.append(detail::bidi_violation(scratch) == detail::no_violation ? std::string_view(scratch) : comp);
    }
    if (i < n) out += region[i];
    begin = i + 1;
  }
}

bool has_ace_label(std::string_view host) noexcept {
  for (std::size_t i = 0; i + 4 <= host.size(); ++i)
    if ((i == 0 || host[i - 1] == '.') && host.compare(i, 4, "xn--") == 0) return true;
  return false;
}

// An ASCII reg-name with "xn--" labels, in Unicode when that is safe: ToUnicode reports no
// error, ToASCII of its result is the host again byte for byte (so converting the IRI back
// gives this URI), every character is displayable and every label keeps the §4.2 rules.
bool unicode_host(std::string_view host, const idna_options& idna, std::string& out) {
  if (host.find('%') != std::string_view::npos || !has_ace_label(host)) return false;
  auto unicode = domain_to_unicode(host, idna);
  if (!unicode) return false;
  auto back = domain_to_ascii(*unicode, idna);
  if (!back || *back != host) return false;
  const std::string& u = *unicode;
  const auto* s = reinterpret_cast<const unsigned char*>(u.data());
  for (std::size_t i = 0; i < u.size();) {
    if (s[i] < 0x80) {
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence_length(u, i);
    if (length == 0 || !displayable(detail::decode_utf8(s + i, length), false)) return false;
    i += length;
  }
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= u.size(); ++i) {
    if (i < u.size() && u[i] != '.') continue;
    if (detail::bidi_violation(std::string_view(u).substr(begin, i - begin)) != detail::no_violation) return false;
    begin = i + 1;
  }
  out += u;
  return true;
}

result<std::string> convert_to_iri(std::string_view uri, const uri_to_iri_options& options) {
  auto parsed = parse(uri, grammar::uri_reference, options.parse);
  if (!parsed) return parsed.error();
  const uri_view& v = *parsed;
  const auto offset_of = [&](std::string_view part) { return static_cast<std::size_t>(part.data() - uri.data()); };

  const std::size_t n = uri.size();
  std::size_t host_begin = 0, host_end = 0;
  if (auto h = v.host()) {
    host_begin = offset_of(*h);
    host_end = host_begin + h->size();
  }
  std::size_t query_begin = n, query_end = n;
  if (auto q = v.query()) {
    query_begin = offset_of(*q);
    query_end = query_begin + q->size();
  } else if (auto f = v.fragment()) {
    query_begin = query_end = offset_of(*f) - 1;
  }

  std::string out;
  out.reserve(n);
  std::string scratch;
  decode_region(out, uri.substr(0, host_begin), false, scratch);  // scheme, "//", userinfo "@"
  const std::string_view host = uri.substr(host_begin, host_end - host_begin);
  if (!(options.decode_host && v.host_type() == host_type::reg_name && unicode_host(host, options.idna, out)))
    out.append(host);  // percent-encodings in a host stay: decoding would change the name looked up
  decode_region(out, uri.substr(host_end, query_begin - host_end), false, scratch);  // port, path, '?'
  decode_region(out, uri.substr(query_begin, query_end - query_begin), true, scratch);
  decode_region(out, uri.substr(query_end), false, scratch);  // '#' fragment
  return out;
}

}  // namespace

result<std::string> uri_to_iri(std::string_view uri, const uri_to_iri_options& options) {
  try {
    return convert_to_iri(uri, options);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace urikit
