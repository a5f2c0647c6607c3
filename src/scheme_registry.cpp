// The scheme registry: a small fixed table, searched linearly (a handful of schemes).
#include <urikit/scheme_registry.hpp>

#include <cstring>

#include <urikit/charset.hpp>

namespace urikit {

namespace {
bool equal_ignoring_case(const char* a, std::size_t n, std::string_view b) noexcept {
  if (n != b.size()) return false;
  for (std::size_t i = 0; i < n; ++i) {
    auto x = static_cast<unsigned char>(a[i]);
    auto y = static_cast<unsigned char>(b[i]);
    if (x >= 'A' && x <= 'Z') x = static_cast<unsigned char>(x + 32);
    if (y >= 'A' && y <= 'Z') y = static_cast<unsigned char>(y + 32);
    if (x != y) return false;
  }
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
  for (int i = 0; i < count_; ++i)
    if (equal_ignoring_case(entries_[i].name, entries_[i].length, scheme)) return entries_[i].rules;
  return std::nullopt;
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
