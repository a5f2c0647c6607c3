// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// A main() for a fuzz target built without libFuzzer: replays every file of the seed corpus
// directories given as arguments through LLVMFuzzerTestOneInput, then each file's prefixes
// and each single-byte deletion (a cheap deterministic mutation pass, so g++ builds exercise
// more than the seeds). Exit 0 when nothing aborted; 1 when a directory is missing or empty.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

void run(const std::string& s) {
  // A copy of exactly `size` bytes, so ASan catches any read past the end.
  std::vector<std::uint8_t> buf(s.begin(), s.end());
  LLVMFuzzerTestOneInput(buf.empty() ? nullptr : buf.data(), buf.size());
}

}  // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::size_t files = 0, runs = 0;
  for (int a = 1; a < argc; ++a) {
    std::error_code ec;
    if (!fs::is_directory(argv[a], ec)) {
      std::fprintf(stderr, "not a directory: %s\n", argv[a]);
      return 1;
    }
    std::vector<fs::path> paths;
    for (const auto& e : fs::directory_iterator(argv[a]))
      if (e.is_regular_file()) paths.push_back(e.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& p : paths) {
      std::ifstream in(p, std::ios::binary);
      std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      ++files;
      run(s);
      ++runs;
      const std::size_t limit = std::min<std::size_t>(s.size(), 512);
      for (std::size_t i = 0; i < limit; ++i, ++runs) run(s.substr(0, i));
      for (std::size_t i = 0; i < limit; ++i, ++runs) run(s.substr(0, i) + s.substr(i + 1));
    }
  }
  std::printf("replayed %zu files, %zu inputs\n", files, runs);
  return files > 0 ? 0 : 1;
}
