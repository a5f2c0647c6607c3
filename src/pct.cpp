// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Percent-encoding and decoding (RFC 3986 §2.1, §2.4), and form encoding (WHATWG URL §5).
#include <urikit/pct.hpp>

#include <urikit/utf8.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>

#include "pct_offsets.hpp"
#include "pct_room.hpp"
#include "scan.hpp"
#include "simd/interface.hpp"

namespace urikit {

namespace {

using detail::hex_values;
using detail::upper_hex;


/// Input is encoded in chunks of this size, so the worst-case output room (3x) that a chunk
/// reserves stays small for inputs of any size.
constexpr std::size_t encode_chunk = 16384;



}  // namespace

namespace {
/// encode_to(), where `slack` says that `out` has detail::encode_slack bytes of room past
/// 3 * size.
char* encode_with_room(char* out, std::string_view octets, const charset& allowed, bool slack) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(octets.data());
  const std::size_t n = octets.size();
  // The set's SIMD lookup bytes come with it (charset::nibbles()): no setup per call, and
  // every way out is a tail call (short components are mostly this call's cost).
  if (allowed.is_ascii())
    return detail::with_kernel(
        [&](auto k) noexcept { return detail::encode_kernel(k, out, s, n, allowed, slack); });
  return detail::encode_kernel(detail::portable_tag{}, out, s, n, allowed, slack);
}
}  // namespace

char* encode_to(char* out, std::string_view octets, const charset& allowed) noexcept {
  return encode_with_room(out, octets, allowed, false);
}

char* detail::encode_with_slack(char* out, std::string_view octets, const charset& allowed) noexcept {
  return encode_with_room(out, octets, allowed, true);
}

void encode_into(std::string& out, std::string_view octets, const charset& allowed) {
  // Short inputs (most URI components) go through a buffer on the stack and are appended:
  // cheaper than growing `out` by the worst case (zero-filled) and shrinking it again.
  constexpr std::size_t on_stack = 512;
  if (octets.size() <= on_stack) {
    char buffer[3 * on_stack + detail::encode_slack];
    out.append(buffer, static_cast<std::size_t>(encode_with_room(buffer, octets, allowed, true) - buffer));
    return;
  }
  for (std::size_t i = 0; i < octets.size(); i += encode_chunk) {
    const std::string_view chunk = octets.substr(i, encode_chunk);
    const std::size_t used = out.size();
    out.resize(used + 3 * chunk.size() + detail::encode_slack);
    char* const end = encode_with_room(out.data() + used, chunk, allowed, true);
    out.resize(static_cast<std::size_t>(end - out.data()));
  }
}

std::string encode(std::string_view octets, const charset& allowed) {
  std::string out;
  out.reserve(octets.size());
  encode_into(out, octets, allowed);
  return out;
}

result<std::string> encode_text(std::string_view utf8, const charset& allowed) {
  if (auto valid = validate_utf8(utf8); !valid) return valid.error();
  return encode(utf8, allowed);
}

namespace {

/// Decodes s[0..n) to `out` with the kernel in use, setting `error_at` at a malformed
/// triplet. `slack`: `out` has detail::decode_slack bytes of room past n (else just n).
char* decode_with_kernel(char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                         std::size_t& error_at, bool slack) noexcept {
  return detail::with_kernel(
      [&](auto k) noexcept { return detail::decode_kernel(k, out, s, n, o, error_at, slack); });
}
constexpr std::size_t no_error = static_cast<std::size_t>(-1);
}  // namespace

result<void> decode_into(std::string& out, std::string_view text, const decode_options& o) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  const std::size_t used = out.size();
  // Decoding never lengthens. Short inputs are decoded on the stack and appended (cheaper
  // than growing `out` zero-filled and shrinking it again); others in place in `out`.
  constexpr std::size_t on_stack = 1024;
  // Most components hold no escape: then the text itself is the result (one scan by the
  // C library's vectorized memchr, one copy).
  if (n == 0) return {};  // (memchr may not be given the null pointer of an empty view)
  if (n <= on_stack && o.style != param_style::form && std::memchr(s, '%', n) == nullptr) {
    out.append(text);
    return {};
  }
  char buffer[on_stack + detail::decode_slack];
  char* const begin = n <= on_stack ? buffer : (out.resize(used + n), out.data() + used);
  std::size_t error_at = no_error;
  char* const end = decode_with_kernel(begin, s, n, o, error_at, begin == buffer);
  if (error_at != no_error) {
    out.resize(used);
    return error{errc::invalid_percent_encoding, error_at};
  }
  if (begin == buffer) out.append(buffer, static_cast<std::size_t>(end - begin));
  else out.resize(used + static_cast<std::size_t>(end - begin));
  return {};
}

result<char*> decode_to(char* out, std::string_view text, const decode_options& o) noexcept {
  if (text.empty()) return out;
  if (text.size() >= 64 && o.style != param_style::form && std::memchr(text.data(), '%', text.size()) == nullptr) {
    std::memcpy(out, text.data(), text.size());
    return out + text.size();
  }
  std::size_t error_at = no_error;
  char* const end = decode_with_kernel(out, reinterpret_cast<const unsigned char*>(text.data()), text.size(), o,
                                       error_at, false);
  if (error_at != no_error) return error{errc::invalid_percent_encoding, error_at};
  return end;
}

result<std::string> decode(std::string_view text, const decode_options& o) {
  std::string out;
  if (auto r = decode_into(out, text, o); !r) return r.error();
  return out;
}

result<std::string> decode_text(std::string_view text, const decode_options& o) {
  auto octets = decode(text, o);
  if (!octets) return octets.error();
  if (auto valid = validate_utf8(*octets); !valid)
    return error{errc::invalid_utf8, detail::source_offset(text, valid.error().offset)};
  return octets;
}

std::string form_encode(std::string_view octets) {
  // The form set plus space, then each space (never part of a triplet) becomes '+'.
  static constexpr charset form_and_space = charsets::form | charset(" ");
  std::string out;
  out.reserve(octets.size());
  encode_into(out, octets, form_and_space);
  std::replace(out.begin(), out.end(), ' ', '+');
  return out;
}

std::string form_decode(std::string_view text) {
  decode_options o;
  o.lenient = true;
  o.style = param_style::form;
  return *decode(text, o);  // lenient decoding cannot fail
}

std::vector<std::pair<std::string, std::string>> split_query(std::string_view query, param_style style) {
  std::vector<std::pair<std::string, std::string>> out;
  decode_options o;
  o.lenient = true;
  o.style = style;
  std::size_t start = 0;
  while (start <= query.size()) {
    std::size_t amp = query.find('&', start);
    if (amp == std::string_view::npos) amp = query.size();
    std::string_view pair = query.substr(start, amp - start);
    if (!pair.empty()) {
      std::size_t eq = pair.find('=');
      std::string_view name = pair.substr(0, eq);
      std::string_view value = eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1);
      out.emplace_back(*decode(name, o), *decode(value, o));
    }
    start = amp + 1;
  }
  return out;
}

std::string build_query(const std::vector<std::pair<std::string, std::string>>& pairs, param_style style) {
  std::string out;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    if (k) out += '&';
    if (style == param_style::form) {
      out += form_encode(pairs[k].first);
      out += '=';
      out += form_encode(pairs[k].second);
    } else {
      encode_into(out, pairs[k].first, charsets::query_param);
      out += '=';
      encode_into(out, pairs[k].second, charsets::query_param);
    }
  }
  return out;
}

}  // namespace urikit
