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

#include <urikit/charset.hpp>

#include "../scan_export.hpp"
#include "../swar.hpp"

namespace urikit::detail {
namespace {

// The classes the shortcut reads with the scan kernels (scan_export.hpp).
constexpr charset plain_host = charsets::alpha | charsets::digit | charset("-.");
constexpr charset plain_path = charset::range(0x21, 0x7E) - charset("%?#");  // no escape to undo or make
constexpr charset plain_rest = charset::range(0x21, 0x7E) - charset("%");

std::size_t skip(std::string_view in, std::size_t i, const charset& set) noexcept {
  return skip_run_exported(reinterpret_cast<const unsigned char*>(in.data()), i, in.size(), set);
}

/// Whether `path` has a '/' followed by '.' or '/' (a pair the exact check below must
/// see), eight pairs a step where it can.
bool has_slash_pair(std::string_view path) noexcept {
  const std::size_t n = path.size();
  std::size_t i = 0;
#if URIKIT_SWAR
  for (; i + 9 <= n; i += 8) {
    const std::uint64_t a = swar::load8(path.data() + i), b = swar::load8(path.data() + i + 1);
    const std::uint64_t slash = swar::zero_bytes(a ^ swar::broadcast('/'));
    const std::uint64_t next = swar::zero_bytes(b ^ swar::broadcast('.')) | swar::zero_bytes(b ^ swar::broadcast('/'));
    if ((slash & next) != 0) return true;
  }
#endif
  for (; i + 1 < n; ++i)
    if (path[i] == '/' && (path[i + 1] == '.' || path[i + 1] == '/')) return true;
  return false;
}

/// Whether normalizePath() returns `path` (empty, or from a '/' on) as it is: no "." or
/// ".." segment, no empty segment before the last. An empty path becomes "/", which the
/// caller writes.
bool path_is_normal(std::string_view path) noexcept {
  if (!has_slash_pair(path)) return true;  // most paths
  const std::size_t n = path.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (path[i] != '/' || i + 1 == n) continue;
    std::size_t end = i + 1;  // the next segment's start
    if (path[end] == '/') return false;
    if (path[end] != '.') continue;
    ++end;
    if (end != n && path[end] == '.') ++end;  // ".."
    if (end == n || path[end] == '/') return false;
  }
  return true;
}

/// Writes `host` in lower case at `out`; false when it is no plain host: empty, longer
/// than 255 bytes, with a leading, trailing or doubled '.', or of digits and dots only
/// (an IPv4 form of attemptIPFormats() could match).
bool lower_plain_host(std::string_view host, char* out) noexcept {
  const std::size_t n = host.size();
  if (n == 0 || n > 255 || host.front() == '.' || host.back() == '.') return false;
  bool letter = false, doubled_dot = false;  // plain_host: a letter or '-' is no digit or dot
  std::size_t i = 0;
#if URIKIT_SWAR
  std::uint64_t letters = 0, doubled = 0;
  for (; i + 9 <= n; i += 8) {
    const std::uint64_t a = swar::load8(host.data() + i), b = swar::load8(host.data() + i + 1);
    // Bytes are below 0x80: adding 0x46 sets bit 7 from ':' (past '9') on, and never carries.
    letters |= ((a + swar::broadcast(0x80 - ':')) & swar::highs) | swar::zero_bytes(a ^ swar::broadcast('-'));
    doubled |= swar::zero_bytes(a ^ swar::broadcast('.')) & swar::zero_bytes(b ^ swar::broadcast('.'));
  }
  letter = letters != 0;
  doubled_dot = doubled != 0;
#endif
  for (; i < n; ++i) {
    letter |= host[i] > '9' || host[i] == '-';
    doubled_dot |= host[i] == '.' && i + 1 < n && host[i + 1] == '.';
  }
  swar::copy_lower(out, host.data(), n);
  return letter && !doubled_dot;
}

void lower_in_place(std::string& s, std::size_t from) noexcept {
  swar::copy_lower(s.data() + from, s.data() + from, s.size() - from);
}

}  // namespace

bool handy_plain_shortcut(std::string_view in, handy_canonicalizer canonicalizer, const handy_step_options& steps,
                          const handy_write_options& write, std::string& out) {
  // A scheme of lower-case letters and "//" (http, https, ftp, file, ...): every step reads
  // them alike, but dns: (no "//" written, no www prefix stripped).
  std::size_t colon = 0;
  while (colon < in.size() && in[colon] >= 'a' && in[colon] <= 'z') ++colon;
  if (colon == 0 || in.substr(colon, 3) != "://" || in.substr(0, colon) == "dns") return false;
  const std::size_t host_begin = colon + 3;
  const std::size_t host_end = skip(in, host_begin, plain_host);
  const std::string_view host = in.substr(host_begin, host_end - host_begin);
  char lowered[255];  // Python's hostname, and Google's and IA's steps: lower case
  if (!lower_plain_host(host, lowered)) return false;
  const std::size_t path_end = skip(in, host_end, plain_path);
  if (path_end != in.size() && in[path_end] != '?' && in[path_end] != '#') return false;  // '%', a byte to escape
  if (host_end != path_end && in[host_end] != '/') return false;  // ':' or '@' after the host
  const std::string_view path = in.substr(host_end, path_end - host_end);
  if (!path_is_normal(path) || (path_end != in.size() && skip(in, path_end, plain_rest) != in.size())) return false;
  std::string_view query;
  if (path_end != in.size() && in[path_end] == '?') {
    const std::size_t hash = in.find('#', path_end + 1);
    query = in.substr(path_end + 1, (hash == std::string_view::npos ? in.size() : hash) - path_end - 1);
  }
  // handyurl.parse(): a URL that ends with '?' and keeps no query writes the '?' back.
  const bool last_delimiter = in.back() == '?' && query.empty();
  const bool ia = canonicalizer == handy_canonicalizer::ia;
  std::string_view key_host(lowered, host.size());
  if (ia && steps.host_massage) key_host.remove_prefix(www_prefix_length(key_host));

  // Scheme, host and path written at once: at most "(", ",)" and "/" more than the input.
  out.resize(in.size() + 4);
  char* p = out.data();
  if (write.with_scheme) {
    p = std::copy(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(colon) + 3, p);  // "http://"
    if (write.surt) *p++ = '(';
  }
  if (write.surt) {
    p = write_host_surt(p, key_host, write.reverse_ipaddr);
    if (write.trailing_comma) *p++ = ',';
    *p++ = ')';
  } else {
    p = std::copy(key_host.begin(), key_host.end(), p);
  }
  const std::size_t path_at = static_cast<std::size_t>(p - out.data());
  if (path.empty()) *p++ = '/';  // normalizePath(None)
  else if (ia) p = swar::copy_lower(p, path.data(), path.size());  // ia_canonicalize_path(): lower case
  else p = std::copy(path.begin(), path.end(), p);
  out.resize(static_cast<std::size_t>(p - out.data()));
  if (ia) {  // ia_canonicalize_path(): session ids, the trailing '/'
    if (std::string_view(out).find(".aspx", path_at) != std::string_view::npos) {  // in lower case now
      std::string ia_path = out.substr(path_at);
      handy::strip_path_session_id(ia_path);
      out.replace(path_at, std::string::npos, ia_path);
    }
    if (out.size() - path_at > 1 && out.back() == '/') out.pop_back();
  }
  if (!query.empty()) {
    if (!ia) {
      out += '?';
      out.append(query);
    } else {  // ia_canonicalize_query()
      std::string ia_query(query);
      handy::strip_query_session_id(ia_query);
      lower_in_place(ia_query, 0);
      handy::alpha_reorder_query(ia_query);
      if (!ia_query.empty()) out.append(1, '?').append(ia_query);
    }
  }
  if (last_delimiter && !ia) out += '?';  // IA drops it with the empty query
  return true;
}

}  // namespace urikit::detail
