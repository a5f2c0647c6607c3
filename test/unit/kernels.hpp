// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The kernels a test runs: every kernel this machine supports, always the portable one
// (urikit/kernel.hpp). for_each_kernel() runs a body once per kernel, restores the kernel in
// use after, and records which kernels ran; the test program prints them when it ends
// ("kernels exercised: ...", main.cpp).
#ifndef URIKIT_TEST_UNIT_KERNELS_HPP
#define URIKIT_TEST_UNIT_KERNELS_HPP

#include <urikit/kernel.hpp>

#include <vector>

namespace urikit::test {

/// The kernels this build and CPU can run, portable first.
inline std::vector<kernel> supported_kernels() {
  std::vector<kernel> out;
  for (unsigned i = 0; i < kernel_count; ++i)
    if (kernel_supported(static_cast<kernel>(i))) out.push_back(static_cast<kernel>(i));
  return out;
}

/// Bit i set when kernel i ran a test body (for the summary main.cpp prints).
inline unsigned& kernels_exercised() {
  static unsigned bits = 0;
  return bits;
}

/// Restores the kernel in use when a scope ends.
struct kernel_guard {
  kernel saved = active_kernel();
  kernel_guard() = default;
  kernel_guard(const kernel_guard&) = delete;
  kernel_guard& operator=(const kernel_guard&) = delete;
  ~kernel_guard() { force_kernel(saved); }
};

/// Makes `k` the kernel in use (it must be supported) and records that it ran.
inline void use_kernel(kernel k) {
  force_kernel(k);
  kernels_exercised() |= 1u << static_cast<unsigned>(k);
}

/// Runs body(k) with each supported kernel k in use.
template <class Body>
void for_each_kernel(Body body) {
  const kernel_guard guard;
  for (kernel k : supported_kernels()) {
    use_kernel(k);
    body(k);
  }
}

}  // namespace urikit::test

#endif
