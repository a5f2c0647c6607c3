// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "idna2003.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/utf8.hpp>

#include <unicode/uidna.h>
#include <unicode/ustring.h>

namespace urikit::detail {
namespace {

bool is_ascii(std::string_view s) noexcept {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

// encodings.idna.ToASCII() of one label.
bool label_to_ascii(std::string_view label, std::string& out) {
  if (is_ascii(label)) {
    if (label.empty() || label.size() >= 64) return false;
    out.append(label);
    return true;
  }
  std::vector<UChar> source(label.size() + 1);
  std::int32_t source_length = 0;
  UErrorCode status = U_ZERO_ERROR;
  u_strFromUTF8(source.data(), static_cast<std::int32_t>(source.size()), &source_length, label.data(),
                static_cast<std::int32_t>(label.size()), &status);
  if (U_FAILURE(status)) return false;
  UChar dest[256];
  UParseError parse_error{};
  // ICU keeps IDNA 2003 (deprecated in favour of UTS #46) because some callers need exactly
  // it, as here: Python's codec is IDNA 2003 (nameprep, unassigned code points allowed).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  std::int32_t length = uidna_toASCII(source.data(), source_length, dest, 256, UIDNA_ALLOW_UNASSIGNED,
                                      &parse_error, &status);
#pragma GCC diagnostic pop
  if (U_FAILURE(status) || length <= 0 || length >= 64) return false;
  for (std::int32_t i = 0; i < length; ++i) {
    if (dest[i] >= 0x80) return false;
    out += static_cast<char>(dest[i]);
  }
  return true;
}

}  // namespace

bool python_idna2003_label_to_ascii(std::string_view label, std::string& out) { return label_to_ascii(label, out); }

std::string utf8_ignore_invalid(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size();) {
    const std::size_t n = utf8_sequence_length(bytes, i);
    if (n == 0) {
      ++i;
      continue;
    }
    out.append(bytes.substr(i, n));
    i += n;
  }
  return out;
}

bool python_idna_encode(std::string_view host, std::string& out) {
  std::string text = is_ascii(host) ? std::string(host) : utf8_ignore_invalid(host);
  out.clear();
  if (text.empty()) return true;
  if (is_ascii(text)) {  // the codec's ASCII path: every label but the last non-empty, all < 64
    std::size_t start = 0;
    for (;;) {
      std::size_t dot = text.find('.', start);
      std::size_t length = (dot == std::string::npos ? text.size() : dot) - start;
      if (length >= 64 || (dot != std::string::npos && length == 0)) return false;
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    out = std::move(text);
    return true;
  }
  // Labels split at U+002E, U+3002, U+FF0E, U+FF61; a trailing empty label is the root dot.
  std::vector<std::string_view> labels;
  std::string_view t = text;
  std::size_t start = 0;
  for (std::size_t i = 0; i < t.size();) {
    std::size_t dot_length = 0;
    if (t[i] == '.') dot_length = 1;
    else if (t.substr(i, 3) == "\xE3\x80\x82" || t.substr(i, 3) == "\xEF\xBC\x8E" || t.substr(i, 3) == "\xEF\xBD\xA1")
      dot_length = 3;
    if (dot_length) {
      labels.push_back(t.substr(start, i - start));
      i += dot_length;
      start = i;
    } else {
      ++i;
    }
  }
  labels.push_back(t.substr(start));
  bool trailing_dot = false;
  if (!labels.empty() && labels.back().empty()) {
    trailing_dot = true;
    labels.pop_back();
  }
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i) out += '.';
    if (!label_to_ascii(labels[i], out)) return false;
  }
  if (trailing_dot) out += '.';
  return true;
}

}  // namespace urikit::detail
