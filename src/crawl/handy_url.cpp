// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Python surt 0.3.1's handyurl and its Google and IA canonicalizers, step for step. Every
// choice below copies what that code does (docs/crawler-keys.md lists the faults kept).
#include "handy_url.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../hex.hpp"
#include "../host_labels.hpp"
#include "../swar.hpp"
#include "../thread_scratch.hpp"
#include "find_byte.hpp"
#include "handy_shortcut.hpp"
#include "idna2003.hpp"

namespace urikit::detail {
namespace handy {

bool is_py_space(char c) noexcept {  // bytes.strip(): ASCII whitespace
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\x0b' || c == '\x0c';
}
bool is_alpha(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_scheme_char(char c) noexcept {
  return is_alpha(c) || is_digit(c) || c == '+' || c == '-' || c == '.';
}
char lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }
void lower_ascii(std::string& s) noexcept { swar::copy_lower(s.data(), s.data(), s.size()); }
bool iequal_at(std::string_view s, std::size_t at, std::string_view lit) noexcept {
  if (at > s.size() || s.size() - at < lit.size()) return false;
  for (std::size_t i = 0; i < lit.size(); ++i)
    if (lower(s[at + i]) != lower(lit[i])) return false;
  return true;
}
bool starts_with(std::string_view s, std::string_view p) noexcept { return s.substr(0, p.size()) == p; }

// ^([a-zA-Z][a-zA-Z0-9\+\-\.]*): ; returns the length of the scheme, or 0.
std::size_t scheme_length(std::string_view s) noexcept {
  if (s.empty() || !is_alpha(s[0])) return 0;
  std::size_t i = 1;
  while (i < s.size() && is_scheme_char(s[i])) ++i;
  return (i < s.size() && s[i] == ':') ? i : 0;
}

bool all_digits(std::string_view s) noexcept {
  return !s.empty() && std::all_of(s.begin(), s.end(), is_digit);
}

// glibc's inet_aton(), as socket.gethostbyname_ex() applies it to a name of digits and dots
// (a name that fails it is HOST_NOT_FOUND without a DNS query). Only digits and dots reach
// here, so the "0x" form cannot occur; a leading 0 reads octal.
bool inet_aton_digits(std::string_view s, std::uint32_t& out) noexcept {
  std::uint64_t parts[4] = {0, 0, 0, 0};
  std::size_t count = 0;
  std::size_t i = 0;
  for (;;) {
    if (i >= s.size() || !is_digit(s[i])) return false;
    unsigned base = 10;
    if (s[i] == '0') base = 8;  // strtoul base 0: a leading 0 is octal ("0" alone is 0)
    std::uint64_t value = 0;
    while (i < s.size() && is_digit(s[i]) && static_cast<unsigned>(s[i] - '0') < base) {
      value = value * base + static_cast<unsigned>(s[i] - '0');
      if (value > 0xffffffffULL) return false;
      ++i;
    }
    if (i < s.size() && s[i] == '.') {
      if (count > 2 || value > 0xff) return false;
      parts[count++] = value;
      ++i;
      continue;
    }
    if (i != s.size()) return false;  // an 8 or 9 after a leading 0, say
    parts[count] = value;
    break;
  }
  std::uint64_t v = parts[count];
  switch (count) {
    case 0: break;
    case 1: if (v > 0xffffff) return false; v |= parts[0] << 24; break;
    case 2: if (v > 0xffff) return false; v |= (parts[0] << 24) | (parts[1] << 16); break;
    default: if (v > 0xff) return false; v |= (parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8); break;
  }
  out = static_cast<std::uint32_t>(v);
  return true;
}

std::string dotted(std::uint32_t v) {
  return std::to_string(v >> 24) + '.' + std::to_string((v >> 16) & 0xff) + '.' +
         std::to_string((v >> 8) & 0xff) + '.' + std::to_string(v & 0xff);
}

// ^(first)(\.[digits]+)?(\.[digits]+)?(\.[digits]+)?$ with `first` of decimal (1-9 then
// 0-9) or octal (0 then 0-7) digits.
bool matches_ip_pattern(std::string_view s, bool octal) noexcept {
  auto ok = [octal](char c) { return octal ? (c >= '0' && c <= '7') : is_digit(c); };
  if (s.empty() || (octal ? s[0] != '0' : (s[0] < '1' || s[0] > '9'))) return false;
  std::size_t i = 1, dots = 0;
  while (i < s.size() && ok(s[i])) ++i;
  while (i < s.size()) {
    if (s[i] != '.' || ++dots > 3) return false;
    std::size_t start = ++i;
    while (i < s.size() && ok(s[i])) ++i;
    if (i == start) return false;
  }
  return true;
}

// GoogleURLCanonicalizer.attemptIPFormats().
bool attempt_ip_formats(std::string_view host, std::string& out) {
  if (all_digits(host)) {  // int(host) & 0xffffffff
    std::uint32_t v = 0;
    for (char c : host) v = v * 10u + static_cast<std::uint32_t>(c - '0');
    out = dotted(v);
    return true;
  }
  if (matches_ip_pattern(host, false) || matches_ip_pattern(host, true)) {
    std::uint32_t v = 0;
    if (!inet_aton_digits(host, v)) return false;
    out = dotted(v);
    return true;
  }
  return false;
}

// normalizePath(): drops "." segments, ".." removes the segment before it (or is kept when
// there is none), empty segments vanish except the last.
std::string google_normalize_path(std::string_view path) {
  if (path.empty()) return "/";
  std::vector<std::string_view> kept;
  std::size_t start = path.find('/');
  start = (start == std::string_view::npos) ? path.size() : start + 1;  // the first piece is skipped
  bool more = start <= path.size() && path.find('/') != std::string_view::npos;
  while (more) {
    std::size_t end = path.find('/', start);
    std::string_view segment = path.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (segment == ".") {
    } else if (segment == "..") {
      if (!kept.empty()) kept.pop_back();
      else kept.push_back(segment);
    } else {
      kept.push_back(segment);
    }
    if (end == std::string_view::npos) more = false;
    else start = end + 1;
  }
  std::string out = "/";
  for (std::size_t i = 0; i + 1 < kept.size(); ++i) {
    if (!kept[i].empty()) {
      out.append(kept[i]);
      out += '/';
    }
  }
  if (!kept.empty()) out.append(kept.back());
  return out;
}

// ---------------------------------------------------------------- IA's session-id rules
// URLRegexTransformer: each pattern is ^(.*)ID(?:&(.*))?$ (case-insensitive), so the last
// place where the id fits wins (greedy .*), and the rest after '&' is kept.
using id_matcher = std::size_t (*)(std::string_view s, std::size_t at);  // length or 0

std::size_t alnum_run(std::string_view s, std::size_t at, std::size_t n, bool letters_only) {
  if (s.size() - at < n) return 0;
  for (std::size_t i = 0; i < n; ++i) {
    char c = s[at + i];
    if (!(is_alpha(c) || (!letters_only && is_digit(c)))) return 0;
  }
  return n;
}
std::size_t prefixed_32(std::string_view s, std::size_t at, std::string_view prefix) {
  if (!iequal_at(s, at, prefix)) return 0;
  return alnum_run(s, at + prefix.size(), 32, false) ? prefix.size() + 32 : 0;
}
std::size_t match_jsessionid(std::string_view s, std::size_t at) { return prefixed_32(s, at, "jsessionid="); }
std::size_t match_phpsessid(std::string_view s, std::size_t at) { return prefixed_32(s, at, "phpsessid="); }
std::size_t match_sid(std::string_view s, std::size_t at) { return prefixed_32(s, at, "sid="); }
std::size_t match_aspsessionid(std::string_view s, std::size_t at) {  // ASPSESSIONID[a-zA-Z]{8}=[a-zA-Z]{24}
  if (!iequal_at(s, at, "aspsessionid")) return 0;
  std::size_t i = at + 12;
  if (!alnum_run(s, i, 8, true)) return 0;
  i += 8;
  if (i >= s.size() || s[i] != '=') return 0;
  return alnum_run(s, i + 1, 24, true) ? i + 25 - at : 0;
}
// cfid=[^&]+&cftoken=[^&]+ ; `next_amp[i]` is the first '&' at or after i (or s.size()),
// so that each position costs O(1) (a query of many "cfid=" would otherwise be quadratic).
std::size_t match_cfid(std::string_view s, std::size_t at, const std::vector<std::size_t>& next_amp) {
  if (!iequal_at(s, at, "cfid=")) return 0;
  const std::size_t i = at + 5;
  const std::size_t amp = next_amp[i];
  if (amp == s.size() || amp == i || !iequal_at(s, amp, "&cftoken=")) return 0;
  const std::size_t end = next_amp[amp + 9 <= s.size() ? amp + 9 : s.size()];
  return end > amp + 9 ? end - at : 0;
}

// Whether `s` holds `lit` (ASCII case-insensitive) anywhere.
bool icontains(std::string_view s, std::string_view lit) noexcept {
  if (lit.empty()) return true;
  const char first = lower(lit[0]);
  for (std::size_t i = 0; i + lit.size() <= s.size(); ++i)
    if (lower(s[i]) == first && iequal_at(s, i, lit)) return true;
  return false;
}

// The session-id rules on `query`, whose ASCII lower-case form is `lowered` (the same string
// when `query` is in lower case already): every rule reads case-blind, so the matches are
// found in `lowered` by plain searches for each rule's word, and each edit is made to both.
void strip_query_session_id_in(std::string& query, std::string& lowered) {
  // Every id holds "id" at a fixed place (jsessionid, phpsessid, sid, aspsessionid, cfid):
  // one scan of the "id"s finds where each rule fits (none, in most queries).
  struct rule {
    id_matcher match;  // nullptr: cfid, below
    std::size_t id_at;  // where "id" is in the rule's word
  };
  static constexpr rule rules[] = {
      {match_jsessionid, 8}, {match_phpsessid, 7}, {match_sid, 1}, {match_aspsessionid, 10}, {nullptr, 2}};
  constexpr std::size_t rule_count = sizeof rules / sizeof rules[0], none = std::string::npos;
  std::vector<std::size_t> next_amp;  // match_cfid()'s table, made when a "cfid=" is met
  // The rules apply in turn, each to what the ones before it left. A scan gives, for each rule
  // from `first` on, the last place it fits (^(.*) is greedy); the first of them that fits
  // anywhere is applied, and the query is scanned again for the rules after it.
  for (std::size_t first = 0; first < rule_count;) {
    std::size_t best[rule_count], gone[rule_count];
    std::fill(best, best + rule_count, none);
    next_amp.clear();
    for (std::size_t id = swar::find_pair(lowered, 0, 'i', 'd'); id != none;
         id = swar::find_pair(lowered, id + 1, 'i', 'd')) {
      for (std::size_t k = first; k < rule_count; ++k) {
        if (id < rules[k].id_at) continue;
        const std::size_t at = id - rules[k].id_at;
        std::size_t n;
        if (rules[k].match) {
          n = rules[k].match(lowered, at);
        } else {
          if (!iequal_at(lowered, at, "cfid=")) continue;
          if (next_amp.empty()) {
            next_amp.assign(lowered.size() + 1, lowered.size());
            for (std::size_t i = lowered.size(); i-- > 0;) next_amp[i] = lowered[i] == '&' ? i : next_amp[i + 1];
          }
          n = match_cfid(lowered, at, next_amp);
        }
        const std::size_t after = at + n;
        if (n == 0 || (after != lowered.size() && lowered[after] != '&')) continue;
        // group(1) + group(2): the id goes, and the '&' after it (an empty group(2) adds nothing).
        best[k] = at;
        gone[k] = n + (after != lowered.size() ? 1 : 0);
      }
    }
    std::size_t k = first;
    while (k < rule_count && best[k] == none) ++k;
    if (k == rule_count) return;
    query.erase(best[k], gone[k]);
    if (&lowered != &query) lowered.erase(best[k], gone[k]);
    first = k + 1;
  }
}

void strip_query_session_id(std::string& query) {
  std::string lowered = query;
  lower_ascii(lowered);
  strip_query_session_id_in(query, lowered);
}

void ia_query_key(std::string& query) {
  lower_ascii(query);
  strip_query_session_id_in(query, query);
  alpha_reorder_query(query);
}

// ([^\?]+\.aspx.*)$ from `at`: at least one byte, then ".aspx", with no '?' before it.
// `next_q[i]`: the first '?' at or after i; `next_aspx[i]`: the first ".aspx" at or after i
// (both s.size() when none), so that each candidate costs O(1).
struct aspx_tables {
  std::vector<std::size_t> next_q, next_aspx;
  explicit aspx_tables(std::string_view s) : next_q(s.size() + 2, s.size()), next_aspx(s.size() + 2, s.size()) {
    for (std::size_t i = s.size(); i-- > 0;) {
      next_q[i] = s[i] == '?' ? i : next_q[i + 1];
      next_aspx[i] = iequal_at(s, i, ".aspx") ? i : next_aspx[i + 1];
    }
  }
};
bool aspx_tail(const aspx_tables& t, std::size_t at) {
  const std::size_t k = t.next_aspx[at + 1];
  return k + 5 <= t.next_q[at];
}
// \((?:[a-z]\([0-9a-z]{24}\))+\)/ at `at`; returns its length or 0.
std::size_t match_asp_sessions(std::string_view s, std::size_t at) {
  if (at >= s.size() || s[at] != '(') return 0;
  std::size_t i = at + 1, units = 0;
  while (i + 27 <= s.size() && is_alpha(s[i]) && s[i + 1] == '(' && alnum_run(s, i + 2, 24, false) &&
         s[i + 26] == ')') {
    i += 27;
    ++units;
  }
  if (units == 0 || i + 2 > s.size() || s[i] != ')' || s[i + 1] != '/') return 0;
  return i + 2 - at;
}
// \([0-9a-z]{24}\)/
std::size_t match_asp_session(std::string_view s, std::size_t at) {
  if (at + 27 > s.size() || s[at] != '(' || !alnum_run(s, at + 1, 24, false) || s[at + 25] != ')' ||
      s[at + 26] != '/')
    return 0;
  return 27;
}

void strip_path_session_id(std::string& path) {
  if (!icontains(path, ".aspx")) return;  // both patterns need it after the id
  // Both ids start with '(' just after a '/': most .aspx paths have none, and need no tables.
  if (path.find("/(") == std::string::npos) return;
  for (auto match : {match_asp_sessions, match_asp_session}) {
    const aspx_tables tables(path);
    for (std::size_t at = path.size(); at > 0; --at) {  // ^(.*/) greedy: the last '/' that fits
      if (path[at - 1] != '/') continue;
      std::size_t n = match(path, at);
      if (n == 0 || !aspx_tail(tables, at + n)) continue;
      path.erase(at, n);
      break;
    }
  }
}

// alphaReorderQuery(): sorts the &-separated arguments as Python sorts the tuples of
// arg.split('=', 1): by name, then no '=' before '=', then by value.
void alpha_reorder_query(std::string& query) {
  if (query.find('&') == std::string::npos) return;  // one argument (most queries): nothing to sort
  struct argument {  // arg.split('=', 1), split once rather than at each comparison
    std::string_view name, value;
    bool has_value;
  };
  auto less = [](const argument& a, const argument& b) {
    if (a.name != b.name) return a.name < b.name;
    if (a.has_value != b.has_value) return !a.has_value;
    return a.has_value && a.value < b.value;
  };
  // A few arguments (most queries that have several) are sorted on the stack by insertion,
  // which is stable as Python's sort is; more go to a vector and std::stable_sort.
  constexpr std::size_t few = 16;
  argument few_args[few];
  std::vector<argument> many;
  std::size_t count = 0;
  const std::string_view q = query;
  for (std::size_t start = 0;;) {
    const std::size_t amp = q.find('&', start);
    const std::string_view text = q.substr(start, amp == std::string_view::npos ? std::string_view::npos : amp - start);
    const std::size_t eq = text.find('=');
    const argument arg = eq == std::string_view::npos ? argument{text, {}, false}
                                                      : argument{text.substr(0, eq), text.substr(eq + 1), true};
    if (count < few) {
      std::size_t i = count;
      for (; i > 0 && less(arg, few_args[i - 1]); --i) few_args[i] = few_args[i - 1];
      few_args[i] = arg;
    } else {
      if (many.empty()) many.assign(few_args, few_args + few);
      many.push_back(arg);
    }
    ++count;
    if (amp == std::string_view::npos) break;
    start = amp + 1;
  }
  if (!many.empty()) std::stable_sort(many.begin(), many.end(), less);
  const argument* args = many.empty() ? few_args : many.data();
  // The arguments are views into `query`: joined in a per-thread string, then copied back
  // (the same size, so `query` keeps its buffer).
  std::string& sorted = thread_scratch<struct reorder_site>();
  scratch_release release(sorted);
  sorted.clear();
  for (std::size_t i = 0; i < count; ++i) {
    if (i) sorted += '&';
    sorted.append(args[i].name);
    if (args[i].has_value) sorted.append(1, '=').append(args[i].value);
  }
  query.assign(sorted);
}

// --------------------------------------------------------------------- the named steps
void drop_fragment(handy_url& url, const handy_step_options&) { url.hash.reset(); }

void minimal_escape_query(handy_url& url, const handy_step_options& options) {  // also user, pass: never set
  if (!url.query || url.query->empty()) return;
  unescape_repeatedly(*url.query, options.fixed_query);
  escape_once(*url.query, options.fixed_query);
}

void google_canonicalize_host(handy_url& url, const handy_step_options&) {
  if (!url.host || url.host->empty()) return;
  std::string host = *url.host;
  unescape_repeatedly(host);
  if (std::any_of(host.begin(), host.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; })) {
    std::string ascii;
    if (python_idna_encode(host, ascii)) host = std::move(ascii);  // on failure Python keeps the bytes
  }
  // host.replace(b'..', b'.') (one pass, not overlapping), then strip(b'.').
  std::string replaced;
  replaced.reserve(host.size());
  for (std::size_t i = 0; i < host.size(); ++i) {
    if (host[i] == '.' && i + 1 < host.size() && host[i + 1] == '.') {
      replaced += '.';
      ++i;
    } else {
      replaced += host[i];
    }
  }
  std::size_t b = replaced.find_first_not_of('.');
  if (b == std::string::npos) replaced.clear();
  else replaced = replaced.substr(b, replaced.find_last_not_of('.') - b + 1);
  std::string ip;
  if (attempt_ip_formats(replaced, ip)) {
    *url.host = std::move(ip);
  } else {
    lower_ascii(replaced);
    escape_once(replaced);
    *url.host = std::move(replaced);
  }
}

void google_canonicalize_path(handy_url& url, const handy_step_options&) {
  if (url.path) unescape_repeatedly(*url.path);
  // normalizePath(None) is "/": a URL with a host always gets a path.
  if (url.host && !url.host->empty()) url.path = google_normalize_path(url.path.value_or(std::string()));
  if (url.path) escape_once(*url.path);
}

void lowercase_host(handy_url& url, const handy_step_options&) {
  if (url.host) lower_ascii(*url.host);
}
void massage_host(handy_url& url, const handy_step_options& options) {
  if (options.host_massage && url.host && !url.host->empty() && url.scheme != "dns") strip_www_prefix(*url.host);
}
void strip_default_port(handy_url& url, const handy_step_options&) {
  if (url.scheme.empty()) return;
  std::string scheme = url.scheme;
  lower_ascii(scheme);
  std::int32_t default_port = scheme == "http" ? 80 : scheme == "https" ? 443 : 0;
  if (url.port == default_port) url.port = -1;
}
void ia_canonicalize_path(handy_url& url, const handy_step_options&) {
  if (!url.path || url.path->empty()) return;
  std::string& path = *url.path;
  lower_ascii(path);
  strip_path_session_id(path);
  if (path.size() > 1 && path.back() == '/') path.pop_back();
}
void ia_canonicalize_query(handy_url& url, const handy_step_options&) {
  if (url.query && !url.query->empty()) {
    ia_query_key(*url.query);
    if (url.query->empty()) url.query.reset();
  } else {
    url.last_delimiter = false;
  }
}

constexpr handy_step google_steps[] = {drop_fragment, minimal_escape_query, google_canonicalize_host,
                                       google_canonicalize_path};
// auth_strip_user: userinfo is never read by handyurl.parse(), so there is nothing to strip.
constexpr handy_step ia_steps[] = {lowercase_host, massage_host, strip_default_port, ia_canonicalize_path,
                                   ia_canonicalize_query};

}  // namespace handy
using namespace handy;

void unescape_repeatedly(std::string& text, bool keep_delimiters) {
  // Pass after pass until one changes nothing; each pass decodes in place, since the text
  // only shrinks (a pass writes at w <= i, after reading text[i..i+2]).
  if (text.find('%') == std::string::npos) return;
  for (bool changed = true; changed;) {
    changed = false;
    std::size_t w = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (triplet_at(text, i)) {  // Python: item[:2] must be two hex digits
        const char c = static_cast<char>(decode_triplet(&text[i]));
        if (keep_delimiters && (c == '&' || c == '=' || c == '+' || c == '#')) {
          text[w++] = text[i];
          text[w++] = text[i + 1];
          text[w++] = text[i + 2];
        } else {
          text[w++] = c;
          changed = true;
        }
        i += 2;
      } else {
        text[w++] = text[i];
      }
    }
    text.resize(w);
  }
}

void unescape_once(std::string& text) {
  std::size_t w = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (triplet_at(text, i)) {
      text[w++] = static_cast<char>(decode_triplet(&text[i]));
      i += 2;
    } else {
      text[w++] = text[i];
    }
  }
  text.resize(w);
}

void escape_once(std::string& text, bool keep_triplets) {
  auto needs = [](unsigned char c) { return c <= 0x20 || c >= 0x7f || c == '#' || c == '%'; };
  if (std::none_of(text.begin(), text.end(), [&](char c) { return needs(static_cast<unsigned char>(c)); }))
    return;
  std::string out;
  out.reserve(text.size() + 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (keep_triplets && triplet_at(text, i)) {
      out += '%';
    } else if (needs(c)) {
      append_triplet(out, c);
    } else {
      out += static_cast<char>(c);
    }
  }
  text = std::move(out);
}

void strip_www_prefix(std::string& host) { host.erase(0, www_prefix_length(host)); }

result<handy_url> parse_handy_url(std::string_view input) {
  std::size_t b = 0, e = input.size();
  while (b < e && is_py_space(input[b])) ++b;
  while (e > b && is_py_space(input[e - 1])) --e;
  std::string url;
  url.reserve(e - b + 7);
  const std::string_view trimmed = input.substr(0, e);
  for (std::size_t i = b; i < e;) {  // without its tabs and line breaks, a run at a time
    const std::size_t run_end = find_byte_or_end(trimmed, i, '\n', '\r', '\t');
    url.append(trimmed, i, run_end - i);
    i = run_end + 1;
  }
  if (url.empty()) return error{errc::invalid_argument, 0};  // Python: None.startswith -> AttributeError
  if (scheme_length(url) == 0) url.insert(0, "http://");
  // ^(https?://)+ becomes its last repetition.
  for (;;) {
    std::size_t first = starts_with(url, "https://") ? 8 : starts_with(url, "http://") ? 7 : 0;
    if (first == 0) break;
    std::string_view rest = std::string_view(url).substr(first);
    if (!starts_with(rest, "http://") && !starts_with(rest, "https://")) break;
    url.erase(0, first);
  }
  handy_url h;
  std::string_view s = url;
  std::size_t scheme_end = scheme_length(s);
  h.scheme.assign(s.substr(0, scheme_end));
  std::size_t i = scheme_end + 1;
  std::string_view netloc;
  if (s.substr(i, 2) == "//") {
    const std::size_t end = find_byte_or_end(s, i + 2, '/', '?', '#');
    netloc = s.substr(i + 2, end - i - 2);
    i = end;
  }
  const std::size_t path_end = find_byte_or_end(s, i, '?', '#');
  std::string_view path = s.substr(i, path_end - i);
  i = path_end;
  std::string_view query, fragment;
  if (i < s.size() && s[i] == '?') {
    std::size_t end = s.find('#', i);
    if (end == std::string_view::npos) end = s.size();
    query = s.substr(i + 1, end - i - 1);
    i = end;
  }
  if (i < s.size()) fragment = s.substr(i + 1);

  while (!netloc.empty() && netloc.back() == ':') netloc.remove_suffix(1);
  // SplitResultBytes._hostinfo, .port and .hostname (Python 3.11).
  std::string_view hostinfo = netloc.substr(netloc.rfind('@') == std::string_view::npos ? 0 : netloc.rfind('@') + 1);
  std::string_view hostname, port;
  if (std::size_t bracket = hostinfo.find('['); bracket != std::string_view::npos) {
    std::string_view bracketed = hostinfo.substr(bracket + 1);
    std::size_t close = bracketed.find(']');
    hostname = bracketed.substr(0, close);
    if (close != std::string_view::npos) {
      std::string_view after = bracketed.substr(close + 1);
      std::size_t colon = after.find(':');
      port = colon == std::string_view::npos ? std::string_view() : after.substr(colon + 1);
    }
  } else {
    std::size_t colon = hostinfo.find(':');
    hostname = hostinfo.substr(0, colon);
    port = colon == std::string_view::npos ? std::string_view() : hostinfo.substr(colon + 1);
  }
  if (!port.empty()) {
    if (!all_digits(port)) return error{errc::invalid_port, 0};
    std::uint32_t value = 0;
    for (char c : port) {
      value = value * 10 + static_cast<std::uint32_t>(c - '0');
      if (value > 65535) return error{errc::invalid_port, 0};
    }
    h.port = value == 0 ? -1 : static_cast<std::int32_t>(value);
  }
  if (!hostname.empty()) {
    h.host.emplace(hostname);
    std::size_t zone = h.host->find('%');
    for (std::size_t k = 0; k < std::min(zone, h.host->size()); ++k) (*h.host)[k] = lower((*h.host)[k]);
  }
  if (!path.empty()) h.path.emplace(path);
  if (!query.empty()) h.query.emplace(query);
  if (!fragment.empty()) h.hash.emplace(fragment);
  if (starts_with(h.scheme, "http") && !h.host && h.path) {
    std::string_view p = *h.path;
    p.remove_prefix(std::min(p.find_first_not_of('/'), p.size()));
    std::size_t slash = p.find('/');
    h.host.emplace(p.substr(0, slash));
    std::string rest = "/";
    if (slash != std::string_view::npos) rest.append(p.substr(slash + 1));
    *h.path = std::move(rest);
  }
  if (!url.empty() && url.back() == '?' && !h.query) h.last_delimiter = true;
  return h;
}

void google_canonicalize(handy_url& url, const handy_step_options& options) {
  for (handy_step step : google_steps) step(url, options);
}
void ia_canonicalize(handy_url& url, const handy_step_options& options) {
  for (handy_step step : ia_steps) step(url, options);
}

char* write_host_surt(char* out, std::string_view host, bool reverse_ipaddr) noexcept {
  // A dotted quad of 1-3 digit numbers stays when reverse_ipaddr is off.
  if (!reverse_ipaddr) {
    std::size_t parts = 0, digits = 0;
    bool ip = true;
    for (char c : host) {
      if (is_digit(c)) {
        if (++digits > 3) ip = false;
      } else if (c == '.' && digits > 0) {
        ++parts;
        digits = 0;
      } else {
        ip = false;
      }
    }
    if (ip && parts == 3 && digits > 0) {
      std::copy(host.begin(), host.end(), out);
      return out + host.size();
    }
  }
  // split('.'), reverse, join(','): label [b, e) of the host lands at n - e, and the '.'
  // after it becomes the ',' before that (as many bytes as the host).
  const std::size_t n = host.size();
#if URIKIT_SWAR
  if (n <= 64) return write_labels_reversed(out, host, swar::byte_mask64(host.data(), n, '.'), ',');  // most hosts
#endif
  for (std::size_t b = 0, i = 0; i <= n; ++i) {
    if (i != n && host[i] != '.') continue;
    std::copy(host.begin() + static_cast<std::ptrdiff_t>(b), host.begin() + static_cast<std::ptrdiff_t>(i), out + (n - i));
    if (i != n) out[n - i - 1] = ',';
    b = i + 1;
  }
  return out + n;
}

void append_host_surt(std::string& out, std::string_view host, bool reverse_ipaddr) {
  const std::size_t at = out.size();
  std::string padded;  // write_host_surt's slack
  padded.reserve(host.size() + host_surt_slack);
  padded.assign(host).append(host_surt_slack, '\0');
  out.resize(at + host.size() + host_surt_slack);
  write_host_surt(out.data() + at, std::string_view(padded.data(), host.size()), reverse_ipaddr);
  out.resize(at + host.size());
}

std::string host_to_surt(std::string host, bool reverse_ipaddr) {
  std::string reversed;
  reversed.reserve(host.size());
  append_host_surt(reversed, host, reverse_ipaddr);
  return reversed;
}

void write_handy_url(const handy_url& url, const handy_write_options& options, std::string& out) {
  out.clear();
  const bool has_host = url.host && !url.host->empty();
  if (options.with_scheme) {
    out = url.scheme + ':';
    if (has_host) {
      if (url.scheme != "dns") out += "//";
      if (options.surt) out += '(';
    }
  } else if (!has_host) {
    out = url.scheme + ':';
  }
  if (has_host) {
    if (options.surt) append_host_surt(out, *url.host, options.reverse_ipaddr);
    else out += *url.host;
    if (url.port >= 0) out += ':' + std::to_string(url.port);
    if (options.surt) {
      if (options.trailing_comma) out += ',';
      out += ')';
    }
  }
  if (url.path && !url.path->empty()) out += *url.path;
  else if (url.query || url.hash) out += '/';
  if (url.query) out += '?' + *url.query;
  if (url.hash) out += '#' + *url.hash;
  if (url.last_delimiter) out += '?';
}

result<void> handy_canonicalize_general(std::string_view input, handy_canonicalizer canonicalizer,
                                        const handy_step_options& steps, const handy_write_options& write,
                                        std::string& out) {
  auto parsed = parse_handy_url(input);
  if (!parsed) return parsed.error();
  google_canonicalize(*parsed, steps);
  if (canonicalizer == handy_canonicalizer::ia) ia_canonicalize(*parsed, steps);
  write_handy_url(*parsed, write, out);
  return {};
}

}  // namespace urikit::detail
