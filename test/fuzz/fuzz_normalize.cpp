// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Fuzz target: normalization (RFC 3986 §6.2.2, §6.2.3). Flags pick the level and options.
// Invariants: the output parses; normalizing it again changes nothing; the shape (scheme,
// authority, relative path-absoluteness) is kept; it is equivalent to the input with an
// equal hash; triplets are upper-case and never encode an unreserved character (unless the
// conservative option keeps %2E); no reserved character is decoded; the fast paths
// (SIMD short and 64-127-byte, word-at-a-time) write exactly what the general normalizer
// writes.
#include <urikit/compare.hpp>
#include <urikit/normalize.hpp>

#include <urikit/charset.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "dot_segments.hpp"
#include "fuzz_common.hpp"
#include "normalize_general.hpp"

using namespace urikit;

namespace {
/// Triplets that encode reserved characters in `s`.
std::size_t reserved_triplets(std::string_view s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i + 2 < s.size(); ++i) {
    if (s[i] != '%') continue;
    auto hex = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
    auto octet = static_cast<unsigned char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
    if (charsets::reserved.contains(octet)) ++n;
    i += 2;
  }
  return n;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto in = fuzz::fuzz_input::from(data, size);
  auto x = fuzz::checked_parse(in.text, grammar::uri_reference, {});
  if (!x) return 0;
  normalize_options o;
  o.level = in.flag(0) ? equivalence_level::syntax : equivalence_level::scheme;
  o.decode_encoded_dots = !in.flag(1);
  o.drop_fragment = in.flag(2);
  o.sort_query = in.flag(3);
  o.canonical_ipv6 = in.flag(4);
  o.remove_empty_query = in.flag(5);
  o.remove_tracking_params = in.flag(6);

  std::string n;
  normalize_into(n, *x, o);
  std::string general;
  detail::normalize_general(*x, general, o);
  URIKIT_FUZZ_CHECK(n == general);
  // normalize_to(): the same text, inside its documented room (one byte more than the input
  // at most, the root of an empty path, but for IPv4-mapped hosts with canonical_ipv6).
  URIKIT_FUZZ_CHECK(n.size() <= x->string().size() + (o.canonical_ipv6 ? normalize_to_slack : 1));
  std::vector<char> room(x->string().size() + normalize_to_slack);
  const char* end = normalize_to(room.data(), *x, o);
  URIKIT_FUZZ_CHECK(std::string_view(room.data(), static_cast<std::size_t>(end - room.data())) == n);
  auto y = fuzz::checked_parse(n, grammar::uri_reference, {});
  URIKIT_FUZZ_CHECK(y.has_value());
  std::string again;
  normalize_into(again, *y, o);
  URIKIT_FUZZ_CHECK(again == n);
  URIKIT_FUZZ_CHECK(y->has_scheme() == x->has_scheme());
  URIKIT_FUZZ_CHECK(y->has_authority() == x->has_authority());
  URIKIT_FUZZ_CHECK(y->has_userinfo() == x->has_userinfo());
  if (!x->has_scheme() && !x->path().empty()) URIKIT_FUZZ_CHECK(y->is_path_absolute() == x->is_path_absolute());
  if (x->is_path_absolute()) URIKIT_FUZZ_CHECK(y->is_path_absolute());
  URIKIT_FUZZ_CHECK(equivalent(*x, *y, o));
  URIKIT_FUZZ_CHECK(hash(*x, o) == hash(*y, o));
  URIKIT_FUZZ_CHECK(is_normalized(*y, o));
  if (!o.sort_query && !o.drop_fragment && !o.remove_empty_query && !o.remove_tracking_params) {
    // Reserved characters are never decoded: their triplets survive one for one.
    URIKIT_FUZZ_CHECK(reserved_triplets(y->query().value_or("")) == reserved_triplets(x->query().value_or("")));
    URIKIT_FUZZ_CHECK(reserved_triplets(y->fragment().value_or("")) ==
                      reserved_triplets(x->fragment().value_or("")));
  }
  // Triplets: upper-case hex, never an unreserved character (but %2E when kept on purpose).
  for (std::size_t i = 0; i < n.size(); ++i) {
    if (n[i] != '%') continue;
    URIKIT_FUZZ_CHECK(!(n[i + 1] >= 'a' && n[i + 1] <= 'f') && !(n[i + 2] >= 'a' && n[i + 2] <= 'f'));
    auto hex = [](char c) { return c <= '9' ? c - '0' : c - 'A' + 10; };
    auto octet = static_cast<unsigned char>(hex(n[i + 1]) * 16 + hex(n[i + 2]));
    URIKIT_FUZZ_CHECK(!charsets::unreserved.contains(octet) || (octet == '.' && !o.decode_encoded_dots));
    i += 2;
  }
  // Without an authority the path never starts with "//".
  if (!y->has_authority()) URIKIT_FUZZ_CHECK(y->path().substr(0, 2) != "//");
  return 0;
}
