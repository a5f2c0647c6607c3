// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include <urikit/urikit.hpp>
#include <iostream>

int main() {
  auto uri = urikit::parse_uri("HTTP://Example.COM:80/a/./b/../%7Euser?q=1#top");
  if (!uri) return std::cerr << urikit::error_name(uri.error().code) << '\n', 1;
  std::cout << *uri->host() << '\n';                           // Example.COM
  std::cout << urikit::normalize(uri->string()).value() << '\n';  // http://example.com/a/~user?q=1#top
  std::cout << urikit::resolve("http://a/b/c/d;p?q", "../g").value() << '\n';  // http://a/b/g
}
