// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// `urikit version` and `urikit --version`.
#ifndef URIKIT_CLI_VERSION_HPP
#define URIKIT_CLI_VERSION_HPP

#include <string>

namespace urikit::cli {

/// "urikit 0.1.0" and the libraries it runs with, one per line, ending in a newline.
std::string version_text();

}  // namespace urikit::cli

#endif
