// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
/// \file
/// The one list of urikit's SIMD kernels, from which `urikit::kernel`, `kernel_count`,
/// kernel_name() and the library's dispatch are all made. Each row is X(name, base):
/// `name` is the enumerator and the name URIKIT_KERNEL takes; `base` the kernel it builds
/// on, whose entry points it inherits where it has none of its own. Rows go slowest first,
/// after kernel::portable (plain C++, every target), which is always there:
///   avx2          x86-64 AVX2, BMI2 and POPCNT: 32 bytes a step
///   avx512        x86-64 AVX-512 F/BW/VL + BMI2: 64 bytes a step, masked loads
///   avx512_vbmi2  avx512 plus VBMI and VBMI2 (Ice Lake, Zen 4): byte compress/expand for
///                 percent-encoding and decoding
/// Appending a row is the one change outside a new kernel's folder (docs/architecture.md,
/// "Add a kernel"); the values of the rows above it stay.
#ifndef URIKIT_KERNEL_LIST_HPP
#define URIKIT_KERNEL_LIST_HPP

#define URIKIT_SIMD_KERNELS(X) \
  X(avx2, portable)            \
  X(avx512, avx2)              \
  X(avx512_vbmi2, avx512)

#endif
