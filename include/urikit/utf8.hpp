// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: UTF-8 validation (RFC 3629 §3-4).
#ifndef URIKIT_UTF8_HPP
#define URIKIT_UTF8_HPP

#include <cstddef>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>

namespace urikit {

/// Checks that `text` is well-formed UTF-8: no overlong forms, no surrogates (U+D800-DFFF),
/// nothing above U+10FFFF, no truncated sequence. The error is errc::invalid_utf8 at the
/// first byte of the first ill-formed sequence. Allocates nothing.
URIKIT_API result<void> validate_utf8(std::string_view text) noexcept;

/// The length of the well-formed UTF-8 sequence starting at text[i], or 0 when the bytes
/// there are not one. Allocates nothing.
URIKIT_API std::size_t utf8_sequence_length(std::string_view text, std::size_t i) noexcept;

}  // namespace urikit

#endif  // URIKIT_UTF8_HPP
