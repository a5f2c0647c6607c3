// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of uri.hpp: the owning URI and its setters. Expected strings are composed by hand
// from RFC 3986 §5.3 (recomposition), §3.3 and §4.2 (the path guards).
#include <urikit/uri.hpp>

#include <boost/test/unit_test.hpp>

#include "allocation_counter.hpp"

#include <string>
#include <vector>

using namespace urikit;

namespace {
uri make(std::string_view text) {
  auto r = uri::parse(text);
  BOOST_TEST_REQUIRE(r.has_value(), text);
  return *r;
}
void expect_valid(const uri& u) {
  auto again = parse_uri_reference(u.string());
  BOOST_TEST(again.has_value(), u.string());
}
std::vector<std::string> strings(const std::vector<std::string_view>& v) {
  return std::vector<std::string>(v.begin(), v.end());
}
std::vector<std::string> pair_names(const std::vector<query_param>& v) {
  std::vector<std::string> out;
  for (const auto& p : v) out.push_back(p.name);
  return out;
}
using strs = std::vector<std::string>;
}  // namespace

BOOST_AUTO_TEST_SUITE(uri_test)

BOOST_AUTO_TEST_CASE(copies_keep_their_own_views) {
  uri a = make("http://example.com/a?q#f");
  uri b = a;
  uri c = std::move(a);
  BOOST_TEST(b.string() == "http://example.com/a?q#f");
  BOOST_TEST(c.host().value() == "example.com");
  BOOST_TEST(b.path() == "/a");
  BOOST_TEST(a.string().empty());
  BOOST_TEST(!uri::parse("http://a b/").has_value());
}

BOOST_AUTO_TEST_CASE(scheme) {
  uri u = make("http://example.com/a/b?x=1#f");
  BOOST_TEST(u.set_scheme("https").has_value());
  BOOST_TEST(u.string() == "https://example.com/a/b?x=1#f");
  auto bad = u.set_scheme("1x");
  BOOST_TEST(!bad.has_value());
  BOOST_TEST((bad.error().code == errc::invalid_scheme));
  BOOST_TEST(u.string() == "https://example.com/a/b?x=1#f");  // unchanged
  BOOST_TEST(!u.set_scheme("ht tp").has_value());
  uri v = make("a:b:c");
  v.remove_scheme();
  BOOST_TEST(v.string() == "./b:c");  // §4.2: the colon must not become a scheme delimiter
  expect_valid(v);
}

BOOST_AUTO_TEST_CASE(host_is_typed_again) {
  uri u = make("http://example.com/");
  BOOST_TEST(u.set_host("::1").has_value());
  BOOST_TEST(u.string() == "http://[::1]/");
  BOOST_TEST((u.host_type() == host_type::ipv6));
  BOOST_TEST(u.set_host("127.0.0.1").has_value());
  BOOST_TEST((u.host_type() == host_type::ipv4));
  BOOST_TEST(u.set_host("a b").has_value());
  BOOST_TEST(u.string() == "http://a%20b/");
  BOOST_TEST((u.host_type() == host_type::reg_name));
  auto bad = u.set_host("a b", value_encoding::encoded);
  BOOST_TEST_REQUIRE(!bad.has_value());
  BOOST_TEST(bad.error().offset == 1u);
  BOOST_TEST(!u.set_host("a@b", value_encoding::encoded).has_value());
  BOOST_TEST(!u.set_host("a:1", value_encoding::encoded).has_value());
  BOOST_TEST(u.set_host("[v1.x]", value_encoding::encoded).has_value());
  BOOST_TEST((u.host_type() == host_type::ipvfuture));
  BOOST_TEST(u.string() == "http://[v1.x]/");
}

BOOST_AUTO_TEST_CASE(authority_parts) {
  uri u = make("mailto:x");
  BOOST_TEST(u.set_userinfo("user:pa ss").has_value());
  // An authority now exists, so the rootless path gets its '/' (§3.3).
  BOOST_TEST(u.string() == "mailto://user:pa%20ss@/x");
  u.remove_userinfo();
  BOOST_TEST(u.string() == "mailto:///x");
  BOOST_TEST(u.set_port("8080").has_value());
  BOOST_TEST(u.string() == "mailto://:8080/x");
  auto bad = u.set_port("80a");
  BOOST_TEST_REQUIRE(!bad.has_value());
  BOOST_TEST((bad.error().code == errc::invalid_port));
  BOOST_TEST(bad.error().offset == 2u);
  u.set_port_number(443);
  BOOST_TEST(u.port_number().value() == 443);
  u.remove_port();
  BOOST_TEST(u.string() == "mailto:///x");
  uri w = make("http://h//x");
  w.remove_authority();
  BOOST_TEST(w.string() == "http:/.//x");  // "//x" would be read as an authority
  expect_valid(w);
}

BOOST_AUTO_TEST_CASE(path_query_fragment) {
  uri u = make("http://h");
  BOOST_TEST(u.set_path("a/b c").has_value());
  BOOST_TEST(u.string() == "http://h/a/b%20c");
  BOOST_TEST(!u.set_path("a b", value_encoding::encoded).has_value());
  BOOST_TEST(!u.set_path("a%zz", value_encoding::encoded).has_value());
  uri s = make("s:");
  BOOST_TEST(s.set_path("//x", value_encoding::encoded).has_value());
  BOOST_TEST(s.string() == "s:/.//x");
  uri r;
  BOOST_TEST(r.set_path("a:b").has_value());
  BOOST_TEST(r.string() == "./a:b");
  BOOST_TEST(u.set_query("a=1&b=2 3").has_value());
  BOOST_TEST(u.string() == "http://h/a/b%20c?a=1&b=2%203");
  BOOST_TEST(u.set_fragment("#x").has_value());
  BOOST_TEST(u.fragment().value() == "%23x");
  u.remove_query();
  u.remove_fragment();
  BOOST_TEST(u.string() == "http://h/a/b%20c");
  BOOST_TEST(u.set_query("").has_value());
  BOOST_TEST(u.string() == "http://h/a/b%20c?");
}

BOOST_AUTO_TEST_CASE(segments) {
  uri u = make("http://h/a/b%2Fc/");
  auto enc = u.encoded_segments();
  BOOST_TEST_REQUIRE(enc.size() == 3u);
  BOOST_TEST(enc[1] == "b%2Fc");
  BOOST_TEST(enc[2] == "");
  auto dec = u.segments();
  BOOST_TEST(dec[1] == "b/c");
  BOOST_TEST(u.insert_segment(1, "x/y").has_value());
  BOOST_TEST(u.string() == "http://h/a/x%2Fy/b%2Fc/");
  BOOST_TEST(u.erase_segment(0).has_value());
  BOOST_TEST(u.string() == "http://h/x%2Fy/b%2Fc/");
  BOOST_TEST(u.replace_segment(2, "end").has_value());
  BOOST_TEST(u.string() == "http://h/x%2Fy/b%2Fc/end");
  BOOST_TEST(!u.erase_segment(3).has_value());
  uri rel = make("a/b");
  BOOST_TEST(rel.replace_segment(0, "c:d").has_value());
  BOOST_TEST(rel.string() == "./c:d/b");
  BOOST_TEST(make("").encoded_segments().empty());
  BOOST_TEST(make("/").encoded_segments().size() == 1u);
}

BOOST_AUTO_TEST_CASE(query_parameters) {
  uri u = make("http://h/?a=1&b=2&a=3&c");
  auto p = u.params();
  BOOST_TEST_REQUIRE(p.size() == 4u);
  BOOST_TEST(p[3].name == "c");
  BOOST_TEST(!p[3].has_value);
  u.set_param("a", "9");
  BOOST_TEST(u.query().value() == "a=9&b=2&c");
  BOOST_TEST(u.erase_param("b") == 1u);
  BOOST_TEST(u.query().value() == "a=9&c");
  uri s = make("?b=1&a=2&a=1");
  s.sort_params();
  BOOST_TEST(s.query().value() == "a=2&a=1&b=1");  // stable: the two a's keep their order
  uri f = make("http://h/");
  f.append_param("q", "a b+c&d", param_style::form);
  BOOST_TEST(f.query().value() == "q=a+b%2Bc%26d");
  BOOST_TEST(f.params(param_style::form)[0].value == "a b+c&d");
  uri g = make("http://h/");
  g.append_param("k=", "v w", param_style::plain);
  BOOST_TEST(g.query().value() == "k%3D=v%20w");
  BOOST_TEST(g.params()[0].name == "k=");
  expect_valid(g);
}

BOOST_AUTO_TEST_CASE(authority_as_a_whole) {
  uri u = make("http://example.com/p");
  BOOST_TEST(u.set_authority("user:pw@h.example:8080", value_encoding::encoded).has_value());
  BOOST_TEST(u.string() == "http://user:pw@h.example:8080/p");
  BOOST_TEST(u.userinfo().value() == "user:pw");
  BOOST_TEST(u.host().value() == "h.example");
  BOOST_TEST(u.port().value() == "8080");
  // Encoded: validated as it stands; offsets are into the value.
  auto bad = u.set_authority("a b@h", value_encoding::encoded);
  BOOST_TEST_REQUIRE(!bad.has_value());
  BOOST_TEST((bad.error().code == errc::invalid_character));
  BOOST_TEST(bad.error().offset == 1u);
  auto slash = u.set_authority("h/x", value_encoding::encoded);  // '/' would start the path
  BOOST_TEST_REQUIRE(!slash.has_value());
  BOOST_TEST(slash.error().offset == 1u);
  BOOST_TEST(u.string() == "http://user:pw@h.example:8080/p");  // unchanged
  // Decoded: userinfo before the last '@', port after a last ':' + digits.
  BOOST_TEST(u.set_authority("j doe@[::1]:81").has_value());
  BOOST_TEST(u.string() == "http://j%20doe@[::1]:81/p");
  BOOST_TEST((u.host_type() == host_type::ipv6));
  BOOST_TEST(u.set_authority("me@x@::1").has_value());  // IPv6 text without brackets: no port
  BOOST_TEST(u.string() == "http://me%40x@[::1]/p");
  BOOST_TEST(u.set_authority("h:80a").has_value());  // not a port: ':' is data of a reg-name
  BOOST_TEST(u.string() == "http://h%3A80a/p");
  BOOST_TEST(!u.userinfo().has_value());
  auto open = u.set_authority("u@[::1");
  BOOST_TEST_REQUIRE(!open.has_value());
  BOOST_TEST((open.error().code == errc::invalid_ip_literal));
  BOOST_TEST(open.error().offset == 2u);
  // An empty authority; the rootless path gets its '/' (§3.3).
  uri m = make("mailto:x");
  BOOST_TEST(m.set_authority("", value_encoding::encoded).has_value());
  BOOST_TEST(m.string() == "mailto:///x");
  BOOST_TEST(m.authority().value() == "");
}

BOOST_AUTO_TEST_CASE(every_component_has_a_remover) {
  uri f = make("file://h/x");
  f.remove_host();
  BOOST_TEST(f.string() == "file:///x");
  BOOST_TEST(f.authority().value() == "");  // still defined: only the host went
  uri h = make("http://u@h:1/");
  h.remove_host();
  BOOST_TEST(h.string() == "http://u@:1/");
  uri p = make("http://h/a/b?q");
  p.remove_path();
  BOOST_TEST(p.string() == "http://h?q");
  uri m = make("mailto:x");
  m.remove_path();
  BOOST_TEST(m.string() == "mailto:");
  uri all = make("s://u@h:9/p?q#f");
  all.remove_fragment();
  BOOST_TEST(all.string() == "s://u@h:9/p?q");
  all.remove_query();
  BOOST_TEST(all.string() == "s://u@h:9/p");
  all.remove_port();
  BOOST_TEST(all.string() == "s://u@h/p");
  all.remove_userinfo();
  BOOST_TEST(all.string() == "s://h/p");
  all.remove_authority();
  BOOST_TEST(all.string() == "s:/p");
  all.remove_scheme();
  BOOST_TEST(all.string() == "/p");
  all.remove_path();
  BOOST_TEST(all.string() == "");
}

BOOST_AUTO_TEST_CASE(encoded_setters_validate_decoded_ones_encode) {
  uri u = make("http://h/");
  BOOST_TEST(u.set_userinfo("a@b").has_value());  // '@' would end the userinfo
  BOOST_TEST(u.userinfo().value() == "a%40b");
  auto at = u.set_userinfo("a@b", value_encoding::encoded);
  BOOST_TEST_REQUIRE(!at.has_value());
  BOOST_TEST(at.error().offset == 1u);
  BOOST_TEST(u.set_userinfo("a%20b:c", value_encoding::encoded).has_value());
  BOOST_TEST(u.userinfo().value() == "a%20b:c");
  BOOST_TEST(u.set_query("a#b").has_value());
  BOOST_TEST(u.query().value() == "a%23b");
  auto hash = u.set_query("a#b", value_encoding::encoded);
  BOOST_TEST_REQUIRE(!hash.has_value());
  BOOST_TEST(hash.error().offset == 1u);
  BOOST_TEST(u.set_query("x=/?:@", value_encoding::encoded).has_value());  // all allowed in a query (§3.4)
  BOOST_TEST(u.query().value() == "x=/?:@");
  auto pct = u.set_fragment("%zz", value_encoding::encoded);
  BOOST_TEST_REQUIRE(!pct.has_value());
  BOOST_TEST((pct.error().code == errc::invalid_percent_encoding));
  BOOST_TEST(pct.error().offset == 0u);
  BOOST_TEST(u.set_fragment("100%").has_value());
  BOOST_TEST(u.fragment().value() == "100%25");
  BOOST_TEST(u.set_path("/x?y").has_value());  // '?' would start the query
  BOOST_TEST(u.path() == "/x%3Fy");
  BOOST_TEST(u.set_host("%41", value_encoding::encoded).has_value());
  BOOST_TEST(u.host().value() == "%41");
  BOOST_TEST(u.set_host("%41").has_value());  // decoded text: the '%' is data
  BOOST_TEST(u.host().value() == "%2541");
  BOOST_TEST(u.string() == "http://a%20b:c@%2541/x%3Fy?x=/?:@#100%25");
}

BOOST_AUTO_TEST_CASE(segment_guards) {
  // A guard is not a segment (§3.3: "/." before "//" with no authority; §4.2: "./").
  BOOST_TEST(strings(make("s:/.//x").encoded_segments()) == (strs{"", "x"}));
  BOOST_TEST(strings(make(".//x").encoded_segments()) == (strs{"", "x"}));
  BOOST_TEST(strings(make("./a:b").encoded_segments()) == (strs{"a:b"}));
  // Any other "." is a segment.
  BOOST_TEST(strings(make("./a").encoded_segments()) == (strs{".", "a"}));
  BOOST_TEST(strings(make("http://h/.//x").encoded_segments()) == (strs{".", "", "x"}));

  uri a = make("/a");
  BOOST_TEST(a.replace_segment(0, "").has_value());
  BOOST_TEST(a.string() == "/");
  BOOST_TEST(a.insert_segment(0, "").has_value());
  BOOST_TEST(a.string() == "/.//");  // "//" would start an authority
  BOOST_TEST(strings(a.encoded_segments()) == (strs{"", ""}));
  BOOST_TEST(!a.authority().has_value());

  uri r = make("a/b");
  BOOST_TEST(r.replace_segment(0, "").has_value());
  BOOST_TEST(r.string() == ".//b");  // "/b" would be absolute, "//b" an authority
  BOOST_TEST(strings(r.encoded_segments()) == (strs{"", "b"}));
  BOOST_TEST(!r.authority().has_value());
  expect_valid(r);

  uri c = make("x/a:b");
  BOOST_TEST(c.erase_segment(0).has_value());
  BOOST_TEST(c.string() == "./a:b");  // "a:" would be a scheme
  BOOST_TEST(c.segments() == (strs{"a:b"}));

  uri w = make("//h//x");
  w.remove_authority();
  BOOST_TEST(w.string() == "/.//x");
  BOOST_TEST(strings(w.encoded_segments()) == (strs{"", "x"}));
  uri e = make("http://h//x");
  BOOST_TEST(e.erase_segment(0).has_value());
  BOOST_TEST(e.string() == "http://h/x");
}

BOOST_AUTO_TEST_CASE(segment_edits_fail_without_changing) {
  uri u = make("http://h/a/b");
  auto space = u.insert_segment(0, "a b", value_encoding::encoded);
  BOOST_TEST_REQUIRE(!space.has_value());
  BOOST_TEST((space.error().code == errc::invalid_character));
  BOOST_TEST(space.error().offset == 1u);
  auto slash = u.replace_segment(1, "x/y", value_encoding::encoded);  // '/' is not pchar
  BOOST_TEST_REQUIRE(!slash.has_value());
  BOOST_TEST(slash.error().offset == 1u);
  auto pct = u.insert_segment(0, "a%2", value_encoding::encoded);
  BOOST_TEST_REQUIRE(!pct.has_value());
  BOOST_TEST((pct.error().code == errc::invalid_percent_encoding));
  BOOST_TEST(pct.error().offset == 1u);
  auto range = u.insert_segment(3, "x");
  BOOST_TEST_REQUIRE(!range.has_value());
  BOOST_TEST((range.error().code == errc::invalid_argument));
  BOOST_TEST(range.error().offset == 3u);
  BOOST_TEST(!u.replace_segment(2, "x").has_value());
  BOOST_TEST(u.string() == "http://h/a/b");
  BOOST_TEST(u.insert_segment(2, "100%").has_value());  // appends; decoded '%' is data
  BOOST_TEST(u.string() == "http://h/a/b/100%25");
  BOOST_TEST(u.replace_segment(0, "%E2%82%AC", value_encoding::encoded).has_value());
  BOOST_TEST(u.segments() == (strs{"\xE2\x82\xAC", "b", "100%"}));
}

BOOST_AUTO_TEST_CASE(set_segments_round_trips_everywhere) {
  // Whatever the URI around it, the segments set are the segments read back, and the
  // scheme and authority stay as they were.
  const std::vector<std::string> bases{"", "a", "/a", "s:", "s:a", "s:/a", "//h", "//h/a", "http://h", "?q#f"};
  const std::vector<std::vector<std::string_view>> lists{
      {}, {""}, {"", ""}, {"", "x"}, {"x", ""}, {"a:b"}, {"a:b", ""}, {"", "a:b"}, {"x", "", "y"}, {"@", "%41"}};
  for (const auto& base : bases) {
    for (const auto& list : lists) {
      uri u = make(base);
      auto scheme = u.scheme();
      std::optional<std::string> authority;
      if (u.authority()) authority = std::string(*u.authority());
      BOOST_TEST_REQUIRE(u.set_segments(list, value_encoding::encoded).has_value());
      BOOST_TEST(strings(u.encoded_segments()) == strs(list.begin(), list.end()), base << " -> " << u.string());
      BOOST_TEST((u.scheme() == scheme), u.string());
      BOOST_TEST((u.authority() == authority), u.string());
      expect_valid(u);
    }
  }
}

BOOST_AUTO_TEST_CASE(query_parameter_edits) {
  uri u = make("http://h/?a=1&b=2&a=3");
  auto p = u.params();
  BOOST_TEST(pair_names(p) == (strs{"a", "b", "a"}));  // duplicates kept, in order
  BOOST_TEST_REQUIRE(p.size() == 3u);
  BOOST_TEST(p[2].value == "3");
  uri s = make("?b=0&a=1&b=2&a=3");
  s.set_param("a", "x");
  BOOST_TEST(s.query().value() == "b=0&a=x&b=2");  // one pair, at the place of the first
  s.set_param("c", "1");
  BOOST_TEST(s.query().value() == "b=0&a=x&b=2&c=1");
  uri none = make("http://h");
  none.set_param("c", "1");
  BOOST_TEST(none.string() == "http://h?c=1");
  BOOST_TEST(u.erase_param("a") == 2u);
  BOOST_TEST(u.query().value() == "b=2");
  BOOST_TEST(u.erase_param("zz") == 0u);
  BOOST_TEST(u.query().value() == "b=2");
  BOOST_TEST(u.erase_param("b") == 1u);
  BOOST_TEST(u.string() == "http://h/?");  // the query stays defined, empty
  BOOST_TEST(u.params().empty());

  // Form and plain read names differently: '+' is a space only in forms.
  uri f = make("?a+b=1&a%20b=2&c=3");
  uri g = f;
  BOOST_TEST(f.erase_param("a b") == 2u);  // form is the default
  BOOST_TEST(f.query().value() == "c=3");
  BOOST_TEST(g.erase_param("a b", param_style::plain) == 1u);
  BOOST_TEST(g.query().value() == "a+b=1&c=3");

  // Sorting: byte order of decoded names ('B' 0x42 < 'a' 0x61), stable, bytes kept.
  uri o = make("?b=1&B=2&a=3&b=0&a%2Bx=4");
  o.sort_params();
  BOOST_TEST(o.query().value() == "B=2&a=3&a%2Bx=4&b=1&b=0");
  uri fo = make("?b=1&a+b=2&a=3");  // form: "a b" (0x20) sorts after "a"
  fo.sort_params(param_style::form);
  BOOST_TEST(fo.query().value() == "a=3&a+b=2&b=1");

  // Plain encoding keeps '&', '=', '+' and ';' out of names and values.
  uri e = make("http://h");
  e.append_param("a+b;c", "1 2", param_style::plain);
  BOOST_TEST(e.query().value() == "a%2Bb%3Bc=1%202");
  e.append_param("x", "");
  BOOST_TEST(e.query().value() == "a%2Bb%3Bc=1%202&x=");
  // Form encoding (the default, as URLSearchParams writes): a space is '+', '+' is %2B,
  // and only ALPHA DIGIT *-._ stay (WHATWG URL §5.2).
  uri fe = make("http://h");
  fe.append_param("q", "red shoes+1;2");
  BOOST_TEST(fe.query().value() == "q=red+shoes%2B1%3B2");

  uri pairs = make("?a&b=&=c");
  auto enc = pairs.encoded_params();  // views into `pairs`
  BOOST_TEST_REQUIRE(enc.size() == 3u);
  BOOST_TEST(enc[0].first == "a");
  BOOST_TEST(!enc[0].second.has_value());
  BOOST_TEST(enc[1].second.value() == "");
  BOOST_TEST(enc[2].first == "");
  BOOST_TEST(make("?a&&b").params().size() == 3u);
  BOOST_TEST(make("http://h?").params().empty());
}

BOOST_AUTO_TEST_CASE(edits_are_all_or_nothing_when_memory_runs_out) {
  // With a budget of n allocations, every edit either completes or throws std::bad_alloc
  // and leaves the URI exactly as it was (and valid).
  const std::string start = "http://u@h:1/a/b?x=1&y=2#f";
  using edit = void (*)(uri&);
  const edit edits[] = {
      [](uri& u) { (void)u.set_path("/p q"); },         [](uri& u) { (void)u.set_authority("v@[::1]:2"); },
      [](uri& u) { (void)u.insert_segment(1, "s/t"); }, [](uri& u) { u.remove_authority(); },
      [](uri& u) { u.set_param("x", "9"); },            [](uri& u) { u.sort_params(); },
      [](uri& u) { u.remove_host(); },
  };
  for (edit e : edits) {
    bool done = false;
    for (std::size_t budget = 0; budget < 200 && !done; ++budget) {
      uri u = make(start);
      try {
        urikit::test::failing_allocator limit(budget);
        e(u);
        done = true;
      } catch (const std::bad_alloc&) {
        // (checked after the budget's scope: Boost.Test allocates)
        BOOST_TEST(u.string() == start);
        BOOST_TEST(u.path() == "/a/b");  // the view still points into the buffer
      }
    }
    BOOST_TEST(done);
  }
}

BOOST_AUTO_TEST_CASE(header_example) {
  // The example in uri.hpp's class comment.
  auto u = uri::parse("http://example.com").value();
  BOOST_TEST(u.set_path("/a b/c").has_value());
  BOOST_TEST(u.string() == "http://example.com/a%20b/c");
  BOOST_TEST(u.insert_segment(1, "x/y").has_value());
  BOOST_TEST(u.string() == "http://example.com/a%20b/x%2Fy/c");
  u.append_param("q", "1&2");
  BOOST_TEST(u.string() == "http://example.com/a%20b/x%2Fy/c?q=1%262");
  u.remove_authority();
  BOOST_TEST(u.string() == "http:/a%20b/x%2Fy/c?q=1%262");
}

BOOST_AUTO_TEST_SUITE_END()
