// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The --set names of `urikit encode` and `urikit decode` (the CLI contract's table).
#ifndef URIKIT_CLI_ENCODING_SETS_HPP
#define URIKIT_CLI_ENCODING_SETS_HPP

#include <map>
#include <string>
#include <vector>

#include <urikit/charset.hpp>

namespace urikit::cli {

inline const std::map<std::string, charset>& encoding_sets() {
  static const std::map<std::string, charset> sets{
      {"unreserved", charsets::unreserved},     {"userinfo", charsets::userinfo},
      {"reg-name", charsets::reg_name},         {"segment", charsets::pchar},
      {"path", charsets::path},                 {"query", charsets::query},
      {"fragment", charsets::fragment},         {"query-param", charsets::query_param},
      {"form", charsets::form},                 {"ecma-uri", charsets::ecma_uri},
      {"ecma-component", charsets::ecma_component},
      {"rfc2396-unreserved", charsets::rfc2396_unreserved},
  };
  return sets;
}

inline std::vector<std::string> encoding_set_names() {
  std::vector<std::string> names;
  for (const auto& [name, set] : encoding_sets()) names.push_back(name);
  return names;
}

}  // namespace urikit::cli

#endif
