// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The one table of encode sets: the C API's values, the C++ charsets and the CLI's names
// are its rows (encode_set_list.h), so they agree by construction; this checks the rows
// against what docs/encoding.md and urikit.h promise.
#include <urikit/encode_sets.hpp>
#include <urikit/urikit.h>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <string>

#include "cli/encoding_sets.hpp"

using namespace urikit;

BOOST_AUTO_TEST_SUITE(encode_sets_test)

BOOST_AUTO_TEST_CASE(rows_match_the_documented_names_values_and_sets) {
  struct expected {
    const char* name;
    int c_value;
    const charset* set;
  };
  // docs/encoding.md's table of sets and urikit.h's enumerators.
  const expected rows[] = {
      {"unreserved", URIKIT_SET_UNRESERVED, &charsets::unreserved},
      {"userinfo", URIKIT_SET_USERINFO, &charsets::userinfo},
      {"reg-name", URIKIT_SET_REG_NAME, &charsets::reg_name},
      {"segment", URIKIT_SET_SEGMENT, &charsets::pchar},
      {"path", URIKIT_SET_PATH, &charsets::path},
      {"query", URIKIT_SET_QUERY, &charsets::query},
      {"fragment", URIKIT_SET_FRAGMENT, &charsets::fragment},
      {"query-param", URIKIT_SET_QUERY_PARAM, &charsets::query_param},
      {"form", URIKIT_SET_FORM, &charsets::form},
      {"ecma-uri", URIKIT_SET_ECMA_URI, &charsets::ecma_uri},
      {"ecma-component", URIKIT_SET_ECMA_COMPONENT, &charsets::ecma_component},
      {"rfc2396-unreserved", URIKIT_SET_RFC2396_UNRESERVED, &charsets::rfc2396_unreserved},
  };
  BOOST_TEST(encode_set_count == sizeof rows / sizeof rows[0]);
  BOOST_TEST(static_cast<std::size_t>(URIKIT_SET_COUNT) == encode_set_count);
  for (const auto& r : rows) {
    const encode_set* e = find_encode_set(r.name);
    BOOST_TEST_REQUIRE(e != nullptr, r.name);
    BOOST_TEST(e->c_value == r.c_value, r.name);
    BOOST_TEST(e->set == r.set, r.name);
    BOOST_TEST(encode_set_of(r.c_value) == e, r.name);
    BOOST_TEST((e->style == param_style::form) == (std::string(r.name) == "form"), r.name);
    // The CLI's --set accepts exactly these names.
    const auto names = cli::encoding_set_names();
    BOOST_TEST(std::count(names.begin(), names.end(), std::string(r.name)) == 1, r.name);
  }
  BOOST_TEST(cli::encoding_set_names().size() == encode_set_count);
  BOOST_TEST(find_encode_set("pchar") == nullptr);
  BOOST_TEST(encode_set_of(-1) == nullptr);
  BOOST_TEST(encode_set_of(static_cast<int>(encode_set_count)) == nullptr);
}

BOOST_AUTO_TEST_SUITE_END()
