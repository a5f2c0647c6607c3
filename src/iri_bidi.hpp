// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the RFC 3987 §4.2 bidi rules for one component.
#ifndef URIKIT_SRC_IRI_BIDI_HPP
#define URIKIT_SRC_IRI_BIDI_HPP

#include <cstddef>
#include <string_view>

#include <urikit/charset.hpp>

namespace urikit::detail {

/// The ASCII characters that end an IRI component for §4.2: gen-delims, sub-delims and '.'
/// (which separates the labels of a host).
inline constexpr charset bidi_component_delimiters = charsets::reserved | charset(".");

/// For one component in well-formed UTF-8 (no delimiters inside): npos when it follows the
/// rules of RFC 3987 §4.2 (a component with right-to-left characters has no left-to-right
/// ones and starts and ends with a right-to-left one), else the offset of the first
/// character that breaks them.
std::size_t bidi_violation(std::string_view component) noexcept;

inline constexpr std::size_t no_violation = static_cast<std::size_t>(-1);

}  // namespace urikit::detail

#endif
