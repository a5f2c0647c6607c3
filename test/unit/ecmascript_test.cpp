// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of ecmascript.hpp against JavaScript itself: test/data/ecmascript_vectors.tsv was
// recorded with node (see test/data/generate_ecmascript_vectors.js), plus the seed notes.
#include <urikit/ecmascript.hpp>

#include <boost/test/unit_test.hpp>

#include "test_data.hpp"

using namespace urikit;

namespace {
std::u16string units_from_hex(const std::string& hex) {
  std::u16string out;
  for (std::size_t i = 0; i + 3 < hex.size(); i += 4)
    out += static_cast<char16_t>(std::stoi(hex.substr(i, 4), nullptr, 16));
  return out;
}
/// UTF-16 to UTF-8, or false when the string holds a lone surrogate.
bool to_utf8(const std::u16string& s, std::string& out) {
  for (std::size_t k = 0; k < s.size(); ++k) {
    char32_t c = s[k];
    if (c >= 0xDC00 && c <= 0xDFFF) return false;
    if (c >= 0xD800 && c <= 0xDBFF) {
      if (k + 1 >= s.size() || s[k + 1] < 0xDC00 || s[k + 1] > 0xDFFF) return false;
      c = 0x10000 + ((c - 0xD800) << 10) + (s[++k] - 0xDC00);
    }
    if (c < 0x80) out += static_cast<char>(c);
    else if (c < 0x800) out += {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))};
    else if (c < 0x10000)
      out += {static_cast<char>(0xE0 | (c >> 12)), static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
              static_cast<char>(0x80 | (c & 0x3F))};
    else
      out += {static_cast<char>(0xF0 | (c >> 18)), static_cast<char>(0x80 | ((c >> 12) & 0x3F)),
              static_cast<char>(0x80 | ((c >> 6) & 0x3F)), static_cast<char>(0x80 | (c & 0x3F))};
  }
  return true;
}
std::string outcome(const result<std::string>& r) { return r ? urikit::test::to_hex(*r) : std::string("URIError"); }
}  // namespace

BOOST_AUTO_TEST_SUITE(ecmascript_test)

BOOST_AUTO_TEST_CASE(seed_examples) {
  BOOST_TEST(*ecma_decode_uri("%23%5B%5D%21%27%28%29%2A") == "%23[]!'()*");
  BOOST_TEST(*ecma_encode_uri("#[]!'()*") == "#%5B%5D!'()*");
  BOOST_TEST(*ecma_decode_uri_component("%23%5B%5D%21%27%28%29%2A") == "#[]!'()*");
  BOOST_TEST(*ecma_encode_uri_component("#[]!'()*") == "%23%5B%5D!'()*");
}

BOOST_AUTO_TEST_CASE(errors_and_offsets) {
  auto r = ecma_decode_uri_component("ab%E4%BB");
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST(r.error().offset == 2u);
  r = ecma_decode_uri("x%C0%80");
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST((r.error().code == errc::invalid_utf8));
  BOOST_TEST(r.error().offset == 1u);
  r = ecma_decode_uri("%G1");
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST((r.error().code == errc::invalid_percent_encoding));
  auto lone = ecma_encode_uri(std::u16string_view(u"a\xD800" u"b", 3));
  BOOST_TEST_REQUIRE(!lone.has_value());
  BOOST_TEST(lone.error().offset == 1u);
}

BOOST_AUTO_TEST_CASE(agrees_with_javascript) {
  auto rows = urikit::test::read_tsv("ecmascript_vectors.tsv");
  BOOST_TEST_REQUIRE(rows.size() > 4000u);
  std::size_t checked = 0, skipped = 0;
  for (const auto& row : rows) {
    BOOST_TEST_REQUIRE(row.size() == 3u);
    const std::string& fn = row[0];
    const std::string& want = row[2];
    const std::u16string units = units_from_hex(row[1]);
    std::string utf8;
    const bool well_formed = to_utf8(units, utf8);
    BOOST_TEST_CONTEXT(fn << " " << row[1]) {
      if (fn == "encodeURI" || fn == "encodeURIComponent") {
        const bool uri = fn == "encodeURI";
        BOOST_TEST(outcome(uri ? ecma_encode_uri(std::u16string_view(units)) : ecma_encode_uri_component(std::u16string_view(units))) == want);
        if (well_formed)
          BOOST_TEST(outcome(uri ? ecma_encode_uri(std::string_view(utf8)) : ecma_encode_uri_component(std::string_view(utf8))) == want);
        ++checked;
        continue;
      }
      if (!well_formed) {  // the UTF-8 entry points cannot take a lone surrogate
        ++skipped;
        continue;
      }
      result<std::string> got = std::string();
      if (fn == "decodeURI") got = ecma_decode_uri(utf8);
      else if (fn == "decodeURIComponent") got = ecma_decode_uri_component(utf8);
      else if (fn == "escape") got = ecma_escape(utf8);
      else got = ecma_unescape(utf8);
      if (want == "LoneSurrogate") BOOST_TEST((!got && got.error().code == errc::invalid_utf8));
      else BOOST_TEST(outcome(got) == want);
      ++checked;
    }
  }
  BOOST_TEST(checked > 4800u);
  BOOST_TEST(skipped < 100u);
}

BOOST_AUTO_TEST_SUITE_END()
