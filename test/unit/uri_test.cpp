// Tests of uri.hpp: the owning URI and its setters. Expected strings are composed by hand
// from RFC 3986 §5.3 (recomposition), §3.3 and §4.2 (the path guards).
#include <urikit/uri.hpp>

#include <boost/test/unit_test.hpp>

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

BOOST_AUTO_TEST_SUITE_END()
