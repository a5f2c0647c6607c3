// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of query_order::unordered (compare.hpp): equivalent() and hash() with the query read
// as a multiset of its &-separated parameters. Expected answers are worked out by hand from
// the definition (docs/normalization.md, "Query order"): the normalized URIs (RFC 3986
// §6.2.2, §6.2.3 at their level) are equal but for the order of their parameters, each
// parameter compared as its whole text, repeats counted.
#include <urikit/compare.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/parse.hpp>

#include "allocation_counter.hpp"

using namespace urikit;

namespace {
normalize_options at(equivalence_level level) {
  normalize_options o;
  o.level = level;
  return o;
}
bool same(std::string_view a, std::string_view b, normalize_options o = {}) {
  int which = 0;
  auto r = equivalent(a, b, o, query_order::unordered, &which);
  BOOST_TEST_REQUIRE(r.has_value(), a << " / " << b);
  // Symmetric, and equivalent implies equal hashes.
  auto back = equivalent(b, a, o, query_order::unordered);
  BOOST_TEST_REQUIRE(back.has_value());
  BOOST_TEST(*back == *r, a << " / " << b);
  if (*r) {
    BOOST_TEST(hash(*parse_uri_reference(a), o, query_order::unordered) ==
                   hash(*parse_uri_reference(b), o, query_order::unordered),
               a << " / " << b);
  }
  return *r;
}
bool ordered(std::string_view a, std::string_view b, normalize_options o = {}) {
  auto r = equivalent(a, b, o, query_order::ordered);
  BOOST_TEST_REQUIRE(r.has_value(), a << " / " << b);
  BOOST_TEST(*r == *equivalent(a, b, o), a << " / " << b);  // query_order::ordered is equivalent()
  return *r;
}
std::uint64_t unordered_hash(std::string_view s, normalize_options o = {}) {
  return hash(*parse_uri_reference(s), o, query_order::unordered);
}
}  // namespace

BOOST_AUTO_TEST_SUITE(unordered_query_test)

BOOST_AUTO_TEST_CASE(order_does_not_count) {
  BOOST_TEST(same("http://h/?a=1&b=2", "http://h/?b=2&a=1"));
  BOOST_TEST(!ordered("http://h/?a=1&b=2", "http://h/?b=2&a=1"));
  BOOST_TEST(same("http://h/p?c&b=2&a=1", "http://h/p?a=1&b=2&c"));
  // Values of one name in another order too (sort_query, a stable sort by name, keeps
  // these apart).
  BOOST_TEST(same("http://h/?a=1&a=2", "http://h/?a=2&a=1"));
  auto sorted = normalize_options{};
  sorted.sort_query = true;
  BOOST_TEST(!ordered("http://h/?a=1&a=2", "http://h/?a=2&a=1", sorted));
  BOOST_TEST(same("http://h/?a=1&a=2", "http://h/?a=2&a=1", sorted));
}

BOOST_AUTO_TEST_CASE(repeats_count) {
  BOOST_TEST(!same("http://h/?a=1&a=1&b=2", "http://h/?a=1&b=2"));
  BOOST_TEST(same("http://h/?a=1&a=1&b=2", "http://h/?a=1&b=2&a=1"));
  BOOST_TEST(!same("http://h/?a=1&a=1&b=2", "http://h/?a=1&b=2&b=2"));
  BOOST_TEST(unordered_hash("http://h/?a=1&a=1&b=2") != unordered_hash("http://h/?a=1&b=2"));
  BOOST_TEST(unordered_hash("http://h/?a&a") != unordered_hash("http://h/?a"));
  BOOST_TEST(unordered_hash("http://h/?a&a") != unordered_hash("http://h/?"));
}

BOOST_AUTO_TEST_CASE(each_parameter_at_the_level) {
  const auto string = at(equivalence_level::string), syntax = at(equivalence_level::syntax);
  // Syntax: %61 is "a" (§6.2.2.2), so the parameters are a=1 and b=2 on both sides.
  BOOST_TEST(same("http://h/?%61=1&b=2", "http://h/?b=2&a=1", syntax));
  BOOST_TEST(same("http://h/?b=%7e&a", "http://h/?a&b=~", syntax));
  BOOST_TEST(same("HTTP://H/?b&a", "http://h/?a&b", syntax));
  // String: parameters compared as written.
  BOOST_TEST(!same("http://h/?%61=1&b=2", "http://h/?b=2&a=1", string));
  BOOST_TEST(same("http://h/?a=1&b=2", "http://h/?b=2&a=1", string));
  BOOST_TEST(!same("HTTP://h/?a&b", "http://h/?b&a", string));
  // Scheme: the default port and the empty path (§6.2.3) too, but not at syntax level.
  BOOST_TEST(same("HTTP://h:80?b&a", "http://h/?a&b"));
  BOOST_TEST(!same("HTTP://h:80?b&a", "http://h/?a&b", syntax));
  // Reserved octets stay encoded and inside their parameter: "%26" does not split (§2.2).
  BOOST_TEST(same("http://h/?a%26b=1&c", "http://h/?c&a%26b=1"));
  BOOST_TEST(!same("http://h/?a%26b", "http://h/?b%26a"));
  BOOST_TEST(!same("http://h/?a=1%26b=2", "http://h/?b=2&a=1"));
  BOOST_TEST(!same("http://h/?a%3D1&b", "http://h/?b&a=1"));
  // Parameters compared as text: "+" is not "%20", and the case of a name counts.
  BOOST_TEST(!same("http://h/?a=b+c&d", "http://h/?d&a=b%20c"));
  BOOST_TEST(!same("http://h/?A=1&b", "http://h/?b&a=1"));
}

BOOST_AUTO_TEST_CASE(empty_parameters_and_the_ampersands_at_the_ends) {
  // "a" and "a=" are different parameters.
  BOOST_TEST(!same("http://h/?a&b", "http://h/?b&a="));
  BOOST_TEST(same("http://h/?a=&b", "http://h/?b&a="));
  // "&" at an end makes an empty parameter, which counts like any other.
  BOOST_TEST(same("http://h/?a&", "http://h/?&a"));
  BOOST_TEST(!same("http://h/?a&", "http://h/?a"));
  BOOST_TEST(same("http://h/?&a=1&b=2", "http://h/?b=2&a=1&"));
  BOOST_TEST(same("http://h/?&&a", "http://h/?a&&"));
  BOOST_TEST(same("http://h/?&&a", "http://h/?&a&"));
  BOOST_TEST(!same("http://h/?&a", "http://h/?a&&"));
  BOOST_TEST(!same("http://h/?&", "http://h/?"));  // two empty parameters, one
  // An empty query is not no query (§3.4), unless remove_empty_query says so.
  BOOST_TEST(same("http://h/?", "http://h/?"));
  BOOST_TEST(!same("http://h/?", "http://h/"));
  auto drop = normalize_options{};
  drop.remove_empty_query = true;
  BOOST_TEST(same("http://h/?", "http://h/", drop));
}

BOOST_AUTO_TEST_CASE(the_rest_compares_as_written) {
  BOOST_TEST(same("http://h/?a&b#x&y", "http://h/?b&a#x&y"));
  BOOST_TEST(!same("http://h/?a&b#x&y", "http://h/?b&a#y&x"));  // the fragment is no query
  BOOST_TEST(!same("http://h/p?a&b", "http://h/q?b&a"));
  BOOST_TEST(!same("http://h/?a&b", "http://g/?b&a"));
  BOOST_TEST(!same("http://h/a?b", "http://h/b?a"));  // same length, '?' elsewhere
  BOOST_TEST(!same("http://h/#?a&b", "http://h/#?b&a"));  // '?' inside a fragment: no query
  BOOST_TEST(same("http://h/#?a&b", "http://h/#?a&b"));
  BOOST_TEST(same("?b&a", "?a&b"));  // a reference that is only a query
  BOOST_TEST(!same("a?b&c", "?b&c"));
  // Without a query, unordered is ordered, hash included.
  for (const char* s : {"http://h/", "HTTP://H:80", "a", "", "#f", "http://h/#a&b"}) {
    const auto v = *parse_uri_reference(s);
    BOOST_TEST(hash(v, {}, query_order::unordered) == hash(v, {}), s);
    BOOST_TEST(hash(v, {}, query_order::unordered) == hash(v, {}, query_order::ordered), s);
  }
}

BOOST_AUTO_TEST_CASE(exact_not_by_hash) {
  // Same length, same number of parameters, same octets in another grouping: different.
  BOOST_TEST(!same("http://h/?ab&c", "http://h/?a&bc"));
  BOOST_TEST(!same("http://h/?a=1&b=2", "http://h/?a=2&b=1"));
  BOOST_TEST(!same("http://h/?x=12&y=3", "http://h/?x=1&y=23"));
  BOOST_TEST(!same("http://h/?ab=&c", "http://h/?a=b&c"));
  // More parameters than the stack holds (32): the same on the heap.
  std::string many = "http://h/?", reversed = "http://h/?", changed = "http://h/?";
  for (int i = 0; i < 40; ++i) {
    if (i) {
      many += '&';
      changed += '&';
    }
    many += "p" + std::to_string(i) + "=" + std::to_string(i % 3);
    changed += "p" + std::to_string(i) + "=" + std::to_string(i == 17 ? 9 : i % 3);
  }
  for (int i = 39; i >= 0; --i) {
    reversed += "p" + std::to_string(i) + "=" + std::to_string(i % 3);
    if (i) reversed += '&';
  }
  BOOST_TEST(same(many, reversed));
  BOOST_TEST(!same(many, changed));
  BOOST_TEST(!same(reversed, changed));
}

BOOST_AUTO_TEST_CASE(against_a_multiset_of_strings) {
  // Random queries from a few parameters (empty ones, repeats, "a" and "a=") against the
  // plain definition: the sorted lists of '&'-separated strings are equal (the test may
  // sort copies; the library does not). At the string level no normalization changes them.
  const std::vector<std::string> params = {"a", "a=", "a=1", "b=2", "", "a=1&b", "c=%26", "ab", "b"};
  std::mt19937 rng(19);
  const auto split = [](const std::string& q) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
      const std::size_t amp = q.find('&', start);
      out.push_back(q.substr(start, amp == std::string::npos ? std::string::npos : amp - start));
      if (amp == std::string::npos) return out;
      start = amp + 1;
    }
  };
  const auto random_query = [&](std::size_t n) {
    std::string q;
    for (std::size_t k = 0; k < n; ++k) {
      if (k) q += '&';
      q += params[rng() % params.size()];
    }
    return q;
  };
  const auto o = at(equivalence_level::string);
  std::size_t equal_pairs = 0, checked = 0;
  for (int i = 0; i < 4000; ++i) {
    const std::string qa = random_query(1 + rng() % 4);
    std::vector<std::string> parts = split(qa);
    std::string qb;
    if (i % 2) {  // a permutation of qa: always the same multiset
      std::shuffle(parts.begin(), parts.end(), rng);
      for (std::size_t k = 0; k < parts.size(); ++k) qb += (k ? "&" : "") + parts[k];
    } else {
      qb = random_query(1 + rng() % 4);
    }
    auto sa = split(qa), sb = split(qb);
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    const bool want = sa == sb;
    const std::string a = "http://h/?" + qa, b = "http://h/?" + qb;
    BOOST_TEST(same(a, b, o) == want, a << " / " << b);
    BOOST_TEST(same(a, b) == want, a << " / " << b);  // no parameter here changes when normalized
    equal_pairs += want;
    ++checked;
  }
  BOOST_TEST(equal_pairs > 1000u);
  BOOST_TEST(checked - equal_pairs > 1000u);
}

BOOST_AUTO_TEST_CASE(variants_share_a_hash) {
  // Every order of a query with a repeat, written in differently normalized ways: all
  // equivalent to each other and one hash (at the scheme level).
  std::vector<std::string> ps = {"a=1", "b=%7e", "a=1", "c"};
  std::sort(ps.begin(), ps.end());
  std::vector<std::string> variants;
  do {
    std::string q;
    for (std::size_t k = 0; k < ps.size(); ++k) q += (k ? "&" : "") + ps[k];
    variants.push_back("http://h/?" + q);
    variants.push_back("HTTP://H:80?" + q + "#f");
  } while (std::next_permutation(ps.begin(), ps.end()));
  BOOST_TEST(variants.size() == 24u);  // 12 orders of a multiset with one repeat
  const std::uint64_t h = unordered_hash("http://h/?c&a=1&b=~&a=1");
  const std::uint64_t hf = unordered_hash("http://h/?c&a=1&b=~&a=1#f");
  for (const auto& v : variants) {
    const bool with_fragment = v.back() == 'f';
    BOOST_TEST(unordered_hash(v) == (with_fragment ? hf : h), v);
    BOOST_TEST(same(v, with_fragment ? "http://h/?a=1&a=1&b=~&c#f" : "http://h/?a=1&a=1&b=~&c"), v);
  }
  BOOST_TEST(h != hf);
  BOOST_TEST(!same("http://h/?c&a=1&b=~&a=1", "http://h/?c&a=1&b=~&a=1#f"));
}

BOOST_AUTO_TEST_CASE(with_tracking_removed) {
  auto o = normalize_options{};
  o.remove_tracking_params = true;
  BOOST_TEST(same("http://h/?utm_source=x&b&a", "http://h/?a&gclid=1&b", o));
  BOOST_TEST(!same("http://h/?utm_source=x&b&a", "http://h/?a&gclid=1&b"));
}

BOOST_AUTO_TEST_CASE(errors_say_which) {
  int which = 0;
  auto r = equivalent("http://ok/?a&b", "http://bad host/", {}, query_order::unordered, &which);
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST(which == 2);
  r = equivalent("http://h:x/", "http://ok/", {}, query_order::unordered, &which);
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST(which == 1);
}

BOOST_AUTO_TEST_CASE(no_allocation_once_warm) {
  // Short URIs and up to 32 parameters: the stack and this thread's buffers.
  const auto a = *parse_uri_reference("http://example.com/a/%7e/path?z=1&y=2&x=3&w=4");
  const auto b = *parse_uri_reference("HTTP://example.com:80/a/~/path?w=4&x=3&y=2&z=1");
  BOOST_TEST(equivalent(a, b, {}, query_order::unordered));  // warm
  (void)hash(a, {}, query_order::unordered);
  urikit::test::allocation_scope scope;
  bool answer = equivalent(a, b, {}, query_order::unordered);
  const std::uint64_t ha = hash(a, {}, query_order::unordered), hb = hash(b, {}, query_order::unordered);
  BOOST_TEST(scope.count() == 0u);
  BOOST_TEST(answer);
  BOOST_TEST(ha == hb);
}

BOOST_AUTO_TEST_SUITE_END()
