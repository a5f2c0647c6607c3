// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Where the command's output goes: a byte_sink (a file descriptor, or memory in tests) behind
// a fixed buffer. Every write is checked; the first failure is kept and later writes are
// dropped, so the command can stop and report it (docs/cli.md: exit status 2).
#ifndef URIKIT_CLI_OUTPUT_STREAM_HPP
#define URIKIT_CLI_OUTPUT_STREAM_HPP

#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace urikit::cli {

/// A destination for bytes.
class byte_sink {
 public:
  virtual ~byte_sink() = default;
  /// Writes all `size` bytes; false when that failed (describe() then says why).
  virtual bool write(const char* data, std::size_t size) = 0;
  /// Gives the destination back (close(2) for a descriptor); false when that failed.
  virtual bool close() { return true; }
  /// Why the last write or close failed, e.g. "No space left on device".
  virtual std::string describe_failure() const { return "write failed"; }
};

/// A file descriptor, written with write(2) (no stdio buffer whose failure could go unseen).
class fd_sink final : public byte_sink {
 public:
  /// `open` false: the descriptor was closed when the command started (then every write
  /// and the close fail with EBADF, whatever now occupies the number).
  fd_sink(int fd, bool open) : fd_(fd), open_(open) {}
  bool write(const char* data, std::size_t size) override;
  bool close() override;
  std::string describe_failure() const override;

 private:
  int fd_;
  bool open_;
  int errno_ = 0;
};

/// A fixed buffer in front of a sink. Appending never allocates (the buffer is allocated
/// once, by the constructor), so records can be written after an allocation failure;
/// a piece larger than the buffer goes to the sink directly, without a copy.
class output_stream {
 public:
  explicit output_stream(byte_sink& sink, std::size_t capacity = std::size_t{1} << 16);
  output_stream(const output_stream&) = delete;
  output_stream& operator=(const output_stream&) = delete;

  void put(char c) {
    if (used_ == capacity_ && !drain()) return;
    buffer_[used_++] = c;
  }
  void append(std::string_view s) {
    if (s.size() <= capacity_ - used_) {  // the common case, inline
      if (!s.empty()) std::memcpy(buffer_.get() + used_, s.data(), s.size());
      used_ += s.size();
      return;
    }
    append_beyond_buffer(s);
  }
  /// `count` copies of `c`.
  void fill(std::size_t count, char c);
  void append_number(std::size_t value);
  /// Writes the buffer out; false when this or an earlier write failed.
  bool flush();
  /// flush(), then closes the sink; false when anything failed.
  bool close();
  bool failed() const { return failed_; }
  /// Bytes waiting in the buffer.
  std::size_t pending() const { return used_; }
  /// Bytes appended since the start (written or waiting).
  std::size_t total() const { return sent_ + used_; }
  const byte_sink& sink() const { return sink_; }

 private:
  bool drain();
  void append_beyond_buffer(std::string_view s);
  byte_sink& sink_;
  std::unique_ptr<char[]> buffer_;
  std::size_t capacity_;
  std::size_t used_ = 0;
  std::size_t sent_ = 0;
  bool failed_ = false;
};

}  // namespace urikit::cli

#endif
