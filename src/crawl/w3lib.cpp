// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// w3lib 2.1's canonicalize_url(url) (keep_blank_values=True, keep_fragments=False), with
// Python 3.11's urlparse/urlunparse/quote/urlencode as it calls them.
#include "w3lib.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <unicode/normalizer2.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>
#include <urikit/charset.hpp>
#include <urikit/ip_address.hpp>

#include "../hex.hpp"
#include "../scan_export.hpp"
#include "../swar.hpp"
#include "handy_url.hpp"
#include "idna2003.hpp"

namespace urikit::detail {
namespace w3lib_steps {


bool is_always_safe(unsigned char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '-' || c == '~';
}
bool is_ascii(std::string_view s) noexcept {
  return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}
bool in(std::string_view set, std::string_view name) noexcept {
  std::size_t start = 0;
  for (;;) {
    std::size_t comma = set.find(',', start);
    if (set.substr(start, comma - start) == name) return true;
    if (comma == std::string_view::npos) return false;
    start = comma + 1;
  }
}
constexpr std::string_view uses_params = ",ftp,hdl,prospero,http,imap,https,shttp,rtsp,rtspu,sip,sips,mms,sftp,tel";
constexpr std::string_view uses_netloc =
    ",ftp,http,gopher,nntp,telnet,imap,wais,file,mms,https,shttp,snews,prospero,rtsp,rtspu,rsync,svn,svn+ssh,sftp,"
    "nfs,git,git+ssh,ws,wss";

// Python's ipaddress.ip_address(): IPv4 (four decimal parts, no leading zeros) or IPv6
// (with an optional %scope).
bool python_ip_address(std::string_view h, bool& v4) {
  v4 = false;
  if (parse_ipv4_address(h)) {
    v4 = true;
    return true;
  }
  std::size_t percent = h.find('%');  // a scope id: not empty, no second '%'
  if (percent != std::string_view::npos &&
      (percent + 1 == h.size() || h.find('%', percent + 1) != std::string_view::npos))
    return false;
  return static_cast<bool>(parse_ipv6_address(h.substr(0, percent)));
}

// urllib.parse._check_bracketed_netloc() and _check_bracketed_host().
bool bracketed_netloc_ok(std::string_view netloc) {
  std::string_view host_port = netloc.substr(netloc.rfind('@') == std::string_view::npos ? 0 : netloc.rfind('@') + 1);
  std::string_view hostname;
  std::size_t open = host_port.find('[');
  if (open != std::string_view::npos) {
    if (open != 0) return false;
    std::string_view bracketed = host_port.substr(1);
    std::size_t close = bracketed.find(']');
    hostname = bracketed.substr(0, close);
    std::string_view port = close == std::string_view::npos ? std::string_view() : bracketed.substr(close + 1);
    if (!port.empty() && port.front() != ':') return false;
  } else {
    hostname = host_port.substr(0, host_port.find(':'));
  }
  if (!hostname.empty() && hostname.front() == 'v') {  // \Av[a-fA-F0-9]+\..+\Z
    std::size_t i = 1;
    while (i < hostname.size() && std::isxdigit(static_cast<unsigned char>(hostname[i]))) ++i;
    return i > 1 && i + 1 < hostname.size() && hostname[i] == '.';
  }
  bool v4 = false;
  return python_ip_address(hostname, v4) && !v4;
}

// urllib.parse._checknetloc(): characters that NFKC turns into URL delimiters.
bool netloc_nfkc_ok(std::string_view netloc) {
  if (netloc.empty() || is_ascii(netloc)) return true;
  std::string n;
  for (char c : netloc)
    if (c != '@' && c != ':' && c != '#' && c != '?') n += c;
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);
  if (U_FAILURE(status)) return true;
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(n);
  icu::UnicodeString normalized = nfkc->normalize(text, status);
  if (U_FAILURE(status) || normalized == text) return true;
  std::string back;
  normalized.toUTF8String(back);
  return back.find_first_of("/?#@:") == std::string::npos;
}

std::string unicode_lower(std::string_view s) {  // str.lower()
  if (is_ascii(s)) {
    std::string out(s);
    for (char& c : out)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    return out;
  }
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
  text.toLower(icu::Locale::getRoot());
  std::string out;
  text.toUTF8String(out);
  return out;
}

// urlencode() of (name, value) byte pairs: quote_plus(x, safe='').
void quote_plus(std::string_view bytes, std::string& out) {
  for (char ch : bytes) {
    auto c = static_cast<unsigned char>(ch);
    if (c == ' ') out += '+';
    else if (is_always_safe(c)) out += ch;
    else append_triplet(out, c);
  }
}

// parse_qsl_to_bytes(query, keep_blank_values=True), sorted, urlencode()d.
std::string canonical_query(std::string_view query) {
  std::vector<std::pair<std::string, std::string>> pairs;
  auto decode = [](std::string_view raw) {
    std::string s(raw);
    std::replace(s.begin(), s.end(), '+', ' ');
    unescape_once(s);
    return s;
  };
  std::size_t start = 0;
  while (start <= query.size()) {
    std::size_t end = start;
    while (end < query.size() && query[end] != '&' && query[end] != ';') ++end;
    std::string_view item = query.substr(start, end - start);
    if (!item.empty()) {
      std::size_t eq = item.find('=');
      if (eq == std::string_view::npos) pairs.emplace_back(decode(item), std::string());
      else pairs.emplace_back(decode(item.substr(0, eq)), decode(item.substr(eq + 1)));
    }
    start = end + 1;
  }
  std::sort(pairs.begin(), pairs.end());
  std::string out;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (i) out += '&';
    quote_plus(pairs[i].first, out);
    out += '=';
    quote_plus(pairs[i].second, out);
  }
  return out;
}

}  // namespace w3lib_steps
using namespace w3lib_steps;

quote_safe_set::quote_safe_set(std::string_view safe) noexcept {
  for (unsigned c = 0; c < 256; ++c) keep[c] = is_always_safe(static_cast<unsigned char>(c));
  for (char c : safe)
    if (static_cast<unsigned char>(c) < 0x80) keep[static_cast<unsigned char>(c)] = true;
}

namespace w3lib_steps {
// w3lib's _safe_chars: RFC 3986 reserved and unreserved, '|' and '%'; the path's without '#'.
const quote_safe_set& safe_chars() {
  static const quote_safe_set set(":/?#[]@!$&'()*+,;=|%");
  return set;
}
const quote_safe_set& path_safe_chars() {
  static const quote_safe_set set(":/?[]@!$&'()*+,;=|%");
  return set;
}
}  // namespace w3lib_steps

void python_quote(std::string_view bytes, const quote_safe_set& safe, std::string& out) {
  out.clear();
  out.reserve(bytes.size());
  for (char ch : bytes) {
    auto c = static_cast<unsigned char>(ch);
    if (safe.keep[c]) out += ch;
    else append_triplet(out, c);
  }
}

result<void> w3lib_canonicalize_general(std::string_view input, std::string& out) {
  // _strip(): C0 controls and space off both ends, then TAB, LF, CR anywhere.
  std::size_t b = 0, e = input.size();
  while (b < e && static_cast<unsigned char>(input[b]) <= 0x20) ++b;
  while (e > b && static_cast<unsigned char>(input[e - 1]) <= 0x20) --e;
  std::string url;
  url.reserve(e - b);
  for (std::size_t i = b; i < e; ++i)
    if (input[i] != '\t' && input[i] != '\n' && input[i] != '\r') url += input[i];

  // urlsplit()
  std::string scheme;
  std::string_view rest = url;
  std::size_t colon = rest.find(':');
  if (colon != std::string_view::npos && colon > 0 && std::isalpha(static_cast<unsigned char>(rest[0])) &&
      static_cast<unsigned char>(rest[0]) < 0x80) {
    bool all = std::all_of(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(colon), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.';
    });
    if (all) {
      scheme = unicode_lower(rest.substr(0, colon));
      rest.remove_prefix(colon + 1);
    }
  }
  std::string_view netloc;
  if (rest.substr(0, 2) == "//") {
    std::size_t end = 2;
    while (end < rest.size() && rest[end] != '/' && rest[end] != '?' && rest[end] != '#') ++end;
    netloc = rest.substr(2, end - 2);
    rest.remove_prefix(end);
    const bool open = netloc.find('[') != std::string_view::npos, close = netloc.find(']') != std::string_view::npos;
    if (open != close) return error{errc::invalid_ip_literal, 0};
    if (open && close && !bracketed_netloc_ok(netloc)) return error{errc::invalid_ip_literal, 0};
  }
  std::string_view path = rest, query, params;
  if (std::size_t hash = path.find('#'); hash != std::string_view::npos) path = path.substr(0, hash);
  if (std::size_t q = path.find('?'); q != std::string_view::npos) {
    query = path.substr(q + 1);
    path = path.substr(0, q);
  }
  if (!netloc_nfkc_ok(netloc)) return error{errc::invalid_character, 0};
  // urlparse(): ;params after the last '/'
  if (in(uses_params, scheme) && path.find(';') != std::string_view::npos) {
    std::size_t slash = path.rfind('/');
    std::size_t semi = slash == std::string_view::npos ? path.find(';') : path.find(';', slash);
    if (semi != std::string_view::npos) {
      params = path.substr(semi + 1);
      path = path.substr(0, semi);
    }
  }
  // _safe_ParseResult()
  std::string host;
  if (!python_idna_encode(netloc, host)) host.assign(netloc);
  std::string quoted_path, quoted_params, quoted_query;
  python_quote(path, path_safe_chars(), quoted_path);
  python_quote(params, safe_chars(), quoted_params);
  python_quote(query, safe_chars(), quoted_query);

  std::string canonical_q = canonical_query(quoted_query);
  // _unquotepath(): %2F and %3F stay encoded; then quote() again.
  std::string unquoted;
  unquoted.reserve(quoted_path.size());
  for (std::size_t i = 0; i < quoted_path.size(); ++i) {
    if (quoted_path[i] == '%' && i + 2 < quoted_path.size() &&
        ((quoted_path[i + 1] == '2' && (quoted_path[i + 2] == 'f' || quoted_path[i + 2] == 'F')) ||
         (quoted_path[i + 1] == '3' && (quoted_path[i + 2] == 'f' || quoted_path[i + 2] == 'F')))) {
      unquoted += "%25";
      unquoted += quoted_path[i + 1];
      unquoted += 'F';
      i += 2;
    } else {
      unquoted += quoted_path[i];
    }
  }
  unescape_once(unquoted);
  python_quote(unquoted, path_safe_chars(), quoted_path);
  if (quoted_path.empty()) quoted_path = "/";

  std::string lowered = unicode_lower(host);
  while (!lowered.empty() && lowered.back() == ':') lowered.pop_back();

  // urlunparse()
  std::string p = quoted_path;
  if (!quoted_params.empty()) p += ';' + quoted_params;
  out.clear();
  if (!lowered.empty() || (!scheme.empty() && in(uses_netloc, scheme) && p.substr(0, 2) != "//")) {
    if (!p.empty() && p.front() != '/') p.insert(0, "/");
    out = "//" + lowered;
  }
  out += p;
  if (!scheme.empty()) out.insert(0, scheme + ':');
  if (!canonical_q.empty()) out += '?' + canonical_q;
  return {};
}

namespace w3lib_steps {
// The plain shortcut's classes (w3lib.hpp), read with the scan kernels.
constexpr charset always_safe = charsets::alpha | charsets::digit | charset("_.-~");
constexpr charset plain_host = charsets::alpha | charsets::digit | charset("-.");
constexpr charset plain_path = always_safe | charset(":/[]@!$&'()*+,=|");     // path_safe_chars() - "%;?"
constexpr charset plain_file_path = plain_path | charset(";");
constexpr charset plain_query = always_safe | charset(":/?[]@!$&'()*+,;=|");  // safe_chars() - "%#"
constexpr charset printable = charset::range(0x21, 0x7E);

std::size_t skip(std::string_view in, std::size_t i, const charset& set) noexcept {
  return skip_run_exported(reinterpret_cast<const unsigned char*>(in.data()), i, in.size(), set);
}
}  // namespace w3lib_steps

bool w3lib_plain_shortcut(std::string_view in, std::string& out) {
  std::size_t colon;
  if (in.substr(0, 8) == "https://") colon = 5;
  else if (in.substr(0, 7) == "http://" || in.substr(0, 7) == "file://") colon = 4;
  else return false;
  // file: has no ;params (urlparse's uses_params): its path keeps ';', which quote() keeps.
  const bool params = in[0] == 'h';
  const std::size_t host_begin = colon + 3;
  const std::size_t host_end = skip(in, host_begin, plain_host);
  const std::size_t path_end = skip(in, host_end, params ? plain_path : plain_file_path);
  if (host_end != path_end && in[host_end] != '/') return false;  // ':' or '@' in the netloc
  // No host: urlunparse() writes "//" before the path unless the path starts with "//".
  if (host_end == host_begin && in.substr(host_end, 2) == "//") return false;
  std::size_t query_end = path_end;
  if (path_end != in.size() && in[path_end] == '?') query_end = skip(in, path_end + 1, plain_query);
  if (query_end != in.size() && in[query_end] != '#') return false;  // '%', ';' params, a byte to quote
  if (query_end != in.size() && skip(in, query_end, printable) != in.size()) return false;  // nothing to strip
  out.resize(in.size() + 1);
  char* p = std::copy(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(host_begin), out.data());
  p = swar::copy_lower(p, in.data() + host_begin, host_end - host_begin);
  if (path_end == host_end) *p++ = '/';
  else p = std::copy(in.begin() + static_cast<std::ptrdiff_t>(host_end), in.begin() + static_cast<std::ptrdiff_t>(path_end), p);
  out.resize(static_cast<std::size_t>(p - out.data()));
  if (query_end > path_end + 1) {
    const std::string query = canonical_query(in.substr(path_end + 1, query_end - path_end - 1));
    if (!query.empty()) out.append(1, '?').append(query);
  }
  return true;
}

result<void> w3lib_canonicalize(std::string_view url, std::string& out) {
  out.clear();
  if (w3lib_plain_shortcut(url, out)) return {};
  return w3lib_canonicalize_general(url, out);
}

}  // namespace urikit::detail
