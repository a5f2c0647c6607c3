// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: encoding and decoding into a buffer with room to spare, which lets the SIMD
// kernels write whole vectors up to the end of their input (encode_into and decode_into
// use it; encode_to cannot).
#ifndef URIKIT_SRC_PCT_ROOM_HPP
#define URIKIT_SRC_PCT_ROOM_HPP

#include <cstddef>
#include <string_view>

#include <urikit/charset.hpp>

namespace urikit::detail {

/// The room past 3 * size that encode_with_slack() needs.
constexpr std::size_t encode_slack = 32;

/// The room past the input's size that decode_into()'s AVX2 kernel may write into when it
/// decodes on its stack buffer: a window of the last partial block stores 16 bytes at an
/// output position before the input's end.
constexpr std::size_t decode_slack = 16;

/// encode_to() into a buffer with room for 3 * octets.size() + encode_slack bytes; the
/// bytes past the returned end may be overwritten. Cannot fail; allocates nothing.
char* encode_with_slack(char* out, std::string_view octets, const charset& allowed) noexcept;

}  // namespace urikit::detail

#endif
