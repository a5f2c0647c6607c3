// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The portable kernel's parse_kernel(): the grammar of parse_reader.hpp over the table
// loop (scalar_scanner), after the shortcut for the commonest shapes (common_shape()).
#include "../../parse_reader.hpp"
#include "../interface.hpp"

namespace urikit {

URIKIT_NOINLINE error detail::parse_kernel(detail::portable_tag, const unsigned char* s, std::size_t n,
                                           grammar rule, const parse_options& options,
                                           uri_view& v) noexcept {
  const scalar_scanner sc{s, n};
  const std::size_t colon = common_shape_start(s, n, rule);
  if (colon != npos && common_shape(sc, colon, rule, v)) return {errc::ok, 0};
  return parse_with(sc, rule, options, v);
}

}  // namespace urikit
