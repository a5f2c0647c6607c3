// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Legacy charsets for percent-encoding, through ICU's converters (ucnv). ICU stays in
// src/: the public header speaks UTF-8 and names only.
#include <cstdint>
#include <memory>
#include <string>

#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

#include <urikit/pct.hpp>
#include <urikit/utf8.hpp>

#include "pct_offsets.hpp"

namespace urikit {

namespace {

struct converter_closer {
  void operator()(UConverter* c) const noexcept { ucnv_close(c); }
};
using converter = std::unique_ptr<UConverter, converter_closer>;

/// A converter that stops at the first unmappable or illegal sequence, either way.
result<converter> open_strict(std::string_view name) {
  std::string n(name);
  UErrorCode status = U_ZERO_ERROR;
  converter c(ucnv_open(n.c_str(), &status));
  if (U_FAILURE(status) || !c) return error{errc::unknown_charset, 0};
  ucnv_setFromUCallBack(c.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
  ucnv_setToUCallBack(c.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
  if (U_FAILURE(status)) return error{errc::unknown_charset, 0};
  return c;
}

/// UTF-8 text to octets in the converter's charset, one character at a time so that an
/// unmappable character is reported at its own offset.
result<std::string> utf8_to_charset(std::string_view utf8, UConverter* conv) {
  if (auto valid = validate_utf8(utf8); !valid) return valid.error();
  std::string out;
  char buffer[32];
  const auto* s = reinterpret_cast<const std::uint8_t*>(utf8.data());
  const auto n = static_cast<std::int32_t>(utf8.size());
  std::int32_t i = 0;
  while (i < n || i == n) {
    const bool flush = i == n;
    UChar units[2];
    std::int32_t count = 0;
    const std::size_t start = static_cast<std::size_t>(i);
    UChar32 cp = 0;
    if (!flush) {
      U8_NEXT(s, i, n, cp);
      UBool unused = false;
      U16_APPEND(units, count, 2, cp, unused);
      (void)unused;
    }
    const UChar* src = units;
    char* target = buffer;
    UErrorCode status = U_ZERO_ERROR;
    ucnv_fromUnicode(conv, &target, buffer + sizeof buffer, &src, units + count, nullptr, flush, &status);
    if (U_FAILURE(status)) return error{errc::unmappable_character, start};
    // ICU's from-Unicode conversion skips a default-ignorable code point (U+200B, U+FEFF,
    // U+2060, ...) that the charset cannot hold instead of calling the callback: a character
    // that vanished is one the charset cannot hold.
    if (!flush && target == buffer && u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
      return error{errc::unmappable_character, start};
    out.append(buffer, static_cast<std::size_t>(target - buffer));
    if (flush) break;
  }
  return out;
}

/// Octets in the converter's charset to UTF-8. Reports the octet offset of an invalid sequence.
result<std::string> charset_to_utf8(std::string_view octets, UConverter* conv) {
  std::string out;
  const char* src = octets.data();
  const char* const end = src + octets.size();
  UChar units[256];
  for (;;) {
    UChar* target = units;
    UErrorCode status = U_ZERO_ERROR;
    ucnv_toUnicode(conv, &target, units + 256, &src, end, nullptr, true, &status);
    // Append what was converted (as UTF-8).
    for (std::int32_t k = 0; k < target - units;) {
      UChar32 cp;
      U16_NEXT(units, k, static_cast<std::int32_t>(target - units), cp);
      char utf8[4];
      std::int32_t len = 0;
      UBool unused = false;
      U8_APPEND(reinterpret_cast<std::uint8_t*>(utf8), len, 4, cp, unused);
      (void)unused;
      out.append(utf8, static_cast<std::size_t>(len));
    }
    if (status == U_BUFFER_OVERFLOW_ERROR) continue;
    if (U_FAILURE(status)) {
      // ICU has consumed the bad sequence; its length tells where it began.
      char bad[32];
      int8_t bad_len = sizeof bad;
      UErrorCode s2 = U_ZERO_ERROR;
      ucnv_getInvalidChars(conv, bad, &bad_len, &s2);
      std::size_t at = static_cast<std::size_t>(src - octets.data());
      at = at >= static_cast<std::size_t>(bad_len) ? at - static_cast<std::size_t>(bad_len) : 0;
      return error{errc::unmappable_character, at};
    }
    return out;
  }
}

}  // namespace

result<std::string> encode_text_as(std::string_view utf8, std::string_view charset_name, const charset& allowed) {
  auto conv = open_strict(charset_name);
  if (!conv) return conv.error();
  auto octets = utf8_to_charset(utf8, conv->get());
  if (!octets) return octets.error();
  return encode(*octets, allowed);
}

result<std::string> encode_from_charset(std::string_view octets, std::string_view charset_name,
                                        const charset& allowed) {
  auto conv = open_strict(charset_name);
  if (!conv) return conv.error();
  auto text = charset_to_utf8(octets, conv->get());
  if (!text) return text.error();
  return encode(*text, allowed);
}

result<std::string> decode_text_from(std::string_view text, std::string_view charset_name,
                                     const decode_options& options) {
  auto conv = open_strict(charset_name);
  if (!conv) return conv.error();
  auto octets = decode(text, options);
  if (!octets) return octets.error();
  auto utf8 = charset_to_utf8(*octets, conv->get());
  if (!utf8) {
    return error{errc::unmappable_character, detail::source_offset(text, utf8.error().offset)};
  }
  return utf8;
}

}  // namespace urikit
