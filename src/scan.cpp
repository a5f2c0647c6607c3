// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The choice of the scan kernel, and the SIMD kernels for a charset known only at run time.
#include "scan.hpp"

#include <cstdlib>

namespace urikit::detail {

std::atomic<unsigned char> active_scan_kernel_value{0xFF};

bool scan_kernel_supported(scan_kernel k) noexcept {
  switch (k) {
    case scan_kernel::scalar: return true;
#if URIKIT_SCAN_X86
    case scan_kernel::avx2:
      __builtin_cpu_init();
      return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2") &&
             __builtin_cpu_supports("popcnt");
    case scan_kernel::avx512:
      __builtin_cpu_init();
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx2") &&
             __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
#else
    case scan_kernel::avx2:
    case scan_kernel::avx512: return false;
#endif
  }
  return false;
}

scan_kernel init_scan_kernel() noexcept {
  scan_kernel k = scan_kernel::scalar;
  const char* force = std::getenv("URIKIT_FORCE_SCALAR");
  const bool forced = force != nullptr && force[0] != '\0' && !(force[0] == '0' && force[1] == '\0');
  if (!forced) {
    if (scan_kernel_supported(scan_kernel::avx512)) k = scan_kernel::avx512;
    else if (scan_kernel_supported(scan_kernel::avx2)) k = scan_kernel::avx2;
  }
  // Every thread that races here computes the same value.
  active_scan_kernel_value.store(static_cast<unsigned char>(k), std::memory_order_relaxed);
  return k;
}

void set_scan_kernel(scan_kernel k) noexcept {
  if (scan_kernel_supported(k))
    active_scan_kernel_value.store(static_cast<unsigned char>(k), std::memory_order_relaxed);
}

#if URIKIT_SCAN_X86
URIKIT_TARGET_AVX2 std::size_t skip_run_avx2(const unsigned char* s, std::size_t i, std::size_t n,
                                             const charset& set) noexcept {
  if (!set.is_ascii()) return skip_run_scalar(s, i, n, set);
  return skip_run_avx2(s, i, n, make_nibble_table(set));
}

URIKIT_TARGET_AVX512 std::size_t skip_run_avx512(const unsigned char* s, std::size_t i,
                                                 std::size_t n, const charset& set) noexcept {
  if (!set.is_ascii()) return skip_run_scalar(s, i, n, set);
  return skip_run_avx512(s, i, n, make_nibble_table(set));
}
#else
std::size_t skip_run_avx2(const unsigned char* s, std::size_t i, std::size_t n,
                          const charset& set) noexcept {
  return skip_run_scalar(s, i, n, set);
}
std::size_t skip_run_avx512(const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept {
  return skip_run_scalar(s, i, n, set);
}
#endif

}  // namespace urikit::detail
