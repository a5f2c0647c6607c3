// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A program outside the project, built against the installed urikit (CMake package or
// pkg-config). Expected values from RFC 3986 §3 and §6.2.3.
#include <urikit/urikit.hpp>

#include <iostream>

int main() {
  auto uri = urikit::parse_uri("foo://example.com:8042/over/there?name=ferret#nose");
  if (!uri || uri->host() != std::optional<std::string_view>("example.com") || uri->port_number() != 8042) {
    std::cerr << "parse gave the wrong components\n";
    return 1;
  }
  auto normalized = urikit::normalize("HTTP://Example.COM:80");
  if (!normalized || *normalized != "http://example.com/") {
    std::cerr << "normalize gave the wrong result\n";
    return 1;
  }
  std::cout << "consumer ok (urikit " << URIKIT_VERSION_MAJOR << "." << URIKIT_VERSION_MINOR << ")\n";
  return 0;
}
