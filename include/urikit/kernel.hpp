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
#include <urikit/kernel_list.hpp>

namespace urikit {

/// The instruction-set kernels, slowest first: one enumerator for kernel::portable, then
/// one for each row of URIKIT_SIMD_KERNELS (kernel_list.hpp), in its order:
/// - `portable`: plain C++ (every target); 8 bytes a step with table lookups;
/// - `avx2`: x86-64 AVX2, BMI2 and POPCNT; 32 bytes a step;
/// - `avx512`: avx2's, and AVX-512 F, BW and VL; 64 bytes a step, masked loads;
/// - `avx512_vbmi2`: avx512's, and VBMI and VBMI2 (Ice Lake, Zen 4); byte compress and
///   expand for percent-encoding and decoding.
enum class kernel : unsigned char {
  portable,
#define URIKIT_KERNEL_ENUMERATOR_(name, base) name,
  URIKIT_SIMD_KERNELS(URIKIT_KERNEL_ENUMERATOR_)
#undef URIKIT_KERNEL_ENUMERATOR_
};

/// The number of kernels (for loops over them).
inline constexpr unsigned kernel_count = 1
#define URIKIT_KERNEL_ONE_MORE_(name, base) +1
    URIKIT_SIMD_KERNELS(URIKIT_KERNEL_ONE_MORE_);
#undef URIKIT_KERNEL_ONE_MORE_

/// The kernel in use (choosing it if nothing has yet). Cannot fail.
URIKIT_API kernel active_kernel() noexcept;

/// True when this build and this CPU can run `k` (kernel::portable: always). Cannot fail.
URIKIT_API bool kernel_supported(kernel k) noexcept;

/// Makes `k` the kernel in use when kernel_supported(k); otherwise changes nothing and
/// returns false. For tests, benchmarks and troubleshooting: not meant to be called while
/// other threads are inside urikit.
URIKIT_API bool force_kernel(kernel k) noexcept;

/// The kernel's enumerator as text: "portable", "avx2", "avx512" or "avx512_vbmi2" (the names
/// URIKIT_KERNEL takes); "unknown" for a value that names no kernel.
URIKIT_API const char* kernel_name(kernel k) noexcept;

}  // namespace urikit

#endif
