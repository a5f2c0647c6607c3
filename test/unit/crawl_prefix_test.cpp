// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// surt_prefix_set against the obvious loop over every rule, on rules and keys made here.
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <urikit/surt.hpp>
#include <urikit/surt_prefix_set.hpp>

BOOST_AUTO_TEST_SUITE(crawl_prefix_test)

BOOST_AUTO_TEST_CASE(scope_rules) {
  urikit::surt_prefix_set scope(std::vector<std::string>{"com,example,", "org,archive)/details/", "com,example,www,"});
  BOOST_TEST(scope.size() == 2u);  // com,example,www, is covered by com,example,
  auto key = [](const char* url) {
    urikit::surt_options o;
    o.trailing_comma = true;
    return urikit::surt(url, o).value();
  };
  BOOST_TEST(scope.covers(key("http://foo.example.com/a")));
  BOOST_TEST(*scope.find(key("http://example.com/")) == "com,example,");
  BOOST_TEST(!scope.covers(key("http://example.org/")));
  BOOST_TEST(scope.covers("org,archive)/details/x"));
  BOOST_TEST(!scope.covers("org,archive)/detail"));
  BOOST_TEST(!urikit::surt_prefix_set().covers("anything"));
  BOOST_TEST(urikit::surt_prefix_set(std::vector<std::string>{""}).covers("anything"));
}

BOOST_AUTO_TEST_CASE(same_answers_as_a_loop) {
  std::mt19937 rng(19);
  auto word = [&](std::size_t max) {
    std::string s;
    std::size_t n = rng() % (max + 1);
    for (std::size_t i = 0; i < n; ++i) s += "ab,)/"[rng() % 5];
    return s;
  };
  std::vector<std::string> rules;
  for (int i = 0; i < 300; ++i) rules.push_back(word(6));
  rules.erase(std::remove(rules.begin(), rules.end(), std::string()), rules.end());
  urikit::surt_prefix_set set(rules);
  for (int i = 0; i < 20000; ++i) {
    const std::string key = word(10);
    std::string shortest;
    bool found = false;
    for (const auto& r : rules) {
      if (key.compare(0, r.size(), r) == 0 && (!found || r.size() < shortest.size())) {
        shortest = r;
        found = true;
      }
    }
    auto got = set.find(key);
    BOOST_TEST(got.has_value() == found, key);
    if (got && found) BOOST_TEST(std::string(*got) == shortest, key);
  }
}

BOOST_AUTO_TEST_SUITE_END()
