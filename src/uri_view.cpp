// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// uri_view helpers: host type names and recomposition (RFC 3986 §5.3).
#include <urikit/uri_view.hpp>

#include <ostream>

namespace urikit {

std::string_view host_type_name(host_type t) noexcept {
  switch (t) {
    case host_type::reg_name: return "reg-name";
    case host_type::ipv4: return "ipv4";
    case host_type::ipv6: return "ipv6";
    case host_type::ipvfuture: return "ipvfuture";
    case host_type::none: break;
  }
  return "";
}

std::ostream& operator<<(std::ostream& os, const uri_view& v) { return os << v.string(); }

std::string recompose(const uri_view& v) {
  std::string out;
  out.reserve(v.string().size());
  if (auto s = v.scheme()) {
    out.append(*s);
    out += ':';
  }
  if (auto a = v.authority()) {
    out += "//";
    if (auto u = v.userinfo()) {
      out.append(*u);
      out += '@';
    }
    out.append(*v.host());
    if (auto p = v.port()) {
      out += ':';
      out.append(*p);
    }
  }
  out.append(v.path());
  if (auto q = v.query()) {
    out += '?';
    out.append(*q);
  }
  if (auto f = v.fragment()) {
    out += '#';
    out.append(*f);
  }
  return out;
}

}  // namespace urikit
