// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: percent-encoding and decoding (RFC 3986 §2.1, §2.4) for octets and UTF-8 text,
// plus application/x-www-form-urlencoded (WHATWG URL §5). Legacy charsets (ICU's
// converters) are in pct_charset.hpp, a header of the ICU part.
//
// Encoding uses a charset (charset.hpp): characters in it stay, every other octet becomes
// "%" HEXDIG HEXDIG with upper-case hex. '%' is never in a set, so it always becomes %25.
// Decoding reads hex digits of either case.
#ifndef URIKIT_PCT_HPP
#define URIKIT_PCT_HPP

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <urikit/charset.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

// ---------------------------------------------------------------- encoding

/// Appends the octets with every octet outside `allowed` percent-encoded. Opaque: the
/// octets are not interpreted as text. Runs of allowed octets are copied in bulk.
/// Cannot fail (beyond std::bad_alloc from growing `out`).
URIKIT_API void encode_into(std::string& out, std::string_view octets, const charset& allowed);
/// The same, returning a new string.
URIKIT_API std::string encode(std::string_view octets, const charset& allowed);
/// The same into a caller's buffer, which must have room for 3 * octets.size() bytes (the
/// worst case); returns the end of the encoded text. Bytes between that end and the end of
/// the room may be overwritten too (the SIMD kernels copy in whole vectors). Cannot fail;
/// allocates nothing.
URIKIT_API char* encode_to(char* out, std::string_view octets, const charset& allowed) noexcept;

/// Unicode text given as UTF-8: each character outside `allowed` becomes its UTF-8 octets,
/// percent-encoded (RFC 3986 §2.5). Ill-formed UTF-8 fails with errc::invalid_utf8 at its
/// first byte.
URIKIT_API result<std::string> encode_text(std::string_view utf8, const charset& allowed);

// ---------------------------------------------------------------- decoding

/// How query parameters are read and written. Every query-parameter function that takes
/// one defaults to `form`, as browsers and servers read queries (WHATWG URL §5,
/// URLSearchParams): so "q=red+shoes" reads as "red shoes". The general decoder, which
/// reads any component, takes one too (decode_options::style) and defaults to `plain`.
enum class param_style : unsigned char {
  plain,  ///< RFC 3986: '+' is '+', a space is %20
  form,   ///< application/x-www-form-urlencoded: '+' is a space (WHATWG URL §5)
};

struct decode_options {
  /// Keep a '%' not followed by two hex digits as it is, instead of failing.
  bool lenient = false;
  /// param_style::form: '+' is a space (application/x-www-form-urlencoded; decoded before
  /// the triplets). The general decoder reads any component, so its default is plain.
  param_style style = param_style::plain;
};

/// Decodes every triplet to its octet: NUL-safe, the result's size() is the length.
/// A malformed triplet fails with errc::invalid_percent_encoding at its '%'.
URIKIT_API result<std::string> decode(std::string_view text, const decode_options& options = {});
/// The same, appended to `out` (no allocation once it has grown). On failure `out` is as it
/// was.
URIKIT_API result<void> decode_into(std::string& out, std::string_view text, const decode_options& options = {});
/// The same, written to `out`, which has room for text.size() bytes (decoding never
/// lengthens) and does not overlap `text` (no decoding in place); returns the end of the
/// decoded octets. Bytes between that end and the end of the room may be overwritten too
/// (the kernels copy in whole words and vectors). Allocates nothing. On failure the bytes
/// of `out` are unspecified.
URIKIT_API result<char*> decode_to(char* out, std::string_view text, const decode_options& options = {}) noexcept;

/// Decodes, then requires well-formed UTF-8 (RFC 3629): overlong forms (%C0%80), surrogates
/// (%ED%A0%80), values above U+10FFFF (%F4%90%80%80) and truncated sequences fail with
/// errc::invalid_utf8 at the offset of the '%' (or raw byte) that starts the bad sequence.
URIKIT_API result<std::string> decode_text(std::string_view text, const decode_options& options = {});

// ---------------------------------------------------------------- forms

/// application/x-www-form-urlencoded byte serializer (WHATWG URL §5.2): ALPHA DIGIT *-._
/// stay, a space becomes '+', every other octet %XX. Cannot fail.
URIKIT_API std::string form_encode(std::string_view octets);
/// Form decoding: '+' becomes a space, then triplets are decoded; malformed '%' stays
/// (WHATWG percent-decode is lenient). Cannot fail.
URIKIT_API std::string form_decode(std::string_view text);

/// Splits a query (without '?') into &-separated name/value pairs, decoded by `style`. Empty
/// pairs are skipped; a pair without '=' has an empty value.
URIKIT_API std::vector<std::pair<std::string, std::string>> split_query(std::string_view query,
                                                                        param_style style = param_style::form);
/// Builds a query from pairs: form encoding (a space as '+') or RFC 3986 encoding with
/// charsets::query_param (a space as %20).
URIKIT_API std::string build_query(const std::vector<std::pair<std::string, std::string>>& pairs,
                                   param_style style = param_style::form);

}  // namespace urikit

#endif  // URIKIT_PCT_HPP
