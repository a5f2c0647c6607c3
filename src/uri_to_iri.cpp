// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// RFC 3987 §3.2: converting a URI to an IRI for display, keeping encoded whatever could
// mislead a reader or change what the IRI names.
#include <urikit/charset.hpp>
#include <urikit/iri.hpp>
#include <urikit/utf8.hpp>

#include <new>
#include <string>
#include <vector>

#include <unicode/uchar.h>

#include "idn_display.hpp"
#include "iri_bidi.hpp"
#include "iri_chars.hpp"
#include "hex.hpp"

namespace urikit {
namespace {

// Whether a decoded character may be shown unencoded (§3.2 step 4, §4.1, §6.1): it must be
// allowed unencoded in this component of an IRI (ucschar; iprivate in iquery only) and be
// visible: not a bidi formatting character, white space, default-ignorable (zero-width
// characters, soft hyphen, variation selectors, tag characters...), a format or control
// character, or unassigned in the Unicode version of the ICU in use; and not a look-alike
// of a URI delimiter ("／", "？", "＃", "＠", "℀" ...: idn_display.hpp), in any component.
bool displayable(std::uint32_t c, bool in_query) noexcept {
  if (!(detail::is_ucschar(c) || (in_query && detail::is_iprivate(c)))) return false;
  if (detail::is_bidi_format(c)) return false;
  const auto cp = static_cast<UChar32>(c);
  if (u_isUWhiteSpace(cp) || u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) return false;
  const auto type = static_cast<UCharCategory>(u_charType(cp));
  if (type == U_UNASSIGNED || type == U_FORMAT_CHAR || type == U_CONTROL_CHAR) return false;
  return !detail::is_delimiter_lookalike(c);
}

unsigned char triplet_value(const char* p) noexcept {
  return detail::decode_triplet(p);
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
        displayable(detail::decode_utf8(seq, length), in_query) &&
        !detail::is_delimiter_lookalike_letter(detail::decode_utf8(seq, length))) {
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

bool is_ascii(std::string_view s) noexcept {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

// The host's percent-encoded octets decoded (the parse guaranteed well-formed triplets).
// False when an octet decodes to ASCII ('.', '%', a letter: such a host is shown as it is,
// as ASCII escapes are everywhere) or the result is not UTF-8.
bool decode_host(std::string_view host, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < host.size();) {
    if (host[i] != '%') {
      out += host[i++];
      continue;
    }
    const unsigned char b = triplet_value(host.data() + i);
    if (b < 0x80) return false;
    out += static_cast<char>(b);
    i += 3;
  }
  return validate_utf8(out).has_value();
}

std::vector<std::string_view> split_labels(std::string_view name) {
  std::vector<std::string_view> labels;
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= name.size(); ++i) {
    if (i < name.size() && name[i] != '.') continue;
    labels.push_back(name.substr(begin, i - begin));
    begin = i + 1;
  }
  return labels;
}

// Whether every character of a Unicode label may be shown (displayable()) and the label
// keeps the §4.2 bidi rules.
bool displayable_label(std::string_view label) {
  const auto* s = reinterpret_cast<const unsigned char*>(label.data());
  for (std::size_t i = 0; i < label.size();) {
    if (s[i] < 0x80) {
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence_length(label, i);
    if (length == 0 || !displayable(detail::decode_utf8(s + i, length), false)) return false;
    i += length;
  }
  return detail::bidi_violation(label) == detail::no_violation;
}

// A reg-name host label by label: a label in `xn--` form or with percent-encoded UTF-8 is
// shown in Unicode when the whole host is a valid name and the label passes the display
// policy; every other label is copied as it is. See docs/iri.md, "Display policy".
// Returns false (and writes nothing) when the host is to be copied whole.
bool unicode_host(std::string_view host, const idna_options& idna, std::string& out) {
  // A host longer than DNS allows, even fully percent-encoded (3 x 4 x 254 bytes), is shown
  // as it is: the ToASCII below would refuse it anyway (input-too-long), without decoding.
  if (host.size() > 3 * 4 * 254) return false;
  std::string decoded;
  std::string_view name = host;
  if (host.find('%') != std::string_view::npos) {
    if (!decode_host(host, decoded)) return false;
    name = decoded;
  } else if (!has_ace_label(host)) {
    return false;  // plain ASCII: nothing to show in Unicode
  }
  // The whole name must be valid under UTS #46 and come back to itself: ToASCII, the
  // result a reg-name again (as iri_to_uri requires), ToUnicode, and ToASCII of that.
  auto ascii = domain_to_ascii(name, idna);
  if (!ascii || ascii->empty()) return false;
  for (char ch : *ascii)
    if (!charsets::reg_name.contains(ch)) return false;
  auto unicode = domain_to_unicode(*ascii, idna);
  if (!unicode) return false;
  auto back = domain_to_ascii(*unicode, idna);
  if (!back || *back != *ascii) return false;

  const auto original = split_labels(host), names = split_labels(name), a = split_labels(*ascii),
             u = split_labels(*unicode);
  if (original.size() != names.size() || names.size() != a.size() || a.size() != u.size()) return false;
  // Every ASCII label must be written as ToASCII writes it (lower case, `xn--` labels as
  // encoded), so that converting the shown IRI back gives this host again.
  for (std::size_t i = 0; i < names.size(); ++i)
    if (is_ascii(names[i]) && names[i] != a[i]) return false;
  // The TLD: the last label (before a root's trailing '.'); none for a one-label name.
  std::size_t last = u.size() - 1;
  if (u[last].empty() && last > 0) --last;
  const std::string_view tld = last > 0 ? u[last] : std::string_view();
  for (std::size_t i = 0; i < u.size(); ++i) {
    if (i > 0) out += '.';
    // Shown: the Unicode form of an `xn--` label, or of a percent-encoded label whose
    // decoded form is already the UTS #46 mapped form.
    const bool candidate = !is_ascii(u[i]) && (is_ascii(names[i]) || names[i] == u[i]);
    if (candidate && displayable_label(u[i]) && detail::label_safe_to_display(u[i], tld))
      out.append(u[i]);
    else
      out.append(original[i]);
  }
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
    out.append(host);
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
