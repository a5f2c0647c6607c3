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
  std::cout << key("HTTP://Shop.Example:80/cart/%7Eitems") << '\n';  // v1:http://shop.example/cart/~items
  // Invalid input is an error value, never a key.
  expect(!urikit::canonical_key("http://shop.example/a b").has_value(), "invalid input");
  return failures ? 1 : 0;
}
