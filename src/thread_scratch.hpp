// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: per-thread scratch strings that are given back after a large input.
#ifndef URIKIT_SRC_THREAD_SCRATCH_HPP
#define URIKIT_SRC_THREAD_SCRATCH_HPP

#include <cstddef>
#include <string>

namespace urikit::detail {

/// What a per-thread scratch string may keep between calls. URLs are short: a buffer this
/// size is reused without allocating, and one that grew past it for a larger input is freed
/// when that call ends, so an idle thread holds at most this much per scratch string
/// (a 1 GiB hash() used to leave 1.6 GB held for the thread's life).
inline constexpr std::size_t scratch_keep_bytes = std::size_t{64} * 1024;

/// Frees `scratch` on scope exit (normal or by exception) when it grew past
/// scratch_keep_bytes. Declared right after the thread_local string it guards.
class scratch_release {
 public:
  explicit scratch_release(std::string& scratch) noexcept : scratch_(scratch) {}
  ~scratch_release() {
    if (scratch_.capacity() > scratch_keep_bytes) std::string().swap(scratch_);
  }
  scratch_release(const scratch_release&) = delete;
  scratch_release& operator=(const scratch_release&) = delete;

 private:
  std::string& scratch_;
};

}  // namespace urikit::detail

#endif
