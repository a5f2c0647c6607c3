// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urlcanon's SSURT: every section of urlcanon's testdata/ssurt.json
// (test/data/crawl/urlcanon_ssurt.json), through ssurt() and the steps inside it.
#include <fstream>
#include <sstream>
#include <string>

#include <boost/json.hpp>  // the definitions come from href_test.cpp's <boost/json/src.hpp>
#include <boost/test/unit_test.hpp>
#include <urikit/surt.hpp>

#include "crawl/urlcanon_url.hpp"

namespace json = boost::json;
using namespace urikit::detail;

BOOST_AUTO_TEST_SUITE(crawl_ssurt_test)

BOOST_AUTO_TEST_CASE(urlcanon_ssurt_json) {
  std::ifstream in(std::string(URIKIT_TEST_DATA_DIR) + "/crawl/urlcanon_ssurt.json", std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const json::value data = json::parse(text.str());
  std::size_t cases = 0;
  for (const auto& [section, entries] : data.as_object()) {
    for (const auto& [key, value] : entries.as_object()) {
      const std::string input(key), want(value.as_string());
      std::string got;
      if (section == "ssurtHost") got = urlcanon_ssurt_host(input);
      else if (section == "reverseHost") got = urlcanon_reverse_host(input);
      else if (section == "ssurt") got = urikit::ssurt(input).value();
      else if (section == "surt") got = urlcanon_surt(parse_urlcanon_url(input));
      else if (section == "surtWithoutScheme") got = urlcanon_surt(parse_urlcanon_url(input), true, false);
      else if (section == "surtWithoutTrailingComma") got = urlcanon_surt(parse_urlcanon_url(input), false, true);
      else BOOST_ERROR("unknown section " << section);
      BOOST_TEST(got == want, section << ": " << input);
      ++cases;
    }
  }
  BOOST_TEST(cases == 37u);
}

BOOST_AUTO_TEST_CASE(parser_keeps_every_byte) {
  // parse_url() keeps every delimiter: its parts, in order, are the input.
  for (const char* s : {" \thttp://u:p@h:81/a\\b?q#f \n", "file:\\\\h\\x", "a/b?x:y", "mailto:x@y", "http:/\t/h",
                        "http://a@b@c:1", "http://u:p@x@y:z/", "//h/p", "[::1]:8"}) {
    const std::string_view in(s);
    auto u = parse_urlcanon_url(in);
    std::string back;
    for (auto part : {u.leading_junk, u.scheme, u.colon_after_scheme, u.slashes, u.username, u.colon_before_password,
                      u.password, u.at_sign, u.host, u.colon_before_port, u.port, u.path, u.question_mark, u.query,
                      u.hash_sign, u.fragment, u.trailing_junk})
      back.append(part);
    BOOST_TEST(back == in);
  }
  auto u = parse_urlcanon_url("http://u:p@x@y:z/");
  BOOST_TEST(u.username == "u");
  BOOST_TEST(u.password == "p@x");
  BOOST_TEST(u.host == "y");
  // "0.0.0.0" is an address of value 0, which ssurt_host() tests for truth: reversed (kept).
  BOOST_TEST(urlcanon_ssurt_host("0.0.0.0") == "0,0,0,0,");
}

BOOST_AUTO_TEST_SUITE_END()
