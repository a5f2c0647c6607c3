// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: which kernels this build holds, and the one-byte read of the kernel in use that
// every entry point switches on. The choice itself is made in one place, dispatch.cpp.
//
// A kernel is one folder under src/simd/ (portable/, avx2/, avx512/; avx512_vbmi2 is the
// avx512 folder's VBMI2 routines). Each implements the entry points that
// src/simd/interface.hpp declares, as overloads on its tag type below. The feature files
// (parse.cpp, normalize.cpp, pct.cpp, ...) include no intrinsics: they call
// with_kernel(), which calls their lambda with the tag of the kernel in use. The tags
// derive from one another (portable <- avx2 <- avx512 <- avx512_vbmi2), so a kernel that
// has no overload of an entry point gets the one of the kernel it builds on.
#ifndef URIKIT_SRC_SIMD_KERNEL_HPP
#define URIKIT_SRC_SIMD_KERNEL_HPP

#include <atomic>

#include <urikit/kernel.hpp>

#include "../internal_config.hpp"

// URIKIT_KERNELS_X86: whether the x86 kernels are built (internal_config.hpp).

namespace urikit::detail {

/// The kernel in use; 0xFF until dispatch.cpp chooses it as the library loads. Written by
/// dispatch.cpp only.
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

/// The kernels as types, for overloading the entry points of interface.hpp.
struct portable_tag {};
struct avx2_tag : portable_tag {};
struct avx512_tag : avx2_tag {};
struct avx512_vbmi2_tag : avx512_tag {};

/// f(tag) with the tag of the kernel in use: the one switch every entry point goes through.
/// The switch reads the stored byte itself, so the hot paths test no more than the kernels.
/// dispatch.cpp chooses the kernel as the library loads; a call before that (from a static
/// constructor of another file that runs first) takes the default case, the portable kernel,
/// whose answers are the same. There is no first-call case that calls out and switches
/// again: a hot path would keep its arguments alive across that call (parse() pushed three
/// registers more for it; without them, kasztp's parse went from 7.10 to 6.83 ns a link). A
/// build without the x86 kernels instantiates only f(portable_tag{}).
template <class F>
URIKIT_ALWAYS_INLINE decltype(auto) with_kernel(F&& f) {
#if URIKIT_KERNELS_X86
  switch (static_cast<kernel>(active_kernel_value.load(std::memory_order_relaxed))) {
    case kernel::avx512_vbmi2: return f(avx512_vbmi2_tag{});
    case kernel::avx512: return f(avx512_tag{});
    case kernel::avx2: return f(avx2_tag{});
    default: return f(portable_tag{});  // kernel::portable, or not chosen yet
  }
#else
  return f(portable_tag{});
#endif
}

}  // namespace urikit::detail

#endif
