// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urlcanon 0.3's punycode_special_host(): first `idna.encode(host.decode('utf-8'),
// uts46=True)` of Python's idna package (3.x: UTS #46 mapping with std3_rules=False and
// transitional=False, labels split at the four dots, each label checked by IDNA 2008 and
// Punycode-encoded, lengths checked); where that raises, `idna.uts46_remap()` then the
// IDNA 2003 codec's ToASCII on each '.'-separated label; where that raises as well (or the
// host is not UTF-8), the host unchanged.
#include "urlcanon_idna.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/utf8.hpp>

#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

#include "idna2003.hpp"

namespace urikit::detail {
namespace urlcanon_idna {

bool is_ascii(std::string_view s) noexcept {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

std::vector<std::string_view> split_dots(std::string_view s) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t dot = s.find('.', start);
    if (dot == std::string_view::npos) {
      parts.push_back(s.substr(start));
      return parts;
    }
    parts.push_back(s.substr(start, dot - start));
    start = dot + 1;
  }
}

bool to_utf16(std::string_view s, std::u16string& out) {
  out.assign(s.size() + 1, u'\0');
  std::int32_t length = 0;
  UErrorCode status = U_ZERO_ERROR;
  u_strFromUTF8(reinterpret_cast<UChar*>(out.data()), static_cast<std::int32_t>(out.size()), &length, s.data(),
                static_cast<std::int32_t>(s.size()), &status);
  if (U_FAILURE(status)) return false;
  out.resize(static_cast<std::size_t>(length));
  return true;
}

bool to_utf8(std::u16string_view s, std::string& out) {
  out.assign(s.size() * 3 + 1, '\0');
  std::int32_t length = 0;
  UErrorCode status = U_ZERO_ERROR;
  u_strToUTF8(out.data(), static_cast<std::int32_t>(out.size()), &length, reinterpret_cast<const UChar*>(s.data()),
              static_cast<std::int32_t>(s.size()), &status);
  if (U_FAILURE(status)) return false;
  out.resize(static_cast<std::size_t>(length));
  return true;
}

// Where idna 3.x's mapping table (Unicode 16/17) differs from ICU's older one for assigned
// characters: UTS #46 15.1 maps these (or ignores them: 0), and ICU before it disallows them
// or, for U+1E9E, maps it to "ss". Found by comparing both over every code point.
struct remap_override {
  UChar32 from, to;
};
constexpr remap_override remap_overrides[] = {
    {0x04C0, 0x04CF}, {0x115F, 0},       {0x1160, 0},       {0x17B4, 0},       {0x17B5, 0},
    {0x1806, 0},  // valid in idna 3.x, disallowed in ICU; nameprep maps it to nothing: same result
    {0x180E, 0},      {0x1E9E, 0x00DF},  {0x2061, 0},       {0x2062, 0},       {0x2063, 0},
    {0x206A, 0},      {0x206B, 0},       {0x206C, 0},       {0x206D, 0},       {0x206E, 0},
    {0x206F, 0},      {0x2132, 0x214E},  {0x2183, 0x2184},  {0x3164, 0},       {0xFFA0, 0},
    {0x1D173, 0},     {0x1D174, 0},      {0x1D175, 0},      {0x1D176, 0},      {0x1D177, 0},
    {0x1D178, 0},     {0x1D179, 0},      {0x1D17A, 0},      {0x2F868, 0x36FC}, {0x2F874, 0x5F53},
    {0x2F91F, 0x243AB}, {0x2F95F, 0x7AEE}, {0x2F9BF, 0x45D7},
};

void apply_remap_overrides(std::u16string& text) {
  std::u16string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    UChar32 c;
    U16_NEXT(text.data(), i, text.size(), c);
    if (c >= 0x10A0 && c <= 0x10C5) c = c - 0x10A0 + 0x2D00;  // Georgian capitals
    bool ignored = false;  // `to` 0: ignored (U+0000 itself is kept, for ICU to reject)
    for (const auto& o : remap_overrides)
      if (o.from == c) {
        ignored = o.to == 0;
        c = o.to;
        break;
      }
    if (ignored) continue;
    if (c > 0xFFFF) {
      out += static_cast<char16_t>(U16_LEAD(c));
      out += static_cast<char16_t>(U16_TRAIL(c));
    } else {
      out += static_cast<char16_t>(c);
    }
  }
  text = std::move(out);
}

// idna.uts46_remap(s, std3_rules=False, transitional=False): ICU's "uts46" normalizer maps
// (deviation characters kept, STD3-disallowed ASCII kept) and composes to NFC; it maps the
// characters UTS #46 disallows to U+FFFD, where Python raises.
bool uts46_remap(std::string_view text, std::string& out) {
  std::u16string source;
  if (!to_utf16(text, source)) return false;
  apply_remap_overrides(source);
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2* normalizer = unorm2_getInstance(nullptr, "uts46", UNORM2_COMPOSE, &status);
  if (U_FAILURE(status) || normalizer == nullptr) return false;
  std::u16string mapped(source.size() * 4 + 16, u'\0');
  std::int32_t length =
      unorm2_normalize(normalizer, reinterpret_cast<const UChar*>(source.data()), static_cast<std::int32_t>(source.size()),
                       reinterpret_cast<UChar*>(mapped.data()), static_cast<std::int32_t>(mapped.size()), &status);
  if (status == U_BUFFER_OVERFLOW_ERROR) {
    status = U_ZERO_ERROR;
    mapped.assign(static_cast<std::size_t>(length) + 1, u'\0');
    length = unorm2_normalize(normalizer, reinterpret_cast<const UChar*>(source.data()),
                              static_cast<std::int32_t>(source.size()), reinterpret_cast<UChar*>(mapped.data()),
                              static_cast<std::int32_t>(mapped.size()), &status);
  }
  if (U_FAILURE(status)) return false;
  mapped.resize(static_cast<std::size_t>(length));
  if (mapped.find(u'\uFFFD') != std::u16string::npos) return false;
  return to_utf8(mapped, out);
}

// IDNA 2008's PVALID, CONTEXTJ and CONTEXTO (RFC 5892), approximated for a character that
// UTS #46 mapping left: letters, marks and decimal digits, the exceptions of RFC 5892 §2.6,
// the old Hangul jamo excluded. The context rules themselves are ICU's checks.
bool idna2008_allowed(UChar32 c) noexcept {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  switch (c) {
    case 0x00DF: case 0x03C2: case 0x06FD: case 0x06FE: case 0x0F0B: case 0x3007:  // PVALID
    case 0x00B7: case 0x0375: case 0x05F3: case 0x05F4: case 0x30FB:                 // CONTEXTO
    case 0x200C: case 0x200D:                                                        // CONTEXTJ
      return true;
    case 0x0640: case 0x07FA: case 0x302E: case 0x302F: case 0x303B:  // DISALLOWED
      return false;
    default: break;
  }
  if ((c >= 0x0660 && c <= 0x0669) || (c >= 0x06F0 && c <= 0x06F9)) return true;  // CONTEXTO
  if (c >= 0x13A0 && c <= 0x13F5) return true;  // Cherokee capitals: PVALID (RFC 5892 backward compatibility)
  // Marks that IDNA 2008 disallows (idna's tables; found by comparing them over every code point).
  if ((c >= 0x20D0 && c <= 0x20DC) || c == 0x20E1 || (c >= 0x20E5 && c <= 0x20F0) ||
      (c >= 0x1D165 && c <= 0x1D169) || (c >= 0x1D16D && c <= 0x1D172) || (c >= 0x1D17B && c <= 0x1D182) ||
      (c >= 0x1D185 && c <= 0x1D18B) || (c >= 0x1D1AA && c <= 0x1D1AD) || (c >= 0x1D242 && c <= 0x1D244))
    return false;
  if (c >= 0x3031 && c <= 0x3035) return false;
  if ((c >= 0x1100 && c <= 0x11FF) || (c >= 0xA960 && c <= 0xA97F) || (c >= 0xD7B0 && c <= 0xD7FF)) return false;
  switch (u_charType(c)) {
    case U_LOWERCASE_LETTER: case U_OTHER_LETTER: case U_MODIFIER_LETTER: case U_NON_SPACING_MARK:
    case U_COMBINING_SPACING_MARK: case U_DECIMAL_DIGIT_NUMBER:
      return true;
    default:
      return false;
  }
}

const UIDNA* uts46_checker() {
  static const UIDNA* idna = [] {
    UErrorCode status = U_ZERO_ERROR;
    UIDNA* p = uidna_openUTS46(UIDNA_USE_STD3_RULES | UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ |
                                   UIDNA_CHECK_CONTEXTO | UIDNA_NONTRANSITIONAL_TO_ASCII |
                                   UIDNA_NONTRANSITIONAL_TO_UNICODE,
                               &status);
    return U_FAILURE(status) ? nullptr : p;
  }();
  return idna;
}

bool all_idna2008_allowed(std::u16string_view label) {
  for (std::size_t i = 0; i < label.size();) {
    UChar32 c;
    U16_NEXT(label.data(), i, label.size(), c);
    if (!idna2008_allowed(c)) return false;
  }
  return true;
}

// check_label() and Punycode of a non-ASCII label, by ICU's UTS #46 label functions.
bool non_ascii_alabel(std::string_view label, std::string& out) {
  const UIDNA* idna = uts46_checker();
  std::u16string source;
  if (idna == nullptr || !to_utf16(label, source) || !all_idna2008_allowed(source)) return false;
  UChar dest[128];
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  UErrorCode status = U_ZERO_ERROR;
  const std::int32_t length = uidna_labelToASCII(idna, reinterpret_cast<const UChar*>(source.data()),
                                                 static_cast<std::int32_t>(source.size()), dest, 128, &info, &status);
  if (U_FAILURE(status) || info.errors != 0 || length <= 0 || length > 63) return false;
  for (std::int32_t i = 0; i < length; ++i) {
    if (dest[i] >= 0x80) return false;
    out += static_cast<char>(dest[i]);
  }
  return true;
}

// ulabel() of an "xn--" label: the Punycode decoded and checked as check_label() does.
bool a_label_ok(std::string_view label) {
  const UIDNA* idna = uts46_checker();
  if (idna == nullptr) return false;
  std::u16string source(label.begin(), label.end());
  UChar dest[256];
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  UErrorCode status = U_ZERO_ERROR;
  const std::int32_t length = uidna_labelToUnicode(idna, reinterpret_cast<const UChar*>(source.data()),
                                                   static_cast<std::int32_t>(source.size()), dest, 256, &info, &status);
  if (U_FAILURE(status) || info.errors != 0 || length <= 0) return false;
  return all_idna2008_allowed(std::u16string_view(reinterpret_cast<const char16_t*>(dest), static_cast<std::size_t>(length)));
}

// alabel() of an ASCII label (lower case already): ulabel()'s checks and the length.
bool ascii_alabel(std::string_view label) {
  if (label.empty() || label.size() > 63) return false;
  if (label.substr(0, 4) == "xn--") {
    const std::string_view rest = label.substr(4);
    if (rest.empty() || rest.back() == '-') return false;
    return a_label_ok(label);
  }
  for (char c : label)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  if (label.size() >= 4 && label.substr(2, 2) == "--") return false;  // check_hyphen_ok(): label[2:4]
  return label.front() != '-' && label.back() != '-';
}

// idna.encode() after the mapping: `mapped` is what uts46_remap() gave.
bool idna_encode_mapped(std::string_view mapped, std::string& out) {
  std::vector<std::string_view> labels = split_dots(mapped);
  if (labels.size() == 1 && labels[0].empty()) return false;  // "Empty domain"
  bool trailing_dot = false;
  if (labels.back().empty()) {
    labels.pop_back();
    trailing_dot = true;
  }
  out.clear();
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i) out += '.';
    if (is_ascii(labels[i])) {
      if (!ascii_alabel(labels[i])) return false;
      out.append(labels[i]);
    } else if (!non_ascii_alabel(labels[i], out)) {
      return false;
    }
  }
  if (trailing_dot) out += '.';
  return out.size() <= (trailing_dot ? 254u : 253u);
}

// The fallback: the mapped host split at '.', each label through encodings.idna.ToASCII.
bool idna2003_labels(std::string_view mapped, std::string& out) {
  out.clear();
  const std::vector<std::string_view> labels = split_dots(mapped);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i) out += '.';
    if (!python_idna2003_label_to_ascii(labels[i], out)) return false;
  }
  return true;
}

}  // namespace urlcanon_idna

std::string urlcanon_idna_host(std::string_view host) {
  using namespace urlcanon_idna;
  std::string mapped;
  if (is_ascii(host)) {
    mapped.assign(host);
    for (char& c : mapped)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  } else {
    if (!validate_utf8(host)) return std::string(host);           // decode('utf-8') raises
    if (!uts46_remap(host, mapped)) return std::string(host);  // both remaps raise
  }
  std::string out;
  if (idna_encode_mapped(mapped, out)) return out;
  if (idna2003_labels(mapped, out)) return out;
  return std::string(host);
}

}  // namespace urikit::detail
