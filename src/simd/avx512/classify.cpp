// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The avx512 kernel's classify_kernel(): 64 bytes a step, the last block a masked load
// (which reads nothing past s[n - 1]); each byte's high-nibble bit is looked up once a
// block, and each set costs a broadcast of its low-nibble table, one shuffle and one test.
#include "avx512.hpp"

#if URIKIT_KERNELS_X86
namespace urikit::detail {

URIKIT_TARGET_AVX512 void classify_kernel(avx512_tag, const unsigned char* s, std::size_t n,
                                          const charset* const* sets, std::size_t count,
                                          std::uint64_t* masks) noexcept {
  const std::size_t words = (n + 63) / 64;
  for (std::size_t w = 0; w < words; ++w) {
    const std::size_t left = n - 64 * w;
    const __mmask64 live = left >= 64 ? ~__mmask64{0} : _bzhi_u64(~0ull, static_cast<unsigned>(left));
    const auto [lo_index, hi_bits] = split_nibbles_avx512(_mm512_maskz_loadu_epi8(live, s + 64 * w));
    // Each set's table is broadcast straight from the charset (an L1 load): kept in an
    // array of vectors instead, the tables went through the stack, which cost more.
    for (std::size_t k = 0; k < count; ++k) {
      const __m512i table = _mm512_maskz_broadcast_i32x4(
          0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(sets[k]->nibbles())));
      masks[k * words + w] = _mm512_test_epi8_mask(_mm512_shuffle_epi8(table, lo_index), hi_bits) & live;
    }
  }
}

}  // namespace urikit::detail
#endif
