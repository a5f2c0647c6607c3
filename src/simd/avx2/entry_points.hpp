// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The AVX2 kernel's entry points (interface.hpp; what each does is written at the portable
// kernel's, portable/entry_points.hpp), its build condition and its CPU check. The rest it
// inherits from the portable kernel.
#ifndef URIKIT_SRC_SIMD_AVX2_ENTRY_POINTS_HPP
#define URIKIT_SRC_SIMD_AVX2_ENTRY_POINTS_HPP

#include <cstddef>
#include <cstdint>
#include <string>

#include <urikit/charset.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "../../host_bytes.hpp"
#include "../kernel.hpp"
#include "dot_segments.hpp"  // slash_dot_bits_kernel, short_path_dots_kernel (SSE2, inline)

namespace urikit::detail {

/// Built for x86 with GCC or Clang (URIKIT_KERNELS_X86, internal_config.hpp).
constexpr bool kernel_built(avx2_tag) noexcept { return URIKIT_KERNELS_X86 != 0; }

/// AVX2 and BMI2 (pext, pdep), and popcnt.
inline bool cpu_runs(avx2_tag) noexcept {
#if URIKIT_KERNELS_X86
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
#else
  return false;
#endif
}

std::size_t skip_run_kernel(avx2_tag, const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept;
host_bytes scan_host_kernel(avx2_tag, const char* s, std::size_t n) noexcept;
char* reverse_labels_kernel(avx2_tag, char* out, char* lowered, const char* host, std::size_t n,
                            std::uint64_t dots, bool upper, char separator, std::size_t readable) noexcept;
void classify_kernel(avx2_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept;
error parse_kernel(avx2_tag, const unsigned char* s, std::size_t n, grammar rule,
                   const parse_options& options, uri_view& v) noexcept;
char* encode_kernel(avx2_tag, char* out, const unsigned char* s, std::size_t n, const charset& allowed,
                    bool slack) noexcept;
char* decode_kernel(avx2_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool slack) noexcept;
fast_normalize normalize_into_kernel(avx2_tag, const uri_view& v, std::string& out, const normalize_options& o);
char* normalize_to_kernel(avx2_tag, char* out, const uri_view& v, const normalize_options& o) noexcept;

/// Inputs under 64 bytes, and 64-127 bytes where the 128-bit masks of normalize_fast.inl's
/// wide readers exist (URIKIT_NORMALIZE_WIDE).
constexpr std::size_t normalize_to_judges_below(avx2_tag) noexcept {
#if defined(__SIZEOF_INT128__)  // URIKIT_NORMALIZE_WIDE (internal_config.hpp)
  return 128;
#else
  return 64;
#endif
}

}  // namespace urikit::detail

#endif
