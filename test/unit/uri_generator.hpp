// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A small grammar-aware generator of URI-reference-like strings for property tests: pieces
// that stress normalization (dots, encoded dots, reserved escapes, case, ports, colons).
#ifndef URIKIT_TEST_URI_GENERATOR_HPP
#define URIKIT_TEST_URI_GENERATOR_HPP

#include <random>
#include <string>

namespace urikit::test {

class uri_generator {
 public:
  explicit uri_generator(unsigned seed) : rng_(seed) {}

  std::string next() {
    std::string s;
    if (coin(3)) s += pick({"http:", "HTTP:", "https:", "s:", "ftp:", "Ws:", "a+b.c-d:"});
    if (coin(2)) {
      s += "//";
      if (coin(4)) s += pick({"u@", "U%3aP@", "@", "a:b@", "%7e@"});
      s += pick({"h", "Example.COM", "127.0.0.1", "[::1]", "[2001:DB8:0:0::A]", "", "%41b.c", "[v1.Ab]", "x.y."});
      if (coin(3)) s += pick({":", ":80", ":080", ":443", ":8080", ":0", ":99999", ":21"});
    }
    int segments = static_cast<int>(rng_() % 6);
    bool absolute = coin(2);
    for (int i = 0; i < segments; ++i) {
      if (i > 0 || absolute) s += '/';
      s += pick({"a", "b", ".", "..", "%2e", "%2E%2e", ".%2E", "", "c:d", "%7E", "%7e", "%2F", "%2f", "x%41",
                 "g;x=1", "@", "..;", "...", "~u", "%C3%A9", "%25"});
    }
    if (coin(3)) s += pick({"?", "?q", "?b=2&a=1", "?a=%7e&a=%41", "?%2F/..", "?x=1&y"});
    if (coin(4)) s += pick({"#", "#f", "#%7E", "#a/../b"});
    return s;
  }

 private:
  bool coin(unsigned n) { return rng_() % n == 0; }
  template <std::size_t N>
  const char* pick(const char* const (&items)[N]) {
    return items[rng_() % N];
  }
  std::mt19937 rng_;
};

}  // namespace urikit::test

#endif
