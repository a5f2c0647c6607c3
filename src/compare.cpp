// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Equivalence, hashing and canonical keys, all defined as "normalize, then compare bytes",
// so the three can never disagree.
#include <urikit/compare.hpp>

#include <algorithm>
#include <cstring>
#include <optional>
#include <vector>

#include <urikit/parse.hpp>

#include "hash_bytes.hpp"
#include "normalize_plan.hpp"
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
  if (detail::leaves_text_as_is(options)) return false;
  if (a.string().size() < on_stack && b.string().size() < on_stack) {
    char buffer_a[on_stack + normalize_to_slack], buffer_b[on_stack + normalize_to_slack];
    const char* end_a = detail::normalize_to_fast(buffer_a, a, options);
    const char* end_b = end_a ? detail::normalize_to_fast(buffer_b, b, options) : nullptr;
    if (end_b)
      return std::string_view(buffer_a, static_cast<std::size_t>(end_a - buffer_a)) ==
             std::string_view(buffer_b, static_cast<std::size_t>(end_b - buffer_b));
  }
  std::string& na = detail::thread_scratch<struct first_site>();
  std::string& nb = detail::thread_scratch<struct second_site>();
  const detail::scratch_release release_a(na), release_b(nb);
  detail::normalize_replacing(a, na, options);
  detail::normalize_replacing(b, nb, options);
  return na == nb;
}

result<bool> equivalent(std::string_view a, std::string_view b, const normalize_options& options, int* which) {
  return equivalent(a, b, options, query_order::ordered, which);
}

namespace {
/// hash() of a URI that normalize_to()'s shortcut did not write (`judged`: that it was
/// asked), normalized into a per-thread string. Out of line: hash()'s shortcut then needs
/// no frame for it (inline, it cost kasztp's hash 2.7 %).
URIKIT_NOINLINE std::uint64_t hash_through_string(const uri_view& view, const normalize_options& options,
                                                  bool judged) {
  std::string& normalized = detail::thread_scratch<struct normalized_site>();
  const detail::scratch_release release(normalized);
  if (judged) detail::normalize_past_shortcut(view, normalized, options);
  else detail::normalize_replacing(view, normalized, options);
  return detail::hash_bytes(normalized);
}
}  // namespace

std::uint64_t hash(const uri_view& view, const normalize_options& options) {
  if (detail::leaves_text_as_is(options)) return detail::hash_bytes(view.string());
  // Most URLs are short and already normalized but for case: normalized on the stack by
  // normalize_to()'s shortcut (no string to size), hashed from there.
  if (view.string().size() < on_stack) {
    char buffer[on_stack + normalize_to_slack];
    if (const char* end = detail::normalize_to_fast(buffer, view, options))
      return detail::hash_bytes(std::string_view(buffer, static_cast<std::size_t>(end - buffer)));
    return hash_through_string(view, options, true);
  }
  return hash_through_string(view, options, false);
}

// ---------------------------------------------------------------- query order
//
// query_order::unordered: the normalized text is split at its query, which is read as a
// multiset of &-separated parameters. A normalized URI-reference is a valid one, so its
// first '?' (when no '#' comes first) starts the query and the next '#' ends it: '?' and
// '#' stand nowhere else before them (RFC 3986 §3: scheme, authority and path hold neither).

namespace {

/// A normalized URI-reference cut around its query.
struct query_parts {
  std::string_view before;                ///< up to the '?' (the whole text without a query)
  std::optional<std::string_view> query;  ///< after the '?', up to the fragment
  std::string_view after;                 ///< the fragment with its '#', or empty
};

query_parts split_at_query(std::string_view s) noexcept {
  // Two memchr()s (find_first_of() tests one byte at a time): the first '#' ends whatever
  // precedes the fragment, and a '?' before it starts the query.
  const std::size_t n = s.size();
  const void* hash_mark = n ? std::memchr(s.data(), '#', n) : nullptr;
  const std::size_t f = hash_mark ? static_cast<std::size_t>(static_cast<const char*>(hash_mark) - s.data()) : n;
  const void* question = f ? std::memchr(s.data(), '?', f) : nullptr;
  if (!question) return {s, std::nullopt, {}};
  const std::size_t q = static_cast<std::size_t>(static_cast<const char*>(question) - s.data());
  return {s.substr(0, q), s.substr(q + 1, f - q - 1), s.substr(f)};
}

/// Calls f(p) for each &-separated parameter p of `query` ("" has one, empty; "&" two).
template <class F>
void for_each_param(std::string_view query, F&& f) {
  for (std::size_t start = 0;;) {
    const std::size_t amp = std::min(query.find('&', start), query.size());
    f(query.substr(start, amp - start));
    if (amp == query.size()) return;
    start = amp + 1;
  }
}

/// A parameter and its hash; the order that sorts them is a total order on the texts.
struct hashed_param {
  std::uint64_t hash;
  std::string_view text;
  bool operator<(const hashed_param& o) const noexcept { return hash != o.hash ? hash < o.hash : text < o.text; }
  bool operator!=(const hashed_param& o) const noexcept { return hash != o.hash || text != o.text; }
};

/// Whether two queries hold the same parameters, each as often, in any order. Exact: each
/// side's (hash, text) pairs are sorted (pairs, not text: no sorted copy of the query is
/// built) and compared text by text. Up to `few` parameters a side on the stack.
bool same_parameters(std::string_view a, std::string_view b) {
  if (a == b) return true;
  // The same parameters joined by '&' have the same length and the same number of '&'.
  if (a.size() != b.size()) return false;
  const auto count = [](std::string_view q) { return static_cast<std::size_t>(std::count(q.begin(), q.end(), '&')) + 1; };
  const std::size_t n = count(a);
  if (count(b) != n) return false;
  const auto compare = [n, a, b](hashed_param* pa, hashed_param* pb) {
    std::size_t i = 0, j = 0;
    for_each_param(a, [&](std::string_view p) { pa[i++] = {detail::hash_bytes(p), p}; });
    for_each_param(b, [&](std::string_view p) { pb[j++] = {detail::hash_bytes(p), p}; });
    std::sort(pa, pa + n);
    std::sort(pb, pb + n);
    for (std::size_t k = 0; k < n; ++k)
      if (pa[k] != pb[k]) return false;
    return true;
  };
  constexpr std::size_t few = 32;
  if (n <= few) {
    hashed_param pa[few], pb[few];
    return compare(pa, pb);
  }
  std::vector<hashed_param> pa(n), pb(n);
  return compare(pa.data(), pb.data());
}

/// The hash of a normalized text with its query read as a multiset: the parameters'
/// hashes summed (commutative: order does not count; a repeat adds its hash again), mixed
/// with the hashes of the text before and after the query. A text without a query hashes
/// as hash() hashes it.
std::uint64_t hash_unordered(std::string_view s) noexcept {
  const query_parts parts = split_at_query(s);
  if (!parts.query) return detail::hash_bytes(s);
  constexpr std::uint64_t k0 = 0x9E3779B97F4A7C15ULL, k1 = 0xD6E8FEB86659FD93ULL, k2 = 0xC2B2AE3D27D4EB4FULL;
  std::uint64_t sum = 0, count = 0;
  for_each_param(*parts.query, [&](std::string_view p) {
    sum += detail::hash_bytes(p);
    ++count;
  });
  std::uint64_t h = detail::fold_multiply(detail::hash_bytes(parts.before) ^ k1, sum ^ k0);
  h = detail::fold_multiply(h ^ count, detail::hash_bytes(parts.after) ^ k2);
  return detail::fold_multiply(h ^ k0, s.size() ^ k1);
}

/// Whether two normalized texts are equal but for the order of their query parameters.
bool equal_unordered(std::string_view a, std::string_view b) {
  if (a == b) return true;
  if (a.size() != b.size()) return false;  // the same parts have the same total length
  const query_parts pa = split_at_query(a), pb = split_at_query(b);
  if (pa.before != pb.before || pa.after != pb.after || !pa.query || !pb.query) return false;
  return same_parameters(*pa.query, *pb.query);
}

/// The normalized text of `v` under `o`: the input itself at the string level, else
/// written at `buffer` by normalize_to()'s shortcut when it takes it (short URIs that only
/// lose capitals), else into `scratch`.
std::string_view normalized_text(const uri_view& v, const normalize_options& o,
                                 char (&buffer)[on_stack + normalize_to_slack], std::string& scratch) {
  if (detail::leaves_text_as_is(o)) return v.string();
  if (v.string().size() < on_stack) {
    if (const char* end = detail::normalize_to_fast(buffer, v, o))
      return std::string_view(buffer, static_cast<std::size_t>(end - buffer));
  }
  detail::normalize_replacing(v, scratch, o);
  return scratch;
}

}  // namespace

bool equivalent(const uri_view& a, const uri_view& b, const normalize_options& options, query_order order) {
  if (order == query_order::ordered) return equivalent(a, b, options);
  if (a.string() == b.string()) return true;
  char buffer_a[on_stack + normalize_to_slack], buffer_b[on_stack + normalize_to_slack];
  std::string& na = detail::thread_scratch<struct first_site>();
  std::string& nb = detail::thread_scratch<struct second_site>();
  const detail::scratch_release release_a(na), release_b(nb);
  return equal_unordered(normalized_text(a, options, buffer_a, na), normalized_text(b, options, buffer_b, nb));
}

result<bool> equivalent(std::string_view a, std::string_view b, const normalize_options& options, query_order order,
                        int* which) {
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
  return equivalent(*pa, *pb, options, order);
}

std::uint64_t hash(const uri_view& view, const normalize_options& options, query_order order) {
  if (order == query_order::ordered) return hash(view, options);
  char buffer[on_stack + normalize_to_slack];
  std::string& normalized = detail::thread_scratch<struct normalized_site>();
  const detail::scratch_release release(normalized);
  return hash_unordered(normalized_text(view, options, buffer, normalized));
}

result<std::string> canonical_key(std::string_view input, const normalize_options& options) {
  auto parsed = parse_uri_reference(input);
  if (!parsed) return parsed.error();
  // Normalized into this thread's buffer, then the key made with one allocation.
  std::string& normalized = detail::thread_scratch<struct normalized_site>();
  const detail::scratch_release release(normalized);
  detail::normalize_replacing(*parsed, normalized, options);
  const std::string prefix = "v" + std::to_string(canonical_key_version) + ":";  // short: no allocation
  std::string key;
  key.reserve(prefix.size() + normalized.size());
  key.append(prefix).append(normalized);
  return key;
}

}  // namespace urikit
