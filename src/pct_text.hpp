// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal, temporary: the few percent-encoding steps uri.cpp needs, until pct.hpp lands.
#ifndef URIKIT_SRC_PCT_TEXT_HPP
#define URIKIT_SRC_PCT_TEXT_HPP

#include <string>
#include <string_view>

#include <urikit/charset.hpp>

#include "scan.hpp"

namespace urikit::detail {

inline std::string percent_encode(std::string_view text, const charset& allowed) {
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    auto c = static_cast<unsigned char>(ch);
    if (allowed.contains(c)) {
      out += ch;
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

inline std::string form_encode(std::string_view text) {
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  for (char ch : text) {
    auto c = static_cast<unsigned char>(ch);
    if (ch == ' ') {
      out += '+';
    } else if (charsets::form.contains(c)) {
      out += ch;
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

/// Decodes well-formed triplets, keeps malformed ones; '+' is a space when asked.
inline std::string percent_decode(std::string_view text, bool plus_as_space) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c == '%' && i + 2 < text.size() && is_hex(static_cast<unsigned char>(text[i + 1])) &&
        is_hex(static_cast<unsigned char>(text[i + 2]))) {
      out += static_cast<char>(hex_value(static_cast<unsigned char>(text[i + 1])) * 16 +
                               hex_value(static_cast<unsigned char>(text[i + 2])));
      i += 2;
    } else if (c == '+' && plus_as_space) {
      out += ' ';
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

}  // namespace urikit::detail

#endif
