// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of repair.hpp: each kind of fix the issue names, the report's offsets, and the
// two promises over generated input: the output always parses, and valid input is untouched.
#include <urikit/repair.hpp>

#include <boost/test/unit_test.hpp>

#include <random>

#include <urikit/parse.hpp>

#include "uri_generator.hpp"

using namespace urikit;

BOOST_AUTO_TEST_SUITE(repair_test)

BOOST_AUTO_TEST_CASE(each_kind_of_fix) {
  auto r = repair("http://example.com/a b/\xC3\xBC?q=\"x\"#one#two");
  BOOST_TEST(r.output == "http://example.com/a%20b/%C3%BC?q=%22x%22#one%23two");
  BOOST_TEST_REQUIRE(r.fixes.size() == 6u);
  BOOST_TEST(r.fixes[0].offset == 20u);  // the space
  BOOST_TEST((r.fixes[0].kind == repair_kind::encoded_character));
  BOOST_TEST(r.fixes[1].offset == 23u);  // the first byte of ü
  BOOST_TEST((r.fixes[1].kind == repair_kind::encoded_non_ascii));
  BOOST_TEST((r.fixes[5].kind == repair_kind::encoded_delimiter));  // the second '#'
  BOOST_TEST(repair("100%").output == "100%25");
  BOOST_TEST(repair("/a%2").output == "/a%252");
  BOOST_TEST(repair("/a[b]").output == "/a%5Bb%5D");
  BOOST_TEST(repair("http://[::1]/p[1]").output == "http://[::1]/p%5B1%5D");  // brackets kept in the IP literal
  BOOST_TEST(repair("/<>\\^`{|}").output == "/%3C%3E%5C%5E%60%7B%7C%7D");
  BOOST_TEST(repair("a b:c").output == "./a%20b:c");  // §4.2
  BOOST_TEST(repair("http://a@b@c/").output == "http://a%40b@c/");  // the last '@' ends the userinfo
  // No scheme (a space cannot start one), so the first segment "%20http:" needs "./" (§4.2).
  BOOST_TEST(repair(" http://a/ ").output == "./%20http://a/%20");
}

BOOST_AUTO_TEST_CASE(valid_input_is_untouched) {
  for (auto in : {"http://a/b?c#d", "", "a:b", "//[v1.x]/%41", "./this:that", "s:/.//x"}) {
    auto r = repair(in);
    BOOST_TEST(r.output == in);
    BOOST_TEST(r.fixes.empty());
  }
}

BOOST_AUTO_TEST_CASE(properties_over_generated_input) {
  urikit::test::uri_generator gen(11);
  std::mt19937 rng(5);
  const char noise[] = " \"<>\\^`{|}#[]@%\x01\x7F\xC3\xA9\xFF:";
  for (int i = 0; i < 20000; ++i) {
    std::string s = gen.next();
    const bool valid = parse_uri_reference(s).has_value();
    if (i % 2) {  // add noise at random places
      for (int k = 0; k < 3; ++k) s.insert(rng() % (s.size() + 1), 1, noise[rng() % (sizeof noise - 1)]);
    }
    auto r = repair(s);
    BOOST_TEST_REQUIRE(parse_uri_reference(r.output).has_value(), s << " -> " << r.output);
    for (const auto& f : r.fixes) BOOST_TEST_REQUIRE(f.offset < s.size());
    if (valid && i % 2 == 0) BOOST_TEST_REQUIRE(r.output == s);
    BOOST_TEST_REQUIRE(repair(r.output).output == r.output);  // repairing twice changes nothing
  }
}

BOOST_AUTO_TEST_SUITE_END()
