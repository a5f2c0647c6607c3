// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the general normalizer, which handles every URI-reference. normalize_into()
// sends the common simple URIs to a faster path; tests compare the two through this entry.
#ifndef URIKIT_SRC_NORMALIZE_GENERAL_HPP
#define URIKIT_SRC_NORMALIZE_GENERAL_HPP

#include <string>

#include <urikit/normalize.hpp>

namespace urikit::detail {

/// normalize_into()'s writer: replaces the contents of `out` (the public function appends,
/// through append_into()). For the library's own per-thread buffers.
void normalize_replacing(const uri_view& view, std::string& out, const normalize_options& options);

/// normalize_replacing() without its fast path (level syntax or scheme). Allocates only to grow
/// `out` (and a per-thread scratch buffer when dot segments are removed).
void normalize_general(const uri_view& view, std::string& out, const normalize_options& options);

/// normalize_to()'s shortcut alone (an input whose plan is a copy: capitals lost in scheme
/// and host, perhaps a port dropped or a root added; under 128 bytes with the AVX-512
/// kernel, under 64 with AVX2; none with the portable kernel): writes the normalized text
/// at `out`, which has normalize_to()'s room, and returns its end; returns nullptr, having
/// written nothing of use, for every other input. Cannot fail; allocates nothing.
char* normalize_to_fast(char* out, const uri_view& view, const normalize_options& options) noexcept;

/// normalize_replacing() for an input that normalize_to_fast() did not take: one the
/// kernel's shortcut has judged goes to the dot-segment or the general writer without being
/// judged again.
void normalize_past_shortcut(const uri_view& view, std::string& out, const normalize_options& options);

}  // namespace urikit::detail

#endif
