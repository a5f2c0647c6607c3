// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A program outside the project that uses urikit's ICU part (urikit::icu / urikit-icu).
// Expected values: RFC 3492's Punycode of "bücher" (UTS #46 ToASCII) and RFC 3987 §3.1.
#include <urikit/iri.hpp>

#include <iostream>

int main() {
  auto uri = urikit::iri_to_uri("http://b\u00FCcher.example/\u00E9");
  if (!uri || *uri != "http://xn--bcher-kva.example/%C3%A9") {
    std::cerr << "iri_to_uri gave the wrong result\n";
    return 1;
  }
  std::cout << "ICU part ok\n";
  return 0;
}
