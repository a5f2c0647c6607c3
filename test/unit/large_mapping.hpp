// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Inputs of gigabytes for the large_* suites: anonymous mappings (only the pages written
// take memory) and texts of 'a' with a short head and tail, checked without building a
// second copy.
#ifndef URIKIT_TEST_LARGE_MAPPING_HPP
#define URIKIT_TEST_LARGE_MAPPING_HPP

#include <sys/mman.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string_view>

namespace urikit::test {

/// An anonymous mapping of `n` bytes (reserved lazily), unmapped on scope exit.
struct mapping {
  char* data = nullptr;
  std::size_t size = 0;
  explicit mapping(std::size_t n) : size(n) {
    void* p = mmap(nullptr, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    data = p == MAP_FAILED ? nullptr : static_cast<char*>(p);
#ifdef MADV_HUGEPAGE
    // 2 MiB pages: faulting in gigabytes a 4 KiB page at a time dominates these tests.
    // Only advice; without THP the pages stay small.
    if (data) madvise(data, n, MADV_HUGEPAGE);
#endif
  }
  ~mapping() {
    if (data) munmap(data, size);
  }
  mapping(const mapping&) = delete;
  mapping& operator=(const mapping&) = delete;
};

/// Texts of `size` bytes: `head`, then 'a' up to `tail`, which ends the text. Head and tail
/// are at most `edge` bytes; the bytes between stay 'a' from one text to the next.
class a_texts {
 public:
  static constexpr std::size_t edge = 64;

  a_texts(char* data, std::size_t size) : data_(data), size_(size) { std::memset(data_, 'a', size_); }

  std::string_view make(std::string_view head, std::string_view tail) {
    std::memset(data_, 'a', edge);
    std::memset(data_ + size_ - edge, 'a', edge);
    std::memcpy(data_, head.data(), head.size());
    std::memcpy(data_ + size_ - tail.size(), tail.data(), tail.size());
    return {data_, size_};
  }

 private:
  char* data_;
  std::size_t size_;
};

/// Whether `text` is exactly `head`, `count` times 'a', then `tail`.
inline bool is_a_text(std::string_view text, std::string_view head, std::size_t count, std::string_view tail) {
  if (text.size() != head.size() + count + tail.size()) return false;
  if (text.substr(0, head.size()) != head || text.substr(head.size() + count) != tail) return false;
  static const std::string_view run = [] {
    static char a[1 << 20];
    std::memset(a, 'a', sizeof a);
    return std::string_view(a, sizeof a);
  }();
  for (std::size_t i = head.size(), end = head.size() + count; i < end;) {
    const std::size_t k = std::min(run.size(), end - i);
    if (std::memcmp(text.data() + i, run.data(), k) != 0) return false;
    i += k;
  }
  return true;
}

}  // namespace urikit::test

#endif
