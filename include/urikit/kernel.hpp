// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/// \file
/// Which instruction-set kernel urikit's inner loops use, and a way to force one.
///
/// urikit picks the best kernel the CPU supports, once, as the library loads (a call made
/// before that, from another file's static constructor, runs the portable kernel). The
/// environment variable `URIKIT_KERNEL` (`portable`, `avx2`, `avx512` or `avx512_vbmi2`)
/// read at that moment, or force_kernel() at any time, overrides the choice; a kernel the build or the
/// CPU cannot run is never chosen. Every kernel gives the same results: the choice changes
/// speed only. (`URIKIT_FORCE_SCALAR=1`, the older switch, still means `portable`.)
#ifndef URIKIT_KERNEL_HPP
#define URIKIT_KERNEL_HPP

#include <urikit/config.hpp>

namespace urikit {

/// The instruction-set kernels, slowest first.
enum class kernel : unsigned char {
  portable,     ///< plain C++ (every target); 8 bytes a step with table lookups
  avx2,         ///< x86-64 AVX2 + BMI2: 32 bytes a step
  avx512,       ///< x86-64 AVX-512 F/BW/VL + BMI2: 64 bytes a step, masked loads
  avx512_vbmi2  ///< avx512 plus VBMI and VBMI2 (Ice Lake, Zen 4): byte compress/expand
                ///< for percent-encoding and decoding
};

/// The number of kernels (for loops over them).
inline constexpr unsigned kernel_count = 4;

/// The kernel in use (choosing it if nothing has yet). Cannot fail.
URIKIT_API kernel active_kernel() noexcept;

/// True when this build and this CPU can run `k` (kernel::portable: always). Cannot fail.
URIKIT_API bool kernel_supported(kernel k) noexcept;

/// Makes `k` the kernel in use when kernel_supported(k); otherwise changes nothing and
/// returns false. For tests, benchmarks and troubleshooting: not meant to be called while
/// other threads are inside urikit.
URIKIT_API bool force_kernel(kernel k) noexcept;

/// "portable", "avx2", "avx512" or "avx512_vbmi2" (the names URIKIT_KERNEL takes).
URIKIT_API const char* kernel_name(kernel k) noexcept;

}  // namespace urikit

#endif
