// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The urikit side of the href differential (href_node_diff.py): reads cases, one a line,
// as hex(input) TAB hex(base) (an empty base field: no base), and writes for each one line:
// "1 TAB hex(href) TAB 1|0" (the last field: whether the href parses as a strict RFC 3986
// URI) or "0 TAB offset" when href() fails. Hex keeps NUL, tabs and newlines of messy
// inputs intact.
#include <urikit/href.hpp>
#include <urikit/parse.hpp>

#include <iostream>
#include <map>
#include <string>

namespace {

std::string from_hex(const std::string& hex) {
  std::string out;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2) out += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
  return out;
}

std::string to_hex(std::string_view text) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : text) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

}  // namespace

int main() {
  std::map<std::string, urikit::result<urikit::web_url>> bases;
  std::string line, output;
  while (std::getline(std::cin, line)) {
    const std::size_t tab = line.find('\t');
    const std::string input = from_hex(line.substr(0, tab));
    const std::string base_text = tab == std::string::npos ? std::string() : from_hex(line.substr(tab + 1));
    const urikit::web_url* base = nullptr;
    if (tab != std::string::npos && tab + 1 < line.size()) {
      auto found = bases.find(base_text);
      if (found == bases.end()) found = bases.emplace(base_text, urikit::parse_web_url(base_text)).first;
      if (!found->second) {
        std::cout << "0\t0\n";
        continue;
      }
      base = &*found->second;
    }
    output.clear();  // *_into appends
    const auto done = urikit::href_into(output, input, base);
    if (!done) {
      std::cout << "0\t" << done.error().offset << '\n';
      continue;
    }
    std::cout << "1\t" << to_hex(output) << '\t' << (urikit::parse_uri(output) ? 1 : 0) << '\n';
  }
  return 0;
}
