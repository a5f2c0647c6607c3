// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the RFC 3986 grammar (§3, §4, App. A), written once and read over any kernel's
// "scanner": parse_with(), and common_shape() for the commonest shapes. Each kernel's
// parse_kernel() (simd/interface.hpp) instantiates them with its scanner, inside functions
// compiled for its instruction set; this header itself holds no intrinsics.
//
// One forward pass, no recursion, no allocation. Each component is scanned with the
// charset named after its ABNF rule (charset.hpp); '%' triplets are checked in place.
//
// A scanner has s and n (the input), run<C>(i) (the end of the run of class C from i),
// percent_at(i), ends_authority_at(i), and triplets_in_runs: whether its runs already go
// through well-formed '%' triplets (so that skip_class() is one run, not a loop). The scanners here are the portable one (the
// table loop) and the mask scanners, whose masks a kernel fills in one pass over an input of
// up to 63 or 127 bytes (bit j of stop[C] set when byte j is not in class C), after which a
// run is a count of trailing zeros.
#ifndef URIKIT_SRC_PARSE_READER_HPP
#define URIKIT_SRC_PARSE_READER_HPP

#include <urikit/parse.hpp>

#include <cstdint>
#include <cstring>

#include "bits.hpp"
#include "internal_config.hpp"
#include "ip_grammar.hpp"
#include "scan.hpp"
#include "swar.hpp"
#include "uri_view_access.hpp"

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
  static constexpr bool triplets_in_runs = false;
  const unsigned char* s;
  std::size_t n;
  bool percent_at(std::size_t i) const noexcept { return i < n && s[i] == '%'; }
  bool ends_authority_at(std::size_t i) const noexcept { return ends_authority(s, i, n); }
  template <unsigned C>
  std::size_t run(std::size_t i) const noexcept {
    return detail::skip_run_scalar(s, i, n, shifted_of<C>);
  }
};

/// port = *DIGIT (§3.2.3), read from s[d] on (just after its ':'): where the digits end,
/// and the port's value, kept only when it fits 16 bits (0x10000 or more: none, as for an
/// empty port). The one reading of a port, for parse_authority() and common_shape().
struct port_digits {
  std::size_t end;
  std::uint32_t value;
};
inline port_digits read_port_digits(const unsigned char* s, std::size_t d, std::size_t n) noexcept {
  const std::size_t begin = d;
  std::uint32_t value = 0;
  while (d < n && detail::is_digit(s[d])) {
    if (value <= 0xFFFF) value = value * 10 + (s[d] - '0');
    ++d;
  }
  return {d, d > begin ? value : 0x10000};
}

/// Fills `v` for an input read in one go: with a scheme ("http" or "https", its ':' at
/// `colon`) and a reg-name host that ends at `host_end`, where the path begins or a port
/// does (its ':' there, its digits up to `path_begin`), or, when `colon` is 0,
/// without scheme and authority; then the path's end and where query and fragment begin
/// (npos when absent). The other fields keep their defaults, as parse_with() leaves them
/// for such inputs.
URIKIT_ALWAYS_INLINE void fill_common_view(uri_view& v, const unsigned char* s, std::size_t n,
                                           std::size_t colon, std::size_t host_end, std::size_t path_begin,
                                           std::size_t path_end, std::size_t query,
                                           std::size_t fragment) noexcept {
  acc::data(v) = reinterpret_cast<const char*>(s);
  acc::size(v) = n;
  if (colon != 0) {
    acc::scheme_end(v) = colon;
    acc::authority_begin(v) = colon + 3;
    acc::host_begin(v) = colon + 3;
    acc::host_end(v) = host_end;
    acc::type(v) = host_type::reg_name;
    if (host_end != path_begin) {  // ":" port between host and path, its digits read again
      acc::port_begin(v) = host_end + 1;
      acc::port_value(v) = read_port_digits(s, host_end + 1, path_begin).value;
    }
  }
  acc::path_begin(v) = path_begin;
  acc::path_end(v) = path_end;
  acc::query_begin(v) = query;
  acc::fragment_begin(v) = fragment;
}

template <unsigned C>
inline constexpr detail::nibble_table nibbles_of = detail::make_nibble_table(charset_of<C>());

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
  static constexpr bool triplets_in_runs = false;
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
      return i + URIKIT_LOWEST_BIT(stop[C] >> i);
  }
};

/// The masks common_shape() reads, for an input of at most 63 bytes, with the '%' triplets
/// folded in: bit j of stop[C] is set when byte j is neither in class C nor part of a
/// well-formed triplet, for the classes of that shortcut (reg-name, path, query, fragment).
/// A kernel for which this costs less than a mask_scanner's every class fills one (AVX-512).
struct shape_mask_scanner {
  static constexpr bool triplets_in_runs = true;  // a run goes through a well-formed triplet
  static constexpr std::size_t max_size = 63;
  const unsigned char* s;
  std::size_t n;
  std::uint64_t stop[c_count];
  std::uint64_t authority_end;
  // No run stops at a triplet. One that stops at any other '%' stops where no shape allows
  // that byte (not an authority's end, '?', '#', ':', '@' or the input's end), so
  // common_shape() gives up there without being told.
  bool percent_at(std::size_t) const noexcept { return false; }
  bool ends_authority_at(std::size_t i) const noexcept { return (authority_end >> i) & 1u; }
  template <unsigned C>
  std::size_t run(std::size_t i) const noexcept {
    static_assert(C == c_reg_name || C == c_path || C == c_query || C == c_fragment,
                  "common_shape() reads only these classes");
    return i + URIKIT_LOWEST_BIT(stop[C] >> i);
  }
};

/// The end of a run from i (at most 127) in a stop mask of two words, `low` for bytes 0..63
/// and `high` for bytes 64..127, where `high` has a stop bit at or after every i: the runs of
/// the two-word scanners below.
inline std::size_t run_in_two_words(std::uint64_t low, std::uint64_t high, std::size_t i) noexcept {
  if (i < 64) {
    const std::uint64_t rest = low >> i;
    if (rest != 0) return i + URIKIT_LOWEST_BIT(rest);
    i = 64;
  }
  return i + URIKIT_LOWEST_BIT(high >> (i - 64));
}

/// shape_mask_scanner's masks for an input of 64 to 127 bytes, in two words: word[0] for bytes
/// 0..63, word[1] for bytes 64..127 (the stop bits from n on are set, so word 1 always stops
/// a run). A '%' triplet may straddle the two words: wide_shape_mask_scanner_avx512() folds
/// such a triplet in too.
struct wide_shape_mask_scanner {
  static constexpr bool triplets_in_runs = true;  // as shape_mask_scanner's
  static constexpr std::size_t max_size = 127;
  struct word_masks {
    std::uint64_t stop[c_count];
    std::uint64_t authority_end;
  };
  const unsigned char* s;
  std::size_t n;
  word_masks word[2];
  bool percent_at(std::size_t) const noexcept { return false; }  // as shape_mask_scanner's
  bool ends_authority_at(std::size_t i) const noexcept {
    return (word[i >> 6].authority_end >> (i & 63)) & 1u;
  }
  template <unsigned C>
  std::size_t run(std::size_t i) const noexcept {
    static_assert(C == c_reg_name || C == c_path || C == c_query || C == c_fragment,
                  "common_shape() reads only these classes");
    return run_in_two_words(word[0].stop[C], word[1].stop[C], i);
  }
};

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
  static constexpr bool triplets_in_runs = false;
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
      return run_in_two_words(word[0].stop[C], word[1].stop[C], i);
    }
  }
};

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

/// The shapes of most links, which common_shape() reads without the general reading's
/// bookkeeping:
/// - "http://" or "https://", in any case, with a reg-name host that has no userinfo and
///   does not start with a digit (so it cannot be an IPv4address), and perhaps a port;
/// - or a relative reference without an authority that does not start with a letter (so it
///   has no scheme, §3.1) and whose first segment holds no ':' (segment-nz-nc, §4.2);
///
/// then path, query and fragment. common_shape_start() is the look at the first bytes that
/// comes before any scanner is built: the scheme's ':' (4 or 5) for an http(s) start, 0 for
/// a possible relative reference, npos when neither shape can match.
inline std::size_t common_shape_start(const unsigned char* s, std::size_t n, grammar rule) noexcept {
  if (n >= 8 && rule != grammar::relative_ref) {
    // One 8-byte compare each, whatever the byte order: the constants fold.
    const std::uint64_t head = detail::swar::load8(s);
    const std::uint64_t seven = detail::swar::load8("\xff\xff\xff\xff\xff\xff\xff\0");  // "http://"
    // One branch for both, the ':' by arithmetic: lists mix http and https, and a branch
    // between them mispredicts (docs_urls: parse 16.2 -> 13.0 ns). The difference from
    // "http://" is cleared for an https start.
    const bool https = head == detail::swar::load8("https://");
    const std::uint64_t not_http = (head ^ detail::swar::load8("http://\0")) & seven;
    if ((not_http & (static_cast<std::uint64_t>(https) - 1)) == 0) return 4 + static_cast<std::size_t>(https);
    // Again with the scheme's letters' case bit set (§3.1: a scheme's case does not matter),
    // for the few that have capitals: a byte ORed with 0x20 is a lower-case letter only when
    // it was that letter in either case. Only the letters' bytes: 0x1A | 0x20 would be ':'.
    // (Asked only of an 'h' or 'H' start: relative references and other schemes skip it.)
    if ((s[0] | 0x20) == 'h') {
      const std::uint64_t folded = head | detail::swar::load8("\x20\x20\x20\x20\0\0\0\0");
      if ((folded | detail::swar::load8("\0\0\0\0\x20\0\0\0")) == detail::swar::load8("https://")) return 5;
      if (((folded ^ detail::swar::load8("http://\0")) & seven) == 0) return 4;
    }
  }
  if (rule == grammar::uri || rule == grammar::absolute_uri) return npos;  // a scheme needed
  // Relative references that start with a letter ("page.html") could have a scheme too
  // ("file:", "mailto:"): they leave here, for the price of one look at a byte.
  if (n != 0 && charsets::alpha.contains(s[0])) return npos;
  if (n >= 2 && s[0] == '/' && s[1] == '/') return npos;  // an authority
  return 0;
}

/// Reads an input that common_shape_start() gave `colon` for. Fills `v` and returns true
/// when it has one of the shapes, exactly as parse_with() would; returns false, without
/// touching `v`, for any other input, which then takes the general reading from the start.
/// Cannot fail. Every kernel reads its inputs through here first, each with its own scanner:
/// the portable kernel every length, the AVX2 and AVX-512 kernels up to 127 bytes.
template <class Scanner>
URIKIT_ALWAYS_INLINE bool common_shape(const Scanner& sc, std::size_t colon, grammar rule,
                                       uri_view& v) noexcept {
  const unsigned char* s = sc.s;
  const std::size_t n = sc.n;
  bool bad = false;
  std::size_t path_begin = 0;
  std::size_t host_end = 0;
  if (colon != 0) {
    const std::size_t a = colon + 3;
    host_end = path_begin = skip_class<c_reg_name>(sc, a, bad);
    if (bad) return false;
    if (!sc.ends_authority_at(path_begin)) {  // so path_begin < n
      if (s[path_begin] != ':') return false;  // '@', '[', another byte
      path_begin = read_port_digits(s, path_begin + 1, n).end;
      if (!sc.ends_authority_at(path_begin)) return false;
    }
    if (host_end != a && detail::is_digit(s[a])) return false;  // perhaps an IPv4address
  } else {
    // The first segment's characters are reg-name's and '@'; a ':' among them is an error.
    std::size_t e = skip_class<c_reg_name>(sc, 0, bad);
    while (e != n && s[e] == '@') e = skip_class<c_reg_name>(sc, e + 1, bad);
    if (bad || (e != n && s[e] == ':')) return false;
  }
  const std::size_t path_end = skip_class<c_path>(sc, path_begin, bad);
  std::size_t query = npos, fragment = npos, e = path_end;
  if constexpr (Scanner::triplets_in_runs) {
    // The path's bytes are query bytes, and '?' is the one query byte that is no path byte
    // (§3.3, §3.4): the query's run from the path's start ends where the query ends, or at
    // path_end when no '?' is there. With the triplets in the runs each run is a count of
    // zeros (in two words at most), the two need not wait for each other, and no branch
    // asks whether a query follows (lists mix links with and without one; see
    // docs/performance.md). Scanners that loop over triplets, or over a table, would read
    // the path twice for it: they keep the branch, which lists with few queries predict.
    static_assert(charsets::query == (charsets::path | charset("?")), "query is path and '?'");
    e = skip_class<c_query>(sc, path_begin, bad);
    query = e != path_end ? path_end + 1 : npos;
  } else if (e != n && s[e] == '?') {
    query = e + 1;
    e = skip_class<c_query>(sc, query, bad);
  }
  if (e != n && s[e] == '#') {
    if (rule == grammar::absolute_uri) return false;
    fragment = e + 1;
    e = skip_class<c_fragment>(sc, fragment, bad);
  }
  if (bad || e != n) return false;
  fill_common_view(v, s, n, colon, host_end, path_begin, path_end, query, fragment);
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
    acc::port_begin(v) = p + 1;
    const port_digits port = read_port_digits(s, p + 1, n);
    acc::port_value(v) = port.value;
    if (!sc.ends_authority_at(port.end)) {
      err = {errc::invalid_port, port.end};
      return npos;
    }
    return port.end;
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

}  // namespace
}  // namespace urikit

#endif
