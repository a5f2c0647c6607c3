// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A program outside the project that uses urikit's PSL part (urikit::psl / urikit-psl), its
// C++ API and its C API. Expected values: the Public Suffix List's rule `co.uk` (ICANN
// section, every version of the list) and cli-contract.md's `host-parts` fields.
#include <urikit/public_suffix.h>
#include <urikit/public_suffix.hpp>

#include <cstring>
#include <iostream>
#include <string>

int main() {
  const char* url = "https://www.Example.CO.uk/x";
  auto parts = urikit::split_host(url);
  if (!parts || parts->registrable_domain != "example.co.uk" || parts->reversed_host != "uk.co.example.www") {
    std::cerr << "split_host gave the wrong result\n";
    return 1;
  }
  urikit_error err;
  urikit_host_parts* c_parts = urikit_split_host(url, std::strlen(url), nullptr, &err);
  const char* suffix = nullptr;
  size_t length = 0;
  const bool ok = c_parts && urikit_host_parts_get(c_parts, URIKIT_PART_PUBLIC_SUFFIX, &suffix, &length) == 1 &&
                  std::string(suffix, length) == "co.uk";
  urikit_host_parts_free(c_parts);
  if (!ok) {
    std::cerr << "urikit_split_host gave the wrong result\n";
    return 1;
  }
  std::cout << "PSL part ok: " << urikit::public_suffix_list::standard().description() << "\n";
  return 0;
}
