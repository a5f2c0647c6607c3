// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Tests of resolve.hpp: every example of RFC 3986 §5.4.1 and §5.4.2, the §5.2 rules, the
// re-parse guard, and relativize's round trip.
#include <urikit/resolve.hpp>

#include <boost/test/unit_test.hpp>

#include <cstring>
#include <iterator>

#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>

#include <optional>
#include <random>

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
/// RFC 3986 §5.2.4 as its pseudo-code reads, on strings, for comparison only.
std::string rfc_remove_dot_segments(std::string in) {
  std::string out;
  const auto starts = [&in](const char* p) { return in.compare(0, std::strlen(p), p) == 0; };
  while (!in.empty()) {
    if (starts("../")) in.erase(0, 3);
    else if (starts("./")) in.erase(0, 2);
    else if (starts("/./")) in.replace(0, 3, "/");
    else if (in == "/.") in = "/";
    else if (starts("/../") || in == "/..") {
      in.replace(0, in == "/.." ? 3 : 4, "/");
      const std::size_t slash = out.rfind('/');
      out.erase(slash == std::string::npos ? 0 : slash);
    } else if (in == "." || in == "..") in.clear();
    else {
      const std::size_t end = in.find('/', in[0] == '/' ? 1 : 0);
      out += in.substr(0, end);
      in.erase(0, end == std::string::npos ? in.size() : end);
    }
  }
  return out;
}

/// RFC 3986 §5.2.2, §5.2.3 and §5.3 as written, plus urikit's documented guard (a path
/// without authority that would start with "//" is written "/.//").
std::string rfc_resolve(const uri_view& b, const uri_view& r, bool strict) {
  using opt = std::optional<std::string_view>;
  opt scheme, authority, query;
  std::string path;
  opt r_scheme = r.scheme();
  if (!strict && r_scheme && b.scheme() && *r_scheme == *b.scheme()) r_scheme.reset();
  if (r_scheme) {
    scheme = r_scheme, authority = r.authority(), path = rfc_remove_dot_segments(std::string(r.path())), query = r.query();
  } else {
    if (r.authority()) {
      authority = r.authority(), path = rfc_remove_dot_segments(std::string(r.path())), query = r.query();
    } else {
      if (r.path().empty()) {
        path = std::string(b.path());
        query = r.query() ? r.query() : b.query();
      } else {
        if (r.path()[0] == '/') {
          path = rfc_remove_dot_segments(std::string(r.path()));
        } else {
          std::string merged;
          if (b.authority() && b.path().empty()) merged = "/" + std::string(r.path());
          else {
            const std::string bp(b.path());
            const std::size_t slash = bp.rfind('/');
            merged = (slash == std::string::npos ? "" : bp.substr(0, slash + 1)) + std::string(r.path());
          }
          path = rfc_remove_dot_segments(merged);
        }
        query = r.query();
      }
      authority = b.authority();
    }
    scheme = b.scheme();
  }
  if (!authority && path.compare(0, 2, "//") == 0) path.insert(0, "/.");
  std::string out;
  if (scheme) out.append(*scheme).append(":");
  if (authority) out.append("//").append(*authority);
  out += path;
  if (query) out.append("?").append(*query);
  if (r.fragment()) out.append("#").append(*r.fragment());
  return out;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(resolve_test)

BOOST_AUTO_TEST_CASE(agrees_with_the_rfc_pseudo_code) {
  // Bases and references made of the segments that matter to §5.2.4 ("", ".", "..",
  // "%2E", "..." and ordinary ones), with and without authority, query and fragment.
  static const char* const segments[] = {"", ".", "..", "a", "b.c", "%2E", "...", "g;x", ".g", "g..", "@"};
  std::mt19937 rng(2026);
  const auto pick = [&rng](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  const auto path = [&](bool absolute, std::size_t most) {
    std::string p = absolute ? "/" : "";
    const std::size_t count = pick(most + 1);
    for (std::size_t k = 0; k < count; ++k) p += std::string(k ? "/" : "") + segments[pick(std::size(segments))];
    return p;
  };
  std::size_t compared = 0;
  for (int round = 0; round < 40000; ++round) {
    std::string b = pick(4) ? "http:" : "s:";
    const bool authority = pick(5) != 0;
    if (authority) b += pick(8) ? "//a.b" : "//u@[::1]:8";
    b += path(authority || pick(2), 5);
    if (pick(3) == 0) b += "?q";
    if (pick(4) == 0) b += "#f";
    std::string r;
    switch (pick(8)) {
      case 0: r = "g:" + path(pick(2), 3); break;
      case 1: r = "//h" + path(true, 3); break;
      case 2: r = path(true, 4); break;
      case 3: r = ""; break;
      case 4: r = "http:" + path(false, 3); break;
      case 5: r = "http://h" + path(true, 3); break;  // non-strict: the base's scheme, its authority
      case 6: r = "http:" + path(true, 3); break;
      default: r = path(false, 5); break;
    }
    if (pick(3) == 0) r += "?y";
    if (pick(4) == 0) r += "#s";
    const auto bv = parse_uri(b);
    const auto rv = parse_uri_reference(r);
    if (!bv || !rv) continue;  // e.g. a first segment with ':' in a relative path
    for (bool strict : {true, false}) {
      std::string got;
      resolve_options o;
      o.strict = strict;
      BOOST_TEST_REQUIRE(resolve_into(got, *bv, *rv, o).has_value());
      const std::string want = rfc_resolve(*bv, *rv, strict);
      BOOST_TEST(got == want, b << " + " << r << (strict ? "" : " (non-strict)"));
      // The same through a resolver made for the base once.
      std::string prepared = "left over";  // *_into appends
      BOOST_TEST_REQUIRE(base_resolver(*bv).resolve_into(prepared, *rv, o).has_value());
      BOOST_TEST(prepared == "left over" + want, b << " + " << r << (strict ? "" : " (non-strict)") << ", base_resolver");
      ++compared;
    }
  }
  BOOST_TEST(compared > 60000u);
}

BOOST_AUTO_TEST_CASE(base_resolver_resolves_a_pages_links) {
  // RFC 3986 §5.4.1's base, one resolver for all its references; a base without a scheme
  // fails as resolve_into does; the resolver holds a view of the base's text.
  const std::string base_text = "http://a/b/c/d;p?q";
  const base_resolver page(*parse_uri(base_text));
  const std::pair<const char*, const char*> links[] = {
      {"g", "http://a/b/c/g"},         {"./g", "http://a/b/c/g"}, {"g/", "http://a/b/c/g/"},
      {"../g", "http://a/b/g"},        {"../..", "http://a/"},    {"g?y#s", "http://a/b/c/g?y#s"},
      {"/./g", "http://a/g"},          {"//g", "http://g"},       {"?y", "http://a/b/c/d;p?y"},
      {"g;x=1/../y", "http://a/b/c/y"}, {"", "http://a/b/c/d;p?q"}, {"../../../g", "http://a/g"}};
  std::string out;
  for (const auto& [ref, want] : links) {
    out.clear();
    BOOST_TEST_REQUIRE(page.resolve_into(out, *parse_uri_reference(ref)).has_value());
    BOOST_TEST(out == want, ref);
  }
  BOOST_TEST(page.base().string() == base_text);
  const std::string relative = "a/b";
  const auto failed = base_resolver(*parse_uri_reference(relative)).resolve_into(out, *parse_uri_reference("g"));
  BOOST_TEST(!failed.has_value());
  BOOST_TEST(failed.error().code == errc::invalid_base);
  BOOST_TEST(out == "http://a/g");  // a failure leaves `out` as it was (the last link's)
  out.clear();
  // A base whose directory holds a dot segment takes the general way: "/b/./c/" is "/b/c/".
  const std::string dotted = "http://a/b/./c/d";
  BOOST_TEST_REQUIRE(base_resolver(*parse_uri(dotted)).resolve_into(out, *parse_uri_reference("g")).has_value());
  BOOST_TEST(out == "http://a/b/c/g");
}

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
  // §5.2.2, an empty reference path: the base's path as it is (no dot segments removed),
  // its query unless the reference has one, the reference's fragment.
  BOOST_TEST(res("http://a/b?q#f", "#g") == "http://a/b?q#g");
  BOOST_TEST(res("http://a/b?q#f", "?") == "http://a/b?");
  BOOST_TEST(res("http://a/b/../c?q", "?y#") == "http://a/b/../c?y#");
  BOOST_TEST(res("s:a/./b#f", "#") == "s:a/./b#");
  BOOST_TEST(res("http://a/b?q", "http:?y", false) == "http://a/b?y");  // non-strict: same scheme dropped
  BOOST_TEST(res("http://a/b?q", "http:?y") == "http:?y");               // strict: its own scheme
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
  // A base whose directory holds a dot segment: the shortest candidate ("../../z", from the
  // unresolved base path) leads elsewhere, and a later one must still be found: the
  // absolute path "/longname/q/z" resolves to the target (§5.2.2), so nothing longer may
  // come back (the writers once appended to the previous candidate's result).
  const std::string_view dotted_base = "http://a/longname/q/../r/s", target = "http://a/longname/q/z";
  auto r = relativize(dotted_base, target);
  BOOST_TEST_REQUIRE(r.has_value());
  BOOST_TEST(r->size() <= std::string_view("/longname/q/z").size(), *r);
  BOOST_TEST(*resolve(dotted_base, *r) == target);
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
