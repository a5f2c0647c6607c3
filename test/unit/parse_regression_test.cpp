// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Inputs on which urikit and a peer (uriparser 0.9.7, Boost.URL 1.81) disagreed, or that the
// fuzzers produced, with the result RFC 3986 requires (docs/reliability.md, §3).
#include <urikit/parse.hpp>

#include <boost/test/unit_test.hpp>

#include <optional>
#include <string_view>

using namespace urikit;
using opt = std::optional<std::string_view>;
BOOST_TEST_DONT_PRINT_LOG_VALUE(urikit::host_type)
BOOST_TEST_DONT_PRINT_LOG_VALUE(urikit::errc)

BOOST_AUTO_TEST_SUITE(parse_regression_test)

// Boost.URL 1.81 rejects it. §3.2.2 IPvFuture = "v" 1*HEXDIG "." ...; ABNF quoted strings
// are case-insensitive (RFC 5234 §2.3).
BOOST_AUTO_TEST_CASE(ipvfuture_upper_case_v) {
  auto r = parse_uri_reference("http://[V1.x]/");
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST((r->host_type() == host_type::ipvfuture));
  BOOST_TEST((r->host() == opt("[V1.x]")));
}

// Boost.URL 1.81 rejects it (host 127.0.0.1, then ".:80/" as a path). §3.2.2: only a host
// that matches IPv4address as a whole is an IPv4 literal; this is a reg-name with a port.
BOOST_AUTO_TEST_CASE(ipv4_with_trailing_dot_is_a_reg_name) {
  auto r = parse_uri_reference("//127.0.0.1.:80/");
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST((r->host_type() == host_type::reg_name));
  BOOST_TEST((r->host() == opt("127.0.0.1.")));
  BOOST_TEST((r->port_number() == std::optional<std::uint16_t>(80)));
  BOOST_TEST(r->path() == "/");
}

// Boost.URL 1.81 accepts these by ending the authority early and calling the rest a path.
// §3.2: the authority runs to the next '/', '?', '#' or the end and must match
// [ userinfo "@" ] host [ ":" port ] as a whole.
BOOST_AUTO_TEST_CASE(authority_must_match_as_a_whole) {
  auto r = parse_uri_reference("http://a@b@c/");
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_TEST((r.error().code == errc::invalid_character));
  BOOST_TEST(r.error().offset == 10u);  // the second '@' (uriparser reports 10 too)
  for (std::string_view bad : {"http://h:80:80/", "http://[::1]@evil/", "http://[::1]x/",
                               "http://user:passwd", "ssh://host:port/path/to/repo",
                               "https://localhost:9999z&xmlrpc", "//:./", "h://a@b@c"})
    BOOST_TEST(!is_valid(bad), bad);
}

BOOST_AUTO_TEST_SUITE_END()
