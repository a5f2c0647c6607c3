// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: urlcanon 0.3's canonicalizers (iipc/urlcanon, Python, canon.py): whatwg,
// semantic_precise, semantic and aggressive, each a list of named steps over the parsed URL;
// each later list extends the one before.
#ifndef URIKIT_SRC_CRAWL_URLCANON_CANON_HPP
#define URIKIT_SRC_CRAWL_URLCANON_CANON_HPP

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/error.hpp>

namespace urikit::detail {

enum class urlcanon_canonicalizer : std::uint8_t { whatwg, semantic_precise, semantic, aggressive };

/// `bytes(urlcanon.<canonicalizer>(urlcanon.parse_url(input)))` written into `out` (which is
/// empty). urlcanon takes bytes, so any input is accepted; the output is what `str()` of the
/// result gives, and the input fails with errc::invalid_utf8 where `str()` raises (the
/// output is not UTF-8: only for input that is not UTF-8 either).
result<void> urlcanon_canonicalize(std::string_view input, urlcanon_canonicalizer which, std::string& out);

/// The same, by parse_url() and every step (what urlcanon_canonicalize() does for a link
/// the shortcut declines).
result<void> urlcanon_canonicalize_general(std::string_view input, urlcanon_canonicalizer which, std::string& out);

/// For a plain link, replaces the contents of `out` with exactly what
/// urlcanon_canonicalize_general() writes, and returns true; returns false, `out` untouched,
/// for any other input (urlcanon_shortcut.cpp says which links are plain, and why each step
/// keeps them).
bool urlcanon_plain_shortcut(std::string_view input, urlcanon_canonicalizer which, std::string& out);

/// Appends to `out` what the steps aggressive adds to semantic make of a semantic key
/// "http[s]://" host path ["?" query], from the pieces of a plain link
/// (urlcanon_shortcut.cpp), which the semantic steps keep apart from their case and order:
/// `host_and_path` the host as written (its first `host_size` bytes; the key's is its lower
/// case) and the path, from '/' or empty (the key's "/"); `query` before the semantic sort
/// (empty for none).
void urlcanon_append_aggressive(std::string& out, std::string_view host_and_path, std::size_t host_size,
                                std::string_view query);

/// alpha_reorder_query()'s order: the '&'-separated arguments of `query`, sorted as bytes,
/// appended to `out` joined by '&'.
void urlcanon_append_sorted_query(std::string& out, std::string_view query);

/// urlcanon.canon.resolve_path_dots(path, special).
std::string urlcanon_resolve_path_dots(std::string_view path, bool special);

}  // namespace urikit::detail

#endif
