// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Inputs above 2 GiB (uriparser CVE-2026-44927, curl CVE-2016-8622: lengths truncated to int).
// Maps 2 GiB + 10 bytes; ctest label "large" (skip with `ctest -LE large`). About 2 GiB of RAM
// and a few seconds.
#include <urikit/parse.hpp>

#include <boost/test/unit_test.hpp>

#include <cstring>

#include "large_mapping.hpp"

using namespace urikit;

using test::mapping;

namespace {

constexpr std::size_t two_gib = std::size_t{1} << 31;

}  // namespace

// Disabled unless named (--run_test=large_input_test, as ctest does): gigabytes.
BOOST_AUTO_TEST_SUITE(large_input_test, *boost::unit_test::disabled())

BOOST_AUTO_TEST_CASE(two_gib_components_keep_64_bit_offsets) {
  static_assert(sizeof(std::size_t) >= 8, "the test needs a 64-bit size_t");
  const std::string_view prefix = "http://h/";
  const std::size_t n = prefix.size() + two_gib + 1;  // a path of 2^31 + 2 bytes
  mapping m(n);
  BOOST_TEST_REQUIRE(m.data != nullptr);
  std::memset(m.data, 'a', n);
  std::memcpy(m.data, prefix.data(), prefix.size());
  const std::string_view input(m.data, n);

  // path-abempty of 2^31 + 2 bytes: "/" + 2^31 + 1 'a'.
  auto r = parse_uri_reference(input);
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST(r->path().size() == two_gib + 2);
  BOOST_TEST((r->host() == std::optional<std::string_view>("h")));
  BOOST_TEST(!r->has_query());

  // The same bytes as a query: every offset above 2^31 must survive.
  m.data[prefix.size() - 1] = '?';  // "http://h?aaa..."
  r = parse_uri_reference(input);
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST(r->path() == "");
  BOOST_TEST(r->query()->size() == two_gib + 1);

  // An error in the last byte is reported at its 64-bit offset, not a truncated one.
  m.data[n - 1] = ' ';
  auto bad = parse_uri_reference(input);
  BOOST_TEST_REQUIRE(!bad.has_value());
  BOOST_TEST((bad.error().code == errc::invalid_character));
  BOOST_TEST(bad.error().offset == n - 1);

  // A 2 GiB host (reg-name): "http://" + 'a' x (n - 8) + "/".
  std::memset(m.data, 'a', n);
  std::memcpy(m.data, "http://", 7);
  m.data[n - 1] = '/';
  r = parse_uri_reference(input);
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST(r->host()->size() == n - 8);
  BOOST_TEST((r->host_type() == host_type::reg_name));
  BOOST_TEST(r->path() == "/");

  // max_length refuses it without reading it.
  parse_options limited;
  limited.max_length = two_gib;
  bad = parse_uri_reference(input, limited);
  BOOST_TEST_REQUIRE(!bad.has_value());
  BOOST_TEST((bad.error().code == errc::input_too_long));
}

BOOST_AUTO_TEST_SUITE_END()
