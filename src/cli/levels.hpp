// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The options shared by normalize, compare and dedup: --level and --remove-tracking.
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

/// --remove-tracking (normalize_options::remove_tracking_params): off by default, since it
/// merges URLs that RFC 3986 keeps apart.
inline void add_remove_tracking_flag(CLI::App& app, bool& flag) {
  app.add_flag("--remove-tracking", flag,
               "remove tracking parameters (utm_source, fbclid, gclid, ...) from http(s) queries; not in --crawler");
}

inline equivalence_level parse_level(const std::string& name) {
  if (name == "string") return equivalence_level::string;
  if (name == "syntax") return equivalence_level::syntax;
  return equivalence_level::scheme;
}

}  // namespace urikit::cli

#endif
