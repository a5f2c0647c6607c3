// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// href()'s shortcut: most links on the web are already strict RFC 3986 http(s) URLs, and for
// them the WHATWG reading is the input with its scheme and host lower-cased, a default port
// dropped, an empty path written "/" and a query's "'" written %27. The strict parser
// (SIMD) finds the parts; anything it cannot vouch for goes to the state machine.
#include "href_shortcut.hpp"

#include <urikit/parse.hpp>

#include <cstdint>
#include <cstring>

#include "bits.hpp"
#include "hex.hpp"
#include "swar.hpp"

namespace urikit::detail {
namespace {

/// Bit 7 of each byte of x that is `c`.
inline std::uint64_t bytes_equal(std::uint64_t x, unsigned char c) noexcept {
  return swar::zero_bytes(x ^ swar::broadcast(c));
}

/// The bytes of `name` (at most 8) as a little-endian word, at compile time: a constant to
/// compare with, not a word built on the stack (whose narrow stores would stall the load).
constexpr std::uint64_t packed(std::string_view name) noexcept {
  std::uint64_t w = 0;
  for (std::size_t i = 0; i < name.size(); ++i) w |= static_cast<std::uint64_t>(static_cast<unsigned char>(name[i])) << (8 * i);
  return w;
}

/// The default port of http, https, ws, wss, ftp (any case); 0 for any other scheme (then
/// no shortcut). The scheme's bytes (the first `scheme_size` of the input's first word,
/// `head`) are compared as one word, lower-cased.
unsigned special_default_port(std::uint64_t head, std::size_t scheme_size) noexcept {
  if (scheme_size < 2 || scheme_size > 5) return 0;
  std::uint64_t word = head;
  const std::uint64_t mask = ~std::uint64_t{0} >> (8 * (8 - scheme_size));
  word = (word | swar::broadcast(0x20)) & mask;  // letters to lower case, the scheme alone
  if (word == packed("http") || word == packed("ws")) return 80;
  if (word == packed("https") || word == packed("wss")) return 443;
  if (word == packed("ftp")) return 21;
  return 0;
}


/// Whether the host's last label (a trailing '.' aside) may be a number to the IPv4 parser
/// (all digits, or "0x" and hex digits): conservatively, whether it starts with a digit.
/// Such hosts take the state machine.
bool may_end_in_a_number(std::string_view host) noexcept {
  std::size_t end = host.size();
  if (host[end - 1] == '.') --end;
  if (end == 0) return false;
  std::size_t start = end;
  const std::uint64_t dots = end >= 8 ? bytes_equal(swar::load8(host.data() + end - 8), '.') : 0;
  if (dots != 0) {  // the last '.' among the last eight bytes, in one load
    start = end - 8 + URIKIT_HIGHEST_BIT(dots) / 8 + 1;
  } else {
    while (start > 0 && host[start - 1] != '.') --start;
  }
  return start < end && is_digit(host[start]);
}

/// Whether some segment of the path may be a dot segment ("." or ".." or "%2e" forms): a
/// '.' or '%' right after a '/'. Conservative, in one test per word: b | 0x0B is 0x2F ('/')
/// for b in "$%&',-./", so "/$", "/&", "/'", "/,", "/-" and "//" say yes too (then the state
/// machine answers: 7 of kasztp's 48,009 paths). Eight bytes a step without a branch per
/// byte; steps overlap by one byte, so a '/' at the end of one is paired in the next, and the
/// last step ends at n.
bool may_have_dot_segments(std::string_view path) noexcept {
  const char* s = path.data();
  const std::size_t n = path.size();
  if (n < 8) {
    for (std::size_t i = 0; i + 1 < n; ++i)
      if (s[i] == '/' && (s[i + 1] == '.' || s[i + 1] == '%')) return true;
    return false;
  }
  // Byte k of the tested word is zero where byte k is '/' and byte k + 1 is one of those
  // eight; the top byte has no successor in the word (0 after the shift), so it never is.
  const auto pair_in = [s](std::size_t i) {
    const std::uint64_t x = swar::load8(s + i);
    const std::uint64_t slash = x ^ swar::broadcast('/');
    const std::uint64_t next = ((x >> 8) | swar::broadcast(0x0B)) ^ swar::broadcast('/');
    return swar::any_zero_byte(slash | next);
  };
  bool found = false;
  for (std::size_t i = 0; i + 8 < n; i += 7) found |= pair_in(i);
  return found || pair_in(n - 8);
}

/// Copies `input` to `out`, its first `n` bytes lower-cased, eight bytes a step (swar.hpp;
/// the last step overlaps the one before, lower-casing twice changes nothing); returns false
/// when those bytes hold a '%' (a host to percent-decode: no shortcut).
bool copy_lowering(std::string_view input, std::size_t n, std::string& out) {
  out.assign(input);
  char* o = &out[0];
  bool percent = false;
  const auto lower_word = [&](std::size_t i) {
    const std::uint64_t word = swar::load8(input.data() + i);  // not from `out`: its bytes were
                                                                // just stored (no forwarding)
    percent |= swar::any_zero_byte(word ^ swar::broadcast('%'));
    const std::uint64_t lower = swar::to_lower(word);
    std::memcpy(o + i, &lower, 8);
  };
  if (n >= 8) {
    for (std::size_t i = 0; i + 8 < n; i += 8) lower_word(i);
    lower_word(n - 8);
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      const auto c = static_cast<unsigned char>(input[i]);
      percent |= c == '%';
      o[i] = static_cast<char>(c | (static_cast<unsigned char>(c - 'A') < 26u ? 0x20 : 0));
    }
  }
  return !percent;
}

}  // namespace

bool href_shortcut(std::string_view input, std::string& out, href_layout& layout) {
  if (input.empty() || static_cast<unsigned char>(input.back()) <= 0x20) return false;
  // The scheme first, from the input's first word (before the parse, which need not run
  // for other schemes): "http", "https", "ws", "wss" or "ftp" and a ':'.
  const auto* bytes = reinterpret_cast<const unsigned char*>(input.data());
  const std::uint64_t head = input.size() >= 8 ? swar::load8(bytes) : swar::load_short(bytes, input.size());
  // The first ':' (a mask that may also mark bytes above the first ':' is exact about it).
  const std::uint64_t not_colon = head ^ swar::broadcast(':');
  const std::uint64_t colons = (not_colon - swar::ones) & ~not_colon & swar::highs;
  if (colons == 0) return false;
  const std::size_t scheme_size = swar::first_byte(colons);
  const unsigned default_port = special_default_port(head, scheme_size);
  if (default_port == 0) return false;
  const auto parsed = parse(input, grammar::uri);  // also rules out C0 controls and spaces
  if (!parsed) return false;
  const uri_view& u = *parsed;
  const std::string_view scheme = input.substr(0, scheme_size);
  if (!u.has_authority() || u.has_userinfo()) return false;
  const std::string_view host = *u.host();
  if (host.empty()) return false;
  if (u.host_type() == host_type::reg_name) {
    if (may_end_in_a_number(host)) return false;  // ('%' is looked for while lower-casing)
  } else if (u.host_type() != host_type::ipv4) {
    return false;
  }
  unsigned port = default_port;
  if (u.has_port() && !u.port()->empty()) {
    const auto number = u.port_number();
    if (!number) return false;
    port = *number;
  }
  const std::string_view path = u.path();
  if (may_have_dot_segments(path)) return false;
  const auto query = u.query();

  // The output is the input with a few edits: copy it (scheme, "://" and host lower-cased),
  // then make them.
  if (!copy_lowering(input, scheme.size() + 3 + host.size(), out)) return false;
  layout = href_layout{};
  layout.scheme_end = scheme.size();
  layout.has_host = true;
  layout.special = true;
  layout.host_start = scheme.size() + 3;
  layout.host_end = layout.host_start + host.size();
  std::size_t path_start = layout.host_end;
  if (u.has_port()) {
    // ':' and the port as written (leading zeros, the default port) become ':' and the
    // port's decimal text, or nothing.
    const std::size_t written = 1 + u.port()->size();
    char digits[6];
    std::size_t k = sizeof digits;
    if (port != default_port) {
      unsigned v = port;
      do {
        digits[--k] = static_cast<char>('0' + v % 10);
        v /= 10;
      } while (v != 0);
      digits[--k] = ':';
    }
    const std::string_view replacement(digits + k, sizeof digits - k);
    if (replacement != std::string_view(out).substr(path_start, written)) out.replace(path_start, written, replacement);
    path_start += replacement.size();
  }
  layout.path_start = path_start;
  if (path.empty()) out.insert(path_start, 1, '/');
  layout.path_end = path_start + (path.empty() ? 1 : path.size());
  layout.query_end = layout.path_end;
  if (query) {
    layout.query_end += 1 + query->size();
    if (std::memchr(query->data(), '\'', query->size()) != nullptr) {
      for (std::size_t i = layout.path_end + 1; i < layout.query_end; ++i) {
        if (out[i] != '\'') continue;
        out.replace(i, 1, "%27");  // the special-query percent-encode set
        i += 2;
        layout.query_end += 2;
      }
    }
  }
  return true;
}

}  // namespace urikit::detail
