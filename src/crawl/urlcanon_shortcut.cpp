// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The plain-link shortcut of urlcanon's canonicalizers (urlcanon_canon.hpp). A plain link
// is "http://" or "https://", a DNS name, and a path, query and fragment of printable ASCII
// without '%' and without the bytes any step encodes.
// Why each step of urlcanon_canon.cpp keeps such a link, in the order of the steps:
// - parse_url(): no junk at either end, a lower-case scheme, "//", an authority that is the
//   host alone (no '@', ':' or '\'), a path up to '?' or '#';
// - no TAB/CR/LF to remove, no port to elide, no userinfo to clean up or remove, "//" kept;
// - no '%' to decode (once in the host, repeatedly in semantic), and no number form of
//   parse_ipv4() for a last label that starts with a letter, so no IP address to rewrite;
// - idna.encode() of a name whose labels are letters, digits and '-' (1-63 bytes, no '-' at
//   either end, no "--" at the third byte, so no "xn--") lower-cases it and nothing more;
//   fix_host_dots() finds no empty label;
// - no byte of any encode set (PATH_ENCODE_RE, QUERY_ENCODE_RE, the LESS_DUMB and GOOGLE
//   sets), no '\' to fix, a path from '/' or empty ("/" then), no "." or ".." segment and no
//   "//" (plain_path.hpp);
// - less_dumb_pct_recode_query() re-encodes only a second '=' in an argument: declined;
// - what is left: the host lower-cased, the query sorted (semantic ones), the fragment
//   dropped (semantic and aggressive);
// - aggressive: its own steps on those pieces (urlcanon_append_aggressive()).
// test/unit/crawl_shortcut_test.cpp compares this with the general path on every input.
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include <urikit/charset.hpp>

#include "../string_write.hpp"
#include "../swar.hpp"
#include "link_bits.hpp"
#include "plain_path.hpp"
#include "urlcanon_canon.hpp"

namespace urikit::detail {
namespace {

// The classes the plain-link test reads, each as a bit mask of the whole link (link_bits.hpp).
constexpr charset plain_host = charsets::alpha | charsets::digit | charset("-.");
// Printable ASCII but '%' (decoded by the semantic steps) and '\' (fix_backslashes()), less
// PATH_ENCODE_RE's "\"<>`{}"; '?' and '#' end the path.
constexpr charset plain_path = charset::range(0x21, 0x7E) - charset("%\\\"<>`{}?#");
// Less QUERY_ENCODE_RE's "\"<>" and '%'; '#' ends the query.
constexpr charset plain_query = charset::range(0x21, 0x7E) - charset("%\"<>#");
// Less GOOGLE_PCT_ENCODE_RE's "#%" (semantic_precise keeps the fragment).
constexpr charset plain_fragment = charset::range(0x21, 0x7E) - charset("%#");
constexpr charset dot("."), dash("-"), slash("/");
enum link_class : std::size_t {
  host_byte, path_byte, query_byte, fragment_byte, dot_byte, dash_byte, slash_byte, class_count
};
constexpr const charset* link_classes[class_count] = {&plain_host, &plain_path, &plain_query, &plain_fragment,
                                                      &dot,        &dash,       &slash};
using urlcanon_link_bits = link_bits<class_count>;

/// Whether idna.encode(host, uts46=True) is the host lower-cased and parse_ipv4() reads no
/// address in it, for a host of plain_host bytes at in[b, e): labels of 1-63 bytes without
/// '-' at either end or "--" at the third byte, at most 253 bytes in all, the last starting
/// with a letter.
bool plain_dns_name(std::string_view in, const urlcanon_link_bits& bits, std::size_t b, std::size_t e) noexcept {
  const std::string_view host = in.substr(b, e - b);
  if (host.empty() || host.size() > 253 || host.front() == '.' || host.front() == '-' || host.back() == '.' ||
      host.back() == '-')
    return false;
  // An empty label is "..", a '-' at a label's end "-." or ".-".
  if (bits.any_pair(dot_byte, dot_byte, b, e - 1) || bits.any_pair(dash_byte, dot_byte, b, e - 1) ||
      bits.any_pair(dot_byte, dash_byte, b, e - 1))
    return false;
  const std::size_t last_dot = bits.last_inside(dot_byte, b, e);
  if (!charsets::alpha.contains(in[last_dot == std::string_view::npos ? b : last_dot + 1])) return false;
  if (host.size() <= 63 && !bits.any_pair(dash_byte, dash_byte, b, e - 1)) return true;
  for (std::size_t start = 0; start < host.size();) {  // each label's length and third byte
    const std::size_t end = std::min(host.find('.', start), host.size());
    if (end - start > 63 || (end - start >= 4 && host[start + 2] == '-' && host[start + 3] == '-')) return false;
    start = end + 1;
  }
  return true;
}

/// Whether less_dumb_pct_recode_query() gives the query back: no argument holds a second
/// '=' (the value, split at the first, would have it encoded as %3D).
bool recodes_to_itself(std::string_view query) noexcept {
  unsigned equals = 0;  // in the current argument, counted without a branch a byte
  bool second = false;
  for (char c : query) {
    equals = c == '&' ? 0 : equals + (c == '=');
    second |= equals > 1;
  }
  return !second;
}

}  // namespace

bool urlcanon_plain_shortcut(std::string_view in, urlcanon_canonicalizer which, std::string& out) {
  if (in.size() > longest_plain_link) return false;
  std::size_t host_begin;
  if (in.substr(0, 7) == "http://") host_begin = 7;
  else if (in.substr(0, 8) == "https://") host_begin = 8;
  else return false;
  const std::size_t n = in.size();
  const urlcanon_link_bits bits(in, link_classes);
  const std::size_t host_end = bits.first_outside(host_byte, host_begin);
  const std::size_t path_end = bits.first_outside(path_byte, host_end);
  if (host_end != path_end && in[host_end] != '/') return false;  // '@', ':', '\', a byte to encode
  if (path_end != n && in[path_end] != '?' && in[path_end] != '#') return false;
  if (!plain_dns_name(in, bits, host_begin, host_end)) return false;
  const std::string_view host = in.substr(host_begin, host_end - host_begin);
  const std::string_view path = in.substr(host_end, path_end - host_end);
  // A dot or empty segment needs a '/' before a '.' or a '/'; most paths have neither.
  if ((bits.any_pair(slash_byte, dot_byte, host_end, path_end - 1) ||
       bits.any_pair(slash_byte, slash_byte, host_end, path_end - 1)) &&
      !path_is_normal(path))
    return false;
  std::size_t query_end = path_end;
  if (path_end != n && in[path_end] == '?') {
    query_end = bits.first_outside(query_byte, path_end + 1);
    if (query_end != n && in[query_end] != '#') return false;
  }
  if (query_end != n && bits.first_outside(fragment_byte, query_end + 1) != n) return false;
  const bool has_query = query_end != path_end;
  const std::string_view query = has_query ? in.substr(path_end + 1, query_end - path_end - 1) : std::string_view();
  const bool whatwg = which == urlcanon_canonicalizer::whatwg;
  if (!whatwg && !recodes_to_itself(query)) return false;

  out.clear();  // the general path replaces what `out` held: so does this
  if (which == urlcanon_canonicalizer::aggressive) {
    urlcanon_append_aggressive(out, in.substr(host_begin, path_end - host_begin), host.size(), query);
    return true;
  }
  // "http://" or "https://", then the host lowered (idna.encode()) as it is copied: lowered
  // on the stack and then appended, the copy's wide loads waited for the lowering's word
  // stores (store forwarding fails).
  out.append(in.data(), host_begin);
  append_written(out, host.size(), [&](char* at) noexcept { return swar::copy_lower(at, host.data(), host.size()); });
  if (path.empty()) out += '/';                         // empty_path_to_slash()
  else out.append(path);
  if (has_query) {
    out += '?';
    if (whatwg) out.append(query);
    else urlcanon_append_sorted_query(out, query);  // alpha_reorder_query()
  }
  const bool keeps_fragment = whatwg || which == urlcanon_canonicalizer::semantic_precise;
  if (query_end != n && keeps_fragment) out.append(in.substr(query_end));  // "#..."
  return true;
}

}  // namespace urikit::detail
