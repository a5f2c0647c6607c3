// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the kernels as tag types, made from the one list (URIKIT_SIMD_KERNELS,
// include/urikit/kernel_list.hpp), and the one-byte read of the kernel in use. The choice
// itself is made in one place, dispatch.cpp; the switch over it, with_kernel(), is in
// interface.hpp.
//
// A kernel is one folder under src/simd/ (portable/, avx2/, avx512/; avx512_vbmi2 is the
// avx512 folder's VBMI2 routines), whose entry_points.hpp declares what it implements of
// the interface (interface.hpp), as overloads on its tag below, with its build condition
// and its CPU check. The tags derive as the list's rows say (portable <- avx2 <- avx512 <-
// avx512_vbmi2), so a kernel that has no overload of an entry point gets the one of the
// kernel it builds on.
#ifndef URIKIT_SRC_SIMD_KERNEL_HPP
#define URIKIT_SRC_SIMD_KERNEL_HPP

#include <atomic>
#include <cstddef>

#include <urikit/kernel.hpp>

#include "../internal_config.hpp"

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

/// True when the kernel in use is not the portable one.
inline bool simd_kernel() noexcept { return current_kernel() != kernel::portable; }

/// The kernels as types, for overloading the entry points of interface.hpp: portable_tag,
/// and a `<name>_tag` deriving from `<base>_tag` for each row of URIKIT_SIMD_KERNELS.
struct portable_tag {};
#define URIKIT_KERNEL_TAG_(name, base) \
  struct name##_tag : base##_tag {};
URIKIT_SIMD_KERNELS(URIKIT_KERNEL_TAG_)
#undef URIKIT_KERNEL_TAG_

/// Whether the build holds a kernel, and whether this CPU runs it: each kernel's folder
/// answers for its own tag (entry_points.hpp), the portable kernel here (in every build, on
/// every CPU). dispatch.cpp asks for each row's tag exactly (must_answer_for()), so a kernel
/// that forgets either does not compile, rather than inherit its base's answer and run on
/// a CPU that lacks it.
constexpr bool kernel_built(portable_tag) noexcept { return true; }
inline bool cpu_runs(portable_tag) noexcept { return true; }

// ---------------------------------------------------------------- the interface's types

/// The most charsets one classify_kernel() call takes.
constexpr std::size_t classify_max_sets = 8;

/// What normalize_into_kernel() did with an input.
enum class fast_normalize {
  written,               ///< the result is in `out`
  needs_general_writer,  ///< the plan says "more", or short_path_refuses(): no copy case applies
                         ///< (the caller sends the URI to the dot-segment writer or the general one)
  not_judged,            ///< not the kernel's to judge (its size; the portable kernel, always)
};

}  // namespace urikit::detail

#endif
