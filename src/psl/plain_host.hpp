// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the host of a plain http(s) link without the whole WHATWG reading, for
// split_host(). test/psl/public_suffix_test.cpp checks it against parse_web_url().
#ifndef URIKIT_SRC_PSL_PLAIN_HOST_HPP
#define URIKIT_SRC_PSL_PLAIN_HOST_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#define URIKIT_PLAIN_HOST_SSE2 1
#else
#define URIKIT_PLAIN_HOST_SSE2 0
#endif

namespace urikit::detail {

/// A plain host found by plain_special_host().
struct plain_host {
  std::string_view host;   ///< as written: a view into the link, at most 64 bytes
  bool upper = false;      ///< whether it has an ASCII capital
  std::uint64_t dots = 0;  ///< bit i set when host[i] is '.'
};

/// The host bytes at the start of `rest` (at most 64 bytes): how many there are (ASCII
/// letters, digits, '-' and '.'), the dots among them, whether one is a capital.
struct host_bytes {
  std::size_t n = 0;
  std::uint64_t dots = 0;  ///< bit i set when rest[i] is '.', i < n
  bool upper = false;
};

/// scan_host_sse2() a byte at a time: the reference, and the code where there is no SSE2.
inline host_bytes scan_host_bytes(std::string_view rest) noexcept {
  host_bytes r;
  for (; r.n < rest.size() && r.n < 64; ++r.n) {
    const char c = rest[r.n];
    if (c == '.') r.dots |= std::uint64_t{1} << r.n;
    else if (c >= 'A' && c <= 'Z') r.upper = true;
    else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) break;
  }
  return r;
}

#if URIKIT_PLAIN_HOST_SSE2
/// The same, sixteen bytes a step (SSE2, every x86-64): each class is a compare or two, the
/// classes' bytes become bit masks. The last step reads a zero-padded copy of what is left,
/// so nothing past `rest` is read.
inline host_bytes scan_host_sse2(std::string_view rest) noexcept {
  host_bytes r;
  const __m128i flip = _mm_set1_epi8(static_cast<char>(0x80));
  // x - lo < count (unsigned) as a signed compare of both sides with bit 7 flipped.
  auto in_range = [&](__m128i x, char lo, int count) {
    return _mm_cmplt_epi8(_mm_xor_si128(_mm_sub_epi8(x, _mm_set1_epi8(lo)), flip),
                          _mm_set1_epi8(static_cast<char>(count - 128)));
  };
  while (r.n < rest.size()) {
    __m128i x;
    if (rest.size() - r.n >= 16) {
      x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(rest.data() + r.n));
    } else {
      alignas(16) char tail[16] = {};
      std::memcpy(tail, rest.data() + r.n, rest.size() - r.n);
      x = _mm_load_si128(reinterpret_cast<const __m128i*>(tail));
    }
    const __m128i letter = in_range(_mm_or_si128(x, _mm_set1_epi8(0x20)), 'a', 26);
    const __m128i upper = in_range(x, 'A', 26);
    const __m128i digit = in_range(x, '0', 10);
    const __m128i dot = _mm_cmpeq_epi8(x, _mm_set1_epi8('.'));
    const __m128i dash = _mm_cmpeq_epi8(x, _mm_set1_epi8('-'));
    const unsigned ok =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), _mm_or_si128(dot, dash))));
    const unsigned k = ok == 0xFFFF ? 16 : static_cast<unsigned>(__builtin_ctz(~ok));  // host bytes in this step
    const unsigned keep = (1u << k) - 1;
    r.dots |= static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(dot)) & keep) << r.n;
    r.upper |= (static_cast<unsigned>(_mm_movemask_epi8(upper)) & keep) != 0;
    r.n += k;
    if (k < 16) break;
  }
  return r;
}
#endif

/// For a link that starts "http://" or "https://" (lower case, nothing before it) with a
/// host of at most 64 ASCII letters, digits, '-' and '.' followed by '/', '?', '#' or the
/// end, whose labels are not empty, none starts with "xn--" (those need UTS #46's Punycode
/// check) and whose last label cannot start an IPv4 number (a digit first), fills `out`
/// and returns true. parse_web_url() reads such a link's host as `out.host` in lower case
/// (UTS #46 maps nothing else in ASCII), and the rest of such a link can never make it
/// fail. Returns false, `out` untouched, for every other input.
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))  // one call a link, in split_host_into's hot path
#endif
inline bool plain_special_host(std::string_view url, plain_host& out) noexcept {
  std::size_t begin;
  if (url.size() >= 8 && url.compare(0, 8, "https://") == 0) begin = 8;
  else if (url.size() >= 7 && url.compare(0, 7, "http://") == 0) begin = 7;
  else return false;
  const std::string_view rest = url.substr(begin, 64);  // a longer host fails the check of what follows it
#if URIKIT_PLAIN_HOST_SSE2
  const host_bytes found = scan_host_sse2(rest);
#else
  const host_bytes found = scan_host_bytes(rest);
#endif
  const std::size_t n = found.n;
  std::uint64_t dots = found.dots;
  const bool upper = found.upper;
  if (n == 0) return false;
  if (begin + n != url.size()) {
    const char c = url[begin + n];
    if (c != '/' && c != '?' && c != '#') return false;
  }
  const std::uint64_t all = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  dots &= all;
  // Empty labels: a '.' first, last, or after another.
  if ((dots & 1) || (dots >> (n - 1)) || (dots & (dots >> 1))) return false;
  const std::size_t last = dots ? static_cast<std::size_t>(64 - __builtin_clzll(dots)) : 0;  // the last label
  if (rest[last] >= '0' && rest[last] <= '9') return false;  // "ends in a number" may hold
  for (std::uint64_t starts = (dots << 1 | 1) & all; starts; starts &= starts - 1) {
    const std::size_t at = static_cast<std::size_t>(__builtin_ctzll(starts));
    if (n - at >= 4 && (rest[at] | 0x20) == 'x' && (rest[at + 1] | 0x20) == 'n' && rest[at + 2] == '-' &&
        rest[at + 3] == '-')
      return false;  // "xn--"
  }
  out.host = rest.substr(0, n);
  out.upper = upper;
  out.dots = dots;
  return true;
}

/// The same, writing the host in lower case into `host` (as parse_web_url() would).
inline bool plain_special_host(std::string_view url, std::string& host) {
  plain_host found;
  if (!plain_special_host(url, found)) return false;
  host.assign(found.host);
  if (found.upper)
    for (char& c : host)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  return true;
}

}  // namespace urikit::detail

#endif  // URIKIT_SRC_PSL_PLAIN_HOST_HPP
