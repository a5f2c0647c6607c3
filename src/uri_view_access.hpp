// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Internal: write access to uri_view's offsets, for the parser and the code that builds views.
#ifndef URIKIT_SRC_URI_VIEW_ACCESS_HPP
#define URIKIT_SRC_URI_VIEW_ACCESS_HPP

#include <urikit/uri_view.hpp>

namespace urikit::detail {

struct uri_view_access {
  static constexpr std::size_t npos = uri_view::npos;
  static const char*& data(uri_view& v) noexcept { return v.data_; }
  static std::size_t& size(uri_view& v) noexcept { return v.size_; }
  static std::size_t& scheme_end(uri_view& v) noexcept { return v.scheme_end_; }
  static std::size_t& authority_begin(uri_view& v) noexcept { return v.authority_begin_; }
  static std::size_t& userinfo_end(uri_view& v) noexcept { return v.userinfo_end_; }
  static std::size_t& host_begin(uri_view& v) noexcept { return v.host_begin_; }
  static std::size_t& host_end(uri_view& v) noexcept { return v.host_end_; }
  static std::size_t& zone_begin(uri_view& v) noexcept { return v.zone_begin_; }
  static std::size_t& port_begin(uri_view& v) noexcept { return v.port_begin_; }
  static std::size_t& path_begin(uri_view& v) noexcept { return v.path_begin_; }
  static std::size_t& path_end(uri_view& v) noexcept { return v.path_end_; }
  static std::size_t& query_begin(uri_view& v) noexcept { return v.query_begin_; }
  static std::size_t& fragment_begin(uri_view& v) noexcept { return v.fragment_begin_; }
  static std::uint32_t& port_value(uri_view& v) noexcept { return v.port_value_; }
  static host_type& type(uri_view& v) noexcept { return v.host_type_; }
  static std::array<std::uint8_t, 16>& address(uri_view& v) noexcept { return v.address_; }
};

}  // namespace urikit::detail

#endif
