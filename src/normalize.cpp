// Normalization (RFC 3986 §6.2.2 syntax, §6.2.3 scheme-based, plus crawler options).
//
// Order (docs/normalization.md): case -> decode percent-encoded unreserved octets ->
// remove dot segments, then the shape guards of §3.3 and §4.2. Decoding before removing
// dot segments is the only order that is idempotent (%2E%2E is "..").
#include <urikit/normalize.hpp>

#include <algorithm>
#include <array>
#include <vector>

#include <urikit/charset.hpp>
#include <urikit/ip_address.hpp>
#include <urikit/parse.hpp>

#include "dot_segments.hpp"
#include "scan.hpp"

namespace urikit {

namespace {

constexpr char upper_hex[] = "0123456789ABCDEF";

inline char to_lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

/// Appends `text` with every triplet's hex in upper case and unreserved octets decoded
/// (§6.2.2.1, §6.2.2.2). `lower`: ASCII letters outside triplets, and decoded ones, go to
/// lower case (hosts, §6.2.2.1). Reserved octets stay encoded (§2.2).
void append_pct_normalized(std::string& out, std::string_view text, bool lower, bool decode_dots) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    std::size_t run = i;
    if (lower) {
      while (run < n && s[run] != '%') ++run;
      for (std::size_t k = i; k < run; ++k) out += to_lower(static_cast<char>(s[k]));
    } else {
      const void* pct = std::char_traits<char>::find(text.data() + i, n - i, '%');
      run = pct ? static_cast<std::size_t>(static_cast<const char*>(pct) - text.data()) : n;
      out.append(text.data() + i, run - i);
    }
    i = run;
    if (i >= n) break;
    // A triplet: the parser has checked it is well formed.
    const int hi = detail::hex_value(s[i + 1]);
    const int lo = detail::hex_value(s[i + 2]);
    const auto octet = static_cast<unsigned char>(hi * 16 + lo);
    if (charsets::unreserved.contains(octet) && (decode_dots || octet != '.')) {
      out += lower ? to_lower(static_cast<char>(octet)) : static_cast<char>(octet);
    } else {
      out += '%';
      out += upper_hex[hi];
      out += upper_hex[lo];
    }
    i += 3;
  }
}

std::optional<scheme_rules> rules_for(const uri_view& v, const normalize_options& o) {
  if (o.level != equivalence_level::scheme || !v.has_scheme()) return std::nullopt;
  const scheme_registry& reg = o.registry ? *o.registry : scheme_registry::global();
  return reg.find(*v.scheme());
}

/// The query with its &-separated parameters stably sorted by name. Names were already
/// normalized (the query is), so octet order of the normalized names is the order.
void sort_query_parameters(std::string& out, std::size_t query_begin) {
  std::string_view q(out.data() + query_begin, out.size() - query_begin);
  if (q.find('&') == std::string_view::npos) return;
  struct param {
    std::string_view text, name;
  };
  std::vector<param> params;
  std::size_t start = 0;
  for (;;) {
    std::size_t amp = std::min(q.find('&', start), q.size());
    std::string_view p = q.substr(start, amp - start);
    params.push_back({p, p.substr(0, std::min(p.find('='), p.size()))});
    if (amp == q.size()) break;
    start = amp + 1;
  }
  std::stable_sort(params.begin(), params.end(), [](const param& a, const param& b) { return a.name < b.name; });
  std::string sorted;
  sorted.reserve(q.size());
  for (std::size_t k = 0; k < params.size(); ++k) {
    if (k) sorted += '&';
    sorted.append(params[k].text);
  }
  out.replace(query_begin, q.size(), sorted);
}

}  // namespace

void normalize_into(const uri_view& v, std::string& out, const normalize_options& o) {
  out.clear();
  if (o.level == equivalence_level::string) {
    out.append(v.string());
    return;
  }
  const auto rules = rules_for(v, o);
  const bool decode_dots = o.decode_encoded_dots;

  // scheme (§6.2.2.1: case-insensitive, lower case is canonical)
  if (auto scheme = v.scheme()) {
    for (char c : *scheme) out += to_lower(c);
    out += ':';
  }

  // authority
  if (v.has_authority()) {
    out += "//";
    if (auto ui = v.userinfo()) {
      append_pct_normalized(out, *ui, false, true);
      out += '@';
    }
    const std::string_view host = *v.host();
    if (v.host_type() == host_type::ipv6 && o.canonical_ipv6 && !v.zone_id()) {
      out += '[';
      out += format_ipv6_address(v.ipv6_address());
      out += ']';
    } else if (auto zone = v.zone_id()) {
      // The address is case-insensitive; a zone ID is not (RFC 6874 §2).
      append_pct_normalized(out, host.substr(0, host.size() - zone->size() - 1), true, true);
      append_pct_normalized(out, host.substr(host.size() - zone->size() - 1), false, true);
    } else {
      append_pct_normalized(out, host, true, true);
    }
    if (auto port = v.port()) {
      if (o.level == equivalence_level::scheme) {
        // §6.2.3: an empty port and its ':' go; so does the default port (by value).
        auto number = v.port_number();
        const bool is_default = number && rules && rules->default_port && *number == *rules->default_port;
        if (!port->empty() && !is_default) {
          out += ':';
          if (number) {
            // Leading zeros say nothing: ":08080" is port 8080.
            std::size_t z = 0;
            while (z + 1 < port->size() && (*port)[z] == '0') ++z;
            out.append(port->substr(z));
          } else {
            out.append(*port);
          }
        }
      } else {
        out += ':';
        out.append(*port);
      }
    }
  }

  // path: normalize the encoding first, then remove dot segments from that text.
  const std::size_t path_begin = out.size();
  append_pct_normalized(out, v.path(), false, decode_dots);
  if (detail::has_dot_segments(std::string_view(out).substr(path_begin))) {
    thread_local std::string path;  // scratch: no allocation once grown
    path.assign(out, path_begin, std::string::npos);
    out.resize(path_begin);
    if (!v.has_scheme() && !v.has_authority() && (path.empty() || path[0] != '/'))
      detail::append_relative_without_dot_segments(out, path);
    else
      detail::append_without_dot_segments(out, path);
  }
  if (rules && rules->empty_path_is_root && v.has_authority() && out.size() == path_begin) out += '/';

  // Shape guards: the path must not become an authority (§3.3) or a scheme (§4.2).
  std::string_view path(out.data() + path_begin, out.size() - path_begin);
  if (!v.has_authority() && path.size() >= 2 && path[0] == '/' && path[1] == '/') {
    out.insert(path_begin, "/.");
  } else if (!v.has_scheme() && !v.has_authority() && !path.empty() && path[0] != '/') {
    const std::size_t first_end = std::min(path.find('/'), path.size());
    if (path.substr(0, first_end).find(':') != std::string_view::npos) out.insert(path_begin, "./");
  }

  // query
  if (auto q = v.query()) {
    if (!(o.remove_empty_query && q->empty())) {
      out += '?';
      const std::size_t query_begin = out.size();
      append_pct_normalized(out, *q, false, true);
      if (o.sort_query) sort_query_parameters(out, query_begin);
    }
  }

  // fragment
  if (auto f = v.fragment()) {
    if (!o.drop_fragment) {
      out += '#';
      append_pct_normalized(out, *f, false, true);
    }
  }
}

result<void> normalize_into(std::string_view input, std::string& out, const normalize_options& options) {
  auto parsed = parse_uri_reference(input);
  if (!parsed) return parsed.error();
  normalize_into(*parsed, out, options);
  return {};
}

result<std::string> normalize(std::string_view input, const normalize_options& options) {
  std::string out;
  auto r = normalize_into(input, out, options);
  if (!r) return r.error();
  return out;
}

bool is_normalized(const uri_view& view, const normalize_options& options) {
  // One buffer per thread: after it has grown to the longest URI seen, no allocation.
  thread_local std::string buffer;
  normalize_into(view, buffer, options);
  return buffer == view.string();
}

}  // namespace urikit
