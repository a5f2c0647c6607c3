// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The --set names of `urikit encode` and `urikit decode`: urikit::encode_sets, the library's
// one table of encode sets (encode_set_list.h), so they cannot drift from the C API's.
#ifndef URIKIT_CLI_ENCODING_SETS_HPP
#define URIKIT_CLI_ENCODING_SETS_HPP

#include <algorithm>
#include <string>
#include <vector>

#include <urikit/encode_sets.hpp>

namespace urikit::cli {

/// The names, sorted (as --help lists them).
inline std::vector<std::string> encoding_set_names() {
  std::vector<std::string> names;
  for (const auto& e : encode_sets) names.emplace_back(e.name);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace urikit::cli

#endif
