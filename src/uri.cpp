// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// uri: the owning URI-reference. Every edit composes the new string from the components
// (RFC 3986 §5.3), guards the path (§3.3, §4.2), and re-parses: what is stored always parses.
#include <urikit/uri.hpp>

#include <algorithm>
#include <ostream>
#include <utility>

#include <urikit/charset.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/pct.hpp>


namespace urikit {

struct uri::parts {
  std::optional<std::string> scheme;
  bool has_authority = false;
  std::optional<std::string> userinfo;
  std::string host;
  std::optional<std::string> port;
  std::string path;
  std::optional<std::string> query;
  std::optional<std::string> fragment;
};

namespace {

std::optional<std::string> copy(std::optional<std::string_view> v) {
  if (!v) return std::nullopt;
  return std::string(*v);
}

/// Characters of `text` all in `set` or in well-formed triplets: valid encoded text.
std::optional<std::size_t> first_invalid(std::string_view text, const charset& set) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (set.contains(c)) continue;
    if (c == '%' && i + 2 < text.size() && charsets::hexdig.contains(text[i + 1]) &&
        charsets::hexdig.contains(text[i + 2])) {
      i += 2;
      continue;
    }
    return i;
  }
  return std::nullopt;
}

result<std::string> component_text(std::string_view value, value_encoding how, const charset& set,
                                   errc code) {
  if (how == value_encoding::decoded) return encode(value, set);
  if (auto bad = first_invalid(value, set)) {
    bool pct = value[*bad] == '%';
    return error{pct ? errc::invalid_percent_encoding : code, *bad};
  }
  return std::string(value);
}

/// §3.3 and §4.2: keep the path from being read as an authority or a scheme.
void guard_path(std::string& path, bool has_scheme, bool has_authority) {
  if (has_authority) {
    if (!path.empty() && path[0] != '/') path.insert(0, 1, '/');
    return;
  }
  if (path.size() >= 2 && path[0] == '/' && path[1] == '/') {
    path.insert(0, "/.");
    return;
  }
  if (!has_scheme && !path.empty() && path[0] != '/') {
    std::size_t first_end = std::min(path.find('/'), path.size());
    if (path.find(':') < first_end) path.insert(0, "./");
  }
}

std::string compose(const std::optional<std::string>& scheme, bool has_authority,
                    const std::optional<std::string>& userinfo, const std::string& host,
                    const std::optional<std::string>& port, const std::string& path,
                    const std::optional<std::string>& query, const std::optional<std::string>& fragment) {
  auto size_of = [](const std::optional<std::string>& s) { return s ? s->size() + 1 : 0; };
  std::string out;
  out.reserve(size_of(scheme) + (has_authority ? 2 + size_of(userinfo) + host.size() + size_of(port) : 0) +
              path.size() + size_of(query) + size_of(fragment));
  if (scheme) out.append(*scheme).append(1, ':');
  if (has_authority) {
    out += "//";
    if (userinfo) out.append(*userinfo).append(1, '@');
    out += host;
    if (port) out.append(1, ':').append(*port);
  }
  out += path;
  if (query) out.append(1, '?').append(*query);
  if (fragment) out.append(1, '#').append(*fragment);
  return out;
}

/// Splits path[start..] at every '/': each piece is a segment.
std::vector<std::string_view> split_from(std::string_view path, std::size_t start) {
  std::vector<std::string_view> out;
  for (;;) {
    std::size_t slash = path.find('/', start);
    if (slash == std::string_view::npos) {
      out.push_back(path.substr(start));
      return out;
    }
    out.push_back(path.substr(start, slash - start));
    start = slash + 1;
  }
}

/// The segments of a path, without the guard a path carries so as not to be misread
/// (§3.3, §4.2): with no authority, "/." before "//" and "./" before an empty first segment
/// or one holding ':'.
std::vector<std::string_view> split_segments(std::string_view path, bool has_authority) {
  if (path.empty()) return {};
  if (!has_authority) {
    if (path.substr(0, 4) == "/.//") return split_from(path, 3);
    if (path.substr(0, 2) == "./") {
      std::string_view rest = path.substr(2);
      std::string_view first = rest.substr(0, std::min(rest.find('/'), rest.size()));
      if (first.empty() || first.find(':') != std::string_view::npos) return split_from(path, 2);
    }
  }
  return split_from(path, path[0] == '/' ? 1 : 0);
}

std::string encode_param_part(std::string_view text, param_style style) {
  if (style == param_style::form) return form_encode(text);
  return encode(text, charsets::query_param);
}

/// Decodes the well-formed triplets and keeps malformed ones ('+' is a space in forms).
std::string decode_leniently(std::string_view text, param_style style) {
  decode_options o;
  o.lenient = true;
  o.style = style;
  return std::move(*decode(text, o));  // lenient decoding cannot fail
}

std::string decode_param_part(std::string_view text, param_style style) {
  return decode_leniently(text, style);
}

/// A host as it is written in a URI: decoded text typed (IPv4, IPv6 in brackets, or an
/// encoded reg-name), or encoded text validated as an authority that is just this host.
result<std::string> host_text(std::string_view host, value_encoding how) {
  std::string text;
  if (how == value_encoding::decoded) {
    if (parse_ipv4_address(host)) {
      text.assign(host);
    } else if (parse_ipv6_address(host)) {
      text.append(1, '[').append(host).append(1, ']');
    } else {
      text = encode(host, charsets::reg_name);
    }
    return text;
  }
  text.assign(host);
  // Valid when "//" + host parses as an authority that is exactly this host.
  std::string probe = "//" + text;
  parse_options permissive;
  permissive.allow_zone_id = true;
  auto parsed = urikit::parse(probe, grammar::relative_ref, permissive);
  if (!parsed) {
    std::size_t at = parsed.error().offset;
    return error{parsed.error().code, at >= 2 ? at - 2 : 0};
  }
  if (parsed->host()->size() != text.size()) return error{errc::invalid_character, parsed->host()->size()};
  return text;
}

}  // namespace

uri::uri() noexcept { reparse(); }
uri::uri(const uri& other) : buffer_(other.buffer_) { reparse(); }
uri::uri(uri&& other) noexcept : buffer_(std::move(other.buffer_)) {
  reparse();
  other.buffer_.clear();
  other.reparse();
}
uri& uri::operator=(const uri& other) {
  if (this != &other) {
    buffer_ = other.buffer_;
    reparse();
  }
  return *this;
}
uri& uri::operator=(uri&& other) noexcept {
  if (this != &other) {
    buffer_ = std::move(other.buffer_);
    reparse();
    other.buffer_.clear();
    other.reparse();
  }
  return *this;
}
uri::~uri() = default;

uri::uri(const uri_view& view) : buffer_(view.string()) { reparse(); }

result<uri> uri::parse(std::string_view text, grammar rule, const parse_options& options) {
  auto parsed = urikit::parse(text, rule, options);
  if (!parsed) return parsed.error();
  uri u;
  u.buffer_.assign(text);
  // Re-parse with the same options (zone IDs) so the view refers into our buffer.
  u.view_ = *urikit::parse(u.buffer_, rule, options);
  return u;
}

void uri::reparse() noexcept {
  // The buffer always holds a valid URI-reference (zone IDs allowed, as parse() may have
  // accepted them), so this cannot fail.
  parse_options permissive;
  permissive.allow_zone_id = true;
  auto parsed = urikit::parse(buffer_, grammar::uri_reference, permissive);
  view_ = parsed ? *parsed : uri_view{};
}

uri::parts uri::split() const {
  parts p;
  p.scheme = copy(view_.scheme());
  p.has_authority = view_.has_authority();
  p.userinfo = copy(view_.userinfo());
  p.host = std::string(view_.host().value_or(""));
  p.port = copy(view_.port());
  p.path = std::string(view_.path());
  p.query = copy(view_.query());
  p.fragment = copy(view_.fragment());
  return p;
}

// The path is guarded in place and the text composed with one allocation: a long
// component costs the new text, its own copy and the old buffer, and no more.
result<void> uri::assign(parts& p) {
  guard_path(p.path, p.scheme.has_value(), p.has_authority);
  std::string text = compose(p.scheme, p.has_authority, p.userinfo, p.host, p.port, p.path, p.query, p.fragment);
  parse_options permissive;
  permissive.allow_zone_id = true;
  auto parsed = urikit::parse(text, grammar::uri_reference, permissive);
  if (!parsed) return parsed.error();
  buffer_ = std::move(text);
  reparse();
  return {};
}

result<void> uri::set_scheme(std::string_view scheme) {
  if (scheme.empty() || !charsets::alpha.contains(scheme[0])) return error{errc::invalid_scheme, 0};
  for (std::size_t i = 1; i < scheme.size(); ++i)
    if (!charsets::scheme.contains(scheme[i])) return error{errc::invalid_scheme, i};
  parts p = split();
  p.scheme = std::string(scheme);
  return assign(p);
}

void uri::remove_scheme() {
  parts p = split();
  p.scheme.reset();
  (void)assign(p);  // guards make it valid: "./" before a first segment with ':'
}

result<void> uri::set_userinfo(std::string_view userinfo, value_encoding how) {
  auto text = component_text(userinfo, how, charsets::userinfo, errc::invalid_character);
  if (!text) return text.error();
  parts p = split();
  p.has_authority = true;
  p.userinfo = std::move(*text);
  return assign(p);
}

void uri::remove_userinfo() {
  if (!view_.has_userinfo()) return;
  parts p = split();
  p.userinfo.reset();
  (void)assign(p);
}

result<void> uri::set_host(std::string_view host, value_encoding how) {
  auto text = host_text(host, how);
  if (!text) return text.error();
  parts p = split();
  p.has_authority = true;
  p.host = std::move(*text);
  return assign(p);
}

void uri::remove_host() {
  if (!view_.has_authority() || view_.host()->empty()) return;
  parts p = split();
  p.host.clear();
  (void)assign(p);  // an empty host is a valid reg-name
}

result<void> uri::set_authority(std::string_view authority, value_encoding how) {
  parts p = split();
  p.has_authority = true;
  if (how == value_encoding::encoded) {
    // Valid when "//" + authority parses as an authority, all of it.
    std::string probe = "//" + std::string(authority);
    parse_options permissive;
    permissive.allow_zone_id = true;
    auto parsed = urikit::parse(probe, grammar::relative_ref, permissive);
    if (!parsed) {
      std::size_t at = parsed.error().offset;
      return error{parsed.error().code, at >= 2 ? at - 2 : 0};
    }
    if (parsed->authority()->size() != authority.size())
      return error{errc::invalid_character, parsed->authority()->size()};
    p.userinfo = copy(parsed->userinfo());
    p.host = std::string(*parsed->host());
    p.port = copy(parsed->port());
    return assign(p);
  }
  // Decoded: userinfo before the last '@', the port after a last ':' + digits.
  std::size_t at = authority.rfind('@');
  std::size_t host_begin = at == std::string_view::npos ? 0 : at + 1;
  std::string_view rest = authority.substr(host_begin);
  std::string_view host = rest;
  std::optional<std::string_view> port;
  if (!rest.empty() && rest[0] == '[') {
    std::size_t close = rest.find(']');
    if (close == std::string_view::npos) return error{errc::invalid_ip_literal, host_begin};
    host = rest.substr(0, close + 1);
    std::string_view after = rest.substr(close + 1);
    if (!after.empty()) {
      if (after[0] != ':') return error{errc::invalid_character, host_begin + close + 1};
      port = after.substr(1);
    }
  } else if (!parse_ipv6_address(rest)) {
    std::size_t colon = rest.rfind(':');
    if (colon != std::string_view::npos &&
        std::all_of(rest.begin() + static_cast<std::ptrdiff_t>(colon) + 1, rest.end(),
                    [](char c) { return charsets::digit.contains(c); })) {
      host = rest.substr(0, colon);
      port = rest.substr(colon + 1);
    }
  }
  if (at != std::string_view::npos) {
    p.userinfo = encode(authority.substr(0, at), charsets::userinfo);
  } else {
    p.userinfo.reset();
  }
  auto text = host_text(host, !host.empty() && host[0] == '[' ? value_encoding::encoded : how);
  if (!text) return error{text.error().code, host_begin + text.error().offset};
  p.host = std::move(*text);
  if (port) {
    std::size_t port_begin = host_begin + host.size() + 1;
    for (std::size_t i = 0; i < port->size(); ++i)
      if (!charsets::digit.contains((*port)[i])) return error{errc::invalid_port, port_begin + i};
    p.port = std::string(*port);
  } else {
    p.port.reset();
  }
  return assign(p);
}

void uri::remove_authority() {
  if (!view_.has_authority()) return;
  parts p = split();
  p.has_authority = false;
  p.userinfo.reset();
  p.host.clear();
  p.port.reset();
  (void)assign(p);
}

result<void> uri::set_port(std::string_view digits) {
  for (std::size_t i = 0; i < digits.size(); ++i)
    if (!charsets::digit.contains(digits[i])) return error{errc::invalid_port, i};
  parts p = split();
  p.has_authority = true;
  p.port = std::string(digits);
  return assign(p);
}

void uri::set_port_number(std::uint16_t port) { (void)set_port(std::to_string(port)); }

void uri::remove_port() {
  if (!view_.has_port()) return;
  parts p = split();
  p.port.reset();
  (void)assign(p);
}

result<void> uri::set_path(std::string_view path, value_encoding how) {
  auto text = component_text(path, how, charsets::path, errc::invalid_character);
  if (!text) return text.error();
  parts p = split();
  p.path = std::move(*text);
  return assign(p);
}

void uri::remove_path() {
  if (view_.path().empty()) return;
  parts p = split();
  p.path.clear();
  (void)assign(p);  // an empty path is valid with or without an authority
}

result<void> uri::set_query(std::string_view query, value_encoding how) {
  auto text = component_text(query, how, charsets::query, errc::invalid_character);
  if (!text) return text.error();
  parts p = split();
  p.query = std::move(*text);
  return assign(p);
}

void uri::remove_query() {
  if (!view_.has_query()) return;
  parts p = split();
  p.query.reset();
  (void)assign(p);
}

result<void> uri::set_fragment(std::string_view fragment, value_encoding how) {
  auto text = component_text(fragment, how, charsets::fragment, errc::invalid_character);
  if (!text) return text.error();
  parts p = split();
  p.fragment = std::move(*text);
  return assign(p);
}

void uri::remove_fragment() {
  if (!view_.has_fragment()) return;
  parts p = split();
  p.fragment.reset();
  (void)assign(p);
}

// ---------------------------------------------------------------- segments

std::vector<std::string_view> uri::encoded_segments() const {
  return split_segments(view_.path(), view_.has_authority());
}

std::vector<std::string> uri::segments() const {
  std::vector<std::string> out;
  for (auto s : encoded_segments()) out.push_back(decode_leniently(s, param_style::plain));
  return out;
}

result<void> uri::set_segments(const std::vector<std::string_view>& segments, value_encoding how) {
  const bool absolute = view_.is_path_absolute() || (view_.has_authority() && !segments.empty());
  // A relative path whose first segment is empty would start with '/': "./" keeps it
  // relative (§4.2). The "/." guard of an absolute path is left to assign().
  const bool dot = !absolute && !segments.empty() && segments[0].empty();
  std::string path = dot ? "." : "";
  for (std::size_t i = 0; i < segments.size(); ++i) {
    if (i > 0 || absolute || dot) path += '/';
    auto text = component_text(segments[i], how, charsets::pchar, errc::invalid_character);
    if (!text) return text.error();
    path += *text;
  }
  parts p = split();
  p.path = std::move(path);
  return assign(p);
}

result<void> uri::insert_segment(std::size_t index, std::string_view segment, value_encoding how) {
  auto list = encoded_segments();
  if (index > list.size()) return error{errc::invalid_argument, index};
  auto text = component_text(segment, how, charsets::pchar, errc::invalid_character);
  if (!text) return text.error();
  list.insert(list.begin() + static_cast<std::ptrdiff_t>(index), *text);
  return set_segments(list, value_encoding::encoded);
}

result<void> uri::replace_segment(std::size_t index, std::string_view segment, value_encoding how) {
  auto list = encoded_segments();
  if (index >= list.size()) return error{errc::invalid_argument, index};
  auto text = component_text(segment, how, charsets::pchar, errc::invalid_character);
  if (!text) return text.error();
  list[index] = *text;
  return set_segments(list, value_encoding::encoded);
}

result<void> uri::erase_segment(std::size_t index) {
  auto list = encoded_segments();
  if (index >= list.size()) return error{errc::invalid_argument, index};
  list.erase(list.begin() + static_cast<std::ptrdiff_t>(index));
  return set_segments(list, value_encoding::encoded);
}

// ---------------------------------------------------------------- query parameters

std::vector<std::pair<std::string_view, std::optional<std::string_view>>> uri::encoded_params() const {
  std::vector<std::pair<std::string_view, std::optional<std::string_view>>> out;
  auto q = view_.query();
  if (!q || q->empty()) return out;
  std::size_t start = 0;
  for (;;) {
    std::size_t amp = std::min(q->find('&', start), q->size());
    std::string_view pair = q->substr(start, amp - start);
    std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos) out.emplace_back(pair, std::nullopt);
    else out.emplace_back(pair.substr(0, eq), pair.substr(eq + 1));
    if (amp == q->size()) break;
    start = amp + 1;
  }
  return out;
}

std::vector<query_param> uri::params(param_style style) const {
  std::vector<query_param> out;
  for (const auto& [name, value] : encoded_params())
    out.push_back({decode_param_part(name, style), value ? decode_param_part(*value, style) : std::string(),
                   value.has_value()});
  return out;
}

namespace {
std::string join_params(const std::vector<std::pair<std::string, std::optional<std::string>>>& list) {
  std::string q;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i) q += '&';
    q += list[i].first;
    if (list[i].second) q.append(1, '=').append(*list[i].second);
  }
  return q;
}
}  // namespace

void uri::append_param(std::string_view name, std::string_view value, param_style style) {
  std::string q(view_.query().value_or(""));
  if (!q.empty()) q += '&';
  q += encode_param_part(name, style);
  q += '=';
  q += encode_param_part(value, style);
  (void)set_query(q, value_encoding::encoded);  // encoded with the query-param set: valid
}

void uri::set_param(std::string_view name, std::string_view value, param_style style) {
  std::vector<std::pair<std::string, std::optional<std::string>>> list;
  bool placed = false;
  for (const auto& [n, v] : encoded_params()) {
    if (decode_param_part(n, style) == name) {
      if (placed) continue;
      list.emplace_back(encode_param_part(name, style), encode_param_part(value, style));
      placed = true;
    } else {
      list.emplace_back(std::string(n), v ? std::optional<std::string>(std::string(*v)) : std::nullopt);
    }
  }
  if (!placed) list.emplace_back(encode_param_part(name, style), encode_param_part(value, style));
  (void)set_query(join_params(list), value_encoding::encoded);
}

std::size_t uri::erase_param(std::string_view name, param_style style) {
  std::vector<std::pair<std::string, std::optional<std::string>>> list;
  std::size_t erased = 0;
  for (const auto& [n, v] : encoded_params()) {
    if (decode_param_part(n, style) == name) {
      ++erased;
      continue;
    }
    list.emplace_back(std::string(n), v ? std::optional<std::string>(std::string(*v)) : std::nullopt);
  }
  if (erased) (void)set_query(join_params(list), value_encoding::encoded);
  return erased;
}

std::optional<std::string> uri::get_param(std::string_view name, param_style style) const {
  for (const auto& [n, v] : encoded_params())
    if (decode_param_part(n, style) == name) return v ? decode_param_part(*v, style) : std::string();
  return std::nullopt;
}

bool uri::has_param(std::string_view name, param_style style) const {
  for (const auto& [n, v] : encoded_params())
    if (decode_param_part(n, style) == name) return true;
  return false;
}

void uri::keep_params(const std::vector<bool>& erase) {
  std::vector<std::pair<std::string, std::optional<std::string>>> list;
  std::size_t i = 0;
  for (const auto& [n, v] : encoded_params()) {
    if (i < erase.size() && erase[i++]) continue;
    list.emplace_back(std::string(n), v ? std::optional<std::string>(std::string(*v)) : std::nullopt);
  }
  (void)set_query(join_params(list), value_encoding::encoded);
}

std::ostream& operator<<(std::ostream& os, const uri& u) { return os << u.string(); }

void uri::sort_params(param_style style) {
  std::vector<std::pair<std::string, std::optional<std::string>>> list;
  std::vector<std::string> keys;
  for (const auto& [n, v] : encoded_params()) {
    list.emplace_back(std::string(n), v ? std::optional<std::string>(std::string(*v)) : std::nullopt);
    keys.push_back(decode_param_part(n, style));
  }
  std::vector<std::size_t> order(list.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
  std::vector<std::pair<std::string, std::optional<std::string>>> sorted;
  for (auto i : order) sorted.push_back(list[i]);
  if (!list.empty()) (void)set_query(join_params(sorted), value_encoding::encoded);
}

}  // namespace urikit
