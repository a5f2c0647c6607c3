// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The buffer standard input is read into. It grows with realloc(): no zero-fill (only the
// bytes read are touched, so resident memory is what the line holds), and glibc moves a
// large block with mremap() rather than copying it (no moment with two copies). A failed
// growth is reported, not thrown, and leaves the buffer as it was.
#ifndef URIKIT_CLI_LINE_BUFFER_HPP
#define URIKIT_CLI_LINE_BUFFER_HPP

#include <cstddef>
#include <cstdlib>
#include <new>

namespace urikit::cli {

class line_buffer {
 public:
  explicit line_buffer(std::size_t capacity) {
    if (!resize(capacity < 16 ? 16 : capacity)) throw std::bad_alloc();
  }
  ~line_buffer() { std::free(data_); }
  line_buffer(const line_buffer&) = delete;
  line_buffer& operator=(const line_buffer&) = delete;

  char* data() { return data_; }
  std::size_t capacity() const { return capacity_; }
  /// Makes the capacity exactly `capacity` bytes (the first bytes kept); false when memory
  /// could not be had (the buffer is then unchanged).
  bool resize(std::size_t capacity) {
    void* p = std::realloc(data_, capacity);
    if (p == nullptr) return false;
    data_ = static_cast<char*>(p);
    capacity_ = capacity;
    return true;
  }

 private:
  char* data_ = nullptr;
  std::size_t capacity_ = 0;
};

}  // namespace urikit::cli

#endif
