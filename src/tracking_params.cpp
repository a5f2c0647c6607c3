// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The tracking-parameter list (src/tracking_params.hpp): lookups in the table that
// scripts/generate_tracking_params.py makes from data/tracking_params/.
#include "tracking_params.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>

#include <urikit/normalize.hpp>

namespace urikit {

namespace detail {
namespace {
#include "tracking_params_table.inc"

/// The table's order: by length, then by octets.
constexpr bool shorter_or_before(std::string_view a, std::string_view b) noexcept {
  return a.size() != b.size() ? a.size() < b.size() : a < b;
}
}  // namespace

bool is_tracking_param(std::string_view name) noexcept {
  // Most names have a length no listed name has: one bit test answers them.
  if (name.size() >= 64 || ((tracking_param_lengths >> name.size()) & 1u) == 0) return false;
  const auto* first = std::begin(tracking_param_names);
  const auto* last = std::end(tracking_param_names);
  const auto* found = std::lower_bound(first, last, name, shorter_or_before);
  return found != last && *found == name;
}

bool tracking_exempt_host(std::string_view host) noexcept {
  if (!host.empty() && host.back() == '.') host.remove_suffix(1);
  for (std::string_view domain : tracking_exception_domains) {
    if (host.size() < domain.size() || host.compare(host.size() - domain.size(), domain.size(), domain) != 0)
      continue;
    // The domain itself, or a subdomain: a '.' just before it.
    if (host.size() == domain.size() || host[host.size() - domain.size() - 1] == '.') return true;
  }
  return false;
}

void remove_tracking_params(std::string& out, std::size_t query_begin) noexcept {
  char* const q = out.data() + query_begin;
  const std::size_t n = out.size() - query_begin;
  std::size_t kept = 0;  // bytes of q written back so far
  bool any_kept = false;
  for (std::size_t start = 0;;) {
    const void* amp = std::memchr(q + start, '&', n - start);
    const std::size_t end = amp ? static_cast<std::size_t>(static_cast<const char*>(amp) - q) : n;
    const std::string_view param(q + start, end - start);
    if (!is_tracking_param(param.substr(0, std::min(param.find('='), param.size())))) {
      // Written at or before where it stands (kept <= start): nothing unread is overwritten.
      if (any_kept) q[kept++] = '&';
      std::memmove(q + kept, q + start, end - start);
      kept += end - start;
      any_kept = true;
    }
    if (end == n) break;
    start = end + 1;
  }
  out.resize(query_begin + kept);
}

}  // namespace detail

std::string_view tracking_params_version() noexcept { return detail::tracking_list_version; }

}  // namespace urikit
