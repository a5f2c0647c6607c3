// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// urlcanon 0.3's canonicalizers (canon.py), step for step over the parsed URL's fields as
// bytes. Each step is one function, named as urlcanon names it; a canonicalizer is a list of
// them, and each later canonicalizer runs the list before it and then its own. Every choice
// below copies what that code does, faults included (docs/crawler-keys.md lists them); the
// regular expressions are worked out by hand, each beside the step that uses it.
#include "urlcanon_canon.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <urikit/utf8.hpp>

#include "../hex.hpp"
#include "../string_write.hpp"
#include "../swar.hpp"
#include "../thread_scratch.hpp"
#include "handy_url.hpp"
#include "idna2003.hpp"
#include "urlcanon_idna.hpp"
#include "urlcanon_url.hpp"

namespace urikit::detail {
namespace urlcanon_steps {

/// urlcanon.ParsedUrl: every field owned, and the IP address reparse_host() read.
struct parsed_url {
  std::string leading_junk, scheme, colon_after_scheme, slashes, username, colon_before_password, password,
      at_sign, host, colon_before_port, port, path, question_mark, query, hash_sign, fragment, trailing_junk;
  std::optional<std::int64_t> ip4;
  std::optional<std::array<std::uint16_t, 8>> ip6;

  bool authority_empty() const noexcept {
    return username.empty() && colon_before_password.empty() && password.empty() && at_sign.empty() &&
           host.empty() && colon_before_port.empty() && port.empty();
  }
  std::string bytes() const {
    std::string out;
    for (const std::string* f : {&leading_junk, &scheme, &colon_after_scheme, &slashes, &username,
                                 &colon_before_password, &password, &at_sign, &host, &colon_before_port, &port, &path,
                                 &question_mark, &query, &hash_sign, &fragment, &trailing_junk})
      out += *f;
    return out;
  }
};

/// A step raised (only dotted_decimal() for a negative number).
struct step_raised {};

using step = void (*)(parsed_url&);

// --- helpers -------------------------------------------------------------------------------

char lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }
void lower_ascii(std::string& s) noexcept {  // bytes.lower()
  swar::copy_lower(s.data(), s.data(), s.size());
}

/// urlcanon.SPECIAL_SCHEMES: its default port, "" for file (None), or no entry.
bool special_scheme(std::string_view scheme, std::string_view* default_port = nullptr) noexcept {
  struct entry {
    std::string_view scheme, port;
  };
  static constexpr entry table[] = {{"ftp", "21"}, {"gopher", "70"}, {"http", "80"}, {"https", "443"},
                                    {"ws", "80"},   {"wss", "443"},    {"file", ""}};
  for (const auto& e : table)
    if (e.scheme == scheme) {
      if (default_port) *default_port = e.port;
      return true;
    }
  return false;
}
bool special(const parsed_url& url) noexcept { return special_scheme(url.scheme); }

/// A byte set, as the character classes of canon.py's *_ENCODE_RE.
struct byte_set {
  bool has[256] = {};
  constexpr byte_set(std::string_view extra) noexcept {  // [\x00-\x20\x7f-\xff] plus `extra`
    for (int c = 0; c <= 0x20; ++c) has[c] = true;
    for (int c = 0x7f; c <= 0xff; ++c) has[c] = true;
    for (char c : extra) has[static_cast<unsigned char>(c)] = true;
  }
  constexpr byte_set without(unsigned char c) const noexcept {
    byte_set s = *this;
    s.has[c] = false;
    return s;
  }
  bool operator()(char c) const noexcept { return has[static_cast<unsigned char>(c)]; }
};

// C0_ENCODE_RE [\x00-\x1f\x7f-\xff]; PATH_ENCODE_RE [\x00-\x20\x7f-\xff"#<>?`{}];
// QUERY_ENCODE_RE [\x00-\x20"#<>\x7f-\xff]; USERINFO_ENCODE_RE the path set and /:;=@[\]^|;
// HOST_ENCODE_RE [\x00-\x20\x7f-\xff]; GOOGLE_PCT_ENCODE_RE [\x00-\x20\x7f-\xff#%];
// LESS_DUMB_USERINFO [..#%:@], LESS_DUMB_PATH [..#%?], LESS_DUMB_QUERY [..#%&=].
constexpr byte_set c0_set = byte_set("").without(0x20);
constexpr byte_set path_set("\"#<>?`{}");
constexpr byte_set query_set("\"#<>");
constexpr byte_set userinfo_set("\"#<>?`{}/:;=@[\\]^|");
constexpr byte_set host_set("");
constexpr byte_set google_set("#%");
constexpr byte_set less_dumb_userinfo_set("#%:@");
constexpr byte_set less_dumb_path_set("#%?");
constexpr byte_set less_dumb_query_set("#%&=");

/// pct_encode(bs, encode_re): each byte of the set as %XX (upper-case hex).
void pct_encode(std::string& s, const byte_set& set) {
  std::size_t i = 0;
  while (i < s.size() && !set(s[i])) ++i;
  if (i == s.size()) return;
  std::string out(s, 0, i);
  for (; i < s.size(); ++i) {
    if (set(s[i])) {
      append_triplet(out, static_cast<unsigned char>(s[i]));
    } else {
      out += s[i];
    }
  }
  s = std::move(out);
}

/// urllib.parse.unquote_to_bytes(): each %XX (two hex digits) as its byte, once.
bool pct_decode_once(std::string& s) {
  const std::size_t first = s.find('%');
  if (first == std::string::npos) return false;
  std::string out(s, 0, first);
  bool changed = false;
  for (std::size_t i = first; i < s.size(); ++i) {
    if (triplet_at(s, i)) {
      out += static_cast<char>(decode_triplet(&s[i]));
      i += 2;
      changed = true;
    } else {
      out += s[i];
    }
  }
  if (changed) s = std::move(out);
  return changed;
}

/// pct_decode_token_repeatedly(): decoded until nothing changes.
void pct_decode_repeatedly_token(std::string& s) {
  while (pct_decode_once(s)) {
  }
}

std::vector<std::string_view> split(std::string_view s, char sep) {  // bytes.split(sep)
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t at = s.find(sep, start);
    if (at == std::string_view::npos) {
      parts.push_back(s.substr(start));
      return parts;
    }
    parts.push_back(s.substr(start, at - start));
    start = at + 1;
  }
}

/// str(ipaddress.IPv6Address(n)) of Python 3.11: hextets in lower-case hex, the first
/// longest run of two or more zero hextets written "::".
std::string ipv6_text(const std::array<std::uint16_t, 8>& h) {
  int best = -1, best_length = 0;
  for (int i = 0; i < 8;) {
    if (h[static_cast<std::size_t>(i)] != 0) {
      ++i;
      continue;
    }
    int j = i;
    while (j < 8 && h[static_cast<std::size_t>(j)] == 0) ++j;
    if (j - i > best_length) {
      best = i;
      best_length = j - i;
    }
    i = j;
  }
  if (best_length < 2) best = -1;
  std::string out;
  for (int i = 0; i < 8; ++i) {
    if (i == best) {
      out += "::";
      i += best_length - 1;
      continue;
    }
    if (i > 0 && i != best + best_length) out += ':';
    const unsigned v = h[static_cast<std::size_t>(i)];
    bool started = false;
    for (int shift = 12; shift >= 0; shift -= 4) {
      const unsigned d = (v >> shift) & 15;
      if (d || started || shift == 0) {
        out += lower_hex[d];
        started = true;
      }
    }
  }
  return out;
}

/// ipaddress.IPv4Address(text) of Python 3.11 (four decimal octets, no leading zeros).
bool python_ipv4_address(std::string_view s, std::uint32_t& out) {
  const auto octets = split(s, '.');
  if (s.empty() || octets.size() != 4) return false;
  out = 0;
  for (auto o : octets) {
    if (o.empty() || o.size() > 3 || !std::all_of(o.begin(), o.end(), is_digit)) return false;
    if (o.size() > 1 && o[0] == '0') return false;
    unsigned v = 0;
    for (char c : o) v = v * 10 + static_cast<unsigned>(c - '0');
    if (v > 255) return false;
    out = out << 8 | v;
  }
  return true;
}

/// ipaddress.IPv6Address(text) of Python 3.11 (a "%scope" suffix allowed and dropped).
bool python_ipv6_address(std::string_view s, std::array<std::uint16_t, 8>& out) {
  if (s.find('/') != std::string_view::npos) return false;
  const std::size_t percent = s.find('%');
  if (percent != std::string_view::npos) {
    const std::string_view scope = s.substr(percent + 1);
    if (scope.empty() || scope.find('%') != std::string_view::npos) return false;
    s = s.substr(0, percent);
  }
  if (s.empty()) return false;
  std::vector<std::string> parts;
  for (auto p : split(s, ':')) parts.emplace_back(p);
  if (parts.size() < 3) return false;
  if (parts.back().find('.') != std::string::npos) {
    std::uint32_t v4 = 0;
    if (!python_ipv4_address(parts.back(), v4)) return false;
    parts.pop_back();
    for (std::uint32_t half : {v4 >> 16, v4 & 0xFFFF}) {
      std::string t;
      for (int shift = 12; shift >= 0; shift -= 4) t += lower_hex[(half >> shift) & 15];
      parts.push_back(t);
    }
  }
  if (parts.size() > 9) return false;
  std::size_t skip = 0;
  bool has_skip = false;
  for (std::size_t i = 1; i + 1 < parts.size(); ++i)
    if (parts[i].empty()) {
      if (has_skip) return false;
      skip = i;
      has_skip = true;
    }
  std::size_t hi = 0, lo = 0;
  if (has_skip) {
    hi = skip;
    lo = parts.size() - skip - 1;
    if (parts.front().empty() && --hi != 0) return false;
    if (parts.back().empty() && --lo != 0) return false;
    if (hi + lo >= 8) return false;
  } else {
    if (parts.size() != 8 || parts.front().empty() || parts.back().empty()) return false;
    hi = parts.size();
  }
  auto hextet = [](const std::string& t, std::uint16_t& v) {
    if (t.empty() || t.size() > 4) return false;
    unsigned x = 0;
    for (char c : t) {
      const int d = hex_value(c);
      if (d < 0) return false;
      x = x * 16 + static_cast<unsigned>(d);
    }
    v = static_cast<std::uint16_t>(x);
    return true;
  };
  out.fill(0);
  for (std::size_t i = 0; i < hi; ++i)
    if (!hextet(parts[i], out[i])) return false;
  for (std::size_t i = 0; i < lo; ++i)
    if (!hextet(parts[parts.size() - lo + i], out[8 - lo + i])) return false;
  return true;
}

// --- the steps (canon.py's names) ----------------------------------------------------------

void remove_leading_trailing_junk(parsed_url& url) {
  url.leading_junk.clear();
  url.trailing_junk.clear();
}

void remove_tabs_and_newlines(parsed_url& url) {
  for (std::string* f : {&url.leading_junk, &url.scheme, &url.colon_after_scheme, &url.slashes, &url.username,
                         &url.colon_before_password, &url.password, &url.at_sign, &url.host, &url.colon_before_port,
                         &url.port, &url.path, &url.question_mark, &url.query, &url.hash_sign, &url.fragment,
                         &url.trailing_junk})
    f->erase(std::remove_if(f->begin(), f->end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }),
             f->end());
}

void lowercase_scheme(parsed_url& url) { lower_ascii(url.scheme); }

void elide_default_port(parsed_url& url) {
  std::string_view port;
  if (special_scheme(url.scheme, &port) && url.scheme != "file" && url.port == port) {
    url.colon_before_port.clear();
    url.port.clear();
  }
}

void clean_up_userinfo(parsed_url& url) {
  if (url.password.empty()) {
    url.colon_before_password.clear();
    if (url.username.empty()) url.at_sign.clear();
  }
}

void two_slashes(parsed_url& url) {
  if (!url.slashes.empty() || !url.authority_empty() || url.scheme == "file") url.slashes = "//";
}

void pct_decode_host(parsed_url& url) {
  if (!url.host.empty() && special(url)) pct_decode_once(url.host);
}

/// parse_ipv4or6().
void reparse_host(parsed_url& url) {
  url.ip4.reset();
  url.ip6.reset();
  const std::string& h = url.host;
  if (!h.empty() && h.front() == '[' && h.back() == ']') {
    // host.decode('utf-8')[1:-1] (a scope id may hold any character but '%').
    std::array<std::uint16_t, 8> v6{};
    if (h.size() >= 2 && validate_utf8(h) && python_ipv6_address(std::string_view(h).substr(1, h.size() - 2), v6)) url.ip6 = v6;
    return;
  }
  std::int64_t v4 = 0;
  if (urlcanon_parse_ipv4(h, v4)) url.ip4 = v4;
}

/// dotted_decimal() / str(IPv6Address).
void normalize_ip_address(parsed_url& url) {
  if (url.ip4) {
    if (*url.ip4 < 0) throw step_raised{};  // IPv4Address(-1) raises AddressValueError
    const auto v = static_cast<std::uint32_t>(*url.ip4);
    url.host = std::to_string(v >> 24) + '.' + std::to_string((v >> 16) & 255) + '.' +
               std::to_string((v >> 8) & 255) + '.' + std::to_string(v & 255);
  } else if (url.ip6) {
    url.host = '[' + ipv6_text(*url.ip6) + ']';
  }
}

void punycode_special_host(parsed_url& url) {
  if (!url.host.empty() && special(url)) url.host = urlcanon_idna_host(url.host);
}

void pct_encode_host(parsed_url& url) { pct_encode(url.host, host_set); }

void fix_backslashes(parsed_url& url) {
  if (!special(url)) return;
  url.slashes.assign(url.slashes.size(), '/');
  std::replace(url.path.begin(), url.path.end(), '\\', '/');
}

void pct_encode_path(parsed_url& url) {
  // "cannot-be-a-base-URL path state" and "path state" encode differently.
  pct_encode(url.path, (url.path.substr(0, 1) == "/" || special(url)) ? path_set : c0_set);
}

void leading_slash(parsed_url& url) {
  if (special(url) && url.path.substr(0, 1) != "/") url.path.insert(0, 1, '/');
}

void normalize_path_dots(parsed_url& url) { url.path = urlcanon_resolve_path_dots(url.path, special(url)); }

void empty_path_to_slash(parsed_url& url) {
  if (url.path.empty() && !url.authority_empty() && special(url)) url.path = "/";
}

void pct_encode_userinfo(parsed_url& url) {
  pct_encode(url.username, userinfo_set);
  pct_encode(url.password, userinfo_set);
}

/// pct_encode_query(): '&' and '=' are in neither set it is used with, so splitting at them
/// and joining again is the identity.
void pct_encode_query(parsed_url& url) { pct_encode(url.query, query_set); }

void pct_encode_fragment(parsed_url& url) { pct_encode(url.fragment, c0_set); }

void default_scheme_http(parsed_url& url) {
  if (!url.scheme.empty()) return;
  url.scheme = "http";
  url.colon_after_scheme = ":";
  if (url.path.empty()) return;
  // parse_pathish(url, url.path) with the scheme now http: the path is read again as
  // slashes, authority and path (so "//foo.com/bar", parsed without a scheme, becomes
  // host "bar"). Every field the pattern has is set.
  const std::string pathish = url.path;
  urlcanon_url parsed;
  parsed.scheme = url.scheme;
  urlcanon_parse::parse_pathish(pathish, parsed);
  url.slashes = parsed.slashes;
  url.path = parsed.path;
  url.username = parsed.username;
  url.colon_before_password = parsed.colon_before_password;
  url.password = parsed.password;
  url.at_sign = parsed.at_sign;
  url.host = parsed.host;
  url.colon_before_port = parsed.colon_before_port;
  url.port = parsed.port;
  reparse_host(url);
}

void pct_decode_repeatedly_except_query(parsed_url& url) {
  for (std::string* f : {&url.scheme, &url.username, &url.password, &url.host, &url.port, &url.path, &url.fragment})
    pct_decode_repeatedly_token(*f);
}

/// fix_host_dots(): re.sub(^\.+), re.sub(\.+$), re.sub(\.{2,}, .). Python's `$` also
/// matches before a final '\n' (a decoded %0A can end the host here).
void fix_host_dots(parsed_url& url) {
  std::string& h = url.host;
  if (h.empty()) return;
  std::size_t lead = 0;
  while (lead < h.size() && h[lead] == '.') ++lead;
  h.erase(0, lead);
  std::size_t end = h.size();
  if (end > 0 && h[end - 1] == '\n' && (end < 2 || h[end - 2] == '.')) --end;  // the run before a final '\n'
  std::size_t start = end;
  while (start > 0 && h[start - 1] == '.') --start;
  h.erase(start, end - start);
  std::string out;
  for (std::size_t i = 0; i < h.size(); ++i)
    if (!(h[i] == '.' && i > 0 && h[i - 1] == '.')) out += h[i];
  h = std::move(out);
}

void remove_userinfo(parsed_url& url) {
  url.username.clear();
  url.colon_before_password.clear();
  url.password.clear();
  url.at_sign.clear();
}

void less_dumb_pct_encode(parsed_url& url) {
  pct_encode(url.scheme, google_set);
  pct_encode(url.username, less_dumb_userinfo_set);
  pct_encode(url.password, less_dumb_userinfo_set);
  pct_encode(url.host, google_set);
  pct_encode(url.port, google_set);
  pct_encode(url.path, less_dumb_path_set);
  pct_encode(url.fragment, google_set);
}

/// less_dumb_pct_recode_query(): each name and value decoded repeatedly, then encoded.
void less_dumb_pct_recode_query(parsed_url& url) {
  if (url.query.empty()) return;
  std::string out;
  const auto parts = split(url.query, '&');
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += '&';
    const std::size_t eq = parts[i].find('=');
    std::string name(parts[i].substr(0, eq));
    pct_decode_repeatedly_token(name);
    pct_encode(name, less_dumb_query_set);
    out += name;
    if (eq != std::string_view::npos) {
      std::string value(parts[i].substr(eq + 1));
      pct_decode_repeatedly_token(value);
      pct_encode(value, less_dumb_query_set);
      out += '=';
      out += value;
    }
  }
  url.query = std::move(out);
}

void collapse_consecutive_slashes(parsed_url& url) {
  if (!special(url)) return;
  std::string out;
  for (std::size_t i = 0; i < url.path.size(); ++i)
    if (!(url.path[i] == '/' && i > 0 && url.path[i - 1] == '/')) out += url.path[i];
  url.path = std::move(out);
}

void alpha_reorder_query(parsed_url& url) {
  if (url.query.empty()) return;
  std::string sorted;
  urlcanon_append_sorted_query(sorted, url.query);
  url.query = std::move(sorted);
}

void remove_fragment(parsed_url& url) {
  url.hash_sign.clear();
  url.fragment.clear();
}

void https_to_http(parsed_url& url) {
  if (url.scheme == "https") url.scheme = "http";
}

/// strip_www(): ^www\d*\. ([0-9] only: a bytes pattern), the prefix IA's massageHost()
/// removes too (www_prefix_length(), handy_url.hpp).
void strip_www(parsed_url& url) { url.host.erase(0, www_prefix_length(url.host)); }

void lowercase_path(parsed_url& url) { lower_ascii(url.path); }
void lowercase_query(parsed_url& url) { lower_ascii(url.query); }

bool is_alnum_lower_ci(char c) noexcept { return is_digit(c) || (lower(c) >= 'a' && lower(c) <= 'z'); }

/// The length of `name` (case-insensitively) at `at`, or 0.
std::size_t literal_ci(std::string_view s, std::size_t at, std::string_view name) noexcept {
  if (s.size() - at < name.size()) return 0;
  for (std::size_t i = 0; i < name.size(); ++i)
    if (lower(s[at + i]) != name[i]) return 0;
  return name.size();
}

/// The end of a greedy run of at least `min` bytes matching `in_class` from `at`, or npos.
template <class Class>
std::size_t run(std::string_view s, std::size_t at, std::size_t min, Class in_class) noexcept {
  std::size_t i = at;
  while (i < s.size() && in_class(s[i])) ++i;
  return i - at >= min ? i : std::string_view::npos;
}

/// QUERY_SESSIONID_RE's alternation after (&|^), at `at`: where it ends, or npos.
std::size_t session_id_at(std::string_view s, std::size_t at) noexcept {
  std::size_t n;
  if ((n = literal_ci(s, at, "jsessionid=")))
    return run(s, at + n, 10, [](char c) { return is_alnum_lower_ci(c) || c == '$'; });
  if ((n = literal_ci(s, at, "sessionid="))) return run(s, at + n, 16, is_alnum_lower_ci);
  if ((n = literal_ci(s, at, "phpsessid="))) return run(s, at + n, 16, is_alnum_lower_ci);
  if ((n = literal_ci(s, at, "sid="))) return run(s, at + n, 16, is_alnum_lower_ci);
  if ((n = literal_ci(s, at, "aspsessionid"))) {
    std::size_t i = at + n;
    for (int k = 0; k < 8; ++k, ++i)
      if (i >= s.size() || !(lower(s[i]) >= 'a' && lower(s[i]) <= 'z')) return std::string_view::npos;
    if (i >= s.size() || s[i] != '=') return std::string_view::npos;
    return run(s, i + 1, 16, is_alnum_lower_ci);
  }
  if ((n = literal_ci(s, at, "cfid="))) {
    const std::size_t digits = run(s, at + n, 1, is_digit);
    if (digits == std::string_view::npos) return digits;
    const std::size_t m = literal_ci(s, digits, "&cftoken=");
    if (!m) return std::string_view::npos;
    return run(s, digits + m, 1, [](char c) { return is_alnum_lower_ci(c) || c == '-'; });
  }
  return std::string_view::npos;
}

/// strip_session_ids_from_query(): re.sub((?i)(&|^)(?:...)(&|$), \1\2). The query holds no
/// '\n' here (less_dumb_pct_recode_query encoded them), so `$` is the end.
void strip_query_session_ids(std::string& query) {
  const std::string_view s = query;
  // A match at `p` with (&|^) as `lead`: the end of (&|$), or npos.
  auto match_at = [&](std::size_t p, std::size_t lead) {
    const std::size_t end = session_id_at(s, p + lead);
    if (end == std::string_view::npos) return end;
    if (end < s.size() && s[end] == '&') return end + 1;
    return end == s.size() ? end : std::string_view::npos;
  };
  std::string out;
  std::size_t copied = 0;
  bool changed = false;
  for (std::size_t p = 0; p < s.size();) {
    std::size_t lead = 1, end = std::string_view::npos;
    if (s[p] == '&') end = match_at(p, 1);
    if (end == std::string_view::npos && p == 0) {
      lead = 0;
      end = match_at(p, 0);
    }
    if (end == std::string_view::npos) {
      ++p;
      continue;
    }
    // \1\2: the '&' before (if it was one) and the '&' after (if it was one).
    const bool trailing_amp = s[end - 1] == '&';  // no value class holds '&'
    out.append(s.substr(copied, p - copied));
    if (lead) out += '&';
    if (trailing_amp) out += '&';
    copied = p = end;
    changed = true;
  }
  if (!changed) return;
  out.append(s.substr(copied));
  query = std::move(out);
}
void strip_session_ids_from_query(parsed_url& url) { strip_query_session_ids(url.query); }

/// strip_session_ids_from_path(): for a path matching .*\.aspx\Z (no '\n'), remove each
/// (?<=/)\([0-9a-z]{24}\)/ and (?<=/)\((?:[a-z]\([0-9a-z]{24}\))+\)/; then
/// ;jsessionid=[0-9a-z]{32}$ (case as written: these patterns have no (?i)). The path is
/// `text` from `from` on (the aggressive shortcut writes it straight into its key).
void strip_path_session_ids(std::string& text, std::size_t from = 0) {
  auto alnum = [](char c) { return is_digit(c) || (c >= 'a' && c <= 'z'); };
  auto id24 = [&](std::string_view s, std::size_t at) -> std::size_t {  // \([0-9a-z]{24}\) -> its end
    if (at >= s.size() || s[at] != '(' || s.size() - at < 26) return std::string_view::npos;
    for (std::size_t i = at + 1; i < at + 25; ++i)
      if (!alnum(s[i])) return std::string_view::npos;
    return s[at + 25] == ')' ? at + 26 : std::string_view::npos;
  };
  const std::string_view path = std::string_view(text).substr(from);
  const bool aspx = path.size() >= 5 && path.substr(path.size() - 5) == ".aspx" &&
                    path.find('\n') == std::string_view::npos;
  if (aspx) {
    std::string out;
    std::size_t copied = 0;
    for (std::size_t p = 1; p < path.size();) {
      std::size_t end = std::string_view::npos;
      if (path[p - 1] == '/') {
        std::size_t e = id24(path, p);
        if (e != std::string_view::npos && e < path.size() && path[e] == '/') end = e + 1;
        if (end == std::string_view::npos && path[p] == '(') {
          std::size_t i = p + 1;
          int groups = 0;
          while (i < path.size() && path[i] >= 'a' && path[i] <= 'z') {
            const std::size_t g = id24(path, i + 1);
            if (g == std::string_view::npos) break;
            i = g;
            ++groups;
          }
          if (groups > 0 && i + 1 < path.size() && path[i] == ')' && path[i + 1] == '/') end = i + 2;
        }
      }
      if (end != std::string_view::npos) {
        out.append(path.substr(copied, p - copied));
        copied = end;
        p = end;
      } else {
        ++p;
      }
    }
    if (copied != 0) {
      out.append(path.substr(copied));
      text.replace(from, std::string::npos, out);
    }
  }
  const std::string_view s = std::string_view(text).substr(from);
  constexpr std::string_view name = ";jsessionid=";
  if (s.size() >= name.size() + 32 && s.substr(s.size() - 32 - name.size(), name.size()) == name &&
      std::all_of(s.end() - 32, s.end(), alnum))
    text.resize(from + s.size() - 32 - name.size());
}
void strip_session_ids_from_path(parsed_url& url) { strip_path_session_ids(url.path); }

/// A path that is not "/" loses its last '/': the path is `text` from `from` on.
void strip_trailing_slash(std::string& text, std::size_t from = 0) {
  if (text.size() - from > 1 && text.back() == '/') text.pop_back();
}
void strip_trailing_slash_unless_empty(parsed_url& url) { strip_trailing_slash(url.path); }

/// remove_redundant_ampersands_from_query(): ^&+|&+$|(?<=&)&+ removed: no '&' at either
/// end, runs of '&' made one.
void remove_redundant_ampersands(std::string& query) {
  // Most queries have no '&' at either end and no "&&": nothing to remove.
  if (query.empty() ||
      (query.front() != '&' && query.back() != '&' && swar::find_pair(query, 0, '&', '&') == std::string::npos))
    return;
  std::size_t kept = 0;  // written in place: the text only shrinks
  for (char c : query) {
    if (c == '&' && (kept == 0 || query[kept - 1] == '&')) continue;
    query[kept++] = c;
  }
  while (kept > 0 && query[kept - 1] == '&') --kept;
  query.resize(kept);
}
void remove_redundant_ampersands_from_query(parsed_url& url) { remove_redundant_ampersands(url.query); }

void omit_question_mark_if_query_empty(parsed_url& url) {
  if (url.query.empty()) url.question_mark.clear();
}

// --- the canonicalizers ----------------------------------------------------------------------

constexpr step whatwg_steps[] = {
    remove_leading_trailing_junk, remove_tabs_and_newlines, lowercase_scheme,    elide_default_port,
    clean_up_userinfo,            two_slashes,              pct_decode_host,     reparse_host,
    normalize_ip_address,         punycode_special_host,    pct_encode_host,     fix_backslashes,
    pct_encode_path,              leading_slash,            normalize_path_dots, empty_path_to_slash,
    pct_encode_userinfo,          pct_encode_query,         pct_encode_fragment,
};

constexpr step semantic_precise_steps[] = {
    remove_leading_trailing_junk, default_scheme_http,
    remove_tabs_and_newlines,     lowercase_scheme,
    elide_default_port,           clean_up_userinfo,
    two_slashes,                  pct_decode_repeatedly_except_query,
    reparse_host,                 normalize_ip_address,
    fix_host_dots,                punycode_special_host,
    remove_userinfo,              less_dumb_pct_encode,
    less_dumb_pct_recode_query,   fix_backslashes,
    leading_slash,                normalize_path_dots,
    collapse_consecutive_slashes, empty_path_to_slash,
    alpha_reorder_query,
};

// semantic: semantic_precise, then these.
constexpr step semantic_more_steps[] = {remove_fragment};

// aggressive: semantic, then these (the query is sorted again after lower-casing).
constexpr step aggressive_more_steps[] = {
    https_to_http,
    strip_www,
    lowercase_path,
    lowercase_query,
    strip_session_ids_from_query,
    strip_session_ids_from_path,
    strip_trailing_slash_unless_empty,
    remove_redundant_ampersands_from_query,
    omit_question_mark_if_query_empty,
    alpha_reorder_query,
};

template <std::size_t N>
void run_steps(const step (&steps)[N], parsed_url& url) {
  for (step s : steps) s(url);
}

parsed_url owned(const urlcanon_url& u) {
  parsed_url url;
  url.leading_junk = u.leading_junk;
  url.scheme = u.scheme;
  url.colon_after_scheme = u.colon_after_scheme;
  url.slashes = u.slashes;
  url.username = u.username;
  url.colon_before_password = u.colon_before_password;
  url.password = u.password;
  url.at_sign = u.at_sign;
  url.host = u.host;
  url.colon_before_port = u.colon_before_port;
  url.port = u.port;
  url.path = u.path;
  url.question_mark = u.question_mark;
  url.query = u.query;
  url.hash_sign = u.hash_sign;
  url.fragment = u.fragment;
  url.trailing_junk = u.trailing_junk;
  return url;
}

}  // namespace urlcanon_steps
using namespace urlcanon_steps;

void urlcanon_append_sorted_query(std::string& out, std::string_view query) {
  // b'&'.join(sorted(query.split(b'&'))), in bytes order (char_traits<char> compares as
  // unsigned). One argument (most queries) is its own order. A few are sorted on the stack
  // by insertion as they are split; more go to a vector and std::sort. Equal arguments are
  // the same bytes, so no sort's instability shows.
  if (query.find('&') == std::string_view::npos) {
    out.append(query);
    return;
  }
  constexpr std::size_t few = 32;
  std::string_view few_args[few];
  std::vector<std::string_view> many;
  std::size_t count = 0;
  for (std::size_t start = 0;;) {
    const std::size_t amp = std::min(query.find('&', start), query.size());
    const std::string_view arg = query.substr(start, amp - start);
    if (count < few) {
      std::size_t i = count;
      for (; i > 0 && arg < few_args[i - 1]; --i) few_args[i] = few_args[i - 1];
      few_args[i] = arg;
    } else {
      if (many.empty()) many.assign(few_args, few_args + few);
      many.push_back(arg);
    }
    ++count;
    if (amp == query.size()) break;
    start = amp + 1;
  }
  if (!many.empty()) std::sort(many.begin(), many.end());
  const std::string_view* args = many.empty() ? few_args : many.data();
  // The same bytes and as many '&'s: query.size() bytes in all.
  append_written(out, query.size(), [&](char* at) noexcept {
    for (std::size_t i = 0; i < count; ++i) {
      if (i) *at++ = '&';
      at = swar::copy_text(at, args[i]);
    }
    return at;
  });
}

std::string urlcanon_resolve_path_dots(std::string_view path, bool special_path) {
  auto is_separator = [&](char c) { return c == '/' || (special_path && c == '\\'); };
  if (path.empty() || !is_separator(path[0])) return std::string(path);
  // PATH_DOTS_REGEX \A([.]|%2e)([.]|%2e)?\Z, case-insensitive: 0 (no), 1 ("."), 2 ("..").
  auto dots = [](std::string_view seg) {
    int n = 0;
    while (!seg.empty()) {
      if (seg[0] == '.') seg.remove_prefix(1);
      else if (seg.size() >= 3 && seg[0] == '%' && seg[1] == '2' && (seg[2] == 'e' || seg[2] == 'E')) seg.remove_prefix(3);
      else return 0;
      if (++n > 2) return 0;
    }
    return n;
  };
  // canon.py splits the path into separator, segment, separator, ..., segment, drops each
  // dot segment with the separator after it, and for ".." also the two parts before it (the
  // separator and the segment, when more than the first separator is left). Written as it
  // goes: what is kept always ends with a separator when a segment is read, so ".." cuts it
  // back to just after the separator before the last kept segment. (The split version is
  // the reference of crawl_urlcanon_test's path_dots_reference.)
  std::string out;
  out.reserve(path.size());
  out += path[0];
  std::size_t start = 1;
  for (std::size_t i = 1; i <= path.size(); ++i) {
    if (i != path.size() && !is_separator(path[i])) continue;
    const std::string_view segment = path.substr(start, i - start);
    start = i + 1;
    const int n = dots(segment);
    if (n == 0) {
      out.append(segment);
      if (i != path.size()) out += path[i];
    } else if (n == 2 && out.size() > 1) {
      std::size_t k = out.size() - 1;  // out[k] is the separator after the last kept segment
      while (!is_separator(out[k - 1])) --k;  // out[0] is a separator
      out.resize(k);
    }
  }
  return out;
}

result<void> urlcanon_canonicalize_general(std::string_view input, urlcanon_canonicalizer which, std::string& out) {
  parsed_url url = owned(parse_urlcanon_url(input));
  try {
    if (which == urlcanon_canonicalizer::whatwg) {
      run_steps(whatwg_steps, url);
    } else {
      run_steps(semantic_precise_steps, url);
      if (which != urlcanon_canonicalizer::semantic_precise) run_steps(semantic_more_steps, url);
      if (which == urlcanon_canonicalizer::aggressive) run_steps(aggressive_more_steps, url);
    }
  } catch (const step_raised&) {
    return error{errc::invalid_argument, 0};
  }
  out = url.bytes();
  // str(url) decodes the bytes as UTF-8.
  if (!validate_utf8(out)) {
    out.clear();
    return error{errc::invalid_utf8, 0};
  }
  return {};
}

void urlcanon_append_aggressive(std::string& out, std::string_view host_and_path, std::size_t host_size,
                                std::string_view query) {
  // aggressive_more_steps, in their order, on the pieces of the semantic key (its path "/"
  // for none, its query sorted). The host and path are written in one piece and the path's
  // steps act in place, in `out` (no copy of the path); the query's steps on a string of
  // their own, since it is sorted into `out` from there.
  out += "http://";  // https_to_http()
  // strip_www() of the host in lower case, and the host's lower case (the semantic key's)
  // and lowercase_path() as they are copied. (Copied, then lowered in place, then the "www."
  // erased, the words read back what the copy had just stored, and the erase moved the whole
  // key: a sixth of the profile's time.)
  const std::size_t www = www_prefix_length(host_and_path.substr(0, host_size), true);
  const std::string_view kept = host_and_path.substr(www);
  const std::size_t path_at = out.size() + (host_size - www);
  // strip_path_session_ids() acts only on paths that end in ".aspx" (in lower case) or in
  // ";jsessionid=" and 32 letters or digits. On the others (most) strip_trailing_slash() is
  // decided here and applied as the path is copied, without a branch (whether a path ends
  // in '/' is a coin toss from link to link).
  const std::size_t path_size = host_and_path.size() - host_size;
  const bool may_strip = [&]() -> bool {  // a gate: strip_path_session_ids() checks exactly
    const std::size_t n = host_and_path.size();
    if (path_size >= 44 && host_and_path[n - 44] == ';') return true;
    if (path_size < 5) return false;
    const bool aspx = aspx_at(host_and_path.data() + n - 4);
    return (host_and_path[n - 5] == '.') & aspx;  // no branch: ".html" has its '.' there too
  }();
  const std::size_t trailing_slash = !may_strip & (path_size > 1) & (host_and_path.back() == '/');
  append_written(out, kept.size(),
                 [&](char* at) noexcept { return swar::copy_lower(at, kept.data(), kept.size()) - trailing_slash; });
  if (path_size == 0) out += '/';  // the semantic key's path
  if (may_strip) {
    strip_path_session_ids(out, path_at);
    strip_trailing_slash(out, path_at);
  }
  if (query.empty()) return;
  // The query's steps, on a per-thread string (no allocation per query), taken only for a
  // link with a query (the call to reach it is not free).
  std::string& q = thread_scratch<struct aggressive_query_site>();
  scratch_release release(q);
  q.clear();
  urlcanon_append_sorted_query(q, query);
  const bool capitals = swar::has_capital(q);
  lower_ascii(q);  // lowercase_query()
  const std::size_t sorted_size = q.size();
  strip_query_session_ids(q);  // which only removes bytes
  const bool stripped = q.size() != sorted_size;
  remove_redundant_ampersands(q);
  if (q.empty()) return;  // omit_question_mark_if_query_empty()
  out += '?';
  // alpha_reorder_query(). A query that neither lowering nor the session ids changed is
  // still in order (the redundant '&'s, empty arguments, sorted first and removed, leave
  // the rest as it was), and sorting it again would give it back as it is.
  if (capitals || stripped) urlcanon_append_sorted_query(out, q);
  else out.append(q);
}

result<void> urlcanon_canonicalize(std::string_view input, urlcanon_canonicalizer which, std::string& out) {
  if (urlcanon_plain_shortcut(input, which, out)) return {};
  return urlcanon_canonicalize_general(input, which, out);
}

}  // namespace urikit::detail
