// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The w3lib profile against w3lib 2.1.1's own canonicalize_url tests (test/data/crawl/
// w3lib_canonicalize_tests.json). The cases that pass other arguments than the defaults are
// counted and listed: the profile is canonicalize_url(url) with its defaults.
#include <fstream>
#include <sstream>
#include <string>

#include <boost/json.hpp>  // the definitions come from href_test.cpp's <boost/json/src.hpp>
#include <boost/test/unit_test.hpp>
#include <urikit/canonicalize.hpp>

namespace json = boost::json;

BOOST_AUTO_TEST_SUITE(crawl_w3lib_test)

BOOST_AUTO_TEST_CASE(w3lib_test_url_py_cases) {
  std::ifstream in(std::string(URIKIT_TEST_DATA_DIR) + "/crawl/w3lib_canonicalize_tests.json", std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const json::value data = json::parse(text.str());
  std::size_t ran = 0, other_arguments = 0;
  for (const auto& item : data.as_array()) {
    const auto& c = item.as_object();
    if (!c.at("kwargs").as_object().empty() || c.at("args").as_array().size() != 1) {
      ++other_arguments;  // keep_blank_values=False, keep_fragments=True, encoding=...
      continue;
    }
    const auto& arg = c.at("args").as_array()[0];
    std::string input;
    if (arg.is_string()) {
      input = std::string(arg.as_string());
    } else {  // {"bytes": latin-1 text}: back to the bytes
      std::string latin1(arg.as_object().at("bytes").as_string());
      for (std::size_t i = 0; i < latin1.size(); ++i) {
        auto ch = static_cast<unsigned char>(latin1[i]);
        if (ch < 0x80) input += static_cast<char>(ch);
        else input += static_cast<char>(((ch & 0x1F) << 6) | (static_cast<unsigned char>(latin1[++i]) & 0x3F));
      }
    }
    BOOST_TEST_CONTEXT("test_url.py line " << c.at("line").as_int64() << ": " << input) {
      auto got = urikit::canonicalize(input, urikit::canon_profile::w3lib);
      BOOST_REQUIRE(got);
      BOOST_TEST(*got == std::string(c.at("expected").as_string()));
    }
    ++ran;
  }
  BOOST_TEST(ran == 46u);
  BOOST_TEST(other_arguments == 9u);
}

BOOST_AUTO_TEST_CASE(w3lib_faults_kept) {
  // %25 decodes to a bare '%' that stays (w3lib quotes with '%' safe): %2541 becomes %41,
  // a different URL. Reproduced, as w3lib 2.1.1 does (docs/crawler-keys.md).
  BOOST_TEST(urikit::canonicalize("http://x/a%2541", urikit::canon_profile::w3lib).value() == "http://x/a%41");
  // ';' separates query arguments too, and a bare name gets '='.
  BOOST_TEST(urikit::canonicalize("http://x/?q;r=1", urikit::canon_profile::w3lib).value() == "http://x/?q=&r=1");
  // urllib.parse raises for a bracketed IPv4 address: a failure here.
  BOOST_TEST(!urikit::canonicalize("http://[1.2.3.4]/", urikit::canon_profile::w3lib));
}

BOOST_AUTO_TEST_SUITE_END()
