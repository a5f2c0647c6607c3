// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Recipe: a cache key for a request URL. Keys must never merge two resources, so they use
// the conservative normalization: RFC 3986 equivalence, except that %2E is never turned
// into a dot segment. The key carries canonical_key_version, so keys from a release with
// other rules are recognizably stale.
#include <iostream>
#include <string>

#include <urikit/urikit.hpp>

int main() {
  auto key = [](std::string_view url) { return urikit::canonical_key(url).value(); };
  int failures = 0;
  auto expect = [&](bool ok, const char* what) {
    if (!ok) {
      std::cerr << "failed: " << what << '\n';
      ++failures;
    }
  };
  // Equivalent by RFC 3986: one key.
  expect(key("HTTP://Shop.Example:80/cart/%7Eitems") == key("http://shop.example/cart/~items"), "merge");
  // Not equivalent: distinct keys.
  expect(key("http://shop.example/a%2Fb") != key("http://shop.example/a/b"), "%2F is not /");
  expect(key("http://shop.example/?q=a+b") != key("http://shop.example/?q=a%20b"), "+ is not %20");
  expect(key("http://shop.example/x/%2e%2e/admin") != key("http://shop.example/admin"), "encoded dots");
  expect(key("http://shop.example/?") != key("http://shop.example/"), "empty query");
  std::cout << key("HTTP://Shop.Example:80/cart/%7Eitems") << '\n';  // v2:http://shop.example/cart/~items
  // What the origin never sees does not belong in a key: the fragment is not sent, and
  // userinfo is a credential that must not end up in stored keys (or logs of them).
  auto request_key = [](std::string_view url) -> urikit::result<std::string> {
    auto u = urikit::uri::parse(url, urikit::grammar::uri);
    if (!u) return u.error();
    u->remove_fragment();
    u->remove_userinfo();
    return urikit::canonical_key(u->string());
  };
  expect(request_key("http://alice:secret@shop.example/a#top").value() == "v2:http://shop.example/a", "request key");
  expect(key("http://shop.example/a#top") != key("http://shop.example/a"), "canonical_key keeps the fragment");
  expect(!request_key("/relative").has_value(), "a key needs an absolute URI");
  // Invalid input is an error value, never a key.
  expect(!urikit::canonical_key("http://shop.example/a b").has_value(), "invalid input");
  return failures ? 1 : 0;
}
