// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the scan kernels for urikit_icu (href, IRIs, crawler keys) and the Python
// binding (a blob's line ends). The core keeps its kernel choice hidden, so that its hot
// paths reach it without the GOT; code of the ICU part, a library of its own, reaches the
// same kernels, and the same choice (URIKIT_KERNEL, force_kernel()), through these
// exported calls. Core files use scan.hpp directly.
#ifndef URIKIT_SRC_SCAN_EXPORT_HPP
#define URIKIT_SRC_SCAN_EXPORT_HPP

#include <cstddef>
#include <cstdint>

#include <urikit/charset.hpp>
#include <urikit/config.hpp>

#include "host_bytes.hpp"

namespace urikit::detail {

/// skip_run() of scan.hpp: the first index in [i, n) whose byte is not in `set`, or n.
URIKIT_API std::size_t skip_run_exported(const unsigned char* s, std::size_t i, std::size_t n,
                                         const charset& set) noexcept;

/// The most charsets one classify_exported() call takes.
constexpr std::size_t classify_exported_max_sets = 8;

/// classify_kernel() of simd/interface.hpp with the kernel in use: for each of `count`
/// (<= 8) ASCII charsets, the bit masks of the bytes of s[0, n) in it, (n + 63) / 64 words
/// a set, bits from n on clear.
URIKIT_API void classify_exported(const unsigned char* s, std::size_t n, const charset* const* sets,
                                  std::size_t count, std::uint64_t* masks) noexcept;

/// scan_host_kernel() of simd/interface.hpp with the kernel in use: the host bytes at the
/// start of s[0, n), n <= 64.
URIKIT_API host_bytes scan_host_exported(const char* s, std::size_t n) noexcept;

/// reverse_labels_kernel() of simd/interface.hpp with the kernel in use: host[0, n)'s labels
/// (n <= 64) from the last, joined by `separator`, in lower case, at `out`; the host in lower
/// case at `lowered` too when it is not null. Returns out + n.
URIKIT_API char* reverse_labels_exported(char* out, char* lowered, const char* host, std::size_t n,
                                         std::uint64_t dots, bool upper, char separator,
                                         std::size_t readable) noexcept;

}  // namespace urikit::detail

#endif  // URIKIT_SRC_SCAN_EXPORT_HPP
