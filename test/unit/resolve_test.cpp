// Tests of resolve.hpp: every example of RFC 3986 §5.4.1 and §5.4.2, the §5.2 rules, the
// re-parse guard, and relativize's round trip.
#include <urikit/resolve.hpp>

#include <boost/test/unit_test.hpp>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include "uri_generator.hpp"

using namespace urikit;

namespace {
const char* const base = "http://a/b/c/d;p?q";
std::string res(std::string_view b, std::string_view r, bool strict = true) {
  resolve_options o;
  o.strict = strict;
  auto out = resolve(b, r, o);
  BOOST_TEST_REQUIRE(out.has_value(), r);
  return *out;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(resolve_test)

BOOST_AUTO_TEST_CASE(rfc_5_4_1_normal_examples) {
  const std::pair<const char*, const char*> cases[] = {
      {"g:h", "g:h"}, {"g", "http://a/b/c/g"}, {"./g", "http://a/b/c/g"}, {"g/", "http://a/b/c/g/"},
      {"/g", "http://a/g"}, {"//g", "http://g"}, {"?y", "http://a/b/c/d;p?y"}, {"g?y", "http://a/b/c/g?y"},
      {"#s", "http://a/b/c/d;p?q#s"}, {"g#s", "http://a/b/c/g#s"}, {"g?y#s", "http://a/b/c/g?y#s"},
      {";x", "http://a/b/c/;x"}, {"g;x", "http://a/b/c/g;x"}, {"g;x?y#s", "http://a/b/c/g;x?y#s"},
      {"", "http://a/b/c/d;p?q"}, {".", "http://a/b/c/"}, {"./", "http://a/b/c/"}, {"..", "http://a/b/"},
      {"../", "http://a/b/"}, {"../g", "http://a/b/g"}, {"../..", "http://a/"}, {"../../", "http://a/"},
      {"../../g", "http://a/g"},
  };
  for (auto [r, want] : cases) BOOST_TEST(res(base, r) == want, r);
}

BOOST_AUTO_TEST_CASE(rfc_5_4_2_abnormal_examples) {
  const std::pair<const char*, const char*> cases[] = {
      {"../../../g", "http://a/g"}, {"../../../../g", "http://a/g"}, {"/./g", "http://a/g"},
      {"/../g", "http://a/g"}, {"g.", "http://a/b/c/g."}, {".g", "http://a/b/c/.g"}, {"g..", "http://a/b/c/g.."},
      {"..g", "http://a/b/c/..g"}, {"./../g", "http://a/b/g"}, {"./g/.", "http://a/b/c/g/"},
      {"g/./h", "http://a/b/c/g/h"}, {"g/../h", "http://a/b/c/h"}, {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
      {"g;x=1/../y", "http://a/b/c/y"}, {"g?y/./x", "http://a/b/c/g?y/./x"}, {"g?y/../x", "http://a/b/c/g?y/../x"},
      {"g#s/./x", "http://a/b/c/g#s/./x"}, {"g#s/../x", "http://a/b/c/g#s/../x"}, {"http:g", "http:g"},
  };
  for (auto [r, want] : cases) BOOST_TEST(res(base, r) == want, r);
  BOOST_TEST(res(base, "http:g", false) == "http://a/b/c/g");  // non-strict (§5.4.2)
  BOOST_TEST(res(base, "HTTP:g", false) == "http://a/b/c/g");  // schemes compare case-insensitively
  BOOST_TEST(res(base, "g:h", false) == "g:h");
}

BOOST_AUTO_TEST_CASE(section_5_2_rules) {
  BOOST_TEST(res("http://a/b?q#f", "") == "http://a/b?q");      // §5.2.1: base fragment ignored
  BOOST_TEST(res("http://a", "g") == "http://a/g");             // §5.2.3: empty base path
  BOOST_TEST(res("s:a/b", "c") == "s:a/c");                     // rootless base path
  BOOST_TEST(res("s:a", "c") == "s:c");
  BOOST_TEST(res("http://a/b/c", "///evil.com") == "http:///evil.com");  // empty authority
  BOOST_TEST(res("http://a/b/c", "%2E%2E/x") == "http://a/b/%2E%2E/x");  // §5.2.4 is literal
  BOOST_TEST(res("s:/a/b", "..//evil") == "s:/.//evil");          // guarded: re-parses the same
  BOOST_TEST(res("s:/a/b", "../..//x") == "s:/.//x");
  BOOST_TEST(res("http://a/b", "//h/../x") == "http://h/x");
  auto bad = resolve("/no/scheme", "g");
  BOOST_TEST_REQUIRE(!bad.has_value());
  BOOST_TEST((bad.error().code == errc::invalid_base));
  BOOST_TEST(!resolve(base, "a b").has_value());
}

BOOST_AUTO_TEST_CASE(relativize_examples) {
  auto rel = [](std::string_view t) {
    auto r = relativize(base, t);
    BOOST_TEST_REQUIRE(r.has_value(), t);
    return *r;
  };
  BOOST_TEST(rel("http://a/b/c/g") == "g");
  BOOST_TEST(rel("http://a/b/g") == "../g");
  BOOST_TEST(rel("http://a/g") == "/g");  // shorter than ../../g
  BOOST_TEST(rel("http://a/b/c/d;p?y") == "?y");
  BOOST_TEST(rel("http://a/b/c/d;p?q#s") == "#s");
  BOOST_TEST(rel("http://a/b/c/d;p?q") == "");
  BOOST_TEST(rel("http://a/b/c/d;p") == "d;p");
  BOOST_TEST(rel("http://a/b/c/") == "./");
  BOOST_TEST(rel("http://a/b/c/g:h") == "./g:h");
  BOOST_TEST(rel("http://x/y") == "//x/y");
  BOOST_TEST(rel("ftp://a/b") == "ftp://a/b");
}

BOOST_AUTO_TEST_CASE(resolve_relativize_round_trip) {
  urikit::test::uri_generator gen(42);
  std::vector<std::string> bases, targets;
  while (bases.size() < 60 || targets.size() < 400) {
    std::string s = gen.next();
    auto p = parse_uri_reference(s);
    if (!p || !p->has_scheme()) continue;
    auto n = normalize(s);
    if (bases.size() < 60) bases.push_back(*n);
    else targets.push_back(*n);
  }
  std::size_t checked = 0;
  for (const auto& b : bases) {
    for (const auto& t : targets) {
      auto r = relativize(b, t);
      BOOST_TEST_REQUIRE(r.has_value());
      BOOST_TEST(r->size() <= t.size(), b << " -> " << t);
      auto back = resolve(b, *r);
      BOOST_TEST_REQUIRE(back.has_value(), b << " + " << *r);
      BOOST_TEST(*back == t, b << " + " << *r);
      ++checked;
    }
  }
  BOOST_TEST(checked == 60u * 400u);
}

BOOST_AUTO_TEST_SUITE_END()
