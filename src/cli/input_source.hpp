// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Where the command's lines come from: a file descriptor, or memory in tests and fuzzing.
#ifndef URIKIT_CLI_INPUT_SOURCE_HPP
#define URIKIT_CLI_INPUT_SOURCE_HPP

#include <cstddef>
#include <string>

namespace urikit::cli {

class byte_source {
 public:
  virtual ~byte_source() = default;
  /// Reads up to `size` bytes into `data`: the count read, 0 at the end, -1 on failure
  /// (describe_failure() then says why).
  virtual long read(char* data, std::size_t size) = 0;
  virtual std::string describe_failure() const { return "read failed"; }
};

/// A file descriptor, read with read(2).
class fd_source final : public byte_source {
 public:
  /// `open` false: the descriptor was closed when the command started (reads fail, EBADF).
  fd_source(int fd, bool open) : fd_(fd), open_(open) {}
  long read(char* data, std::size_t size) override;
  std::string describe_failure() const override;

 private:
  int fd_;
  bool open_;
  int errno_ = 0;
};

}  // namespace urikit::cli

#endif
