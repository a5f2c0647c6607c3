// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// href(): the WHATWG URL Standard's basic URL parser (§4.4) and URL serializer (§4.5), with
// the RFC 3986 step folded into the percent-encoding of each component (href_sets.hpp).
//
// The state machine is followed state by state, but a state that only collects characters
// up to a delimiter (authority, host, port, path segment, query, fragment) finds the
// delimiter first and handles the run at once. The URL is serialized as it is read, into one
// buffer: a path segment is appended when its state ends, and "shorten the path" cuts the
// buffer back to the last '/'. The base is a web_url, whose text is itself such a
// serialization; copying its parts gives the same result as copying the WHATWG record's,
// because the RFC 3986 step leaves those parts as they are.
#include <urikit/href.hpp>

#include <cstdint>
#include <new>
#include <string>
#include <utility>

#include "append_into.hpp"
#include "href_host.hpp"
#include "href_sets.hpp"
#include "href_shortcut.hpp"
#include "href_writer.hpp"
#include "scan_export.hpp"
#include "swar.hpp"

namespace urikit {

namespace detail {
struct web_url_access {
  static web_url make(std::string&& text, const href_layout& layout) {
    web_url url;
    url.text_ = std::move(text);
    url.layout_ = layout;
    return url;
  }
};
}  // namespace detail

std::string_view web_url::port() const noexcept {
  if (!layout_.has_host || layout_.host_end >= text_.size() || text_[layout_.host_end] != ':') return {};
  std::size_t end = layout_.host_end + 1;
  while (end < text_.size() && text_[end] >= '0' && text_[end] <= '9') ++end;
  return view(layout_.host_end + 1, end);
}

std::string_view web_url::userinfo() const noexcept {
  const std::size_t start = layout_.scheme_end + 3;
  if (!layout_.has_host || layout_.host_start <= start) return {};
  return view(start, layout_.host_start - 1);
}

namespace {

using detail::href_layout;
using detail::href_writer;
namespace sets = detail::whatwg;

enum class scheme_kind : unsigned char { other, http, https, ws, wss, ftp, file };

scheme_kind classify(std::string_view s) noexcept {
  if (s == "http") return scheme_kind::http;
  if (s == "https") return scheme_kind::https;
  if (s == "ws") return scheme_kind::ws;
  if (s == "wss") return scheme_kind::wss;
  if (s == "ftp") return scheme_kind::ftp;
  if (s == "file") return scheme_kind::file;
  return scheme_kind::other;
}

/// The default port of a special scheme (§4.1), or 0 for file, which has none.
unsigned default_port(scheme_kind k) noexcept {
  switch (k) {
    case scheme_kind::http: case scheme_kind::ws: return 80;
    case scheme_kind::https: case scheme_kind::wss: return 443;
    case scheme_kind::ftp: return 21;
    default: return 0;
  }
}

bool is_alpha(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/// A Windows drive letter: an ASCII alpha and ':' or '|'.
bool is_windows_drive_letter(std::string_view s) noexcept {
  return s.size() == 2 && is_alpha(s[0]) && (s[1] == ':' || s[1] == '|');
}
/// "starts with a Windows drive letter": one, then the end or one of / \ ? #.
bool starts_with_windows_drive_letter(std::string_view s) noexcept {
  if (s.size() < 2 || !is_windows_drive_letter(s.substr(0, 2))) return false;
  return s.size() == 2 || s[2] == '/' || s[2] == '\\' || s[2] == '?' || s[2] == '#';
}

bool is_dot(std::string_view s) noexcept {
  return s == "." || (s.size() == 3 && s[0] == '%' && s[1] == '2' && (s[2] == 'e' || s[2] == 'E'));
}
/// A single-dot URL path segment: "." or "%2e" (any case).
bool is_single_dot(std::string_view s) noexcept { return is_dot(s); }
/// A double-dot URL path segment: "..", ".%2e", "%2e.", "%2e%2e" (any case).
bool is_double_dot(std::string_view s) noexcept {
  switch (s.size()) {
    case 2: return s == "..";
    case 4: return (s[0] == '.' && is_dot(s.substr(1))) || (is_dot(s.substr(0, 3)) && s[3] == '.');
    case 6: return is_dot(s.substr(0, 3)) && is_dot(s.substr(3));
    default: return false;
  }
}

constexpr std::size_t eof = std::string_view::npos;

/// What a path segment (or an authority) runs over: all but its delimiters '/', '?', '#',
/// and in a special URL '\'.
constexpr charset segment_chars = ~charset("/?#");
constexpr charset special_segment = ~charset("/?#\\");

class href_parser {
 public:
  href_parser(std::string_view in, const web_url* base, href_writer& out,
              detail::href_extent extent = detail::href_extent::whole) noexcept
      : in_(in), n_(in.size()), base_(base), out_(out), through_host_(extent == detail::href_extent::through_host) {}

  /// Runs the parser; false on failure, with the offset (into the input it was given) in
  /// failed_at().
  bool run();
  std::size_t failed_at() const noexcept { return failed_at_; }
  const href_layout& layout() const noexcept { return layout_; }

 private:
  /// The code point at i, or '\0'-free EOF handling through has().
  bool has(std::size_t i) const noexcept { return i < n_; }
  bool is(std::size_t i, char c) const noexcept { return i < n_ && in_[i] == c; }
  /// '/' or, in a special URL, '\'.
  bool is_slash(std::size_t i) const noexcept { return i < n_ && (in_[i] == '/' || (special_ && in_[i] == '\\')); }
  const unsigned char* bytes() const noexcept { return reinterpret_cast<const unsigned char*>(in_.data()); }
  bool fail(std::size_t at) noexcept {
    failed_at_ = at;
    return false;
  }
  void set_scheme(scheme_kind kind) noexcept {
    kind_ = kind;
    special_ = kind != scheme_kind::other;
    layout_.special = special_;
  }

  bool scheme_start();
  bool no_scheme();
  bool relative(std::size_t p);
  bool authority(std::size_t p);
  bool port(std::size_t p, std::size_t end);
  bool file(std::size_t p);
  bool file_host(std::size_t p);
  bool path_start(std::size_t p);
  bool path(std::size_t p);
  bool opaque_path(std::size_t p);
  bool query(std::size_t p);
  bool fragment(std::size_t p);
  bool finish();

  void skip_slashes(std::size_t& p) const noexcept {
    while (p < n_ && (in_[p] == '/' || in_[p] == '\\')) ++p;
  }
  void shorten() noexcept;
  void copy_base_authority();
  void copy_base_path() { out_.append(base_->path()); }
  void copy_base_query();
  void begin_path() noexcept { layout_.path_start = out_.size(); }
  /// Whether the reading stops where the path starts (href_extent::through_host): each state
  /// from the path on asks this first. Those states cannot fail and never change the host.
  bool stops_here() const noexcept { return through_host_; }

  std::string_view in_;
  std::size_t n_;
  const web_url* base_;
  href_writer& out_;
  href_layout layout_;
  scheme_kind kind_ = scheme_kind::other;
  bool special_ = false;
  bool path_ended_ = false;   // layout_.path_end is set
  bool query_ended_ = false;  // layout_.query_end is set
  std::size_t failed_at_ = 0;
  bool through_host_ = false;
};

bool href_parser::run() {
  if (n_ > 0 && is_alpha(in_[0])) {
    std::size_t i = 1;
    while (i < n_ && charsets::scheme.contains(in_[i])) ++i;
    if (i < n_ && in_[i] == ':') return scheme_start();
  }
  return no_scheme();
}

// scheme start state and scheme state, when the input starts with a scheme and ':'.
bool href_parser::scheme_start() {
  const std::size_t i = in_.find(':');
  out_.append(in_.substr(0, i));
  out_.lower(0, i);
  layout_.scheme_end = i;
  set_scheme(classify(out_.view(0, i)));
  out_.put(':');
  std::size_t p = i + 1;
  if (kind_ == scheme_kind::file) return file(p);
  if (special_ && base_ && base_->scheme() == out_.view(0, i)) {
    // special relative or authority state
    if (is(p, '/') && is(p + 1, '/')) {
      p += 2;
      skip_slashes(p);  // special authority ignore slashes state
      return authority(p);
    }
    return relative(p);
  }
  if (special_) {  // special authority slashes state, then ignore slashes
    skip_slashes(p);
    return authority(p);
  }
  if (is(p, '/')) {  // path or authority state
    if (is(p + 1, '/')) return authority(p + 2);
    begin_path();
    return path(p + 1);
  }
  return opaque_path(p);
}

// no scheme state
bool href_parser::no_scheme() {
  if (!base_) return fail(0);
  if (base_->has_opaque_path()) {
    if (!is(0, '#')) return fail(0);
    const href_layout& b = base_->layout();
    out_.append(base_->href().substr(0, b.query_end));
    layout_ = b;
    set_scheme(classify(base_->scheme()));
    path_ended_ = true;
    query_ended_ = true;
    return fragment(1);
  }
  const std::string_view scheme = base_->scheme();
  out_.append(scheme);
  out_.put(':');
  layout_.scheme_end = scheme.size();
  set_scheme(classify(scheme));
  if (kind_ == scheme_kind::file) return file(0);
  return relative(0);
}

// relative state (and relative slash state); the scheme is the base's, already written.
bool href_parser::relative(std::size_t p) {
  if (is_slash(p)) {
    const std::size_t q = p + 1;  // relative slash state
    if (special_ && is_slash(q)) {
      std::size_t r = q;
      skip_slashes(r);
      return authority(r);
    }
    if (is(q, '/')) return authority(q + 1);
    copy_base_authority();
    begin_path();
    return path(q);
  }
  copy_base_authority();
  begin_path();
  copy_base_path();
  if (is(p, '?')) return query(p + 1);
  if (is(p, '#')) {
    copy_base_query();
    return fragment(p + 1);
  }
  if (has(p)) {
    shorten();
    return path(p);
  }
  copy_base_query();
  return finish();
}

void href_parser::copy_base_authority() {
  const href_layout& b = base_->layout();
  layout_.has_host = b.has_host;
  if (!b.has_host) return;
  // The scheme written is the base's, so the authority lands at the same offsets.
  // (A base with a host has no "/." before its path.)
  out_.append(base_->href().substr(b.scheme_end + 1, b.path_start - b.scheme_end - 1));
  layout_.host_start = b.host_start;
  layout_.host_end = b.host_end;
}

void href_parser::copy_base_query() {
  if (!base_->has_query()) return;
  layout_.path_end = out_.size();
  path_ended_ = true;
  out_.put('?');
  out_.append(base_->query());
}

// authority state, host state and port state.
bool href_parser::authority(std::size_t p) {
  const std::size_t end = detail::skip_run_exported(bytes(), p, n_, special_ ? special_segment : segment_chars);
  out_.append("//");
  layout_.has_host = true;
  std::size_t host = p;
  const std::size_t at = in_.substr(p, end - p).rfind('@');
  if (at != eof) {
    const std::size_t sign = p + at;
    if (sign + 1 == end) return fail(sign);  // credentials without a host
    const std::string_view userinfo = in_.substr(p, at);
    const std::size_t colon = userinfo.find(':');
    const std::size_t mark = out_.size();
    out_.append_encoded(userinfo.substr(0, colon), sets::keep_userinfo);
    if (colon != eof && colon + 1 < userinfo.size()) {
      out_.put(':');
      out_.append_encoded(userinfo.substr(colon + 1), sets::keep_userinfo);
    }
    if (out_.size() > mark) out_.put('@');
    host = sign + 1;
  }
  std::size_t i = host;
  bool inside_brackets = false;
  for (; i < end; ++i) {
    if (in_[i] == '[') inside_brackets = true;
    else if (in_[i] == ']') inside_brackets = false;
    else if (in_[i] == ':' && !inside_brackets) break;
  }
  if (i == host && (i < end || special_)) return fail(host);  // host-missing
  layout_.host_start = out_.size();
  if (!detail::write_web_host(out_, in_.substr(host, i - host), special_)) return fail(host);
  layout_.host_end = out_.size();
  if (i < end && !port(i + 1, end)) return false;
  return path_start(end);
}

bool href_parser::port(std::size_t p, std::size_t end) {
  unsigned long value = 0;
  for (std::size_t i = p; i < end; ++i) {
    if (in_[i] < '0' || in_[i] > '9') return fail(i);
    value = value * 10 + static_cast<unsigned long>(in_[i] - '0');
    if (value > 65535) return fail(p);
  }
  if (p == end || (special_ && value == default_port(kind_))) return true;
  char digits[6];
  std::size_t k = sizeof digits;
  do {
    digits[--k] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  out_.put(':');
  out_.append(std::string_view(digits + k, sizeof digits - k));
  return true;
}

// file state and file slash state; "file:" is written.
bool href_parser::file(std::size_t p) {
  const bool base_is_file = base_ && base_->scheme() == "file";
  if (is(p, '/') || is(p, '\\')) {
    if (is(p + 1, '/') || is(p + 1, '\\')) return file_host(p + 2);
    const std::size_t q = p + 1;  // file slash state
    out_.append("//");
    layout_.has_host = true;
    layout_.host_start = out_.size();
    if (base_is_file) out_.append(base_->host());
    layout_.host_end = out_.size();
    begin_path();
    if (base_is_file && !starts_with_windows_drive_letter(in_.substr(q))) {
      const std::string_view base_path = base_->path();
      if (base_path.size() >= 3 && base_path[0] == '/' && is_alpha(base_path[1]) && base_path[2] == ':' &&
          (base_path.size() == 3 || base_path[3] == '/'))
        out_.append(base_path.substr(0, 3));
    }
    return path(q);
  }
  out_.append("//");
  layout_.has_host = true;
  layout_.host_start = out_.size();
  if (base_is_file) {
    out_.append(base_->host());
    layout_.host_end = out_.size();
    begin_path();
    copy_base_path();
    if (is(p, '?')) return query(p + 1);
    if (is(p, '#')) {
      copy_base_query();
      return fragment(p + 1);
    }
    if (has(p)) {
      if (!starts_with_windows_drive_letter(in_.substr(p))) shorten();
      else out_.truncate(layout_.path_start);
      return path(p);
    }
    copy_base_query();
    return finish();
  }
  layout_.host_end = out_.size();
  begin_path();
  return path(p);
}

// file host state
bool href_parser::file_host(std::size_t p) {
  std::size_t end = p;
  while (end < n_ && in_[end] != '/' && in_[end] != '\\' && in_[end] != '?' && in_[end] != '#') ++end;
  const std::string_view buffer = in_.substr(p, end - p);
  out_.append("//");
  layout_.has_host = true;
  layout_.host_start = out_.size();
  if (is_windows_drive_letter(buffer)) {  // a drive letter, not a host: read it as the path
    layout_.host_end = out_.size();
    begin_path();
    return path(p);
  }
  if (!buffer.empty()) {
    if (!detail::write_web_host(out_, buffer, true)) return fail(p);
    if (out_.view(layout_.host_start, out_.size()) == "localhost") out_.truncate(layout_.host_start);
  }
  layout_.host_end = out_.size();
  return path_start(end);
}

// path start state, after a host.
bool href_parser::path_start(std::size_t p) {
  if (stops_here()) return true;
  begin_path();
  if (special_) {
    if (is_slash(p)) ++p;
    return path(p);
  }
  if (is(p, '?')) return query(p + 1);
  if (is(p, '#')) return fragment(p + 1);
  if (has(p)) return path(is(p, '/') ? p + 1 : p);
  return finish();
}

// path state: one segment per turn, from p to the next '/' (or '\' if special), '?', '#' or
// the end.
bool href_parser::path(std::size_t p) {
  if (stops_here()) return true;
  for (;;) {
    const std::size_t end = detail::skip_run_exported(bytes(), p, n_, special_ ? special_segment : segment_chars);
    const std::string_view segment = in_.substr(p, end - p);
    const bool slash = is_slash(end);
    if (is_double_dot(segment)) {
      shorten();
      if (!slash) out_.put('/');
    } else if (is_single_dot(segment)) {
      if (!slash) out_.put('/');
    } else {
      const bool first = out_.size() == layout_.path_start;
      out_.put('/');
      if (kind_ == scheme_kind::file && first && is_windows_drive_letter(segment)) {
        out_.put(segment[0]);
        out_.put(':');
      } else {
        out_.append_encoded(segment, sets::keep_segment);
      }
    }
    if (!slash) {
      p = end;
      break;
    }
    p = end + 1;
  }
  if (is(p, '?')) return query(p + 1);
  if (is(p, '#')) return fragment(p + 1);
  return finish();
}

// shorten a URL's path: drop the last segment, unless the path is file:'s lone drive letter.
void href_parser::shorten() noexcept {
  const std::string_view path = out_.view(layout_.path_start, out_.size());
  if (kind_ == scheme_kind::file && path.size() == 3 && path[0] == '/' && is_alpha(path[1]) && path[2] == ':') return;
  if (path.empty()) return;
  out_.truncate(layout_.path_start + path.rfind('/'));
}

// opaque path state
bool href_parser::opaque_path(std::size_t p) {
  if (stops_here()) return true;
  layout_.opaque_path = true;
  begin_path();
  std::size_t end = p;
  while (end < n_ && in_[end] != '?' && in_[end] != '#') ++end;
  // The standard keeps spaces ("%20" only before '?' or '#'); RFC 3986 allows none.
  out_.append_encoded(in_.substr(p, end - p), sets::keep_opaque_path);
  if (is(end, '?')) return query(end + 1);
  if (is(end, '#')) return fragment(end + 1);
  return finish();
}

// query state
bool href_parser::query(std::size_t p) {
  if (stops_here()) return true;
  layout_.path_end = out_.size();
  path_ended_ = true;
  out_.put('?');
  std::size_t end = p;
  while (end < n_ && in_[end] != '#') ++end;
  out_.append_encoded(in_.substr(p, end - p), special_ ? sets::keep_special_query : sets::keep_query);
  if (end < n_) return fragment(end + 1);
  return finish();
}

// fragment state
bool href_parser::fragment(std::size_t p) {
  if (stops_here()) return true;
  if (!path_ended_) {
    layout_.path_end = out_.size();
    path_ended_ = true;
  }
  layout_.query_end = out_.size();
  query_ended_ = true;
  out_.put('#');
  out_.append_encoded(in_.substr(p), sets::keep_fragment);
  return finish();
}

// The URL serializer's remaining rule: a URL without a host whose path starts with an
// empty segment gets "/." before its path, or it would read as an authority.
bool href_parser::finish() {
  if (!path_ended_) layout_.path_end = out_.size();
  if (!query_ended_) layout_.query_end = out_.size();
  const std::string_view path = out_.view(layout_.path_start, layout_.path_end);
  if (!layout_.has_host && !layout_.opaque_path && path.size() >= 2 && path[0] == '/' && path[1] == '/') {
    out_.insert(layout_.path_start, "/.");
    layout_.path_start += 2;
    layout_.path_end += 2;
    layout_.query_end += 2;
  }
  return true;
}

bool is_tab_or_newline(char c) noexcept { return c == '\t' || c == '\n' || c == '\r'; }

/// Whether `s` holds a tab, LF or CR: eight bytes a step (swar.hpp), the last step ending at
/// the end of `s` (it may look at bytes already seen again).
bool has_tab_or_newline(std::string_view s) noexcept {
  namespace swar = detail::swar;
  const auto any = [](std::uint64_t x) {
    return swar::zero_bytes(x ^ swar::broadcast('\t')) | swar::zero_bytes(x ^ swar::broadcast('\n')) |
           swar::zero_bytes(x ^ swar::broadcast('\r'));
  };
  const std::size_t n = s.size();
  if (n < 8) return any(swar::load_short(reinterpret_cast<const unsigned char*>(s.data()), n)) != 0;
  std::uint64_t found = 0;
  for (std::size_t i = 0; i + 8 < n; i += 8) found |= any(swar::load8(s.data() + i));
  return (found | any(swar::load8(s.data() + n - 8))) != 0;
}

}  // namespace

result<href_layout> detail::href_general(std::string_view input, const web_url* base, std::string& buffer,
                                         href_extent extent) {
  // Leading and trailing C0 controls and spaces go, then every tab and newline.
  std::size_t begin = 0, end = input.size();
  while (begin < end && static_cast<unsigned char>(input[begin]) <= 0x20) ++begin;
  while (end > begin && static_cast<unsigned char>(input[end - 1]) <= 0x20) --end;
  std::string_view in = input.substr(begin, end - begin);
  std::string cleaned;
  const bool removed = has_tab_or_newline(in);
  if (removed) {
    cleaned.reserve(in.size());
    for (char c : in)
      if (!is_tab_or_newline(c)) cleaned += c;
    in = cleaned;
  }
  // The room is 3 bytes per input byte (every byte may become %XX): inputs too long for
  // that to fit a std::string fail rather than throw std::length_error.
  const std::size_t base_size = base ? base->href().size() : 0;
  if (in.size() > (buffer.max_size() - base_size - 64) / 3) return error{errc::input_too_long, begin};
  const std::size_t room = 3 * in.size() + base_size + 64;
  href_writer out(buffer, room);
  href_parser parser(in, base, out, extent);
  if (!parser.run()) {
    // The offset back in the caller's input: past the trimmed start and the removed bytes.
    std::size_t at = begin, kept = 0;
    while (at < end && (kept < parser.failed_at() || is_tab_or_newline(input[at]))) {
      if (!is_tab_or_newline(input[at])) ++kept;
      ++at;
    }
    return error{errc::not_a_url, at};
  }
  out.finish();
  return parser.layout();
}

result<href_layout> detail::href_through_host_exported(std::string_view input, std::string& out) {
  try {
    return href_general(input, nullptr, out, href_extent::through_host);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

namespace {

/// The shortcut when it applies, else the state machine.
result<href_layout> run_href(std::string_view input, const web_url* base, std::string& buffer) {
  href_layout layout;
  if (detail::href_shortcut(input, buffer, layout)) return layout;
  return detail::href_general(input, base, buffer);
}

}  // namespace

result<web_url> parse_web_url(std::string_view input, const web_url* base) {
  try {
    std::string text;
    auto layout = run_href(input, base, text);
    if (!layout) return layout.error();
    return detail::web_url_access::make(std::move(text), *layout);
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

result<std::string> href(std::string_view input, const web_url* base) {
  try {
    std::string text;
    auto layout = run_href(input, base, text);
    if (!layout) return layout.error();
    return text;
  } catch (const std::bad_alloc&) {
    return error{errc::out_of_memory, 0};
  }
}

result<void> href_into(std::string& out, std::string_view input, const web_url* base) {
  const std::size_t size_before = out.size();
  try {
    return detail::append_into(out, [&](std::string& s) -> result<void> {
      auto layout = run_href(input, base, s);
      if (!layout) return layout.error();
      return {};
    });
  } catch (const std::bad_alloc&) {
    out.resize(size_before);  // as it was (shrinking cannot throw)
    return error{errc::out_of_memory, 0};
  }
}

}  // namespace urikit
