// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the output buffer of href(). It is sized once for the worst case of the input
// (3 bytes per input byte, plus the base and a little room), so writing never reallocates,
// except after a UTS #46 host longer than that room.
#ifndef URIKIT_SRC_HREF_WRITER_HPP
#define URIKIT_SRC_HREF_WRITER_HPP

#include <urikit/charset.hpp>
#include <urikit/pct.hpp>

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

#include "hex.hpp"
#include "scan_export.hpp"

namespace urikit::detail {

class href_writer {
 public:
  /// Takes `buffer` over (its contents are dropped) with room for `room` bytes.
  href_writer(std::string& buffer, std::size_t room) : buf_(buffer) {
    if (buf_.size() < room) buf_.resize(room);
  }
  std::size_t size() const noexcept { return len_; }
  char operator[](std::size_t i) const noexcept { return buf_[i]; }
  std::string_view view(std::size_t b, std::size_t e) const noexcept { return {buf_.data() + b, e - b}; }
  std::string_view view() const noexcept { return {buf_.data(), len_}; }
  /// Drops everything from `n` on.
  void truncate(std::size_t n) noexcept { len_ = n; }
  /// Makes the buffer exactly the written text.
  void finish() { buf_.resize(len_); }

  void put(char c) {
    ensure(1);
    buf_[len_++] = c;
  }
  /// Appends "%XY" (upper-case hex) for the octet `c`.
  void put_triplet(unsigned char c) {
    ensure(3);
    write_triplet(&buf_[len_], c);
    len_ += 3;
  }
  void append(std::string_view s) {
    ensure(s.size());
    if (!s.empty()) std::memcpy(&buf_[len_], s.data(), s.size());
    len_ += s.size();
  }
  /// Lower-cases the ASCII letters of [b, e).
  void lower(std::size_t b, std::size_t e) noexcept {
    for (std::size_t i = b; i < e; ++i)
      if (buf_[i] >= 'A' && buf_[i] <= 'Z') buf_[i] = static_cast<char>(buf_[i] + 32);
  }
  /// Inserts `s` at `at` (rare: the "/." the serializer puts before a path that starts "//").
  void insert(std::size_t at, std::string_view s) {
    ensure(s.size());
    std::memmove(&buf_[at + s.size()], &buf_[at], len_ - at);
    std::memcpy(&buf_[at], s.data(), s.size());
    len_ += s.size();
  }
  /// Appends `text` with every octet outside `keep` percent-encoded (the library's encoder),
  /// except that a '%' followed by two hex digits in `text` stays: a lone '%' becomes %25.
  void append_encoded(std::string_view text, const charset& keep) {
    const std::size_t n = text.size();
    ensure(3 * n);
    char* o = &buf_[len_];
    // Most components need no encoding at all: one scan, one copy.
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    if (skip_run_exported(bytes, 0, n, keep) == n) {
      if (n != 0) std::memcpy(o, text.data(), n);
      len_ += n;
      return;
    }
    std::size_t i = 0;
    while (i < n) {
      const void* pct = std::memchr(text.data() + i, '%', n - i);
      const std::size_t stop = pct ? static_cast<std::size_t>(static_cast<const char*>(pct) - text.data()) : n;
      if (stop > i) o = encode_to(o, text.substr(i, stop - i), keep);
      if (stop == n) break;
      if (stop + 2 < n && charsets::hexdig.contains(text[stop + 1]) && charsets::hexdig.contains(text[stop + 2])) {
        std::memcpy(o, text.data() + stop, 3);
        i = stop + 3;
      } else {
        std::memcpy(o, "%25", 3);
        i = stop + 1;
      }
      o += 3;
    }
    len_ = static_cast<std::size_t>(o - buf_.data());
  }

 private:
  void ensure(std::size_t extra) {
    if (buf_.size() - len_ < extra) buf_.resize(2 * buf_.size() + extra);
  }
  std::string& buf_;
  std::size_t len_ = 0;
};

}  // namespace urikit::detail

#endif  // URIKIT_SRC_HREF_WRITER_HPP
