// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: percent-encoding and decoding of text in legacy charsets (windows-1252,
// Shift_JIS, GB18030, ...) through ICU's converters. Part of urikit::icu (liburikit_icu):
// a program that uses only the core (urikit::urikit) never includes this header, and so
// never meets a declaration it could not link.
#ifndef URIKIT_PCT_CHARSET_HPP
#define URIKIT_PCT_CHARSET_HPP

#include <string>
#include <string_view>

#include <urikit/charset.hpp>
#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/pct.hpp>

namespace urikit {

/// Unicode text (UTF-8) written in a legacy charset first (any name ICU's converters know:
/// "windows-1252", "ISO-8859-1", "Shift_JIS", "EUC-JP", "GB18030", ...), then percent-encoded.
/// A character the charset cannot hold fails with errc::unmappable_character at the
/// character's offset in `utf8`; an unknown name with errc::unknown_charset.
URIKIT_API result<std::string> encode_text_as(std::string_view utf8, std::string_view charset_name,
                                              const charset& allowed);

/// Octets that are text in `charset_name`, decoded to Unicode first and then encoded as UTF-8
/// ("decode-first"). An octet sequence invalid in the charset fails with
/// errc::unmappable_character at its offset.
URIKIT_API result<std::string> encode_from_charset(std::string_view octets, std::string_view charset_name,
                                                   const charset& allowed);

/// Decodes, then reads the octets as text in `charset_name`, returning UTF-8. Octets invalid
/// in that charset fail with errc::unmappable_character at the '%' of the first of them.
URIKIT_API result<std::string> decode_text_from(std::string_view text, std::string_view charset_name,
                                                const decode_options& options = {});

}  // namespace urikit

#endif  // URIKIT_PCT_CHARSET_HPP
