// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the interface every kernel implements, as overloads on its tag (kernel.hpp), and
// with_kernel(), the one switch that calls them. Each kernel's folder declares its part in
// its entry_points.hpp, which this header gathers (CMake lists the folders:
// urikit_kernel_folders.hpp, generated). The portable kernel (simd/portable/) implements all
// of it, and its entry_points.hpp says what each entry point does; another kernel implements
// what it can do faster, and inherits the rest from the kernel its tag derives from. The
// feature files call these through with_kernel(); nothing else in the library knows the
// kernels.
//
//   skip_run_kernel    the first byte of [i, n) outside a charset (the scanners' run loop)
//   classify_kernel    the bit masks of a text's bytes in a few charsets (the crawler keys'
//                      plain-link test reads a whole link at once from them)
//   scan_host_kernel   the host bytes at a link's host, its dots, capitals and x's (host
//                      parts' plain-host test)
//   reverse_labels_kernel
//                      a host's labels in reverse order, in lower case (host parts'
//                      reversed host)
//   parse_kernel       a whole RFC 3986 parse: the grammar (parse_reader.hpp) read over
//                      the kernel's class masks, and the shortcut common_shape() over them
//   encode_kernel      percent-encode the octets outside a charset (§2.1)
//   decode_kernel      decode triplets (and '+' when asked)
//   normalize_into_kernel, normalize_to_kernel
//                      the normalize plan's fast cases (case only; case and port or root);
//                      "not taken" hands the input to the general writer
//   slash_dot_bits_kernel, short_path_dots_kernel
//                      the '/' and '.' masks that find dot segments (§5.2.4); inline
//                      (resolve asks them twice a call), in simd/<kernel>/dot_segments.hpp,
//                      which the kernel's entry_points.hpp includes
//   kernel_built, cpu_runs
//                      whether the build holds the kernel (constexpr), and whether this CPU
//                      runs it (dispatch.cpp asks, once)
#ifndef URIKIT_SRC_SIMD_INTERFACE_HPP
#define URIKIT_SRC_SIMD_INTERFACE_HPP

#include "kernel.hpp"
#include "urikit_kernel_folders.hpp"  // every src/simd/<kernel>/entry_points.hpp

namespace urikit::detail {

/// Whether the build holds a kernel besides the portable one.
inline constexpr bool simd_kernels_built = false
#define URIKIT_KERNEL_BUILT_OR_(name, base) || kernel_built(name##_tag{})
    URIKIT_SIMD_KERNELS(URIKIT_KERNEL_BUILT_OR_);
#undef URIKIT_KERNEL_BUILT_OR_

/// f(tag) with the tag of the kernel in use: the one switch every entry point goes through.
/// The switch reads the stored byte itself, so the hot paths test no more than the kernels.
/// dispatch.cpp chooses the kernel as the library loads; a call before that (from a static
/// constructor of another file that runs first) takes the default case, the portable kernel,
/// whose answers are the same. There is no first-call case that calls out and switches
/// again: a hot path would keep its arguments alive across that call (parse() pushed three
/// registers more for it; without them, kasztp's parse went from 7.10 to 6.83 ns a link). A
/// build without the SIMD kernels instantiates only f(portable_tag{}), and a kernel the
/// build does not hold (kernel_built) is never instantiated: its case is the portable one.
template <class F>
URIKIT_ALWAYS_INLINE decltype(auto) with_kernel(F&& f) {
  if constexpr (!simd_kernels_built) {
    return f(portable_tag{});
  } else {
    switch (static_cast<kernel>(active_kernel_value.load(std::memory_order_relaxed))) {
#define URIKIT_KERNEL_CASE_(name, base)                               \
  case kernel::name:                                                  \
    if constexpr (kernel_built(name##_tag{})) return f(name##_tag{}); \
    else return f(portable_tag{});
      URIKIT_SIMD_KERNELS(URIKIT_KERNEL_CASE_)
#undef URIKIT_KERNEL_CASE_
      default: return f(portable_tag{});  // kernel::portable, or not chosen yet
    }
  }
}

}  // namespace urikit::detail

#endif
