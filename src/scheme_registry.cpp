// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The scheme registry: a small fixed table, searched linearly (a handful of schemes).
#include <urikit/scheme_registry.hpp>

#include <array>
#include <cstring>

#include <urikit/charset.hpp>

#include "swar.hpp"

namespace urikit {

namespace {
/// ASCII lower case, as a table: the scheme lookup is on every normalization's path.
constexpr std::array<unsigned char, 256> lower_table = [] {
  std::array<unsigned char, 256> t{};
  for (unsigned c = 0; c < 256; ++c) t[c] = static_cast<unsigned char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  return t;
}();

/// a[0..n) equals b ignoring ASCII case; `a` is stored in lower case.
bool equal_ignoring_case(const char* a, std::size_t n, std::string_view b) noexcept {
  if (n != b.size()) return false;
  for (std::size_t i = 0; i < n; ++i)
    if (static_cast<unsigned char>(a[i]) != lower_table[static_cast<unsigned char>(b[i])]) return false;
  return true;
}
}  // namespace

scheme_registry::scheme_registry() : entries_{} {
  (void)register_scheme("http", {80, true});
  (void)register_scheme("https", {443, true});
  (void)register_scheme("ws", {80, true});
  (void)register_scheme("wss", {443, true});
  (void)register_scheme("ftp", {21, true});
}

std::optional<scheme_rules> scheme_registry::find(std::string_view scheme) const noexcept {
  const scheme_rules* rules = find_rules(scheme);
  return rules ? std::optional<scheme_rules>(*rules) : std::nullopt;
}

const scheme_rules* scheme_registry::find_rules(std::string_view scheme) const noexcept {
#if URIKIT_SWAR
  // Names of up to eight bytes (all the usual ones) compare as one word: the entry's name
  // is stored in lower case and zero-padded, the key lowered and zero-padded the same way.
  if (scheme.size() <= 8) {
    const auto* p = reinterpret_cast<const unsigned char*>(scheme.data());
    const std::uint64_t key = detail::swar::to_lower(
        scheme.size() == 8 ? detail::swar::load8(p) : detail::swar::load_short(p, scheme.size()));
    for (int i = 0; i < count_; ++i)
      if (entries_[i].length == scheme.size() && detail::swar::load8(entries_[i].name) == key)
        return &entries_[i].rules;
    return nullptr;
  }
#endif
  for (int i = 0; i < count_; ++i)
    if (equal_ignoring_case(entries_[i].name, entries_[i].length, scheme)) return &entries_[i].rules;
  return nullptr;
}

result<void> scheme_registry::register_scheme(std::string_view scheme, scheme_rules rules) {
  if (scheme.empty() || !charsets::alpha.contains(scheme[0])) return error{errc::invalid_scheme, 0};
  for (std::size_t i = 1; i < scheme.size(); ++i)
    if (!charsets::scheme.contains(scheme[i])) return error{errc::invalid_scheme, i};
  if (scheme.size() >= sizeof entries_[0].name) return error{errc::invalid_argument, sizeof entries_[0].name - 1};
  for (int i = 0; i < count_; ++i) {
    if (equal_ignoring_case(entries_[i].name, entries_[i].length, scheme)) {
      entries_[i].rules = rules;
      return {};
    }
  }
  if (count_ == capacity) return error{errc::invalid_argument, 0};
  entry& e = entries_[count_++];
  for (std::size_t i = 0; i < scheme.size(); ++i) {
    char c = scheme[i];
    e.name[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
  }
  e.length = static_cast<unsigned char>(scheme.size());
  e.rules = rules;
  return {};
}

scheme_registry& scheme_registry::global() noexcept {
  static scheme_registry instance;
  return instance;
}

}  // namespace urikit
