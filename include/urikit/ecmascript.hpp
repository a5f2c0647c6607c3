// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: ECMAScript's URI functions, exactly (ECMA-262 §19.2.6 encodeURI,
// encodeURIComponent, decodeURI, decodeURIComponent; Annex B.2.1 escape and unescape).
//
// Strings are UTF-8 (JavaScript's strings are UTF-16: the u16 entry points take those, and
// there a lone surrogate is the URIError). Where ECMAScript throws URIError, these return
// an error: errc::invalid_utf8 for a lone surrogate or ill-formed input, and
// errc::invalid_percent_encoding for a bad escape, at the offset where decoding starts the
// sequence (a byte offset, or a code-unit offset for the u16 functions).
#ifndef URIKIT_ECMASCRIPT_HPP
#define URIKIT_ECMASCRIPT_HPP

#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// encodeURI: keeps ALPHA DIGIT -_.!~*'() ;/?:@&=+$, and '#'; encodes the rest as UTF-8.
URIKIT_API result<std::string> ecma_encode_uri(std::string_view utf8);
/// encodeURIComponent: keeps only ALPHA DIGIT -_.!~*'().
URIKIT_API result<std::string> ecma_encode_uri_component(std::string_view utf8);
URIKIT_API result<std::string> ecma_encode_uri(std::u16string_view utf16);
URIKIT_API result<std::string> ecma_encode_uri_component(std::u16string_view utf16);

/// decodeURI: escapes of ;/?:@&=+$,# stay as written; everything else is decoded, and the
/// decoded octets must be well-formed UTF-8.
URIKIT_API result<std::string> ecma_decode_uri(std::string_view text);
/// decodeURIComponent: every escape is decoded.
URIKIT_API result<std::string> ecma_decode_uri_component(std::string_view text);

/// escape (Annex B, legacy): ALPHA DIGIT @*_+-./ stay; other code units below 256 become %XX,
/// the rest %uXXXX (upper-case hex). Only on request: not a URI encoding.
URIKIT_API result<std::string> ecma_escape(std::string_view utf8);
/// unescape (Annex B): %uXXXX and %XX are decoded, anything else is kept. A result holding a
/// lone surrogate cannot be UTF-8: errc::invalid_utf8 at its '%'.
URIKIT_API result<std::string> ecma_unescape(std::string_view text);

}  // namespace urikit

#endif  // URIKIT_ECMASCRIPT_HPP
