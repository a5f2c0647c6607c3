// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The avx512 kernel's skip_run_kernel() for a charset known only at run time.
#include "avx512.hpp"

#if URIKIT_KERNELS_X86
namespace urikit::detail {

URIKIT_TARGET_AVX512 std::size_t skip_run_kernel(avx512_tag, const unsigned char* s, std::size_t i, std::size_t n,
                                const charset& set) noexcept {
  if (!set.is_ascii()) return skip_run_scalar(s, i, n, set);
  return skip_run_avx512(s, i, n, make_nibble_table(set));
}

}  // namespace urikit::detail
#endif
