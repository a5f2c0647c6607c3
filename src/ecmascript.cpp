// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// ECMAScript's URI functions (ECMA-262 §19.2.6.1.1 Encode, §19.2.6.1.2 Decode, Annex B.2.1).
#include <urikit/ecmascript.hpp>

#include <urikit/charset.hpp>
#include <urikit/pct.hpp>
#include <urikit/utf8.hpp>

#include "hex.hpp"

namespace urikit {

namespace {

using detail::upper_hex;

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

/// Encode for UTF-16 input: a lone surrogate is the URIError.
result<std::string> encode_utf16(std::u16string_view s, const charset& unescaped) {
  std::string utf8;
  utf8.reserve(s.size());
  for (std::size_t k = 0; k < s.size(); ++k) {
    char32_t c = s[k];
    if (c >= 0xDC00 && c <= 0xDFFF) return error{errc::invalid_utf8, k};
    if (c >= 0xD800 && c <= 0xDBFF) {
      if (k + 1 >= s.size() || s[k + 1] < 0xDC00 || s[k + 1] > 0xDFFF) return error{errc::invalid_utf8, k};
      c = 0x10000 + ((c - 0xD800) << 10) + (s[k + 1] - 0xDC00);
      ++k;
    }
    append_utf8(utf8, c);
  }
  return encode(utf8, unescaped);
}

/// Decode (§19.2.6.1.2): `reserved` escapes stay as written.
result<std::string> ecma_decode(std::string_view s, const charset& reserved) {
  std::string out;
  out.reserve(s.size());
  const auto* b = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  auto byte_at = [&](std::size_t k, unsigned char& value) {
    if (n - k < 3) return false;  // fewer than two characters after '%'
    if (b[k] != '%' || !detail::is_hex(b[k + 1]) || !detail::is_hex(b[k + 2])) return false;
    value = detail::decode_triplet(b + k);
    return true;
  };
  for (std::size_t k = 0; k < n;) {
    if (b[k] != '%') {
      out += static_cast<char>(b[k]);
      ++k;
      continue;
    }
    const std::size_t start = k;
    unsigned char first;
    if (!byte_at(k, first)) return error{errc::invalid_percent_encoding, start};
    k += 3;
    if (first < 0x80) {
      if (reserved.contains(first)) out.append(s.substr(start, 3));
      else out += static_cast<char>(first);
      continue;
    }
    // The number of leading 1 bits gives the sequence length; 1 or more than 4 is an error.
    int length = 0;
    while (length < 8 && (first & (0x80 >> length))) ++length;
    if (length == 1 || length > 4) return error{errc::invalid_utf8, start};
    char octets[4] = {static_cast<char>(first)};
    for (int j = 1; j < length; ++j) {
      unsigned char next;
      if (k >= n) return error{errc::invalid_utf8, start};
      if (!byte_at(k, next)) {
        // Not an escape where one is needed: ECMAScript throws here too.
        return error{b[k] == '%' ? errc::invalid_percent_encoding : errc::invalid_utf8, b[k] == '%' ? k : start};
      }
      if ((next & 0xC0) != 0x80) return error{errc::invalid_utf8, start};
      octets[j] = static_cast<char>(next);
      k += 3;
    }
    // Overlong forms, surrogates and values above U+10FFFF are not UTF-8 (RFC 3629).
    std::string_view seq(octets, static_cast<std::size_t>(length));
    if (utf8_sequence_length(seq, 0) != static_cast<std::size_t>(length)) return error{errc::invalid_utf8, start};
    out.append(seq);
  }
  return out;
}

}  // namespace

result<std::string> ecma_encode_uri(std::string_view utf8) { return encode_text(utf8, charsets::ecma_uri); }
result<std::string> ecma_encode_uri_component(std::string_view utf8) {
  return encode_text(utf8, charsets::ecma_component);
}
result<std::string> ecma_encode_uri(std::u16string_view utf16) { return encode_utf16(utf16, charsets::ecma_uri); }
result<std::string> ecma_encode_uri_component(std::u16string_view utf16) {
  return encode_utf16(utf16, charsets::ecma_component);
}

result<std::string> ecma_decode_uri(std::string_view text) { return ecma_decode(text, charsets::ecma_uri_reserved); }
result<std::string> ecma_decode_uri_component(std::string_view text) { return ecma_decode(text, charset()); }

result<std::string> ecma_escape(std::string_view utf8) {
  if (auto valid = validate_utf8(utf8); !valid) return valid.error();
  std::string out;
  const auto* s = reinterpret_cast<const unsigned char*>(utf8.data());
  auto unit = [&](char32_t u) {
    if (u < 0x80 && charsets::ecma_escape.contains(static_cast<unsigned char>(u))) {
      out += static_cast<char>(u);
    } else if (u < 0x100) {
      detail::append_triplet(out, static_cast<unsigned char>(u));
    } else {
      out += "%u";
      for (int shift = 12; shift >= 0; shift -= 4) out += upper_hex[(u >> shift) & 15];
    }
  };
  for (std::size_t i = 0; i < utf8.size();) {
    const std::size_t len = utf8_sequence_length(utf8, i);
    char32_t cp = len == 1 ? s[i] : len == 2 ? (s[i] & 0x1F) : len == 3 ? (s[i] & 0x0F) : (s[i] & 0x07);
    for (std::size_t j = 1; j < len; ++j) cp = (cp << 6) | (s[i + j] & 0x3F);
    if (cp >= 0x10000) {  // as two UTF-16 code units, as JavaScript sees it
      unit(0xD800 + ((cp - 0x10000) >> 10));
      unit(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      unit(cp);
    }
    i += len;
  }
  return out;
}

result<std::string> ecma_unescape(std::string_view text) {
  std::string out;
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  auto hex4 = [&](std::size_t k, char32_t& v) {
    if (n - k < 6 || s[k + 1] != 'u') return false;
    v = 0;
    for (std::size_t j = 2; j < 6; ++j) {
      if (!detail::is_hex(s[k + j])) return false;
      v = v * 16 + static_cast<char32_t>(detail::hex_value(s[k + j]));
    }
    return true;
  };
  for (std::size_t k = 0; k < n;) {
    char32_t v;
    if (s[k] == '%' && hex4(k, v)) {
      if (v >= 0xD800 && v <= 0xDBFF) {
        char32_t low;
        if (k + 6 < n && s[k + 6] == '%' && hex4(k + 6, low) && low >= 0xDC00 && low <= 0xDFFF) {
          append_utf8(out, 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00));
          k += 12;
          continue;
        }
        return error{errc::invalid_utf8, k};
      }
      if (v >= 0xDC00 && v <= 0xDFFF) return error{errc::invalid_utf8, k};
      append_utf8(out, v);
      k += 6;
    } else if (s[k] == '%' && n - k >= 3 && detail::is_hex(s[k + 1]) && detail::is_hex(s[k + 2])) {
      append_utf8(out, static_cast<char32_t>(detail::decode_triplet(s + k)));
      k += 3;
    } else {
      out += static_cast<char>(s[k]);
      ++k;
    }
  }
  return out;
}

}  // namespace urikit
