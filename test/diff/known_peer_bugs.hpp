// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// The committed list of documented peer bugs (docs/reliability.md, "Differential testing").
#ifndef URIKIT_TEST_DIFF_KNOWN_PEER_BUGS_HPP
#define URIKIT_TEST_DIFF_KNOWN_PEER_BUGS_HPP

#include <string>
#include <string_view>

#include "differential.hpp"

namespace urikit::diff {

/// The id of the documented peer bug that explains this disagreement, or "".
std::string known_peer_bug(std::string_view input, const std::string& disagreement,
                           const reading& ours, const reading& uriparser);

/// The id of the documented peer bug that explains why uriparser's strict resolution of
/// (base, reference) is `theirs` where urikit's is `ours` (both succeeded), or "".
std::string known_resolution_difference(std::string_view base, std::string_view reference,
                                        const std::string& ours, const std::string& theirs);

}  // namespace urikit::diff

#endif
