// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: the normalize plan, the one place that decides what normalizing a URI changes
// (RFC 3986 §6.2.2, §6.2.3, the crawler options and remove_tracking_params): case only
// (scheme and host to lower case), case and edits at the authority's end (an empty or
// default port dropped, '/' for an empty path), or more (the general writer,
// normalize_general()). A URI whose one change beyond case and those edits is the dot
// segments of a path that starts with '/' is written by normalize.cpp's
// write_planned_without_dot_segments() from the same verdict, not by the general writer.
// Each option's meaning lives here and in the general writer only; the kernels' fast paths
// (simd/*/normalize.cpp) and normalize.cpp's entry points ask the plan and never read an
// option themselves (leaves_text_as_is(), reads_ampersands(): whether to mark the '&').
#ifndef URIKIT_SRC_NORMALIZE_PLAN_HPP
#define URIKIT_SRC_NORMALIZE_PLAN_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <urikit/charset.hpp>
#include <urikit/normalize.hpp>

#include "bits.hpp"
#include "hex.hpp"
#include "internal_config.hpp"
#include "swar.hpp"

namespace urikit::detail {

/// True when `c` occurs in s[0..n), eight bytes a step.
inline bool contains_byte(const char* text, std::size_t n, char c) noexcept {
#if URIKIT_SWAR
  using namespace swar;
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

/// Whether normalizing leaves every text as it is: the string level (§6.2.1) compares the
/// characters alone.
constexpr bool leaves_text_as_is(const normalize_options& o) noexcept {
  return o.level == equivalence_level::string;
}

/// Whether a path's "%2E" is decoded to '.' (§6.2.2.2 would; decode_encoded_dots off keeps
/// it, and with it the segment that "%2E" is not a dot segment of). The other components
/// decode it always: a '.' there is no dot segment.
constexpr bool decodes_dots_in_path(const normalize_options& o) noexcept { return o.decode_encoded_dots; }

/// The scheme registry's rules for `v` at the scheme level (§6.2.3), else nullptr: the one
/// lookup of the plan and the general writer.
const scheme_rules* scheme_rules_of(const uri_view& v, const normalize_options& o) noexcept;

/// Whether the plan reads a query's '&': sort_query asks whether there is a second
/// parameter (the kernels then mark the '&' for short_path_refuses()).
constexpr bool reads_ampersands(const normalize_options& o) noexcept { return o.sort_query; }

/// Whether sort_query may reorder the query of `v`: it has a second parameter.
inline bool sort_may_reorder(const uri_view& v, const normalize_options& o) noexcept {
  return reads_ampersands(o) && v.has_query() && contains_byte(v.query()->data(), v.query()->size(), '&');
}

/// What normalizing `v` changes besides '%' and dot segments (which the caller checks).
/// Between "case only" and "more", the authority's end may change (§6.2.3): the port and
/// its ':' go (an empty port, or the scheme's default), '/' comes for an empty path, or both;
/// write_with_edits() writes them.
enum class other_changes {
  only_case,           ///< scheme and host to lower case, nothing else
  case_and_root,       ///< the same, and '/' for the empty path
  case_and_port,       ///< the same, and the port dropped with its ':'
  case_port_and_root,  ///< both edits: "http://h:80" is "http://h/"
  more,                ///< the port's digits, the query or the fragment change: the general path
};

/// Whether `c` drops the port, and whether it adds the root (for write_with_edits()).
constexpr bool drops_port(other_changes c) noexcept {
  return c == other_changes::case_and_port || c == other_changes::case_port_and_root;
}
constexpr bool adds_root(other_changes c) noexcept {
  return c == other_changes::case_and_root || c == other_changes::case_port_and_root;
}

/// Where the text of `v` that is kept before its path ends under `changes`: at the port's
/// ':' when drops_port(), else at the path's start. (The edits' writers copy up to here.)
inline std::size_t kept_before_path(const uri_view& v, other_changes changes) noexcept {
  const std::string_view in = v.string();
  return static_cast<std::size_t>((drops_port(changes) ? v.port()->data() - 1 : v.path().data()) - in.data());
}

/// classify_changes() for a URI with a port or with an authority and an empty path: the
/// answers that need the scheme's rules. Out of line: most URLs have neither.
other_changes classify_port_and_root(const uri_view& v, const normalize_options& o) noexcept;

/// The other_changes of `v`. The scheme's rules are looked up only for a port or an empty
/// path (most URLs have neither).
URIKIT_ALWAYS_INLINE other_changes classify_changes(const uri_view& v,
                                                                  const normalize_options& o) noexcept {
  if (o.canonical_ipv6 && v.host_type() == host_type::ipv6) return other_changes::more;
  if (o.remove_empty_query && v.has_query() && v.query()->empty()) return other_changes::more;
  // The list is looked up by the general writer only: any query may lose parameters.
  if (o.remove_tracking_params && v.has_query()) return other_changes::more;
  if (o.drop_fragment && v.has_fragment()) return other_changes::more;
  if (v.has_port() || (v.has_authority() && v.path().empty())) return classify_port_and_root(v, o);
  return other_changes::only_case;
}

/// Whether normalizing may still leave `v` as it is although the plan says "more": the
/// options whose edit depends on what the text holds (an IPv6 address that may already be
/// canonical, a query that may already be sorted or hold no tracking parameter).
/// is_normalized() asks the general writer for these.
inline bool more_may_change_nothing(const uri_view& v, const normalize_options& o) noexcept {
  if (o.canonical_ipv6 && v.host_type() == host_type::ipv6) return true;
  if (sort_may_reorder(v, o)) return true;
  return o.remove_tracking_params && v.has_query();  // the plan says "more" for any query
}

/// Whether the normalized form of `v` is its string with scheme and host in lower case,
/// provided it has no '%' and no dot segment (which the caller checks): nothing about its
/// port, empty path, query or fragment changes.
URIKIT_ALWAYS_INLINE bool only_case_changes(const uri_view& v,
                                                         const normalize_options& o) noexcept {
  return classify_changes(v, o) == other_changes::only_case;
}

/// Writes the scheme and host of `v` (whose text is `in`) in lower case at their places in
/// `out`, a copy of `in` up to the path.
void lower_scheme_and_host(char* out, std::string_view in, const uri_view& v) noexcept;

/// The text of `v`, or `text` (a copy of it, the same length, with scheme and host perhaps
/// lowered already), with the authority's end edited as `changes` says (drops_port(),
/// adds_root(); nothing for only_case), into `out`; then scheme and host lowered when `lower`.
void write_with_edits(std::string& out, std::string_view text, const uri_view& v, other_changes changes,
                      bool lower);
/// The same at `out`, which has room for v.string().size() + 1 bytes (the root); returns
/// the end. For normalize_to()'s shortcut.
char* write_edits_at(char* out, std::string_view text, const uri_view& v, other_changes changes,
                     bool lower) noexcept;

/// Whether the triplet at `s` (well formed: the parser checked) is as normalizing writes it:
/// hex digits in upper case (§6.2.2.1) and an octet that stays encoded (§6.2.2.2: all but
/// the unreserved ones; with `decode_dots` off, '.' stays too).
inline bool triplet_is_normal(const unsigned char* s, bool decode_dots) noexcept {
  if ((s[1] >= 'a' && s[1] <= 'f') || (s[2] >= 'a' && s[2] <= 'f')) return false;
  const unsigned char octet = decode_triplet(s);
  return !charsets::unreserved.contains(octet) || (!decode_dots && octet == '.');
}

/// Whether the '%' at in[at] of `v` (whose text is `in`) leaves the plan's fast cases
/// exact: its triplet is normal (an encoded '.' counted out: it may make a dot segment)
/// and it is not in the host, which the fast cases lower as a whole.
inline bool percent_stays(const uri_view& v, std::string_view in, std::size_t at) noexcept {
  if (v.has_authority()) {
    const std::size_t host_begin = static_cast<std::size_t>(v.host()->data() - in.data());
    if (at >= host_begin && at < host_begin + v.host()->size()) return false;
  }
  return triplet_is_normal(reinterpret_cast<const unsigned char*>(in.data()) + at, true);
}

/// Whether every '%' of `v` stays (percent_stays()), found by searching its text. Out of
/// line, like the next.
bool percents_stay(const uri_view& v) noexcept;

/// Whether normalizing changes a '%' of `v` (it has one that does not stay): the text
/// search of the copy cases without a kernel's masks.
inline bool percents_change(const uri_view& v) noexcept {
  const std::string_view in = v.string();
  return contains_byte(in.data(), in.size(), '%') && !percents_stay(v);
}

/// The position of the lowest set bit of a mask that is not 0.
inline std::size_t lowest_bit(std::uint64_t m) noexcept { return URIKIT_LOWEST_BIT(m); }
#if defined(__SIZEOF_INT128__)
__extension__ inline std::size_t lowest_bit(unsigned __int128 m) noexcept {
  const auto low = static_cast<std::uint64_t>(m);
  return low != 0 ? lowest_bit(low) : 64 + lowest_bit(static_cast<std::uint64_t>(m >> 64));
}
#endif

/// percents_stay() of an input whose '%' a kernel has marked in `percent` (bit j: byte j),
/// bit by bit: no search (a memchr call a '%' cost the generated URLs of the Python
/// benchmark 11 % of normalize). Out of line: the kernels' short paths ask it only for a
/// URI with a '%', and a call inlined there costs every other URI.
template <class Mask>
URIKIT_NOINLINE bool percents_stay_at(const uri_view& v, Mask percent) noexcept {
  const std::string_view in = v.string();
  percent &= (Mask(1) << in.size()) - 1;  // the input's own bytes (fewer than the mask's bits)
  for (; percent != 0; percent &= percent - 1)
    if (!percent_stays(v, in, lowest_bit(percent))) return false;
  return true;
}

/// The bits [0, k) of a word, k < 64.
constexpr std::uint64_t bits_below(std::size_t k) noexcept { return (1ull << k) - 1; }

#if URIKIT_NORMALIZE_WIDE  // (internal_config.hpp)
/// A mask over the bytes of an input of up to 127 bytes (a GCC and Clang extension, absent
/// on 32-bit targets, which then go without the 64-127-byte path).
__extension__ typedef unsigned __int128 mask128;
#endif

/// For an input of at most 63 (Mask = std::uint64_t) or 127 (Mask = mask128) bytes whose
/// '%', '/', '.' and '&' are marked in bit masks (bit j: byte j): whether it has a '%' that
/// does not stay (percent_stays()) or a dot segment, or, when sort_query is on, a query with
/// more than one parameter. Such inputs leave the short paths.
template <class Mask>
inline bool short_path_refuses(const uri_view& v, const normalize_options& o, Mask percent, Mask slash,
                               Mask dot, Mask amp) noexcept {
  const Mask one = 1;
  const auto below = [](std::size_t k) { return (Mask(1) << k) - 1; };  // k < the mask's width
  // A dot segment: "." or ".." between a segment's start and its end (§3.3).
  const std::size_t pb = v.path().data() - v.string().data(), pe = pb + v.path().size();
  const Mask path = below(pe) & ~below(pb);
  const Mask starting_dot = dot & ((slash << 1) | (one << pb)) & path;  // begins a segment
  if (URIKIT_UNLIKELY(percent != 0) && !percents_stay_at(v, percent)) return true;  // most URIs have no '%'
  if (starting_dot != 0) {  // most paths have none: the segments' ends only matter then
    const Mask end_at_next = (slash >> 1) | (pe > 0 ? one << (pe - 1) : 0);  // j + 1 ends it
    const Mask end_after_next = (slash >> 2) | (pe > 1 ? one << (pe - 2) : 0);
    if ((starting_dot & (end_at_next | ((dot >> 1) & (path >> 1) & end_after_next))) != 0) return true;
  }
  if (reads_ampersands(o) && v.has_query()) {
    const std::size_t qb = v.query()->data() - v.string().data();
    if ((amp >> qb) & below(v.query()->size())) return true;
  }
  return false;
}

}  // namespace urikit::detail

#endif
