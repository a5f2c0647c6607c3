// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The plain-link shortcut of the google and ia profiles and of surt() (handy_shortcut.hpp).
// Why each general step changes nothing on a plain link, in the order of the steps:
// - parse: no whitespace to strip, no TAB/CR/LF, a scheme, no "http://" to fold (the host
//   has no ':'), no userinfo or port; the host is lower-cased as Python's `hostname` is;
// - Google: the fragment goes; without '%' nothing unescapes, and escape_once() finds no
//   byte outside 0x21..0x7E and no '#' or '%'; an ASCII host needs no IDNA, has no ".." to
//   replace or '.' to strip, and with a letter or '-' it is no IP address; normalizePath()
//   returns a path without dot segments or inner empty segments as it is ("/" for none);
// - IA: the shared steps, on the pieces.
// test/unit/crawl_shortcut_test.cpp compares this with the general path on every input.
#include "handy_shortcut.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include <urikit/charset.hpp>

#include "../scan_export.hpp"
#include "../string_write.hpp"
#include "../swar.hpp"
#include "../thread_scratch.hpp"
#include "link_bits.hpp"
#include "plain_path.hpp"

namespace urikit::detail {
namespace {

// The classes the plain-link test reads, each as a bit mask of the whole link (one
// classify_exported() call, a vector scan): lower-case scheme letters, plain_host,
// plain_path (no escape to undo or make), plain_rest, capitals, and the bytes the rules look
// for.
constexpr charset lower_letters = charset::range('a', 'z');
constexpr charset plain_host = charsets::alpha | charsets::digit | charset("-.");
constexpr charset plain_path = charset::range(0x21, 0x7E) - charset("%?#");
constexpr charset plain_rest = charset::range(0x21, 0x7E) - charset("%");
constexpr charset capitals = charset::range('A', 'Z');
constexpr charset dot("."), slash("/"), letter_a("aA");
enum link_class : std::size_t {
  scheme_byte, host_byte, path_byte, rest_byte, capital_byte, dot_byte, slash_byte, a_byte, class_count
};
constexpr const charset* link_classes[class_count] = {&lower_letters, &plain_host, &plain_path, &plain_rest,
                                                      &capitals,      &dot,        &slash,      &letter_a};
using handy_link_bits = link_bits<class_count>;

/// Whether in[b, e) holds ".aspx" in any case (IA strips session ids from such paths), read
/// from the dots followed by an 'a': most paths have none (one test, well predicted; a walk
/// over every dot was not).
bool has_aspx(std::string_view in, const handy_link_bits& bits, std::size_t b, std::size_t e) noexcept {
  if (e < b + 5 || !bits.any_pair(dot_byte, a_byte, b, e - 4)) return false;
  for (std::size_t at = bits.first_inside(dot_byte, b); at + 5 <= e; at = bits.first_inside(dot_byte, at + 1))
    if (aspx_at(in.data() + at + 1)) return true;
  return false;
}

}  // namespace

bool handy_plain_shortcut(std::string_view link, handy_canonicalizer canonicalizer, const handy_step_options& steps,
                          const handy_write_options& write, std::string& out) {
  if (link.size() > longest_plain_link) return false;
  // The link where the block moves below may read past its pieces (swar::block_slack).
  char padded[longest_plain_link + swar::block_slack];
  std::copy_n(link.data(), link.size(), padded);  // not memcpy: an empty link may have no data
  std::memset(padded + link.size(), 0, swar::block_slack);  // read, never kept: defined all the same
  const std::string_view in(padded, link.size());
  const std::size_t n = in.size();
  // Classified from the link itself, not the copy: the classifier's wide loads would wait
  // for the copy's narrower stores (store forwarding fails), a tenth of google's time.
  const handy_link_bits bits(link, link_classes);
  // A scheme of lower-case letters and "//" (http, https, ftp, file, ...): every step reads
  // them alike, but dns: (no "//" written, no www prefix stripped).
  const std::size_t colon = bits.first_outside(scheme_byte, 0);
  if (colon == 0 || in.substr(colon, 3) != "://" || in.substr(0, colon) == "dns") return false;
  // A plain host: not empty, at most 255 bytes, no leading, trailing or doubled '.', and a
  // letter (of digits, dots and '-' only, an IPv4 form of attemptIPFormats() could match).
  const std::size_t host_begin = colon + 3;
  const std::size_t host_end = bits.first_outside(host_byte, host_begin);
  const bool capital = bits.any(capital_byte, host_begin, host_end);
  if (host_end == host_begin || host_end - host_begin > 255 || in[host_begin] == '.' || in[host_end - 1] == '.' ||
      !(capital || bits.any(scheme_byte, host_begin, host_end)) ||
      bits.any_pair(dot_byte, dot_byte, host_begin, host_end - 1))
    return false;
  std::string_view host = in.substr(host_begin, host_end - host_begin);
  char lowered[255 + swar::block_slack];  // Python's hostname, and Google's and IA's steps: lower case
  if (capital) {
    swar::copy_lower(lowered, host.data(), host.size());
    std::memset(lowered + host.size(), 0, swar::block_slack);
    host = std::string_view(lowered, host.size());
  }
  const std::size_t path_end = bits.first_outside(path_byte, host_end);
  if (path_end != n && in[path_end] != '?' && in[path_end] != '#') return false;  // '%', a byte to escape
  if (host_end != path_end && in[host_end] != '/') return false;  // ':' or '@' after the host
  const std::string_view path = in.substr(host_end, path_end - host_end);
  // Most paths have no '/' before a '.' or a '/', the pairs a dot or empty segment needs.
  if ((bits.any_pair(slash_byte, dot_byte, host_end, path_end - 1) ||
       bits.any_pair(slash_byte, slash_byte, host_end, path_end - 1)) &&
      !path_is_normal(path))
    return false;
  if (path_end != n && bits.first_outside(rest_byte, path_end) != n) return false;
  std::string_view query;
  if (path_end != n && in[path_end] == '?')
    query = in.substr(path_end + 1, std::min(in.find('#', path_end + 1), n) - path_end - 1);
  // handyurl.parse(): a URL that ends with '?' and keeps no query writes the '?' back.
  const bool last_delimiter = in.back() == '?' && query.empty();
  const bool ia = canonicalizer == handy_canonicalizer::ia;
  std::string_view key_host = host;
  if (ia && steps.host_massage) key_host.remove_prefix(www_prefix_length(key_host));
  const std::size_t key_host_begin = host_end - key_host.size();
  // ia_canonicalize_path(): session ids, in .aspx paths only; then the trailing '/' goes,
  // here without a branch (whether a path ends in '/' is a coin toss from link to link).
  const bool aspx = ia && has_aspx(in, bits, host_end, path_end);
  const bool ends_in_slash = in[path_end - 1] == '/';  // (the host's last byte for an empty path)
  const std::size_t trailing_slash = ia & !aspx & (path.size() > 1) & ends_in_slash;

  // Scheme, host and path, at most "(", ",)" and "/" more than the input, written straight
  // into `out` in whole blocks (each may write past its piece, into what the next piece
  // writes). Not on the stack and then copied: the copy's wide loads would wait for the
  // blocks' narrower stores (store forwarding fails), about a tenth of surt's time.
  out.clear();  // replaced, as the general path replaces it
  std::size_t path_at = 0;  // the path's place in `out`
  append_written(out, n + 4 + swar::block_slack, [&](char* const key) noexcept {
    char* p = key;
    if (write.with_scheme) {
      swar::copy_blocks(p, in.data(), host_begin);  // "http://"
      p += host_begin;
      if (write.surt) *p++ = '(';
    }
    if (write.surt) {
      if (write.reverse_ipaddr && key_host.size() <= 64) {  // no IP form to keep; the dots from the masks
        const std::uint64_t dots = bits.bits_from(dot_byte, key_host_begin);
        const std::size_t size = key_host.size();
        // The scan kernel's reversed labels (key_host is in lower case, padded past its end).
        p = reverse_labels_exported(p, nullptr, key_host.data(), size,
                                    size == 64 ? dots : dots & ((std::uint64_t{1} << size) - 1), false, ',',
                                    size + swar::block_slack);
      } else {
        p = write_host_surt(p, key_host, write.reverse_ipaddr);
      }
      if (write.trailing_comma) *p++ = ',';
      *p++ = ')';
    } else {
      swar::copy_blocks(p, key_host.data(), key_host.size());
      p += key_host.size();
    }
    path_at = static_cast<std::size_t>(p - key);
    if (path.empty()) {
      *p++ = '/';  // normalizePath(None)
    } else if (ia) {
      p = swar::copy_lower_blocks(p, path.data(), path.size()) - trailing_slash;  // lower case
    } else {
      swar::copy_blocks(p, path.data(), path.size());
      p += path.size();
    }
    return p;
  });
  if (aspx) {  // which only removes bytes
    std::string ia_path(out, path_at);
    handy::strip_path_session_id(ia_path);
    out.replace(path_at, std::string::npos, ia_path);
    if (out.size() - path_at > 1 && out.back() == '/') out.pop_back();
  }
  if (!query.empty()) {
    if (!ia) {
      out += '?';
      out.append(query);
    } else {  // ia_canonicalize_query(), in a per-thread string (no allocation per query)
      std::string& ia_query = thread_scratch<struct ia_query_site>();
      scratch_release release(ia_query);
      ia_query.assign(query);
      handy::ia_query_key(ia_query);
      if (!ia_query.empty()) out.append(1, '?').append(ia_query);
    }
  }
  if (last_delimiter && !ia) out += '?';  // IA drops it with the empty query
  return true;
}

}  // namespace urikit::detail
