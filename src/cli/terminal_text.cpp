// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "terminal_text.hpp"

#include <cstdint>

#include <urikit/utf8.hpp>

#include "../hex.hpp"

namespace urikit::cli {

namespace {

using detail::upper_hex;

/// The code point of the well-formed sequence of `len` bytes at s[i].
std::uint32_t code_point(std::string_view s, std::size_t i, std::size_t len) {
  const auto b = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + k])); };
  switch (len) {
    case 2: return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    case 3: return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    default: return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
  }
}

/// Characters that are controls, or that change the order or lines of what is shown.
bool escaped_character(std::uint32_t c) {
  return (c >= 0x80 && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
         (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 || c == 0x2029;
}

/// One step over s[i]: how many bytes it takes, and what is written for them: `kind` 0 as
/// they are, 1 `\xHH` (one byte), 2 `\uHHHH`, 3 `\\`.
struct step {
  std::size_t bytes;
  int kind;
  std::uint32_t value;
};

step next_step(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c == '\\') return {1, 3, c};
  if (c < 0x20 || c == 0x7F) return {1, 1, c};
  if (c < 0x80) return {1, 0, c};
  const std::size_t len = utf8_sequence_length(s, i);
  if (len == 0) return {1, 1, c};
  const std::uint32_t cp = code_point(s, i, len);
  return {len, escaped_character(cp) ? 2 : 0, cp};
}

}  // namespace

void write_for_terminal(output_stream& out, std::string_view s) {
  std::size_t run = 0, i = 0;
  while (i < s.size()) {
    const step st = next_step(s, i);
    if (st.kind == 0) {
      i += st.bytes;
      continue;
    }
    out.append(s.substr(run, i - run));
    if (st.kind == 3) {
      out.append("\\\\");
    } else if (st.kind == 1) {
      const char x[4] = {'\\', 'x', upper_hex[st.value >> 4], upper_hex[st.value & 15]};
      out.append(std::string_view(x, 4));
    } else {
      const char u[6] = {'\\', 'u', upper_hex[(st.value >> 12) & 15], upper_hex[(st.value >> 8) & 15],
                         upper_hex[(st.value >> 4) & 15], upper_hex[st.value & 15]};
      out.append(std::string_view(u, 6));
    }
    i += st.bytes;
    run = i;
  }
  out.append(s.substr(run));
}

std::size_t terminal_columns(std::string_view s) {
  static constexpr std::size_t width[] = {1, 4, 6, 2};
  std::size_t columns = 0;
  for (std::size_t i = 0; i < s.size();) {
    const step st = next_step(s, i);
    columns += width[st.kind];
    i += st.bytes;
  }
  return columns;
}

}  // namespace urikit::cli
