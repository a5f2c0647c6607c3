// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// "did you mean ...?" for a misspelled subcommand.
#ifndef URIKIT_CLI_SUGGEST_HPP
#define URIKIT_CLI_SUGGEST_HPP

#include <string>
#include <string_view>
#include <vector>

namespace urikit::cli {

/// The name among `names` closest to `typed` by edit distance (insertions, deletions,
/// substitutions and swaps of two neighbours each count 1), when it is close enough to
/// be a slip: at most 2 edits, and fewer than half the length of `typed`. Empty otherwise.
std::string closest_name(std::string_view typed, const std::vector<std::string>& names);

}  // namespace urikit::cli

#endif
