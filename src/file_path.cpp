// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// File-system paths <-> file: URIs (RFC 8089).
#include <urikit/file_path.hpp>

#include <algorithm>

#include <urikit/charset.hpp>
#include <urikit/parse.hpp>
#include <urikit/pct.hpp>

#include "hex.hpp"

namespace urikit {

namespace {

path_style concrete(path_style style) noexcept {
  if (style != path_style::native) return style;
#if defined(_WIN32)
  return path_style::windows;
#else
  return path_style::posix;
#endif
}

bool is_alpha(char c) noexcept { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// "C:" or "C|" (RFC 8089 E.2.2), alone or followed by a separator.
bool starts_with_drive(std::string_view s) noexcept {
  return s.size() >= 2 && is_alpha(s[0]) && (s[1] == ':' || s[1] == '|') &&
         (s.size() == 2 || s[2] == '/' || s[2] == '\\');
}

bool equal_ignoring_case(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
    if (x != y) return false;
  }
  return true;
}


/// Appends `path` (from a parsed URI, so every '%' starts a valid triplet) decoded, with
/// '/' written as `separator`. A decoded octet that would end a segment ('/', and '\' on
/// Windows) or NUL fails at its '%', whose offset in the URI is `base` + its index.
result<void> append_decoded_path(std::string& out, std::string_view path, std::size_t base, char separator,
                                 bool backslash_separates) {
  for (std::size_t i = 0; i < path.size(); ++i) {
    char c = path[i];
    if (c == '/') {
      out += separator;
      continue;
    }
    if (detail::triplet_at(path, i)) {
      const char octet = static_cast<char>(detail::decode_triplet(&path[i]));
      if (octet == '/' || octet == '\0' || (backslash_separates && octet == '\\'))
        return error{errc::invalid_character, base + i};
      out += octet;
      i += 2;
      continue;
    }
    if (backslash_separates && c == '\\') return error{errc::invalid_character, base + i};
    out += c;
  }
  return {};
}

result<std::string> windows_to_uri(std::string_view path) {
  std::string p(path);
  for (char& c : p)
    if (c == '\\') c = '/';
  std::string out = "file://";
  if (p.size() >= 2 && p[0] == '/' && p[1] == '/') {
    // UNC: //server/share/... (RFC 8089 E.3.1). Device paths (//?/, //./) are not files.
    const std::size_t end = std::min(p.find('/', 2), p.size());
    const std::string_view server = std::string_view(p).substr(2, end - 2);
    if (server.empty() || server == "?" || server == ".") return error{errc::invalid_argument, 0};
    encode_into(out, server, charsets::reg_name);
    encode_into(out, std::string_view(p).substr(end), charsets::path);
    return out;
  }
  if (!starts_with_drive(p) || p.size() < 3 || p[1] != ':') return error{errc::invalid_argument, 0};
  out += '/';
  out.append(p, 0, 2);  // "C:" stays as written (E.2)
  encode_into(out, std::string_view(p).substr(2), charsets::path);
  return out;
}

}  // namespace

result<std::string> file_uri_from_path(std::string_view path, path_style style) {
  if (const std::size_t nul = path.find('\0'); nul != std::string_view::npos) return error{errc::invalid_character, nul};
  if (concrete(style) == path_style::windows) return windows_to_uri(path);
  if (path.empty() || path[0] != '/') return error{errc::invalid_argument, 0};
  std::string out = "file://";
  encode_into(out, path, charsets::path);
  return out;
}

namespace {

/// RFC 8089 E.2.2: the legacy drive "C|" is not RFC 3986 (a '|' is not allowed), so it is
/// read as "C:" in a copy of the URI of the same length (offsets stay true).
std::string with_legacy_drive_read(std::string_view text) {
  std::string copy(text);
  if (copy.size() < 7 || !equal_ignoring_case(std::string_view(copy).substr(0, 5), "file:")) return copy;
  for (std::size_t at : {std::size_t{5}, std::size_t{6}, std::size_t{8}}) {  // file:C|  file:/C|  file:///C|
    const std::string_view before = std::string_view(copy).substr(5, at - 5);
    if ((before.empty() || before == "/" || before == "///") && starts_with_drive(std::string_view(copy).substr(at)) &&
        copy[at + 1] == '|') {
      copy[at + 1] = ':';
      break;
    }
  }
  return copy;
}

}  // namespace

result<std::string> path_from_file_uri(std::string_view original, path_style style) {
  const std::string legacy_read = concrete(style) == path_style::windows ? with_legacy_drive_read(original) : std::string(original);
  const std::string_view text = legacy_read;
  auto v = parse_uri(text);
  if (!v) return v.error();
  if (!equal_ignoring_case(*v->scheme(), "file")) return error{errc::invalid_scheme, 0};
  if (v->has_query()) return error{errc::invalid_argument, static_cast<std::size_t>(v->query()->data() - text.data()) - 1};
  if (v->has_fragment())
    return error{errc::invalid_argument, static_cast<std::size_t>(v->fragment()->data() - text.data()) - 1};
  const std::string_view path = v->path();
  const std::size_t path_at = static_cast<std::size_t>(path.data() - text.data());
  const auto host = v->host();
  const bool local = !host || host->empty() || equal_ignoring_case(*host, "localhost");
  std::string out;

  if (concrete(style) == path_style::posix) {
    if (!local) return error{errc::invalid_argument, static_cast<std::size_t>(host->data() - text.data())};
    if (path.empty() || path[0] != '/') return error{errc::invalid_argument, path_at};
    auto done = append_decoded_path(out, path, path_at, '/', false);
    if (!done) return done.error();
    return out;
  }

  // Windows.
  if (!local) {  // file://server/share/... (E.3.1)
    if (path.size() < 2 || path[0] != '/') return error{errc::invalid_argument, path_at};
    out = "\\\\";
    auto name = decode(*host);
    if (!name) return error{name.error().code, static_cast<std::size_t>(host->data() - text.data()) + name.error().offset};
    out += *name;
    auto done = append_decoded_path(out, path, path_at, '\\', true);
    if (!done) return done.error();
    return out;
  }
  if (path.size() > 2 && path[0] == '/' && path[1] == '/') {  // file:////server/share (E.3.2)
    out = "\\";
    auto done = append_decoded_path(out, path.substr(1), path_at + 1, '\\', true);
    if (!done) return done.error();
    if (out.size() < 3 || out[2] == '\\') return error{errc::invalid_argument, path_at};
    return out;
  }
  std::size_t drive = 0;
  if (!path.empty() && path[0] == '/') drive = 1;  // file:///C:/x, file:/C:/x
  if (!starts_with_drive(path.substr(drive))) return error{errc::invalid_argument, path_at};
  out += path[drive];
  out += ':';
  const std::string_view rest = path.substr(drive + 2);
  if (rest.empty()) {
    out += '\\';
    return out;
  }
  auto done = append_decoded_path(out, rest, path_at + drive + 2, '\\', true);
  if (!done) return done.error();
  return out;
}

}  // namespace urikit
