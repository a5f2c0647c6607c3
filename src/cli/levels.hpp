// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The --level option shared by normalize, compare and dedup.
#ifndef URIKIT_CLI_LEVELS_HPP
#define URIKIT_CLI_LEVELS_HPP

#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <urikit/normalize.hpp>

namespace urikit::cli {

inline void add_level_option(CLI::App& app, std::string& level, const std::vector<std::string>& allowed) {
  app.add_option("--level", level, "equivalence level (RFC 3986 section 6.2): " + CLI::detail::join(allowed, ", "))
      ->check(CLI::IsMember(allowed));
}

inline equivalence_level parse_level(const std::string& name) {
  if (name == "string") return equivalence_level::string;
  if (name == "syntax") return equivalence_level::syntax;
  return equivalence_level::scheme;
}

}  // namespace urikit::cli

#endif
