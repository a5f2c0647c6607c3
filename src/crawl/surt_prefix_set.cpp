// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Why one search suffices: in a sorted prefix-free set, if p covers key k, no element q
// lies in (p, k]: at the first position where q and p differ, q is greater, and k equals p
// there, so q > k (or q starts with p, and the set would not be prefix-free).
#include <urikit/surt_prefix_set.hpp>

#include <algorithm>

namespace urikit {

surt_prefix_set::surt_prefix_set(const std::vector<std::string>& prefixes) {
  build(std::vector<std::string_view>(prefixes.begin(), prefixes.end()));
}

surt_prefix_set::surt_prefix_set(const std::vector<std::string_view>& prefixes) { build(prefixes); }

void surt_prefix_set::build(std::vector<std::string_view> prefixes) {
  std::sort(prefixes.begin(), prefixes.end());
  std::size_t total = 0;
  std::vector<std::string_view> kept;
  kept.reserve(prefixes.size());
  for (std::string_view p : prefixes) {
    // Sorted: a prefix that covers p sorts right before p's run, so checking the last kept
    // one is enough.
    if (!kept.empty() && p.substr(0, kept.back().size()) == kept.back()) continue;
    kept.push_back(p);
    total += p.size();
  }
  text_.reserve(total);
  starts_.reserve(kept.size() + 1);
  for (std::string_view p : kept) {
    starts_.push_back(text_.size());
    text_.append(p);
  }
  starts_.push_back(text_.size());
}

std::optional<std::string_view> surt_prefix_set::find(std::string_view key) const noexcept {
  std::size_t lo = 0, hi = size();  // the first element greater than key is at lo
  while (lo < hi) {
    std::size_t mid = lo + (hi - lo) / 2;
    if (key < at(mid)) hi = mid;
    else lo = mid + 1;
  }
  if (lo == 0) return std::nullopt;
  std::string_view candidate = at(lo - 1);
  if (key.substr(0, candidate.size()) == candidate) return candidate;
  return std::nullopt;
}

}  // namespace urikit
