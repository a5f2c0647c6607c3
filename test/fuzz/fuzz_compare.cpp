// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: the comparison ladder (RFC 3986 §6.2). Input: a "\n" b.
// Invariants at every level: reflexive, symmetric, equivalent => equal hash, equivalent ==
// (normalize(a) == normalize(b)), levels are monotonic, and a ~ normalize(a).
#include <urikit/compare.hpp>
#include <urikit/normalize.hpp>

#include "fuzz_common.hpp"

using namespace urikit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz::fuzz_input::from(data, size);
  auto [a_text, b_text] = fuzz::split2(in.text);
  auto a = fuzz::checked_parse(a_text, grammar::uri_reference, {});
  auto b = fuzz::checked_parse(b_text, grammar::uri_reference, {});
  if (!a || !b) return 0;
  bool previous = false;
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
  }
  return 0;
}
