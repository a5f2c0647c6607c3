// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Resolutions on which urikit and uriparser 0.9.7 disagree (ctest diff.peers; the classes
// are in test/diff/known_peer_bugs.cpp), with the result RFC 3986 requires, worked out
// step by step with §5.2.2-§5.2.4 (docs/reliability.md, §3).
#include <urikit/resolve.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <string_view>

using namespace urikit;

namespace {
std::string resolved(std::string_view base, std::string_view ref) {
  auto r = resolve(base, ref);
  BOOST_TEST_REQUIRE(r.has_value(), ref);
  return *r;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(resolve_regression_test)

// uriparser-rootless-dot-segments. remove_dot_segments("(/..") (§5.2.4): 2E moves "(" to
// the output, leaving "/.."; 2C replaces "/.." by "/" and removes "(": output "", input "/";
// 2E: output "/". uriparser gives "W:".
BOOST_AUTO_TEST_CASE(rootless_path_keeps_the_slash_that_dot_segments_leave) {
  BOOST_TEST(resolved("http://a/b/c/d;p?q", "W:(/..") == "W:/");
  // §5.2.3 merge of "a/b" and "../g" is "a/../g"; 2E "a", 2C "/../" -> "/": "/g".
  BOOST_TEST(resolved("foo:a/b", "../g") == "foo:/g");
  BOOST_TEST(resolved("foo:a/b", "../g?q#f") == "foo:/g?q#f");
}

// uriparser-exposes-double-slash: §5.2.4 of "/.//evil/p" is "//evil/p" (2B "/./" -> "/").
// Without an authority a path cannot begin with "//" (§3.3), or "evil" would read as a
// host: urikit writes "/.//" (resolve.hpp). uriparser gives "foo://evil/p".
BOOST_AUTO_TEST_CASE(double_slash_without_authority_is_guarded) {
  BOOST_TEST(resolved("foo:a/b", "/.//evil/p") == "foo:/.//evil/p");
  // Merge "a/..//x": 2E "a", 2C "/../" -> "/" leaves "//x".
  BOOST_TEST(resolved("foo:a/b", "..//x") == "foo:/.//x");
}

// uriparser-guard-with-authority: with an authority, path-abempty may begin with "//".
// Merge with an empty base path (§5.2.3) gives "/a/..//"; 2E "/a", 2C "/../" -> "/",
// then 2E "/" and "/": "//". uriparser gives "http://h/.//" (for a path of exactly "//").
BOOST_AUTO_TEST_CASE(double_slash_after_an_authority_stays) {
  BOOST_TEST(resolved("http://h", "a/..//") == "http://h//");
  BOOST_TEST(resolved("http://h", "a/..//b") == "http://h//b");
}

// uriparser-ipv6-full-form: §5.3 recomposes from the components as written; uriparser
// writes "[0000:0000:0000:0000:0000:0000:0000:0001]".
BOOST_AUTO_TEST_CASE(ipv6_host_is_copied_as_written) {
  BOOST_TEST(resolved("http://a/b/c/d;p?q", "s://[::1]/p") == "s://[::1]/p");
  BOOST_TEST(resolved("http://a/b/c/d;p?q", "//[2001:DB8::A]:8/x") == "http://[2001:DB8::A]:8/x");
}

BOOST_AUTO_TEST_SUITE_END()
