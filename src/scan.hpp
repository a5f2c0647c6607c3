// Internal: the inner loops that skip runs of allowed bytes. Every hot loop of the
// parser and the encoder goes through here, so a faster kernel lands in one place.
#ifndef URIKIT_SRC_SCAN_HPP
#define URIKIT_SRC_SCAN_HPP

#include <cstddef>

#include <urikit/charset.hpp>

namespace urikit::detail {

enum class scan_kernel : unsigned char { scalar, avx2, avx512 };
inline scan_kernel& kernel_slot() noexcept { static scan_kernel k = scan_kernel::scalar; return k; }
inline bool scan_kernel_supported(scan_kernel k) noexcept { return k == scan_kernel::scalar; }
inline scan_kernel active_scan_kernel() noexcept { return kernel_slot(); }
inline void set_scan_kernel(scan_kernel k) noexcept { if (scan_kernel_supported(k)) kernel_slot() = k; }

inline bool is_hex(unsigned char c) noexcept { return charsets::hexdig.contains(c); }
inline bool is_digit(unsigned char c) noexcept { return static_cast<unsigned>(c - '0') < 10u; }

/// The value of a hex digit, or -1.
inline int hex_value(unsigned char c) noexcept {
  if (is_digit(c)) return c - '0';
  const unsigned lower = static_cast<unsigned>((c | 0x20) - 'a');
  return lower < 6u ? static_cast<int>(lower) + 10 : -1;
}

/// The first index in [i, n) whose byte is not in `set`, or n.
inline std::size_t skip_run(const unsigned char* s, std::size_t i, std::size_t n,
                            const charset& set) noexcept {
  const bool* table = set.data();
  // Unrolled by four: URL components are short, and most bytes are allowed.
  while (n - i >= 4) {
    if (!table[s[i]]) return i;
    if (!table[s[i + 1]]) return i + 1;
    if (!table[s[i + 2]]) return i + 2;
    if (!table[s[i + 3]]) return i + 3;
    i += 4;
  }
  while (i < n && table[s[i]]) ++i;
  return i;
}

/// Skips characters of `set` and well-formed "%" HEXDIG HEXDIG triplets. Returns the index
/// of the first other byte (or n). A malformed triplet stops the scan at its '%' and sets
/// `bad_percent`.
inline std::size_t skip_component(const unsigned char* s, std::size_t i, std::size_t n,
                                  const charset& set, bool& bad_percent) noexcept {
  for (;;) {
    i = skip_run(s, i, n, set);
    if (i < n && s[i] == '%') {
      if (n - i < 3 || !is_hex(s[i + 1]) || !is_hex(s[i + 2])) {
        bad_percent = true;
        return i;
      }
      i += 3;
      continue;
    }
    return i;
  }
}

}  // namespace urikit::detail

#endif
