// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: SURT-prefix matching: given many SURT prefixes (scope or block rules, millions of
// them), whether a key falls under one. A sorted, prefix-free table in one buffer: one
// binary search per key, no loop over rules.
#ifndef URIKIT_SURT_PREFIX_SET_HPP
#define URIKIT_SURT_PREFIX_SET_HPP

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/config.hpp>

namespace urikit {

/// A set of prefixes (usually SURT prefixes such as "com,example," or "http://(org,archive,").
/// Prefixes that another prefix in the set already covers are dropped when the set is
/// made: what remains is sorted and prefix-free, so the only prefix that can cover a key
/// is the greatest one not greater than the key.
class URIKIT_API surt_prefix_set {
 public:
  surt_prefix_set() = default;
  explicit surt_prefix_set(const std::vector<std::string>& prefixes);
  explicit surt_prefix_set(const std::vector<std::string_view>& prefixes);

  /// The prefix in the set that `key` starts with (the shortest one given), if any.
  std::optional<std::string_view> find(std::string_view key) const noexcept;
  /// Whether `key` starts with a prefix in the set. An empty prefix covers every key.
  bool covers(std::string_view key) const noexcept { return find(key).has_value(); }
  /// How many prefixes remain after the covered ones were dropped.
  std::size_t size() const noexcept { return starts_.empty() ? 0 : starts_.size() - 1; }

 private:
  void build(std::vector<std::string_view> prefixes);
  std::string_view at(std::size_t i) const noexcept {
    return std::string_view(text_).substr(starts_[i], starts_[i + 1] - starts_[i]);
  }
  std::string text_;                 // the prefixes, sorted, one after another
  std::vector<std::size_t> starts_;  // where each begins, and one past the last
};

}  // namespace urikit

#endif  // URIKIT_SURT_PREFIX_SET_HPP
