// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Minimal JSON writing for the CLI: strings escaped per RFC 8259, straight into the output.
#ifndef URIKIT_CLI_JSON_HPP
#define URIKIT_CLI_JSON_HPP

#include <string_view>

#include "output_stream.hpp"

namespace urikit::cli {

/// Writes `s` as a JSON string. Runs that need no escape go to `out` as they are (a long
/// one straight to the sink, without a copy), so the memory used does not grow with `s`.
/// `s` should be valid UTF-8 (the CLI checks inputs first); a byte that is not is written
/// as U+FFFD rather than produce invalid JSON. Never allocates.
void write_json_string(output_stream& out, std::string_view s);

}  // namespace urikit::cli

#endif
