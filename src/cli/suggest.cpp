// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "suggest.hpp"

#include <algorithm>

namespace urikit::cli {
namespace {

/// Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one
/// substring), case-insensitive for ASCII.
std::size_t edit_distance(std::string_view a, std::string_view b) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
  const std::size_t n = a.size(), m = b.size();
  std::vector<std::size_t> d((n + 1) * (m + 1));
  auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * (m + 1) + j]; };
  for (std::size_t i = 0; i <= n; ++i) at(i, 0) = i;
  for (std::size_t j = 0; j <= m; ++j) at(0, j) = j;
  for (std::size_t i = 1; i <= n; ++i) {
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
      at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1]))
        at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
    }
  }
  return at(n, m);
}

}  // namespace

std::string closest_name(std::string_view typed, const std::vector<std::string>& names) {
  if (typed.size() > 64) return {};
  std::string best;
  std::size_t best_distance = 3;
  for (const auto& name : names) {
    const std::size_t dist = edit_distance(typed, name);
    if (dist < best_distance && 2 * dist < typed.size()) {
      best = name;
      best_distance = dist;
    }
  }
  return best;
}

}  // namespace urikit::cli
