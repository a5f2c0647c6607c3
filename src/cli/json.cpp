// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "json.hpp"

#include <cstdint>
#include <cstring>

#include <urikit/utf8.hpp>

namespace urikit::cli {

namespace {
/// Bytes that a JSON string holds as they are: printable ASCII other than '"' and '\'.
constexpr bool plain(unsigned char c) noexcept { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; }

/// Whether none of the eight bytes of `x` needs escaping (all are plain()). Exact per byte:
/// each test keeps its carries inside the byte (the high bit is masked off first).
inline bool all_plain(std::uint64_t x) noexcept {
  constexpr std::uint64_t ones = 0x0101010101010101ull, low7 = 0x7F7F7F7F7F7F7F7Full, highs = ~low7;
  const std::uint64_t l = x & low7;
  const std::uint64_t below_space = ~(l + ones * (0x80 - 0x20)) & highs;  // l < 0x20
  const std::uint64_t quote = ~((l ^ ones * '"') + low7) & highs;         // l == '"'
  const std::uint64_t backslash = ~((l ^ ones * '\\') + low7) & highs;   // l == '\'
  return ((x & highs) | below_space | quote | backslash) == 0;
}
}  // namespace

char* write_json_string(char* out, std::string_view s) noexcept {
  static const char hex[] = "0123456789abcdef";
  *out++ = '"';
  std::size_t i = 0;
  const std::size_t n = s.size();
  while (i < n) {
    // Eight plain bytes a step, copied as they are checked (the room is at least 6n + 2,
    // so an eight-byte store stays inside it), then byte by byte up to the next escape.
    std::uint64_t word;
    while (n - i >= 8 && (std::memcpy(&word, s.data() + i, 8), all_plain(word))) {
      std::memcpy(out, &word, 8);
      out += 8;
      i += 8;
    }
    while (i < n && plain(static_cast<unsigned char>(s[i]))) *out++ = s[i++];
    if (i >= n) break;
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      const std::size_t len = utf8_sequence_length(s, i);
      if (len == 0) {  // not UTF-8: U+FFFD rather than invalid JSON
        std::memcpy(out, "\xEF\xBF\xBD", 3);
        out += 3;
        ++i;
      } else {
        std::memcpy(out, s.data() + i, len);
        out += len;
        i += len;
      }
      continue;
    }
    *out++ = '\\';
    switch (c) {
      case '"': *out++ = '"'; break;
      case '\\': *out++ = '\\'; break;
      case '\n': *out++ = 'n'; break;
      case '\r': *out++ = 'r'; break;
      case '\t': *out++ = 't'; break;
      case '\b': *out++ = 'b'; break;
      case '\f': *out++ = 'f'; break;
      default:
        std::memcpy(out, "u00", 3);
        out += 3;
        *out++ = hex[c >> 4];
        *out++ = hex[c & 15];
    }
    ++i;
  }
  *out++ = '"';
  return out;
}

void append_json_string(std::string& out, std::string_view s) {
  const std::size_t used = out.size();
  out.resize(used + json_string_bound(s.size()));
  char* const end = write_json_string(out.data() + used, s);
  out.resize(static_cast<std::size_t>(end - out.data()));
}

}  // namespace urikit::cli
