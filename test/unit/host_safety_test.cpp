// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of host_safety.hpp. Expected values follow inet_aton(3) (glibc's manual page: parts
// "a.b.c.d", "a.b.c" with c 16 bits, "a.b" with b 24 bits, "a" 32 bits; each part decimal,
// octal with a leading 0, hex with 0x) and were cross-checked with Python's
// socket.inet_aton (glibc 2.36) on this machine; the trailing-dot rule is urikit's own
// documented addition (WHATWG URL's IPv4 parser does the same).
#include <urikit/host_safety.hpp>

#include <boost/test/unit_test.hpp>

#include <array>
#include <optional>
#include <string_view>

using namespace urikit;
using octets = std::array<std::uint8_t, 4>;

namespace {

void check_value(std::string_view host, octets want) {
  BOOST_TEST_CONTEXT("host " << host) {
    auto v = resolver_ipv4_value(host);
    BOOST_TEST_REQUIRE(v.has_value());
    BOOST_TEST((*v == want));
    BOOST_TEST(resolver_may_read_as_number(host));
  }
}

void check_not_number(std::string_view host) {
  BOOST_TEST_CONTEXT("host " << host) {
    BOOST_TEST(!resolver_ipv4_value(host).has_value());
    BOOST_TEST(!resolver_may_read_as_number(host));
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(host_safety_test)

BOOST_AUTO_TEST_CASE(security_md_examples_are_loopback) {
  const octets loopback{127, 0, 0, 1};
  check_value("0x7f.1", loopback);
  check_value("0X7F.1", loopback);
  check_value("0177.0.0.1", loopback);
  check_value("2130706433", loopback);  // 127*2^24 + 1
  check_value("0x7f000001", loopback);
  check_value("017700000001", loopback);  // octal of 0x7f000001
  check_value("127.1", loopback);
  check_value("127.0.1", loopback);
  check_value("127.000.000.001", loopback);  // leading zeros: octal 0, 0, 1
  check_value("127.0.0.1", loopback);
}

BOOST_AUTO_TEST_CASE(part_limits_depend_on_the_part_count) {
  check_value("4294967295", {255, 255, 255, 255});
  check_not_number("4294967296");
  check_value("1.16777215", {1, 255, 255, 255});
  check_not_number("1.16777216");
  check_value("1.2.65535", {1, 2, 255, 255});
  check_not_number("1.2.65536");
  check_not_number("256.1");
  check_not_number("0x100.1");
  check_not_number("0400.1");  // octal 256
  check_value("0377.0377.0377.0377", {255, 255, 255, 255});
  check_not_number("256.0.0.1");
  check_not_number("1.2.3.256");
  check_not_number("0xFFFFFFFFF");
  check_not_number("18446744073709551617");  // 2^64 + 1: no wrap-around
  check_value("0x0000000000000000000001", {0, 0, 0, 1});
  check_value("000000000000000000000000000000001", {0, 0, 0, 1});
}

BOOST_AUTO_TEST_CASE(bases_and_digits) {
  check_value("0", {0, 0, 0, 0});
  check_value("0xA.0xb.0Xc.0xD", {10, 11, 12, 13});
  check_value("010.1", {8, 0, 0, 1});  // octal 010 = 8
  check_not_number("08");              // 8 is not an octal digit
  check_not_number("09.1");
  check_not_number("0x");              // "0x" needs a hex digit
  check_not_number("1.0x");
  check_not_number("00x1");
  check_not_number("12a");
  check_not_number("1e1");
  check_not_number("+1");
  check_not_number("-1");
}

BOOST_AUTO_TEST_CASE(part_count_and_separators) {
  check_not_number("");
  check_not_number(".");
  check_not_number(".1");
  check_not_number("1..2");
  check_not_number("1.2.3.4.5");
  check_not_number("1.2.3.4..");
  check_not_number("example.com");
  check_not_number("1.example");
  check_not_number("example.1");  // WHATWG fails such a URL; inet_aton does not read it
  check_not_number("[::1]");
  check_not_number("[v1.x]");
}

BOOST_AUTO_TEST_CASE(one_trailing_dot_is_an_absolute_name) {
  // glibc's inet_aton rejects these; resolvers and WHATWG read them as the address.
  check_value("127.0.0.1.", {127, 0, 0, 1});
  check_value("127.1.", {127, 0, 0, 1});
  check_value("2130706433.", {127, 0, 0, 1});
  check_not_number("127.0.0.1..");
}

BOOST_AUTO_TEST_CASE(white_space_ends_the_number) {
  // glibc: "127.1 foo" and "1.2.3.4 " are accepted (the rest after white space is ignored).
  check_value("127.1%20foo", {127, 0, 0, 1});
  check_value("1.2.3.4%09", {1, 2, 3, 4});
  check_value("1.2.3.4%0A", {1, 2, 3, 4});
  check_not_number("%201");  // a part must start with a digit
  check_not_number("1.%20x");
}

BOOST_AUTO_TEST_CASE(percent_encoded_hosts_are_decoded_first) {
  check_value("%31%32%37.0.0.1", {127, 0, 0, 1});
  check_value("0%78%37%66.1", {127, 0, 0, 1});  // "0x7f.1"
  check_value("127%2E1", {127, 0, 0, 1});
  check_value("%3127", {0, 0, 0, 127});  // "%31" "27" is "127": one 32-bit part
  check_not_number("%3G1");               // not a triplet: '%' is no digit
  check_not_number("1.2.3.%");
}

BOOST_AUTO_TEST_SUITE_END()
