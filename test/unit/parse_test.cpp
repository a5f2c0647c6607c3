// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of parse.hpp / uri_view.hpp: the RFC 3986 grammar, worked out case by case from
// the ABNF of Appendix A and the examples in the RFC's text.
#include <urikit/parse.hpp>

#include <boost/test/unit_test.hpp>

#include <optional>
#include <string>
#include <vector>

#include "allocation_counter.hpp"

using namespace urikit;
using opt = std::optional<std::string_view>;
BOOST_TEST_DONT_PRINT_LOG_VALUE(urikit::host_type)

namespace {

struct components {
  opt scheme, authority, userinfo, host;
  host_type type;
  opt port;
  std::string_view path;
  opt query, fragment;
};

void check_components(std::string_view input, const components& want) {
  BOOST_TEST_CONTEXT("input " << input.substr(0, 80)) {
    auto r = parse_uri_reference(input);
    BOOST_TEST_REQUIRE(r.has_value());
    const uri_view& v = *r;
    BOOST_TEST((v.scheme() == want.scheme));
    BOOST_TEST((v.authority() == want.authority));
    BOOST_TEST((v.userinfo() == want.userinfo));
    BOOST_TEST((v.host() == want.host));
    BOOST_TEST((v.host_type() == want.type));
    BOOST_TEST((v.port() == want.port));
    BOOST_TEST(v.path() == want.path);
    BOOST_TEST((v.query() == want.query));
    BOOST_TEST((v.fragment() == want.fragment));
    BOOST_TEST(recompose(v) == input);
  }
}

void check_error(std::string_view input, grammar rule, errc code, std::size_t offset,
                 const parse_options& options = {}) {
  BOOST_TEST_CONTEXT("input " << input.substr(0, 80)) {
    auto r = parse(input, rule, options);
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST(error_name(r.error().code) == error_name(code));
    BOOST_TEST(r.error().offset == offset);
  }
}

void check_valid(std::string_view input, grammar rule = grammar::uri_reference) {
  BOOST_TEST_CONTEXT("input " << input.substr(0, 80)) {
    auto r = parse(input, rule);
    BOOST_TEST_REQUIRE(r.has_value(), "error " << error_name(r.error().code) << " at " << r.error().offset);
    BOOST_TEST(recompose(*r) == input);
  }
}

std::string_view host_of(std::string_view input) {
  auto r = parse_uri_reference(input);
  BOOST_TEST_REQUIRE(r.has_value());
  return r->host().value_or("<none>");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(parse_test)

// RFC 3986 §1.1.2 examples.
BOOST_AUTO_TEST_CASE(rfc_examples) {
  check_components("ftp://ftp.is.co.za/rfc/rfc1808.txt",
                   {"ftp", "ftp.is.co.za", {}, "ftp.is.co.za", host_type::reg_name, {}, "/rfc/rfc1808.txt", {}, {}});
  check_components("http://www.ietf.org/rfc/rfc2396.txt",
                   {"http", "www.ietf.org", {}, "www.ietf.org", host_type::reg_name, {}, "/rfc/rfc2396.txt", {}, {}});
  check_components("ldap://[2001:db8::7]/c=GB?objectClass?one",
                   {"ldap", "[2001:db8::7]", {}, "[2001:db8::7]", host_type::ipv6, {}, "/c=GB", "objectClass?one", {}});
  check_components("mailto:John.Doe@example.com",
                   {"mailto", {}, {}, {}, host_type::none, {}, "John.Doe@example.com", {}, {}});
  check_components("news:comp.infosystems.www.servers.unix",
                   {"news", {}, {}, {}, host_type::none, {}, "comp.infosystems.www.servers.unix", {}, {}});
  check_components("tel:+1-816-555-1212", {"tel", {}, {}, {}, host_type::none, {}, "+1-816-555-1212", {}, {}});
  check_components("telnet://192.0.2.16:80/",
                   {"telnet", "192.0.2.16:80", {}, "192.0.2.16", host_type::ipv4, "80", "/", {}, {}});
  check_components("urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
                   {"urn", {}, {}, {}, host_type::none, {}, "oasis:names:specification:docbook:dtd:xml:4.1.2", {}, {}});
  // §3
  check_components("foo://example.com:8042/over/there?name=ferret#nose",
                   {"foo", "example.com:8042", {}, "example.com", host_type::reg_name, "8042", "/over/there",
                    "name=ferret", "nose"});
  check_components("urn:example:animal:ferret:nose",
                   {"urn", {}, {}, {}, host_type::none, {}, "example:animal:ferret:nose", {}, {}});
  // Appendix B
  check_components("http://www.ics.uci.edu/pub/ietf/uri/#Related",
                   {"http", "www.ics.uci.edu", {}, "www.ics.uci.edu", host_type::reg_name, {}, "/pub/ietf/uri/", {},
                    "Related"});
  // §3.2.1 / §7.6: the host is what follows the '@'
  check_components("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
                   {"ftp", "cnn.example.com&story=breaking_news@10.0.0.1", "cnn.example.com&story=breaking_news",
                    "10.0.0.1", host_type::ipv4, {}, "/top_story.htm", {}, {}});
  // §3.2.2: file:///etc/hosts has an empty host
  check_components("file:///etc/hosts", {"file", "", {}, "", host_type::reg_name, {}, "/etc/hosts", {}, {}});
  // §4.2: a relative path whose first segment has a colon needs "./"
  check_components("./this:that", {{}, {}, {}, {}, host_type::none, {}, "./this:that", {}, {}});
  check_components("this:that", {"this", {}, {}, {}, host_type::none, {}, "that", {}, {}});
}

BOOST_AUTO_TEST_CASE(defined_versus_empty) {
  check_components("a:", {"a", {}, {}, {}, host_type::none, {}, "", {}, {}});
  check_components("a:?", {"a", {}, {}, {}, host_type::none, {}, "", "", {}});
  check_components("a:#", {"a", {}, {}, {}, host_type::none, {}, "", {}, ""});
  check_components("a:?#", {"a", {}, {}, {}, host_type::none, {}, "", "", ""});
  check_components("http://h:", {"http", "h:", {}, "h", host_type::reg_name, "", "", {}, {}});
  check_components("http://@h", {"http", "@h", "", "h", host_type::reg_name, {}, "", {}, {}});
  check_components("http://:80", {"http", ":80", {}, "", host_type::reg_name, "80", "", {}, {}});
  check_components("//", {{}, "", {}, "", host_type::reg_name, {}, "", {}, {}});
  check_components("", {{}, {}, {}, {}, host_type::none, {}, "", {}, {}});
  check_components("?", {{}, {}, {}, {}, host_type::none, {}, "", "", {}});
  check_components("#", {{}, {}, {}, {}, host_type::none, {}, "", {}, ""});
  check_components("///", {{}, "", {}, "", host_type::reg_name, {}, "/", {}, {}});
  check_components("//g", {{}, "g", {}, "g", host_type::reg_name, {}, "", {}, {}});
  check_components("http://u:p@h:1/p?q#f", {"http", "u:p@h:1", "u:p", "h", host_type::reg_name, "1", "/p", "q", "f"});
  // '?' and '/' are allowed in query and fragment; '@' ends no authority after a '#'
  check_components("http://google.com#@evil.com/",
                   {"http", "google.com", {}, "google.com", host_type::reg_name, {}, "", {}, "@evil.com/"});
  check_components("s:/p?a/b?c#d/e?f", {"s", {}, {}, {}, host_type::none, {}, "/p", "a/b?c", "d/e?f"});
}

BOOST_AUTO_TEST_CASE(scheme_rule) {
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  check_valid("a+b-c.d9:x", grammar::uri);
  check_valid("HTTP://H", grammar::uri);
  check_error("1a:b", grammar::uri, errc::invalid_scheme, 0);
  check_error("a_b:c", grammar::uri, errc::invalid_scheme, 1);
  check_error(":x", grammar::uri, errc::invalid_scheme, 0);
  check_error("abc", grammar::uri, errc::missing_scheme, 3);
  check_error("//h/p", grammar::uri, errc::missing_scheme, 0);
  check_error("", grammar::uri, errc::missing_scheme, 0);
  // As a URI-reference these are relative refs whose first segment has a colon (§4.2).
  check_error("1a:b", grammar::uri_reference, errc::colon_in_first_segment, 2);
  check_error(":x", grammar::uri_reference, errc::colon_in_first_segment, 0);
  check_error("a_b:c", grammar::uri_reference, errc::colon_in_first_segment, 3);
  check_valid("a_b/c:d");  // the colon is in the second segment
}

BOOST_AUTO_TEST_CASE(grammar_entry_points) {
  // absolute-URI: no fragment
  check_valid("foo://info.example.com?fred", grammar::absolute_uri);
  check_error("http://h/#f", grammar::absolute_uri, errc::fragment_not_allowed, 9);
  check_error("http://h/#f", grammar::absolute_uri, errc::fragment_not_allowed, 9);
  check_valid("http://h/#f", grammar::uri);
  // relative-ref: no scheme
  check_error("this:that", grammar::relative_ref, errc::colon_in_first_segment, 4);
  check_valid("./this:that", grammar::relative_ref);
  check_valid("/a:b", grammar::relative_ref);
  check_valid("?a:b", grammar::relative_ref);
  check_valid("#a:b", grammar::relative_ref);
  check_valid("//h:1/a:b", grammar::relative_ref);
  check_valid("", grammar::relative_ref);
  check_valid("a%3Ab", grammar::relative_ref);  // an encoded colon is not a colon
  check_error("a%3Ab:c", grammar::relative_ref, errc::colon_in_first_segment, 5);
  // The search steps over the other path bytes that are not reg-name characters ('@', '%')
  // and stops at the first '/', in inputs of every scanner's length (< 64, < 128, longer).
  check_error("a@b:c", grammar::relative_ref, errc::colon_in_first_segment, 3);
  check_error("@@:", grammar::relative_ref, errc::colon_in_first_segment, 2);
  check_error("a%41%42:c", grammar::uri_reference, errc::colon_in_first_segment, 7);
  check_valid("a@b%41/c:d", grammar::relative_ref);
  for (std::size_t length : {10u, 60u, 100u, 200u}) {
    const std::string segment(length, 'x');
    check_error(segment + "@:" + segment, grammar::uri_reference, errc::colon_in_first_segment, length + 1);
    check_valid(segment + "@/" + segment + ":");
  }
}

BOOST_AUTO_TEST_CASE(characters_per_component) {
  // path: pchar / "/" ; a space, '"', '<', '>', '\\', '^', '`', '{', '|', '}' and raw non-ASCII are not
  for (char c : std::string(" \"<>\\^`{|}")) {
    std::string in = "http://h/a" + std::string(1, c) + "b";
    check_error(in, grammar::uri_reference, errc::invalid_character, 10);
    std::string q = "http://h/?a" + std::string(1, c);
    check_error(q, grammar::uri_reference, errc::invalid_character, 11);
  }
  check_error("http://h/\xC3\xA9", grammar::uri_reference, errc::invalid_character, 9);
  check_error(std::string_view("http://h/\0", 10), grammar::uri_reference, errc::invalid_character, 9);
  check_error("http://h/\x7F", grammar::uri_reference, errc::invalid_character, 9);
  // '[' and ']' are allowed only in an IP-literal
  check_error("http://h/[x]", grammar::uri_reference, errc::invalid_character, 9);
  check_error("http://h/?[x]", grammar::uri_reference, errc::invalid_character, 10);
  check_error("http://h[x]/", grammar::uri_reference, errc::invalid_character, 8);
  // a second '#'
  check_error("http://h/#a#b", grammar::uri_reference, errc::invalid_character, 11);
  // every sub-delim and ':' '@' are pchars
  check_valid("s:!$&'()*+,;=:@/-._~%20?!$&'()*+,;=:@/?#!$&'()*+,;=:@/?");
  // userinfo may hold ':' and sub-delims but not '@' twice (§3.2.1, §7.6)
  check_valid("http://u:p:q!$&'()*+,;=@h/");
  check_error("http://a@b@c/", grammar::uri_reference, errc::invalid_character, 10);
  check_error("http://foo@evil.com:80@google.com/", grammar::uri_reference, errc::invalid_port, 22);
  check_error("http://[::1]@evil/", grammar::uri_reference, errc::invalid_character, 12);
  // leading or trailing whitespace is not stripped
  check_error(" http://a/", grammar::uri_reference, errc::invalid_character, 0);
  check_error("http://a/ ", grammar::uri_reference, errc::invalid_character, 9);
  check_error("java\tscript:x", grammar::uri_reference, errc::invalid_character, 4);
  check_error("http://evil.com\\@google.com/", grammar::uri_reference, errc::invalid_character, 15);
  check_error("http://1.1.1.1 &@2.2.2.2# @3.3.3.3/", grammar::uri_reference, errc::invalid_character, 14);
}

BOOST_AUTO_TEST_CASE(percent_encoding) {
  check_valid("%41%7e%7E/%2F?%3F#%23");
  check_valid("http://%75ser@%68ost/");
  check_error("%", grammar::uri_reference, errc::invalid_percent_encoding, 0);
  check_error("a%2", grammar::uri_reference, errc::invalid_percent_encoding, 1);
  check_error("a%zz", grammar::uri_reference, errc::invalid_percent_encoding, 1);
  check_error("a%2g", grammar::uri_reference, errc::invalid_percent_encoding, 1);
  check_error("http://h%/", grammar::uri_reference, errc::invalid_percent_encoding, 8);
  check_error("http://u%@h/", grammar::uri_reference, errc::invalid_percent_encoding, 8);
  check_error("http://h/?%", grammar::uri_reference, errc::invalid_percent_encoding, 10);
  check_error("http://h/#%x1", grammar::uri_reference, errc::invalid_percent_encoding, 10);
}

BOOST_AUTO_TEST_CASE(ipv4_host) {
  auto r = parse_uri_reference("http://192.0.2.16:80/");
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST(r->host_type() == host_type::ipv4);
  auto a = r->ipv4_address();
  BOOST_TEST(a[0] == 192);
  BOOST_TEST(a[1] == 0);
  BOOST_TEST(a[2] == 2);
  BOOST_TEST(a[3] == 16);
  for (auto in : {"//0.0.0.0", "//255.255.255.255", "//1.2.3.4", "//10.0.0.1:8"}) {
    auto v = parse_uri_reference(in);
    BOOST_TEST_REQUIRE(v.has_value());
    BOOST_TEST((v->host_type() == host_type::ipv4), in);
  }
  // Not IPv4address, hence reg-names (§3.2.2, §7.4): leading zeros, out of range,
  // too few or many parts, hex, trailing dot, encoded digits.
  for (auto in : {"//01.2.3.4", "//1.2.3.04", "//256.0.0.1", "//1.2.3", "//1.2.3.4.5", "//0x7f.1", "//127.1",
                  "//2130706433", "//127.0.0.1.", "//0177.0.0.1", "//%31.2.3.4", "//1.2.3.999", "//1..2.3"}) {
    auto v = parse_uri_reference(in);
    BOOST_TEST_REQUIRE(v.has_value(), in);
    BOOST_TEST((v->host_type() == host_type::reg_name), in);
    BOOST_TEST((v->ipv4_address() == std::array<std::uint8_t, 4>{}), in);
  }
}

BOOST_AUTO_TEST_CASE(ipv6_every_compression_position) {
  struct ipv6_case {
    std::string_view text;
    std::array<std::uint16_t, 8> groups;
  };
  const ipv6_case cases[] = {
      {"1:2:3:4:5:6:7:8", {1, 2, 3, 4, 5, 6, 7, 8}},
      {"::", {0, 0, 0, 0, 0, 0, 0, 0}},
      {"::8", {0, 0, 0, 0, 0, 0, 0, 8}},
      {"1::", {1, 0, 0, 0, 0, 0, 0, 0}},
      {"::2:3:4:5:6:7:8", {0, 2, 3, 4, 5, 6, 7, 8}},
      {"1::3:4:5:6:7:8", {1, 0, 3, 4, 5, 6, 7, 8}},
      {"1:2::4:5:6:7:8", {1, 2, 0, 4, 5, 6, 7, 8}},
      {"1:2:3::5:6:7:8", {1, 2, 3, 0, 5, 6, 7, 8}},
      {"1:2:3:4::6:7:8", {1, 2, 3, 4, 0, 6, 7, 8}},
      {"1:2:3:4:5::7:8", {1, 2, 3, 4, 5, 0, 7, 8}},
      {"1:2:3:4:5:6::8", {1, 2, 3, 4, 5, 6, 0, 8}},
      {"1:2:3:4:5:6:7::", {1, 2, 3, 4, 5, 6, 7, 0}},
      {"1::8", {1, 0, 0, 0, 0, 0, 0, 8}},
      {"1:2::7:8", {1, 2, 0, 0, 0, 0, 7, 8}},
      {"FFFF:abcd:0:00:000:0000:1:2", {0xFFFF, 0xABCD, 0, 0, 0, 0, 1, 2}},
      {"2001:db8::7", {0x2001, 0xdb8, 0, 0, 0, 0, 0, 7}},
      // ls32 as an IPv4address, in every position the ABNF allows
      {"1:2:3:4:5:6:1.2.3.4", {1, 2, 3, 4, 5, 6, 0x0102, 0x0304}},
      {"::1.2.3.4", {0, 0, 0, 0, 0, 0, 0x0102, 0x0304}},
      {"::ffff:192.0.2.1", {0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201}},
      {"1::1.2.3.4", {1, 0, 0, 0, 0, 0, 0x0102, 0x0304}},
      {"::2:3:4:5:6:1.2.3.4", {0, 2, 3, 4, 5, 6, 0x0102, 0x0304}},
      {"1:2:3:4:5::1.2.3.4", {1, 2, 3, 4, 5, 0, 0x0102, 0x0304}},
  };
  for (const auto& c : cases) {
    std::string in = "//[" + std::string(c.text) + "]/";
    BOOST_TEST_CONTEXT(in) {
      auto r = parse_uri_reference(in);
      BOOST_TEST_REQUIRE(r.has_value());
      BOOST_TEST((r->host_type() == host_type::ipv6));
      const auto& a = r->ipv6_address();
      for (int k = 0; k < 8; ++k) BOOST_TEST((a[2 * k] << 8 | a[2 * k + 1]) == c.groups[k]);
      BOOST_TEST(recompose(*r) == in);
    }
  }
}

BOOST_AUTO_TEST_CASE(ipv6_invalid) {
  // Offsets are into "//[" + text + "]": the text starts at offset 3.
  struct bad {
    std::string_view text;
    std::size_t offset;
  };
  const bad cases[] = {
      {"1:2:3:4:5:6:7:8:9", 3 + 15},   // a ':' after eight groups
      {"1:2:3:4:5:6:7", 3 + 13},       // seven groups without "::"
      {":::", 3 + 2},                  // "::" then ':' with no group
      {"1::2::3", 3 + 5},              // a second "::"
      {"12345::", 3 + 4},              // five hex digits
      {":1", 3 + 1},                   // a single leading colon
      {"1:", 3 + 2},                   // a trailing single colon
      {"::1.2.3", 3 + 7},              // IPv4 with three parts
      {"::1.2.3.256", 3 + 8},          // dec-octet > 255
      {"::1.2.3.04", 3 + 9},           // leading zero in a dec-octet
      {"::01.2.3.4", 3 + 3},           // leading zero in the first dec-octet
      {"1:2:3:4:5:6:7:1.2.3.4", 3 + 14},  // ls32 after seven groups: nine in all
      {"1:2:3:4:5:6:7:8::", 3 + 15},      // "::" after eight groups
      {"1::3:4:5:6:7:8:9", 3 + 14},       // a colon after "::" and seven groups
      {"1.2.3.4", 3 + 7},              // a bare IPv4 in brackets
      {"", 3},                         // empty brackets
      {"g::", 3},                      // not hex
      {"::1.2.3.4:5", 3 + 9},          // something after ls32
      {"::ffff:1.2.3.0x1", 3 + 14},
  };
  for (const auto& c : cases) {
    std::string in = "//[" + std::string(c.text) + "]";
    check_error(in, grammar::uri_reference, errc::invalid_ipv6, c.offset);
  }
  check_error("//[::1", grammar::uri_reference, errc::invalid_ipv6, 6);      // unterminated
  check_error("//[::1]x/", grammar::uri_reference, errc::invalid_character, 7);  // junk after ']'
  check_error("//[::1]:8x", grammar::uri_reference, errc::invalid_port, 9);
  check_error("//[[::1]]", grammar::uri_reference, errc::invalid_ipv6, 3);
  check_error("//::1/", grammar::uri_reference, errc::invalid_port, 3);  // unbracketed
  check_error("//a[::1]/", grammar::uri_reference, errc::invalid_character, 3);
}

BOOST_AUTO_TEST_CASE(ipvfuture) {
  for (auto in : {"//[v1.x]", "//[V1A.b:c]", "//[vF.!$&'()*+,;=:-._~]/p", "//u@[v7.a]:80"}) {
    auto r = parse_uri_reference(in);
    BOOST_TEST_REQUIRE(r.has_value(), in);
    BOOST_TEST((r->host_type() == host_type::ipvfuture), in);
    BOOST_TEST(recompose(*r) == in);
  }
  check_error("//[v.x]", grammar::uri_reference, errc::invalid_ipvfuture, 4);
  check_error("//[v1x]", grammar::uri_reference, errc::invalid_ipvfuture, 5);
  check_error("//[v1.]", grammar::uri_reference, errc::invalid_ipvfuture, 6);
  check_error("//[v1.a/b]", grammar::uri_reference, errc::invalid_ipvfuture, 7);
  check_error("//[vg.a]", grammar::uri_reference, errc::invalid_ipvfuture, 4);
}

BOOST_AUTO_TEST_CASE(zone_ids) {
  check_error("http://[fe80::1%25eth0]/", grammar::uri_reference, errc::zone_id_not_allowed, 15);
  check_error("http://[fe80::1%eth0]/", grammar::uri_reference, errc::zone_id_not_allowed, 15);
  parse_options zones;
  zones.allow_zone_id = true;
  auto r = parse("http://[fe80::1%25eth0]/", grammar::uri, zones);
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST((r->host_type() == host_type::ipv6));
  BOOST_TEST((r->zone_id() == opt("eth0")));
  BOOST_TEST((r->host() == opt("[fe80::1%25eth0]")));
  BOOST_TEST(r->ipv6_address()[0] == 0xfe);
  BOOST_TEST(r->ipv6_address()[15] == 1);
  auto encoded = parse("http://[fe80::1%25%65th0]/", grammar::uri, zones);
  BOOST_TEST_REQUIRE(encoded.has_value());
  BOOST_TEST((encoded->zone_id() == opt("%65th0")));
  check_error("http://[fe80::1%eth0]/", grammar::uri, errc::invalid_zone_id, 15, zones);
  check_error("http://[fe80::1%25]/", grammar::uri, errc::invalid_zone_id, 18, zones);
  check_error("http://[fe80::1%25a:b]/", grammar::uri, errc::invalid_zone_id, 19, zones);
  check_error("http://[fe80::1%25a", grammar::uri, errc::invalid_zone_id, 19, zones);
  BOOST_TEST(!parse_uri_reference("http://[::1]/")->zone_id().has_value());
}

BOOST_AUTO_TEST_CASE(ports) {
  auto number = [](std::string_view in) {
    auto r = parse_uri_reference(in);
    BOOST_TEST_REQUIRE(r.has_value(), in);
    return r->port_number();
  };
  BOOST_TEST((number("http://h:80/") == std::optional<std::uint16_t>(80)));
  BOOST_TEST((number("http://h:080/") == std::optional<std::uint16_t>(80)));
  BOOST_TEST((number("http://h:0000000000000000000000080") == std::optional<std::uint16_t>(80)));
  BOOST_TEST((number("http://h:0") == std::optional<std::uint16_t>(0)));
  BOOST_TEST((number("http://h:65535") == std::optional<std::uint16_t>(65535)));
  // Valid text (port = *DIGIT) whose value does not fit 16 bits: no number, never wrapped.
  BOOST_TEST(!number("http://h:65536").has_value());
  BOOST_TEST(!number("http://h:65616").has_value());       // 80 mod 2^16
  BOOST_TEST(!number("http://h:4294967376").has_value());  // 80 mod 2^32
  BOOST_TEST(!number("http://h:99999999999999999999999999999999/").has_value());
  BOOST_TEST(!number("http://h:").has_value());
  BOOST_TEST(!number("http://h/").has_value());
  std::string huge = "http://h:" + std::string(100000, '9') + "/";
  BOOST_TEST(!number(huge).has_value());
  BOOST_TEST((parse_uri_reference(huge)->port()->size() == 100000));
  check_error("http://h:-1/", grammar::uri, errc::invalid_port, 9);
  check_error("http://h:+80/", grammar::uri, errc::invalid_port, 9);
  check_error("http://h:0x50/", grammar::uri, errc::invalid_port, 10);
  check_error("http://h:8 0/", grammar::uri, errc::invalid_port, 10);
  check_error("http://h:%38%30/", grammar::uri, errc::invalid_port, 9);
  check_error("http://127.0.0.1:11211:80/", grammar::uri, errc::invalid_port, 22);
}

BOOST_AUTO_TEST_CASE(every_valid_input_recomposes) {
  const char* inputs[] = {
      "http://a/b/c/d;p?q", "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x",
      "g;x", "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "/./g", "/../g",
      "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x",
      "g?y/../x", "g#s/./x", "g#s/../x", "http:g", "s://u@h:1?q#f", "s://[::]:/", "s:?#", "s:/.//p",
      "mailto:a@b", "urn:isbn:0451450523", "//u:p@[v1.x]:0?#", "a//b", "s:a//b",
  };
  for (auto in : inputs) check_valid(in);
}

BOOST_AUTO_TEST_CASE(parsing_allocates_nothing) {
  const char* inputs[] = {"http://user:pw@example.com:8080/a/b?q=1#f", "//[2001:db8::1]/", "a:b",
                          "http://a b/", "../x", "s://[v1.x]/%41", "http://1.2.3.4:99999/"};
  urikit::test::allocation_scope scope;
  std::size_t valid = 0;
  for (int round = 0; round < 100; ++round)
    for (auto in : inputs) valid += parse_uri_reference(in).has_value() ? 1 : 0;
  BOOST_TEST(scope.count() == 0u);
  BOOST_TEST(valid == 600u);
}

BOOST_AUTO_TEST_CASE(long_inputs_are_iterative) {
  // uriparser CVE-2025-67899 overflowed its stack on 2 MiB: no recursion here.
  std::string path = "http://h/" + std::string(2u << 20, 'x');
  auto r = parse_uri_reference(path);
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST(r->path().size() == (2u << 20) + 1);
  std::string dots;
  for (int i = 0; i < 200000; ++i) dots += "../";
  BOOST_TEST(parse_uri_reference(dots).has_value());
  std::string ats = "http://" + std::string(100000, '@');
  check_error(ats, grammar::uri, errc::invalid_character, 8);
  std::string brackets = "http://" + std::string(100000, '[');
  check_error(brackets, grammar::uri, errc::invalid_ipv6, 8);
  std::string quads = "http://[";
  for (int i = 0; i < 100000; ++i) quads += "1:";
  check_error(quads, grammar::uri, errc::invalid_ipv6, 8 + 15);  // the colon after eight groups
  parse_options limited;
  limited.max_length = 10;
  check_error("http://example.com/", grammar::uri, errc::input_too_long, 10, limited);
  BOOST_TEST(parse("http://a/", grammar::uri, limited).has_value());
}

BOOST_AUTO_TEST_CASE(hosts_that_look_like_paths) {
  BOOST_TEST(host_of("file://node.gypi") == "node.gypi");
  BOOST_TEST(host_of("http://h?q") == "h");
  BOOST_TEST(host_of("http://h#f") == "h");
  BOOST_TEST(host_of("http:/h") == "<none>");
  BOOST_TEST(host_of("http:h") == "<none>");
}

BOOST_AUTO_TEST_CASE(result_and_error_names) {
  auto r = parse_uri("no scheme here");
  BOOST_TEST_REQUIRE(!r.has_value());
  BOOST_CHECK_THROW(r.value(), bad_result_access);
  BOOST_TEST(error_name(errc::invalid_percent_encoding) == "invalid-percent-encoding");
  BOOST_TEST(error_name(errc::colon_in_first_segment) == "colon-in-first-segment");
  BOOST_TEST(!error_message(errc::invalid_port).empty());
  std::error_code ec = errc::invalid_ipv6;
  BOOST_TEST(std::string(ec.category().name()) == "urikit");
  BOOST_TEST(host_type_name(host_type::ipvfuture) == "ipvfuture");
}

BOOST_AUTO_TEST_SUITE_END()
