// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Legacy charsets for percent-encoding, through ICU's converters (ucnv). ICU stays in
// src/: the public header speaks UTF-8 and names only.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

#include <urikit/pct.hpp>
#include <urikit/pct_charset.hpp>
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

// Lengths: ICU's converters count in int32_t, and ucnv_fromUnicode/ucnv_toUnicode refuse
// a source or target of more than 2^31 - 1 units (U_ILLEGAL_ARGUMENT_ERROR). Every call
// below therefore gets a piece of at most `piece_bytes` input bytes, and positions are
// kept as size_t: inputs of any length convert exactly, and errors carry 64-bit offsets.
constexpr std::size_t piece_bytes = 4096;

/// A code point that ICU's from-Unicode conversion may drop silently when the charset
/// cannot hold it (default-ignorable code points: U+00AD, U+200B, U+FEFF, U+2060, ...).
bool may_vanish(UChar32 cp) noexcept {
  return cp >= 0xAD && u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

/// The end of the piece that starts at `pos`: at most piece_bytes, on a character boundary.
std::size_t piece_end(std::string_view utf8, std::size_t pos) noexcept {
  std::size_t end = pos + piece_bytes;
  if (end >= utf8.size()) return utf8.size();
  while (end > pos && (static_cast<unsigned char>(utf8[end]) & 0xC0) == 0x80) --end;
  return end;
}

/// One character at a time: an unmappable character is reported at its own offset, and a
/// default-ignorable one that ICU drops instead of calling the callback is caught.
result<void> convert_by_character(std::string_view piece, std::size_t base, UConverter* conv, std::string& out) {
  const auto* s = reinterpret_cast<const std::uint8_t*>(piece.data());
  const auto n = static_cast<std::int32_t>(piece.size());  // piece.size() <= piece_bytes
  for (std::int32_t i = 0; i < n;) {
    const std::size_t start = base + static_cast<std::size_t>(i);
    UChar32 cp = 0;
    U8_NEXT(s, i, n, cp);
    UChar units[2];
    std::int32_t count = 0;
    UBool unused = false;
    U16_APPEND(units, count, 2, cp, unused);
    (void)unused;
    char buffer[32];
    char* target = buffer;
    const UChar* src = units;
    UErrorCode status = U_ZERO_ERROR;
    ucnv_fromUnicode(conv, &target, buffer + sizeof buffer, &src, units + count, nullptr, false, &status);
    if (U_FAILURE(status)) return error{errc::unmappable_character, start};
    if (target == buffer && may_vanish(cp)) return error{errc::unmappable_character, start};
    out.append(buffer, static_cast<std::size_t>(target - buffer));
  }
  return {};
}

/// The byte offset in `piece` (valid UTF-8) of UTF-16 unit number `unit`.
std::size_t utf8_offset_of_unit(std::string_view piece, std::int32_t unit) noexcept {
  const auto* s = reinterpret_cast<const std::uint8_t*>(piece.data());
  const auto n = static_cast<std::int32_t>(piece.size());
  std::int32_t i = 0, units = 0;
  while (i < n && units < unit) {
    UChar32 cp = 0;
    U8_NEXT(s, i, n, cp);
    units += U16_LENGTH(cp);
  }
  return static_cast<std::size_t>(i);
}

/// UTF-8 text to octets in the converter's charset, a piece at a time. A piece that holds a
/// code point ICU could drop silently goes character by character (convert_by_character).
result<std::string> utf8_to_charset(std::string_view utf8, UConverter* conv) {
  if (auto valid = validate_utf8(utf8); !valid) return valid.error();
  const std::size_t max_char_bytes = static_cast<std::size_t>(ucnv_getMaxCharSize(conv));
  std::string out;
  // The input's size plus one piece's worst case: a single-byte charset never reallocates
  // (each piece's room is reserved before it is converted, then trimmed).
  out.reserve(utf8.size() + (piece_bytes + 10) * max_char_bytes);
  UChar units[piece_bytes];
  for (std::size_t pos = 0; pos < utf8.size();) {
    const std::size_t end = piece_end(utf8, pos);
    const std::string_view piece = utf8.substr(pos, end - pos);
    UErrorCode status = U_ZERO_ERROR;
    std::int32_t count = 0;
    u_strFromUTF8(units, static_cast<std::int32_t>(piece_bytes), &count, piece.data(),
                  static_cast<std::int32_t>(piece.size()), &status);
    if (U_FAILURE(status)) return error{errc::invalid_utf8, pos};  // validated above: not reached
    bool vanishing = false;
    for (std::int32_t k = 0; k < count && !vanishing;) {
      UChar32 cp;
      U16_NEXT(units, k, count, cp);
      vanishing = may_vanish(cp);
    }
    if (vanishing) {
      if (auto r = convert_by_character(piece, pos, conv, out); !r) return r.error();
    } else {
      // Each UTF-16 unit becomes at most max_char_bytes octets (a stateful charset's shift
      // sequences included, as UCNV_GET_MAX_BYTES_FOR_STRING counts them).
      const std::size_t room = (static_cast<std::size_t>(count) + 10) * max_char_bytes;
      const std::size_t old = out.size();
      out.resize(old + room);
      char* target = &out[old];
      const UChar* src = units;
      ucnv_fromUnicode(conv, &target, target + room, &src, units + count, nullptr, false, &status);
      if (U_FAILURE(status)) {
        UChar bad[8];
        int8_t bad_length = 8;
        UErrorCode s2 = U_ZERO_ERROR;
        ucnv_getInvalidUChars(conv, bad, &bad_length, &s2);
        const auto at = static_cast<std::int32_t>(src - units) - (U_SUCCESS(s2) ? bad_length : 0);
        return error{errc::unmappable_character, pos + utf8_offset_of_unit(piece, at)};
      }
      out.resize(static_cast<std::size_t>(target - out.data()));
    }
    pos = end;
  }
  // Flush: a stateful charset (ISO-2022-JP, ...) returns to its initial state.
  char buffer[32];
  char* target = buffer;
  const UChar* src = units;
  UErrorCode status = U_ZERO_ERROR;
  ucnv_fromUnicode(conv, &target, buffer + sizeof buffer, &src, src, nullptr, true, &status);
  if (U_FAILURE(status)) return error{errc::unmappable_character, utf8.size()};
  out.append(buffer, static_cast<std::size_t>(target - buffer));
  return out;
}

/// Octets in the converter's charset to UTF-8, in pieces of at most piece_bytes octets (see
/// above). Reports the octet offset of an invalid sequence.
result<std::string> charset_to_utf8(std::string_view octets, UConverter* conv) {
  std::string out;
  out.reserve(octets.size());
  const char* src = octets.data();
  const char* const end = src + octets.size();
  UChar units[piece_bytes + 1];
  char utf8[3 * (piece_bytes + 1)];  // a UTF-16 unit is at most 3 UTF-8 bytes
  std::int32_t carried = 0;          // a lead surrogate whose trail is still to come
  for (;;) {
    const char* const piece_limit = end - src > static_cast<std::ptrdiff_t>(piece_bytes) ? src + piece_bytes : end;
    const bool flush = piece_limit == end;
    UChar* target = units + carried;
    UErrorCode status = U_ZERO_ERROR;
    ucnv_toUnicode(conv, &target, units + piece_bytes + 1, &src, piece_limit, nullptr, flush, &status);
    // Append what was converted (as UTF-8). When the units fill up, ICU may stop between
    // the two halves of a surrogate pair (SCSU, BOCU-1 write one byte as two units): the
    // lead is carried to the next round rather than written alone.
    auto count = static_cast<std::int32_t>(target - units);
    carried = count > 0 && U16_IS_LEAD(units[count - 1]) && (status == U_BUFFER_OVERFLOW_ERROR || !flush) ? 1 : 0;
    count -= carried;
    if (count > 0) {
      UErrorCode s2 = U_ZERO_ERROR;
      std::int32_t length = 0;
      u_strToUTF8(utf8, static_cast<std::int32_t>(sizeof utf8), &length, units, count, &s2);
      if (U_FAILURE(s2)) return error{errc::unmappable_character, static_cast<std::size_t>(src - octets.data())};
      out.append(utf8, static_cast<std::size_t>(length));
    }
    if (carried) units[0] = units[count];
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
    if (flush && src == end) return out;
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
