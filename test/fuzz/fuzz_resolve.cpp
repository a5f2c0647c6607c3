// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: resolution (RFC 3986 §5.2) and relativize. Input: base "\n" reference.
// Invariants: the result parses as a URI and re-parses to its own shape; a reference with a
// scheme (strict) or authority keeps it; the fragment is the reference's; the path never
// starts with "//" without an authority; base_resolver gives resolve_into's result;
// resolve(base, relativize(base, t)) == t.
#include <urikit/normalize.hpp>
#include <urikit/resolve.hpp>

#include "fuzz_common.hpp"

using namespace urikit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz::fuzz_input::from(data, size);
  auto [base_text, ref_text] = fuzz::split2(in.text);
  auto base = fuzz::checked_parse(base_text, grammar::uri, {});
  auto ref = fuzz::checked_parse(ref_text, grammar::uri_reference, {});
  if (!base || !ref) return 0;
  resolve_options o;
  o.strict = !in.flag(0);
  std::string t;
  URIKIT_FUZZ_CHECK(resolve_into(t, *base, *ref, o).has_value());
  std::string prepared;
  URIKIT_FUZZ_CHECK(base_resolver(*base).resolve_into(prepared, *ref, o).has_value());
  URIKIT_FUZZ_CHECK(prepared == t);
  auto tv = fuzz::checked_parse(t, grammar::uri, {});
  URIKIT_FUZZ_CHECK(tv.has_value());
  URIKIT_FUZZ_CHECK(tv->fragment() == ref->fragment());
  if (ref->has_authority()) URIKIT_FUZZ_CHECK(tv->authority() == ref->authority());
  if (o.strict && ref->has_scheme()) {
    URIKIT_FUZZ_CHECK(tv->scheme() == ref->scheme());
    URIKIT_FUZZ_CHECK(tv->query() == ref->query());
  }
  if (!tv->has_authority()) URIKIT_FUZZ_CHECK(tv->path().substr(0, 2) != "//");

  // relativize, on the normalized target: resolving its result gives the target back.
  std::string target = *normalize(t);
  std::string base_string(base_text);
  auto r = relativize(base_string, target);
  URIKIT_FUZZ_CHECK(r.has_value());
  auto back = resolve(base_string, *r);
  URIKIT_FUZZ_CHECK(back.has_value());
  URIKIT_FUZZ_CHECK(*back == target);
  return 0;
}
