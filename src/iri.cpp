// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// RFC 3987: the IRI grammar (§2.2), IRI -> URI (§3.1) and IRI comparison (§5.3).
#include <urikit/iri.hpp>
#include <urikit/utf8.hpp>

#include <climits>
#include <cstring>
#include <new>
#include <string>

#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include "iri_chars.hpp"
#include "scan.hpp"
#include "uri_view_access.hpp"

namespace urikit {
namespace {

using detail::uri_view_access;

bool is_ascii(std::string_view s) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  std::size_t i = 0;
  for (; n - i >= 8; i += 8) {
    std::uint64_t word;
    std::memcpy(&word, p + i, 8);
    if (word & 0x8080808080808080ULL) return false;
  }
  for (; i < n; ++i)
    if (p[i] >= 0x80) return false;
  return true;
}

std::size_t offset_in(std::string_view whole, std::string_view part) noexcept {
  return static_cast<std::size_t>(part.data() - whole.data());
}

// The IRI grammar is RFC 3986's with ucschar beside unreserved in every component that has
// unreserved (iuserinfo, ireg-name, isegment, iquery, ifragment) and iprivate in iquery.
// Its shape is set by ASCII delimiters alone, so the parse runs RFC 3986's parser on a copy
// in which each non-ASCII character's bytes are replaced by '~' (unreserved, but not a
// scheme character, a digit or a hex digit), then checks where the non-ASCII characters fell.
result<uri_view> parse_non_ascii(std::string_view iri, grammar rule, const parse_options& options) {
  std::string shadow(iri);
  const auto* s = reinterpret_cast<const unsigned char*>(iri.data());
  const std::size_t n = iri.size();
  bool has_private = false;
  for (std::size_t i = 0; i < n;) {
    if (s[i] < 0x80) {
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence_length(iri, i);
    if (length == 0) return error{errc::invalid_utf8, i};
    const std::uint32_t c = detail::decode_utf8(s + i, length);
    if (detail::is_bidi_format(c)) return error{errc::invalid_character, i};  // §4.1
    if (detail::is_iprivate(c)) has_private = true;
    else if (!detail::is_ucschar(c)) return error{errc::invalid_character, i};
    shadow.replace(i, length, length, '~');
    i += length;
  }
  auto parsed = parse(shadow, rule, options);
  if (!parsed) return parsed.error();
  uri_view v = *parsed;
  uri_view_access::data(v) = iri.data();

  // Non-ASCII characters may not stand in an IP-literal (IPvFuture would take '~'), and
  // iprivate only in the query.
  const host_type type = v.host_type();
  std::size_t literal_begin = n, literal_end = n;
  if (type == host_type::ipv6 || type == host_type::ipvfuture) {
    literal_begin = offset_in(iri, *v.host());
    literal_end = literal_begin + v.host()->size();
  }
  std::size_t query_begin = n, query_end = n;
  if (auto q = v.query()) {
    query_begin = offset_in(iri, *q);
    query_end = query_begin + q->size();
  }
  if (literal_begin == n && !has_private) return v;
  for (std::size_t i = 0; i < n;) {
    if (s[i] < 0x80) {
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence_length(iri, i);
    if (i >= literal_begin && i < literal_end) return error{errc::invalid_character, i};
    if (detail::is_iprivate(detail::decode_utf8(s + i, length)) && (i < query_begin || i >= query_end))
      return error{errc::invalid_character, i};
    i += length;
  }
  return v;
}

constexpr char hex_upper[] = "0123456789ABCDEF";

void append_pct(std::string& out, unsigned char b) {
  out += '%';
  out += hex_upper[b >> 4];
  out += hex_upper[b & 15];
}

// Appends `text` with each non-ASCII octet written as %HH (RFC 3987 §3.1 step 2).
void append_encoded(std::string& out, std::string_view text) {
  for (char ch : text) {
    const auto b = static_cast<unsigned char>(ch);
    if (b < 0x80) out += ch;
    else append_pct(out, b);
  }
}

// A reg-name host with percent-encodings decoded, for IDNA (RFC 3986 §3.2.2: a reg-name's
// percent-encoded octets are UTF-8). The error offset is the '%' that starts an ill-formed
// sequence, relative to the host.
result<std::string> decode_host(std::string_view host) {
  std::string out;
  out.reserve(host.size());
  const auto* s = reinterpret_cast<const unsigned char*>(host.data());
  const std::size_t n = host.size();
  for (std::size_t i = 0; i < n;) {
    if (s[i] != '%') {
      out += host[i++];
      continue;
    }
    // The parse guaranteed the two hex digits.
    const auto b = static_cast<unsigned char>(detail::hex_value(s[i + 1]) * 16 + detail::hex_value(s[i + 2]));
    if (b < 0x80) {
      out += static_cast<char>(b);
      i += 3;
      continue;
    }
    const std::size_t length = detail::utf8_lead_length(b);
    unsigned char seq[4] = {b, 0, 0, 0};
    std::size_t k = 1;
    for (; k < length; ++k) {
      const std::size_t at = i + 3 * k;
      if (at + 2 >= n || s[at] != '%') break;
      seq[k] = static_cast<unsigned char>(detail::hex_value(s[at + 1]) * 16 + detail::hex_value(s[at + 2]));
    }
    if (length == 0 || k < length ||
        utf8_sequence_length(std::string_view(reinterpret_cast<const char*>(seq), length), 0) != length)
      return error{errc::invalid_utf8, i};
    out.append(reinterpret_cast<const char*>(seq), length);
    i += 3 * length;
  }
  return out;
}

// RFC 3987 §3.1 step 1b: NFC, for IRIs typed by hand. ICU normalizes UTF-16.
result<std::string> to_nfc(std::string_view text) {
  if (text.size() > static_cast<std::size_t>(INT32_MAX / 4)) return error{errc::input_too_long, 0};
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2* nfc = unorm2_getNFCInstance(&status);
  if (U_FAILURE(status)) return error{errc::out_of_memory, 0};
  std::u16string utf16(text.size(), u'\0');
  int32_t length = 0;
  u_strFromUTF8(reinterpret_cast<UChar*>(utf16.data()), static_cast<int32_t>(utf16.size()), &length, text.data(),
                static_cast<int32_t>(text.size()), &status);
  if (U_FAILURE(status)) return error{errc::invalid_utf8, 0};
  utf16.resize(static_cast<std::size_t>(length));
  if (unorm2_isNormalized(nfc, reinterpret_cast<const UChar*>(utf16.data()), length, &status) && U_SUCCESS(status))
    return std::string(text);
  status = U_ZERO_ERROR;
  // NFC output is at most three times its input (Unicode Standard Annex #15 §9).
  std::u16string normalized(utf16.size() * 3 + 1, u'\0');
  const int32_t nlength = unorm2_normalize(nfc, reinterpret_cast<const UChar*>(utf16.data()), length,
                                           reinterpret_cast<UChar*>(normalized.data()),
                                           static_cast<int32_t>(normalized.size()), &status);
  if (U_FAILURE(status)) return error{errc::out_of_memory, 0};
  std::string out(static_cast<std::size_t>(nlength) * 3, '\0');
  int32_t olength = 0;
  u_strToUTF8(out.data(), static_cast<int32_t>(out.size()), &olength,
              reinterpret_cast<const UChar*>(normalized.data()), nlength, &status);
  if (U_FAILURE(status)) return error{errc::out_of_memory, 0};
  out.resize(static_cast<std::size_t>(olength));
  return out;
}

result<std::string> convert_to_uri(std::string_view input, const iri_options& options) {
  // ASCII input is a URI-reference or nothing: RFC 3986's parser decides, ICU is not called.
  // The parser refuses every non-ASCII byte, so a success means ASCII input, and only a
  // failure costs the extra scan for non-ASCII.
  {
    auto parsed = parse(input, grammar::uri_reference, options.parse);
    if (parsed) return std::string(input);
    if (is_ascii(input)) return parsed.error();
  }
  std::string normalized;
  std::string_view iri = input;
  if (options.normalize_nfc) {
    if (auto valid = validate_utf8(input); !valid) return valid.error();
    auto nfc = to_nfc(input);
    if (!nfc) return nfc.error();
    normalized = std::move(*nfc);
    iri = normalized;
  }
  auto parsed = parse_iri(iri, grammar::uri_reference, options.parse);
  if (!parsed) return parsed.error();
  const uri_view& v = *parsed;

  std::string out;
  out.reserve(iri.size() * 3);
  std::size_t host_begin = iri.size(), host_end = iri.size();
  bool idn = false;
  if (v.host_type() == host_type::reg_name && !is_ascii(*v.host())) {
    host_begin = offset_in(iri, *v.host());
    host_end = host_begin + v.host()->size();
    idn = true;
  }
  if (!idn) {
    append_encoded(out, iri);
  } else {
    append_encoded(out, iri.substr(0, host_begin));
    const std::string_view host = iri.substr(host_begin, host_end - host_begin);
    const bool has_pct = host.find('%') != std::string_view::npos;
    std::string decoded;
    if (has_pct) {
      auto d = decode_host(host);
      if (!d) return error{d.error().code, host_begin + d.error().offset};
      decoded = std::move(*d);
    }
    auto ascii = domain_to_ascii(has_pct ? std::string_view(decoded) : host, options.idna);
    if (!ascii) {
      const error e = ascii.error();
      return error{e.code, host_begin + (has_pct ? 0 : e.offset)};
    }
    // The mapped name must be a reg-name again: UTS #46 without STD3 rules maps fullwidth
    // '／', '：', '＠', '％', '［' ... to ASCII delimiters, and a host that maps to nothing
    // would silently become another authority.
    const std::string& name = *ascii;
    if (name.empty()) return error{errc::idna_error, host_begin};
    for (char ch : name)
      if (!charsets::reg_name.contains(ch)) return error{errc::idna_error, host_begin};
    out += name;
    append_encoded(out, iri.substr(host_end));
  }
  // The result is a URI-reference, and its host is typed again (RFC 3986 §3.2.2: a mapped
  // name such as "127.0.0.1" is an IPv4address).
  auto check = parse(out, grammar::uri_reference, options.parse);
  if (!check) return error{idn ? errc::idna_error : check.error().code, idn ? host_begin : check.error().offset};
  return out;
}

// RFC 3986 §6.2.2.1 and §6.2.2.2 on a URI-reference: scheme and host to lower case, hex
// digits to upper case, percent-encoded unreserved characters decoded.
std::string syntax_normalized(const uri_view& v) {
  const std::string_view u = v.string();
  std::string out;
  out.reserve(u.size());
  const std::size_t scheme_end = v.scheme() ? v.scheme()->size() : 0;
  std::size_t host_begin = 0, host_end = 0;
  if (auto h = v.host()) {
    host_begin = offset_in(u, *h);
    host_end = host_begin + h->size();
  }
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
  for (std::size_t i = 0; i < u.size();) {
    const bool case_insensitive = i < scheme_end || (i >= host_begin && i < host_end);
    if (u[i] == '%') {  // the parse guaranteed two hex digits
      const auto b = static_cast<unsigned char>(detail::hex_value(static_cast<unsigned char>(u[i + 1])) * 16 +
                                                detail::hex_value(static_cast<unsigned char>(u[i + 2])));
      if (charsets::unreserved.contains(b)) out += case_insensitive ? lower(static_cast<char>(b)) : static_cast<char>(b);
      else append_pct(out, b);
      i += 3;
      continue;
    }
    out += case_insensitive ? lower(u[i]) : u[i];
    ++i;
  }
  return out;
}

}  // namespace

result<uri_view> parse_iri(std::string_view iri, grammar rule, const parse_options& options) {
  if (is_ascii(iri)) return parse(iri, rule, options);
  try {
    return parse_non_ascii(iri, rule, options);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

result<std::string> iri_to_uri(std::string_view iri, const iri_options& options) {
  try {
    return convert_to_uri(iri, options);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

result<void> iri_to_uri_into(std::string& out, std::string_view iri, const iri_options& options) {
  try {
    // The ASCII fast path without a new string: parse() decides, and the input is the answer.
    if (parse(iri, grammar::uri_reference, options.parse)) {
      out.append(iri);
      return {};
    }
    auto converted = convert_to_uri(iri, options);
    if (!converted) return converted.error();
    if (out.empty()) out = std::move(*converted);
    else out.append(*converted);
    return {};
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

result<bool> iri_equivalent(std::string_view a, std::string_view b, const iri_options& options,
                            int* failed_input) {
  try {
    auto ua = iri_to_uri(a, options);
    if (!ua) {
      if (failed_input) *failed_input = 1;
      return ua.error();
    }
    auto ub = iri_to_uri(b, options);
    if (!ub) {
      if (failed_input) *failed_input = 2;
      return ub.error();
    }
    // Both parse: iri_to_uri's results are URI-references.
    auto va = parse(*ua, grammar::uri_reference, options.parse);
    auto vb = parse(*ub, grammar::uri_reference, options.parse);
    if (!va || !vb) return error{errc::invalid_argument, 0};
    return syntax_normalized(*va) == syntax_normalized(*vb);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace urikit
