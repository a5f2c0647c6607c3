// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of compare.hpp: the comparison ladder (RFC 3986 §6.2) and cache-key safety
// (which pairs must merge and which must stay apart, from §2.2, §2.3, §6.2.2, §6.2.3).
#include <urikit/compare.hpp>

#include <boost/test/unit_test.hpp>

#include <urikit/parse.hpp>

#include "allocation_counter.hpp"
#include "uri_generator.hpp"

using namespace urikit;

namespace {
normalize_options at(equivalence_level level) {
  normalize_options o;
  o.level = level;
  return o;
}
bool eq(std::string_view a, std::string_view b, normalize_options o = {}) {
  int which = 0;
  auto r = equivalent(a, b, o, &which);
  BOOST_TEST_REQUIRE(r.has_value(), a << " / " << b);
  return *r;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(compare_test)

BOOST_AUTO_TEST_CASE(ladder) {
  const auto string = at(equivalence_level::string);
  const auto syntax = at(equivalence_level::syntax);
  BOOST_TEST(!eq("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", string));
  BOOST_TEST(eq("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", syntax));
  BOOST_TEST(!eq("http://example.com", "http://example.com:80/", syntax));
  BOOST_TEST(eq("http://example.com", "http://example.com:80/"));
  BOOST_TEST(eq("a", "a", string));
}

BOOST_AUTO_TEST_CASE(must_merge) {
  const std::pair<const char*, const char*> pairs[] = {
      {"http://h/%7e", "http://h/%7E"},       {"http://h/%7E", "http://h/~"},
      {"http://h/%41", "http://h/A"},         {"HTTP://H/", "http://h/"},
      {"http://h/a/./b/../c", "http://h/a/c"}, {"http://h:80/", "http://h/"},
      {"http://h:/", "http://h/"},            {"http://h", "http://h/"},
      {"https://h:443", "https://h/"},        {"http://h/%2e%2e/x", "http://h/x"},
  };
  for (auto [a, b] : pairs) BOOST_TEST(eq(a, b), a << " ~ " << b);
}

BOOST_AUTO_TEST_CASE(must_stay_apart) {
  // Each of these differs in a way RFC 3986 says can change the resource.
  const std::pair<const char*, const char*> pairs[] = {
      {"http://h/a%2Fb", "http://h/a/b"},     {"http://h/a%3Fb", "http://h/a?b"},
      {"http://h/a%23b", "http://h/a#b"},     {"http://h/?a%26b", "http://h/?a&b"},
      {"http://h/?a%3Db", "http://h/?a=b"},   {"http://h/?a%2Bb", "http://h/?a+b"},
      {"http://h/?a+b", "http://h/?a%20b"},   {"http://h/A", "http://h/a"},
      {"http://USER@h/", "http://user@h/"},   {"http://h/?", "http://h/"},
      {"http://h/#", "http://h/"},            {"http://@h/", "http://h/"},
      {"http://a.example./", "http://a.example/"},
      {"http://h/e%CC%81", "http://h/%C3%A9"}, {"s:/p", "s:p"},
      {"http://h/%252e", "http://h/%2e"},     {"http://h:8080/", "http://h/"},
      {"foo://h:80/", "foo://h/"},            {"http://h/a/", "http://h/a"},
  };
  for (auto [a, b] : pairs) {
    BOOST_TEST(!eq(a, b), a << " !~ " << b);
    // The crawler profile merges "?" and "#" with nothing after them on purpose.
    const char last = std::string_view(a).back();
    if (last != '?' && last != '#')
      BOOST_TEST(!eq(a, b, normalize_options::crawler()), a << " !~ " << b << " (crawler)");
  }
}

BOOST_AUTO_TEST_CASE(errors_say_which) {
  int which = 0;
  auto r = equivalent("http://ok/", "http://bad host/", {}, &which);
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST(which == 2);
  BOOST_TEST(r.error().offset == 10u);
  r = equivalent("%zz", "x", {}, &which);
  BOOST_TEST(which == 1);
}

BOOST_AUTO_TEST_CASE(equal_text_is_equivalent_at_every_level) {
  // Two copies of one text (different buffers), however odd, at every level and profile;
  // and a text that differs by one byte is not equal at the string level.
  for (const std::string text : {"HTTP://A:80/b/../%7e?x#y", "a", "", "//h/./p?", "s:%41/..//x"}) {
    const std::string copy = text;
    const auto a = *parse_uri_reference(text), b = *parse_uri_reference(copy);
    for (auto level : {equivalence_level::string, equivalence_level::syntax, equivalence_level::scheme}) {
      BOOST_TEST(equivalent(a, b, at(level)), text);
      BOOST_TEST(hash(a, at(level)) == hash(b, at(level)), text);
    }
    BOOST_TEST(equivalent(a, b, normalize_options::crawler()), text);
  }
  BOOST_TEST(!equivalent(*parse_uri_reference("http://a/%7e"), *parse_uri_reference("http://a/~"),
                         at(equivalence_level::string)));
}

BOOST_AUTO_TEST_CASE(hash_agrees_with_equivalence) {
  urikit::test::uri_generator gen(7);
  std::vector<std::string> inputs;
  while (inputs.size() < 1500) {
    std::string s = gen.next();
    if (parse_uri_reference(s)) inputs.push_back(s);
  }
  for (auto level : {equivalence_level::string, equivalence_level::syntax, equivalence_level::scheme}) {
    const auto o = at(level);
    std::size_t pairs_equivalent = 0;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      auto a = *parse_uri_reference(inputs[i]);
      for (std::size_t j = i + 1; j < inputs.size() && j < i + 60; ++j) {
        auto b = *parse_uri_reference(inputs[j]);
        if (equivalent(a, b, o)) {
          ++pairs_equivalent;
          BOOST_TEST(hash(a, o) == hash(b, o), inputs[i] << " / " << inputs[j]);
        }
      }
    }
    BOOST_TEST(pairs_equivalent > 0u);  // the generator does produce equivalent pairs
  }
}

BOOST_AUTO_TEST_CASE(canonical_keys) {
  auto k1 = canonical_key("HTTP://Example.com:80/a/./b/%7e");
  auto k2 = canonical_key("http://example.com/a/b/~");
  BOOST_TEST_REQUIRE(k1.has_value());
  BOOST_TEST(*k1 == *k2);
  BOOST_TEST(*k1 == "v" + std::to_string(canonical_key_version) + ":http://example.com/a/b/~");
  // Conservative: an encoded dot segment is not merged with its parent directory.
  BOOST_TEST(*canonical_key("http://h/a/%2e%2e/b") != *canonical_key("http://h/b"));
  BOOST_TEST(!canonical_key("http://h/ x").has_value());
  // Once this thread's buffer has grown, a key costs one allocation: the key itself.
  (void)canonical_key("http://example.com/a/long/enough/path/for/the/heap/?q=1");
  urikit::test::allocation_scope scope;
  const auto k3 = canonical_key("HTTP://EXAMPLE.com/a/long/enough/path/for/the/heap/?q=1");
  BOOST_TEST(scope.count() == 1u);
  BOOST_TEST(*k3 == "v2:http://example.com/a/long/enough/path/for/the/heap/?q=1");
}

BOOST_AUTO_TEST_SUITE_END()
