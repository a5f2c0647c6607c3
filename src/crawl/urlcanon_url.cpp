// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urlcanon 0.3's parse.py, its regular expressions worked out by hand (all DOTALL):
//   URL:       ([a-zA-Z][^:]*:)? pathish=[^?#]* (?query=[^#]*)? (#fragment=.*)?
//   special:   slashes=[/\\\r\n\t]* authority=[^/\\]* path=([/\\].*)?
//   other:     slashes=[\r\n\t]*(/[\r\n\t]*){2} authority=[^/]* path=(/.*)?   (else all path)
//   file:      slashes=[\r\n\t]*([/\\][\r\n\t]*){2} host=[^/\\]* path=([/\\].*)?
//   authority: ((user=[^:]*)(:password=.*)?@)? host=(\[[^]]*\]|[^:]*) (:port=.*)?
#include "urlcanon_url.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>
#include <algorithm>

#include "find_byte.hpp"

namespace urikit::detail {
namespace urlcanon_parse {

bool is_junk(char c) noexcept { return static_cast<unsigned char>(c) <= 0x20; }
bool is_tab_newline(char c) noexcept { return c == '\t' || c == '\n' || c == '\r'; }
bool is_alpha(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string clean_scheme(std::string_view scheme) {
  std::string s;
  for (char c : scheme) {
    if (is_tab_newline(c)) continue;
    s += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
  }
  return s;
}

// [\r\n\t]*(?:S[\r\n\t]*){2} where S is '/' (or '/' and '\\'); the length, or npos.
std::size_t two_slashes(std::string_view s, bool backslash_too) {
  std::size_t i = 0;
  while (i < s.size() && is_tab_newline(s[i])) ++i;
  for (int k = 0; k < 2; ++k) {
    if (i >= s.size() || !(s[i] == '/' || (backslash_too && s[i] == '\\'))) return std::string_view::npos;
    ++i;
    while (i < s.size() && is_tab_newline(s[i])) ++i;
  }
  return i;
}

void parse_authority(std::string_view a, urlcanon_url& url) {
  const std::size_t colon = a.find(':');
  std::size_t at = std::string_view::npos;
  if (colon != std::string_view::npos) {
    const std::size_t last_at = a.rfind('@');
    if (last_at != std::string_view::npos && last_at > colon) {  // user:password@ (password to the last '@')
      url.username = a.substr(0, colon);
      url.colon_before_password = a.substr(colon, 1);
      url.password = a.substr(colon + 1, last_at - colon - 1);
      at = last_at;
    }
  }
  if (at == std::string_view::npos) {  // user@, the user up to the last '@' before any ':'
    const std::size_t last_at = a.substr(0, colon).rfind('@');
    if (last_at != std::string_view::npos) {
      url.username = a.substr(0, last_at);
      at = last_at;
    }
  }
  std::string_view rest = a;
  if (at != std::string_view::npos) {
    url.at_sign = a.substr(at, 1);
    rest = a.substr(at + 1);
  }
  std::size_t host_end = std::string_view::npos;
  if (!rest.empty() && rest[0] == '[') {
    const std::size_t close = rest.find(']');
    if (close != std::string_view::npos && (close + 1 == rest.size() || rest[close + 1] == ':')) host_end = close + 1;
  }
  if (host_end == std::string_view::npos) host_end = std::min(rest.find(':'), rest.size());
  url.host = rest.substr(0, host_end);
  if (host_end < rest.size()) {
    url.colon_before_port = rest.substr(host_end, 1);
    url.port = rest.substr(host_end + 1);
  }
}

void parse_pathish(std::string_view p, urlcanon_url& url) {
  const std::string scheme = clean_scheme(url.scheme);
  if (scheme == "file") {
    const std::size_t n = two_slashes(p, true);
    if (n == std::string_view::npos) {
      url.path = p;
      return;
    }
    url.slashes = p.substr(0, n);
    const std::size_t end = find_byte_or_end(p, n, '/', '\\');
    url.host = p.substr(n, end - n);
    url.path = p.substr(end);
    return;
  }
  const bool special = scheme == "ftp" || scheme == "gopher" || scheme == "http" || scheme == "https" ||
                       scheme == "ws" || scheme == "wss";
  std::size_t n = 0;
  if (special) {
    while (n < p.size() && (p[n] == '/' || p[n] == '\\' || is_tab_newline(p[n]))) ++n;
  } else {
    n = two_slashes(p, false);
    if (n == std::string_view::npos) {
      url.path = p;
      return;
    }
  }
  url.slashes = p.substr(0, n);
  const std::size_t end = special ? find_byte_or_end(p, n, '/', '\\') : find_byte_or_end(p, n, '/');
  url.path = p.substr(end);
  parse_authority(p.substr(n, end - n), url);
}

// Python's int(text, base) on bytes: optional ASCII whitespace around, a sign, digits with
// single '_' between them. false where it raises.
bool python_int(std::string_view s, unsigned base, long double& out) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; };
  std::size_t b = 0, e = s.size();
  while (b < e && space(s[b])) ++b;
  while (e > b && space(s[e - 1])) --e;
  bool negative = false;
  if (b < e && (s[b] == '+' || s[b] == '-')) negative = s[b++] == '-';
  if (b == e) return false;
  // int(text, 16) and int(text, 8) take the literal's prefix too ("0x1f", "0o17"), and an
  // underscore right after it ("0x_1f").
  bool previous_digit = false;
  if (e - b >= 2 && s[b] == '0') {
    const char p = s[b + 1];
    if ((base == 16 && (p == 'x' || p == 'X')) || (base == 8 && (p == 'o' || p == 'O'))) {
      b += 2;
      previous_digit = true;
      if (b == e) return false;
    }
  }
  long double v = 0;
  for (std::size_t i = b; i < e; ++i) {
    const char c = s[i];
    if (c == '_') {
      if (!previous_digit || i + 1 == e) return false;
      previous_digit = false;
      continue;
    }
    unsigned d;
    if (c >= '0' && c <= '9') d = static_cast<unsigned>(c - '0');
    else if (c >= 'a' && c <= 'z') d = static_cast<unsigned>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'Z') d = static_cast<unsigned>(c - 'A' + 10);
    else return false;
    if (d >= base) return false;
    v = v * base + d;
    previous_digit = true;
  }
  out = negative ? -v : v;
  return true;
}

// parse_ipv4()._parse_num()
bool parse_num(std::string_view s, long double& out) {
  if (s.size() >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    if (s.size() >= 3) return python_int(s.substr(2), 16, out);
    out = 0;
    return true;
  }
  if (s.size() >= 2 && s[0] == '0') return python_int(s.substr(1), 8, out);
  if (s.empty()) {
    out = 0;
    return true;
  }
  return python_int(s, 10, out);
}

}  // namespace urlcanon_parse
using namespace urlcanon_parse;

urlcanon_url parse_urlcanon_url(std::string_view s) {
  urlcanon_url url;
  std::size_t b = 0, e = s.size();
  while (b < e && is_junk(s[b])) ++b;
  while (e > b && is_junk(s[e - 1])) --e;
  url.leading_junk = s.substr(0, b);
  url.trailing_junk = s.substr(e);
  std::string_view t = s.substr(b, e - b);
  if (!t.empty() && is_alpha(t[0])) {
    const std::size_t colon = t.find(':');
    if (colon != std::string_view::npos) {
      url.scheme = t.substr(0, colon);
      url.colon_after_scheme = t.substr(colon, 1);
      t.remove_prefix(colon + 1);
    }
  }
  const std::size_t pathish_end = find_byte_or_end(t, 0, '?', '#');
  std::string_view pathish = t.substr(0, pathish_end);
  t.remove_prefix(pathish_end);
  if (!t.empty() && t[0] == '?') {
    const std::size_t hash = std::min(t.find('#'), t.size());
    url.question_mark = t.substr(0, 1);
    url.query = t.substr(1, hash - 1);
    t.remove_prefix(hash);
  }
  if (!t.empty()) {
    url.hash_sign = t.substr(0, 1);
    url.fragment = t.substr(1);
  }
  if (!pathish.empty()) parse_pathish(pathish, url);
  return url;
}

bool urlcanon_parse_ipv4(std::string_view host, std::int64_t& address) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t dot = host.find('.', start);
    parts.push_back(host.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start));
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  if (parts.back().empty()) parts.pop_back();
  if (parts.empty() || parts.size() > 4) return false;  // parts[0] of an empty list raises: None
  long double v[4] = {0, 0, 0, 0};
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (!parse_num(parts[i], v[i])) return false;
  long double ip = 0;
  const long double two24 = 16777216.0L, two16 = 65536.0L, two8 = 256.0L;
  switch (parts.size()) {
    case 1: ip = v[0]; break;
    case 2:
      if (v[1] >= two24) return false;
      ip = v[0] * two24 + v[1];
      break;
    case 3:
      if (v[1] >= two8 || v[2] >= two16) return false;
      ip = v[0] * two24 + v[1] * two16 + v[2];
      break;
    default:
      if (v[1] >= two8 || v[2] >= two8 || v[3] >= two8) return false;
      ip = v[0] * two24 + v[1] * two16 + v[2] * two8 + v[3];
  }
  if (ip >= two24 * two8) return false;
  address = ip < 0 ? -1 : static_cast<std::int64_t>(ip);
  return true;
}

bool urlcanon_ipv4_truthy(std::string_view host) {
  std::int64_t address = 0;
  return urlcanon_parse_ipv4(host, address) && address != 0;
}

std::string urlcanon_reverse_host(std::string_view host, bool trailing_comma) {
  std::string out;
  out.reserve(host.size() + 1);
  std::size_t end = host.size();
  for (;;) {
    const std::size_t dot = end == 0 ? std::string_view::npos : host.rfind('.', end - 1);
    const std::size_t start = dot == std::string_view::npos ? 0 : dot + 1;
    for (std::size_t i = start; i < end; ++i) out += host[i] == ',' ? '.' : host[i];
    if (dot == std::string_view::npos) break;
    out += ',';
    end = dot;
  }
  if (trailing_comma) out += ',';
  return out;
}

std::string urlcanon_ssurt_host(std::string_view host, bool trailing_comma) {
  if (host.empty() || host[0] == '[' || urlcanon_ipv4_truthy(host)) return std::string(host);
  return urlcanon_reverse_host(host, trailing_comma);
}

std::string urlcanon_ssurt(const urlcanon_url& u) {
  std::string out;
  out.append(u.leading_junk).append(urlcanon_ssurt_host(u.host)).append(u.slashes).append(u.port);
  out.append(u.colon_before_port).append(u.scheme).append(u.at_sign).append(u.username);
  out.append(u.colon_before_password).append(u.password).append(u.colon_after_scheme).append(u.path);
  out.append(u.question_mark).append(u.query).append(u.hash_sign).append(u.fragment).append(u.trailing_junk);
  return out;
}

std::string urlcanon_surt(const urlcanon_url& u, bool trailing_comma, bool with_scheme) {
  std::string out(u.leading_junk);
  if (with_scheme) out.append(u.scheme).append(u.colon_after_scheme).append(u.slashes);
  if (!u.host.empty()) {
    if (with_scheme) out += '(';
    out.append(urlcanon_ssurt_host(u.host, trailing_comma)).append(u.colon_before_port).append(u.port);
    out += ')';
  }
  out.append(u.path).append(u.question_mark).append(u.query).append(u.hash_sign).append(u.fragment);
  out.append(u.trailing_junk);
  return out;
}

}  // namespace urikit::detail
