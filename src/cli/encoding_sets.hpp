// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The --set names of `urikit encode` and `urikit decode`: urikit::encode_sets, the library's
// one table of encode sets (encode_set_list.h), so they cannot drift from the C API's.
#ifndef URIKIT_CLI_ENCODING_SETS_HPP
#define URIKIT_CLI_ENCODING_SETS_HPP

#include <map>
#include <string>
#include <vector>

#include <urikit/charset.hpp>
#include <urikit/encode_sets.hpp>

namespace urikit::cli {

inline const std::map<std::string, charset>& encoding_sets() {
  static const std::map<std::string, charset> sets = [] {
    std::map<std::string, charset> m;
    for (const auto& e : encode_sets) m.emplace(std::string(e.name), *e.set);
    return m;
  }();
  return sets;
}

inline std::vector<std::string> encoding_set_names() {
  std::vector<std::string> names;
  for (const auto& [name, set] : encoding_sets()) names.push_back(name);
  return names;
}

}  // namespace urikit::cli

#endif
