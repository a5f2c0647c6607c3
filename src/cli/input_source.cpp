// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
#include "input_source.hpp"

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace urikit::cli {

long fd_source::read(char* data, std::size_t size) {
  if (!open_) {
    errno_ = EBADF;
    return -1;
  }
  for (;;) {
    const ssize_t n = ::read(fd_, data, size);
    if (n >= 0) return static_cast<long>(n);
    if (errno != EINTR) {
      errno_ = errno;
      return -1;
    }
  }
}

std::string fd_source::describe_failure() const { return std::strerror(errno_); }

}  // namespace urikit::cli
