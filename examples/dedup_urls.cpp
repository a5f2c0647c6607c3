// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Recipe: deduplicate crawled URLs. Reads URLs (one per line) from a file or stdin and
// prints the first of each equivalence class, normalized with the crawler profile.
// Checks itself on a built-in list when run without arguments (ctest runs it that way).
#include <fstream>
#include <sstream>
#include <iostream>
#include <string>
#include <unordered_set>
#include <vector>

#include <urikit/urikit.hpp>

int dedup(std::istream& in, std::ostream& out, std::size_t& invalid) {
  const auto options = urikit::normalize_options::crawler();
  std::unordered_set<std::string> seen;  // full keys: a hash collision must not merge URLs
  std::string line, key;
  int kept = 0;
  while (std::getline(in, line)) {
    auto parsed = urikit::parse_uri(line);
    if (!parsed) {
      ++invalid;  // report and skip; never "repair" silently before comparing
      continue;
    }
    key.clear();  // *_into appends
    urikit::normalize_into(key, *parsed, options);  // no allocation once `key` has grown
    if (seen.insert(key).second) {
      out << key << '\n';
      ++kept;
    }
  }
  return kept;
}

int main(int argc, char** argv) {
  std::size_t invalid = 0;
  if (argc > 1) {
    std::ifstream file(argv[1]);
    dedup(file, std::cout, invalid);
    return 0;
  }
  // Self-check: these six lines name three resources; one line is not a URI.
  std::stringstream in(
      "HTTP://Example.com:80/a/./b/%7Euser?b=2&a=1#top\n"
      "http://example.com/a/b/~user?a=1&b=2\n"
      "http://example.com/a/b/%7euser?a=1&b=2#other\n"
      "http://example.com/a/b%2F~user?a=1&b=2\n"  // %2F is not '/': a different resource
      "https://example.com/a/b/~user?a=1&b=2\n"   // another scheme
      "http://exa mple.com/\n");
  std::ostringstream out;
  int kept = dedup(in, out, invalid);
  const std::string expected =
      "http://example.com/a/b/~user?a=1&b=2\n"
      "http://example.com/a/b%2F~user?a=1&b=2\n"
      "https://example.com/a/b/~user?a=1&b=2\n";
  if (kept != 3 || invalid != 1 || out.str() != expected) {
    std::cerr << "unexpected output:\n" << out.str();
    return 1;
  }
  return 0;
}
