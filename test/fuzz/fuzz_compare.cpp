// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: the comparison ladder (RFC 3986 §6.2). Input: a "\n" b.
// Invariants at every level: reflexive, symmetric, equivalent => equal hash, equivalent ==
// (normalize(a) == normalize(b)), levels are monotonic, and a ~ normalize(a); the same for
// query_order::unordered, checked against its definition.
#include <urikit/compare.hpp>
#include <urikit/normalize.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_common.hpp"

using namespace urikit;

namespace {
/// query_order::unordered by its definition, with sorted copies (the library makes none):
/// the normalized texts equal outside the query, and the sorted lists of the queries'
/// '&'-separated parameters equal.
bool unordered_reference(std::string_view a, std::string_view b) {
  struct parts {
    std::string_view before, after;
    bool has_query = false;
    std::vector<std::string_view> params;
  };
  const auto cut = [](std::string_view s) {
    parts p;
    const std::size_t q = s.find_first_of("?#");
    if (q == std::string_view::npos || s[q] == '#') {
      p.before = s;
      return p;
    }
    const std::size_t f = std::min(s.find('#', q + 1), s.size());
    p.before = s.substr(0, q);
    p.after = s.substr(f);
    p.has_query = true;
    const std::string_view query = s.substr(q + 1, f - q - 1);
    for (std::size_t start = 0;;) {
      const std::size_t amp = std::min(query.find('&', start), query.size());
      p.params.push_back(query.substr(start, amp - start));
      if (amp == query.size()) break;
      start = amp + 1;
    }
    std::sort(p.params.begin(), p.params.end());
    return p;
  };
  const parts pa = cut(a), pb = cut(b);
  return pa.before == pb.before && pa.after == pb.after && pa.has_query == pb.has_query && pa.params == pb.params;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz::fuzz_input::from(data, size);
  auto [a_text, b_text] = fuzz::split2(in.text);
  auto a = fuzz::checked_parse(a_text, grammar::uri_reference, {});
  auto b = fuzz::checked_parse(b_text, grammar::uri_reference, {});
  if (!a || !b) return 0;
  bool previous = false, previous_unordered = false;
  for (auto level : {equivalence_level::string, equivalence_level::syntax, equivalence_level::scheme}) {
    normalize_options o;
    o.level = level;
    o.decode_encoded_dots = !in.flag(0);
    const bool ab = equivalent(*a, *b, o);
    URIKIT_FUZZ_CHECK(equivalent(*a, *a, o));
    URIKIT_FUZZ_CHECK(ab == equivalent(*b, *a, o));
    if (ab) URIKIT_FUZZ_CHECK(hash(*a, o) == hash(*b, o));
    std::string na, nb;
    normalize_into(na, *a, o);
    normalize_into(nb, *b, o);
    URIKIT_FUZZ_CHECK(ab == (na == nb));
    URIKIT_FUZZ_CHECK(!previous || ab);  // string => syntax => scheme
    previous = ab;
    auto an = parse_uri_reference(na);
    URIKIT_FUZZ_CHECK(an.has_value());
    URIKIT_FUZZ_CHECK(equivalent(*a, *an, o));
    // The query as a multiset: coarser than the ordered comparison, symmetric, exact (its
    // definition over the normalized texts), monotonic over the levels, with hashes that agree.
    const auto unordered = query_order::unordered;
    const bool abu = equivalent(*a, *b, o, unordered);
    URIKIT_FUZZ_CHECK(!ab || abu);
    URIKIT_FUZZ_CHECK(abu == equivalent(*b, *a, o, unordered));
    URIKIT_FUZZ_CHECK(abu == unordered_reference(na, nb));
    if (abu) URIKIT_FUZZ_CHECK(hash(*a, o, unordered) == hash(*b, o, unordered));
    URIKIT_FUZZ_CHECK(!previous_unordered || abu);
    previous_unordered = abu;
  }
  return 0;
}
