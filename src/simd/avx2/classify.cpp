// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The avx2 kernel's classify_kernel(): 32 bytes a step, each set's nibble table applied to
// the same loaded vector; the last block ends at the text's end (overlapping the one
// before), and a text under 64 bytes is read as short_input_avx2 says. Nothing past
// s[n - 1] is read.
#include "avx2.hpp"

#if URIKIT_KERNELS_X86
#include <algorithm>

namespace urikit::detail {

URIKIT_TARGET_AVX2 void classify_kernel(avx2_tag, const unsigned char* s, std::size_t n, const charset* const* sets,
                                        std::size_t count, std::uint64_t* masks) noexcept {
  const std::size_t words = (n + 63) / 64;
  std::fill(masks, masks + count * words, std::uint64_t{0});
  if (n == 0) return;
  __m256i tables[classify_max_sets];
  for (std::size_t k = 0; k < count; ++k)
    tables[k] = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(sets[k]->nibbles())));
  if (n < 64) {  // most links: one word a set, written once (no read-modify-write per block)
    const short_input_avx2 in = load_short_input_avx2(s, n);
    const std::uint64_t inside = (std::uint64_t{1} << n) - 1;
    for (std::size_t k = 0; k < count; ++k)
      masks[k] = in.place(~stop_bits_avx2(in.a, tables[k]), ~stop_bits_avx2(in.b, tables[k])) & inside;
    return;
  }
  for (std::size_t i = 0; i < n; i += 32) {
    const std::size_t at = std::min(i, n - 32);  // the last block: s[n - 32, n)
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + at));
    for (std::size_t k = 0; k < count; ++k) {
      const std::uint32_t in_set = ~stop_bits_avx2(v, tables[k]) >> (i - at);  // bytes from i on
      masks[k * words + i / 64] |= static_cast<std::uint64_t>(in_set) << (i % 64);
    }
  }
}

}  // namespace urikit::detail
#endif
