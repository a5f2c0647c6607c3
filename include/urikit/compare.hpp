// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urikit: equivalence at each level of the comparison ladder (RFC 3986 §6.2), hashes that
// agree with it, and canonical keys for caches and crawlers.
#ifndef URIKIT_COMPARE_HPP
#define URIKIT_COMPARE_HPP

#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/config.hpp>
#include <urikit/error.hpp>
#include <urikit/normalize.hpp>
#include <urikit/uri_view.hpp>

namespace urikit {

/// Bumped whenever normalization, key rules or hash() change, so stored keys and hashes
/// can be recognized as stale. Part of every canonical_key(). 2: hash() uses a faster
/// byte hash (keys are unchanged but for the prefix).
inline constexpr int canonical_key_version = 2;

/// True when both normalize to the same string under `options` (string level: equal bytes).
/// Allocates nothing once this thread's buffers have grown to the URIs' size.
URIKIT_API bool equivalent(const uri_view& a, const uri_view& b, const normalize_options& options = {});

/// Parses both as URI-references and compares them. On a parse error, *which (if given)
/// is set to 1 or 2: the input the error's offset refers to.
URIKIT_API result<bool> equivalent(std::string_view a, std::string_view b, const normalize_options& options = {},
                                   int* which = nullptr);

/// A 64-bit hash of the normalized form: equivalent(a, b, o) implies hash(a, o) == hash(b, o).
/// Stable across runs and platforms for one canonical_key_version.
URIKIT_API std::uint64_t hash(const uri_view& view, const normalize_options& options = {});

/// How equivalent() and hash() read the query (docs/normalization.md, "Query order").
enum class query_order : std::uint8_t {
  /// The normalized query as written: "?a=1&b=2" and "?b=2&a=1" differ (RFC 3986).
  ordered,
  /// The normalized query as a multiset of its &-separated parameters: order does not
  /// count, repeats do ("?a=1&b=2" matches "?b=2&a=1"; "?a=1&a=1&b=2" does not match
  /// "?a=1&b=2"). Each parameter is compared after the level's normalization, as its whole
  /// text ("a" and "a=" differ; an empty parameter, as in "?a=1&", counts). The rest of the
  /// URI, and whether it has a query at all, compare as with `ordered`. No sorted copy of
  /// the query is made.
  unordered,
};

/// equivalent() with the query read as `order` says. Exact: two URIs are equivalent only
/// when their normalized forms are equal but for the order of query parameters (never
/// judged by hashes alone). Allocates nothing once this thread's buffers have grown, but
/// for queries of more than 32 parameters.
[[nodiscard]] URIKIT_API bool equivalent(const uri_view& a, const uri_view& b, const normalize_options& options,
                                         query_order order);
/// The same of two texts parsed as URI-references; *which (if given) says which failed.
[[nodiscard]] URIKIT_API result<bool> equivalent(std::string_view a, std::string_view b,
                                                 const normalize_options& options, query_order order,
                                                 int* which = nullptr);

/// hash() with the query read as `order` says: equivalent(a, b, o, order) implies
/// hash(a, o, order) == hash(b, o, order). With query_order::unordered, the parameters'
/// hashes are summed (a commutative combination), so their order does not count. Stable
/// across runs and platforms for one canonical_key_version. A URI without a query has the
/// same hash with either order.
[[nodiscard]] URIKIT_API std::uint64_t hash(const uri_view& view, const normalize_options& options,
                                            query_order order);

/// The cache key of a URI: "v<canonical_key_version>:" followed by its conservative
/// scheme-level normalization (normalize_options::conservative(): RFC equivalence except
/// that %2E is never turned into a dot segment). Two URIs get one key only when they are
/// equivalent by RFC 3986; see docs/security.md.
URIKIT_API result<std::string> canonical_key(std::string_view input,
                                             const normalize_options& options = normalize_options::conservative());

}  // namespace urikit

#endif  // URIKIT_COMPARE_HPP
