// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "output_stream.hpp"

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace urikit::cli {

bool fd_sink::write(const char* data, std::size_t size) {
  if (!open_) {
    errno_ = EBADF;
    return false;
  }
  while (size > 0) {
    const ssize_t n = ::write(fd_, data, size);
    if (n < 0) {
      if (errno == EINTR) continue;
      errno_ = errno;
      return false;
    }
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

bool fd_sink::close() {
  if (!open_) {
    errno_ = EBADF;
    return false;
  }
  open_ = false;
  // Some file systems report a failed write only here (NFS, quotas). EINTR: the descriptor
  // is released on Linux, so it is not retried.
  if (::close(fd_) != 0 && errno != EINTR) {
    if (errno_ == 0) errno_ = errno;  // the first failure is the one to report
    return false;
  }
  return true;
}

std::string fd_sink::describe_failure() const { return std::strerror(errno_); }

output_stream::output_stream(byte_sink& sink, std::size_t capacity)
    : sink_(sink), buffer_(new char[capacity]), capacity_(capacity) {}

bool output_stream::drain() {
  if (failed_) return false;
  sent_ += used_;
  if (used_ > 0 && !sink_.write(buffer_.get(), used_)) failed_ = true;
  used_ = 0;
  return !failed_;
}

void output_stream::append_beyond_buffer(std::string_view s) {
  if (!drain()) return;
  if (s.size() >= capacity_) {
    sent_ += s.size();
    if (!sink_.write(s.data(), s.size())) failed_ = true;  // large: straight to the sink
    return;
  }
  std::memcpy(buffer_.get(), s.data(), s.size());
  used_ = s.size();
}

void output_stream::fill(std::size_t count, char c) {
  while (count > 0) {
    if (used_ == capacity_ && !drain()) return;
    const std::size_t n = count < capacity_ - used_ ? count : capacity_ - used_;
    std::memset(buffer_.get() + used_, c, n);
    used_ += n;
    count -= n;
  }
}

void output_stream::append_number(std::size_t value) {
  char digits[20];
  std::size_t k = sizeof digits;
  do {
    digits[--k] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  append(std::string_view(digits + k, sizeof digits - k));
}

bool output_stream::flush() { return drain(); }

bool output_stream::close() {
  drain();
  if (!sink_.close()) failed_ = true;
  return !failed_;
}

}  // namespace urikit::cli
