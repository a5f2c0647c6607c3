// SPDX-License-Identifier: Apache-2.0 OR MIT
// SPDX-FileCopyrightText: 2026 The urikit authors
// Minimal JSON writing for the CLI: strings escaped per RFC 8259.
#ifndef URIKIT_CLI_JSON_HPP
#define URIKIT_CLI_JSON_HPP

#include <cstddef>
#include <string>
#include <string_view>

namespace urikit::cli {

/// The most bytes write_json_string() writes for a string of `size` bytes: a control
/// character becomes "\u00XX" (6 bytes), plus the quotes. Cannot fail.
constexpr std::size_t json_string_bound(std::size_t size) noexcept { return 6 * size + 2; }

/// Writes `s` as a JSON string at `out` (json_string_bound(s.size()) bytes of room) and
/// returns the end. `s` should be valid UTF-8 (the CLI checks inputs first); a byte >= 0x80
/// that is not is written as U+FFFD rather than produce invalid JSON. Cannot fail.
char* write_json_string(char* out, std::string_view s) noexcept;

/// Appends `s` as a JSON string.
void append_json_string(std::string& out, std::string_view s);

}  // namespace urikit::cli

#endif
