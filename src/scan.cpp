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
namespace {

/// make_nibble_table() at run time, 16 table bytes at a time: the table's row for high
/// nibble h (bytes 16h .. 16h+15, each 0 or 1) shifted left by h gives bit h of lo[].
URIKIT_TARGET_AVX2 inline bool nibble_table_avx2(const charset& set, nibble_table& t) noexcept {
  const auto* table = reinterpret_cast<const __m128i*>(set.data());
  __m128i lo = _mm_setzero_si128();
  lo = _mm_or_si128(lo, _mm_loadu_si128(table + 0));
  lo = _mm_or_si128(lo, _mm_slli_epi16(_mm_loadu_si128(table + 1), 1));
  lo = _mm_or_si128(lo, _mm_slli_epi16(_mm_loadu_si128(table + 2), 2));
  lo = _mm_or_si128(lo, _mm_slli_epi16(_mm_loadu_si128(table + 3), 3));
  lo = _mm_or_si128(lo, _mm_slli_epi16(_mm_loadu_si128(table + 4), 4));
  lo = _mm_or_si128(lo, _mm_slli_epi16(_mm_loadu_si128(table + 5), 5));
  lo = _mm_or_si128(lo, _mm_slli_epi16(_mm_loadu_si128(table + 6), 6));
  lo = _mm_or_si128(lo, _mm_slli_epi16(_mm_loadu_si128(table + 7), 7));
  const auto* high = reinterpret_cast<const __m256i*>(set.data() + 128);
  const __m256i any_high =
      _mm256_or_si256(_mm256_or_si256(_mm256_loadu_si256(high + 0), _mm256_loadu_si256(high + 1)),
                      _mm256_or_si256(_mm256_loadu_si256(high + 2), _mm256_loadu_si256(high + 3)));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(t.lo), lo);
  t.ascii = _mm256_testz_si256(any_high, any_high) != 0;
  return t.ascii;
}

}  // namespace

bool nibble_table_at_run_time(const charset& set, nibble_table& t) noexcept {
  return nibble_table_avx2(set, t);
}

URIKIT_TARGET_AVX2 std::size_t skip_run_avx2(const unsigned char* s, std::size_t i, std::size_t n,
                                             const charset& set) noexcept {
  nibble_table t;
  if (!nibble_table_avx2(set, t)) return skip_run_scalar(s, i, n, set);
  return skip_run_avx2(s, i, n, t);
}

URIKIT_TARGET_AVX512 std::size_t skip_run_avx512(const unsigned char* s, std::size_t i,
                                                 std::size_t n, const charset& set) noexcept {
  nibble_table t;
  if (!nibble_table_avx2(set, t)) return skip_run_scalar(s, i, n, set);
  return skip_run_avx512(s, i, n, t);
}
#else
bool nibble_table_at_run_time(const charset&, nibble_table&) noexcept { return false; }
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
