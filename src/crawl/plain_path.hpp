// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the path test the plain-link shortcuts share (handy_shortcut.cpp for surt's
// canonicalizers, urlcanon_shortcut.cpp for urlcanon's).
#ifndef URIKIT_SRC_CRAWL_PLAIN_PATH_HPP
#define URIKIT_SRC_CRAWL_PLAIN_PATH_HPP

#include <cstddef>
#include <string_view>

namespace urikit::detail {

/// Whether `path` (empty, or from a '/' on) has no "." or ".." segment and no empty segment
/// before the last, so that removing dot segments (surt's normalizePath(), urlcanon's
/// resolve_path_dots()) and collapsing "//" (urlcanon's semantic steps) keep it as it is.
inline bool path_is_normal(std::string_view path) noexcept {
  const std::size_t n = path.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (path[i] != '/' || i + 1 == n) continue;
    std::size_t end = i + 1;  // the next segment's start
    if (path[end] == '/') return false;
    if (path[end] != '.') continue;
    ++end;
    if (end != n && path[end] == '.') ++end;  // ".."
    if (end == n || path[end] == '/') return false;
  }
  return true;
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_CRAWL_PLAIN_PATH_HPP
