// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Normalization (RFC 3986 §6.2.2 syntax, §6.2.3 scheme-based, plus crawler options).
//
// Order (docs/normalization.md): case -> decode percent-encoded unreserved octets ->
// remove dot segments, then the shape guards of §3.3 and §4.2. Decoding before removing
// dot segments is the only order that is idempotent (%2E%2E is "..").
#include <urikit/normalize.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

#include <urikit/charset.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/parse.hpp>

#include "append_into.hpp"
#include "dot_segments.hpp"
#include "normalize_general.hpp"
#include "scan.hpp"
#include "swar.hpp"
#include "thread_scratch.hpp"

namespace urikit {

namespace {

constexpr char upper_hex[] = "0123456789ABCDEF";

inline char to_lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

/// Appends `text` with every triplet's hex in upper case and unreserved octets decoded
/// (§6.2.2.1, §6.2.2.2). `lower`: ASCII letters outside triplets, and decoded ones, go to
/// lower case (hosts, §6.2.2.1). Reserved octets stay encoded (§2.2).
void append_pct_normalized(std::string& out, std::string_view text, bool lower, bool decode_dots) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    std::size_t run = i;
    if (lower) {
      while (run < n && s[run] != '%') ++run;
      for (std::size_t k = i; k < run; ++k) out += to_lower(static_cast<char>(s[k]));
    } else {
      const void* pct = std::char_traits<char>::find(text.data() + i, n - i, '%');
      run = pct ? static_cast<std::size_t>(static_cast<const char*>(pct) - text.data()) : n;
      out.append(text.data() + i, run - i);
    }
    i = run;
    if (i >= n) break;
    // A triplet: the parser has checked it is well formed.
    const int hi = detail::hex_value(s[i + 1]);
    const int lo = detail::hex_value(s[i + 2]);
    const auto octet = static_cast<unsigned char>(hi * 16 + lo);
    if (charsets::unreserved.contains(octet) && (decode_dots || octet != '.')) {
      out += lower ? to_lower(static_cast<char>(octet)) : static_cast<char>(octet);
    } else {
      out += '%';
      out += upper_hex[hi];
      out += upper_hex[lo];
    }
    i += 3;
  }
}

std::optional<scheme_rules> rules_for(const uri_view& v, const normalize_options& o) {
  if (o.level != equivalence_level::scheme || !v.has_scheme()) return std::nullopt;
  const scheme_registry& reg = o.registry ? *o.registry : scheme_registry::global();
  return reg.find(*v.scheme());
}

/// The query with its &-separated parameters stably sorted by name. Names were already
/// normalized (the query is), so octet order of the normalized names is the order.
/// Queries of up to 32 parameters and 2 KiB (nearly all) are sorted on the stack, by
/// insertion (stable; few elements), and copied back in place: no allocation.
void sort_query_parameters(std::string& out, std::size_t query_begin) {
  std::string_view q(out.data() + query_begin, out.size() - query_begin);
  if (q.find('&') == std::string_view::npos) return;
  struct param {
    std::string_view text, name;
  };
  const auto split = [q](auto&& add) {
    for (std::size_t start = 0;;) {
      const std::size_t amp = std::min(q.find('&', start), q.size());
      const std::string_view p = q.substr(start, amp - start);
      if (!add(param{p, p.substr(0, std::min(p.find('='), p.size()))})) return false;
      if (amp == q.size()) return true;
      start = amp + 1;
    }
  };
  const auto join = [](const param* params, std::size_t count, char* to) {
    for (std::size_t k = 0; k < count; ++k) {
      if (k) *to++ = '&';
      std::memcpy(to, params[k].text.data(), params[k].text.size());
      to += params[k].text.size();
    }
  };
  constexpr std::size_t few = 32, short_query = 2048;
  if (q.size() <= short_query) {
    param params[few];
    std::size_t count = 0;
    const bool fits = split([&](const param& p) {
      if (count == few) return false;
      params[count++] = p;
      return true;
    });
    if (fits) {
      for (std::size_t i = 1; i < count; ++i) {
        const param x = params[i];
        std::size_t j = i;
        for (; j > 0 && x.name < params[j - 1].name; --j) params[j] = params[j - 1];
        params[j] = x;
      }
      char sorted[short_query];
      join(params, count, sorted);
      std::memcpy(out.data() + query_begin, sorted, q.size());
      return;
    }
  }
  std::vector<param> params;
  split([&](const param& p) {
    params.push_back(p);
    return true;
  });
  std::stable_sort(params.begin(), params.end(), [](const param& a, const param& b) { return a.name < b.name; });
  std::string sorted(q.size(), '\0');
  join(params.data(), params.size(), sorted.data());
  out.replace(query_begin, q.size(), sorted);
}


// ---------------------------------------------------------------- the fast path
//
// Most URIs met in bulk are already normalized but for the case of scheme and host: no
// '%', no dot segment. For them normalization is lower-casing two short runs and copying
// the rest, which is what normalize_simple() does, eight bytes a step where it can. Every
// other URI takes the general path below; both give the same output (normalize_test).

/// Writes s[0..n) at `out` with ASCII capitals in lower case; returns the end.
inline char* copy_lower(char* out, const char* s, std::size_t n) noexcept {
  std::size_t i = 0;
#if URIKIT_SWAR
  if (n >= 8) {
    for (; n - i >= 8; i += 8) {
      const std::uint64_t x = detail::swar::to_lower(detail::swar::load8(s + i));
      std::memcpy(out + i, &x, 8);
    }
    if (i < n) {  // the last eight bytes again, overlapping: lowering is idempotent
      const std::uint64_t x = detail::swar::to_lower(detail::swar::load8(s + n - 8));
      std::memcpy(out + n - 8, &x, 8);
    }
    return out + n;
  }
#endif
  for (; i < n; ++i) out[i] = to_lower(s[i]);
  return out + n;
}

/// True when `c` occurs in s[0..n), eight bytes a step.
inline bool contains_byte(const char* text, std::size_t n, char c) noexcept {
#if URIKIT_SWAR
  using namespace detail::swar;
  const auto* s = reinterpret_cast<const unsigned char*>(text);
  const std::uint64_t pattern = broadcast(static_cast<unsigned char>(c));
  if (n < 8) return zero_bytes(load_short(s, n) ^ pattern) & ((1ull << (8 * n)) - 1);
  std::uint64_t any = 0;
  for (std::size_t i = 0; n - i >= 8; i += 8) any |= zero_bytes(load8(s + i) ^ pattern);
  return (any | zero_bytes(load8(s + n - 8) ^ pattern)) != 0;
#else
  return std::string_view(text, n).find(c) != std::string_view::npos;
#endif
}

inline char* copy(char* out, std::string_view s) noexcept {
  detail::swar::move_bytes(out, s.data(), s.size());
  return out + s.size();
}

/// The scheme registry's rules for `v` at the scheme level, else nullptr.
const scheme_rules* find_rules(const uri_view& v, const normalize_options& o) noexcept {
  if (o.level != equivalence_level::scheme || !v.has_scheme()) return nullptr;
  const scheme_registry& reg = o.registry ? *o.registry : scheme_registry::global();
  return reg.find_rules(*v.scheme());
}

/// Whether normalize_simple() gives the normalized form of `v`.
bool is_simple(const uri_view& v, const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  if (contains_byte(in.data(), in.size(), '%')) return false;  // also every zone ID
  if (o.canonical_ipv6 && v.host_type() == host_type::ipv6) return false;
  if (detail::has_dot_segments(v.path())) return false;
  if (o.sort_query && v.has_query() && contains_byte(v.query()->data(), v.query()->size(), '&')) return false;
  return true;
}

/// The scheme-level port of §6.2.3, written at `out`: nothing for an empty or a default
/// port, else ':' and the digits without leading zeros.
char* write_port(char* out, const uri_view& v, const scheme_rules* rules,
                 const normalize_options& o) noexcept {
  const std::string_view port = *v.port();
  if (o.level != equivalence_level::scheme) {
    *out++ = ':';
    return copy(out, port);
  }
  const auto number = v.port_number();
  const bool is_default = number && rules && rules->default_port && *number == *rules->default_port;
  if (port.empty() || is_default) return out;
  *out++ = ':';
  if (!number) return copy(out, port);
  // Leading zeros say nothing: ":08080" is port 8080.
  std::size_t z = 0;
  while (z + 1 < port.size() && port[z] == '0') ++z;
  return copy(out, port.substr(z));
}

/// Normalizes a URI that is_simple(): no triplet, no dot segment, so no shape guard is
/// needed either (the input's path already has a valid shape and is kept as it is).
void normalize_simple(const uri_view& v, std::string& out, const normalize_options& o) {
  const std::string_view in = v.string();
  out.clear();  // clear + append: cheaper than growing with resize()
  out.append(in.size() + 1, '\0');  // + the '/' of an empty path (§6.2.3)
  char* const begin = out.data();
  char* p = begin;
  const scheme_rules* rules = find_rules(v, o);
  if (auto scheme = v.scheme()) {
    p = copy_lower(p, scheme->data(), scheme->size());
    *p++ = ':';
  }
  if (v.has_authority()) {
    *p++ = '/';
    *p++ = '/';
    if (auto ui = v.userinfo()) {
      p = copy(p, *ui);
      *p++ = '@';
    }
    const std::string_view host = *v.host();
    p = copy_lower(p, host.data(), host.size());
    if (v.has_port()) p = write_port(p, v, rules, o);
    if (v.path().empty() && rules && rules->empty_path_is_root) *p++ = '/';
  }
  p = copy(p, v.path());
  if (auto q = v.query(); q && !(o.remove_empty_query && q->empty())) {
    *p++ = '?';
    p = copy(p, *q);
  }
  if (auto f = v.fragment(); f && !o.drop_fragment) {
    *p++ = '#';
    p = copy(p, *f);
  }
  out.resize(static_cast<std::size_t>(p - begin));
}


/// What normalizing `v` changes besides '%' and dot segments (which the caller checks).
enum class other_changes {
  only_case,         ///< scheme and host to lower case, nothing else
  case_and_root,     ///< the same, and '/' for the empty path (§6.2.3)
  more,              ///< a port, the query or the fragment changes too: the general path
};

/// classify_changes() for a URI with a port or with an authority and an empty path: the
/// answers that need the scheme's rules. Out of line: most URLs have neither.
__attribute__((noinline)) other_changes classify_port_and_root(const uri_view& v,
                                                               const normalize_options& o) noexcept {
  if (auto port = v.port()) {
    if (o.level == equivalence_level::scheme) {
      if (port->empty()) return other_changes::more;  // removed
      // Leading zeros go from a port that has a value (":080"); one past 16 bits stays as it is.
      const auto number = v.port_number();
      if (number && port->size() > 1 && (*port)[0] == '0') return other_changes::more;
      if (number) {
        const scheme_rules* rules = find_rules(v, o);
        if (rules && rules->default_port && *number == *rules->default_port) return other_changes::more;
      }
    }
  }
  if (v.has_authority() && v.path().empty()) {
    const scheme_rules* rules = find_rules(v, o);
    if (rules && rules->empty_path_is_root) return other_changes::case_and_root;
  }
  return other_changes::only_case;
}

/// The other_changes of `v`. The scheme's rules are looked up only for a port or an empty
/// path (most URLs have neither).
inline __attribute__((always_inline)) other_changes classify_changes(const uri_view& v,
                                                                  const normalize_options& o) noexcept {
  if (o.canonical_ipv6 && v.host_type() == host_type::ipv6) return other_changes::more;
  if (o.remove_empty_query && v.has_query() && v.query()->empty()) return other_changes::more;
  if (o.drop_fragment && v.has_fragment()) return other_changes::more;
  if (v.has_port() || (v.has_authority() && v.path().empty())) return classify_port_and_root(v, o);
  return other_changes::only_case;
}

/// Whether the normalized form of `v` is its string with scheme and host in lower case,
/// provided it has no '%' and no dot segment (which the caller checks): nothing about its
/// port, empty path, query or fragment changes.
inline __attribute__((always_inline)) bool only_case_changes(const uri_view& v,
                                                         const normalize_options& o) noexcept {
  return classify_changes(v, o) == other_changes::only_case;
}

/// Writes the scheme and host of `v` (whose text is `in`) in lower case at their places in
/// `out`, a copy of `in` up to the path. Read from `in`, not `out`: loads of bytes just
/// stored would stall.
void lower_scheme_and_host(char* out, std::string_view in, const uri_view& v) noexcept {
  if (auto scheme = v.scheme()) copy_lower(out, scheme->data(), scheme->size());
  if (auto host = v.host()) copy_lower(out + (host->data() - in.data()), host->data(), host->size());
}

/// `in` with '/' inserted at `path_begin` (the root of an empty path, §6.2.3), into `out`;
/// then scheme and host lowered when `lower` (they lie before the path).
void write_with_root(std::string& out, std::string_view in, const uri_view& v, bool lower) {
  const std::size_t pb = static_cast<std::size_t>(v.path().data() - in.data());
  out.resize(in.size() + 1);
  char* const p = out.data();
  detail::swar::move_bytes(p, in.data(), pb);
  p[pb] = '/';
  detail::swar::move_bytes(p + pb + 1, in.data() + pb, in.size() - pb);
  if (lower) lower_scheme_and_host(p, in, v);
}

#if URIKIT_SCAN_X86
#define URIKIT_NORMALIZE_INLINE inline __attribute__((always_inline))

/// The bits [0, k) of a word, k < 64.
constexpr std::uint64_t bits_below(std::size_t k) noexcept { return (1ull << k) - 1; }

#if defined(__SIZEOF_INT128__)
#define URIKIT_NORMALIZE_WIDE 1
/// A mask over the bytes of an input of up to 127 bytes (a GCC and Clang extension, absent
/// on 32-bit targets, which then go without the 64-127-byte path).
__extension__ typedef unsigned __int128 mask128;
#else
#define URIKIT_NORMALIZE_WIDE 0
#endif

/// For an input of at most 63 (Mask = std::uint64_t) or 127 (Mask = mask128) bytes whose
/// '%', '/', '.' and '&' are marked in bit masks (bit j: byte j): whether it has a '%' or a
/// dot segment, or, when sort_query is on, a query with more than one parameter. Such
/// inputs leave the short paths.
template <class Mask>
inline bool short_path_refuses(const uri_view& v, const normalize_options& o, Mask percent, Mask slash,
                               Mask dot, Mask amp) noexcept {
  const Mask one = 1;
  const auto below = [](std::size_t k) { return (Mask(1) << k) - 1; };  // k < the mask's width
  // A dot segment: "." or ".." between a segment's start and its end (§3.3).
  const std::size_t pb = v.path().data() - v.string().data(), pe = pb + v.path().size();
  const Mask path = below(pe) & ~below(pb);
  const Mask starting_dot = dot & ((slash << 1) | (one << pb)) & path;  // begins a segment
  if (percent != 0) return true;
  if (starting_dot != 0) {  // most paths have none: the segments' ends only matter then
    const Mask end_at_next = (slash >> 1) | (pe > 0 ? one << (pe - 1) : 0);  // j + 1 ends it
    const Mask end_after_next = (slash >> 2) | (pe > 1 ? one << (pe - 2) : 0);
    if ((starting_dot & (end_at_next | ((dot >> 1) & (path >> 1) & end_after_next))) != 0) return true;
  }
  if (o.sort_query && v.has_query()) {
    const std::size_t qb = v.query()->data() - v.string().data();
    if ((amp >> qb) & below(v.query()->size())) return true;
  }
  return false;
}

/// `x` with its ASCII capitals in lower case where `where` has a bit.
URIKIT_TARGET_AVX512 URIKIT_NORMALIZE_INLINE __m512i lower_capitals_avx512(__m512i x, std::uint64_t where) noexcept {
  const __mmask64 capital =
      _mm512_mask_cmplt_epu8_mask(where, _mm512_sub_epi8(x, _mm512_set1_epi8('A')), _mm512_set1_epi8(26));
  return _mm512_mask_add_epi8(x, capital, x, _mm512_set1_epi8(0x20));
}

/// The AVX-512 short path's work once only_case_changes(v, o) holds, for an input of at
/// most 63 bytes: one load classifies every byte, and when the input has no '%' and no dot
/// segment, one masked store writes it at `dest` with scheme and host in lower case, and
/// the result is true. Returns false, having written nothing, for every other input.
URIKIT_TARGET_AVX512 URIKIT_NORMALIZE_INLINE bool lower_short_avx512(const uri_view& v, char* dest,
                                                                  const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const std::size_t n = in.size();
  const __mmask64 live = _bzhi_u64(~0ull, static_cast<unsigned>(n));
  const __m512i x = _mm512_maskz_loadu_epi8(live, in.data());
  const std::uint64_t percent = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('%'));
  const std::uint64_t slash = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('/'));
  const std::uint64_t dot = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('.'));
  const std::uint64_t amp = o.sort_query ? _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8('&')) : 0;
  if (short_path_refuses<std::uint64_t>(v, o, percent, slash, dot, amp)) return false;
  // Scheme and host to lower case (§6.2.2.1).
  std::uint64_t lower = v.has_scheme() ? _bzhi_u64(~0ull, static_cast<unsigned>(v.scheme()->size())) : 0;
  if (v.has_authority()) {
    const std::size_t hb = v.host()->data() - in.data();
    lower |= _bzhi_u64(~0ull, static_cast<unsigned>(hb + v.host()->size())) & ~_bzhi_u64(~0ull, static_cast<unsigned>(hb));
  }
  _mm512_mask_storeu_epi8(dest, live, lower_capitals_avx512(x, lower));
  return true;
}

/// Inputs of at most 63 bytes with AVX-512BW, into a string: lower_short_avx512() over a
/// copy of the input. Returns false for every other input (`out` then holds nothing of use).
URIKIT_TARGET_AVX512 bool normalize_short_avx512(const uri_view& v, std::string& out,
                                                 const normalize_options& o) {
  // The scalar questions first: a call would spill the vector registers.
  if (!only_case_changes(v, o)) return false;
  out.assign(v.string());  // sized (cheaper than resize()), then overwritten by the masked store
  return lower_short_avx512(v, out.data(), o);
}

#if URIKIT_NORMALIZE_WIDE
/// lower_short_avx512() for an input of 64 to 127 bytes: a full and a masked load, 128-bit
/// masks, a full and a masked store. Rarely needed beyond the first 64 bytes, the case
/// change is applied to both halves alike.
URIKIT_TARGET_AVX512 bool lower_wide_avx512(const uri_view& v, char* dest, const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const std::size_t n = in.size();
  const __mmask64 live = _bzhi_u64(~0ull, static_cast<unsigned>(n - 64));
  const __m512i x0 = _mm512_loadu_si512(in.data());
  const __m512i x1 = _mm512_maskz_loadu_epi8(live, in.data() + 64);
  const auto bits = [&](char c) URIKIT_TARGET_AVX512 {
    const __m512i pattern = _mm512_set1_epi8(c);
    return static_cast<mask128>(_mm512_cmpeq_epi8_mask(x1, pattern)) << 64 |
           _mm512_cmpeq_epi8_mask(x0, pattern);
  };
  if (short_path_refuses<mask128>(v, o, bits('%'), bits('/'), bits('.'), o.sort_query ? bits('&') : 0))
    return false;
  // Scheme and host to lower case (§6.2.2.1), positions < 128.
  const auto below = [](std::size_t k) { return k >= 128 ? ~mask128(0) : (mask128(1) << k) - 1; };
  mask128 lower = v.has_scheme() ? below(v.scheme()->size()) : 0;
  if (v.has_authority()) {
    const std::size_t hb = v.host()->data() - in.data();
    lower |= below(hb + v.host()->size()) & ~below(hb);
  }
  _mm512_storeu_si512(dest, lower_capitals_avx512(x0, static_cast<std::uint64_t>(lower)));
  _mm512_mask_storeu_epi8(dest + 64, live, lower_capitals_avx512(x1, static_cast<std::uint64_t>(lower >> 64)));
  return true;
}
#endif

/// detail::normalize_to_fast() with the AVX-512 kernel: inputs under 128 bytes that only
/// lose capitals in scheme and host, by one or two loads and stores.
URIKIT_TARGET_AVX512 URIKIT_NORMALIZE_INLINE char* normalize_to_fast_avx512(
    char* out, const uri_view& v, const normalize_options& o) noexcept {
  const std::size_t n = v.string().size();
  if (n >= 128 || o.level == equivalence_level::string || !only_case_changes(v, o)) return nullptr;
  if (n < 64) return lower_short_avx512(v, out, o) ? out + n : nullptr;
#if URIKIT_NORMALIZE_WIDE
  return lower_wide_avx512(v, out, o) ? out + n : nullptr;
#else
  return nullptr;
#endif
}

/// The same as a function of its own, for detail::normalize_to_fast().
URIKIT_TARGET_AVX512 char* normalize_to_shortcut_avx512(char* out, const uri_view& v,
                                                        const normalize_options& o) noexcept {
  return normalize_to_fast_avx512(out, v, o);
}

/// Every byte k (mod 256).
URIKIT_TARGET_AVX2 inline __m256i byte_vector(std::size_t k) noexcept {
  return _mm256_set1_epi8(static_cast<char>(k & 0xFF));
}

/// Bit j set when byte j of a short input is an ASCII capital letter (bits from n on
/// unspecified): 'A'..'Z' moved to the bottom of the signed bytes, then one compare.
URIKIT_TARGET_AVX2 inline std::uint64_t capital_bits(const detail::short_input_avx2& x) noexcept {
  const __m256i shift = _mm256_set1_epi8(static_cast<char>(0x80 - 'A'));
  const __m256i limit = _mm256_set1_epi8(static_cast<char>(-128 + 26));  // 'Z' + 1, moved
  const auto capitals = [&](__m256i bytes) URIKIT_TARGET_AVX2 {
    return static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpgt_epi8(limit, _mm256_add_epi8(bytes, shift))));
  };
  return x.place(capitals(x.a), capitals(x.b));
}

/// `bytes` with the capitals lowered where `position` < scheme_end or host_begin <=
/// `position` < host_end (signed byte compares: positions and bounds are < 64).
URIKIT_TARGET_AVX2 inline __m256i lower_in_ranges(__m256i bytes, __m256i position, __m256i scheme_end,
                                                  __m256i host_begin, __m256i host_end) noexcept {
  const __m256i in_scheme = _mm256_cmpgt_epi8(scheme_end, position);
  const __m256i in_host =
      _mm256_andnot_si256(_mm256_cmpgt_epi8(host_begin, position), _mm256_cmpgt_epi8(host_end, position));
  const __m256i capital = _mm256_and_si256(_mm256_cmpgt_epi8(bytes, _mm256_set1_epi8('A' - 1)),
                                           _mm256_cmpgt_epi8(_mm256_set1_epi8('Z' + 1), bytes));
  const __m256i change = _mm256_and_si256(capital, _mm256_or_si256(in_scheme, in_host));
  return _mm256_or_si256(bytes, _mm256_and_si256(change, _mm256_set1_epi8(0x20)));
}

/// The AVX2 short path's questions about an input of at most 63 bytes (read into `x`)
/// whose other changes are at most case and root: whether it has a '%' or a dot segment
/// (`refused`: the other paths then), and whether its scheme or host holds a capital.
struct short_verdict {
  bool refused, capitals;
};
URIKIT_TARGET_AVX2 URIKIT_NORMALIZE_INLINE short_verdict judge_short_avx2(const uri_view& v,
                                                                        const detail::short_input_avx2& x,
                                                                        const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const std::uint64_t live = bits_below(in.size());
  const std::uint64_t percent = x.equal_bits('%') & live;
  const std::uint64_t slash = x.equal_bits('/') & live;
  const std::uint64_t dot = x.equal_bits('.') & live;
  const std::uint64_t amp = o.sort_query ? x.equal_bits('&') & live : 0;
  if (short_path_refuses<std::uint64_t>(v, o, percent, slash, dot, amp)) return {true, false};
  const std::size_t hb = v.has_authority() ? static_cast<std::size_t>(v.host()->data() - in.data()) : 0;
  const std::uint64_t to_lower = (v.has_scheme() ? bits_below(v.scheme()->size()) : 0) |
                                 (v.has_authority() ? bits_below(hb + v.host()->size()) & ~bits_below(hb) : 0);
  return {false, (capital_bits(x) & to_lower) != 0};
}

/// normalize_to()'s shortcut with AVX2: an input of at most 63 bytes that only loses
/// capitals in scheme and host is copied to `dest` and lowered there (rarely needed).
/// Returns the end, or nullptr, having written nothing of use, for every other input.
URIKIT_TARGET_AVX2 char* lower_short_avx2(const uri_view& v, char* dest, const normalize_options& o) noexcept {
  const std::string_view in = v.string();
  const detail::short_input_avx2 x =
      detail::load_short_input_avx2(reinterpret_cast<const unsigned char*>(in.data()), in.size());
  const short_verdict verdict = judge_short_avx2(v, x, o);
  if (verdict.refused) return nullptr;
  detail::swar::move_bytes(dest, in.data(), in.size());
  if (verdict.capitals) lower_scheme_and_host(dest, in, v);
  return dest + in.size();
}

/// The same for AVX2: the input is read as detail::load_short_input_avx2 says; scheme and
/// host are lowered in those vectors (by position) and stored whole over the copy, or,
/// below 16 bytes, eight bytes a step.
URIKIT_TARGET_AVX2 bool normalize_short_avx2(const uri_view& v, std::string& out,
                                             const normalize_options& o) {
  const other_changes changes = classify_changes(v, o);
  if (changes == other_changes::more) return false;
  const std::string_view in = v.string();
  const detail::short_input_avx2 x =
      detail::load_short_input_avx2(reinterpret_cast<const unsigned char*>(in.data()), in.size());
  const short_verdict verdict = judge_short_avx2(v, x, o);
  if (verdict.refused) return false;
  const bool capitals = verdict.capitals;
  if (changes == other_changes::case_and_root) {
    write_with_root(out, in, v, capitals);
    return true;
  }
  out.assign(in);  // the result when scheme and host are in lower case already (most URIs)
  if (!capitals) return true;
  char* const p = out.data();
  const std::size_t n = in.size();
  if (n < 16) {
    lower_scheme_and_host(p, in, v);
    return true;
  }
  // Scheme and host to lower case (§6.2.2.1) in the vectors already loaded: byte j of a
  // vector lies at `position` j of the input; capitals in [0, scheme end) and
  // [host begin, host end) gain the case bit. Positions are < 64: signed byte compares work.
  const std::size_t hb = v.has_authority() ? static_cast<std::size_t>(v.host()->data() - in.data()) : 0;
  const __m256i scheme_end = byte_vector(v.has_scheme() ? v.scheme()->size() : 0);
  const __m256i host_begin = byte_vector(hb);
  const __m256i host_end = byte_vector(v.has_authority() ? hb + v.host()->size() : 0);
  const __m256i index = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                                         18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
  const __m256i back = byte_vector(n - 32 + 256);  // n - 32 as a byte (negative below 32)
  if (n >= 32) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), lower_in_ranges(x.a, index, scheme_end, host_begin, host_end));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p + n - 32), lower_in_ranges(x.b, _mm256_add_epi8(index, back), scheme_end, host_begin, host_end));
  } else {
    // One vector: its low half is s[0..16), its high half s[n - 16..n) (positions n - 32 + j).
    const __m256i position = _mm256_blend_epi32(index, _mm256_add_epi8(index, back), 0xF0);
    const __m256i y = lower_in_ranges(x.a, position, scheme_end, host_begin, host_end);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm256_castsi256_si128(y));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p + n - 16), _mm256_extracti128_si256(y, 1));
  }
  return true;
}

#if URIKIT_NORMALIZE_WIDE
/// Inputs of 64 to 127 bytes with AVX2: the same questions with 128-bit masks from four
/// loads (detail::load_wide_input_avx2); scheme and host are lowered in the copy, rarely
/// needed.
URIKIT_TARGET_AVX2 bool normalize_wide_avx2(const uri_view& v, std::string& out,
                                            const normalize_options& o) {
  const other_changes changes = classify_changes(v, o);
  if (changes == other_changes::more) return false;
  const std::string_view in = v.string();
  const detail::wide_input_avx2 x =
      detail::load_wide_input_avx2(reinterpret_cast<const unsigned char*>(in.data()), in.size());
  const auto bits = [&x](char c) URIKIT_TARGET_AVX2 {
    std::uint64_t word[2];
    x.equal_bits(word, c);
    return static_cast<mask128>(word[1]) << 64 | word[0];
  };
  if (short_path_refuses<mask128>(v, o, bits('%'), bits('/'), bits('.'), o.sort_query ? bits('&') : 0))
    return false;
  if (changes == other_changes::case_and_root) {
    write_with_root(out, in, v, true);
    return true;
  }
  out.assign(in);
  lower_scheme_and_host(out.data(), in, v);
  return true;
}
#endif
#endif

}  // namespace

namespace {
/// The paths behind the SIMD ones, out of line so that normalize_into() stays a small
/// dispatcher (no registers to save for code the common inputs never run).
__attribute__((noinline)) void normalize_without_simd(const uri_view& v, std::string& out,
                                                      const normalize_options& o) {
  if (is_simple(v, o)) return normalize_simple(v, out, o);
  detail::normalize_general(v, out, o);
}
}  // namespace

void detail::normalize_replacing(const uri_view& v, std::string& out, const normalize_options& o) {
  if (o.level == equivalence_level::string) {
    out.assign(v.string());
    return;
  }
#if URIKIT_SCAN_X86
  if (v.string().size() < 64) {
    switch (detail::active_scan_kernel()) {
      case detail::scan_kernel::avx512:
        if (normalize_short_avx512(v, out, o)) return;
        break;
      case detail::scan_kernel::avx2:
        if (normalize_short_avx2(v, out, o)) return;
        break;
      case detail::scan_kernel::scalar: break;
    }
  }
#if URIKIT_NORMALIZE_WIDE
  else if (v.string().size() < 128 && detail::active_scan_kernel() != detail::scan_kernel::scalar) {
    if (normalize_wide_avx2(v, out, o)) return;
  }
#endif
#endif
  normalize_without_simd(v, out, o);
}

namespace {
/// normalize_to() for the inputs that its shortcut (detail::normalize_to_fast()) does not
/// take, and for all with the portable kernel: normalized into a per-thread string, then
/// copied. Out of line, so that normalize_to() saves no registers for it.
__attribute__((noinline)) char* normalize_to_through_string(char* out, const uri_view& v,
                                                            const normalize_options& o) {
  thread_local std::string scratch;
  const detail::scratch_release release(scratch);
  detail::normalize_replacing(v, scratch, o);
  // Never past the documented room, whatever happens (the tests check the bound).
  if (scratch.size() > v.string().size() + normalize_to_slack)
    throw std::length_error("urikit::normalize_to: output longer than the documented bound");
  std::memcpy(out, scratch.data(), scratch.size());
  return out + scratch.size();
}
}  // namespace

char* detail::normalize_to_fast(char* out, const uri_view& v, const normalize_options& o) noexcept {
#if URIKIT_SCAN_X86
  switch (detail::active_scan_kernel()) {
    case detail::scan_kernel::avx512: return normalize_to_shortcut_avx512(out, v, o);
    case detail::scan_kernel::avx2:
      if (v.string().size() < 64 && o.level != equivalence_level::string && only_case_changes(v, o))
        return lower_short_avx2(v, out, o);
      break;
    case detail::scan_kernel::scalar: break;
  }
#endif
  (void)out, (void)v, (void)o;
  return nullptr;
}

#if URIKIT_SCAN_X86
namespace {
/// normalize_to() with the AVX-512 kernel: the shortcut, else the per-thread string.
URIKIT_TARGET_AVX512 char* normalize_to_avx512(char* out, const uri_view& v, const normalize_options& o) {
  if (char* end = normalize_to_fast_avx512(out, v, o)) return end;
  return normalize_to_through_string(out, v, o);
}
}  // namespace
#endif

char* normalize_to(char* out, const uri_view& v, const normalize_options& o) {
#if URIKIT_SCAN_X86
  if (detail::active_scan_kernel() == detail::scan_kernel::avx512) return normalize_to_avx512(out, v, o);
  if (char* end = detail::normalize_to_fast(out, v, o)) return end;
#endif
  return normalize_to_through_string(out, v, o);
}

void detail::normalize_general(const uri_view& v, std::string& out, const normalize_options& o) {
  out.clear();
  const auto rules = rules_for(v, o);
  const bool decode_dots = o.decode_encoded_dots;

  // scheme (§6.2.2.1: case-insensitive, lower case is canonical)
  if (auto scheme = v.scheme()) {
    for (char c : *scheme) out += to_lower(c);
    out += ':';
  }

  // authority
  if (v.has_authority()) {
    out += "//";
    if (auto ui = v.userinfo()) {
      append_pct_normalized(out, *ui, false, true);
      out += '@';
    }
    const std::string_view host = *v.host();
    if (v.host_type() == host_type::ipv6 && o.canonical_ipv6 && !v.zone_id()) {
      out += '[';
      out += format_ipv6_address(v.ipv6_address());
      out += ']';
    } else if (auto zone = v.zone_id()) {
      // The address is case-insensitive; a zone ID is not (RFC 6874 §2).
      append_pct_normalized(out, host.substr(0, host.size() - zone->size() - 1), true, true);
      append_pct_normalized(out, host.substr(host.size() - zone->size() - 1), false, true);
    } else {
      append_pct_normalized(out, host, true, true);
    }
    if (auto port = v.port()) {
      if (o.level == equivalence_level::scheme) {
        // §6.2.3: an empty port and its ':' go; so does the default port (by value).
        auto number = v.port_number();
        const bool is_default = number && rules && rules->default_port && *number == *rules->default_port;
        if (!port->empty() && !is_default) {
          out += ':';
          if (number) {
            // Leading zeros say nothing: ":08080" is port 8080.
            std::size_t z = 0;
            while (z + 1 < port->size() && (*port)[z] == '0') ++z;
            out.append(port->substr(z));
          } else {
            out.append(*port);
          }
        }
      } else {
        out += ':';
        out.append(*port);
      }
    }
  }

  // path: normalize the encoding first, then remove dot segments from that text.
  const std::size_t path_begin = out.size();
  append_pct_normalized(out, v.path(), false, decode_dots);
  if (detail::has_dot_segments(std::string_view(out).substr(path_begin))) {
    thread_local std::string path;  // scratch: no allocation once grown
    const detail::scratch_release release(path);
    path.assign(out, path_begin, std::string::npos);
    out.resize(path_begin);
    if (!v.has_scheme() && !v.has_authority() && (path.empty() || path[0] != '/'))
      detail::append_relative_without_dot_segments(out, path);
    else
      detail::append_without_dot_segments(out, path);
  }
  if (rules && rules->empty_path_is_root && v.has_authority() && out.size() == path_begin) out += '/';

  // Shape guards: the path must not become an authority (§3.3) or a scheme (§4.2).
  std::string_view path(out.data() + path_begin, out.size() - path_begin);
  if (!v.has_authority() && path.size() >= 2 && path[0] == '/' && path[1] == '/') {
    out.insert(path_begin, "/.");
  } else if (!v.has_scheme() && !v.has_authority() && !path.empty() && path[0] != '/') {
    const std::size_t first_end = std::min(path.find('/'), path.size());
    if (path.substr(0, first_end).find(':') != std::string_view::npos) out.insert(path_begin, "./");
  }

  // query
  if (auto q = v.query()) {
    if (!(o.remove_empty_query && q->empty())) {
      out += '?';
      const std::size_t query_begin = out.size();
      append_pct_normalized(out, *q, false, true);
      if (o.sort_query) sort_query_parameters(out, query_begin);
    }
  }

  // fragment
  if (auto f = v.fragment()) {
    if (!o.drop_fragment) {
      out += '#';
      append_pct_normalized(out, *f, false, true);
    }
  }
}

void normalize_into(std::string& out, const uri_view& view, const normalize_options& options) {
  detail::append_into(out, [&](std::string& s) { detail::normalize_replacing(view, s, options); });
}

result<void> normalize_into(std::string& out, std::string_view input, const normalize_options& options) {
  auto parsed = parse_uri_reference(input);
  if (!parsed) return parsed.error();
  normalize_into(out, *parsed, options);
  return {};
}

result<std::string> normalize(std::string_view input, const normalize_options& options) {
  std::string out;
  auto r = normalize_into(out, input, options);
  if (!r) return r.error();
  return out;
}

namespace {

/// Whether append_pct_normalized(text, lower, decode_dots) would give `text` back: every
/// triplet has upper-case hex and encodes an octet that stays encoded, and (lower) no
/// capital letter stands outside a triplet. Reads only.
bool pct_is_normalized(std::string_view text, bool lower, bool decode_dots) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n; ++i) {
    const unsigned char c = s[i];
    if (c == '%') {
      const unsigned char h = s[i + 1], l = s[i + 2];  // well formed: the parser checked
      if ((h >= 'a' && h <= 'f') || (l >= 'a' && l <= 'f')) return false;
      const auto octet = static_cast<unsigned char>(detail::hex_value(h) * 16 + detail::hex_value(l));
      if (charsets::unreserved.contains(octet) && (decode_dots || octet != '.')) return false;
      i += 2;
    } else if (lower && c >= 'A' && c <= 'Z') {
      return false;
    }
  }
  return true;
}

/// is_normalized() without building the normalized string, for the URIs where the answer
/// follows from the text alone; nullopt for the rest (dot segments, which the shape guards
/// may write back; zone IDs; canonical IPv6 and sorted queries).
std::optional<bool> normalized_in_place(const uri_view& v, const normalize_options& o) noexcept {
  if (detail::has_dot_segments(v.path()) || v.zone_id()) return std::nullopt;
  if (o.canonical_ipv6 && v.host_type() == host_type::ipv6) return std::nullopt;
  if (o.sort_query && v.has_query() && contains_byte(v.query()->data(), v.query()->size(), '&')) return std::nullopt;
  if (!only_case_changes(v, o)) return false;
  if (auto scheme = v.scheme(); scheme && !pct_is_normalized(*scheme, true, true)) return false;
  if (auto ui = v.userinfo(); ui && !pct_is_normalized(*ui, false, true)) return false;
  if (auto host = v.host(); host && !pct_is_normalized(*host, true, true)) return false;
  if (!pct_is_normalized(v.path(), false, o.decode_encoded_dots)) return false;
  if (auto q = v.query(); q && !pct_is_normalized(*q, false, true)) return false;
  if (auto f = v.fragment(); f && !pct_is_normalized(*f, false, true)) return false;
  return true;
}

}  // namespace

bool is_normalized(const uri_view& view, const normalize_options& options) {
  if (options.level == equivalence_level::string) return true;
  if (auto answer = normalized_in_place(view, options)) return *answer;
  // One buffer per thread: after it has grown to the longest URI seen, no allocation.
  thread_local std::string buffer;
  const detail::scratch_release release(buffer);
  detail::normalize_replacing(view, buffer, options);
  return buffer == view.string();
}

}  // namespace urikit
