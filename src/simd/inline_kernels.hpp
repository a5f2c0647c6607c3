// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the entry points of simd/interface.hpp that every kernel defines inline in its
// own folder, because their callers need them inlined (the dot-segment masks: resolve asks
// them twice a call). The feature files include this header, never a kernel folder's; a new
// kernel adds its header here.
#ifndef URIKIT_SRC_SIMD_INLINE_KERNELS_HPP
#define URIKIT_SRC_SIMD_INLINE_KERNELS_HPP

#include "kernel.hpp"
#include "portable/dot_segments.hpp"  // slash_dot_bits_kernel, short_path_dots_kernel
#include "avx2/dot_segments.hpp"      // the same, 16 bytes a step (SSE2, x86 builds only)

#endif
