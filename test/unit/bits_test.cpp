// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// src/bits.hpp: the bit positions and byte swaps, by their definitions (bit k of 1 << k,
// the bytes of a known word reversed), and the non-GNU loops against the builtins.
#include <cstdint>

#include <boost/test/unit_test.hpp>

#include "bits.hpp"

namespace d = urikit::detail;

BOOST_AUTO_TEST_SUITE(bits_test)

BOOST_AUTO_TEST_CASE(single_bits_and_ranges) {
  for (std::size_t k = 0; k < 64; ++k) {
    const std::uint64_t bit = std::uint64_t{1} << k;
    BOOST_TEST(URIKIT_LOWEST_BIT(bit) == k);
    BOOST_TEST(URIKIT_HIGHEST_BIT(bit) == k);
    BOOST_TEST(URIKIT_BIT_WIDTH(bit) == k + 1);
    // All bits from k up: the lowest is k, the highest 63; all bits up to k: 0 and k.
    const std::uint64_t from_k = ~std::uint64_t{0} << k, up_to_k = ~std::uint64_t{0} >> (63 - k);
    BOOST_TEST(URIKIT_LOWEST_BIT(from_k) == k);
    BOOST_TEST(URIKIT_HIGHEST_BIT(from_k) == 63u);
    BOOST_TEST(URIKIT_LOWEST_BIT(up_to_k) == 0u);
    BOOST_TEST(URIKIT_HIGHEST_BIT(up_to_k) == k);
  }
}

BOOST_AUTO_TEST_CASE(the_loops_agree_with_the_builtins) {
  std::uint64_t x = 0x9E3779B97F4A7C15u;  // a splitmix64 walk: masks of every density
  for (int i = 0; i < 10000; ++i) {
    x += 0x9E3779B97F4A7C15u;
    std::uint64_t m = x ^ (x >> 31);
    m &= (i % 3 == 0) ? (m >> 7) : ~std::uint64_t{0};  // sparser masks too
    if (m == 0) continue;
    BOOST_TEST(d::lowest_bit_loop(m) == URIKIT_LOWEST_BIT(m));
    BOOST_TEST(d::highest_bit_loop(m) == URIKIT_HIGHEST_BIT(m));
    BOOST_TEST(d::byte_swap_loop(m) == d::byte_swap(m));
    const auto low = static_cast<std::uint32_t>(m);
    BOOST_TEST(d::byte_swap_loop(low) == d::byte_swap(low));
  }
}

BOOST_AUTO_TEST_CASE(byte_swaps_reverse_the_bytes) {
  BOOST_TEST(d::byte_swap(std::uint64_t{0x0102030405060708u}) == 0x0807060504030201u);
  BOOST_TEST(d::byte_swap(std::uint32_t{0x0A0B0C0Du}) == 0x0D0C0B0Au);
  BOOST_TEST(d::byte_swap_loop(std::uint64_t{0x0102030405060708u}) == 0x0807060504030201u);
  BOOST_TEST(d::byte_swap_loop(std::uint32_t{0x0A0B0C0Du}) == 0x0D0C0B0Au);
}

BOOST_AUTO_TEST_SUITE_END()
