// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The word-at-a-time copies of src/swar.hpp against byte loops: move_bytes() and
// copy_lower() exactly, copy_blocks() and copy_lower_blocks() within their slack (the bytes
// from n to n + block_slack may change, none after); find_pair() against a byte loop.
#include <string>

#include <boost/test/unit_test.hpp>

#include "swar.hpp"

namespace swar = urikit::detail::swar;

namespace {

/// n bytes of mixed case, digits and punctuation, then the slack, filled with capitals.
std::string source(std::size_t n) {
  std::string s(n + swar::block_slack, 'Q');
  for (std::size_t i = 0; i < n; ++i) s[i] = "aZ0.-/@[`{AzM~"[(i * 7 + n) % 14];
  return s;
}

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

}  // namespace

BOOST_AUTO_TEST_SUITE(swar_test)

BOOST_AUTO_TEST_CASE(copies_equal_byte_loops) {
  for (std::size_t n = 0; n <= 100; ++n) {
    const std::string src = source(n);
    std::string lowered(src, 0, n);
    for (char& c : lowered) c = lower(c);
    const std::string guard(8, '#');
    // Exact copies: nothing past n changes.
    std::string moved(n, '.'), copied_lower(n, '.');
    moved += guard;
    copied_lower += guard;
    swar::move_bytes(moved.data(), src.data(), n);
    BOOST_TEST(swar::copy_lower(copied_lower.data(), src.data(), n) == copied_lower.data() + n);
    BOOST_TEST(moved == src.substr(0, n) + guard, "n = " << n);
    BOOST_TEST(copied_lower == lowered + guard, "n = " << n);
    std::string in_place = src.substr(0, n) + guard;  // out == s, as lower_ascii() calls it
    swar::copy_lower(in_place.data(), in_place.data(), n);
    BOOST_TEST(in_place == lowered + guard, "in place, n = " << n);
    // Block copies: the first n bytes, and nothing past the slack.
    std::string blocks(n + swar::block_slack, '.'), lower_blocks(n + swar::block_slack, '.');
    blocks += guard;
    lower_blocks += guard;
    swar::copy_blocks(blocks.data(), src.data(), n);
    BOOST_TEST(swar::copy_lower_blocks(lower_blocks.data(), src.data(), n) == lower_blocks.data() + n);
    BOOST_TEST(blocks.substr(0, n) == src.substr(0, n), "n = " << n);
    BOOST_TEST(lower_blocks.substr(0, n) == lowered, "n = " << n);
    BOOST_TEST(blocks.substr(n + swar::block_slack) == guard, "n = " << n);
    BOOST_TEST(lower_blocks.substr(n + swar::block_slack) == guard, "n = " << n);
  }
}

BOOST_AUTO_TEST_CASE(move_bytes_may_overlap) {
  for (std::size_t n = 0; n <= 70; ++n) {
    for (std::size_t shift : {1u, 3u, 8u, 17u}) {
      const std::string src = source(n).substr(0, n);
      std::string forward = src + std::string(shift, '.'), backward = std::string(shift, '.') + src;
      swar::move_bytes(forward.data() + shift, forward.data(), n);  // to a later place
      swar::move_bytes(backward.data(), backward.data() + shift, n);  // to an earlier one
      BOOST_TEST(forward.substr(shift) == src, "n = " << n << " shift " << shift);
      BOOST_TEST(backward.substr(0, n) == src, "n = " << n << " shift " << shift);
    }
  }
}

// find_pair() against the byte loop, at every start, in strings with the pair at each place,
// its first byte alone, its second alone, and the two reversed (a byte 0x80 and up too,
// which a borrow between bytes would get wrong).
BOOST_AUTO_TEST_CASE(find_pair_equals_byte_loop) {
  auto reference = [](const std::string& s, std::size_t from) {
    for (std::size_t i = from; i + 1 < s.size(); ++i)
      if (s[i] == 'i' && s[i + 1] == 'd') return i;
    return std::string::npos;
  };
  const std::string fills[] = {"x", "i", "d", "di", "\xe9i", "I"};
  std::size_t checked = 0;
  for (const std::string& fill : fills) {
    for (std::size_t n = 0; n <= 40; ++n) {
      std::string base;
      while (base.size() < n) base += fill;
      base.resize(n);
      for (std::size_t at = 0; at <= n; ++at) {  // the pair at `at` (n: none)
        std::string s = base;
        if (at + 1 < n) s[at] = 'i', s[at + 1] = 'd';
        for (std::size_t from = 0; from <= n; ++from) {
          BOOST_TEST(swar::find_pair(s, from, 'i', 'd') == reference(s, from), "\"" << s << "\" from " << from);
          ++checked;
        }
      }
    }
  }
  BOOST_TEST(checked > 10000u);
}

// has_capital(): every length 0..40, a capital (each of 'A', 'Z') at every place or none,
// among bytes just outside the range ('@', '[', 'a', 0xC1 = 'A' | 0x80) that a faulty
// word test would take for one.
BOOST_AUTO_TEST_CASE(has_capital_equals_byte_loop) {
  std::size_t checked = 0;
  for (const char* fill : {"@[a", "\xc1z`", "0"}) {
    for (std::size_t n = 0; n <= 40; ++n) {
      std::string base;
      while (base.size() < n) base += fill;
      base.resize(n);
      BOOST_TEST(!swar::has_capital(base), "\"" << base << "\"");
      for (std::size_t at = 0; at < n; ++at) {
        for (char capital : {'A', 'Z'}) {
          std::string s = base;
          s[at] = capital;
          BOOST_TEST(swar::has_capital(s), "\"" << s << "\"");
          ++checked;
        }
      }
    }
  }
  BOOST_TEST(checked > 2000u);
}

BOOST_AUTO_TEST_SUITE_END()
