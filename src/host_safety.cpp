// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Which reg-names a resolver reads as IPv4 numbers: inet_aton()'s rules (host_safety.hpp).
#include <urikit/host_safety.hpp>

#include <cstddef>

#include "hex.hpp"

namespace urikit {
namespace {

/// Reads `host` byte by byte, decoding "%" HEXDIG HEXDIG triplets (RFC 3986 §2.1).
class decoding_reader {
 public:
  explicit decoding_reader(std::string_view s) noexcept : s_(s) {}
  /// The next decoded byte, or -1 at the end.
  int peek() const noexcept {
    if (i_ >= s_.size()) return -1;
    auto c = static_cast<unsigned char>(s_[i_]);
    if (detail::triplet_at(s_, i_)) return detail::decode_triplet(s_.data() + i_);
    return c;
  }
  void next() noexcept {
    if (i_ >= s_.size()) return;
    i_ += detail::triplet_at(s_, i_) ? 3 : 1;
  }

 private:
  std::string_view s_;
  std::size_t i_ = 0;
};

bool is_c_space(int c) noexcept {
  return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/// One part in C notation (as strtoul with base 0 after an isdigit() check).
/// Saturates above 2^32 so that no value overflows. Returns false when no digit starts it.
bool read_part(decoding_reader& r, std::uint64_t& value) noexcept {
  int c = r.peek();
  if (c < 0 || !detail::is_digit(static_cast<unsigned char>(c))) return false;
  unsigned base = 10;
  value = 0;
  if (c == '0') {
    r.next();
    c = r.peek();
    if (c == 'x' || c == 'X') {
      r.next();
      // "0x" needs a hex digit; without one, strtoul stops after "0" and 'x' is junk.
      if (r.peek() < 0 || detail::hex_value(static_cast<unsigned char>(r.peek())) < 0) return false;
      base = 16;
    } else {
      base = 8;
    }
  }
  constexpr std::uint64_t saturated = std::uint64_t{1} << 33;
  for (c = r.peek(); c >= 0; c = r.peek()) {
    int d = detail::hex_value(static_cast<unsigned char>(c));
    if (d < 0 || static_cast<unsigned>(d) >= base) break;
    value = value * base + static_cast<unsigned>(d);
    if (value > saturated) value = saturated;
    r.next();
  }
  return true;
}

}  // namespace

std::optional<std::array<std::uint8_t, 4>> resolver_ipv4_value(std::string_view host) noexcept {
  decoding_reader r(host);
  std::uint64_t parts[4] = {};
  std::size_t count = 0;
  for (;;) {
    if (!read_part(r, parts[count])) return std::nullopt;
    ++count;
    int c = r.peek();
    if (c != '.') break;
    r.next();
    c = r.peek();
    // One trailing '.' (an absolute name) is ignored; see the header.
    if (c < 0) break;
    if (count == 4) return std::nullopt;
  }
  int c = r.peek();
  if (c >= 0 && !is_c_space(c)) return std::nullopt;

  // The last part fills the remaining 4 - (count - 1) bytes; the others are one byte each.
  for (std::size_t i = 0; i + 1 < count; ++i)
    if (parts[i] > 0xFF) return std::nullopt;
  const std::uint64_t last_max = 0xFFFFFFFFu >> (8 * (count - 1));
  if (parts[count - 1] > last_max) return std::nullopt;
  std::uint32_t value = static_cast<std::uint32_t>(parts[count - 1]);
  for (std::size_t i = 0; i + 1 < count; ++i)
    value |= static_cast<std::uint32_t>(parts[i]) << (24 - 8 * i);
  return std::array<std::uint8_t, 4>{static_cast<std::uint8_t>(value >> 24),
                                     static_cast<std::uint8_t>(value >> 16),
                                     static_cast<std::uint8_t>(value >> 8),
                                     static_cast<std::uint8_t>(value)};
}

}  // namespace urikit
