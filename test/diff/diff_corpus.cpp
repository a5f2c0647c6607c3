// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// By-hand tool (not in ctest): compares urikit's parser with uriparser 0.9.7 and Boost.URL
// 1.81 on every line of the given files (e.g. the URL lists under /work/shared/data/urls).
//   urikit_diff_corpus [-e N] FILE|DIR...    (N examples per kind, default 5)
// A FILE holds one input per line; each file of a DIR (e.g. a libFuzzer corpus) is one input.
// Exit 1 when some disagreement is not a documented peer bug.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "differential.hpp"

int main(int argc, char** argv) {
  using namespace urikit::diff;
  std::size_t examples = 5;
  tally t;
  for (int a = 1; a < argc; ++a) {
    if (std::strcmp(argv[a], "-e") == 0 && a + 1 < argc) {
      examples = std::strtoul(argv[++a], nullptr, 10);
      continue;
    }
    if (std::filesystem::is_directory(argv[a])) {
      for (const auto& e : std::filesystem::directory_iterator(argv[a])) {
        std::ifstream f(e.path(), std::ios::binary);
        std::string s((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
        t.add(s, compare_parse(s));
      }
      continue;
    }
    std::ifstream in(argv[a], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[a]);
      return 2;
    }
    std::string line;
    while (std::getline(in, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      t.add(line, compare_parse(line));
    }
  }
  t.print(examples);
  return t.unexplained == 0 ? 0 : 1;
}
