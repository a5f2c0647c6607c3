// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: which kernels this build holds, and the one-byte read of the kernel in use that
// every entry point switches on. The choice itself is made in one place, dispatch.cpp.
//
// A kernel is one folder under src/simd/ (portable/, avx2/, avx512/; avx512_vbmi2 is the
// avx512 folder's VBMI2 routines). The feature files (parse.cpp, normalize.cpp, pct.cpp,
// ...) include no intrinsics: they call the kernels' entry points, declared in
// src/simd/entry_points.hpp, through URIKIT_KERNEL_SWITCH.
#ifndef URIKIT_SRC_SIMD_KERNEL_HPP
#define URIKIT_SRC_SIMD_KERNEL_HPP

#include <atomic>

#include <urikit/kernel.hpp>

#include "../internal_config.hpp"

// The x86 kernels are built for x86 targets with GCC or Clang (they use target
// attributes), unless URIKIT_NO_SIMD asks for the portable kernel alone.
#if !defined(URIKIT_NO_SIMD) && (defined(__x86_64__) || defined(__i386__)) && URIKIT_GNU
#define URIKIT_KERNELS_X86 1
#else
#define URIKIT_KERNELS_X86 0
#endif

namespace urikit::detail {

/// The kernel in use; 0xFF until the first call. Written by dispatch.cpp only.
URIKIT_SRC_HIDDEN extern std::atomic<unsigned char> active_kernel_value;

/// Chooses the kernel (URIKIT_KERNEL, else the best supported), stores and returns it.
kernel init_kernel() noexcept;

/// The kernel in use: one relaxed byte load on the hot paths. Cannot fail.
inline kernel current_kernel() noexcept {
  const unsigned char k = active_kernel_value.load(std::memory_order_relaxed);
  return k != 0xFF ? static_cast<kernel>(k) : init_kernel();
}

/// True when the kernel in use is one of the x86 SIMD ones.
inline bool simd_kernel() noexcept { return current_kernel() != kernel::portable; }

}  // namespace urikit::detail

#endif
