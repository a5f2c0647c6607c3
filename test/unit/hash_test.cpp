// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of the byte hash behind urikit::hash() (src/hash_bytes.hpp): it follows its
// description (checked against a transcription that reads byte by byte), its portable
// multiply equals the 128-bit one, and it separates what a crawler's table holds.
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <unordered_set>

#include "hash_bytes.hpp"

using urikit::detail::fold_multiply;
using urikit::detail::fold_multiply_portable;
using urikit::detail::hash_bytes;

namespace {
/// The little-endian word of up to eight bytes at s[i..i+count).
std::uint64_t word(const std::string& s, std::size_t i, std::size_t count) {
  std::uint64_t w = 0;
  for (std::size_t k = 0; k < count; ++k) w |= static_cast<std::uint64_t>(static_cast<unsigned char>(s[i + k])) << (8 * k);
  return w;
}

/// hash_bytes() as its comment describes it, one byte at a time, with the portable multiply.
std::uint64_t described_hash(const std::string& s) {
  const std::uint64_t k0 = 0x9E3779B97F4A7C15ULL, k1 = 0xD6E8FEB86659FD93ULL, k2 = 0xC2B2AE3D27D4EB4FULL;
  const auto f = fold_multiply_portable;
  std::uint64_t h = f(s.size() ^ k0, k1);
  std::size_t i = 0, n = s.size();
  while (n > 16) {  // whole 16-byte steps while more than 16 bytes are left
    h = f(word(s, i, 8) ^ k1, word(s, i + 8, 8) ^ h);
    i += 16;
    n -= 16;
  }
  std::uint64_t a = 0, b = 0;  // the last 1..16 bytes as two (overlapping) words
  if (n >= 8) a = word(s, i, 8), b = word(s, i + n - 8, 8);
  else if (n >= 4) a = word(s, i, 4), b = word(s, i + n - 4, 4);
  else if (n > 0) a = word(s, i, 1) | word(s, i + n / 2, 1) << 8 | word(s, i + n - 1, 1) << 16;
  h = f(a ^ k1, b ^ h);
  return f(h ^ k2, s.size() ^ k0);
}
}  // namespace

BOOST_AUTO_TEST_SUITE(hash_test)

BOOST_AUTO_TEST_CASE(portable_multiply_is_the_128_bit_one) {
  // The halves of a 128-bit product worked out by hand: (2^64 - 1)^2 = 2^128 - 2^65 + 1,
  // high word 2^64 - 2, low word 1; their XOR is 2^64 - 1.
  BOOST_TEST(fold_multiply_portable(~0ull, ~0ull) == ~0ull);
  BOOST_TEST(fold_multiply_portable(1ull << 32, 1ull << 32) == 1ull);  // 2^64: high 1, low 0
  BOOST_TEST(fold_multiply_portable(3, 5) == 15u);
  std::mt19937_64 rng(5);
  for (int k = 0; k < 100000; ++k) {
    const std::uint64_t a = rng(), b = rng() >> (k % 64);
    BOOST_TEST_REQUIRE(fold_multiply(a, b) == fold_multiply_portable(a, b));
  }
}

BOOST_AUTO_TEST_CASE(follows_its_description_on_every_length) {
  std::mt19937 rng(9);
  for (std::size_t n = 0; n <= 80; ++n) {
    for (int k = 0; k < 50; ++k) {
      std::string s(n, '\0');
      for (char& c : s) c = static_cast<char>(rng());
      BOOST_TEST_REQUIRE(hash_bytes(s) == described_hash(s), "length " << n);
    }
  }
}

BOOST_AUTO_TEST_CASE(separates_urls_and_their_one_byte_changes) {
  // 200,000 URL-like strings, all distinct, then every one-byte change of some of them:
  // a 64-bit hash should give no collision at all here (the chance is about 1e-9).
  std::unordered_set<std::uint64_t> seen;
  std::size_t made = 0;
  for (int i = 0; i < 200000; ++i) {
    const std::string s = "https://h" + std::to_string(i % 1000) + ".example/p/" + std::to_string(i) + "?q=" +
                          std::to_string(i * 7 % 13);
    BOOST_TEST_REQUIRE(seen.insert(hash_bytes(s)).second, s);
    ++made;
  }
  const std::string base = "http://example.com/a/b/c?x=1";
  std::unordered_set<std::uint64_t> variants{hash_bytes(base)};
  for (std::size_t p = 0; p < base.size(); ++p) {
    for (int bit = 0; bit < 8; ++bit) {
      std::string v = base;
      v[p] = static_cast<char>(v[p] ^ (1 << bit));
      BOOST_TEST_REQUIRE(variants.insert(hash_bytes(v)).second, "byte " << p << " bit " << bit);
    }
  }
  // Lengths matter: a prefix, or the same bytes with a zero byte more, hash differently.
  BOOST_TEST(hash_bytes(std::string("ab")) != hash_bytes(std::string("ab\0", 3)));
  BOOST_TEST(hash_bytes("") != hash_bytes(std::string(1, '\0')));
  BOOST_TEST(made == 200000u);
}

BOOST_AUTO_TEST_SUITE_END()
