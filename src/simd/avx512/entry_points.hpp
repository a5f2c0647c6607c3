// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The entry points of the two AVX-512 kernels (interface.hpp; what each does is written at
// the portable kernel's, portable/entry_points.hpp), their build condition and their CPU
// checks: avx512, and avx512_vbmi2, whose encoder and decoder add VBMI2's byte compress
// and expand, and whose reversed labels use VBMI's byte permutes. Both inherit the rest
// from the AVX2 kernel, and the dot-segment masks too.
#ifndef URIKIT_SRC_SIMD_AVX512_ENTRY_POINTS_HPP
#define URIKIT_SRC_SIMD_AVX512_ENTRY_POINTS_HPP

#include <cstddef>
#include <cstdint>
#include <string>

#include <urikit/charset.hpp>
#include <urikit/normalize.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "../avx2/entry_points.hpp"  // the kernel these build on: its CPU check and its rest
#include "../../host_bytes.hpp"
#include "../kernel.hpp"

namespace urikit::detail {

constexpr bool kernel_built(avx512_tag) noexcept { return URIKIT_KERNELS_X86 != 0; }
constexpr bool kernel_built(avx512_vbmi2_tag) noexcept { return URIKIT_KERNELS_X86 != 0; }

/// AVX2's, and AVX-512 F, BW and VL.
inline bool cpu_runs(avx512_tag) noexcept {
#if URIKIT_KERNELS_X86
  return cpu_runs(avx2_tag{}) && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512vl");
#else
  return false;
#endif
}

/// avx512's, and VBMI and VBMI2.
inline bool cpu_runs(avx512_vbmi2_tag) noexcept {
#if URIKIT_KERNELS_X86
  return cpu_runs(avx512_tag{}) && __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512vbmi2");
#else
  return false;
#endif
}

std::size_t skip_run_kernel(avx512_tag, const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept;
void classify_kernel(avx512_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                     std::size_t count, std::uint64_t* masks) noexcept;
host_bytes scan_host_kernel(avx512_tag, const char* s, std::size_t n) noexcept;
char* reverse_labels_kernel(avx512_vbmi2_tag, char* out, char* lowered, const char* host, std::size_t n,
                            std::uint64_t dots, bool upper, char separator, std::size_t readable) noexcept;
error parse_kernel(avx512_tag, const unsigned char* s, std::size_t n, grammar rule,
                   const parse_options& options, uri_view& v) noexcept;
char* encode_kernel(avx512_tag, char* out, const unsigned char* s, std::size_t n, const charset& allowed,
                    bool slack) noexcept;
char* encode_kernel(avx512_vbmi2_tag, char* out, const unsigned char* s, std::size_t n,
                    const charset& allowed, bool slack) noexcept;
char* decode_kernel(avx512_tag, char* out, const unsigned char* s, std::size_t n, const decode_options& o,
                    std::size_t& error_at, bool slack) noexcept;
char* decode_kernel(avx512_vbmi2_tag, char* out, const unsigned char* s, std::size_t n,
                    const decode_options& o, std::size_t& error_at, bool slack) noexcept;
fast_normalize normalize_into_kernel(avx512_tag, const uri_view& v, std::string& out, const normalize_options& o);
char* normalize_to_kernel(avx512_tag, char* out, const uri_view& v, const normalize_options& o) noexcept;

constexpr std::size_t normalize_to_judges_below(avx512_tag) noexcept { return normalize_to_judges_below(avx2_tag{}); }

}  // namespace urikit::detail

#endif
