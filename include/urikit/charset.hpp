// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: the character sets of RFC 3986 (Appendix A), one constexpr table each.
//
// Every component's rule lives here, once. The parser, the percent-encoder,
// the normalizer and the builder all read these tables.
#ifndef URIKIT_CHARSET_HPP
#define URIKIT_CHARSET_HPP

#include <array>
#include <cstddef>
#include <string_view>

namespace urikit {

/// A set of octets: a 256-entry table, so membership is one load. It also keeps the same
/// set as the SIMD kernels read it (nibbles()), computed by every constructor and operator,
/// so that encoding with a set, even one built at run time, starts without any setup.
class charset {
 public:
  constexpr charset() noexcept : table_{}, nibbles_{}, ascii_(true) {}
  /// The set of the characters in `chars`.
  constexpr explicit charset(std::string_view chars) noexcept : charset() {
    for (char c : chars) table_[static_cast<unsigned char>(c)] = true;
    finish();
  }
  /// The set of the octets [first, last].
  static constexpr charset range(unsigned char first, unsigned char last) noexcept {
    charset s;
    for (unsigned c = first; c <= last; ++c) s.table_[c] = true;
    return s.finish();
  }

  constexpr bool contains(unsigned char c) const noexcept { return table_[c]; }
  constexpr bool contains(char c) const noexcept { return table_[static_cast<unsigned char>(c)]; }

  constexpr charset operator|(const charset& o) const noexcept {
    charset s;
    for (std::size_t i = 0; i < 256; ++i) s.table_[i] = table_[i] || o.table_[i];
    return s.finish();
  }
  /// This set without the characters of `o`.
  constexpr charset operator-(const charset& o) const noexcept {
    charset s;
    for (std::size_t i = 0; i < 256; ++i) s.table_[i] = table_[i] && !o.table_[i];
    return s.finish();
  }
  constexpr charset operator~() const noexcept {
    charset s;
    for (std::size_t i = 0; i < 256; ++i) s.table_[i] = !table_[i];
    return s.finish();
  }
  constexpr bool operator==(const charset& o) const noexcept {
    for (std::size_t i = 0; i < 256; ++i)
      if (table_[i] != o.table_[i]) return false;
    return true;
  }
  constexpr bool operator!=(const charset& o) const noexcept { return !(*this == o); }

  /// The table itself, for loops that want a raw pointer.
  constexpr const bool* data() const noexcept { return table_.data(); }
  /// The set for SIMD lookups (16 bytes): an ASCII byte c is in the set exactly when bit
  /// c >> 4 of nibbles()[c & 15] is set. It describes the whole set when is_ascii().
  constexpr const unsigned char* nibbles() const noexcept { return nibbles_.data(); }
  /// Whether every octet of the set is below 0x80.
  constexpr bool is_ascii() const noexcept { return ascii_; }

 private:
  /// Computes nibbles_ and ascii_ from table_; every way of making a set ends here.
  constexpr charset& finish() noexcept {
    for (auto& b : nibbles_) b = 0;
    ascii_ = true;
    for (unsigned c = 0; c < 256; ++c) {
      if (!table_[c]) continue;
      if (c >= 0x80) ascii_ = false;
      else nibbles_[c & 15] = static_cast<unsigned char>(nibbles_[c & 15] | (1u << (c >> 4)));
    }
    return *this;
  }

  std::array<bool, 256> table_;
  std::array<unsigned char, 16> nibbles_;
  bool ascii_;
};

/// The sets named after the ABNF rules of RFC 3986 (and of the
/// standards the encoder follows). "pct-encoded" is never part of a set:
/// '%' is handled by the code that reads or writes triplets.
namespace charsets {

/// ALPHA = %x41-5A / %x61-7A (RFC 5234 B.1)
inline constexpr charset alpha = charset::range('A', 'Z') | charset::range('a', 'z');
/// DIGIT = %x30-39
inline constexpr charset digit = charset::range('0', '9');
/// HEXDIG = DIGIT / "A"-"F" (case-insensitive in ABNF)
inline constexpr charset hexdig = digit | charset("ABCDEFabcdef");
/// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (§2.3)
inline constexpr charset unreserved = alpha | digit | charset("-._~");
/// gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" (§2.2)
inline constexpr charset gen_delims = charset(":/?#[]@");
/// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (§2.2)
inline constexpr charset sub_delims = charset("!$&'()*+,;=");
/// reserved = gen-delims / sub-delims (§2.2)
inline constexpr charset reserved = gen_delims | sub_delims;
/// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (§3.1): the characters after the first
inline constexpr charset scheme = alpha | digit | charset("+-.");
/// userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) (§3.2.1)
inline constexpr charset userinfo = unreserved | sub_delims | charset(":");
/// reg-name = *( unreserved / pct-encoded / sub-delims ) (§3.2.2)
inline constexpr charset reg_name = unreserved | sub_delims;
/// IPvFuture's tail: 1*( unreserved / sub-delims / ":" ) (§3.2.2)
inline constexpr charset ipvfuture_tail = unreserved | sub_delims | charset(":");
/// pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (§3.3)
inline constexpr charset pchar = unreserved | sub_delims | charset(":@");
/// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) (§3.3)
inline constexpr charset segment_nz_nc = unreserved | sub_delims | charset("@");
/// path: pchar and "/" (the characters of path-abempty, path-absolute, ...) (§3.3)
inline constexpr charset path = pchar | charset("/");
/// query = *( pchar / "/" / "?" ) (§3.4)
inline constexpr charset query = pchar | charset("/?");
/// fragment = *( pchar / "/" / "?" ) (§3.5)
inline constexpr charset fragment = query;
/// A name or value inside an &-separated query: query without "&", "=", "+", ";"
/// (so that the pair structure and form decoding are preserved).
inline constexpr charset query_param = query - charset("&=+;");

/// application/x-www-form-urlencoded (WHATWG URL §5.2): left unencoded: ALPHA DIGIT *-._
/// (space is written as '+', separately).
inline constexpr charset form = alpha | digit | charset("*-._");
/// ECMAScript encodeURIComponent's unescaped set (ECMA-262 uriUnescaped):
/// ALPHA DIGIT - _ . ! ~ * ' ( )
inline constexpr charset ecma_component = alpha | digit | charset("-_.!~*'()");
/// ECMAScript encodeURI's unescaped set: uriReserved, uriUnescaped and "#".
inline constexpr charset ecma_uri = ecma_component | charset(";/?:@&=+$,#");
/// ECMAScript decodeURI's reserved set: escapes of these stay encoded.
inline constexpr charset ecma_uri_reserved = charset(";/?:@&=+$,#");
/// ECMAScript escape()'s unescaped set (Annex B.2.1): ALPHA DIGIT @*_+-./
inline constexpr charset ecma_escape = alpha | digit | charset("@*_+-./");

/// RFC 2396 §2.3 unreserved = alphanum / mark, mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"
inline constexpr charset rfc2396_unreserved = alpha | digit | charset("-_.!~*'()");
/// RFC 2396 §2.2 reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / ","
inline constexpr charset rfc2396_reserved = charset(";/?:@&=+$,");

}  // namespace charsets
}  // namespace urikit

#endif  // URIKIT_CHARSET_HPP
