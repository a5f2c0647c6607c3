// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The RFC 3986 parser: URI-reference, URI, absolute-URI and relative-ref (§3, §4, App. A).
//
// One forward pass, no recursion, no allocation. Each component is scanned with the
// charset named after its ABNF rule (charset.hpp); '%' triplets are checked in place.
//
// The parser is one template over a "scanner" that skips runs of a component's characters:
// the portable scalar loop, the AVX2 / AVX-512BW loops of scan.hpp, or, for inputs shorter
// than 64 bytes, bit masks of every component's characters computed by one SIMD pass over
// the whole input, after which each run is a count of trailing zeros. The kernel is the one
// scan.hpp chose at run time; all give the same results.
#include <urikit/parse.hpp>

#include "ip_grammar.hpp"
#include "parse_general.hpp"
#include "scan.hpp"
#include "uri_view_access.hpp"

#include <cstdint>
#include <cstring>

namespace urikit {
namespace {

using detail::is_hex;
using detail::skip_component;
using acc = detail::uri_view_access;
constexpr std::size_t npos = acc::npos;

inline bool ends_authority(const unsigned char* s, std::size_t i, std::size_t n) noexcept {
  return i == n || s[i] == '/' || s[i] == '?' || s[i] == '#';
}

/// Parses IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]" at s[i] == '['.
/// On success returns the index just after ']'.
inline bool parse_ip_literal(const unsigned char* s, std::size_t i, std::size_t n,
                             const parse_options& options, uri_view& v, std::size_t& end,
                             error& err) noexcept {
  std::size_t p = i + 1;
  if (p < n && (s[p] | 0x20) == 'v') {
    // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    std::size_t q = p + 1;
    while (q < n && is_hex(s[q])) ++q;
    if (q == p + 1 || q >= n || s[q] != '.') {
      err = {errc::invalid_ipvfuture, q};
      return false;
    }
    std::size_t r = detail::skip_run(s, q + 1, n, charsets::ipvfuture_tail);
    if (r == q + 1 || r >= n || s[r] != ']') {
      err = {errc::invalid_ipvfuture, r};
      return false;
    }
    acc::type(v) = host_type::ipvfuture;
    end = r + 1;
    return true;
  }
  std::size_t q;
  if (!detail::scan_ipv6(s, p, n, acc::address(v).data(), q)) {
    err = {errc::invalid_ipv6, q};
    return false;
  }
  if (q < n && s[q] == '%') {
    // IPv6addrz = IPv6address "%25" ZoneID; ZoneID = 1*( unreserved / pct-encoded ) (RFC 6874)
    if (!options.allow_zone_id) {
      err = {errc::zone_id_not_allowed, q};
      return false;
    }
    if (n - q < 3 || s[q + 1] != '2' || s[q + 2] != '5') {
      err = {errc::invalid_zone_id, q};
      return false;
    }
    bool bad = false;
    std::size_t z = skip_component(s, q + 3, n, charsets::unreserved, bad);
    if (bad || z == q + 3 || z >= n || s[z] != ']') {
      err = {errc::invalid_zone_id, z};
      return false;
    }
    acc::zone_begin(v) = q + 3;
    q = z;
  }
  if (q >= n || s[q] != ']') {
    err = {errc::invalid_ipv6, q};
    return false;
  }
  acc::type(v) = host_type::ipv6;
  end = q + 1;
  return true;
}

/// The character classes the scanners know, one per component rule.
enum cls : unsigned { c_scheme, c_reg_name, c_userinfo, c_path, c_query, c_fragment, c_count };

template <unsigned C>
constexpr const charset& charset_of() noexcept {
  if constexpr (C == c_scheme) return charsets::scheme;
  else if constexpr (C == c_reg_name) return charsets::reg_name;
  else if constexpr (C == c_userinfo) return charsets::userinfo;
  else if constexpr (C == c_path) return charsets::path;
  else if constexpr (C == c_query) return charsets::query;
  else return charsets::fragment;
}


template <unsigned C>
inline constexpr detail::shifted_tables shifted_of = detail::make_shifted_tables(charset_of<C>());

/// The portable scanner: the scalar table loop.
struct scalar_scanner {
  const unsigned char* s;
  std::size_t n;
  bool percent_at(std::size_t i) const noexcept { return i < n && s[i] == '%'; }
  bool ends_authority_at(std::size_t i) const noexcept { return ends_authority(s, i, n); }
  template <unsigned C>
  std::size_t run(std::size_t i) const noexcept {
    return detail::skip_run_scalar(s, i, n, shifted_of<C>);
  }
};

/// Fills `v` for an input read in one go: with a scheme ("http" or "https", its ':' at
/// `colon`) and a reg-name host that ends where the path begins, or, when `colon` is 0,
/// without scheme and authority; then the path's end and where query and fragment begin
/// (npos when absent). The other fields keep their defaults, as parse_with() leaves them
/// for such inputs.
URIKIT_ALWAYS_INLINE void fill_common_view(uri_view& v, const unsigned char* s, std::size_t n,
                                           std::size_t colon, std::size_t path_begin,
                                           std::size_t path_end, std::size_t query,
                                           std::size_t fragment) noexcept {
  acc::data(v) = reinterpret_cast<const char*>(s);
  acc::size(v) = n;
  if (colon != 0) {
    acc::scheme_end(v) = colon;
    acc::authority_begin(v) = colon + 3;
    acc::host_begin(v) = colon + 3;
    acc::host_end(v) = path_begin;
    acc::type(v) = host_type::reg_name;
  }
  acc::path_begin(v) = path_begin;
  acc::path_end(v) = path_end;
  acc::query_begin(v) = query;
  acc::fragment_begin(v) = fragment;
}

#if URIKIT_KERNELS_X86
template <unsigned C>
inline constexpr detail::nibble_table nibbles_of = detail::make_nibble_table(charset_of<C>());

/// Inputs of any length, 32 bytes a step.
struct avx2_scanner {
  const unsigned char* s;
  std::size_t n;
  bool percent_at(std::size_t i) const noexcept { return i < n && s[i] == '%'; }
  bool ends_authority_at(std::size_t i) const noexcept { return ends_authority(s, i, n); }
  template <unsigned C>
  URIKIT_TARGET_AVX2 std::size_t run(std::size_t i) const noexcept {
    static_assert(nibbles_of<C>.ascii, "the SIMD scanners need ASCII sets");
    return detail::skip_run_avx2(s, i, n, nibbles_of<C>);
  }
};

/// Inputs of any length, 64 bytes a step.
struct avx512_scanner {
  const unsigned char* s;
  std::size_t n;
  bool percent_at(std::size_t i) const noexcept { return i < n && s[i] == '%'; }
  bool ends_authority_at(std::size_t i) const noexcept { return ends_authority(s, i, n); }
  template <unsigned C>
  URIKIT_TARGET_AVX512 std::size_t run(std::size_t i) const noexcept {
    static_assert(nibbles_of<C>.ascii, "the SIMD scanners need ASCII sets");
    return detail::skip_run_avx512(s, i, n, nibbles_of<C>);
  }
};

/// Inputs of at most 63 bytes, classified once: bit j of stop[C] is set when byte j is not
/// in class C. The bytes from n on count as zeros, which are in no class, so a run always
/// stops at n at the latest (bit n exists since n < 64). `percent` marks the '%' bytes.
///
/// With `AllMasks` (AVX-512, where a class costs three instructions) every class has its
/// mask, and `authority_end` tells where an authority may end (at '/', '?', '#' or at the
/// end, §3.2) without a branch on i < n. Without it (AVX2, where a class costs about ten),
/// only the classes of the common path have masks (reg-name, path, query and fragment):
/// runs of the rare ones (a scheme other than http or https, userinfo) take the scalar
/// loop, and the end of the authority is one look at the byte.
template <bool AllMasks>
struct mask_scanner {
  static constexpr std::size_t max_size = 63;
  const unsigned char* s;
  std::size_t n;
  std::uint64_t stop[c_count];
  std::uint64_t percent;
  std::uint64_t authority_end;
  bool percent_at(std::size_t i) const noexcept { return (percent >> i) & 1u; }
  bool ends_authority_at(std::size_t i) const noexcept {
    if constexpr (AllMasks) return (authority_end >> i) & 1u;
    else return ends_authority(s, i, n);
  }
  template <unsigned C>
  std::size_t run(std::size_t i) const noexcept {
    if constexpr (!AllMasks && (C == c_scheme || C == c_userinfo))
      return detail::skip_run_scalar(s, i, n, shifted_of<C>);
    else
      return i + static_cast<std::size_t>(__builtin_ctzll(stop[C] >> i));
  }
};

/// A 64-byte vector's bytes split for the class lookups: the low nibbles (indices into a
/// class's table) and each byte's high nibble as a bit.
struct nibble_split512 {
  __m512i lo_index, hi_bits;
};

URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE nibble_split512 split_nibbles_avx512(__m512i v) noexcept {
  const __m512i nibble = _mm512_set1_epi8(0x0F);
  const __m512i hi_table = _mm512_maskz_broadcast_i32x4(
      0xFFFF, _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0));
  return {_mm512_and_si512(v, nibble),
          _mm512_shuffle_epi8(hi_table, _mm512_and_si512(_mm512_srli_epi16(v, 4), nibble))};
}

template <unsigned C, class Masks>
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void classify_avx512(Masks& m, __m512i lo_index,
                                                               __m512i hi_bits) noexcept {
  const __m512i lo_table = _mm512_maskz_broadcast_i32x4(0xFFFF, 
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(nibbles_of<C>.lo)));
  std::uint64_t stop = _mm512_testn_epi8_mask(_mm512_shuffle_epi8(lo_table, lo_index), hi_bits);
  // Computed here, not where first used: the vector registers then die at once (no spills).
  __asm__("" : "+r"(stop));
  m.stop[C] = stop;
}

/// The masks of the 64 bytes of `v` into `m` (a mask_scanner<true>, or a word of a wide
/// one): per class, bit j set when byte j is not in it; the '%' bytes; and where an
/// authority may end ('/', '?', '#', or a lane of `beyond`: the lanes past the input's end,
/// which load as zeros and so are in no class).
template <class Masks>
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE void classify64_avx512(Masks& m, __m512i v,
                                                                 std::uint64_t beyond) noexcept {
  const auto [lo_index, hi_bits] = split_nibbles_avx512(v);
  classify_avx512<c_scheme>(m, lo_index, hi_bits);
  classify_avx512<c_reg_name>(m, lo_index, hi_bits);
  classify_avx512<c_userinfo>(m, lo_index, hi_bits);
  classify_avx512<c_path>(m, lo_index, hi_bits);
  classify_avx512<c_query>(m, lo_index, hi_bits);
  static_assert(charsets::fragment == charsets::query, "fragment shares query's mask");
  m.stop[c_fragment] = m.stop[c_query];
  std::uint64_t percent = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('%'));
  std::uint64_t authority_end = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('/')) |
                                _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('?')) |
                                _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('#')) | beyond;
  __asm__("" : "+r"(percent), "+r"(authority_end));
  m.percent = percent;
  m.authority_end = authority_end;
}

/// One masked load (nothing past s[n - 1] is read) and one lookup per class.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE mask_scanner<true> mask_scanner_avx512(
    const unsigned char* s, std::size_t n) noexcept {
  mask_scanner<true> m;
  m.s = s;
  m.n = n;
  const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  classify64_avx512(m, _mm512_maskz_loadu_epi8(live, s), ~live);
  return m;
}

/// Bit j set when byte j is in the set of `table` (`lo_index` and `hi_bits` as in
/// classify64_avx512).
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE std::uint64_t in_set_avx512(const detail::nibble_table& table,
                                                                   __m512i lo_index,
                                                                   __m512i hi_bits) noexcept {
  const __m512i lo_table = _mm512_maskz_broadcast_i32x4(
      0xFFFF, _mm_loadu_si128(reinterpret_cast<const __m128i*>(table.lo)));
  return _mm512_test_epi8_mask(_mm512_shuffle_epi8(lo_table, lo_index), hi_bits);
}

/// Where an authority may end: '/', '?', '#' (§3.2), and NUL, which is what the lanes past
/// the input's end load as. (A NUL inside the input is in no component's set, so the
/// reading that stops at it fails later, at the check that the last run ends at n.)
inline constexpr detail::nibble_table authority_end_nibbles =
    detail::make_nibble_table(charset(std::string_view("/?#\0", 4)));
inline constexpr detail::nibble_table hexdig_nibbles = detail::make_nibble_table(charsets::hexdig);

/// The shapes of most links, read straight from the masks of an input of at most 63 bytes:
/// "http://" or "https://" with a reg-name host that has no userinfo or port and does not
/// start with a digit (so it cannot be an IPv4address); or a relative reference without an
/// authority that does not start with a letter (so it has no scheme, §3.1) and whose first
/// segment holds no ':' (a valid relative-ref, §4.2). Then path, query and fragment, each
/// with well-formed '%' triplets only. Fills `v` and returns true for such an input, exactly
/// as parse_with() would; returns false, without touching `v`, for any other input, which
/// then takes the general reading. Cannot fail.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE bool common_shape_avx512(const unsigned char* s, std::size_t n,
                                                                grammar rule, uri_view& v) noexcept {
  std::size_t colon = 0;  // the scheme's ':', when there is one
  if (n >= 8 && rule != grammar::relative_ref) {
    std::uint64_t head;
    std::memcpy(&head, s, 8);
    if (head == 0x2f2f3a7370747468ull) colon = 5;                                  // "https://"
    else if ((head & 0x00ffffffffffffffull) == 0x002f2f3a70747468ull) colon = 4;  // "http://"
  }
  const bool web = colon != 0;
  if (!web) {
    if (rule == grammar::uri || rule == grammar::absolute_uri) return false;  // a scheme needed
    // Relative references that start with a letter ("page.html") could have a scheme too
    // ("file:", "mailto:"): such inputs, common in some lists, leave here, for the price of
    // one look at a byte.
    if (n != 0 && charsets::alpha.contains(s[0])) return false;
  }

  const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  const __m512i in = _mm512_maskz_loadu_epi8(live, s);
  if (!web) {
    // The first segment ends at the first '/', '?' or '#' (or at the end). A ':' before
    // that would be a relative-ref's error (§4.2); "//" would start an authority.
    const std::uint64_t delimiters = _mm512_cmpeq_epi8_mask(in, _mm512_set1_epi8('/')) |
                                     _mm512_cmpeq_epi8_mask(in, _mm512_set1_epi8('?')) |
                                     _mm512_cmpeq_epi8_mask(in, _mm512_set1_epi8('#')) | ~live;
    const std::uint64_t colons = _mm512_cmpeq_epi8_mask(in, _mm512_set1_epi8(':'));
    if ((colons & _bzhi_u64(~0ull, static_cast<unsigned>(__builtin_ctzll(delimiters)))) != 0) return false;
    if (n >= 2 && s[0] == '/' && s[1] == '/') return false;
  }
  const auto [lo_index, hi_bits] = split_nibbles_avx512(in);
  // Bit j set when byte j stops a run of the class (bytes from n on always do).
  std::uint64_t host_stop = ~in_set_avx512(nibbles_of<c_reg_name>, lo_index, hi_bits);
  std::uint64_t path_stop = ~in_set_avx512(nibbles_of<c_path>, lo_index, hi_bits);
  std::uint64_t query_stop = ~in_set_avx512(nibbles_of<c_query>, lo_index, hi_bits);
  const std::uint64_t authority_end = in_set_avx512(authority_end_nibbles, lo_index, hi_bits);
  const std::uint64_t percent = _mm512_cmpeq_epi8_mask(in, _mm512_set1_epi8('%'));
  if (percent != 0) {
    // A '%' followed by two hex digits is part of every component's run (pct-encoded);
    // any other '%' stays a stop, where the reading below gives up.
    const std::uint64_t hex = in_set_avx512(hexdig_nibbles, lo_index, hi_bits);
    const std::uint64_t triplet = percent & (hex >> 1) & (hex >> 2);
    host_stop &= ~triplet;
    path_stop &= ~triplet;
    query_stop &= ~triplet;
  }
  static_assert(charsets::fragment == charsets::query, "fragment shares query's mask");

  // Each shift is by at most n < 64, and bit n of every stop mask is set.
  std::size_t path_begin = 0;
  if (web) {
    const std::size_t a = colon + 3;
    path_begin = a + static_cast<std::size_t>(__builtin_ctzll(host_stop >> a));  // the host's end
    if (((authority_end >> path_begin) & 1u) == 0) return false;  // '@', ':', '[', another byte
    if (path_begin != a && detail::is_digit(s[a])) return false;   // perhaps an IPv4address
  }
  const std::size_t path_end = path_begin + static_cast<std::size_t>(__builtin_ctzll(path_stop >> path_begin));
  std::size_t query = npos, fragment = npos;
  if (path_end != n) {
    std::size_t e = path_end;
    if (s[e] == '?') {
      query = e + 1;
      e = query + static_cast<std::size_t>(__builtin_ctzll(query_stop >> query));
    }
    if (e != n) {
      if (s[e] != '#' || rule == grammar::absolute_uri) return false;
      fragment = e + 1;
      if (fragment + static_cast<std::size_t>(__builtin_ctzll(query_stop >> fragment)) != n)
        return false;
    }
  }
  fill_common_view(v, s, n, colon, path_begin, path_end, query, fragment);
  return true;
}

/// A vector's bytes split for the class lookups: the low nibbles (indices into a class's
/// table) and each byte's high nibble as a bit.
struct nibble_split {
  __m256i lo_index, hi_bits;
};

URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE nibble_split split_nibbles(__m256i v) noexcept {
  const __m256i nibble = _mm256_set1_epi8(0x0F);
  const __m256i hi_table = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0,
                                            1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0);
  return {_mm256_and_si256(v, nibble),
          _mm256_shuffle_epi8(hi_table, _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble))};
}

/// Bit j set when byte j of the split vector is not in class C.
template <unsigned C>
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint32_t stop_bits32_avx2(const nibble_split& x) noexcept {
  const __m256i lo_table = _mm256_broadcastsi128_si256(
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(nibbles_of<C>.lo)));
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(
      _mm256_and_si256(_mm256_shuffle_epi8(lo_table, x.lo_index), x.hi_bits), _mm256_setzero_si256())));
}

/// A component class's stop mask from the two vectors of a short input; the bytes from n on
/// count as stops.
template <unsigned C>
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE std::uint64_t stop_bits_avx2(const detail::short_input_avx2& in,
                                                                 const nibble_split (&x)[2],
                                                                 std::size_t n) noexcept {
  return in.place(stop_bits32_avx2<C>(x[0]), stop_bits32_avx2<C>(x[1])) | ~0ull << n;  // n < 64
}

/// The same from the four blocks of a 64-127-byte input, into two words.
template <unsigned C>
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE void stop_bits_avx2(const detail::wide_input_avx2& in,
                                                        const nibble_split (&x)[4],
                                                        std::uint64_t (&word)[2]) noexcept {
  in.place(word, stop_bits32_avx2<C>(x[0]), stop_bits32_avx2<C>(x[1]), stop_bits32_avx2<C>(x[2]),
           stop_bits32_avx2<C>(x[3]));
  word[1] |= ~0ull << (in.n - 64);
}

/// The masks of an input of at most 63 bytes with AVX2 (detail::load_short_input_avx2).
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE mask_scanner<false> mask_scanner_avx2(const unsigned char* s,
                                                                          std::size_t n) noexcept {
  mask_scanner<false> m;
  m.s = s;
  m.n = n;
  const detail::short_input_avx2 in = detail::load_short_input_avx2(s, n);
  const nibble_split x[2] = {split_nibbles(in.a), split_nibbles(in.b)};
  m.stop[c_reg_name] = stop_bits_avx2<c_reg_name>(in, x, n);
  m.stop[c_path] = stop_bits_avx2<c_path>(in, x, n);
  m.stop[c_query] = stop_bits_avx2<c_query>(in, x, n);
  m.stop[c_fragment] = m.stop[c_query];
  m.percent = in.equal_bits('%') & ~(~0ull << n);  // n < 64
  return m;
}

/// The masks of 64 bytes of input, as in mask_scanner.
struct masks64 {
  std::uint64_t stop[c_count];
  std::uint64_t percent;
  std::uint64_t authority_end;
};

/// Inputs of 64 to 127 bytes: mask_scanner's masks in two words, word[0] for bytes 0..63
/// and word[1] for bytes 64..127 (in the stop masks the bits from n on are set, so word 1
/// always stops a run). Most URLs that are not short are this long. `AllMasks` as for
/// mask_scanner: every class and `authority_end` with AVX-512, the common classes with AVX2.
template <bool AllMasks>
struct wide_mask_scanner {
  static constexpr std::size_t max_size = 127;
  const unsigned char* s;
  std::size_t n;
  masks64 word[2];
  bool percent_at(std::size_t i) const noexcept { return (word[i >> 6].percent >> (i & 63)) & 1u; }
  bool ends_authority_at(std::size_t i) const noexcept {
    if constexpr (AllMasks) return (word[i >> 6].authority_end >> (i & 63)) & 1u;
    else return ends_authority(s, i, n);
  }
  template <unsigned C>
  std::size_t run(std::size_t i) const noexcept {
    if constexpr (!AllMasks && (C == c_scheme || C == c_userinfo)) {
      return detail::skip_run_scalar(s, i, n, shifted_of<C>);
    } else {
      if (i < 64) {
        const std::uint64_t low = word[0].stop[C] >> i;
        if (low != 0) return i + static_cast<std::size_t>(__builtin_ctzll(low));
        i = 64;
      }
      return i + static_cast<std::size_t>(__builtin_ctzll(word[1].stop[C] >> (i - 64)));
    }
  }
};

/// The masks of an input of 64 to 127 bytes with AVX-512: a full load and a masked one.
URIKIT_TARGET_AVX512 URIKIT_ALWAYS_INLINE wide_mask_scanner<true> wide_mask_scanner_avx512(
    const unsigned char* s, std::size_t n) noexcept {
  wide_mask_scanner<true> m;
  m.s = s;
  m.n = n;
  const std::uint64_t live = _bzhi_u64(~0ull, static_cast<unsigned>(n - 64));
  classify64_avx512(m.word[0], _mm512_loadu_si512(s), 0);
  classify64_avx512(m.word[1], _mm512_maskz_loadu_epi8(live, s + 64), ~live);
  return m;
}

/// The masks of an input of 64 to 127 bytes with AVX2 (detail::load_wide_input_avx2).
URIKIT_TARGET_AVX2 URIKIT_ALWAYS_INLINE wide_mask_scanner<false> wide_mask_scanner_avx2(
    const unsigned char* s, std::size_t n) noexcept {
  wide_mask_scanner<false> m;
  m.s = s;
  m.n = n;
  const detail::wide_input_avx2 in = detail::load_wide_input_avx2(s, n);
  const nibble_split x[4] = {split_nibbles(in.block[0]), split_nibbles(in.block[1]),
                             split_nibbles(in.block[2]), split_nibbles(in.block[3])};
  std::uint64_t two[2];
  stop_bits_avx2<c_reg_name>(in, x, two);
  m.word[0].stop[c_reg_name] = two[0];
  m.word[1].stop[c_reg_name] = two[1];
  stop_bits_avx2<c_path>(in, x, two);
  m.word[0].stop[c_path] = two[0];
  m.word[1].stop[c_path] = two[1];
  stop_bits_avx2<c_query>(in, x, two);
  m.word[0].stop[c_query] = m.word[0].stop[c_fragment] = two[0];
  m.word[1].stop[c_query] = m.word[1].stop[c_fragment] = two[1];
  in.equal_bits(two, '%');
  m.word[0].percent = two[0];
  m.word[1].percent = two[1];
  return m;
}
#endif

/// skip_component() for a scanner: characters of class C and well-formed '%' triplets.
template <unsigned C, class Scanner>
URIKIT_ALWAYS_INLINE std::size_t skip_class(const Scanner& sc, std::size_t i,
                                            bool& bad_percent) noexcept {
  const unsigned char* s = sc.s;
  const std::size_t n = sc.n;
  for (;;) {
    i = sc.template run<C>(i);
    if (sc.percent_at(i)) {
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

/// The portable counterpart of common_shape_avx512() for its first shape ("http://" or "https://",
/// a reg-name host that does not start with a digit, no userinfo, no port), read with a
/// scanner's runs and without the general reading's bookkeeping. Fills `v` and returns true
/// for such an input, exactly as parse_with() would; returns false, without touching `v`,
/// for any other input, which then takes the general reading from the start.
template <class Scanner>
URIKIT_ALWAYS_INLINE bool web_url(const Scanner& sc, grammar rule, uri_view& v) noexcept {
  const unsigned char* s = sc.s;
  const std::size_t n = sc.n;
  if (n < 8 || rule == grammar::relative_ref) return false;
  std::size_t colon;
  if (std::memcmp(s, "https://", 8) == 0) colon = 5;
  else if (std::memcmp(s, "http://", 7) == 0) colon = 4;
  else return false;
  const std::size_t a = colon + 3;
  bool bad = false;
  const std::size_t host_end = skip_class<c_reg_name>(sc, a, bad);
  if (bad || !ends_authority(s, host_end, n)) return false;  // '@', ':', '[', another byte
  if (host_end != a && detail::is_digit(s[a])) return false;   // perhaps an IPv4address
  const std::size_t path_end = skip_class<c_path>(sc, host_end, bad);
  std::size_t query = npos, fragment = npos, e = path_end;
  if (e != n && s[e] == '?') {
    query = e + 1;
    e = skip_class<c_query>(sc, query, bad);
  }
  if (e != n && s[e] == '#') {
    if (rule == grammar::absolute_uri) return false;
    fragment = e + 1;
    e = skip_class<c_fragment>(sc, fragment, bad);
  }
  if (bad || e != n) return false;
  fill_common_view(v, s, n, colon, host_end, path_end, query, fragment);
  return true;
}

/// authority = [ userinfo "@" ] host [ ":" port ], starting at s[a] (just after "//").
/// Returns the index just after the authority, or npos with `err` set.
template <class Scanner>
URIKIT_ALWAYS_INLINE std::size_t parse_authority(const Scanner& sc, std::size_t a,
                                                 const parse_options& options, uri_view& v,
                                                 error& err) noexcept {
  const unsigned char* s = sc.s;
  const std::size_t n = sc.n;
  acc::authority_begin(v) = a;
  bool bad = false;
  std::size_t host_begin = a;
  std::size_t p;

  if (a < n && s[a] == '[') {
    p = a;  // an IP-literal first: no userinfo can start with '['
  } else {
    // Most authorities have no userinfo: scan as reg-name first, and fall back to
    // userinfo (reg-name plus ':') only when an '@' shows up.
    p = skip_class<c_reg_name>(sc, a, bad);
    if (bad) {
      err = {errc::invalid_percent_encoding, p};
      return npos;
    }
    std::size_t at = npos;
    if (p < n && s[p] == '@') {
      at = p;
    } else if (p < n && s[p] == ':') {
      std::size_t d = p + 1;
      while (d < n && detail::is_digit(s[d])) ++d;
      if (!sc.ends_authority_at(d)) {
        std::size_t u = skip_class<c_userinfo>(sc, p, bad);
        if (bad) {
          err = {errc::invalid_percent_encoding, u};
          return npos;
        }
        if (u < n && s[u] == '@') {
          at = u;
        } else {
          // Not userinfo either. If the port's digits ran into the byte that ends every
          // reading, call it a bad port; else report the first byte neither rule allows.
          err = {ends_authority(s, u, n) || u == d ? errc::invalid_port : errc::invalid_character,
                 ends_authority(s, u, n) ? d : u};
          return npos;
        }
      }
    }
    if (at != npos) {
      acc::userinfo_end(v) = at;
      host_begin = at + 1;
      if (host_begin < n && s[host_begin] != '[') {
        p = skip_class<c_reg_name>(sc, host_begin, bad);
        if (bad) {
          err = {errc::invalid_percent_encoding, p};
          return npos;
        }
      } else {
        p = host_begin;
      }
    }
  }
  acc::host_begin(v) = host_begin;

  if (p < n && s[p] == '[' && p == host_begin) {
    if (!parse_ip_literal(s, p, n, options, v, p, err)) return npos;
  } else {
    acc::type(v) = host_type::reg_name;
    // IPv4address wins over reg-name when it matches the whole host (§3.2.2).
    std::size_t len = p - host_begin;
    // (The digit first: it is rarely one, so the branch predicts well; len > 0 keeps the
    // read inside the input.)
    if (len != 0 && detail::is_digit(s[host_begin]) && len >= 7 && len <= 15) {
      std::size_t e;
      if (detail::scan_ipv4(s, host_begin, p, acc::address(v).data(), e) && e == p)
        acc::type(v) = host_type::ipv4;
      else
        acc::address(v) = {};
    }
  }
  acc::host_end(v) = p;

  if (p < n && s[p] == ':') {
    // port = *DIGIT; the value is kept only when it fits 16 bits.
    std::size_t d = p + 1;
    acc::port_begin(v) = d;
    std::uint32_t value = 0;
    while (d < n && detail::is_digit(s[d])) {
      if (value <= 0xFFFF) value = value * 10 + (s[d] - '0');
      ++d;
    }
    acc::port_value(v) = d > p + 1 ? value : 0x10000;
    if (!sc.ends_authority_at(d)) {
      err = {errc::invalid_port, d};
      return npos;
    }
    return d;
  }
  if (!sc.ends_authority_at(p)) {
    err = {errc::invalid_character, p};
    return npos;
  }
  return p;
}

/// The whole parse with one scanner (the input's length is already checked), into `v`, a
/// default-constructed view inside the caller's result (so that the view is never copied).
/// Returns the error, or one with errc::ok.
template <class Scanner>
URIKIT_ALWAYS_INLINE error parse_with(const Scanner& sc, grammar rule, const parse_options& options,
                                      uri_view& v) noexcept {
  const unsigned char* s = sc.s;
  const std::size_t n = sc.n;
  acc::data(v) = reinterpret_cast<const char*>(s);
  acc::size(v) = n;
  std::size_t p = 0;
  bool bad = false;
  error err;

  // scheme ":" (§3.1). Without one, the input is a relative reference (§4.2).
  if (rule != grammar::relative_ref) {
    std::size_t i = 0;
    // The commonest schemes first, without a loop whose length the CPU must guess.
    const bool https = n >= 8 && std::memcmp(s, "https://", 8) == 0;
    const bool http = n >= 7 && std::memcmp(s, "http://", 7) == 0;
    if (https | http) i = http ? 4 : 5;
    else if (n > 0 && charsets::alpha.contains(s[0])) i = sc.template run<c_scheme>(1);
    if (i > 0 && i < n && s[i] == ':') {
      acc::scheme_end(v) = i;
      p = i + 1;
    } else if (rule != grammar::uri_reference) {
      if (i == n || s[i] == '/' || s[i] == '?' || s[i] == '#') return {errc::missing_scheme, i};
      return {errc::invalid_scheme, i};
    }
  }

  // "//" authority (§3.2)
  if (n - p >= 2 && s[p] == '/' && s[p + 1] == '/') {
    p = parse_authority(sc, p + 2, options, v, err);
    if (p == npos) return err;
  }

  // path (§3.3)
  const std::size_t path_begin = p;
  acc::path_begin(v) = p;
  p = skip_class<c_path>(sc, p, bad);
  // relative-ref: path-noscheme's first segment may not hold ':' (§4.2).
  if (!v.has_scheme() && !v.has_authority()) {
    // The path's bytes that are not reg-name characters are ':', '@', '/' and '%': step
    // from one to the next (one look each with the mask scanners) up to the first '/'.
    for (std::size_t i = sc.template run<c_reg_name>(path_begin); i < p && s[i] != '/';
         i = sc.template run<c_reg_name>(i + 1))
      if (s[i] == ':') return {errc::colon_in_first_segment, i};
  }
  if (bad) return {errc::invalid_percent_encoding, p};
  acc::path_end(v) = p;

  // "?" query (§3.4)
  if (p < n && s[p] == '?') {
    acc::query_begin(v) = ++p;
    p = skip_class<c_query>(sc, p, bad);
    if (bad) return {errc::invalid_percent_encoding, p};
  }

  // "#" fragment (§3.5)
  if (p < n && s[p] == '#') {
    if (rule == grammar::absolute_uri) return {errc::fragment_not_allowed, p};
    acc::fragment_begin(v) = ++p;
    p = skip_class<c_fragment>(sc, p, bad);
    if (bad) return {errc::invalid_percent_encoding, p};
  }

  if (p != n) return {errc::invalid_character, p};
  return {errc::ok, 0};
}

// Each kernel below fills the caller's view (default-constructed, inside the result that
// parse() returns, so that the view is never copied) and returns the error, or one with
// errc::ok: an error and the arguments fit in registers, so a kernel can hand its input on to
// another one with a jump.

URIKIT_NOINLINE error parse_scalar(const unsigned char* s, std::size_t n, grammar rule,
                                             const parse_options& options, uri_view& v) noexcept {
  const scalar_scanner sc{s, n};
  if (web_url(sc, rule, v)) return {errc::ok, 0};
  return parse_with(sc, rule, options, v);
}

#if URIKIT_KERNELS_X86
// Long inputs in functions of their own, so that the short inputs' path stays lean.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_long(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(avx512_scanner{s, n}, rule, options, v);
}

// Inputs of 64 to 127 bytes in a function of their own too.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_wide(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(wide_mask_scanner_avx512(s, n), rule, options, v);
}

// Inputs of at most 63 bytes that common_shape_avx512() did not take.
URIKIT_TARGET_AVX512 URIKIT_NOINLINE error parse_avx512_short(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(mask_scanner_avx512(s, n), rule, options, v);
}

URIKIT_TARGET_AVX512 error parse_avx512(const unsigned char* s, std::size_t n, grammar rule,
                                        const parse_options& options, uri_view& v) noexcept {
  if (n > mask_scanner<true>::max_size) {
    if (n > wide_mask_scanner<true>::max_size) return parse_avx512_long(s, n, rule, options, v);
    return parse_avx512_wide(s, n, rule, options, v);
  }
  if (common_shape_avx512(s, n, rule, v)) return {errc::ok, 0};
  return parse_avx512_short(s, n, rule, options, v);
}

URIKIT_TARGET_AVX2 URIKIT_NOINLINE error parse_avx2_long(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(avx2_scanner{s, n}, rule, options, v);
}

// Inputs of 64 to 127 bytes in a function of their own too.
URIKIT_TARGET_AVX2 URIKIT_NOINLINE error parse_avx2_wide(
    const unsigned char* s, std::size_t n, grammar rule, const parse_options& options,
    uri_view& v) noexcept {
  return parse_with(wide_mask_scanner_avx2(s, n), rule, options, v);
}

URIKIT_TARGET_AVX2 error parse_avx2(const unsigned char* s, std::size_t n, grammar rule,
                                    const parse_options& options, uri_view& v) noexcept {
  if (n > mask_scanner<false>::max_size) {
    if (n > wide_mask_scanner<false>::max_size) return parse_avx2_long(s, n, rule, options, v);
    return parse_avx2_wide(s, n, rule, options, v);
  }
  const mask_scanner<false> sc = mask_scanner_avx2(s, n);
  if (web_url(sc, rule, v)) return {errc::ok, 0};
  return parse_with(sc, rule, options, v);
}
#endif

/// The kernel that scan.hpp chose.
inline error parse_dispatch(const unsigned char* s, std::size_t n, grammar rule,
                            const parse_options& options, uri_view& v) noexcept {
#if URIKIT_KERNELS_X86
  switch (detail::current_kernel()) {
    case kernel::avx512_vbmi2:
    case kernel::avx512: return parse_avx512(s, n, rule, options, v);
    case kernel::avx2: return parse_avx2(s, n, rule, options, v);
    case kernel::portable: break;
  }
#endif
  return parse_scalar(s, n, rule, options, v);
}

}  // namespace

result<uri_view> parse(std::string_view input, grammar rule, const parse_options& options) noexcept {
  // Built in place (the one return statement returns `out`) from a constant view.
  static constexpr uri_view empty_view{};
  result<uri_view> out{empty_view};
  const std::size_t n = input.size();
  const error e = n > options.max_length
                      ? error{errc::input_too_long, options.max_length}
                      : parse_dispatch(reinterpret_cast<const unsigned char*>(input.data()), n,
                                       rule, options, *out);
  if (e.code != errc::ok) out = e;
  return out;
}

result<uri_view> detail::parse_general(std::string_view input, grammar rule,
                                       const parse_options& options) noexcept {
  static constexpr uri_view empty_view{};
  result<uri_view> out{empty_view};
  const std::size_t n = input.size();
  const error e = n > options.max_length
                      ? error{errc::input_too_long, options.max_length}
                      : parse_with(scalar_scanner{reinterpret_cast<const unsigned char*>(input.data()), n},
                                   rule, options, *out);
  if (e.code != errc::ok) out = e;
  return out;
}

}  // namespace urikit
