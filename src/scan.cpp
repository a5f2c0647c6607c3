// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The choice of the scan kernel, and the SIMD kernels for a charset known only at run time.
#include "scan.hpp"

#include <cstdlib>

namespace urikit::detail {

#if URIKIT_KERNELS_X86
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
