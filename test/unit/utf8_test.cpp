// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of utf8.hpp: well-formed UTF-8 by RFC 3629 §4 (Table 3-7 of Unicode), checked on
// every length and every position of the first bad byte, so that the ASCII fast path and
// its last, overlapping step are exercised.
#include <urikit/utf8.hpp>

#include <boost/test/unit_test.hpp>

#include <string>

using namespace urikit;

BOOST_AUTO_TEST_SUITE(utf8_test)

BOOST_AUTO_TEST_CASE(well_formed_sequences) {
  // One of each length, at the edges of RFC 3629's ranges.
  for (const char* ok : {"", "a", "\x7F", "\xC2\x80", "\xDF\xBF", "\xE0\xA0\x80", "\xED\x9F\xBF", "\xEE\x80\x80",
                         "\xEF\xBF\xBF", "\xF0\x90\x80\x80", "\xF4\x8F\xBF\xBF", "caf\xC3\xA9", "\xE6\x97\xA5\xE6\x9C\xAC"})
    BOOST_TEST(validate_utf8(ok).has_value(), ok);
}

BOOST_AUTO_TEST_CASE(ill_formed_sequences_fail_at_their_first_byte) {
  // Overlong (C0 80, E0 9F BF, F0 8F BF BF), surrogates (ED A0 80), above U+10FFFF (F4 90 80
  // 80, F5), lone continuation bytes, truncated sequences, bytes never used (FE, FF).
  const std::string bad[] = {"\xC0\x80", "\xC1\xBF", "\xE0\x9F\xBF", "\xF0\x8F\xBF\xBF", "\xED\xA0\x80",
                             "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\x80", "\xBF", "\xC2", "\xE1\x80",
                             "\xF1\x80\x80", "\xFE", "\xFF", "\xC2\x41"};
  for (const std::string& b : bad) {
    for (std::size_t before = 0; before <= 20; ++before) {
      for (std::size_t after : {0u, 1u, 7u, 9u}) {
        const std::string text = std::string(before, 'a') + b + std::string(after, 'z');
        const auto r = validate_utf8(text);
        BOOST_TEST_CONTEXT("bad sequence after " << before << " bytes, " << after << " after it") {
          BOOST_TEST(!r.has_value());
          if (!r) {
            BOOST_TEST(r.error().code == errc::invalid_utf8);
            BOOST_TEST(r.error().offset == before);
          }
        }
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(ascii_of_every_length_and_one_non_ascii_byte_anywhere) {
  for (std::size_t n = 0; n <= 40; ++n) {
    const std::string ascii(n, 'x');
    BOOST_TEST(validate_utf8(ascii).has_value());
    for (std::size_t p = 0; p < n; ++p) {
      std::string text = ascii;
      text[p] = '\x80';  // a continuation byte alone
      const auto r = validate_utf8(text);
      BOOST_TEST((!r && r.error().offset == p), "length " << n << ", byte " << p);
      // A well-formed two-byte sequence there is fine.
      std::string good = ascii;
      good.replace(p, 1, "\xC3\xA9");
      BOOST_TEST(validate_utf8(good).has_value(), "length " << n << ", at " << p);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
