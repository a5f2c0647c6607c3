// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: per-thread scratch strings that are given back after a large input.
#ifndef URIKIT_SRC_THREAD_SCRATCH_HPP
#define URIKIT_SRC_THREAD_SCRATCH_HPP

#include <cstddef>
#include <string>
#include <type_traits>

#include "internal_config.hpp"

namespace urikit::detail {

/// What a per-thread scratch string may keep between calls. URLs are short: a buffer this
/// size is reused without allocating, and one that grew past it for a larger input is freed
/// when that call ends, so an idle thread holds at most this much per scratch string
/// (a 1 GiB hash() used to leave 1.6 GB held for the thread's life).
inline constexpr std::size_t scratch_keep_bytes = std::size_t{64} * 1024;

/// This thread's scratch object of type T for the call site named by the tag type `Site`.
/// Reached through a call on purpose: in a shared library (-fPIC) a thread_local's address
/// is a __tls_get_addr call, and GCC 12 makes that call again at each use of the variable
/// after any other call, rather than keep the address in a register (a batch of 10^6 URLs
/// made two such calls a URL, 3 % of its time). Asked here once, the address is an
/// ordinary pointer to the caller.
template <class Site, class T = std::string>
URIKIT_NOINLINE T& thread_scratch() noexcept(std::is_nothrow_default_constructible<T>::value) {
  thread_local T scratch;
  return scratch;
}

/// Frees the memory of `c` (a std::string or std::vector) when its capacity passed `bytes`:
/// how every per-thread buffer that grew for one large input is kept from being held for the
/// thread's life.
template <class Container>
void free_if_larger(Container& c, std::size_t bytes) noexcept {
  if (c.capacity() * sizeof(typename Container::value_type) > bytes) Container().swap(c);
}

/// Frees `scratch` on scope exit (normal or by exception) when it grew past
/// scratch_keep_bytes. Declared right after the reference to the string it guards.
class scratch_release {
 public:
  explicit scratch_release(std::string& scratch) noexcept : scratch_(scratch) {}
  ~scratch_release() {
    free_if_larger(scratch_, scratch_keep_bytes);
  }
  scratch_release(const scratch_release&) = delete;
  scratch_release& operator=(const scratch_release&) = delete;

 private:
  std::string& scratch_;
};

}  // namespace urikit::detail

#endif
