// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Test helper: memory that ends at an inaccessible page, so that SIMD code reading or
// writing one byte too many faults.
#ifndef URIKIT_TEST_GUARD_PAGE_HPP
#define URIKIT_TEST_GUARD_PAGE_HPP

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace urikit_test {

/// A buffer whose last byte is the last readable byte of a page, followed by an inaccessible
/// page (Linux), so that reading one byte past the input faults. Elsewhere: an exact-size
/// heap block (ASan would see an overread).
class end_of_page_buffer {
 public:
  end_of_page_buffer() {
#if defined(__linux__)
    page_ = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    void* p = mmap(nullptr, 2 * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    BOOST_TEST_REQUIRE((p != MAP_FAILED));
    base_ = static_cast<unsigned char*>(p);
    BOOST_TEST_REQUIRE(mprotect(base_ + page_, page_, PROT_NONE) == 0);
#endif
  }
  ~end_of_page_buffer() {
#if defined(__linux__)
    munmap(base_, 2 * page_);
#endif
  }
  end_of_page_buffer(const end_of_page_buffer&) = delete;
  end_of_page_buffer& operator=(const end_of_page_buffer&) = delete;

  /// Room for `size` bytes that ends at the guard page, for output; valid until the next
  /// call. (Elsewhere: an exact-size heap block.)
  char* room(std::size_t size) {
#if defined(__linux__)
    BOOST_TEST_REQUIRE(size <= page_);
    return reinterpret_cast<char*>(base_ + page_ - size);
#else
    heap_.reset(new unsigned char[size + (size == 0 ? 1 : 0)]);
    return reinterpret_cast<char*>(heap_.get());
#endif
  }

  /// `bytes` copied so that they end at the guard page; valid until the next call.
  const unsigned char* place(const std::vector<unsigned char>& bytes) {
#if defined(__linux__)
    BOOST_TEST_REQUIRE(bytes.size() <= page_);
    unsigned char* p = base_ + page_ - bytes.size();
    if (!bytes.empty()) std::copy(bytes.begin(), bytes.end(), p);
    return p;
#else
    heap_.reset(new unsigned char[bytes.size() + (bytes.empty() ? 1 : 0)]);
    std::copy(bytes.begin(), bytes.end(), heap_.get());
    return heap_.get();
#endif
  }

 private:
#if defined(__linux__)
  unsigned char* base_ = nullptr;
  std::size_t page_ = 0;
#else
  std::unique_ptr<unsigned char[]> heap_;
#endif
};

}  // namespace urikit_test

#endif  // URIKIT_TEST_GUARD_PAGE_HPP
