// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// docs/editing.md, checked: building and editing URIs with urikit::uri. Every edit leaves a
// valid URI; what a component forbids is percent-encoded (decoded setters) or refused
// (encoded setters). Built and run by ctest (example.edit_uri).
#include <string>
#include <vector>

#include <urikit/uri.hpp>

#include "check.hpp"

using urikit::value_encoding;

int main() {
  // ---- Build from nothing
  urikit::uri u;
  CHECK_TRUE(u.set_scheme("https").has_value());
  CHECK_TRUE(u.set_host("example.com").has_value());
  CHECK_TRUE(u.set_path("/search results/2024").has_value());
  u.append_param("q", "C++ & Rust");
  CHECK(u.str(), "https://example.com/search%20results/2024?q=C%2B%2B+%26+Rust");

  // ---- Decoded or encoded values
  CHECK_TRUE(u.set_fragment("a#b").has_value());  // decoded: '#' is data
  CHECK(u.fragment().value(), "a%23b");
  auto refused = u.set_fragment("a#b", value_encoding::encoded);  // encoded: validated
  CHECK_ERROR(refused, urikit::errc::invalid_character, 1);
  CHECK(u.fragment().value(), "a%23b");  // a failed setter changes nothing

  // ---- Hosts are typed again
  CHECK_TRUE(u.set_host("2001:db8::1").has_value());
  CHECK(u.host().value(), "[2001:db8::1]");
  CHECK_TRUE(u.host_type() == urikit::host_type::ipv6);
  CHECK_TRUE(u.set_authority("admin@example.com:8443").has_value());
  CHECK(u.authority().value(), "admin@example.com:8443");
  u.remove_userinfo();
  u.remove_port();
  u.remove_fragment();
  CHECK(u.str(), "https://example.com/search%20results/2024?q=C%2B%2B+%26+Rust");

  // ---- Path segments: '/' inside a decoded segment is data
  CHECK_TRUE(u.replace_segment(0, "a/b").has_value());
  CHECK(u.path(), "/a%2Fb/2024");
  CHECK_TRUE(u.insert_segment(1, "x").has_value());
  CHECK_TRUE(u.erase_segment(2).has_value());
  CHECK(u.path(), "/a%2Fb/x");
  std::vector<std::string> decoded = u.segments();
  CHECK_TRUE((decoded == std::vector<std::string>{"a/b", "x"}));

  // ---- Guards: a path that would be misread
  auto rel = urikit::uri::parse("x/a:b").value();
  CHECK_TRUE(rel.erase_segment(0).has_value());
  CHECK(rel.str(), "./a:b");  // "a:b" alone would be scheme "a"
  auto noauth = urikit::uri::parse("http://h//x").value();
  noauth.remove_authority();
  CHECK(noauth.str(), "http:/.//x");  // "http://x" would make "x" the host

  // ---- Query parameters: duplicates kept in order
  auto q = urikit::uri::parse("https://h/?tag=b&page=2&tag=a").value();
  q.set_param("page", "3");
  q.append_param("tag", "c");
  CHECK(q.query().value(), "tag=b&page=3&tag=a&tag=c");
  q.sort_params();  // stable: the tags keep their order
  CHECK(q.query().value(), "page=3&tag=b&tag=a&tag=c");
  CHECK_TRUE(q.erase_param("tag") == 3);
  CHECK(q.query().value(), "page=3");
  q.append_param("name", "Jane Doe");  // form style by default: a space is '+'
  CHECK(q.query().value(), "page=3&name=Jane+Doe");
  CHECK(q.get_param("name").value(), "Jane Doe");
  CHECK_TRUE(q.has_param("page"));
  CHECK(q.params()[1].value, "Jane Doe");
  CHECK(q.params(urikit::param_style::plain)[1].value, "Jane+Doe");  // RFC 3986: '+' is '+'
  q.append_param("utm_source", "mail");
  q.erase_params_if([](const urikit::query_param& p) { return p.name.rfind("utm_", 0) == 0; });
  CHECK(q.query().value(), "page=3&name=Jane+Doe");
  q.append_param("path", "a b", urikit::param_style::plain);  // RFC 3986: a space is %20
  CHECK(q.query().value(), "page=3&name=Jane+Doe&path=a%20b");
  return example::exit_code();
}
