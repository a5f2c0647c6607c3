// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "json.hpp"

#include <cstdint>
#include <cstring>

#include <urikit/utf8.hpp>

#include "../hex.hpp"

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

/// Whether every byte of `s` is plain(): eight bytes a step, the last step ending at the end
/// of `s` (it may look at bytes already seen again); a string under eight bytes is checked
/// in a copy padded with plain bytes.
bool all_plain(std::string_view s) noexcept {
  const std::size_t n = s.size();
  std::uint64_t word;
  if (n < 8) {
    char padded[8] = {'a', 'a', 'a', 'a', 'a', 'a', 'a', 'a'};
    if (n != 0) std::memcpy(padded, s.data(), n);
    std::memcpy(&word, padded, 8);
    return all_plain(word);
  }
  for (std::size_t i = 0; i + 8 < n; i += 8)
    if (std::memcpy(&word, s.data() + i, 8), !all_plain(word)) return false;
  std::memcpy(&word, s.data() + n - 8, 8);
  return all_plain(word);
}

}  // namespace

void write_json_string(output_stream& out, std::string_view s) {
  const char* const hex = detail::lower_hex;
  out.put('"');
  if (all_plain(s)) {  // most strings: written as they are
    out.append(s);
    out.put('"');
    return;
  }
  const std::size_t n = s.size();
  std::size_t run = 0;  // start of the bytes not yet written, all of which pass as they are
  std::size_t i = 0;
  while (i < n) {
    // Eight plain bytes a step, then byte by byte up to the next byte that is not plain.
    std::uint64_t word;
    while (n - i >= 8 && (std::memcpy(&word, s.data() + i, 8), all_plain(word))) i += 8;
    while (i < n && plain(static_cast<unsigned char>(s[i]))) ++i;
    if (i >= n) break;
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      const std::size_t len = utf8_sequence_length(s, i);
      if (len != 0) {  // well-formed UTF-8 passes as it is
        i += len;
        continue;
      }
      out.append(s.substr(run, i - run));
      out.append("\xEF\xBF\xBD");  // not UTF-8: U+FFFD rather than invalid JSON
      run = ++i;
      continue;
    }
    out.append(s.substr(run, i - run));
    out.put('\\');
    switch (c) {
      case '"': out.put('"'); break;
      case '\\': out.put('\\'); break;
      case '\n': out.put('n'); break;
      case '\r': out.put('r'); break;
      case '\t': out.put('t'); break;
      case '\b': out.put('b'); break;
      case '\f': out.put('f'); break;
      default: {
        const char u[5] = {'u', '0', '0', hex[c >> 4], hex[c & 15]};
        out.append(std::string_view(u, 5));
      }
    }
    run = ++i;
  }
  out.append(s.substr(run, n - run));
  out.put('"');
}

}  // namespace urikit::cli
