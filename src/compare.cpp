// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Equivalence, hashing and canonical keys, all defined as "normalize, then compare bytes",
// so the three can never disagree.
#include <urikit/compare.hpp>

#include <cstring>

#include <urikit/parse.hpp>

#include "hash_bytes.hpp"
#include "normalize_general.hpp"
#include "thread_scratch.hpp"

namespace urikit {

namespace {
/// URIs shorter than this are normalized on the stack when normalize_to()'s shortcut takes
/// them (most URLs: they only lose capitals in scheme and host).
constexpr std::size_t on_stack = 128;
}  // namespace

bool equivalent(const uri_view& a, const uri_view& b, const normalize_options& options) {
  // Equal text normalizes equally at every level (exact duplicates are common in crawls).
  if (a.string() == b.string()) return true;
  if (options.level == equivalence_level::string) return false;
  if (a.string().size() < on_stack && b.string().size() < on_stack) {
    char buffer_a[on_stack + normalize_to_slack], buffer_b[on_stack + normalize_to_slack];
    const char* end_a = detail::normalize_to_fast(buffer_a, a, options);
    const char* end_b = end_a ? detail::normalize_to_fast(buffer_b, b, options) : nullptr;
    if (end_b)
      return std::string_view(buffer_a, static_cast<std::size_t>(end_a - buffer_a)) ==
             std::string_view(buffer_b, static_cast<std::size_t>(end_b - buffer_b));
  }
  thread_local std::string na, nb;
  const detail::scratch_release release_a(na), release_b(nb);
  detail::normalize_replacing(a, na, options);
  detail::normalize_replacing(b, nb, options);
  return na == nb;
}

result<bool> equivalent(std::string_view a, std::string_view b, const normalize_options& options, int* which) {
  auto pa = parse_uri_reference(a);
  if (!pa) {
    if (which) *which = 1;
    return pa.error();
  }
  auto pb = parse_uri_reference(b);
  if (!pb) {
    if (which) *which = 2;
    return pb.error();
  }
  return equivalent(*pa, *pb, options);
}

std::uint64_t hash(const uri_view& view, const normalize_options& options) {
  if (options.level == equivalence_level::string) return detail::hash_bytes(view.string());
  // Most URLs are short and already normalized but for case: normalized on the stack by
  // normalize_to()'s shortcut (no string to size), hashed from there.
  if (view.string().size() < on_stack) {
    char buffer[on_stack + normalize_to_slack];
    if (const char* end = detail::normalize_to_fast(buffer, view, options))
      return detail::hash_bytes(std::string_view(buffer, static_cast<std::size_t>(end - buffer)));
  }
  thread_local std::string normalized;
  const detail::scratch_release release(normalized);
  detail::normalize_replacing(view, normalized, options);
  return detail::hash_bytes(normalized);
}

result<std::string> canonical_key(std::string_view input, const normalize_options& options) {
  auto parsed = parse_uri_reference(input);
  if (!parsed) return parsed.error();
  // Normalized into this thread's buffer, then the key made with one allocation.
  thread_local std::string normalized;
  const detail::scratch_release release(normalized);
  detail::normalize_replacing(*parsed, normalized, options);
  const std::string prefix = "v" + std::to_string(canonical_key_version) + ":";  // short: no allocation
  std::string key;
  key.reserve(prefix.size() + normalized.size());
  key.append(prefix).append(normalized);
  return key;
}

}  // namespace urikit
